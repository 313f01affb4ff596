ALTER TABLE accounts DROP COLUMN mail_claimed_until, DROP COLUMN mail_failures;
