-- A holder's dividends received are the sum of their payment rows (dividend_payments, indexed by
-- user), read when shown; the running total on share_holdings repeated them and cost the dividend
-- pass a rewrite of every holder's row (decision 047). The ledger check compared the two; with one
-- source there is nothing to compare.
ALTER TABLE share_holdings DROP COLUMN dividends_cents;
-- Every payment of a dividend is in that dividend's one journal entry (key 'dividend:<id>'); the
-- entry id repeated on each payment row cost a foreign-key check per holder and was never read.
ALTER TABLE dividend_payments DROP COLUMN entry_id;
