import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { language } from '../../../shared/schemas/account';
import type { AppContext } from '../../context';
import { inTransaction } from '../../db/tx';
import { col, queryRow } from '../../db/typed-rows';
import { AppError, NotFoundError, TooManyRequestsError } from '../../errors';
import { buildAccountExport } from './export-service';
import { recordWithinHour } from './hourly-limit';
import { ACCOUNT_ERRORS } from './account-texts';
import { HTTP_TEXTS } from '../../http/http-texts';

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
 * superadmin counts them). A request whose mail fails is taken back.
 */
export async function requestAccountInformation(ctx: AppContext, userId: string): Promise<void> {
  const at = ctx.clock.now();
  // The user row is locked first, then one statement counts and records the request: parallel
  // requests queue on the lock and each sees the others, so no more than MAX_PER_HOUR mails leave.
  const recorded = await inTransaction(ctx.db, async (tx) => {
    const user = await queryRow(
      tx,
      z.object({ email: col.text.nullable(), full_name: col.text.nullable(), language }),
      sql`SELECT email, full_name, language FROM users WHERE id = ${userId} AND deleted_at IS NULL FOR UPDATE`,
    );
    if (!user) throw new NotFoundError(HTTP_TEXTS.userNotFound);
    if (!user.email) throw new NotFoundError(ACCOUNT_ERRORS.noEmailForInfo);
    const requestId = await recordWithinHour(tx, 'account_info_requests', userId, at, MAX_PER_HOUR);
    if (requestId === null) throw new TooManyRequestsError(ACCOUNT_ERRORS.infoTooOften);
    return { ...user, email: user.email, requestId };
  });
  const forget = () => ctx.db.execute(sql`DELETE FROM account_info_requests WHERE id = ${recorded.requestId}`);
  const data = await buildAccountExport(ctx.db, userId, at).catch(async (err: unknown) => {
    await forget();
    throw err;
  });
  const texts = TEXTS[recorded.language];
  try {
    await ctx.mail.send({
      to: recorded.email,
      subject: texts.subject,
      text: texts.body(recorded.full_name ?? ''),
      attachments: [
        {
          filename: `pamoja-account-${userId}.json`,
          content: JSON.stringify(data, null, 2),
          contentType: 'application/json',
        },
      ],
    });
  } catch (err) {
    // a request whose mail never left does not count against the hour
    await forget();
    ctx.log.error({ err, userId }, 'account information mail failed');
    throw new AppError(503, ACCOUNT_ERRORS.infoNotSent);
  }
}
