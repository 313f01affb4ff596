ALTER TABLE accounts DROP CONSTRAINT accounts_username_check;
ALTER TABLE accounts ADD CONSTRAINT accounts_username_check
    CHECK (username ~ '^[A-Za-z0-9_-]{3,32}$');
ALTER TABLE accounts DROP COLUMN deleted_at;
