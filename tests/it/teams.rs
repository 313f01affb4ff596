//! Teams before the start: partners by the order players sit down, kept when someone leaves,
//! paired otherwise by the host (through the API and the table page's form), and exactly those
//! partners in the game.

use std::collections::{BTreeMap, BTreeSet};

use reqwest::Method;
use serde_json::{json, Value};

use crate::helpers::{has_form, inputs, ApiClient, Move, Phase, Status, Table, TableView, TestApp};
use crate::play_html::{create_table, join_by_invite, start};

/// Each username's team, as `view` shows it.
fn teams_of(view: &TableView) -> BTreeMap<String, Option<usize>> {
    view.seats
        .iter()
        .map(|s| (s.username.clone(), s.team))
        .collect()
}

/// The pairs of usernames that share a team in `view`, each pair and the list sorted.
fn partners(view: &TableView) -> BTreeSet<(String, String)> {
    let mut by_team: BTreeMap<usize, Vec<String>> = BTreeMap::new();
    for s in &view.seats {
        by_team
            .entry(s.team.expect("every seat has a team"))
            .or_default()
            .push(s.username.clone());
    }
    by_team
        .into_values()
        .map(|mut pair| {
            assert_eq!(pair.len(), 2, "a team is two players: {pair:?}");
            pair.sort();
            (pair[0].clone(), pair[1].clone())
        })
        .collect()
}

fn pair(a: &str, b: &str) -> (String, String) {
    let (a, b) = if a < b { (a, b) } else { (b, a) };
    (a.to_string(), b.to_string())
}

/// A host and `others` accounts named `{prefix}0` (the host), `{prefix}1`, …, and the host's
/// new table with `ruleset`, at which the first `seated` of the others sit down in turn.
async fn open_table(
    app: &TestApp,
    prefix: &str,
    others: usize,
    seated: usize,
    ruleset: &str,
) -> (TableView, ApiClient, Vec<ApiClient>) {
    let host = app.api_user(&format!("{prefix}0")).await;
    let mut players = Vec::new();
    for i in 1..=others {
        players.push(app.api_user(&format!("{prefix}{i}")).await);
    }
    let body = json!({"ruleset": ruleset, "first_storyteller": "host"});
    let table = host.create_table(body).await;
    for p in &players[..seated] {
        p.join(&table).await;
    }
    (table, host, players)
}

#[tokio::test]
async fn players_pair_up_in_the_order_they_sit_down_and_keep_their_teams_when_someone_leaves() {
    let app = TestApp::spawn().await;
    let (table, host, players) = open_table(&app, "tj", 6, 5, "teams").await;
    assert_eq!(table.seats[0].team, Some(0), "the host is in team 0");
    assert!(table.allows(Move::Teams), "the host may pair the teams");
    let seen = players[2].table(table.id).await;
    assert!(!seen.allows(Move::Teams), "only the host pairs");
    let expected: BTreeMap<String, Option<usize>> = [0, 0, 1, 1, 2, 2]
        .iter()
        .enumerate()
        .map(|(i, &t)| (format!("tj{i}"), Some(t)))
        .collect();
    assert_eq!(
        teams_of(&seen),
        expected,
        "everyone sees the teams before the start"
    );

    // tj1 (the host's partner) leaves: the others keep their teams, the host waits alone.
    let path = format!("/api/v1/tables/{}/leave", table.id);
    let (status, _) = players[0].call(Method::POST, &path, None).await;
    assert_eq!(status, 200);
    let after = host.table(table.id).await;
    let mut kept = expected.clone();
    kept.remove("tj1");
    assert_eq!(teams_of(&after), kept, "leaving changes nobody else's team");
    // The next to join is the host's partner.
    players[5].join(&table).await;
    let full = host.table(table.id).await;
    assert_eq!(full.seats.last().unwrap().team, Some(0));

    let started = host.start(table.id).await;
    assert_eq!(started.status, Status::Playing);
    assert_eq!(started.seats[0].username, "tj0", "the host keeps seat 0");
    assert_eq!(
        partners(&started),
        BTreeSet::from([pair("tj0", "tj6"), pair("tj2", "tj3"), pair("tj4", "tj5")]),
        "the game plays with the teams as they were paired"
    );
    // Partners sit opposite: the rules' own pairing gives the same partners.
    for s in &started.seats[..3] {
        assert_eq!(started.seats[s.seat + 3].team, s.team, "seat {}", s.seat);
    }
}

