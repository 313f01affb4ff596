//! The current version of a table, read from the database, many tables in one query.
//!
//! A view asks the database for its table's version, however fresh the watch's may be: a
//! change another process committed a moment ago may not have been heard of here yet, and
//! whoever made it may be the one asking. Those reads are many and alike (one indexed row
//! each), so they share their round trips: while one query is out, the asks that arrive wait
//! for the next, which takes them all. Each ask is answered by a query sent after it arrived,
//! so it sees every change committed before it, as a query of its own would.
//!
//! A query that fails answers nobody: each of its asks then reads its version alone
//! ([`Versions::current`]), so its error is the one a read of its own would have had.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use tokio::sync::oneshot;

use crate::db::{DbError, DbPool};
use crate::ids::TableId;
use crate::store;

/// What a batch tells one ask: the table's version (`None`: no such table), or `Err` when the
/// batch could not be read.
type Answer = Result<Option<i64>, ()>;

pub struct Versions {
    pool: DbPool,
    pending: Mutex<Pending>,
}

#[derive(Default)]
struct Pending {
    asks: Vec<(TableId, oneshot::Sender<Answer>)>,
    /// A reader is out: it takes whatever is pending before it stops.
    reading: bool,
}

impl Versions {
    pub fn new(pool: DbPool) -> Arc<Versions> {
        Arc::new(Versions {
            pool,
            pending: Mutex::new(Pending::default()),
        })
    }

    /// The table's version in the database now (`None`: no such table).
    pub async fn current(self: &Arc<Self>, table_id: TableId) -> Result<Option<i64>, DbError> {
        let (tell, answer) = oneshot::channel();
        let start = {
            let mut pending = self.lock();
            pending.asks.push((table_id, tell));
            !std::mem::replace(&mut pending.reading, true)
        };
        if start {
            let reader = Reader {
                versions: self.clone(),
                done: false,
            };
            // The reader's own end is not awaited: it answers through the channels. A reader
            // that never runs (its runtime shutting down) is dropped, which answers too.
            drop(tokio::task::spawn_blocking(move || reader.read()));
        }
        match answer.await {
            Ok(Ok(version)) => Ok(version),
            // The batch failed (or its reader was lost): a read of its own says why.
            _ => {
                crate::db::query(&self.pool, move |conn| {
                    store::tables::version_of(conn, table_id)
                })
                .await
            }
        }
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, Pending> {
        self.pending.lock().unwrap_or_else(|e| e.into_inner())
    }
}

/// A reader out: however it ends short of its work (a batch that failed, no connection, a
/// panic, never run at all), the asks left are answered `Err`, and the next ask starts a
/// reader afresh.
struct Reader {
    versions: Arc<Versions>,
    /// It ended with nothing left to ask, and no longer counts as out.
    done: bool,
}

impl Reader {
    /// Reads what is asked, batch after batch, until nothing is. A batch that fails ends the
    /// reader, and its connection goes back to the pool, which drops it if broken: the next
    /// ask starts a reader afresh.
    fn read(mut self) {
        let versions = &self.versions;
        let Ok(mut conn) = crate::db::connection(&versions.pool) else {
            return;
        };
        loop {
            let asks = {
                let mut pending = versions.lock();
                if pending.asks.is_empty() {
                    // Under the lock: an ask that comes after this finds no reader out and
                    // starts one.
                    pending.reading = false;
                    drop(pending);
                    self.done = true;
                    return;
                }
                std::mem::take(&mut pending.asks)
            };
            let mut ids: Vec<TableId> = asks.iter().map(|(id, _)| *id).collect();
            ids.sort_unstable();
            ids.dedup();
            let found = match store::tables::versions(&mut conn, &ids) {
                Ok(found) => found,
                Err(e) => {
                    crate::db::drop_if_gone(&mut conn, &e);
                    return;
                }
            };
            crate::metrics::counters::count_version_reads(asks.len());
            let found: HashMap<TableId, i64> = found.into_iter().collect();
            for (id, tell) in asks {
                // An ask whose request has gone needs no answer.
                let _ = tell.send(Ok(found.get(&id).copied()));
            }
        }
    }
}

impl Drop for Reader {
    fn drop(&mut self) {
        if self.done {
            return;
        }
        let asks = {
            let mut pending = self.versions.lock();
            pending.reading = false;
            std::mem::take(&mut pending.asks)
        };
        for (_, tell) in asks {
            let _ = tell.send(Err(()));
        }
    }
}
