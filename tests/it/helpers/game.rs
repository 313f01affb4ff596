//! Whole games through the API with random legal moves, each round's reveal checked against
//! the rules engine (`fabula::game`).

use fabula::game::{
    self, CardId, Game, Marker, Options, Phase, Ruleset, SeatState, Submission, Vote,
};
use rand::seq::SliceRandom;
use rand::RngExt;
use serde_json::json;

use super::api::Table;
use super::view::{self, Move, Round, Status, TableView};

/// What the test saw of a round's vote phase, to score it with the engine.
struct VotePhase {
    round: u32,
    storyteller: usize,
    clue: String,
    scores: Vec<u32>,
    board: Vec<i64>,
    submissions: Vec<Submission>,
    votes: Vec<Vote>,
}

impl Table {
    /// Plays a started table to its end with legal moves chosen at random, checking after
    /// every round that the revealed points are the engine's for what was played. Returns the
    /// final view of seat 0 and the number of rounds scored.
    pub async fn play_to_end(
        &self,
        ruleset: Ruleset,
        options: Options,
        second_votes: bool,
    ) -> (TableView, usize) {
        let players = self.players.len();
        let mut rng = rand::rng();
        let mut scored = 0;
        let mut phase_seen: Option<VotePhase> = None;
        let mut totals = vec![0u32; players];
        for _step in 0..10_000 {
            let views = self.views().await;
            let view0 = &views[0];
            // A round was scored since we last looked: check it against the engine.
            if let Some(seen) = phase_seen.as_ref() {
                if let Some(last) = view0.last_round.as_ref().filter(|l| l.round == seen.round) {
                    check_round(ruleset, options, players, seen, last);
                    for p in &last.points {
                        totals[p.seat] += p.points;
                    }
                    scored += 1;
                    phase_seen = None;
                }
            }
            if view0.status == Status::Finished {
                for s in &view0.seats {
                    assert_eq!(s.score, totals[s.seat], "scores add up");
                }
                let best = totals.iter().max().copied().unwrap_or(0);
                let expected: Vec<usize> = (0..players).filter(|&s| totals[s] == best).collect();
                assert_eq!(
                    view0.winners.as_ref().expect("winners"),
                    &expected,
                    "winners"
                );
                return (view0.clone(), scored);
            }
            if view0.phase == Some(view::Phase::Vote) && phase_seen.is_none() {
                let mut submissions = Vec::new();
                for (seat, v) in views.iter().enumerate() {
                    for &card in &v.you().submitted {
                        submissions.push(Submission {
                            seat,
                            card: CardId(card),
                        });
                    }
                }
                phase_seen = Some(VotePhase {
                    round: view0.round,
                    storyteller: view0.storyteller.expect("a storyteller"),
                    clue: view0.clue.clone().expect("a clue"),
                    scores: view0.scores(),
                    board: view0.board().into_iter().map(|(_, card)| card).collect(),
                    submissions,
                    votes: Vec::new(),
                });
            }
            let mut moved = false;
            for (seat, view) in views.iter().enumerate() {
                if view.allows(Move::Clue) {
                    let hand = view.hand();
                    let body = if ruleset == Ruleset::Party {
                        json!({ "clue": format!("a clue from seat {seat}") })
                    } else {
                        json!({ "clue": format!("a clue from seat {seat}"), "card": hand[rng.random_range(0..hand.len())] })
                    };
                    let (status, answer) = self.post(seat, "clue", body).await;
                    assert!(status == 200 || status == 409, "clue: {status} {answer}");
                    moved = true;
                    // Round 1 race: the first clue wins, so look again before anyone else moves.
                    break;
                }
                if view.allows(Move::Submit) {
                    let mut hand = view.hand();
                    hand.shuffle(&mut rng);
                    let count = if players == 3 && view.storyteller != Some(seat) {
                        2
                    } else {
                        1
                    };
                    let (status, answer) = self
                        .post(seat, "submit", json!({ "cards": &hand[..count] }))
                        .await;
                    // In teams a partner may have played for the team a moment ago.
                    assert!(status == 200 || status == 409, "submit: {status} {answer}");
                    moved = true;
                } else if view.allows(Move::Vote) {
                    let board = view.board();
                    let is_party = ruleset == Ruleset::Party;
                    // The board marks the cards this voter may not vote for: their own, and
                    // in teams their partner's; in party none.
                    let mut barred: Vec<i64> = view.you().submitted.clone();
                    if ruleset == Ruleset::Teams {
                        barred.extend(&views[(seat + players / 2) % players].you().submitted);
                    }
                    let marks = view.board.as_ref().expect("a board");
                    for spot in marks {
                        let expected = !is_party && barred.contains(&spot.card.id);
                        assert_eq!(
                            spot.mine, expected,
                            "seat {seat}, position {}",
                            spot.position
                        );
                    }
                    let mut choices: Vec<usize> = marks
                        .iter()
                        .filter(|b| !b.mine)
                        .map(|b| b.position)
                        .collect();
                    choices.shuffle(&mut rng);
                    let storyteller = view.storyteller == Some(seat);
                    let mut positions = vec![*choices.first().expect("a card to vote for")];
                    if second_votes && rng.random_bool(0.5) {
                        positions.extend(choices.get(1));
                    }
                    let red = (is_party && storyteller)
                        .then(|| board[rng.random_range(0..board.len())].0);
                    let body = match red {
                        Some(red) => json!({ "positions": positions, "red": red }),
                        None => json!({ "positions": positions }),
                    };
                    let (status, answer) = self.post(seat, "vote", body).await;
                    assert_eq!(
                        status, 200,
                        "seat {seat}'s vote for {positions:?}: {answer}"
                    );
                    if let Some(seen) = phase_seen.as_mut() {
                        for (k, &position) in positions.iter().enumerate() {
                            let marker = if k == 0 {
                                Marker::First
                            } else {
                                Marker::Second
                            };
                            seen.votes.push(Vote {
                                voter: seat,
                                position,
                                marker,
                            });
                        }
                        if let Some(red) = red {
                            seen.votes.push(Vote {
                                voter: seat,
                                position: red,
                                marker: Marker::Red,
                            });
                        }
                    }
                    moved = true;
                }
            }
            assert!(moved, "someone could move: {view0:?}");
        }
        panic!("the game did not end");
    }
}

/// Scores the round the test watched with the engine and compares with the reveal.
fn check_round(
    ruleset: Ruleset,
    options: Options,
    players: usize,
    seen: &VotePhase,
    revealed: &Round,
) {
    let game = Game {
        ruleset,
        options,
        phase: Phase::Vote,
        round: seen.round,
        storyteller: Some(seen.storyteller),
        clue: Some(seen.clue.clone()),
        note: None,
        seats: (0..players)
            .map(|s| SeatState {
                score: seen.scores[s],
                resigned: false,
                turns: 0,
                hand: Vec::new(),
            })
            .collect(),
        draw_pile: Vec::new(),
        discard_pile: Vec::new(),
        submissions: seen.submissions.clone(),
        board: seen.board.iter().map(|&c| CardId(c)).collect(),
        votes: seen.votes.clone(),
        last_round: None,
    };
    let expected: Round =
        serde_json::from_value(serde_json::to_value(game::score_round(&game)).unwrap())
            .expect("the engine's round reads as the API's");
    assert_eq!(
        &expected, revealed,
        "round {} scored as the engine scores it",
        seen.round
    );
    for line in &revealed.points {
        let sum: u32 = line.parts.iter().map(|p| p.points).sum();
        assert_eq!(sum, line.points, "seat {}'s points explained", line.seat);
    }
}
