-- What a move checks, checked for less:
-- - PostgreSQL reads a table's CHECK constraints from their text again in every statement that
--   writes the table, and a move writes its rows in several statements. A check on one column
--   becomes a domain, whose check is read once per connection and kept. Only the checks that
--   tie two columns together stay on their tables.
-- - A notice no longer has a foreign key to its account. Its check took a share lock on the
--   account's row, and every move of the same players at any table took it on the same rows,
--   which PostgreSQL can only do by writing a new multixact each time. An account is never
--   deleted (a farewell keeps the row and removes the account's notices), and a notice is only
--   ever written to the account of a seat, whose own key to `accounts` stays.
ALTER TABLE notices DROP CONSTRAINT notices_account_id_fkey;

CREATE DOMAIN count_from_zero AS INT CHECK (VALUE >= 0);
CREATE DOMAIN count_from_one AS INT CHECK (VALUE >= 1);
CREATE DOMAIN table_status AS TEXT CHECK (VALUE IN ('open', 'playing', 'finished'));
CREATE DOMAIN game_phase AS TEXT CHECK (VALUE IN ('clue', 'submit', 'vote', 'finished'));
CREATE DOMAIN ruleset_name AS TEXT
    CHECK (VALUE IN ('classic', '2021', 'odyssey', 'party', 'teams'));
CREATE DOMAIN first_storyteller_rule AS TEXT CHECK (VALUE IN ('first_clue', 'host', 'random'));
CREATE DOMAIN card_place AS TEXT CHECK (VALUE IN ('draw', 'discard', 'hand', 'play'));
CREATE DOMAIN vote_marker AS TEXT CHECK (VALUE IN ('first', 'second', 'red'));
CREATE DOMAIN notice_kind AS TEXT
    CHECK (VALUE IN ('your_move', 'round_revealed', 'game_ended', 'reminder'));

ALTER TABLE tables
    DROP CONSTRAINT tables_status_check,
    DROP CONSTRAINT tables_phase_check,
    DROP CONSTRAINT tables_ruleset_check,
    DROP CONSTRAINT tables_first_storyteller_check,
    DROP CONSTRAINT tables_round_check,
    DROP CONSTRAINT tables_move_time_limit_hours_check,
    ALTER COLUMN status TYPE table_status,
    ALTER COLUMN phase TYPE game_phase,
    ALTER COLUMN ruleset TYPE ruleset_name,
    ALTER COLUMN first_storyteller TYPE first_storyteller_rule,
    ALTER COLUMN round TYPE count_from_zero,
    ALTER COLUMN move_time_limit_hours TYPE count_from_one;

ALTER TABLE seats
    DROP CONSTRAINT seats_seat_check,
    DROP CONSTRAINT seats_score_check,
    DROP CONSTRAINT seats_turns_check,
    DROP CONSTRAINT seats_team_check,
    ALTER COLUMN seat TYPE count_from_zero,
    ALTER COLUMN score TYPE count_from_zero,
    ALTER COLUMN turns TYPE count_from_zero,
    ALTER COLUMN team TYPE count_from_zero;

ALTER TABLE table_cards
    DROP CONSTRAINT table_cards_place_check,
    DROP CONSTRAINT table_cards_ord_check,
    ALTER COLUMN place TYPE card_place,
    ALTER COLUMN ord TYPE count_from_zero;

ALTER TABLE submissions
    DROP CONSTRAINT submissions_round_check,
    DROP CONSTRAINT submissions_ord_check,
    DROP CONSTRAINT submissions_position_check,
    ALTER COLUMN round TYPE count_from_one,
    ALTER COLUMN ord TYPE count_from_zero,
    ALTER COLUMN position TYPE count_from_one;

ALTER TABLE votes
    DROP CONSTRAINT votes_round_check,
    DROP CONSTRAINT votes_marker_check,
    DROP CONSTRAINT votes_ord_check,
    DROP CONSTRAINT votes_position_check,
    ALTER COLUMN round TYPE count_from_one,
    ALTER COLUMN marker TYPE vote_marker,
    ALTER COLUMN ord TYPE count_from_zero,
    ALTER COLUMN position TYPE count_from_one;

ALTER TABLE rounds
    DROP CONSTRAINT rounds_round_check,
    ALTER COLUMN round TYPE count_from_one;

ALTER TABLE round_points
    DROP CONSTRAINT round_points_points_check,
    ALTER COLUMN points TYPE count_from_zero;

ALTER TABLE notices
    DROP CONSTRAINT notices_kind_check,
    ALTER COLUMN kind TYPE notice_kind;
