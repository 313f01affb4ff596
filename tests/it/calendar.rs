//! The private calendar of deadlines (`/feeds/{secret}.ics`): it parses as iCalendar, holds an
//! event at the deadline of each move awaited from its owner, follows the moves, and a new
//! secret retires the old address.

use std::io::BufReader;

use chrono::{DateTime, SubsecRound, Utc};
use serde_json::json;

use crate::helpers::mail::link;
use crate::helpers::{Person, TestApp};

/// Makes a new secret on the settings page: the paths of the Atom feed and the calendar shown.
pub async fn new_secret(person: &Person) -> (String, String) {
    let res = person
        .form("/settings/notifications", "/settings/feed", &[])
        .await;
    assert_eq!(res.status(), 200);
    let html = res.text().await.unwrap();
    let atom = link(&html, "/feeds/");
    let calendar = link(
        &html[html.find(".ics").expect("the calendar's address") - 80..],
        "/feeds/",
    );
    assert!(atom.ends_with(".atom"), "{atom}");
    assert_eq!(calendar, atom.replace(".atom", ".ics"), "the same secret");
    assert!(html.contains("Calendar address (iCalendar)"), "{html}");
    (atom, calendar)
}

/// An event of the calendar: its properties by name.
struct Event(Vec<(String, String)>);

impl Event {
    fn get(&self, name: &str) -> &str {
        self.0
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
            .unwrap_or_else(|| panic!("{name} in the event"))
    }
}

/// Fetches a calendar, checks its lines (CRLF, at most 75 octets) and parses it.
async fn read_calendar(app: &TestApp, path: &str) -> Vec<Event> {
    let res = reqwest::get(app.url(path)).await.unwrap();
    assert_eq!(res.status(), 200);
    assert_eq!(
        res.headers()["content-type"],
        "text/calendar; charset=utf-8"
    );
    assert_eq!(res.headers()["cache-control"], "private, no-cache");
    let body = res.text().await.unwrap();
    assert!(body.ends_with("END:VCALENDAR\r\n"), "{body}");
    for line in body.split_terminator("\r\n") {
        assert!(!line.contains('\n') && !line.contains('\r'), "CRLF only");
        assert!(line.len() <= 75, "folded: {line}");
    }
    let mut calendars = ical::IcalParser::new(BufReader::new(body.as_bytes()));
    let calendar = calendars
        .next()
        .expect("a calendar")
        .unwrap_or_else(|e| panic!("{e}: {body}"));
    assert!(calendars.next().is_none(), "one calendar");
    let has = |name: &str| calendar.properties.iter().any(|p| p.name == name);
    assert!(has("VERSION") && has("PRODID"), "{body}");
    calendar
        .events
        .into_iter()
        .map(|event| {
            Event(
                event
                    .properties
                    .into_iter()
                    .map(|p| (p.name, p.value.unwrap_or_default()))
                    .collect(),
            )
        })
        .collect()
}

fn ical_time(text: &str) -> DateTime<Utc> {
    chrono::NaiveDateTime::parse_from_str(text, "%Y%m%dT%H%M%SZ")
        .unwrap_or_else(|e| panic!("{e}: {text}"))
        .and_utc()
}

#[tokio::test]
async fn the_calendar_holds_each_awaited_deadline_follows_the_moves_and_can_be_revoked() {
    let app = TestApp::spawn().await;
    let options = json!({"ruleset": "classic", "first_storyteller": "host",
                         "move_time_limit_hours": 24, "name": "Tom, Jerry; & co"});
    let table = app.start_table("cal", 3, options).await;
    let at_table = format!("{}/tables/{}", app.public_url, table.id);
    let teller = app.signed_in("cal0").await;
    let guesser = app.signed_in("cal1").await;
    let (_, teller_ics) = new_secret(&teller).await;
    let (_, guesser_ics) = new_secret(&guesser).await;

    // The storyteller is awaited for the clue, at the table's deadline.
    // In whole seconds, as iCalendar writes times: never after the real deadline.
    let deadline = table
        .view(0)
        .await
        .deadline
        .expect("a deadline")
        .trunc_subsecs(0);
    let events = read_calendar(&app, &teller_ics).await;
    assert_eq!(events.len(), 1);
    let clue = &events[0];
    assert_eq!(ical_time(clue.get("DTSTART")), deadline);
    assert_eq!(ical_time(clue.get("DTEND")), deadline);
    assert!(ical_time(clue.get("DTSTAMP")) <= deadline);
    assert_eq!(
        clue.get("SUMMARY"),
        "Last moment to tell a clue at Tom\\, Jerry\\; & co"
    );
    assert_eq!(clue.get("URL"), at_table);
    assert!(clue.get("DESCRIPTION").ends_with(&at_table));
    let uid = clue.get("UID").to_string();
    assert!(
        uid.starts_with(&format!("table-{}-r1-clue", table.id)),
        "{uid}"
    );
    assert!(read_calendar(&app, &guesser_ics).await.is_empty());
    // Read again, unchanged: the same event.
    assert_eq!(read_calendar(&app, &teller_ics).await[0].get("UID"), uid);

    // The clue is told: the storyteller waits for nothing, the others must play a card.
    let (status, _) = table.play_clue(0, "a clue").await;
    assert_eq!(status, 200);
    assert!(read_calendar(&app, &teller_ics).await.is_empty());
    let events = read_calendar(&app, &guesser_ics).await;
    assert_eq!(events.len(), 1);
    assert_eq!(
        events[0].get("SUMMARY"),
        "Last moment to play a card at Tom\\, Jerry\\; & co"
    );
    assert_ne!(events[0].get("UID"), uid);
    let deadline = table
        .view(1)
        .await
        .deadline
        .expect("a deadline")
        .trunc_subsecs(0);
    assert_eq!(ical_time(events[0].get("DTSTART")), deadline);

    // In the account's language (the one its settings were saved in).
    diesel::RunQueryDsl::execute(
        diesel::sql_query("UPDATE accounts SET lang = 'es' WHERE username = 'cal1'"),
        &mut app.db(),
    )
    .unwrap();
    let events = read_calendar(&app, &guesser_ics).await;
    assert_eq!(
        events[0].get("SUMMARY"),
        "Último momento para jugar una carta en Tom\\, Jerry\\; & co"
    );

    // A new secret: the old calendar is gone at once, the new one has the same event.
    let (_, renewed) = new_secret(&guesser).await;
    assert_eq!(
        reqwest::get(app.url(&guesser_ics)).await.unwrap().status(),
        404
    );
    let again = read_calendar(&app, &renewed).await;
    assert_eq!(again[0].get("UID"), events[0].get("UID"));
    assert_eq!(
        reqwest::get(app.url("/feeds/nope.ics"))
            .await
            .unwrap()
            .status(),
        404
    );
}
