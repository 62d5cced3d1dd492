-- SMS sent durably (docs/product/sms.md): a text is a row written in the same transaction as the
-- event it reports; a job sends it, retries with backoff and records Africa's Talking's id, and the
-- delivery report updates the row. A failure never touches the money movement that caused it.
CREATE TABLE sms_outbox (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- one text per event: a replayed event finds its key taken and writes nothing
  event_key text NOT NULL UNIQUE,
  user_id text REFERENCES users (id) ON DELETE SET NULL,
  phone text NOT NULL CHECK (phone ~ '^254[17][0-9]{8}$'),
  message text NOT NULL CHECK (length(message) BETWEEN 1 AND 918),
  category text NOT NULL CHECK (category IN ('money', 'loan', 'community', 'dividend', 'security')),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sending', 'sent', 'delivered', 'failed')),
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL,
  provider_message_id text UNIQUE,
  provider_status text,
  cost text,
  last_error text,
  created_at timestamptz NOT NULL,
  sent_at timestamptz,
  delivered_at timestamptz
);

-- the sender's queue: what is due (and sends whose lease ran out)
CREATE INDEX sms_outbox_due_idx ON sms_outbox (next_attempt_at) WHERE status IN ('pending', 'sending');
CREATE INDEX sms_outbox_user_idx ON sms_outbox (user_id, created_at);

-- Delivery reports as they come, kept until applied to their text: a report can arrive before the
-- sender has recorded Africa's Talking's id (they race); the sender applies what waits here.
CREATE TABLE sms_early_reports (
  provider_message_id text PRIMARY KEY,
  status text NOT NULL,
  failure_reason text,
  received_at timestamptz NOT NULL
);
