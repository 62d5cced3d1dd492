-- Wallet (issue 4): M-Pesa deposits (STK push), withdrawals (B2C) and every raw callback we receive.
-- Amounts are whole shillings kept as cents (M-Pesa's Amount is an integer). Phones as 2547/2541.

CREATE TABLE mpesa_deposits (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id text NOT NULL REFERENCES users (id),
  amount_cents bigint NOT NULL CHECK (amount_cents > 0 AND amount_cents % 100 = 0),
  phone text NOT NULL CHECK (phone ~ '^254[17][0-9]{8}$'),
  description text NOT NULL DEFAULT '',
  status text NOT NULL DEFAULT 'processing' CHECK (status IN ('processing', 'completed', 'failed')),
  -- SHA-256 of the secret carried by this deposit's callback URL
  callback_token_hash text NOT NULL,
  checkout_request_id text UNIQUE,
  merchant_request_id text,
  mpesa_receipt text UNIQUE,
  result_code text,
  failure_reason text,
  idempotency_key text,
  created_at timestamptz NOT NULL,
  settled_at timestamptz,
  -- the reconciliation job asks Daraja about a processing deposit once this time has passed
  next_query_at timestamptz NOT NULL,
  query_attempts integer NOT NULL DEFAULT 0
);
CREATE UNIQUE INDEX mpesa_deposits_idempotency ON mpesa_deposits (user_id, idempotency_key) WHERE idempotency_key IS NOT NULL;
CREATE INDEX mpesa_deposits_user_idx ON mpesa_deposits (user_id, created_at DESC);
CREATE INDEX mpesa_deposits_due_idx ON mpesa_deposits (next_query_at) WHERE status = 'processing';

CREATE TABLE mpesa_withdrawals (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id text NOT NULL REFERENCES users (id),
  amount_cents bigint NOT NULL CHECK (amount_cents > 0 AND amount_cents % 100 = 0),
  phone text NOT NULL CHECK (phone ~ '^254[17][0-9]{8}$'),
  description text NOT NULL DEFAULT '',
  status text NOT NULL DEFAULT 'processing' CHECK (status IN ('processing', 'completed', 'failed')),
  callback_token_hash text NOT NULL,
  -- SHA-256 of the secret in the URL of the latest transaction status query's result
  status_token_hash text,
  originator_conversation_id text NOT NULL UNIQUE,
  conversation_id text UNIQUE,
  mpesa_receipt text UNIQUE,
  result_code text,
  failure_reason text,
  idempotency_key text,
  created_at timestamptz NOT NULL,
  settled_at timestamptz,
  next_query_at timestamptz NOT NULL,
  query_attempts integer NOT NULL DEFAULT 0
);
CREATE UNIQUE INDEX mpesa_withdrawals_idempotency ON mpesa_withdrawals (user_id, idempotency_key) WHERE idempotency_key IS NOT NULL;
CREATE INDEX mpesa_withdrawals_user_idx ON mpesa_withdrawals (user_id, created_at DESC);
CREATE INDEX mpesa_withdrawals_due_idx ON mpesa_withdrawals (next_query_at) WHERE status = 'processing';

-- Every callback as received, whether it was applied, a duplicate or refused (audit and support).
CREATE TABLE mpesa_callbacks (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('stk', 'stk_query', 'b2c_result', 'b2c_timeout', 'status_result', 'status_timeout')),
  ref_id text NOT NULL,
  outcome text NOT NULL,
  payload jsonb NOT NULL,
  received_at timestamptz NOT NULL
);
CREATE INDEX mpesa_callbacks_ref_idx ON mpesa_callbacks (ref_id, received_at);
