//! One person and four house bots play a whole game in the browser: the person creates the
//! table from the home page's form, seats the bots with the table page's button, starts, and
//! plays every move by tapping cards and pressing buttons, while the page follows the bots'
//! moves by itself (`static/poll.js`). The bots play as everyone does, through `play::act`.

use super::access::sign_in;
use super::{skipped, Browser, CLUE, CREATE, SEEN, SUBMIT, VOTE};
use crate::helpers::TestApp;

const ADD_BOT: &str = "form[action$='/bots']:not(:has(input[name=seat]))";

/// Whether the page offers its reader a move, the next round, or shows the end.
const SOMETHING_TO_DO: &str = "return document.querySelector(\
    \"form[action$='/clue'], form[action$='/submit'], form[action$='/vote'], \
      form[action$='/seen'], .status.over\") !== null;";

#[tokio::test]
async fn a_person_and_four_house_bots_play_a_game_to_the_end_in_the_browser() {
    if skipped("a_person_and_four_house_bots_play_a_game_to_the_end_in_the_browser") {
        return;
    }
    let app = TestApp::builder()
        .config(|config| config.bot_delay_ms = 0)
        .spawn()
        .await;
    app.api_user("solo").await;
    let b = Browser::open(&app.address).await;
    sign_in(&b, "solo").await;

    // A 2021 table to 10 points, from the home page's form.
    b.click(&format!("{CREATE} label.choice:has(input[value='2021'])"))
        .await;
    b.wait_for(&format!("{CREATE} input[value='2021']:checked"))
        .await;
    b.fill(&format!("{CREATE} input[name=target_score]"), "10")
        .await;
    b.submit(CREATE).await;
    let table = b.path().await;
    assert!(table.starts_with("/tables/"), "{table}");

    // Four bots, each with a name that says so.
    for n in 1..=4 {
        b.submit(ADD_BOT).await;
        b.wait_until(
            &format!("{n} bots seated"),
            &format!(
                "return document.querySelectorAll(\"form[action$='/bots'] input[name=seat]\").length === {n};"
            ),
        )
        .await;
    }
    let text = b.text().await;
    for name in ["Ada (bot)", "Bruno (bot)"] {
        assert!(text.contains(name), "{name} seated: {text}");
    }
    b.submit("form[action$='/start']").await;

    let mut moves = 0;
    let mut rounds = 0;
    loop {
        b.wait_until("a move, the next round or the end", SOMETHING_TO_DO)
            .await;
        if b.has(".status.over").await {
            break;
        }
        if b.has(SEEN).await {
            b.submit(SEEN).await;
            rounds += 1;
            continue;
        }
        if b.has(CLUE).await {
            b.click(&format!("{CLUE} li:first-child label.card")).await;
            b.wait_for(&format!("{CLUE} input[name=card]:checked"))
                .await;
            let clue = format!("A bell under the sea ({})", rounds + 1);
            b.fill(&format!("{CLUE} textarea[name=clue]"), &clue).await;
            b.submit(CLUE).await;
        } else if b.has(SUBMIT).await {
            b.click(&format!("{SUBMIT} li:first-child label.card"))
                .await;
            b.wait_for(&format!("{SUBMIT} input[name=card]:checked"))
                .await;
            b.submit(SUBMIT).await;
        } else if b.has(VOTE).await {
            b.click(&format!(
                "{VOTE} li.spot:not(.mine) label.card:has(input:not(:disabled))"
            ))
            .await;
            b.wait_for(&format!("{VOTE} input[name=position]:checked"))
                .await;
            b.submit(VOTE).await;
        }
        moves += 1;
        assert!(moves < 200, "the game should end");
    }

    // The end: someone reached 10 points, and the page names the winners.
    let text = b.text().await;
    assert!(text.contains("The game is over"), "{text}");
    assert!(
        rounds >= 2 && moves >= 2 * rounds,
        "{moves} moves in {rounds} rounds"
    );
    eprintln!("one person and four bots: the person made {moves} moves in {rounds} rounds");
    assert!(
        !b.has("script[src$='/poll.js']").await,
        "a finished page stays still"
    );
    b.screenshots("bots-game-over").await;
    // The bots never chatted.
    let id: i64 = table.trim_start_matches("/tables/").parse().expect("an id");
    assert_eq!(
        app.count(&format!(
            "SELECT count(*) AS n FROM table_messages WHERE table_id = {id}"
        )),
        0
    );
}
