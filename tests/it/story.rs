//! The storyteller's note: given with the clue, shown nowhere before its round is scored, then
//! in the reveal, the history, the feeds and the JSON.

use serde_json::json;

use crate::feeds::new_feed;
use crate::helpers::{as_files, pngs, Move, Person, Status, TestApp};

const NOTE: &str = "what I meant was the moon behind the door";

/// Everything the players (as their seats, pages and feeds) and a spectator read of the table
/// now, each with where it came from.
async fn everything_read(
    app: &TestApp,
    table: &crate::helpers::Table,
    people: &[Person],
    feeds: &[String],
) -> Vec<(String, String)> {
    let mut read = Vec::new();
    for (seat, player) in table.players.iter().enumerate() {
        for what in ["", "rounds"] {
            let (status, body) = player.get(&table.path(what)).await;
            assert_eq!(status, 200);
            read.push((format!("seat {seat} {what}"), body.to_string()));
        }
    }
    for person in people {
        for path in [
            format!("/tables/{}", table.id),
            format!("/tables/{}/history", table.id),
        ] {
            read.push((
                format!("{path} as {}", person.name),
                person.page(&path).await,
            ));
        }
    }
    for path in feeds {
        let res = reqwest::get(app.url(path)).await.unwrap();
        assert_eq!(res.status(), 200);
        read.push((path.clone(), res.text().await.unwrap()));
    }
    read
}

#[tokio::test]
async fn the_note_shows_nowhere_before_the_round_is_scored_and_everywhere_after() {
    let app = TestApp::spawn().await;
    let body = json!({"ruleset": "2021", "first_storyteller": "host", "public": true});
    let table = app.start_table("note", 3, body).await;
    let spectator = app.api_user("noteseer").await;
    let mut people = Vec::new();
    let mut feeds = Vec::new();
    for name in ["note0", "note1", "note2", "noteseer"] {
        let person = app.signed_in(name).await;
        if name != "noteseer" {
            feeds.push(new_feed(&person).await);
        }
        people.push(person);
    }
    let view_path = table.path("");
    let spectator_view = || spectator.get(&view_path);

    // Too long: refused with a clear problem, and nothing changes.
    let hand = table.view(0).await.hand();
    let long = "n".repeat(301);
    let (status, problem) = table
        .post(
            0,
            "clue",
            json!({"clue": "a door", "card": hand[0], "note": long}),
        )
        .await;
    assert_eq!(status, 422, "{problem}");
    assert!(
        problem["detail"]
            .as_str()
            .unwrap()
            .contains("301 characters"),
        "{problem}"
    );
    assert_eq!(table.view(0).await.clue, None);

    // The clue with its note: the storyteller's own answer does not show it either.
    let (status, answer) = table
        .post(
            0,
            "clue",
            json!({"clue": "a door", "card": hand[0], "note": format!(" {NOTE}\n")}),
        )
        .await;
    assert_eq!(status, 200, "{answer}");
    assert!(!answer.to_string().contains(NOTE));
    let mut round = 1;
    loop {
        let (status, seen) = spectator_view().await;
        assert_eq!(status, 200);
        assert!(!seen.to_string().contains(NOTE), "spectator: {seen}");
        for (place, text) in everything_read(&app, &table, &people, &feeds).await {
            assert!(
                !text.contains(NOTE),
                "{place} shows the note before the reveal"
            );
        }
        assert!(table.one_move("next").await);
        let view = table.view(0).await;
        if view.round != round {
            break;
        }
        round = view.round;
    }

    // Scored: the note is in the reveal, the history, the feeds and the JSON.
    let (_, seen) = spectator_view().await;
    assert_eq!(seen["last_round"]["note"], NOTE, "{seen}");
    let (_, rounds) = table.players[1].get(&table.path("rounds")).await;
    assert_eq!(rounds[0]["note"], NOTE);
    for (place, text) in everything_read(&app, &table, &people, &feeds).await {
        assert!(text.contains(NOTE), "{place} shows the note once scored");
    }
}

/// The table page's clue form takes the note too, and says why a note is too long.
#[tokio::test]
async fn the_clue_form_takes_a_note() {
    let app = TestApp::spawn().await;
    let body = json!({"ruleset": "2021", "first_storyteller": "host"});
    let table = app.start_table("form", 3, body).await;
    let host = app.signed_in("form0").await;
    let page = format!("/tables/{}", table.id);
    let html = host.page(&page).await;
    assert!(html.contains("Note, shown after the reveal"), "{html}");
    let card = table.view(0).await.hand()[0].to_string();
    let long = "é".repeat(301);
    let fields = [
        ("clue", "a door"),
        ("card", card.as_str()),
        ("note", long.as_str()),
    ];
    let res = host.form(&page, &format!("{page}/clue"), &fields).await;
    let refused = host.refusal(res, &page).await;
    assert!(
        refused.contains("The note is 301 characters long"),
        "{refused}"
    );
    assert!(refused.contains(&long), "the note is kept in the form");

    let fields = [("clue", "a door"), ("card", card.as_str()), ("note", NOTE)];
    let res = host.form(&page, &format!("{page}/clue"), &fields).await;
    assert_eq!(res.status(), 303);
    assert!(!host.page(&page).await.contains(NOTE));
    while table.view(0).await.round == 1 {
        assert!(table.one_move("next").await);
    }
    let html = host.page(&page).await;
    assert!(html.contains(NOTE), "the reveal shows the note: {html}");
    assert!(html.contains("class=\"note\""), "{html}");
}

