//! The rulesets a table can pick, and the options the host may set.

use std::fmt;
use std::ops::RangeInclusive;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use super::SetupError;

/// The edition and mode a table plays (RULES.md, "Rulesets").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Ruleset {
    /// The original box.
    #[serde(rename = "classic")]
    Classic,
    /// The 2021 edition.
    #[serde(rename = "2021")]
    Edition2021,
    /// The Odyssey box, base game.
    #[serde(rename = "odyssey")]
    Odyssey,
    /// Odyssey's Party mode.
    #[serde(rename = "party")]
    Party,
    /// Odyssey's Team mode.
    #[serde(rename = "teams")]
    Teams,
}

impl Ruleset {
    pub const ALL: [Ruleset; 5] = [
        Ruleset::Classic,
        Ruleset::Edition2021,
        Ruleset::Odyssey,
        Ruleset::Party,
        Ruleset::Teams,
    ];

    pub fn as_str(self) -> &'static str {
        match self {
            Ruleset::Classic => "classic",
            Ruleset::Edition2021 => "2021",
            Ruleset::Odyssey => "odyssey",
            Ruleset::Party => "party",
            Ruleset::Teams => "teams",
        }
    }

    /// "classic 3–6 · 2021 3–8 · odyssey 3–12 · party 6–12 · teams 6, 8, 10, 12".
    /// For `teams` the count must also be even: see [`Ruleset::allows_players`].
    pub fn players(self) -> RangeInclusive<usize> {
        match self {
            Ruleset::Classic => 3..=6,
            Ruleset::Edition2021 => 3..=8,
            Ruleset::Odyssey => 3..=12,
            Ruleset::Party | Ruleset::Teams => 6..=12,
        }
    }

    /// Whether a table of this ruleset can start with `players` seats.
    /// "Teams of two; partners sit opposite": teams need an even count.
    pub fn allows_players(self, players: usize) -> bool {
        self.players().contains(&players) && (self != Ruleset::Teams || players.is_multiple_of(2))
    }

    /// Every player count this ruleset allows.
    pub fn allowed_player_counts(self) -> Vec<usize> {
        self.players().filter(|&n| self.allows_players(n)).collect()
    }

    /// "hand: 6 (3 players: 7)" in classic, 2021 and Odyssey; 5 in party; 4 in teams.
    pub fn hand_size(self, players: usize) -> usize {
        match self {
            Ruleset::Party => 5,
            Ruleset::Teams => 4,
            _ if players == 3 => 7,
            _ => 6,
        }
    }

    /// "cards per non-storyteller: 1 (3 players: 2)"; party and teams: one card per play.
    pub fn cards_per_submission(self, players: usize) -> usize {
        match self {
            Ruleset::Party | Ruleset::Teams => 1,
            _ if players == 3 => 2,
            _ => 1,
        }
    }

    /// How many cards the board holds: one per player (3 players: 5); in teams the
    /// storyteller's card, their partner's and one per other team.
    pub fn board_size(self, players: usize) -> usize {
        match self {
            Ruleset::Teams => players / 2 + 1,
            Ruleset::Party => players,
            _ => 1 + (players.saturating_sub(1)) * self.cards_per_submission(players),
        }
    }

    /// "bonus cap: none in classic and 2021, at most 3 in Odyssey and Teams", 5 in party.
    pub fn bonus_cap(self) -> Option<u32> {
        match self {
            Ruleset::Classic | Ruleset::Edition2021 => None,
            Ruleset::Odyssey | Ruleset::Teams => Some(3),
            Ruleset::Party => Some(5),
        }
    }

    /// "Odyssey, 7–12 players: each voter has two markers and *may* vote for a second,
    /// different card."
    pub fn second_vote_allowed(self, players: usize) -> bool {
        self == Ruleset::Odyssey && players >= 7
    }

    /// "2021 / Odyssey draw: ... the discard pile is shuffled and becomes the new draw pile"
    /// (party and teams refill the same way); classic has "no reshuffle".
    pub fn reshuffles(self) -> bool {
        self != Ruleset::Classic
    }
}

impl fmt::Display for Ruleset {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl FromStr for Ruleset {
    type Err = SetupError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Ruleset::ALL
            .into_iter()
            .find(|ruleset| ruleset.as_str() == s)
            .ok_or_else(|| SetupError::UnknownRuleset(s.to_string()))
    }
}

/// The smallest deck a table can start with: "at least players × hand + board size".
pub fn min_deck_size(ruleset: Ruleset, players: usize) -> usize {
    players * ruleset.hand_size(players) + ruleset.board_size(players)
}

/// Who tells first (RULES.md, Round step 1).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum FirstStoryteller {
    /// "The first player to come up with a clue becomes the storyteller."
    #[default]
    FirstClue,
    /// "The host may instead fix the first storyteller at start": the host tells first.
    Host,
    /// Drawn at random when the table starts.
    Random,
}

impl FirstStoryteller {
    /// The option's value, as in the JSON API and the database.
    pub fn as_str(self) -> &'static str {
        match self {
            FirstStoryteller::FirstClue => "first_clue",
            FirstStoryteller::Host => "host",
            FirstStoryteller::Random => "random",
        }
    }
}

/// The options the host sets at creation (API.md's create-table fields).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(default)]
pub struct Options {
    /// "Target score 30 is the default; the host may set another (10–100)." Ends 2021 and
    /// Odyssey games.
    pub target_score: u32,
    /// Party and teams: "the game ends when every player has told N times (default 1)".
    pub rounds_per_player: u32,
    /// "Variant 'one finder': when exactly one voter finds the storyteller's card, both
    /// score 4 instead of 3."
    pub one_finder_bonus: bool,
    pub first_storyteller: FirstStoryteller,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            target_score: 30,
            rounds_per_player: 1,
            one_finder_bonus: false,
            first_storyteller: FirstStoryteller::FirstClue,
        }
    }
}

impl Options {
    pub const TARGET_SCORES: RangeInclusive<u32> = 10..=100;
    pub const ROUNDS_PER_PLAYER: RangeInclusive<u32> = 1..=5;

    /// Checks the options against the ruleset, naming the first thing that is wrong.
    /// An option a ruleset does not use must keep its default value.
    pub fn validate(&self, ruleset: Ruleset) -> Result<(), SetupError> {
        let defaults = Options::default();
        if !Self::TARGET_SCORES.contains(&self.target_score) {
            return Err(SetupError::TargetScore(self.target_score));
        }
        let ends_by_score = matches!(ruleset, Ruleset::Edition2021 | Ruleset::Odyssey);
        if !ends_by_score && self.target_score != defaults.target_score {
            return Err(SetupError::TargetScoreUnused(ruleset));
        }
        if !Self::ROUNDS_PER_PLAYER.contains(&self.rounds_per_player) {
            return Err(SetupError::RoundsPerPlayer(self.rounds_per_player));
        }
        let ends_by_turns = matches!(ruleset, Ruleset::Party | Ruleset::Teams);
        if !ends_by_turns && self.rounds_per_player != defaults.rounds_per_player {
            return Err(SetupError::RoundsPerPlayerUnused(ruleset));
        }
        if ends_by_turns && self.one_finder_bonus {
            return Err(SetupError::OneFinderUnused(ruleset));
        }
        Ok(())
    }
}
