-- An invitation by phone is kept whether or not anybody has that number yet (decision 060): the
-- answer to the inviter is the same either way, so inviting tells nobody whether a number is on
-- Pamoja. With nobody on the number, user_id stays empty and the phone waits; whoever completes a
-- registration with that phone takes the invitation over. An invitation by phone keeps the phone,
-- so the officials' list shows the number they typed, never a name the number would have revealed.
ALTER TABLE community_invitations ALTER COLUMN user_id DROP NOT NULL;
ALTER TABLE community_invitations ADD COLUMN phone text CHECK (phone ~ '^254[17][0-9]{8}$');
ALTER TABLE community_invitations ADD CONSTRAINT community_invitations_invitee_check
  CHECK (user_id IS NOT NULL OR phone IS NOT NULL);
-- An official may withdraw an invitation still waiting.
ALTER TABLE community_invitations DROP CONSTRAINT community_invitations_status_check;
ALTER TABLE community_invitations ADD CONSTRAINT community_invitations_status_check
  CHECK (status IN ('pending', 'accepted', 'declined', 'withdrawn'));
CREATE UNIQUE INDEX community_invitations_pending_phone_idx ON community_invitations (community_id, phone)
  WHERE status = 'pending' AND user_id IS NULL;
-- what a completed registration claims
CREATE INDEX community_invitations_waiting_phone_idx ON community_invitations (phone)
  WHERE status = 'pending' AND user_id IS NULL;
-- what the officials see waiting
CREATE INDEX community_invitations_community_idx ON community_invitations (community_id, created_at)
  WHERE status = 'pending';

-- The text asking a number with nobody on it to register: at most once a week per inviter and
-- number (sent_at is the last one sent).
CREATE TABLE community_register_texts (
  inviter_id text NOT NULL REFERENCES users (id),
  phone text NOT NULL CHECK (phone ~ '^254[17][0-9]{8}$'),
  sent_at timestamptz NOT NULL,
  PRIMARY KEY (inviter_id, phone)
);
