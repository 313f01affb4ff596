ALTER TABLE table_events ADD CONSTRAINT table_events_table_id_fkey
    FOREIGN KEY (table_id) REFERENCES tables (id) ON DELETE CASCADE;
ALTER TABLE notices ADD CONSTRAINT notices_table_id_fkey
    FOREIGN KEY (table_id) REFERENCES tables (id) ON DELETE CASCADE;
