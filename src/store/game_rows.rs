//! The game of a started table as normalised rows: load a game, and persist exactly what a
//! move changed.
//!
//! Where the game's state lives:
//! - `tables`: phase, round, storyteller, clue (and the table's own status and options);
//! - `seats`: score, resigned, turns;
//! - `table_cards`: every card's place (draw, discard, a seat's hand, or in play) and order;
//! - `submissions` and `votes` of the round being played: the rows of `tables.round` while
//!   that round has no `rounds` row;
//! - `rounds`, `round_points`, and the submissions and votes of scored rounds: the history,
//!   from which the last round's reveal is read back.

use std::collections::{BTreeMap, HashMap};

use diesel::pg::Pg;
use diesel::prelude::*;
use diesel::query_builder::{AstPass, QueryFragment, QueryId};
use diesel::result::Error;

use crate::db::schema::{accounts, round_points, rounds, seats, submissions, table_cards, votes};
use crate::game::{
    explain, CardId, Game, Marker, RevealedCard, RoundResult, Seat, SeatPoints, SeatState,
    Submission, Vote,
};
use crate::ids::TableId;

use super::enums::CardPlace;
use super::tables::{SeatInfo, TableRow};

/// Where one card is: (place, seat, order).
type Place = (CardPlace, Option<i32>, i32);

/// Where every card of the game that is not in a hand is, sorted by card (a move compares two
/// of these: a sorted list is quicker to build and to read than a map of the same 84 or so
/// cards). A pile's order is the card's index in it (the top of a pile is its last card, so
/// drawing and discarding leave the others' order as it is).
fn card_places(game: &Game) -> Vec<(CardId, Place)> {
    let mut places =
        Vec::with_capacity(game.draw_pile.len() + game.discard_pile.len() + game.submissions.len());
    for (i, &card) in game.draw_pile.iter().enumerate() {
        places.push((card, (CardPlace::Draw, None, i as i32)));
    }
    for (i, &card) in game.discard_pile.iter().enumerate() {
        places.push((card, (CardPlace::Discard, None, i as i32)));
    }
    for (i, sub) in game.submissions.iter().enumerate() {
        places.push((sub.card, (CardPlace::Play, Some(sub.seat as i32), i as i32)));
    }
    places.sort_unstable_by_key(|(card, _)| *card);
    places
}

/// How many order numbers each version of a table may give to the cards of one hand: more than
/// any hand holds.
const HAND_ORDS_PER_VERSION: i32 = 64;

/// The order numbers of a hand's cards. A card keeps its number as long as it stays in the
/// hand, so playing a card rewrites no other card of the hand. The rules only take cards out
/// of a hand and add new ones at its end; a card that joins the hand at `version` is numbered
/// from `version * HAND_ORDS_PER_VERSION` on, above every number given at an earlier version.
/// A hand that changed in any other way is numbered afresh from 0 (below any number given
/// since), and so is one whose numbers would not fit.
///
/// Returns the cards to write with their numbers, in hand order.
fn hand_ords(before: &[CardId], after: &[CardId], version: i64) -> Vec<(CardId, i32)> {
    if before == after {
        return Vec::new();
    }
    // The cards that stayed, in the order they had: the hand only grew at its end when they
    // begin it (the cards after them are then all new to it).
    let stayed = before.iter().filter(|c| after.contains(c));
    let kept = stayed.clone().count();
    let appended = stayed.eq(&after[..kept]);
    let added = &after[kept..];
    let base = i32::try_from(version)
        .ok()
        .and_then(|v| v.checked_mul(HAND_ORDS_PER_VERSION))
        .filter(|_| added.len() <= HAND_ORDS_PER_VERSION as usize);
    match base {
        Some(base) if appended => added.iter().copied().zip(base..).collect(),
        _ => after.iter().copied().zip(0..).collect(),
    }
}

/// A submission row of the round being played: (seat, order, board position).
type SubmissionRow = (i32, i32, Option<i32>);

fn submission_rows(game: &Game) -> BTreeMap<CardId, SubmissionRow> {
    game.submissions
        .iter()
        .enumerate()
        .map(|(i, sub)| {
            let position = game
                .board
                .iter()
                .position(|&c| c == sub.card)
                .map(|p| p as i32 + 1);
            (sub.card, (sub.seat as i32, i as i32, position))
        })
        .collect()
}

/// A vote row of the round being played, keyed by (voter, marker): (position, order).
type VoteKey = (i32, Marker);

fn vote_rows(game: &Game) -> BTreeMap<VoteKey, (i32, i32)> {
    game.votes
        .iter()
        .enumerate()
        .map(|(i, v)| ((v.voter as i32, v.marker), (v.position as i32, i as i32)))
        .collect()
}

