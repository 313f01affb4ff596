DELETE FROM accounts WHERE bot;
ALTER TABLE accounts DROP CONSTRAINT accounts_username_check;
ALTER TABLE accounts ADD CONSTRAINT accounts_username_check CHECK (
    username ~ '^[A-Za-z0-9_-]{3,32}$'
    OR (deleted_at IS NOT NULL AND username ~ '^former\.[0-9]+$')
);
ALTER TABLE accounts DROP COLUMN bot;
