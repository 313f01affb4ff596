ALTER TABLE accounts DROP COLUMN time_zone;
