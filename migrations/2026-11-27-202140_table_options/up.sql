-- A table's options are one value: `game::Options` as JSON, read and written whole. The
-- engine's type is their only definition, so a new option needs no column of its own (a
-- table made before it reads the option's default). The domain keeps the shape the server
-- reads: an object that has each of these options, of its type, whole numbers where a number
-- is meant, and the first storyteller one of the engine's choices.
CREATE DOMAIN table_options AS JSONB CHECK (
    jsonb_typeof(VALUE) = 'object'
    AND VALUE ?& ARRAY['target_score', 'rounds_per_player', 'one_finder_bonus', 'first_storyteller']
    AND jsonb_typeof(VALUE -> 'target_score') = 'number'
    AND (VALUE ->> 'target_score') ~ '^[0-9]{1,9}$'
    AND jsonb_typeof(VALUE -> 'rounds_per_player') = 'number'
    AND (VALUE ->> 'rounds_per_player') ~ '^[0-9]{1,9}$'
    AND jsonb_typeof(VALUE -> 'one_finder_bonus') = 'boolean'
    AND jsonb_typeof(VALUE -> 'first_storyteller') = 'string'
    AND (VALUE ->> 'first_storyteller') IN ('first_clue', 'host', 'random')
);

ALTER TABLE tables ADD COLUMN options table_options;
UPDATE tables SET options = jsonb_build_object(
    'target_score', target_score,
    'rounds_per_player', rounds_per_player,
    'one_finder_bonus', one_finder_bonus,
    'first_storyteller', first_storyteller::text
);
ALTER TABLE tables
    ALTER COLUMN options SET NOT NULL,
    DROP COLUMN target_score,
    DROP COLUMN rounds_per_player,
    DROP COLUMN one_finder_bonus,
    DROP COLUMN first_storyteller;
DROP DOMAIN first_storyteller_rule;
