ALTER TABLE tables DROP COLUMN rematch_id;
DROP TABLE table_messages;
