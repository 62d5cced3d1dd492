-- Superadmin console and savings interest (issue 6).
--
-- Interest is counted in whole Nairobi days (EAT, UTC+3 all year: Kenya has no daylight saving).
-- A run at time T pays for every complete day from the previous run's end_day (or, the first time,
-- from each user's first deposit) up to, not including, T's own day; so every day is paid once.

-- One row: the lock that serialises updates (SELECT ... FOR UPDATE) and the last update time.
CREATE TABLE interest_state (
  id smallint PRIMARY KEY CHECK (id = 1),
  last_run_at timestamptz
);
INSERT INTO interest_state (id, last_run_at) VALUES (1, NULL);

CREATE TABLE interest_runs (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  run_at timestamptz NOT NULL,
  -- first day paid (NULL on the first run: each user from their first deposit) and the day after the last
  start_day date,
  end_day date NOT NULL UNIQUE,
  rate_annual numeric NOT NULL,
  users_paid integer NOT NULL DEFAULT 0,
  total_cents bigint NOT NULL DEFAULT 0,
  actor_user_id text REFERENCES users (id)
);

-- What each run paid each user: written by the run's single INSERT ... SELECT and never changed.
-- No foreign keys: a million per-row checks would cost the run a third of its time, the rows come
-- only from that statement's own join over users, and a key on the wallet would take its KEY SHARE
-- lock before the run's id-ordered lock.
CREATE TABLE interest_payments (
  run_id bigint NOT NULL,
  user_id text NOT NULL,
  wallet_account_id bigint NOT NULL,
  amount_cents bigint NOT NULL CHECK (amount_cents > 0),
  paid_at timestamptz NOT NULL,
  PRIMARY KEY (run_id, user_id)
);
CREATE INDEX interest_payments_user_idx ON interest_payments (user_id, paid_at);

-- The interest pass reads only the postings since the previous run.
CREATE INDEX postings_created_at_idx ON postings (created_at);
CREATE INDEX audit_log_target_idx ON audit_log (target, created_at);
