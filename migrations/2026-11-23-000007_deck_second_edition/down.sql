DELETE FROM decks WHERE owner_id IS NULL AND name = 'Fabula, second edition';
UPDATE decks SET name = 'Fabula' WHERE id = 1 AND owner_id IS NULL;
UPDATE cards SET builtin_file = substr(builtin_file, length('deck/') + 1)
WHERE builtin_file LIKE 'deck/%';
