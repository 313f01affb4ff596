//! The gate of password hashing: each argon2id hash takes 19 MiB for tens of milliseconds, so
//! at most a few run at once and bounded queues wait for them (`accounts` goes through it).
//!
//! A flood of sign-ins must not take the gate away from real users, so it has two lanes:
//! - the **known** lane, for a device that proved an earlier sign-in to the account it names
//!   (a device proof, see `accounts::devices`) and for people already signed in: a queue of its
//!   own that nobody without such a proof can fill, served first;
//! - the **unknown** lane for everyone else, shared fairly by where requests come from: every
//!   request, refused or not, adds to its sender's cost (a count that halves about every
//!   minute), the waiting request of the sender that cost most is pushed out for a newcomer
//!   who cost less, and turns go to the cheapest sender first. A quiet address is served
//!   ahead of a flooding one however many addresses the flood uses; an IPv6 sender is counted
//!   by its /64 and, once its /48 is busy, by the /48 too.

use std::collections::HashMap;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, MutexGuard};

use chrono::{DateTime, Utc};
use tokio::sync::oneshot;

/// Why the gate did not run a hash.
#[derive(Debug, thiserror::Error)]
pub enum GateError {
    /// Every place of the lane is taken (or the sender's share is): try again in a moment.
    #[error("too many sign-ins at once")]
    Busy,
    /// The hashing threads are gone (the server is stopping).
    #[error("password hashing stopped: {0}")]
    Stopped(String),
}

/// Where a request comes from, as the fair share counts it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Sender {
    /// The client address (IPv4) or its /64 (IPv6), as the rate limits count it.
    pub address: String,
    /// The /48 of an IPv6 address: many busy /64s in one /48 count as one sender.
    pub wide: Option<String>,
}

impl Sender {
    /// A sender known by its address only.
    pub fn at(address: impl Into<String>) -> Sender {
        Sender {
            address: address.into(),
            wide: None,
        }
    }
}

/// Which lane a request goes through.
#[derive(Debug, Clone)]
pub enum Lane {
    /// A device that proved an earlier sign-in, or a person already signed in (asked for their
    /// password again): `key` names the device or the account, each holding at most
    /// [`PER_KNOWN`] places at once.
    Known(String),
    /// Anyone else.
    Unknown(Sender),
}

/// Places one known device or account may hold at once.
pub const PER_KNOWN: usize = 2;
/// Places one unknown sender may hold at once.
pub const PER_SENDER: usize = 4;
/// How many /64s of one /48 count as much as one /64: a /48 adds its cost divided by this.
pub const WIDE_SHARE: f64 = 16.0;
/// A sender's cost halves in this many seconds.
const HALF_LIFE_SECS: f64 = 60.0;
/// A waiting request is pushed out only for a newcomer whose sender cost this much less: a
/// sender's second request in a minute costs about 2, a newcomer's first 1.
const EVICTION_MARGIN: f64 = 0.5;
/// Failed sign-ins after which a device proof is no longer trusted (until the window passes).
pub const DEVICE_FAILURES: u32 = 5;

/// At most a fixed number of password hashes at once, and two bounded lanes waiting for them.
///
/// A request is admitted before it does anything else (no database query, no thread), so
/// that a flood is refused at the door.
///
/// The hashes run on a few threads of their own, one per permit: each thread's allocator
/// keeps the 19 MiB it used for the next hash, so memory stays at `concurrency` × 19 MiB
/// instead of growing with every thread a busy blocking pool would start.
pub struct PasswordGate {
    inner: Arc<Mutex<Inner>>,
    tickets: AtomicU64,
    jobs: std::sync::mpsc::Sender<Job>,
}

type Job = Box<dyn FnOnce() + Send>;

struct Inner {
    concurrency: usize,
    running: usize,
    /// Places of each lane: the hashes that may run plus those that may wait.
    known_capacity: usize,
    unknown_capacity: usize,
    known_inside: usize,
    unknown_inside: usize,
    /// Places held, by device/account key (known) or address (unknown).
    held: HashMap<String, usize>,
    places: HashMap<u64, Place>,
    costs: Costs,
    devices: HashMap<String, DeviceFailures>,
    /// Requests refused, per lane: for `/metrics` and the benchmark.
    refused_known: u64,
    refused_unknown: u64,
}

