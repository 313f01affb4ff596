//! Never missing a move: a reminder before the clock acts (as a notice in the feed and as
//! mail, once per move and reminder), and time away (the tables of an away player do not wait
//! for them, who keeps their seat and score).

use std::sync::Arc;

use chrono::{Duration, SubsecRound, Utc};
use diesel::prelude::*;
use fabula::clock::{Clock, ManualClock};
use reqwest::Method;
use serde_json::json;

use crate::feeds::{new_feed, read_feed};
use crate::helpers::mail::SmtpSink;
use crate::helpers::{Move, Phase, Status, Table, TestApp};
use crate::mail::subscribe;

/// The reminders recorded at `table`: (username, step), in the order they came.
fn reminders(app: &TestApp, table: &Table) -> Vec<(String, String)> {
    use fabula::db::schema::{accounts, notices};
    notices::table
        .inner_join(accounts::table)
        .filter(notices::table_id.eq(table.id))
        .filter(notices::kind.eq("reminder"))
        .order(notices::id)
        .select((accounts::username, notices::step))
        .load(&mut app.db())
        .unwrap()
}

fn pairs(list: &[(&str, &str)]) -> Vec<(String, String)> {
    list.iter()
        .map(|(a, b)| (a.to_string(), b.to_string()))
        .collect()
}

#[tokio::test]
async fn a_reminder_comes_before_the_clock_acts_once_per_move_and_reminder() {
    let sink = SmtpSink::start();
    let clock = Arc::new(ManualClock::new(Utc::now()));
    let app = TestApp::builder()
        .clock(clock.clone())
        .smtp(&sink.url)
        .spawn()
        .await;
    let body =
        json!({"ruleset": "classic", "first_storyteller": "host", "move_time_limit_hours": 24});
    let table = app.start_table("remind", 3, body).await;
    let (teller, email) = subscribe(&app, &sink, "remind0", "move").await;
    let feed = new_feed(&teller).await;
    let subject = format!("Table {}: your move is due in about 12 hours", table.id);

    // Seat 1 wants both reminders; a setting that is not one is refused.
    let me = &table.players[1];
    let (status, answer) = me
        .call(
            Method::PATCH,
            "/api/v1/me",
            Some(json!({"reminders": "3h"})),
        )
        .await;
    assert_eq!(status, 422, "{answer}");
    let (status, answer) = me
        .call(
            Method::PATCH,
            "/api/v1/me",
            Some(json!({"reminders": "both"})),
        )
        .await;
    assert_eq!(status, 200, "{answer}");
    assert_eq!(answer["reminders"], "both");
    assert_eq!(table.players[0].me().await.reminders, "auto");

    // 13 hours before the deadline: nothing yet.
    clock.advance(Duration::hours(11));
    assert_eq!(app.sweep().await, 0);
    assert!(reminders(&app, &table).is_empty());

    // Within 12 hours: the storyteller is reminded, once however often the sweep comes.
    clock.advance(Duration::minutes(61));
    assert_eq!(app.sweep().await, 0, "the clock does not act yet");
    assert_eq!(app.sweep().await, 0);
    assert_eq!(
        reminders(&app, &table),
        pairs(&[("remind0", "r1-clue-s0-12h")])
    );
    app.send_mail().await;
    let mails: Vec<_> = sink
        .to(&email)
        .into_iter()
        .filter(|m| m.subject == subject)
        .collect();
    assert_eq!(mails.len(), 1, "one reminder mail");
    assert!(mails[0]
        .text
        .contains(&format!("{}/tables/{}", app.public_url, table.id)));
    assert!(mails[0].text.contains("tell a clue"), "{}", mails[0].text);
    app.send_mail().await;
    assert_eq!(
        sink.to(&email)
            .iter()
            .filter(|m| m.subject == subject)
            .count(),
        1,
        "mailed once"
    );
    let (_, entries) = read_feed(&app, &feed).await;
    assert_eq!(entries[0].title, subject);

    // The clue: a new move, awaiting seats 1 and 2 with a fresh deadline. Seat 1 hears 12
    // hours and 1 hour before it; seat 2, on the default, 12 hours before only.
    assert_eq!(table.play_clue(0, "a lighthouse").await.0, 200);
    clock.advance(Duration::hours(12) + Duration::minutes(1));
    assert_eq!(app.sweep().await, 0);
    clock.advance(Duration::hours(11));
    assert_eq!(app.sweep().await, 0);
    assert_eq!(app.sweep().await, 0);
    assert_eq!(
        reminders(&app, &table),
        pairs(&[
            ("remind0", "r1-clue-s0-12h"),
            ("remind1", "r1-submit-s0-12h"),
            ("remind2", "r1-submit-s0-12h"),
            ("remind1", "r1-submit-s0-1h"),
        ])
    );
    // Then the clock acts, and a reminder of a move made comes no more.
    clock.advance(Duration::hours(1));
    assert_eq!(app.sweep().await, 1);
    assert_eq!(reminders(&app, &table).len(), 4);
    app.send_mail().await;
    assert_eq!(
        sink.to(&email)
            .iter()
            .filter(|m| m.subject == subject)
            .count(),
        1
    );
}

