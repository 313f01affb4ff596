-- People who play, and the tokens programs use to act for them.
CREATE TABLE accounts (
    id            BIGSERIAL PRIMARY KEY,
    username      TEXT NOT NULL CHECK (username ~ '^[A-Za-z0-9_-]{3,32}$'),
    display_name  TEXT NOT NULL CHECK (char_length(display_name) BETWEEN 1 AND 50),
    password_hash TEXT NOT NULL,
    created_at    TIMESTAMPTZ NOT NULL DEFAULT now()
);
-- Usernames are unique without regard to case: "Rosa" and "rosa" are one person.
CREATE UNIQUE INDEX accounts_username_key ON accounts (lower(username));

CREATE TABLE api_tokens (
    id           BIGSERIAL PRIMARY KEY,
    account_id   BIGINT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    name         TEXT NOT NULL CHECK (char_length(name) BETWEEN 1 AND 100),
    -- SHA-256 of the token; the token itself is shown once and never stored.
    token_hash   BYTEA NOT NULL UNIQUE CHECK (octet_length(token_hash) = 32),
    created_at   TIMESTAMPTZ NOT NULL DEFAULT now(),
    last_used_at TIMESTAMPTZ
);
CREATE INDEX api_tokens_account_idx ON api_tokens (account_id);
