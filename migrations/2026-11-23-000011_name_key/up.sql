-- Display names must not pass for one another: each account keeps the Unicode "skeleton"
-- (UTS #39) of its lower-cased display name, and a new name whose skeleton another account
-- has is refused. The server fills the key of accounts made before this column at start.
ALTER TABLE accounts ADD COLUMN name_key TEXT;
CREATE INDEX accounts_name_key_idx ON accounts (name_key);
