//! Which version each table is at, and who may see it then, so that polling costs nothing
//! while nothing changes.
//!
//! Every committed change of a table is announced on `NOTIFY fabula_tables` with the payload
//! `'<id>:<version>'` (several, separated by spaces): a step of a game by the process that made
//! it, right after its commit and before it is acknowledged ([`Watch::announce`]), any other
//! change by a trigger on `tables.version` inside its transaction (migrations 000012 and
//! `announce_after_commit`). Every server process listens on that channel, so this map stays
//! current across processes. A poller whose `If-None-Match` names the current version gets its 304 from here,
//! and a `?wait=` request sleeps here until the version moves. Who may see the table at that
//! version is kept beside it, and the listening connection also follows the credentials that
//! end (`credentials`), so that a 304 goes only to whoever may see the table, still without
//! the database.

use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Condvar, Mutex, Weak};
use std::time::Duration;

use diesel::connection::SimpleConnection;
use diesel::sql_types::{Array, Text};
use diesel::{Connection, PgConnection, QueryResult, RunQueryDsl};
use tokio::sync::Notify;

use crate::credentials::{self, Credentials};
use crate::ids::{AccountId, TableId};

/// The PostgreSQL channel of table changes.
pub const CHANNEL: &str = "fabula_tables";

#[derive(Default)]
pub struct Watch {
    tables: Mutex<HashMap<TableId, Entry>>,
    /// The sessions and tokens known to be good.
    pub credentials: Credentials,
    /// Requests waiting in [`Watch::wait_past`] now.
    waiting: AtomicUsize,
    /// Set when the process begins to shut down: nobody waits here any more.
    closed: AtomicBool,
    /// The versions this process's steps made, waiting to be announced.
    announcing: Mutex<Announcing>,
    /// Signalled whenever a batch of announcements was sent (or failed).
    announced: Condvar,
}

/// The announcements of this process, numbered in the order they were asked for: each caller
/// waits until the batch holding its number was sent. One caller at a time sends, everything
/// queued until then in one NOTIFY: while it waits for the database the next batch gathers.
#[derive(Default)]
struct Announcing {
    queued: Vec<(TableId, i64)>,
    /// How many announcements were asked for since the start.
    asked: u64,
    /// How many of them were sent (every one numbered up to this).
    sent: u64,
    /// Someone is sending a batch now.
    sending: bool,
}

