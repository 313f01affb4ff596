//! Random games of every ruleset and player count, played to the end, checking after every
//! action that the rules' invariants hold and that no view leaks hidden information.

use std::collections::HashSet;

use proptest::prelude::*;
use proptest::test_runner::TestCaseError;
use rand::rngs::ChaCha8Rng;
use rand::seq::{IndexedRandom, SliceRandom};
use rand::RngExt;

use super::helpers::{deck, rng};
use crate::game::{
    apply, clock, min_deck_size, take_over, view, Action, CardId, Event, FirstStoryteller, Game,
    Options, Phase, RoundResult, Ruleset, Seat,
};

/// Actions after which a game must have ended: far more than any game takes.
const MAX_ACTIONS: usize = 6_000;

fn all_setups() -> Vec<(Ruleset, usize)> {
    Ruleset::ALL
        .into_iter()
        .flat_map(|r| r.allowed_player_counts().into_iter().map(move |n| (r, n)))
        .collect()
}

fn random_options(ruleset: Ruleset, rng: &mut ChaCha8Rng) -> Options {
    let mut options = Options {
        first_storyteller: *[
            FirstStoryteller::FirstClue,
            FirstStoryteller::Host,
            FirstStoryteller::Random,
        ]
        .choose(rng)
        .unwrap_or(&FirstStoryteller::FirstClue),
        ..Options::default()
    };
    match ruleset {
        Ruleset::Edition2021 | Ruleset::Odyssey => {
            options.target_score = rng.random_range(10..=30);
            options.one_finder_bonus = rng.random_bool(0.5);
        }
        Ruleset::Classic => options.one_finder_bonus = rng.random_bool(0.5),
        Ruleset::Party | Ruleset::Teams => options.rounds_per_player = rng.random_range(1..=2),
    }
    options
}

/// A legal move for an awaited seat.
fn legal_move(game: &Game, seat: Seat, rng: &mut ChaCha8Rng) -> Action {
    let hand = &game.seats[seat].hand;
    match game.phase {
        Phase::Clue => Action::Clue {
            note: rng
                .random_bool(0.5)
                .then(|| format!("secret note of round {}", game.round)),
            clue: "a clue".into(),
            card: (game.ruleset != Ruleset::Party).then(|| *hand.choose(rng).unwrap()),
        },
        Phase::Submit => {
            let count = game.ruleset.cards_per_submission(game.players());
            Action::Submit {
                cards: hand.sample(rng, count).copied().collect(),
            }
        }
        _ => {
            let mut allowed: Vec<usize> = (1..=game.board.len())
                .filter(|&p| {
                    let owner = game.owner_at(p);
                    game.ruleset == Ruleset::Party
                        || (owner != Some(seat) && (owner.is_none() || owner != game.partner(seat)))
                })
                .collect();
            allowed.shuffle(rng);
            let two = game.ruleset.second_vote_allowed(game.players()) && rng.random_bool(0.4);
            allowed.truncate(if two { 2 } else { 1 });
            let red = (game.ruleset == Ruleset::Party && game.storyteller == Some(seat))
                .then(|| rng.random_range(1..=game.board.len()));
            Action::Vote {
                positions: allowed,
                red,
            }
        }
    }
}

