//! The one path of a move under pressure: hidden information on the raw bytes, refusals that
//! write nothing, simultaneous moves, polling, and restarts in the middle of a game.

use std::time::{Duration, Instant};

use diesel::prelude::*;
use diesel::sql_types::BigInt;
use fabula::game::{Options, Ruleset};
use reqwest::Method;
use serde_json::{json, Value};

use crate::helpers::{spawn_app, spawn_app_on, TestApp};
use crate::play_api::{call, cards_of as cards, ids_of as ids, play_to_end, Table};

async fn raw(app: &TestApp, table: &Table, token: &str) -> String {
    raw_at(app, table, token, &format!("/api/v1/tables/{}", table.id)).await
}

/// The raw bytes of any page or answer, as `token`'s holder gets them.
async fn raw_at(app: &TestApp, table: &Table, token: &str, path: &str) -> String {
    table
        .http
        .get(app.url(path))
        .bearer_auth(token)
        .send()
        .await
        .unwrap()
        .text()
        .await
        .unwrap()
}

#[derive(QueryableByName)]
struct Count {
    #[diesel(sql_type = BigInt)]
    n: i64,
}

fn count(app: &TestApp, sql: &str) -> i64 {
    let mut conn = PgConnection::establish(&app.db_url).unwrap();
    diesel::sql_query(sql)
        .get_result::<Count>(&mut conn)
        .unwrap()
        .n
}

/// Until the reveal, nothing a player receives names a card of another player's hand, another
/// player's submission, or anyone else's vote; a spectator sees no hand at all.
#[tokio::test]
async fn no_response_leaks_another_players_cards_or_votes() {
    let app = spawn_app().await;
    let body = json!({"ruleset": "classic", "public": true, "first_storyteller": "host"});
    let table = Table::start(&app, "leak", 4, body).await;
    let spectator = app.api_user("onlooker").await;
    let players = table.tokens.len();

    // Walk one round phase by phase, checking every viewer at every step.
    for step in 0..12 {
        let mut views = Vec::new();
        for seat in 0..players {
            views.push(table.view(&app, seat).await);
        }
        let phase = views[0]["phase"].as_str().unwrap_or("").to_string();
        for viewer in 0..players {
            let bytes = raw(&app, &table, &table.tokens[viewer]).await;
            // The pages for people say no more than the JSON.
            let token = &table.tokens[viewer];
            let pages = [
                raw_at(&app, &table, token, &format!("/tables/{}", table.id)).await,
                raw_at(
                    &app,
                    &table,
                    token,
                    &format!("/tables/{}/history", table.id),
                )
                .await,
                raw_at(&app, &table, token, "/").await,
            ];
            // The viewer's own hand is on their table page: the check below can fail.
            for card in cards(&views[viewer]["you"]["hand"]) {
                assert!(
                    pages[0].contains(&format!("/cards/{card}\"")),
                    "own card {card} shown"
                );
            }
            assert!(pages[1].contains("Fabula"), "the history page answers");
            for (other, view) in views.iter().enumerate() {
                if other == viewer {
                    continue;
                }
                for card in cards(&view["you"]["hand"]) {
                    for page in &pages {
                        assert!(
                            !page.contains(&format!("/cards/{card}\"")),
                            "step {step}: seat {viewer}'s page shows card {card} of seat {other}'s hand"
                        );
                    }
                }
                if phase != "vote" {
                    for card in ids(&view["you"]["submitted"]) {
                        for page in &pages {
                            assert!(
                                !page.contains(&format!("/cards/{card}\"")),
                                "step {step}: seat {viewer}'s page shows seat {other}'s played card"
                            );
                        }
                    }
                }
            }
            for (other, view) in views.iter().enumerate() {
                if other == viewer {
                    continue;
                }
                for card in cards(&view["you"]["hand"]) {
                    assert!(
                        !bytes.contains(&format!("/cards/{card}\"")),
                        "step {step}: seat {viewer} sees card {card} of seat {other}'s hand"
                    );
                }
                if phase != "vote" {
                    for card in ids(&view["you"]["submitted"]) {
                        assert!(
                            !bytes.contains(&format!("/cards/{card}\"")),
                            "step {step}: seat {viewer} sees seat {other}'s played card {card}"
                        );
                    }
                }
            }
            let mine: Value = serde_json::from_str(&bytes).unwrap();
            if phase == "vote" {
                // The board holds every played card, and nothing says whose.
                assert!(mine["board"].is_array());
                assert!(!mine["board"].to_string().contains("owner"));
                assert_eq!(mine["you"]["votes"], views[viewer]["you"]["votes"]);
            } else {
                assert_eq!(mine["board"], Value::Null);
            }
            if mine["last_round"].is_null() {
                assert!(!bytes.contains("voters") && !bytes.contains("owner"));
            }
        }
        let bytes = raw(&app, &table, &spectator).await;
        let page = raw_at(&app, &table, &spectator, &format!("/tables/{}", table.id)).await;
        assert!(
            page.contains("Fabula"),
            "the spectator sees the public table's page"
        );
        for view in &views {
            for card in cards(&view["you"]["hand"]) {
                assert!(
                    !page.contains(&format!("/cards/{card}\"")),
                    "a spectator's page shows a hand"
                );
            }
        }
        let seen: Value = serde_json::from_str(&bytes).unwrap();
        assert_eq!(seen["you"], Value::Null, "a spectator has no seat");
        for view in &views {
            for card in cards(&view["you"]["hand"]) {
                assert!(
                    !bytes.contains(&format!("/cards/{card}\"")),
                    "a spectator sees a hand"
                );
            }
        }

        // One move, by the first player who has one.
        let Some((seat, view)) = views.iter().enumerate().find(|(_, v)| {
            v["you"]["allowed"]
                .as_array()
                .unwrap()
                .iter()
                .any(|a| a != "resign")
        }) else {
            break;
        };
        let hand = cards(&view["you"]["hand"]);
        let allowed: Vec<&str> = view["you"]["allowed"]
            .as_array()
            .unwrap()
            .iter()
            .filter_map(|a| a.as_str())
            .collect();
        let (status, answer) = if allowed.contains(&"clue") {
            table
                .post(
                    &app,
                    seat,
                    "clue",
                    json!({"clue": "secret", "card": hand[0]}),
                )
                .await
        } else if allowed.contains(&"submit") {
            table
                .post(&app, seat, "submit", json!({"cards": [hand[0]]}))
                .await
        } else {
            let own = ids(&view["you"]["submitted"]);
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
        };
        assert_eq!(status, 200, "{answer}");
        if views[0]["round"] == 2 {
            break;
        }
    }
    // After the reveal, everything of that round is public.
    let view = table.view(&app, 1).await;
    assert_eq!(view["last_round"]["round"], 1);
    assert!(view["last_round"]["board"][0]["owner"].is_number());
}

