//! A whole classic game in real browsers: three people, each in their own Chromium, sign up,
//! create a table and join it through its invite link, and play every round to the end by
//! tapping cards and pressing the buttons of the table page, as people do on a phone.
//!
//! The same game is played in French and in German (the footer's language switch), with no
//! message missing from any page: there, once three rounds are scored, the player behind
//! resigns from the page and the game ends for too few players, which the English game, played
//! until the pile runs out, never shows.
//!
//! Whose move it is is read from the pages: only the awaited players find a form to fill in,
//! and every page names them. Nobody reloads by hand: the pages of those who wait follow the
//! game by themselves (`static/poll.js`), and the test waits for each page to show the table's
//! newest version before the next move. Scripts only read the pages, never act on them.

use std::collections::BTreeSet;
use std::time::Instant;

use fabula::i18n::{Lang, MISSING_MARK};
use serde_json::Value;

use super::accounts::register;
use super::{skipped, Browser, CLUE, CREATE, SEEN, SUBMIT, VOTE};
use crate::helpers::TestApp;

/// Clues for the rounds, taken in turn.
const CLUES: [&str; 6] = [
    "A lighthouse at dawn",
    "Where the river forgets",
    "Grandmother's secret",
    "Too many doors",
    "The last dance",
    "Quiet as snow",
];

/// One person at their own phone.
struct Player {
    name: &'static str,
    browser: Browser,
    lang: Lang,
}

/// The move a page offers its reader.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Move {
    Clue,
    Submit,
    Vote,
}

/// Signs up through the form, with the name in small letters as the username, and chooses
/// the player's language in the footer.
async fn sign_up(p: &Player) {
    register(&p.browser, &p.name.to_lowercase(), p.name).await;
    assert_eq!(p.browser.path().await, "/", "{} is home", p.name);
    if p.lang != Lang::En {
        p.browser
            .click(&format!("footer a[hreflang='{}']", p.lang.code()))
            .await;
        p.browser
            .wait_for(&format!("html[lang='{}']", p.lang.code()))
            .await;
    }
}

/// What `script` returns, which must be a string.
async fn read_string(browser: &Browser, script: &str) -> String {
    match browser.execute(script).await {
        Value::String(s) => s,
        other => panic!("{script} gave {other}"),
    }
}

/// The table's version the page was made from.
async fn version_of(browser: &Browser) -> i64 {
    let version = read_string(
        browser,
        "return document.getElementById('table').dataset.version;",
    )
    .await;
    version.parse().expect("a version number")
}

/// Waits until the page is the table at `version`, loaded whole: a page that was waiting has
/// reloaded itself after the last move.
async fn settled(player: &Player, version: i64) {
    let script = format!(
        "var t = document.getElementById('table'); \
         return document.readyState === 'complete' && t !== null \
           && t.dataset.version === '{version}';"
    );
    let awaited = format!(
        "{}'s page did not follow the table to version {version}",
        player.name
    );
    player.browser.wait_until(&awaited, &script).await;
}

/// The names in `player`'s page's "Waiting for:" line, where the page calls them "you".
async fn awaited_on(player: &Player) -> BTreeSet<String> {
    let line = read_string(
        &player.browser,
        "var a = document.querySelector('.status .awaited'); return a ? a.textContent : '';",
    )
    .await;
    let names = line.trim().trim_start_matches(player.lang.t("waiting_for"));
    let you = player.lang.t("awaited_you");
    names
        .split(',')
        .map(|n| match n.trim() {
            n if n == you => player.name.to_string(),
            name => name.to_string(),
        })
        .filter(|n| !n.is_empty())
        .collect()
}

async fn offered(browser: &Browser) -> Option<Move> {
    if browser.has(CLUE).await {
        Some(Move::Clue)
    } else if browser.has(SUBMIT).await {
        Some(Move::Submit)
    } else if browser.has(VOTE).await {
        Some(Move::Vote)
    } else {
        None
    }
}

/// How many elements match `css`.
async fn count(browser: &Browser, css: &str) -> usize {
    let script = format!("return document.querySelectorAll({css:?}).length;");
    let n = browser.execute(&script).await;
    n.as_u64()
        .unwrap_or_else(|| panic!("a count of {css}: {n}")) as usize
}

/// The storyteller taps a card of their hand, writes the clue and sends it.
async fn give_clue(p: &Player, round: usize, clue: &str) {
    let b = &p.browser;
    let hand = count(b, &format!("{CLUE} input[name=card]")).await;
    assert!(hand >= 2, "{}'s hand to tell from: {hand} cards", p.name);
    b.choose(
        &format!("{CLUE} li:nth-child({}) label.card", 1 + round % hand),
        &format!("{CLUE} input[name=card]:checked"),
    )
    .await;
    b.fill(&format!("{CLUE} textarea[name=clue]"), clue).await;
    b.submit(CLUE).await;
    assert_eq!(b.text_of(".status .clue").await, clue, "the clue is shown");
}

