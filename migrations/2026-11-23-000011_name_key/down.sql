DROP INDEX accounts_name_key_idx;
ALTER TABLE accounts DROP COLUMN name_key;
