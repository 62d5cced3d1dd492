-- A dividend declaration honours the Idempotency-Key header (decision 023): the key is stored on the
-- dividend it paid, so the same key again answers with that dividend and pays nothing, whatever the
-- day. The key is scoped to the caller; there is one superadmin, so the key alone is unique (a plain
-- partial unique index rather than one on (actor_user_id, idempotency_key)). Without a key: NULL.
ALTER TABLE dividends ADD COLUMN idempotency_key text;
CREATE UNIQUE INDEX dividends_idempotency_key ON dividends (idempotency_key) WHERE idempotency_key IS NOT NULL;
