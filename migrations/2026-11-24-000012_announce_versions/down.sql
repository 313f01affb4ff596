DROP TRIGGER tables_announce_version ON tables;
DROP FUNCTION announce_table_version();
