//! A site with a following: finished games by the tens of thousands beside the running ones,
//! copied in the database from a game played to its end through the server, and the live
//! tables' deadlines the clock must keep.

use std::time::{Duration, Instant};

use chrono::{DateTime, Utc};
use diesel::prelude::*;
use diesel::sql_types::{Array, BigInt, Text, Timestamptz};
use fabula::db::DbPool;
use fabula::ids::TableId;

/// Copies in one statement each: a few thousand tables' rows at a time.
const BATCH: i64 = 5_000;

/// A relation that holds rows of a table (its column naming the table), in the order in which
/// they can be inserted.
struct Holder {
    relation: String,
    column: String,
    /// Its columns, but those a sequence numbers.
    columns: Vec<String>,
}

#[derive(QueryableByName)]
struct Reference {
    #[diesel(sql_type = Text)]
    relation: String,
    #[diesel(sql_type = Text)]
    column: String,
    #[diesel(sql_type = Array<Text>)]
    parents: Vec<String>,
}

#[derive(QueryableByName)]
struct Column {
    #[diesel(sql_type = Text)]
    column_name: String,
}

#[derive(QueryableByName)]
struct Size {
    #[diesel(sql_type = BigInt)]
    bytes: i64,
}

/// The columns of `relation` that no sequence numbers.
fn columns(conn: &mut PgConnection, relation: &str) -> QueryResult<Vec<String>> {
    let rows: Vec<Column> = diesel::sql_query(
        "SELECT column_name::text AS column_name FROM information_schema.columns \
         WHERE table_schema = 'public' AND table_name = $1 \
           AND coalesce(column_default, '') NOT LIKE 'nextval(%' AND is_identity = 'NO' \
           AND is_generated = 'NEVER' \
         ORDER BY ordinal_position",
    )
    .bind::<Text, _>(relation)
    .load(conn)?;
    Ok(rows.into_iter().map(|c| c.column_name).collect())
}

/// Every relation whose rows belong to a table (a column `table_id`), parents first: those
/// with a foreign key to `tables` and those that reach it through another (a submission
/// through its seat, a round's points through their round), and the notices and events, which
/// have no key to it.
fn holders(conn: &mut PgConnection) -> QueryResult<Vec<Holder>> {
    let references: Vec<Reference> = diesel::sql_query(
        "SELECT c.oid::regclass::text AS relation, a.attname::text AS column, \
                coalesce((SELECT array_agg(DISTINCT p.confrelid::regclass::text) \
                          FROM pg_constraint p \
                          WHERE p.conrelid = c.oid AND p.contype = 'f' \
                            AND p.confrelid <> c.oid), '{}') AS parents \
         FROM pg_class c \
         JOIN pg_namespace n ON n.oid = c.relnamespace \
         JOIN pg_attribute a ON a.attrelid = c.oid AND a.attname = 'table_id' \
                            AND NOT a.attisdropped \
         WHERE n.nspname = 'public' AND c.relkind = 'r' AND c.oid <> 'tables'::regclass \
         ORDER BY 1",
    )
    .load(conn)?;
    let mut ordered: Vec<Reference> = Vec::new();
    let mut left = references;
    while !left.is_empty() {
        let names: Vec<String> = left.iter().map(|r| r.relation.clone()).collect();
        let (ready, waiting): (Vec<Reference>, Vec<Reference>) = left.into_iter().partition(|r| {
            r.parents
                .iter()
                .all(|p| !names.contains(p) || *p == r.relation)
        });
        if ready.is_empty() {
            // A cycle: insert in any order, and let PostgreSQL say what fails.
            ordered.extend(waiting);
            break;
        }
        ordered.extend(ready);
        left = waiting;
    }
    ordered
        .into_iter()
        .map(|r| {
            Ok(Holder {
                columns: columns(conn, &r.relation)?,
                relation: r.relation,
                column: r.column,
            })
        })
        .collect()
}

