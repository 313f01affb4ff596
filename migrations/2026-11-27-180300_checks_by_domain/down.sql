ALTER TABLE notices
    ALTER COLUMN kind TYPE TEXT,
    ADD CONSTRAINT notices_kind_check
        CHECK (kind IN ('your_move', 'round_revealed', 'game_ended', 'reminder'));

ALTER TABLE round_points
    ALTER COLUMN points TYPE INT,
    ADD CONSTRAINT round_points_points_check CHECK (points >= 0);

ALTER TABLE rounds
    ALTER COLUMN round TYPE INT,
    ADD CONSTRAINT rounds_round_check CHECK (round >= 1);

ALTER TABLE votes
    ALTER COLUMN round TYPE INT,
    ALTER COLUMN marker TYPE TEXT,
    ALTER COLUMN ord TYPE INT,
    ALTER COLUMN position TYPE INT,
    ADD CONSTRAINT votes_round_check CHECK (round >= 1),
    ADD CONSTRAINT votes_marker_check CHECK (marker IN ('first', 'second', 'red')),
    ADD CONSTRAINT votes_ord_check CHECK (ord >= 0),
    ADD CONSTRAINT votes_position_check CHECK (position >= 1);

ALTER TABLE submissions
    ALTER COLUMN round TYPE INT,
    ALTER COLUMN ord TYPE INT,
    ALTER COLUMN position TYPE INT,
    ADD CONSTRAINT submissions_round_check CHECK (round >= 1),
    ADD CONSTRAINT submissions_ord_check CHECK (ord >= 0),
    ADD CONSTRAINT submissions_position_check CHECK (position >= 1);

ALTER TABLE table_cards
    ALTER COLUMN place TYPE TEXT,
    ALTER COLUMN ord TYPE INT,
    ADD CONSTRAINT table_cards_place_check CHECK (place IN ('draw', 'discard', 'hand', 'play')),
    ADD CONSTRAINT table_cards_ord_check CHECK (ord >= 0);

ALTER TABLE seats
    ALTER COLUMN seat TYPE INT,
    ALTER COLUMN score TYPE INT,
    ALTER COLUMN turns TYPE INT,
    ALTER COLUMN team TYPE INT,
    ADD CONSTRAINT seats_seat_check CHECK (seat >= 0),
    ADD CONSTRAINT seats_score_check CHECK (score >= 0),
    ADD CONSTRAINT seats_turns_check CHECK (turns >= 0),
    ADD CONSTRAINT seats_team_check CHECK (team >= 0);

ALTER TABLE tables
    ALTER COLUMN status TYPE TEXT,
    ALTER COLUMN phase TYPE TEXT,
    ALTER COLUMN ruleset TYPE TEXT,
    ALTER COLUMN first_storyteller TYPE TEXT,
    ALTER COLUMN round TYPE INT,
    ALTER COLUMN move_time_limit_hours TYPE INT,
    ADD CONSTRAINT tables_status_check CHECK (status IN ('open', 'playing', 'finished')),
    ADD CONSTRAINT tables_phase_check CHECK (phase IN ('clue', 'submit', 'vote', 'finished')),
    ADD CONSTRAINT tables_ruleset_check
        CHECK (ruleset IN ('classic', '2021', 'odyssey', 'party', 'teams')),
    ADD CONSTRAINT tables_first_storyteller_check
        CHECK (first_storyteller IN ('first_clue', 'host', 'random')),
    ADD CONSTRAINT tables_round_check CHECK (round >= 0),
    ADD CONSTRAINT tables_move_time_limit_hours_check CHECK (move_time_limit_hours > 0);

DROP DOMAIN count_from_zero;
DROP DOMAIN count_from_one;
DROP DOMAIN table_status;
DROP DOMAIN game_phase;
DROP DOMAIN ruleset_name;
DROP DOMAIN first_storyteller_rule;
DROP DOMAIN card_place;
DROP DOMAIN vote_marker;
DROP DOMAIN notice_kind;

ALTER TABLE notices ADD CONSTRAINT notices_account_id_fkey
    FOREIGN KEY (account_id) REFERENCES accounts (id) ON DELETE CASCADE;
