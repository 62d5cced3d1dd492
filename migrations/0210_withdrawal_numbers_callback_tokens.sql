-- A withdrawal to a number that is not the account's own phone needs a code mailed to the owner
-- the first time; the number is remembered once confirmed. B2C result and timeout URLs get their
-- own secrets, so one leaked URL cannot be replayed as the other.

CREATE TABLE payout_numbers (
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  phone text NOT NULL CHECK (phone ~ '^254[17][0-9]{8}$'),
  confirmed_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, phone)
);

-- The one live confirmation code of an account, bound to the number it confirms.
CREATE TABLE payout_number_codes (
  user_id text PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  phone text NOT NULL CHECK (phone ~ '^254[17][0-9]{8}$'),
  code_hash text NOT NULL,
  sent_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  wrong_attempts smallint NOT NULL DEFAULT 0 CHECK (wrong_attempts >= 0),
  used_at timestamptz,
  -- codes mailed since window_started_at: a few an hour, so fresh codes do not multiply guesses
  window_started_at timestamptz NOT NULL,
  codes_in_window smallint NOT NULL DEFAULT 1 CHECK (codes_in_window >= 0)
);

-- SHA-256 of the secrets in the queue-timeout URLs (B2C request, latest status query); the
-- result URLs keep callback_token_hash and status_token_hash.
ALTER TABLE mpesa_withdrawals ADD COLUMN timeout_token_hash text;
ALTER TABLE mpesa_withdrawals ADD COLUMN status_timeout_token_hash text;