/// A seat's lasting state in the game.
#[derive(Queryable, Selectable)]
#[diesel(table_name = seats, check_for_backend(Pg))]
pub(super) struct SeatStateRow {
    score: i32,
    resigned: bool,
    turns: i32,
}

/// Where one card of the table is; `table_cards.ord` orders each pile and hand.
#[derive(Queryable, Selectable)]
#[diesel(table_name = table_cards, check_for_backend(Pg))]
struct CardRow {
    card_id: i64,
    place: CardPlace,
    seat: Option<i32>,
}

/// A card put in play in a round, by whom, and (once the board is laid out) where.
#[derive(Queryable, Selectable)]
#[diesel(table_name = submissions, check_for_backend(Pg))]
struct PlayedCard {
    seat: i32,
    card_id: i64,
    position: Option<i32>,
}

/// A vote of a round: one voter's marker on a board position.
#[derive(Queryable, Selectable)]
#[diesel(table_name = votes, check_for_backend(Pg))]
struct CastVote {
    voter: i32,
    marker: Marker,
    position: i32,
}

/// A scored round's own row.
#[derive(Queryable, Selectable)]
#[diesel(table_name = rounds, check_for_backend(Pg))]
struct RoundRow {
    storyteller: i32,
    clue: String,
    storyteller_position: Option<i32>,
    note: Option<String>,
}

/// What one seat scored in a round.
#[derive(Queryable, Selectable)]
#[diesel(table_name = round_points, check_for_backend(Pg))]
struct PointsRow {
    seat: i32,
    points: i32,
}

/// A round of a table: (table, round number).
type RoundKey = (TableId, i32);

/// Rows read for many tables at once, in the order each table's rows were read, grouped by
/// the key `key` gives each row.
fn grouped<K: std::hash::Hash + Eq, T>(rows: Vec<(K, T)>) -> HashMap<K, Vec<T>> {
    let mut groups: HashMap<K, Vec<T>> = HashMap::new();
    for (key, row) in rows {
        groups.entry(key).or_default().push(row);
    }
    groups
}

/// The rows of the rounds `wanted` (each a table's round): their cards put in play, their
/// votes and, for the scored ones, the round's own row and its points. Four statements
/// whatever the number of tables; `scored` says which of `wanted` need the last two.
struct RoundRows {
    played: HashMap<RoundKey, Vec<PlayedCard>>,
    cast: HashMap<RoundKey, Vec<CastVote>>,
    heads: HashMap<RoundKey, RoundRow>,
    points: HashMap<RoundKey, Vec<PointsRow>>,
}

/// `(table_id, round) IN (SELECT * FROM unnest($1, $2))` on a table's two columns: the rows
/// of exactly the rounds `keys` names. The statement's text depends only on the columns, so
/// each connection prepares it once, as it does the other statements of a table's read.
#[derive(QueryId)]
struct InRounds<T, R> {
    table_id: T,
    round: R,
    tables: Vec<i64>,
    rounds: Vec<i32>,
}

fn in_rounds<T, R>(table_id: T, round: R, keys: &[RoundKey]) -> InRounds<T, R> {
    let (tables, rounds) = keys.iter().map(|(t, r)| (t.0, *r)).unzip();
    InRounds {
        table_id,
        round,
        tables,
        rounds,
    }
}

impl<T, R> Expression for InRounds<T, R> {
    type SqlType = diesel::sql_types::Bool;
}

impl<T, R, QS> AppearsOnTable<QS> for InRounds<T, R>
where
    T: AppearsOnTable<QS>,
    R: AppearsOnTable<QS>,
{
}

impl<T, R> diesel::expression::ValidGrouping<()> for InRounds<T, R> {
    type IsAggregate = diesel::expression::is_aggregate::Never;
}

impl<T, R> QueryFragment<Pg> for InRounds<T, R>
where
    T: QueryFragment<Pg>,
    R: QueryFragment<Pg>,
{
    fn walk_ast<'b>(&'b self, mut out: AstPass<'_, 'b, Pg>) -> QueryResult<()> {
        use diesel::sql_types::{Array, BigInt, Integer};
        out.push_sql("(");
        self.table_id.walk_ast(out.reborrow())?;
        out.push_sql(", ");
        self.round.walk_ast(out.reborrow())?;
        out.push_sql(") IN (SELECT * FROM unnest(");
        out.push_bind_param::<Array<BigInt>, _>(&self.tables)?;
        out.push_sql(", ");
        out.push_bind_param::<Array<Integer>, _>(&self.rounds)?;
        out.push_sql("))");
        Ok(())
    }
}