/// The whole database's size on disk.
fn database_size(conn: &mut PgConnection) -> QueryResult<i64> {
    diesel::sql_query("SELECT pg_database_size(current_database()) AS bytes")
        .get_result::<Size>(conn)
        .map(|s| s.bytes)
}

/// What copying one finished game cost.
pub struct Copied {
    pub count: i64,
    pub took: Duration,
    /// The database's growth for each copy, indexes included, after `VACUUM ANALYZE`.
    pub bytes_each: f64,
}

/// Copies the table `template` (a finished game) `count` times, with every row that belongs
/// to it; each copy gets a code of its own and no rematch.
pub async fn copy_table(pool: &DbPool, template: TableId, count: i64) -> Result<Copied, String> {
    let pool = pool.clone();
    tokio::task::spawn_blocking(move || {
        let mut conn = pool.get().map_err(|e| e.to_string())?;
        let conn = &mut *conn;
        let started = Instant::now();
        vacuum(conn)?;
        let before = database_size(conn).map_err(|e| e.to_string())?;
        let holders = holders(conn).map_err(|e| e.to_string())?;
        // The copies' ids are drawn first, so that their rows can name them.
        let mut table_columns = vec!["id".to_string()];
        table_columns.extend(columns(conn, "tables").map_err(|e| e.to_string())?);
        let mut done = 0;
        while done < count {
            let n = BATCH.min(count - done);
            conn.transaction(|conn| {
                diesel::sql_query(
                    "CREATE TEMP TABLE bench_copies ON COMMIT DROP AS \
                     SELECT nextval(pg_get_serial_sequence('tables', 'id')) AS id \
                     FROM generate_series(1, $1)",
                )
                .bind::<BigInt, _>(n)
                .execute(conn)?;
                let values: Vec<String> = table_columns
                    .iter()
                    .map(|c| match c.as_str() {
                        "id" => "c.id".to_string(),
                        "code" => "r.code || '-' || c.id".to_string(),
                        "rematch_id" => "NULL".to_string(),
                        other => format!("r.{other}"),
                    })
                    .collect();
                diesel::sql_query(format!(
                    "INSERT INTO tables ({}) SELECT {} FROM tables r CROSS JOIN bench_copies c \
                     WHERE r.id = $1",
                    table_columns.join(", "),
                    values.join(", ")
                ))
                .bind::<BigInt, _>(template.0)
                .execute(conn)?;
                for holder in &holders {
                    let values: Vec<String> = holder
                        .columns
                        .iter()
                        .map(|c| {
                            if *c == holder.column {
                                "c.id".to_string()
                            } else {
                                format!("r.{c}")
                            }
                        })
                        .collect();
                    diesel::sql_query(format!(
                        "INSERT INTO {} ({}) SELECT {} FROM {} r CROSS JOIN bench_copies c \
                         WHERE r.{} = $1",
                        holder.relation,
                        holder.columns.join(", "),
                        values.join(", "),
                        holder.relation,
                        holder.column
                    ))
                    .bind::<BigInt, _>(template.0)
                    .execute(conn)?;
                }
                Ok::<_, diesel::result::Error>(())
            })
            .map_err(|e| format!("copying table {}: {e}", template.0))?;
            done += n;
        }
        vacuum(conn)?;
        let after = database_size(conn).map_err(|e| e.to_string())?;
        Ok(Copied {
            count,
            took: started.elapsed(),
            bytes_each: (after - before) as f64 / count.max(1) as f64,
        })
    })
    .await
    .map_err(|e| e.to_string())?
}

/// Writes every page the copies left dirty in PostgreSQL's cache (`CHECKPOINT`), so that the
/// reads measured next start from a database at rest, as a site's finished games are, and not
/// beside the writing out of gigabytes just copied. How long it took.
pub async fn checkpoint(pool: &DbPool) -> Result<Duration, String> {
    let pool = pool.clone();
    tokio::task::spawn_blocking(move || {
        let mut conn = pool.get().map_err(|e| e.to_string())?;
        let started = Instant::now();
        diesel::sql_query("CHECKPOINT")
            .execute(&mut *conn)
            .map_err(|e| format!("CHECKPOINT: {e}"))?;
        Ok(started.elapsed())
    })
    .await
    .map_err(|e| e.to_string())?
}

