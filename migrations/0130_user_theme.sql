-- The account's colour scheme, kept on the server like its language, so signing in again on a
-- cleared or new device restores it (issue 20 item 3; docs/product/account-and-settings.md).
ALTER TABLE users ADD COLUMN theme text NOT NULL DEFAULT 'light' CHECK (theme IN ('light', 'dark'));
