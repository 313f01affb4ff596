DROP TABLE seat_offers;
