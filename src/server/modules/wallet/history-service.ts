import { sql } from 'drizzle-orm';
import { toKes } from '../../../shared/money';
import type { AccountResponse, MpesaStatus, TransactionView } from '../../../shared/schemas/wallet';
import { type Db, hotFirstRow, rows } from '../../db/client';
import { NotFoundError } from '../../errors';
import { accountSpecs } from '../../ledger/accounts';

export interface AccountRow {
  account_status: 'active' | 'inactive';
  balance_cents: bigint | null;
}

/** The user's status and wallet balance in one statement (a hot read: the route joins it to the session lookup). */
export const accountStatement = (userId: string) =>
  sql`SELECT u.account_status, a.balance_cents
      FROM users u LEFT JOIN ledger_accounts a ON a.code = ${accountSpecs.wallet(userId).code}
      WHERE u.id = ${userId} AND u.deleted_at IS NULL`;

export function accountFromRow(user: AccountRow | undefined): AccountResponse {
  if (!user) throw new NotFoundError('User not found.');
  return { account: { balance: toKes(user.balance_cents == null ? 0n : BigInt(user.balance_cents)), accountStatus: user.account_status } };
}

export async function accountOf(db: Db, userId: string): Promise<AccountResponse> {
  return accountFromRow(await hotFirstRow<AccountRow>(db, accountStatement(userId)));
}

const LIMIT = 500;

/**
 * Every movement on the user's wallet (whatever feature made it), newest first, plus the deposits
 * that are still processing or failed, so the user sees them too.
 */
export async function transactionsOf(db: Db, userId: string): Promise<TransactionView[]> {
  const posted = await rows<{ id: bigint; amount_cents: bigint; created_at: Date | string; description: string; kind: string; w_status: MpesaStatus | null }>(
    db,
    sql`SELECT p.id, p.amount_cents, p.created_at, je.description, je.kind, w.status AS w_status
        FROM ledger_accounts a
        JOIN postings p ON p.account_id = a.id
        JOIN journal_entries je ON je.id = p.entry_id
        LEFT JOIN mpesa_withdrawals w ON je.kind = 'withdrawal' AND w.id::text = je.meta->>'withdrawalId'
        WHERE a.code = ${accountSpecs.wallet(userId).code}
        ORDER BY p.created_at DESC, p.id DESC
        LIMIT ${LIMIT}`,
  );
  const open = await rows<{ id: string; amount_cents: bigint; created_at: Date | string; status: MpesaStatus; failure_reason: string | null }>(
    db,
    sql`SELECT id, amount_cents, created_at, status, failure_reason FROM mpesa_deposits
        WHERE user_id = ${userId} AND status <> 'completed' ORDER BY created_at DESC LIMIT ${LIMIT}`,
  );
  const list: TransactionView[] = [
    ...posted.map((p) => {
      const cents = BigInt(p.amount_cents);
      return {
        id: `p-${p.id}`,
        type: cents > 0n ? ('deposit' as const) : ('withdrawal' as const),
        amount: toKes(cents < 0n ? -cents : cents),
        date: new Date(p.created_at).toISOString(),
        description: p.description,
        category: p.kind,
        status: p.w_status ?? 'completed',
      };
    }),
    ...open.map((d) => ({
      id: `d-${d.id}`,
      type: 'deposit' as const,
      amount: toKes(BigInt(d.amount_cents)),
      date: new Date(d.created_at).toISOString(),
      description: d.status === 'failed' ? `M-Pesa deposit not completed${d.failure_reason ? `: ${d.failure_reason}` : ''}` : 'M-Pesa deposit (processing)',
      category: 'deposit',
      status: d.status,
    })),
  ];
  return list.sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0)).slice(0, LIMIT);
}
