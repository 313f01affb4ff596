//! `src/db/schema.rs`, against which diesel checks every query, says what the migrations
//! build: the same tables, columns, types, nullability and primary keys. A column added to a
//! migration and not to schema.rs, or the other way round, fails here. The `TEXT` columns that
//! hold an enum allow, by their `CHECK`, exactly the values of the Rust enum.

use std::collections::BTreeSet;

use diesel::result::{DatabaseErrorKind, Error};
use diesel::sql_types::Text;
use diesel::{Connection, PgConnection, QueryableByName, RunQueryDsl};
use fabula::game::{FirstStoryteller, Marker, Phase, Ruleset};
use fabula::store::enums::{AttemptKind, CardPlace, TableStatus};

use crate::helpers::TestApp;

const SCHEMA_RS: &str = include_str!("../../src/db/schema.rs");

/// Every table and column `schema.rs` declares, as `table.column: Type`, and each table's
/// primary key as `table (key, …)`.
fn declared() -> BTreeSet<String> {
    let mut found = BTreeSet::new();
    let mut lines = SCHEMA_RS.lines().map(str::trim);
    while let Some(line) = lines.next() {
        if line != "diesel::table! {" {
            continue;
        }
        let head = lines.next().expect("a table's name after `table!`");
        let (table, key) = head
            .strip_suffix(" {")
            .and_then(|h| h.split_once(' '))
            .unwrap_or_else(|| panic!("`name (key) {{` expected, found {head:?}"));
        found.insert(format!("{table} {key}"));
        for line in lines.by_ref().take_while(|l| *l != "}") {
            assert!(
                !line.starts_with('#'),
                "attributes in schema.rs are not read by this test: {line:?}"
            );
            let (column, sql_type) = line
                .strip_suffix(',')
                .and_then(|l| l.split_once(" -> "))
                .unwrap_or_else(|| panic!("`column -> Type,` expected, found {line:?}"));
            found.insert(format!("{table}.{column}: {sql_type}"));
        }
    }
    found
}

#[derive(QueryableByName)]
struct ColumnRow {
    #[diesel(sql_type = Text)]
    table_name: String,
    #[diesel(sql_type = Text)]
    column_name: String,
    /// PostgreSQL's own name of the type: `int8`, `text`, `timestamptz`, …
    #[diesel(sql_type = Text)]
    udt_name: String,
    #[diesel(sql_type = Text)]
    is_nullable: String,
}

#[derive(QueryableByName)]
struct KeyRow {
    #[diesel(sql_type = Text)]
    table_name: String,
    #[diesel(sql_type = Text)]
    key: String,
}

/// The same, read from `information_schema` of a migrated database, in diesel's words.
fn migrated(conn: &mut PgConnection) -> BTreeSet<String> {
    let columns: Vec<ColumnRow> = diesel::sql_query(
        "SELECT table_name::text, column_name::text, udt_name::text, is_nullable::text
         FROM information_schema.columns
         WHERE table_schema = 'public' AND table_name <> '__diesel_schema_migrations'",
    )
    .load(conn)
    .expect("read the columns");
    let keys: Vec<KeyRow> = diesel::sql_query(
        "SELECT tc.table_name::text,
                string_agg(kcu.column_name::text, ', ' ORDER BY kcu.ordinal_position) AS key
         FROM information_schema.table_constraints tc
         JOIN information_schema.key_column_usage kcu
           ON kcu.constraint_schema = tc.constraint_schema
          AND kcu.constraint_name = tc.constraint_name
         WHERE tc.constraint_type = 'PRIMARY KEY' AND tc.table_schema = 'public'
           AND tc.table_name <> '__diesel_schema_migrations'
         GROUP BY tc.table_name",
    )
    .load(conn)
    .expect("read the primary keys");
    let mut found: BTreeSet<String> = keys
        .into_iter()
        .map(|k| format!("{} ({})", k.table_name, k.key))
        .collect();
    for c in columns {
        let diesel_type = match c.udt_name.as_str() {
            "int4" => "Int4",
            "int8" => "Int8",
            "text" => "Text",
            "bool" => "Bool",
            "bytea" => "Bytea",
            "jsonb" => "Jsonb",
            "timestamptz" => "Timestamptz",
            other => panic!(
                "{}.{}: name diesel's type for {other}",
                c.table_name, c.column_name
            ),
        };
        let sql_type = if c.is_nullable == "YES" {
            format!("Nullable<{diesel_type}>")
        } else {
            diesel_type.to_string()
        };
        found.insert(format!("{}.{}: {sql_type}", c.table_name, c.column_name));
    }
    found
}

