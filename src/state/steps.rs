//! The moves decided on tables kept in memory, written many at a time.
//!
//! A move of the game is decided on the table this process keeps (`play::act`) and written
//! only if the table is still at the version it was decided on. Those writes are many and
//! alike, and what each costs PostgreSQL is mostly its statement's and its commit's own work,
//! not its rows'. So they share them: while the writers are out (two at most), the steps that
//! arrive wait for the next batch, which writes them all with one call of `write_steps` (`store::step::write_many`):
//! one statement, one transaction, one commit. Each step is still all or nothing: a table that
//! moved on meanwhile gets none of its step's rows, and its move is decided again under the
//! table's lock.
//!
//! What must follow a step's commit (the table kept in memory and announced) is the caller's
//! `written`, which the writer runs right after the commit, whatever became of the caller's
//! request meanwhile.
//!
//! A batch takes one step a table; a second step of the same table waits for the next batch.
//! A batch that fails writes nothing, and each of its steps is then written alone on the same
//! connection, so that each answer is what a write of its own would have had. A writer that
//! gets no connection, or is lost, hands its steps back, and each is written alone.

use std::collections::HashSet;
use std::sync::{Arc, Mutex};

use tokio::sync::oneshot;

use crate::db::{DbError, DbPool};
use crate::ids::TableId;
use crate::store::step::{self, Prepared};
use crate::store::tables::TableRow;

/// What a step is told: the table's row as written (`None`: the table had moved on, nothing
/// was written), or why it could not be written, or the step itself, handed back unwritten.
type Answer = Result<Option<TableRow>, Unwritten>;

enum Unwritten {
    Failed(DbError),
    Back(Box<Prepared>),
}

/// What the writer does with a step's answer, on its own thread, right after the commit: the
/// caller's `written` runs there, whatever became of the caller meanwhile.
type Then = Box<dyn FnOnce(Answer) + Send>;

/// What the caller hears: what its `written` made of the row, why nothing was written, or its
/// step and `written` handed back.
enum Told<T, F> {
    Written(Option<T>),
    Failed(DbError),
    Back(Box<Prepared>, F),
}

/// The most steps one batch writes.
const MOST: usize = 64;

pub struct Steps {
    pool: DbPool,
    pending: Mutex<Pending>,
    /// What this process wrote so far: steps and batches (`/metrics` counts them for every
    /// process's steps together).
    written: Mutex<Written>,
}

/// Steps and the batches that wrote them.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Written {
    pub steps: u64,
    pub batches: u64,
}

#[derive(Default)]
struct Pending {
    steps: Vec<(Prepared, Then)>,
    /// The writers out: each takes whatever is pending before it stops.
    writers: usize,
    /// The tables of the batches out: a step of one of them waits for the next batch after.
    writing: HashSet<TableId>,
}

/// The most writers out at once: one batch is written while the one before waits for its
/// commit to reach the disk. (One, two and three wrote about as many moves a second in the
/// benchmark, 3,066, 3,086 and 3,188 at 16 connections; one left the machine idle for a
/// third of the time, and two answered the moves at 8 connections soonest.)
const WRITERS: usize = 2;

impl Steps {
    pub fn new(pool: DbPool) -> Arc<Steps> {
        Arc::new(Steps {
            pool,
            pending: Mutex::new(Pending::default()),
            written: Mutex::new(Written::default()),
        })
    }

    /// The steps waiting for a batch now.
    pub fn pending(&self) -> usize {
        self.lock().steps.len()
    }

    /// The steps and batches written so far.
    pub fn written(&self) -> Written {
        *self.written.lock().unwrap_or_else(|e| e.into_inner())
    }

    fn count(&self, steps: usize) {
        crate::metrics::counters::count_step_batch(steps);
        let mut written = self.written.lock().unwrap_or_else(|e| e.into_inner());
        written.steps += steps as u64;
        written.batches += 1;
    }

