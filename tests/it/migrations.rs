//! How the migrations run at start: migrations renamed to the day they were made are not
//! applied again where they were applied under their old names, and `write_steps`, installed
//! from its one source after them, takes exactly the arguments `store::step` binds.

use diesel::sql_types::{Array, Oid, Text};
use diesel::{Connection, PgConnection, QueryableByName, RunQueryDsl};
use fabula::db::{self, RENAMED};

use crate::helpers::{count_in, create_database, drop_database};

#[derive(QueryableByName, Debug, PartialEq, Eq, PartialOrd, Ord)]
struct Version {
    #[diesel(sql_type = Text)]
    version: String,
}

fn versions(conn: &mut PgConnection) -> Vec<String> {
    let mut found: Vec<String> =
        diesel::sql_query("SELECT version FROM __diesel_schema_migrations")
            .load::<Version>(conn)
            .expect("read the applied migrations")
            .into_iter()
            .map(|v| v.version)
            .collect();
    found.sort();
    found
}

#[test]
fn migrations_applied_under_their_old_names_are_renamed_not_run_again() {
    let (name, url) = create_database();
    let mut conn = PgConnection::establish(&url).expect("connect");
    let migrated = versions(&mut conn);
    // The database as an older Fabula left it: the same schema, the old names recorded.
    for (old, new) in RENAMED {
        let renamed = diesel::sql_query(format!(
            "UPDATE __diesel_schema_migrations SET version = '{old}' WHERE version = '{new}'"
        ))
        .execute(&mut conn)
        .expect("record the old name");
        assert_eq!(renamed, 1, "{new} was applied");
    }
    let before = db::migration_state(&mut conn).expect("read the state");
    assert!(before.pending.is_empty(), "pending: {:?}", before.pending);
    assert!(before.unknown.is_empty(), "unknown: {:?}", before.unknown);

    // Applying a renamed migration again would fail (its tables and columns exist) or add a
    // record; neither happens.
    db::run_migrations(&mut conn).expect("migrate a database with the old names");
    assert_eq!(versions(&mut conn), migrated);
    for (old, _) in RENAMED {
        assert_eq!(
            count_in(
                &url,
                &format!(
                    "SELECT count(*) AS n FROM __diesel_schema_migrations WHERE version = '{old}'"
                )
            ),
            0
        );
    }
    // And again: nothing left to do.
    db::run_migrations(&mut conn).expect("migrate once more");
    assert_eq!(versions(&mut conn), migrated);
    drop(conn);
    drop_database(&name);
}

#[derive(QueryableByName)]
struct Definition {
    #[diesel(sql_type = Array<Text>)]
    names: Vec<String>,
    #[diesel(sql_type = Array<Oid>)]
    types: Vec<u32>,
}

