-- An admin moderates the server. The role is granted and revoked only from the command line
-- (`fabula admin grant NAME`, `fabula admin revoke NAME`), never through the web.
ALTER TABLE accounts ADD COLUMN is_admin BOOLEAN NOT NULL DEFAULT false;

-- What admins did: who (kept null if the account is deleted later), when, what, and the
-- details (why, and what it concerned).
CREATE TABLE admin_actions (
    id BIGSERIAL PRIMARY KEY,
    admin_id BIGINT REFERENCES accounts (id) ON DELETE SET NULL,
    created_at TIMESTAMPTZ NOT NULL,
    action TEXT NOT NULL,
    details TEXT NOT NULL
);

-- Codes an admin makes for registering while registration is invite-only: `max_uses` null
-- means any number, `expires_at` null never.
CREATE TABLE invites (
    code TEXT PRIMARY KEY,
    created_by BIGINT REFERENCES accounts (id) ON DELETE SET NULL,
    created_at TIMESTAMPTZ NOT NULL,
    max_uses INT,
    uses INT NOT NULL DEFAULT 0,
    expires_at TIMESTAMPTZ
);
