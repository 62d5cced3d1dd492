import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  language,
  type NotificationPreferencesBody,
  type PrivacyBody,
  profileVisibility,
  type Settings,
  theme,
} from '../../../shared/schemas/account';
import type { Db } from '../../db/client';
import { col, queryRow } from '../../db/typed-rows';
import { NotFoundError } from '../../errors';
import { HTTP_TEXTS } from '../../http/http-texts';

const SettingsRow = z.object({
  two_step_enabled: col.boolean,
  account_status: z.enum(['active', 'inactive']),
  share_data: col.boolean,
  profile_visibility: profileVisibility,
  email_notifications: col.boolean,
  sms_notifications: col.boolean,
  push_notifications: col.boolean,
  language,
  theme,
});
type SettingsRow = z.output<typeof SettingsRow>;

const COLUMNS = sql`two_step_enabled, account_status, share_data, profile_visibility, email_notifications, sms_notifications, push_notifications, language, theme`;

function toSettings(r: SettingsRow): Settings {
  return {
    twoStepEnabled: r.two_step_enabled,
    accountStatus: r.account_status,
    shareData: r.share_data,
    profileVisibility: r.profile_visibility,
    emailNotifications: r.email_notifications,
    smsNotifications: r.sms_notifications,
    pushNotifications: r.push_notifications,
    language: r.language,
    theme: r.theme,
  };
}

function found(row: SettingsRow | undefined): Settings {
  if (!row) throw new NotFoundError(HTTP_TEXTS.userNotFound);
  return toSettings(row);
}

/** Everything the settings screens show: two-step, status, privacy, notifications, language, theme. */
export async function getSettings(db: Db, userId: string): Promise<Settings> {
  return found(
    await queryRow(db, SettingsRow, sql`SELECT ${COLUMNS} FROM users WHERE id = ${userId} AND deleted_at IS NULL`),
  );
}

/** Sets some settings (`set`, the SET list) and answers all of them; 404 for an unknown or deleted account. */
async function saveSettings(db: Db, userId: string, set: SQL, at: Date): Promise<Settings> {
  return found(
    await queryRow(
      db,
      SettingsRow,
      sql`UPDATE users SET ${set}, updated_at = ${at.toISOString()}::timestamptz
          WHERE id = ${userId} AND deleted_at IS NULL RETURNING ${COLUMNS}`,
    ),
  );
}

export async function savePrivacy(db: Db, userId: string, body: PrivacyBody, at: Date): Promise<Settings> {
  return saveSettings(
    db,
    userId,
    sql`share_data = ${body.shareData}, profile_visibility = ${body.profileVisibility}`,
    at,
  );
}

export async function saveNotificationPreferences(
  db: Db,
  userId: string,
  body: NotificationPreferencesBody,
  at: Date,
): Promise<Settings> {
  const { emailNotifications: email, smsNotifications: sms, pushNotifications: push } = body;
  return saveSettings(
    db,
    userId,
    sql`email_notifications = ${email}, sms_notifications = ${sms}, push_notifications = ${push}`,
    at,
  );
}

/** The language server-written notifications and mail use. */
export async function saveLanguage(db: Db, userId: string, language: 'en' | 'sw', at: Date): Promise<Settings> {
  return saveSettings(db, userId, sql`language = ${language}`, at);
}

/** The colour scheme the account comes back in after signing in on a cleared or new device. */
export async function saveTheme(db: Db, userId: string, theme: 'light' | 'dark', at: Date): Promise<Settings> {
  return saveSettings(db, userId, sql`theme = ${theme}`, at);
}
