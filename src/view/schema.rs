//! The shapes of the rules engine's types in the table view (cards, the board, a revealed
//! round), under the names API.md uses, for the OpenAPI document. The engine knows nothing of
//! documents, so they are described here, beside the view that carries them.

#![allow(dead_code)]

use utoipa::ToSchema;

/// `card = {"id","image"}`: a card and the URL of its picture.
#[derive(ToSchema)]
#[schema(as = Card)]
pub struct CardSchema {
    id: i64,
    /// URL of the picture: `/cards/{id}`.
    image: String,
}

/// A card on the board of the vote phase, at its 1-based position.
#[derive(ToSchema)]
#[schema(as = BoardCard)]
pub struct BoardCardSchema {
    position: u32,
    card: CardSchema,
    /// The caller may not vote for it: their own card or, in `teams`, their partner's
    /// (always false in `party` and for spectators).
    mine: bool,
}

/// One board card after the reveal.
#[derive(ToSchema)]
#[schema(as = RevealedCard)]
pub struct RevealedCardSchema {
    position: u32,
    card: CardSchema,
    /// The seat that played it.
    owner: u32,
    /// The seats that voted for it (green votes).
    voters: Vec<u32>,
    /// Party: the storyteller's red marker is on it.
    red: bool,
}

#[derive(ToSchema)]
#[schema(as = SeatPoints)]
pub struct SeatPointsSchema {
    seat: u32,
    points: u32,
    /// Where the points come from, by rule; they add up to `points`. In teams, the team's.
    parts: Vec<PointsPartSchema>,
}

/// One reason for a seat's points (or for none).
#[derive(ToSchema)]
#[schema(as = PointsPart)]
pub struct PointsPartSchema {
    reason: PointsReason,
    points: u32,
    /// `votes` only: the votes on the seat's (or team's) cards; `points` is at most the
    /// ruleset's cap.
    votes: Option<u32>,
    /// `together` only: the green votes on the same card, one's own included.
    players: Option<u32>,
}

/// `found`: found the storyteller's card; `told`: the storyteller, when some but not all found it;
/// `all_found` / `none_found`: everyone or nobody of those who voted found it (2 for each voter, 0
/// for the storyteller); `votes`: votes on one's own cards; `one_marker`: Odyssey's point for a
/// finder with one marker; `together`, `alone`, `on_red`: party.
#[derive(ToSchema)]
#[schema(as = PointsReason)]
#[serde(rename_all = "snake_case")]
pub enum PointsReason {
    Found,
    Told,
    AllFound,
    NoneFound,
    Votes,
    OneMarker,
    Together,
    Alone,
    OnRed,
}

/// A scored round, fully revealed: `last_round` of the view, and each item of the history.
#[derive(ToSchema)]
#[schema(as = Round)]
pub struct RoundSchema {
    round: u32,
    storyteller: u32,
    clue: String,
    /// The storyteller's private note on the clue ("what I meant"), revealed with the
    /// scored round; null when they gave none.
    note: Option<String>,
    /// Null in party, where no card is the storyteller's.
    storyteller_position: Option<u32>,
    board: Vec<RevealedCardSchema>,
    points: Vec<SeatPointsSchema>,
}

/// The options the rules read (`game::Options`), by their names in the table view's `options`
/// and in a new table's body. A body may leave any out (its default), the view names each.
#[derive(ToSchema)]
#[schema(as = RulesOptions)]
pub struct RulesOptionsSchema {
    /// 10–100, default 30; only `2021` and `odyssey` end at a target score.
    #[schema(minimum = 10, maximum = 100)]
    target_score: Option<u32>,
    /// 1–5, default 1; only `party` and `teams` use it.
    #[schema(minimum = 1, maximum = 5)]
    rounds_per_player: Option<u32>,
    /// The "one finder" variant (default false); not in `party` and `teams`.
    one_finder_bonus: Option<bool>,
    first_storyteller: Option<FirstStorytellerSchema>,
}

/// Who tells first.
#[derive(ToSchema)]
#[schema(as = FirstStoryteller)]
#[serde(rename_all = "snake_case")]
pub enum FirstStorytellerSchema {
    FirstClue,
    Host,
    Random,
}
