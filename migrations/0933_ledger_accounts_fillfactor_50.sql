-- Half of each ledger_accounts page left free (it was 30 %, migration 0011; decision 048). An
-- account row is about 110 bytes: at 70 % a page holds 49 rows and room for about 21 new versions,
-- so when a run rewrites every wallet once only 43 % of the rewrites were HOT and the rest inserted
-- into all four indexes. At 50 % a page holds 35 rows and room for as many new versions: a run's
-- rewrites all stay on their page. The table is larger by 40 %; it is read by primary key and code.
ALTER TABLE ledger_accounts SET (fillfactor = 50);