#[tokio::test]
async fn the_host_pairs_the_teams_and_the_game_has_exactly_those_partners() {
    let app = TestApp::spawn().await;
    let (table, host, players) = open_table(&app, "tp", 5, 5, "teams").await;
    let path = format!("/api/v1/tables/{}/teams", table.id);
    let before = host.table(table.id).await;

    // Refusals, each with its sentence; none writes anything.
    let refusals: [(&ApiClient, Value, u16, &str); 8] = [
        (
            &players[0],
            json!({"pairs": [[0, 3], [1, 5], [2, 4]]}),
            403,
            "Only the host",
        ),
        (
            &host,
            json!({"pairs": [[0, 1, 2], [3, 4, 5]]}),
            422,
            "two players",
        ),
        (
            &host,
            json!({"pairs": [[0, 1], [2], [3, 4, 5]]}),
            422,
            "two players",
        ),
        (
            &host,
            json!({"pairs": [[0, 1], [2, 3]]}),
            422,
            "tp4 has no partner",
        ),
        (
            &host,
            json!({"pairs": [[0, 1], [1, 2], [3, 4]]}),
            422,
            "tp1 is in two teams",
        ),
        (
            &host,
            json!({"pairs": [[0, 1], [2, 3], [4, 9]]}),
            422,
            "no seat 9",
        ),
        (
            &host,
            json!({"pairs": [[0, 1], [2, 3], [4, 5]], "more": 1}),
            400,
            "",
        ),
        (&host, json!({"teams": [0, 0, 1, 1, 2, 2]}), 400, ""),
    ];
    for (who, body, status, sentence) in refusals {
        let (got, answer) = who.post(&path, body.clone()).await;
        assert_eq!(got.as_u16(), status, "{body}: {answer}");
        let detail = answer["detail"].as_str().unwrap_or_default();
        assert!(detail.contains(sentence), "{body}: {detail}");
    }
    assert_eq!(host.table(table.id).await, before, "refusals write nothing");

    let (status, answer) = host
        .post(&path, json!({"pairs": [[0, 3], [5, 1], [2, 4]]}))
        .await;
    assert_eq!(status, 200, "{answer}");
    let paired: TableView = serde_json::from_value(answer).unwrap();
    assert_eq!(paired.version, before.version + 1);
    let teams: Vec<Option<usize>> = paired.seats.iter().map(|s| s.team).collect();
    assert_eq!(
        teams,
        [0, 1, 2, 0, 2, 1].map(Some),
        "numbered by their first seat"
    );
    let wanted = BTreeSet::from([pair("tp0", "tp3"), pair("tp1", "tp5"), pair("tp2", "tp4")]);
    assert_eq!(partners(&paired), wanted);

    let started = host.start(table.id).await;
    assert_eq!(
        partners(&started),
        wanted,
        "the game keeps the host's pairs"
    );
    let (status, _) = host
        .post(&path, json!({"pairs": [[0, 1], [2, 3], [4, 5]]}))
        .await;
    assert_eq!(status, 409, "no pairing once started");

    // The players by seat, to play a round up to the vote.
    let mut by_name: BTreeMap<String, ApiClient> = players
        .into_iter()
        .enumerate()
        .map(|(i, p)| (format!("tp{}", i + 1), p))
        .collect();
    by_name.insert("tp0".into(), host);
    let game = Table {
        id: table.id,
        players: started
            .seats
            .iter()
            .map(|s| by_name.remove(&s.username).unwrap())
            .collect(),
    };
    let partner = |seat: usize| (seat + 3) % 6;
    assert_eq!(game.play_clue(0, "a tide").await.0, 200);
    // The storyteller's partner, and one member of each other team (the first seated).
    for seat in [3, 1, 2] {
        let (status, answer) = game.submit_first(seat, 1).await;
        assert_eq!(status, 200, "seat {seat}: {answer}");
    }
    let views = game.views().await;
    assert_eq!(views[0].phase, Some(Phase::Vote));
    for (seat, view) in views.iter().enumerate() {
        let mine: BTreeSet<i64> = view
            .board
            .as_ref()
            .unwrap()
            .iter()
            .filter(|b| b.mine)
            .map(|b| b.card.id)
            .collect();
        let ours: BTreeSet<i64> = view
            .you()
            .submitted
            .iter()
            .chain(&views[partner(seat)].you().submitted)
            .copied()
            .collect();
        assert_eq!(
            mine, ours,
            "seat {seat} sees its own and its partner's cards marked"
        );
        assert!(!ours.is_empty(), "every team has a card on the board");
    }
}

