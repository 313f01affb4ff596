//! Whole games through the JSON API, for every ruleset, each round's points checked against the
//! rules engine; and the refusals, races, polling and durability of the one path of a move.

use fabula::game::{
    self, CardId, Game, Marker, Options, Phase, Ruleset, SeatState, Submission, Vote,
};
use rand::seq::SliceRandom;
use rand::RngExt;
use reqwest::{Method, StatusCode};
use serde_json::{json, Value};

use crate::helpers::{spawn_app, TestApp};

/// One API client per player.
pub struct Table {
    pub id: i64,
    pub tokens: Vec<String>,
    pub http: reqwest::Client,
}

pub async fn call(
    app: &TestApp,
    http: &reqwest::Client,
    token: &str,
    method: Method,
    path: &str,
    body: Option<Value>,
) -> (StatusCode, Value) {
    let mut req = http.request(method, app.url(path)).bearer_auth(token);
    if let Some(body) = body {
        req = req.json(&body);
    }
    let res = req.send().await.expect("request sent");
    let status = res.status();
    let text = res.text().await.expect("body");
    let value = if text.is_empty() {
        Value::Null
    } else {
        serde_json::from_str(&text).unwrap_or(Value::String(text))
    };
    (status, value)
}

impl Table {
    /// Registers `players` accounts, the first creates the table with `options`, the others
    /// join, and the host starts it.
    pub async fn start(app: &TestApp, prefix: &str, players: usize, options: Value) -> Table {
        let host = app.api_user(&format!("{prefix}0")).await;
        Table::start_with_host(app, host, prefix, players, options).await
    }

    /// The same, with an existing account (its token) as the host.
    pub async fn start_with_host(
        app: &TestApp,
        host: String,
        prefix: &str,
        players: usize,
        options: Value,
    ) -> Table {
        let mut tokens = vec![host];
        for i in 1..players {
            tokens.push(app.api_user(&format!("{prefix}{i}")).await);
        }
        let http = reqwest::Client::new();
        let (status, view) = call(
            app,
            &http,
            &tokens[0],
            Method::POST,
            "/api/v1/tables",
            Some(options),
        )
        .await;
        assert_eq!(status, 201, "create: {view}");
        let id = view["id"].as_i64().expect("id");
        let code = view["code"].as_str().expect("code").to_string();
        for token in &tokens[1..] {
            let (status, view) = call(
                app,
                &http,
                token,
                Method::POST,
                &format!("/api/v1/tables/{id}/join"),
                Some(json!({ "code": code })),
            )
            .await;
            assert_eq!(status, 200, "join: {view}");
        }
        let (status, view) = call(
            app,
            &http,
            &tokens[0],
            Method::POST,
            &format!("/api/v1/tables/{id}/start"),
            None,
        )
        .await;
        assert_eq!(status, 200, "start: {view}");
        assert_eq!(view["status"], "playing");
        Table { id, tokens, http }
    }

    pub async fn view(&self, app: &TestApp, seat: usize) -> Value {
        let (status, view) = call(
            app,
            &self.http,
            &self.tokens[seat],
            Method::GET,
            &format!("/api/v1/tables/{}", self.id),
            None,
        )
        .await;
        assert_eq!(status, 200, "view: {view}");
        view
    }

    pub async fn post(
        &self,
        app: &TestApp,
        seat: usize,
        what: &str,
        body: Value,
    ) -> (StatusCode, Value) {
        call(
            app,
            &self.http,
            &self.tokens[seat],
            Method::POST,
            &format!("/api/v1/tables/{}/{what}", self.id),
            Some(body),
        )
        .await
    }
}

/// The ids of a list of cards (`[{"id","image"}]`).
pub fn cards_of(list: &Value) -> Vec<i64> {
    list.as_array()
        .map(|a| {
            a.iter()
                .map(|c| c["id"].as_i64().expect("card id"))
                .collect()
        })
        .unwrap_or_default()
}

/// A list of plain ids.
pub fn ids_of(list: &Value) -> Vec<i64> {
    list.as_array()
        .map(|a| a.iter().map(|c| c.as_i64().expect("id")).collect())
        .unwrap_or_default()
}

fn allowed(view: &Value, what: &str) -> bool {
    view["you"]["allowed"]
        .as_array()
        .is_some_and(|a| a.iter().any(|m| m == what))
}

/// What the test saw of a round's vote phase, to score it with the engine.
struct VotePhase {
    round: u64,
    storyteller: usize,
    clue: String,
    scores: Vec<u32>,
    board: Vec<i64>,
    submissions: Vec<Submission>,
    votes: Vec<Vote>,
}

