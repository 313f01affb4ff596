//! The current version of a table, read from the database, many tables in one query.
//!
//! A view asks the database for its table's version, however fresh the watch's may be: a
//! change another process committed a moment ago may not have been heard of here yet, and
//! whoever made it may be the one asking. Those reads are many and alike (one indexed row
//! each), so they share their round trips ([`Batched`]): one reader, whose query takes every
//! ask that came while the one before it was out.

use std::sync::Arc;

use super::batched::{Batched, Kind};
use crate::db::{DbError, DbPool};
use crate::ids::TableId;
use crate::store;

pub struct Versions {
    batched: Arc<Batched<i64>>,
    pool: DbPool,
}

impl Versions {
    pub fn new(pool: DbPool) -> Arc<Versions> {
        Arc::new(Versions {
            batched: Batched::new(
                pool.clone(),
                Kind {
                    read: store::tables::versions,
                    readers: 1,
                    most: usize::MAX,
                    counted: |asks, _| crate::metrics::counters::count_version_reads(asks),
                },
            ),
            pool,
        })
    }

    /// The table's version in the database now (`None`: no such table).
    pub async fn current(&self, table_id: TableId) -> Result<Option<i64>, DbError> {
        match self.batched.ask(table_id).await {
            Ok(version) => Ok(version),
            // The batch failed (or its reader was lost): a read of its own says why.
            Err(()) => {
                crate::db::query(&self.pool, move |conn| {
                    store::tables::version_of(conn, table_id)
                })
                .await
            }
        }
    }
}
