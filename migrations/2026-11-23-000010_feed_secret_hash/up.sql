-- The private feed's secret is kept like an API token: only its SHA-256 (hex), so that a copy
-- of the database does not hand out everyone's feed. The address is shown once, when made.
UPDATE accounts SET feed_secret = encode(sha256(convert_to(feed_secret, 'UTF8')), 'hex')
WHERE feed_secret IS NOT NULL;
COMMENT ON COLUMN accounts.feed_secret IS 'hex SHA-256 of the secret in the feed''s address';
