-- A step of a game written by write_step is no longer announced by the trigger inside its
-- transaction: the process that made it announces the new version right after the commit
-- (watch.rs), a few steps in one NOTIFY. PostgreSQL serialises every transaction that
-- notifies on one lock held until its commit has reached the disk, so moves that each
-- notified committed one at a time; without it their commits share a flush again.
-- write_step runs with fabula.announce = 'later', which the trigger's condition reads; every
-- other change of a table's version is announced by the trigger as before.
DROP TRIGGER tables_announce_version ON tables;
CREATE TRIGGER tables_announce_version
    AFTER UPDATE OF version ON tables
    FOR EACH ROW
    WHEN (NEW.version IS DISTINCT FROM OLD.version
        AND current_setting('fabula.announce', true) IS DISTINCT FROM 'later')
    EXECUTE FUNCTION announce_table_version();
ALTER FUNCTION write_step SET fabula.announce = 'later';
