ALTER TABLE tables DROP CONSTRAINT tables_one_time_limit;
ALTER TABLE tables DROP COLUMN move_time_limit_minutes;
