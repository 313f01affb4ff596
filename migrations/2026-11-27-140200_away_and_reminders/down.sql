DELETE FROM notices WHERE kind = 'reminder';
ALTER TABLE notices DROP CONSTRAINT notices_kind_check;
ALTER TABLE notices ADD CONSTRAINT notices_kind_check
    CHECK (kind IN ('your_move', 'round_revealed', 'game_ended'));
DROP INDEX accounts_away_idx;
ALTER TABLE accounts DROP COLUMN away_until, DROP COLUMN reminders;
