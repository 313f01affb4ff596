//! A resigned seat taken over by someone else: it plays on as it was.

use super::helpers::{act, play, start, tell};
use crate::game::{take_over, Action, Phase, Ruleset, TakeOverError};

#[test]
fn a_resigned_seat_plays_on_with_its_score_and_hand() {
    let mut game = start(Ruleset::Classic, 4);
    act(&mut game, 2, Action::Resign);
    assert!(!game.is_active(2));
    game.seats[2].score = 7;
    let before = game.clone();

    take_over(&mut game, 2).unwrap();
    assert!(game.is_active(2));
    assert_eq!(game.seats[2].score, 7);
    assert_eq!(game.seats[2].hand, before.seats[2].hand);
    assert_eq!(game.active_players(), 4);
    game.check_invariants().unwrap();

    // From the next step on it is awaited like anyone: after the clue it must play.
    let storyteller = game.awaited()[0];
    tell(&mut game, storyteller);
    assert!(game.awaited().contains(&2), "{:?}", game.awaited());
    play(&mut game, 2);
    game.check_invariants().unwrap();
}

#[test]
fn only_a_resigned_seat_of_a_game_going_on_is_taken_over() {
    let mut game = start(Ruleset::Classic, 3);
    let before = game.clone();
    assert_eq!(take_over(&mut game, 1), Err(TakeOverError::NotResigned(1)));
    assert_eq!(take_over(&mut game, 3), Err(TakeOverError::NoSuchSeat(3)));
    assert_eq!(game, before, "a refusal changes nothing");

    // Three players, one resigns: too few, the game is over.
    act(&mut game, 1, Action::Resign);
    assert_eq!(game.phase, Phase::Finished);
    let ended = game.clone();
    assert_eq!(take_over(&mut game, 1), Err(TakeOverError::GameOver));
    assert_eq!(game, ended);
}