/// Refused moves answer the right status and sentence and write nothing.
#[tokio::test]
async fn refused_moves_say_why_and_change_nothing() {
    let app = spawn_app().await;
    let body = json!({"ruleset": "classic", "first_storyteller": "host"});
    let table = Table::start(&app, "ref", 3, body).await;
    let outsider = app.api_user("outsider").await;
    let other = {
        let (status, view) = call(
            &app,
            &table.http,
            &outsider,
            Method::POST,
            "/api/v1/tables",
            Some(json!({"ruleset": "classic"})),
        )
        .await;
        assert_eq!(status, 201);
        view["id"].as_i64().unwrap()
    };
    let host = table.view(&app, 0).await;
    let guest = table.view(&app, 1).await;
    let host_hand = cards(&host["you"]["hand"]);
    let guest_hand = cards(&guest["you"]["hand"]);
    let events = format!(
        "SELECT count(*) AS n FROM table_events WHERE table_id = {}",
        table.id
    );
    let version = host["version"].clone();
    let before = count(&app, &events);

    let not_in_hand = format!("Card {} is not in your hand.", guest_hand[0]);
    let cases: Vec<(usize, &str, Value, u16, &str)> = vec![
        // Out of turn: seat 1 is not the storyteller.
        (
            1,
            "clue",
            json!({"clue": "mine", "card": guest_hand[0]}),
            409,
            "You are not the storyteller this round; seat 0 is.",
        ),
        // Wrong phase: nothing to submit before the clue.
        (
            1,
            "submit",
            json!({"cards": [guest_hand[0]]}),
            409,
            "The table is waiting for the clue.",
        ),
        (
            1,
            "vote",
            json!({"positions": [1]}),
            409,
            "Votes are cast once every card is on the board; this is not the time.",
        ),
        // A card that is not in the hand (it is in seat 1's).
        (
            0,
            "clue",
            json!({"clue": "theirs", "card": guest_hand[0]}),
            422,
            &not_in_hand,
        ),
        (
            0,
            "clue",
            json!({"clue": "   ", "card": host_hand[0]}),
            422,
            "The clue is empty.",
        ),
        (
            0,
            "clue",
            json!({"clue": "x".repeat(201), "card": host_hand[0]}),
            422,
            "The clue is 201 characters long; at most 200 are allowed.",
        ),
    ];
    for (seat, what, body, status, sentence) in cases {
        let (got, answer) = table.post(&app, seat, what, body).await;
        assert_eq!(got, status, "{what}: {answer}");
        assert_eq!(answer["detail"], sentence);
        assert_eq!(answer["status"], status);
    }
    // Someone else's table.
    let (got, answer) = call(
        &app,
        &table.http,
        &table.tokens[0],
        Method::POST,
        &format!("/api/v1/tables/{other}/clue"),
        Some(json!({"clue": "x", "card": host_hand[0]})),
    )
    .await;
    assert_eq!(got, 403, "{answer}");
    assert_eq!(answer["detail"], "You do not play at this table.");
    // Malformed moves.
    let (got, _) = table
        .post(&app, 0, "vote", json!({"positions": "one"}))
        .await;
    assert_eq!(got, 400);
    let (got, _) = table
        .post(
            &app,
            0,
            "clue",
            json!({"clue": "x", "card": host_hand[0], "extra": 1}),
        )
        .await;
    assert_eq!(got, 400);
    let (got, _) = call(
        &app,
        &table.http,
        &table.tokens[0],
        Method::POST,
        "/api/v1/tables/999999/clue",
        Some(json!({"clue": "x", "card": 1})),
    )
    .await;
    assert_eq!(got, 404);

    assert_eq!(
        table.view(&app, 0).await["version"],
        version,
        "nothing changed"
    );
    assert_eq!(count(&app, &events), before, "nothing was logged");

    // Now a real clue, then a vote on one's own card.
    let (got, _) = table
        .post(
            &app,
            0,
            "clue",
            json!({"clue": "real", "card": host_hand[0]}),
        )
        .await;
    assert_eq!(got, 200);
    for seat in 1..3 {
        let hand = cards(&table.view(&app, seat).await["you"]["hand"]);
        let (got, answer) = table
            .post(&app, seat, "submit", json!({"cards": [hand[0], hand[1]]}))
            .await;
        assert_eq!(got, 200, "{answer}");
    }
    let view = table.view(&app, 1).await;
    let own = ids(&view["you"]["submitted"]);
    let position = view["board"]
        .as_array()
        .unwrap()
        .iter()
        .find(|b| own.contains(&b["card"]["id"].as_i64().unwrap()))
        .unwrap()["position"]
        .as_u64()
        .unwrap();
    let (got, answer) = table
        .post(&app, 1, "vote", json!({"positions": [position]}))
        .await;
    assert_eq!(got, 422);
    assert_eq!(
        answer["detail"],
        format!("You cannot vote for your own card (position {position}).")
    );
    let (got, answer) = table
        .post(&app, 1, "vote", json!({"positions": [1, 2]}))
        .await;
    assert_eq!(got, 422);
    assert_eq!(answer["detail"], "Only Odyssey allows a second vote.");
    let (got, answer) = table.post(&app, 0, "vote", json!({"positions": [1]})).await;
    assert_eq!(got, 409);
    assert_eq!(answer["detail"], "The storyteller does not vote.");
    assert_eq!(table.view(&app, 1).await["version"], view["version"]);
}

