ALTER TABLE accounts DROP COLUMN last_sign_in_at;
DROP TABLE attempts;