impl RoundRows {
    fn read(
        conn: &mut PgConnection,
        wanted: &[RoundKey],
        scored: &[RoundKey],
    ) -> QueryResult<RoundRows> {
        let mut rows = RoundRows {
            played: HashMap::new(),
            cast: HashMap::new(),
            heads: HashMap::new(),
            points: HashMap::new(),
        };
        if !wanted.is_empty() {
            let played: Vec<(TableId, i32, PlayedCard)> = submissions::table
                .filter(in_rounds(submissions::table_id, submissions::round, wanted))
                .select((
                    submissions::table_id,
                    submissions::round,
                    PlayedCard::as_select(),
                ))
                .order((submissions::table_id, submissions::round, submissions::ord))
                .load(conn)?;
            rows.played = grouped(played.into_iter().map(|(t, r, p)| ((t, r), p)).collect());
            let cast: Vec<(TableId, i32, CastVote)> = votes::table
                .filter(in_rounds(votes::table_id, votes::round, wanted))
                .select((votes::table_id, votes::round, CastVote::as_select()))
                .order((votes::table_id, votes::round, votes::ord))
                .load(conn)?;
            rows.cast = grouped(cast.into_iter().map(|(t, r, v)| ((t, r), v)).collect());
        }
        if !scored.is_empty() {
            let heads: Vec<(TableId, i32, RoundRow)> = rounds::table
                .filter(in_rounds(rounds::table_id, rounds::round, scored))
                .select((rounds::table_id, rounds::round, RoundRow::as_select()))
                .load(conn)?;
            rows.heads = heads.into_iter().map(|(t, r, h)| ((t, r), h)).collect();
            let points: Vec<(TableId, i32, PointsRow)> = round_points::table
                .filter(in_rounds(
                    round_points::table_id,
                    round_points::round,
                    scored,
                ))
                .select((
                    round_points::table_id,
                    round_points::round,
                    PointsRow::as_select(),
                ))
                .order((
                    round_points::table_id,
                    round_points::round,
                    round_points::seat,
                ))
                .load(conn)?;
            rows.points = grouped(points.into_iter().map(|(t, r, p)| ((t, r), p)).collect());
        }
        Ok(rows)
    }

    /// The cards put in play in a round and its votes, each in the order they came in.
    fn plays(&mut self, key: RoundKey) -> (Vec<PlayedCard>, Vec<CastVote>) {
        (
            self.played.remove(&key).unwrap_or_default(),
            self.cast.remove(&key).unwrap_or_default(),
        )
    }

    /// A scored round as revealed to everyone, each seat's points explained by the scoring
    /// of the table's ruleset (`None`: the round has no row).
    fn result(&mut self, row: &TableRow, number: i32) -> Option<RoundResult> {
        let key = (row.id, number);
        let head = self.heads.remove(&key)?;
        let (played, cast) = self.plays(key);
        let points = self.points.remove(&key).unwrap_or_default();
        let mut board: Vec<RevealedCard> = played
            .iter()
            .filter_map(|p| {
                let position = p.position? as usize;
                let on_it = || cast.iter().filter(move |v| v.position as usize == position);
                let mut voters: Vec<Seat> = on_it()
                    .filter(|v| v.marker != Marker::Red)
                    .map(|v| v.voter as Seat)
                    .collect();
                voters.sort_unstable();
                Some(RevealedCard {
                    position,
                    card: CardId(p.card_id).into(),
                    owner: p.seat as Seat,
                    voters,
                    red: on_it().any(|v| v.marker == Marker::Red),
                })
            })
            .collect();
        board.sort_by_key(|c| c.position);
        let mut result = RoundResult {
            round: number as u32,
            storyteller: head.storyteller as Seat,
            clue: head.clue,
            note: head.note,
            storyteller_position: head.storyteller_position.map(|p| p as usize),
            board,
            points: points
                .into_iter()
                .map(|p| SeatPoints {
                    seat: p.seat as Seat,
                    points: p.points as u32,
                    parts: Vec::new(),
                })
                .collect(),
        };
        let mut parts = explain(row.ruleset, row.options, result.points.len(), &result);
        for line in &mut result.points {
            if let Some(seat_parts) = parts.get_mut(line.seat) {
                line.parts = std::mem::take(seat_parts);
            }
        }
        Some(result)
    }
}

/// The seats of tables, each with its state in the game (as it stands before the start at an
/// open table), in seat order: one read for all of them.
pub(super) fn seats_in_game(
    conn: &mut PgConnection,
    table_ids: &[TableId],
) -> QueryResult<HashMap<TableId, Vec<(SeatInfo, SeatStateRow)>>> {
    let rows: Vec<(TableId, SeatInfo, SeatStateRow)> = seats::table
        .inner_join(accounts::table)
        .filter(seats::table_id.eq_any(table_ids))
        .select((
            seats::table_id,
            SeatInfo::as_select(),
            SeatStateRow::as_select(),
        ))
        .order((seats::table_id, seats::seat))
        .load(conn)?;
    Ok(grouped(
        rows.into_iter()
            .map(|(table, info, state)| (table, (info, state)))
            .collect(),
    ))
}

