//! The forms of a game as a person uses them in a real browser: the create form shows only the
//! options of the chosen ruleset, with and without JavaScript; a refused vote comes back to the
//! table (303) saying why, once; and a vote made with the keyboard alone is sent only by its
//! button, never by an Enter on a card.

use serde_json::{json, Value};

use super::accounts::register;
use super::{skipped, start_from_the_form, Browser, CREATE};
use crate::helpers::view::Phase;
use crate::helpers::TestApp;

const VOTE: &str = "#vote-form";

/// Whether the element `css` takes room on the page (not hidden by the stylesheet).
fn visible(css: &str) -> String {
    format!(
        "var e = document.querySelector(\"{css}\"); return e !== null && e.offsetParent !== null;"
    )
}

/// The option fields each ruleset shows: (target score, storyteller turns).
const OPTIONS: [(&str, bool, bool); 5] = [
    ("classic", false, false),
    ("2021", true, false),
    ("odyssey", true, false),
    ("party", false, true),
    ("teams", false, true),
];

async fn options_follow_the_ruleset(b: &Browser, how: &str) {
    for (ruleset, score, turns) in OPTIONS {
        b.click(&format!("{CREATE} input[name=ruleset][value='{ruleset}']"))
            .await;
        let shown = |css: &str| {
            let script = visible(&format!("{CREATE} {css}"));
            async move { b.execute(&script).await }
        };
        assert_eq!(
            shown(".opt-score input").await,
            json!(score),
            "{how}: target score for {ruleset}"
        );
        assert_eq!(
            shown(".opt-turns input").await,
            json!(turns),
            "{how}: storyteller turns for {ruleset}"
        );
    }
}

/// The first `n` card ids of the caller's hand.
fn hand(view: &Value, n: usize) -> Vec<i64> {
    view["you"]["hand"]
        .as_array()
        .expect("a hand")
        .iter()
        .take(n)
        .map(|c| c["id"].as_i64().expect("a card id"))
        .collect()
}

