//! Deadlines: the clock acts for whoever is awaited once a move's time is up, in every phase,
//! once only even with two server processes, and a table with an absent player still ends.

use std::sync::Arc;

use chrono::{Duration, Utc};
use fabula::clock::ManualClock;
use serde_json::{json, Value};

use crate::helpers::{spawn_app_on_with_clock, spawn_app_with_clock, TestApp};
use crate::play_api::{call, cards_of as cards, Table};

async fn sweep(app: &TestApp) -> usize {
    fabula::play::sweep(&app.state).await.expect("sweep")
}

async fn history(app: &TestApp, table: &Table) -> Vec<String> {
    let mut conn = PgConnection::establish(&app.db_url).unwrap();
    use diesel::prelude::*;
    use fabula::db::schema::table_events::dsl::*;
    table_events
        .filter(table_id.eq(table.id))
        .filter(seat.is_null())
        .order(id)
        .select(kind)
        .load(&mut conn)
        .unwrap()
}

#[tokio::test]
async fn the_clock_acts_in_every_phase_when_a_deadline_passes() {
    let clock = Arc::new(ManualClock::new(Utc::now()));
    let app = spawn_app_with_clock(clock.clone()).await;
    let body =
        json!({"ruleset": "classic", "first_storyteller": "host", "move_time_limit_hours": 1});
    let table = Table::start(&app, "tick", 3, body).await;

    let view = table.view(&app, 1).await;
    let deadline = view["deadline"].as_str().expect("a deadline").to_string();
    assert_eq!(view["storyteller"], 0);
    // Not yet due: nothing happens.
    clock.advance(Duration::minutes(59));
    assert_eq!(sweep(&app).await, 0);
    assert_eq!(table.view(&app, 1).await["deadline"], deadline.as_str());

    // Clue phase: the storyteller who did not tell is skipped.
    clock.advance(Duration::minutes(2));
    assert_eq!(sweep(&app).await, 1);
    let view = table.view(&app, 1).await;
    assert_eq!(view["storyteller"], 1);
    assert_eq!(view["phase"], "clue");
    assert_ne!(
        view["deadline"],
        deadline.as_str(),
        "a fresh deadline for the next step"
    );

    // Submit phase: the player who did not play gets a random card played.
    let hand = cards(&view["you"]["hand"]);
    let (status, _) = table
        .post(&app, 1, "clue", json!({"clue": "late", "card": hand[0]}))
        .await;
    assert_eq!(status, 200);
    let hand0 = cards(&table.view(&app, 0).await["you"]["hand"]);
    let (status, _) = table
        .post(&app, 0, "submit", json!({"cards": [hand0[0], hand0[1]]}))
        .await;
    assert_eq!(status, 200);
    clock.advance(Duration::hours(2));
    assert_eq!(sweep(&app).await, 1);
    let view = table.view(&app, 2).await;
    assert_eq!(view["phase"], "vote");
    assert_eq!(
        view["you"]["submitted"].as_array().unwrap().len(),
        2,
        "the clock played two cards"
    );

    // Vote phase: the voter who did not vote is left out.
    let view0 = table.view(&app, 0).await;
    let own: Vec<i64> = view0["you"]["submitted"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c.as_i64().unwrap())
        .collect();
    let position = view0["board"]
        .as_array()
        .unwrap()
        .iter()
        .find(|b| !own.contains(&b["card"]["id"].as_i64().unwrap()))
        .unwrap()["position"]
        .clone();
    let (status, _) = table
        .post(&app, 0, "vote", json!({"positions": [position]}))
        .await;
    assert_eq!(status, 200);
    clock.advance(Duration::hours(2));
    assert_eq!(sweep(&app).await, 1);
    let view = table.view(&app, 2).await;
    assert_eq!(view["round"], 2);
    assert_eq!(view["last_round"]["round"], 1);
    let voters: Vec<Value> = view["last_round"]["board"]
        .as_array()
        .unwrap()
        .iter()
        .flat_map(|c| c["voters"].as_array().unwrap().clone())
        .collect();
    assert_eq!(voters, vec![json!(0)], "only seat 0 voted");

    // The clock's acts are in the history, as the clock's.
    assert_eq!(
        history(&app, &table).await,
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
    let app = spawn_app_with_clock(clock.clone()).await;
    let body = json!({"ruleset": "2021", "move_time_limit_hours": 12});
    let table = Table::start(&app, "race", 4, body).await;
    assert_eq!(table.view(&app, 2).await["storyteller"], Value::Null);
    clock.advance(Duration::hours(13));
    assert_eq!(sweep(&app).await, 1);
    let view = table.view(&app, 2).await;
    assert_eq!(view["storyteller"], 0);
    assert!(view["deadline"].is_string());
}

#[tokio::test]
async fn two_server_processes_act_on_an_overdue_table_once() {
    let clock = Arc::new(ManualClock::new(Utc::now()));
    let app = spawn_app_with_clock(clock.clone()).await;
    let other = spawn_app_on_with_clock(
        app.db_url.clone(),
        app.db_name.clone(),
        app.data_dir.clone(),
        None,
        clock.clone(),
    )
    .await;
    let mut tables = Vec::new();
    for i in 0..3 {
        let body =
            json!({"ruleset": "classic", "first_storyteller": "host", "move_time_limit_hours": 24});
        tables.push(Table::start(&app, &format!("twice{i}_"), 3, body).await);
    }
    clock.advance(Duration::hours(25));
    let (a, b) = tokio::join!(sweep(&app), sweep(&other));
    assert_eq!(a + b, 3, "each overdue table acted on once");
    for table in &tables {
        assert_eq!(
            history(&app, table).await,
            ["storyteller_skipped", "round_started"]
        );
        assert_eq!(table.view(&other, 0).await["storyteller"], 1);
    }
    other.stop().await;
}

/// A 4-player table with a 1-hour limit where one player never comes back reaches its end.
#[tokio::test]
async fn a_table_with_an_absent_player_still_ends() {
    let clock = Arc::new(ManualClock::new(Utc::now()));
    let app = spawn_app_with_clock(clock.clone()).await;
    let body =
        json!({"ruleset": "classic", "first_storyteller": "random", "move_time_limit_hours": 1});
    let table = Table::start(&app, "gone", 4, body).await;
    let absent = 3;
    for _ in 0..500 {
        let view = table.view(&app, 0).await;
        if view["status"] == "finished" {
            assert!(view["winners"].as_array().is_some_and(|w| !w.is_empty()));
            let (_, me) = call(
                &app,
                &table.http,
                &table.tokens[absent],
                reqwest::Method::GET,
                "/api/v1/me",
                None,
            )
            .await;
            assert_eq!(me["tables"][0]["your_move"], false);
            // The three who stayed were told each time the table awaited them, and of the end.
            let mut conn = PgConnection::establish(&app.db_url).unwrap();
            use diesel::prelude::*;
            use fabula::db::schema::{accounts, notices};
            let told: Vec<(String, String)> = notices::table
                .inner_join(accounts::table)
                .filter(notices::table_id.eq(table.id))
                .select((accounts::username, notices::kind))
                .load(&mut conn)
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
        let mut moved = false;
        for seat in 0..absent {
            let view = table.view(&app, seat).await;
            let allowed: Vec<String> = view["you"]["allowed"]
                .as_array()
                .unwrap()
                .iter()
                .map(|a| a.as_str().unwrap().to_string())
                .collect();
            let hand = cards(&view["you"]["hand"]);
            let (status, answer) = if allowed.contains(&"clue".to_string()) {
                table
                    .post(
                        &app,
                        seat,
                        "clue",
                        json!({"clue": "still here", "card": hand[0]}),
                    )
                    .await
            } else if allowed.contains(&"submit".to_string()) {
                table
                    .post(&app, seat, "submit", json!({"cards": [hand[0]]}))
                    .await
            } else if allowed.contains(&"vote".to_string()) {
                let own: Vec<i64> = view["you"]["submitted"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .map(|c| c.as_i64().unwrap())
                    .collect();
                let position = view["board"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .find(|b| !own.contains(&b["card"]["id"].as_i64().unwrap()))
                    .unwrap()["position"]
                    .clone();
                table
                    .post(&app, seat, "vote", json!({"positions": [position]}))
                    .await
            } else {
                continue;
            };
            assert_eq!(status, 200, "{answer}");
            moved = true;
        }
        if !moved {
            // Everyone present has moved: only the absent player is awaited.
            let (_, me) = call(
                &app,
                &table.http,
                &table.tokens[absent],
                reqwest::Method::GET,
                "/api/v1/me",
                None,
            )
            .await;
            assert_eq!(me["tables"][0]["your_move"], true);
            assert!(me["tables"][0]["deadline"].is_string());
            clock.advance(Duration::minutes(61));
            assert_eq!(sweep(&app).await, 1);
        }
    }
    panic!("the table did not end");
}
