//! House bots: the host seats them, they play by themselves through the same moves as
//! everyone, from their own seat's view, and a person plus bots plays every ruleset to its end.

use reqwest::{Method, StatusCode};
use serde_json::{json, Value};

use diesel::connection::SimpleConnection;

use crate::helpers::{ApiClient, Move, Status, TableView, TestApp};

/// An app whose bots move at once.
async fn app() -> TestApp {
    TestApp::builder()
        .config(|config| config.bot_delay_ms = 0)
        .spawn()
        .await
}

/// The host's table with `bots` house bots seated, not started.
async fn table_with_bots(host: &ApiClient, options: Value, bots: usize) -> TableView {
    let table = host.create_table(options).await;
    let mut view = table;
    for _ in 0..bots {
        let (status, body) = host
            .call(
                Method::POST,
                &format!("/api/v1/tables/{}/bots", view.id),
                None,
            )
            .await;
        assert_eq!(status, StatusCode::OK, "{body}");
        view = serde_json::from_value(body).expect("a view");
    }
    view
}

/// The person's move when awaited: a clue on the first card, the first card(s) of the hand,
/// a vote for the first card the board does not mark as theirs (and the red marker on it).
fn body_for(view: &TableView, what: Move) -> Value {
    let hand = view.hand();
    match what {
        Move::Clue => match hand.first() {
            Some(card) => json!({"clue": "the sea at night", "card": card}),
            None => json!({"clue": "the sea at night"}),
        },
        Move::Submit => {
            let count = if view.seats.len() == 3 { 2 } else { 1 };
            json!({"cards": &hand[..count]})
        }
        _ => view.vote_for_first_open(view.you().seat),
    }
}

/// The person plays whenever awaited, and waits for the bots otherwise, until the game ends.
async fn play_to_the_end(person: &ApiClient, id: i64) -> TableView {
    for _ in 0..5_000 {
        let view = person.table(id).await;
        if view.status == Status::Finished {
            return view;
        }
        match view.awaited_move() {
            Some(what) => {
                let path = format!("/api/v1/tables/{id}/{}", what.name());
                let (status, body) = person.post(&path, body_for(&view, what)).await;
                assert_eq!(status, StatusCode::OK, "{what:?}: {body}");
            }
            None => assert!(
                // Waits for the bots: the version moves on when one of them moves.
                person.moved_within(&view, 30).await,
                "the bots moved within 30 s: {:?}",
                view.seats
            ),
        }
    }
    panic!("the game did not end");
}

#[tokio::test]
async fn a_person_and_bots_play_every_ruleset_to_the_end() {
    let app = app().await;
    let person = app.api_user("rosa").await;
    for (ruleset, bots, options) in [
        // A live table: it plays as fast as the bots and the person move; its bots at a
        // human pace (no longer than their delay here, which is none).
        (
            "classic",
            4,
            json!({"ruleset": "classic", "move_time_limit_minutes": 5, "bot_pace": "human", "public": true}),
        ),
        ("2021", 4, json!({"ruleset": "2021", "target_score": 10})),
        (
            "odyssey",
            4,
            json!({"ruleset": "odyssey", "target_score": 10}),
        ),
        ("party", 5, json!({"ruleset": "party"})),
        ("teams", 5, json!({"ruleset": "teams"})),
    ] {
        let table = table_with_bots(&person, options, bots).await;
        assert_eq!(table.seats.len(), bots + 1, "{ruleset}");
        assert!(table.seats[1..]
            .iter()
            .all(|s| s.bot && s.display_name.contains("bot")));
        assert!(!table.seats[0].bot);
        person.start(table.id).await;
        let end = play_to_the_end(&person, table.id).await;
        assert!(end.winners.is_some(), "{ruleset}: {end:?}");
        let rounds: Vec<Value> = person
            .read(&format!("/api/v1/tables/{}/rounds", table.id))
            .await;
        assert!(!rounds.is_empty(), "{ruleset}");
        if ruleset == "classic" {
            // A live table ends with a short summary, for everyone who looks.
            let page = app
                .person("wanda")
                .await
                .page(&format!("/tables/{}", table.id))
                .await;
            let played = format!("A live game: {} rounds in ", rounds.len());
            assert!(page.contains(&played), "{page}");
            let someone_scored =
                rounds.iter().any(|r| {
                    r["points"].as_array().into_iter().flatten().any(|p| {
                        p["seat"] == r["storyteller"] && p["points"].as_u64().unwrap_or(0) > 0
                    })
                });
            assert_eq!(
                page.contains("Best storyteller: "),
                someone_scored,
                "{page}"
            );
        }
        // Bots never chat.
        let chat: Value = person
            .read(&format!("/api/v1/tables/{}/chat", table.id))
            .await;
        assert_eq!(chat.as_array().map_or(0, Vec::len), 0, "{ruleset}: {chat}");
        // "Play again" keeps the bots and the pace.
        let (status, body) = person
            .post(&format!("/api/v1/tables/{}/rematch", table.id), json!({}))
            .await;
        assert!(status.is_success(), "{ruleset}: {body}");
        let again: TableView = serde_json::from_value(body).expect("a view");
        assert_eq!(again.seats.iter().filter(|s| s.bot).count(), bots);
        assert_eq!(
            again.options.move_time_limit_minutes,
            end.options.move_time_limit_minutes
        );
        let pace = if ruleset == "classic" {
            "human"
        } else {
            "quick"
        };
        assert_eq!(
            (end.options.bot_pace.as_str(), &again.options.bot_pace),
            (pace, &end.options.bot_pace)
        );
    }
}

