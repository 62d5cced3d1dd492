import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { firstRow } from '../../db/client';
import { AppError, NotFoundError, TooManyRequestsError } from '../../errors';
import { buildAccountExport } from './export-service';

/** At most this many exports per user in a rolling hour (each one sends a mail). */
const MAX_PER_HOUR = 3;

const TEXTS = {
  en: {
    subject: 'Your Pamoja account information',
    body: (name: string) =>
      `Hello ${name},\n\nAs you asked, attached is a copy of all the information Pamoja holds about your account, as a JSON file.\n\nIf you did not ask for this, please change your password and contact support.\n\nPamoja — Save Together, Prosper Together.`,
  },
  sw: {
    subject: 'Taarifa za akaunti yako ya Pamoja',
    body: (name: string) =>
      `Habari ${name},\n\nKama ulivyoomba, tumeambatisha nakala ya taarifa zote ambazo Pamoja inazo kuhusu akaunti yako, katika faili la JSON.\n\nIkiwa hukuomba hili, tafadhali badilisha nenosiri lako na uwasiliane na huduma kwa wateja.\n\nPamoja — Tuweke Akiba Pamoja, Tustawi Pamoja.`,
  },
} as const;

/**
 * Builds the user's data export, mails it as a JSON attachment and records the request (the
 * superadmin counts them). The request is recorded only once the mail has left.
 */
export async function requestAccountInformation(ctx: AppContext, userId: string): Promise<void> {
  const at = ctx.clock.now();
  const user = await firstRow<{ email: string | null; full_name: string | null; language: 'en' | 'sw'; recent: number }>(
    ctx.db,
    sql`SELECT email, full_name, language,
               (SELECT count(*)::int FROM account_info_requests r
                WHERE r.user_id = u.id AND r.created_at > ${new Date(at.getTime() - 3_600_000).toISOString()}::timestamptz) AS recent
        FROM users u WHERE id = ${userId} AND deleted_at IS NULL`,
  );
  if (!user) throw new NotFoundError('User not found.');
  if (!user.email) throw new NotFoundError('There is no email address on your account to send the information to.');
  if (user.recent >= MAX_PER_HOUR) {
    throw new TooManyRequestsError('You have requested your account information several times in the last hour. Please check your email, or try again later.');
  }
  const data = await buildAccountExport(ctx.db, userId, at);
  const texts = TEXTS[user.language];
  try {
    await ctx.mail.send({
      to: user.email,
      subject: texts.subject,
      text: texts.body(user.full_name ?? ''),
      attachments: [{ filename: `pamoja-account-${userId}.json`, content: JSON.stringify(data, null, 2), contentType: 'application/json' }],
    });
  } catch (err) {
    ctx.log.error({ err, userId }, 'account information mail failed');
    throw new AppError(503, 'We could not send your account information right now. Please try again later.');
  }
  await ctx.db.execute(sql`INSERT INTO account_info_requests (user_id, created_at) VALUES (${userId}, ${at.toISOString()}::timestamptz)`);
}
