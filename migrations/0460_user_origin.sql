-- Who made a user row: 'registration' (someone signed up and chose its email and password) or
-- 'bootstrap' (start-up made the superadmin that SUPERADMIN_EMAIL names). Anyone can register any
-- address, so start-up never turns a self-registered account into the superadmin.
ALTER TABLE users ADD COLUMN origin text NOT NULL DEFAULT 'registration' CHECK (origin IN ('registration', 'bootstrap'));

-- Rows from before this column: a start-up superadmin never has a phone, while registration always
-- stores one; a superadmin with a phone was promoted from a registration and stays 'registration'.
UPDATE users SET origin = 'bootstrap' WHERE role = 'superadmin' AND phone IS NULL;
