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

/// Migrations first named with dates ahead of the calendar, renamed to the day they were
/// made, as diesel records them (the folder name up to its first `_`, dashes dropped): the old
/// version, then the new one. A migration made later but named by its own date would have
/// sorted before them, and a fresh database would not apply them in an upgraded one's order.
pub const RENAMED: [(&str, &str); 8] = [
    ("20261128100100", "20261127180000"), // moderation
    ("20261128100200", "20261127180100"), // shown_cards
    ("20261129100000", "20261127180200"), // lighter_moves
    ("20261130100000", "20261127180300"), // checks_by_domain
    ("20261201100000", "20261127180400"), // steps_announced_after_commit
    ("20261202100000", "20261127180500"), // mailed_kinds_only
    ("20261203100000", "20261127180600"), // keys_a_move_needs
    ("20261203100100", "20261127180700"), // cards_updated_in_place
];

/// Runs every pending migration, all in one transaction, then installs the SQL functions
/// whose source lives in `src/db/sql/`. Its advisory lock keeps two processes starting at once
/// on one database from migrating twice; being the transaction's, it ends with it, also behind
/// PgBouncer in transaction pooling mode (where a session's lock would stay with whichever
/// server session took it).
pub fn run_migrations(conn: &mut PgConnection) -> Result<(), DbError> {
    conn.transaction(|conn| {
        conn.batch_execute(&format!("SELECT pg_advisory_xact_lock({MIGRATION_LOCK})"))?;
        rename_applied(conn)?;
        conn.run_pending_migrations(MIGRATIONS)
            .map_err(|e| DbError::Migrations(e.to_string()))?;
        install_functions(conn)
    })
}

/// Renames the records of the [`RENAMED`] migrations a database applied under their old
/// names, so that diesel does not apply them again.
fn rename_applied(conn: &mut PgConnection) -> Result<(), DbError> {
    use diesel::prelude::*;
    use diesel::sql_types::{Array, Text};

    if !has_migrations_table(conn)? {
        return Ok(());
    }
    let (old, new): (Vec<&str>, Vec<&str>) = RENAMED.iter().copied().unzip();
    diesel::sql_query(
        "UPDATE __diesel_schema_migrations m SET version = r.new
         FROM unnest($1::text[], $2::text[]) AS r(old, new)
         WHERE m.version = r.old
           AND NOT EXISTS (SELECT 1 FROM __diesel_schema_migrations n WHERE n.version = r.new)",
    )
    .bind::<Array<Text>, _>(old)
    .bind::<Array<Text>, _>(new)
    .execute(conn)?;
    Ok(())
}

/// `write_steps`, the function every step of a game is written by: its one source, installed
/// over whatever the migrations left (they keep the history of its older versions).
const WRITE_STEPS_SQL: &str = include_str!("sql/write_steps.sql");

/// Installs the functions of `src/db/sql/` as this version of Fabula defines them. A changed
/// argument list would make a second function beside the old one: a migration drops the old
/// one first.
fn install_functions(conn: &mut PgConnection) -> Result<(), DbError> {
    conn.batch_execute(WRITE_STEPS_SQL)?;
    Ok(())
}

/// Whether diesel's table of applied migrations exists (not in a database never migrated).
fn has_migrations_table(conn: &mut PgConnection) -> Result<bool, DbError> {
    use diesel::prelude::*;
    use diesel::sql_types::{Nullable, Text};

    #[derive(QueryableByName)]
    struct Found {
        #[diesel(sql_type = Nullable<Text>)]
        table: Option<String>,
    }
    let found: Found =
        diesel::sql_query("SELECT to_regclass('__diesel_schema_migrations')::text AS table")
            .get_result(conn)?;
    Ok(found.table.is_some())
}

/// The version a migration has now, for a version a database may have recorded before the
/// migration was renamed.
fn current_version(version: String) -> String {
    RENAMED
        .iter()
        .find(|(old, _)| *old == version)
        .map_or(version, |(_, new)| (*new).to_string())
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
        let mut conn = connection(&pool)?;
        work(&mut conn)
    })
    .await
    .map_err(|_| E::from(DbError::Cancelled))?
}

/// A connection from the pool, on a blocking thread, its wait counted in the metrics.
pub fn connection(pool: &DbPool) -> Result<DbConn, DbError> {
    let asked = std::time::Instant::now();
    let conn = pool.get();
    crate::metrics::counters::observe_pool_wait(asked.elapsed(), conn.is_ok());
    conn.map_err(DbError::from)
}

