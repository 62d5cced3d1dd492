-- Key facts before every loan (DESIGN §14, decision 085): a loan keeps the figures it was quoted.
-- A platform loan's principal (amount_cents), total (repayment_cents) and due date
-- (requested_due_date, migration 0500) were already fixed at its request; it now also keeps the APR
-- it was quoted (tenths of a percent). A chama
-- loan is quoted when its payout request is opened: the request keeps the interest, APR, due date
-- and whether the in duplum cap applied, and the loan made from it when paid out takes them over
-- (its interest_cents is the quoted interest). Loans made before this migration have none (NULL).
ALTER TABLE loans ADD COLUMN quoted_apr_tenths integer;

ALTER TABLE community_payouts
  ADD COLUMN quoted_interest_cents bigint,
  ADD COLUMN quoted_apr_tenths integer,
  ADD COLUMN quoted_due_date date,
  ADD COLUMN quoted_capped boolean;

ALTER TABLE community_loans
  ADD COLUMN quoted_apr_tenths integer,
  ADD COLUMN quoted_due_date date,
  ADD COLUMN quoted_capped boolean;
