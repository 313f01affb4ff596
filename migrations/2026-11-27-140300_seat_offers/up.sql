-- The host of a started table offers a resigned player's seat to someone else: the invite
-- code of that seat, one per seat; taking the seat uses it up.
CREATE TABLE seat_offers (
    table_id BIGINT NOT NULL REFERENCES tables (id) ON DELETE CASCADE,
    seat INTEGER NOT NULL CHECK (seat >= 0),
    code TEXT NOT NULL CHECK (length(code) BETWEEN 10 AND 64),
    created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    PRIMARY KEY (table_id, seat)
);

-- Spectators of a table that is not public: someone who holds the table's invite code may
-- watch it once it has started, and from then on sees it as any spectator does.
CREATE TABLE table_watchers (
    table_id BIGINT NOT NULL REFERENCES tables (id) ON DELETE CASCADE,
    account_id BIGINT NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    PRIMARY KEY (table_id, account_id)
);
