//! Tables read whole, many in the same statements (`state::TableReads`): the tables asked
//! while the readers are out are read together in one snapshot, and each comes out as a read
//! of its own would have read it (an open table with a watcher, a round being played, a scored
//! round, a table that is not there); a batch whose connection broke answers its asks all the
//! same, each read alone.

use diesel::connection::SimpleConnection;
use fabula::ids::TableId;
use fabula::state::batched::Done;
use fabula::store::whole_table;
use serde_json::json;
use tokio::task::JoinSet;

use crate::helpers::{until, Table, TestApp};

/// Plays `moves` moves at `table`.
async fn moves(table: &Table, moves: usize) {
    for _ in 0..moves {
        assert!(table.one_move("a clue read back").await, "a move");
    }
}

/// The tables of `ids` read one by one, each alone, as `Debug` text (`None`: not there).
fn read_alone(app: &TestApp, ids: &[i64]) -> Vec<Option<String>> {
    let mut conn = app.db();
    ids.iter()
        .map(|&id| {
            whole_table::load_consistent(&mut conn, TableId(id))
                .expect("a read alone")
                .map(|table| format!("{table:?}"))
        })
        .collect()
}

#[tokio::test]
async fn tables_asked_together_are_read_together_each_as_alone() {
    let app = TestApp::spawn().await;
    let body = json!({"ruleset": "classic", "first_storyteller": "host"});
    // An open table with a second player and a watcher.
    let host = app.api_user("trhost").await;
    let open = host.create_table(body.clone()).await;
    app.api_user("trguest").await.join(&open).await;
    let watcher = app.api_user("trwatch").await.me().await.id;
    app.db()
        .batch_execute(&format!(
            "INSERT INTO table_watchers (table_id, account_id) VALUES ({}, {watcher})",
            open.id
        ))
        .expect("a watcher");
    // A round being played: the clue and two cards in.
    let playing = app.start_table("trplay", 4, body.clone()).await;
    moves(&playing, 3).await;
    // A round scored (clue, three cards, three votes), and the next one begun.
    let scored = app.start_table("trscore", 4, body.clone()).await;
    moves(&scored, 9).await;
    // Just started: nothing played yet.
    let fresh = app.start_table("trfresh", 3, body).await;
    let missing = fresh.id + 1000;
    let ids = [open.id, playing.id, scored.id, fresh.id, missing];
    let alone = read_alone(&app, &ids);
    assert!(alone[..4].iter().all(Option::is_some) && alone[4].is_none());
    assert!(alone[2].as_ref().unwrap().contains("last_round: Some"));

    // Both readers wait on a lock another transaction holds; the asks that come meanwhile
    // wait for a reader, and the next read takes them all.
    let state = app.state();
    let reads = &state.table_reads;
    let mut holder = app.db();
    holder
        .batch_execute("BEGIN; LOCK TABLE table_watchers IN ACCESS EXCLUSIVE MODE;")
        .expect("hold the watchers");
    let before = reads.done();
    let mut asks = JoinSet::new();
    let ask = |asks: &mut JoinSet<_>, n: usize| {
        let state = state.clone();
        let id = ids[n % ids.len()];
        asks.spawn(async move { (id, state.table_reads.read(TableId(id)).await) });
    };
    ask(&mut asks, 0);
    until("the first reader to wait", || app.waiting_for_a_lock() == 1).await;
    ask(&mut asks, 1);
    until("the second reader to wait", || {
        app.waiting_for_a_lock() == 2
    })
    .await;
    for n in 0..20 {
        ask(&mut asks, n);
    }
    until("twenty asks pending", || reads.pending() == 20).await;
    holder.batch_execute("COMMIT").expect("let go");
    let mut answered = 0;
    while let Some(done) = asks.join_next().await {
        let (id, table) = done.expect("an ask");
        let table = table.expect("a table read");
        let at = ids.iter().position(|&i| i == id).unwrap();
        assert_eq!(
            table.map(|t| format!("{t:?}")),
            alone[at],
            "table {id} read with others as alone"
        );
        answered += 1;
    }
    assert_eq!(answered, 22);
    // Three reads: one for each of the first two tables, then one for the five of the
    // twenty asks (each table once).
    assert_eq!(
        reads.done() - before,
        Done {
            reads: 3,
            tables: 7
        }
    );

    // Every connection of the process's pool broken at once: the asks are answered (read,
    // or with the database's error), none is left waiting, and within a few rounds every ask
    // is read from the database again.
    holder
        .batch_execute(
            "SELECT pg_terminate_backend(pid) FROM pg_stat_activity \
             WHERE datname = current_database() AND pid <> pg_backend_pid() \
             AND application_name NOT LIKE 'fabula-listen%'",
        )
        .expect("break the pool");
    let mut rounds = 0;
    loop {
        rounds += 1;
        let mut asks = JoinSet::new();
        for n in 0..20 {
            ask(&mut asks, n);
        }
        let mut all_read = true;
        while let Some(done) = asks.join_next().await {
            let (id, table) = done.expect("an ask");
            match table {
                Ok(table) => {
                    let at = ids.iter().position(|&i| i == id).unwrap();
                    assert_eq!(table.map(|t| format!("{t:?}")), alone[at], "table {id}");
                }
                Err(_) => all_read = false,
            }
        }
        if all_read {
            break;
        }
        assert!(
            rounds < 20,
            "the tables are still not read after {rounds} rounds"
        );
    }
}