/// Moves that break a rule whatever the state: each must be refused.
fn illegal_moves(game: &Game, rng: &mut ChaCha8Rng) -> Vec<(Seat, Action)> {
    let n = game.players();
    let mut moves = vec![(n, Action::Resign)];
    let awaited = game.awaited();
    let others: Vec<Seat> = (0..n).filter(|s| !awaited.contains(s)).collect();
    let foreign = |seat: Seat| -> Option<CardId> {
        game.seats
            .iter()
            .enumerate()
            .filter(|(s, _)| *s != seat)
            .flat_map(|(_, st)| st.hand.iter().copied())
            .chain(game.draw_pile.iter().copied())
            .next()
    };
    if let Some(&seat) = others.choose(rng) {
        // Not awaited: no move but resigning is possible.
        let card = game.seats[seat].hand.first().copied();
        moves.push((
            seat,
            Action::Clue {
                note: None,
                clue: "late".into(),
                card,
            },
        ));
        moves.push((
            seat,
            Action::Submit {
                cards: card.into_iter().collect(),
            },
        ));
        moves.push((
            seat,
            Action::Vote {
                positions: vec![1],
                red: None,
            },
        ));
    }
    if let Some(&seat) = awaited.choose(rng) {
        match game.phase {
            Phase::Clue => {
                let card = game.seats[seat].hand.first().copied();
                moves.push((
                    seat,
                    Action::Clue {
                        note: None,
                        clue: " \t ".into(),
                        card,
                    },
                ));
                moves.push((
                    seat,
                    Action::Clue {
                        note: None,
                        clue: "x".repeat(201),
                        card,
                    },
                ));
                if game.ruleset != Ruleset::Party {
                    moves.push((
                        seat,
                        Action::Clue {
                            note: None,
                            clue: "ok".into(),
                            card: foreign(seat),
                        },
                    ));
                    moves.push((
                        seat,
                        Action::Clue {
                            note: None,
                            clue: "ok".into(),
                            card: None,
                        },
                    ));
                }
            }
            Phase::Submit => {
                let count = game.ruleset.cards_per_submission(n);
                let mut cards: Vec<CardId> = game.seats[seat].hand[..count].to_vec();
                cards.push(game.seats[seat].hand[count]);
                moves.push((
                    seat,
                    Action::Submit {
                        cards: cards.clone(),
                    },
                ));
                if let Some(card) = foreign(seat) {
                    cards.truncate(count - 1);
                    cards.push(card);
                    moves.push((seat, Action::Submit { cards }));
                }
                let first = game.seats[seat].hand[0];
                moves.push((
                    seat,
                    Action::Submit {
                        cards: vec![first; count.max(2)],
                    },
                ));
            }
            Phase::Vote => {
                let size = game.board.len();
                moves.push((
                    seat,
                    Action::Vote {
                        positions: vec![],
                        red: None,
                    },
                ));
                moves.push((
                    seat,
                    Action::Vote {
                        positions: vec![size + 1],
                        red: None,
                    },
                ));
                moves.push((
                    seat,
                    Action::Vote {
                        positions: vec![0],
                        red: None,
                    },
                ));
                moves.push((
                    seat,
                    Action::Vote {
                        positions: vec![1, 2, 3],
                        red: None,
                    },
                ));
                if !game.ruleset.second_vote_allowed(n) && game.ruleset != Ruleset::Party {
                    moves.push((
                        seat,
                        Action::Vote {
                            positions: vec![1, 2],
                            red: None,
                        },
                    ));
                }
                moves.push((
                    seat,
                    Action::Vote {
                        positions: vec![1, 1],
                        red: None,
                    },
                ));
                if game.ruleset != Ruleset::Party {
                    if let Some(&mine) = game.submitted(seat).first() {
                        let p = game.board.iter().position(|&c| c == mine).unwrap_or(0) + 1;
                        moves.push((
                            seat,
                            Action::Vote {
                                positions: vec![p],
                                red: None,
                            },
                        ));
                    }
                    if let Some(partner) = game.partner(seat) {
                        if let Some(&theirs) = game.submitted(partner).first() {
                            let p = game.board.iter().position(|&c| c == theirs).unwrap_or(0) + 1;
                            moves.push((
                                seat,
                                Action::Vote {
                                    positions: vec![p],
                                    red: None,
                                },
                            ));
                        }
                    }
                }
                let places_red = game.ruleset == Ruleset::Party && game.storyteller == Some(seat);
                let red = if places_red { None } else { Some(1) };
                moves.push((
                    seat,
                    Action::Vote {
                        positions: vec![1],
                        red,
                    },
                ));
            }
            Phase::Finished => {}
        }
    }
    if game.phase == Phase::Finished {
        moves.push((0, Action::Resign));
    }
    moves
}

/// A move by anyone (or a seat that does not exist), with any cards of the table and any
/// positions: legal or not.
fn random_move(game: &Game, rng: &mut ChaCha8Rng) -> (Seat, Action) {
    let seat = rng.random_range(0..=game.players());
    let cards = game.all_cards();
    let some_cards = |rng: &mut ChaCha8Rng| -> Vec<CardId> {
        let count = rng.random_range(0..=3);
        (0..count)
            .filter_map(|_| cards.choose(rng).copied())
            .collect()
    };
    let action = match rng.random_range(0..4) {
        0 => {
            let card = some_cards(rng).first().copied();
            Action::Clue {
                note: None,
                clue: ["", "x", " tide "][rng.random_range(0..3)].to_string(),
                card,
            }
        }
        1 => Action::Submit {
            cards: some_cards(rng),
        },
        2 => {
            let size = game.board.len() + 1;
            let count = rng.random_range(0..=3);
            Action::Vote {
                positions: (0..count).map(|_| rng.random_range(0..=size)).collect(),
                red: rng.random_bool(0.3).then(|| rng.random_range(0..=size)),
            }
        }
        _ => Action::Resign,
    };
    (seat, action)
}

