CREATE DOMAIN first_storyteller_rule AS TEXT CHECK (VALUE IN ('first_clue', 'host', 'random'));
ALTER TABLE tables
    ADD COLUMN target_score INT,
    ADD COLUMN rounds_per_player INT,
    ADD COLUMN one_finder_bonus BOOLEAN,
    ADD COLUMN first_storyteller first_storyteller_rule;
-- An option a table's row does not hold had its default.
UPDATE tables SET
    target_score = COALESCE((options ->> 'target_score')::int, 30),
    rounds_per_player = COALESCE((options ->> 'rounds_per_player')::int, 1),
    one_finder_bonus = COALESCE((options ->> 'one_finder_bonus')::boolean, false),
    first_storyteller = COALESCE(options ->> 'first_storyteller', 'first_clue');
ALTER TABLE tables
    ALTER COLUMN target_score SET NOT NULL,
    ALTER COLUMN rounds_per_player SET NOT NULL,
    ALTER COLUMN one_finder_bonus SET NOT NULL,
    ALTER COLUMN first_storyteller SET NOT NULL,
    DROP COLUMN options;
DROP DOMAIN table_options;