struct Place {
    known: bool,
    holder: String,
    cost: f64,
    ticket: u64,
    stage: Stage,
}

enum Stage {
    /// Admitted, not yet asking for a turn (reading the account, say).
    Admitted,
    /// Waiting for a turn.
    Waiting(oneshot::Sender<()>),
    Running,
    /// Pushed out for a cheaper sender: its next step answers `Busy`.
    Evicted,
}

/// Each sender's cost: a count of its requests that halves every `HALF_LIFE_SECS`.
#[derive(Default)]
struct Costs {
    by_key: HashMap<String, (f64, DateTime<Utc>)>,
    /// The map is swept of forgotten senders when it grows past this.
    sweep_at: usize,
}

impl Costs {
    fn decayed(value: f64, since: DateTime<Utc>, now: DateTime<Utc>) -> f64 {
        let secs = (now - since).num_milliseconds().max(0) as f64 / 1000.0;
        value * (0.5f64).powf(secs / HALF_LIFE_SECS)
    }

    /// Adds one request to `key` and gives its cost now.
    fn charge(&mut self, key: &str, now: DateTime<Utc>) -> f64 {
        if self.by_key.len() >= self.sweep_at.max(4096) {
            self.by_key
                .retain(|_, (value, at)| Costs::decayed(*value, *at, now) >= 0.5);
            self.sweep_at = self.by_key.len() * 2;
        }
        let entry = self.by_key.entry(key.to_string()).or_insert((0.0, now));
        let value = Costs::decayed(entry.0, entry.1, now) + 1.0;
        *entry = (value, now);
        value
    }

    /// Charges a sender (and its /48) and gives the cost its requests are ranked by.
    fn charge_sender(&mut self, sender: &Sender, now: DateTime<Utc>) -> f64 {
        let own = self.charge(&sender.address, now);
        match &sender.wide {
            Some(wide) => own + self.charge(wide, now) / WIDE_SHARE,
            None => own,
        }
    }
}

/// Failed sign-ins with one device proof.
struct DeviceFailures {
    count: u32,
    first: DateTime<Utc>,
}

/// A place inside the gate, held for the whole sign-in; it is given back when dropped.
pub struct Admission<'a> {
    gate: &'a PasswordGate,
    ticket: u64,
}

impl Admission<'_> {
    /// Whether this request went through the known lane.
    pub fn known(&self) -> bool {
        self.gate
            .lock()
            .places
            .get(&self.ticket)
            .is_some_and(|p| p.known)
    }
}

impl Drop for Admission<'_> {
    fn drop(&mut self) {
        let mut inner = self.gate.lock();
        if let Some(place) = inner.places.remove(&self.ticket) {
            if !matches!(place.stage, Stage::Evicted) {
                inner.leave(&place);
            }
        }
    }
}

impl Inner {
    /// Gives back the lane's place and the holder's.
    fn leave(&mut self, place: &Place) {
        if place.known {
            self.known_inside -= 1;
        } else {
            self.unknown_inside -= 1;
        }
        if let Some(count) = self.held.get_mut(&place.holder) {
            *count -= 1;
            if *count == 0 {
                self.held.remove(&place.holder);
            }
        }
    }

    /// Starts waiting requests while hashes may run: known ones first, in order, then the
    /// unknown ones of the cheapest sender first.
    fn dispatch(&mut self) {
        while self.running < self.concurrency {
            let next = self
                .places
                .values()
                .filter(|p| matches!(p.stage, Stage::Waiting(_)))
                .min_by(|a, b| {
                    (!a.known, a.cost, a.ticket)
                        .partial_cmp(&(!b.known, b.cost, b.ticket))
                        .unwrap_or(std::cmp::Ordering::Equal)
                })
                .map(|p| p.ticket);
            let Some(ticket) = next else { return };
            let Some(place) = self.places.get_mut(&ticket) else {
                return;
            };
            if let Stage::Waiting(turn) = std::mem::replace(&mut place.stage, Stage::Running) {
                if turn.send(()).is_ok() {
                    self.running += 1;
                } else {
                    // Its request went away while waiting: the place is given back on drop.
                    place.stage = Stage::Admitted;
                }
            }
        }
    }
}

