//! A small program that plays whole games through the JSON API, as a third-party bot would:
//! it creates accounts (or uses the API tokens it is given), creates a table, seats everyone,
//! starts, and plays random legal moves for every seat until the game ends.
//!
//! ```text
//! cargo run --release --example bot -- --ruleset odyssey --players 7
//! cargo run --release --example bot -- --tokens fab_a,fab_b,fab_c --ruleset odyssey --players 7
//! ```

#![allow(
    clippy::print_stdout,
    reason = "a command-line program: the game's progress is its output"
)]

use std::time::Duration;

use clap::Parser;
use rand::seq::SliceRandom;
use rand::RngExt;
use reqwest::{Client, Method};
use serde_json::{json, Value};

/// Plays a game of Fabula through its JSON API, every seat at random.
#[derive(Parser)]
pub struct Args {
    /// The server's address.
    #[arg(long, default_value = "http://127.0.0.1:8080")]
    server: String,
    /// classic, 2021, odyssey, party or teams.
    #[arg(long, default_value = "classic")]
    ruleset: String,
    /// How many players; seats beyond the tokens given get accounts made for them.
    #[arg(long, default_value_t = 3)]
    players: usize,
    /// API tokens of existing accounts, comma-separated; the first hosts, the others join.
    #[arg(long, value_delimiter = ',')]
    tokens: Vec<String>,
    /// Use the optional second vote of Odyssey with 7 to 12 players now and then.
    #[arg(long, default_value_t = true)]
    second_votes: bool,
}

struct Api {
    server: String,
    http: Client,
}

impl Api {
    fn new(server: &str) -> Result<Api, String> {
        let http = Client::builder()
            .timeout(Duration::from_secs(90))
            .build()
            .map_err(|e| e.to_string())?;
        Ok(Api {
            server: server.trim_end_matches('/').to_string(),
            http,
        })
    }

    /// One request; returns the status and the JSON body (Null when empty).
    async fn call(
        &self,
        method: Method,
        path: &str,
        token: Option<&str>,
        body: Option<&Value>,
    ) -> Result<(u16, Value), String> {
        let mut request = self
            .http
            .request(method, format!("{}{path}", self.server))
            .header("Accept", "application/json");
        if let Some(token) = token {
            request = request.bearer_auth(token);
        }
        if let Some(body) = body {
            request = request.json(body);
        }
        let response = request
            .send()
            .await
            .map_err(|e| format!("{}: {e}", self.server))?;
        let status = response.status().as_u16();
        let raw = response.bytes().await.map_err(|e| e.to_string())?;
        let value = if raw.is_empty() {
            Value::Null
        } else {
            serde_json::from_slice(&raw)
                .unwrap_or(Value::String(String::from_utf8_lossy(&raw).into()))
        };
        Ok((status, value))
    }

    /// One request that must answer `want`; returns the JSON body.
    async fn expect(
        &self,
        want: u16,
        method: Method,
        path: &str,
        token: Option<&str>,
        body: Option<&Value>,
    ) -> Result<Value, String> {
        let (status, value) = self.call(method.clone(), path, token, body).await?;
        if status == want {
            Ok(value)
        } else {
            Err(format!(
                "{method} {path}: {status} {}",
                value["detail"].as_str().unwrap_or(&value.to_string())
            ))
        }
    }
}

fn cards(list: &Value) -> Vec<i64> {
    list.as_array()
        .map(|a| a.iter().filter_map(|c| c["id"].as_i64()).collect())
        .unwrap_or_default()
}

fn allowed(view: &Value, what: &str) -> bool {
    view["you"]["allowed"]
        .as_array()
        .is_some_and(|a| a.iter().any(|m| m == what))
}

/// A move to send: its route's last segment and its body.
struct Move {
    what: &'static str,
    body: Value,
}

/// Random choices for a vote, tried in turn: in teams a voter cannot know which card their
/// partner played, so the first choice may be refused.
fn votes(view: &Value, second_votes: bool) -> Vec<Move> {
    let mut rng = rand::rng();
    let party = view["ruleset"] == "party";
    let me = view["you"]["seat"].as_u64();
    let own: Vec<i64> = view["you"]["submitted"]
        .as_array()
        .map(|a| a.iter().filter_map(Value::as_i64).collect())
        .unwrap_or_default();
    let board: Vec<(u64, i64)> = view["board"]
        .as_array()
        .map(|b| {
            b.iter()
                .map(|c| {
                    (
                        c["position"].as_u64().unwrap_or(1),
                        c["card"]["id"].as_i64().unwrap_or(0),
                    )
                })
                .collect()
        })
        .unwrap_or_default();
    let mut choices: Vec<u64> = board
        .iter()
        .filter(|(_, card)| party || !own.contains(card))
        .map(|(p, _)| *p)
        .collect();
    choices.shuffle(&mut rng);
    let players = view["seats"].as_array().map_or(0, Vec::len);
    let two = second_votes && view["ruleset"] == "odyssey" && players >= 7;
    let mut moves = Vec::new();
    for (i, first) in choices.iter().enumerate() {
        let mut positions = vec![*first];
        if two && rng.random_bool(0.5) {
            if let Some(second) = choices.get(i + 1) {
                positions.push(*second);
            }
        }
        let mut body = json!({"positions": positions});
        if party && view["storyteller"].as_u64() == me {
            body["red"] = json!(board[rng.random_range(0..board.len())].0);
        }
        moves.push(Move { what: "vote", body });
    }
    moves
}

