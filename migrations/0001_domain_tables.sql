-- The tables that several features read. Each feature extends its own in its own migrations
-- (0100 auth, 0200 wallet, 0300 goals, 0400 admin and interest, 0500 loans, 0600 account).

CREATE TABLE goals (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  title text NOT NULL,
  description text NOT NULL,
  target_cents bigint NOT NULL CHECK (target_cents > 0),
  end_date date NOT NULL,
  image_upload_id uuid REFERENCES uploads (id) ON DELETE SET NULL,
  created_by text NOT NULL REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  completed_at timestamptz,
  deleted_at timestamptz
);

CREATE TABLE goal_members (
  goal_id uuid NOT NULL REFERENCES goals (id),
  user_id text NOT NULL REFERENCES users (id),
  role text NOT NULL CHECK (role IN ('admin', 'member')),
  -- everything this member has ever put in (their current share is their ledger account)
  contributed_cents bigint NOT NULL DEFAULT 0 CHECK (contributed_cents >= 0),
  joined_at timestamptz NOT NULL DEFAULT now(),
  left_at timestamptz,
  PRIMARY KEY (goal_id, user_id)
);
CREATE INDEX goal_members_user_idx ON goal_members (user_id) WHERE left_at IS NULL;

CREATE TABLE loans (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id text NOT NULL REFERENCES users (id),
  amount_cents bigint NOT NULL CHECK (amount_cents > 0),
  duration text NOT NULL CHECK (duration IN ('10 days', '20 days', '1 month')),
  purpose text NOT NULL,
  repayment_cents bigint NOT NULL CHECK (repayment_cents >= amount_cents),
  status text NOT NULL DEFAULT 'Pending' CHECK (status IN ('Pending', 'Approved', 'Repaid', 'Declined')),
  requested_at timestamptz NOT NULL DEFAULT now(),
  -- set on approval: today plus the duration
  due_date date,
  decided_at timestamptz,
  decided_by text REFERENCES users (id),
  repaid_at timestamptz
);
-- One active (Pending or Approved) loan per user, whatever races.
CREATE UNIQUE INDEX loans_one_active_per_user ON loans (user_id) WHERE status IN ('Pending', 'Approved');
CREATE INDEX loans_status_idx ON loans (status, requested_at);

CREATE TABLE feedback (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id text REFERENCES users (id) ON DELETE SET NULL,
  email text,
  rating smallint NOT NULL CHECK (rating BETWEEN 1 AND 5),
  feedback text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE account_info_requests (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id text REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
