//! Live tables: a time limit of minutes a move, whose deadline the process keeps in memory and
//! acts on at once (within a tick of the clock), once only even with two server processes.

use chrono::Duration;
use fabula::clock::Clock;
use reqwest::StatusCode;
use serde_json::json;

use crate::clock::{history, two_processes};
use crate::helpers::TestApp;

#[tokio::test]
async fn a_one_minute_deadline_is_acted_on_within_two_seconds_once_with_two_processes() {
    let (clock, app, other) = two_processes().await;
    let body =
        json!({"ruleset": "classic", "first_storyteller": "host", "move_time_limit_minutes": 1});
    let table = app.start_table("live", 3, body).await;
    let view = table.view(1).await;
    assert_eq!(view.options.move_time_limit_minutes, Some(1));
    assert_eq!(view.options.move_time_limit_hours, None);
    let deadline = view.deadline.expect("a deadline");
    assert!(deadline <= clock.now() + Duration::minutes(1));
    // Nobody sweeps (the tests' sweeper is off): only the timers can act.
    clock.advance(Duration::seconds(61));
    assert!(
        table.players[1].moved_within(&view, 2).await,
        "the clock acted within 2 s of the deadline"
    );
    let after = table.view(1).await;
    assert_eq!(
        after.storyteller,
        Some(1),
        "the storyteller who did not tell is skipped"
    );
    // The other process's timer had the same deadline: still acted on once.
    let seen = table.players[1].on(&other);
    let later = seen.table(table.id).await;
    assert_eq!(later.storyteller, Some(1));
    assert_eq!(
        history(&app, &table),
        ["storyteller_skipped", "round_started"]
    );
    other.stop().await;
}

#[tokio::test]
async fn a_live_time_limit_is_1_2_3_or_5_minutes_and_not_beside_hours() {
    let app = TestApp::spawn().await;
    let host = app.api_user("pace").await;
    for (body, expected) in [
        (
            json!({"ruleset": "classic", "move_time_limit_minutes": 4}),
            StatusCode::UNPROCESSABLE_ENTITY,
        ),
        (
            json!({"ruleset": "classic", "move_time_limit_minutes": 1, "move_time_limit_hours": 48}),
            StatusCode::UNPROCESSABLE_ENTITY,
        ),
        (
            json!({"ruleset": "classic", "move_time_limit_minutes": 5, "move_time_limit_hours": 0}),
            StatusCode::CREATED,
        ),
        (
            json!({"ruleset": "classic", "move_time_limit_minutes": 2}),
            StatusCode::CREATED,
        ),
    ] {
        let (status, answer) = host.post("/api/v1/tables", body.clone()).await;
        assert_eq!(status, expected, "{body}: {answer}");
        if status == StatusCode::CREATED {
            assert!(
                answer["options"]["move_time_limit_hours"].is_null(),
                "{answer}"
            );
            assert_eq!(
                answer["options"]["move_time_limit_minutes"],
                body["move_time_limit_minutes"]
            );
        }
    }
}