impl PasswordGate {
    /// `concurrency` 0 means one per core; `known_queue` and `unknown_queue` are how many may
    /// wait in each lane.
    pub fn new(concurrency: usize, unknown_queue: usize, known_queue: usize) -> PasswordGate {
        let concurrency = if concurrency == 0 {
            std::thread::available_parallelism().map_or(1, |n| n.get())
        } else {
            concurrency
        };
        let (jobs, queue_of_jobs) = std::sync::mpsc::channel::<Job>();
        let queue_of_jobs = Arc::new(Mutex::new(queue_of_jobs));
        for n in 0..concurrency {
            let queue_of_jobs = queue_of_jobs.clone();
            let spawned = std::thread::Builder::new()
                .name(format!("fabula-hash-{n}"))
                .spawn(move || loop {
                    let job = match queue_of_jobs.lock() {
                        Ok(receiver) => receiver.recv(),
                        Err(poisoned) => poisoned.into_inner().recv(),
                    };
                    match job {
                        Ok(job) => job(),
                        // The gate is gone: the server is stopping.
                        Err(_) => return,
                    }
                });
            if let Err(e) = spawned {
                tracing::error!(error = %e, "cannot start a password hashing thread");
            }
        }
        PasswordGate {
            inner: Arc::new(Mutex::new(Inner {
                concurrency,
                running: 0,
                known_capacity: concurrency + known_queue,
                unknown_capacity: concurrency + unknown_queue,
                known_inside: 0,
                unknown_inside: 0,
                held: HashMap::new(),
                places: HashMap::new(),
                costs: Costs::default(),
                devices: HashMap::new(),
                refused_known: 0,
                refused_unknown: 0,
            })),
            tickets: AtomicU64::new(0),
            jobs,
        }
    }

    fn lock(&self) -> MutexGuard<'_, Inner> {
        self.inner.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// How many more hashes could start right now.
    pub fn free_permits(&self) -> usize {
        let inner = self.lock();
        inner.concurrency - inner.running
    }

    /// Requests waiting for a turn.
    pub fn waiting(&self) -> usize {
        let inner = self.lock();
        inner
            .places
            .values()
            .filter(|p| matches!(p.stage, Stage::Waiting(_)))
            .count()
    }

    /// Requests refused so far: (known lane, unknown lane).
    pub fn refused(&self) -> (u64, u64) {
        let inner = self.lock();
        (inner.refused_known, inner.refused_unknown)
    }

