//! Never missing a move: a reminder before the clock acts (as a notice in the feed and as
//! mail, once per move and reminder), and time away (the tables of an away player do not wait
//! for them, who keeps their seat and score).

use std::sync::Arc;

use chrono::{Duration, SubsecRound, Utc};
use diesel::prelude::*;
use fabula::clock::{Clock, ManualClock};
use reqwest::Method;
use serde_json::json;

use crate::clock::history;
use crate::feeds::{new_feed, read_feed};
use crate::helpers::mail::SmtpSink;
use crate::helpers::{Phase, Status, Table, TestApp};
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
    let subject = "remind0's table: your move is due in about 12 hours".to_string();

    // Seat 1 wants both reminders; a setting that is not one is refused.
    let me = &table.players[1];
    for (setting, want) in [("3h", 422), ("both", 200)] {
        let body = json!({"reminders": setting});
        let (status, answer) = me.call(Method::PATCH, "/api/v1/me", Some(body)).await;
        assert_eq!(status, want, "{setting}: {answer}");
    }
    assert_eq!(me.me().await.reminders, "both");
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
    let reminder_mails = || async {
        app.send_mail().await;
        let mails = sink.to(&email).into_iter();
        mails.filter(|m| m.subject == subject).collect::<Vec<_>>()
    };
    let mails = reminder_mails().await;
    assert_eq!(mails.len(), 1, "one reminder mail");
    assert!(mails[0]
        .text
        .contains(&format!("{}/tables/{}", app.public_url, table.id)));
    assert!(mails[0].text.contains("tell a clue"), "{}", mails[0].text);
    assert_eq!(reminder_mails().await.len(), 1, "mailed once");
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
    assert_eq!(reminder_mails().await.len(), 1);
    // Seats 1 and 2 are awaited again, for their votes; their reminders of the submissions
    // can never be mailed, so the mailer's pass marked them done and walks them no more.
    assert_eq!(table.view(0).await.phase, Some(Phase::Vote));
    let unmailed: i64 = {
        use fabula::db::schema::notices;
        notices::table
            .filter(notices::table_id.eq(table.id))
            .filter(notices::kind.eq("reminder"))
            .filter(notices::mailed_at.is_null())
            .count()
            .get_result(&mut app.db())
            .unwrap()
    };
    assert_eq!(unmailed, 0, "no reminder of a step the table left is kept");
}

/// A started classic table with a 24-hour time limit, on an app with a manual clock.
async fn classic_table(
    prefix: &str,
    players: usize,
    first_storyteller: &str,
) -> (Arc<ManualClock>, TestApp, Table) {
    let clock = Arc::new(ManualClock::new(Utc::now()));
    let app = TestApp::builder().clock(clock.clone()).spawn().await;
    let body = json!({"ruleset": "classic", "first_storyteller": first_storyteller,
                      "move_time_limit_hours": 24});
    let table = app.start_table(prefix, players, body).await;
    (clock, app, table)
}

/// A 4-player table where one player is away reaches its end with only the other three
/// moving: the clock is never moved on, so nothing waits for a deadline.
#[tokio::test]
async fn an_away_players_table_ends_without_waiting_and_keeps_their_seat_and_score() {
    let (clock, app, table) = classic_table("gone", 4, "random").await;
    let away = 3;
    // Whole seconds: the database keeps microseconds.
    let until = clock.now().trunc_subsecs(0) + Duration::days(7);
    let notices_before: i64 = {
        use fabula::db::schema::notices;
        notices::table
            .select(diesel::dsl::max(notices::id))
            .get_result::<Option<i64>>(&mut app.db())
            .unwrap()
            .unwrap_or(0)
    };
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
            let kinds = history(&app, &table);
            assert!(kinds.iter().any(|k| k == "acted_for_away"), "{kinds:?}");
            assert!(!kinds.iter().any(|k| k == "abstained"), "{kinds:?}");
            assert!(!kinds.iter().any(|k| k == "resigned"), "{kinds:?}");
            // Nor were they told it was their move while away.
            let told: i64 = {
                use fabula::db::schema::{accounts, notices};
                notices::table
                    .inner_join(accounts::table)
                    .filter(notices::table_id.eq(table.id))
                    .filter(notices::id.gt(notices_before))
                    .filter(notices::kind.eq("your_move"))
                    .filter(accounts::username.eq("gone3"))
                    .count()
                    .get_result(&mut app.db())
                    .unwrap()
            };
            assert_eq!(told, 0, "an away player gets no \"your move\"");
            return;
        }
        let moved = table.moves_of(0..away).await;
        assert!(moved, "the table waits for the away player: {view:?}");
    }
    panic!("the table did not end");
}

