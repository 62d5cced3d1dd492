-- Loan charges become income as they are repaid (decision 030): a loan approved before this change
-- booked its whole charge as income at disbursement. For each such loan still being repaid, the part
-- of the charge not yet earned (pro rata: earned = floor(charge × repaid / repayment amount)) moves
-- back from loan_fee_income to loan_fee_unearned, in one balanced journal entry per loan.
SELECT ledger_post_entry(
  'loan:' || l.id::text || ':fee-unearned-0801', 'loan_fee_deferral', 'Loan charge not yet earned', NULL,
  jsonb_build_object('loanId', l.id::text), now(),
  ARRAY[6, 7]::bigint[],
  ARRAY[-(l.fee - l.earned), l.fee - l.earned]::bigint[]
)
FROM (
  SELECT l.id, l.repayment_cents - l.amount_cents AS fee,
         ((l.repayment_cents - l.amount_cents) * (l.repayment_cents + a.balance_cents)) / l.repayment_cents AS earned
  FROM loans l JOIN ledger_accounts a ON a.code = 'loan:' || l.id::text
  WHERE l.status = 'Approved' AND l.repayment_cents > l.amount_cents
) l
WHERE l.fee - l.earned > 0;
