DROP INDEX accounts_confirm_due_idx;
ALTER TABLE accounts
    DROP COLUMN digest_sent_at,
    DROP COLUMN unsubscribe_secret,
    DROP COLUMN confirm_sent_at,
    DROP COLUMN confirm_due,
    DROP COLUMN confirm_secret,
    DROP COLUMN lang;
