-- One notice per run instead of one per saver (decision 048). The interest run and a dividend each
-- post one compound journal entry with a posting to every wallet paid; the notice of that entry is
-- written once, with its text in both languages around an {amount} placeholder, and each saver reads
-- it with their own amount taken from their wallet's posting in that entry. A saver's read and
-- delete marks are kept only once they act on it (entry_notice_states), so a run over a million
-- savers writes one notice row, not a million.
CREATE TABLE entry_notices (
  id uuid PRIMARY KEY DEFAULT uuid_time_ordered(),
  entry_id bigint NOT NULL UNIQUE REFERENCES journal_entries (id),
  message_en text NOT NULL CHECK (position('{amount}' IN message_en) > 0),
  message_sw text NOT NULL CHECK (position('{amount}' IN message_sw) > 0),
  created_at timestamptz NOT NULL
);
CREATE INDEX entry_notices_created_at_idx ON entry_notices (created_at);

CREATE TABLE entry_notice_states (
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  notice_id uuid NOT NULL REFERENCES entry_notices (id),
  is_read boolean NOT NULL DEFAULT false,
  deleted boolean NOT NULL DEFAULT false,
  PRIMARY KEY (user_id, notice_id)
);