/// The view of `viewer` shows nothing hidden: no card of another hand, the board only in the
/// vote phase, no owner or vote outside the last (revealed) round.
fn check_view(game: &Game, viewer: Option<Seat>) -> Result<(), TestCaseError> {
    let player_view = view(game, viewer);
    let json =
        serde_json::to_value(&player_view).map_err(|e| TestCaseError::fail(e.to_string()))?;
    let hidden: HashSet<i64> = game
        .seats
        .iter()
        .enumerate()
        .filter(|(s, _)| Some(*s) != viewer)
        .flat_map(|(_, st)| st.hand.iter().map(|c| c.0))
        .chain(game.draw_pile.iter().map(|c| c.0))
        .collect();
    // Collects every number and card image of the view (outside the last round, which is
    // revealed), and every key.
    fn walk<'a>(
        value: &'a serde_json::Value,
        top: bool,
        found: &mut Vec<i64>,
        keys: &mut Vec<&'a str>,
    ) {
        match value {
            serde_json::Value::Object(map) => {
                for (key, inner) in map {
                    if top && key == "last_round" {
                        continue;
                    }
                    keys.push(key);
                    walk(inner, false, found, keys);
                }
            }
            serde_json::Value::Array(items) => {
                for item in items {
                    walk(item, false, found, keys);
                }
            }
            serde_json::Value::Number(number) => found.extend(number.as_i64()),
            serde_json::Value::String(text) => {
                found.extend(
                    text.strip_prefix("/cards/")
                        .and_then(|t| t.parse::<i64>().ok()),
                );
            }
            _ => {}
        }
    }
    let mut numbers = Vec::new();
    let mut keys = Vec::new();
    walk(&json, true, &mut numbers, &mut keys);
    for number in numbers {
        prop_assert!(
            !hidden.contains(&number),
            "{:?} sees hidden card {}",
            viewer,
            number
        );
    }
    prop_assert!(!keys.iter().any(|&k| k == "owner" || k == "voters"));
    // The storyteller's note shows in no view before its round is scored.
    if let Some(note) = &game.note {
        let mut unscored = json.clone();
        if let Some(map) = unscored.as_object_mut() {
            map.remove("last_round");
        }
        prop_assert!(
            !unscored.to_string().contains(note.as_str()),
            "{:?} sees the note before the reveal",
            viewer
        );
    }
    prop_assert_eq!(player_view.board.is_some(), game.phase == Phase::Vote);
    prop_assert_eq!(&player_view.last_round, &game.last_round);
    match (viewer, &player_view.you) {
        (None, None) => {}
        (Some(seat), Some(you)) => {
            prop_assert_eq!(&you.submitted, &game.submitted(seat));
            let own: Vec<usize> = game
                .votes_of(seat)
                .iter()
                .filter(|(_, m)| *m != crate::game::Marker::Red)
                .map(|(p, _)| *p)
                .collect();
            prop_assert_eq!(&you.votes, &own);
        }
        _ => prop_assert!(false, "you is shown exactly to a seated viewer"),
    }
    Ok(())
}