/// Reads started tables' games back from their rows, with their seats' states
/// ([`seats_in_game`]): a few statements for all of them. The games come in the order of
/// `started`.
pub(super) fn load_games(
    conn: &mut PgConnection,
    started: Vec<(&TableRow, Vec<SeatStateRow>)>,
) -> QueryResult<Vec<Game>> {
    if started.is_empty() {
        return Ok(Vec::new());
    }
    let ids: Vec<TableId> = started.iter().map(|(row, _)| row.id).collect();
    let cards: Vec<(TableId, CardRow)> = table_cards::table
        .filter(table_cards::table_id.eq_any(&ids))
        .select((table_cards::table_id, CardRow::as_select()))
        .order((
            table_cards::table_id,
            table_cards::place,
            table_cards::seat,
            table_cards::ord,
        ))
        .load(conn)?;
    let mut cards = grouped(cards);
    // Each table's last scored round; its current one is scored when it is that one (a round
    // is scored at its own number, and the table's round only moves on after it).
    let last: HashMap<TableId, Option<i32>> = rounds::table
        .filter(rounds::table_id.eq_any(&ids))
        .group_by(rounds::table_id)
        .select((rounds::table_id, diesel::dsl::max(rounds::round)))
        .load::<(TableId, Option<i32>)>(conn)?
        .into_iter()
        .collect();
    let last_of = |row: &TableRow| last.get(&row.id).copied().flatten();
    let scored: Vec<RoundKey> = started
        .iter()
        .filter_map(|(row, _)| Some((row.id, last_of(row)?)))
        .collect();
    let wanted: Vec<RoundKey> = started
        .iter()
        .filter(|(row, _)| last_of(row) != Some(row.round))
        .map(|(row, _)| (row.id, row.round))
        .chain(scored.iter().copied())
        .collect();
    let mut rounds = RoundRows::read(conn, &wanted, &scored)?;
    started
        .into_iter()
        .map(|(row, states)| {
            let cards = cards.remove(&row.id).unwrap_or_default();
            build_game(row, states, cards, last_of(row), &mut rounds)
        })
        .collect()
}

/// A started table's game from its rows: its seats' states, its cards (in place, seat and
/// order), its last scored round and the rows of its rounds.
fn build_game(
    row: &TableRow,
    seat_rows: Vec<SeatStateRow>,
    cards: Vec<CardRow>,
    last: Option<i32>,
    rounds: &mut RoundRows,
) -> QueryResult<Game> {
    // A CHECK of `tables` holds it: a table is open exactly when it has no phase.
    let phase = row
        .phase
        .ok_or_else(|| Error::DeserializationError("a started table without a phase".into()))?;
    let mut seat_states: Vec<SeatState> = seat_rows
        .into_iter()
        .map(|row| SeatState {
            score: row.score as u32,
            resigned: row.resigned,
            turns: row.turns as u32,
            hand: Vec::new(),
        })
        .collect();

    let mut draw_pile = Vec::new();
    let mut discard_pile = Vec::new();
    for row in cards {
        let card = CardId(row.card_id);
        match (row.place, row.seat) {
            (CardPlace::Draw, _) => draw_pile.push(card),
            (CardPlace::Discard, _) => discard_pile.push(card),
            (CardPlace::Hand, Some(seat)) => {
                if let Some(state) = seat_states.get_mut(seat as usize) {
                    state.hand.push(card);
                }
            }
            // Cards in play are read from the round's submissions below.
            _ => {}
        }
    }
    // The table is kept in memory (`state::TableCache`) as read here: without the room the
    // pushes left over (a draw pile of 84 cards in room for 128).
    draw_pile.shrink_to_fit();
    discard_pile.shrink_to_fit();
    for state in &mut seat_states {
        state.hand.shrink_to_fit();
    }

    let round = row.round;
    let (submissions_now, board, votes_now) = if last == Some(round) {
        (Vec::new(), Vec::new(), Vec::new())
    } else {
        let (played, cast) = rounds.plays((row.id, round));
        let mut board: Vec<(i32, CardId)> = played
            .iter()
            .filter_map(|p| p.position.map(|position| (position, CardId(p.card_id))))
            .collect();
        board.sort_unstable();
        (
            played
                .iter()
                .map(|p| Submission {
                    seat: p.seat as Seat,
                    card: CardId(p.card_id),
                })
                .collect(),
            board.into_iter().map(|(_, card)| card).collect(),
            cast.into_iter()
                .map(|v| Vote {
                    voter: v.voter as Seat,
                    position: v.position as usize,
                    marker: v.marker,
                })
                .collect(),
        )
    };

    Ok(Game {
        ruleset: row.ruleset,
        options: row.options,
        phase,
        round: round as u32,
        storyteller: row.storyteller.map(|s| s as Seat),
        clue: row.clue.clone(),
        note: row.note.clone(),
        seats: seat_states,
        draw_pile,
        discard_pile,
        submissions: submissions_now,
        board,
        votes: votes_now,
        last_round: last.and_then(|number| rounds.result(row, number)),
    })
}

