DROP TABLE notices;
ALTER TABLE accounts
    DROP COLUMN feed_secret,
    DROP COLUMN mail_mode,
    DROP COLUMN email_confirmed,
    DROP COLUMN email;
