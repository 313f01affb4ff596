//! Plays the driven tables as bots would: read the view of the player the table waits for,
//! then make that player's move (clue, submit or vote), timing each.

use std::net::SocketAddr;
use std::time::{Duration, Instant};

use serde::Deserialize;
use serde_json::{json, Value};

use crate::http::{request, Answer, Conn, Sample};

/// A table being played, with its players' Authorization headers by seat.
#[derive(Clone)]
pub struct Driven {
    pub id: i64,
    pub bearers: Vec<String>,
    /// The seat the table waits for, from the last view seen; `None`: not known yet.
    next_seat: Option<usize>,
    pub finished: bool,
}

impl Driven {
    pub fn new(id: i64, bearers: Vec<String>) -> Driven {
        Driven {
            id,
            bearers,
            next_seat: None,
            finished: false,
        }
    }

    pub fn view_request(&self, seat: usize, extra: &[(&str, &str)]) -> Vec<u8> {
        let mut headers = vec![("Authorization", self.bearers[seat].as_str())];
        headers.extend_from_slice(extra);
        request(
            "GET",
            &format!("/api/v1/tables/{}", self.id),
            &headers,
            None,
        )
    }
}

/// What the moves took, by kind.
#[derive(Default)]
pub struct Moves {
    pub views: Sample,
    pub clue: Sample,
    pub submit: Sample,
    pub vote: Sample,
}

impl Moves {
    pub fn merge(&mut self, other: Moves) {
        self.views.merge(other.views);
        self.clue.merge(other.clue);
        self.submit.merge(other.submit);
        self.vote.merge(other.vote);
    }

    /// Adds the moves of a later slice of time.
    pub fn then(&mut self, other: Moves) {
        self.views.then(other.views);
        self.clue.then(other.clue);
        self.submit.then(other.submit);
        self.vote.then(other.vote);
    }

    pub fn all(&self) -> Sample {
        let mut all = Sample::default();
        for kind in [&self.clue, &self.submit, &self.vote] {
            all.latencies.extend_from_slice(&kind.latencies);
            all.unexpected += kind.unexpected;
            if all.first_unexpected.is_none() {
                all.first_unexpected = kind.first_unexpected;
            }
        }
        all.elapsed = self.views.elapsed;
        all
    }

    fn set_elapsed(&mut self, elapsed: Duration) {
        for kind in [
            &mut self.views,
            &mut self.clue,
            &mut self.submit,
            &mut self.vote,
        ] {
            kind.elapsed = elapsed;
        }
    }
}

/// What a bot reads of a table's view: only these fields are decoded (the rest is skipped
/// unread), as a bot would, so that this program stays a small part of the machine's work.
#[derive(Deserialize)]
struct View {
    #[serde(default)]
    status: String,
    #[serde(default)]
    seats: Vec<SeatView>,
    you: Option<You>,
    /// Only in the vote phase; null otherwise.
    board: Option<Vec<BoardCard>>,
}

#[derive(Deserialize)]
struct SeatView {
    #[serde(default)]
    waiting_for: bool,
}

#[derive(Deserialize)]
struct You {
    #[serde(default)]
    allowed: Vec<String>,
    #[serde(default)]
    hand: Vec<CardRef>,
    #[serde(default)]
    submitted: Vec<Value>,
}

#[derive(Deserialize)]
struct CardRef {
    id: Value,
}

#[derive(Deserialize)]
struct BoardCard {
    position: Value,
    card: Option<CardRef>,
}

fn parse(answer: &Answer) -> Option<View> {
    serde_json::from_slice(&answer.body).ok()
}

fn waiting_seat(view: &View) -> Option<usize> {
    view.seats.iter().position(|s| s.waiting_for)
}

/// One move at `table`: the view of the player awaited, then their move. Returns the instant
/// the move was acknowledged, or `None` when the table has nothing more to play.
pub async fn step(conn: &mut Conn, table: &mut Driven, moves: &mut Moves) -> Option<Instant> {
    let seat = match table.next_seat {
        Some(seat) => seat,
        None => {
            let t = Instant::now();
            let answer = conn.send(&table.view_request(0, &[])).await.ok()?;
            moves.views.record(t, answer.status, 200);
            let view = parse(&answer)?;
            match waiting_seat(&view) {
                Some(seat) => seat,
                None => {
                    table.finished = true;
                    return None;
                }
            }
        }
    };
    let t = Instant::now();
    let answer = conn.send(&table.view_request(seat, &[])).await.ok()?;
    moves.views.record(t, answer.status, 200);
    let view = parse(&answer)?;
    if view.status != "playing" {
        table.finished = true;
        return None;
    }
    let you = view.you?;
    let has = |m: &str| you.allowed.iter().any(|a| a == m);
    let first_card = you
        .hand
        .first()
        .map(|c| c.id.clone())
        .unwrap_or(Value::Null);
    let (kind, path, body) = if has("clue") {
        let body = json!({"clue": "a long way home", "card": first_card});
        ("clue", "clue", body)
    } else if has("submit") {
        ("submit", "submit", json!({"cards": [first_card]}))
    } else if has("vote") {
        let position = view
            .board
            .as_deref()
            .unwrap_or_default()
            .iter()
            .find(|b| {
                b.card
                    .as_ref()
                    .is_none_or(|c| !you.submitted.contains(&c.id))
            })?
            .position
            .clone();
        ("vote", "vote", json!({"positions": [position]}))
    } else {
        // Not this seat's move after all: look again next time.
        table.next_seat = None;
        return Some(Instant::now());
    };
    let req = request(
        "POST",
        &format!("/api/v1/tables/{}/{path}", table.id),
        &[("Authorization", table.bearers[seat].as_str())],
        Some(&body.to_string()),
    );
    let t = Instant::now();
    let answer = conn.send(&req).await.ok()?;
    let acked = Instant::now();
    let sample = match kind {
        "clue" => &mut moves.clue,
        "submit" => &mut moves.submit,
        _ => &mut moves.vote,
    };
    sample.record(t, answer.status, 200);
    table.next_seat = parse(&answer).as_ref().and_then(waiting_seat);
    if answer.status != 200 {
        table.next_seat = None;
    }
    Some(acked)
}