/// Every voter of a 12-player table votes at the same moment: the round is scored once.
#[tokio::test]
async fn simultaneous_votes_score_the_round_exactly_once() {
    let app = spawn_app().await;
    let body = json!({"ruleset": "odyssey", "first_storyteller": "host"});
    let table = Table::start(&app, "race", 12, body).await;
    let hand = cards(&table.view(&app, 0).await["you"]["hand"]);
    let (got, _) = table
        .post(
            &app,
            0,
            "clue",
            json!({"clue": "all at once", "card": hand[0]}),
        )
        .await;
    assert_eq!(got, 200);
    let mut plays = Vec::new();
    for seat in 1..12 {
        let table = &table;
        let app = &app;
        plays.push(async move {
            let hand = cards(&table.view(app, seat).await["you"]["hand"]);
            table
                .post(app, seat, "submit", json!({"cards": [hand[0]]}))
                .await
        });
    }
    for (got, answer) in futures_util::future::join_all(plays).await {
        assert_eq!(got, 200, "{answer}");
    }
    let mut votes = Vec::new();
    for seat in 1..12 {
        let view = table.view(&app, seat).await;
        let own = ids(&view["you"]["submitted"]);
        let position = view["board"]
            .as_array()
            .unwrap()
            .iter()
            .find(|b| !own.contains(&b["card"]["id"].as_i64().unwrap()))
            .unwrap()["position"]
            .clone();
        votes.push((seat, position));
    }
    let all = votes.into_iter().map(|(seat, position)| {
        let table = &table;
        let app = &app;
        async move {
            table
                .post(app, seat, "vote", json!({"positions": [position]}))
                .await
        }
    });
    for (got, answer) in futures_util::future::join_all(all).await {
        assert_eq!(got, 200, "{answer}");
    }
    let view = table.view(&app, 0).await;
    assert_eq!(view["round"], 2);
    assert_eq!(view["last_round"]["round"], 1);
    let scored = format!(
        "SELECT count(*) AS n FROM table_events WHERE table_id = {} AND kind = 'round_scored'",
        table.id
    );
    assert_eq!(count(&app, &scored), 1);
    assert_eq!(
        count(
            &app,
            &format!(
                "SELECT count(*) AS n FROM round_points WHERE table_id = {}",
                table.id
            )
        ),
        12
    );
    assert_eq!(
        count(
            &app,
            &format!(
                "SELECT count(*) AS n FROM votes WHERE table_id = {}",
                table.id
            )
        ),
        11
    );
}