/// The points of a scored round, recomputed from the reveal alone: the finder line (0, 2, 3
/// or 4), the vote bonus within the ruleset's cap, Odyssey's single-marker point; party's
/// popularity points at most 5.
fn check_round_points(game: &Game, result: &RoundResult) -> Result<(), TestCaseError> {
    let n = game.players();
    // The explanation adds up, and is what reading the reveal back gives.
    let parts = crate::game::explain(game.ruleset, game.options, n, result);
    for line in &result.points {
        let sum: u32 = line.parts.iter().map(|p| p.points()).sum();
        prop_assert_eq!(sum, line.points, "seat {}: {:?}", line.seat, &line.parts);
        prop_assert_eq!(&parts[line.seat], &line.parts);
    }
    if game.ruleset == Ruleset::Party {
        for line in &result.points {
            let card = result.board.iter().find(|c| c.voters.contains(&line.seat));
            let expected = card.map_or(0, |c| {
                let together = c.voters.len() as u32;
                if c.red || together < 2 {
                    0
                } else {
                    together.min(5)
                }
            });
            prop_assert_eq!(line.points, expected);
        }
        return Ok(());
    }
    // Scorers are seats, or teams in teams.
    let unit = |seat: Seat| game.team(seat).unwrap_or(seat);
    let units = if game.ruleset == Ruleset::Teams {
        n / 2
    } else {
        n
    };
    let story = result.storyteller_position;
    let mut voted: Vec<Seat> = result.board.iter().flat_map(|c| c.voters.clone()).collect();
    voted.sort_unstable();
    voted.dedup();
    let finders: Vec<Seat> = result
        .board
        .iter()
        .filter(|c| Some(c.position) == story)
        .flat_map(|c| c.voters.clone())
        .collect();
    let mut line = vec![0u32; units];
    if finders.is_empty() || finders.len() == voted.len() {
        for &voter in &voted {
            line[unit(voter)] += 2;
        }
    } else {
        let reward = if game.options.one_finder_bonus && finders.len() == 1 {
            4
        } else {
            3
        };
        line[unit(result.storyteller)] += reward;
        for &finder in &finders {
            line[unit(finder)] += reward;
        }
    }
    let mut bonus = vec![0u32; units];
    for card in result.board.iter().filter(|c| Some(c.position) != story) {
        bonus[unit(card.owner)] += card.voters.len() as u32;
    }
    if let Some(cap) = game.ruleset.bonus_cap() {
        for b in &mut bonus {
            *b = (*b).min(cap);
        }
    }
    let mut single = vec![0u32; units];
    if game.ruleset.second_vote_allowed(n) {
        for &finder in &finders {
            let markers = result
                .board
                .iter()
                .filter(|c| c.voters.contains(&finder))
                .count();
            if markers == 1 {
                single[unit(finder)] += 1;
            }
        }
    }
    for points in &result.points {
        let u = unit(points.seat);
        prop_assert_eq!(
            points.points,
            line[u] + bonus[u] + single[u],
            "{:?}: seat {}",
            game.ruleset,
            points.seat
        );
    }
    Ok(())
}

fn check_state(game: &Game, cards: &[CardId]) -> Result<(), TestCaseError> {
    game.check_invariants().map_err(TestCaseError::fail)?;
    prop_assert_eq!(&game.all_cards(), cards);
    if game.phase != Phase::Finished {
        prop_assert!(!game.awaited().is_empty(), "nobody is awaited");
        for seat in game.awaited() {
            prop_assert!(game.is_active(seat));
        }
    }
    Ok(())
}

/// Online, Teams: "while one partner is still active, that partner plays the team's card
/// (the clock plays for the team only when both have resigned or the deadline passes)".
/// Outside a deadline, every card the clock plays is one that no active player could play:
/// a resigned storyteller's partner's, or a team's whose members have both resigned.
fn check_clock_plays_in_teams(
    before: &Game,
    after: &Game,
    events: &[Event],
) -> Result<(), TestCaseError> {
    if after.ruleset != Ruleset::Teams {
        return Ok(());
    }
    let mut storyteller = before.storyteller;
    for event in events {
        match *event {
            Event::StorytellerChosen { seat, .. } | Event::ClueGiven { seat, .. } => {
                storyteller = Some(seat)
            }
            Event::RoundStarted { storyteller: s, .. } => storyteller = s,
            Event::CardsPlayedByClock { seat, .. } => {
                let partner = after.partner(seat);
                let teams_play = storyteller.is_some_and(|s| Some(s) != partner);
                prop_assert!(!after.is_active(seat), "played for active seat {}", seat);
                prop_assert!(
                    !teams_play || partner.is_some_and(|p| !after.is_active(p)),
                    "the clock played for seat {} while its partner plays on",
                    seat
                );
            }
            _ => {}
        }
    }
    Ok(())
}