#[tokio::test]
async fn schema_rs_matches_the_migrations() {
    let app = TestApp::spawn().await;
    let mut conn = PgConnection::establish(&app.db_url).expect("connect to the test database");
    let declared = declared();
    let migrated = migrated(&mut conn);
    assert!(declared.len() > 100, "schema.rs read: {declared:?}");
    let only_schema_rs: Vec<_> = declared.difference(&migrated).collect();
    let only_migrations: Vec<_> = migrated.difference(&declared).collect();
    assert!(
        only_schema_rs.is_empty() && only_migrations.is_empty(),
        "schema.rs and the migrations differ.\nOnly in schema.rs: {only_schema_rs:#?}\n\
         Only in the migrations: {only_migrations:#?}"
    );
}

#[derive(QueryableByName)]
struct CheckRow {
    #[diesel(sql_type = Text)]
    def: String,
}

/// The values a column allows by its `CHECK (column IN (…))`, on the table or on the column's
/// domain (`CHECK (VALUE IN (…))`).
fn allowed(conn: &mut PgConnection, table: &str, column: &str) -> BTreeSet<String> {
    let checks: Vec<CheckRow> = diesel::sql_query(
        "SELECT pg_get_constraintdef(c.oid) AS def FROM pg_constraint c
         WHERE c.contype = 'c' AND (c.conrelid = $1::regclass OR c.contypid = (
             SELECT a.atttypid FROM pg_attribute a
             WHERE a.attrelid = $1::regclass AND a.attname = $2))",
    )
    .bind::<Text, _>(table)
    .bind::<Text, _>(column)
    .load(conn)
    .expect("read the checks");
    // PostgreSQL writes `CHECK (column IN (…))` back as
    // `CHECK ((column = ANY (ARRAY['a'::text, 'b'::text])))`, and a domain's check with
    // `VALUE` for the column.
    let lists = [column, "VALUE"].map(|c| format!("CHECK (({c} = ANY (ARRAY["));
    let check = checks
        .iter()
        .find(|c| lists.iter().any(|l| c.def.starts_with(l)))
        .unwrap_or_else(|| panic!("no CHECK lists the values of {table}.{column}"));
    check
        .def
        .split('\'')
        .skip(1)
        .step_by(2)
        .map(String::from)
        .collect()
}

/// The values a key of a JSON column allows by its domain's
/// `CHECK (… (VALUE ->> 'key') IN (…) …)`.
fn allowed_in_json(
    conn: &mut PgConnection,
    table: &str,
    column: &str,
    key: &str,
) -> BTreeSet<String> {
    let checks: Vec<CheckRow> = diesel::sql_query(
        "SELECT pg_get_constraintdef(c.oid) AS def FROM pg_constraint c
         WHERE c.contype = 'c' AND c.contypid = (
             SELECT a.atttypid FROM pg_attribute a
             WHERE a.attrelid = $1::regclass AND a.attname = $2)",
    )
    .bind::<Text, _>(table)
    .bind::<Text, _>(column)
    .load(conn)
    .expect("read the checks");
    // Written back as `((VALUE ->> 'key'::text) = ANY (ARRAY['a'::text, 'b'::text]))`.
    let list = format!("(VALUE ->> '{key}'::text) = ANY (ARRAY[");
    let def = checks
        .iter()
        .find_map(|c| c.def.split_once(list.as_str()).map(|(_, rest)| rest))
        .unwrap_or_else(|| panic!("no CHECK lists the values of {table}.{column} ->> {key}"));
    let values = def.split_once("])").map_or(def, |(values, _)| values);
    values
        .split('\'')
        .skip(1)
        .step_by(2)
        .map(String::from)
        .collect()
}

fn names<T: Copy>(values: &[T], as_str: fn(T) -> &'static str) -> BTreeSet<String> {
    values.iter().map(|&v| as_str(v).to_string()).collect()
}

#[tokio::test]
async fn text_enums_allow_what_the_checks_allow() {
    let app = TestApp::spawn().await;
    let mut conn = PgConnection::establish(&app.db_url).expect("connect to the test database");
    let columns = [
        (
            "tables",
            "status",
            names(TableStatus::VALUES, TableStatus::as_str),
        ),
        ("tables", "ruleset", names(Ruleset::VALUES, Ruleset::as_str)),
        ("tables", "phase", names(Phase::VALUES, Phase::as_str)),
        (
            "table_cards",
            "place",
            names(CardPlace::VALUES, CardPlace::as_str),
        ),
        ("votes", "marker", names(Marker::VALUES, Marker::as_str)),
        (
            "attempts",
            "kind",
            names(AttemptKind::VALUES, AttemptKind::as_str),
        ),
    ];
    for (table, column, rust) in columns {
        assert_eq!(allowed(&mut conn, table, column), rust, "{table}.{column}");
    }
    // A table's options are one JSON value; its first storyteller is one of the engine's.
    assert_eq!(
        allowed_in_json(&mut conn, "tables", "options", "first_storyteller"),
        names(FirstStoryteller::VALUES, FirstStoryteller::as_str),
        "tables.options ->> first_storyteller"
    );
}

