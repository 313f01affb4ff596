//! Which version each table is at, and who may see it then, so that polling costs nothing
//! while nothing changes.
//!
//! Every committed change of a table is announced as `NOTIFY fabula_tables, '<id>:<version>'`,
//! and every server process listens on that channel, so this map stays current across
//! processes. Most changes announce themselves inside their transaction (a trigger on
//! `tables.version`, migration 000012). A step of a game, the hot path, is announced by the
//! process that wrote it, right after its commit ([`Watch::announce`]): a transaction that
//! notifies holds PostgreSQL's notify lock through its commit, so moves that notified could
//! not share a disk flush and committed one at a time. A process that ends between a commit
//! and its announcement leaves the others behind, so every process also compares the versions
//! it holds with the database's every [`RESYNC`].
//!
//! A poller whose `If-None-Match` names the current version gets its 304 from here,
//! and a `?wait=` request sleeps here until the version moves. Who may see the table at that
//! version is kept beside it, and the listening connection also follows the credentials that
//! end (`credentials`), so that a 304 goes only to whoever may see the table, still without
//! the database.
//!
//! A listening connection can go quiet without breaking (its server process stopped, a
//! network that drops packets without a word): the process would then keep answering from
//! memory what it can no longer hear change. So the connection sends itself a heartbeat, a
//! notification, every [`HEARTBEAT`]; a watchdog that has not heard one for [`DEADLINE`] makes
//! the process deaf (`Watch::is_deaf`): it drops what it remembers of credentials and
//! versions and answers everything from the database, opens a fresh listening connection,
//! and hears again once that connection's first heartbeat comes back.
//!
//! A listening connection that breaks (the database restarting, its primary changing hands)
//! is different: the database is likely not answering either, so the process goes on answering
//! what it holds in memory, marked possibly behind (`Watch::possibly_behind`), while its thread
//! connects again, and forgets it all once connected.

use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, Weak};
use std::time::{Duration, Instant};

use diesel::connection::SimpleConnection;
use diesel::sql_types::{Array, Text};
use diesel::{Connection, PgConnection, RunQueryDsl};
use tokio::sync::Notify;

use crate::credentials::{self, Credentials};
use crate::ids::{AccountId, TableId};

/// The PostgreSQL channel of table changes.
pub const CHANNEL: &str = "fabula_tables";

/// How often the versions held here are compared with the database's: the longest a change
/// goes unseen here when its announcement was lost.
pub const RESYNC: Duration = Duration::from_secs(2);

/// A table nobody asked about here for this long is forgotten at the next comparison with
/// the database (whoever asks again reads its version there), so that the comparison costs in
/// proportion to the tables in use.
pub const IDLE: Duration = Duration::from_secs(60);

/// How often the listening connection reads what arrived and sends what this process has to
/// announce.
const TICK: Duration = Duration::from_millis(5);

/// How often the listening connection sends itself a heartbeat.
pub const HEARTBEAT: Duration = Duration::from_secs(2);

/// A listening connection whose heartbeat has not come back for this long is given up: the
/// process answers from the database until a fresh one hears its own.
pub const DEADLINE: Duration = Duration::from_secs(6);

/// While deaf, a long poll looks at the database this often instead of waiting for a
/// notification.
const DEAF_POLL: Duration = Duration::from_secs(1);

/// Listening connections given up on that may still be stuck (in a read from a server that
/// stopped answering): no fresh one is opened beyond this many.
const MOST_LISTENERS: usize = 4;

/// How a listening connection's own heartbeat begins, before the process's number.
pub const BEAT: &str = "beat:";

