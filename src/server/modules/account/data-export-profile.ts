import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { toKes } from '../../../shared/money';
import { language as languageSchema } from '../../../shared/schemas/account';
import type { Db } from '../../db/client';
import { col, queryRow } from '../../db/typed-rows';
import { walletBalance } from '../../ledger/accounts';
import { jsonArray, jsonObject, pages, when } from './export-pages';
import { displayPhone } from './profile-service';

/**
 * The data export's files about the person (decision 095): profile.json, consents.json,
 * sessions.json and notifications.json's rows. The mailed account information (export-service.ts) reads the same rows and writes
 * the shared fields the same way (decision 103).
 */

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
export type ExportUser = z.output<typeof UserRow>;

/** The (not deleted) user whose data is exported, or undefined; `lock` takes the row for the transaction. */
export function readExportUser(db: Db, userId: string, lock: boolean): Promise<ExportUser | undefined> {
  return queryRow(
    db,
    UserRow,
    sql`SELECT u.*, u.front_id_upload_id::text AS front_id_upload_id, u.back_id_upload_id::text AS back_id_upload_id,
               u.profile_picture_upload_id::text AS profile_picture_upload_id,
               EXISTS (SELECT 1 FROM ussd_pins p WHERE p.user_id = u.id) AS ussd_pin_set
        FROM users u WHERE u.id = ${userId} AND u.deleted_at IS NULL ${lock ? sql`FOR UPDATE OF u` : sql``}`,
  );
}

/** Who the user is, as both exports write it. */
export const profileFields = (u: ExportUser) => ({
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
});

const Referral = z.object({
  full_name: col.text.nullable(),
  registration_step: col.int,
  referral_redeemed_at: col.timestamp.nullable(),
});

/** The friends this user invited, oldest first. */
export function referralPages(db: Db, userId: string) {
  return pages(
    db,
    Referral,
    { at: sql.raw('created_at'), id: sql.raw('id'), idType: 'text' },
    ({ cursor, after, order }) => sql`
    SELECT full_name, registration_step, referral_redeemed_at, ${cursor} FROM users WHERE referred_by = ${userId} ${after} ${order}`,
  );
}

/** A friend the user invited, by name only, as the Invite screen shows them. */
export const referralJson = (r: z.output<typeof Referral>) => ({
  name: r.full_name,
  joined: r.registration_step >= 5,
  rewardRedeemed: r.referral_redeemed_at !== null,
});

export function profileJson(db: Db, u: ExportUser, at: Date) {
  return jsonObject({
    exportedAt: at.toISOString(),
    ...profileFields(u),
    settings: {
      language: u.language,
      theme: u.theme,
      twoStepEnabled: u.two_step_enabled,
      ussdPinSet: u.ussd_pin_set,
    },
    images: imagesOf(u).map((i) => `images/${i.name}`),
    walletBalance: walletBalance(db, u.id).then(toKes),
    referrals: jsonArray(referralPages(db, u.id), referralJson),
  });
}

export function consentsJson(u: ExportUser) {
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

const Session = z.object({
  created_at: col.timestamp,
  expires_at: col.timestamp,
  revoked_at: col.timestamp.nullable(),
});

/** The user's sign-ins, oldest first (the token's hash orders the pages only: it is never written out). */
export function sessionPages(db: Db, userId: string) {
  return pages(
    db,
    Session,
    { at: sql.raw('created_at'), id: sql.raw('token_hash'), idType: 'text' },
    ({ cursor, after, order }) => sql`
    SELECT created_at, expires_at, revoked_at, ${cursor} FROM sessions WHERE user_id = ${userId} ${after} ${order}`,
  );
}

export const sessionJson = (s: z.output<typeof Session>) => ({
  signedInAt: when(s.created_at),
  expiresAt: when(s.expires_at),
  signedOutAt: when(s.revoked_at),
});

/** One notification as both exports write it. */
export const notificationJson = (n: { message: string; is_read: boolean; created_at: Date }) => ({
  message: n.message,
  read: n.is_read,
  date: when(n.created_at),
});

/** The user's images that the archive holds under images/. */
export function imagesOf(u: ExportUser): { name: string; id: string }[] {
  const named: [string, string | null][] = [
    ['front-id', u.front_id_upload_id],
    ['back-id', u.back_id_upload_id],
    ['profile-picture', u.profile_picture_upload_id],
  ];
  return named.flatMap(([name, id]) => (id === null ? [] : [{ name, id }]));
}
