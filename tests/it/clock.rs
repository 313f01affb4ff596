//! Deadlines: the clock acts for whoever is awaited once a move's time is up, in every phase,
//! once only even with two server processes, and a table with an absent player still ends.

use std::sync::Arc;

use chrono::{Duration, Utc};
use diesel::prelude::*;
use fabula::clock::ManualClock;
use serde_json::json;

use crate::helpers::{Phase, Status, Table, TestApp};

/// The kinds of the table's events that are nobody's: the clock's and the rounds'.
pub fn history(app: &TestApp, table: &Table) -> Vec<String> {
    use fabula::db::schema::table_events::dsl::*;
    table_events
        .filter(table_id.eq(table.id))
        .filter(seat.is_null())
        .order(id)
        .select(kind)
        .load(&mut app.db())
        .unwrap()
}

#[tokio::test]
async fn the_clock_acts_in_every_phase_when_a_deadline_passes() {
    let clock = Arc::new(ManualClock::new(Utc::now()));
    let app = TestApp::builder().clock(clock.clone()).spawn().await;
    let body =
        json!({"ruleset": "classic", "first_storyteller": "host", "move_time_limit_hours": 1});
    let table = app.start_table("tick", 3, body).await;

    let view = table.view(1).await;
    let deadline = view.deadline.expect("a deadline");
    assert_eq!(view.storyteller, Some(0));
    // Not yet due: nothing happens.
    clock.advance(Duration::minutes(59));
    assert_eq!(app.sweep().await, 0);
    assert_eq!(table.view(1).await.deadline, Some(deadline));

    // Clue phase: the storyteller who did not tell is skipped.
    clock.advance(Duration::minutes(2));
    assert_eq!(app.sweep().await, 1);
    let view = table.view(1).await;
    assert_eq!(view.storyteller, Some(1));
    assert_eq!(view.phase, Some(Phase::Clue));
    assert_ne!(
        view.deadline,
        Some(deadline),
        "a fresh deadline for the next step"
    );

    // Submit phase: the player who did not play gets a random card played.
    let (status, _) = table.play_clue(1, "late").await;
    assert_eq!(status, 200);
    let (status, _) = table.submit_first(0, 2).await;
    assert_eq!(status, 200);
    clock.advance(Duration::hours(2));
    assert_eq!(app.sweep().await, 1);
    let view = table.view(2).await;
    assert_eq!(view.phase, Some(Phase::Vote));
    assert_eq!(view.you().submitted.len(), 2, "the clock played two cards");

    // Vote phase: the voter who did not vote is left out.
    let (status, _) = table.vote_for_another(0).await;
    assert_eq!(status, 200);
    clock.advance(Duration::hours(2));
    assert_eq!(app.sweep().await, 1);
    let view = table.view(2).await;
    assert_eq!(view.round, 2);
    let last = view.last_round.expect("the round revealed");
    assert_eq!(last.round, 1);
    let voters: Vec<usize> = last.board.iter().flat_map(|c| c.voters.clone()).collect();
    assert_eq!(voters, vec![0], "only seat 0 voted");

    // The clock's acts are in the history, as the clock's.
    assert_eq!(
        history(&app, &table),
        [
            "storyteller_skipped",
            "round_started",
            "cards_played_by_clock",
            "board_laid_out",
            "abstained",
            "round_scored",
            "round_started"
        ]
    );
}

#[tokio::test]
async fn a_race_for_the_first_clue_that_times_out_makes_the_host_tell() {
    let clock = Arc::new(ManualClock::new(Utc::now()));
    let app = TestApp::builder().clock(clock.clone()).spawn().await;
    let body = json!({"ruleset": "2021", "move_time_limit_hours": 12});
    let table = app.start_table("race", 4, body).await;
    assert_eq!(table.view(2).await.storyteller, None);
    clock.advance(Duration::hours(13));
    assert_eq!(app.sweep().await, 1);
    let view = table.view(2).await;
    assert_eq!(view.storyteller, Some(0));
    assert!(view.deadline.is_some());
}

/// Two server processes on one database, with one clock that the test moves by hand.
pub async fn two_processes() -> (Arc<ManualClock>, TestApp, TestApp) {
    let clock = Arc::new(ManualClock::new(Utc::now()));
    let app = TestApp::builder().clock(clock.clone()).spawn().await;
    let other = TestApp::builder()
        .clock(clock.clone())
        .sharing(&app)
        .spawn()
        .await;
    (clock, app, other)
}

#[tokio::test]
async fn two_server_processes_act_on_an_overdue_table_once() {
    let (clock, app, other) = two_processes().await;
    let mut tables = Vec::new();
    for i in 0..3 {
        let body =
            json!({"ruleset": "classic", "first_storyteller": "host", "move_time_limit_hours": 24});
        tables.push(app.start_table(&format!("twice{i}_"), 3, body).await);
    }
    clock.advance(Duration::hours(25));
    let (a, b) = tokio::join!(app.sweep(), other.sweep());
    assert_eq!(a + b, 3, "each overdue table acted on once");
    for table in &tables {
        assert_eq!(
            history(&app, table),
            ["storyteller_skipped", "round_started"]
        );
        assert_eq!(table.on(&other).view(0).await.storyteller, Some(1));
    }
    other.stop().await;
}

/// A 4-player table with a 1-hour limit where one player never comes back reaches its end.
#[tokio::test]
async fn a_table_with_an_absent_player_still_ends() {
    let clock = Arc::new(ManualClock::new(Utc::now()));
    let app = TestApp::builder().clock(clock.clone()).spawn().await;
    let body =
        json!({"ruleset": "classic", "first_storyteller": "random", "move_time_limit_hours": 1});
    let table = app.start_table("gone", 4, body).await;
    let absent = 3;
    for _ in 0..500 {
        let view = table.view(0).await;
        if view.status == Status::Finished {
            assert!(view.winners.is_some_and(|w| !w.is_empty()));
            let me = table.players[absent].me().await;
            assert!(!me.tables[0].your_move);
            // The three who stayed were told each time the table awaited them, and of the end.
            use fabula::db::schema::{accounts, notices};
            let told: Vec<(String, String)> = notices::table
                .inner_join(accounts::table)
                .filter(notices::table_id.eq(table.id))
                .select((accounts::username, notices::kind))
                .load(&mut app.db())
                .unwrap();
            for seat in 0..absent {
                let name = format!("gone{seat}");
                let moves = told
                    .iter()
                    .filter(|(n, k)| *n == name && k == "your_move")
                    .count();
                assert!(moves >= 2, "{name} was told of their moves ({moves})");
                assert!(told.iter().any(|(n, k)| *n == name && k == "game_ended"));
            }
            return;
        }
        if !table.moves_of(0..absent).await {
            // Everyone present has moved: only the absent player is awaited.
            let me = table.players[absent].me().await;
            assert!(me.tables[0].your_move);
            assert!(me.tables[0].deadline.is_some());
            clock.advance(Duration::minutes(61));
            assert_eq!(app.sweep().await, 1);
        }
    }
    panic!("the table did not end");
}
