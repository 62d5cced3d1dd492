import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { displayPhone } from '../../../shared/phone';
import type {
  InvitationView,
  InviteTarget,
  WaitingInvitationView,
} from '../../../shared/schemas/community-invitations';
import { toKes } from '../../../shared/money';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { col, queryRow, queryRows } from '../../db/typed-rows';
import { inTransaction } from '../../db/tx';
import { uuidOr404 } from '../../db/uuid';
import { ConflictError, NotFoundError } from '../../errors';
import { LIVE_USER } from '../../auth/live-user';
import { membershipOf, notifyUser, requireOfficial } from './community-store';
import { COMMUNITY_ERRORS, communityTexts, registerInvitationSms } from './community-texts';
import { insertSms } from '../../sms/sms-outbox';

/** The text asking a number with nobody on it to register goes at most this often per inviter and number. */
export const REGISTER_TEXT_INTERVAL_DAYS = 7;

/**
 * An official invites someone by phone or user ID. By phone the answer is the same 201 whether or
 * not anybody has the number (decision 060): with nobody on it, the invitation waits for whoever
 * registers with it, and the number gets a text inviting them to register (once a week per inviter
 * and number). By user ID an unknown ID is 404: IDs are not phone numbers anyone can try.
 */
export async function invite(ctx: AppContext, rawId: string, callerId: string, target: InviteTarget): Promise<string> {
  const at = ctx.clock.now();
  return inTransaction(ctx.db, async (tx) => {
    const { community, me } = await requireOfficial(tx, rawId, callerId);
    const userId = await inviteeOf(tx, target);
    if (userId === undefined && target.phone === undefined) throw new NotFoundError(COMMUNITY_ERRORS.noUserWithId);
    if (userId !== undefined && (await membershipOf(tx, community.id, userId)))
      throw new ConflictError(COMMUNITY_ERRORS.alreadyMember);
    // Either pending index (by user, or by a phone nobody has) says whether this is a second invitation.
    const row = await queryRow(
      tx,
      z.object({ id: col.text }),
      sql`INSERT INTO community_invitations (community_id, user_id, phone, invited_by, created_at)
          VALUES (${community.id}::uuid, ${userId ?? null}, ${target.phone ?? null}, ${callerId}, ${at.toISOString()}::timestamptz)
          ON CONFLICT DO NOTHING
          RETURNING id::text AS id`,
    );
    if (!row) throw new ConflictError(COMMUNITY_ERRORS.alreadyInvited);
    if (userId !== undefined) await notifyUser(tx, userId, communityTexts.invited(me.full_name, community.name), at);
    else if (target.phone !== undefined) {
      const text = registerInvitationSms(me.full_name, community.name, `${ctx.publicUrl()}/register`);
      await textToRegister(tx, callerId, target.phone, text, at);
    }
    return row.id;
  });
}

/**
 * The live user the invitation is for, if any. By phone the user's row is held (FOR SHARE) so a
 * registration completing beside it either is seen here or waits and then claims this invitation.
 */
async function inviteeOf(tx: Db, target: InviteTarget): Promise<string | undefined> {
  const row = await queryRow(
    tx,
    z.object({ id: col.text, live: col.boolean }),
    target.phone !== undefined
      ? sql`SELECT id, (role = 'user' AND ${LIVE_USER}) AS live FROM users WHERE phone = ${target.phone} FOR SHARE`
      : sql`SELECT id, (role = 'user' AND ${LIVE_USER}) AS live FROM users WHERE id = ${target.userId}`,
  );
  return row?.live ? row.id : undefined;
}

/** Queues the invitation to register, unless this inviter texted this number within the interval. */
async function textToRegister(tx: Db, inviterId: string, phone: string, message: string, at: Date): Promise<void> {
  const when = sql`${at.toISOString()}::timestamptz`;
  await tx.execute(
    sql`WITH fresh AS (
          INSERT INTO community_register_texts AS r (inviter_id, phone, sent_at) VALUES (${inviterId}, ${phone}, ${when})
          ON CONFLICT (inviter_id, phone) DO UPDATE SET sent_at = EXCLUDED.sent_at
            WHERE r.sent_at <= EXCLUDED.sent_at - make_interval(days => ${REGISTER_TEXT_INTERVAL_DAYS})
          RETURNING 1
        )
        ${insertSms({
          rows: sql`SELECT ${`community-register:${inviterId}:${phone}:${at.toISOString()}`}::text AS event_key, NULL::text AS user_id,
                           ${phone}::text AS phone, ${message}::text AS message, true AS takes_texts
                    FROM fresh`,
          category: 'community',
          at: when,
        })}`,
  );
}

/**
 * A registration just completed: the invitations waiting for its phone become the user's, and the
 * user is told of each, in the registration's transaction (auth/registration-service.ts).
 */
