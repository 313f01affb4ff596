DROP INDEX tables_to_archive_idx;
ALTER TABLE tables DROP COLUMN archived_at;
