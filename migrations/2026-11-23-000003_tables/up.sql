-- A table: one game room with its seats, deck and history. The columns from `phase` to
-- `clue` mirror the game (src/game) so that SQL readers see where each table stands.
CREATE TABLE tables (
    id                    BIGSERIAL PRIMARY KEY,
    -- The invite code of /t/{code}.
    code                  TEXT NOT NULL UNIQUE,
    host_id               BIGINT NOT NULL REFERENCES accounts (id),
    ruleset               TEXT NOT NULL
                          CHECK (ruleset IN ('classic', '2021', 'odyssey', 'party', 'teams')),
    target_score          INT NOT NULL,
    rounds_per_player     INT NOT NULL,
    one_finder_bonus      BOOLEAN NOT NULL,
    first_storyteller     TEXT NOT NULL CHECK (first_storyteller IN ('first_clue', 'host', 'random')),
    -- NULL: no time limit per move.
    move_time_limit_hours INT CHECK (move_time_limit_hours > 0),
    public                BOOLEAN NOT NULL,
    status                TEXT NOT NULL DEFAULT 'open'
                          CHECK (status IN ('open', 'playing', 'finished')),
    phase                 TEXT CHECK (phase IN ('clue', 'submit', 'vote', 'finished')),
    round                 INT NOT NULL DEFAULT 0 CHECK (round >= 0),
    storyteller           INT,
    clue                  TEXT,
    deadline              TIMESTAMPTZ,
    -- Moves by one on every change: the ETag of the table's view.
    version               BIGINT NOT NULL DEFAULT 1,
    created_at            TIMESTAMPTZ NOT NULL DEFAULT now(),
    started_at            TIMESTAMPTZ,
    finished_at           TIMESTAMPTZ,
    CHECK ((status = 'open') = (phase IS NULL)),
    CHECK ((status = 'finished') = (phase IS NOT DISTINCT FROM 'finished'))
);
CREATE INDEX tables_open_idx ON tables (status, public);
CREATE INDEX tables_deadline_idx ON tables (deadline) WHERE deadline IS NOT NULL;

-- The decks a table plays with (several are merged).
CREATE TABLE table_decks (
    table_id BIGINT NOT NULL REFERENCES tables (id) ON DELETE CASCADE,
    deck_id  BIGINT NOT NULL REFERENCES decks (id),
    PRIMARY KEY (table_id, deck_id)
);
CREATE INDEX table_decks_deck_idx ON table_decks (deck_id);

CREATE TABLE seats (
    table_id   BIGINT NOT NULL REFERENCES tables (id) ON DELETE CASCADE,
    seat       INT NOT NULL CHECK (seat >= 0),
    account_id BIGINT NOT NULL REFERENCES accounts (id),
    score      INT NOT NULL DEFAULT 0 CHECK (score >= 0),
    -- Teams only: partners sit opposite and share a team.
    team       INT,
    resigned   BOOLEAN NOT NULL DEFAULT false,
    -- How many times this seat has been the storyteller (skipped turns included).
    turns      INT NOT NULL DEFAULT 0 CHECK (turns >= 0),
    -- The table waits for this player's move (kept in step with the game on every change).
    awaited    BOOLEAN NOT NULL DEFAULT false,
    joined_at  TIMESTAMPTZ NOT NULL DEFAULT now(),
    PRIMARY KEY (table_id, seat),
    UNIQUE (table_id, account_id)
);
CREATE INDEX seats_account_idx ON seats (account_id, awaited);

-- Where every card of a started table is. The primary key holds "every card is in exactly
-- one place". `ord` orders a pile or a hand (the top of a pile is the highest).
CREATE TABLE table_cards (
    table_id BIGINT NOT NULL REFERENCES tables (id) ON DELETE CASCADE,
    card_id  BIGINT NOT NULL REFERENCES cards (id),
    place    TEXT NOT NULL CHECK (place IN ('draw', 'discard', 'hand', 'play')),
    seat     INT,
    ord      INT NOT NULL CHECK (ord >= 0),
    PRIMARY KEY (table_id, card_id),
    FOREIGN KEY (table_id, seat) REFERENCES seats (table_id, seat),
    CHECK ((place IN ('hand', 'play')) = (seat IS NOT NULL))
);
CREATE INDEX table_cards_card_idx ON table_cards (card_id);

-- A scored round: its clue and the storyteller's card position (NULL in party).
CREATE TABLE rounds (
    table_id             BIGINT NOT NULL REFERENCES tables (id) ON DELETE CASCADE,
    round                INT NOT NULL CHECK (round >= 1),
    storyteller          INT NOT NULL,
    clue                 TEXT NOT NULL,
    storyteller_position INT,
    scored_at            TIMESTAMPTZ NOT NULL DEFAULT now(),
    PRIMARY KEY (table_id, round)
);

-- The cards put in play in a round, by whom, and (once the board is laid out) where.
CREATE TABLE submissions (
    table_id BIGINT NOT NULL REFERENCES tables (id) ON DELETE CASCADE,
    round    INT NOT NULL CHECK (round >= 1),
    seat     INT NOT NULL,
    card_id  BIGINT NOT NULL REFERENCES cards (id),
    -- Order of submission.
    ord      INT NOT NULL CHECK (ord >= 0),
    position INT CHECK (position >= 1),
    PRIMARY KEY (table_id, round, card_id),
    UNIQUE (table_id, round, position),
    FOREIGN KEY (table_id, seat) REFERENCES seats (table_id, seat)
);

-- One vote per voter and marker in a round.
CREATE TABLE votes (
    table_id BIGINT NOT NULL REFERENCES tables (id) ON DELETE CASCADE,
    round    INT NOT NULL CHECK (round >= 1),
    voter    INT NOT NULL,
    marker   TEXT NOT NULL CHECK (marker IN ('first', 'second', 'red')),
    position INT NOT NULL CHECK (position >= 1),
    -- Order in which the votes came in.
    ord      INT NOT NULL CHECK (ord >= 0),
    PRIMARY KEY (table_id, round, voter, marker),
    FOREIGN KEY (table_id, voter) REFERENCES seats (table_id, seat)
);

CREATE TABLE round_points (
    table_id BIGINT NOT NULL,
    round    INT NOT NULL,
    seat     INT NOT NULL,
    points   INT NOT NULL CHECK (points >= 0),
    PRIMARY KEY (table_id, round, seat),
    FOREIGN KEY (table_id, round) REFERENCES rounds (table_id, round) ON DELETE CASCADE
);

-- What happened at each table, append-only: the history, feeds and notifications read it.
-- `data` is a game event (src/game Event) or a table event (joined, left, started), as JSON.
CREATE TABLE table_events (
    id       BIGSERIAL PRIMARY KEY,
    table_id BIGINT NOT NULL REFERENCES tables (id) ON DELETE CASCADE,
    at       TIMESTAMPTZ NOT NULL DEFAULT now(),
    -- Who acted: a seat, or NULL for the clock and the server.
    seat     INT,
    kind     TEXT NOT NULL,
    data     JSONB NOT NULL
);
CREATE INDEX table_events_table_idx ON table_events (table_id, id);
