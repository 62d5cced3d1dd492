-- Communities (chamas): docs/product/communities.md, docs/decisions/022-communities-model.md and
-- 026-communities-money.md. Money lives only in the ledger (one pool account per community,
-- `community:<id>`, non-negative); these tables hold the business rows and the obligations
-- (dues, fines, loans), which are numbers, never postings.

-- Cycle N falls due on the first due date plus N-1 weeks or calendar months; a month from the 31st
-- is the last day of a shorter month (date + interval clamps), always counted from the first date.
CREATE FUNCTION community_due_date(p_first date, p_frequency text, p_cycle integer) RETURNS date
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN p_frequency = 'weekly' THEN p_first + (p_cycle - 1) * 7
              ELSE (p_first + make_interval(months => p_cycle - 1))::date END
$$;

CREATE TABLE communities (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  description text NOT NULL DEFAULT '',
  contribution_cents bigint NOT NULL CHECK (contribution_cents > 0),
  frequency text NOT NULL CHECK (frequency IN ('weekly', 'monthly')),
  first_due_date date NOT NULL,
  late_fine_cents bigint NOT NULL CHECK (late_fine_cents >= 0),
  rotation boolean NOT NULL,
  approvals_required integer NOT NULL CHECK (approvals_required BETWEEN 1 AND 3),
  -- Monthly loan interest in hundredths of a percent (10% = 1000).
  loan_interest_bp integer NOT NULL CHECK (loan_interest_bp BETWEEN 0 AND 10000),
  -- The last cycle the close job has closed, and the due date of the next one (what the job scans).
  closed_cycle integer NOT NULL DEFAULT 0 CHECK (closed_cycle >= 0),
  next_close_date date NOT NULL,
  -- Income (fines, loan interest) already handed out by share-outs.
  income_distributed_cents bigint NOT NULL DEFAULT 0 CHECK (income_distributed_cents >= 0),
  created_by text NOT NULL REFERENCES users (id),
  created_at timestamptz NOT NULL
);
CREATE INDEX communities_next_close_idx ON communities (next_close_date);

-- One row per membership; a member who leaves and later joins again gets a new row, so the
-- arithmetic of each membership starts clean while the old one stays for the statement and income.
CREATE TABLE community_members (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  community_id uuid NOT NULL REFERENCES communities (id),
  user_id text NOT NULL REFERENCES users (id),
  role text NOT NULL CHECK (role IN ('chairperson', 'treasurer', 'secretary', 'member')),
  first_cycle integer NOT NULL CHECK (first_cycle >= 1),
  paid_cents bigint NOT NULL DEFAULT 0 CHECK (paid_cents >= 0),
  fines_cents bigint NOT NULL DEFAULT 0 CHECK (fines_cents >= 0),
  returned_cents bigint NOT NULL DEFAULT 0 CHECK (returned_cents >= 0),
  received_cents bigint NOT NULL DEFAULT 0 CHECK (received_cents >= 0),
  rotation_position integer CHECK (rotation_position >= 1),
  joined_at timestamptz NOT NULL,
  left_at timestamptz
);
CREATE UNIQUE INDEX community_members_active_idx ON community_members (community_id, user_id) WHERE left_at IS NULL;
CREATE INDEX community_members_user_idx ON community_members (user_id) WHERE left_at IS NULL;

CREATE TABLE community_invitations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  community_id uuid NOT NULL REFERENCES communities (id),
  user_id text NOT NULL REFERENCES users (id),
  invited_by text NOT NULL REFERENCES users (id),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'accepted', 'declined')),
  created_at timestamptz NOT NULL,
  decided_at timestamptz
);
CREATE UNIQUE INDEX community_invitations_pending_idx ON community_invitations (community_id, user_id)
  WHERE status = 'pending';
CREATE INDEX community_invitations_user_idx ON community_invitations (user_id) WHERE status = 'pending';

-- A fine is charged at most once per member and missed cycle: the primary key says so.
CREATE TABLE community_fines (
  community_id uuid NOT NULL REFERENCES communities (id),
  user_id text NOT NULL REFERENCES users (id),
  cycle integer NOT NULL,
  amount_cents bigint NOT NULL CHECK (amount_cents > 0),
  charged_at timestamptz NOT NULL,
  PRIMARY KEY (community_id, user_id, cycle)
);