#[tokio::test]
async fn only_the_host_seats_and_removes_bots_before_the_start() {
    let app = app().await;
    let host = app.api_user("host").await;
    let other = app.api_user("other").await;
    let table = table_with_bots(&host, json!({"ruleset": "classic"}), 1).await;
    let id = table.id;
    other.join(&table).await;
    let bots = format!("/api/v1/tables/{id}/bots");
    let (status, _) = other.call(Method::POST, &bots, None).await;
    assert_eq!(status, StatusCode::FORBIDDEN);
    let (status, _) = other.call(Method::DELETE, &format!("{bots}/1"), None).await;
    assert_eq!(status, StatusCode::FORBIDDEN);
    // Seat 2 is a person: no bot to remove.
    let (status, _) = host.call(Method::DELETE, &format!("{bots}/2"), None).await;
    assert_eq!(status, StatusCode::CONFLICT);
    // Up to the ruleset's most players (6 in classic).
    for _ in 0..3 {
        let (status, body) = host.call(Method::POST, &bots, None).await;
        assert_eq!(status, StatusCode::OK, "{body}");
    }
    let (status, _) = host.call(Method::POST, &bots, None).await;
    assert_eq!(status, StatusCode::CONFLICT, "full");
    let (status, body) = host.call(Method::DELETE, &format!("{bots}/1"), None).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let view: TableView = serde_json::from_value(body).expect("a view");
    assert_eq!(view.seats.len(), 5);
    assert_eq!(
        view.seats[1].username, "other",
        "the seats after it moved up"
    );
    // A bot signs in with no password.
    let res = app
        .post_json(
            "/api/v1/tokens",
            &json!({"username": "bot.ada", "password": "!"}),
        )
        .await;
    assert_eq!(res.status(), StatusCode::UNAUTHORIZED);
    host.start(id).await;
    let (status, _) = host.call(Method::POST, &bots, None).await;
    assert_eq!(status, StatusCode::CONFLICT, "started");
}

#[tokio::test]
async fn a_bot_plays_a_resigned_seat_when_the_host_chooses() {
    let app = app().await;
    let table = app
        .start_table(
            "sub",
            4,
            json!({"ruleset": "classic", "first_storyteller": "host"}),
        )
        .await;
    let (status, body) = table.post(3, "resign", json!({})).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let host = &table.players[0];
    let path = format!("/api/v1/tables/{}/seats/3/bot", table.id);
    let (status, _) = table.players[1].call(Method::POST, &path, None).await;
    assert_eq!(status, StatusCode::FORBIDDEN, "only the host");
    let (status, body) = host.call(Method::POST, &path, None).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let view: TableView = serde_json::from_value(body).expect("a view");
    assert!(view.seats[3].bot && !view.seats[3].resigned);
    let subs: Value = host
        .read(&format!("/api/v1/tables/{}/substitutions", table.id))
        .await;
    assert_eq!(subs.as_array().map(Vec::len), Some(1), "{subs}");
    // The people play a round; the bot plays its part by itself.
    let round = view.round;
    for _ in 0..200 {
        let view = host.table(table.id).await;
        if view.round > round || view.status == Status::Finished {
            return;
        }
        if !table.moves_of(0..3).await {
            assert!(host.moved_within(&view, 30).await, "the bot moved");
        }
    }
    panic!("the round did not end");
}

