DROP TABLE creations;
DROP INDEX reports_one_open_idx;
DROP INDEX reports_reporter_idx;
DROP INDEX tables_host_idx;
ALTER TABLE accounts DROP COLUMN quotas_lifted;