#[derive(Default)]
pub struct Watch {
    tables: Mutex<HashMap<TableId, Entry>>,
    /// The sessions and tokens known to be good.
    pub credentials: Credentials,
    /// Requests waiting in [`Watch::wait_past`] now.
    waiting: AtomicUsize,
    /// Set when the process begins to shut down: nobody waits here any more.
    closed: AtomicBool,
    /// Changes this process committed that the other processes have not been told of yet:
    /// the latest version of each table.
    unannounced: Mutex<HashMap<TableId, i64>>,
    /// When the listening connection last heard its own heartbeat (`None`: not listening).
    heard: Mutex<Option<Instant>>,
    /// Set while the listening connection is given up on: see the module's text.
    deaf: AtomicBool,
    /// Which listening connection is the current one; the others end at their next look.
    generation: AtomicU64,
    /// Listening threads alive, the current one and any given up on that are still stuck.
    listeners: AtomicUsize,
    /// This watch's own heartbeat, told from other processes' (random, set by `listen`).
    beat: Mutex<String>,
    /// Times the listening connection was given up on, for `/metrics`.
    pub gone_quiet: AtomicU64,
    /// Set while the listening connection is lost (the database restarting, or PostgreSQL's
    /// primary changing): what is held here may be behind the database.
    adrift: AtomicBool,
    /// Fresh listening connections made so far: each may follow a database that lost what an
    /// earlier one announced (see `state::TableCache`).
    connections: Arc<AtomicU64>,
    /// Tells whoever follows the tables' moves (the house bots, the deadlines' timers) which
    /// table moved on ([`Watch::follow`]).
    moves: Moves,
}

/// What a follower of the tables' moves hears ([`Watch::follow`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Moved {
    /// This table moved on.
    Table(TableId),
    /// Any table may have moved unseen: look at every table that may concern you.
    Any,
}

/// The channel of [`Moved`]: a follower that falls this far behind hears [`Moved::Any`].
struct Moves(tokio::sync::broadcast::Sender<Moved>);

impl Default for Moves {
    fn default() -> Moves {
        Moves(tokio::sync::broadcast::channel(4_096).0)
    }
}

/// Counts a waiting request out however its wait ends (a moved table, the timeout, or the
/// client gone).
struct Waiting<'a>(&'a AtomicUsize);

impl Drop for Waiting<'_> {
    fn drop(&mut self) {
        self.0.fetch_sub(1, Ordering::Relaxed);
    }
}

struct Entry {
    version: i64,
    /// When a request last asked for this table's version.
    used: Instant,
    moved: Arc<Notify>,
    /// Who may see the table, as of the version it was read at.
    viewers: Option<(i64, Viewers)>,
}

impl Entry {
    /// Moves the entry on to `version` when that is newer, and wakes whoever waits; whether
    /// it moved.
    fn advance(&mut self, version: i64) -> bool {
        if version > self.version {
            self.version = version;
            self.moved.notify_waiters();
            return true;
        }
        false
    }
}

/// Who may see a table: anyone signed in when it is public, else its players.
#[derive(Clone, Debug)]
pub struct Viewers {
    pub public: bool,
    pub players: Vec<AccountId>,
}

impl Viewers {
    pub fn allow(&self, account_id: AccountId) -> bool {
        self.public || self.players.contains(&account_id)
    }
}

impl Watch {
    pub fn new() -> Arc<Watch> {
        Arc::new(Watch::default())
    }

    /// The count of fresh listening connections made, for whatever must forget what it read
    /// before one (a primary that changed hands may have lost the last commits).
    pub fn connections(&self) -> Arc<AtomicU64> {
        self.connections.clone()
    }

    /// The last version seen of a table, if any (none while deaf: ask the database).
    pub fn version(&self, table_id: TableId) -> Option<i64> {
        if self.is_deaf() {
            return None;
        }
        self.lock().get_mut(&table_id).map(|e| {
            e.used = Instant::now();
            e.version
        })
    }

    /// Whether `account_id` may see the table at `version`: `None` when that is not known
    /// here (the caller asks the database).
    pub fn may_view(&self, table_id: TableId, version: i64, account_id: AccountId) -> Option<bool> {
        if self.is_deaf() {
            return None;
        }
        match &self.lock().get(&table_id)?.viewers {
            Some((at, viewers)) if *at == version => Some(viewers.allow(account_id)),
            _ => None,
        }
    }

    /// Records a table's version, as [`publish`](Self::publish) does, and who may see the
    /// table at that version, under one hold of the lock. `viewers` is called only when the
    /// watch does not know them for that version yet: a view of a table kept here, which
    /// comes here each time, then costs one lookup and no allocation.
    pub fn publish_viewers(
        &self,
        table_id: TableId,
        version: i64,
        viewers: impl FnOnce() -> Viewers,
    ) {
        let mut tables = self.lock();
        let (entry, new) = entry_at(&mut tables, table_id, version);
        let moved = entry.advance(version) || new;
        let known = matches!(&entry.viewers, Some((at, _)) if *at == version);
        if entry.version == version && !known {
            entry.viewers = Some((version, viewers()));
        }
        drop(tables);
        if moved {
            self.note_moved(table_id);
        }
    }

