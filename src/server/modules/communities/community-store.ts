import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { nairobiDay } from '../../../shared/nairobi-time';
import type { CommunityRole } from '../../../shared/schemas/communities';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { col, queryRow, queryRows, queryRowOrThrow } from '../../db/typed-rows';
import { ConflictError, ForbiddenError, NotFoundError } from '../../errors';
import { accountSpecs, ensureAccount } from '../../ledger/accounts';
import type { LocalizedText } from '../../../shared/localized-text';
import { COMMUNITY_ERRORS } from './community-texts';
import { uuidOr404 } from '../../db/uuid';
import { insertNotifications, type NotificationLink } from '../../notifications/notification-rows';
import { insertSms } from '../../sms/sms-outbox';

/** Reads and locks shared by the communities services (docs/decisions/022-communities-model.md). */

/** Today's date in Kenya, where members read due dates. */
export const todayOf = (ctx: AppContext) => nairobiDay(ctx.clock.now());

export const communityRow = z.object({
  id: col.text,
  name: col.text,
  description: col.text,
  contribution_cents: col.bigint,
  frequency: z.enum(['weekly', 'monthly']),
  first_due_date: col.date,
  late_fine_cents: col.bigint,
  rotation: col.boolean,
  approvals_required: col.int,
  loan_interest_bp: col.int,
  loan_multiple: col.int,
  closed_cycle: col.int,
  income_distributed_cents: col.bigint,
  created_at: col.timestamp,
});
export type CommunityRow = z.infer<typeof communityRow>;

const communityColumns = sql`c.id::text AS id, c.name, c.description, c.contribution_cents, c.frequency,
  c.first_due_date::text AS first_due_date, c.late_fine_cents, c.rotation, c.approvals_required, c.loan_interest_bp, c.loan_multiple,
  c.closed_cycle, c.income_distributed_cents, c.created_at`;

export const memberRow = z.object({
  id: col.bigint,
  user_id: col.text,
  full_name: col.text,
  profile_picture: col.text.nullable(),
  /** The member keeps their picture to themself (Privacy → Profile Visibility: private). */
  picture_private: col.boolean,
  role: z.enum(['chairperson', 'treasurer', 'secretary', 'member']),
  first_cycle: col.int,
  paid_cents: col.bigint,
  fines_cents: col.bigint,
  /** The part of paid_cents that settled fines (stored, = community_fines_paid: migrations 0945, 1030). */
  fines_paid_cents: col.bigint,
  returned_cents: col.bigint,
  received_cents: col.bigint,
  rotation_position: col.int.nullable(),
  joined_at: col.timestamp,
});
export type MemberRow = z.infer<typeof memberRow>;

const memberColumns = sql`m.id, m.user_id, COALESCE(u.full_name, 'A member') AS full_name,
  CASE WHEN u.profile_picture_upload_id IS NULL THEN NULL ELSE '/api/uploads/' || u.profile_picture_upload_id::text END AS profile_picture,
  COALESCE(u.profile_visibility = 'private', true) AS picture_private, m.role, m.first_cycle, m.paid_cents, m.fines_cents,
  m.fines_paid_cents, m.returned_cents, m.received_cents, m.rotation_position, m.joined_at`;

export const isOfficial = (role: CommunityRole) => role !== 'member';

/** A member's picture as `viewerId` may see it: every member's but a private one's, and always their own. */
export const pictureSeenBy = (viewerId: string, m: MemberRow) =>
  m.user_id === viewerId || !m.picture_private ? m.profile_picture : null;

/** A community by id (404 when unknown); `holdIfRotation` holds a rotation community's row FOR SHARE. */
export async function loadCommunity(db: Db, rawId: string, holdIfRotation = false): Promise<CommunityRow> {
  const id = uuidOr404(rawId, COMMUNITY_ERRORS.notFound);
  if (holdIfRotation) await db.execute(sql`SELECT 1 FROM communities WHERE id = ${id}::uuid AND rotation FOR SHARE`);
  return queryRowOrThrow(
    db,
    communityRow,
    sql`SELECT ${communityColumns} FROM communities c WHERE c.id = ${id}::uuid`,
    () => new NotFoundError(COMMUNITY_ERRORS.notFound),
  );
}

