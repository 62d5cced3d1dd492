-- Ledger descriptions keyed (decision 097): each journal entry says what it is as a key and values in
-- meta.text ({"key": "mpesaPayoutReceipt", "values": ["ABC123"]}), read in either language from
-- src/server/ledger/movement-texts.ts; `description` keeps the English sentence.
--
-- 1. goal_contribute (migration 0311) again, with one change: its entry's meta carries the key.
-- 2. The entries written before this migration get their key once, here, from the closed list of
--    sentences the app wrote (the same list as movement-texts.ts). A description that is none of them
--    (an adjustment reason an administrator typed) is keyed `asWritten`: shown as it is in both languages.
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
                         jsonb_build_object('goalId', p_goal, 'text',
                           jsonb_build_object('key', 'goalContribution', 'values', jsonb_build_array(v_title))), p_at,
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

-- The sentences without values.
UPDATE journal_entries j
SET meta = COALESCE(j.meta, '{}'::jsonb) || jsonb_build_object('text', jsonb_build_object('key', k.key, 'values', k.vals::jsonb))
FROM (VALUES
  ('Deposit', 'deposit', '[]'),
  ('M-Pesa deposit', 'mpesaDeposit', '[]'),
  ('M-Pesa withdrawal', 'mpesaWithdrawal', '[]'),
  ('M-Pesa withdrawal returned', 'mpesaWithdrawalReturned', '[]'),
  ('M-Pesa payout', 'mpesaPayout', '[]'),
  ('Loan repayment', 'loanRepayment', '[]'),
  ('Loan disbursement', 'loanDisbursement', '[]'),
  ('Loan charge not yet earned', 'loanChargeNotEarned', '[]'),
  ('Interest on savings', 'interest', '[]'),
  ('Adjustment by Pamoja', 'adjustment', '[]'),
  ('Referral reward for 1 friend', 'referralRewards', '["1"]'),
  ('Pamoja shares bought', 'sharesBought', '[]'),
  ('Pamoja shares transfer', 'sharesTransfer', '[]'),
  ('Pamoja dividend', 'dividend', '[]')
) AS k(sentence, key, vals)
WHERE j.description = k.sentence AND j.meta->'text' IS NULL;

-- The sentences with values: a fixed beginning and end, the values between. Each entry takes the
-- first sentence (by rank) it reads as, so "Owner's capital, M-Pesa paybill X" is not taken for a
-- paybill and "M-Pesa deposit not completed: …" not for a receipt.
WITH k(rank, pattern, key) AS (VALUES
  (1, '^Loan disbursement: total (.+) due (.+), APR (.+)%$', 'loanDisbursementFacts'),
  (2, '^Your share returned from the goal "(.+)" \(withdrawal by (.+)\)$', 'goalShareReturned'),
  (3, '^Owner''s capital, M-Pesa paybill (.+)$', 'ownersCapitalPaybill'),
  (4, '^Savings returned on leaving the community "(.+)"$', 'communityRefund'),
  (5, '^Loan repayment to the community "(.+)"$', 'communityLoanRepayment'),
  (6, '^Contribution to the community "(.+)"$', 'communityContribution'),
  (7, '^Share-out from the community "(.+)"$', 'communityShareOut'),
  (8, '^Loan from the community "(.+)"$', 'communityLoan'),
  (9, '^Payout from the community "(.+)"$', 'communityPayout'),
  (10, '^Withholding tax remitted to KRA for (.+)$', 'taxRemitted'),
  (11, '^Referral rewards for (.+) friends$', 'referralRewards'),
  (12, '^M-Pesa deposit not completed: (.+)$', 'mpesaDepositNotCompletedBecause'),
  (13, '^M-Pesa deposit (.+)$', 'mpesaDepositReceipt'),
  (14, '^M-Pesa payout (.+)$', 'mpesaPayoutReceipt'),
  (15, '^M-Pesa paybill (.+)$', 'paybill'),
  (16, '^Deposit to goal: (.+)$', 'goalDeposit'),
  (17, '^Contribution to goal: (.+)$', 'goalContribution'),
  (18, '^Goal deleted: (.+)$', 'goalDeleted'),
  (19, '^Left goal: (.+)$', 'goalLeft'),
  (20, '^Removed from goal: (.+)$', 'goalRemoved')
),
first AS (
  SELECT DISTINCT ON (j.id) j.id, k.key, regexp_match(j.description, k.pattern) AS vals
  FROM journal_entries j JOIN k ON j.description ~ k.pattern
  WHERE j.meta->'text' IS NULL
  ORDER BY j.id, k.rank
)
UPDATE journal_entries j
SET meta = COALESCE(j.meta, '{}'::jsonb) || jsonb_build_object('text', jsonb_build_object('key', first.key, 'values', to_jsonb(first.vals)))
FROM first WHERE j.id = first.id;

-- Anything else was typed by a person: shown as written.
UPDATE journal_entries
SET meta = COALESCE(meta, '{}'::jsonb) || jsonb_build_object('text', jsonb_build_object('key', 'asWritten', 'values', jsonb_build_array(description)))
WHERE meta->'text' IS NULL;
