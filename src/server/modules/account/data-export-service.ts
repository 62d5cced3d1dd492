import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Language } from '../../../shared/localized-text';
import { nairobiDateTime } from '../../../shared/nairobi-time';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/tx';
import { col, queryRows } from '../../db/typed-rows';
import { NotFoundError, TooManyRequestsError } from '../../errors';
import { mailLater } from '../auth';
import { notificationPages } from '../notifications';
import { communitiesJson } from './data-export-communities';
import { goalsJson, loansJson, sharesJson, transactionsJson } from './data-export-money';
import {
  consentsJson,
  type ExportUser,
  imagesOf,
  notificationJson,
  profileJson,
  readExportUser,
  sessionJson,
  sessionPages,
} from './data-export-profile';
import { DATA_EXPORT_TEXTS, exportMailBody, exportReadme } from './data-export-texts';
import { bigintKey, jsonArray, pages, when } from './export-pages';
import { recordWithinHour } from './hourly-limit';
import { displayPhone } from './profile-service';
import type { ZipEntry } from './zip-writer';

/** At most this many downloads of one account's data in a rolling hour (each one sends a mail). */
export const EXPORTS_PER_HOUR = 3;

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
    const user = await readExportUser(tx, userId, true);
    if (!user) throw new NotFoundError();
    const recorded = await recordWithinHour(tx, 'account_data_exports', userId, at, EXPORTS_PER_HOUR);
    if (recorded === null) throw new TooManyRequestsError(DATA_EXPORT_TEXTS.tooMany);
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
  yield { name: 'transactions.json', data: transactionsJson(db, user.id, language) };
  yield { name: 'goals.json', data: goalsJson(db, user.id) };
  yield { name: 'loans.json', data: loansJson(db, user.id) };
  yield { name: 'communities.json', data: communitiesJson(db, user.id) };
  yield { name: 'shares.json', data: sharesJson(db, user.id, language) };
  yield {
    name: 'notifications.json',
    data: jsonArray(notificationPages(db, user.id), notificationJson),
  };
  yield { name: 'sessions.json', data: jsonArray(sessionPages(db, user.id), sessionJson) };
  yield { name: 'sms.json', data: smsJson(db, user.id) };
  yield* imageEntries(db, user);
}