    /// A place in the lane, or `Busy` at once when the lane (or the holder's share of it) is
    /// full. An unknown request is charged to its sender whether it gets in or not; when the
    /// lane is full, it takes the place of the waiting request whose sender cost most, if
    /// that sender cost clearly more than its own.
    pub fn admit(&self, lane: Lane, now: DateTime<Utc>) -> Result<Admission<'_>, GateError> {
        let mut inner = self.lock();
        let (known, holder, cost) = match lane {
            Lane::Known(key) => (true, key, 0.0),
            Lane::Unknown(sender) => {
                let cost = inner.costs.charge_sender(&sender, now);
                // The sender's waiting requests rank by what it costs now.
                for place in inner.places.values_mut() {
                    if !place.known && place.holder == sender.address {
                        place.cost = cost;
                    }
                }
                (false, sender.address, cost)
            }
        };
        let held = inner.held.get(&holder).copied().unwrap_or(0);
        let room = if known {
            held < PER_KNOWN && inner.known_inside < inner.known_capacity
        } else {
            held < PER_SENDER
                && (inner.unknown_inside < inner.unknown_capacity || inner.push_out_costlier(cost))
        };
        if !room {
            if known {
                inner.refused_known += 1;
            } else {
                inner.refused_unknown += 1;
            }
            return Err(GateError::Busy);
        }
        if known {
            inner.known_inside += 1;
        } else {
            inner.unknown_inside += 1;
        }
        *inner.held.entry(holder.clone()).or_insert(0) += 1;
        let ticket = self.tickets.fetch_add(1, Ordering::Relaxed);
        inner.places.insert(
            ticket,
            Place {
                known,
                holder,
                cost,
                ticket,
                stage: Stage::Admitted,
            },
        );
        Ok(Admission { gate: self, ticket })
    }

    /// Runs `work` (a hash) on one of the gate's threads once it is this request's turn. The
    /// threads that serve moves and polls never wait for a hash.
    pub async fn run<T: Send + 'static>(
        &self,
        admitted: &Admission<'_>,
        work: impl FnOnce() -> T + Send + 'static,
    ) -> Result<T, GateError> {
        let turn = {
            let mut inner = self.lock();
            let free = inner.running < inner.concurrency;
            let Some(place) = inner.places.get_mut(&admitted.ticket) else {
                return Err(GateError::Busy);
            };
            match place.stage {
                Stage::Evicted => return Err(GateError::Busy),
                Stage::Admitted if free => {
                    place.stage = Stage::Running;
                    inner.running += 1;
                    None
                }
                _ => {
                    let (tell, turn) = oneshot::channel();
                    place.stage = Stage::Waiting(tell);
                    Some(turn)
                }
            }
        };
        if let Some(turn) = turn {
            // Dropped without a turn: pushed out for a cheaper sender.
            turn.await.map_err(|_| GateError::Busy)?;
        }
        let (done, result) = oneshot::channel();
        let inner = self.inner.clone();
        let ticket = admitted.ticket;
        let job: Job = Box::new(move || {
            let result = work();
            // The place is free for its next hash before the result is handed over, so that a
            // second `run` of the same sign-in (check the password, then hash a new one) finds
            // it so.
            {
                let mut inner = inner.lock().unwrap_or_else(|e| e.into_inner());
                inner.running -= 1;
                if let Some(place) = inner.places.get_mut(&ticket) {
                    if matches!(place.stage, Stage::Running) {
                        place.stage = Stage::Admitted;
                    }
                }
                inner.dispatch();
            }
            let _ = done.send(result);
        });
        if let Err(e) = self.jobs.send(job) {
            let mut inner = self.lock();
            inner.running -= 1;
            inner.dispatch();
            return Err(GateError::Stopped(e.to_string()));
        }
        result.await.map_err(|e| GateError::Stopped(e.to_string()))
    }

    /// Whether a device proof may still use the known lane: not after [`DEVICE_FAILURES`]
    /// failed sign-ins with it within `window`.
    pub fn device_trusted(
        &self,
        device: &str,
        window: chrono::Duration,
        now: DateTime<Utc>,
    ) -> bool {
        let mut inner = self.lock();
        match inner.devices.get(device) {
            Some(failures) if now - failures.first > window => {
                inner.devices.remove(device);
                true
            }
            Some(failures) => failures.count < DEVICE_FAILURES,
            None => true,
        }
    }

    /// Counts a failed sign-in with a device proof.
    pub fn device_failed(&self, device: &str, window: chrono::Duration, now: DateTime<Utc>) {
        let mut inner = self.lock();
        if inner.devices.len() > 100_000 {
            inner.devices.retain(|_, f| now - f.first <= window);
        }
        let failures = inner
            .devices
            .entry(device.to_string())
            .or_insert(DeviceFailures {
                count: 0,
                first: now,
            });
        if now - failures.first > window {
            *failures = DeviceFailures {
                count: 0,
                first: now,
            };
        }
        failures.count += 1;
    }
}

