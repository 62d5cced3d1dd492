-- The purge of incomplete registrations reads the oldest ones every hour; this index holds only
-- them, so the job never walks the (far more numerous) completed accounts.
CREATE INDEX users_incomplete_created_idx ON users (created_at) WHERE registration_step < 5 AND deleted_at IS NULL;