/// A 4-player table where one player is away reaches its end with only the other three
/// moving: the clock is never moved on, so nothing waits for a deadline.
#[tokio::test]
async fn an_away_players_table_ends_without_waiting_and_keeps_their_seat_and_score() {
    let clock = Arc::new(ManualClock::new(Utc::now()));
    let app = TestApp::builder().clock(clock.clone()).spawn().await;
    let body =
        json!({"ruleset": "classic", "first_storyteller": "random", "move_time_limit_hours": 24});
    let table = app.start_table("gone", 4, body).await;
    let away = 3;
    // Whole seconds: the database keeps microseconds.
    let until = clock.now().trunc_subsecs(0) + Duration::days(7);
    let (status, answer) = table.players[away]
        .call(
            Method::PUT,
            "/api/v1/me/away",
            Some(json!({"until": until.to_rfc3339()})),
        )
        .await;
    assert_eq!(status, 200, "{answer}");
    assert!(answer["away_until"].is_string(), "{answer}");
    let view = table.view(0).await;
    assert_eq!(view.seats[away].away_until, Some(until));
    assert!(view.seats[..away].iter().all(|s| s.away_until.is_none()));
    assert!(!view.seats[away].waiting_for || view.phase == Some(Phase::Vote));

    for _ in 0..500 {
        let view = table.view(0).await;
        if view.status == Status::Finished {
            assert_eq!(view.seats.len(), 4, "the away player keeps their seat");
            let seat = &view.seats[away];
            assert_eq!(seat.username, "gone3");
            assert!(!seat.resigned, "being away is not resigning");
            let scored: u32 = table
                .rounds(0)
                .await
                .iter()
                .flat_map(|r| r.points.iter())
                .filter(|p| p.seat == away)
                .map(|p| p.points)
                .sum();
            assert_eq!(seat.score, scored, "their points are kept");
            // The clock acted for them as for someone away, never as for a late player.
            let kinds = away_history(&app, &table);
            assert!(kinds.iter().any(|k| k == "acted_for_away"), "{kinds:?}");
            assert!(!kinds.iter().any(|k| k == "abstained"), "{kinds:?}");
            assert!(!kinds.iter().any(|k| k == "resigned"), "{kinds:?}");
            return;
        }
        let mut moved = false;
        for seat in 0..away {
            let view = table.view(seat).await;
            let hand = view.hand();
            let (status, answer) = match view.awaited_move() {
                Some(Move::Clue) => {
                    let body = json!({"clue": "still here", "card": hand[0]});
                    table.post(seat, "clue", body).await
                }
                Some(Move::Submit) => {
                    table
                        .post(seat, "submit", json!({"cards": [hand[0]]}))
                        .await
                }
                Some(_) => table.vote_for_another(seat).await,
                None => continue,
            };
            assert_eq!(status, 200, "{answer}");
            moved = true;
        }
        assert!(moved, "the table waits for the away player: {view:?}");
    }
    panic!("the table did not end");
}