/// The round-1 race and a double click: the same clue sent twice at once is taken once, and
/// of two players racing for the first clue, one wins and the other hears so.
#[tokio::test]
async fn a_clue_sent_twice_at_once_is_accepted_once() {
    let app = spawn_app().await;
    let table = Table::start(&app, "twice", 3, json!({"ruleset": "2021"})).await;
    let hand0 = cards(&table.view(&app, 0).await["you"]["hand"]);
    let hand1 = cards(&table.view(&app, 1).await["you"]["hand"]);
    let same = json!({"clue": "double click", "card": hand0[0]});
    let results = futures_util::future::join_all([
        table.post(&app, 0, "clue", same.clone()),
        table.post(&app, 0, "clue", same),
        table.post(
            &app,
            1,
            "clue",
            json!({"clue": "me first", "card": hand1[0]}),
        ),
    ])
    .await;
    let accepted = results.iter().filter(|(s, _)| *s == 200).count();
    assert_eq!(accepted, 1, "{results:?}");
    for (status, answer) in &results {
        if *status != 200 {
            assert_eq!(*status, 409);
            let detail = answer["detail"].as_str().unwrap();
            assert!(
                detail.starts_with("Someone was faster")
                    || detail.starts_with("You have already given"),
                "{detail}"
            );
        }
    }
    let clues = format!(
        "SELECT count(*) AS n FROM table_events WHERE table_id = {} AND kind = 'clue_given'",
        table.id
    );
    assert_eq!(count(&app, &clues), 1);
}

