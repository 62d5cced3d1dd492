-- Who was paid what by an interest run is in the ledger: the run's one journal entry
-- (idempotency key 'interest:<run id>') has a posting to each wallet paid (decision 047). The
-- payment rows repeated those postings, a million rows a run with two indexes, and every past
-- payment is in the postings too (before this change, as an entry of its own per user).
DROP TABLE interest_payments;
