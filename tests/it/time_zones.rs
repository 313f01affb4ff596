//! Times written by the server in the reader's time zone: the table, chat, history, home and
//! security pages; UTC, and a sentence saying so, until the player has a zone; a zone chosen in
//! the settings, or guessed once by the browser's script, never over a choice.

use chrono::{DateTime, Utc};
use chrono_tz::Tz;
use reqwest::Method;
use serde_json::json;

use crate::helpers::{csrf_of, location, problem, Person, TestApp};

const UTC_NOTE: &str = "Times are shown in UTC.";

/// Every `<time datetime="…">text</time>` of a page: the moment and what the page wrote.
fn times_of(html: &str) -> Vec<(DateTime<Utc>, String)> {
    html.split("<time datetime=\"")
        .skip(1)
        .map(|rest| {
            let (iso, rest) = rest.split_once('"').expect("the datetime ends");
            let text = rest
                .split_once('>')
                .and_then(|(_, text)| text.split_once("</time>"))
                .expect("the time's text")
                .0;
            let at = DateTime::parse_from_rfc3339(iso).expect("an ISO 8601 time");
            assert!(iso.ends_with('Z'), "in UTC: {iso}");
            (at.with_timezone(&Utc), text.to_string())
        })
        .collect()
}

/// How an English page writes `at` in `zone` (UTC, said so, without one).
fn written(at: DateTime<Utc>, zone: Option<Tz>) -> String {
    let local = at.with_timezone(&zone.unwrap_or(Tz::UTC));
    let text = local.format("%b %-d, %Y, %-I:%M %p").to_string();
    match zone {
        Some(_) => text,
        None => format!("{text} UTC"),
    }
}

/// The page at `path` writes each of at least `least` times in `zone`.
async fn times_are_in(person: &Person, path: &str, zone: Option<Tz>, least: usize) -> String {
    let html = person.page(path).await;
    let times = times_of(&html);
    assert!(
        times.len() >= least,
        "{path}: {} times: {html}",
        times.len()
    );
    for (at, text) in times {
        assert_eq!(text, written(at, zone), "{path}");
    }
    html
}

#[tokio::test]
async fn every_page_writes_times_in_the_players_zone_or_says_they_are_utc() {
    let app = TestApp::spawn().await;
    let body = json!({"ruleset": "classic", "first_storyteller": "host"});
    let table = app.start_table("tz", 3, body).await;
    let (status, _) = table.post(1, "chat", json!({"body": "Good luck"})).await;
    assert_eq!(status, 201);
    let (status, _) = table.play_clue(0, "Tides").await;
    assert_eq!(status, 200);
    let ana = app.signed_in("tz0").await;
    let page = format!("/tables/{}", table.id);
    let history = format!("{page}/history");

    // No zone yet: UTC, said on the time and under the page.
    for (path, least) in [(&page, 2), (&history, 3), (&"/".to_string(), 1)] {
        let html = times_are_in(&ana, path, None, least).await;
        assert!(html.contains(UTC_NOTE), "{path}");
    }
    times_are_in(&ana, "/settings/security", None, 2).await;

    // São Paulo, three hours behind UTC all year.
    let res = ana
        .form(
            "/settings/profile",
            "/settings/time-zone",
            &[("time_zone", "America/Sao_Paulo")],
        )
        .await;
    assert_eq!(res.status(), 303);
    assert_eq!(location(&res), "/settings/profile?done=zone");
    let settings = ana.page("/settings/profile?done=zone").await;
    assert!(
        settings.contains("value=\"America/Sao_Paulo\""),
        "{settings}"
    );
    assert!(!settings.contains(UTC_NOTE));
    let zone = Some(chrono_tz::America::Sao_Paulo);
    for (path, least) in [(&page, 2), (&history, 3), (&"/".to_string(), 1)] {
        let html = times_are_in(&ana, path, zone, least).await;
        assert!(!html.contains(UTC_NOTE), "{path}");
    }
    times_are_in(&ana, "/settings/security", zone, 2).await;
    // The deadline is the one the API gives, in UTC.
    let deadline = table.view(0).await.deadline.expect("a deadline");
    let html = ana.page(&page).await;
    assert!(html.contains(&written(deadline, zone)), "{html}");

    // Another player still reads UTC.
    let leo = app.signed_in("tz1").await;
    times_are_in(&leo, &page, None, 2).await;

    // A zone that is not one is refused, saying so, and the saved one stays.
    let res = ana
        .form(
            "/settings/profile",
            "/settings/time-zone",
            &[("time_zone", "Mars/Olympus")],
        )
        .await;
    assert_eq!(res.status(), 422);
    let html = res.text().await.unwrap();
    assert!(
        html.contains("“Mars/Olympus” is not a time zone Fabula knows"),
        "{html}"
    );
    times_are_in(&ana, &page, zone, 2).await;
}

#[tokio::test]
async fn the_browsers_zone_is_taken_once_and_never_over_a_choice() {
    let app = TestApp::spawn().await;
    let rosa = app.person("rosa").await;
    let home = rosa.page("/").await;
    assert!(home.contains(UTC_NOTE));
    assert!(
        home.contains("action=\"/settings/time-zone/guess\""),
        "{home}"
    );
    let guess = |zone: &'static str| {
        let fields = [("csrf_token", csrf_of(&home)), ("time_zone", zone.into())];
        rosa.client
            .post(rosa.url("/settings/time-zone/guess"))
            .form(&fields)
            .send()
    };

    // Not without the page's CSRF token; not a zone that is not one.
    let res = rosa
        .client
        .post(rosa.url("/settings/time-zone/guess"))
        .form(&[("time_zone", "Asia/Tokyo")])
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 403);
    assert_eq!(guess("Asia/Nowhere").await.unwrap().status(), 422);

    // The first guess is taken; the next ones change nothing.
    assert_eq!(guess("Asia/Tokyo").await.unwrap().status(), 204);
    assert_eq!(guess("Europe/Lisbon").await.unwrap().status(), 204);
    let home = rosa.page("/").await;
    assert!(!home.contains(UTC_NOTE));
    assert!(!home.contains("/settings/time-zone/guess"));
    let settings = rosa.page("/settings/profile").await;
    assert!(settings.contains("value=\"Asia/Tokyo\""), "{settings}");

    // Nor over a zone chosen through the API.
    let ivo = app.api_user("ivo").await;
    assert_eq!(ivo.me().await.time_zone, None);
    let (status, me) = ivo
        .call(
            Method::PATCH,
            "/api/v1/me",
            Some(json!({"time_zone": "Europe/Lisbon"})),
        )
        .await;
    assert_eq!(status, 200, "{me}");
    assert_eq!(me["time_zone"], "Europe/Lisbon");
    let res = ivo
        .request(Method::PATCH, "/api/v1/me")
        .json(&json!({"time_zone": "Lisbon", "display_name": "Ivo"}))
        .send()
        .await
        .unwrap();
    let detail = problem(res, 422).await;
    assert!(detail.contains("not a time zone"), "{detail}");
    let me = ivo.me().await;
    assert_eq!(
        (me.time_zone.as_deref(), me.display_name.as_str()),
        (Some("Europe/Lisbon"), "ivo"),
        "a refused change changes nothing"
    );
}