/// With three players, each other player taps two cards of their hand and plays them.
async fn submit_two(p: &Player, round: usize) {
    let b = &p.browser;
    let checkboxes = format!("{SUBMIT} input[type=checkbox][name=card]");
    let hand = count(b, &checkboxes).await;
    assert!(hand >= 2, "{}'s hand to play from: {hand} cards", p.name);
    let first = round % hand;
    for i in [first, (first + 1) % hand] {
        b.choose(
            &format!("{SUBMIT} li:nth-child({}) label.card", i + 1),
            &format!("{SUBMIT} li:nth-child({}) input[name=card]:checked", i + 1),
        )
        .await;
    }
    assert_eq!(count(b, &format!("{checkboxes}:checked")).await, 2);
    b.submit(SUBMIT).await;
    assert!(!b.has(SUBMIT).await, "{} played", p.name);
}

/// A voter taps a card of the board that is not one of theirs and votes for it; when asked, the
/// whole page is photographed with the card tapped, before the vote is sent.
async fn vote(p: &Player, round: usize, seat: usize, photograph: bool) {
    let b = &p.browser;
    assert_eq!(count(b, &format!("{VOTE} .board li.spot")).await, 5);
    assert_eq!(count(b, &format!("{VOTE} .board li.spot.mine")).await, 2);
    let votable = b
        .execute(&format!(
            "return Array.from(document.querySelectorAll(\
               \"{VOTE} input[name=position]:not(:disabled)\")).map(function (i) {{ return i.value; }});"
        ))
        .await;
    let votable: Vec<String> = serde_json::from_value(votable).expect("positions");
    assert_eq!(
        votable.len(),
        3,
        "{} may vote for the others' cards",
        p.name
    );
    let pick = &votable[(round + seat) % votable.len()];
    b.choose(
        &format!("{VOTE} li.spot:not(.mine) label.card:has(input[value='{pick}'])"),
        &format!("{VOTE} input[name=position][value='{pick}']:checked"),
    )
    .await;
    if photograph {
        let png = b.screenshot_whole_page("browser/vote.png").await;
        assert!(std::fs::metadata(&png).expect("the screenshot").len() > 1000);
        b.screenshots("vote").await;
    }
    b.submit(VOTE).await;
    assert!(!b.has(VOTE).await, "{} voted", p.name);
}

/// The score track of a page: each seat's name, score and whether it is marked a winner.
async fn scores_on(browser: &Browser) -> Vec<(String, i64, bool)> {
    let rows = browser
        .execute(
            "return Array.from(document.querySelectorAll('.scores .track li')).map(function (li) { \
               return [li.querySelector('.who').firstChild.textContent.trim(), \
                       li.querySelector('.pts').firstChild.textContent.trim(), \
                       li.querySelector('.who .tag.win') !== null]; });",
        )
        .await;
    let rows: Vec<(String, String, bool)> = serde_json::from_value(rows).expect("score rows");
    rows.into_iter()
        .map(|(name, score, won)| {
            let score = score
                .parse()
                .unwrap_or_else(|_| panic!("{name}'s score {score}"));
            (name, score, won)
        })
        .collect()
}

#[tokio::test]
async fn three_people_play_a_classic_game_to_the_end_in_three_browsers() {
    if skipped("three_people_play_a_classic_game_to_the_end_in_three_browsers") {
        return;
    }
    play_a_classic_game(Lang::En).await;
}

#[tokio::test]
async fn three_people_play_a_classic_game_in_french() {
    if skipped("three_people_play_a_classic_game_in_french") {
        return;
    }
    play_a_classic_game(Lang::Fr).await;
}

#[tokio::test]
async fn three_people_play_a_classic_game_in_german() {
    if skipped("three_people_play_a_classic_game_in_german") {
        return;
    }
    play_a_classic_game(Lang::De).await;
}

/// Rounds scored before the French and German games are cut short.
const SHORT_GAME_ROUNDS: usize = 3;

/// A player whose score is below the best, if any, as the first player's page shows them.
async fn behind(players: &[Player]) -> Option<&Player> {
    let scores = scores_on(&players[0].browser).await;
    let best = scores.iter().map(|(_, score, _)| *score).max()?;
    let (last, _, _) = scores.iter().rfind(|(_, score, _)| *score < best)?;
    players.iter().find(|p| p.name == last)
}

