-- Loans (issue 7): what the borrower was told at request time, and the due-date reminder claim.
-- The repayment amount is fixed at request (repayment_cents); the due date that binds is set at
-- approval (due_date = approval day + duration); requested_due_date keeps the one disclosed.
ALTER TABLE loans ADD COLUMN requested_due_date date;
ALTER TABLE loans ADD COLUMN approved_at timestamptz;
-- set once, by whichever job instance claims the loan first
ALTER TABLE loans ADD COLUMN reminder_sent_at timestamptz;

CREATE INDEX loans_user_idx ON loans (user_id, requested_at DESC);
CREATE INDEX loans_due_reminder_idx ON loans (due_date) WHERE status = 'Approved' AND reminder_sent_at IS NULL;
