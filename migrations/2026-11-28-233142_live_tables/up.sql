-- Live tables: a time limit per move in minutes (1, 2, 3 or 5), for a game played at one
-- sitting; such a table sends no mail. A table has a limit in hours or in minutes, not both.
ALTER TABLE tables ADD COLUMN move_time_limit_minutes INT
    CHECK (move_time_limit_minutes IN (1, 2, 3, 5));
ALTER TABLE tables ADD CONSTRAINT tables_one_time_limit
    CHECK (move_time_limit_minutes IS NULL OR move_time_limit_hours IS NULL);