/// Every scored round of a table, oldest first.
pub fn scored_rounds(conn: &mut PgConnection, table_id: TableId) -> QueryResult<Vec<RoundResult>> {
    let Some(row) = super::tables::load_row(conn, table_id, false)? else {
        return Ok(Vec::new());
    };
    let keys: Vec<RoundKey> = rounds::table
        .filter(rounds::table_id.eq(table_id))
        .select((rounds::table_id, rounds::round))
        .order(rounds::round)
        .load(conn)?;
    let mut rounds = RoundRows::read(conn, &keys, &keys)?;
    Ok(keys
        .iter()
        .filter_map(|&(_, number)| rounds.result(&row, number))
        .collect())
}

/// The rows a step of the game changes, column by column (each list one column of the rows to
/// write), for `store::step` to write in one statement.
#[derive(Default)]
pub struct GameWrites {
    pub(super) cards: CardColumns,
    pub(super) seats: SeatColumns,
    pub(super) gone_submissions: SubmissionKeys,
    pub(super) submissions: SubmissionColumns,
    pub(super) gone_votes: VoteKeys,
    pub(super) votes: VoteColumns,
    pub(super) rounds: RoundColumns,
    pub(super) points: PointColumns,
}

/// `table_cards` rows to write: every card at the deal, then the cards a step moved (their rows
/// exist from the deal on, so `write_steps` updates them in place).
#[derive(Default)]
pub(super) struct CardColumns {
    pub card_id: Vec<i64>,
    pub place: Vec<CardPlace>,
    pub seat: Vec<Option<i32>>,
    pub ord: Vec<i32>,
}

/// The seats a step changed.
#[derive(Default)]
pub(super) struct SeatColumns {
    pub seat: Vec<i32>,
    pub score: Vec<i32>,
    pub resigned: Vec<bool>,
    pub turns: Vec<i32>,
    pub awaited: Vec<bool>,
    pub team: Vec<Option<i32>>,
}

/// Submissions to delete: (round, card).
#[derive(Default)]
pub(super) struct SubmissionKeys {
    pub round: Vec<i32>,
    pub card_id: Vec<i64>,
}

/// Submissions to insert or update.
#[derive(Default)]
pub(super) struct SubmissionColumns {
    pub round: Vec<i32>,
    pub seat: Vec<i32>,
    pub card_id: Vec<i64>,
    pub ord: Vec<i32>,
    pub position: Vec<Option<i32>>,
}

/// Votes to delete: (round, voter, marker).
#[derive(Default)]
pub(super) struct VoteKeys {
    pub round: Vec<i32>,
    pub voter: Vec<i32>,
    pub marker: Vec<Marker>,
}

/// Votes to insert or update.
#[derive(Default)]
pub(super) struct VoteColumns {
    pub round: Vec<i32>,
    pub voter: Vec<i32>,
    pub marker: Vec<Marker>,
    pub position: Vec<i32>,
    pub ord: Vec<i32>,
}

/// The round scored by this step, if one was: at most one row.
#[derive(Default)]
pub(super) struct RoundColumns {
    pub round: Vec<i32>,
    pub storyteller: Vec<i32>,
    pub clue: Vec<String>,
    pub storyteller_position: Vec<Option<i32>>,
    pub note: Vec<Option<String>>,
}

/// What each seat scored in the round scored by this step.
#[derive(Default)]
pub(super) struct PointColumns {
    pub round: Vec<i32>,
    pub seat: Vec<i32>,
    pub points: Vec<i32>,
}

/// The table of each row of a batch of [`GameWrites`], list by list (`store::step::write_many`).
#[derive(Default)]
pub(super) struct RowTables {
    pub cards: Vec<i64>,
    pub seats: Vec<i64>,
    pub gone_submissions: Vec<i64>,
    pub submissions: Vec<i64>,
    pub gone_votes: Vec<i64>,
    pub votes: Vec<i64>,
    pub rounds: Vec<i64>,
    pub points: Vec<i64>,
}

