-- Requests counted by the per-address rate limits, shared by every instance on this database:
-- one row per limited route and client address, holding the count of its current window (which
-- starts at the first request after the previous one ended), raised by one upsert per request.
-- Rows whose window has ended are deleted by a job.
CREATE TABLE rate_limit_hits (
  bucket text PRIMARY KEY,
  window_start timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  hits integer NOT NULL
);
CREATE INDEX rate_limit_hits_expires_idx ON rate_limit_hits (expires_at);