/// `conns` connections play `tables` (each table by one connection only, in turn) for
/// `duration`.
pub async fn play(
    addr: SocketAddr,
    conns: usize,
    tables: &mut [Driven],
    duration: Duration,
) -> Moves {
    let started = Instant::now();
    let deadline = started + duration;
    let mut tasks = Vec::new();
    for c in 0..conns {
        let mut mine: Vec<Driven> = tables.iter().skip(c).step_by(conns).cloned().collect();
        tasks.push(tokio::spawn(async move {
            let mut moves = Moves::default();
            let Ok(mut conn) = Conn::open(addr).await else {
                return (moves, mine);
            };
            let mut i = 0;
            while Instant::now() < deadline && mine.iter().any(|t| !t.finished) {
                let n = mine.len();
                let table = &mut mine[i % n];
                i += 1;
                if !table.finished {
                    step(&mut conn, table, &mut moves).await;
                }
            }
            (moves, mine)
        }));
    }
    let mut total = Moves::default();
    for (c, task) in tasks.into_iter().enumerate() {
        if let Ok((moves, mine)) = task.await {
            total.merge(moves);
            // Where each table stands, for the next measurement to go on from.
            for (table, played) in tables.iter_mut().skip(c).step_by(conns).zip(mine) {
                *table = played;
            }
        }
    }
    total.set_elapsed(started.elapsed());
    total
}

/// The time from a move's acknowledgement to the answer of each long poll waiting on its table:
/// every player of the table polls with `?wait=30`, then the awaited one moves.
pub async fn wake_ups(addr: SocketAddr, tables: &mut [Driven], rounds: usize) -> Sample {
    let mut sample = Sample::default();
    let Ok(mut mover) = Conn::open(addr).await else {
        return sample;
    };
    let mut pollers = Vec::new();
    for _ in 0..tables.first().map_or(0, |t| t.bearers.len()) {
        match Conn::open(addr).await {
            Ok(conn) => pollers.push(Some(conn)),
            Err(_) => return sample,
        }
    }
    let started = Instant::now();
    let mut scratch = Moves::default();
    for n in 0..rounds {
        let live = tables.iter().filter(|t| !t.finished).count();
        if live == 0 {
            break;
        }
        let Some(table) = tables.iter_mut().filter(|t| !t.finished).nth(n % live) else {
            break;
        };
        let mut waits = Vec::new();
        for (seat, slot) in pollers.iter_mut().enumerate() {
            let Some(mut conn) = slot.take() else {
                continue;
            };
            let Ok(first) = conn.send(&table.view_request(seat, &[])).await else {
                continue;
            };
            let etag = first.etag.unwrap_or_default();
            let req = table.view_request(seat, &[("If-None-Match", etag.as_str())]);
            let req = String::from_utf8_lossy(&req)
                .replacen(" HTTP/1.1", "?wait=30 HTTP/1.1", 1)
                .into_bytes();
            waits.push(tokio::spawn(async move {
                let answer = conn.send(&req).await;
                (
                    Instant::now(),
                    answer.map(|a| a.status).unwrap_or(0),
                    conn,
                    seat,
                )
            }));
        }
        // Give the polls time to arrive and wait.
        tokio::time::sleep(Duration::from_millis(20)).await;
        let Some(acked) = step(&mut mover, table, &mut scratch).await else {
            for wait in waits {
                if let Ok((_, _, conn, seat)) = wait.await {
                    pollers[seat] = Some(conn);
                }
            }
            continue;
        };
        for wait in waits {
            if let Ok((answered, status, conn, seat)) = wait.await {
                let after = answered.saturating_duration_since(acked);
                sample
                    .latencies
                    .push(after.as_micros().min(u128::from(u32::MAX)) as u32);
                if status != 200 {
                    sample.unexpected += 1;
                    sample.first_unexpected.get_or_insert(status);
                }
                pollers[seat] = Some(conn);
            }
        }
    }
    sample.elapsed = started.elapsed();
    sample
}
