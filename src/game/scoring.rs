//! Scoring: one function per rule of RULES.md, each quoting it.

use serde::{Deserialize, Serialize};

use super::{CardView, Game, Marker, Options, Ruleset, Seat};

/// A scored round, as revealed to everyone: "a scored round stays visible (cards, owners,
/// votes, points) in the table's history forever".
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RoundResult {
    pub round: u32,
    pub storyteller: Seat,
    pub clue: String,
    /// The storyteller's note on the clue, if they gave one: revealed with the round.
    #[serde(default)]
    pub note: Option<String>,
    /// `None` in party, where no card is the storyteller's.
    pub storyteller_position: Option<usize>,
    pub board: Vec<RevealedCard>,
    /// Every seat's points this round; in teams, each member carries the team's points.
    pub points: Vec<SeatPoints>,
}

/// One board card after the reveal.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RevealedCard {
    pub position: usize,
    pub card: CardView,
    pub owner: Seat,
    /// Who voted for it (green votes; a voter with two votes appears under both cards).
    pub voters: Vec<Seat>,
    /// Party: the storyteller's red marker is on it.
    pub red: bool,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatPoints {
    pub seat: Seat,
    pub points: u32,
    /// Where the points come from, by rule; they add up to `points`. In teams, the team's.
    #[serde(default)]
    pub parts: Vec<Part>,
}

/// One reason a seat scored (or did not) in a round, by the rules of RULES.md's scoring.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "reason", rename_all = "snake_case")]
pub enum Part {
    /// A finder: 3, or 4 with the one-finder variant when alone.
    Found { points: u32 },
    /// The storyteller, when some but not all found the card: 3 (or 4).
    Told { points: u32 },
    /// Everyone found the storyteller's card: 2 for each voter, 0 for the storyteller.
    AllFound { points: u32 },
    /// Nobody found it: 2 for each voter, 0 for the storyteller.
    NoneFound { points: u32 },
    /// Votes on one's own card(s) (a team's, in teams): one point each, at most the
    /// ruleset's cap (Odyssey and Teams: 3).
    Votes { votes: u32, points: u32 },
    /// Odyssey, 7–12 players: a finder who used only one marker.
    OneMarker { points: u32 },
    /// Party: `players` green votes on the same card (one's own included), at most 5.
    Together { players: u32, points: u32 },
    /// Party: alone on a card, 0.
    Alone { points: u32 },
    /// Party: on the card with the red marker, 0.
    OnRed { points: u32 },
}

impl Part {
    pub fn points(self) -> u32 {
        match self {
            Part::Found { points }
            | Part::Told { points }
            | Part::AllFound { points }
            | Part::NoneFound { points }
            | Part::Votes { points, .. }
            | Part::OneMarker { points }
            | Part::Together { points, .. }
            | Part::Alone { points }
            | Part::OnRed { points } => points,
        }
    }
}

/// Scores the round whose votes are in, without changing the game: the reveal of every
/// card's owner and voters, and each seat's points by the ruleset's scoring.
pub fn score_round(game: &Game) -> RoundResult {
    let storyteller = game.storyteller.unwrap_or(0);
    let board = game
        .board
        .iter()
        .enumerate()
        .map(|(i, &card)| {
            let position = i + 1;
            let mut voters: Vec<Seat> = game
                .votes
                .iter()
                .filter(|v| v.position == position && v.marker != Marker::Red)
                .map(|v| v.voter)
                .collect();
            voters.sort_unstable();
            RevealedCard {
                position,
                card: card.into(),
                owner: game.owner_at(position).unwrap_or(storyteller),
                voters,
                red: game
                    .votes
                    .iter()
                    .any(|v| v.position == position && v.marker == Marker::Red),
            }
        })
        .collect();
    let mut result = RoundResult {
        round: game.round,
        storyteller,
        clue: game.clue.clone().unwrap_or_default(),
        note: game.note.clone(),
        storyteller_position: game.storyteller_position(),
        board,
        points: Vec::new(),
    };
    result.points = explain(game.ruleset, game.options, game.players(), &result)
        .into_iter()
        .enumerate()
        .map(|(seat, parts)| SeatPoints {
            seat,
            points: parts.iter().map(|p| p.points()).sum(),
            parts,
        })
        .collect();
    result
}

/// Each seat's points of a revealed round, part by part: the scoring itself, read from what
/// the reveal shows (owners, voters, the red marker), so that a round read back from storage
/// is explained exactly as it was scored.
pub fn explain(
    ruleset: Ruleset,
    options: Options,
    players: usize,
    result: &RoundResult,
) -> Vec<Vec<Part>> {
    match ruleset {
        Ruleset::Party => party_parts(ruleset, players, result),
        Ruleset::Teams => {
            // Teams: "Teams score together." Both partners carry the team's points.
            let half = (players / 2).max(1);
            let tally = Tally::new(result, half, |seat| seat % half);
            let by_team = base_parts(ruleset, options, players, &tally);
            (0..players)
                .map(|seat| by_team[seat % half].clone())
                .collect()
        }
        _ => {
            let tally = Tally::new(result, players, |seat| seat);
            base_parts(ruleset, options, players, &tally)
        }
    }
}

/// The votes of a round in the terms of base scoring. A "scorer" is a seat, or in teams a
/// team; board cards are 0-based indices.
struct Tally {
    scorers: usize,
    storyteller: usize,
    storyteller_card: Option<usize>,
    owners: Vec<usize>,
    ballots: Vec<Ballot>,
}

/// The cards one voter voted for. Voters left out of the vote have no ballot.
struct Ballot {
    voter: usize,
    cards: Vec<usize>,
}

