//! Scoring: one function per rule of RULES.md, each quoting it.

use serde::{Deserialize, Serialize};

use super::{CardView, Game, Marker, Ruleset, Seat};

/// A scored round, as revealed to everyone: "a scored round stays visible (cards, owners,
/// votes, points) in the table's history forever".
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RoundResult {
    pub round: u32,
    pub storyteller: Seat,
    pub clue: String,
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

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatPoints {
    pub seat: Seat,
    pub points: u32,
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
    let points = match game.ruleset {
        Ruleset::Party => party_points(game),
        Ruleset::Teams => team_points(game),
        _ => {
            let tally = Tally::new(game, game.players(), |seat| seat);
            base_points(game, &tally)
        }
    };
    RoundResult {
        round: game.round,
        storyteller,
        clue: game.clue.clone().unwrap_or_default(),
        storyteller_position: game.storyteller_position(),
        board,
        points: points
            .into_iter()
            .enumerate()
            .map(|(seat, points)| SeatPoints { seat, points })
            .collect(),
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
    fn new(game: &Game, scorers: usize, scorer_of: impl Fn(Seat) -> usize) -> Tally {
        let storyteller_seat = game.storyteller.unwrap_or(0);
        let owners = (1..=game.board.len())
            .map(|p| scorer_of(game.owner_at(p).unwrap_or(storyteller_seat)))
            .collect();
        let mut ballots: Vec<Ballot> = Vec::new();
        for vote in game.votes.iter().filter(|v| v.marker != Marker::Red) {
            let card = vote.position.saturating_sub(1);
            match ballots
                .iter_mut()
                .find(|b| b.voter == scorer_of(vote.voter))
            {
                Some(ballot) => ballot.cards.push(card),
                None => ballots.push(Ballot {
                    voter: scorer_of(vote.voter),
                    cards: vec![card],
                }),
            }
        }
        Tally {
            scorers,
            storyteller: scorer_of(storyteller_seat),
            storyteller_card: game.storyteller_position().map(|p| p - 1),
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
/// bonus, and Odyssey's single-marker bonus, added up.
fn base_points(game: &Game, tally: &Tally) -> Vec<u32> {
    let line = finder_line(tally, game.options.one_finder_bonus);
    let bonus = vote_bonus(tally, game.ruleset.bonus_cap());
    let single = if game.ruleset.second_vote_allowed(game.players()) {
        single_marker_bonus(tally)
    } else {
        vec![0; tally.scorers]
    };
    (0..tally.scorers)
        .map(|s| line[s] + bonus[s] + single[s])
        .collect()
}

/// "All voters are finders, or none is: storyteller scores 0, every other player scores 2.
/// Otherwise: storyteller scores 3 and every finder scores 3 (others 0 from this line)."
///
/// Online: "'all'/'none' count only those who voted; a voter left out scores nothing from
/// the finder line".
fn finder_line(tally: &Tally, one_finder_variant: bool) -> Vec<u32> {
    let mut points = vec![0; tally.scorers];
    let finders = tally.finders();
    if finders == 0 || finders == tally.ballots.len() {
        for ballot in &tally.ballots {
            points[ballot.voter] += 2;
        }
    } else {
        let reward = finder_reward(finders, one_finder_variant);
        points[tally.storyteller] += reward;
        for ballot in tally.ballots.iter().filter(|b| tally.is_finder(b)) {
            points[ballot.voter] += reward;
        }
    }
    points
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
fn vote_bonus(tally: &Tally, cap: Option<u32>) -> Vec<u32> {
    let mut points = vec![0u32; tally.scorers];
    for ballot in &tally.ballots {
        for &card in &ballot.cards {
            if Some(card) != tally.storyteller_card {
                if let Some(&owner) = tally.owners.get(card) {
                    points[owner] += 1;
                }
            }
        }
    }
    if let Some(cap) = cap {
        for p in &mut points {
            *p = (*p).min(cap);
        }
    }
    points
}

/// Odyssey, 7–12 players: "A finder who used only one marker scores 1 extra point."
fn single_marker_bonus(tally: &Tally) -> Vec<u32> {
    let mut points = vec![0; tally.scorers];
    for ballot in &tally.ballots {
        if ballot.cards.len() == 1 && tally.is_finder(ballot) {
            points[ballot.voter] += 1;
        }
    }
    points
}

/// Party: "each player scores the number of players (themselves included) whose green vote
/// is on the same card as theirs, at most 5; a player alone on a card scores 0; players
/// whose green vote is on the red-marked card score 0."
fn party_points(game: &Game) -> Vec<u32> {
    let cap = game.ruleset.bonus_cap().unwrap_or(u32::MAX);
    let green = |seat: Seat| {
        game.votes
            .iter()
            .find(|v| v.voter == seat && v.marker != Marker::Red)
            .map(|v| v.position)
    };
    let red: Vec<usize> = game
        .votes
        .iter()
        .filter(|v| v.marker == Marker::Red)
        .map(|v| v.position)
        .collect();
    (0..game.players())
        .map(|seat| {
            let Some(position) = green(seat) else {
                return 0;
            };
            let together = (0..game.players())
                .filter(|&other| green(other) == Some(position))
                .count() as u32;
            if together < 2 || red.contains(&position) {
                0
            } else {
                together.min(cap)
            }
        })
        .collect()
}

/// Teams: "Teams score together." "Scoring is the base scoring by team, bonus capped at 3,
/// without the 7–12-player rules. Votes on the partner's card score for the storyteller's
/// team." Both partners carry the team's points.
fn team_points(game: &Game) -> Vec<u32> {
    let half = (game.players() / 2).max(1);
    let tally = Tally::new(game, half, |seat| seat % half);
    let by_team = base_points(game, &tally);
    (0..game.players())
        .map(|seat| by_team[seat % half])
        .collect()
}
