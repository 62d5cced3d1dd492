-- Proof of reserves (DESIGN §13, decision 080): one row per attestation, its Merkle sum tree's leaves
-- (one per user, and one per account owned by nobody in particular: a community's pool, paybill
-- suspense) and its inner nodes, kept so that each saver can fetch their proof later. Old
-- attestations are kept. Hashes are the 32 bytes of the sha256; the published text is their hex.
CREATE TABLE reserve_attestations (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  at timestamptz NOT NULL,
  -- The Nairobi day of a nightly attestation (one per night across instances); NULL when on demand.
  nightly_day date UNIQUE,
  requested_by text REFERENCES users (id) ON DELETE SET NULL,
  float_cents bigint NOT NULL,
  -- Where the float came from: 'mpesa' (M-Pesa's own report) or 'ledger' (the clearing account's balance).
  float_source text NOT NULL CHECK (float_source IN ('mpesa', 'ledger')),
  loans_receivable_cents bigint NOT NULL CHECK (loans_receivable_cents >= 0),
  liabilities_cents bigint NOT NULL CHECK (liabilities_cents >= 0),
  users integer NOT NULL CHECK (users >= 0),
  leaves integer NOT NULL CHECK (leaves >= 0),
  -- NULL only while the attestation is being built, inside the transaction that publishes it.
  root bytea
);
CREATE INDEX reserve_attestations_at_idx ON reserve_attestations (at DESC);

CREATE TABLE reserve_leaves (
  attestation_id bigint NOT NULL REFERENCES reserve_attestations (id) ON DELETE CASCADE,
  idx integer NOT NULL,
  -- a user's id, or the code of an account no single user owns (community:<id>, the suspense account)
  holder text NOT NULL,
  balance_cents bigint NOT NULL CHECK (balance_cents >= 0),
  nonce text NOT NULL,
  hash bytea NOT NULL,
  PRIMARY KEY (attestation_id, idx)
) WITH (fillfactor = 100);
CREATE UNIQUE INDEX reserve_leaves_holder_idx ON reserve_leaves (attestation_id, holder);

-- Levels 1 and up (level 0 is reserve_leaves); the last level holds the root alone.
CREATE TABLE reserve_nodes (
  attestation_id bigint NOT NULL REFERENCES reserve_attestations (id) ON DELETE CASCADE,
  level smallint NOT NULL CHECK (level >= 1),
  idx integer NOT NULL,
  hash bytea NOT NULL,
  sum_cents bigint NOT NULL CHECK (sum_cents >= 0),
  PRIMARY KEY (attestation_id, level, idx)
) WITH (fillfactor = 100);
