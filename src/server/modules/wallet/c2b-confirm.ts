import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { col, queryRow, queryRows } from '../../db/typed-rows';
import { inTransaction } from '../../db/tx';
import { type AccountSpec, ensureAccount, ensureWallet, OWNER_CAPITAL, SYSTEM_ACCOUNTS } from '../../ledger/accounts';
import { postEntry, transfer } from '../../ledger/post';
import { type C2BPayment, paybillAmountRefusal } from '../../mpesa/c2b-payloads';
import { recordActivation } from '../account';
import { contribute } from '../communities';
import { notify } from '../../notifications/notify';
import { isCapitalAccount, parsePaybillAccount, resolvePaybillAccount, type PaybillTarget } from './c2b-accounts';
import { paybillSms, paybillTexts } from './c2b-texts';
import { STK_ACCOUNT_REFERENCE } from './mpesa-gateway';
import { toKes } from '../../../shared/money';
import { movement } from '../../ledger/movement-texts';

/**
 * Paybill money that names nobody any more (decision 036): held here, never negative, until the
 * superadmin assigns it to a user's wallet.
 */
export const paybillSuspense: AccountSpec = {
  code: 'paybill:suspense',
  kind: 'paybill_suspense',
};

export type ConfirmOutcome = 'credited' | 'suspense' | 'duplicate' | 'stk' | 'refused' | 'capital';

async function activate(ctx: AppContext, tx: Db, userId: string, msisdn: string | undefined, now: Date) {
  const activated = await queryRow(
    tx,
    z.object({}),
    sql`UPDATE users SET account_status = 'active', activated_at = COALESCE(activated_at, ${now.toISOString()}::timestamptz), updated_at = ${now.toISOString()}::timestamptz
        WHERE id = ${userId} AND account_status = 'inactive' RETURNING id`,
  );
  if (activated)
    await recordActivation(tx, { userId, depositId: null, msisdn, at: now, monthlyCap: ctx.config.referralMonthlyCap });
}

/**
 * A confirmation, applied once per TransID: the row is inserted first (a replay, even a concurrent
 * one, finds the key taken and moves nothing), then M-Pesa clearing → the named wallet, or →
 * suspense when the account names nobody now. A community payment is paid on into the pool after
 * the commit (`finishCommunityPayment`).
 */
export async function confirmPaybill(ctx: AppContext, p: C2BPayment, payload: unknown): Promise<ConfirmOutcome> {
  const now = ctx.clock.now();
  const refusal = paybillAmountRefusal(p.amountCents);
  const stk = p.billRef.toLowerCase() === STK_ACCOUNT_REFERENCE.toLowerCase();
  if (refusal || stk) {
    // An amount M-Pesa never sends: listed with the suspense payments with its reason, credited to
    // nobody (decision 059). An STK push payment, which its own callback credits (keyed by its
    // CheckoutRequestID): kept, never moved.
    await ctx.db.execute(
      sql`INSERT INTO c2b_payments (trans_id, shortcode, amount_cents, bill_ref, msisdn, payer_name, trans_time, target, status, refusal, payload, received_at)
          VALUES (${p.transId}, ${p.shortcode}, ${p.amountCents.toString()}::bigint, ${p.billRef}, ${p.msisdn ?? null}, ${p.payerName}, ${p.transTime},
                  ${refusal ? 'suspense' : 'stk'}, ${refusal ? 'refused' : 'ignored'}, ${refusal ?? null},
                  ${JSON.stringify(payload ?? null)}::jsonb, ${now.toISOString()}::timestamptz)
          ON CONFLICT (trans_id) DO NOTHING`,
    );
    if (refusal)
      ctx.log.warn({ transId: p.transId, refusal }, 'paybill confirmation with an amount M-Pesa never sends: refused');
    return refusal ? 'refused' : 'stk';
  }
  if (isCapitalAccount(p.billRef)) return confirmCapital(ctx, p, payload);
  const outcome = await inTransaction(ctx.db, async (tx, after) => {
    const account = parsePaybillAccount(p.billRef);
    const resolved = account ? await resolvePaybillAccount(tx, account) : 'unknown_phone';
    // A member who left since validation: the money is still theirs, so it goes to their wallet.
    const fallback =
      resolved === 'not_member' && account
        ? await resolvePaybillAccount(tx, { kind: 'wallet', phone: account.phone })
        : resolved;
    const target: PaybillTarget | undefined = typeof fallback === 'string' ? undefined : fallback;
    const inserted = await queryRow(
      tx,
      z.object({ trans_id: col.text }),
      sql`INSERT INTO c2b_payments (trans_id, shortcode, amount_cents, bill_ref, msisdn, payer_name, trans_time, target, user_id, community_id, status, payload, received_at, settled_at)
          VALUES (${p.transId}, ${p.shortcode}, ${p.amountCents.toString()}::bigint, ${p.billRef}, ${p.msisdn ?? null}, ${p.payerName}, ${p.transTime},
                  ${target?.kind ?? 'suspense'}, ${target?.userId ?? null}, ${target?.kind === 'community' ? target.communityId : null}::uuid,
                  ${target ? 'credited' : 'suspense'}, ${JSON.stringify(payload ?? null)}::jsonb, ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz)
          ON CONFLICT (trans_id) DO NOTHING RETURNING trans_id`,
    );
    if (!inserted) return 'duplicate' as const;
    const to = target ? await ensureWallet(tx, target.userId) : await ensureAccount(tx, paybillSuspense);
    await postEntry(tx, {
      idempotencyKey: `c2b:${p.transId}`,
      kind: target ? 'paybill_deposit' : 'paybill_suspense',
      text: movement('paybill', p.transId),
      postings: transfer(SYSTEM_ACCOUNTS.mpesaClearing, to, p.amountCents),
      actorUserId: target?.userId ?? null,
      meta: { transId: p.transId, billRef: p.billRef },
      at: now,
    });
    if (!target) {
      ctx.log.warn({ transId: p.transId }, 'paybill payment for an account that names nobody: held in suspense');
      return 'suspense' as const;
    }
    await activate(ctx, tx, target.userId, p.msisdn, now);
    const community = target.kind === 'community';
    await notify(
      ctx,
      tx,
      after,
      target.userId,
      community
        ? paybillTexts.duesReceived(p.amountCents, p.transId, target.communityName)
        : paybillTexts.walletCredited(p.amountCents, p.transId),
      {
        at: now,
        email: { subject: paybillTexts.subject },
        sms: {
          text: community
            ? paybillSms.duesReceived(p.amountCents, p.transId, target.communityName)
            : paybillSms.walletCredited(p.amountCents, p.transId),
          category: 'money',
          eventKey: `c2b:${p.transId}`,
        },
      },
    );
    return 'credited' as const;
  });
  if (outcome === 'credited') await finishCommunityPayment(ctx, p.transId);
  return outcome;
}

