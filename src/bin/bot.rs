//! A small program that plays whole games through the JSON API, as a third-party bot would:
//! it creates accounts (or uses the API tokens it is given), creates a table, seats everyone,
//! starts, and plays random legal moves for every seat until the game ends.
//!
//! ```text
//! cargo run --release --bin bot -- --ruleset odyssey --players 7
//! cargo run --release --bin bot -- --tokens fab_a,fab_b,fab_c --ruleset odyssey --players 7
//! ```
//!
//! It speaks plain HTTP/1.1 over a TCP socket, so it needs nothing beyond the standard library
//! and serde_json.

#![allow(
    clippy::print_stdout,
    reason = "a command-line program: the game's progress is its output"
)]

use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpStream;
use std::time::Duration;

use clap::Parser;
use rand::seq::SliceRandom;
use rand::RngExt;
use serde_json::{json, Value};

/// Plays a game of Fabula through its JSON API, every seat at random.
#[derive(Parser)]
struct Args {
    /// The server, http only (e.g. a local one).
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
    host: String,
}

impl Api {
    fn new(server: &str) -> Result<Api, String> {
        let host = server
            .strip_prefix("http://")
            .ok_or("the bot speaks plain http: give --server http://host:port")?
            .trim_end_matches('/')
            .to_string();
        Ok(Api { host })
    }

    /// One request; returns the status and the JSON body (Null when empty).
    fn call(
        &self,
        method: &str,
        path: &str,
        token: Option<&str>,
        body: Option<&Value>,
    ) -> Result<(u16, Value), String> {
        let mut stream =
            TcpStream::connect(&self.host).map_err(|e| format!("{}: {e}", self.host))?;
        stream
            .set_read_timeout(Some(Duration::from_secs(90)))
            .map_err(|e| e.to_string())?;
        let body = body.map(|b| b.to_string()).unwrap_or_default();
        let mut request = format!(
            "{method} {path} HTTP/1.1\r\nHost: {}\r\nConnection: close\r\nAccept: application/json\r\n",
            self.host
        );
        if let Some(token) = token {
            request.push_str(&format!("Authorization: Bearer {token}\r\n"));
        }
        if !body.is_empty() {
            request.push_str(&format!(
                "Content-Type: application/json\r\nContent-Length: {}\r\n",
                body.len()
            ));
        }
        request.push_str("\r\n");
        request.push_str(&body);
        stream
            .write_all(request.as_bytes())
            .map_err(|e| e.to_string())?;

        let mut reader = BufReader::new(stream);
        let mut status_line = String::new();
        reader
            .read_line(&mut status_line)
            .map_err(|e| e.to_string())?;
        let status: u16 = status_line
            .split_whitespace()
            .nth(1)
            .and_then(|s| s.parse().ok())
            .ok_or_else(|| format!("not an HTTP answer: {status_line:?}"))?;
        let mut chunked = false;
        loop {
            let mut line = String::new();
            reader.read_line(&mut line).map_err(|e| e.to_string())?;
            if line.trim().is_empty() {
                break;
            }
            let lower = line.to_ascii_lowercase();
            if lower.starts_with("transfer-encoding:") && lower.contains("chunked") {
                chunked = true;
            }
        }
        let mut raw = Vec::new();
        if chunked {
            loop {
                let mut size = String::new();
                reader.read_line(&mut size).map_err(|e| e.to_string())?;
                let size = usize::from_str_radix(size.trim(), 16).map_err(|e| e.to_string())?;
                if size == 0 {
                    break;
                }
                let mut chunk = vec![0; size + 2];
                reader.read_exact(&mut chunk).map_err(|e| e.to_string())?;
                raw.extend_from_slice(&chunk[..size]);
            }
        } else {
            reader.read_to_end(&mut raw).map_err(|e| e.to_string())?;
        }
        let value = if raw.is_empty() {
            Value::Null
        } else {
            serde_json::from_slice(&raw)
                .unwrap_or(Value::String(String::from_utf8_lossy(&raw).into()))
        };
        Ok((status, value))
    }