    /// Records a table's version; wakes whoever waits for it when it moved on.
    pub fn publish(&self, table_id: TableId, version: i64) {
        let mut tables = self.lock();
        let (entry, new) = entry_at(&mut tables, table_id, version);
        if entry.advance(version) || new {
            drop(tables);
            self.note_moved(table_id);
        }
    }

    /// Tells the followers that a table moved on (nobody may follow: nothing is kept).
    fn note_moved(&self, table_id: TableId) {
        let _ = self.moves.0.send(Moved::Table(table_id));
    }

    /// Follows the tables' moves from now on: each table that moves on, here or (through
    /// `LISTEN/NOTIFY`) in another process. Read it with [`next_move`].
    pub fn follow(&self) -> tokio::sync::broadcast::Receiver<Moved> {
        self.moves.0.subscribe()
    }

    /// A change of a table this process committed without announcing it in its transaction
    /// (a step of a game): known here at once, and sent to the other processes by the
    /// listening connection within a few milliseconds.
    pub fn announce(&self, table_id: TableId, version: i64) {
        self.publish(table_id, version);
        keep_latest(&mut lock(&self.unannounced), table_id, version);
    }

    /// Waits, at most `timeout`, until every change announced here has been sent on; whether
    /// it was. A process that stops calls it last, so that it leaves no change untold.
    pub async fn settle(&self, timeout: Duration) -> bool {
        let deadline = tokio::time::Instant::now() + timeout;
        loop {
            if lock(&self.unannounced).is_empty() {
                return true;
            }
            if tokio::time::Instant::now() >= deadline {
                return false;
            }
            tokio::time::sleep(TICK).await;
        }
    }

    /// Waits until the table's version is past `known`, for at most `timeout`. Returns whether
    /// it moved.
    /// A table forgotten meanwhile (see [`Watch::forget_versions`]) counts as moved: the
    /// caller reads it again. Once the watch is closed, nobody waits: false at once.
    pub async fn wait_past(&self, table_id: TableId, known: i64, timeout: Duration) -> bool {
        self.waiting.fetch_add(1, Ordering::Relaxed);
        let _waiting = Waiting(&self.waiting);
        if self.is_deaf() && !self.is_closed() {
            // Nothing would wake the wait: the caller looks at the database again shortly.
            tokio::time::sleep(timeout.min(DEAF_POLL)).await;
            return true;
        }
        let deadline = tokio::time::Instant::now() + timeout;
        let mut first = true;
        loop {
            let moved = {
                let mut tables = self.lock();
                if !first && !tables.contains_key(&table_id) {
                    return true;
                }
                first = false;
                let entry = tables.entry(table_id).or_insert_with(|| Entry {
                    version: known,
                    used: Instant::now(),
                    moved: Arc::new(Notify::new()),
                    viewers: None,
                });
                if entry.version > known {
                    return true;
                }
                if self.is_closed() {
                    return false;
                }
                entry.moved.clone()
            };
            let notified = moved.notified();
            tokio::pin!(notified);
            // Registered before the second look, so a publish (or the close) in between is
            // not missed.
            notified.as_mut().enable();
            if self.version(table_id).is_some_and(|v| v > known) {
                return true;
            }
            if self.is_closed() {
                return false;
            }
            if tokio::time::timeout_at(deadline, notified).await.is_err() {
                return false;
            }
        }
    }

    /// How many requests wait for a table to change now.
    pub fn waiting(&self) -> usize {
        self.waiting.load(Ordering::Relaxed)
    }

    /// Forgets every version (and wakes whoever waits): after the notifications were not
    /// followed for a while, any of them may have moved unseen.
    pub fn forget_versions(&self) {
        let _ = self.moves.0.send(Moved::Any);
        let forgotten = std::mem::take(&mut *self.lock());
        for entry in forgotten.values() {
            entry.moved.notify_waiters();
        }
    }

