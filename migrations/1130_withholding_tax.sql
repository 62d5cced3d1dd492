-- Withholding tax (DESIGN §15, docs/product/tax.md, decision 092).

-- The tax kept from a payment to a wallet (interest, dividend), on that wallet's posting: the posting
-- is the net paid, `tax_cents` what was withheld from it (so its gross is amount + tax). NULL where
-- nothing was withheld, which is every posting made before withholding began: history shows tax 0.
-- A new nullable column with no default: no rewrite of the table.
ALTER TABLE postings ADD COLUMN tax_cents bigint;

-- What Pamoja owes KRA until it is remitted: cached and never below zero, like money a saver owns
-- (a remittance can never pay out more than was withheld; the ledger check covers it). Found by code.
INSERT INTO ledger_accounts (code, kind, sign, balance_cents)
VALUES ('system:withholding_tax', 'system', 'non_negative', 0)
ON CONFLICT (code) DO NOTHING;

-- Each remittance to KRA: the business row of its journal entry (withholding tax → M-Pesa clearing).
CREATE TABLE tax_remittances (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  month text NOT NULL CHECK (month ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
  reference text NOT NULL,
  amount_cents bigint NOT NULL CHECK (amount_cents > 0),
  entry_id bigint NOT NULL UNIQUE REFERENCES journal_entries (id),
  actor_user_id text REFERENCES users (id),
  remitted_at timestamptz NOT NULL
);
CREATE INDEX tax_remittances_month_idx ON tax_remittances (month);
