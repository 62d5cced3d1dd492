-- The cycle close claims the next batch in (next_close_date, id) order (cycle-fines.ts): with the date
-- alone indexed, every batch read and sorted every due community to take 500 of them (decision 108).
CREATE INDEX communities_next_close_order_idx ON communities (next_close_date, id);
DROP INDEX communities_next_close_idx;
