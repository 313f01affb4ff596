-- A move writes one index entry less for each event and checks one key less for each
-- submission and vote, with every invariant still held by a constraint:
-- - A table's events are read by table, in order (the history): their primary key is now
--   (table_id, id), the index that served those reads, instead of `id` alone, which no query
--   read. Each event wrote both.
-- - A submission and a vote name their table through their seat: (table_id, seat) references
--   `seats`, whose row references the table, as a round's points name it through their round.
--   Their own key to `tables` checked the same again at every move. The seat's key now
--   removes them with their table, as that key did.
ALTER TABLE table_events DROP CONSTRAINT table_events_pkey, ADD PRIMARY KEY (table_id, id);
DROP INDEX table_events_table_idx;

ALTER TABLE submissions
    DROP CONSTRAINT submissions_table_id_fkey,
    DROP CONSTRAINT submissions_table_id_seat_fkey,
    ADD FOREIGN KEY (table_id, seat) REFERENCES seats (table_id, seat) ON DELETE CASCADE;
ALTER TABLE votes
    DROP CONSTRAINT votes_table_id_fkey,
    DROP CONSTRAINT votes_table_id_voter_fkey,
    ADD FOREIGN KEY (table_id, voter) REFERENCES seats (table_id, seat) ON DELETE CASCADE;
