-- The mailer claims a mail, sends it with no transaction open, and records the outcome in
-- another: the account is leased meanwhile (one mail in flight per account, claimed again
-- when the lease ends if its outcome was never recorded), and counts the failures in a row
-- that the back-off doubles on.
ALTER TABLE accounts
    ADD COLUMN mail_claimed_until timestamptz,
    ADD COLUMN mail_failures integer NOT NULL DEFAULT 0 CHECK (mail_failures >= 0);