/// The kinds of the events the clock wrote at `table` (nobody's moves).
fn away_history(app: &TestApp, table: &Table) -> Vec<String> {
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
async fn going_away_acts_at_once_and_refuses_dates_past_or_too_far() {
    let clock = Arc::new(ManualClock::new(Utc::now()));
    let app = TestApp::builder().clock(clock.clone()).spawn().await;
    let body =
        json!({"ruleset": "classic", "first_storyteller": "host", "move_time_limit_hours": 24});
    let table = app.start_table("trip", 3, body).await;
    let host = &table.players[0];
    let now = clock.now().trunc_subsecs(0);

    // Refused: a time that has passed, more than 14 days, not a time, not an object.
    for until in [
        json!(now - Duration::minutes(1)),
        json!(now + Duration::days(14) + Duration::minutes(1)),
        json!("next week"),
    ] {
        let (status, answer) = host
            .call(
                Method::PUT,
                "/api/v1/me/away",
                Some(json!({"until": until})),
            )
            .await;
        assert!(status == 422 || status == 400, "{until}: {status} {answer}");
        assert!(answer["title"].is_string(), "problem+json: {answer}");
    }
    let (status, _) = host
        .call(
            Method::PUT,
            "/api/v1/me/away",
            Some(json!({"until": json!(now - Duration::minutes(1))})),
        )
        .await;
    assert_eq!(status, 422);
    assert_eq!(table.view(1).await.storyteller, Some(0), "nothing changed");
    assert_eq!(host.me().await.away_until, None);

    // The storyteller goes away: their turn passes at once, no sweep needed.
    let until = now + Duration::days(14);
    let (status, answer) = host
        .call(
            Method::PUT,
            "/api/v1/me/away",
            Some(json!({"until": until})),
        )
        .await;
    assert_eq!(status, 200, "{answer}");
    let view = table.view(1).await;
    assert_eq!(
        view.storyteller,
        Some(1),
        "the away storyteller's turn passed"
    );
    assert_eq!(view.seats[0].away_until, Some(until));
    assert_eq!(host.me().await.away_until, Some(until));

    // Starting and joining tables still work while away.
    let other = host.create_table(json!({"ruleset": "classic"})).await;
    assert_eq!(other.seats[0].away_until, Some(until));

    // The table page says so, in the reader's words.
    let page = app
        .signed_in("trip1")
        .await
        .page(&format!("/tables/{}", table.id))
        .await;
    assert!(page.contains("away until"), "{page}");

    // "I'm back", on the settings page; then away again with the form, until a day.
    let person = app.signed_in("trip0").await;
    let html = person.page("/settings").await;
    assert!(html.contains("You are away until"), "{html}");
    let res = person.form("/settings", "/settings/back", &[]).await;
    assert_eq!(res.status(), 303);
    assert_eq!(host.me().await.away_until, None);
    assert_eq!(table.view(1).await.seats[0].away_until, None);
    let res = person
        .form("/settings", "/settings/away", &[("until", "2000-01-01")])
        .await;
    assert_eq!(res.status(), 422);
    let day = (now + Duration::days(3)).date_naive().to_string();
    let res = person
        .form("/settings", "/settings/away", &[("until", &day)])
        .await;
    assert_eq!(res.status(), 303);
    let back = host.me().await.away_until.expect("away");
    assert_eq!(
        back.date_naive().to_string(),
        day,
        "until the start of that day"
    );

    // Once the time away is over, the sweep ends it.
    clock.advance(Duration::days(4));
    app.sweep().await;
    assert_eq!(host.me().await.away_until, None);
    assert_eq!(table.view(1).await.seats[0].away_until, None);
}
