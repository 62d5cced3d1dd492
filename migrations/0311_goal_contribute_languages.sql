-- goal_contribute (migration 0310) again, with one change: the members' notifications are written
-- in both languages (message_en, message_sw, migration 0140), so each member reads them in the
-- language they read the app in now (decision 042). `message` keeps the text in the account's
-- language at the time, for a client that names no language. Same signature and outcomes.
CREATE OR REPLACE FUNCTION goal_contribute(
  p_goal uuid,
  p_user text,
  p_amount bigint,
  p_key text,
  p_at timestamptz,
  p_share_code text,
  p_wallet_code text,
  p_description text,
  p_contributed_en text,
  p_contributed_sw text,
  p_completed_en text,
  p_completed_sw text,
  OUT outcome text
) LANGUAGE plpgsql AS $$
DECLARE
  v_title text;
  v_target bigint;
  v_completed timestamptz;
  v_name text;
  v_share bigint;
  v_wallet bigint;
  v_applied boolean;
  v_saved bigint;
BEGIN
  -- Every money movement on a goal locks the goal row first, then the member's row.
  SELECT g.title, g.target_cents, g.completed_at, coalesce(u.full_name, 'A member'), s.id, w.id
  INTO v_title, v_target, v_completed, v_name, v_share, v_wallet
  FROM goals g
  JOIN goal_members m ON m.goal_id = g.id AND m.user_id = p_user AND m.left_at IS NULL
  JOIN users u ON u.id = m.user_id
  LEFT JOIN ledger_accounts s ON s.code = p_share_code
  LEFT JOIN ledger_accounts w ON w.code = p_wallet_code
  WHERE g.id = p_goal AND g.deleted_at IS NULL
  FOR UPDATE OF g, m;

  IF NOT FOUND THEN
    IF EXISTS (SELECT 1 FROM goals WHERE id = p_goal AND deleted_at IS NULL) THEN
      outcome := 'not_member';
    ELSE
      outcome := 'not_found';
    END IF;
    RETURN;
  END IF;
  IF EXISTS (SELECT 1 FROM journal_entries WHERE idempotency_key = p_key) THEN
    outcome := 'ok';
    RETURN;
  END IF;
  IF v_completed IS NOT NULL THEN
    outcome := 'complete';
    RETURN;
  END IF;
  IF v_share IS NULL THEN
    outcome := 'no_share';
    RETURN;
  END IF;
  IF v_wallet IS NULL THEN
    outcome := 'no_wallet';
    RETURN;
  END IF;

  SELECT e.applied INTO v_applied
  FROM ledger_post_entry(p_key, 'goal_contribution', format(p_description, v_name, v_title), p_user,
                         jsonb_build_object('goalId', p_goal), p_at,
                         ARRAY[v_wallet, v_share], ARRAY[-p_amount, p_amount]) AS e;
  outcome := 'ok';
  IF NOT v_applied THEN
    RETURN;
  END IF;

  -- What the goal holds now, under the goal's lock and after this posting.
  SELECT coalesce(sum(balance_cents), 0) INTO v_saved
  FROM ledger_accounts WHERE kind = 'goal_share' AND ref_id = p_goal::text;
  IF v_saved > v_target THEN
    RAISE EXCEPTION 'contribution above the goal''s target' USING ERRCODE = 'PJ310', DETAIL = (v_target - (v_saved - p_amount))::text;
  END IF;

  UPDATE goal_members SET contributed_cents = contributed_cents + p_amount
  WHERE goal_id = p_goal AND user_id = p_user;
  IF v_saved >= v_target THEN
    UPDATE goals SET completed_at = p_at WHERE id = p_goal;
  END IF;

  INSERT INTO notifications (user_id, message, message_en, message_sw, created_at)
  SELECT u.id, format(CASE WHEN u.language = 'sw' THEN t.sw ELSE t.en END, v_name, v_title),
         format(t.en, v_name, v_title), format(t.sw, v_name, v_title), p_at
  FROM goal_members gm
  JOIN users u ON u.id = gm.user_id AND u.deleted_at IS NULL
  CROSS JOIN (VALUES (1, p_contributed_en, p_contributed_sw), (2, p_completed_en, p_completed_sw)) AS t(k, en, sw)
  WHERE gm.goal_id = p_goal AND gm.left_at IS NULL AND (t.k = 1 OR v_saved >= v_target)
  ORDER BY t.k, gm.user_id;
END
$$;