#[tokio::test]
async fn a_bot_asks_only_for_its_own_seats_view() {
    use diesel::Connection;
    // Bots that never move on their own: the test calls them.
    let app = TestApp::builder()
        .config(|config| config.bot_delay_ms = 3_600_000)
        .spawn()
        .await;
    let person = app.api_user("solo").await;
    let table = table_with_bots(
        &person,
        json!({"ruleset": "classic", "first_storyteller": "host"}),
        3,
    )
    .await;
    person.start(table.id).await;
    let body = json!({"clue": "waves", "card": person.table(table.id).await.hand()[0]});
    let (status, _) = person
        .post(&format!("/api/v1/tables/{}/clue", table.id), body)
        .await;
    assert_eq!(status, StatusCode::OK);
    let mut conn = app.db();
    let stored = conn
        .transaction::<_, diesel::result::Error, _>(|conn| {
            fabula::store::whole_table::load(conn, fabula::ids::TableId(table.id), false)
        })
        .expect("load")
        .expect("the table");
    let deck = fabula::bots::measure::builtin("deck3");
    let mut asked = Vec::new();
    let mut rng = rand::rng();
    let found = fabula::bots::next_move(
        &stored,
        &deck,
        fabula::i18n::Lang::En,
        &mut rng,
        |game, seat| {
            asked.push(seat);
            fabula::game::view(game, Some(seat))
        },
    );
    let (account, action) = found.expect("a bot has a card to play");
    assert_eq!(asked, [1], "only the first awaited bot's own seat");
    assert_eq!(account, stored.seats[1].account_id);
    let hand = &stored.game.as_ref().expect("a game").seats[1].hand;
    match action {
        fabula::game::Action::Submit { cards } => {
            assert!(cards.iter().all(|c| hand.contains(c)), "from its own hand")
        }
        other => panic!("{other:?}"),
    }
}

#[tokio::test]
async fn the_host_seats_bots_and_starts_a_live_table_from_the_pages() {
    use crate::helpers::location;
    let app = app().await;
    let ana = app.person("ana").await;
    let fields = [("ruleset", "classic"), ("move_time_limit_hours", "live2")];
    let res = ana.form("/", "/tables", &fields).await;
    assert_eq!(res.status(), 303);
    let table = location(&res);
    let page = ana.page(&table).await;
    assert!(page.contains("Add a house bot"), "{page}");
    for _ in 0..2 {
        let res = ana.form(&table, &format!("{table}/bots"), &[]).await;
        assert_eq!(res.status(), 303);
    }
    let page = ana.page(&table).await;
    assert!(
        page.contains("Ada (bot)") && page.contains("Bruno (bot)"),
        "{page}"
    );
    // Removed again, and seated again.
    let res = ana
        .form(&table, &format!("{table}/bots"), &[("seat", "2")])
        .await;
    assert_eq!(res.status(), 303);
    assert!(!ana.page(&table).await.contains("Bruno (bot)"));
    ana.form(&table, &format!("{table}/bots"), &[]).await;
    // Their pace, the host's choice, on the same page; no other pace.
    let res = ana
        .form(&table, &format!("{table}/bots/pace"), &[("pace", "slow")])
        .await;
    let said = ana.refusal(res, &table).await;
    assert!(
        said.contains("The bots&#39; pace is quick or human."),
        "{said}"
    );
    assert!(ana
        .page(&table)
        .await
        .contains("a few seconds after their turn"));
    let res = ana
        .form(&table, &format!("{table}/bots/pace"), &[("pace", "human")])
        .await;
    assert_eq!(res.status(), 303);
    assert!(ana
        .page(&table)
        .await
        .contains("take their time, as people do"));
    let res = ana.form(&table, &format!("{table}/start"), &[]).await;
    assert_eq!(res.status(), 303);
    let page = ana.page(&table).await;
    assert!(
        page.contains("data-until"),
        "the time left counts down: {page}"
    );
    assert!(!page.contains("at random"), "built-in cards have words");
    // The pace may change while the game is on.
    let res = ana
        .form(&table, &format!("{table}/bots/pace"), &[("pace", "quick")])
        .await;
    assert_eq!(res.status(), 303);
    assert!(ana
        .page(&table)
        .await
        .contains("a few seconds after their turn"));
    let id: i64 = table.trim_start_matches("/tables/").parse().expect("an id");
    let live = app.count(&format!(
        "SELECT count(*) AS n FROM tables WHERE id = {id} AND move_time_limit_minutes = 2 AND move_time_limit_hours IS NULL"
    ));
    assert_eq!(live, 1);
}

