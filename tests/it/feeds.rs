//! The private Atom feed: entries for a move awaited, a round revealed and a game's end, newest
//! first, valid Atom with escaped text and stable ids; a new secret retires the old address.

use chrono::DateTime;
use serde_json::json;

use crate::helpers::mail::link;
use crate::helpers::{Person, Status, TestApp};

const ATOM: &str = "http://www.w3.org/2005/Atom";

/// Makes a new feed address on the settings page; its path.
pub async fn new_feed(person: &Person) -> String {
    let res = person
        .form("/settings/notifications", "/settings/feed", &[])
        .await;
    assert_eq!(res.status(), 200);
    assert_eq!(res.headers()["cache-control"], "no-store");
    let html = res.text().await.unwrap();
    assert!(html.contains("Your feed has a new address"), "{html}");
    let path = link(&html, "/feeds/");
    assert!(path.ends_with(".atom"), "{path}");
    // Shown once: the settings page does not show it again, and the database keeps only its
    // hash.
    let again = person.page("/settings/notifications").await;
    assert!(!again.contains(&path), "{again}");
    assert!(again.contains("shown only when it was made"), "{again}");
    path
}

pub struct Entry {
    id: String,
    pub title: String,
    updated: String,
    link: String,
    pub content: String,
}

/// Fetches and checks a feed: Atom's required elements, then its entries in order.
pub async fn read_feed(app: &TestApp, path: &str) -> (String, Vec<Entry>) {
    let res = reqwest::get(app.url(path)).await.unwrap();
    assert_eq!(res.status(), 200);
    assert_eq!(
        res.headers()["content-type"],
        "application/atom+xml; charset=utf-8"
    );
    let body = res.text().await.unwrap();
    let doc = roxmltree::Document::parse(&body).unwrap_or_else(|e| panic!("{e}: {body}"));
    let feed = doc.root_element();
    assert_eq!(feed.tag_name().name(), "feed");
    assert_eq!(feed.tag_name().namespace(), Some(ATOM));
    let child = |node: roxmltree::Node, name: &str| {
        node.children()
            .find(|c| c.is_element() && c.tag_name().name() == name)
            .unwrap_or_else(|| panic!("<{name}> in <{}>", node.tag_name().name()))
            .text()
            .unwrap_or_default()
            .to_string()
    };
    assert!(child(feed, "id").starts_with("tag:127.0.0.1,"));
    assert!(!child(feed, "title").is_empty());
    DateTime::parse_from_rfc3339(&child(feed, "updated")).expect("feed updated");
    let author = feed
        .children()
        .find(|c| c.tag_name().name() == "author")
        .expect("author");
    assert_eq!(child(author, "name"), "Fabula");
    let entries: Vec<Entry> = feed
        .children()
        .filter(|c| c.is_element() && c.tag_name().name() == "entry")
        .map(|e| {
            let alternate = e
                .children()
                .find(|c| c.tag_name().name() == "link" && c.attribute("rel") == Some("alternate"))
                .expect("a link");
            Entry {
                id: child(e, "id"),
                title: child(e, "title"),
                updated: child(e, "updated"),
                link: alternate.attribute("href").unwrap().to_string(),
                content: child(e, "content"),
            }
        })
        .collect();
    let mut ids: Vec<&str> = entries.iter().map(|e| e.id.as_str()).collect();
    ids.sort();
    ids.dedup();
    assert_eq!(ids.len(), entries.len(), "unique ids");
    let times: Vec<_> = entries
        .iter()
        .map(|e| DateTime::parse_from_rfc3339(&e.updated).expect("entry updated"))
        .collect();
    assert!(times.windows(2).all(|w| w[0] >= w[1]), "newest first");
    (body, entries)
}

