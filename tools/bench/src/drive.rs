//! Plays the driven tables as bots would: read the view of the player the table waits for,
//! then make that player's move (clue, submit or vote). The views and the moves are timed
//! apart: a move's figure is that of the move alone, compared with TPC-B, as the view's has its
//! own anchor.

use std::net::SocketAddr;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use serde::Deserialize;
use serde_json::{json, Value};

use crate::http::{request, Answer, Conn, Sample};
use crate::server::CpuTimes;

/// A table being played, with its players' Authorization headers by seat.
#[derive(Clone)]
pub struct Driven {
    pub id: i64,
    pub bearers: Vec<String>,
    /// The seat the table waits for, from the last view seen; `None`: not known yet.
    next_seat: Option<usize>,
    /// The move decided from the last view read, not sent yet.
    planned: Option<(Kind, Vec<u8>)>,
    pub finished: bool,
}

impl Driven {
    pub fn new(id: i64, bearers: Vec<String>) -> Driven {
        Driven {
            id,
            bearers,
            next_seat: None,
            planned: None,
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
        all.elapsed = self.clue.elapsed;
        all
    }

    /// The time the views took, and the time the moves took.
    fn set_elapsed(&mut self, views: Duration, moves: Duration) {
        self.views.elapsed = views;
        for kind in [&mut self.clue, &mut self.submit, &mut self.vote] {
            kind.elapsed = moves;
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

/// What a bot makes of the view it read: the move to send, or nothing to do at this table.
enum Plan {
    /// The move, ready to send: its kind, and the request.
    Move(Kind, Vec<u8>),
    /// Not this player's move after all, or the view could not be read: look again next time.
    NotYet,
    /// The table has nothing more to play.
    Finished,
}

#[derive(Clone, Copy)]
enum Kind {
    Clue,
    Submit,
    Vote,
}

/// Reads the view of the player `table` awaits and decides their move, which is kept with the
/// table until [`send`] sends it.
async fn plan(conn: &mut Conn, table: &mut Driven, views: &mut Sample) -> Plan {
    let seat = match table.next_seat {
        Some(seat) => seat,
        None => {
            let t = Instant::now();
            let Ok(answer) = conn.send(&table.view_request(0, &[])).await else {
                return Plan::NotYet;
            };
            views.record(t, answer.status, 200);
            let Some(view) = parse(&answer) else {
                return Plan::NotYet;
            };
            match waiting_seat(&view) {
                Some(seat) => seat,
                None => return Plan::Finished,
            }
        }
    };
    let t = Instant::now();
    let Ok(answer) = conn.send(&table.view_request(seat, &[])).await else {
        return Plan::NotYet;
    };
    views.record(t, answer.status, 200);
    let Some(view) = parse(&answer) else {
        return Plan::NotYet;
    };
    if view.status != "playing" {
        return Plan::Finished;
    }
    let Some(you) = view.you else {
        return Plan::NotYet;
    };
    let has = |m: &str| you.allowed.iter().any(|a| a == m);
    let first_card = you
        .hand
        .first()
        .map(|c| c.id.clone())
        .unwrap_or(Value::Null);
    let (kind, path, body) = if has("clue") {
        let body = json!({"clue": "a long way home", "card": first_card});
        (Kind::Clue, "clue", body)
    } else if has("submit") {
        (Kind::Submit, "submit", json!({"cards": [first_card]}))
    } else if has("vote") {
        let Some(position) = view
            .board
            .as_deref()
            .unwrap_or_default()
            .iter()
            .find(|b| {
                b.card
                    .as_ref()
                    .is_none_or(|c| !you.submitted.contains(&c.id))
            })
            .map(|b| b.position.clone())
        else {
            return Plan::NotYet;
        };
        (Kind::Vote, "vote", json!({"positions": [position]}))
    } else {
        return Plan::NotYet;
    };
    let request = request(
        "POST",
        &format!("/api/v1/tables/{}/{path}", table.id),
        &[("Authorization", table.bearers[seat].as_str())],
        Some(&body.to_string()),
    );
    Plan::Move(kind, request)
}

/// Sends the move [`plan`] decided, and learns from its answer which seat the table awaits
/// next. Returns the instant the move was acknowledged.
async fn send(
    conn: &mut Conn,
    table: &mut Driven,
    kind: Kind,
    request: &[u8],
    moves: &mut Moves,
) -> Option<Instant> {
    let t = Instant::now();
    let answer = conn.send(request).await.ok()?;
    let acked = Instant::now();
    let sample = match kind {
        Kind::Clue => &mut moves.clue,
        Kind::Submit => &mut moves.submit,
        Kind::Vote => &mut moves.vote,
    };
    sample.record(t, answer.status, 200);
    table.next_seat = parse(&answer).as_ref().and_then(waiting_seat);
    if answer.status != 200 {
        table.next_seat = None;
    }
    Some(acked)
}

/// The move [`plan`] decides at `table`, if any; the table learns what the view told.
async fn decide(
    conn: &mut Conn,
    table: &mut Driven,
    views: &mut Sample,
) -> Option<(Kind, Vec<u8>)> {
    match plan(conn, table, views).await {
        Plan::Move(kind, request) => Some((kind, request)),
        Plan::NotYet => {
            table.next_seat = None;
            None
        }
        Plan::Finished => {
            table.finished = true;
            None
        }
    }
}

/// One move at `table`, as a bot plays it: the view of the player awaited, then their move.
/// Returns the instant the move was acknowledged, or `None` when there was no move to make.
pub async fn step(conn: &mut Conn, table: &mut Driven, moves: &mut Moves) -> Option<Instant> {
    let (kind, request) = decide(conn, table, &mut moves.views).await?;
    send(conn, table, kind, &request, moves).await
}

/// What the moves of [`play`] took, each part of a turn timed and costed on its own.
pub struct Played {
    pub moves: Moves,
    /// The CPU of the spans in which the moves were sent, and of those in which the views
    /// before them were read.
    pub cpu_moves: CpuTimes,
    pub cpu_views: CpuTimes,
}

/// `conns` connections play `tables` for `duration`, in turns: every connection reads the
/// views of the players awaited (one table at a time, until each table has its move decided),
/// then every connection sends the moves decided. Only the moves are in flight while the moves
/// are timed, as only the views are while the views are; each part's CPU is read from `/proc`
/// around it (`server` is the server's process).
pub async fn play(
    addr: SocketAddr,
    conns: usize,
    tables: &mut Vec<Driven>,
    duration: Duration,
    server: u32,
) -> Played {
    let mut played = Played {
        moves: Moves::default(),
        cpu_moves: CpuTimes::default(),
        cpu_views: CpuTimes::default(),
    };
    let mut connections = Vec::new();
    for _ in 0..conns {
        match Conn::open(addr).await {
            Ok(conn) => connections.push(conn),
            Err(_) => return played,
        }
    }
    let deadline = Instant::now() + duration;
    let (mut view_time, mut move_time) = (Duration::ZERO, Duration::ZERO);
    while Instant::now() < deadline && tables.iter().any(|t| !t.finished) {
        for part in [Part::Views, Part::Moves] {
            let before = CpuTimes::now(server);
            let t = Instant::now();
            let done = turn(part, &mut connections, tables).await;
            let (time, cpu) = match part {
                Part::Views => (&mut view_time, &mut played.cpu_views),
                Part::Moves => (&mut move_time, &mut played.cpu_moves),
            };
            *time += t.elapsed();
            *cpu = cpu.plus(&before.until(&CpuTimes::now(server)));
            played.moves.merge(done);
        }
        if connections.is_empty() {
            break;
        }
    }
    played.moves.set_elapsed(view_time, move_time);
    played
}

#[derive(Clone, Copy)]
enum Part {
    Views,
    Moves,
}

/// One part of a turn over every table: the connections take the tables one after the other
/// (whichever is free takes the next), so that none waits while tables are left.
async fn turn(part: Part, connections: &mut Vec<Conn>, tables: &mut Vec<Driven>) -> Moves {
    let slots: Arc<Vec<Mutex<Option<Driven>>>> =
        Arc::new(tables.drain(..).map(|t| Mutex::new(Some(t))).collect());
    let next = Arc::new(AtomicUsize::new(0));
    let mut tasks = Vec::new();
    for mut conn in connections.drain(..) {
        let slots = slots.clone();
        let next = next.clone();
        tasks.push(tokio::spawn(async move {
            let mut moves = Moves::default();
            while let Some(slot) = slots.get(next.fetch_add(1, Ordering::Relaxed)) {
                let Some(mut table) = slot.lock().unwrap_or_else(|e| e.into_inner()).take() else {
                    continue;
                };
                if !table.finished {
                    match part {
                        Part::Views => {
                            table.planned = decide(&mut conn, &mut table, &mut moves.views).await;
                        }
                        Part::Moves => {
                            if let Some((kind, request)) = table.planned.take() {
                                send(&mut conn, &mut table, kind, &request, &mut moves).await;
                            }
                        }
                    }
                }
                *slot.lock().unwrap_or_else(|e| e.into_inner()) = Some(table);
            }
            (conn, moves)
        }));
    }
    let mut total = Moves::default();
    for task in tasks {
        if let Ok((conn, moves)) = task.await {
            connections.push(conn);
            total.merge(moves);
        }
    }
    if let Ok(slots) = Arc::try_unwrap(slots) {
        tables.extend(
            slots
                .into_iter()
                .filter_map(|slot| slot.into_inner().unwrap_or_else(|e| e.into_inner())),
        );
    }
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

/// Idle connections [`many_polls`] opens first, to measure what a connection alone costs.
const IDLE_PROBE: usize = 2_000;

/// What [`many_polls`] found.
pub struct ManyPolls {
    /// Long polls sent, and those held until their table moved (the others were refused,
    /// answered early, or their connection failed).
    pub sent: usize,
    pub held: usize,
    /// The first answer of a poll that was not held, or not woken with a view.
    pub first_wrong: Option<String>,
    /// From each move's acknowledgement to the answer of each poll on its table.
    pub wake: Sample,
    /// The RSS `rss` read before the polls were opened, and while they all waited (MB).
    pub rss_before: f64,
    pub rss_waiting: f64,
    /// What an idle open connection cost (KB), measured on its own first, and one
    /// that has read a view and sent nothing since.
    pub idle_kb: f64,
    pub viewed_kb: f64,
    /// How long opening them all took.
    pub opening: Duration,
}

/// The loopback address of the `n`th of `addresses` clients: 127.0.1.1, 127.0.1.2, …
fn client_address(n: usize, addresses: usize) -> std::net::Ipv4Addr {
    let k = n % addresses.max(1);
    std::net::Ipv4Addr::new(127, 0, 1 + (k / 250) as u8, 1 + (k % 250) as u8)
}

/// What one open connection adds to the server's RSS, in KB: `count` connections, opened at
/// once (the server closes a connection that sends nothing for a few seconds), each having read
/// a view first when `with_view` (as a tab holds its connection between its view and its poll),
/// then closed; returns once the server has had a few seconds to hand back what they held.
async fn probe_connections(
    addr: SocketAddr,
    tables: &[Driven],
    count: usize,
    addresses: usize,
    rss: &impl Fn() -> f64,
    with_view: bool,
) -> f64 {
    let rss_before = rss();
    let mut open = Vec::with_capacity(count);
    for n in 0..count {
        let Ok(mut conn) = Conn::open_from(addr, client_address(n, addresses)).await else {
            continue;
        };
        if with_view {
            let table = &tables[n % tables.len()];
            let seat = (n / tables.len()) % table.bearers.len().max(1);
            let viewed = conn.send(&table.view_request(seat, &[])).await;
            if !matches!(viewed, Ok(a) if a.status == 200) {
                continue;
            }
        }
        open.push(conn);
    }
    tokio::time::sleep(Duration::from_millis(500)).await;
    let kb = (rss() - rss_before) * 1024.0 / open.len().max(1) as f64;
    drop(open);
    tokio::time::sleep(Duration::from_secs(3)).await;
    kb
}

/// `per_table` long polls (`?wait=60`, with the version read just before) on each of `tables`,
/// each on a connection of its own from one of `addresses` loopback addresses, all waiting at
/// once, as open browser tabs do; `rss` (the server's, or with what is in front of it) is
/// read while they wait. Then each table
/// gets a move, and each of its polls' answers is timed from that move's acknowledgement.
pub async fn many_polls(
    addr: SocketAddr,
    tables: &mut [Driven],
    per_table: usize,
    addresses: usize,
    rss: impl Fn() -> f64,
) -> ManyPolls {
    // After the flood the server is still handing memory back: the probes below start once
    // its RSS holds still, so that what they add is not hidden by what it gives back.
    let mut last = rss();
    for _ in 0..20 {
        tokio::time::sleep(Duration::from_millis(500)).await;
        let now = rss();
        let still = (now - last).abs() < 0.5;
        last = now;
        if still {
            break;
        }
    }
    // What an open connection costs alone, then with what a view leaves behind.
    let probe = (per_table * tables.len()).min(IDLE_PROBE);
    let idle_kb = probe_connections(addr, tables, probe, addresses, &rss, false).await;
    let viewed_kb = probe_connections(addr, tables, probe, addresses, &rss, true).await;
    let first_wrong: Arc<Mutex<Option<String>>> = Arc::default();
    let wrong = |what: String| {
        let mut first = first_wrong.lock().unwrap_or_else(|e| e.into_inner());
        first.get_or_insert(what);
    };
    let rss_before = rss();
    let opened_at = Instant::now();
    // Each poll: a connection, the view (for its version), then the wait, in a task of its
    // own that gives the instant and status of the answer.
    type Poll = tokio::task::JoinHandle<Option<(Instant, u16)>>;
    let mut polls: Vec<Vec<Poll>> = Vec::with_capacity(tables.len());
    let mut sent = 0;
    for (t, table) in tables.iter().enumerate() {
        let mut waiting = Vec::with_capacity(per_table);
        for k in 0..per_table {
            let n = t * per_table + k;
            let mut conn = match Conn::open_from(addr, client_address(n, addresses)).await {
                Ok(conn) => conn,
                Err(e) => {
                    wrong(format!("connection {n}: {e}"));
                    continue;
                }
            };
            let seat = k % table.bearers.len().max(1);
            let etag = match conn.send(&table.view_request(seat, &[])).await {
                Ok(answer) if answer.status == 200 => answer.etag.unwrap_or_default(),
                Ok(answer) => {
                    wrong(format!("view {n}: status {}", answer.status));
                    continue;
                }
                Err(e) => {
                    wrong(format!("view {n}: {e}"));
                    continue;
                }
            };
            let req = table.view_request(seat, &[("If-None-Match", etag.as_str())]);
            let req = String::from_utf8_lossy(&req)
                .replacen(" HTTP/1.1", "?wait=60 HTTP/1.1", 1)
                .into_bytes();
            sent += 1;
            waiting.push(tokio::spawn(async move {
                let answer = conn.send(&req).await.ok()?;
                Some((Instant::now(), answer.status))
            }));
        }
        polls.push(waiting);
    }
    let opening = opened_at.elapsed();
    // Every poll has been sent: the last ones reach the server within moments.
    tokio::time::sleep(Duration::from_secs(1)).await;
    let early = polls.iter().flatten().filter(|p| p.is_finished()).count();
    let rss_waiting = rss();

    let mut wake = Sample::default();
    let started = Instant::now();
    let mut held = 0;
    let Ok(mut mover) = Conn::open(addr).await else {
        return ManyPolls {
            sent,
            held: 0,
            first_wrong: Some("no connection for the moves".into()),
            wake,
            rss_before,
            rss_waiting,
            idle_kb,
            viewed_kb,
            opening,
        };
    };
    let mut scratch = Moves::default();
    for (table, waiting) in tables.iter_mut().zip(polls) {
        // A table whose awaited player is not known yet takes another look. A poll may be
        // answered between the move's commit and its acknowledgement: woken by the move all
        // the same (it counts as 0 ms); one answered before the move was sent was not held.
        let before = Instant::now();
        let mut acked = None;
        for _ in 0..3 {
            acked = step(&mut mover, table, &mut scratch).await;
            if acked.is_some() {
                break;
            }
        }
        let Some(acked) = acked else {
            wrong(format!("no move at table {}", table.id));
            continue;
        };
        for poll in waiting {
            match poll.await {
                Ok(Some((answered, 200))) if answered >= before => {
                    held += 1;
                    let after = answered.saturating_duration_since(acked);
                    wake.latencies
                        .push(after.as_micros().min(u128::from(u32::MAX)) as u32);
                }
                Ok(Some((_, 200))) => wrong("a poll answered before its table moved".into()),
                Ok(Some((_, status))) => wrong(format!("a poll answered {status}")),
                _ => wrong("a poll's connection failed".into()),
            }
        }
    }
    wake.elapsed = started.elapsed();
    if early > 0 {
        wrong(format!("{early} polls answered before their table moved"));
    }
    let first_wrong = first_wrong
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .clone();
    ManyPolls {
        sent,
        held,
        first_wrong,
        wake,
        rss_before,
        rss_waiting,
        idle_kb,
        viewed_kb,
        opening,
    }
}