/// The longest payload of one notification (PostgreSQL takes less than 8,000 bytes).
const MAX_PAYLOAD: usize = 7_900;

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
    moved: Arc<Notify>,
    /// Who may see the table, as of the version it was read at.
    viewers: Option<(i64, Viewers)>,
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

    /// The last version seen of a table, if any.
    pub fn version(&self, table_id: TableId) -> Option<i64> {
        self.lock().get(&table_id).map(|e| e.version)
    }

    /// Whether `account_id` may see the table at `version`: `None` when that is not known
    /// here (the caller asks the database).
    pub fn may_view(&self, table_id: TableId, version: i64, account_id: AccountId) -> Option<bool> {
        match &self.lock().get(&table_id)?.viewers {
            Some((at, viewers)) if *at == version => Some(viewers.allow(account_id)),
            _ => None,
        }
    }

    /// Records who may see the table as read at `version`.
    pub fn publish_viewers(&self, table_id: TableId, version: i64, viewers: Viewers) {
        self.publish(table_id, version);
        if let Some(entry) = self.lock().get_mut(&table_id) {
            if entry.version == version {
                entry.viewers = Some((version, viewers));
            }
        }
    }

    /// Records a table's version; wakes whoever waits for it when it moved on.
    pub fn publish(&self, table_id: TableId, version: i64) {
        let mut tables = self.lock();
        let entry = tables.entry(table_id).or_insert_with(|| Entry {
            version,
            moved: Arc::new(Notify::new()),
            viewers: None,
        });
        if version > entry.version {
            entry.version = version;
            entry.moved.notify_waiters();
        }
    }

    /// Announces to every server process (this one included) that a table is now at
    /// `version`, on `conn`, after the change committed; returns once the announcement is
    /// sent, so that a change acknowledged is a change announced. Used for the steps of
    /// games, which `write_step` leaves unannounced: a transaction that notifies holds
    /// PostgreSQL's one lock of notifications until its commit reached the disk, so moves that
    /// notified themselves committed one at a time. Announcing after the commit, a few tables
    /// in one notification of no durable transaction, lets their commits share a flush.
    pub fn announce(
        &self,
        conn: &mut PgConnection,
        table_id: TableId,
        version: i64,
    ) -> QueryResult<()> {
        let mut queue = self.lock_announcing();
        queue.queued.push((table_id, version));
        queue.asked += 1;
        let mine = queue.asked;
        while queue.sent < mine {
            if queue.sending {
                queue = self
                    .announced
                    .wait(queue)
                    .unwrap_or_else(|e| e.into_inner());
                continue;
            }
            let batch = std::mem::take(&mut queue.queued);
            let upto = queue.asked;
            queue.sending = true;
            drop(queue);
            let result = notify_versions(conn, &batch);
            queue = self.lock_announcing();
            queue.sending = false;
            if let Err(e) = result {
                // Whoever sends next sends these too.
                let later = std::mem::replace(&mut queue.queued, batch);
                queue.queued.extend(later);
                self.announced.notify_all();
                return Err(e);
            }
            queue.sent = upto;
            self.announced.notify_all();
        }
        Ok(())
    }

    fn lock_announcing(&self) -> std::sync::MutexGuard<'_, Announcing> {
        self.announcing.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Waits until the table's version is past `known`, for at most `timeout`. Returns whether
    /// it moved.
    /// A table forgotten meanwhile (see [`Watch::forget_versions`]) counts as moved: the
    /// caller reads it again. Once the watch is closed, nobody waits: false at once.
    pub async fn wait_past(&self, table_id: TableId, known: i64, timeout: Duration) -> bool {
        self.waiting.fetch_add(1, Ordering::Relaxed);
        let _waiting = Waiting(&self.waiting);
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
        let forgotten = std::mem::take(&mut *self.lock());
        for entry in forgotten.values() {
            entry.moved.notify_waiters();
        }
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

    /// Whether [`Watch::close`] was called: the process is shutting down.
    pub fn is_closed(&self) -> bool {
        self.closed.load(Ordering::SeqCst)
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, HashMap<TableId, Entry>> {
        self.tables.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Follows the changes other server processes make, on a connection of its own, for as
    /// long as this map is in use.
    pub fn listen(self: &Arc<Self>, database_url: String) {
        let watch: Weak<Watch> = Arc::downgrade(self);
        let spawned = std::thread::Builder::new()
            .name("fabula-listen".into())
            .spawn(move || listen_loop(watch, &database_url));
        if let Err(e) = spawned {
            tracing::warn!(error = %e, "cannot follow other processes' table changes");
        }
    }
}

/// Sends `versions` on the channel, as few notifications as their payloads allow, in one
/// statement (a transaction that writes nothing: its commit waits for no disk).
fn notify_versions(conn: &mut PgConnection, versions: &[(TableId, i64)]) -> QueryResult<()> {
    diesel::sql_query("SELECT pg_notify($1, p) FROM unnest($2) AS p")
        .bind::<Text, _>(CHANNEL)
        .bind::<Array<Text>, _>(payloads(versions))
        .execute(conn)
        .map(|_| ())
}

/// The payloads that name `versions`: as many in each as fit.
fn payloads(versions: &[(TableId, i64)]) -> Vec<String> {
    let mut payloads: Vec<String> = Vec::new();
    for (table_id, version) in versions {
        let entry = format!("{table_id}:{version}");
        match payloads.last_mut() {
            Some(last) if last.len() + 1 + entry.len() <= MAX_PAYLOAD => {
                last.push(' ');
                last.push_str(&entry);
            }
            _ => payloads.push(entry),
        }
    }
    payloads
}

/// The versions a notification of the channel names: `'<id>:<version>'`, several separated
/// by spaces.
fn versions_in(payload: &str) -> impl Iterator<Item = (TableId, i64)> + '_ {
    payload.split(' ').filter_map(|entry| {
        let (id, version) = entry.split_once(':')?;
        Some((TableId(id.parse().ok()?), version.parse().ok()?))
    })
}

fn listen_loop(watch: Weak<Watch>, database_url: &str) {
    let mut conn: Option<PgConnection> = None;
    while watch.strong_count() > 0 {
        if conn.is_none() {
            conn = PgConnection::establish(database_url)
                .and_then(|mut c| {
                    c.batch_execute(&format!(
                        "LISTEN {CHANNEL}; LISTEN {}",
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
            if let Some(watch) = watch.upgrade() {
                watch.credentials.clear();
                watch.forget_versions();
            }
        }
        let Some(c) = conn.as_mut() else { continue };
        let mut broken = false;
        for note in c.notifications_iter() {
            match note {
                Ok(note) => {
                    let Some(watch) = watch.upgrade() else { return };
                    if note.channel == credentials::CHANNEL {
                        watch.credentials.forget_hex(&note.payload);
                    } else {
                        for (id, version) in versions_in(&note.payload) {
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
        if broken {
            conn = None;
        }
        // Reading what arrived is one non-blocking look at the socket: cheap enough to do
        // often, so that another process's change reaches this one's pollers within
        // milliseconds.
        std::thread::sleep(Duration::from_millis(5));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn announcements_fit_in_payloads_and_read_back() {
        let versions: Vec<(TableId, i64)> =
            (0..2_000).map(|n| (TableId(1_000_000 + n), n)).collect();
        let payloads = payloads(&versions);
        assert!(payloads.len() > 1, "{} payloads", payloads.len());
        assert!(payloads.iter().all(|p| p.len() <= MAX_PAYLOAD));
        let read: Vec<(TableId, i64)> = payloads.iter().flat_map(|p| versions_in(p)).collect();
        assert_eq!(read, versions);
        // One version alone, as the trigger sends it.
        assert_eq!(versions_in("12:7").collect::<Vec<_>>(), [(TableId(12), 7)]);
        assert_eq!(versions_in("").count(), 0);
        assert_eq!(
            versions_in("x:1 3:y 4:5").collect::<Vec<_>>(),
            [(TableId(4), 5)]
        );
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
        let started = std::time::Instant::now();
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
