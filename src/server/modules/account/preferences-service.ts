import { sql } from 'drizzle-orm';
import type { NotificationPreferencesBody, PrivacyBody, Settings } from '../../../shared/schemas/account';
import { type Db, firstRow } from '../../db/client';
import { NotFoundError } from '../../errors';

interface SettingsRow {
  two_step_enabled: boolean;
  account_status: 'active' | 'inactive';
  share_data: boolean;
  profile_visibility: Settings['profileVisibility'];
  email_notifications: boolean;
  sms_notifications: boolean;
  push_notifications: boolean;
  language: 'en' | 'sw';
}

const COLUMNS = sql`two_step_enabled, account_status, share_data, profile_visibility, email_notifications, sms_notifications, push_notifications, language`;

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
  };
}

function found(row: SettingsRow | undefined): Settings {
  if (!row) throw new NotFoundError('User not found.');
  return toSettings(row);
}

/** Everything the settings screens show: two-step, status, privacy, notifications, language. */
export async function getSettings(db: Db, userId: string): Promise<Settings> {
  return found(await firstRow<SettingsRow>(db, sql`SELECT ${COLUMNS} FROM users WHERE id = ${userId} AND deleted_at IS NULL`));
}

export async function savePrivacy(db: Db, userId: string, body: PrivacyBody, at: Date): Promise<Settings> {
  return found(
    await firstRow<SettingsRow>(
      db,
      sql`UPDATE users SET share_data = ${body.shareData}, profile_visibility = ${body.profileVisibility}, updated_at = ${at.toISOString()}::timestamptz
          WHERE id = ${userId} AND deleted_at IS NULL RETURNING ${COLUMNS}`,
    ),
  );
}

export async function saveNotificationPreferences(db: Db, userId: string, body: NotificationPreferencesBody, at: Date): Promise<Settings> {
  return found(
    await firstRow<SettingsRow>(
      db,
      sql`UPDATE users SET email_notifications = ${body.emailNotifications}, sms_notifications = ${body.smsNotifications},
                 push_notifications = ${body.pushNotifications}, updated_at = ${at.toISOString()}::timestamptz
          WHERE id = ${userId} AND deleted_at IS NULL RETURNING ${COLUMNS}`,
    ),
  );
}

/** The language server-written notifications and mail use. */
export async function saveLanguage(db: Db, userId: string, language: 'en' | 'sw', at: Date): Promise<Settings> {
  return found(
    await firstRow<SettingsRow>(
      db,
      sql`UPDATE users SET language = ${language}, updated_at = ${at.toISOString()}::timestamptz
          WHERE id = ${userId} AND deleted_at IS NULL RETURNING ${COLUMNS}`,
    ),
  );
}
