-- Referral rewards that cannot be farmed. Every confirmed deposit keeps the M-Pesa number that
-- M-Pesa reported as the payer; every account activation is recorded with the number that funded
-- it and, for a referred user, whether the activation earned the referrer a reward and why not.

ALTER TABLE mpesa_deposits ADD COLUMN payer_msisdn text CHECK (payer_msisdn ~ '^254[17][0-9]{8}$');
CREATE INDEX mpesa_deposits_payer_idx ON mpesa_deposits (user_id, payer_msisdn) WHERE payer_msisdn IS NOT NULL;

CREATE TABLE account_activations (
  user_id text PRIMARY KEY REFERENCES users (id),
  -- the confirmed deposit that activated the account (NULL for accounts activated before this table)
  deposit_id uuid REFERENCES mpesa_deposits (id),
  -- the payer's number as M-Pesa reported it in the STK callback; NULL when M-Pesa reported none
  msisdn text CHECK (msisdn ~ '^254[17][0-9]{8}$'),
  -- true on the one activation that a number funded first: the unique index below makes that race-safe
  first_from_msisdn boolean NOT NULL DEFAULT false,
  referrer_id text REFERENCES users (id),
  referral_outcome text CHECK (referral_outcome IN ('earned', 'not_earned')),
  referral_reason text CHECK (referral_reason IN ('no_mpesa_number', 'same_number_as_referrer', 'number_funded_another_account', 'monthly_cap_reached')),
  activated_at timestamptz NOT NULL,
  CHECK (NOT first_from_msisdn OR msisdn IS NOT NULL),
  CHECK ((referrer_id IS NULL) = (referral_outcome IS NULL)),
  CHECK (referral_reason IS NULL OR referral_outcome = 'not_earned'),
  CHECK (referral_outcome IS DISTINCT FROM 'not_earned' OR referral_reason IS NOT NULL)
);
CREATE UNIQUE INDEX account_activations_first_msisdn ON account_activations (msisdn) WHERE first_from_msisdn;
CREATE INDEX account_activations_earned_idx ON account_activations (referrer_id, activated_at) WHERE referral_outcome = 'earned';

-- Accounts already active keep what they had: their referrals stay earned (many are already paid),
-- and nothing is known of the number M-Pesa reported for them.
INSERT INTO account_activations (user_id, referrer_id, referral_outcome, activated_at)
SELECT u.id, u.referred_by, CASE WHEN u.referred_by IS NULL THEN NULL ELSE 'earned' END, COALESCE(u.activated_at, u.updated_at)
FROM users u
WHERE u.account_status = 'active' OR u.activated_at IS NOT NULL OR u.referral_redeemed_at IS NOT NULL;