    /// Forgets the tables nobody asked about for `idle` and nobody waits for.
    fn forget_idle(&self, idle: Duration) {
        self.lock()
            .retain(|_, e| e.used.elapsed() < idle || Arc::strong_count(&e.moved) > 1);
    }

    /// Brings the versions held here up to the database's (see [`RESYNC`]); a table that is
    /// gone is forgotten, and whoever waits for it reads it again.
    pub fn resync(&self, conn: &mut PgConnection) -> diesel::QueryResult<()> {
        self.forget_idle(IDLE);
        let held: Vec<TableId> = self.lock().keys().copied().collect();
        // In slices, each read first and then applied under one short hold of the lock, which
        // every poll takes too.
        for ids in held.chunks(1_000) {
            let found: HashMap<TableId, i64> = crate::store::tables::versions(conn, ids)?
                .into_iter()
                .collect();
            let mut tables = self.lock();
            for id in ids {
                match found.get(id) {
                    Some(&version) => {
                        let moved = tables.get_mut(id).is_some_and(|e| e.advance(version));
                        if moved {
                            self.note_moved(*id);
                        }
                    }
                    None => {
                        if let Some(entry) = tables.remove(id) {
                            entry.moved.notify_waiters();
                        }
                    }
                }
            }
        }
        Ok(())
    }

    /// Closes the watch as the process begins to shut down: whoever waits for a table is
    /// answered now (unchanged), and nobody waits from now on.
    pub fn close(&self) {
        let tables = self.lock();
        self.closed.store(true, Ordering::SeqCst);
        for entry in tables.values() {
            entry.moved.notify_waiters();
        }
    }

    /// Whether the listening connection is given up on: nothing is answered from memory.
    pub fn is_deaf(&self) -> bool {
        self.deaf.load(Ordering::SeqCst)
    }

    /// Makes the process deaf (see the module's text), once.
    fn go_deaf(&self) {
        if !self.deaf.swap(true, Ordering::SeqCst) {
            self.gone_quiet.fetch_add(1, Ordering::Relaxed);
            tracing::warn!(
                "the listening connection went quiet: answering from the database until a fresh one is heard"
            );
            self.credentials.go_deaf();
            self.forget_versions();
        }
    }

    /// The listening connection heard its own heartbeat.
    fn heard_beat(&self) {
        *lock(&self.heard) = Some(Instant::now());
        if self.deaf.swap(false, Ordering::SeqCst) {
            self.credentials.hear_again();
            tracing::info!("the listening connection is heard again");
        }
    }

    /// Whether the versions held here may be behind the database's: the notifications are not
    /// followed now. What is answered from memory meanwhile says so.
    pub fn possibly_behind(&self) -> bool {
        self.adrift.load(Ordering::Relaxed)
    }

