-- A player blocks another: the blocked person's chat messages are hidden from the blocker, and
-- the blocked person cannot join a table the blocker hosts or sits at.
CREATE TABLE blocks (
    blocker_id BIGINT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    blocked_id BIGINT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    PRIMARY KEY (blocker_id, blocked_id),
    CHECK (blocker_id <> blocked_id)
);
CREATE INDEX blocks_blocked_idx ON blocks (blocked_id);

-- Someone reports a chat message, a public deck, one of its pictures or a table's name, with a
-- reason, for the moderators to read. `target_id` is the id of the message, deck, card or
-- table; the report stays when its target is deleted, so that moderators still see it.
CREATE TABLE reports (
    id          BIGSERIAL PRIMARY KEY,
    reporter_id BIGINT REFERENCES accounts (id) ON DELETE SET NULL,
    kind        TEXT NOT NULL CHECK (kind IN ('message', 'deck', 'card', 'table_name')),
    target_id   BIGINT NOT NULL,
    reason      TEXT NOT NULL CHECK (char_length(reason) BETWEEN 1 AND 500),
    created_at  TIMESTAMPTZ NOT NULL DEFAULT now(),
    -- Set by a moderator once the report is dealt with; NULL: still open.
    closed_at   TIMESTAMPTZ
);
CREATE INDEX reports_open_idx ON reports (created_at) WHERE closed_at IS NULL;