/** The operator tops up the float (account `CAPITAL`): M-Pesa clearing → owner's capital, once per TransID. */
async function confirmCapital(ctx: AppContext, p: C2BPayment, payload: unknown): Promise<ConfirmOutcome> {
  const now = ctx.clock.now().toISOString();
  return inTransaction(ctx.db, async (tx) => {
    const inserted = await queryRow(
      tx,
      z.object({ trans_id: col.text }),
      sql`INSERT INTO c2b_payments (trans_id, shortcode, amount_cents, bill_ref, msisdn, payer_name, trans_time, target, status, payload, received_at, settled_at)
          VALUES (${p.transId}, ${p.shortcode}, ${p.amountCents.toString()}::bigint, ${p.billRef}, ${p.msisdn ?? null}, ${p.payerName}, ${p.transTime},
                  'capital', 'credited', ${JSON.stringify(payload ?? null)}::jsonb, ${now}::timestamptz, ${now}::timestamptz)
          ON CONFLICT (trans_id) DO NOTHING RETURNING trans_id`,
    );
    if (!inserted) return 'duplicate';
    await postEntry(tx, {
      idempotencyKey: `c2b:${p.transId}`,
      kind: 'owner_capital',
      text: movement('ownersCapitalPaybill', p.transId),
      postings: transfer(SYSTEM_ACCOUNTS.mpesaClearing, await ensureAccount(tx, OWNER_CAPITAL), p.amountCents),
      meta: { transId: p.transId, billRef: p.billRef },
      at: new Date(now),
    });
    return 'capital';
  });
}

const Pending = z.object({
  trans_id: col.text,
  user_id: col.text,
  community_id: col.text,
  amount_cents: col.bigint,
  name: col.text,
});

/**
 * Pays a credited community payment on from the member's wallet into the pool, as the member's
 * contribution (the communities' own rules: oldest dues first), keyed by the TransID so that a
 * retry contributes once. If that is refused (the member left, the wallet was spent meanwhile), the
 * money stays in the wallet and the member is told.
 */
export async function finishCommunityPayment(ctx: AppContext, transId: string): Promise<void> {
  const row = await queryRow(
    ctx.db,
    Pending,
    sql`SELECT p.trans_id, p.user_id, p.community_id::text AS community_id, p.amount_cents, c.name
        FROM c2b_payments p JOIN communities c ON c.id = p.community_id
        WHERE p.trans_id = ${transId} AND p.target = 'community' AND p.status = 'credited'`,
  );
  if (!row) return;
  let contributionId: string | null = null;
  try {
    const done = await contribute(ctx, row.community_id, row.user_id, toKes(row.amount_cents), `c2b:${transId}`);
    contributionId = done.contributionId;
  } catch (err) {
    ctx.log.warn({ err, transId }, 'paybill community payment kept in the wallet');
  }
  await inTransaction(ctx.db, async (tx, after) => {
    const claimed = await queryRow(
      tx,
      z.object({}),
      sql`UPDATE c2b_payments SET status = ${contributionId ? 'contributed' : 'kept'}, contribution_id = ${contributionId}
          WHERE trans_id = ${transId} AND status = 'credited' RETURNING 1 AS one`,
    );
    if (claimed && !contributionId)
      await notify(ctx, tx, after, row.user_id, paybillTexts.duesKept(row.amount_cents, row.name), {
        at: ctx.clock.now(),
      });
  });
}

/** Community payments credited but not yet paid on (an instance stopped in between): finish them. */
export async function finishPendingCommunityPayments(ctx: AppContext): Promise<void> {
  const before = new Date(ctx.clock.now().getTime() - 60_000).toISOString();
  const due = await queryRows(
    ctx.db,
    z.object({ trans_id: col.text }),
    sql`SELECT trans_id FROM c2b_payments WHERE target = 'community' AND status = 'credited' AND received_at <= ${before}::timestamptz
        ORDER BY received_at LIMIT 50`,
  );
  for (const r of due) await finishCommunityPayment(ctx, r.trans_id);
}
