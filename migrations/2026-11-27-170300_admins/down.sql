ALTER TABLE accounts DROP COLUMN is_admin;