impl RowTables {
    /// Names `table` as the table of every row of `rows`.
    pub(super) fn add(&mut self, table: i64, rows: &GameWrites) {
        let each =
            |list: &mut Vec<i64>, count: usize| list.extend(std::iter::repeat_n(table, count));
        each(&mut self.cards, rows.cards.card_id.len());
        each(&mut self.seats, rows.seats.seat.len());
        each(
            &mut self.gone_submissions,
            rows.gone_submissions.card_id.len(),
        );
        each(&mut self.submissions, rows.submissions.card_id.len());
        each(&mut self.gone_votes, rows.gone_votes.voter.len());
        each(&mut self.votes, rows.votes.voter.len());
        each(&mut self.rounds, rows.rounds.round.len());
        each(&mut self.points, rows.points.seat.len());
    }

    /// Puts the tables of `other` after these, list by list.
    pub(super) fn append(&mut self, other: &RowTables) {
        self.cards.extend_from_slice(&other.cards);
        self.seats.extend_from_slice(&other.seats);
        self.gone_submissions
            .extend_from_slice(&other.gone_submissions);
        self.submissions.extend_from_slice(&other.submissions);
        self.gone_votes.extend_from_slice(&other.gone_votes);
        self.votes.extend_from_slice(&other.votes);
        self.rounds.extend_from_slice(&other.rounds);
        self.points.extend_from_slice(&other.points);
    }
}

impl GameWrites {
    /// Puts the rows of `other` after these, list by list.
    pub(super) fn append(&mut self, other: &GameWrites) {
        let GameWrites {
            cards,
            seats,
            gone_submissions,
            submissions,
            gone_votes,
            votes,
            rounds,
            points,
        } = other;
        self.cards.card_id.extend_from_slice(&cards.card_id);
        self.cards.place.extend_from_slice(&cards.place);
        self.cards.seat.extend_from_slice(&cards.seat);
        self.cards.ord.extend_from_slice(&cards.ord);
        self.seats.seat.extend_from_slice(&seats.seat);
        self.seats.score.extend_from_slice(&seats.score);
        self.seats.resigned.extend_from_slice(&seats.resigned);
        self.seats.turns.extend_from_slice(&seats.turns);
        self.seats.awaited.extend_from_slice(&seats.awaited);
        self.seats.team.extend_from_slice(&seats.team);
        self.gone_submissions
            .round
            .extend_from_slice(&gone_submissions.round);
        self.gone_submissions
            .card_id
            .extend_from_slice(&gone_submissions.card_id);
        self.submissions.round.extend_from_slice(&submissions.round);
        self.submissions.seat.extend_from_slice(&submissions.seat);
        self.submissions
            .card_id
            .extend_from_slice(&submissions.card_id);
        self.submissions.ord.extend_from_slice(&submissions.ord);
        self.submissions
            .position
            .extend_from_slice(&submissions.position);
        self.gone_votes.round.extend_from_slice(&gone_votes.round);
        self.gone_votes.voter.extend_from_slice(&gone_votes.voter);
        self.gone_votes.marker.extend_from_slice(&gone_votes.marker);
        self.votes.round.extend_from_slice(&votes.round);
        self.votes.voter.extend_from_slice(&votes.voter);
        self.votes.marker.extend_from_slice(&votes.marker);
        self.votes.position.extend_from_slice(&votes.position);
        self.votes.ord.extend_from_slice(&votes.ord);
        self.rounds.round.extend_from_slice(&rounds.round);
        self.rounds
            .storyteller
            .extend_from_slice(&rounds.storyteller);
        self.rounds.clue.extend_from_slice(&rounds.clue);
        self.rounds
            .storyteller_position
            .extend_from_slice(&rounds.storyteller_position);
        self.rounds.note.extend_from_slice(&rounds.note);
        self.points.round.extend_from_slice(&points.round);
        self.points.seat.extend_from_slice(&points.seat);
        self.points.points.extend_from_slice(&points.points);
    }

    fn submission(&mut self, round: i32, card: CardId, (seat, ord, position): SubmissionRow) {
        let s = &mut self.submissions;
        s.round.push(round);
        s.seat.push(seat);
        s.card_id.push(card.0);
        s.ord.push(ord);
        s.position.push(position);
    }

    fn vote(&mut self, round: i32, (voter, marker): VoteKey, (position, ord): (i32, i32)) {
        let v = &mut self.votes;
        v.round.push(round);
        v.voter.push(voter);
        v.marker.push(marker);
        v.position.push(position);
        v.ord.push(ord);
    }
}

