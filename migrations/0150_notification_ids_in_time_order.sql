-- Notification ids in time order (UUID version 7 layout: 48 bits of Unix milliseconds, then random
-- bits), instead of fully random version 4 ids (decision 047). A random id lands anywhere in the
-- primary key's index, so a job that writes a notice to each of a million savers dirtied pages all
-- over it; ids in time order append at its right edge. They stay unguessable enough for what they
-- are (an owner check guards every notification route) and unique (74 random bits per millisecond).
CREATE FUNCTION uuid_time_ordered() RETURNS uuid
LANGUAGE sql VOLATILE PARALLEL SAFE AS $$
  SELECT encode(
    set_bit(set_bit(
      overlay(uuid_send(gen_random_uuid())
              PLACING substring(int8send(floor(extract(epoch FROM clock_timestamp()) * 1000)::bigint) FROM 3)
              FROM 1 FOR 6),
      52, 1), 53, 1),
    'hex')::uuid
$$;
ALTER TABLE notifications ALTER COLUMN id SET DEFAULT uuid_time_ordered();
