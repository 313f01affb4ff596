-- `write_step`: every write of one step of a game in one call (src/store/step.rs), so that a
-- move is one round trip under the table's lock; and `write_steps`, the same for the steps of
-- several tables at once (the moves decided on tables kept in memory, written in batches by
-- `state::Steps`). This file is the functions' one source: it is
-- installed with `CREATE OR REPLACE` after the migrations, in their transaction and under
-- their lock, at every start (`db::run_migrations`). The migrations that once defined it keep
-- their history only.
--
-- Each takes one array per column (an empty array writes nothing) and is called with named
-- arguments; tests/it/migrations.rs checks the names and types step.rs binds against
-- `pg_proc`. Changing an argument list makes a second function beside the old one: add a
-- migration that drops the old one (`DROP FUNCTION write_step(<old types>)`).
CREATE OR REPLACE FUNCTION write_step(
    _table BIGINT,
    _card_ids BIGINT[], _card_places TEXT[], _card_seats INT[], _card_ords INT[],
    _seats INT[], _scores INT[], _resigned BOOLEAN[], _turns INT[], _awaited BOOLEAN[],
    _teams INT[],
    _gone_sub_rounds INT[], _gone_sub_cards BIGINT[],
    _sub_rounds INT[], _sub_seats INT[], _sub_cards BIGINT[], _sub_ords INT[],
    _sub_positions INT[],
    _gone_vote_rounds INT[], _gone_vote_voters INT[], _gone_vote_markers TEXT[],
    _vote_rounds INT[], _vote_voters INT[], _vote_markers TEXT[], _vote_positions INT[],
    _vote_ords INT[],
    _scored_rounds INT[], _scored_storytellers INT[], _scored_clues TEXT[],
    _scored_positions INT[], _scored_notes TEXT[],
    _point_rounds INT[], _point_seats INT[], _points INT[],
    _notice_accounts BIGINT[], _notice_kinds TEXT[], _notice_steps TEXT[],
    _by INT, _event_kinds TEXT[], _event_data JSONB[],
    _status TEXT, _phase TEXT, _round INT, _storyteller INT, _clue TEXT,
    _deadline TIMESTAMPTZ, _starts BOOLEAN, _finishes BOOLEAN, _expected BIGINT, _note TEXT
) RETURNS SETOF tables
-- Its statements keep one plan each: a plan made for each call's own arrays would cost more
-- to make than it saves.
SET plan_cache_mode = force_generic_plan
-- Its step is announced by its process after the commit (migration
-- `steps_announced_after_commit`): the version trigger stays quiet for it.
SET fabula.announce = 'after_commit'
AS $$
DECLARE
    _row tables;
    _moved INT;
