-- "Forgot your password?": a link mailed to an account's confirmed address. Only the SHA-256
-- of the link's secret is kept. A reset is used once (its row is deleted then), lasts an hour,
-- and names the address it was mailed to: once the account's address changes, it stops.
CREATE TABLE password_resets (
    id          BIGSERIAL PRIMARY KEY,
    account_id  BIGINT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    secret_hash BYTEA NOT NULL UNIQUE,
    email       TEXT NOT NULL,
    created_at  TIMESTAMPTZ NOT NULL,
    expires_at  TIMESTAMPTZ NOT NULL
);
CREATE INDEX password_resets_account_idx ON password_resets (account_id, created_at);
CREATE INDEX password_resets_expires_idx ON password_resets (expires_at);

-- The rate limits also count the asks for a reset mail and the uses of unknown links.
ALTER TABLE attempts DROP CONSTRAINT attempts_kind_check;
ALTER TABLE attempts ADD CONSTRAINT attempts_kind_check
    CHECK (kind IN ('sign_in_failed', 'registered', 'reset_asked', 'reset_failed'));
