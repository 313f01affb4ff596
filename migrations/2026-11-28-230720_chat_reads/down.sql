DELETE FROM notices WHERE kind = 'chat';
ALTER DOMAIN notice_kind DROP CONSTRAINT notice_kind_check;
ALTER DOMAIN notice_kind ADD CONSTRAINT notice_kind_check
    CHECK (VALUE IN ('your_move', 'round_revealed', 'game_ended', 'reminder'));
DROP TABLE chat_reads;
