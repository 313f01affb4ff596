//! The database: connection pool, embedded migrations, the private cluster, and the one helper
//! that runs diesel work on the blocking pool.

pub mod embedded;
pub mod schema;

use std::time::Duration;

use diesel::connection::{CacheSize, SimpleConnection};
use diesel::pg::PgConnection;
use diesel::r2d2::{ConnectionManager, CustomizeConnection, Pool, PooledConnection};
use diesel::Connection;
use diesel_migrations::{embed_migrations, EmbeddedMigrations, MigrationHarness};

pub type DbPool = Pool<ConnectionManager<PgConnection>>;
pub type DbConn = PooledConnection<ConnectionManager<PgConnection>>;

pub const MIGRATIONS: EmbeddedMigrations = embed_migrations!("migrations");

/// Any PostgreSQL advisory-lock key will do, as long as every Fabula process uses the same one.
const MIGRATION_LOCK: i64 = 0x0fab_0001;

#[derive(Debug, thiserror::Error)]
pub enum DbError {
    #[error("cannot reach the database: {0}")]
    Pool(#[from] diesel::r2d2::PoolError),
    #[error("cannot run the migrations: {0}")]
    Migrations(String),
    #[error(transparent)]
    Query(#[from] diesel::result::Error),
    #[error("the database task was cancelled")]
    Cancelled,
}

/// Builds the pool with an explicit size and timeout. Connections are not tested when checked
/// out (a round trip for every request); one the database dropped fails its first query (503)
/// and is found broken (libpq reports the connection bad) and replaced, so a restarted database
/// heals by itself.
pub fn build_pool(url: &str, size: u32, timeout: Duration) -> Result<DbPool, DbError> {
    build_pool_with(url, size, timeout, true)
}

/// The same, choosing whether connections keep their statements prepared. Without (behind
/// PgBouncer in transaction pooling mode, where consecutive transactions of one connection may
/// run on different server sessions), each statement travels with its parameters in one
/// message, which any session can run.
pub fn build_pool_with(
    url: &str,
    size: u32,
    timeout: Duration,
    prepared_statements: bool,
) -> Result<DbPool, DbError> {
    let manager = ConnectionManager::<PgConnection>::new(url);
    let mut builder = Pool::builder()
        .max_size(size)
        .min_idle(Some(1))
        .connection_timeout(timeout)
        .test_on_check_out(false);
    if !prepared_statements {
        builder = builder.connection_customizer(Box::new(Unprepared));
    }
    Ok(builder.build(manager)?)
}

/// Turns diesel's cache of prepared statements off on every new connection.
#[derive(Debug)]
struct Unprepared;

impl CustomizeConnection<PgConnection, diesel::r2d2::Error> for Unprepared {
    fn on_acquire(&self, conn: &mut PgConnection) -> Result<(), diesel::r2d2::Error> {
        conn.set_prepared_statement_cache_size(CacheSize::Disabled);
        Ok(())
    }
}

/// Runs every pending migration, all in one transaction. Its advisory lock keeps two
/// processes starting at once on one database from migrating twice; being the transaction's,
/// it ends with it, also behind PgBouncer in transaction pooling mode (where a session's lock
/// would stay with whichever server session took it).
pub fn run_migrations(conn: &mut PgConnection) -> Result<(), DbError> {
    conn.transaction(|conn| {
        conn.batch_execute(&format!("SELECT pg_advisory_xact_lock({MIGRATION_LOCK})"))?;
        conn.run_pending_migrations(MIGRATIONS)
            .map(|_| ())
            .map_err(|e| DbError::Migrations(e.to_string()))
    })
}

/// Runs diesel work on the blocking pool, never on the async workers. Every database call of
/// the services and the web layer goes through here; `E` is the caller's own error type.
pub async fn run<T, E, F>(pool: &DbPool, work: F) -> Result<T, E>
where
    F: FnOnce(&mut PgConnection) -> Result<T, E> + Send + 'static,
    T: Send + 'static,
    E: From<DbError> + Send + 'static,
{
    let pool = pool.clone();
    tokio::task::spawn_blocking(move || {
        let asked = std::time::Instant::now();
        let conn = pool.get();
        crate::metrics::counters::observe_pool_wait(asked.elapsed(), conn.is_ok());
        let mut conn = conn.map_err(DbError::from)?;
        work(&mut conn)
    })
    .await
    .map_err(|_| E::from(DbError::Cancelled))?
}

/// The same, for the plain case of one query or a few in a row: diesel's errors become
/// `DbError`, which every service error takes.
pub async fn query<T, F>(pool: &DbPool, work: F) -> Result<T, DbError>
where
    F: FnOnce(&mut PgConnection) -> diesel::QueryResult<T> + Send + 'static,
    T: Send + 'static,
{
    run(pool, move |conn| work(conn).map_err(DbError::from)).await
}

/// Where a database stands with the migrations of this version of Fabula.
#[derive(Debug, Default)]
pub struct MigrationState {
    /// How many of this version's migrations are applied.
    pub applied: usize,
    /// This version's migrations not applied yet (`fabula migrate` applies them), by name.
    pub pending: Vec<String>,
    /// Versions applied to the database that this version of Fabula does not know: a newer
    /// version migrated it.
    pub unknown: Vec<String>,
}

/// Reads which migrations a database has, changing nothing (a database never migrated has
/// none, and no table of them either).
pub fn migration_state(conn: &mut PgConnection) -> Result<MigrationState, DbError> {
    use diesel::migration::MigrationSource;
    use diesel::prelude::*;
    use diesel::sql_types::{Nullable, Text};

    #[derive(QueryableByName)]
    struct Applied {
        #[diesel(sql_type = Text)]
        version: String,
    }
    #[derive(QueryableByName)]
    struct Found {
        #[diesel(sql_type = Nullable<Text>)]
        table: Option<String>,
    }
    let found: Found =
        diesel::sql_query("SELECT to_regclass('__diesel_schema_migrations')::text AS table")
            .get_result(conn)?;
    let applied: Vec<String> = match found.table {
        Some(_) => diesel::sql_query("SELECT version FROM __diesel_schema_migrations")
            .load::<Applied>(conn)?
            .into_iter()
            .map(|a| a.version)
            .collect(),
        None => Vec::new(),
    };
    let known = MigrationSource::<diesel::pg::Pg>::migrations(&MIGRATIONS)
        .map_err(|e| DbError::Migrations(e.to_string()))?;
    let mut state = MigrationState::default();
    for migration in &known {
        if applied.contains(&migration.name().version().to_string()) {
            state.applied += 1;
        } else {
            state.pending.push(migration.name().to_string());
        }
    }
    state.unknown = applied
        .into_iter()
        .filter(|version| {
            !known
                .iter()
                .any(|m| m.name().version().to_string() == *version)
        })
        .collect();
    state.unknown.sort();
    Ok(state)
}
