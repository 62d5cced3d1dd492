-- The monthly pool notice (DESIGN §13, decision 083): one row per community and Nairobi month, written
-- in the same statement as the texts and notifications it sends, so a month is told once whatever
-- instance or restart runs the job. It keeps where the pool's chain stood when the month began (the
-- last entry then, how many entries, the balance and the head): the stored anchor a later check
-- compares the chain recomputed from the ledger with, and where next month's notice continues it.
CREATE TABLE community_pool_notices (
  community_id uuid NOT NULL REFERENCES communities (id),
  month date NOT NULL,
  last_entry_id bigint,
  entries integer NOT NULL,
  balance_cents bigint NOT NULL,
  head text NOT NULL,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (community_id, month)
);