/// Plays a started table to its end with legal moves chosen at random, checking after every
/// round that the revealed points are the engine's for what was played. Returns the final view
/// of seat 0 and the number of rounds scored.
pub async fn play_to_end(
    app: &TestApp,
    table: &Table,
    ruleset: Ruleset,
    options: Options,
    second_votes: bool,
) -> (Value, usize) {
    let players = table.tokens.len();
    let mut rng = rand::rng();
    let mut scored = 0;
    let mut phase_seen: Option<VotePhase> = None;
    let mut totals = vec![0u32; players];
    for _step in 0..10_000 {
        let views = {
            let mut v = Vec::new();
            for seat in 0..players {
                v.push(table.view(app, seat).await);
            }
            v
        };
        let view0 = &views[0];
        // A round was scored since we last looked: check it against the engine.
        if let Some(seen) = phase_seen.as_ref() {
            let last = &view0["last_round"];
            if last["round"].as_u64() == Some(seen.round) {
                check_round(ruleset, options, players, seen, last);
                for p in last["points"].as_array().expect("points") {
                    totals[p["seat"].as_u64().unwrap() as usize] +=
                        p["points"].as_u64().unwrap() as u32;
                }
                scored += 1;
                phase_seen = None;
            }
        }
        if view0["status"] == "finished" {
            for s in view0["seats"].as_array().unwrap() {
                assert_eq!(
                    s["score"].as_u64().unwrap() as u32,
                    totals[s["seat"].as_u64().unwrap() as usize],
                    "scores add up"
                );
            }
            let best = totals.iter().max().copied().unwrap_or(0);
            let expected: Vec<u64> = (0..players)
                .filter(|&s| totals[s] == best)
                .map(|s| s as u64)
                .collect();
            let winners: Vec<u64> = view0["winners"]
                .as_array()
                .expect("winners")
                .iter()
                .map(|w| w.as_u64().unwrap())
                .collect();
            assert_eq!(winners, expected, "winners");
            return (views[0].clone(), scored);
        }
        let phase = view0["phase"].as_str().expect("phase").to_string();
        if phase == "vote" && phase_seen.is_none() {
            let mut submissions = Vec::new();
            for (seat, v) in views.iter().enumerate() {
                for card in ids_of(&v["you"]["submitted"]) {
                    submissions.push(Submission {
                        seat,
                        card: CardId(card),
                    });
                }
            }
            phase_seen = Some(VotePhase {
                round: view0["round"].as_u64().unwrap(),
                storyteller: view0["storyteller"].as_u64().unwrap() as usize,
                clue: view0["clue"].as_str().unwrap().to_string(),
                scores: view0["seats"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .map(|s| s["score"].as_u64().unwrap() as u32)
                    .collect(),
                board: view0["board"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .map(|b| b["card"]["id"].as_i64().unwrap())
                    .collect(),
                submissions,
                votes: Vec::new(),
            });
        }
        let mut moved = false;
        for (seat, view) in views.iter().enumerate() {
            if allowed(view, "clue") {
                let hand = cards_of(&view["you"]["hand"]);
                let body = if ruleset == Ruleset::Party {
                    json!({ "clue": format!("a clue from seat {seat}") })
                } else {
                    json!({ "clue": format!("a clue from seat {seat}"), "card": hand[rng.random_range(0..hand.len())] })
                };
                let (status, answer) = table.post(app, seat, "clue", body).await;
                assert!(status == 200 || status == 409, "clue: {status} {answer}");
                moved = true;
                // Round 1 race: the first clue wins, so look again before anyone else moves.
                break;
            }
            if allowed(view, "submit") {
                let mut hand = cards_of(&view["you"]["hand"]);
                hand.shuffle(&mut rng);
                let count = if players == 3 && view["storyteller"].as_u64() != Some(seat as u64) {
                    2
                } else {
                    1
                };
                let (status, answer) = table
                    .post(app, seat, "submit", json!({ "cards": &hand[..count] }))
                    .await;
                // In teams a partner may have played for the team a moment ago.
                assert!(status == 200 || status == 409, "submit: {status} {answer}");
                moved = true;
            } else if allowed(view, "vote") {
                let own = ids_of(&view["you"]["submitted"]);
                let board: Vec<(u64, i64)> = view["board"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .map(|b| {
                        (
                            b["position"].as_u64().unwrap(),
                            b["card"]["id"].as_i64().unwrap(),
                        )
                    })
                    .collect();
                let is_party = ruleset == Ruleset::Party;
                let mut choices: Vec<u64> = board
                    .iter()
                    .filter(|(_, c)| is_party || !own.contains(c))
                    .map(|(p, _)| *p)
                    .collect();
                choices.shuffle(&mut rng);
                let storyteller = view["storyteller"].as_u64() == Some(seat as u64);
                let mut accepted = false;
                for (i, &first) in choices.iter().enumerate() {
                    let mut positions = vec![first];
                    if second_votes && rng.random_bool(0.5) {
                        if let Some(&second) = choices.get(i + 1) {
                            positions.push(second);
                        }
                    }
                    let red = (is_party && storyteller)
                        .then(|| board[rng.random_range(0..board.len())].0);
                    let body = match red {
                        Some(red) => json!({ "positions": positions, "red": red }),
                        None => json!({ "positions": positions }),
                    };
                    let (status, answer) = table.post(app, seat, "vote", body).await;
                    if status == 200 {
                        if let Some(seen) = phase_seen.as_mut() {
                            for (k, p) in positions.iter().enumerate() {
                                seen.votes.push(Vote {
                                    voter: seat,
                                    position: *p as usize,
                                    marker: if k == 0 {
                                        Marker::First
                                    } else {
                                        Marker::Second
                                    },
                                });
                            }
                            if let Some(red) = red {
                                seen.votes.push(Vote {
                                    voter: seat,
                                    position: red as usize,
                                    marker: Marker::Red,
                                });
                            }
                        }
                        accepted = true;
                        break;
                    }
                    // Teams: the voter cannot know which card their partner played.
                    assert_eq!(status, 422, "vote refused: {answer}");
                    assert!(
                        answer["detail"].as_str().unwrap().contains("team's card"),
                        "{answer}"
                    );
                }
                assert!(accepted, "seat {seat} found a card to vote for");
                moved = true;
            }
        }
        assert!(moved, "someone could move: {view0}");
    }
    panic!("the game did not end");
}

/// Scores the round the test watched with the engine and compares with the reveal.
fn check_round(
    ruleset: Ruleset,
    options: Options,
    players: usize,
    seen: &VotePhase,
    revealed: &Value,
) {
    let game = Game {
        ruleset,
        options,
        phase: Phase::Vote,
        round: seen.round as u32,
        storyteller: Some(seen.storyteller),
        clue: Some(seen.clue.clone()),
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
    let expected = serde_json::to_value(game::score_round(&game)).unwrap();
    assert_eq!(
        &expected, revealed,
        "round {} scored as the engine scores it",
        seen.round
    );
}

async fn full_game(prefix: &str, ruleset: Ruleset, players: usize, second_votes: bool) {
    let app = spawn_app().await;
    let mut options = Options::default();
    if ruleset == Ruleset::Odyssey && players == 3 {
        // A shorter game, and the host's own target score.
        options.target_score = 15;
    }
    let mut body = json!({ "ruleset": ruleset.as_str(), "first_storyteller": "first_clue" });
    if options.target_score != 30 {
        body["target_score"] = json!(options.target_score);
    }
    let table = Table::start(&app, prefix, players, body).await;
    let first = table.view(&app, 0).await;
    assert_eq!(
        first["options"]["move_time_limit_hours"], 48,
        "48 hours unless asked"
    );
    assert!(first["deadline"].is_string());
    let (last, rounds) = play_to_end(&app, &table, ruleset, options, second_votes).await;
    eprintln!("{prefix}: {rounds} rounds scored");
    assert!(rounds >= 2, "several rounds were played");
    assert_eq!(last["phase"], Value::Null);
    // The history lists every scored round, in the reveal's shape.
    let (status, history) = call(
        &app,
        &table.http,
        &table.tokens[1],
        Method::GET,
        &format!("/api/v1/tables/{}/rounds", table.id),
        None,
    )
    .await;
    assert_eq!(status, 200);
    assert_eq!(history.as_array().unwrap().len(), rounds);
    assert_eq!(
        history.as_array().unwrap().last().unwrap(),
        &last["last_round"]
    );
}

#[tokio::test]
async fn classic_with_three_players_plays_to_the_end() {
    full_game("cla3_", Ruleset::Classic, 3, false).await;
}

#[tokio::test]
async fn classic_with_six_players_plays_to_the_end() {
    full_game("cla6_", Ruleset::Classic, 6, false).await;
}

#[tokio::test]
async fn edition_2021_with_eight_players_plays_to_the_end() {
    full_game("ed8_", Ruleset::Edition2021, 8, false).await;
}

#[tokio::test]
async fn odyssey_with_three_players_plays_to_the_end() {
    full_game("ody3_", Ruleset::Odyssey, 3, false).await;
}

#[tokio::test]
async fn odyssey_with_twelve_players_and_second_votes_plays_to_the_end() {
    full_game("ody12_", Ruleset::Odyssey, 12, true).await;
}

#[tokio::test]
async fn party_with_six_players_plays_to_the_end() {
    full_game("par6_", Ruleset::Party, 6, false).await;
}

#[tokio::test]
async fn teams_with_eight_players_plays_to_the_end() {
    full_game("tea8_", Ruleset::Teams, 8, false).await;
}