    fn expect(
        &self,
        want: u16,
        method: &str,
        path: &str,
        token: Option<&str>,
        body: Option<&Value>,
    ) -> Result<Value, String> {
        let (status, value) = self.call(method, path, token, body)?;
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

/// One move for the seat whose view this is, if it has one to make. Returns whether it moved.
fn play_one(
    api: &Api,
    token: &str,
    id: i64,
    view: &Value,
    second_votes: bool,
) -> Result<bool, String> {
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
        // In round 1 anyone may race for the first clue: a 409 just means someone was faster.
        let (status, answer) = api.call(
            "POST",
            &format!("/api/v1/tables/{id}/clue"),
            Some(token),
            Some(&body),
        )?;
        if status != 200 && status != 409 {
            return Err(format!("clue: {status} {answer}"));
        }
        return Ok(true);
    }
    if allowed(view, "submit") {
        let three = view["seats"].as_array().map_or(0, Vec::len) == 3;
        let count = if three && view["storyteller"].as_u64() != me {
            2
        } else {
            1
        };
        let body = json!({"cards": &hand[..count]});
        let (status, answer) = api.call(
            "POST",
            &format!("/api/v1/tables/{id}/submit"),
            Some(token),
            Some(&body),
        )?;
        // In teams, a partner may have played for the team a moment ago.
        if status != 200 && status != 409 {
            return Err(format!("submit: {status} {answer}"));
        }
        return Ok(true);
    }
    if allowed(view, "vote") {
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
            let (status, answer) = api.call(
                "POST",
                &format!("/api/v1/tables/{id}/vote"),
                Some(token),
                Some(&body),
            )?;
            match status {
                200 => return Ok(true),
                // Teams: a voter cannot know which card their partner played; try another.
                422 => continue,
                _ => return Err(format!("vote: {status} {answer}")),
            }
        }
        return Err("no card to vote for".into());
    }
    Ok(false)
}

fn run(args: Args) -> Result<(), String> {
    let api = Api::new(&args.server)?;
    // The tokens given play first; accounts are created for the remaining seats.
    let mut tokens = args.tokens.clone();
    let tag: u32 = rand::rng().random_range(1000..9999);
    for i in tokens.len()..args.players {
        let username = format!("bot{tag}_{i}");
        let password = format!("password-{tag}-{i}");
        let account = json!({"username": username, "password": password});
        api.expect(201, "POST", "/api/v1/accounts", None, Some(&account))?;
        let token = api.expect(201, "POST", "/api/v1/tokens", None, Some(&account))?;
        tokens.push(token["token"].as_str().unwrap_or_default().to_string());
    }
    let host = &tokens[0];
    let table = api.expect(
        201,
        "POST",
        "/api/v1/tables",
        Some(host),
        Some(&json!({"ruleset": args.ruleset})),
    )?;
    let id = table["id"].as_i64().ok_or("no table id")?;
    let code = table["code"].as_str().unwrap_or_default().to_string();
    for token in &tokens[1..] {
        api.expect(
            200,
            "POST",
            &format!("/api/v1/tables/{id}/join"),
            Some(token),
            Some(&json!({"code": code})),
        )?;
    }
    api.expect(
        200,
        "POST",
        &format!("/api/v1/tables/{id}/start"),
        Some(host),
        None,
    )?;
    println!(
        "table {id} ({}) started with {} players",
        args.ruleset,
        tokens.len()
    );

    let mut last_round = 0;
    for _ in 0..100_000 {
        let mut views = Vec::new();
        for token in &tokens {
            views.push(api.expect(
                200,
                "GET",
                &format!("/api/v1/tables/{id}"),
                Some(token),
                None,
            )?);
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
            println!("{}/tables/{id}", args.server.trim_end_matches('/'));
            return Ok(());
        }
        let mut moved = false;
        for (token, view) in tokens.iter().zip(&views) {
            if play_one(&api, token, id, view, args.second_votes)? {
                moved = true;
                if view["phase"] == "clue" {
                    break;
                }
            }
        }
        if !moved {
            // Nobody here can move: someone else (a person) is awaited. Wait for a change.
            std::thread::sleep(Duration::from_secs(2));
        }
    }
    Err("the game did not end".into())
}

fn main() {
    if let Err(e) = run(Args::parse()) {
        eprintln!("bot: {e}");
        std::process::exit(1);
    }
}