/// What changed between `before` (`None`: the game has just been dealt) and `after`, as rows,
/// for the step that gives the table its `version`.
pub fn game_writes(before: Option<&Game>, after: &Game, version: i64) -> GameWrites {
    let mut writes = GameWrites::default();
    changed_cards(&mut writes, before, after, version);
    changed_seats(&mut writes, before, after);

    let scored_before = before.and_then(|g| g.last_round.as_ref()).map(|r| r.round);
    let newly_scored = after
        .last_round
        .as_ref()
        .filter(|r| Some(r.round) != scored_before);
    if let (Some(result), Some(before)) = (newly_scored, before) {
        scored_round(&mut writes, before, result);
    }
    let current_is_scored = newly_scored.is_some_and(|r| r.round == after.round);
    if !current_is_scored {
        // The rows of the round being played that are stored now: `before`'s, if it was
        // the same round and it did not end in between.
        let same_round = before.filter(|b| b.round == after.round && newly_scored.is_none());
        current_round(&mut writes, same_round, after);
    }
    writes
}

fn changed_cards(writes: &mut GameWrites, before: Option<&Game>, after: &Game, version: i64) {
    let old = before.map(card_places).unwrap_or_default();
    let c = &mut writes.cards;
    let mut write = |card: CardId, (place, seat, ord): Place| {
        c.card_id.push(card.0);
        c.place.push(place);
        c.seat.push(seat);
        c.ord.push(ord);
    };
    for (card, place) in card_places(after) {
        let was = old
            .binary_search_by_key(&card, |(c, _)| *c)
            .ok()
            .map(|i| &old[i].1);
        if was != Some(&place) {
            write(card, place);
        }
    }
    for (seat, state) in after.seats.iter().enumerate() {
        let held = before
            .and_then(|g| g.seats.get(seat))
            .map_or(&[][..], |s| &s.hand[..]);
        for (card, ord) in hand_ords(held, &state.hand, version) {
            write(card, (CardPlace::Hand, Some(seat as i32), ord));
        }
    }
}

fn changed_seats(writes: &mut GameWrites, before: Option<&Game>, after: &Game) {
    let awaited_before = before.map(|g| g.awaited()).unwrap_or_default();
    let awaited_after = after.awaited();
    let changed = &mut writes.seats;
    for (seat, state) in after.seats.iter().enumerate() {
        let old = before.and_then(|g| g.seats.get(seat));
        let same = old.is_some_and(|o| {
            o.score == state.score && o.resigned == state.resigned && o.turns == state.turns
        }) && awaited_before.contains(&seat) == awaited_after.contains(&seat);
        if same {
            continue;
        }
        changed.seat.push(seat as i32);
        changed.score.push(state.score as i32);
        changed.resigned.push(state.resigned);
        changed.turns.push(state.turns as i32);
        changed.awaited.push(awaited_after.contains(&seat));
        changed.team.push(after.team(seat).map(|t| t as i32));
    }
}

/// Keeps the rows of the round being played equal to the game's submissions and votes.
fn current_round(writes: &mut GameWrites, before: Option<&Game>, after: &Game) {
    let round = after.round as i32;
    let old_subs = before.map(submission_rows).unwrap_or_default();
    let new_subs = submission_rows(after);
    for card in old_subs.keys().filter(|c| !new_subs.contains_key(c)) {
        writes.gone_submissions.round.push(round);
        writes.gone_submissions.card_id.push(card.0);
    }
    for (card, row) in &new_subs {
        if old_subs.get(card) != Some(row) {
            writes.submission(round, *card, *row);
        }
    }

    let old_votes = before.map(vote_rows).unwrap_or_default();
    let new_votes = vote_rows(after);
    for key in old_votes.keys().filter(|k| !new_votes.contains_key(k)) {
        writes.gone_votes.round.push(round);
        writes.gone_votes.voter.push(key.0);
        writes.gone_votes.marker.push(key.1);
    }
    for (key, row) in &new_votes {
        if old_votes.get(key) != Some(row) {
            writes.vote(round, *key, *row);
        }
    }
}

