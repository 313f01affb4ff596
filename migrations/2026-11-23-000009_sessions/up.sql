-- Sessions on the server: the cookie carries a random secret, the database its SHA-256, so that
-- signing out, "sign out everywhere" and a password change end a session for real.
CREATE TABLE sessions (
    id           BIGSERIAL PRIMARY KEY,
    account_id   BIGINT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    secret_hash  BYTEA NOT NULL UNIQUE,
    -- The browser's own description, to tell one's devices apart in the settings.
    user_agent   TEXT NOT NULL DEFAULT '' CHECK (char_length(user_agent) <= 300),
    created_at   TIMESTAMPTZ NOT NULL,
    last_seen_at TIMESTAMPTZ NOT NULL
);
CREATE INDEX sessions_account_idx ON sessions (account_id);
CREATE INDEX sessions_seen_idx ON sessions (last_seen_at);