/// The same, for the plain case of one query or a few in a row: diesel's errors become
/// `DbError`, which every service error takes.
pub async fn query<T, F>(pool: &DbPool, work: F) -> Result<T, DbError>
where
    F: FnOnce(&mut PgConnection) -> diesel::QueryResult<T> + Send + 'static,
    T: Send + 'static,
{
    run(pool, move |conn| {
        work(conn).map_err(|e| {
            drop_if_gone(conn, &e);
            DbError::from(e)
        })
    })
    .await
}

/// Makes sure the pool drops a connection the database is gone from. diesel marks a connection
/// broken (and the pool drops it when it comes back) when a statement it ran fails so; but a
/// statement that failed while being prepared, on a connection whose server went away, leaves
/// it unmarked, and the pool would hand it out again, each time to fail. One statement sent on
/// it now lets diesel see that it is gone.
pub fn drop_if_gone(conn: &mut PgConnection, error: &diesel::result::Error) {
    use diesel::result::{DatabaseErrorKind, Error};
    if matches!(
        error,
        Error::DatabaseError(
            DatabaseErrorKind::ClosedConnection | DatabaseErrorKind::UnableToSendCommand,
            _
        )
    ) {
        // Its own failure is the expected answer.
        let _ = conn.batch_execute("");
    }
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
    use diesel::sql_types::Text;

    #[derive(QueryableByName)]
    struct Applied {
        #[diesel(sql_type = Text)]
        version: String,
    }
    // Versions recorded under a migration's old name count as its new one: the next
    // migration run renames them.
    let applied: Vec<String> = if has_migrations_table(conn)? {
        diesel::sql_query("SELECT version FROM __diesel_schema_migrations")
            .load::<Applied>(conn)?
            .into_iter()
            .map(|a| current_version(a.version))
            .collect()
    } else {
        Vec::new()
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

#[cfg(test)]
mod tests {
    use std::path::Path;

    use chrono::NaiveDateTime;

    use super::RENAMED;

    /// The migration folders, by name, in the order diesel applies them (by name).
    fn folders() -> Vec<String> {
        let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("migrations");
        let mut names: Vec<String> = std::fs::read_dir(&dir)
            .expect("read migrations/")
            .map(|entry| entry.expect("a migration's entry").path())
            .filter(|path| path.join("up.sql").is_file())
            .map(|path| {
                path.file_name()
                    .expect("a name")
                    .to_string_lossy()
                    .into_owned()
            })
            .collect();
        names.sort();
        names
    }

    /// `migrations/ORDER`: the migrations in the order every database applied them.
    fn released() -> Vec<String> {
        let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("migrations/ORDER");
        std::fs::read_to_string(path)
            .expect("read migrations/ORDER")
            .lines()
            .map(str::trim)
            .filter(|line| !line.is_empty())
            .map(String::from)
            .collect()
    }

    /// A database migrated by an older Fabula applied the migrations it knew in name order,
    /// and a new one runs only what came after. So a new migration sorts after every one
    /// before it, and `migrations/ORDER` lists each, appended as it is made.
    #[test]
    fn every_migration_sorts_after_the_ones_before_it() {
        let released = released();
        for pair in released.windows(2) {
            assert!(
                pair[0] < pair[1],
                "migrations/ORDER: {} is listed after {} but sorts before it; name a new \
                 migration by the time it is made (`date -u +%Y-%m-%d-%H%M%S`_name)",
                pair[1],
                pair[0]
            );
        }
        assert_eq!(
            folders(),
            released,
            "the folders of migrations/ and the list in migrations/ORDER differ: append a new \
             migration's folder name to migrations/ORDER"
        );
    }

    /// A migration named by a day still to come would sort after one made before that day
    /// and named by its own date: the order of fresh databases and upgraded ones would part.
    #[test]
    fn no_migration_is_dated_ahead_of_the_calendar() {
        let now = chrono::Utc::now().naive_utc();
        for name in folders() {
            let stamp = name.split('_').next().unwrap_or_default();
            let made = NaiveDateTime::parse_from_str(stamp, "%Y-%m-%d-%H%M%S")
                .unwrap_or_else(|e| panic!("{name}: not named `YYYY-MM-DD-HHMMSS_name`: {e}"));
            assert!(made <= now, "{name} is dated ahead of the calendar");
        }
    }

    /// Each renamed migration exists under its new version, and no migration has an old one.
    #[test]
    fn renamed_migrations_name_todays_folders() {
        let versions: Vec<String> = folders()
            .iter()
            .map(|name| name.split('_').next().unwrap_or_default().replace('-', ""))
            .collect();
        for (old, new) in RENAMED {
            assert!(versions.iter().any(|v| v == new), "{new} is a migration");
            assert!(!versions.iter().any(|v| v == old), "{old} is no migration");
            assert!(new < old, "{new} replaces a name dated later, {old}");
        }
    }
}