/// Keeps a scored round for the history: its clue and points, and the submissions and
/// votes the stored rows of `before` did not hold yet (those of the move that ended it).
fn scored_round(writes: &mut GameWrites, before: &Game, result: &RoundResult) {
    let round = result.round as i32;
    let same_round = before.round == result.round;
    let old_subs = if same_round {
        submission_rows(before)
    } else {
        BTreeMap::new()
    };
    let old_votes = if same_round {
        vote_rows(before)
    } else {
        BTreeMap::new()
    };

    let mut next_ord = old_subs.len() as i32;
    for card in &result.board {
        let position = Some(card.position as i32);
        let row = match old_subs.get(&card.card.id) {
            Some(&(_, _, old_position)) if old_position == position => continue,
            Some(&(seat, ord, _)) => (seat, ord, position),
            None => {
                next_ord += 1;
                (card.owner as i32, next_ord - 1, position)
            }
        };
        writes.submission(round, card.card.id, row);
    }

    // Voters whose votes were not stored yet: their green votes in board order, then the
    // party storyteller's red marker.
    let stored_voters: Vec<i32> = old_votes.keys().map(|k| k.0).collect();
    let mut new_votes: BTreeMap<i32, Vec<i32>> = BTreeMap::new();
    for card in &result.board {
        for &voter in &card.voters {
            if !stored_voters.contains(&(voter as i32)) {
                new_votes
                    .entry(voter as i32)
                    .or_default()
                    .push(card.position as i32);
            }
        }
    }
    let mut ord = old_votes.len() as i32;
    for (voter, positions) in new_votes {
        for (position, marker) in positions.into_iter().zip([Marker::First, Marker::Second]) {
            writes.vote(round, (voter, marker), (position, ord));
            ord += 1;
        }
    }
    let teller = result.storyteller as i32;
    let red_stored = old_votes.contains_key(&(teller, Marker::Red));
    if let Some(red) = result.board.iter().find(|c| c.red).filter(|_| !red_stored) {
        writes.vote(round, (teller, Marker::Red), (red.position as i32, ord));
    }

    let r = &mut writes.rounds;
    r.round.push(round);
    r.storyteller.push(teller);
    r.clue.push(result.clue.clone());
    r.storyteller_position
        .push(result.storyteller_position.map(|p| p as i32));
    r.note.push(result.note.clone());
    for p in &result.points {
        writes.points.round.push(round);
        writes.points.seat.push(p.seat as i32);
        writes.points.points.push(p.points as i32);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cards(ids: &[i64]) -> Vec<CardId> {
        ids.iter().map(|&id| CardId(id)).collect()
    }

    /// The hand as stored numbers would give it back: `stored` updated with `writes`, sorted.
    fn stored_after(stored: &[(CardId, i32)], writes: &[(CardId, i32)]) -> Vec<(CardId, i32)> {
        let mut rows: Vec<(CardId, i32)> = stored
            .iter()
            .filter(|(c, _)| !writes.iter().any(|(w, _)| w == c))
            .chain(writes)
            .copied()
            .collect();
        rows.sort_by_key(|&(_, ord)| ord);
        rows
    }

    #[test]
    fn playing_a_card_rewrites_no_other_card_of_the_hand() {
        let before = cards(&[1, 2, 3, 4, 5, 6]);
        let after = cards(&[2, 3, 4, 5, 6]);
        assert_eq!(hand_ords(&before, &after, 10), Vec::new());
    }

    #[test]
    fn drawn_cards_are_numbered_above_every_earlier_number() {
        let dealt = hand_ords(&[], &cards(&[1, 2, 3]), 3);
        assert_eq!(
            dealt,
            vec![(CardId(1), 192), (CardId(2), 193), (CardId(3), 194)]
        );
        // Card 1 is played at version 4 (nothing written), card 7 drawn at version 5.
        let drawn = hand_ords(&cards(&[2, 3]), &cards(&[2, 3, 7]), 5);
        assert_eq!(drawn, vec![(CardId(7), 320)]);
        let rows = stored_after(&dealt[1..], &drawn);
        let order: Vec<CardId> = rows.iter().map(|&(c, _)| c).collect();
        assert_eq!(order, cards(&[2, 3, 7]));
    }

    #[test]
    fn a_hand_changed_otherwise_is_numbered_afresh() {
        // A card put back in the middle, and a hand given in another order.
        for after in [cards(&[1, 9, 2]), cards(&[2, 1, 3])] {
            let writes = hand_ords(&cards(&[1, 2, 3]), &after, 8);
            let expected: Vec<(CardId, i32)> = after.iter().copied().zip(0..).collect();
            assert_eq!(writes, expected);
        }
    }

    #[test]
    fn numbers_that_would_not_fit_are_given_afresh() {
        let writes = hand_ords(&cards(&[1, 2]), &cards(&[1, 2, 3]), i64::from(i32::MAX));
        assert_eq!(writes, vec![(CardId(1), 0), (CardId(2), 1), (CardId(3), 2)]);
        let writes = hand_ords(&cards(&[1]), &cards(&[1, 2]), i64::MAX);
        assert_eq!(writes, vec![(CardId(1), 0), (CardId(2), 1)]);
    }

    #[test]
    fn an_emptied_hand_writes_nothing() {
        assert_eq!(hand_ords(&cards(&[4, 5]), &[], 3), Vec::new());
    }
}
