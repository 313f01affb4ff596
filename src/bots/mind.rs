//! What a house bot plays, decided from its own seat's view ([`PlayerView`], the view a
//! player's API gets) and the words of the deck's cards, which are no secret (the deck's page
//! shows them). Nothing else reaches it: no other hand, no owner of a board card, no vote.
//!
//! - As storyteller, it picks a card of its hand and one of that card's clues (in the table's
//!   language when the card has clues in it, else in its first language), so that not
//!   everyone finds it: for each choice it guesses how the others would play and vote (cards
//!   drawn at random from the rest of the deck, players who play their closest card, voters
//!   who lean to the closest card), and takes the choice most likely to be found by some voters
//!   but not all. In `party` the storyteller tells before seeing its hand: it takes a clue of
//!   a card of the deck.
//! - As a player, it plays the card(s) of its hand closest to the clue.
//! - As a voter, it votes for a board card close to the clue, never its own side's: the closer,
//!   the likelier ([`lean`]), as people do. In `party` the storyteller's red marker goes on the
//!   closest card it did not vote for.
//!
//! Cards without words are played, and voted for, at random.

use rand::seq::{IndexedRandom, SliceRandom};
use rand::{Rng, RngExt};

use super::words::{Clue, Deck};
use crate::game::{Action, CardId, Phase, PlayerView, Ruleset};
use crate::i18n::Lang;

/// How sharply a voter leans to the closest card: the weight of a card is
/// `exp(closeness / LEAN)`.
pub const LEAN: f32 = 0.08;

/// How many guessed boards the storyteller weighs each of its choices on.
const GUESSES: usize = 24;

/// Clues a storyteller gives when its cards have no words (it then plays at random), by their
/// messages in the locales.
const PLAIN_CLUES: &[&str] = &[
    "bots_plain_clue_1",
    "bots_plain_clue_2",
    "bots_plain_clue_3",
    "bots_plain_clue_4",
    "bots_plain_clue_5",
];

/// The move the bot makes now, from its view, telling in `lang`; `None` when it has nothing to
/// do (not awaited), or waits on purpose: in the round-1 race for the first clue, people tell
/// first.
pub fn decide(view: &PlayerView, deck: &Deck, lang: Lang, rng: &mut impl Rng) -> Option<Action> {
    let you = view.you.as_ref()?;
    let hand: Vec<CardId> = you.hand.iter().map(|c| c.id).collect();
    if you.allowed.contains(&"clue") {
        // In the round-1 race (no storyteller yet), people tell first.
        view.storyteller?;
        return Some(tell(view, &hand, deck, lang, rng));
    }
    let clue = deck.clue(view.clue.as_deref()?);
    if you.allowed.contains(&"submit") {
        let count = view.ruleset.cards_per_submission(view.seats.len());
        let mut cards = ranked(&hand, &clue, deck, rng);
        cards.truncate(count);
        return Some(Action::Submit { cards });
    }
    if you.allowed.contains(&"vote") && view.phase == Some(Phase::Vote) {
        let board = view.board.as_ref()?;
        let open: Vec<(usize, CardId)> = board
            .iter()
            .filter(|b| !b.mine)
            .map(|b| (b.position, b.card.id))
            .collect();
        let cards: Vec<CardId> = open.iter().map(|(_, c)| *c).collect();
        let pick = lean(&cards, &clue, deck, rng)?;
        let position = open[pick].0;
        let red =
            (view.ruleset == Ruleset::Party && view.storyteller == Some(you.seat)).then(|| {
                let all: Vec<CardId> = board.iter().map(|b| b.card.id).collect();
                let ranked = ranked(&all, &clue, deck, rng);
                let card = ranked
                    .into_iter()
                    .find(|&c| c != open[pick].1)
                    .unwrap_or(open[pick].1);
                board
                    .iter()
                    .find(|b| b.card.id == card)
                    .map_or(position, |b| b.position)
            });
        return Some(Action::Vote {
            positions: vec![position],
            red,
        });
    }
    None
}

/// The cards, closest to the clue first; cards as close (or without words) in random order.
pub fn ranked(cards: &[CardId], clue: &Clue, deck: &Deck, rng: &mut impl Rng) -> Vec<CardId> {
    let mut cards = cards.to_vec();
    cards.shuffle(rng);
    cards.sort_by(|a, b| {
        deck.closeness(clue, *b)
            .total_cmp(&deck.closeness(clue, *a))
    });
    cards
}

/// The weights of the cards for a voter who leans to the closest: `exp(closeness / LEAN)`.
fn weights(closeness: &[f32]) -> Vec<f32> {
    let top = closeness.iter().copied().fold(0.0, f32::max);
    closeness.iter().map(|c| ((c - top) / LEAN).exp()).collect()
}

/// The index of the card a voter picks, drawn with the weights of [`weights`].
pub fn lean(cards: &[CardId], clue: &Clue, deck: &Deck, rng: &mut impl Rng) -> Option<usize> {
    if cards.is_empty() {
        return None;
    }
    let close: Vec<f32> = cards.iter().map(|&c| deck.closeness(clue, c)).collect();
    let weights = weights(&close);
    let total: f32 = weights.iter().sum();
    let mut draw = rng.random::<f32>() * total;
    for (i, w) in weights.iter().enumerate() {
        if draw < *w {
            return Some(i);
        }
        draw -= w;
    }
    Some(cards.len() - 1)
}

/// The chance that a voter who leans finds `own` (index 0 of `close`) on a board.
pub fn find_chance(close: &[f32]) -> f32 {
    let weights = weights(close);
    let total: f32 = weights.iter().sum();
    if total > 0.0 {
        weights[0] / total
    } else {
        0.0
    }
}

