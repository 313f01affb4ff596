DROP TABLE cards;
DROP TABLE decks;
