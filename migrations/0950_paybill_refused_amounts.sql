-- A paybill confirmation whose amount M-Pesa never sends (a fraction of a shilling, or more than
-- the per-transaction maximum, KES 250,000): recorded with its reason, listed with the suspense
-- payments for the superadmin to take up with Safaricom, and never credited (docs/product/paybill.md,
-- decision 059). It moves no money, so it cannot be assigned to a wallet.
ALTER TABLE c2b_payments DROP CONSTRAINT c2b_payments_status_check;
ALTER TABLE c2b_payments ADD CONSTRAINT c2b_payments_status_check
  CHECK (status IN ('credited', 'contributed', 'kept', 'suspense', 'assigned', 'ignored', 'refused'));
ALTER TABLE c2b_payments ADD COLUMN refusal text CHECK (refusal IN ('fraction', 'over_maximum'));
ALTER TABLE c2b_payments ADD CONSTRAINT c2b_payments_refusal_status CHECK ((refusal IS NULL) = (status <> 'refused'));
DROP INDEX c2b_payments_suspense_idx;
CREATE INDEX c2b_payments_suspense_idx ON c2b_payments (received_at) WHERE status IN ('suspense', 'refused');
