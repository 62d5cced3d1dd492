-- A notification may lead somewhere in the app (issue 34): a guarantee request opens "Loans I guarantee".
-- Only a path of the app's own user screens, written by the server; never a URL from outside.
ALTER TABLE notifications ADD COLUMN link text CHECK (link ~ '^/user(/[a-z0-9-]+)*$');
