-- A notification in both languages, so that it reads in the language the user reads the app in
-- now, not the one the account had when it was written. `message` keeps the text in the account's
-- language at the time (what a client that sends no Accept-Language sees); rows written before
-- this migration, by the client, or by the set-based jobs have only `message`.
ALTER TABLE notifications ADD COLUMN message_en text;
ALTER TABLE notifications ADD COLUMN message_sw text;
