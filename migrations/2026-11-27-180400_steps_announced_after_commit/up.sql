-- A step of a game (`write_step`, the hot path) is no longer announced inside its
-- transaction: the server process that wrote it announces it right after the commit (see
-- the module `watch`). A transaction that notifies holds PostgreSQL's notify lock through its
-- commit, disk flush included, so moves that notified committed one at a time and could not
-- share a flush. Every other change of a table still announces itself through the trigger.
--
-- `write_step` tells the trigger through a setting of its own, which its every definition
-- must carry (a `CREATE OR REPLACE` without it would announce steps twice, still correctly).
ALTER FUNCTION write_step SET fabula.announce = 'after_commit';

DROP TRIGGER tables_announce_version ON tables;
CREATE TRIGGER tables_announce_version
    AFTER UPDATE OF version ON tables
    FOR EACH ROW
    WHEN (NEW.version IS DISTINCT FROM OLD.version
        AND current_setting('fabula.announce', true) IS DISTINCT FROM 'after_commit')
    EXECUTE FUNCTION announce_table_version();
