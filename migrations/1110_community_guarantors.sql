-- Lending done right in a chama (DESIGN §14, decision 088): the loan multiple, guarantors whose
-- accepted guarantees hold part of their savings, recovery 30 days past due, and loan reminders.

-- A member borrows alone up to this multiple of their savings in the community, less what they owe there.
ALTER TABLE communities ADD COLUMN loan_multiple integer NOT NULL DEFAULT 3 CHECK (loan_multiple BETWEEN 1 AND 5);

-- A loan recovered from savings (the borrower's, then the guarantors' held amounts) is 'recovered';
-- what recovery could not cover stays owed and may still be repaid.
ALTER TABLE community_loans DROP CONSTRAINT community_loans_status_check;
-- (community_loans_check2 is 0700's table CHECK tying status to repaid: its automatic name.)
ALTER TABLE community_loans DROP CONSTRAINT community_loans_check2;
ALTER TABLE community_loans ADD CONSTRAINT community_loans_status_check
  CHECK ((status = 'active' AND repaid_cents < principal_cents + interest_cents)
      OR (status = 'repaid' AND repaid_cents = principal_cents + interest_cents)
      OR status = 'recovered');
ALTER TABLE community_loans ADD COLUMN recovered_at timestamptz;

-- A loan asked for with guarantors waits here until the borrower's capacity plus the accepted
-- guarantees cover it ('sent': its payout request is opened), or a decline or 7 days end it.
CREATE TABLE community_loan_applications (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  community_id uuid NOT NULL REFERENCES communities (id),
  user_id text NOT NULL REFERENCES users (id),
  amount_cents bigint NOT NULL CHECK (amount_cents > 0),
  months integer NOT NULL CHECK (months BETWEEN 1 AND 12),
  status text NOT NULL DEFAULT 'waiting' CHECK (status IN ('waiting', 'sent', 'ended')),
  payout_id uuid UNIQUE REFERENCES community_payouts (id),
  create_key text UNIQUE,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  CHECK ((status = 'sent') = (payout_id IS NOT NULL))
);
CREATE UNIQUE INDEX community_loan_applications_waiting_idx
  ON community_loan_applications (community_id, user_id) WHERE status = 'waiting';

-- One guarantor's guarantee: `amount_cents` as accepted; `held_cents` what it holds of the
-- guarantor's savings now (= amount × outstanding ÷ total owed, rounded up to the cent; decision 088).
CREATE TABLE community_guarantees (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  application_id uuid NOT NULL REFERENCES community_loan_applications (id),
  community_id uuid NOT NULL REFERENCES communities (id),
  guarantor_user_id text NOT NULL REFERENCES users (id),
  amount_cents bigint NOT NULL CHECK (amount_cents > 0),
  held_cents bigint NOT NULL DEFAULT 0 CHECK (held_cents >= 0 AND held_cents <= amount_cents),
  called_cents bigint NOT NULL DEFAULT 0 CHECK (called_cents >= 0),
  status text NOT NULL DEFAULT 'pending'
    CHECK (status IN ('pending', 'accepted', 'declined', 'expired', 'released', 'called')),
  created_at timestamptz NOT NULL,
  decided_at timestamptz,
  CHECK (status = 'accepted' OR held_cents = 0),
  UNIQUE (application_id, guarantor_user_id)
);
CREATE INDEX community_guarantees_guarantor_idx ON community_guarantees (guarantor_user_id, community_id);

-- Each step of a recovery, append-only: what was taken from whose savings for which loan.
CREATE TABLE community_loan_recoveries (
  id bigserial PRIMARY KEY,
  loan_id uuid NOT NULL REFERENCES community_loans (id),
  step text NOT NULL CHECK (step IN ('borrower', 'guarantor')),
  user_id text NOT NULL REFERENCES users (id),
  amount_cents bigint NOT NULL CHECK (amount_cents > 0),
  created_at timestamptz NOT NULL
);

-- A reminder of a loan's due date, sent once per loan and number of days before it (7, 3, 1, 0).
CREATE TABLE community_loan_reminders (
  loan_id uuid NOT NULL REFERENCES community_loans (id),
  days_before integer NOT NULL,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (loan_id, days_before)
);