/// Plays a started table to its end: each round's storyteller tells "clue of round N" with
/// the note "note of round N", the others make the first move they may. The number of rounds
/// scored.
pub(crate) async fn play_to_the_end_with_notes(table: &crate::helpers::Table) -> u32 {
    for _ in 0..2_000 {
        let view = table.view(0).await;
        if view.status == Status::Finished {
            return table.rounds(0).await.len() as u32;
        }
        let teller = view.storyteller.unwrap_or(0);
        let told = table.view(teller).await;
        if told.awaited_move() == Some(Move::Clue) {
            let n = told.round;
            let card = told.hand()[0];
            let body = json!({"clue": format!("clue of round {n}"), "card": card,
                "note": format!("note of round {n}")});
            table.play(teller, "clue", body).await;
        } else {
            assert!(table.one_move("unused").await);
        }
    }
    panic!("the game did not end");
}

#[tokio::test]
async fn the_storybook_of_a_finished_table_tells_every_round_to_those_who_may_see_it() {
    let app = TestApp::spawn().await;
    let body = json!({"ruleset": "2021", "first_storyteller": "host", "target_score": 10});
    let table = app.start_table("book", 3, body).await;
    let player = app.signed_in("book1").await;
    app.api_user("bookout").await;
    let outsider = app.signed_in("bookout").await;
    let path = format!("/tables/{}/storybook", table.id);

    // Not before the end: a clear page.
    let (status, html) = player.get(&path).await;
    assert_eq!(status, 409, "{html}");
    assert!(html.contains("The storybook is ready once the game is over."));
    assert!(!player
        .page(&format!("/tables/{}", table.id))
        .await
        .contains(&path));

    let rounds = play_to_the_end_with_notes(&table).await;
    assert!(rounds >= 2, "{rounds} rounds");
    // A private table: an outsider may not even know it is there.
    assert_eq!(outsider.get(&path).await.0, 404);
    for page in ["", "/history"] {
        let html = player.page(&format!("/tables/{}{page}", table.id)).await;
        assert!(
            html.contains(&format!("href=\"{path}\"")),
            "a link on {page}"
        );
        assert!(html.contains("Download the storybook"));
    }

    let res = player.client.get(player.url(&path)).send().await.unwrap();
    assert_eq!(res.status(), 200);
    assert_eq!(
        res.headers()["content-disposition"],
        format!("attachment; filename=\"fabula-table-{}.html\"", table.id)
    );
    assert!(res.headers()["content-type"]
        .to_str()
        .unwrap()
        .starts_with("text/html"));
    let book = res.text().await.unwrap();
    assert!(!book.contains("<script"), "no script at all");
    assert!(
        !book.contains("src=\"/") && !book.contains("href=\"/"),
        "nothing to fetch"
    );
    assert!(book.contains("Final scores") && book.contains("@media print"));
    for n in 1..=rounds {
        assert!(
            book.contains(&format!("clue of round {n}")),
            "round {n}'s clue"
        );
        assert!(
            book.contains(&format!("note of round {n}")),
            "round {n}'s note"
        );
    }
    let pictures = book.matches("<img src=\"data:image/").count();
    let boards: usize = table.rounds(1).await.iter().map(|r| r.board.len()).sum();
    assert_eq!(pictures, boards, "every card of every board, embedded");

    // In the reader's language: the one they chose with the footer's switch.
    player.get("/lang/es?next=/").await;
    let (_, book) = player.get(&path).await;
    assert!(book.contains("Puntuación final") && book.contains("lang=\"es\""));
    assert!(!book.contains(fabula::i18n::MISSING_MARK));
}

/// A private deck's pictures go into its players' storybook, embedded as the JPEGs they are.
#[tokio::test]
async fn the_storybook_embeds_a_private_decks_pictures_for_its_players() {
    let app = TestApp::spawn().await;
    let owner = app.api_user("shelf0").await;
    let deck = owner.new_deck("Shelf", false).await;
    let pictures = pngs("shelf", 30, 500);
    assert_eq!(owner.upload_ok(deck, &as_files(&pictures)).await.len(), 30);
    let body =
        json!({"ruleset": "2021", "deck": deck, "first_storyteller": "host", "target_score": 10});
    let table = app.start_table_hosted_by(owner, "shelf", 3, body).await;
    let rounds = play_to_the_end_with_notes(&table).await;
    let player = app.signed_in("shelf2").await;
    let book = player
        .page(&format!("/tables/{}/storybook", table.id))
        .await;
    let boards: usize = table.rounds(2).await.iter().map(|r| r.board.len()).sum();
    assert!(rounds >= 1 && boards > 0);
    assert_eq!(
        book.matches("<img src=\"data:image/jpeg;base64,").count(),
        boards,
        "every uploaded picture of every board"
    );
}

/// At a public table, a spectator may download the storybook too.
#[tokio::test]
async fn a_spectator_of_a_public_table_downloads_its_storybook() {
    let app = TestApp::spawn().await;
    let body =
        json!({"ruleset": "2021", "first_storyteller": "host", "target_score": 10, "public": true});
    let table = app.start_table("open", 3, body).await;
    play_to_the_end_with_notes(&table).await;
    app.api_user("openseer").await;
    let spectator = app.signed_in("openseer").await;
    let book = spectator
        .page(&format!("/tables/{}/storybook", table.id))
        .await;
    assert!(book.contains("clue of round 1") && book.contains("note of round 1"));
}
