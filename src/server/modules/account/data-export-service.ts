import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Language } from '../../../shared/localized-text';
import { toKes } from '../../../shared/money';
import { nairobiDateTime } from '../../../shared/nairobi-time';
import { language as languageSchema } from '../../../shared/schemas/account';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/tx';
import { col, queryRow, queryRows } from '../../db/typed-rows';
import { NotFoundError, TooManyRequestsError } from '../../errors';
import { walletBalance } from '../../ledger/accounts';
import { mailLater } from '../auth';
import { notificationPages } from '../notifications';
import { communitiesJson } from './data-export-communities';
import { goalsJson, loansJson, sharesJson, transactionsJson } from './data-export-money';
import { DATA_EXPORT_TEXTS, exportMailBody, exportReadme } from './data-export-texts';
import { bigintKey, jsonArray, jsonObject, pages, when } from './export-pages';
import { displayPhone } from './profile-service';
import type { ZipEntry } from './zip-writer';

/** At most this many downloads of one account's data in a rolling hour (each one sends a mail). */
export const EXPORTS_PER_HOUR = 3;

const UserRow = z.object({
  id: col.text,
  full_name: col.text.nullable(),
  email: col.text.nullable(),
  phone: col.text.nullable(),
  role: col.text,
  registration_step: col.int,
  account_status: col.text,
  two_step_enabled: col.boolean,
  loan_limit_cents: col.bigint,
  language: languageSchema,
  theme: col.text,
  share_data: col.boolean,
  profile_visibility: col.text,
  email_notifications: col.boolean,
  sms_notifications: col.boolean,
  push_notifications: col.boolean,
  terms_accepted_at: col.timestamp.nullable(),
  email_verified_at: col.timestamp.nullable(),
  activated_at: col.timestamp.nullable(),
  delete_requested_at: col.timestamp.nullable(),
  created_at: col.timestamp,
  updated_at: col.timestamp,
  front_id_upload_id: col.text.nullable(),
  back_id_upload_id: col.text.nullable(),
  profile_picture_upload_id: col.text.nullable(),
  ussd_pin_set: col.boolean,
});
type ExportUser = z.output<typeof UserRow>;

/** The user whose data is exported, with what the export writes in: the reader's language and the time. */
export interface DataExport {
  user: ExportUser;
  language: Language;
  at: Date;
}

/**
 * Records a download of the user's data (at most EXPORTS_PER_HOUR an hour, else 429) and mails the
 * user that it was made, once the record is committed. `requested` is the request's language, which
 * README.txt is written in; without one, the account's.
 */
export async function startDataExport(
  ctx: AppContext,
  userId: string,
  requested: Language | null,
): Promise<DataExport> {
  const at = ctx.clock.now();
  // The user row is locked first: parallel downloads queue on it and each counts the others.
  return inTransaction(ctx.db, async (tx, after) => {
    const user = await queryRow(
      tx,
      UserRow,
      sql`SELECT u.*, u.front_id_upload_id::text AS front_id_upload_id, u.back_id_upload_id::text AS back_id_upload_id,
                 u.profile_picture_upload_id::text AS profile_picture_upload_id,
                 EXISTS (SELECT 1 FROM ussd_pins p WHERE p.user_id = u.id) AS ussd_pin_set
          FROM users u WHERE u.id = ${userId} AND u.deleted_at IS NULL FOR UPDATE OF u`,
    );
    if (!user) throw new NotFoundError();
    const recorded = await queryRow(
      tx,
      z.object({ id: col.text }),
      sql`INSERT INTO account_data_exports (user_id, created_at)
          SELECT ${userId}, ${at.toISOString()}::timestamptz
          WHERE (SELECT count(*) FROM account_data_exports
                 WHERE user_id = ${userId} AND created_at > ${new Date(at.getTime() - 3_600_000).toISOString()}::timestamptz) < ${EXPORTS_PER_HOUR}
          RETURNING id::text AS id`,
    );
    if (!recorded) throw new TooManyRequestsError(DATA_EXPORT_TEXTS.tooMany);
    if (user.email) {
      after(
        mailLater(ctx, {
          to: user.email,
          subject: DATA_EXPORT_TEXTS.mailSubject[user.language],
          text: exportMailBody(user.language, user.full_name ?? '', nairobiDateTime(at)),
        }),
      );
    }
    return { user, language: requested ?? user.language, at };
  });
}

function profileJson(db: Db, u: ExportUser, at: Date) {
  const Referral = z.object({
    full_name: col.text.nullable(),
    registration_step: col.int,
    referral_redeemed_at: col.timestamp.nullable(),
  });
  const referrals = pages(
    db,
    Referral,
    { at: sql.raw('created_at'), id: sql.raw('id'), idType: 'text' },
    ({ cursor, after, order }) => sql`
    SELECT full_name, registration_step, referral_redeemed_at, ${cursor} FROM users WHERE referred_by = ${u.id} ${after} ${order}`,
  );
  return jsonObject({
    exportedAt: at.toISOString(),
    userId: u.id,
    name: u.full_name,
    email: u.email,
    phone: displayPhone(u.phone),
    role: u.role,
    registrationComplete: u.registration_step >= 5,
    accountStatus: u.account_status,
    loanLimit: toKes(u.loan_limit_cents),
    registeredAt: when(u.created_at),
    emailVerifiedAt: when(u.email_verified_at),
    activatedAt: when(u.activated_at),
    deleteRequestedAt: when(u.delete_requested_at),
    settings: {
      language: u.language,
      theme: u.theme,
      twoStepEnabled: u.two_step_enabled,
      ussdPinSet: u.ussd_pin_set,
    },
    images: imagesOf(u).map((i) => `images/${i.name}`),
    walletBalance: walletBalance(db, u.id).then(toKes),
    // the friends this user invited, by name only, as the Invite screen shows them
    referrals: jsonArray(referrals, (r) => ({
      name: r.full_name,
      joined: r.registration_step >= 5,
      rewardRedeemed: r.referral_redeemed_at !== null,
    })),
  });
}

