-- Room on every page of ledger_accounts for a new version of its rows (decision 047). Every money
-- movement rewrites an account's cached balance_cents, a column no index covers; with free space on
-- the page PostgreSQL writes the new version there (a HOT update) and touches none of the table's
-- four indexes. The interest run rewrites a million wallets in one statement; without room each
-- rewrite also inserts into every index. Pages written from now on keep 30 % free; a table that
-- already holds rows gets the room as its pages are rewritten (VACUUM FULL or pg_repack to do it at once).
ALTER TABLE ledger_accounts SET (fillfactor = 70);
