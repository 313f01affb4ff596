//! What a new group found on narrow phones: nothing sticks out of the page at 360 px, in any
//! language, on the reveal and game-over pages and in the history with every round opened.

use fabula::game::{Options, Ruleset};
use fabula::i18n::Lang;
use serde_json::json;

use super::access::sign_in;
use super::{skipped, Browser};
use crate::helpers::TestApp;

/// How far the widest thing on the page reaches past the window, and what sticks out of its card
/// spot (the storyteller's-card badge did, "carta del cuentacuentos" in a 360 px column), and
/// the innermost elements past the window's right edge, to name the culprit.
const OVERFLOW: &str = "var out = [];\
    document.querySelectorAll('.spot > *, .spot .tag').forEach(function (e) {\
      var spot = e.closest('.spot').getBoundingClientRect(), r = e.getBoundingClientRect();\
      if (r.width > 0 && (r.right > spot.right + 0.5 || r.left < spot.left - 0.5)) {\
        out.push(e.className + ': ' + e.textContent.trim());\
      }\
    });\
    var wide = [], edge = document.documentElement.clientWidth + 0.5;\
    document.querySelectorAll('body *').forEach(function (e) {\
      if (e.getBoundingClientRect().right > edge && !Array.prototype.some.call(e.children, function (c) {\
        return c.getBoundingClientRect().right > edge; })) {\
        wide.push(e.tagName.toLowerCase() + '.' + e.className + ': ' + e.textContent.trim().slice(0, 60));\
      }\
    });\
    return [document.documentElement.scrollWidth - document.documentElement.clientWidth, out, wide];";

#[tokio::test]
async fn the_storytellers_badge_stays_in_its_column_at_360_px_in_every_language() {
    if skipped("the_storytellers_badge_stays_in_its_column_at_360_px_in_every_language") {
        return;
    }
    let app = TestApp::spawn().await;
    let body = json!({ "ruleset": "classic", "first_storyteller": "host" });
    let table = app.start_table("narrow", 3, body).await;
    table
        .play_to_end(Ruleset::Classic, Options::default(), false)
        .await;
    let b = Browser::open(&app.address).await;
    sign_in(&b, "narrow1").await;
    b.size(360, 780).await;
    for lang in Lang::ALL.map(Lang::code) {
        for page in ["", "/history"] {
            let path = format!("/tables/{}{page}", table.id);
            b.goto(&format!("/lang/{lang}?next={path}")).await;
            // Every round open, its cards laid out.
            b.execute("document.querySelectorAll('details.reveal').forEach(function (d) { d.open = true; });")
                .await;
            let found = b.execute(OVERFLOW).await;
            assert_eq!(
                found[0], 0,
                "{path} in {lang} is wider than the window: {found}"
            );
            assert_eq!(
                found[1],
                json!([]),
                "{path} in {lang}: out of its card's column"
            );
        }
        b.goto(&format!("/tables/{}", table.id)).await;
        b.screenshot(&format!("browser/game-over-360-{lang}.png"))
            .await;
    }
}

/// German's long words ("Abstimmungsplättchen", "Nachziehstapel") on a 360 px phone: no page
/// is wider than the window, signed in or not.
#[tokio::test]
async fn the_main_pages_fit_360_px_in_german() {
    if skipped("the_main_pages_fit_360_px_in_german") {
        return;
    }
    let app = TestApp::spawn().await;
    let body = json!({ "ruleset": "odyssey", "first_storyteller": "host" });
    let table = app.start_table("lang", 4, body).await;
    let b = Browser::open(&app.address).await;
    b.size(360, 780).await;
    let visitor_pages = ["/", "/sign-in", "/register", "/rules", "/cards"];
    let signed_in_pages = [
        "/".to_string(),
        "/rules/classic".to_string(),
        "/rules/odyssey".to_string(),
        "/rules/party".to_string(),
        "/rules/teams".to_string(),
        "/decks".to_string(),
        "/settings".to_string(),
        "/settings/security".to_string(),
        format!("/tables/{}", table.id),
        format!("/tables/{}/history", table.id),
    ];
    b.goto("/lang/de?next=/").await;
    for path in visitor_pages {
        b.goto(path).await;
        let wider = b.execute(WIDER).await;
        assert_eq!(wider, json!(0), "{path} in German is wider than 360 px");
    }
    sign_in(&b, "lang1").await;
    b.goto("/lang/de?next=/").await;
    for path in &signed_in_pages {
        b.goto(path).await;
        let wider = b.execute(WIDER).await;
        assert_eq!(wider, json!(0), "{path} in German is wider than 360 px");
        let name = path.trim_start_matches('/').replace('/', "-");
        b.screenshot(&format!("browser/de-360-{name}.png")).await;
    }
}

/// How far the page reaches past the window's width (0 when it fits).
const WIDER: &str = "return Math.max(0, document.documentElement.scrollWidth - window.innerWidth);";

/// Where the bottom of the first element matching `css` is, against the window's height, with
/// the page scrolled to its top: `[bottom, innerHeight]`.
async fn bottom_of(b: &Browser, css: &str) -> (f64, f64) {
    let script = format!(
        "window.scrollTo(0, 0); var e = document.querySelector({css:?}); \
         return e ? [e.getBoundingClientRect().bottom, window.innerHeight] : [1e9, window.innerHeight];"
    );
    let found = b.execute(&script).await;
    (found[0].as_f64().unwrap(), found[1].as_f64().unwrap())
}

#[tokio::test]
async fn the_next_step_is_on_screen_without_scrolling_at_360_px() {
    if skipped("the_next_step_is_on_screen_without_scrolling_at_360_px") {
        return;
    }
    let app = TestApp::spawn().await;
    let body = json!({ "ruleset": "classic", "first_storyteller": "host" });
    // A round just scored: its reveal comes first, and the button to go on is at the top.
    let table = app.start_table("step", 3, body.clone()).await;
    while table.view(0).await.round == 1 {
        assert!(table.one_move("a key under the moss").await);
    }
    // A game over: playing again is at the top.
    let over = app.start_table("over", 3, body).await;
    over.play_to_end(Ruleset::Classic, Options::default(), false)
        .await;
    let b = Browser::open(&app.address).await;
    sign_in(&b, "step1").await;
    let c = Browser::open(&app.address).await;
    sign_in(&c, "over1").await;
    for (width, height) in [(360, 740), (390, 844)] {
        b.size(width, height).await;
        c.size(width, height).await;
        for lang in Lang::ALL.map(Lang::code) {
            let path = format!("/tables/{}", table.id);
            b.goto(&format!("/lang/{lang}?next={path}")).await;
            let (bottom, window) = bottom_of(&b, ".status form.next-step button").await;
            assert!(
                bottom <= window,
                "{lang} at {width} px: the reveal's button ends at {bottom} of {window}"
            );
            b.screenshot(&format!("browser/next-step-reveal-{width}-{lang}.png"))
                .await;
            let path = format!("/tables/{}", over.id);
            c.goto(&format!("/lang/{lang}?next={path}")).await;
            let (bottom, window) =
                bottom_of(&c, ".status .next-step form[action$='/rematch'] button").await;
            assert!(
                bottom <= window,
                "{lang} at {width} px: play again ends at {bottom} of {window}"
            );
            c.screenshot(&format!("browser/next-step-over-{width}-{lang}.png"))
                .await;
        }
    }
    b.screenshots("next-step-reveal").await;
    c.screenshots("next-step-over").await;
    // The button at the top goes on to the next round, as the one under the reveal does.
    b.submit(".status form.next-step").await;
    assert!(!b.has("form[action$='/seen']").await);
}