function consentsJson(u: ExportUser) {
  const given = when(u.terms_accepted_at);
  return (
    JSON.stringify(
      {
        givenAtRegistration: [
          { consent: 'terms-and-conditions', given: given !== null, at: given },
          { consent: 'processing-of-personal-data', given: given !== null, at: given },
        ],
        currentChoices: {
          note: 'Choices you can change in Settings; Pamoja keeps their current value, not their history.',
          shareData: u.share_data,
          profileVisibility: u.profile_visibility,
          emailNotifications: u.email_notifications,
          smsNotifications: u.sms_notifications,
          pushNotifications: u.push_notifications,
          settingsLastChangedAt: when(u.updated_at),
        },
      },
      null,
      2,
    ) + '\n'
  );
}

function sessionsJson(db: Db, userId: string) {
  const Session = z.object({
    created_at: col.timestamp,
    expires_at: col.timestamp,
    revoked_at: col.timestamp.nullable(),
  });
  // the token's hash orders the page only: it is never written out
  const rows = pages(
    db,
    Session,
    { at: sql.raw('created_at'), id: sql.raw('token_hash'), idType: 'text' },
    ({ cursor, after, order }) => sql`
    SELECT created_at, expires_at, revoked_at, ${cursor} FROM sessions WHERE user_id = ${userId} ${after} ${order}`,
  );
  return jsonArray(rows, (s) => ({
    signedInAt: when(s.created_at),
    expiresAt: when(s.expires_at),
    signedOutAt: when(s.revoked_at),
  }));
}

function smsJson(db: Db, userId: string) {
  const Sms = z.object({
    phone: col.text,
    message: col.text,
    category: col.text,
    status: col.text,
    created_at: col.timestamp,
    sent_at: col.timestamp.nullable(),
    delivered_at: col.timestamp.nullable(),
  });
  const rows = pages(
    db,
    Sms,
    bigintKey('created_at', 'id'),
    ({ cursor, after, order }) => sql`
    SELECT phone, message, category, status, created_at, sent_at, delivered_at, ${cursor}
    FROM sms_outbox WHERE user_id = ${userId} ${after} ${order}`,
  );
  return jsonArray(rows, (s) => ({
    to: displayPhone(s.phone),
    message: s.message,
    category: s.category,
    status: s.status,
    queuedAt: when(s.created_at),
    sentAt: when(s.sent_at),
    deliveredAt: when(s.delivered_at),
  }));
}

const EXTENSIONS: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };

function imagesOf(u: ExportUser): { name: string; id: string }[] {
  const named: [string, string | null][] = [
    ['front-id', u.front_id_upload_id],
    ['back-id', u.back_id_upload_id],
    ['profile-picture', u.profile_picture_upload_id],
  ];
  return named.flatMap(([name, id]) => (id === null ? [] : [{ name, id }]));
}

/** The user's images, read one at a time as the archive reaches them (already compressed: stored). */
async function* imageEntries(db: Db, u: ExportUser): AsyncGenerator<ZipEntry> {
  for (const image of imagesOf(u)) {
    const [row] = await queryRows(
      db,
      z.object({ content_type: col.text, bytes: z.instanceof(Uint8Array) }),
      sql`SELECT content_type, bytes FROM uploads WHERE id = ${image.id}::uuid`,
    );
    if (!row) continue;
    yield {
      name: `images/${image.name}.${EXTENSIONS[row.content_type] ?? 'bin'}`,
      data: Buffer.from(row.bytes),
      method: 'store',
    };
  }
}

/** The archive's files in order, each read only when the archive gets to it. */
export async function* dataExportEntries(db: Db, { user, language, at }: DataExport): AsyncGenerator<ZipEntry> {
  yield { name: 'README.txt', data: exportReadme(language, user.full_name ?? user.id, nairobiDateTime(at)) };
  yield { name: 'profile.json', data: profileJson(db, user, at) };
  yield { name: 'consents.json', data: consentsJson(user) };
  yield { name: 'transactions.json', data: transactionsJson(db, user.id) };
  yield { name: 'goals.json', data: goalsJson(db, user.id) };
  yield { name: 'loans.json', data: loansJson(db, user.id) };
  yield { name: 'communities.json', data: communitiesJson(db, user.id) };
  yield { name: 'shares.json', data: sharesJson(db, user.id) };
  yield {
    name: 'notifications.json',
    data: jsonArray(notificationPages(db, user.id), (n) => ({
      message: n.message,
      read: n.is_read,
      date: when(n.created_at),
    })),
  };
  yield { name: 'sessions.json', data: sessionsJson(db, user.id) };
  yield { name: 'sms.json', data: smsJson(db, user.id) };
  yield* imageEntries(db, user);
}
