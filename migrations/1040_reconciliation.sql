-- Reconciliation with M-Pesa (DESIGN §13, docs/product/proof.md, decisions 077-079).

-- Each Account Balance query and M-Pesa's answer to it: the ResultURL and the QueueTimeOutURL carry
-- secrets whose SHA-256 is kept here (as every M-Pesa callback URL's is).
CREATE TABLE mpesa_balance_queries (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  result_token_hash text NOT NULL,
  timeout_token_hash text NOT NULL,
  requested_at timestamptz NOT NULL,
  conversation_id text,
  answered_at timestamptz,
  result_code text,
  -- The float in cents (decision 078), and M-Pesa's AccountBalance string as it came.
  float_cents bigint,
  accounts text,
  payload jsonb
);
CREATE INDEX mpesa_balance_queries_answered_idx ON mpesa_balance_queries (answered_at DESC) WHERE float_cents IS NOT NULL;

-- One reconciliation run: nightly (one per Nairobi night, whichever instance claims it first) or
-- asked for by the superadmin. Its lists are kept as they were found, never recomputed.
CREATE TABLE reconciliation_runs (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  trigger text NOT NULL CHECK (trigger IN ('nightly', 'manual')),
  night date,
  requested_by text REFERENCES users (id) ON DELETE SET NULL,
  started_at timestamptz NOT NULL,
  finished_at timestamptz,
  period_from timestamptz NOT NULL,
  period_to timestamptz NOT NULL,
  state text NOT NULL DEFAULT 'running' CHECK (state IN ('running', 'done', 'failed')),
  matched integer NOT NULL DEFAULT 0,
  settled jsonb NOT NULL DEFAULT '[]',
  missing_at_mpesa jsonb NOT NULL DEFAULT '[]',
  mismatched jsonb NOT NULL DEFAULT '[]',
  ledger_balance_cents bigint,
  balance_query_id uuid REFERENCES mpesa_balance_queries (id),
  error text,
  CONSTRAINT reconciliation_runs_night CHECK ((trigger = 'nightly') = (night IS NOT NULL))
);
CREATE UNIQUE INDEX reconciliation_runs_one_per_night ON reconciliation_runs (night) WHERE night IS NOT NULL;
CREATE INDEX reconciliation_runs_started_idx ON reconciliation_runs (started_at DESC);

-- A paybill payment to the account CAPITAL: the operator's own money into the float, recorded as
-- owner's capital (M-Pesa clearing → system:owner_capital), matched by reconciliation like any other.
ALTER TABLE c2b_payments DROP CONSTRAINT c2b_payments_target_check;
ALTER TABLE c2b_payments ADD CONSTRAINT c2b_payments_target_check
  CHECK (target IN ('wallet', 'community', 'suspense', 'stk', 'capital'));
