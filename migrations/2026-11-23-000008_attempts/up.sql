-- What the rate limits count: failed sign-ins (per account and per client address) and new
-- accounts (per client address). Kept in the database so that every server process sees the
-- same counts; the sweeper deletes rows older than a day.
CREATE TABLE attempts (
    id         BIGSERIAL PRIMARY KEY,
    kind       TEXT NOT NULL CHECK (kind IN ('sign_in_failed', 'registered')),
    -- The account a failed sign-in named, when such an account exists.
    account_id BIGINT REFERENCES accounts (id) ON DELETE CASCADE,
    -- The client address, as the server determined it (the socket's, or the one a trusted
    -- proxy forwarded).
    address    TEXT NOT NULL,
    at         TIMESTAMPTZ NOT NULL
);
CREATE INDEX attempts_account_idx ON attempts (account_id, at) WHERE account_id IS NOT NULL;
CREATE INDEX attempts_address_idx ON attempts (kind, address, at);
CREATE INDEX attempts_at_idx ON attempts (at);

-- The last successful sign-in: failed attempts since then are told to the owner when they
-- next sign in.
ALTER TABLE accounts ADD COLUMN last_sign_in_at TIMESTAMPTZ;
