//! Small helpers to set up and drive games in tests.

use rand::rngs::ChaCha8Rng;
use rand::SeedableRng;

use crate::game::{
    apply, min_deck_size, Action, CardId, Event, FirstStoryteller, Game, Options, RoundResult,
    RuleError, Ruleset, Seat,
};

pub fn rng(seed: u64) -> ChaCha8Rng {
    ChaCha8Rng::seed_from_u64(seed)
}

/// Cards numbered from 1001, so that card ids never look like seats, scores or positions.
pub fn deck(cards: usize) -> Vec<CardId> {
    (0..cards).map(|i| CardId(1001 + i as i64)).collect()
}

pub fn host_tells_first() -> Options {
    Options {
        first_storyteller: FirstStoryteller::Host,
        ..Options::default()
    }
}

/// A started game with `extra` cards beyond the minimum deck.
pub fn start_with(ruleset: Ruleset, players: usize, options: Options, extra: usize) -> Game {
    let cards = min_deck_size(ruleset, players) + extra;
    let (game, _) = Game::new(ruleset, options, players, deck(cards), &mut rng(7))
        .unwrap_or_else(|e| panic!("cannot start: {e}"));
    game
}

/// A started game where the host tells first.
pub fn start(ruleset: Ruleset, players: usize) -> Game {
    start_with(ruleset, players, host_tells_first(), 30)
}

pub fn try_act(game: &mut Game, seat: Seat, action: Action) -> Result<Vec<Event>, RuleError> {
    apply(game, seat, action, &mut rng(11))
}

pub fn act(game: &mut Game, seat: Seat, action: Action) -> Vec<Event> {
    let events = try_act(game, seat, action).unwrap_or_else(|e| panic!("seat {seat}: {e}"));
    game.check_invariants()
        .unwrap_or_else(|e| panic!("broken invariant: {e}"));
    events
}

/// The storyteller tells about the first card of their hand; returns that card.
pub fn tell(game: &mut Game, seat: Seat) -> CardId {
    let card = game.seats[seat].hand[0];
    act(
        game,
        seat,
        Action::Clue {
            note: None,
            clue: "Where is happiness?".into(),
            card: Some(card),
        },
    );
    card
}

/// A seat plays the first card(s) of their hand; returns them.
pub fn play(game: &mut Game, seat: Seat) -> Vec<CardId> {
    let count = game.ruleset.cards_per_submission(game.players());
    let cards: Vec<CardId> = game.seats[seat].hand[..count].to_vec();
    act(
        game,
        seat,
        Action::Submit {
            cards: cards.clone(),
        },
    );
    cards
}

/// The 1-based board position of a card.
pub fn position_of(game: &Game, card: CardId) -> usize {
    game.board
        .iter()
        .position(|&c| c == card)
        .map(|i| i + 1)
        .unwrap_or_else(|| panic!("card {} is not on the board", card.0))
}

/// A seat votes for the given cards.
pub fn vote_for(game: &mut Game, seat: Seat, cards: &[CardId]) -> Vec<Event> {
    let positions = cards.iter().map(|&c| position_of(game, c)).collect();
    act(
        game,
        seat,
        Action::Vote {
            positions,
            red: None,
        },
    )
}

pub fn round_result(events: &[Event]) -> RoundResult {
    events
        .iter()
        .find_map(|e| match e {
            Event::RoundScored { result } => Some(result.clone()),
            _ => None,
        })
        .expect("the round was scored")
}

/// Each seat's points of the scored round in `events`.
pub fn points(events: &[Event]) -> Vec<u32> {
    round_result(events)
        .points
        .iter()
        .map(|p| p.points)
        .collect()
}
