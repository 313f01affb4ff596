//! Starting a table: check players, options and deck, shuffle, deal, pick who tells first.

use std::collections::HashSet;

use rand::seq::SliceRandom;
use rand::{Rng, RngExt};

use super::{
    min_deck_size, CardId, ChosenBy, Event, FirstStoryteller, Game, Options, Phase, Ruleset,
    SeatState, SetupError,
};

/// "The host starts the table once the seat count fits the ruleset."
pub(super) fn check_player_count(ruleset: Ruleset, players: usize) -> Result<(), SetupError> {
    if ruleset.allows_players(players) {
        Ok(())
    } else if ruleset == Ruleset::Teams {
        Err(SetupError::TeamPlayerCount { players })
    } else {
        let range = ruleset.players();
        Err(SetupError::PlayerCount {
            ruleset,
            min: *range.start(),
            max: *range.end(),
            players,
        })
    }
}

/// "A deck must hold enough cards: at least players × hand + board size (the server refuses
/// to start otherwise, saying why)."
pub(super) fn check_deck(
    ruleset: Ruleset,
    players: usize,
    deck: &[CardId],
) -> Result<(), SetupError> {
    let mut seen = HashSet::new();
    if let Some(card) = deck.iter().find(|card| !seen.insert(**card)) {
        return Err(SetupError::DuplicateCard(*card));
    }
    let needed = min_deck_size(ruleset, players);
    if deck.len() < needed {
        return Err(SetupError::DeckTooSmall {
            ruleset,
            players,
            cards: deck.len(),
            needed,
        });
    }
    Ok(())
}

impl Game {
    /// Starts a game: checks the options, the player count and the deck against the ruleset,
    /// then "cards are dealt from the table's deck, shuffled", and the first storyteller is
    /// fixed (host or random) or left to "the first player to come up with a clue".
    pub fn new(
        ruleset: Ruleset,
        options: Options,
        players: usize,
        deck: Vec<CardId>,
        rng: &mut impl Rng,
    ) -> Result<(Game, Vec<Event>), SetupError> {
        options.validate(ruleset)?;
        check_player_count(ruleset, players)?;
        check_deck(ruleset, players, &deck)?;

        let mut draw_pile = deck;
        draw_pile.shuffle(rng);
        let hand_size = ruleset.hand_size(players);
        let seats = (0..players)
            .map(|_| SeatState {
                score: 0,
                resigned: false,
                turns: 0,
                hand: draw_pile.split_off(draw_pile.len() - hand_size),
            })
            .collect();

        let storyteller = match options.first_storyteller {
            FirstStoryteller::FirstClue => None,
            FirstStoryteller::Host => Some(0),
            FirstStoryteller::Random => Some(rng.random_range(0..players)),
        };
        let game = Game {
            ruleset,
            options,
            phase: Phase::Clue,
            round: 1,
            storyteller,
            clue: None,
            note: None,
            seats,
            draw_pile,
            discard_pile: Vec::new(),
            submissions: Vec::new(),
            board: Vec::new(),
            votes: Vec::new(),
            last_round: None,
        };

        let mut events = vec![Event::GameStarted {
            ruleset,
            players,
            hand_size,
        }];
        if let Some(seat) = storyteller {
            let how = match options.first_storyteller {
                FirstStoryteller::Random => ChosenBy::Random,
                _ => ChosenBy::Host,
            };
            events.push(Event::StorytellerChosen { seat, how });
        }
        events.push(Event::RoundStarted {
            round: 1,
            storyteller,
        });
        Ok((game, events))
    }
}