/// An unchanged table answers 304; a move wakes a waiting `?wait=` request at once, also on
/// another server process on the same database.
#[tokio::test]
async fn polling_answers_304_and_wakes_waiters_on_a_move() {
    let app = spawn_app().await;
    let table = Table::start(
        &app,
        "poll",
        3,
        json!({"ruleset": "classic", "first_storyteller": "host"}),
    )
    .await;
    let view = table.view(&app, 1).await;
    let etag = format!("\"v{}\"", view["version"]);
    let url = app.url(&format!("/api/v1/tables/{}", table.id));
    let res = table
        .http
        .get(&url)
        .bearer_auth(&table.tokens[1])
        .send()
        .await
        .unwrap();
    assert_eq!(res.headers()["etag"], etag.as_str());
    let res = table
        .http
        .get(&url)
        .bearer_auth(&table.tokens[1])
        .header("If-None-Match", &etag)
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 304);
    assert_eq!(res.headers()["etag"], etag.as_str());
    // Nothing moves: a short wait ends in 304.
    let res = table
        .http
        .get(format!("{url}?wait=1"))
        .bearer_auth(&table.tokens[1])
        .header("If-None-Match", &etag)
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 304);

    // A second server process on the same database.
    let other = spawn_app_on(
        app.db_url.clone(),
        app.db_name.clone(),
        app.data_dir.clone(),
        None,
    )
    .await;
    let other_url = other.url(&format!("/api/v1/tables/{}", table.id));

    let started = Instant::now();
    let waiting_here = table
        .http
        .get(format!("{url}?wait=30"))
        .bearer_auth(&table.tokens[1])
        .header("If-None-Match", &etag)
        .send();
    let waiting_there = table
        .http
        .get(format!("{other_url}?wait=30"))
        .bearer_auth(&table.tokens[2])
        .header("If-None-Match", &etag)
        .send();
    let mover = async {
        tokio::time::sleep(Duration::from_millis(300)).await;
        let hand = cards(&table.view(&app, 0).await["you"]["hand"]);
        table
            .post(&app, 0, "clue", json!({"clue": "wake up", "card": hand[0]}))
            .await
    };
    let (here, there, (moved, _)) = tokio::join!(waiting_here, waiting_there, mover);
    assert_eq!(moved, 200);
    let (here, there) = (here.unwrap(), there.unwrap());
    assert_eq!(here.status(), 200);
    assert_eq!(there.status(), 200);
    assert!(
        started.elapsed() < Duration::from_secs(20),
        "woken by the move, not by the timeout"
    );
    let here: Value = here.json().await.unwrap();
    let there: Value = there.json().await.unwrap();
    assert_eq!(here["clue"], "wake up");
    assert_eq!(there["clue"], "wake up");
    assert_eq!(there["you"]["seat"], 2);
    other.stop().await;
}

/// The server stops in the middle of a game; a new one on the same database carries on.
#[tokio::test]
async fn a_game_survives_a_restart_of_the_server() {
    let app = spawn_app().await;
    let table = Table::start(
        &app,
        "dura",
        4,
        json!({"ruleset": "classic", "first_storyteller": "host"}),
    )
    .await;
    let hand = cards(&table.view(&app, 0).await["you"]["hand"]);
    let (got, _) = table
        .post(
            &app,
            0,
            "clue",
            json!({"clue": "before the restart", "card": hand[0]}),
        )
        .await;
    assert_eq!(got, 200);
    let hand = cards(&table.view(&app, 1).await["you"]["hand"]);
    let (got, _) = table
        .post(&app, 1, "submit", json!({"cards": [hand[0]]}))
        .await;
    assert_eq!(got, 200);
    let before: Vec<Value> = {
        let mut v = Vec::new();
        for seat in 0..4 {
            v.push(table.view(&app, seat).await);
        }
        v
    };
    app.stop().await;

    let again = spawn_app_on(
        app.db_url.clone(),
        app.db_name.clone(),
        app.data_dir.clone(),
        None,
    )
    .await;
    for (seat, view) in before.iter().enumerate() {
        assert_eq!(
            &table.view(&again, seat).await,
            view,
            "seat {seat} sees the same table"
        );
    }
    let (last, rounds) = play_to_end(
        &again,
        &table,
        Ruleset::Classic,
        Options {
            first_storyteller: fabula::game::FirstStoryteller::Host,
            ..Options::default()
        },
        false,
    )
    .await;
    assert!(rounds > 1);
    assert_eq!(last["status"], "finished");
    again.stop().await;
}