/// Plays a random game to its end; `resign_rate` is the chance that a step is someone
/// resigning.
fn play_random_game(
    ruleset: Ruleset,
    players: usize,
    seed: u64,
    resign_rate: f64,
) -> Result<(), TestCaseError> {
    let mut rng = rng(seed);
    let options = random_options(ruleset, &mut rng);
    let size = min_deck_size(ruleset, players) + rng.random_range(0..=25);
    let mut cards = deck(size);
    cards.shuffle(&mut rng);
    let (mut game, _) = Game::new(ruleset, options, players, cards.clone(), &mut rng)
        .map_err(|e| TestCaseError::fail(e.to_string()))?;
    cards.sort_unstable();
    let mut viewed_phase = None;

    for _ in 0..MAX_ACTIONS {
        check_state(&game, &cards)?;
        // Every viewer, at least once in every phase of every round, and at random moments.
        if viewed_phase != Some((game.round, game.phase)) || rng.random_bool(0.1) {
            viewed_phase = Some((game.round, game.phase));
            check_view(&game, None)?;
            for seat in 0..players {
                check_view(&game, Some(seat))?;
            }
        }
        if game.phase == Phase::Finished {
            prop_assert!(game.winners().is_some_and(|w| !w.is_empty()));
            prop_assert!(clock(&mut game.clone(), &mut rng).is_err());
            return Ok(());
        }

        let illegal = if rng.random_bool(0.3) {
            illegal_moves(&game, &mut rng)
        } else {
            Vec::new()
        };
        for (seat, action) in illegal {
            let before = game.clone();
            let result = apply(&mut game, seat, action.clone(), &mut rng);
            prop_assert!(
                result.is_err(),
                "{:?} by {} was accepted in {:?}",
                action,
                seat,
                before.phase
            );
            prop_assert_eq!(&game, &before);
        }
        // Any move at all: if it is refused, nothing changed.
        if rng.random_bool(0.2) {
            let mut attempt = game.clone();
            let (seat, action) = random_move(&game, &mut rng);
            if apply(&mut attempt, seat, action, &mut rng).is_err() {
                prop_assert_eq!(&attempt, &game);
            } else {
                attempt.check_invariants().map_err(TestCaseError::fail)?;
            }
        }

        let before = game.clone();
        let scores: Vec<u32> = game.seats.iter().map(|s| s.score).collect();
        let note = game.note.clone();
        let roll: f64 = rng.random();
        let by_clock = roll < 0.06;
        let events = if by_clock {
            clock(&mut game, &mut rng).map_err(|e| TestCaseError::fail(e.to_string()))?
        } else if roll < 0.06 + resign_rate {
            let active: Vec<Seat> = (0..players).filter(|&s| game.is_active(s)).collect();
            let seat = *active.choose(&mut rng).unwrap_or(&0);
            apply(&mut game, seat, Action::Resign, &mut rng)
                .map_err(|e| TestCaseError::fail(e.to_string()))?
        } else if roll < 0.063 + resign_rate && game.active_players() < players {
            // Someone takes a resigned seat over: it plays on from here.
            let resigned: Vec<Seat> = (0..players).filter(|&s| !game.is_active(s)).collect();
            let seat = *resigned.choose(&mut rng).unwrap_or(&0);
            take_over(&mut game, seat).map_err(|e| TestCaseError::fail(e.to_string()))?;
            game.check_invariants().map_err(TestCaseError::fail)?;
            Vec::new()
        } else {
            let awaited = game.awaited();
            let seat = *awaited.choose(&mut rng).unwrap_or(&0);
            let action = legal_move(&game, seat, &mut rng);
            apply(&mut game, seat, action.clone(), &mut rng).map_err(|e| {
                TestCaseError::fail(format!("legal {action:?} by {seat} refused: {e}"))
            })?
        };
        if !by_clock {
            check_clock_plays_in_teams(&before, &game, &events)?;
        }
        for (seat, state) in game.seats.iter().enumerate() {
            prop_assert!(state.score >= scores[seat], "a score went down");
        }
        for event in &events {
            if let Event::RoundScored { result } = event {
                check_round_points(&game, result)?;
                prop_assert_eq!(&result.note, &note, "the scored round reveals its note");
            }
        }
    }
    Err(TestCaseError::fail("the game did not end"))
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 8, ..ProptestConfig::default() })]

    /// Every ruleset with every allowed player count, played to the end at random.
    #[test]
    fn random_games_follow_the_rules(seed in any::<u64>()) {
        for (ruleset, players) in all_setups() {
            play_random_game(ruleset, players, seed, 0.005)?;
        }
    }

    /// Teams with players resigning often: partners play on for their teams until a table
    /// has too few players left (six players end at the first resignation, so from eight).
    #[test]
    fn teams_games_with_resignations_follow_the_rules(seed in any::<u64>()) {
        for players in [8, 10, 12] {
            play_random_game(Ruleset::Teams, players, seed, 0.04)?;
        }
    }
}
