-- Quotas: how much one account may make (FABULA_QUOTA_*). An admin may lift them for an
-- account (an event's organiser, a bot run by the server's owner): they then do not apply.
ALTER TABLE accounts ADD COLUMN quotas_lifted BOOLEAN NOT NULL DEFAULT false;

-- The tables one account created lately, and its open ones, are counted on each new table.
CREATE INDEX tables_host_idx ON tables (host_id, created_at);

-- The reports one account made within a day are counted on each new report.
CREATE INDEX reports_reporter_idx ON reports (reporter_id, created_at);

-- One open report per reporter and thing: a second report of the same thing, while the first
-- is open, is the first one. Earlier duplicates are closed (the oldest stays open).
UPDATE reports AS later SET closed_at = now()
WHERE later.closed_at IS NULL
  AND later.reporter_id IS NOT NULL
  AND EXISTS (
    SELECT 1 FROM reports AS earlier
    WHERE earlier.closed_at IS NULL
      AND earlier.reporter_id = later.reporter_id
      AND earlier.kind = later.kind
      AND earlier.target_id = later.target_id
      AND earlier.id < later.id
  );
CREATE UNIQUE INDEX reports_one_open_idx ON reports (reporter_id, kind, target_id)
    WHERE closed_at IS NULL;

-- What each account created lately, for the quotas of tables and decks per hour: a table or
-- deck deleted since still counts. Each check forgets its account's rows older than an hour.
CREATE TABLE creations (
    id         BIGSERIAL PRIMARY KEY,
    account_id BIGINT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    kind       TEXT NOT NULL CHECK (kind IN ('table', 'deck')),
    created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX creations_account_idx ON creations (account_id, kind, created_at);