/// The arguments `function` is defined with in `conn`'s database against those its call binds.
fn check_arguments(conn: &mut PgConnection, function: &str, bound: Vec<(&'static str, u32)>) {
    let defined: Vec<Definition> = diesel::sql_query(
        "SELECT proargnames AS names, proargtypes::oid[] AS types FROM pg_proc
         WHERE proname = $1 AND pronamespace = 'public'::regnamespace",
    )
    .bind::<Text, _>(function)
    .load(conn)
    .expect("read the function's definition");
    assert_eq!(
        defined.len(),
        1,
        "one {function}: a migration drops an older one whose arguments differ"
    );
    let defined: Vec<(String, u32)> = defined[0]
        .names
        .iter()
        .cloned()
        .zip(defined[0].types.iter().copied())
        .collect();
    let bound: Vec<(String, u32)> = bound
        .into_iter()
        .map(|(name, oid)| (name.to_string(), oid))
        .collect();
    assert_eq!(
        bound.len(),
        defined.len(),
        "as many arguments of {function} bound as defined"
    );
    for (bound, defined) in bound.iter().zip(&defined) {
        assert_eq!(
            bound, defined,
            "{function}'s arguments: bound, then defined"
        );
    }
}

/// A name or a type bound by `store::step` and not the function's fails here, not in a game;
/// and the function of one step it replaced is gone.
#[test]
fn write_steps_takes_the_arguments_its_call_binds() {
    let (name, url) = create_database();
    let mut conn = PgConnection::establish(&url).expect("connect");
    let bound = fabula::store::step::arguments(&mut conn);
    check_arguments(&mut conn, "write_steps", bound);
    let old = count_in(
        &url,
        "SELECT count(*) AS n FROM pg_proc WHERE proname = 'write_step'",
    );
    assert_eq!(old, 0, "write_step was dropped");
    drop(conn);
    drop_database(&name);
}

/// The function a database runs is the one of `src/db/sql/write_steps.sql`, whatever the
/// database held before.
#[test]
fn write_steps_is_installed_from_its_source() {
    let (name, url) = create_database();
    let mut conn = PgConnection::establish(&url).expect("connect");
    diesel::sql_query(
        "DO $$ BEGIN
             EXECUTE 'CREATE OR REPLACE FUNCTION write_steps('
                 || pg_get_function_arguments('write_steps'::regproc)
                 || ') RETURNS SETOF tables AS $f$ BEGIN RETURN; END; $f$ LANGUAGE plpgsql';
         END $$",
    )
    .execute(&mut conn)
    .expect("replace write_steps");
    let source = "SELECT count(*) AS n FROM pg_proc
         WHERE proname = 'write_steps' AND prosrc LIKE '%INSERT INTO table_events%'";
    assert_eq!(count_in(&url, source), 0, "replaced");
    db::run_migrations(&mut conn).expect("start again");
    assert_eq!(
        count_in(&url, source),
        1,
        "write_steps is the one of its source file"
    );
    drop(conn);
    drop_database(&name);
}

#[derive(QueryableByName)]
struct StoredOptions {
    #[diesel(sql_type = diesel::sql_types::Jsonb)]
    options: serde_json::Value,
}

/// The tables of a database migrated before a table's options were one value keep theirs.
#[test]
fn a_tables_options_move_into_one_value_with_their_data() {
    use diesel::migration::Migration;
    use diesel_migrations::MigrationHarness;
    use fabula::game::{FirstStoryteller, Options};

    let (name, url) = crate::helpers::create_empty_database();
    let mut conn = PgConnection::establish(&url).expect("connect");
    loop {
        let pending = conn.pending_migrations(db::MIGRATIONS).expect("list");
        let next: &dyn Migration<diesel::pg::Pg> =
            pending.first().expect("a migration left").as_ref();
        if next.name().to_string().ends_with("_table_options") {
            break;
        }
        conn.run_migration(next).expect("run a migration");
    }
    diesel::sql_query(
        "INSERT INTO accounts (username, display_name, password_hash, name_key)
         VALUES ('ana', 'Ana', 'x', 'ana');
         ",
    )
    .execute(&mut conn)
    .expect("an account");
    for (code, ruleset, target, rounds, finder, first) in [
        ("a", "2021", 55, 1, true, "random"),
        ("b", "party", 30, 3, false, "host"),
    ] {
        diesel::sql_query(format!(
            "INSERT INTO tables (code, host_id, ruleset, target_score, rounds_per_player,
                                 one_finder_bonus, first_storyteller, public)
             SELECT '{code}', id, '{ruleset}', {target}, {rounds}, {finder}, '{first}', false
             FROM accounts"
        ))
        .execute(&mut conn)
        .expect("a table as it was stored");
    }
    db::run_migrations(&mut conn).expect("migrate the rest");
    let stored: Vec<StoredOptions> = diesel::sql_query("SELECT options FROM tables ORDER BY code")
        .load(&mut conn)
        .expect("read the options");
    let stored: Vec<Options> = stored
        .into_iter()
        .map(|s| serde_json::from_value(s.options).expect("options the engine reads"))
        .collect();
    assert_eq!(
        stored,
        [
            Options {
                target_score: 55,
                rounds_per_player: 1,
                one_finder_bonus: true,
                first_storyteller: FirstStoryteller::Random,
            },
            Options {
                target_score: 30,
                rounds_per_player: 3,
                one_finder_bonus: false,
                first_storyteller: FirstStoryteller::Host,
            },
        ]
    );
    drop(conn);
    drop_database(&name);
}