export async function claimPhoneInvitations(tx: Db, userId: string, at: Date): Promise<void> {
  const claimed = await queryRows(
    tx,
    z.object({ who: col.text, community: col.text }),
    sql`WITH mine AS (
          UPDATE community_invitations i SET user_id = u.id
          FROM users u
          WHERE u.id = ${userId} AND i.phone = u.phone AND i.user_id IS NULL AND i.status = 'pending'
          RETURNING i.community_id, i.invited_by, i.created_at
        )
        SELECT COALESCE(b.full_name, 'A member') AS who, c.name AS community
        FROM mine JOIN communities c ON c.id = mine.community_id JOIN users b ON b.id = mine.invited_by
        ORDER BY mine.created_at`,
  );
  for (const c of claimed) await notifyUser(tx, userId, communityTexts.invited(c.who, c.community), at);
}

const invitationRow = z.object({
  invitation_id: col.text,
  community_id: col.text,
  name: col.text,
  invited_by: col.text,
  contribution_cents: col.bigint,
  frequency: z.enum(['weekly', 'monthly']),
  late_fine_cents: col.bigint,
  approvals_required: col.int,
  loan_interest_bp: col.int,
  rotation: col.boolean,
  member_count: col.bigint,
});

/** The caller's pending invitations, each with the terms joining commits them to. */
export async function listInvitations(ctx: AppContext, userId: string): Promise<InvitationView[]> {
  const rows = await queryRows(
    ctx.db,
    invitationRow,
    sql`SELECT i.id::text AS invitation_id, c.id::text AS community_id, c.name, COALESCE(u.full_name, 'A member') AS invited_by,
               c.contribution_cents, c.frequency, c.late_fine_cents, c.approvals_required, c.loan_interest_bp, c.rotation,
               (SELECT count(*) FROM community_members m WHERE m.community_id = c.id AND m.left_at IS NULL)::bigint AS member_count
        FROM community_invitations i JOIN communities c ON c.id = i.community_id JOIN users u ON u.id = i.invited_by
        WHERE i.user_id = ${userId} AND i.status = 'pending'
        ORDER BY i.created_at DESC, i.id`,
  );
  return rows.map((r) => ({
    invitation_id: r.invitation_id,
    community_id: r.community_id,
    name: r.name,
    invited_by: r.invited_by,
    terms: {
      contributionAmount: toKes(r.contribution_cents),
      frequency: r.frequency,
      lateFine: toKes(r.late_fine_cents),
      approvalsRequired: r.approvals_required,
      loanInterestMonthly: r.loan_interest_bp / 100,
      rotation: r.rotation,
      memberCount: Number(r.member_count),
    },
  }));
}

/**
 * The community's invitations still waiting, for its officials: an invitation by phone shows the
 * number (whether or not somebody has it), one by user ID the name.
 */
export async function waitingInvitations(
  ctx: AppContext,
  rawId: string,
  callerId: string,
): Promise<WaitingInvitationView[]> {
  const { community } = await requireOfficial(ctx.db, rawId, callerId);
  const rows = await queryRows(
    ctx.db,
    z.object({
      invitation_id: col.text,
      phone: col.text.nullable(),
      name: col.text,
      invited_by: col.text,
      created_at: col.timestamp,
    }),
    sql`SELECT i.id::text AS invitation_id, i.phone, COALESCE(u.full_name, '') AS name,
               COALESCE(b.full_name, 'A member') AS invited_by, i.created_at
        FROM community_invitations i LEFT JOIN users u ON u.id = i.user_id JOIN users b ON b.id = i.invited_by
        WHERE i.community_id = ${community.id}::uuid AND i.status = 'pending'
        ORDER BY i.created_at, i.id`,
  );
  return rows.map((r) => ({
    invitation_id: r.invitation_id,
    invitee: r.phone !== null ? displayPhone(r.phone) : r.name,
    invited_by: r.invited_by,
    created_at: r.created_at.toISOString(),
  }));
}

/** An official withdraws an invitation still waiting; the invitee can no longer accept it. */
export async function withdrawInvitation(
  ctx: AppContext,
  rawId: string,
  rawInvitationId: string,
  callerId: string,
): Promise<void> {
  const id = uuidOr404(rawInvitationId, COMMUNITY_ERRORS.invitationNotFound);
  const at = ctx.clock.now();
  await inTransaction(ctx.db, async (tx) => {
    const { community } = await requireOfficial(tx, rawId, callerId);
    const inv = await queryRow(
      tx,
      z.object({ status: col.text }),
      sql`SELECT status FROM community_invitations WHERE id = ${id}::uuid AND community_id = ${community.id}::uuid FOR UPDATE`,
    );
    if (!inv) throw new NotFoundError(COMMUNITY_ERRORS.invitationNotFound);
    if (inv.status !== 'pending') throw new ConflictError(COMMUNITY_ERRORS.invitationDecided);
    await tx.execute(
      sql`UPDATE community_invitations SET status = 'withdrawn', decided_at = ${at.toISOString()}::timestamptz
          WHERE id = ${id}::uuid`,
    );
  });
}
