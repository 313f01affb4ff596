//! How well the house bots play, measured: many games of bots alone, seeded, played in memory
//! through the rules engine (`game::apply`, each bot from its own seat's view, as at a real
//! table), with the cards and words of a built-in deck. Two figures per ruleset:
//! - **finding**: how often a bot voter finds the storyteller's card, against chance (a voter
//!   who picks at random among the cards it may vote for); the goal is at least twice chance;
//! - **telling**: how often a bot storyteller's round scores for the storyteller (some voters
//!   find the card, not all); the goal is at least half of the rounds.
//!
//! In `party` the clue is tied to no card: its line counts how often a green vote shares its
//! card with another player's (what scores there), against chance, and how often the
//! storyteller scores; it has no goal.

use rand::rngs::ChaCha20Rng;
use rand::SeedableRng;

use super::mind;
use super::texts::builtin_deck;
use super::words::Deck;
use crate::game::{
    self, CardId, Event, FirstStoryteller, Game, Options, Phase, RoundResult, Ruleset,
};
use crate::i18n::Lang;

/// The tables measured: each ruleset, at a player count people often play it with. Teams at 8:
/// with 6 players only two teams vote, and "one of two finds it" can never pass half the
/// rounds (2p(1 − p) ≤ ½).
pub const TABLES: &[(Ruleset, usize)] = &[
    (Ruleset::Classic, 5),
    (Ruleset::Edition2021, 5),
    (Ruleset::Odyssey, 6),
    (Ruleset::Party, 6),
    (Ruleset::Teams, 8),
];

/// What the games of one ruleset came to.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Figures {
    pub ruleset: Option<Ruleset>,
    pub players: usize,
    pub games: usize,
    pub rounds: usize,
    /// Votes cast, and those that found the storyteller's card (in party: that share a card).
    pub votes: usize,
    pub found: usize,
    /// The sum over votes of the chance a random vote had to find it.
    pub chance: f64,
    /// Rounds with a storyteller's card, and those that scored for the storyteller.
    pub told: usize,
    pub scored: usize,
}

impl Figures {
    pub fn find_rate(&self) -> f64 {
        ratio(self.found as f64, self.votes as f64)
    }

    pub fn chance_rate(&self) -> f64 {
        ratio(self.chance, self.votes as f64)
    }

    pub fn score_rate(&self) -> f64 {
        ratio(self.scored as f64, self.told as f64)
    }

    /// Whether the goals are met: finding at least twice chance, telling at least half the
    /// rounds. `None` in party, which has no storyteller's card.
    pub fn finding_met(&self) -> Option<bool> {
        (self.ruleset != Some(Ruleset::Party))
            .then(|| self.votes > 0 && self.find_rate() >= 2.0 * self.chance_rate())
    }

    pub fn telling_met(&self) -> Option<bool> {
        (self.ruleset != Some(Ruleset::Party)).then(|| self.told > 0 && self.score_rate() >= 0.5)
    }

    /// Counts a scored round.
    pub fn count(&mut self, result: &RoundResult, ruleset: Ruleset, players: usize) {
        self.rounds += 1;
        let board = &result.board;
        let team = |seat: usize| (ruleset == Ruleset::Teams).then(|| seat % (players / 2));
        let voted: Vec<(usize, usize)> = board
            .iter()
            .flat_map(|card| card.voters.iter().map(move |&v| (v, card.position)))
            .collect();
        match result.storyteller_position {
            Some(target) => {
                let mut finders = 0;
                for &(voter, position) in &voted {
                    let own_side = board
                        .iter()
                        .filter(|c| {
                            c.owner == voter
                                || (team(voter).is_some() && team(c.owner) == team(voter))
                        })
                        .count();
                    let open = board.len().saturating_sub(own_side).max(1);
                    self.votes += 1;
                    self.chance += 1.0 / open as f64;
                    if position == target {
                        self.found += 1;
                        finders += 1;
                    }
                }
                if !voted.is_empty() {
                    self.told += 1;
                    if finders > 0 && finders < voted.len() {
                        self.scored += 1;
                    }
                }
            }
            None => {
                // Party: a green vote scores when another shares its card.
                let size = board.len().max(1) as f64;
                let others = voted.len().saturating_sub(1) as i32;
                for &(_, position) in &voted {
                    self.votes += 1;
                    self.chance += 1.0 - (1.0 - 1.0 / size).powi(others);
                    if voted.iter().filter(|(_, p)| *p == position).count() > 1 {
                        self.found += 1;
                    }
                }
                self.told += 1;
                let points = result
                    .points
                    .iter()
                    .find(|p| p.seat == result.storyteller)
                    .map_or(0, |p| p.points);
                if points > 0 {
                    self.scored += 1;
                }
            }
        }
    }
}

fn ratio(a: f64, b: f64) -> f64 {
    if b > 0.0 {
        a / b
    } else {
        0.0
    }
}

