//! The rules of the game, and the only place a rule lives.
//!
//! Pure and deterministic for a given random number generator: no IO, no database, no web.
//! The server loads a [`Game`], calls [`apply`] (a player's move) or [`clock`] (a deadline
//! passed), stores what changed together with the returned [`Event`]s, and answers from
//! [`view`], which is the only way state leaves the server.
//!
//! Where each rule of `RULES.md` lives:
//! - rulesets, player counts, hand and board sizes, options: [`Ruleset`], [`Options`], `ruleset.rs`;
//! - start of a table (deck check, deal, first storyteller): [`Game::new`], `setup.rs`;
//! - the round (clue, submissions, board, votes, end of round, end of game, clock, resign):
//!   `round.rs`;
//! - scoring of every ruleset and variant: [`score_round`] and its helpers in `scoring.rs`;
//! - a resigned seat taken over by someone else: [`take_over`], `takeover.rs`;
//! - what a player may see: [`view`], `view.rs`.
//!
//! Not here, on purpose: the variant "mime or song" needs no code (the clue is text), and
//! leaving a table before its start, deadlines' durations and who the host is belong to the
//! server; the engine only learns that a deadline passed ([`clock`]).

mod error;
mod round;
mod ruleset;
mod scoring;
mod setup;
mod state;
mod takeover;
mod view;

#[cfg(test)]
mod tests;

use serde::{Deserialize, Serialize};

pub use error::{RuleError, RuleErrorKind, SetupError};
pub use round::{apply, clock, stand_in, MAX_CLUE_CHARS, MAX_NOTE_CHARS};
pub use ruleset::{min_deck_size, FirstStoryteller, Options, Ruleset};
pub use scoring::{explain, score_round, Part, RevealedCard, RoundResult, SeatPoints};
pub use takeover::{take_over, TakeOverError};
pub use view::{view, BoardCard, PlayerView, SeatView, YouView};

/// A place at the table: seats are `0..n` in table order, seat 0 is the host, and "left" is
/// the next seat (wrapping around).
pub type Seat = usize;

/// One card of the table's deck. Serialised as a plain integer.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct CardId(pub i64);

/// A card as players see it: `{"id": 7, "image": "/cards/7"}`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CardView {
    pub id: CardId,
}

impl CardView {
    /// The URL of the card's picture, derived from its id.
    pub fn image(&self) -> String {
        format!("/cards/{}", self.id.0)
    }
}

impl From<CardId> for CardView {
    fn from(id: CardId) -> Self {
        CardView { id }
    }
}

impl Serialize for CardView {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeStruct;
        let mut card = serializer.serialize_struct("Card", 2)?;
        card.serialize_field("id", &self.id)?;
        card.serialize_field("image", &self.image())?;
        card.end()
    }
}

impl<'de> Deserialize<'de> for CardView {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        // The image is derived from the id, so only the id is read back.
        #[derive(Deserialize)]
        struct Stored {
            id: CardId,
        }
        Stored::deserialize(deserializer).map(|stored| CardView { id: stored.id })
    }
}

/// The step of the round the table is in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Phase {
    /// Waiting for the storyteller's clue (in round 1 with `first_clue`: for anyone's clue).
    Clue,
    /// Waiting for the other players' cards.
    Submit,
    /// The board is laid out; waiting for the votes.
    Vote,
    /// The game is over.
    Finished,
}

impl Phase {
    /// The phase's name, as in the JSON view and the database.
    pub fn as_str(self) -> &'static str {
        match self {
            Phase::Clue => "clue",
            Phase::Submit => "submit",
            Phase::Vote => "vote",
            Phase::Finished => "finished",
        }
    }
}

/// Which voting marker a vote uses.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Marker {
    /// A voter's (green) vote.
    First,
    /// The optional second vote of Odyssey with 7–12 players.
    Second,
    /// The party storyteller's red marker.
    Red,
}

impl Marker {
    /// The marker's name, as in the JSON view and the database.
    pub fn as_str(self) -> &'static str {
        match self {
            Marker::First => "first",
            Marker::Second => "second",
            Marker::Red => "red",
        }
    }
}

/// A card put in play this round, and by whom (the storyteller's card included).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Submission {
    pub seat: Seat,
    pub card: CardId,
}

/// A vote of this round: a 1-based board position.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Vote {
    pub voter: Seat,
    pub position: usize,
    pub marker: Marker,
}

/// One seat's lasting state.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatState {
    /// Points so far. In `teams`, both partners carry the team's score.
    pub score: u32,
    /// The player resigned; the clock acts for them from then on.
    pub resigned: bool,
    /// How many times this seat has been the storyteller, skipped turns included.
    pub turns: u32,
    /// The cards in hand, in order.
    pub hand: Vec<CardId>,
}

