//! The tables as last read or written, by version, so that a view or a move of a table that has
//! not changed since needs no database read.
//!
//! A table's state is fixed for a version: every change moves the version on, in this process
//! or another (whose change arrives as a notification, see `watch`). So an entry is used only
//! when its version is the table's current one; an older one is simply read again.
//!
//! That holds while versions only move forward. When PostgreSQL's primary changes hands, the
//! last commits of the old one may be lost, and the new one can give a version number again to
//! a different state. So the cache follows the listening connection (`Watch::connections`):
//! whenever a fresh one is made, after a break or a quiet spell, it forgets every table.

use std::collections::HashMap;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};

use crate::ids::TableId;
use crate::store::tables::Table;

pub struct TableCache {
    most: usize,
    inner: Mutex<Inner>,
    /// Moves on whenever what is kept may no longer match the database (see the module's text).
    epoch: Arc<AtomicU64>,
}

#[derive(Default)]
struct Inner {
    tables: HashMap<TableId, Cached>,
    /// Moves on with every use, to tell the entries used least lately.
    clock: u64,
    /// The epoch the tables kept here were read in.
    epoch: u64,
}

struct Cached {
    table: Arc<Table>,
    used: u64,
}

impl TableCache {
    /// Keeps at most `most` tables (0: none).
    pub fn new(most: usize) -> TableCache {
        TableCache {
            most,
            inner: Mutex::new(Inner::default()),
            epoch: Arc::default(),
        }
    }

    /// Forgets every table whenever `epoch` moves on (the listening connection's count of
    /// fresh connections, `Watch::connections`).
    pub fn following(mut self, epoch: Arc<AtomicU64>) -> TableCache {
        self.epoch = epoch;
        self
    }

    /// The table at `version`, when it is kept.
    pub fn get(&self, id: TableId, version: i64) -> Option<Arc<Table>> {
        let mut inner = self.lock();
        inner.clock += 1;
        let now = inner.clock;
        let cached = inner.tables.get_mut(&id)?;
        if cached.table.row.version != version {
            return None;
        }
        cached.used = now;
        Some(cached.table.clone())
    }

    /// Whether some version of the table is kept.
    pub fn holds(&self, id: TableId) -> bool {
        self.lock().tables.contains_key(&id)
    }

    /// Keeps a table as read or written, unless a later version of it is kept already.
    pub fn put(&self, table: Arc<Table>) {
        if self.most == 0 {
            return;
        }
        let mut inner = self.lock();
        inner.clock += 1;
        let used = inner.clock;
        let id = table.row.id;
        if let Some(cached) = inner.tables.get(&id) {
            if cached.table.row.version > table.row.version {
                return;
            }
        } else if inner.tables.len() >= self.most {
            inner.forget_least_used(self.most / 8 + 1);
        }
        inner.tables.insert(id, Cached { table, used });
    }

    /// Forgets every table (their versions may have moved unseen).
    pub fn clear(&self) {
        self.lock().tables.clear();
    }

    pub fn len(&self) -> usize {
        self.lock().tables.len()
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, Inner> {
        let mut inner = self.inner.lock().unwrap_or_else(|e| e.into_inner());
        let epoch = self.epoch.load(Ordering::Acquire);
        if inner.epoch != epoch {
            inner.tables.clear();
            inner.epoch = epoch;
        }
        inner
    }
}

impl Inner {
    /// Forgets the `count` tables used least lately (one sort per `count` insertions).
    fn forget_least_used(&mut self, count: usize) {
        let mut uses: Vec<(u64, TableId)> =
            self.tables.iter().map(|(id, c)| (c.used, *id)).collect();
        uses.sort_unstable();
        for (_, id) in uses.into_iter().take(count) {
            self.tables.remove(&id);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{Options, Ruleset};
    use crate::ids::AccountId;
    use crate::store::tables::{TableRow, TableStatus};

    fn table(id: i64, version: i64) -> Arc<Table> {
        let now = chrono::Utc::now();
        Arc::new(Table {
            row: TableRow {
                id: TableId(id),
                code: "code".into(),
                host_id: AccountId(1),
                ruleset: Ruleset::Classic,
                options: Options::default(),
                move_time_limit_hours: None,
                move_time_limit_minutes: None,
                bot_human_pace: false,
                public: false,
                status: TableStatus::Open,
                phase: None,
                round: 0,
                storyteller: None,
                clue: None,
                deadline: None,
                version,
                created_at: now,
                started_at: None,
                finished_at: None,
                rematch_id: None,
                name: None,
                note: None,
            },
            seats: Vec::new(),
            decks: Vec::new(),
            game: None,
            watchers: Vec::new(),
        })
    }

    #[test]
    fn a_kept_table_is_given_only_at_its_own_version() {
        let cache = TableCache::new(10);
        cache.put(table(1, 4));
        assert_eq!(cache.get(TableId(1), 4).map(|t| t.row.version), Some(4));
        // The table moved on elsewhere (its version read from the database, or told by the
        // watch): the kept one is behind and is not given for the newer version.
        assert!(cache.get(TableId(1), 5).is_none());
        assert!(cache.get(TableId(1), 3).is_none());
        // An older read arriving late does not replace a newer one.
        cache.put(table(1, 6));
        cache.put(table(1, 5));
        assert_eq!(cache.get(TableId(1), 6).map(|t| t.row.version), Some(6));
        assert!(cache.get(TableId(1), 5).is_none());
    }

    #[test]
    fn a_fresh_listening_connection_forgets_every_table() {
        let connections = Arc::new(AtomicU64::new(1));
        let cache = TableCache::new(10).following(connections.clone());
        cache.put(table(1, 4));
        cache.put(table(2, 7));
        assert!(cache.get(TableId(1), 4).is_some());
        // The primary changed hands: version 4 may now name another state of table 1.
        connections.fetch_add(1, Ordering::Release);
        assert!(cache.get(TableId(1), 4).is_none());
        assert!(cache.is_empty());
        cache.put(table(1, 4));
        assert!(cache.get(TableId(1), 4).is_some());
    }

    #[test]
    fn a_full_cache_forgets_the_tables_used_least_lately() {
        let cache = TableCache::new(8);
        for id in 0..8 {
            cache.put(table(id, 1));
        }
        // Table 0 is used again; the next one put makes room by forgetting 8 / 8 + 1 = 2.
        assert!(cache.get(TableId(0), 1).is_some());
        cache.put(table(8, 1));
        assert_eq!(cache.len(), 7);
        assert!(cache.get(TableId(0), 1).is_some(), "used lately");
        assert!(cache.get(TableId(1), 1).is_none());
        assert!(cache.get(TableId(2), 1).is_none());
        assert!(cache.get(TableId(8), 1).is_some());
    }

    #[test]
    fn a_cache_of_none_keeps_nothing() {
        let cache = TableCache::new(0);
        cache.put(table(1, 1));
        assert!(cache.is_empty());
    }
}
