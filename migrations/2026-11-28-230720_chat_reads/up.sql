-- How far each person has read a table's chat: the unread mark of the home page's table list
-- and of the table page, the `unread_chat` of `GET /api/v1/me`, and the digest's chat lines.
-- `read_to` is the newest message id they have read (0: none). `told` says that a `chat`
-- notice went out since they last read it: one notice until they read the chat again, however
-- many messages come meanwhile. A row of its own, not a column of `seats`: spectators read
-- chats too, and a move never writes it.
CREATE TABLE chat_reads (
    account_id BIGINT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    table_id   BIGINT NOT NULL REFERENCES tables (id) ON DELETE CASCADE,
    read_to    BIGINT NOT NULL DEFAULT 0,
    told       BOOLEAN NOT NULL DEFAULT false,
    PRIMARY KEY (account_id, table_id)
);
CREATE INDEX chat_reads_table_idx ON chat_reads (table_id);

-- What was written before counts as read: nobody is told of old messages as new.
INSERT INTO chat_reads (account_id, table_id, read_to)
SELECT s.account_id, s.table_id, m.last
  FROM seats s
  JOIN (SELECT table_id, max(id) AS last FROM table_messages GROUP BY table_id) m
    ON m.table_id = s.table_id;

-- A new kind of notice: messages came in a table's chat since its player last read it.
ALTER DOMAIN notice_kind DROP CONSTRAINT notice_kind_check;
ALTER DOMAIN notice_kind ADD CONSTRAINT notice_kind_check
    CHECK (VALUE IN ('your_move', 'round_revealed', 'game_ended', 'reminder', 'chat'));
