import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { toKes } from '../../../shared/money';
import { type AccountResponse, mpesaStatus, type TransactionView } from '../../../shared/schemas/wallet';
import type { Db } from '../../db/client';
import { HotStatement } from '../../db/raw-rows';
import { col, hotStatementRow, queryRows } from '../../db/typed-rows';
import { NotFoundError } from '../../errors';
import type { ReaderLanguage } from '../../http/reader-language';
import { stkFailureReason } from '../../mpesa/result-codes';
import { accountSpecs } from '../../ledger/accounts';
import { describeEntry, movement, movementIn } from '../../ledger/movement-texts';
import { HTTP_TEXTS } from '../../http/http-texts';

export const AccountRow = z.object({
  account_status: z.enum(['active', 'inactive']),
  balance_cents: col.bigint.nullable(),
});
export type AccountRow = z.output<typeof AccountRow>;

/**
 * The user's status and wallet balance in one statement (a hot read: the route joins it to the session
 * lookup), built once; its placeholders are `accountValues(userId)`.
 */
export const ACCOUNT_READ = sql`SELECT u.account_status, a.balance_cents
    FROM users u LEFT JOIN ledger_accounts a ON a.code = ${sql.placeholder('wallet_code')}
    WHERE u.id = ${sql.placeholder('user_id')} AND u.deleted_at IS NULL`;
const ACCOUNT = new HotStatement(ACCOUNT_READ);

export const accountValues = (userId: string) => ({ wallet_code: accountSpecs.wallet(userId).code, user_id: userId });

export function accountFromRow(user: AccountRow | undefined): AccountResponse {
  if (!user) throw new NotFoundError(HTTP_TEXTS.userNotFound);
  return {
    account: {
      balance: toKes(user.balance_cents ?? 0n),
      accountStatus: user.account_status,
    },
  };
}

export async function accountOf(db: Db, userId: string): Promise<AccountResponse> {
  return accountFromRow(await hotStatementRow(db, AccountRow, ACCOUNT, accountValues(userId)));
}

const LIMIT = 500;

/**
 * Every movement on the user's wallet (whatever feature made it), newest first, plus the deposits
 * that are still processing or failed, so the user sees them too.
 */
/**
 * A failed deposit's line, its reason in the reader's language: M-Pesa's result code says it again
 * (the stored reason is in the language the user had when it failed).
 */
function notCompleted(language: ReaderLanguage, d: { failure_reason: string | null; result_code: string | null }) {
  const reason = d.result_code ? stkFailureReason(d.result_code)[language] : d.failure_reason;
  return reason ? movement('mpesaDepositNotCompletedBecause', reason) : movement('mpesaDepositNotCompleted');
}

export async function transactionsOf(
  db: Db,
  userId: string,
  language: ReaderLanguage = 'en',
): Promise<TransactionView[]> {
  const posted = await queryRows(
    db,
    z.object({
      id: col.bigint,
      amount_cents: col.bigint,
      tax_cents: col.bigint,
      created_at: col.timestamp,
      description: col.text,
      text: z.unknown(),
      kind: col.text,
      w_status: mpesaStatus.nullable(),
    }),
    sql`SELECT p.id, p.amount_cents, COALESCE(p.tax_cents, 0) AS tax_cents, p.created_at, je.description, je.meta->'text' AS text, je.kind, w.status AS w_status
        FROM ledger_accounts a
        JOIN postings p ON p.account_id = a.id
        JOIN journal_entries je ON je.id = p.entry_id
        LEFT JOIN mpesa_withdrawals w ON je.kind = 'withdrawal' AND w.id::text = je.meta->>'withdrawalId'
        WHERE a.code = ${accountSpecs.wallet(userId).code}
        ORDER BY p.created_at DESC, p.id DESC
        LIMIT ${LIMIT}`,
  );
  const open = await queryRows(
    db,
    z.object({
      id: col.text,
      amount_cents: col.bigint,
      created_at: col.timestamp,
      status: mpesaStatus,
      failure_reason: col.text.nullable(),
      result_code: col.text.nullable(),
    }),
    sql`SELECT id, amount_cents, created_at, status, failure_reason, result_code FROM mpesa_deposits
        WHERE user_id = ${userId} AND status <> 'completed' ORDER BY created_at DESC LIMIT ${LIMIT}`,
  );
  const list: TransactionView[] = [
    ...posted.map((p) => {
      const cents = p.amount_cents;
      const net = cents < 0n ? -cents : cents;
      return {
        id: `p-${p.id}`,
        type: cents > 0n ? ('deposit' as const) : ('withdrawal' as const),
        amount: toKes(net + p.tax_cents),
        tax: toKes(p.tax_cents),
        net: toKes(net),
        date: p.created_at.toISOString(),
        description: describeEntry(language, p.description, p.text),
        category: p.kind,
        status: p.w_status ?? 'completed',
      };
    }),
    ...open.map((d) => ({
      id: `d-${d.id}`,
      type: 'deposit' as const,
      amount: toKes(d.amount_cents),
      tax: 0,
      net: toKes(d.amount_cents),
      date: d.created_at.toISOString(),
      description: movementIn(
        language,
        d.status === 'failed' ? notCompleted(language, d) : movement('mpesaDepositProcessing'),
      ),
      category: 'deposit',
      status: d.status,
    })),
  ];
  return list.sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0)).slice(0, LIMIT);
}
