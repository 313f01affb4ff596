ALTER FUNCTION write_step RESET fabula.announce;

DROP TRIGGER tables_announce_version ON tables;
CREATE TRIGGER tables_announce_version
    AFTER UPDATE OF version ON tables
    FOR EACH ROW
    WHEN (NEW.version IS DISTINCT FROM OLD.version)
    EXECUTE FUNCTION announce_table_version();