#[tokio::test]
async fn going_away_acts_at_once_and_refuses_dates_past_or_too_far() {
    let (clock, app, table) = classic_table("trip", 3, "host").await;
    let host = &table.players[0];
    let now = clock.now().trunc_subsecs(0);

    // Refused: a time that has passed or more than 14 days away (422), not a time (400).
    let away = |until: serde_json::Value| {
        host.call(
            Method::PUT,
            "/api/v1/me/away",
            Some(json!({"until": until})),
        )
    };
    for (until, want) in [
        (json!(now - Duration::minutes(1)), 422),
        (json!(now + Duration::days(14) + Duration::minutes(1)), 422),
        (json!("next week"), 400),
    ] {
        let (status, answer) = away(until.clone()).await;
        assert_eq!(status, want, "{until}: {answer}");
        assert!(answer["title"].is_string(), "problem+json: {answer}");
    }
    assert_eq!(table.view(1).await.storyteller, Some(0), "nothing changed");
    assert_eq!(host.me().await.away_until, None);

    // The storyteller goes away: their turn passes at once, no sweep needed.
    let until = now + Duration::days(14);
    let (status, answer) = away(json!(until)).await;
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
    let html = person.page("/settings/away").await;
    assert!(html.contains("You are away until"), "{html}");
    // It says what the clock's moves cost meanwhile, and no longer that nothing does.
    assert!(html.contains("you score nothing for a vote you did not cast"));
    assert!(html.contains("a turn as storyteller that passes is lost"));
    assert!(!html.contains("nothing counts against you"));
    let res = person.form("/settings/away", "/settings/back", &[]).await;
    assert_eq!(res.status(), 303);
    assert_eq!(host.me().await.away_until, None);
    assert_eq!(table.view(1).await.seats[0].away_until, None);
    let res = person
        .form(
            "/settings/away",
            "/settings/away",
            &[("until", "2000-01-01")],
        )
        .await;
    assert_eq!(res.status(), 422);
    let day = (now + Duration::days(3)).date_naive().to_string();
    let res = person
        .form("/settings/away", "/settings/away", &[("until", &day)])
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

    // Someone marked away elsewhere (another server process) while awaited: the sweep acts.
    let teller = table.view(0).await.storyteller.expect("a storyteller");
    let until = (clock.now() + Duration::days(1)).to_rfc3339();
    let sql = format!("UPDATE accounts SET away_until = '{until}' WHERE username = 'trip{teller}'");
    diesel::sql_query(sql).execute(&mut app.db()).unwrap();
    assert_eq!(
        app.sweep().await,
        1,
        "the clock acted for the away storyteller"
    );
    assert_ne!(table.view(0).await.storyteller, Some(teller));
    assert_eq!(app.sweep().await, 0, "once");
}

/// Being away costs what a deadline costs, and the reveal says it as it is: with two of four
/// players away, the one voter present who finds the card is "everyone who voted", so the
/// storyteller scores nothing, and the away voters score nothing for the votes they did not
/// cast.
#[tokio::test]
async fn with_voters_away_everyone_who_voted_is_the_one_who_did() {
    let (clock, app, table) = classic_table("few", 4, "host").await;
    let until = clock.now().trunc_subsecs(0) + Duration::days(1);
    for seat in [2, 3] {
        let (status, answer) = table.players[seat]
            .call(
                Method::PUT,
                "/api/v1/me/away",
                Some(json!({"until": until.to_rfc3339()})),
            )
            .await;
        assert_eq!(status, 200, "{answer}");
    }
    let told = table.view(0).await.hand()[0];
    table
        .play(0, "clue", json!({"clue": "Fog", "card": told}))
        .await;
    let (status, answer) = table.submit_first(1, 1).await;
    assert_eq!(status, 200, "{answer}");
    let board = table.view(0).await.board.expect("the board is laid out");
    let position = board
        .iter()
        .find(|c| c.card.id == told)
        .map(|c| c.position)
        .expect("the storyteller's card is on the board");
    table
        .play(1, "vote", json!({"positions": [position]}))
        .await;

    let round = table.view(0).await.last_round.expect("round 1 is scored");
    let points: Vec<u32> = round.points.iter().map(|p| p.points).collect();
    assert_eq!(points, vec![0, 2, 0, 0]);
    let voter = app
        .signed_in("few1")
        .await
        .page(&format!("/tables/{}", table.id))
        .await;
    assert!(voter.contains("Everyone who voted found"), "{voter}");
    assert!(voter.contains("each of them 2"), "{voter}");
    assert!(
        voter.contains("everyone who voted found the card +2"),
        "{voter}"
    );
    assert!(voter.contains("did not vote: 0"), "{voter}");
    let teller = app
        .signed_in("few0")
        .await
        .page(&format!("/tables/{}", table.id))
        .await;
    assert!(
        teller.contains("Everyone who voted found your card"),
        "{teller}"
    );
    assert!(
        teller.contains("everyone who voted found the card, too easy: 0"),
        "{teller}"
    );
}
