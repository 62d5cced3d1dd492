-- A client's Idempotency-Key on goal creation: a double-clicked "Add Goal" creates one goal and
-- moves its deposit once.
ALTER TABLE goals ADD COLUMN create_key text;
CREATE UNIQUE INDEX goals_create_key ON goals (created_by, create_key) WHERE create_key IS NOT NULL;
