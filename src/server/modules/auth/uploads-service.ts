import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { SessionUser } from '../../auth/sessions';
import type { Db } from '../../db/client';
import { col, queryRow } from '../../db/typed-rows';
import { NotFoundError } from '../../errors';
import { isUuid } from '../../db/uuid';

export interface ServedUpload {
  contentType: string;
  bytes: Buffer;
}

/**
 * An upload's bytes if the caller may see them (see docs/product/identity.md): ID images to their owner and the
 * superadmin; profile pictures to any signed-in user; goal images to the goal's current members,
 * the uploader and the superadmin. Anything else is "not found", so ids cannot be probed.
 */
export async function readUpload(db: Db, id: string, viewer: SessionUser): Promise<ServedUpload> {
  if (!isUuid(id)) throw new NotFoundError();
  // The bytes come as base64 text: PGlite decodes a binary column byte by byte (seconds per megabyte).
  const row = await queryRow(
    db,
    z.object({
      owner_user_id: col.text.nullable(),
      purpose: col.text,
      content_type: col.text,
      bytes: col.text,
      member: col.boolean,
      visibility: col.text.nullable(),
      saves_with: col.boolean,
    }),
    sql`SELECT u.owner_user_id, u.purpose, u.content_type, encode(u.bytes, 'base64') AS bytes,
               EXISTS (SELECT 1 FROM goals g JOIN goal_members m ON m.goal_id = g.id
                       WHERE g.image_upload_id = u.id AND m.user_id = ${viewer.id} AND m.left_at IS NULL) AS member,
               o.profile_visibility AS visibility,
               (u.purpose = 'profile' AND o.profile_visibility = 'friends' AND (
                 EXISTS (SELECT 1 FROM goal_members a JOIN goal_members b ON b.goal_id = a.goal_id
                         JOIN goals g ON g.id = a.goal_id AND g.deleted_at IS NULL
                         WHERE a.user_id = u.owner_user_id AND a.left_at IS NULL AND b.user_id = ${viewer.id} AND b.left_at IS NULL)
                 OR EXISTS (SELECT 1 FROM community_members a JOIN community_members b ON b.community_id = a.community_id
                         WHERE a.user_id = u.owner_user_id AND a.left_at IS NULL AND b.user_id = ${viewer.id} AND b.left_at IS NULL)
               )) AS saves_with
        FROM uploads u LEFT JOIN users o ON o.id = u.owner_user_id WHERE u.id = ${id}::uuid`,
  );
  if (!row) throw new NotFoundError();
  const mine = row.owner_user_id === viewer.id;
  const superadmin = viewer.role === 'superadmin';
  // A profile picture follows its owner's Profile Visibility: public to anyone signed in, friends only
  // to the people they save with (a goal or community in common), private to themself.
  const picture = row.visibility === 'public' || row.saves_with;
  const allowed =
    superadmin || mine || (row.purpose === 'profile' && picture) || (row.purpose === 'goal' && row.member);
  if (!allowed) throw new NotFoundError();
  return { contentType: row.content_type, bytes: Buffer.from(row.bytes, 'base64') };
}
