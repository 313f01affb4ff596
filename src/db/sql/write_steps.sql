-- `write_steps`: every write of the steps of a game, one step or the steps of several tables
-- at once, in one call (src/store/step.rs): a move is one round trip, and the moves decided on
-- tables kept in memory that arrive together share it (`state::Steps`). This file is the
-- function's one source: it is installed with `CREATE OR REPLACE` after the migrations, in
-- their transaction and under their lock, at every start (`db::run_migrations`). The
-- migrations that once defined `write_step`, the function of one step it replaced, keep their
-- history only.
--
-- It takes one array per column (an empty array writes nothing) and is called with named
-- arguments; tests/it/migrations.rs checks the names and types step.rs binds against
-- `pg_proc`. Changing the argument list makes a second function beside the old one: add a
-- migration that drops the old one (`DROP FUNCTION write_steps(<old types>)`).
--
-- The steps of one or several tables, in one statement. A step decided on a known version
-- of its table (`_expected`) is written, its table's row and every other row of it, only when
-- the table is still at that version; a step whose caller locked the table's row first has
-- none (NULL). Each list of rows comes with the list of their tables (`_card_tables` for
-- `_card_ids`, …). One step a table. The caller sorts the steps by table, so that the rows of
-- the tables are locked in the order of their ids by every call. Returns the rows of the
-- tables written, each with its new version.
CREATE OR REPLACE FUNCTION write_steps(
    _tables BIGINT[], _expected BIGINT[], _status TEXT[], _phase TEXT[], _round INT[],
    _storyteller INT[], _clue TEXT[], _note TEXT[], _deadline TIMESTAMPTZ[],
    _starts BOOLEAN[], _finishes BOOLEAN[],
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
-- Its statements keep one plan each: a plan made for each call's own arrays would cost more
-- to make than it saves.
SET plan_cache_mode = force_generic_plan
-- Its steps are announced by their process after the commit (migration
-- `steps_announced_after_commit`): the version trigger stays quiet for it.
SET fabula.announce = 'after_commit'
AS $$
DECLARE
    _row tables;
    _done BIGINT[] := '{}';
    _dealt BIGINT[];
    _moved INT;
BEGIN
    -- The tables' rows first, in the order of the lists (the caller's: by id): each update
    -- locks its row (its caller may have locked it already), and writes nothing when the
    -- table has moved on from the version its step was decided on. What follows (the
    -- notices' webhooks) reads the new versions.
    FOR _row IN
        UPDATE tables t SET status = v.status, phase = v.phase, round = v.round,
            storyteller = v.storyteller, clue = v.clue, note = v.note, deadline = v.deadline,
            started_at = CASE WHEN v.starts THEN now() ELSE t.started_at END,
            finished_at = CASE WHEN v.finishes THEN now() ELSE t.finished_at END,
            version = t.version + 1
        FROM unnest(_tables, _expected, _status, _phase, _round, _storyteller, _clue, _note,
            _deadline, _starts, _finishes)
            AS v(id, expected, status, phase, round, storyteller, clue, note, deadline, starts,
                finishes)
        WHERE t.id = v.id AND (v.expected IS NULL OR t.version = v.expected)
        RETURNING t.*
    LOOP
        _done := _done || _row.id;
        RETURN NEXT _row;
    END LOOP;
    IF cardinality(_done) = 0 THEN
        RETURN;
    END IF;
    -- Every card of a game has its row from the deal on: the deal inserts them all, and each
    -- later step updates the ones that moved (an upsert would lock each row it finds with a
    -- WAL record of its own first). A row that is not there is a mistake, never silently
    -- skipped.
    IF cardinality(_card_ids) > 0 THEN
        _dealt := ARRAY(SELECT v.id FROM unnest(_tables, _starts) AS v(id, starts)
            WHERE v.starts AND v.id = ANY(_done));
        IF cardinality(_dealt) > 0 THEN
            INSERT INTO table_cards (table_id, card_id, place, seat, ord)
            SELECT * FROM unnest(_card_tables, _card_ids, _card_places, _card_seats, _card_ords)
                AS v(table_id, card_id, place, seat, ord)
            WHERE v.table_id = ANY(_dealt);
        END IF;
        UPDATE table_cards c SET place = v.place, seat = v.seat, ord = v.ord
        FROM unnest(_card_tables, _card_ids, _card_places, _card_seats, _card_ords)
            AS v(table_id, card_id, place, seat, ord)
        WHERE c.table_id = v.table_id AND c.card_id = v.card_id AND v.table_id = ANY(_done)
            AND NOT v.table_id = ANY(_dealt);
        GET DIAGNOSTICS _moved = ROW_COUNT;
        IF _moved <> (SELECT count(*) FROM unnest(_card_tables) AS t(id)
            WHERE t.id = ANY(_done) AND NOT t.id = ANY(_dealt))
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
