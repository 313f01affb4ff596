-- The third edition of the built-in deck: 200 cards in static/deck3/, the default for new
-- tables from now on (the newest built-in deck is the default). The first and second
-- editions stay for the tables that play with them.
WITH deck AS (
    INSERT INTO decks (owner_id, name, public)
    VALUES (NULL, 'Fabula, third edition', true)
    RETURNING id
)
INSERT INTO cards (deck_id, builtin_file, content_type, sha256, width, height)
SELECT deck.id, 'deck3/' || lpad(n::text, 3, '0') || '.svg', 'image/svg+xml',
       sha256(convert_to('fabula deck3 ' || n, 'UTF8')), 400, 600
FROM deck, generate_series(1, 200) AS n
ORDER BY n;
