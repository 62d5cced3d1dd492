import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { AdminUser, adminUpdateUserBody } from '../../../shared/schemas/admin';
import { type Cents, formatKes, toCents, toKes } from '../../../shared/money';
import { z } from 'zod';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { inTransaction, violatedConstraint } from '../../db/tx';
import { col, queryRow } from '../../db/typed-rows';
import { ConflictError, NotFoundError, PreconditionRequiredError } from '../../errors';
import { ensureWallet, lockAccounts, SYSTEM_ACCOUNTS, walletBalance } from '../../ledger/accounts';
import { postEntry, transfer } from '../../ledger/post';
import type { LocalizedText } from '../../../shared/localized-text';
import { notify } from '../../notifications/notify';
import { audit } from '../../audit/audit';
import { ADMIN_ERRORS } from './admin-texts';
import { HTTP_TEXTS } from '../../http/http-texts';
import { movement, movementIn } from '../../ledger/movement-texts';

type UpdateBody = z.output<typeof adminUpdateUserBody>;

const EMAIL_TAKEN = ADMIN_ERRORS.emailTaken;
const PHONE_TAKEN = ADMIN_ERRORS.phoneTaken;
const VERSION_REQUIRED = ADMIN_ERRORS.versionRequired;
const staleBalance = (currentKes: number) => ADMIN_ERRORS.staleBalance(formatKes(currentKes));

/**
 * How much a balance edit moves, given what the wallet holds now. The change is the new balance
 * minus the one the form loaded, applied only while the wallet still holds that one, so that an edit
 * made on a page opened before the user's money moved never writes the old figure back. Without
 * a loaded balance, only "no change" is accepted.
 */
function balanceDelta(current: Cents, requested: Cents | undefined, expected: Cents | undefined): Cents {
  if (requested === undefined) return 0n;
  if (expected === undefined) {
    if (requested === current) return 0n;
    throw new PreconditionRequiredError(VERSION_REQUIRED, 'balance_version_required');
  }
  if (requested === expected) return 0n;
  if (current !== expected) throw new ConflictError(staleBalance(toKes(current)), 'stale_balance');
  return requested - expected;
}

/**
 * The superadmin's edit of a user: name, email, phone and loan limit are plain fields; a change of
 * balance becomes an admin adjustment entry for the difference (never an UPDATE of a number), made
 * by the admin, with its reason, shown to the user as an adjustment by Pamoja.
 */
export async function updateUser(
  ctx: AppContext,
  adminId: string,
  userId: string,
  body: UpdateBody,
): Promise<AdminUser> {
  const requested = body.balance === undefined ? undefined : toCents(body.balance);
  const expected = body.expected_balance === undefined ? undefined : toCents(body.expected_balance);
  const loanLimitCents = toCents(body.loan_limit);
  const givenReason = body.reason && body.reason.length > 0 ? body.reason : undefined;
  try {
    return await inTransaction(ctx.db, async (tx, after) => {
      const at = ctx.clock.now();
      const before = await queryRow(
        tx,
        z.object({
          full_name: col.text.nullable(),
          email: col.text.nullable(),
          phone: col.text.nullable(),
          loan_limit_cents: col.bigint,
        }),
        sql`SELECT full_name, email, phone, loan_limit_cents FROM users
            WHERE id = ${userId} AND role = 'user' AND deleted_at IS NULL FOR UPDATE`,
      );
      if (!before) throw new NotFoundError(HTTP_TEXTS.userNotFound);
      await refuseTaken(tx, userId, body.email, body.phone);
      const wallet = await ensureWallet(tx, userId);
      // Only an edit that names a balance locks the wallet: a name or phone change never waits on money.
      const current =
        requested === undefined
          ? await walletBalance(tx, userId)
          : ((await lockAccounts(tx, [wallet])).get(wallet) ?? 0n);
      const delta = balanceDelta(current, requested, expected);
      await tx.execute(
        sql`UPDATE users SET full_name = ${body.full_name}, email = ${body.email}, phone = ${body.phone},
                             loan_limit_cents = ${loanLimitCents.toString()}::bigint, updated_at = ${at.toISOString()}::timestamptz
            WHERE id = ${userId}`,
      );
      const newBalance = current + delta;
      if (delta !== 0n) {
        await postEntry(tx, {
          idempotencyKey: `admin-adjustment:${userId}:${randomUUID()}`,
          kind: 'admin_adjustment',
          text: givenReason ? movement('asWritten', givenReason) : movement('adjustment'),
          postings:
            delta > 0n
              ? transfer(SYSTEM_ACCOUNTS.adminAdjustments, wallet, delta)
              : transfer(wallet, SYSTEM_ACCOUNTS.adminAdjustments, -delta),
          actorUserId: adminId,
          meta: { reason: givenReason ?? null, fromCents: current.toString(), toCents: newBalance.toString() },
          at,
        });
        await notify(ctx, tx, after, userId, adjustmentText(delta, givenReason), { at });
      }
      await audit(tx, {
        actorUserId: adminId,
        action: 'user.update',
        target: `user:${userId}`,
        details: {
          before: {
            full_name: before.full_name,
            email: before.email,
            phone: before.phone,
            loan_limit_cents: String(before.loan_limit_cents),
            balance_cents: current.toString(),
          },
          after: {
            full_name: body.full_name,
            email: body.email,
            phone: body.phone,
            loan_limit_cents: loanLimitCents.toString(),
            balance_cents: newBalance.toString(),
          },
          ...(delta !== 0n ? { reason: givenReason ?? null } : {}),
        },
        at,
      });
      return {
        id: userId,
        user_id: userId,
        full_name: body.full_name,
        email: body.email,
        phone: body.phone,
        balance: toKes(newBalance),
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

/** The user's notification: an adjustment by Pamoja, never called a deposit, with the reason when one was given. */
function adjustmentText(delta: Cents, reason: string | undefined): LocalizedText {
  const amount = formatKes(toKes(delta < 0n ? -delta : delta));
  const title = movementIn('en', movement('adjustment'));
  const kichwa = movementIn('sw', movement('adjustment'));
  const en =
    delta > 0n ? `${title}: KES ${amount} added to your balance.` : `${title}: KES ${amount} taken from your balance.`;
  const sw =
    delta > 0n
      ? `${kichwa}: KES ${amount} zimeongezwa kwenye salio lako.`
      : `${kichwa}: KES ${amount} zimeondolewa kwenye salio lako.`;
  return reason ? { en: `${en} Reason: ${reason}`, sw: `${sw} Sababu: ${reason}` } : { en, sw };
}

async function refuseTaken(tx: Db, userId: string, email: string, phone: string): Promise<void> {
  const other = await queryRow(
    tx,
    z.object({ email_taken: col.boolean.nullable(), phone_taken: col.boolean.nullable() }),
    sql`SELECT bool_or(lower(email) = lower(${email})) AS email_taken, bool_or(phone = ${phone}) AS phone_taken
        FROM users WHERE id <> ${userId} AND (lower(email) = lower(${email}) OR phone = ${phone})`,
  );
  if (other?.email_taken) throw new ConflictError(EMAIL_TAKEN);
  if (other?.phone_taken) throw new ConflictError(PHONE_TAKEN);
}
