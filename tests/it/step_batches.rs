//! Moves at different tables written together: the moves decided on tables the server keeps
//! wait for the next batch while the writers are out, and one statement writes them all
//! (`state::Steps`); a table that moved on meanwhile gets nothing of its batch, and its move is
//! decided again under the table's lock; a batch that fails writes nothing, and its moves are
//! written one by one.

use diesel::connection::SimpleConnection;
use diesel::PgConnection;
use fabula::state::steps::Written;
use reqwest::StatusCode;
use serde_json::{json, Value};
use tokio::task::JoinHandle;

use crate::helpers::{until, Table, TestApp};

/// The move `table`'s next player would make, posted in a task of its own, with its body; the
/// task gives the answer's status and body.
async fn post_next_move(table: &Table) -> (JoinHandle<(StatusCode, Value)>, Value) {
    let (seat, what, body) = table.next_move("a shared clue").await.expect("a move");
    let table = Table {
        id: table.id,
        players: table.players.clone(),
    };
    let posted = body.clone();
    let task = tokio::spawn(async move { table.post(seat, what.name(), body).await });
    (task, posted)
}

/// Five new tables of four players, each awaiting its first clue, and their versions.
async fn five_tables(app: &TestApp, prefix: &str) -> (Vec<Table>, Vec<i64>) {
    let mut tables = Vec::new();
    let mut versions = Vec::new();
    for i in 0..5 {
        let body = json!({"ruleset": "classic", "first_storyteller": "host"});
        let table = app.start_table(&format!("{prefix}{i}x"), 4, body).await;
        versions.push(table.view(0).await.version);
        tables.push(table);
    }
    (tables, versions)
}

/// Holds the rows of the first two `tables` in a transaction of `holder`'s, posts a move at
/// each (both writers are then out, each waiting for its table's row), then a move at each of
/// the three others, which wait for a writer. `meanwhile` runs in the holding transaction
/// first, and `pending` while the three wait, before the rows are let go. The five moves'
/// answers.
async fn moves_while_the_writers_wait(
    app: &TestApp,
    tables: &[Table],
    meanwhile: &str,
    pending: impl FnOnce(&mut PgConnection, &[Value]),
) -> Vec<(StatusCode, Value)> {
    let mut holder = app.db();
    let (a, b) = (tables[0].id, tables[1].id);
    holder
        .batch_execute(&format!(
            "BEGIN;
             SELECT id FROM tables WHERE id IN ({a}, {b}) ORDER BY id FOR UPDATE;
             {meanwhile}"
        ))
        .expect("hold two tables");
    let (first, _) = post_next_move(&tables[0]).await;
    until("the first writer to wait", || app.waiting_for_a_lock() == 1).await;
    let (second, _) = post_next_move(&tables[1]).await;
    until("the second writer to wait", || {
        app.waiting_for_a_lock() == 2
    })
    .await;
    let mut tasks = vec![first, second];
    let mut bodies = Vec::new();
    for table in &tables[2..] {
        let (task, body) = post_next_move(table).await;
        tasks.push(task);
        bodies.push(body);
    }
    let steps = &app.state().steps;
    until("three steps pending", || steps.pending() == 3).await;
    pending(&mut holder, &bodies);
    holder.batch_execute("COMMIT").expect("let go");
    let mut answers = Vec::new();
    for task in tasks {
        answers.push(task.await.expect("a move's answer"));
    }
    answers
}

fn version(answer: &(StatusCode, Value)) -> i64 {
    assert_eq!(answer.0, 200, "{}", answer.1);
    answer.1["version"].as_i64().expect("a version")
}

#[tokio::test]
async fn moves_that_come_while_the_writers_are_out_are_written_in_one_batch() {
    let app = TestApp::spawn().await;
    let (tables, before) = five_tables(&app, "sb").await;
    let steps = &app.state().steps;
    let written = steps.written();

    // The other transaction moves the first table on while its move waits.
    let a = tables[0].id;
    let answers = moves_while_the_writers_wait(
        &app,
        &tables,
        &format!("UPDATE tables SET version = version + 1 WHERE id = {a};"),
        |_, _| {},
    )
    .await;

    // Every move is acknowledged. The first table had moved on: its batch wrote nothing, and
    // its move was decided again after the other transaction's change.
    assert_eq!(version(&answers[0]), before[0] + 2, "moved on, then moved");
    for (i, answer) in answers.iter().enumerate().skip(1) {
        assert_eq!(version(answer), before[i] + 1, "table {i} moved once");
    }
    // Three batches: one for each of the first two tables, then one for the three others.
    let now = steps.written();
    assert_eq!(
        Written {
            steps: now.steps - written.steps,
            batches: now.batches - written.batches,
        },
        Written {
            steps: 5,
            batches: 3
        }
    );
    // What each table shows is what the database holds: a second server process, which reads
    // every table from the database, shows the same.
    let other = TestApp::builder().sharing(&app).spawn().await;
    for table in &tables {
        let here = table.view(1).await;
        let there = table.on(&other).view(1).await;
        assert_eq!(here.version, there.version);
        assert_eq!(here.hand(), there.hand());
        assert_eq!(here.awaited_move(), there.awaited_move());
        assert_eq!(here.seats, there.seats);
    }
    // And the games play on from there.
    for table in &tables {
        assert!(table.one_move("on we go").await);
    }
}

#[tokio::test]
async fn a_batch_that_fails_writes_nothing_and_its_moves_are_written_one_by_one() {
    let app = TestApp::spawn().await;
    let (tables, before) = five_tables(&app, "sf").await;
    let steps = &app.state().steps;
    let written = steps.written();

    // While the three last moves wait, the card of the fourth table's clue loses its row: the
    // batch of the three fails on it.
    let d = tables[3].id;
    let answers = moves_while_the_writers_wait(&app, &tables, "", |holder, bodies| {
        let card = bodies[1]["card"].as_i64().expect("the clue's card");
        holder
            .batch_execute(&format!(
                "DELETE FROM table_cards WHERE table_id = {d} AND card_id = {card};"
            ))
            .expect("take the card's row away");
    })
    .await;

    // The other tables' moves were written, each alone; the fourth's failed, and nothing of
    // it was written.
    for i in [0, 1, 2, 4] {
        assert_eq!(version(&answers[i]), before[i] + 1, "table {i} moved once");
    }
    assert!(answers[3].0.is_server_error(), "{:?}", answers[3]);
    let stored = app.count(&format!("SELECT version AS n FROM tables WHERE id = {d}"));
    assert_eq!(stored, before[3], "nothing of the failed move was written");
    let events = app.count(&format!(
        "SELECT count(*) AS n FROM table_events WHERE table_id = {d} AND kind = 'clue_given'"
    ));
    assert_eq!(events, 0);
    // Two batches written, one for each of the first two tables; the batch of the three
    // others failed, and their moves were written one by one.
    let now = steps.written();
    assert_eq!(now.batches - written.batches, 2);
    assert_eq!(now.steps - written.steps, 2);
}
