-- Never missing a move: a reminder before the clock acts, and being away.
ALTER TABLE accounts
    -- When a reminder comes before a move's deadline: 'auto' (12 hours before, at tables whose
    -- time limit is 24 hours or more; none elsewhere), 'none', '1h', '12h' or 'both'.
    ADD COLUMN reminders  TEXT NOT NULL DEFAULT 'auto'
        CHECK (reminders IN ('auto', 'none', '1h', '12h', 'both')),
    -- Away until then (at most 14 days at a time): the clock acts for the player at once.
    ADD COLUMN away_until TIMESTAMPTZ;
CREATE INDEX accounts_away_idx ON accounts (away_until) WHERE away_until IS NOT NULL;

-- A reminder is a notice too, once per move and reminder ("r3-vote-s1-12h").
ALTER TABLE notices DROP CONSTRAINT notices_kind_check;
ALTER TABLE notices ADD CONSTRAINT notices_kind_check
    CHECK (kind IN ('your_move', 'round_revealed', 'game_ended', 'reminder'));

