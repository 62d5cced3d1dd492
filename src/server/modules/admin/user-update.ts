import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { AdminUser, adminUpdateUserBody } from '../../../shared/schemas/admin';
import { formatKes, toCents, toKes } from '../../../shared/money';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { type Db, firstRow } from '../../db/client';
import { inTransaction, violatedConstraint } from '../../db/tx';
import { BusinessRuleError, ConflictError, NotFoundError } from '../../errors';
import { ensureWallet, lockAccounts, SYSTEM_ACCOUNTS } from '../../ledger/accounts';
import { postEntry, transfer } from '../../ledger/post';
import { notify } from '../notifications/notify';
import { audit } from './audit';

type UpdateBody = z.output<typeof adminUpdateUserBody>;

const DEFAULT_REASON = 'Balance corrected by the superadmin';
const EMAIL_TAKEN = 'This email is already registered to another user.';
const PHONE_TAKEN = 'This phone number is already registered to another user.';

/**
 * The superadmin's edit of a user: name, email, phone and loan limit are plain fields; a new
 * balance becomes an admin adjustment entry for the difference (never an UPDATE of a number).
 * The balance is a target, so a repeated request moves nothing the second time.
 */
export async function updateUser(ctx: AppContext, adminId: string, userId: string, body: UpdateBody): Promise<AdminUser> {
  const targetCents = toCents(body.balance);
  if (targetCents < 0n) throw new BusinessRuleError('The balance cannot be negative.', 'negative_balance');
  const loanLimitCents = toCents(body.loan_limit);
  const reason = body.reason && body.reason.length > 0 ? body.reason : DEFAULT_REASON;
  try {
    return await inTransaction(ctx.db, async (tx, after) => {
      const at = ctx.clock.now();
      const before = await firstRow<{ full_name: string | null; email: string | null; phone: string | null; loan_limit_cents: bigint | string }>(
        tx,
        sql`SELECT full_name, email, phone, loan_limit_cents FROM users
            WHERE id = ${userId} AND role = 'user' AND deleted_at IS NULL FOR UPDATE`,
      );
      if (!before) throw new NotFoundError('User not found.');
      await refuseTaken(tx, userId, body.email, body.phone);
      await tx.execute(
        sql`UPDATE users SET full_name = ${body.full_name}, email = ${body.email}, phone = ${body.phone},
                             loan_limit_cents = ${loanLimitCents.toString()}::bigint, updated_at = ${at.toISOString()}::timestamptz
            WHERE id = ${userId}`,
      );
      const wallet = await ensureWallet(tx, userId);
      const current = (await lockAccounts(tx, [wallet])).get(wallet) ?? 0n;
      const delta = targetCents - current;
      if (delta !== 0n) {
        await postEntry(tx, {
          idempotencyKey: `admin-adjustment:${userId}:${randomUUID()}`,
          kind: 'admin_adjustment',
          description: reason,
          postings: delta > 0n ? transfer(SYSTEM_ACCOUNTS.adminAdjustments, wallet, delta) : transfer(wallet, SYSTEM_ACCOUNTS.adminAdjustments, -delta),
          actorUserId: adminId,
          meta: { reason, fromCents: current.toString(), toCents: targetCents.toString() },
          at,
        });
        const amount = formatKes(toKes(delta < 0n ? -delta : delta));
        await notify(
          ctx,
          tx,
          after,
          userId,
          delta > 0n
            ? { en: `Your balance was adjusted by the administrator: KES ${amount} added. Reason: ${reason}`, sw: `Salio lako limerekebishwa na msimamizi: KES ${amount} imeongezwa. Sababu: ${reason}` }
            : { en: `Your balance was adjusted by the administrator: KES ${amount} deducted. Reason: ${reason}`, sw: `Salio lako limerekebishwa na msimamizi: KES ${amount} imetolewa. Sababu: ${reason}` },
          { at },
        );
      }
      await audit(tx, {
        actorUserId: adminId,
        action: 'user.update',
        target: `user:${userId}`,
        details: {
          before: { full_name: before.full_name, email: before.email, phone: before.phone, loan_limit_cents: String(before.loan_limit_cents), balance_cents: current.toString() },
          after: { full_name: body.full_name, email: body.email, phone: body.phone, loan_limit_cents: loanLimitCents.toString(), balance_cents: targetCents.toString() },
          ...(delta !== 0n ? { reason } : {}),
        },
        at,
      });
      return {
        id: userId,
        user_id: userId,
        full_name: body.full_name,
        email: body.email,
        phone: body.phone,
        balance: toKes(targetCents),
        loan_limit: toKes(loanLimitCents),
      };
    });
  } catch (err) {
    // Two edits racing for the same email or phone: the unique index decides.
    const constraint = violatedConstraint(err);
    if (constraint === 'users_email_key') throw new ConflictError(EMAIL_TAKEN);
    if (constraint === 'users_phone_key') throw new ConflictError(PHONE_TAKEN);
    throw err;
  }
}

async function refuseTaken(tx: Db, userId: string, email: string, phone: string): Promise<void> {
  const other = await firstRow<{ email_taken: boolean; phone_taken: boolean }>(
    tx,
    sql`SELECT bool_or(lower(email) = lower(${email})) AS email_taken, bool_or(phone = ${phone}) AS phone_taken
        FROM users WHERE id <> ${userId} AND (lower(email) = lower(${email}) OR phone = ${phone})`,
  );
  if (other?.email_taken) throw new ConflictError(EMAIL_TAKEN);
  if (other?.phone_taken) throw new ConflictError(PHONE_TAKEN);
}
