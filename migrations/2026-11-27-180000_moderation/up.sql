-- A moderator hides a chat message or an uploaded picture: it stays stored (its author still
-- finds it in their export) but is shown as "removed by a moderator" everywhere else.
ALTER TABLE table_messages ADD COLUMN hidden_at TIMESTAMPTZ;
ALTER TABLE cards ADD COLUMN hidden_at TIMESTAMPTZ;

-- A suspended account cannot sign in, its sessions are ended and its API tokens refused, until
-- `suspended_until` (NULL: for good, while `suspended_at` is set); its owner is told the reason.
ALTER TABLE accounts
    ADD COLUMN suspended_at TIMESTAMPTZ,
    ADD COLUMN suspended_until TIMESTAMPTZ,
    ADD COLUMN suspension_reason TEXT,
    ADD CONSTRAINT accounts_suspension_check CHECK (
        (suspended_at IS NULL AND suspended_until IS NULL AND suspension_reason IS NULL)
        OR (suspended_at IS NOT NULL AND char_length(suspension_reason) BETWEEN 1 AND 500)
    );

-- Why an admin did what they did, and the report it answered (if any).
ALTER TABLE admin_actions
    ADD COLUMN reason TEXT NOT NULL DEFAULT '',
    ADD COLUMN report_id BIGINT REFERENCES reports (id) ON DELETE SET NULL;

-- Who closed a report.
ALTER TABLE reports ADD COLUMN closed_by BIGINT REFERENCES accounts (id) ON DELETE SET NULL;
