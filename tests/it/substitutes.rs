//! Substitutes: the host offers a resigned player's seat, someone new takes it with the seat's
//! score and hand and plays to the end; the history says who played which rounds; every
//! refusal is a clear error.

use serde_json::{json, Value};

use crate::helpers::mail::link;
use crate::helpers::{Status, Table, TestApp};

/// A table of four that is not public, started by `{prefix}0`, played into round 3, where
/// seat 2 then resigns.
async fn table_with_a_resigned_seat(app: &TestApp, prefix: &str) -> Table {
    let options = json!({"ruleset": "classic", "first_storyteller": "host", "public": false});
    let table = app.start_table(prefix, 4, options).await;
    while table.view(0).await.round < 3 {
        assert!(table.one_move("a clue").await);
    }
    table.play(2, "resign", json!({})).await;
    table
}

/// `POST …/seats/{seat}/{what}` by the client of seat `caller`: the status and the problem's
/// detail (or the body).
async fn seat_call(
    table: &Table,
    caller: usize,
    seat: usize,
    what: &str,
    body: Value,
) -> (u16, Value) {
    let (status, answer) = table
        .post(caller, &format!("seats/{seat}/{what}"), body)
        .await;
    (status.as_u16(), answer)
}

#[tokio::test]
async fn a_substitute_takes_a_resigned_seat_through_the_api_and_plays_to_the_end() {
    let app = TestApp::spawn().await;
    let mut table = table_with_a_resigned_seat(&app, "sub").await;
    let before = table.view(0).await;
    assert!(before.seats[2].resigned);
    let score = before.seats[2].score;

    // Only the host offers, only a resigned seat, only a seat that exists.
    let (status, answer) = seat_call(&table, 1, 2, "offer", json!({})).await;
    assert_eq!(status, 403, "{answer}");
    assert_eq!(
        answer["detail"],
        "Only the host can offer a seat to someone else."
    );
    let (status, answer) = seat_call(&table, 0, 1, "offer", json!({})).await;
    assert_eq!(status, 409, "{answer}");
    assert!(answer["detail"]
        .as_str()
        .unwrap()
        .contains("this player still plays"));
    let (status, _) = seat_call(&table, 0, 9, "offer", json!({})).await;
    assert_eq!(status, 422);

    let (status, offer) = seat_call(&table, 0, 2, "offer", json!({})).await;
    assert_eq!(status, 201, "{offer}");
    let code = offer["code"].as_str().unwrap().to_string();
    assert_eq!(offer["seat"], 2);
    assert!(offer["link"]
        .as_str()
        .unwrap()
        .ends_with(&format!("/tables/{}/take/2/{code}", table.id)));
    // The offer moved the version on: every cache and poller sees it.
    assert!(table.view(0).await.version > before.version);

    // Someone seated cannot take it; a wrong code is refused and changes nothing.
    let (status, answer) = seat_call(&table, 1, 2, "take", json!({ "code": code })).await;
    assert_eq!(status, 409, "{answer}");
    assert!(answer["detail"]
        .as_str()
        .unwrap()
        .contains("You already play"));
    let newcomer = app.api_user("subnew").await;
    let take = format!("/api/v1/tables/{}/seats/2/take", table.id);
    // Without a code of the table, someone who may not see it learns nothing of it: not
    // that it has started, nor its seats (the 404 of no table).
    let (status, answer) = newcomer
        .post(&take, json!({"code": "not-the-code-at-all"}))
        .await;
    assert_eq!(status, 404, "{answer}");
    assert_eq!(answer["detail"], "There is nothing at this address.");
    let (status, _) = newcomer
        .post(&take, json!({"code": code, "extra": 1}))
        .await;
    assert_eq!(status.as_u16(), 400, "strict body");
    assert_eq!(table.view(0).await.seats[2].username, "sub2");

    // The newcomer takes it: the seat's score and hand, no longer resigned.
    let old_hand = {
        let (status, view) = newcomer.post(&take, json!({ "code": code })).await;
        assert_eq!(status, 200, "{view}");
        assert_eq!(view["you"]["seat"], 2);
        assert_eq!(view["seats"][2]["username"], "subnew");
        assert_eq!(view["seats"][2]["resigned"], false);
        assert_eq!(view["seats"][2]["score"], score);
        view["you"]["hand"].as_array().unwrap().len()
    };
    assert!(old_hand > 0, "the seat's hand is the newcomer's");
    // The code is used up, and the old player still sees the table (it is not public), as a
    // spectator: no hand, the rounds they played.
    let other = app.api_user("subother").await;
    let (status, _) = other.post(&take, json!({ "code": code })).await;
    assert_eq!(status, 404, "the code opens nothing any more");
    let old_view = table.view(2).await;
    assert!(old_view.you.is_none(), "{old_view:?}");
    assert_eq!(table.rounds(2).await.len(), 2);

    // The newcomer plays in seat 2 until the game ends.
    table.players[2] = newcomer;
    for _ in 0..400 {
        if !table.one_move("on").await {
            break;
        }
    }
    let end = table.view(2).await;
    assert_eq!(end.status, Status::Finished);
    assert!(end.you.is_some());

    // Who played which rounds.
    let (status, list) = table.players[0].get(&table.path("substitutions")).await;
    assert_eq!(status, 200);
    assert_eq!(
        list,
        json!([{"seat": 2, "previous": "sub2", "name": "subnew", "from_round": 3}])
    );
    // Too late now: the game is over.
    let (status, _) = seat_call(&table, 0, 2, "offer", json!({})).await;
    assert_eq!(status, 409);
}

