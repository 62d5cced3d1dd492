import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client';
import { col, queryRow } from '../db/typed-rows';
import { BadRequestError, BusinessRuleError, type Refusal } from '../errors';
import { HTTP_TEXTS } from '../http/http-texts';

export type ImageType = 'image/jpeg' | 'image/png' | 'image/webp';
export type UploadPurpose = 'id_front' | 'id_back' | 'profile' | 'goal';

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/** The image type told by the bytes themselves (never by the file name or the client's word). */
export function sniffImage(bytes: Uint8Array): ImageType | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length >= 8 && [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((b, i) => bytes[i] === b))
    return 'image/png';
  if (
    bytes.length >= 12 &&
    Buffer.from(bytes.subarray(0, 4)).toString('latin1') === 'RIFF' &&
    Buffer.from(bytes.subarray(8, 12)).toString('latin1') === 'WEBP'
  )
    return 'image/webp';
  return undefined;
}

/** Live bytes of images one user may keep stored (ID photos, profile picture, goal images). */
export const UPLOAD_QUOTA_BYTES = 25 * 1024 * 1024;
export const UPLOAD_QUOTA_FULL = HTTP_TEXTS.uploadQuotaFull.en;

/**
 * Checks that the bytes are a JPEG, PNG or WebP image of at most 5 MB that fits the owner's quota
 * (counting without the upload it `replaces`, which the caller removes in the same transaction),
 * and stores them inside the caller's transaction. Returns the upload id.
 */
export async function saveImage(
  tx: Db,
  opts: {
    ownerUserId: string;
    purpose: UploadPurpose;
    bytes: Buffer;
    at: Date;
    invalidMessage?: Refusal;
    replaces?: string | null;
  },
): Promise<string> {
  const type = sniffImage(opts.bytes);
  if (!type) throw new BadRequestError(opts.invalidMessage ?? HTTP_TEXTS.imageFile);
  if (opts.bytes.length > MAX_IMAGE_BYTES) throw new BadRequestError(HTTP_TEXTS.imageTooLarge);
  // The owner's row is the quota's lock: two uploads of one user cannot both take its last room.
  await tx.execute(sql`SELECT 1 FROM users WHERE id = ${opts.ownerUserId} FOR NO KEY UPDATE`);
  const used = await queryRow(
    tx,
    z.object({ n: col.bigint }),
    sql`SELECT COALESCE(SUM(size_bytes), 0)::bigint AS n FROM uploads
        WHERE owner_user_id = ${opts.ownerUserId} AND id IS DISTINCT FROM ${opts.replaces ?? null}::uuid`,
  );
  if ((used?.n ?? 0n) + BigInt(opts.bytes.length) > BigInt(UPLOAD_QUOTA_BYTES))
    throw new BusinessRuleError(HTTP_TEXTS.uploadQuotaFull, 'upload_quota');
  // Sent as base64 text: PGlite encodes a binary parameter byte by byte (seconds per megabyte).
  const row = await queryRow(
    tx,
    z.object({ id: col.text }),
    sql`INSERT INTO uploads (owner_user_id, purpose, content_type, size_bytes, bytes, created_at)
        VALUES (${opts.ownerUserId}, ${opts.purpose}, ${type}, ${opts.bytes.length}, decode(${opts.bytes.toString('base64')}, 'base64'),
                ${opts.at.toISOString()}::timestamptz)
        RETURNING id`,
  );
  if (!row) throw new Error('upload insert returned nothing');
  return row.id;
}

/** The URL the client uses to show an upload (served with access checks by the uploads route). */
export function uploadUrl(id: string | null | undefined): string | null {
  return id ? `/api/uploads/${id}` : null;
}