/// The whole state of one table's game: plain data, one field per stored row or column.
///
/// Card locations: every card of the deck is in exactly one of `draw_pile`, `discard_pile`,
/// a seat's `hand`, or in play this round. Cards in play are listed in `submissions` (with
/// their owner); once every card is in, `board` holds the same cards in their shuffled order
/// (position 1 is `board[0]`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Game {
    pub ruleset: Ruleset,
    pub options: Options,
    pub phase: Phase,
    /// The round being played, from 1. A skipped storyteller does not start a new round.
    pub round: u32,
    /// `None` only during the round-1 race for the first clue.
    pub storyteller: Option<Seat>,
    pub clue: Option<String>,
    /// The storyteller's private note on this round's clue ("what I meant"): shown to nobody
    /// until the round is scored, then in its [`RoundResult`].
    #[serde(default)]
    pub note: Option<String>,
    pub seats: Vec<SeatState>,
    /// The draw pile; the last card is the top one.
    pub draw_pile: Vec<CardId>,
    /// The discard pile; the last card is the top one.
    pub discard_pile: Vec<CardId>,
    pub submissions: Vec<Submission>,
    /// Empty until every card of the round is in.
    pub board: Vec<CardId>,
    pub votes: Vec<Vote>,
    /// The last scored round, shown in full after its reveal.
    pub last_round: Option<RoundResult>,
}

/// A move a player makes.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Action {
    /// Give the clue; `card` is the storyteller's card (omitted in `party`); `note` is the
    /// storyteller's private note, revealed with the scored round.
    Clue {
        clue: String,
        card: Option<CardId>,
        #[serde(default)]
        note: Option<String>,
    },
    /// Put card(s) of your hand in play.
    Submit { cards: Vec<CardId> },
    /// Vote for 1-based board positions; `red` is the party storyteller's red marker.
    Vote {
        positions: Vec<usize>,
        red: Option<usize>,
    },
    /// Leave a started game.
    Resign,
}

/// How the storyteller of round 1 was chosen.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ChosenBy {
    /// First to give a clue.
    FirstClue,
    /// The host was fixed as first storyteller.
    Host,
    /// Drawn at random at the start.
    Random,
    /// Nobody gave a clue before the deadline; the clock chose.
    Clock,
}

/// Why a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum EndReason {
    /// Classic: the draw pile ran out.
    DrawPileEmpty,
    /// 2021 and Odyssey: someone reached the target score.
    TargetScore,
    /// Party and teams: every player has told the agreed number of times.
    EveryoneTold,
    /// Too few active players remain.
    TooFewPlayers,
}

/// What happened, for the table's history and for notifications. Events never name a card
/// before the reveal: they are shown to every player.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Event {
    GameStarted {
        ruleset: Ruleset,
        players: usize,
        hand_size: usize,
    },
    /// A round (or, after a skipped storyteller, the same round) waits for its clue.
    /// `storyteller` is `None` during the round-1 race.
    RoundStarted {
        round: u32,
        storyteller: Option<Seat>,
    },
    StorytellerChosen {
        seat: Seat,
        how: ChosenBy,
    },
    ClueGiven {
        seat: Seat,
        clue: String,
    },
    CardsSubmitted {
        seat: Seat,
        count: usize,
    },
    /// The clock played card(s) for a seat (deadline passed, or the player resigned).
    CardsPlayedByClock {
        seat: Seat,
        count: usize,
    },
    BoardLaidOut {
        size: usize,
    },
    Voted {
        seat: Seat,
    },
    /// The deadline passed before this voter voted; the clock left them out of the vote.
    Abstained {
        seat: Seat,
    },
    RoundScored {
        result: RoundResult,
    },
    /// The storyteller's turn passed to the left without points: `by_clock` when the
    /// deadline passed, `resigned` when the storyteller has resigned.
    StorytellerSkipped {
        seat: Seat,
        by_clock: bool,
        resigned: bool,
    },
    Resigned {
        seat: Seat,
    },
    /// The player is away: the clock acts for them at once (the events that follow say how),
    /// and scores as at a deadline, but without resigning them.
    ActedForAway {
        seat: Seat,
    },
    /// The discard pile was shuffled into a new draw pile of `cards` cards.
    DeckReshuffled {
        cards: usize,
    },
    HandsPassedLeft,
    GameEnded {
        winners: Vec<Seat>,
        reason: EndReason,
    },
}
