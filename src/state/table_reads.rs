//! Tables read whole from the database, many in the same statements.
//!
//! A table this process does not hold at its current version (its first view since the
//! process started, or since the cache let it go, or after another process moved it on) is
//! read whole: its row, seats, cards, rounds, decks and watchers, in one read-only snapshot.
//! When many are asked at once (a restart, with every open browser tab coming back), they
//! share those statements ([`Batched`]): two readers at most, each read taking up to 64
//! tables, in about a dozen statements whatever their number.

use std::sync::Arc;

use super::batched::{Batched, Done, Kind};
use crate::db::{DbError, DbPool};
use crate::ids::TableId;
use crate::store::tables::Table;
use crate::store::whole_table;

pub struct TableReads {
    batched: Arc<Batched<Arc<Table>>>,
    pool: DbPool,
}

impl TableReads {
    pub fn new(pool: DbPool) -> Arc<TableReads> {
        Arc::new(TableReads {
            batched: Batched::new(
                pool.clone(),
                Kind {
                    read: |conn, ids| {
                        Ok(whole_table::load_many_consistent(conn, ids)?
                            .into_iter()
                            .map(|table| (table.row.id, Arc::new(table)))
                            .collect())
                    },
                    readers: 2,
                    most: 64,
                    counted: crate::metrics::counters::count_table_reads,
                },
            ),
            pool,
        })
    }

    /// The table as it is now, read whole (`None`: no such table).
    pub async fn read(&self, table_id: TableId) -> Result<Option<Arc<Table>>, DbError> {
        match self.batched.ask(table_id).await {
            Ok(table) => Ok(table),
            // The batch failed (or its reader was lost): a read of its own says why.
            Err(()) => crate::db::query(&self.pool, move |conn| {
                whole_table::load_consistent(conn, table_id)
            })
            .await
            .map(|table| table.map(Arc::new)),
        }
    }

    /// Asks waiting for a reader (for tests).
    pub fn pending(&self) -> usize {
        self.batched.pending()
    }

    /// The batches read so far, and their tables (for tests).
    pub fn done(&self) -> Done {
        self.batched.done()
    }
}
