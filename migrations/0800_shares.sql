-- Community shareholding (DESIGN §11, docs/product/shares.md, decisions 030–032).

-- Pamoja's new system accounts (uncached, like the others): loan charges not yet earned (booked at
-- disbursement, moved to loan_fee_income as the loan is repaid), dividends paid to holders, and the
-- share capital holders paid in (not withdrawable: no movement takes money out of it).
INSERT INTO ledger_accounts (id, code, kind, sign, balance_cents) VALUES
  (7, 'system:loan_fee_unearned', 'system', 'any', NULL),
  (8, 'system:dividends_paid', 'system', 'any', NULL),
  (9, 'system:share_capital', 'system', 'any', NULL);

-- The one settings row: shares offered, shares sold, the price of the next purchase. Every change
-- of holdings (buy, accepted transfer) and every dividend locks it first: one order, no deadlock.
CREATE TABLE share_settings (
  id integer PRIMARY KEY CHECK (id = 1),
  total_shares bigint NOT NULL DEFAULT 0 CHECK (total_shares >= 0),
  sold_shares bigint NOT NULL DEFAULT 0 CHECK (sold_shares >= 0),
  price_cents bigint NOT NULL DEFAULT 10000 CHECK (price_cents > 0),
  updated_at timestamptz,
  CHECK (sold_shares <= total_shares)
);
INSERT INTO share_settings (id) VALUES (1);

-- Each user's holding now (a row once they first held a share) and the dividends received.
CREATE TABLE share_holdings (
  user_id text PRIMARY KEY REFERENCES users (id),
  shares bigint NOT NULL CHECK (shares >= 0),
  dividends_cents bigint NOT NULL DEFAULT 0 CHECK (dividends_cents >= 0),
  first_acquired_at timestamptz NOT NULL
);
CREATE INDEX share_holdings_holders_idx ON share_holdings (user_id) WHERE shares > 0;

-- Share-day history, set-based: `shares` held by the user count for each Nairobi day from valid_from
-- to valid_to (inclusive; NULL = still held). A change on day d closes the open interval at d (the
-- shares held at the start of d count for d) and opens the new quantity from d + 1.
CREATE TABLE share_intervals (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id text NOT NULL REFERENCES users (id),
  shares bigint NOT NULL CHECK (shares > 0),
  valid_from date NOT NULL,
  valid_to date,
  CHECK (valid_to IS NULL OR valid_to >= valid_from)
);
CREATE UNIQUE INDEX share_intervals_open_idx ON share_intervals (user_id) WHERE valid_to IS NULL;
CREATE INDEX share_intervals_user_idx ON share_intervals (user_id, valid_from);

-- Purchases from Pamoja (wallet → share capital), one journal entry each.
CREATE TABLE share_purchases (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id text NOT NULL REFERENCES users (id),
  shares bigint NOT NULL CHECK (shares > 0),
  price_cents bigint NOT NULL CHECK (price_cents > 0),
  cost_cents bigint NOT NULL CHECK (cost_cents > 0),
  entry_key text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL
);
CREATE INDEX share_purchases_user_idx ON share_purchases (user_id, created_at);

-- Offers between users: `total_price_cents` is the price of the whole lot (decision 031). A pending
-- offer reserves nothing; acceptance checks the seller still holds the shares, under the settings lock.
CREATE TABLE share_transfers (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  from_user_id text NOT NULL REFERENCES users (id),
  to_user_id text NOT NULL REFERENCES users (id),
  shares bigint NOT NULL CHECK (shares > 0),
  total_price_cents bigint NOT NULL CHECK (total_price_cents >= 0),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'accepted', 'declined', 'cancelled')),
  created_at timestamptz NOT NULL,
  decided_at timestamptz,
  CHECK (from_user_id <> to_user_id)
);
CREATE INDEX share_transfers_from_idx ON share_transfers (from_user_id, created_at);
CREATE INDEX share_transfers_to_idx ON share_transfers (to_user_id, created_at);

-- One dividend per Nairobi day (the unique day is what makes two concurrent declarations pay once).
CREATE TABLE dividends (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  declared_day date NOT NULL UNIQUE,
  from_day date NOT NULL,
  amount_cents bigint NOT NULL CHECK (amount_cents > 0),
  share_days bigint NOT NULL CHECK (share_days > 0),
  holders integer NOT NULL,
  actor_user_id text REFERENCES users (id),
  declared_at timestamptz NOT NULL
);

CREATE TABLE dividend_payments (
  dividend_id bigint NOT NULL REFERENCES dividends (id),
  user_id text NOT NULL REFERENCES users (id),
  share_days bigint NOT NULL CHECK (share_days > 0),
  amount_cents bigint NOT NULL CHECK (amount_cents >= 0),
  entry_id bigint REFERENCES journal_entries (id),
  PRIMARY KEY (dividend_id, user_id)
);
CREATE INDEX dividend_payments_user_idx ON dividend_payments (user_id, dividend_id);
