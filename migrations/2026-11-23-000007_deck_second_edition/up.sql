-- The second edition of the built-in deck: 200 cards in static/deck2/, the default for new
-- tables from now on. The first edition stays for the tables that play with it.
-- A built-in card names its file by its path under static/ from now on.
UPDATE cards SET builtin_file = 'deck/' || builtin_file
WHERE builtin_file IS NOT NULL AND position('/' IN builtin_file) = 0;
UPDATE decks SET name = 'Fabula, first edition' WHERE id = 1 AND owner_id IS NULL;

WITH deck AS (
    INSERT INTO decks (owner_id, name, public)
    VALUES (NULL, 'Fabula, second edition', true)
    RETURNING id
)
INSERT INTO cards (deck_id, builtin_file, content_type, sha256, width, height)
SELECT deck.id, 'deck2/' || lpad(n::text, 3, '0') || '.svg', 'image/svg+xml',
       sha256(convert_to('fabula deck2 ' || n, 'UTF8')), 400, 600
FROM deck, generate_series(1, 200) AS n
ORDER BY n;