/** The caller's active membership, optionally locked (FOR UPDATE), or undefined. */
export async function membershipOf(
  db: Db,
  communityId: string,
  userId: string,
  lock = false,
): Promise<MemberRow | undefined> {
  return queryRow(
    db,
    memberRow,
    sql`SELECT ${memberColumns} FROM community_members m JOIN users u ON u.id = m.user_id
        WHERE m.community_id = ${communityId}::uuid AND m.user_id = ${userId} AND m.left_at IS NULL
        ${lock ? sql`FOR UPDATE OF m` : sql``}`,
  );
}

/** The community and the caller's membership: 404 for an unknown community, 403 for a non-member. */
export async function requireMember(
  db: Db,
  rawId: string,
  userId: string,
  lock = false,
): Promise<{ community: CommunityRow; me: MemberRow }> {
  const community = await loadCommunity(db, rawId);
  const me = await membershipOf(db, community.id, userId, lock);
  if (!me) throw new ForbiddenError(COMMUNITY_ERRORS.notMember);
  return { community, me };
}

/** Like requireMember, and 403 unless the caller is an official (chairperson, treasurer, secretary). */
export async function requireOfficial(
  db: Db,
  rawId: string,
  userId: string,
): Promise<{ community: CommunityRow; me: MemberRow }> {
  const found = await requireMember(db, rawId, userId);
  if (!isOfficial(found.me.role)) throw new ForbiddenError(COMMUNITY_ERRORS.officialsOnly);
  return found;
}

/**
 * Holds an official's membership for the rest of the transaction (FOR SHARE): a change of role or a
 * leaving beside it waits, or has happened already and the caller is refused as a plain member is.
 */
export async function holdOfficial(db: Db, me: MemberRow): Promise<void> {
  const held = await queryRow(
    db,
    z.object({ id: col.bigint }),
    sql`SELECT id FROM community_members WHERE id = ${me.id.toString()}::bigint AND left_at IS NULL AND role <> 'member' FOR SHARE`,
  );
  if (!held) throw new ForbiddenError(COMMUNITY_ERRORS.officialsOnly);
}

/** Every active member, by rotation place then joining order. */
export async function activeMembers(db: Db, communityId: string, lock = false): Promise<MemberRow[]> {
  return queryRows(
    db,
    memberRow,
    sql`SELECT ${memberColumns} FROM community_members m JOIN users u ON u.id = m.user_id
        WHERE m.community_id = ${communityId}::uuid AND m.left_at IS NULL
        ORDER BY ${lock ? sql`m.id` : sql`m.rotation_position NULLS LAST, m.id`}
        ${lock ? sql`FOR UPDATE OF m` : sql``}`,
  );
}

/** The pool's ledger account id (made with the community; made again if ever missing). */
export const poolAccount = (db: Db, communityId: string) => ensureAccount(db, accountSpecs.communityPool(communityId));

export async function poolBalance(db: Db, communityId: string): Promise<bigint> {
  const row = await queryRow(
    db,
    z.object({ balance: col.bigint }),
    sql`SELECT COALESCE((SELECT balance_cents FROM ledger_accounts WHERE code = ${accountSpecs.communityPool(communityId).code}), 0)::bigint AS balance`,
  );
  return row?.balance ?? 0n;
}

/**
 * The community's income: fines paid (the part of each membership's payments that settled fines,
 * community_fines_paid) plus loan interest received (repayments settle the principal first), over
 * every membership and loan, past ones included. A fine not yet paid is not income.
 */
