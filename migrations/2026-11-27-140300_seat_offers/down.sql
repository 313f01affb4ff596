DROP TABLE table_watchers;
DROP TABLE seat_offers;
