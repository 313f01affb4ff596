//! One person and house bots play a whole game of every ruleset in the browser: the person
//! creates the table from the home page's form, seats the bots with the table page's button,
//! starts, and plays every move by tapping cards and pressing buttons, while the page follows
//! the bots' moves by itself (`static/poll.js`). The bots play as everyone does, through
//! `play::act`.

use super::access::sign_in;
use super::{skipped, Browser, CLUE, CREATE, SEEN, SUBMIT, VOTE};
use crate::helpers::TestApp;

const ADD_BOT: &str = "form[action$='/bots']:not(:has(input[name=seat]))";

/// Whether the page offers its reader a move, the next round, or shows the end.
const SOMETHING_TO_DO: &str = "return document.querySelector(\
    \"form[action$='/clue'], form[action$='/submit'], form[action$='/vote'], \
      form[action$='/seen'], .status.over\") !== null;";

/// A game of `ruleset` with `bots` house bots, and what the create form chooses besides.
struct Game {
    ruleset: &'static str,
    bots: usize,
    /// A live table, 5 minutes a move; it ends with a short summary.
    live: bool,
    /// The game's end at 10 points (2021 and odyssey).
    to_ten: bool,
}

async fn play(game: Game) {
    let name = format!("house_bots_play_{}_in_the_browser", game.ruleset);
    if skipped(&name) {
        return;
    }
    let app = TestApp::builder()
        .config(|config| config.bot_delay_ms = 0)
        .spawn()
        .await;
    app.api_user("solo").await;
    let b = Browser::open(&app.address).await;
    sign_in(&b, "solo").await;

    // The table, from the home page's form.
    let ruleset = game.ruleset;
    b.click(&format!(
        "{CREATE} label.choice:has(input[value='{ruleset}'])"
    ))
    .await;
    b.wait_for(&format!("{CREATE} input[value='{ruleset}']:checked"))
        .await;
    if game.to_ten {
        b.fill(&format!("{CREATE} input[name=target_score]"), "10")
            .await;
    }
    if ruleset == "classic" {
        // The first edition's 111 cards, not the newest deck's 200: the pile runs out sooner.
        b.click(&format!("{CREATE} fieldset.decks label:has(input:checked)"))
            .await;
        b.click(&format!(
            "{CREATE} fieldset.decks label:has(input[value='1'])"
        ))
        .await;
        b.wait_for(&format!("{CREATE} input[name=deck][value='1']:checked"))
            .await;
    }
    if game.live {
        b.execute(&format!(
            "document.querySelector(\"{CREATE} select[name=move_time_limit_hours]\").value = 'live5';"
        ))
        .await;
    }
    b.submit(CREATE).await;
    let table = b.path().await;
    assert!(table.starts_with("/tables/"), "{table}");

    // The bots, each with a name that says so.
    for n in 1..=game.bots {
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
        assert!(text.contains(name), "{ruleset}: {name} seated: {text}");
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
            // In party the storyteller tells before seeing a hand: no card to pick.
            if b.has(&format!("{CLUE} label.card")).await {
                b.choose(
                    &format!("{CLUE} li:first-child label.card"),
                    &format!("{CLUE} input[name=card]:checked"),
                )
                .await;
            }
            let clue = format!("A bell under the sea ({})", rounds + 1);
            b.fill(&format!("{CLUE} textarea[name=clue]"), &clue).await;
            b.submit(CLUE).await;
        } else if b.has(SUBMIT).await {
            b.choose(
                &format!("{SUBMIT} li:first-child label.card"),
                &format!("{SUBMIT} li:first-child input[name=card]:checked"),
            )
            .await;
            if b.has(&format!("{SUBMIT} input[type=checkbox]")).await {
                // Two cards to play.
                b.choose(
                    &format!("{SUBMIT} li:nth-child(2) label.card"),
                    &format!("{SUBMIT} li:nth-child(2) input[name=card]:checked"),
                )
                .await;
            }
            b.submit(SUBMIT).await;
        } else if b.has(VOTE).await {
            b.choose(
                &format!("{VOTE} li.spot:not(.mine) label.card:has(input:not(:disabled))"),
                &format!("{VOTE} input[name=position]:checked"),
            )
            .await;
            if b.has(&format!("{VOTE} input[name=red]")).await {
                // Party's storyteller: the red marker on another card than the vote.
                b.choose(
                    &format!(
                        "{VOTE} li.spot:not(:has(input[name=position]:checked)) label.chip.red"
                    ),
                    &format!("{VOTE} input[name=red]:checked"),
                )
                .await;
            }
            b.submit(VOTE).await;
        }
        moves += 1;
        assert!(moves < 300, "{ruleset}: the game should end");
    }

    // The end: the page names the winners.
    let text = b.text().await;
    assert!(text.contains("The game is over"), "{ruleset}: {text}");
    // The rounds the table scored (the person acknowledges each round's result but the last,
    // which the end's page shows: a game that ends in its second round has one to count).
    let id: i64 = table.trim_start_matches("/tables/").parse().expect("an id");
    let scored = app.count(&format!(
        "SELECT count(*) AS n FROM rounds WHERE table_id = {id}"
    ));
    assert!(
        scored >= 2 && moves >= scored,
        "{ruleset}: {moves} moves, {rounds} results acknowledged, {scored} rounds scored"
    );
    eprintln!(
        "{ruleset}: one person and {} bots; the person made {moves} moves in {scored} rounds",
        game.bots
    );
    assert!(
        !b.has("script[src$='/poll.js']").await,
        "a finished page stays still"
    );
    if game.live {
        // A live table ends with a short summary, above "play again".
        b.wait_for(".status.over p.summary").await;
        assert!(text.contains("A live game: "), "{text}");
    }
    b.screenshots(&format!("bots-{ruleset}-game-over")).await;
    // The bots never chatted.
    assert_eq!(
        app.count(&format!(
            "SELECT count(*) AS n FROM table_messages WHERE table_id = {id}"
        )),
        0
    );
}

#[tokio::test]
async fn house_bots_play_classic_in_the_browser() {
    play(Game {
        ruleset: "classic",
        bots: 4,
        live: true,
        to_ten: false,
    })
    .await;
}

#[tokio::test]
async fn house_bots_play_2021_in_the_browser() {
    play(Game {
        ruleset: "2021",
        bots: 4,
        live: false,
        to_ten: true,
    })
    .await;
}

#[tokio::test]
async fn house_bots_play_odyssey_in_the_browser() {
    play(Game {
        ruleset: "odyssey",
        bots: 4,
        live: false,
        to_ten: true,
    })
    .await;
}

#[tokio::test]
async fn house_bots_play_party_in_the_browser() {
    play(Game {
        ruleset: "party",
        bots: 5,
        live: false,
        to_ten: false,
    })
    .await;
}

#[tokio::test]
async fn house_bots_play_teams_in_the_browser() {
    play(Game {
        ruleset: "teams",
        bots: 5,
        live: false,
        to_ten: false,
    })
    .await;
}
