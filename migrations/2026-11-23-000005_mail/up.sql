-- Mail that can be trusted and stopped: a confirmation link before anything else is sent, an
-- unsubscribe link in every mail, a daily digest, and the reader's language for both.
ALTER TABLE accounts
    -- The language of this account's mail and feed: the one its settings were last saved in.
    ADD COLUMN lang               TEXT NOT NULL DEFAULT 'en' CHECK (lang IN ('en', 'es', 'pt')),
    -- The secret of the link /confirm/{secret} that confirms `email`; NULL once confirmed.
    ADD COLUMN confirm_secret     TEXT UNIQUE,
    -- A confirmation mail waits to go out (the mailer sends at most one every few minutes).
    ADD COLUMN confirm_due        BOOLEAN NOT NULL DEFAULT false,
    ADD COLUMN confirm_sent_at    TIMESTAMPTZ,
    -- The secret of the link /unsubscribe/{secret} in every mail; made with the first mail.
    ADD COLUMN unsubscribe_secret TEXT UNIQUE,
    -- When the last daily digest went out.
    ADD COLUMN digest_sent_at     TIMESTAMPTZ;

CREATE INDEX accounts_confirm_due_idx ON accounts (id) WHERE confirm_due;