/// A game's rows refuse what the rules never write, whether the check sits on the column's
/// domain, on its table or in the table's trigger (when two columns are checked together):
/// each such write fails as a check violation, and the move's rows stay as they were.
#[tokio::test]
async fn a_games_rows_refuse_impossible_values() {
    let app = TestApp::spawn().await;
    let body = serde_json::json!({"ruleset": "classic", "first_storyteller": "host"});
    let table = app.start_table("refuse", 3, body).await;
    let id = table.id;
    let mut conn = app.db();
    let refused = [
        format!("UPDATE tables SET status = 'paused' WHERE id = {id}"),
        format!("UPDATE tables SET phase = 'lunch' WHERE id = {id}"),
        format!("UPDATE tables SET round = -1 WHERE id = {id}"),
        format!("UPDATE tables SET move_time_limit_hours = 0 WHERE id = {id}"),
        format!("UPDATE tables SET ruleset = 'chess' WHERE id = {id}"),
        // A table's options have the shape the server reads.
        format!("UPDATE tables SET options = '[]' WHERE id = {id}"),
        format!("UPDATE tables SET options = options || '{{\"target_score\": \"30\"}}' WHERE id = {id}"),
        format!("UPDATE tables SET options = options || '{{\"target_score\": 2.5}}' WHERE id = {id}"),
        format!("UPDATE tables SET options = options - 'rounds_per_player' WHERE id = {id}"),
        format!("UPDATE tables SET options = options || '{{\"first_storyteller\": null}}' WHERE id = {id}"),
        format!(
            "UPDATE tables SET options = options || '{{\"first_storyteller\": \"dealer\"}}' WHERE id = {id}"
        ),
        // A table that plays is in a phase, and only a finished one in the phase `finished`.
        format!("UPDATE tables SET phase = NULL WHERE id = {id}"),
        format!("UPDATE tables SET status = 'finished' WHERE id = {id}"),
        format!("UPDATE tables SET phase = 'finished' WHERE id = {id}"),
        format!("UPDATE tables SET status = 'open' WHERE id = {id}"),
        // A time limit per move in hours or in minutes (1, 2, 3 or 5), not both.
        format!(
            "UPDATE tables SET move_time_limit_hours = NULL, move_time_limit_minutes = 4 WHERE id = {id}"
        ),
        format!(
            "UPDATE tables SET move_time_limit_hours = 24, move_time_limit_minutes = 2 WHERE id = {id}"
        ),
        format!("UPDATE seats SET score = -1 WHERE table_id = {id}"),
        format!("UPDATE seats SET turns = -1 WHERE table_id = {id}"),
        format!("UPDATE table_cards SET place = 'pocket' WHERE table_id = {id}"),
        format!("UPDATE table_cards SET ord = -1 WHERE table_id = {id}"),
        // A card in a hand is in a seat's hand.
        format!("UPDATE table_cards SET seat = NULL WHERE table_id = {id} AND place = 'hand'"),
        format!(
            "INSERT INTO notices (account_id, table_id, kind, step)
             SELECT account_id, table_id, 'gossip', 'r1' FROM seats WHERE table_id = {id}"
        ),
    ];
    let before = app.count(&format!(
        "SELECT count(*) AS n FROM table_cards WHERE table_id = {id} AND place = 'hand'"
    ));
    assert!(before > 0, "the start dealt hands");
    for sql in &refused {
        match diesel::sql_query(sql).execute(&mut conn) {
            Err(Error::DatabaseError(DatabaseErrorKind::CheckViolation, _)) => {}
            other => panic!("{sql}: a check violation expected, got {other:?}"),
        }
    }
    assert_eq!(
        app.count(&format!(
            "SELECT count(*) AS n FROM table_cards WHERE table_id = {id} AND place = 'hand'"
        )),
        before
    );
    assert_eq!(
        app.count(&format!(
            "SELECT count(*) AS n FROM tables WHERE id = {id} AND status = 'playing' AND phase = 'clue'"
        )),
        1
    );
}

/// docs/ARCHITECTURE.md's storage table names every table the migrations build, so that a
/// reader finds what each one holds.
#[test]
fn the_architecture_names_every_table() {
    let architecture = include_str!("../../docs/ARCHITECTURE.md");
    let tables: BTreeSet<String> = declared()
        .iter()
        .filter_map(|line| line.split_once(" (").map(|(table, _)| table.to_string()))
        .collect();
    assert!(tables.len() > 20, "tables read from schema.rs: {tables:?}");
    let unnamed: Vec<&String> = tables
        .iter()
        .filter(|table| !architecture.contains(&format!("`{table}`")))
        .collect();
    assert!(
        unnamed.is_empty(),
        "tables docs/ARCHITECTURE.md's storage table does not name: {unnamed:?}"
    );
}
