//! How the migrations run at start: migrations renamed to the day they were made are not
//! applied again where they were applied under their old names, and `write_step`, installed
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

/// A name or a type bound by `store::step` and not the function's fails here, not in a game.
#[test]
fn write_step_takes_the_arguments_its_call_binds() {
    let (name, url) = create_database();
    let mut conn = PgConnection::establish(&url).expect("connect");
    let defined: Vec<Definition> = diesel::sql_query(
        "SELECT proargnames AS names, proargtypes::oid[] AS types FROM pg_proc
         WHERE proname = 'write_step' AND pronamespace = 'public'::regnamespace",
    )
    .load(&mut conn)
    .expect("read write_step's definition");
    assert_eq!(
        defined.len(),
        1,
        "one write_step: a migration drops an older one whose arguments differ"
    );
    let defined: Vec<(String, u32)> = defined[0]
        .names
        .iter()
        .cloned()
        .zip(defined[0].types.iter().copied())
        .collect();
    let bound: Vec<(String, u32)> = fabula::store::step::arguments(&mut conn)
        .into_iter()
        .map(|(name, oid)| (name.to_string(), oid))
        .collect();
    assert_eq!(
        bound.len(),
        defined.len(),
        "as many arguments bound as defined"
    );
    for (bound, defined) in bound.iter().zip(&defined) {
        assert_eq!(
            bound, defined,
            "write_step's arguments: bound, then defined"
        );
    }
    drop(conn);
    drop_database(&name);
}

/// The function a database runs is the one of `src/db/sql/write_step.sql`, whatever the
/// migrations defined before it.
#[test]
fn write_step_is_installed_from_its_source() {
    let (name, url) = create_database();
    let mut conn = PgConnection::establish(&url).expect("connect");
    diesel::sql_query(
        "CREATE OR REPLACE FUNCTION write_step(
             _table BIGINT, _card_ids BIGINT[], _card_places TEXT[], _card_seats INT[],
             _card_ords INT[], _seats INT[], _scores INT[], _resigned BOOLEAN[], _turns INT[],
             _awaited BOOLEAN[], _teams INT[], _gone_sub_rounds INT[], _gone_sub_cards BIGINT[],
             _sub_rounds INT[], _sub_seats INT[], _sub_cards BIGINT[], _sub_ords INT[],
             _sub_positions INT[], _gone_vote_rounds INT[], _gone_vote_voters INT[],
             _gone_vote_markers TEXT[], _vote_rounds INT[], _vote_voters INT[],
             _vote_markers TEXT[], _vote_positions INT[], _vote_ords INT[], _scored_rounds INT[],
             _scored_storytellers INT[], _scored_clues TEXT[], _scored_positions INT[],
             _scored_notes TEXT[], _point_rounds INT[], _point_seats INT[], _points INT[],
             _notice_accounts BIGINT[], _notice_kinds TEXT[], _notice_steps TEXT[], _by INT,
             _event_kinds TEXT[], _event_data JSONB[], _status TEXT, _phase TEXT, _round INT,
             _storyteller INT, _clue TEXT, _deadline TIMESTAMPTZ, _starts BOOLEAN,
             _finishes BOOLEAN, _expected BIGINT, _note TEXT
         ) RETURNS SETOF tables AS $$ BEGIN RETURN; END; $$ LANGUAGE plpgsql",
    )
    .execute(&mut conn)
    .expect("replace write_step");
    db::run_migrations(&mut conn).expect("start again");
    let source = count_in(
        &url,
        "SELECT count(*) AS n FROM pg_proc
         WHERE proname = 'write_step' AND prosrc LIKE '%INSERT INTO table_events%'",
    );
    assert_eq!(source, 1, "write_step is the one of its source file");
    drop(conn);
    drop_database(&name);
}