/// The chance that some of `voters` find the card, but not all, when each finds it with
/// chance `p`: the rounds that score for the storyteller.
pub fn some_but_not_all(p: f32, voters: usize) -> f32 {
    let voters = voters.max(1) as i32;
    (1.0 - p.powi(voters) - (1.0 - p).powi(voters)).max(0.0)
}

/// The storyteller's clue, in `lang`, and card.
fn tell(view: &PlayerView, hand: &[CardId], deck: &Deck, lang: Lang, rng: &mut impl Rng) -> Action {
    let players = view.seats.len();
    if view.ruleset == Ruleset::Party {
        // The clue is tied to no card, and the hand is not seen yet: a clue of a card of the
        // deck.
        let clue = deck
            .cards()
            .choose(rng)
            .and_then(|&card| deck.clues_of(card, lang).choose(rng).cloned());
        return Action::Clue {
            clue: clue.unwrap_or_else(|| plain_clue(lang, rng)),
            card: None,
            note: None,
        };
    }
    let (card, clue) =
        choose_story(view.ruleset, players, hand, deck, lang, rng).unwrap_or_else(|| {
            let card = *hand.choose(rng).expect("a storyteller holds cards");
            (card, plain_clue(lang, rng))
        });
    Action::Clue {
        clue,
        card: Some(card),
        note: None,
    }
}

fn plain_clue(lang: Lang, rng: &mut impl Rng) -> String {
    let key = PLAIN_CLUES.choose(rng).copied().unwrap_or(PLAIN_CLUES[0]);
    lang.t(key).to_string()
}

/// The voters and the other cards of a board, in a ruleset with `players`: (voters, cards
/// beside the storyteller's).
fn board_shape(ruleset: Ruleset, players: usize) -> (usize, usize) {
    match ruleset {
        // The storyteller's partner and one card per other team; the other teams vote.
        Ruleset::Teams => (players / 2 - 1, players / 2),
        _ => (players - 1, ruleset.board_size(players).saturating_sub(1)),
    }
}

/// The card of the hand and the clue of that card most likely to score for the storyteller,
/// guessed on boards made of the closest cards of hands drawn from the rest of the deck; the
/// clues in `lang` where the card has them. `None` when no card of the hand has words and clues.
pub fn choose_story(
    ruleset: Ruleset,
    players: usize,
    hand: &[CardId],
    deck: &Deck,
    lang: Lang,
    rng: &mut impl Rng,
) -> Option<(CardId, String)> {
    let (voters, others) = board_shape(ruleset, players);
    let hand_size = ruleset.hand_size(players);
    let rest: Vec<CardId> = deck
        .cards()
        .iter()
        .copied()
        .filter(|c| !hand.contains(c))
        .collect();
    let mut best: Option<(f32, CardId, String)> = None;
    for &card in hand {
        for text in deck.clues_of(card, lang) {
            let clue = deck.clue(&text);
            let own = deck.closeness(&clue, card);
            let mut chance = 0.0;
            for _ in 0..GUESSES {
                let mut close = vec![own];
                for _ in 0..others {
                    let drawn: Vec<&CardId> = rest.sample(rng, hand_size).collect();
                    let played = drawn
                        .iter()
                        .map(|&&c| deck.closeness(&clue, c))
                        .fold(0.0, f32::max);
                    close.push(played);
                }
                chance += some_but_not_all(find_chance(&close), voters);
            }
            // A little noise, so that equal choices are taken in turn.
            let score = chance / GUESSES as f32 + rng.random::<f32>() * 1e-3;
            if best.as_ref().is_none_or(|(b, _, _)| score > *b) {
                best = Some((score, card, text));
            }
        }
    }
    best.map(|(_, card, clue)| (card, clue))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn some_but_not_all_is_zero_at_the_ends_and_largest_between() {
        assert_eq!(some_but_not_all(0.0, 4), 0.0);
        assert_eq!(some_but_not_all(1.0, 4), 0.0);
        assert!(some_but_not_all(0.5, 4) > some_but_not_all(0.9, 4));
        assert!((some_but_not_all(0.5, 2) - 0.5).abs() < 1e-6);
    }

    #[test]
    fn the_closer_card_is_found_more_often() {
        assert!((find_chance(&[0.3, 0.3]) - 0.5).abs() < 1e-6);
        assert!(find_chance(&[0.6, 0.1, 0.1]) > 0.9);
        assert!(find_chance(&[0.0, 0.5]) < 0.01);
        assert_eq!(weights(&[0.2, 0.2]), [1.0, 1.0]);
    }

    /// A storyteller tells in its table's language: the clue is one of the chosen card's
    /// clues in that language, not the English one.
    #[test]
    fn a_storyteller_tells_in_the_tables_language() {
        use rand::SeedableRng;
        let deck = crate::bots::measure::builtin("deck3");
        let mut rng = rand::rngs::ChaCha20Rng::seed_from_u64(7);
        let hand: Vec<CardId> = deck.cards()[..6].to_vec();
        for lang in [Lang::Fr, Lang::De, Lang::PtBr] {
            let (card, clue) =
                choose_story(Ruleset::Classic, 4, &hand, &deck, lang, &mut rng).expect("a story");
            assert!(deck.clues_of(card, lang).contains(&clue), "{clue}");
            assert!(
                !deck.clues_of(card, Lang::En).contains(&clue),
                "{clue} is English"
            );
        }
        let (_, english) =
            choose_story(Ruleset::Classic, 4, &hand, &deck, Lang::En, &mut rng).expect("a story");
        assert!(hand
            .iter()
            .any(|&c| deck.clues_of(c, Lang::En).contains(&english)));
    }
}
