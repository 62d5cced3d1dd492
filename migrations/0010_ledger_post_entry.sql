-- The ledger's posting, as a server-side function (decision 010): one balanced journal entry with
-- the same rules as before, callable inside a larger statement or function so that a money
-- movement and its business row take one round trip. src/server/ledger/post.ts (postEntry) calls
-- it, and so do other modules' functions (goal_contribute): money moves only through here.
--  * The idempotency key is unique: a repeated key changes nothing and returns the first entry's id
--    (applied = false). A writer that committed the key while we waited is read by a later statement,
--    which in READ COMMITTED takes a new snapshot.
--  * Cached balances are locked in id order (ORDER BY id FOR UPDATE: LockRows sits above the Sort),
--    so two entries over the same accounts cannot deadlock; the UPDATE then reads the newest balance.
--  * The CHECK constraint ledger_accounts_balance_sign decides overdrafts; its error reaches the
--    caller unchanged (postEntry maps it to InsufficientFundsError).
--  * The entry must balance, touch at least two distinct accounts and have no zero posting
--    (postEntry normalises first; this re-checks, SQLSTATE PJ001).
CREATE FUNCTION ledger_post_entry(
  p_key text,
  p_kind text,
  p_description text,
  p_actor text,
  p_meta jsonb,
  p_at timestamptz,
  p_accounts bigint[],
  p_amounts bigint[],
  OUT entry_id bigint,
  OUT applied boolean
) LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(cardinality(p_accounts), 0) < 2
     OR cardinality(p_accounts) <> coalesce(cardinality(p_amounts), 0)
     OR array_position(p_accounts, NULL) IS NOT NULL
     OR array_position(p_amounts, NULL) IS NOT NULL
     OR 0 = ANY (p_amounts)
     OR (SELECT sum(x) FROM unnest(p_amounts) AS x) <> 0
     OR (SELECT count(DISTINCT x) FROM unnest(p_accounts) AS x) <> cardinality(p_accounts) THEN
    RAISE EXCEPTION 'journal entry % does not balance or names an account twice', p_key USING ERRCODE = 'PJ001';
  END IF;

  INSERT INTO journal_entries (idempotency_key, kind, description, actor_user_id, meta, created_at)
  VALUES (p_key, p_kind, p_description, p_actor, p_meta, p_at)
  ON CONFLICT (idempotency_key) DO NOTHING
  RETURNING id INTO entry_id;

  IF entry_id IS NULL THEN
    applied := false;
    SELECT j.id INTO entry_id FROM journal_entries j WHERE j.idempotency_key = p_key;
    IF entry_id IS NULL THEN
      RAISE EXCEPTION 'journal entry % vanished', p_key;
    END IF;
    RETURN;
  END IF;
  applied := true;

  PERFORM 1 FROM ledger_accounts a
  WHERE a.id = ANY (p_accounts) AND a.balance_cents IS NOT NULL
  ORDER BY a.id
  FOR UPDATE;

  UPDATE ledger_accounts a SET balance_cents = a.balance_cents + v.amount
  FROM unnest(p_accounts, p_amounts) AS v(account_id, amount)
  WHERE a.id = v.account_id AND a.balance_cents IS NOT NULL;

  INSERT INTO postings (entry_id, account_id, amount_cents, created_at)
  SELECT ledger_post_entry.entry_id, v.account_id, v.amount, p_at
  FROM unnest(p_accounts, p_amounts) AS v(account_id, amount);
END
$$;
