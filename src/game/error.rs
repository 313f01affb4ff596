//! What a player reads when a move or a table's set-up is refused.

use thiserror::Error;

use super::{CardId, Ruleset, Seat};

/// Why a table cannot start: each message names exactly what is wrong.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum SetupError {
    #[error("There is no ruleset called \"{0}\"; choose classic, 2021, odyssey, party or teams.")]
    UnknownRuleset(String),
    #[error("A teams table needs 6, 8, 10 or 12 players; this one has {players}.")]
    TeamPlayerCount { players: usize },
    #[error("A {ruleset} table needs {min} to {max} players; this one has {players}.")]
    PlayerCount {
        ruleset: Ruleset,
        min: usize,
        max: usize,
        players: usize,
    },
    #[error(
        "This deck has {cards} cards; {players} players in {ruleset} need at least {needed} ({} missing).",
        needed - cards
    )]
    DeckTooSmall {
        ruleset: Ruleset,
        players: usize,
        cards: usize,
        needed: usize,
    },
    #[error("Card {} appears twice in the deck.", .0.0)]
    DuplicateCard(CardId),
    #[error("The target score must be between 10 and 100; {0} was asked.")]
    TargetScore(u32),
    #[error("A {0} game does not end at a target score; leave the target score at 30.")]
    TargetScoreUnused(Ruleset),
    #[error("Each player may tell 1 to 5 times; {0} was asked.")]
    RoundsPerPlayer(u32),
    #[error("A {0} game ends {end}, not after a number of turns each; leave rounds per player at 1.", end = game_end(.0))]
    RoundsPerPlayerUnused(Ruleset),
    #[error("The \"one finder\" variant does not apply to {0}.")]
    OneFinderUnused(Ruleset),
}

/// How a game that does not end by turns ends, for [`SetupError::RoundsPerPlayerUnused`]:
/// classic "the round in which the draw pile runs out", 2021 and Odyssey at a target score.
fn game_end(ruleset: &Ruleset) -> &'static str {
    if *ruleset == Ruleset::Classic {
        "when the draw pile runs out"
    } else {
        "at a target score"
    }
}

/// How the server should answer a refused move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RuleErrorKind {
    /// 409: not possible now (not your turn, wrong phase, already done, someone was faster,
    /// game over).
    Conflict,
    /// 422: well-formed but against the rules.
    Invalid,
}

/// A refused move. Nothing changed; the message is the sentence the player reads.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum RuleError {
    // Not possible now (409).
    #[error("The game is over.")]
    GameOver,
    #[error("You have resigned from this game.")]
    YouResigned,
    #[error("Someone was faster: seat {storyteller} gave the first clue.")]
    SomeoneWasFaster { storyteller: Seat },
    #[error("You are not the storyteller this round; seat {storyteller} is.")]
    NotStoryteller { storyteller: Seat },
    #[error("You have already given this round's clue.")]
    ClueAlreadyGiven,
    #[error("The table is waiting for the clue.")]
    WaitForClue,
    #[error("The clue has already been given this round.")]
    NotClueTime,
    #[error("Cards are played after the clue and before the vote; this is not the time.")]
    NotSubmitTime,
    #[error("Votes are cast once every card is on the board; this is not the time.")]
    NotVoteTime,
    #[error("As the storyteller you played your card with your clue.")]
    StorytellerAlreadyPlayed,
    #[error("You have already played this round.")]
    AlreadySubmitted,
    #[error("Your partner has already played for your team.")]
    PartnerAlreadyPlayed,
    #[error("The storyteller does not vote.")]
    StorytellerDoesNotVote,
    #[error("You played a card for your team this round, so you do not vote.")]
    PlayedSoNoVote,
    #[error("You have already voted this round.")]
    AlreadyVoted,
    #[error("You have already resigned.")]
    AlreadyResigned,

    // Against the rules (422).
    #[error("There is no seat {0} at this table.")]
    NoSuchSeat(Seat),
    #[error("The clue is empty.")]
    ClueEmpty,
    #[error("The clue is {0} characters long; at most 200 are allowed.")]
    ClueTooLong(usize),
    #[error("The note is {0} characters long; at most 300 are allowed.")]
    NoteTooLong(usize),
    #[error("Choose the card of your hand that your clue is about.")]
    ClueCardMissing,
    #[error("In party the clue is tied to no card: send the clue alone.")]
    ClueCardInParty,
    #[error("Card {} is not in your hand.", .0.0)]
    NotInHand(CardId),
    #[error("Play exactly {expected} card{}; you sent {got}.", if *expected == 1 { "" } else { "s" })]
    WrongCardCount { expected: usize, got: usize },
    #[error("You sent card {} twice.", .0.0)]
    DuplicateCard(CardId),
    #[error("Choose the position you vote for.")]
    NoVote,
    #[error("You may vote for at most two cards.")]
    TooManyVotes,
    #[error("Only Odyssey allows a second vote.")]
    SecondVoteNotInRuleset,
    #[error("The second vote needs seven players or more; this table has {0}.")]
    SecondVoteNeedsSeven(usize),
    #[error("Your two votes must be on different cards.")]
    SameCardTwice,
    #[error("There is no position {position} on the board; positions go from 1 to {size}.")]
    BadPosition { position: usize, size: usize },
    #[error("You cannot vote for your own card (position {0}).")]
    OwnCard(usize),
    #[error("You cannot vote for your team's card (position {0}).")]
    TeamCard(usize),
    #[error("As the storyteller, place your red marker as well.")]
    RedMissing,
    #[error("Only the party storyteller places a red marker.")]
    RedNotYours,
}

impl RuleError {
    pub fn kind(&self) -> RuleErrorKind {
        use RuleError::*;
        match self {
            GameOver
            | YouResigned
            | SomeoneWasFaster { .. }
            | NotStoryteller { .. }
            | ClueAlreadyGiven
            | WaitForClue
            | NotClueTime
            | NotSubmitTime
            | NotVoteTime
            | StorytellerAlreadyPlayed
            | AlreadySubmitted
            | PartnerAlreadyPlayed
            | StorytellerDoesNotVote
            | PlayedSoNoVote
            | AlreadyVoted
            | AlreadyResigned => RuleErrorKind::Conflict,
            NoSuchSeat(_)
            | ClueEmpty
            | ClueTooLong(_)
            | NoteTooLong(_)
            | ClueCardMissing
            | ClueCardInParty
            | NotInHand(_)
            | WrongCardCount { .. }
            | DuplicateCard(_)
            | NoVote
            | TooManyVotes
            | SecondVoteNotInRuleset
            | SecondVoteNeedsSeven(_)
            | SameCardTwice
            | BadPosition { .. }
            | OwnCard(_)
            | TeamCard(_)
            | RedMissing
            | RedNotYours => RuleErrorKind::Invalid,
        }
    }
}