/// Plays `games` games of bots alone at a table of `ruleset` and `players`, with the cards of
/// `deck` (their ids are their indexes), from `seed`; the storytellers tell in `lang`.
pub fn measure(
    ruleset: Ruleset,
    players: usize,
    games: usize,
    seed: u64,
    deck: &Deck,
    lang: Lang,
) -> Figures {
    let mut figures = Figures {
        ruleset: Some(ruleset),
        players,
        ..Figures::default()
    };
    let mut rng = ChaCha20Rng::seed_from_u64(seed);
    let options = Options {
        first_storyteller: FirstStoryteller::Random,
        ..Options::default()
    };
    for _ in 0..games {
        let Ok((mut game, _)) =
            Game::new(ruleset, options, players, deck.cards().to_vec(), &mut rng)
        else {
            continue;
        };
        figures.games += 1;
        play(&mut game, deck, lang, &mut rng, &mut |result| {
            figures.count(result, ruleset, players)
        });
    }
    figures
}

/// Plays a game of bots to its end, each from its own seat's view; `scored` hears each round.
fn play(
    game: &mut Game,
    deck: &Deck,
    lang: Lang,
    rng: &mut ChaCha20Rng,
    scored: &mut impl FnMut(&RoundResult),
) {
    // A bound, whatever the state: no game has this many moves.
    for _ in 0..100_000 {
        if game.phase == Phase::Finished {
            return;
        }
        let awaited = game.awaited();
        let mv = awaited.iter().find_map(|&seat| {
            let view = game::view(game, Some(seat));
            mind::decide(&view, deck, lang, rng).map(|action| (seat, action))
        });
        let events = match mv {
            Some((seat, action)) => game::apply(game, seat, action, rng),
            None => game::clock(game, rng),
        };
        for event in events.into_iter().flatten() {
            if let Event::RoundScored { result } = event {
                scored(&result);
            }
        }
    }
}

/// The words of a built-in deck's folder, each card's id its index.
pub fn builtin(folder: &str) -> Deck {
    Deck::new(
        builtin_deck(folder)
            .into_iter()
            .enumerate()
            .map(|(i, texts)| (CardId(i as i64 + 1), texts)),
    )
}

/// The report: one line per table, with the goals and whether they are met.
pub fn report(figures: &[Figures]) -> String {
    let mut out = String::from(
        "ruleset      players games rounds  finding (chance)   x chance  goal>=2x   telling  goal>=50%\n",
    );
    for f in figures {
        let name = f.ruleset.map_or("?", |r| r.as_str());
        let met = |m: Option<bool>| match m {
            Some(true) => "met",
            Some(false) => "NOT MET",
            None => "-",
        };
        out.push_str(&format!(
            "{name:<12} {:>7} {:>5} {:>6}  {:>6.1}% ({:>5.1}%)  {:>7.2}  {:<9} {:>6.1}%  {}\n",
            f.players,
            f.games,
            f.rounds,
            100.0 * f.find_rate(),
            100.0 * f.chance_rate(),
            ratio(f.find_rate(), f.chance_rate()),
            met(f.finding_met()),
            100.0 * f.score_rate(),
            met(f.telling_met()),
        ));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_few_seeded_games_of_every_ruleset_end_and_are_counted_alike_twice() {
        let deck = builtin("deck3");
        for &(ruleset, players) in TABLES {
            let once = measure(ruleset, players, 2, 7, &deck, Lang::En);
            assert_eq!(once.games, 2, "{ruleset:?}");
            assert!(once.rounds > 0 && once.votes > 0, "{ruleset:?}: {once:?}");
            assert_eq!(
                once,
                measure(ruleset, players, 2, 7, &deck, Lang::En),
                "seeded"
            );
        }
    }

    #[test]
    fn a_round_is_counted_by_its_finders() {
        use crate::game::{CardView, RevealedCard, SeatPoints};
        let card = |position: usize, owner: usize, voters: Vec<usize>| RevealedCard {
            position,
            card: CardView {
                id: CardId(position as i64),
            },
            owner,
            voters,
            red: false,
        };
        let result = RoundResult {
            round: 1,
            storyteller: 0,
            clue: "x".into(),
            note: None,
            storyteller_position: Some(1),
            board: vec![card(1, 0, vec![1]), card(2, 1, vec![2]), card(3, 2, vec![])],
            points: vec![SeatPoints {
                seat: 0,
                points: 3,
                parts: vec![],
            }],
        };
        let mut figures = Figures::default();
        figures.count(&result, Ruleset::Classic, 3);
        assert_eq!(
            (figures.votes, figures.found, figures.told, figures.scored),
            (2, 1, 1, 1)
        );
        // Each voter could vote for 2 of the 3 cards.
        assert!((figures.chance - 1.0).abs() < 1e-9);
    }
}
