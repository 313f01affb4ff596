//! What the table page says to its reader, read by the host, another player and a spectator:
//! "you" where it is about them, plural where they play two cards or vote twice, the
//! deadline said once, and the host's extra time fitting the table's time limit.

use serde_json::json;

use crate::helpers::{has_form, inputs, Person, Table, TestApp};
use crate::play_html::{create_table, join_by_invite, start};

/// How many times `needle` stands in `html`.
fn times(html: &str, needle: &str) -> usize {
    html.matches(needle).count()
}

/// `person` sends the form of `what` (clue, submit, vote) on the table page with the first
/// `count` choices it offers under `field`.
async fn send(
    person: &Person,
    table: &str,
    what: &str,
    field: &str,
    count: usize,
    extra: &[(&str, &str)],
) {
    let html = person.page(table).await;
    let choices = inputs(&html, field);
    let mut fields: Vec<(&str, &str)> = choices[..count]
        .iter()
        .map(|c| (field, c.as_str()))
        .collect();
    fields.extend_from_slice(extra);
    let res = person
        .post(&html, &format!("{table}/{what}"), &fields)
        .await;
    assert_eq!(res.status(), 303, "{} sends the {what}", person.name);
    let page = person.page(table).await;
    assert!(
        !page.contains("class=\"error\""),
        "{what} by {}: {page}",
        person.name
    );
}

#[tokio::test]
async fn a_three_player_round_speaks_to_each_reader() {
    let app = TestApp::spawn().await;
    let ana = app.person("ana").await;
    let leo = app.person("leo").await;
    let rui = app.person("rui").await;
    let table = create_table(&ana, "classic", false).await;
    let host_page = ana.page(&table).await;
    assert!(host_page.contains("Waiting for more players before you can start."));

    join_by_invite(&table, &ana, &[&leo]).await;
    assert!(leo.page(&table).await.contains("Waiting for more players."));
    join_by_invite(&table, &ana, &[&rui]).await;
    let host_page = ana.page(&table).await;
    assert!(host_page.contains("Waiting for more players, or for you to start."));
    assert!(
        !host_page.contains("for Ana to start"),
        "the host is told as you"
    );
    let leo_page = leo.page(&table).await;
    assert!(leo_page.contains("Waiting for more players, or for Ana to start."));
    start(&table, &ana).await;

    // Round 1: whoever gives the first clue tells; Ana does.
    send(&ana, &table, "clue", "card", 1, &[("clue", "Low tide")]).await;
    let leo_page = leo.page(&table).await;
    assert!(leo_page.contains("Play 2 cards of your hand that fit the clue."));
    assert!(leo_page.contains("Waiting for: you, Rui"), "{leo_page}");
    assert!(ana
        .page(&table)
        .await
        .contains("The others are choosing their cards."));

    send(&leo, &table, "submit", "card", 2, &[]).await;
    let leo_page = leo.page(&table).await;
    assert!(leo_page.contains("Your cards are in. Waiting for the others&#39; cards."));
    assert!(leo_page.contains("Your cards this round"));
    assert!(!leo_page.contains("Your card is in"));
    // One deadline, said once at the top, for everyone.
    for page in [ana.page(&table).await, leo_page, rui.page(&table).await] {
        assert_eq!(times(&page, "class=\"deadline"), 1);
        assert_eq!(times(&page, "<time datetime"), 1);
    }

    send(&rui, &table, "submit", "card", 2, &[]).await;
    send(&leo, &table, "vote", "position", 1, &[]).await;
    let leo_page = leo.page(&table).await;
    assert!(leo_page.contains("Your vote is in. Waiting for the others."));
    assert!(leo_page.contains("Waiting for: Rui"));

    send(&rui, &table, "vote", "position", 1, &[]).await;
    // The reveal tells the storyteller about their card, the others about Ana's.
    let ana_page = ana.page(&table).await;
    assert!(ana_page.contains("found your card"), "{ana_page}");
    assert!(!ana_page.contains("Ana&#39;s card"));
    let leo_page = leo.page(&table).await;
    assert!(leo_page.contains("found Ana&#39;s card"), "{leo_page}");
}

