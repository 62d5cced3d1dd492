-- Identity: one-time codes (registration and two-step login), password reset tokens and failed
-- logins (per-account brute-force limit). Secrets are stored only as hashes (DESIGN §8).

CREATE TABLE verification_codes (
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  purpose text NOT NULL CHECK (purpose IN ('registration', 'login')),
  code_hash text NOT NULL,
  -- when the code was mailed (the 30-second resend cooldown counts from here)
  sent_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  wrong_attempts smallint NOT NULL DEFAULT 0 CHECK (wrong_attempts >= 0),
  used_at timestamptz,
  -- for two-step login: when the password was checked (a resend is allowed for 30 minutes after)
  started_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, purpose)
);

CREATE TABLE password_reset_tokens (
  token_hash text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX password_reset_tokens_user_idx ON password_reset_tokens (user_id);

CREATE TABLE login_failures (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  email text NOT NULL,
  failed_at timestamptz NOT NULL
);
CREATE INDEX login_failures_email_idx ON login_failures (email, failed_at);