    /// Whether [`Watch::close`] was called: the process is shutting down.
    pub fn is_closed(&self) -> bool {
        self.closed.load(Ordering::SeqCst)
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, HashMap<TableId, Entry>> {
        lock(&self.tables)
    }

    /// Sends the changes this process has not announced yet, in one statement; they wait for
    /// the next try when it fails.
    fn send_announcements(&self, conn: &mut PgConnection) -> diesel::QueryResult<()> {
        let unannounced = std::mem::take(&mut *lock(&self.unannounced));
        if unannounced.is_empty() {
            return Ok(());
        }
        let payloads: Vec<String> = unannounced
            .iter()
            .map(|(id, version)| format!("{}:{version}", id.0))
            .collect();
        let sent = diesel::sql_query("SELECT pg_notify($1, payload) FROM unnest($2) AS payload")
            .bind::<Text, _>(CHANNEL)
            .bind::<Array<Text>, _>(&payloads)
            .execute(conn);
        if sent.is_err() {
            let mut again = lock(&self.unannounced);
            for (id, version) in unannounced {
                keep_latest(&mut again, id, version);
            }
        }
        sent.map(|_| ())
    }

    /// Follows the changes other server processes make, on a connection of its own, for as
    /// long as this map is in use; a watchdog gives that connection up when its heartbeat
    /// stops coming back.
    pub fn listen(self: &Arc<Self>, database_url: String) {
        *lock(&self.beat) = format!("{BEAT}{}:{}", std::process::id(), rand::random::<u64>());
        *lock(&self.heard) = Some(Instant::now());
        let database_url = listening_url(&database_url);
        self.spawn_listener(database_url.clone());
        let watch: Weak<Watch> = Arc::downgrade(self);
        let spawned = std::thread::Builder::new()
            .name("fabula-heartbeat".into())
            .spawn(move || loop {
                std::thread::sleep(Duration::from_millis(500));
                let Some(watch) = watch.upgrade() else { return };
                watch.check_heartbeat(&database_url);
            });
        if let Err(e) = spawned {
            tracing::warn!(error = %e, "cannot watch the listening connection");
        }
    }

    /// Starts a listening thread for the current generation.
    fn spawn_listener(self: &Arc<Self>, database_url: String) {
        let watch: Weak<Watch> = Arc::downgrade(self);
        let generation = self.generation.load(Ordering::SeqCst);
        self.listeners.fetch_add(1, Ordering::SeqCst);
        let spawned = std::thread::Builder::new()
            .name("fabula-listen".into())
            .spawn(move || {
                listen_loop(&watch, &database_url, generation);
                if let Some(watch) = watch.upgrade() {
                    watch.listeners.fetch_sub(1, Ordering::SeqCst);
                }
            });
        if let Err(e) = spawned {
            self.listeners.fetch_sub(1, Ordering::SeqCst);
            tracing::warn!(error = %e, "cannot follow other processes' table changes");
        }
    }

    /// The watchdog's look: when no heartbeat came back within [`DEADLINE`], the process goes
    /// deaf and a fresh listening connection is opened (unless too many given up on are still
    /// stuck); the one given up on ends whenever it wakes.
    fn check_heartbeat(self: &Arc<Self>, database_url: &str) {
        let heard = *lock(&self.heard);
        // A connection known to be lost is being opened again by its thread, which answers
        // from memory meanwhile, marked possibly behind; only one that looks open but has gone
        // quiet is given up on here.
        if self.is_closed()
            || self.possibly_behind()
            || heard.is_none_or(|at| at.elapsed() <= DEADLINE)
        {
            return;
        }
        self.go_deaf();
        if self.listeners.load(Ordering::SeqCst) < MOST_LISTENERS {
            self.generation.fetch_add(1, Ordering::SeqCst);
            *lock(&self.heard) = Some(Instant::now());
            self.spawn_listener(database_url.to_string());
        }
    }
}

/// The listening connection's address, with TCP keepalives (a peer that vanished is noticed
/// by the system within seconds) and a bound on the time to connect, unless it says otherwise.
fn listening_url(database_url: &str) -> String {
    let extra = [
        ("keepalives", "1"),
        ("keepalives_idle", "5"),
        ("keepalives_interval", "2"),
        ("keepalives_count", "3"),
        ("connect_timeout", "5"),
    ];
    let missing: Vec<_> = extra
        .iter()
        .filter(|(name, _)| !database_url.contains(&format!("{name}=")))
        .collect();
    if missing.is_empty() {
        return database_url.to_string();
    }
    if database_url.contains("://") {
        let joined: Vec<String> = missing.iter().map(|(n, v)| format!("{n}={v}")).collect();
        let separator = if database_url.contains('?') { '&' } else { '?' };
        format!("{database_url}{separator}{}", joined.join("&"))
    } else {
        let joined: Vec<String> = missing.iter().map(|(n, v)| format!("{n}={v}")).collect();
        format!("{database_url} {}", joined.join(" "))
    }
}

/// Keeps the later of two versions of a table to announce.
/// The next move a follower hears ([`Watch::follow`]): [`Moved::Any`] when it fell behind;
/// `None` once the watch is gone.
pub async fn next_move(follower: &mut tokio::sync::broadcast::Receiver<Moved>) -> Option<Moved> {
    use tokio::sync::broadcast::error::RecvError;
    match follower.recv().await {
        Ok(moved) => Some(moved),
        Err(RecvError::Lagged(_)) => Some(Moved::Any),
        Err(RecvError::Closed) => None,
    }
}

fn keep_latest(versions: &mut HashMap<TableId, i64>, table_id: TableId, version: i64) {
    let latest = versions.entry(table_id).or_insert(version);
    *latest = (*latest).max(version);
}

/// The entry of a table, made at `version` when there was none; whether it was made.
fn entry_at(
    tables: &mut HashMap<TableId, Entry>,
    table_id: TableId,
    version: i64,
) -> (&mut Entry, bool) {
    let mut new = false;
    let entry = tables.entry(table_id).or_insert_with(|| {
        new = true;
        Entry {
            version,
            used: Instant::now(),
            moved: Arc::new(Notify::new()),
            viewers: None,
        }
    });
    (entry, new)
}

fn lock<T>(mutex: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    mutex.lock().unwrap_or_else(|e| e.into_inner())
}

/// Follows the notifications, sends this process's announcements and its heartbeat, and
/// compares the versions with the database's every [`RESYNC`], on one connection, for as long
/// as the watch is in use and `generation` is the current one. Its commits need not wait for
/// the disk: an announcement says what is committed already, and its loss is made good by the
/// next comparison.
fn listen_loop(watch: &Weak<Watch>, database_url: &str, generation: u64) {
    let mut conn: Option<PgConnection> = None;
    let mut resynced = Instant::now();
    let mut beaten: Option<Instant> = None;
    let current = |watch: &Watch| watch.generation.load(Ordering::SeqCst) == generation;
    loop {
        let Some(me) = watch.upgrade().filter(|w| current(w)) else {
            return;
        };
        drop(me);
        if conn.is_none() {
            conn = PgConnection::establish(database_url)
                .and_then(|mut c| {
                    c.batch_execute(&format!(
                        "SET application_name = 'fabula-listen'; SET synchronous_commit = off; \
                         LISTEN {CHANNEL}; LISTEN {}",
                        credentials::CHANNEL
                    ))
                    .map_err(diesel::ConnectionError::CouldntSetupConfiguration)?;
                    Ok(c)
                })
                .ok();
            if conn.is_none() {
                std::thread::sleep(Duration::from_secs(1));
                continue;
            }
            // Credentials may have ended, and tables moved, while nobody listened.
            if let Some(watch) = watch.upgrade().filter(|w| current(w)) {
                watch.credentials.clear();
                watch.forget_versions();
                watch.connections.fetch_add(1, Ordering::Release);
                // The heartbeat's clock starts again with the fresh connection.
                *lock(&watch.heard) = Some(Instant::now());
                if watch.adrift.swap(false, Ordering::Relaxed) {
                    tracing::warn!("following the database's notifications again");
                }
            }
            beaten = None;
        }
        let Some(c) = conn.as_mut() else { continue };
        let mut broken = false;
        for note in c.notifications_iter() {
            match note {
                Ok(note) => {
                    let Some(watch) = watch.upgrade() else { return };
                    if note.channel == credentials::CHANNEL {
                        watch.credentials.forget_hex(&note.payload);
                    } else if note.payload.starts_with(BEAT) {
                        if note.payload == *lock(&watch.beat) && current(&watch) {
                            watch.heard_beat();
                        }
                    } else if let Some((id, version)) = note.payload.split_once(':') {
                        if let (Ok(id), Ok(version)) = (id.parse(), version.parse()) {
                            watch.publish(id, version);
                        }
                    }
                }
                Err(_) => {
                    broken = true;
                    break;
                }
            }
        }
        if !broken {
            if let Some(watch) = watch.upgrade() {
                broken = watch.send_announcements(c).is_err();
                if !broken && beaten.is_none_or(|at| at.elapsed() >= HEARTBEAT) {
                    let beat = lock(&watch.beat).clone();
                    broken = diesel::sql_query("SELECT pg_notify($1, $2)")
                        .bind::<Text, _>(CHANNEL)
                        .bind::<Text, _>(beat)
                        .execute(c)
                        .is_err();
                    beaten = Some(Instant::now());
                }
                if !broken && resynced.elapsed() >= RESYNC {
                    broken = watch.resync(c).is_err();
                    resynced = Instant::now();
                }
            }
        }
        if broken {
            conn = None;
            match watch.upgrade() {
                Some(watch) if current(&watch) => watch.adrift.store(true, Ordering::Relaxed),
                // A connection given up on ends quietly.
                _ => return,
            }
            tracing::warn!(
                "lost the database's notifications; answering from memory, possibly behind"
            );
        }
        // Reading what arrived is one non-blocking look at the socket: cheap enough to do
        // often, so that another process's change reaches this one's pollers within
        // milliseconds.
        std::thread::sleep(TICK);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_listening_address_gains_keepalives_unless_it_has_them() {
        assert_eq!(
            listening_url("postgres://u@h/db"),
            "postgres://u@h/db?keepalives=1&keepalives_idle=5&keepalives_interval=2&keepalives_count=3&connect_timeout=5"
        );
        assert!(listening_url("postgres://u@h/db?sslmode=disable")
            .starts_with("postgres://u@h/db?sslmode=disable&keepalives=1"));
        assert!(listening_url("host=h dbname=db").starts_with("host=h dbname=db keepalives=1 "));
        let own = "postgres://h/db?keepalives=1&keepalives_idle=60&keepalives_interval=2&keepalives_count=3&connect_timeout=9";
        assert_eq!(listening_url(own), own);
    }

    #[tokio::test]
    async fn a_deaf_watch_answers_nothing_from_memory_until_its_heartbeat_is_heard() {
        let watch = Watch::new();
        watch.publish(TableId(1), 3);
        watch.go_deaf();
        assert_eq!(watch.version(TableId(1)), None);
        assert_eq!(watch.gone_quiet.load(Ordering::Relaxed), 1);
        // A long poll looks at the database again soon instead of waiting for a notification.
        let started = Instant::now();
        assert!(
            watch
                .wait_past(TableId(1), 3, Duration::from_secs(60))
                .await
        );
        assert!(started.elapsed() < Duration::from_secs(30));
        watch.publish(TableId(1), 4);
        assert_eq!(watch.version(TableId(1)), None, "still deaf");
        watch.heard_beat();
        assert_eq!(watch.version(TableId(1)), Some(4));
    }

    #[tokio::test]
    async fn a_table_nobody_asks_about_is_forgotten_unless_someone_waits_for_it() {
        let watch = Watch::new();
        watch.publish(TableId(1), 3);
        watch.publish(TableId(2), 5);
        let waiting = {
            let watch = watch.clone();
            tokio::spawn(async move {
                watch
                    .wait_past(TableId(2), 5, Duration::from_secs(60))
                    .await
            })
        };
        tokio::time::sleep(Duration::from_millis(50)).await;
        watch.forget_idle(Duration::from_secs(60));
        assert_eq!(watch.version(TableId(1)), Some(3), "asked about just now");
        watch.forget_idle(Duration::ZERO);
        assert_eq!(watch.version(TableId(1)), None, "forgotten");
        assert_eq!(watch.version(TableId(2)), Some(5), "someone waits for it");
        watch.publish(TableId(2), 6);
        assert!(waiting.await.unwrap(), "the waiter is woken as before");
    }

    #[tokio::test]
    async fn closing_answers_every_waiter_at_once_and_nobody_waits_afterwards() {
        let watch = Watch::new();
        watch.publish(TableId(1), 3);
        let waiting = {
            let watch = watch.clone();
            tokio::spawn(async move {
                watch
                    .wait_past(TableId(1), 3, Duration::from_secs(60))
                    .await
            })
        };
        // The waiter is registered before the close.
        tokio::time::sleep(Duration::from_millis(50)).await;
        assert!(!waiting.is_finished());
        watch.close();
        let moved = tokio::time::timeout(Duration::from_secs(1), waiting)
            .await
            .expect("answered at once")
            .expect("the waiter ran");
        assert!(!moved, "unchanged");
        assert!(watch.is_closed());
        let started = Instant::now();
        assert!(
            !watch
                .wait_past(TableId(2), 0, Duration::from_secs(60))
                .await
        );
        assert!(started.elapsed() < Duration::from_secs(1));
        // A change still counts as one.
        watch.publish(TableId(1), 4);
        assert!(
            watch
                .wait_past(TableId(1), 3, Duration::from_secs(60))
                .await
        );
    }
}
