-- A deleted account stays as an anonymous row (its seats, rounds and chat messages refer to it),
-- with every personal field cleared; this says when it was deleted.
ALTER TABLE accounts ADD COLUMN deleted_at TIMESTAMPTZ;
-- Its username becomes `former.<id>`: a name no one can register, so no one can take it.
ALTER TABLE accounts DROP CONSTRAINT accounts_username_check;
ALTER TABLE accounts ADD CONSTRAINT accounts_username_check CHECK (
    username ~ '^[A-Za-z0-9_-]{3,32}$'
    OR (deleted_at IS NOT NULL AND username ~ '^former\.[0-9]+$')
);