export async function incomeOf(db: Db, communityId: string): Promise<bigint> {
  const row = await queryRow(
    db,
    z.object({ income: col.bigint }),
    sql`SELECT (COALESCE((SELECT SUM(fines_paid_cents) FROM community_members WHERE community_id = ${communityId}::uuid), 0)
              + COALESCE((SELECT SUM(GREATEST(repaid_cents - principal_cents, 0)) FROM community_loans WHERE community_id = ${communityId}::uuid), 0))::bigint AS income`,
  );
  return row?.income ?? 0n;
}

/** An SMS to go with a members' notification: to every member who takes texts, or to the officials only. */
export interface MembersSms {
  text: LocalizedText;
  /** Names the event; each member's text is keyed `<eventKey>:<user id>`, so a replay texts once. */
  eventKey: string;
  officialsOnly?: boolean;
  /** Who is not texted: a request's proposer and recipient, whose approval does not count (decision 057). */
  except?: ReadonlyArray<string | null>;
}

/**
 * A notification to every active member of a community, each in their language, inside the caller's
 * transaction; with `sms`, also a text to each member who takes texts (SMS outbox, category community).
 */
export async function notifyMembers(
  db: Db,
  communityId: string,
  text: LocalizedText,
  at: Date,
  sms?: MembersSms,
): Promise<void> {
  const when = sql`${at.toISOString()}::timestamptz`;
  const members = sql`FROM community_members m JOIN users u ON u.id = m.user_id AND u.deleted_at IS NULL
    WHERE m.community_id = ${communityId}::uuid AND m.left_at IS NULL`;
  await db.execute(
    insertNotifications({
      rows: sql`SELECT m.id AS ord, u.id AS user_id, u.language, ${text.en}::text AS en, ${text.sw}::text AS sw ${members}`,
      at: when,
      ordered: true,
    }),
  );
  if (!sms) return;
  await db.execute(
    insertSms({
      rows: sql`SELECT ${sms.eventKey} || ':' || u.id AS event_key, u.id AS user_id, u.phone,
                       CASE WHEN u.language = 'sw' THEN ${sms.text.sw} ELSE ${sms.text.en} END AS message,
                       u.sms_notifications AS takes_texts
                ${members} AND (NOT ${sms.officialsOnly ?? false} OR m.role <> 'member')
                ${sql.join(
                  (sms.except ?? []).map((id) => sql`AND u.id IS DISTINCT FROM ${id}`),
                  sql` `,
                )}`,
      category: 'community',
      at: when,
    }),
  );
}

/** A notification to one user, in their language. */
export async function notifyUser(
  db: Db,
  userId: string,
  text: LocalizedText,
  at: Date,
  link?: NotificationLink,
): Promise<void> {
  await db.execute(
    insertNotifications({
      rows: sql`SELECT u.id AS user_id, u.language, ${text.en}::text AS en, ${text.sw}::text AS sw
                FROM users u WHERE u.id = ${userId} AND u.deleted_at IS NULL`,
      at: sql`${at.toISOString()}::timestamptz`,
      link,
    }),
  );
}

/** The names of the communities the user is a member of, quoted, oldest membership first. */
export async function communityNamesOf(db: Db, userId: string): Promise<string[]> {
  const memberOf = await queryRows(
    db,
    z.object({ name: col.text }),
    sql`SELECT c.name FROM community_members m JOIN communities c ON c.id = m.community_id
        WHERE m.user_id = ${userId} AND m.left_at IS NULL ORDER BY m.joined_at`,
  );
  return memberOf.map((c) => `"${c.name}"`);
}

/**
 * An account is not deleted while its owner is in a community (console.md): leaving is what settles
 * their savings in the pool, their dues and loans, and hands on an official's role.
 */
export async function refuseIfCommunityMember(db: Db, userId: string): Promise<void> {
  const names = (await communityNamesOf(db, userId)).join(', ');
  if (!names) return;
  throw new ConflictError(COMMUNITY_ERRORS.userInCommunity(names), 'user_in_community');
}
