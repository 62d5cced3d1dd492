-- USSD (docs/product/ussd.md): each user's 4-digit PIN for the USSD menu, hashed (argon2id), and
-- its lock. Wrong tries are counted here, before the PIN is checked (a reservation), so parallel
-- guesses cannot get past three; the third wrong one locks USSD until locked_until.
CREATE TABLE ussd_pins (
  user_id text PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  pin_hash text NOT NULL,
  failed_tries integer NOT NULL DEFAULT 0 CHECK (failed_tries >= 0),
  locked_until timestamptz,
  updated_at timestamptz NOT NULL
);
