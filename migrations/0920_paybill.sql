-- Paybill deposits (Daraja C2B, docs/product/paybill.md, decision 036): one row per M-Pesa
-- transaction, keyed by its TransID, so a replayed or concurrent confirmation finds the row taken
-- and moves nothing. The row says where the money went: a wallet, a member's community dues (through
-- the wallet), or suspense when its account no longer names anyone (the superadmin assigns it).
CREATE TABLE c2b_payments (
  trans_id text PRIMARY KEY CHECK (length(trans_id) BETWEEN 1 AND 40),
  shortcode text NOT NULL,
  amount_cents bigint NOT NULL CHECK (amount_cents > 0),
  bill_ref text NOT NULL,
  msisdn text,
  payer_name text,
  trans_time text,
  -- wallet: credited to user_id's wallet; community: credited, then paid into community_id's pool
  -- as user_id's dues; suspense: held in the suspense account until the superadmin assigns it
  -- stk: the confirmation M-Pesa also posts for an STK push deposit (account "Pamoja"), which the STK
  -- callback credits: recorded, nothing moves
  target text NOT NULL CHECK (target IN ('wallet', 'community', 'suspense', 'stk')),
  user_id text REFERENCES users (id),
  community_id uuid REFERENCES communities (id),
  -- credited: in the wallet; contributed: paid on into the pool; kept: the community payment could
  -- not be paid on and stays in the wallet; suspense; assigned: moved out of suspense to user_id
  status text NOT NULL CHECK (status IN ('credited', 'contributed', 'kept', 'suspense', 'assigned', 'ignored')),
  contribution_id text,
  assigned_by text REFERENCES users (id),
  payload jsonb NOT NULL,
  received_at timestamptz NOT NULL,
  settled_at timestamptz
);
CREATE INDEX c2b_payments_user_idx ON c2b_payments (user_id, received_at);
-- community payments whose contribution has not been made yet (the job finishes them)
CREATE INDEX c2b_payments_pending_idx ON c2b_payments (received_at) WHERE target = 'community' AND status = 'credited';
CREATE INDEX c2b_payments_suspense_idx ON c2b_payments (received_at) WHERE status = 'suspense';

-- Overdue loans are texted once (docs/product/sms.md), the day after the due date.
ALTER TABLE loans ADD COLUMN overdue_notice_sent_at timestamptz;
CREATE INDEX loans_overdue_notice_idx ON loans (due_date) WHERE status = 'Approved' AND overdue_notice_sent_at IS NULL;