#[tokio::test]
async fn the_host_offers_a_seat_on_the_table_page_and_a_newcomer_takes_it_from_the_link() {
    let app = TestApp::spawn().await;
    let table = table_with_a_resigned_seat(&app, "pag").await;
    let page = format!("/tables/{}", table.id);
    let host = app.signed_in("pag0").await;
    let player = app.signed_in("pag1").await;

    let html = host.page(&page).await;
    let action = format!("/tables/{}/seats/2/offer", table.id);
    assert!(html.contains(&action), "{html}");
    assert!(html.contains("seat to someone else"), "{html}");
    let seen_by_player = player.page(&page).await;
    assert!(!seen_by_player.contains(&action), "only the host offers");

    let res = host.post(&html, &action, &[]).await;
    assert_eq!(res.status(), 200);
    assert_eq!(res.headers()["cache-control"], "no-store");
    let offered = res.text().await.unwrap();
    let path = link(&offered, &format!("/tables/{}/take/2/", table.id));

    // The invitation shows the seat's score and round, and no card.
    let newcomer = app.person("pagnew").await;
    let invitation = newcomer.page(&path).await;
    assert!(invitation.contains("Take the seat"), "{invitation}");
    assert!(invitation.contains("play on in pag2"), "{invitation}");
    assert!(
        !invitation.contains("/cards/"),
        "no card before the seat is taken"
    );
    let (status, _) = newcomer
        .get(&format!("/tables/{}/take/2/wrong-code-here", table.id))
        .await;
    assert_eq!(status, 404);

    // Someone seated is told why on the invitation itself.
    let res = player.post(&seen_by_player, &path, &[]).await;
    assert_eq!(res.status(), 409);
    assert!(res
        .text()
        .await
        .unwrap()
        .contains("You already play at this table"));

    let res = newcomer.post(&invitation, &path, &[]).await;
    assert_eq!(res.status(), 303);
    assert_eq!(res.headers()["location"], page);
    let at_table = newcomer.page(&page).await;
    assert!(
        at_table.contains("/cards/"),
        "the seat's hand is theirs now"
    );
    // The link is used up.
    let (status, _) = newcomer.get(&path).await;
    assert_eq!(status, 404);

    // The history says who played which rounds.
    let history = host.page(&format!("/tables/{}/history", table.id)).await;
    assert!(
        history.contains("pag2 played rounds 1–2 in this seat; Pagnew plays it from round 3."),
        "{history}"
    );
}

#[tokio::test]
async fn whoever_holds_the_invite_code_watches_a_started_table_that_is_not_public() {
    let app = TestApp::spawn().await;
    let options = json!({"ruleset": "classic", "public": false});
    let table = app.start_table("wat", 3, options).await;
    let code = table.view(0).await.code;
    let path = table.path("");
    let watch = table.path("watch");
    let outsider = app.api_user("watcher").await;
    assert_eq!(outsider.get(&path).await.0, 404, "not public: unseen");

    let (status, _) = outsider.post(&watch, json!({"code": "wrongcod"})).await;
    assert_eq!(status, 404);
    // Before the start the code is for joining.
    let host = &table.players[0];
    let open = host.create_table(json!({"ruleset": "classic"})).await;
    let (status, answer) = outsider
        .post(
            &format!("/api/v1/tables/{}/watch", open.id),
            json!({ "code": open.code }),
        )
        .await;
    assert_eq!(status, 409, "{answer}");

    let before = table.view(0).await.version;
    let (status, view) = outsider.post(&watch, json!({ "code": code })).await;
    assert_eq!(status, 200, "{view}");
    assert!(view["you"].is_null(), "a spectator: no seat, no hand");
    assert!(table.view(0).await.version > before, "through play::act");
    let (status, view) = outsider.get(&path).await;
    assert_eq!(status, 200);
    assert!(view["you"].is_null());
    assert_eq!(outsider.get(&table.path("rounds")).await.0, 200);

    // The same from the invite page, for people.
    let person = app.person("watchpage").await;
    let invite = person.page(&format!("/t/{code}")).await;
    assert!(invite.contains("Watch this table"), "{invite}");
    let res = person.post(&invite, &format!("/t/{code}/watch"), &[]).await;
    assert_eq!(res.status(), 303);
    let page = format!("/tables/{}", table.id);
    assert_eq!(res.headers()["location"], page);
    let html = person.page(&page).await;
    assert!(html.contains("You are watching this table."), "{html}");
}
