-- SMS receipts are on for a new account (docs/product/sms.md, decision 065): a money app texts its
-- receipts unless told not to, and USSD users, who may have no data, rely on them.
ALTER TABLE users ALTER COLUMN sms_notifications SET DEFAULT true;
-- Users who set a USSD PIN were told by the USSD menu that a text would follow a deposit, while the
-- setting they never saw stayed off. No choice was recorded before this (the setting was saved with
-- the other two toggles), so "off" cannot be told from "never touched": they get texts now and can
-- turn them off in Settings as before.
UPDATE users SET sms_notifications = true
WHERE NOT sms_notifications AND id IN (SELECT user_id FROM ussd_pins);
