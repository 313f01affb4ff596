-- Decks of pictures: the built-in deck (no owner) and the decks people upload.
CREATE TABLE decks (
    id         BIGSERIAL PRIMARY KEY,
    -- NULL only for the built-in deck.
    owner_id   BIGINT REFERENCES accounts (id) ON DELETE CASCADE,
    name       TEXT NOT NULL CHECK (char_length(name) BETWEEN 1 AND 60),
    public     BOOLEAN NOT NULL DEFAULT false,
    created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX decks_owner_idx ON decks (owner_id);

-- One picture. A built-in card names its file under static/deck; an uploaded card holds its
-- re-encoded bytes.
CREATE TABLE cards (
    id           BIGSERIAL PRIMARY KEY,
    deck_id      BIGINT NOT NULL REFERENCES decks (id) ON DELETE CASCADE,
    builtin_file TEXT,
    image        BYTEA,
    content_type TEXT NOT NULL,
    -- SHA-256 of the stored (re-encoded) picture: the same picture twice in a deck is refused,
    -- whatever its format or metadata when uploaded; also the picture's ETag. The built-in
    -- cards' ETags come from their files instead.
    sha256       BYTEA NOT NULL CHECK (octet_length(sha256) = 32),
    width        INT NOT NULL CHECK (width > 0),
    height       INT NOT NULL CHECK (height > 0),
    created_at   TIMESTAMPTZ NOT NULL DEFAULT now(),
    UNIQUE (deck_id, sha256),
    CHECK ((builtin_file IS NULL) <> (image IS NULL))
);
CREATE INDEX cards_deck_idx ON cards (deck_id);

-- The built-in deck is deck 1 and its cards are cards 1 to 111 (static/deck/001.svg …).
INSERT INTO decks (id, owner_id, name, public) VALUES (1, NULL, 'Fabula', true);
SELECT setval('decks_id_seq', 1);
INSERT INTO cards (id, deck_id, builtin_file, content_type, sha256, width, height)
SELECT n, 1, lpad(n::text, 3, '0') || '.svg', 'image/svg+xml',
       sha256(convert_to('fabula builtin ' || n, 'UTF8')), 400, 600
FROM generate_series(1, 111) AS n;
SELECT setval('cards_id_seq', 111);
