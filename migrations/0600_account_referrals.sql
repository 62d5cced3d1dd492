-- Referral rewards (issue 8): a referral earns 25 KES for its referrer once the referred user is
-- active; redeeming marks the referred user's row so that each referral pays at most once.
ALTER TABLE users ADD COLUMN referral_redeemed_at timestamptz;
ALTER TABLE users ADD COLUMN referral_reward_entry_id bigint REFERENCES journal_entries (id);
CREATE INDEX account_info_requests_user_idx ON account_info_requests (user_id, created_at);
CREATE INDEX feedback_user_idx ON feedback (user_id) WHERE user_id IS NOT NULL;
CREATE INDEX support_messages_user_idx ON support_messages (user_id) WHERE user_id IS NOT NULL;
