DROP INDEX notices_unmailed_idx;
CREATE INDEX notices_unmailed_idx ON notices (id) WHERE mailed_at IS NULL;