BEGIN
    -- The table's row first: its update locks it (the caller may have locked it already),
    -- and when the step was decided on the table at version `_expected`, it writes nothing
    -- unless the table is still at that version. What follows (the notices' webhooks) reads
    -- the new version.
    UPDATE tables SET status = _status, phase = _phase, round = _round,
        storyteller = _storyteller, clue = _clue, note = _note, deadline = _deadline,
        started_at = CASE WHEN _starts THEN now() ELSE started_at END,
        finished_at = CASE WHEN _finishes THEN now() ELSE finished_at END,
        version = version + 1
    WHERE id = _table AND (_expected IS NULL OR version = _expected)
    RETURNING * INTO _row;
    IF NOT FOUND THEN
        RETURN;
    END IF;
    -- Every card of a game has its row from the deal on: the deal inserts them all, and each
    -- later step updates the ones that moved. A row that is not there is a mistake, never
    -- silently skipped.
    IF _starts THEN
        INSERT INTO table_cards (table_id, card_id, place, seat, ord)
        SELECT _table, * FROM unnest(_card_ids, _card_places, _card_seats, _card_ords);
    ELSIF cardinality(_card_ids) > 0 THEN
        UPDATE table_cards c SET place = v.place, seat = v.seat, ord = v.ord
        FROM unnest(_card_ids, _card_places, _card_seats, _card_ords)
            AS v(card_id, place, seat, ord)
        WHERE c.table_id = _table AND c.card_id = v.card_id;
        GET DIAGNOSTICS _moved = ROW_COUNT;
        IF _moved <> cardinality(_card_ids) THEN
            RAISE EXCEPTION 'table %: % of the % cards to move have no row', _table,
                cardinality(_card_ids) - _moved, cardinality(_card_ids);
        END IF;
    END IF;
    IF cardinality(_seats) > 0 THEN
        UPDATE seats SET score = v.score, resigned = v.resigned, turns = v.turns,
            awaited = v.awaited, team = v.team
        FROM unnest(_seats, _scores, _resigned, _turns, _awaited, _teams)
            AS v(seat, score, resigned, turns, awaited, team)
        WHERE seats.table_id = _table AND seats.seat = v.seat;
    END IF;
    IF cardinality(_gone_sub_cards) > 0 THEN
        DELETE FROM submissions USING unnest(_gone_sub_rounds, _gone_sub_cards) AS g(round, card_id)
        WHERE submissions.table_id = _table AND submissions.round = g.round
            AND submissions.card_id = g.card_id;
    END IF;
    IF cardinality(_sub_cards) > 0 THEN
        INSERT INTO submissions (table_id, round, seat, card_id, ord, position)
        SELECT _table, * FROM unnest(_sub_rounds, _sub_seats, _sub_cards, _sub_ords, _sub_positions)
        ON CONFLICT (table_id, round, card_id) DO UPDATE
        SET seat = excluded.seat, ord = excluded.ord, position = excluded.position;
    END IF;
    IF cardinality(_gone_vote_voters) > 0 THEN
        DELETE FROM votes
        USING unnest(_gone_vote_rounds, _gone_vote_voters, _gone_vote_markers) AS g(round, voter, marker)
        WHERE votes.table_id = _table AND votes.round = g.round AND votes.voter = g.voter
            AND votes.marker = g.marker;
    END IF;
    IF cardinality(_vote_voters) > 0 THEN
        INSERT INTO votes (table_id, round, voter, marker, position, ord)
        SELECT _table, * FROM unnest(_vote_rounds, _vote_voters, _vote_markers, _vote_positions, _vote_ords)
        ON CONFLICT (table_id, round, voter, marker) DO UPDATE
        SET position = excluded.position, ord = excluded.ord;
    END IF;
    IF cardinality(_scored_rounds) > 0 THEN
        INSERT INTO rounds (table_id, round, storyteller, clue, storyteller_position, note)
        SELECT _table, * FROM unnest(_scored_rounds, _scored_storytellers, _scored_clues, _scored_positions,
            _scored_notes);
        INSERT INTO round_points (table_id, round, seat, points)
        SELECT _table, * FROM unnest(_point_rounds, _point_seats, _points);
    END IF;
    IF cardinality(_notice_accounts) > 0 THEN
        -- A notice to an account with no device to push to is handed over at once.
        INSERT INTO notices (account_id, table_id, kind, step, pushed_at)
        SELECT n.account_id, _table, n.kind, n.step,
            CASE WHEN EXISTS (SELECT 1 FROM push_subscriptions p WHERE p.account_id = n.account_id)
                THEN NULL ELSE now() END
        FROM unnest(_notice_accounts, _notice_kinds, _notice_steps) AS n(account_id, kind, step)
        ON CONFLICT DO NOTHING;
    END IF;
    IF cardinality(_event_kinds) > 0 THEN
        INSERT INTO table_events (table_id, seat, kind, data)
        SELECT _table, _by, e.kind, e.data
        FROM unnest(_event_kinds, _event_data) WITH ORDINALITY AS e(kind, data, n)
        ORDER BY e.n;
    END IF;
    RETURN NEXT _row;
END;
$$ LANGUAGE plpgsql;

-- The steps of several tables, each decided on the version `_expected` holds for its table, in
-- one statement: a table's row, and every other row of its step, is written only when the
-- table is still at that version. Each list of rows comes with the list of their tables
-- (`_card_tables` for `_card_ids`, …). One step a table; none deals a game (the deal's rows
-- are inserted by `write_step`). The caller sorts the steps by table, so that the rows of the
-- tables are locked in the order of their ids by every batch. Returns the rows of the tables
-- written.
CREATE OR REPLACE FUNCTION write_steps(
    _tables BIGINT[], _expected BIGINT[], _status TEXT[], _phase TEXT[], _round INT[],
    _storyteller INT[], _clue TEXT[], _note TEXT[], _deadline TIMESTAMPTZ[],
    _finishes BOOLEAN[],
    _card_tables BIGINT[], _card_ids BIGINT[], _card_places TEXT[], _card_seats INT[],
    _card_ords INT[],
    _seat_tables BIGINT[], _seats INT[], _scores INT[], _resigned BOOLEAN[], _turns INT[],
    _awaited BOOLEAN[], _teams INT[],
    _gone_sub_tables BIGINT[], _gone_sub_rounds INT[], _gone_sub_cards BIGINT[],
    _sub_tables BIGINT[], _sub_rounds INT[], _sub_seats INT[], _sub_cards BIGINT[],
    _sub_ords INT[], _sub_positions INT[],
    _gone_vote_tables BIGINT[], _gone_vote_rounds INT[], _gone_vote_voters INT[],
    _gone_vote_markers TEXT[],
    _vote_tables BIGINT[], _vote_rounds INT[], _vote_voters INT[], _vote_markers TEXT[],
    _vote_positions INT[], _vote_ords INT[],
    _scored_tables BIGINT[], _scored_rounds INT[], _scored_storytellers INT[],
    _scored_clues TEXT[], _scored_positions INT[], _scored_notes TEXT[],
    _point_tables BIGINT[], _point_rounds INT[], _point_seats INT[], _points INT[],
    _notice_tables BIGINT[], _notice_accounts BIGINT[], _notice_kinds TEXT[],
    _notice_steps TEXT[],
    _event_tables BIGINT[], _event_seats INT[], _event_kinds TEXT[], _event_data JSONB[]
) RETURNS SETOF tables
SET plan_cache_mode = force_generic_plan
SET fabula.announce = 'after_commit'
AS $$
DECLARE
    _row tables;
    _done BIGINT[] := '{}';
    _moved INT;
BEGIN
    -- The tables' rows first, in the order of the lists (the caller's: by id): each update
    -- locks its row, and writes nothing when the table has moved on.
    FOR _row IN
        UPDATE tables t SET status = v.status, phase = v.phase, round = v.round,
            storyteller = v.storyteller, clue = v.clue, note = v.note, deadline = v.deadline,
            finished_at = CASE WHEN v.finishes THEN now() ELSE t.finished_at END,
            version = t.version + 1
        FROM unnest(_tables, _expected, _status, _phase, _round, _storyteller, _clue, _note,
            _deadline, _finishes)
            AS v(id, expected, status, phase, round, storyteller, clue, note, deadline, finishes)
        WHERE t.id = v.id AND t.version = v.expected
        RETURNING t.*
    LOOP
        _done := _done || _row.id;
        RETURN NEXT _row;
    END LOOP;
    IF cardinality(_done) = 0 THEN
        RETURN;
    END IF;
    IF cardinality(_card_ids) > 0 THEN
        UPDATE table_cards c SET place = v.place, seat = v.seat, ord = v.ord
        FROM unnest(_card_tables, _card_ids, _card_places, _card_seats, _card_ords)
            AS v(table_id, card_id, place, seat, ord)
        WHERE c.table_id = v.table_id AND c.card_id = v.card_id AND v.table_id = ANY(_done);
        GET DIAGNOSTICS _moved = ROW_COUNT;
        IF _moved <> (SELECT count(*) FROM unnest(_card_tables) AS t(id) WHERE t.id = ANY(_done))
        THEN
            RAISE EXCEPTION 'tables %: some of the cards to move have no row', _done;
        END IF;
    END IF;
    IF cardinality(_seats) > 0 THEN
        UPDATE seats SET score = v.score, resigned = v.resigned, turns = v.turns,
            awaited = v.awaited, team = v.team
        FROM unnest(_seat_tables, _seats, _scores, _resigned, _turns, _awaited, _teams)
            AS v(table_id, seat, score, resigned, turns, awaited, team)
        WHERE seats.table_id = v.table_id AND seats.seat = v.seat AND v.table_id = ANY(_done);
    END IF;
    IF cardinality(_gone_sub_cards) > 0 THEN
        DELETE FROM submissions
        USING unnest(_gone_sub_tables, _gone_sub_rounds, _gone_sub_cards) AS g(table_id, round, card_id)
        WHERE submissions.table_id = g.table_id AND submissions.round = g.round
            AND submissions.card_id = g.card_id AND g.table_id = ANY(_done);
    END IF;
    IF cardinality(_sub_cards) > 0 THEN
        INSERT INTO submissions (table_id, round, seat, card_id, ord, position)
        SELECT * FROM unnest(_sub_tables, _sub_rounds, _sub_seats, _sub_cards, _sub_ords,
            _sub_positions) AS s(table_id, round, seat, card_id, ord, position)
        WHERE s.table_id = ANY(_done)
        ON CONFLICT (table_id, round, card_id) DO UPDATE
        SET seat = excluded.seat, ord = excluded.ord, position = excluded.position;
    END IF;
    IF cardinality(_gone_vote_voters) > 0 THEN
        DELETE FROM votes
        USING unnest(_gone_vote_tables, _gone_vote_rounds, _gone_vote_voters, _gone_vote_markers)
            AS g(table_id, round, voter, marker)
        WHERE votes.table_id = g.table_id AND votes.round = g.round AND votes.voter = g.voter
            AND votes.marker = g.marker AND g.table_id = ANY(_done);
    END IF;
    IF cardinality(_vote_voters) > 0 THEN
        INSERT INTO votes (table_id, round, voter, marker, position, ord)
        SELECT * FROM unnest(_vote_tables, _vote_rounds, _vote_voters, _vote_markers,
            _vote_positions, _vote_ords) AS v(table_id, round, voter, marker, position, ord)
        WHERE v.table_id = ANY(_done)
        ON CONFLICT (table_id, round, voter, marker) DO UPDATE
        SET position = excluded.position, ord = excluded.ord;
    END IF;
    IF cardinality(_scored_rounds) > 0 THEN
        INSERT INTO rounds (table_id, round, storyteller, clue, storyteller_position, note)
        SELECT * FROM unnest(_scored_tables, _scored_rounds, _scored_storytellers, _scored_clues,
            _scored_positions, _scored_notes)
            AS r(table_id, round, storyteller, clue, storyteller_position, note)
        WHERE r.table_id = ANY(_done);
        INSERT INTO round_points (table_id, round, seat, points)
        SELECT * FROM unnest(_point_tables, _point_rounds, _point_seats, _points)
            AS p(table_id, round, seat, points)
        WHERE p.table_id = ANY(_done);
    END IF;
    IF cardinality(_notice_accounts) > 0 THEN
        -- A notice to an account with no device to push to is handed over at once.
        INSERT INTO notices (account_id, table_id, kind, step, pushed_at)
        SELECT n.account_id, n.table_id, n.kind, n.step,
            CASE WHEN EXISTS (SELECT 1 FROM push_subscriptions p WHERE p.account_id = n.account_id)
                THEN NULL ELSE now() END
        FROM unnest(_notice_tables, _notice_accounts, _notice_kinds, _notice_steps)
            AS n(table_id, account_id, kind, step)
        WHERE n.table_id = ANY(_done)
        ON CONFLICT DO NOTHING;
    END IF;
    IF cardinality(_event_kinds) > 0 THEN
        INSERT INTO table_events (table_id, seat, kind, data)
        SELECT e.table_id, e.seat, e.kind, e.data
        FROM unnest(_event_tables, _event_seats, _event_kinds, _event_data) WITH ORDINALITY
            AS e(table_id, seat, kind, data, n)
        WHERE e.table_id = ANY(_done)
        ORDER BY e.n;
    END IF;
END;
$$ LANGUAGE plpgsql;
