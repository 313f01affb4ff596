ALTER TABLE votes
    DROP CONSTRAINT votes_table_id_voter_fkey,
    ADD FOREIGN KEY (table_id) REFERENCES tables (id) ON DELETE CASCADE,
    ADD FOREIGN KEY (table_id, voter) REFERENCES seats (table_id, seat);
ALTER TABLE submissions
    DROP CONSTRAINT submissions_table_id_seat_fkey,
    ADD FOREIGN KEY (table_id) REFERENCES tables (id) ON DELETE CASCADE,
    ADD FOREIGN KEY (table_id, seat) REFERENCES seats (table_id, seat);

ALTER TABLE table_events DROP CONSTRAINT table_events_pkey, ADD PRIMARY KEY (id);
CREATE INDEX table_events_table_idx ON table_events (table_id, id);
