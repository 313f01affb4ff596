-- A move writes less, and less often twice:
-- - `seats_account_idx` no longer holds `awaited`, which most moves change: a seat's update
--   then touches no index and stays on its page (a HOT update), where the fill factors below
--   leave room for it, as for the cards' places and the table's own row.
-- - A notice to an account with no device to push to is written as handed to the pushes
--   already, instead of being written a second time to say so.
-- - The webhooks' deliveries are queued once per statement that writes notices, not once per
--   notice at the commit; `write_step` moves the table's version on before it writes its
--   notices, so the version a delivery records is still the step's own. That update also
--   takes the row's lock and checks the version the step was decided on, in one statement.
DROP INDEX seats_account_idx;
CREATE INDEX seats_account_idx ON seats (account_id);
ALTER TABLE seats SET (fillfactor = 80);
ALTER TABLE table_cards SET (fillfactor = 80);
ALTER TABLE tables SET (fillfactor = 80);

DROP TRIGGER notices_to_webhooks ON notices;
CREATE OR REPLACE FUNCTION queue_webhook_deliveries() RETURNS trigger AS $$
BEGIN
    INSERT INTO webhook_deliveries (webhook_id, notice_id, version)
    SELECT w.id, n.id, t.version
    FROM new_notices n
    JOIN webhooks w ON w.account_id = n.account_id AND w.disabled_at IS NULL
    JOIN tables t ON t.id = n.table_id
    ON CONFLICT DO NOTHING;
    RETURN NULL;
END;
$$ LANGUAGE plpgsql;
CREATE TRIGGER notices_to_webhooks
    AFTER INSERT ON notices
    REFERENCING NEW TABLE AS new_notices
    FOR EACH STATEMENT EXECUTE FUNCTION queue_webhook_deliveries();

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
AS $$
DECLARE
    _row tables;
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
    IF cardinality(_card_ids) > 0 THEN
        INSERT INTO table_cards (table_id, card_id, place, seat, ord)
        SELECT _table, * FROM unnest(_card_ids, _card_places, _card_seats, _card_ords)
        ON CONFLICT (table_id, card_id) DO UPDATE
        SET place = excluded.place, seat = excluded.seat, ord = excluded.ord;
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