#[tokio::test]
async fn votes_and_spectators_are_told_as_they_are() {
    let app = TestApp::spawn().await;
    let body = json!({"ruleset": "party", "first_storyteller": "host", "public": true});
    let table: Table = app.start_table("pv", 6, body).await;
    let path = format!("/tables/{}", table.id);
    let watcher = app.person("watcher").await;

    let (status, _) = table.post(0, "clue", json!({"clue": "Fog"})).await;
    assert_eq!(status, 200);
    assert!(watcher
        .page(&path)
        .await
        .contains("The players are choosing their cards."));
    for seat in 0..6 {
        assert_eq!(table.submit_first(seat, 1).await.0, 200);
    }
    // The storyteller votes and lays the red marker: two markers.
    let board = table.view(0).await.board();
    let votes = json!({"positions": [board[0].0], "red": board[1].0});
    assert_eq!(table.post(0, "vote", votes).await.0, 200);
    assert_eq!(table.vote_for_another(1).await.0, 200);

    let host = app.signed_in("pv0").await;
    let host_page = host.page(&path).await;
    assert!(host_page.contains("Your votes are in. Waiting for the others."));
    let other = app.signed_in("pv1").await;
    assert!(other
        .page(&path)
        .await
        .contains("Your vote is in. Waiting for the others."));
    let watched = watcher.page(&path).await;
    assert!(watched.contains("The players are voting."), "{watched}");
    assert!(!watched.contains("The others"));
}

#[tokio::test]
async fn the_end_says_you_win_to_the_winners() {
    let app = TestApp::spawn().await;
    let body = json!({"ruleset": "2021", "target_score": 10});
    let table: Table = app.start_table("fw", 3, body).await;
    while table.one_move("Dunes").await {}
    let view = table.view(0).await;
    let winners = view.winners.clone().unwrap();
    for seat in 0..3 {
        let person = app.signed_in(&format!("fw{seat}")).await;
        let page = person.page(&format!("/tables/{}", table.id)).await;
        let won = winners.contains(&seat);
        let says_you = page.contains("you win!") || page.contains("you share the victory with");
        assert_eq!(says_you, won, "fw{seat} (winners {winners:?})");
        assert!(
            !page.contains(&format!("fw{seat} wins!")),
            "never named to themselves"
        );
    }
}

/// The extra time the host's page offers for a time limit: the buttons' values and labels.
async fn offered(app: &TestApp, prefix: &str, limit: i32) -> Vec<(String, String)> {
    let body = json!({"ruleset": "classic", "move_time_limit_hours": limit});
    let table: Table = app.start_table(prefix, 3, body).await;
    let path = format!("/tables/{}", table.id);
    let extend = format!("{path}/extend");
    let other = app.signed_in(&format!("{prefix}1")).await;
    assert!(
        !has_form(&other.page(&path).await, &extend),
        "only the host"
    );
    let host = app.signed_in(&format!("{prefix}0")).await;
    let page = host.page(&path).await;
    if !has_form(&page, &extend) {
        return Vec::new();
    }
    let buttons: Vec<(String, String)> = page
        .split("<button type=\"submit\" name=\"hours\" value=\"")
        .skip(1)
        .map(|rest| {
            let (value, rest) = rest.split_once('"').unwrap();
            let label = rest.split_once('>').unwrap().1.split('<').next().unwrap();
            (value.to_string(), label.to_string())
        })
        .collect();
    // The server takes each one: the deadline moves on by as much.
    for (hours, _) in &buttons {
        let before = table.view(0).await.deadline.unwrap();
        let res = host.post(&page, &extend, &[("hours", hours)]).await;
        assert_eq!(res.status(), 303);
        let after = table.view(0).await.deadline.unwrap();
        let hours: i64 = hours.parse().unwrap();
        assert_eq!(after - before, chrono::Duration::hours(hours), "{prefix}");
    }
    buttons
}

#[tokio::test]
async fn the_host_is_offered_extra_time_that_fits_the_time_limit() {
    let app = TestApp::spawn().await;
    let pairs = |list: &[(&str, &str)]| -> Vec<(String, String)> {
        list.iter()
            .map(|(v, l)| (v.to_string(), l.to_string()))
            .collect()
    };
    assert_eq!(
        offered(&app, "xa", 1).await,
        pairs(&[("1", "+1 h"), ("3", "+3 h")])
    );
    assert_eq!(
        offered(&app, "xb", 48).await,
        pairs(&[("24", "+1 day"), ("48", "+2 days")])
    );
    assert_eq!(
        offered(&app, "xc", 168).await,
        pairs(&[("24", "+1 day"), ("72", "+3 days")])
    );
    assert_eq!(
        offered(&app, "xd", 0).await,
        Vec::new(),
        "no time limit, no extra time"
    );
}
