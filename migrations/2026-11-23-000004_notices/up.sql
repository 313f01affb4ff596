-- Knowing it is your move without keeping a tab open: mail settings, a private feed, and the
-- notices both read.
ALTER TABLE accounts
    -- Where mail goes; nothing but the confirmation is sent before it is confirmed.
    ADD COLUMN email           TEXT CHECK (email IS NULL OR char_length(email) BETWEEN 3 AND 254),
    ADD COLUMN email_confirmed BOOLEAN NOT NULL DEFAULT false,
    -- 'off', 'move' (a mail when a table starts awaiting you) or 'daily' (one digest a day).
    ADD COLUMN mail_mode       TEXT NOT NULL DEFAULT 'move' CHECK (mail_mode IN ('off', 'move', 'daily')),
    -- The secret of the private Atom feed /feeds/{secret}.atom; NULL until asked for.
    ADD COLUMN feed_secret     TEXT UNIQUE;

-- What a player should hear about: a table awaits their move, a round was revealed, a game
-- ended. Written in the transaction of the move that caused it, once per account, table, kind
-- and step (the unique key), so nobody is told twice about one move.
CREATE TABLE notices (
    id         BIGSERIAL PRIMARY KEY,
    account_id BIGINT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    table_id   BIGINT NOT NULL REFERENCES tables (id) ON DELETE CASCADE,
    kind       TEXT NOT NULL CHECK (kind IN ('your_move', 'round_revealed', 'game_ended')),
    -- Which move or round: "r{round}-{phase}-s{storyteller}" for a move, "r{round}" for a
    -- reveal, "end" for the end.
    step       TEXT NOT NULL,
    created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    -- When it went out by mail (alone or in a digest); NULL while not (yet) mailed.
    mailed_at  TIMESTAMPTZ,
    UNIQUE (account_id, table_id, kind, step)
);
CREATE INDEX notices_account_idx ON notices (account_id, id DESC);
CREATE INDEX notices_unmailed_idx ON notices (id) WHERE mailed_at IS NULL;
