DELETE FROM cards
WHERE deck_id IN (SELECT id FROM decks WHERE owner_id IS NULL AND name = 'Fabula, third edition');
DELETE FROM decks WHERE owner_id IS NULL AND name = 'Fabula, third edition';