#[tokio::test]
async fn forms_show_what_applies_refuse_with_a_reason_and_vote_only_on_purpose() {
    if skipped("forms_show_what_applies_refuse_with_a_reason_and_vote_only_on_purpose") {
        return;
    }
    let app = TestApp::spawn().await;
    let ana = Browser::open(&app.address).await;
    register(&ana, "ana", "Ana").await;

    // The create form: only the options of the chosen ruleset, with JavaScript and without.
    ana.goto("/").await;
    ana.wait_for(CREATE).await;
    options_follow_the_ruleset(&ana, "with JavaScript").await;
    ana.scripts(false).await;
    ana.goto("/").await;
    ana.wait_for(CREATE).await;
    options_follow_the_ruleset(&ana, "without JavaScript").await;
    ana.scripts(true).await;
    ana.goto("/").await;
    ana.click(&format!("{CREATE} input[name=ruleset][value='classic']"))
        .await;
    // Leo and Rui join by the API; Ana starts; Leo tells, Rui and Ana play their two cards.
    let (table, id, joiners) = start_from_the_form(&app, &ana, &["leo", "rui"]).await;
    let (leo, rui) = (&joiners[0], &joiners[1]);
    let path = |what: &str| format!("/api/v1/tables/{id}{what}");
    let ana_api = app.api_client_of("ana").await;
    let (_, view) = leo.get(&path("")).await;
    let clue = json!({"clue": "Tides", "card": hand(&view, 1)[0]});
    assert_eq!(leo.post(&path("/clue"), clue).await.0, 200);
    for player in [rui, &ana_api] {
        let (_, view) = player.get(&path("")).await;
        let cards = json!({"cards": hand(&view, 2)});
        assert_eq!(player.post(&path("/submit"), cards).await.0, 200);
    }

    // A vote for her own card, forced past the page's disabled button: the server refuses it,
    // and the table says why, once, after a redirect to its own address.
    ana.goto(&table).await;
    ana.wait_for(VOTE).await;
    let forced = ana
        .execute(
            "var own = document.querySelector('#vote-form input[name=position]:disabled'); \
             if (!own) return false; own.disabled = false; own.checked = true; return true;",
        )
        .await;
    assert_eq!(forced, json!(true), "her own card is there, and barred");
    ana.submit(VOTE).await;
    assert_eq!(ana.path().await, table, "back at the table's address");
    let refusal = ana.text_of("main .error[role=alert]").await;
    assert!(refusal.contains("your own"), "{refusal}");
    ana.screenshots("vote-refused").await;
    ana.goto(&table).await;
    ana.wait_for(VOTE).await;
    assert!(!ana.has("main .error[role=alert]").await, "said once");

    // With the keyboard alone: the arrow keys move between the cards, Enter on a card sends
    // no vote; the vote goes with its button.
    let first = "#vote-form input[name=position]:not(:disabled)";
    let checked = "#vote-form input[name=position]:checked";
    ana.execute(&format!("document.querySelector('{first}').focus();"))
        .await;
    ana.execute("window.fabulaSamePage = true;").await;
    ana.press(first, "\u{E014}").await; // the right arrow
    let after_arrow = ana
        .execute(&format!(
            "return [window.fabulaSamePage === true, document.querySelector('{checked}') !== null];"
        ))
        .await;
    assert_eq!(after_arrow, json!([true, true]), "the arrow chose a card");
    ana.press(checked, "\u{E007}").await; // Enter
    let (_, view) = ana_api.get(&path("")).await;
    assert_eq!(view["phase"], "vote", "{view}");
    assert_eq!(
        view["you"]["votes"],
        json!([]),
        "Enter on a card sends no vote"
    );
    let stayed = ana
        .execute(&format!(
            "return [window.fabulaSamePage === true, document.querySelector('{checked}') !== null];"
        ))
        .await;
    assert_eq!(
        stayed,
        json!([true, true]),
        "Enter kept the page and the card"
    );

    // Without JavaScript, such an Enter comes back as the form with the card chosen, no vote.
    ana.scripts(false).await;
    ana.goto(&table).await;
    ana.wait_for(VOTE).await;
    ana.execute(&format!("document.querySelector('{first}').focus();"))
        .await;
    ana.press(first, "\u{E014}").await;
    ana.execute("window.fabulaPageBefore = true;").await;
    ana.press(checked, "\u{E007}").await;
    ana.wait_until(
        "the form again, a card chosen",
        &format!(
            "return !window.fabulaPageBefore && document.querySelector('{checked}') !== null;"
        ),
    )
    .await;
    let (_, view) = ana_api.get(&path("")).await;
    assert_eq!(
        view["you"]["votes"],
        json!([]),
        "no vote without JavaScript either"
    );
    ana.scripts(true).await;
    ana.goto(&table).await;
    ana.wait_for(VOTE).await;
    ana.execute(&format!("document.querySelector('{first}').focus();"))
        .await;
    ana.press(first, "\u{E014}").await;
    let chosen = ana
        .execute("return document.querySelector('#vote-form input[name=position]:checked').value;")
        .await;
    ana.execute("window.fabulaPageBefore = true;").await;
    ana.press("#vote-form button.big", "\u{E007}").await; // Enter on the button
    ana.wait_until(
        "the table again, with the vote",
        "return !window.fabulaPageBefore && document.querySelector('.spot.voted') !== null;",
    )
    .await;
    let (_, view) = ana_api.get(&path("")).await;
    let position = chosen.as_str().and_then(|p| p.parse::<i64>().ok());
    assert_eq!(
        view["you"]["votes"],
        json!([position.expect("a position")]),
        "{view}"
    );
    ana.close().await;
}

#[tokio::test]
async fn a_board_of_twelve_fits_a_desktop_window() {
    if skipped("a_board_of_twelve_fits_a_desktop_window") {
        return;
    }
    let app = TestApp::spawn().await;
    let options = json!({"ruleset": "odyssey", "public": true});
    let table = app.start_table("odyssey", 12, options).await;
    while table.view(0).await.phase != Some(Phase::Vote) {
        assert!(table.one_move("Twelve lanterns").await, "the game goes on");
    }
    // Someone who looks on, at 1280×900: the twelve cards of the board at once.
    let zoe = Browser::open(&app.address).await;
    register(&zoe, "zoe", "Zoe").await;
    zoe.size(1280, 900).await;
    zoe.goto(&format!("/tables/{}", table.id)).await;
    zoe.wait_for("#board-list").await;
    let board = zoe
        .execute(
            "var b = document.querySelector('#board-list').getBoundingClientRect(); \
             var card = document.querySelector('#board-list li img').getBoundingClientRect(); \
             return [document.querySelectorAll('#board-list li').length, \
                     b.height <= window.innerHeight, Math.round(card.width)];",
        )
        .await;
    zoe.screenshots("board-12").await;
    assert_eq!(board[0], json!(12), "{board}");
    assert_eq!(
        board[1],
        json!(true),
        "the board fits the window's height: {board}"
    );
    let card_width = board[2].as_i64().unwrap_or_default();
    assert!(card_width >= 130, "cards larger than a phone's: {board}");
    zoe.close().await;
}