/// The moves the seat whose view this is may try now, in turn, until one is accepted; `None`
/// when it has no move to make.
fn choose(view: &Value, second_votes: bool) -> Option<Vec<Move>> {
    let mut rng = rand::rng();
    let party = view["ruleset"] == "party";
    let me = view["you"]["seat"].as_u64();
    let mut hand = cards(&view["you"]["hand"]);
    hand.shuffle(&mut rng);
    if allowed(view, "clue") {
        let clue = [
            "A long way home",
            "Hush",
            "What the moon saw",
            "Almost",
            "Tuesday",
        ][rng.random_range(0..5)];
        let body = if party {
            json!({"clue": clue})
        } else {
            json!({"clue": clue, "card": hand[0]})
        };
        return Some(vec![Move { what: "clue", body }]);
    }
    if allowed(view, "submit") {
        let three = view["seats"].as_array().map_or(0, Vec::len) == 3;
        let count = if three && view["storyteller"].as_u64() != me {
            2
        } else {
            1
        };
        let body = json!({"cards": &hand[..count]});
        return Some(vec![Move {
            what: "submit",
            body,
        }]);
    }
    if allowed(view, "vote") {
        return Some(votes(view, second_votes));
    }
    None
}

/// One move for the seat whose view this is, if it has one to make. Returns whether it moved.
async fn play_one(
    api: &Api,
    token: &str,
    id: i64,
    view: &Value,
    second_votes: bool,
) -> Result<bool, String> {
    let Some(moves) = choose(view, second_votes) else {
        return Ok(false);
    };
    for Move { what, body } in moves {
        let path = format!("/api/v1/tables/{id}/{what}");
        let (status, answer) = api
            .call(Method::POST, &path, Some(token), Some(&body))
            .await?;
        match (what, status) {
            (_, 200) => return Ok(true),
            // In round 1 anyone may race for the first clue: a 409 just means someone was
            // faster. In teams, a partner may have played for the team a moment ago.
            ("clue" | "submit", 409) => return Ok(true),
            // Teams: a voter cannot know which card their partner played; try another.
            ("vote", 422) => continue,
            _ => return Err(format!("{what}: {status} {answer}")),
        }
    }
    Err("no card to vote for".into())
}

/// Plays one whole game as `args` say, printing each round's points and the end.
pub async fn run(args: Args) -> Result<(), String> {
    let api = Api::new(&args.server)?;
    // The tokens given play first; accounts are created for the remaining seats.
    let mut tokens = args.tokens.clone();
    let tag: u32 = rand::rng().random_range(1000..9999);
    for i in tokens.len()..args.players {
        let username = format!("bot{tag}_{i}");
        let password = format!("password-{tag}-{i}");
        let account = json!({"username": username, "password": password});
        api.expect(201, Method::POST, "/api/v1/accounts", None, Some(&account))
            .await?;
        let token = api
            .expect(201, Method::POST, "/api/v1/tokens", None, Some(&account))
            .await?;
        tokens.push(token["token"].as_str().unwrap_or_default().to_string());
    }
    let host = &tokens[0];
    let table = api
        .expect(
            201,
            Method::POST,
            "/api/v1/tables",
            Some(host),
            Some(&json!({"ruleset": args.ruleset})),
        )
        .await?;
    let id = table["id"].as_i64().ok_or("no table id")?;
    let code = table["code"].as_str().unwrap_or_default().to_string();
    for token in &tokens[1..] {
        api.expect(
            200,
            Method::POST,
            &format!("/api/v1/tables/{id}/join"),
            Some(token),
            Some(&json!({"code": code})),
        )
        .await?;
    }
    api.expect(
        200,
        Method::POST,
        &format!("/api/v1/tables/{id}/start"),
        Some(host),
        None,
    )
    .await?;
    println!(
        "table {id} ({}) started with {} players",
        args.ruleset,
        tokens.len()
    );

    let mut last_round = 0;
    for _ in 0..100_000 {
        let mut views = Vec::new();
        for token in &tokens {
            let path = format!("/api/v1/tables/{id}");
            views.push(
                api.expect(200, Method::GET, &path, Some(token), None)
                    .await?,
            );
        }
        if let Some(round) = views[0]["last_round"]["round"].as_u64() {
            if round != last_round {
                last_round = round;
                let points: Vec<String> = views[0]["last_round"]["points"]
                    .as_array()
                    .map(|p| {
                        p.iter()
                            .map(|p| format!("{}+{}", p["seat"], p["points"]))
                            .collect()
                    })
                    .unwrap_or_default();
                println!(
                    "round {round}: \"{}\"  {}",
                    views[0]["last_round"]["clue"].as_str().unwrap_or(""),
                    points.join(" ")
                );
            }
        }
        if views[0]["status"] == "finished" {
            let scores: Vec<String> = views[0]["seats"]
                .as_array()
                .map(|s| {
                    s.iter()
                        .map(|s| {
                            format!("{} {}", s["username"].as_str().unwrap_or("?"), s["score"])
                        })
                        .collect()
                })
                .unwrap_or_default();
            println!("game over: {}", scores.join(", "));
            println!("winners (seats): {}", views[0]["winners"]);
            println!("{}/tables/{id}", api.server);
            return Ok(());
        }
        let mut moved = false;
        for (token, view) in tokens.iter().zip(&views) {
            if play_one(&api, token, id, view, args.second_votes).await? {
                moved = true;
                if view["phase"] == "clue" {
                    break;
                }
            }
        }
        if !moved {
            // Nobody here can move: someone else (a person) is awaited. Wait for a change.
            tokio::time::sleep(Duration::from_secs(2)).await;
        }
    }
    Err("the game did not end".into())
}

#[tokio::main]
async fn main() {
    if let Err(e) = run(Args::parse()).await {
        eprintln!("bot: {e}");
        std::process::exit(1);
    }
}