impl Tally {
    fn new(result: &RoundResult, scorers: usize, scorer_of: impl Fn(Seat) -> usize) -> Tally {
        let owners = result.board.iter().map(|c| scorer_of(c.owner)).collect();
        let mut ballots: Vec<Ballot> = Vec::new();
        for (card, revealed) in result.board.iter().enumerate() {
            for &voter in &revealed.voters {
                match ballots.iter_mut().find(|b| b.voter == scorer_of(voter)) {
                    Some(ballot) => ballot.cards.push(card),
                    None => ballots.push(Ballot {
                        voter: scorer_of(voter),
                        cards: vec![card],
                    }),
                }
            }
        }
        Tally {
            scorers,
            storyteller: scorer_of(result.storyteller),
            storyteller_card: result
                .storyteller_position
                .and_then(|p| result.board.iter().position(|c| c.position == p)),
            owners,
            ballots,
        }
    }

    /// "Let finders be the voters with a vote on the storyteller's card." In Odyssey with
    /// 7–12 players, "a voter is a finder if either vote is on the storyteller's card".
    fn is_finder(&self, ballot: &Ballot) -> bool {
        self.storyteller_card
            .is_some_and(|card| ballot.cards.contains(&card))
    }

    fn finders(&self) -> usize {
        self.ballots.iter().filter(|b| self.is_finder(b)).count()
    }
}

/// Base scoring (classic, 2021, Odyssey, and teams by team): the finder line, the vote
/// bonus, and Odyssey's single-marker bonus, part by part.
fn base_parts(ruleset: Ruleset, options: Options, players: usize, tally: &Tally) -> Vec<Vec<Part>> {
    let mut parts = vec![Vec::new(); tally.scorers];
    finder_line(tally, options.one_finder_bonus, &mut parts);
    vote_bonus(tally, ruleset.bonus_cap(), &mut parts);
    if ruleset.second_vote_allowed(players) {
        single_marker_bonus(tally, &mut parts);
    }
    parts
}

/// "All voters are finders, or none is: storyteller scores 0, every other player scores 2.
/// Otherwise: storyteller scores 3 and every finder scores 3 (others 0 from this line)."
///
/// Online: "'all'/'none' count only those who voted; a voter left out scores nothing from
/// the finder line".
fn finder_line(tally: &Tally, one_finder_variant: bool, parts: &mut [Vec<Part>]) {
    let finders = tally.finders();
    if finders == 0 || finders == tally.ballots.len() {
        let part = |points| {
            if finders == 0 {
                Part::NoneFound { points }
            } else {
                Part::AllFound { points }
            }
        };
        parts[tally.storyteller].push(part(0));
        for ballot in &tally.ballots {
            parts[ballot.voter].push(part(2));
        }
    } else {
        let points = finder_reward(finders, one_finder_variant);
        parts[tally.storyteller].push(Part::Told { points });
        for ballot in tally.ballots.iter().filter(|b| tally.is_finder(b)) {
            parts[ballot.voter].push(Part::Found { points });
        }
    }
}

/// Variant "one finder": "when exactly one voter finds the storyteller's card, both score 4
/// instead of 3."
fn finder_reward(finders: usize, one_finder_variant: bool) -> u32 {
    if one_finder_variant && finders == 1 {
        4
    } else {
        3
    }
}

/// "In addition every player except the storyteller scores 1 per vote received on their
/// card(s), capped per ruleset (no cap in classic and 2021, at most 3 in Odyssey and
/// Teams)." With three players "a player scores 1 per vote on any of their cards"; in
/// Odyssey "each marker counts as a vote for the bonus"; in teams "votes on the partner's
/// card score for the storyteller's team".
fn vote_bonus(tally: &Tally, cap: Option<u32>, parts: &mut [Vec<Part>]) {
    let mut votes = vec![0u32; tally.scorers];
    for ballot in &tally.ballots {
        for &card in &ballot.cards {
            if Some(card) != tally.storyteller_card {
                if let Some(&owner) = tally.owners.get(card) {
                    votes[owner] += 1;
                }
            }
        }
    }
    for (scorer, &votes) in votes.iter().enumerate().filter(|(_, &v)| v > 0) {
        let points = cap.map_or(votes, |cap| votes.min(cap));
        parts[scorer].push(Part::Votes { votes, points });
    }
}

/// Odyssey, 7–12 players: "A finder who used only one marker scores 1 extra point."
fn single_marker_bonus(tally: &Tally, parts: &mut [Vec<Part>]) {
    for ballot in &tally.ballots {
        if ballot.cards.len() == 1 && tally.is_finder(ballot) {
            parts[ballot.voter].push(Part::OneMarker { points: 1 });
        }
    }
}

/// Party: "each player scores the number of players (themselves included) whose green vote
/// is on the same card as theirs, at most 5; a player alone on a card scores 0; players
/// whose green vote is on the red-marked card score 0."
fn party_parts(ruleset: Ruleset, players: usize, result: &RoundResult) -> Vec<Vec<Part>> {
    let cap = ruleset.bonus_cap().unwrap_or(u32::MAX);
    (0..players)
        .map(|seat| {
            let Some(card) = result.board.iter().find(|c| c.voters.contains(&seat)) else {
                return Vec::new();
            };
            let together = card.voters.len() as u32;
            let part = if card.red {
                Part::OnRed { points: 0 }
            } else if together < 2 {
                Part::Alone { points: 0 }
            } else {
                Part::Together {
                    players: together,
                    points: together.min(cap),
                }
            };
            vec![part]
        })
        .collect()
}