#[tokio::test]
async fn the_feed_tells_of_moves_rounds_and_the_end_and_a_new_secret_retires_the_old() {
    let app = TestApp::spawn().await;
    let body = json!({"ruleset": "classic", "first_storyteller": "host"});
    let table = app.start_table("feed", 3, body).await;
    let at_table = format!("{}/tables/{}", app.public_url, table.id);
    let feed0 = app.signed_in("feed0").await;
    let html = feed0.page("/settings/notifications").await;
    assert!(html.contains("Your feed has no address yet."));
    let path = new_feed(&feed0).await;
    // Stored like a token: its hash, never the secret itself.
    let secret = path.trim_start_matches("/feeds/").trim_end_matches(".atom");
    let stored = |sql: &str| app.count(&sql.replace("{secret}", secret));
    assert_eq!(
        stored("SELECT count(*) AS n FROM accounts WHERE feed_secret = '{secret}'"),
        0
    );
    assert_eq!(
        stored(
            "SELECT count(*) AS n FROM accounts \
             WHERE feed_secret = encode(sha256('{secret}'::bytea), 'hex')"
        ),
        1
    );

    let (_, entries) = read_feed(&app, &path).await;
    assert_eq!(entries.len(), 1);
    assert_eq!(
        entries[0].title, "Your move at feed0's table: tell a clue",
        "the table by its name, not its number"
    );
    assert_eq!(entries[0].link, at_table);

    // Round 1 with a clue full of markup; round 2's clue; then a player resigns, and with
    // too few players left the game ends.
    let clue = "<b>Tom & \"Jerry\"</b>";
    while table.view(0).await.round == 1 {
        assert!(table.one_move(clue).await);
    }
    assert!(table.one_move("second").await);
    table.play(2, "resign", json!({})).await;
    for _ in 0..100 {
        if !table.one_move("after").await {
            break;
        }
    }
    assert_eq!(table.view(0).await.status, Status::Finished);

    let (raw, entries) = read_feed(&app, &path).await;
    assert_eq!(entries.len(), 4, "{raw}");
    assert!(
        entries[0].title.starts_with("Game over at feed0's table: "),
        "the end comes first: {raw}"
    );
    assert!(entries[0].content.starts_with("Final scores: feed0 "));
    let revealed = entries
        .iter()
        .find(|e| {
            e.title
                .starts_with("Round 1 revealed at feed0's table: you scored ")
        })
        .unwrap_or_else(|| panic!("round 1 revealed: {raw}"));
    assert!(
        revealed
            .content
            .starts_with(&format!("The clue was “{clue}”. Points this round: feed0 ")),
        "{}",
        revealed.content
    );
    assert!(!raw.contains("<b>") && !raw.contains("Tom & "), "escaped");
    assert!(entries
        .iter()
        .any(|e| e.title == "Your move at feed0's table: tell a clue"));
    // Three players play two cards each.
    assert!(entries
        .iter()
        .any(|e| e.title == "Your move at feed0's table: play two cards"));
    for entry in &entries {
        assert_eq!(entry.link, at_table);
        assert!(entry.id.starts_with("tag:127.0.0.1,"), "{}", entry.id);
        assert!(entry.content.ends_with(&at_table));
    }
    assert!(!raw.contains("/cards/"), "no card in the feed");

    // Unchanged, it answers 304 to a reader that has it.
    let res = reqwest::get(app.url(&path)).await.unwrap();
    let etag = res.headers()["etag"].clone();
    let res = reqwest::Client::new()
        .get(app.url(&path))
        .header("If-None-Match", etag)
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 304);

    // A new address: the old one is gone at once, the entries keep their ids.
    let renewed = new_feed(&feed0).await;
    assert_ne!(renewed, path);
    assert_eq!(reqwest::get(app.url(&path)).await.unwrap().status(), 404);
    let (_, again) = read_feed(&app, &renewed).await;
    let ids = |list: &[Entry]| list.iter().map(|e| e.id.clone()).collect::<Vec<_>>();
    assert_eq!(ids(&again), ids(&entries));

    // Another player's feed is theirs alone.
    let other = app.signed_in("feed1").await;
    let theirs = new_feed(&other).await;
    let (_, their_entries) = read_feed(&app, &theirs).await;
    assert!(their_entries.iter().all(|e| !ids(&entries).contains(&e.id)));
}

#[tokio::test]
async fn unknown_feed_addresses_are_404() {
    let app = TestApp::spawn().await;
    let secret = "A".repeat(43);
    for path in [
        format!("/feeds/{secret}.atom"),
        "/feeds/x.atom".to_string(),
        "/feeds/.atom".to_string(),
        format!("/feeds/{secret}"),
        format!("/feeds/{secret}.xml"),
        format!("/feeds/{}.atom", "B".repeat(5000)),
        "/feeds/%00%01.atom".to_string(),
        "/feeds/..%2Fsettings.atom".to_string(),
    ] {
        let res = reqwest::get(app.url(&path)).await.unwrap();
        assert_eq!(res.status(), 404, "{path}");
    }
}

/// The feed names the table as its players do (its name, or its host's) and says what is asked:
/// "play two cards" where two are played, and the clue they are played for.
#[tokio::test]
async fn the_feed_names_the_table_and_says_what_is_asked_in_each_language() {
    let app = TestApp::spawn().await;
    let body = json!({"ruleset": "classic", "first_storyteller": "host", "name": "Friday night"});
    let table = app.start_table("named", 3, body).await;
    assert!(table.one_move("a lighthouse in fog").await, "the clue");
    for (seat, language, title, text) in [
        (
            1,
            "en",
            "Your move at Friday night: play two cards",
            "Friday night waits for you to play two cards (round 1). The clue: “a lighthouse in fog”.",
        ),
        (
            2,
            "es",
            "Te toca en Friday night: jugar dos cartas",
            "Friday night te espera para jugar dos cartas (ronda 1). La pista: «a lighthouse in fog».",
        ),
    ] {
        let person = app.signed_in(&format!("named{seat}")).await;
        // The language the account was last seen in (the settings save it).
        let sql = format!("UPDATE accounts SET lang = '{language}' WHERE username = 'named{seat}'");
        diesel::RunQueryDsl::execute(diesel::sql_query(sql), &mut app.db()).unwrap();
        let path = new_feed_in(&person).await;
        let (raw, entries) = read_feed(&app, &path).await;
        let entry = entries
            .iter()
            .find(|e| e.title == title)
            .unwrap_or_else(|| panic!("{title}: {raw}"));
        assert!(entry.content.starts_with(text), "{}", entry.content);
        assert!(!raw.contains("table 1") && !raw.contains("mesa 1"), "{raw}");
    }
}

/// Makes a new feed address on the settings page, in whatever language the page speaks.
async fn new_feed_in(person: &Person) -> String {
    let res = person
        .form("/settings/notifications", "/settings/feed", &[])
        .await;
    assert_eq!(res.status(), 200);
    link(&res.text().await.unwrap(), "/feeds/")
}