/// The player resigns from the table page: the fold that explains it, then its button.
async fn resign(p: &Player) {
    let resign = "form[action$='/resign']";
    p.browser.click("details.resign summary").await;
    p.browser.submit(resign).await;
    assert!(!p.browser.has(resign).await, "{} has resigned", p.name);
}

/// Screenshots of a game in English keep their names; the others' say their locale.
fn shot(name: &str, lang: Lang) -> String {
    if lang == Lang::En {
        name.to_string()
    } else {
        format!("{name}-{}", lang.code())
    }
}

async fn play_a_classic_game(lang: Lang) {
    let began = Instant::now();
    let app = TestApp::spawn().await;
    let browsers = Browser::open_many(&app.address, 3).await;
    let players: Vec<Player> = ["Ana", "Leo", "Rui"]
        .into_iter()
        .zip(browsers)
        .map(|(name, browser)| Player {
            name,
            browser,
            lang,
        })
        .collect();
    futures_util::future::join_all(players.iter().map(sign_up)).await;
    let (ana, others) = (&players[0], &players[1..]);

    // Ana creates a classic table from the form of her home page.
    ana.browser
        .click(&format!(
            "{CREATE} label.choice:has(input[value='classic'])"
        ))
        .await;
    ana.browser
        .wait_for(&format!("{CREATE} input[value='classic']:checked"))
        .await;
    // With the first edition's 111 cards, not the newest deck's 200, the pile runs out after
    // 18 rounds: the default deck is unticked and the first edition ticked.
    ana.browser
        .click(&format!("{CREATE} fieldset.decks label:has(input:checked)"))
        .await;
    ana.browser
        .click(&format!(
            "{CREATE} fieldset.decks label:has(input[value='1'])"
        ))
        .await;
    ana.browser
        .wait_for(&format!("{CREATE} input[name=deck][value='1']:checked"))
        .await;
    assert_eq!(
        count(&ana.browser, &format!("{CREATE} input[name=deck]:checked")).await,
        1,
        "one deck"
    );
    ana.browser.submit(CREATE).await;
    let table = ana.browser.path().await;
    assert!(table.starts_with("/tables/"), "{table}");

    // The others open the invite link she sends them, and join.
    let link = read_string(
        &ana.browser,
        "return document.querySelector('.invite-url').value;",
    )
    .await;
    let invite = link
        .strip_prefix(&app.address)
        .unwrap_or_else(|| panic!("the invite link {link} leads to {}", app.address))
        .to_string();
    assert!(invite.starts_with("/t/"), "{invite}");
    for p in others {
        p.browser.goto(&invite).await;
        p.browser.wait_for_text("Ana").await;
        p.browser.submit(&format!("form[action='{invite}']")).await;
        assert_eq!(p.browser.path().await, table, "{} is at the table", p.name);
    }

    // Ana's page shows them coming by itself; she starts.
    for p in others {
        ana.browser.wait_for_text(&format!("{}\n", p.name)).await;
    }
    ana.browser.submit("form[action$='/start']").await;
    let mut version = version_of(&ana.browser).await;
    let ready = began.elapsed();

    let mut clues: Vec<String> = Vec::new();
    let mut moves = 0;
    let mut photographed = false;
    let mut reveals_photographed = false;
    loop {
        for p in &players {
            settled(p, version).await;
        }
        // A round was just scored: each page shows its reveal first, with every player's
        // points explained, and the next round behind a button.
        for p in &players {
            if !p.browser.has(SEEN).await {
                continue;
            }
            let last = clues.last().expect("a round was played");
            assert_eq!(
                &p.browser.text_of(".reveal .clue").await,
                last,
                "{} sees the reveal of the round of {last:?} first",
                p.name
            );
            assert_eq!(count(&p.browser, ".reveal .points .why").await, 3);
            assert!(!p.browser.has(CLUE).await, "no clue form above the reveal");
            if !reveals_photographed && clues.len() >= 2 {
                p.browser.screenshots(&shot("reveal", lang)).await;
                reveals_photographed = true;
            }
            p.browser.submit(SEEN).await;
            assert!(!p.browser.has(SEEN).await);
            assert!(p.browser.has("details.reveal").await, "the reveal, folded");
        }
        // Every page names the same awaited players, and those, and only those, have a form.
        let awaited = awaited_on(ana).await;
        let mut actor = None;
        for (seat, p) in players.iter().enumerate() {
            assert_eq!(
                awaited_on(p).await,
                awaited,
                "{}'s page waits for the same players",
                p.name
            );
            let offer = offered(&p.browser).await;
            assert_eq!(
                offer.is_some(),
                awaited.contains(p.name),
                "{} has a move to make exactly when awaited ({awaited:?})",
                p.name
            );
            if let (None, Some(m)) = (actor, offer) {
                actor = Some((seat, m));
            }
        }
        let Some((seat, kind)) = actor else {
            break;
        };
        if lang != Lang::En && kind == Move::Clue && clues.len() >= SHORT_GAME_ROUNDS {
            if let Some(behind) = behind(&players).await {
                resign(behind).await;
                version = version_of(&behind.browser).await;
                continue;
            }
        }
        let p = &players[seat];
        let round = clues.len();
        match kind {
            Move::Clue => {
                let clue = format!("{} ({})", CLUES[round % CLUES.len()], round + 1);
                give_clue(p, round, &clue).await;
                clues.push(clue);
            }
            Move::Submit => submit_two(p, round).await,
            Move::Vote => {
                // The first vote after a round was revealed, with its scores.
                let photograph = round >= 2 && !photographed && lang == Lang::En;
                vote(p, round, seat, photograph).await;
                photographed |= photograph;
            }
        }
        let next = version_of(&p.browser).await;
        assert!(next > version, "{:?} by {} changed the table", kind, p.name);
        version = next;
        moves += 1;
        assert!(moves < 200, "the game should end");
    }
    let played = began.elapsed() - ready;

    // 111 cards, 7 in each of three hands and 5 more drawn every round: the pile runs out.
    if lang == Lang::En {
        assert!(clues.len() >= 15, "{} rounds", clues.len());
    } else {
        assert!(clues.len() >= SHORT_GAME_ROUNDS, "{} rounds", clues.len());
    }
    assert_eq!(
        moves,
        clues.len() * 5,
        "a clue, two plays and two votes a round"
    );

    // The end, on every page: the winners and the same final scores.
    let scores = scores_on(&ana.browser).await;
    let mut names: Vec<&str> = scores.iter().map(|(n, _, _)| n.as_str()).collect();
    // The final standings are ranked, best first.
    assert!(scores.windows(2).all(|w| w[0].1 >= w[1].1), "{scores:?}");
    names.sort_unstable();
    assert_eq!(names, ["Ana", "Leo", "Rui"]);
    let best = scores.iter().map(|(_, s, _)| *s).max().unwrap();
    assert!(best > 0, "{scores:?}");
    let winners: Vec<&str> = scores
        .iter()
        .filter(|(_, _, won)| *won)
        .map(|(n, _, _)| n.as_str())
        .collect();
    assert!(
        !winners.is_empty(),
        "winners on the score track: {scores:?}"
    );
    // Who resigned cannot win; the one who resigned here was behind.
    for (name, score, won) in &scores {
        assert_eq!(*won, *score == best, "{name} wins with the best score");
    }
    for p in &players {
        let b = &p.browser;
        assert!(b.has(".status.over").await, "the end on {}'s page", p.name);
        let headline = b.text_of(".status .headline").await;
        if lang == Lang::En {
            assert!(headline.starts_with("The game is over"), "{headline}");
        }
        for w in &winners {
            // A winner's own page tells them as "you".
            if lang == Lang::En || *w != p.name {
                let said = if *w == p.name { "you" } else { w };
                assert!(headline.contains(said), "{said} in {headline:?}");
            }
        }
        let text = b.text().await;
        assert!(!text.contains(MISSING_MARK), "{}: {text}", lang.code());
        assert_eq!(
            scores_on(b).await,
            scores,
            "{}'s page has the scores",
            p.name
        );
        assert_eq!(&b.text_of(".reveal .clue").await, clues.last().unwrap());
        for form in [CLUE, SUBMIT, VOTE, "form[action$='/resign']"] {
            assert!(!b.has(form).await, "nothing to do on {}'s page", p.name);
        }
        assert!(
            !b.has("script[src$='/poll.js']").await,
            "a finished page stays still"
        );
    }
    let png = ana
        .browser
        .screenshot_whole_page(&format!("browser/{}.png", shot("final", lang)))
        .await;
    assert!(std::fs::metadata(&png).expect("the screenshot").len() > 1000);

    // The history, by its link on the final page, tells every round.
    let leo = &players[1].browser;
    leo.click(".scores a[href$='/history']").await;
    leo.wait_for(".panel.reveal").await;
    assert_eq!(leo.path().await, format!("{table}/history"));
    assert_eq!(count(leo, ".panel.reveal").await, clues.len());
    let history = leo.text().await;
    for clue in &clues {
        assert!(history.contains(clue.as_str()), "{clue} in the history");
    }

    eprintln!(
        "{} rounds, {moves} moves: ready to play in {ready:.1?}, played in {played:.1?}, \
         {:.1?} in all; final scores {scores:?}",
        clues.len(),
        began.elapsed()
    );
    for p in players {
        p.browser.close().await;
    }
}
