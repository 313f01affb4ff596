-- Around the table: what players and spectators say at a table, and the table a finished one
-- is played again at.
CREATE TABLE table_messages (
    id         BIGSERIAL PRIMARY KEY,
    table_id   BIGINT NOT NULL REFERENCES tables (id) ON DELETE CASCADE,
    -- Who wrote it: a player or a spectator (their seat, if any, is read from `seats`).
    account_id BIGINT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    body       TEXT NOT NULL CHECK (char_length(body) BETWEEN 1 AND 500),
    created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX table_messages_table_idx ON table_messages (table_id, id);
-- The rate limit counts one account's recent messages at one table.
CREATE INDEX table_messages_rate_idx ON table_messages (table_id, account_id, created_at);

-- "Play again": set once, under the finished table's row lock, so every click finds the same
-- new table.
ALTER TABLE tables ADD COLUMN rematch_id BIGINT UNIQUE REFERENCES tables (id) ON DELETE SET NULL;