#[tokio::test]
async fn the_host_sets_the_bots_pace_until_the_game_ends() {
    let app = app().await;
    let host = app.api_user("host").await;
    let other = app.api_user("other").await;
    let table = table_with_bots(&host, json!({"ruleset": "classic"}), 2).await;
    assert_eq!(table.options.bot_pace, "quick", "quick unless chosen");
    let id = table.id;
    other.join(&table).await;
    let pace = format!("/api/v1/tables/{id}/bot_pace");
    let (status, _) = other
        .call(Method::PUT, &pace, Some(json!({"pace": "human"})))
        .await;
    assert_eq!(status, StatusCode::FORBIDDEN, "the host's choice");
    for wrong in [
        json!({"pace": "slow"}),
        json!({}),
        json!({"pace": "human", "x": 1}),
    ] {
        let (status, body) = host.call(Method::PUT, &pace, Some(wrong.clone())).await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "{wrong}: {body}");
    }
    let (status, body) = host
        .call(Method::PUT, &pace, Some(json!({"pace": "human"})))
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["options"]["bot_pace"], "human");
    // The players see it too, and it may change once the game is on.
    host.start(id).await;
    assert_eq!(other.table(id).await.options.bot_pace, "human");
    let (status, body) = host
        .call(Method::PUT, &pace, Some(json!({"pace": "quick"})))
        .await;
    assert_eq!(status, StatusCode::OK, "{body}");
    assert_eq!(body["options"]["bot_pace"], "quick");
    let over = app.count(&format!(
        "SELECT count(*) AS n FROM tables WHERE id = {id} AND NOT bot_human_pace"
    ));
    assert_eq!(over, 1, "stored");
}

/// The bots tell in their host's language: a French host's bots give French clues, each one
/// of the French clues the built-in cards carry (`locales/fr/clues.ftl`).
#[tokio::test]
async fn bots_tell_in_their_hosts_language() {
    let app = app().await;
    let host = app.api_user("amelie").await;
    app.db()
        .batch_execute("UPDATE accounts SET lang = 'fr' WHERE username = 'amelie'")
        .expect("a French host");
    let french: Vec<&str> = clues_of(include_str!("../../locales/fr/clues.ftl"));
    // In teams everyone tells once: five bots tell five clues.
    let table = table_with_bots(&host, json!({"ruleset": "teams"}), 5).await;
    host.start(table.id).await;
    let end = play_to_the_end(&host, table.id).await;
    let rounds: Vec<Value> = host
        .read(&format!("/api/v1/tables/{}/rounds", table.id))
        .await;
    let mut told = 0;
    for round in &rounds {
        let teller = round["storyteller"].as_u64().expect("a storyteller") as usize;
        if !end.seats[teller].bot {
            continue;
        }
        let clue = round["clue"].as_str().expect("a clue");
        assert!(french.contains(&clue), "a French clue: {clue}");
        told += 1;
    }
    assert_eq!(
        told,
        5,
        "the bots told {told} times in {} rounds",
        rounds.len()
    );
}

/// The values of a Fluent file's messages.
fn clues_of(ftl: &str) -> Vec<&str> {
    ftl.lines()
        .filter_map(|line| line.split_once(" = "))
        .filter(|(key, _)| key.starts_with("clue-"))
        .map(|(_, value)| value)
        .collect()
}
