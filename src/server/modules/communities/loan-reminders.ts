import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { addDays } from '../../../shared/nairobi-time';
import type { AppContext } from '../../context';
import { col, queryRow, queryRows } from '../../db/typed-rows';
import { inTransaction } from '../../db/tx';
import { queueSms } from '../../sms/sms-outbox';
import { notifyUser, todayOf } from './community-store';
import { guaranteeTexts } from './guarantee-texts';

/** The days before a loan's due date on which its borrower is reminded (0: the due date itself). */
export const REMINDER_DAYS = [7, 3, 1, 0] as const;

/**
 * Reminds each borrower of an active chama loan 7, 3 and 1 days before its due date and on it (in-app,
 * and by SMS when they take texts), each once (community_loan_reminders). A job that stopped sends,
 * when it runs again, only the reminder of the nearest day reached, not the ones it missed.
 */
export async function remindLoans(ctx: AppContext): Promise<number> {
  const today = todayOf(ctx);
  const at = ctx.clock.now();
  const loans = await queryRows(
    ctx.db,
    z.object({ id: col.text, user_id: col.text, due_date: col.date, owed: col.bigint, name: col.text }),
    sql`SELECT l.id::text AS id, l.user_id, l.due_date::text AS due_date,
               (l.principal_cents + l.interest_cents - l.repaid_cents)::bigint AS owed, c.name
        FROM community_loans l JOIN communities c ON c.id = l.community_id
        WHERE l.status = 'active' AND l.due_date BETWEEN ${today}::date AND ${addDays(today, 7)}::date`,
  );
  let sent = 0;
  for (const l of loans) {
    const left = Math.round((Date.parse(l.due_date) - Date.parse(today)) / 86_400_000);
    const day = Math.min(...REMINDER_DAYS.filter((d) => d >= left));
    await inTransaction(ctx.db, async (tx) => {
      const fresh = await queryRow(
        tx,
        z.object({ loan_id: col.text }),
        sql`INSERT INTO community_loan_reminders (loan_id, days_before, created_at)
            VALUES (${l.id}::uuid, ${day}, ${at.toISOString()}::timestamptz)
            ON CONFLICT DO NOTHING RETURNING loan_id::text AS loan_id`,
      );
      if (!fresh) return;
      const text = guaranteeTexts.reminder(l.owed, l.name, l.due_date, left);
      await notifyUser(tx, l.user_id, text, at);
      await queueSms(tx, {
        userId: l.user_id,
        text,
        category: 'community',
        eventKey: `community-loan-reminder:${l.id}:${day}`,
        at,
      });
      sent += 1;
    });
  }
  return sent;
}