CREATE TABLE community_contributions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  community_id uuid NOT NULL REFERENCES communities (id),
  user_id text NOT NULL REFERENCES users (id),
  amount_cents bigint NOT NULL CHECK (amount_cents > 0),
  entry_id bigint NOT NULL UNIQUE REFERENCES journal_entries (id),
  created_at timestamptz NOT NULL
);
CREATE INDEX community_contributions_idx ON community_contributions (community_id, created_at);

CREATE TABLE community_payouts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  community_id uuid NOT NULL REFERENCES communities (id),
  kind text NOT NULL CHECK (kind IN ('payout', 'rotation', 'loan', 'share_out')),
  amount_cents bigint NOT NULL CHECK (amount_cents >= 0),
  recipient_user_id text REFERENCES users (id),
  reason text NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'paid', 'rejected', 'expired')),
  -- Null for the rotation request the cycle close makes: then every official's approval counts.
  proposed_by text REFERENCES users (id),
  required integer NOT NULL CHECK (required BETWEEN 1 AND 3),
  cycle integer,
  months integer CHECK (months BETWEEN 1 AND 12),
  -- The client's Idempotency-Key, so that a retried proposal makes one request.
  create_key text UNIQUE,
  rejected_by text REFERENCES users (id),
  entry_id bigint REFERENCES journal_entries (id),
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  decided_at timestamptz,
  CHECK ((kind = 'share_out') = (recipient_user_id IS NULL)),
  CHECK ((kind = 'loan') = (months IS NOT NULL)),
  CHECK ((status = 'paid') = (entry_id IS NOT NULL))
);
CREATE UNIQUE INDEX community_payouts_rotation_idx ON community_payouts (community_id, cycle) WHERE kind = 'rotation';
CREATE UNIQUE INDEX community_payouts_pending_loan_idx ON community_payouts (community_id, recipient_user_id)
  WHERE kind = 'loan' AND status = 'pending';
CREATE INDEX community_payouts_community_idx ON community_payouts (community_id, created_at DESC);
CREATE INDEX community_payouts_pending_idx ON community_payouts (expires_at) WHERE status = 'pending';

CREATE TABLE community_payout_approvals (
  payout_id uuid NOT NULL REFERENCES community_payouts (id),
  user_id text NOT NULL REFERENCES users (id),
  decision text NOT NULL CHECK (decision IN ('approve', 'reject')),
  created_at timestamptz NOT NULL,
  PRIMARY KEY (payout_id, user_id)
);

CREATE TABLE community_loans (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  community_id uuid NOT NULL REFERENCES communities (id),
  user_id text NOT NULL REFERENCES users (id),
  payout_id uuid NOT NULL UNIQUE REFERENCES community_payouts (id),
  principal_cents bigint NOT NULL CHECK (principal_cents > 0),
  -- min(principal x rate x months, principal): the in duplum cap.
  interest_cents bigint NOT NULL CHECK (interest_cents >= 0 AND interest_cents <= principal_cents),
  repaid_cents bigint NOT NULL DEFAULT 0 CHECK (repaid_cents >= 0 AND repaid_cents <= principal_cents + interest_cents),
  months integer NOT NULL CHECK (months BETWEEN 1 AND 12),
  due_date date NOT NULL,
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'repaid')),
  created_at timestamptz NOT NULL,
  CHECK ((status = 'repaid') = (repaid_cents = principal_cents + interest_cents))
);
CREATE UNIQUE INDEX community_loans_active_idx ON community_loans (community_id, user_id) WHERE status = 'active';

CREATE TABLE community_loan_repayments (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  loan_id uuid NOT NULL REFERENCES community_loans (id),
  amount_cents bigint NOT NULL CHECK (amount_cents > 0),
  entry_id bigint NOT NULL UNIQUE REFERENCES journal_entries (id),
  created_at timestamptz NOT NULL
);

-- Append-only: each row holds the whole order after a change, who made it and, for a draw, its seed.
CREATE TABLE community_rotation_log (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  community_id uuid NOT NULL REFERENCES communities (id),
  member_order text[] NOT NULL,
  set_by text NOT NULL REFERENCES users (id),
  seed text,
  created_at timestamptz NOT NULL
);
CREATE INDEX community_rotation_log_idx ON community_rotation_log (community_id, id);

CREATE FUNCTION community_rotation_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'community_rotation_log is append-only' USING ERRCODE = 'PJ700';
END
$$;
CREATE TRIGGER community_rotation_log_append_only BEFORE UPDATE OR DELETE ON community_rotation_log
  FOR EACH ROW EXECUTE FUNCTION community_rotation_log_append_only();
