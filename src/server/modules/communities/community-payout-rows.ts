import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { toKes } from '../../../shared/money';
import type { PayoutView } from '../../../shared/schemas/communities';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { col, queryRowOrThrow, queryRows } from '../../db/typed-rows';
import { NotFoundError } from '../../errors';
import { requireMember } from './community-store';
import { COMMUNITY_ERRORS } from './community-texts';

/** How long a request waits for its approvals before it expires. */
export const PAYOUT_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

const payoutRow = z.object({
  id: col.text,
  community_id: col.text,
  kind: z.enum(['payout', 'rotation', 'loan', 'share_out']),
  amount_cents: col.bigint,
  recipient_user_id: col.text.nullable(),
  reason: col.text,
  status: z.enum(['pending', 'paid', 'rejected', 'expired']),
  proposed_by: col.text.nullable(),
  required: col.int,
  cycle: col.int.nullable(),
  months: col.int.nullable(),
  rejected_by: col.text.nullable(),
  created_at: col.timestamp,
  expires_at: col.timestamp,
  decided_at: col.timestamp.nullable(),
  approvals: col.textArray,
});
export type PayoutRow = z.infer<typeof payoutRow>;

/**
 * A request with who signed it (decision 057): while it is pending, the approvals that count now —
 * of people who are officials now, neither its proposer nor its recipient; one who left or was made
 * a plain member no longer signs for the pool. Once decided, the approvals that counted at that
 * moment (`signed_by`, kept by migration 0940's trigger).
 */
const payoutSelect = sql`SELECT p.id::text AS id, p.community_id::text AS community_id, p.kind, p.amount_cents, p.recipient_user_id,
    p.reason, p.status, p.proposed_by, p.required, p.cycle, p.months, p.rejected_by, p.created_at, p.expires_at, p.decided_at,
    COALESCE(p.signed_by, community_payout_signers(p.id, p.community_id, p.proposed_by, p.recipient_user_id)) AS approvals
  FROM community_payouts p`;

export function payoutView(p: PayoutRow): PayoutView {
  return {
    payout_id: p.id,
    kind: p.kind,
    amount: toKes(p.amount_cents),
    recipient_user_id: p.recipient_user_id,
    reason: p.reason,
    status: p.status,
    proposed_by: p.proposed_by,
    approvals: p.approvals,
    rejected_by: p.rejected_by,
    required: p.required,
    cycle: p.cycle,
    months: p.months,
    created_at: p.created_at.toISOString(),
    expires_at: p.expires_at.toISOString(),
    decided_at: p.decided_at?.toISOString() ?? null,
  };
}

export async function readPayout(db: Db, communityId: string, payoutId: string, lock = false): Promise<PayoutRow> {
  if (lock) {
    await queryRowOrThrow(
      db,
      z.object({ id: col.text }),
      sql`SELECT id::text AS id FROM community_payouts WHERE id = ${payoutId}::uuid AND community_id = ${communityId}::uuid FOR UPDATE`,
      () => new NotFoundError(COMMUNITY_ERRORS.payoutNotFound),
    );
  }
  return queryRowOrThrow(
    db,
    payoutRow,
    sql`${payoutSelect} WHERE p.id = ${payoutId}::uuid AND p.community_id = ${communityId}::uuid`,
    () => new NotFoundError(COMMUNITY_ERRORS.payoutNotFound),
  );
}

/** Every request of a community, newest first, with who approved it (members only). */
export async function listPayouts(ctx: AppContext, rawId: string, userId: string): Promise<PayoutView[]> {
  const { community } = await requireMember(ctx.db, rawId, userId);
  const found = await queryRows(
    ctx.db,
    payoutRow,
    sql`${payoutSelect} WHERE p.community_id = ${community.id}::uuid ORDER BY p.created_at DESC, p.id`,
  );
  return found.map(payoutView);
}
