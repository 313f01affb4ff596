//! Reads of many tables that share their round trips: while a read is out, the asks that
//! arrive wait for the next, which takes them all. Each ask is answered by a read sent after
//! it arrived, so it sees every change committed before it, as a read of its own would.
//!
//! A read that fails answers none of its asks: each of them is then told to read alone, so
//! that its error is the one a read of its own would have had.

use std::collections::HashMap;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};

use diesel::{PgConnection, QueryResult};
use tokio::sync::oneshot;

use crate::db::DbPool;
use crate::ids::TableId;

/// What an ask is told: what was read of its table (`None`: no such table), or `Err` when its
/// batch could not be read and it should read alone.
type Answer<T> = Result<Option<T>, ()>;

/// A read of the tables of the ids given: what is read of each found table (once each, in any
/// order).
pub type Read<T> = fn(&mut PgConnection, &[TableId]) -> QueryResult<Vec<(TableId, T)>>;

/// How one kind of read is shared.
pub struct Kind<T> {
    pub read: Read<T>,
    /// How many readers may be out at once.
    pub readers: usize,
    /// The most tables one read takes.
    pub most: usize,
    /// Counts a read of `tables` tables, which answered `asks` asks.
    pub counted: fn(asks: usize, tables: usize),
}

pub struct Batched<T> {
    pool: DbPool,
    kind: Kind<T>,
    pending: Mutex<Pending<T>>,
    counters: Counters,
}

/// What the readers have done so far: the reads that succeeded, and the tables they asked
/// for (each table once a read).
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct Done {
    pub reads: u64,
    pub tables: u64,
}

impl std::ops::Sub for Done {
    type Output = Done;

    /// What was done since `before`.
    fn sub(self, before: Done) -> Done {
        Done {
            reads: self.reads - before.reads,
            tables: self.tables - before.tables,
        }
    }
}

#[derive(Default)]
struct Counters {
    reads: AtomicU64,
    tables: AtomicU64,
}

struct Pending<T> {
    asks: Vec<(TableId, oneshot::Sender<Answer<T>>)>,
    /// Readers out: each takes whatever is pending before it stops.
    out: usize,
}

impl<T: Clone + Send + 'static> Batched<T> {
    pub fn new(pool: DbPool, kind: Kind<T>) -> Arc<Batched<T>> {
        Arc::new(Batched {
            pool,
            kind,
            pending: Mutex::new(Pending {
                asks: Vec::new(),
                out: 0,
            }),
            counters: Counters::default(),
        })
    }

    /// What is read of the table now (`None`: no such table); `Err` when the read it shared
    /// failed, and the caller should read alone.
    pub async fn ask(self: &Arc<Self>, table_id: TableId) -> Answer<T> {
        let (tell, answer) = oneshot::channel();
        let start = {
            let mut pending = self.lock();
            pending.asks.push((table_id, tell));
            let start = pending.out < self.kind.readers;
            if start {
                pending.out += 1;
            }
            start
        };
        if start {
            let reader = Reader {
                batched: self.clone(),
                done: false,
            };
            // The reader's own end is not awaited: it answers through the channels. A reader
            // that never runs (its runtime shutting down) is dropped, which answers too.
            drop(tokio::task::spawn_blocking(move || reader.read()));
        }
        // A reader lost without answering dropped the channel: read alone.
        answer.await.unwrap_or(Err(()))
    }

    /// Asks waiting for a reader (for tests).
    pub fn pending(&self) -> usize {
        self.lock().asks.len()
    }

    /// What the readers have done so far (for tests).
    pub fn done(&self) -> Done {
        Done {
            reads: self.counters.reads.load(Ordering::Relaxed),
            tables: self.counters.tables.load(Ordering::Relaxed),
        }
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, Pending<T>> {
        self.pending.lock().unwrap_or_else(|e| e.into_inner())
    }
}

/// A reader out: however it ends short of its work (a read that failed, no connection, a
/// panic, never run at all), the asks left are answered `Err`, and the next ask starts a
/// reader afresh.
struct Reader<T> {
    batched: Arc<Batched<T>>,
    /// It ended with nothing left to ask, and no longer counts as out.
    done: bool,
}

impl<T: Clone + Send + 'static> Reader<T> {
    /// Reads what is asked, batch after batch, until nothing is. A read that fails ends the
    /// reader, and its connection goes back to the pool, which drops it if broken: the next
    /// ask starts a reader afresh.
    fn read(mut self) {
        let batched = &self.batched;
        let Ok(mut conn) = crate::db::connection(&batched.pool) else {
            return;
        };
        loop {
            let asks = {
                let mut pending = batched.lock();
                if pending.asks.is_empty() {
                    // Under the lock: an ask that comes after this finds one reader fewer
                    // out, and starts one when none is left.
                    pending.out -= 1;
                    drop(pending);
                    self.done = true;
                    return;
                }
                let take = pending.asks.len().min(batched.kind.most);
                pending.asks.drain(..take).collect::<Vec<_>>()
            };
            let mut ids: Vec<TableId> = asks.iter().map(|(id, _)| *id).collect();
            ids.sort_unstable();
            ids.dedup();
            // Asks taken and not answered are answered `Err` when their senders drop here.
            let found = match (batched.kind.read)(&mut conn, &ids) {
                Ok(found) => found,
                Err(e) => {
                    crate::db::drop_if_gone(&mut conn, &e);
                    return;
                }
            };
            (batched.kind.counted)(asks.len(), ids.len());
            let counters = &batched.counters;
            counters.reads.fetch_add(1, Ordering::Relaxed);
            counters
                .tables
                .fetch_add(ids.len() as u64, Ordering::Relaxed);
            let found: HashMap<TableId, T> = found.into_iter().collect();
            for (id, tell) in asks {
                // An ask whose request has gone needs no answer.
                let _ = tell.send(Ok(found.get(&id).cloned()));
            }
        }
    }
}

impl<T> Drop for Reader<T> {
    fn drop(&mut self) {
        if self.done {
            return;
        }
        let asks = {
            let mut pending = self
                .batched
                .pending
                .lock()
                .unwrap_or_else(|e| e.into_inner());
            pending.out -= 1;
            std::mem::take(&mut pending.asks)
        };
        for (_, tell) in asks {
            let _ = tell.send(Err(()));
        }
    }
}
