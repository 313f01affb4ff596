-- The secrets cannot come back from their hashes: every feed needs a new address.
COMMENT ON COLUMN accounts.feed_secret IS NULL;
UPDATE accounts SET feed_secret = NULL;
