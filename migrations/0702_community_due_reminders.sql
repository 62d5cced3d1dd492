-- Dues reminders (docs/product/communities.md): the last cycle whose members were reminded that it
-- falls due, so each cycle's reminder goes once whatever runs overlap.
ALTER TABLE communities ADD COLUMN reminded_cycle integer NOT NULL DEFAULT 0;
