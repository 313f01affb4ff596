-- House bots: accounts of the house that take seats at tables when the host asks. They never
-- sign in (no password verifies against '!'), get no mail (no address) and are told apart by
-- `bot` and by their usernames, `bot.<name>`, which no registration can take.
ALTER TABLE accounts ADD COLUMN bot BOOLEAN NOT NULL DEFAULT false;
ALTER TABLE accounts DROP CONSTRAINT accounts_username_check;
ALTER TABLE accounts ADD CONSTRAINT accounts_username_check CHECK (
    username ~ '^[A-Za-z0-9_-]{3,32}$'
    OR (deleted_at IS NOT NULL AND username ~ '^former\.[0-9]+$')
    OR (bot AND username ~ '^bot\.[a-z]+$')
);
-- Eleven: one person and bots fill the largest table (12 seats).
INSERT INTO accounts (username, display_name, password_hash, bot) VALUES
    ('bot.ada', 'Ada (bot)', '!', true),
    ('bot.bruno', 'Bruno (bot)', '!', true),
    ('bot.clara', 'Clara (bot)', '!', true),
    ('bot.dario', 'Darío (bot)', '!', true),
    ('bot.elena', 'Elena (bot)', '!', true),
    ('bot.fabio', 'Fábio (bot)', '!', true),
    ('bot.greta', 'Greta (bot)', '!', true),
    ('bot.hugo', 'Hugo (bot)', '!', true),
    ('bot.ines', 'Inês (bot)', '!', true),
    ('bot.jonas', 'Jonas (bot)', '!', true),
    ('bot.kira', 'Kira (bot)', '!', true);
