-- Sign-in abuse (decision 017). Failed passwords are counted per account and client address, so
-- that one address cannot lock the owner out; the account as a whole is slowed down with growing
-- delays instead of locked. Wrong two-step codes and wrong current passwords on change-password are
-- counted per account too.

ALTER TABLE login_failures ADD COLUMN ip text NOT NULL DEFAULT '';
DROP INDEX login_failures_email_idx;
CREATE INDEX login_failures_email_ip_idx ON login_failures (email, ip, failed_at);

-- One row per email with failed passwords from addresses the account never signed in from: how many
-- in the current episode, when the next attempt may be checked, and whether the owner was mailed.
CREATE TABLE login_throttle (
  email text PRIMARY KEY,
  failures integer NOT NULL CHECK (failures >= 0),
  episode_started_at timestamptz NOT NULL,
  next_attempt_at timestamptz NOT NULL,
  notice_sent_at timestamptz
);

-- Addresses an account signed in from with the right password: the account-wide delay does not
-- apply to them (each address still has its own limit).
CREATE TABLE login_known_addresses (
  email text NOT NULL,
  ip text NOT NULL,
  last_success_at timestamptz NOT NULL,
  PRIMARY KEY (email, ip)
);

-- Wrong two-step codes and wrong current passwords, per account (rows are reserved before the check).
CREATE TABLE auth_failures (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('login_code', 'change_password')),
  failed_at timestamptz NOT NULL
);
CREATE INDEX auth_failures_user_idx ON auth_failures (user_id, kind, failed_at);

CREATE INDEX password_reset_tokens_user_created_idx ON password_reset_tokens (user_id, created_at);
