import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { addDuration } from '../../../shared/loan-terms';
import { nairobiDay } from '../../../shared/nairobi-time';
import type { AppContext } from '../../context';
import { col, queryRows } from '../../db/typed-rows';
import { inTransaction } from '../../db/tx';
import { inTurn, type Job } from '../../module';
import type { LocalizedText } from '../../../shared/localized-text';
import { notify } from '../../notifications/notify';
import { loanSms, loanTexts } from './loan-texts';

/** Remind this many days before the due date. */
export const REMINDER_DAYS_AHEAD = 3;
const BATCH = 200;

/** One notice a loan may get once: which column marks it sent, which loans are due it, and its texts. */
interface LoanNotice {
  /** Set when the notice is claimed; a NULL means not sent yet. */
  column: 'reminder_sent_at' | 'overdue_notice_sent_at';
  /** The loans due the notice, by due date (a Nairobi day), given now. */
  dueWhen: (now: Date) => SQL;
  text: (outstandingCents: bigint, dueDate: string) => LocalizedText;
  subject: LocalizedText;
  sms: (outstandingCents: bigint, dueDate: string) => LocalizedText;
  eventKey: string;
}

const DUE_SOON: LoanNotice = {
  column: 'reminder_sent_at',
  dueWhen: (now) => sql`due_date <= ${addDuration(nairobiDay(now), `${REMINDER_DAYS_AHEAD} days`)}::date`,
  text: loanTexts.reminder,
  subject: loanTexts.reminderSubject,
  sms: loanSms.reminder,
  eventKey: 'loan-reminder',
};

const OVERDUE: LoanNotice = {
  column: 'overdue_notice_sent_at',
  dueWhen: (now) => sql`due_date < ${nairobiDay(now)}::date`,
  text: loanTexts.overdue,
  subject: loanTexts.overdueSubject,
  sms: loanSms.overdue,
  eventKey: 'loan-overdue',
};

/**
 * Sends a notice once per Approved loan due it, by notification, mail and SMS (docs/product/sms.md).
 * Claiming the row with the notice's column still NULL in the UPDATE (and skipping rows another
 * instance holds) makes two instances send one notice. Returns how many were sent.
 */
async function sendLoanNotices(ctx: AppContext, notice: LoanNotice): Promise<number> {
  const column = sql.raw(notice.column);
  let sent = 0;
  for (;;) {
    const now = ctx.clock.now();
    const claimed = await inTransaction(ctx.db, async (tx, after) => {
      const due = await queryRows(
        tx,
        z.object({ id: col.text, user_id: col.text, due_date: col.date, outstanding_cents: col.bigint }),
        sql`UPDATE loans l SET ${column} = ${now.toISOString()}::timestamptz
            WHERE l.id IN (SELECT id FROM loans WHERE status = 'Approved' AND ${column} IS NULL AND ${notice.dueWhen(now)}
                           ORDER BY due_date LIMIT ${BATCH} FOR UPDATE SKIP LOCKED)
              AND l.${column} IS NULL AND l.status = 'Approved'
            RETURNING l.id::text AS id, l.user_id, to_char(l.due_date, 'YYYY-MM-DD') AS due_date,
                      COALESCE((SELECT -a.balance_cents FROM ledger_accounts a WHERE a.code = 'loan:' || l.id::text), 0) AS outstanding_cents`,
      );
      for (const loan of due) {
        await notify(ctx, tx, after, loan.user_id, notice.text(loan.outstanding_cents, loan.due_date), {
          at: now,
          email: { subject: notice.subject },
          sms: {
            text: notice.sms(loan.outstanding_cents, loan.due_date),
            category: 'loan',
            eventKey: `${notice.eventKey}:${loan.id}`,
          },
        });
      }
      return due.length;
    });
    sent += claimed;
    if (claimed < BATCH) return sent;
  }
}

/** Reminds each borrower once of an Approved loan due within three days (or already past due and never reminded). */
export const sendDueReminders = (ctx: AppContext): Promise<number> => sendLoanNotices(ctx, DUE_SOON);

/** Tells each borrower once that an Approved loan is overdue: from the Nairobi day after its due date. */
export const sendOverdueNotices = (ctx: AppContext): Promise<number> => sendLoanNotices(ctx, OVERDUE);

export const loanReminderJob: Job = {
  name: 'loan-due-reminders',
  everyMs: 15 * 60 * 1000,
  run: inTurn(sendDueReminders, sendOverdueNotices),
};
