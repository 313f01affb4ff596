-- A finished table is archived FABULA_ARCHIVE_AFTER_DAYS after its end: its history (rounds,
-- boards, votes, points, events, chat, seats) stays, and what only a game in progress needs
-- (where every card lay, the table's notices) is deleted. `archived_at` says when; the index
-- finds the finished tables still to archive, oldest first.
ALTER TABLE tables ADD COLUMN archived_at TIMESTAMPTZ;
CREATE INDEX tables_to_archive_idx ON tables (finished_at)
    WHERE status = 'finished' AND archived_at IS NULL;
