-- Codes sent by mail (identity.md): at most 5 of a purpose an hour per account, so nobody can fill
-- someone's inbox by registering with their email and asking again and again; and wrong registration
-- codes count across fresh codes (10 an hour per account), as two-step codes do (decision 017), so
-- a new code every 30 seconds does not buy 5 more guesses each time.
ALTER TABLE verification_codes
  ADD COLUMN sent_in_window integer NOT NULL DEFAULT 1 CHECK (sent_in_window >= 1),
  ADD COLUMN window_started_at timestamptz;
UPDATE verification_codes SET window_started_at = sent_at;
ALTER TABLE verification_codes ALTER COLUMN window_started_at SET NOT NULL;

ALTER TABLE auth_failures DROP CONSTRAINT auth_failures_kind_check;
ALTER TABLE auth_failures ADD CONSTRAINT auth_failures_kind_check
  CHECK (kind IN ('login_code', 'change_password', 'registration_code'));