    /// Writes `step`, decided on a known version of its table, in the next batch, and gives
    /// what `written` made of its table's row, or `None` when the table had moved on and
    /// nothing was written. `written` runs right after the commit on the thread that wrote
    /// it, even when the caller is gone by then (its request dropped): what a commit must be
    /// followed by (the table kept and announced) is done in it.
    pub async fn write<T, F>(
        self: &Arc<Self>,
        step: Prepared,
        written: F,
    ) -> Result<Option<T>, DbError>
    where
        T: Send + 'static,
        F: FnOnce(TableRow) -> T + Send + 'static,
    {
        let (tell, told) = oneshot::channel();
        let then: Then = Box::new(move |answer: Answer| {
            let told = match answer {
                Ok(row) => Told::Written(row.map(written)),
                Err(Unwritten::Failed(e)) => Told::Failed(e),
                Err(Unwritten::Back(step)) => Told::Back(step, written),
            };
            // A caller that has gone needs no answer: `written` ran.
            let _ = tell.send(told);
        });
        let start = {
            let mut pending = self.lock();
            pending.steps.push((step, then));
            let start = pending.writers < WRITERS;
            if start {
                pending.writers += 1;
            }
            start
        };
        if start {
            let writer = Writer {
                steps: self.clone(),
                writing: Vec::new(),
                done: false,
            };
            // The writer's own end is not awaited: it answers through the channels. A writer
            // that never runs (its runtime shutting down) is dropped, which answers too.
            drop(tokio::task::spawn_blocking(move || writer.write()));
        }
        match told.await {
            Ok(Told::Written(done)) => Ok(done),
            Ok(Told::Failed(e)) => Err(e),
            Ok(Told::Back(step, written)) => alone(&self.pool, step, written).await,
            // Lost with its writer while being written: whether it was is not known here.
            Err(_) => Err(DbError::Cancelled),
        }
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, Pending> {
        self.pending.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// The next batch, after the batch of `done` tables was written: the steps pending in
    /// their order, one a table and none of a table another writer is writing, at most
    /// [`MOST`]; the others stay for a batch after. `None` when none can be taken, and the
    /// writer stops: whatever stays pending waits for a table another writer is writing, and
    /// that writer takes it when it is done.
    fn next_batch(&self, done: &[TableId]) -> Option<Vec<(Prepared, Then)>> {
        let mut pending = self.lock();
        for table in done {
            pending.writing.remove(table);
        }
        let mut batch = Vec::new();
        let mut later = Vec::new();
        for (step, then) in std::mem::take(&mut pending.steps) {
            if batch.len() < MOST && pending.writing.insert(step.table_id()) {
                batch.push((step, then));
            } else {
                later.push((step, then));
            }
        }
        pending.steps = later;
        if batch.is_empty() {
            // Under the lock: a step that comes after this may start a writer.
            pending.writers -= 1;
            return None;
        }
        Some(batch)
    }
}

/// A writer out: however it ends short of its work (no connection, a panic, never run at all),
/// the steps left are told so, and the next step starts a writer afresh.
struct Writer {
    steps: Arc<Steps>,
    /// The tables of the batch it is writing.
    writing: Vec<TableId>,
    /// It ended with nothing left to write, and no longer counts as out.
    done: bool,
}

impl Writer {
    /// Writes what is pending, batch after batch, until nothing is.
    fn write(mut self) {
        let steps = self.steps.clone();
        let Ok(mut conn) = crate::db::connection(&steps.pool) else {
            // Dropped undone: the steps pending are handed back.
            return;
        };
        while let Some(batch) = steps.next_batch(&self.writing) {
            let (batch, thens): (Vec<Prepared>, Vec<Then>) = batch.into_iter().unzip();
            self.writing = batch.iter().map(Prepared::table_id).collect();
            let written = step::write_many(&mut conn, &batch).map(|mut rows| {
                batch
                    .iter()
                    .map(|step| {
                        let at = rows.iter().position(|row| row.id == step.table_id())?;
                        Some(rows.swap_remove(at))
                    })
                    .collect::<Vec<_>>()
            });
            match written {
                Ok(rows) => {
                    steps.count(rows.len());
                    for (row, then) in rows.into_iter().zip(thens) {
                        then(Ok(row));
                    }
                }
                Err(e) => {
                    // Nothing of the batch was written: each step alone, so that each is told
                    // what its own write says.
                    crate::db::drop_if_gone(&mut conn, &e);
                    tracing::warn!(error = %e, steps = thens.len(), "a batch of steps failed; writing them one by one");
                    for (step, then) in batch.into_iter().zip(thens) {
                        let answer = step.write(&mut conn);
                        if let Err(e) = &answer {
                            crate::db::drop_if_gone(&mut conn, e);
                        }
                        then(answer.map_err(|e| Unwritten::Failed(DbError::from(e))));
                    }
                }
            }
        }
        self.done = true;
    }
}

impl Drop for Writer {
    /// Lets the other writers out take what is pending, or hands every step pending back when
    /// it was the last; the next step starts a writer.
    fn drop(&mut self) {
        if self.done {
            return;
        }
        let steps = {
            let mut pending = self.steps.lock();
            pending.writers -= 1;
            for table in &self.writing {
                pending.writing.remove(table);
            }
            if pending.writers > 0 {
                // The other writers take what is pending.
                Vec::new()
            } else {
                std::mem::take(&mut pending.steps)
            }
        };
        for (step, then) in steps {
            then(Err(Unwritten::Back(Box::new(step))));
        }
    }
}

/// Writes `step` alone, on a connection of its own, and lets `written` make what it will of the
/// row on that thread.
async fn alone<T, F>(pool: &DbPool, step: Box<Prepared>, written: F) -> Result<Option<T>, DbError>
where
    T: Send + 'static,
    F: FnOnce(TableRow) -> T + Send + 'static,
{
    crate::db::query(pool, move |conn| {
        step.write(conn).map(|row| row.map(written))
    })
    .await
}
