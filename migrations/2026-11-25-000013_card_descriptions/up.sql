-- What an uploaded card shows, in the owner's words: its text alternative for people who do
-- not see the picture. Built-in cards take theirs from their deck.json.
ALTER TABLE cards ADD COLUMN description TEXT;
