import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { normalizeKenyanPhone } from '../../../shared/phone';
import type { Profile } from '../../../shared/schemas/account';
import type { Db } from '../../db/client';
import { inTransaction, sqlState, violatedConstraint } from '../../db/tx';
import { col, queryRow, queryRowOrThrow } from '../../db/typed-rows';
import { BadRequestError, ConflictError, NotFoundError } from '../../errors';
import { saveImage, uploadUrl } from '../../uploads/images';
import { ACCOUNT_ERRORS } from './account-texts';
import { HTTP_TEXTS } from '../../http/http-texts';

const ProfileRow = z.object({
  full_name: col.text.nullable(),
  phone: col.text.nullable(),
  email: col.text.nullable(),
  profile_picture_upload_id: col.text.nullable(),
});
type ProfileRow = z.output<typeof ProfileRow>;

/** 2547XXXXXXXX as stored → 07XXXXXXXX as people read and type it. */
export function displayPhone(stored: string | null): string {
  if (!stored) return '';
  return /^254\d{9}$/.test(stored) ? `0${stored.slice(3)}` : stored;
}

/** Any Kenyan mobile as typed (src/shared/phone.ts) → 2547XXXXXXXX as stored. */
export function storedPhone(typed: string): string {
  const normalized = normalizeKenyanPhone(typed);
  if (normalized) return normalized;
  throw new BadRequestError(ACCOUNT_ERRORS.phoneInvalid);
}

function toProfile(row: ProfileRow): Profile {
  return {
    name: row.full_name ?? '',
    phone: displayPhone(row.phone),
    email: row.email ?? '',
    profile_picture: uploadUrl(row.profile_picture_upload_id),
  };
}

async function profileRow(db: Db, userId: string, lock = false): Promise<ProfileRow> {
  return queryRowOrThrow(
    db,
    ProfileRow,
    sql`SELECT full_name, phone, email, profile_picture_upload_id FROM users WHERE id = ${userId} AND deleted_at IS NULL
        ${lock ? sql`FOR UPDATE` : sql``}`,
    () => new NotFoundError(HTTP_TEXTS.userNotFound),
  );
}

export async function getProfile(db: Db, userId: string): Promise<Profile> {
  return toProfile(await profileRow(db, userId));
}

export interface ProfileEdit {
  name?: string | undefined;
  phone?: string | undefined;
  picture?: Buffer | undefined;
}

/**
 * Updates name and phone (an empty value keeps the current one) and, when given, the
 * picture (an image checked by its bytes). The old picture is removed with the change.
 */
export async function editProfile(db: Db, userId: string, edit: ProfileEdit, at: Date): Promise<Profile> {
  const name = edit.name?.trim() ?? '';
  const phoneTyped = edit.phone?.trim() ?? '';
  if (name.length > 120) throw new BadRequestError(ACCOUNT_ERRORS.nameTooLong);
  const phone = phoneTyped === '' ? undefined : storedPhone(phoneTyped);
  try {
    return await inTransaction(db, async (tx) => {
      const current = await profileRow(tx, userId, true);
      let pictureId = current.profile_picture_upload_id;
      if (edit.picture) {
        pictureId = await saveImage(tx, {
          ownerUserId: userId,
          purpose: 'profile',
          bytes: edit.picture,
          at,
          invalidMessage: HTTP_TEXTS.imageFile,
          replaces: current.profile_picture_upload_id,
        });
      }
      const updated = await queryRow(
        tx,
        ProfileRow,
        sql`UPDATE users SET full_name = ${name === '' ? current.full_name : name}, phone = ${phone ?? current.phone},
                   profile_picture_upload_id = ${pictureId}, updated_at = ${at.toISOString()}::timestamptz
            WHERE id = ${userId}
            RETURNING full_name, phone, email, profile_picture_upload_id`,
      );
      if (!updated) throw new NotFoundError(HTTP_TEXTS.userNotFound);
      if (edit.picture && current.profile_picture_upload_id) {
        await tx.execute(
          sql`DELETE FROM uploads WHERE id = ${current.profile_picture_upload_id} AND purpose = 'profile' AND owner_user_id = ${userId}`,
        );
      }
      return toProfile(updated);
    });
  } catch (err) {
    if (sqlState(err) === '23505' && violatedConstraint(err) === 'users_phone_key')
      throw new ConflictError(ACCOUNT_ERRORS.phoneTaken);
    throw err;
  }
}
