//! What outside validators ask of the pages, checked on the HTML the server sends: a meta
//! description on every page (Lighthouse's SEO audit), headings that never skip a level, no
//! section without a heading and no `aria-hidden` beside `hidden` (the Nu Html Checker, which
//! .ci/run also runs over every page the browser tests visit).

use fabula::game::{Options, Ruleset};
use serde_json::json;

use crate::helpers::TestApp;

/// The content of the page's `<meta name="description">`, if it has one.
fn meta_description(html: &str) -> Option<&str> {
    let start = html.find("<meta name=\"description\" content=\"")? + 34;
    let end = html[start..].find('"')? + start;
    Some(&html[start..end])
}

/// The levels of the page's headings (`<h1` … `<h6`), in order.
fn heading_levels(html: &str) -> Vec<u32> {
    html.match_indices("<h")
        .filter_map(|(i, _)| {
            let rest = &html.as_bytes()[i + 2..];
            let level = (*rest.first()? as char).to_digit(10)?;
            matches!(rest.get(1), Some(b' ' | b'>')).then_some(level)
        })
        .filter(|level| (1..=6).contains(level))
        .collect()
}

/// Fails when a heading is more than one level below the deepest so far (an `h3` under an `h1`
/// with no `h2` between), when a `<section>` has no heading of its own, or when an element
/// carries `aria-hidden` beside `hidden`.
fn assert_well_outlined(html: &str, what: &str) {
    let mut deepest = 0;
    for level in heading_levels(html) {
        assert!(
            level <= deepest + 1,
            "{what}: an h{level} under an h{deepest}"
        );
        deepest = deepest.max(level);
    }
    for section in html.split("<section").skip(1) {
        let section = &section[..section.find("</section>").unwrap_or(section.len())];
        assert!(
            !heading_levels(section).is_empty(),
            "{what}: a section without a heading: <section{}",
            &section[..section.len().min(200)]
        );
    }
    for tag in html.split('<').skip(1) {
        let tag = &tag[..tag.find('>').unwrap_or(tag.len())];
        let hidden = tag.split_whitespace().any(|a| a == "hidden");
        assert!(
            !(hidden && tag.contains("aria-hidden")),
            "{what}: aria-hidden beside hidden: <{tag}>"
        );
    }
}

#[tokio::test]
async fn every_page_has_a_meta_description_in_its_language() {
    let app = TestApp::spawn().await;
    for (language, words) in [
        ("en", "storytelling"),
        ("es", "historias"),
        ("pt", "histórias"),
    ] {
        let reader = app.visitor_speaking(language);
        for path in ["/", "/rules", "/sign-in", "/register", "/cards"] {
            let (status, html) = reader.get(path).await;
            assert_eq!(status, 200, "{path}");
            let description = meta_description(&html)
                .unwrap_or_else(|| panic!("{path} in {language} has a meta description"));
            assert!(
                description.contains(words) || path == "/",
                "{path} in {language}: {description}"
            );
            assert!(description.len() > 30, "{path}: {description}");
        }
    }
}

#[tokio::test]
async fn a_finished_games_pages_are_well_outlined() {
    let app = TestApp::spawn().await;
    let body = json!({"ruleset": "2021", "first_storyteller": "host", "target_score": 10});
    let table = app.start_table("outline", 3, body).await;
    let host = app.signed_in("outline0").await;
    let table_page = format!("/tables/{}", table.id);
    // Under way: the status banner and a hand.
    assert_well_outlined(&host.page(&table_page).await, "the table under way");
    let options = Options {
        target_score: 10,
        ..Options::default()
    };
    table
        .play_to_end(Ruleset::Edition2021, options, false)
        .await;
    for path in [table_page.clone(), format!("{table_page}/history")] {
        let html = host.page(&path).await;
        assert!(html.contains("points-title"), "{path} shows points");
        assert_well_outlined(&html, &path);
    }
}

#[test]
fn the_outline_check_finds_what_the_checker_found() {
    let skipped = "<h1>History</h1><details><summary>Round 1</summary><h3>Points</h3></details>";
    assert!(std::panic::catch_unwind(|| assert_well_outlined(skipped, "h3 under h1")).is_err());
    let bare = "<h1>T</h1><section class=\"status\"><p>Waiting</p></section>";
    assert!(std::panic::catch_unwind(|| assert_well_outlined(bare, "bare section")).is_err());
    let both = "<h1>T</h1><button hidden aria-hidden=\"true\"></button>";
    assert!(std::panic::catch_unwind(|| assert_well_outlined(both, "both")).is_err());
    let fine =
        "<h1>T</h1><section><h2>A</h2><h3>B</h3></section><h2>C</h2><button hidden></button>";
    assert_well_outlined(fine, "fine");
}
