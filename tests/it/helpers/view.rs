//! The JSON the API answers, as typed structs that mirror API.md's table view field by field.
//! `deny_unknown_fields` makes a test fail when the server sends a field these do not know, so
//! the contract and its tests cannot drift apart unnoticed.

use chrono::{DateTime, Utc};
use serde::Deserialize;

/// A seat at the table: `0..n` in table order, seat 0 is the host.
pub type Seat = usize;

/// `GET /api/v1/tables/{id}`: the table as one viewer may see it.
#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TableView {
    pub id: i64,
    pub code: String,
    pub name: Option<String>,
    pub ruleset: String,
    pub options: TableOptions,
    pub status: Status,
    pub version: i64,
    pub round: u32,
    pub phase: Option<Phase>,
    pub storyteller: Option<Seat>,
    pub clue: Option<String>,
    pub deadline: Option<DateTime<Utc>>,
    pub host: Seat,
    pub seats: Vec<SeatView>,
    /// Null for a spectator.
    pub you: Option<You>,
    /// Only in the vote phase, in board order.
    pub board: Option<Vec<BoardCard>>,
    pub last_round: Option<Round>,
    pub winners: Option<Vec<Seat>>,
    /// The table made by "play again", once there is one.
    pub rematch: Option<i64>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Status {
    Open,
    Playing,
    Finished,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Phase {
    Clue,
    Submit,
    Vote,
}

/// A move the viewer may make now (`you.allowed`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Move {
    Clue,
    Submit,
    Vote,
    Resign,
    Teams,
    Start,
    Leave,
}

impl Move {
    /// The path segment of the move's route: `/api/v1/tables/{id}/{name}`.
    pub fn name(self) -> &'static str {
        match self {
            Move::Clue => "clue",
            Move::Submit => "submit",
            Move::Vote => "vote",
            Move::Resign => "resign",
            Move::Teams => "teams",
            Move::Start => "start",
            Move::Leave => "leave",
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TableOptions {
    pub target_score: u32,
    pub rounds_per_player: u32,
    pub one_finder_bonus: bool,
    pub first_storyteller: String,
    pub move_time_limit_hours: Option<i32>,
    pub move_time_limit_minutes: Option<i32>,
    /// `quick` or `human`.
    pub bot_pace: String,
    pub public: bool,
    pub deck: Vec<i64>,
}

#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SeatView {
    pub seat: Seat,
    pub username: String,
    pub display_name: String,
    /// The player has deleted their account.
    pub former: bool,
    pub score: u32,
    pub team: Option<usize>,
    pub resigned: bool,
    pub waiting_for: bool,
    /// The player is away until then.
    pub away_until: Option<DateTime<Utc>>,
    /// A house bot plays the seat.
    pub bot: bool,
}

#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct You {
    pub seat: Seat,
    pub hand: Vec<Card>,
    /// Card ids the viewer put on the board this round.
    pub submitted: Vec<i64>,
    /// Board positions the viewer voted for this round.
    pub votes: Vec<usize>,
    pub red: Option<usize>,
    pub partner_played: bool,
    pub allowed: Vec<Move>,
}

/// `{"id","image"}`: a card and the address of its picture.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Card {
    pub id: i64,
    pub image: String,
}

#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BoardCard {
    pub position: usize,
    pub card: Card,
    /// The viewer may not vote for it: theirs or, in teams, their partner's.
    pub mine: bool,
}

/// A scored round, fully revealed (`last_round`, and each entry of `/rounds`).
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Round {
    pub round: u32,
    pub storyteller: Seat,
    pub clue: String,
    /// The storyteller's note, revealed with the round; null when none was given.
    pub note: Option<String>,
    pub storyteller_position: Option<usize>,
    pub board: Vec<RevealedCard>,
    pub points: Vec<SeatPoints>,
}

#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RevealedCard {
    pub position: usize,
    pub card: Card,
    pub owner: Seat,
    pub voters: Vec<Seat>,
    pub red: bool,
}

#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SeatPoints {
    pub seat: Seat,
    pub points: u32,
    /// Where the points come from; they add up to `points`.
    pub parts: Vec<PointsPart>,
}

#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PointsPart {
    pub reason: String,
    pub points: u32,
    pub votes: Option<u32>,
    pub players: Option<u32>,
}

/// `GET /api/v1/me`.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Me {
    pub id: i64,
    pub username: String,
    pub display_name: String,
    pub time_zone: Option<String>,
    pub reminders: String,
    pub away_until: Option<DateTime<Utc>>,
    pub tables: Vec<MyTable>,
}

#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MyTable {
    pub id: i64,
    pub status: Status,
    pub your_move: bool,
    pub deadline: Option<DateTime<Utc>>,
    /// Messages of others in the table's chat since the caller last read it.
    pub unread_chat: i64,
}

impl TableView {
    /// The viewer's seat; panics for a spectator.
    pub fn you(&self) -> &You {
        self.you.as_ref().expect("a seated viewer")
    }

    /// The ids of the viewer's hand.
    pub fn hand(&self) -> Vec<i64> {
        self.you().hand.iter().map(|c| c.id).collect()
    }

    /// Whether the viewer may make `what` now.
    pub fn allows(&self, what: Move) -> bool {
        self.you.as_ref().is_some_and(|y| y.allowed.contains(&what))
    }

    /// The clue, submit or vote the viewer is awaited for, if any.
    pub fn awaited_move(&self) -> Option<Move> {
        [Move::Clue, Move::Submit, Move::Vote]
            .into_iter()
            .find(|&m| self.allows(m))
    }

    /// The board as (position, card id), in board order.
    pub fn board(&self) -> Vec<(usize, i64)> {
        self.board
            .as_ref()
            .expect("a board")
            .iter()
            .map(|b| (b.position, b.card.id))
            .collect()
    }

    /// The position of the first card on the board that the viewer did not play.
    pub fn position_of_another(&self) -> usize {
        let own = &self.you().submitted;
        self.board()
            .into_iter()
            .find(|(_, card)| !own.contains(card))
            .expect("a card to vote for")
            .0
    }

    /// The vote of seat `seat` for the first card the board does not mark as its own (in
    /// teams, its partner's too); a party's storyteller also places the red token there.
    pub fn vote_for_first_open(&self, seat: Seat) -> serde_json::Value {
        let position = self
            .board
            .iter()
            .flatten()
            .find(|spot| !spot.mine)
            .map_or_else(|| self.position_of_another(), |spot| spot.position);
        let mut body = serde_json::json!({ "positions": [position] });
        if self.ruleset == "party" && self.storyteller == Some(seat) {
            body["red"] = serde_json::json!(position);
        }
        body
    }

    /// The position of a card the viewer played.
    pub fn position_of_own(&self) -> usize {
        let own = &self.you().submitted;
        self.board()
            .into_iter()
            .find(|(_, card)| own.contains(card))
            .expect("an own card on the board")
            .0
    }

    /// Every seat's score, in seat order.
    pub fn scores(&self) -> Vec<u32> {
        self.seats.iter().map(|s| s.score).collect()
    }
}
