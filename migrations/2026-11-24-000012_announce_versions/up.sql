-- Every new version of a table is announced to every server process (LISTEN fabula_tables,
-- payload '<id>:<version>') by the very statement that moves it on, delivered at commit: no
-- change can forget it, and a move needs no statement of its own for it.
CREATE FUNCTION announce_table_version() RETURNS trigger AS $$
BEGIN
    PERFORM pg_notify('fabula_tables', NEW.id::text || ':' || NEW.version::text);
    RETURN NULL;
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER tables_announce_version
    AFTER UPDATE OF version ON tables
    FOR EACH ROW
    WHEN (NEW.version IS DISTINCT FROM OLD.version)
    EXECUTE FUNCTION announce_table_version();