impl Inner {
    /// Pushes out the waiting (not running) unknown request whose sender cost most, when it
    /// cost clearly more than `cost`; whether it did.
    fn push_out_costlier(&mut self, cost: f64) -> bool {
        let costliest = self
            .places
            .values()
            .filter(|p| !p.known && matches!(p.stage, Stage::Admitted | Stage::Waiting(_)))
            // The newest of the costliest first.
            .max_by(|a, b| {
                (a.cost, a.ticket)
                    .partial_cmp(&(b.cost, b.ticket))
                    .unwrap_or(std::cmp::Ordering::Equal)
            })
            .filter(|p| p.cost > cost + EVICTION_MARGIN)
            .map(|p| p.ticket);
        let Some(ticket) = costliest else {
            return false;
        };
        let Some(place) = self.places.get_mut(&ticket) else {
            return false;
        };
        // Dropping a waiting request's turn wakes it with `Busy`.
        let place = Place {
            known: place.known,
            holder: place.holder.clone(),
            cost: place.cost,
            ticket,
            stage: std::mem::replace(&mut place.stage, Stage::Evicted),
        };
        self.leave(&place);
        self.refused_unknown += 1;
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(secs: i64) -> DateTime<Utc> {
        DateTime::from_timestamp(1_800_000_000 + secs, 0).unwrap()
    }

    fn from(address: &str) -> Lane {
        Lane::Unknown(Sender::at(address))
    }

    /// Holds the gate's only hash thread until `release` is sent.
    async fn hold(
        gate: &Arc<PasswordGate>,
    ) -> (std::sync::mpsc::Sender<()>, tokio::task::JoinHandle<bool>) {
        let (release, wait) = std::sync::mpsc::channel::<()>();
        let running = {
            let gate = gate.clone();
            tokio::spawn(async move {
                let admitted = gate.admit(Lane::Known("holder".into()), at(0)).unwrap();
                gate.run(&admitted, move || wait.recv().is_ok())
                    .await
                    .unwrap()
            })
        };
        while gate.free_permits() > 0 {
            tokio::task::yield_now().await;
        }
        (release, running)
    }

    #[tokio::test]
    async fn the_gate_refuses_at_once_when_a_lane_is_full() {
        let gate = Arc::new(PasswordGate::new(1, 1, 1));
        let (release, running) = hold(&gate).await;
        // The known lane: the holder runs, one more may wait, a third is refused.
        let known = gate.admit(Lane::Known("a".into()), at(0)).unwrap();
        assert!(matches!(
            gate.admit(Lane::Known("b".into()), at(0)),
            Err(GateError::Busy)
        ));
        // The unknown lane has its own two places, whoever fills the known one.
        let one = gate.admit(from("192.0.2.1"), at(0)).unwrap();
        let two = gate.admit(from("192.0.2.2"), at(0)).unwrap();
        assert!(matches!(
            gate.admit(from("192.0.2.3"), at(0)),
            Err(GateError::Busy)
        ));
        assert_eq!(gate.refused(), (1, 1));
        release.send(()).unwrap();
        assert!(running.await.unwrap());
        assert_eq!(gate.run(&known, || 2).await.unwrap(), 2);
        assert_eq!(gate.run(&one, || 3).await.unwrap(), 3);
        assert_eq!(gate.run(&two, || 4).await.unwrap(), 4);
        drop((known, one, two));
        let again = gate.admit(from("192.0.2.3"), at(0)).unwrap();
        assert_eq!(gate.run(&again, || 5).await.unwrap(), 5);
    }

    /// Waits until `count` requests wait for a turn.
    async fn waiting(gate: &PasswordGate, count: usize) {
        while gate.waiting() < count {
            tokio::task::yield_now().await;
        }
    }

    #[tokio::test]
    async fn a_quiet_sender_takes_the_place_of_a_flooding_one() {
        let gate = Arc::new(PasswordGate::new(1, 2, 1));
        let (release, running) = hold(&gate).await;
        // One address floods: three of its requests get in, seven are refused and counted.
        let mut flood = Vec::new();
        for _ in 0..10 {
            if let Ok(admitted) = gate.admit(from("198.51.100.7"), at(1)) {
                flood.push(admitted);
            }
        }
        assert_eq!(flood.len(), 3, "the lane holds three");
        assert_eq!(gate.refused(), (0, 7));
        // A quiet address still gets in: the flood's newest request is pushed out.
        let quiet = gate.admit(from("192.0.2.10"), at(2)).unwrap();
        assert!(matches!(
            gate.run(&flood[2], || 0).await,
            Err(GateError::Busy)
        ));
        // Turns go to the quiet sender before the flood's older requests.
        let order = Arc::new(Mutex::new(Vec::new()));
        let (o1, o2) = (order.clone(), order.clone());
        let flood_run = gate.run(&flood[0], move || o1.lock().unwrap().push("flood"));
        let quiet_run = gate.run(&quiet, move || o2.lock().unwrap().push("quiet"));
        let releasing = async {
            waiting(&gate, 2).await;
            release.send(()).unwrap();
        };
        let ((f, q), ()) = tokio::join!(async { tokio::join!(flood_run, quiet_run) }, releasing);
        f.unwrap();
        q.unwrap();
        assert!(running.await.unwrap());
        assert_eq!(*order.lock().unwrap(), vec!["quiet", "flood"]);
        // Two senders that cost the same do not push each other out.
        drop(flood);
        let mut twins = Vec::new();
        for n in 0..4 {
            twins.push(gate.admit(from(&format!("203.0.113.{n}")), at(3)));
        }
        assert_eq!(
            twins.iter().filter(|t| t.is_ok()).count(),
            2,
            "one place is the quiet one's"
        );
    }

    #[tokio::test]
    async fn known_devices_are_served_before_unknown_senders() {
        let gate = Arc::new(PasswordGate::new(1, 4, 4));
        let (release, running) = hold(&gate).await;
        let stranger = gate.admit(from("192.0.2.1"), at(0)).unwrap();
        let device = gate.admit(Lane::Known("device".into()), at(0)).unwrap();
        // One device holds at most two places.
        let _second = gate.admit(Lane::Known("device".into()), at(0)).unwrap();
        assert!(gate.admit(Lane::Known("device".into()), at(0)).is_err());
        assert!(device.known() && !stranger.known());
        let order = Arc::new(Mutex::new(Vec::new()));
        let (o1, o2) = (order.clone(), order.clone());
        let s = gate.run(&stranger, move || o1.lock().unwrap().push("stranger"));
        let d = gate.run(&device, move || o2.lock().unwrap().push("device"));
        let releasing = async {
            waiting(&gate, 2).await;
            release.send(()).unwrap();
        };
        let ((s, d), ()) = tokio::join!(async { tokio::join!(s, d) }, releasing);
        s.unwrap();
        d.unwrap();
        assert!(running.await.unwrap());
        assert_eq!(*order.lock().unwrap(), vec!["device", "stranger"]);
    }

    #[tokio::test]
    async fn one_admission_runs_two_hashes_in_a_row() {
        let gate = PasswordGate::new(1, 1, 1);
        for _ in 0..200 {
            let admitted = gate.admit(Lane::Known("account:1".into()), at(0)).unwrap();
            assert_eq!(gate.run(&admitted, || 1).await.unwrap(), 1);
            assert_eq!(gate.run(&admitted, || 2).await.unwrap(), 2);
        }
    }

    #[test]
    fn costs_halve_with_time_and_busy_blocks_cost_their_neighbours() {
        let mut costs = Costs::default();
        for _ in 0..8 {
            costs.charge("192.0.2.1", at(0));
        }
        // 8 requests, a minute later: 4, plus this one.
        let later = costs.charge("192.0.2.1", at(60));
        assert!((later - 5.0).abs() < 0.01, "{later}");
        // A thousand /64s of one /48, one request each: the next /64 of that /48 costs more
        // than a quiet address.
        for n in 0..1000 {
            costs.charge_sender(
                &Sender {
                    address: format!("2001:db8:1:{n:x}::/64"),
                    wide: Some("2001:db8:1::/48".into()),
                },
                at(100),
            );
        }
        let neighbour = costs.charge_sender(
            &Sender {
                address: "2001:db8:1:ffff::/64".into(),
                wide: Some("2001:db8:1::/48".into()),
            },
            at(100),
        );
        let quiet = costs.charge_sender(
            &Sender {
                address: "2001:db8:2:1::/64".into(),
                wide: Some("2001:db8:2::/48".into()),
            },
            at(100),
        );
        assert!(neighbour > 50.0 && quiet < 1.1, "{neighbour} {quiet}");
    }

    #[test]
    fn a_device_proof_is_not_trusted_after_too_many_failures() {
        let gate = PasswordGate::new(1, 1, 1);
        let window = chrono::Duration::minutes(15);
        for _ in 0..DEVICE_FAILURES {
            assert!(gate.device_trusted("d", window, at(0)));
            gate.device_failed("d", window, at(0));
        }
        assert!(!gate.device_trusted("d", window, at(60)));
        assert!(gate.device_trusted("other", window, at(60)));
        // Once the window has passed, the device is trusted again.
        assert!(gate.device_trusted("d", window, at(16 * 60)));
    }
}
