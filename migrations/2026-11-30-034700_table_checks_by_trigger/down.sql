DROP TRIGGER tables_check_row ON tables;
DROP FUNCTION check_table_row();
ALTER TABLE tables
    ALTER COLUMN move_time_limit_minutes TYPE INT,
    ADD CONSTRAINT tables_move_time_limit_minutes_check
        CHECK (move_time_limit_minutes IN (1, 2, 3, 5)),
    ADD CONSTRAINT tables_one_time_limit
        CHECK (move_time_limit_minutes IS NULL OR move_time_limit_hours IS NULL),
    ADD CONSTRAINT tables_check CHECK ((status = 'open') = (phase IS NULL)),
    ADD CONSTRAINT tables_check1
        CHECK ((status = 'finished') = (phase IS NOT DISTINCT FROM 'finished'));
DROP DOMAIN live_minutes;