#[tokio::test]
async fn only_a_teams_table_has_teams() {
    let app = TestApp::spawn().await;
    let (table, host, _) = open_table(&app, "tc", 2, 2, "classic").await;
    let view = host.table(table.id).await;
    assert!(view.seats.iter().all(|s| s.team.is_none()));
    assert!(!view.allows(Move::Teams));
    let path = format!("/api/v1/tables/{}/teams", table.id);
    let (status, answer) = host.post(&path, json!({"pairs": [[0, 1]]})).await;
    assert_eq!(status, 409, "{answer}");
    assert!(answer["detail"].as_str().unwrap().contains("Teams table"));
}

#[tokio::test]
async fn the_host_pairs_the_teams_on_the_table_page() {
    let app = TestApp::spawn().await;
    let names = ["ana", "bea", "cai", "dan", "eva", "fay"];
    let mut people = Vec::new();
    for name in names {
        people.push(app.person(name).await);
    }
    let (ana, others) = people.split_first().unwrap();
    let table = create_table(ana, "teams", false).await;
    let others: Vec<_> = others.iter().collect();
    join_by_invite(&table, ana, &others).await;
    let action = format!("{table}/teams");
    let api = format!("/api/v1{table}");

    // Everyone sees who plays with whom; only the host has the form.
    let bea_page = others[0].page(&table).await;
    for line in [
        "Team 1: <bdi>Ana</bdi> and <bdi>Bea</bdi>",
        "Team 2: <bdi>Cai</bdi> and <bdi>Dan</bdi>",
        "Team 3: <bdi>Eva</bdi> and <bdi>Fay</bdi>",
    ] {
        assert!(bea_page.contains(line), "{line}");
    }
    assert!(!has_form(&bea_page, &action), "only the host pairs");
    let page = ana.page(&table).await;
    assert!(has_form(&page, &action), "the host's form");
    assert_eq!(
        inputs(&page, "player"),
        names,
        "one line per player, in seat order"
    );
    let before: TableView = ana.api(&api).await;

    let form = |teams: [&'static str; 6]| -> Vec<(&'static str, &'static str)> {
        names
            .iter()
            .zip(teams)
            .flat_map(|(&name, team)| [("player", name), ("team", team)])
            .collect()
    };
    // A non-host cannot; a team of three, or a player missing from the form, is refused.
    let res = others[0]
        .post(&bea_page, &action, &form(["1", "2", "3", "1", "3", "2"]))
        .await;
    let refused = others[0].refusal(res, &table).await;
    assert!(refused.contains("Only the host can pair the teams."));
    let res = ana
        .post(&page, &action, &form(["1", "1", "1", "2", "2", "3"]))
        .await;
    let refused = ana.refusal(res, &table).await;
    assert!(refused.contains("Each team is two players."));
    let mut short = form(["1", "2", "3", "1", "3", "2"]);
    short.truncate(10);
    let res = ana.post(&page, &action, &short).await;
    let refused = ana.refusal(res, &table).await;
    assert!(refused.contains("Someone joined or left meanwhile"));
    assert_eq!(
        ana.api::<TableView>(&api).await,
        before,
        "refusals write nothing"
    );

    let res = ana
        .post(&page, &action, &form(["1", "2", "3", "1", "3", "2"]))
        .await;
    assert_eq!(res.status(), 303);
    let page = ana.page(&table).await;
    for line in [
        "Team 1: <bdi>Ana</bdi> and <bdi>Dan</bdi>",
        "Team 2: <bdi>Bea</bdi> and <bdi>Fay</bdi>",
        "Team 3: <bdi>Cai</bdi> and <bdi>Eva</bdi>",
    ] {
        assert!(page.contains(line), "{line}");
    }
    assert!(page.contains("<option value=\"1\" selected>Team 1</option>"));

    start(&table, ana).await;
    let view: TableView = ana.api(&api).await;
    assert_eq!(
        partners(&view),
        BTreeSet::from([pair("ana", "dan"), pair("bea", "fay"), pair("cai", "eva")])
    );
    let page = others[2].page(&table).await;
    assert!(!has_form(&page, &action), "no pairing once started");
    for line in [
        "Team 1: <bdi>Ana</bdi> and <bdi>Dan</bdi>",
        "Team 2: <bdi>Bea</bdi> and <bdi>Fay</bdi>",
        "Team 3: <bdi>Cai</bdi> and <bdi>Eva</bdi>",
    ] {
        assert!(page.contains(line), "the pairs after the start: {line}");
    }
}
