//! The one path of a move under pressure: hidden information on the raw bytes, refusals that
//! write nothing, simultaneous moves, polling, and restarts in the middle of a game.

use std::time::{Duration, Instant};

use fabula::game::{Options, Ruleset};
use reqwest::Method;
use serde_json::{json, Value};

use crate::helpers::{shows_card, ApiClient, Move, Phase, Status, TableView, TestApp};

/// The raw bytes of any page or answer, as `player` gets them.
async fn raw(player: &ApiClient, path: &str) -> String {
    player.send(Method::GET, path).await.text().await.unwrap()
}

/// Until the reveal, nothing a player receives names a card of another player's hand, another
/// player's submission, or anyone else's vote; a spectator sees no hand at all.
#[tokio::test]
async fn no_response_leaks_another_players_cards_or_votes() {
    let app = TestApp::spawn().await;
    let body = json!({"ruleset": "classic", "public": true, "first_storyteller": "host"});
    let table = app.start_table("leak", 4, body).await;
    let spectator = app.api_user("onlooker").await;
    let table_page = format!("/tables/{}", table.id);
    let history_page = format!("/tables/{}/history", table.id);

    // Walk one round phase by phase, checking every viewer at every step.
    for step in 0..12 {
        let views = table.views().await;
        let voting = views[0].phase == Some(Phase::Vote);
        for (viewer, player) in table.players.iter().enumerate() {
            let bytes = raw(player, &table.path("")).await;
            // The pages for people say no more than the JSON.
            let pages = [
                raw(player, &table_page).await,
                raw(player, &history_page).await,
                raw(player, "/").await,
            ];
            // The viewer's own hand is on their table page (unless the page shows the last
            // round's reveal first): the check below can fail.
            let reveal_first = pages[0].contains("/seen\"");
            for card in views[viewer].hand().into_iter().filter(|_| !reveal_first) {
                assert!(shows_card(&pages[0], card), "own card {card} shown");
            }
            assert!(pages[1].contains("Fabula"), "the history page answers");
            for (other, view) in views.iter().enumerate() {
                if other == viewer {
                    continue;
                }
                for card in view.hand() {
                    for page in &pages {
                        assert!(
                            !shows_card(page, card),
                            "step {step}: seat {viewer}'s page shows card {card} of seat {other}'s hand"
                        );
                    }
                }
                if !voting {
                    for card in &view.you().submitted {
                        for page in &pages {
                            assert!(
                                !shows_card(page, card),
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
                for card in view.hand() {
                    assert!(
                        !shows_card(&bytes, card),
                        "step {step}: seat {viewer} sees card {card} of seat {other}'s hand"
                    );
                }
                if !voting {
                    for card in &view.you().submitted {
                        assert!(
                            !shows_card(&bytes, card),
                            "step {step}: seat {viewer} sees seat {other}'s played card {card}"
                        );
                    }
                }
            }
            let mine: Value = serde_json::from_str(&bytes).unwrap();
            if voting {
                // The board holds every played card, and nothing says whose.
                assert!(mine["board"].is_array());
                assert!(!mine["board"].to_string().contains("owner"));
                assert_eq!(mine["you"]["votes"], json!(views[viewer].you().votes));
            } else {
                assert_eq!(mine["board"], Value::Null);
            }
            if mine["last_round"].is_null() {
                assert!(!bytes.contains("voters") && !bytes.contains("owner"));
            }
        }
        let bytes = raw(&spectator, &table.path("")).await;
        let page = raw(&spectator, &table_page).await;
        assert!(
            page.contains("Fabula"),
            "the spectator sees the public table's page"
        );
        for view in &views {
            for card in view.hand() {
                assert!(!shows_card(&page, card), "a spectator's page shows a hand");
            }
        }
        let seen: Value = serde_json::from_str(&bytes).unwrap();
        assert_eq!(seen["you"], Value::Null, "a spectator has no seat");
        for view in &views {
            for card in view.hand() {
                assert!(!shows_card(&bytes, card), "a spectator sees a hand");
            }
        }

        // One move, by the first player who has one.
        let Some((seat, view)) = views
            .iter()
            .enumerate()
            .find(|(_, v)| v.you().allowed.iter().any(|&a| a != Move::Resign))
        else {
            break;
        };
        let hand = view.hand();
        let (status, answer) = if view.allows(Move::Clue) {
            let body = json!({"clue": "secret", "card": hand[0]});
            table.post(seat, "clue", body).await
        } else if view.allows(Move::Submit) {
            table
                .post(seat, "submit", json!({"cards": [hand[0]]}))
                .await
        } else {
            table.vote_for_another(seat).await
        };
        assert_eq!(status, 200, "{answer}");
        if views[0].round == 2 {
            break;
        }
    }
    // After the reveal, everything of that round is public.
    let view = table.view(1).await;
    let last = view.last_round.expect("the round revealed");
    assert_eq!(last.round, 1);
    // An owner is a seat number (the typed view would not read otherwise).
    assert!(last.board[0].owner < table.players.len());
}

/// Refused moves answer the right status and sentence and write nothing.
#[tokio::test]
async fn refused_moves_say_why_and_change_nothing() {
    let app = TestApp::spawn().await;
    let body = json!({"ruleset": "classic", "first_storyteller": "host"});
    let table = app.start_table("ref", 3, body).await;
    let outsider = app.api_user("outsider").await;
    let other = outsider
        .create_table(json!({"ruleset": "classic"}))
        .await
        .id;
    let host = table.view(0).await;
    let guest = table.view(1).await;
    let host_hand = host.hand();
    let guest_hand = guest.hand();
    let events = format!(
        "SELECT count(*) AS n FROM table_events WHERE table_id = {}",
        table.id
    );
    let version = host.version;
    let before = app.count(&events);

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
        let (got, answer) = table.post(seat, what, body).await;
        assert_eq!(got, status, "{what}: {answer}");
        assert_eq!(answer["detail"], sentence);
        assert_eq!(answer["status"], status);
    }
    // Someone else's table.
    let (got, answer) = table.players[0]
        .post(
            &format!("/api/v1/tables/{other}/clue"),
            json!({"clue": "x", "card": host_hand[0]}),
        )
        .await;
    // Someone else's table that is not public: as if there were none.
    assert_eq!(got, 404, "{answer}");
    assert_eq!(answer["detail"], "There is nothing at this address.");
    // Malformed moves.
    let (got, _) = table.post(0, "vote", json!({"positions": "one"})).await;
    assert_eq!(got, 400);
    let (got, _) = table
        .post(
            0,
            "clue",
            json!({"clue": "x", "card": host_hand[0], "extra": 1}),
        )
        .await;
    assert_eq!(got, 400);
    let (got, _) = table.players[0]
        .post(
            "/api/v1/tables/999999/clue",
            json!({"clue": "x", "card": 1}),
        )
        .await;
    assert_eq!(got, 404);

    assert_eq!(table.view(0).await.version, version, "nothing changed");
    assert_eq!(app.count(&events), before, "nothing was logged");

    // Now a real clue, then a vote on one's own card.
    let (got, _) = table
        .post(0, "clue", json!({"clue": "real", "card": host_hand[0]}))
        .await;
    assert_eq!(got, 200);
    for seat in 1..3 {
        let (got, answer) = table.submit_first(seat, 2).await;
        assert_eq!(got, 200, "{answer}");
    }
    let view = table.view(1).await;
    let position = view.position_of_own();
    let (got, answer) = table
        .post(1, "vote", json!({"positions": [position]}))
        .await;
    assert_eq!(got, 422);
    assert_eq!(
        answer["detail"],
        format!("You cannot vote for your own card (position {position}).")
    );
    let (got, answer) = table.post(1, "vote", json!({"positions": [1, 2]})).await;
    assert_eq!(got, 422);
    assert_eq!(answer["detail"], "Only Odyssey allows a second vote.");
    let (got, answer) = table.post(0, "vote", json!({"positions": [1]})).await;
    assert_eq!(got, 409);
    assert_eq!(answer["detail"], "The storyteller does not vote.");
    assert_eq!(table.view(1).await.version, view.version);
}

/// Every voter of a 12-player table votes at the same moment: the round is scored once.
#[tokio::test]
async fn simultaneous_votes_score_the_round_exactly_once() {
    let app = TestApp::spawn().await;
    let body = json!({"ruleset": "odyssey", "first_storyteller": "host"});
    let table = app.start_table("race", 12, body).await;
    let (got, _) = table.play_clue(0, "all at once").await;
    assert_eq!(got, 200);
    let plays = (1..12).map(|seat| table.submit_first(seat, 1));
    for (got, answer) in futures_util::future::join_all(plays).await {
        assert_eq!(got, 200, "{answer}");
    }
    let mut votes = Vec::new();
    for seat in 1..12 {
        votes.push((seat, table.view(seat).await.position_of_another()));
    }
    let all = votes
        .into_iter()
        .map(|(seat, position)| table.post(seat, "vote", json!({"positions": [position]})));
    for (got, answer) in futures_util::future::join_all(all).await {
        assert_eq!(got, 200, "{answer}");
    }
    let view = table.view(0).await;
    assert_eq!(view.round, 2);
    assert_eq!(view.last_round.map(|r| r.round), Some(1));
    let scored = format!(
        "SELECT count(*) AS n FROM table_events WHERE table_id = {} AND kind = 'round_scored'",
        table.id
    );
    assert_eq!(app.count(&scored), 1);
    assert_eq!(
        app.count(&format!(
            "SELECT count(*) AS n FROM round_points WHERE table_id = {}",
            table.id
        )),
        12
    );
    assert_eq!(
        app.count(&format!(
            "SELECT count(*) AS n FROM votes WHERE table_id = {}",
            table.id
        )),
        11
    );
}

/// The round-1 race and a double click: the same clue sent twice at once is taken once, and
/// of two players racing for the first clue, one wins and the other hears so.
#[tokio::test]
async fn a_clue_sent_twice_at_once_is_accepted_once() {
    let app = TestApp::spawn().await;
    let table = app
        .start_table("twice", 3, json!({"ruleset": "2021"}))
        .await;
    let hand0 = table.view(0).await.hand();
    let hand1 = table.view(1).await.hand();
    let same = json!({"clue": "double click", "card": hand0[0]});
    let results = futures_util::future::join_all([
        table.post(0, "clue", same.clone()),
        table.post(0, "clue", same),
        table.post(1, "clue", json!({"clue": "me first", "card": hand1[0]})),
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
    assert_eq!(app.count(&clues), 1);
}

/// An unchanged table answers 304; a move wakes a waiting `?wait=` request at once, also on
/// another server process on the same database.
#[tokio::test]
async fn polling_answers_304_and_wakes_waiters_on_a_move() {
    let app = TestApp::spawn().await;
    let table = app
        .start_table(
            "poll",
            3,
            json!({"ruleset": "classic", "first_storyteller": "host"}),
        )
        .await;
    let view = table.view(1).await;
    let etag = format!("\"v{}\"", view.version);
    let path = table.path("");
    let poll = |player: &ApiClient, path: &str| {
        player
            .request(Method::GET, path)
            .header("If-None-Match", &etag)
            .send()
    };
    let res = table.players[1].send(Method::GET, &path).await;
    assert_eq!(res.headers()["etag"], etag.as_str());
    let res = poll(&table.players[1], &path).await.unwrap();
    assert_eq!(res.status(), 304);
    assert_eq!(res.headers()["etag"], etag.as_str());
    // Nothing moves: a short wait ends in 304.
    let res = poll(&table.players[1], &format!("{path}?wait=1"))
        .await
        .unwrap();
    assert_eq!(res.status(), 304);

    // A second server process on the same database.
    let other = TestApp::builder().sharing(&app).spawn().await;
    let there = table.on(&other);

    let started = Instant::now();
    let waiting_here = poll(&table.players[1], &format!("{path}?wait=30"));
    let waiting_there = poll(&there.players[2], &format!("{path}?wait=30"));
    let mover = async {
        tokio::time::sleep(Duration::from_millis(300)).await;
        table.play_clue(0, "wake up").await
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
    let here: TableView = here.json().await.unwrap();
    let there: TableView = there.json().await.unwrap();
    let woken = format!(
        "known {etag}, woken at v{} here and v{} there",
        here.version, there.version
    );
    assert_eq!(here.clue.as_deref(), Some("wake up"), "{woken}");
    assert_eq!(there.clue.as_deref(), Some("wake up"), "{woken}");
    assert_eq!(there.you().seat, 2);
    other.stop().await;
}

/// The tables' notifications on the table channel that arrive on `conn` within `within`.
fn table_notifications(conn: &mut diesel::PgConnection, within: Duration) -> Vec<String> {
    let until = Instant::now() + within;
    let mut payloads = Vec::new();
    while Instant::now() < until {
        for note in conn.notifications_iter() {
            let note = note.expect("a notification");
            // A process's heartbeat travels on the same channel and says nothing of a table.
            if note.channel == fabula::watch::CHANNEL
                && !note.payload.starts_with(fabula::watch::BEAT)
            {
                payloads.push(note.payload);
            }
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    payloads
}

/// A move is announced to the other processes once, by the process that made it, after its
/// commit: the step's own transaction does not notify (its commit would hold PostgreSQL's
/// notify lock while it waits for the disk). Other changes of a table still announce
/// themselves in their transaction.
#[tokio::test]
async fn a_move_is_announced_once_after_its_commit() {
    use diesel::connection::SimpleConnection;
    let app = TestApp::spawn().await;
    let table = app
        .start_table(
            "told",
            3,
            json!({"ruleset": "classic", "first_storyteller": "host"}),
        )
        .await;
    let mut listening = app.db();
    listening
        .batch_execute(&format!("LISTEN {}", fabula::watch::CHANNEL))
        .unwrap();
    let (got, after) = table.play_clue(0, "heard once").await;
    assert_eq!(got, 200);
    let version = after["version"].as_i64().expect("the new version");
    let heard = tokio::task::spawn_blocking(move || {
        table_notifications(&mut listening, Duration::from_secs(2))
    })
    .await
    .unwrap();
    let this_move = format!("{}:{version}", table.id);
    assert_eq!(
        heard.iter().filter(|p| **p == this_move).count(),
        1,
        "heard {heard:?}"
    );

    // The setting that keeps the trigger quiet is on `write_steps` itself.
    assert_eq!(
        app.count(
            "SELECT count(*) AS n FROM pg_proc WHERE proname = 'write_steps' \
             AND 'fabula.announce=after_commit' = ANY(proconfig)"
        ),
        1
    );
    // Any other change of a table is announced by the trigger, in its own transaction.
    let mut db = app.db();
    db.batch_execute("LISTEN fabula_tables").unwrap();
    db.batch_execute(&format!(
        "UPDATE tables SET version = version + 1 WHERE id = {}",
        table.id
    ))
    .unwrap();
    let heard = table_notifications(&mut db, Duration::from_millis(500));
    assert_eq!(heard, [format!("{}:{}", table.id, version + 1)]);
}

/// A process that ends between a move's commit and its announcement leaves the others behind:
/// they find the new version on their own within `watch::RESYNC`, and wake whoever waits.
#[tokio::test]
async fn a_change_never_announced_is_found_within_the_resync() {
    use diesel::connection::SimpleConnection;
    let app = TestApp::spawn().await;
    let table = app
        .start_table(
            "lost",
            3,
            json!({"ruleset": "classic", "first_storyteller": "host"}),
        )
        .await;
    let other = TestApp::builder().sharing(&app).spawn().await;
    let there = table.on(&other);
    let view = there.view(1).await;
    let etag = format!("\"v{}\"", view.version);
    let path = there.path("");
    let res = there.players[1]
        .request(Method::GET, &path)
        .header("If-None-Match", &etag)
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 304, "the other process knows the version");

    // Committed as a step is, with its announcement lost.
    app.db()
        .batch_execute(&format!(
            "BEGIN; SET LOCAL fabula.announce = 'after_commit'; \
             UPDATE tables SET version = version + 1 WHERE id = {}; COMMIT",
            table.id
        ))
        .unwrap();
    let started = Instant::now();
    let res = there.players[1]
        .request(Method::GET, &format!("{path}?wait=30"))
        .header("If-None-Match", &etag)
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 200);
    let seen: TableView = res.json().await.unwrap();
    assert_eq!(seen.version, view.version + 1);
    assert!(
        started.elapsed() < fabula::watch::RESYNC + Duration::from_secs(5),
        "found by the resync, not by the timeout: {:?}",
        started.elapsed()
    );
    other.stop().await;
}

/// A table the watch forgot (idle for a while, or the listening connection was lost) but the
/// table cache still holds: its next view tells the watch both its version and who may see it,
/// so that the polls after it are answered from memory again.
#[tokio::test]
async fn a_view_after_the_watch_forgot_the_table_lets_the_next_poll_answer_from_memory() {
    let app = TestApp::spawn().await;
    let table = app
        .start_table(
            "again",
            3,
            json!({"ruleset": "classic", "first_storyteller": "host"}),
        )
        .await;
    let view = table.view(1).await;
    let state = app.state();
    let (id, asker) = (
        fabula::ids::TableId(table.id),
        fabula::ids::AccountId(table.players[1].me().await.id),
    );
    assert_eq!(state.watch.may_view(id, view.version, asker), Some(true));
    state.watch.forget_versions();
    assert_eq!(state.watch.may_view(id, view.version, asker), None);
    assert_eq!(table.view(1).await, view);
    assert_eq!(state.watch.may_view(id, view.version, asker), Some(true));
}

/// The server stops in the middle of a game; a new one on the same database carries on.
#[tokio::test]
async fn a_game_survives_a_restart_of_the_server() {
    let app = TestApp::spawn().await;
    let table = app
        .start_table(
            "dura",
            4,
            json!({"ruleset": "classic", "first_storyteller": "host"}),
        )
        .await;
    let (got, _) = table.play_clue(0, "before the restart").await;
    assert_eq!(got, 200);
    let (got, _) = table.submit_first(1, 1).await;
    assert_eq!(got, 200);
    let before = table.views().await;
    app.stop().await;

    let again = TestApp::builder().sharing(&app).spawn().await;
    let table = table.on(&again);
    for (seat, view) in before.iter().enumerate() {
        assert_eq!(
            &table.view(seat).await,
            view,
            "seat {seat} sees the same table"
        );
    }
    let (last, rounds) = table
        .play_to_end(
            Ruleset::Classic,
            Options {
                first_storyteller: fabula::game::FirstStoryteller::Host,
                ..Options::default()
            },
            false,
        )
        .await;
    assert!(rounds > 1);
    assert_eq!(last.status, Status::Finished);
    again.stop().await;
}

/// A view asks the database for its table's version, and the asks that come together share
/// one query (`state::Versions`). Each answer still comes from a query sent after its ask: a
/// change committed a moment before is seen, even by a process that has not heard of it yet; a
/// table that is not there is not found; and a query whose connection broke answers its asks
/// all the same (each reads its version alone), after which the next ask reads afresh.
#[tokio::test]
async fn views_read_versions_together_and_see_every_change_committed_before() {
    use diesel::connection::SimpleConnection;
    use diesel::RunQueryDsl;
    use fabula::ids::TableId;

    let app = TestApp::spawn().await;
    let body = json!({"ruleset": "classic", "first_storyteller": "host"});
    let mut ids = Vec::new();
    for i in 0..3 {
        ids.push(
            app.start_table(&format!("batch{i}_"), 3, body.clone())
                .await
                .id,
        );
    }
    let state = app.state();
    let mut conn = app.db();
    // Changed behind the processes' backs, so that no process holds the versions now current.
    conn.batch_execute("UPDATE tables SET version = version + 1000")
        .unwrap();
    #[derive(diesel::QueryableByName)]
    struct Row {
        #[diesel(sql_type = diesel::sql_types::BigInt)]
        id: i64,
        #[diesel(sql_type = diesel::sql_types::BigInt)]
        version: i64,
    }
    let current: Vec<Row> = diesel::sql_query("SELECT id, version FROM tables")
        .load(&mut conn)
        .unwrap();
    let missing = current.iter().map(|r| r.id).max().unwrap() + 1;

    let asks = || {
        let mut asks = tokio::task::JoinSet::new();
        for n in 0..40 {
            let versions = state.versions.clone();
            let id = if n % 10 == 9 { missing } else { ids[n % 3] };
            asks.spawn(async move { (id, versions.current(TableId(id)).await) });
        }
        asks
    };
    let mut answered = 0;
    let mut batch = asks();
    while let Some(done) = batch.join_next().await {
        let (id, version) = done.unwrap();
        let expected = current.iter().find(|r| r.id == id).map(|r| r.version);
        assert_eq!(version.unwrap(), expected, "table {id}");
        answered += 1;
    }
    assert_eq!(answered, 40);

    // Every connection of the process's pool broken at once: the asks are answered (from the
    // database, or with its error), none is left waiting, and the next ones read afresh.
    conn.batch_execute(
        "SELECT pg_terminate_backend(pid) FROM pg_stat_activity \
         WHERE datname = current_database() AND pid <> pg_backend_pid() \
         AND application_name NOT LIKE 'fabula-listen%'",
    )
    .unwrap();
    let mut broken = asks();
    while let Some(done) = broken.join_next().await {
        let (id, version) = done.unwrap();
        if let Ok(version) = version {
            let expected = current.iter().find(|r| r.id == id).map(|r| r.version);
            assert_eq!(version, expected, "table {id}");
        }
    }
    // A connection found gone is dropped when it is given back (`db::drop_if_gone`): within
    // a few rounds of asks (the process's own tasks may hold one of the broken connections a
    // little longer), every ask is answered from the database again.
    let mut rounds = 0;
    loop {
        rounds += 1;
        let mut again = asks();
        let mut all_read = true;
        while let Some(done) = again.join_next().await {
            let (id, version) = done.unwrap();
            match version {
                Ok(version) => {
                    let expected = current.iter().find(|r| r.id == id).map(|r| r.version);
                    assert_eq!(version, expected, "table {id}, after the connections broke");
                }
                Err(_) => all_read = false,
            }
        }
        if all_read {
            break;
        }
        assert!(
            rounds < 20,
            "the versions are still not read after {rounds} rounds"
        );
    }
}

/// A move puts the table it leaves into the table cache before it announces the new version,
/// so that whatever the announcement wakes (pollers, the house bots, the live tables' timers)
/// finds the table kept at that version instead of reading it from the database. A thread of
/// its own, woken by each announcement itself, looks at once.
#[tokio::test]
async fn a_move_is_kept_before_it_is_announced() {
    use fabula::ids::TableId;
    use fabula::watch::Moved;
    use tokio::sync::broadcast::error::RecvError;

    let app = TestApp::spawn().await;
    let body = json!({"ruleset": "classic", "first_storyteller": "host"});
    let table = app.start_table("kept_", 3, body).await;
    let id = TableId(table.id);
    // Announced when the moves are done, to end the looking thread.
    let done = TableId(-1);
    let state = app.state();
    let mut follower = state.watch.follow();
    let looking = state.clone();
    // Each announcement of the table: the version the watch then knows, and whether the cache
    // held the table at it (or at the next, when the thread looked so late that the next move
    // was already kept).
    let looks = std::thread::spawn(move || {
        let mut seen = Vec::new();
        loop {
            match follower.blocking_recv() {
                Ok(Moved::Table(moved)) if moved == done => return seen,
                Ok(Moved::Table(moved)) if moved == id => {
                    if let Some(v) = looking.watch.version(id) {
                        let kept = (v..=v + 1).any(|v| looking.tables.get(id, v).is_some());
                        seen.push((v, kept));
                    }
                }
                Ok(_) | Err(RecvError::Lagged(_)) => {}
                Err(RecvError::Closed) => return seen,
            }
        }
    });
    // A round and the next clue: clues, submissions, votes and a scored round.
    let mut versions = Vec::new();
    for _ in 0..8 {
        versions.push(table.one_move_acknowledged("kept").await.expect("a move"));
    }
    state.watch.publish(done, 1);
    let seen = looks.join().expect("the looking thread");
    let of_moves: Vec<&(i64, bool)> = seen.iter().filter(|(v, _)| versions.contains(v)).collect();
    assert!(
        of_moves.len() >= versions.len() / 2,
        "the thread saw the announcements of the moves {versions:?}: {seen:?}"
    );
    assert!(
        of_moves.iter().all(|(_, kept)| *kept),
        "a move was announced before the cache held it: {seen:?}"
    );
}