fn vacuum(conn: &mut PgConnection) -> Result<(), String> {
    diesel::sql_query("VACUUM ANALYZE")
        .execute(conn)
        .map(|_| ())
        .map_err(|e| format!("VACUUM ANALYZE: {e}"))
}

/// Archives every finished table, as the sweeper does a month after a game ended.
pub async fn archive_finished(pool: &DbPool) -> Result<usize, String> {
    fabula::db::query(pool, |conn| {
        let now = Utc::now();
        let mut archived = 0;
        loop {
            let done = fabula::store::archive::archive_finished(
                conn,
                now + chrono::Duration::days(1),
                now,
                50,
            )?;
            archived += done;
            if done < 50 {
                return Ok(archived);
            }
        }
    })
    .await
    .map_err(|e| e.to_string())
}

#[derive(QueryableByName)]
struct Deadline {
    #[diesel(sql_type = BigInt)]
    id: i64,
    #[diesel(sql_type = Timestamptz)]
    deadline: DateTime<Utc>,
}

/// Makes `tables` live tables on 1-minute moves (a table whose host set a limit in minutes),
/// their next deadlines spread over `spread` seconds that begin `after` from now. The server
/// must be stopped: it learns them as a process that starts does. Returns each table's
/// deadline.
pub async fn go_live(
    pool: &DbPool,
    tables: &[TableId],
    after: Duration,
    spread: f64,
) -> Result<Vec<(TableId, DateTime<Utc>)>, String> {
    let ids: Vec<i64> = tables.iter().map(|t| t.0).collect();
    let after = after.as_secs_f64();
    fabula::db::query(pool, move |conn| {
        let rows: Vec<Deadline> = diesel::sql_query(
            "UPDATE tables SET move_time_limit_minutes = 1, move_time_limit_hours = NULL, \
                 deadline = now() + make_interval(secs => $2 + (id % 600) * $3 / 600.0), \
                 version = version + 1 \
             WHERE id = ANY($1) AND status = 'playing' \
             RETURNING id, deadline",
        )
        .bind::<Array<BigInt>, _>(&ids)
        .bind::<diesel::sql_types::Double, _>(after)
        .bind::<diesel::sql_types::Double, _>(spread)
        .load(conn)?;
        Ok(rows
            .into_iter()
            .map(|r| (TableId(r.id), r.deadline))
            .collect())
    })
    .await
    .map_err(|e| e.to_string())
}

#[derive(QueryableByName)]
struct Acted {
    #[diesel(sql_type = BigInt)]
    table_id: i64,
    #[diesel(sql_type = Timestamptz)]
    at: DateTime<Utc>,
}

/// When the clock first acted at each table after `since`: the first event it wrote there.
pub async fn first_acts(
    pool: &DbPool,
    tables: &[TableId],
    since: DateTime<Utc>,
) -> Result<std::collections::HashMap<TableId, DateTime<Utc>>, String> {
    let ids: Vec<i64> = tables.iter().map(|t| t.0).collect();
    fabula::db::query(pool, move |conn| {
        let rows: Vec<Acted> = diesel::sql_query(
            "SELECT table_id, min(at) AS at FROM table_events \
             WHERE table_id = ANY($1) AND at >= $2 GROUP BY table_id",
        )
        .bind::<Array<BigInt>, _>(&ids)
        .bind::<Timestamptz, _>(since)
        .load(conn)?;
        Ok(rows
            .into_iter()
            .map(|r| (TableId(r.table_id), r.at))
            .collect())
    })
    .await
    .map_err(|e| e.to_string())
}
