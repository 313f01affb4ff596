-- A table's notices and events no longer check their table's key. Every step of a game writes
-- them for the table whose row it has just updated and holds locked, the clock's reminders and
-- the chat's notices for a table they have just read, and a table is never deleted (a finished
-- table is archived and keeps its row), so each check found the row every time: a query of its
-- own for each notice and event, three a move on average and more than ten when a round is
-- scored. Their other keys stay: a notice's to its account was dropped before for the same
-- reason (migration `checks_by_domain`).
ALTER TABLE notices DROP CONSTRAINT notices_table_id_fkey;
ALTER TABLE table_events DROP CONSTRAINT table_events_table_id_fkey;
