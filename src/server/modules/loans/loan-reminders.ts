import { sql } from 'drizzle-orm';
import { addDuration, nairobiDate } from '../../../shared/loan-terms';
import type { AppContext } from '../../context';
import { rows } from '../../db/client';
import { inTransaction } from '../../db/tx';
import type { Job } from '../../module';
import { notify } from '../notifications/notify';
import { loanTexts } from './loan-texts';

/** Remind this many days before the due date. */
export const REMINDER_DAYS_AHEAD = 3;
const BATCH = 200;

/**
 * Reminds each borrower once of an Approved loan due within three days (or already past due and
 * never reminded). Claiming the row with `reminder_sent_at IS NULL` in the UPDATE (and skipping
 * rows another instance holds) makes two instances send one reminder. Returns how many were sent.
 */
export async function sendDueReminders(ctx: AppContext): Promise<number> {
  let sent = 0;
  for (;;) {
    const now = ctx.clock.now();
    const horizon = addDuration(nairobiDate(now), `${REMINDER_DAYS_AHEAD} days`);
    const claimed = await inTransaction(ctx.db, async (tx, after) => {
      const due = await rows<{
        user_id: string;
        due_date: string;
        outstanding_cents: bigint | string;
      }>(
        tx,
        sql`UPDATE loans l SET reminder_sent_at = ${now.toISOString()}::timestamptz
            WHERE l.id IN (SELECT id FROM loans WHERE status = 'Approved' AND reminder_sent_at IS NULL AND due_date <= ${horizon}::date
                           ORDER BY due_date LIMIT ${BATCH} FOR UPDATE SKIP LOCKED)
              AND l.reminder_sent_at IS NULL AND l.status = 'Approved'
            RETURNING l.user_id, to_char(l.due_date, 'YYYY-MM-DD') AS due_date,
                      COALESCE((SELECT -a.balance_cents FROM ledger_accounts a WHERE a.code = 'loan:' || l.id::text), 0) AS outstanding_cents`,
      );
      for (const loan of due) {
        await notify(ctx, tx, after, loan.user_id, loanTexts.reminder(BigInt(loan.outstanding_cents), loan.due_date), {
          at: now,
          email: { subject: loanTexts.reminderSubject },
        });
      }
      return due.length;
    });
    sent += claimed;
    if (claimed < BATCH) return sent;
  }
}

export const loanReminderJob: Job = {
  name: 'loan-due-reminders',
  everyMs: 15 * 60 * 1000,
  run: async (ctx) => void (await sendDueReminders(ctx)),
};
