-- Download my data (DESIGN §15, Data Protection Act 2019, decision 095): one row per download of a
-- user's data archive, counted for its limit (a few an hour per account) and kept as the record that
-- the export was made. A purged account takes its rows with it.
CREATE TABLE account_data_exports (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL
);
CREATE INDEX account_data_exports_user_idx ON account_data_exports (user_id, created_at);
