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

/// Classic's choice on the form says how long a game lasts, as the others' fields do (a score to
/// reach, times each player tells), and only while Classic is chosen.
#[tokio::test]
async fn the_new_table_form_says_how_long_a_classic_game_lasts() {
    let app = TestApp::spawn().await;
    let ana = app.person("ana").await;
    let html = ana.page("/").await;
    assert!(
        html.contains("class=\"opt-classic muted small\">Classic has no score to reach: the game ends when the draw pile runs out"),
        "{html}"
    );
    let css = reqwest::get(app.url(&static_path(&html, "style.css")))
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    assert!(css.contains(
        ".create-form:not(:has(input[name=\"ruleset\"][value=\"classic\"]:checked)) .opt-classic { display: none; }"
    ));
}

/// The hashed address of a static file a page links to (`/static/style.abc123.css`).
fn static_path(html: &str, file: &str) -> String {
    let (stem, ext) = file.split_once('.').unwrap();
    html.split('"')
        .find(|part| part.starts_with("/static/") && part.contains(stem) && part.ends_with(ext))
        .unwrap_or_else(|| panic!("a link to {file}"))
        .to_string()
}

/// Words that fit anyone and mean one thing: "join" is not "sign in" in Portuguese, nobody is
/// addressed in the masculine, no "1 seated", no "tap" for a mouse.
#[tokio::test]
async fn the_words_fit_anyone_and_mean_one_thing() {
    let app = TestApp::spawn().await;
    let body = json!({"ruleset": "classic", "first_storyteller": "host"});
    let table = app.start_table("words", 3, body).await;
    let host = app.signed_in("words0").await;
    let page = format!("/tables/{}", table.id);
    for (language, clue_head, not) in [
        (
            "es",
            "Te toca contar: elige una carta",
            "Eres el cuentacuentos",
        ),
        (
            "pt",
            "É a sua vez de narrar: escolha uma carta",
            "Você é o narrador",
        ),
    ] {
        host.get(&format!("/lang/{language}?next=/")).await;
        let html = host.page(&page).await;
        assert!(html.contains(clue_head) && !html.contains(not), "{html}");
        assert!(
            !html.contains("class=\"tag\">anfitri"),
            "{language}: {html}"
        );
        let home = host.page("/").await;
        assert!(
            !home.contains("Bienvenid") && !home.contains("Bem-vind"),
            "{home}"
        );
    }
    // The host does not report the name they gave; the table's link to report it is for others.
    assert!(!host.page(&page).await.contains("kind=table_name"));

    // An open table, read in Portuguese by someone who may join it.
    let open = app
        .api_user("wordsopen")
        .await
        .create_table(json!({"ruleset": "classic", "public": true}))
        .await;
    let reader = app.person("leitora").await;
    reader.get("/lang/pt?next=/").await;
    let html = reader.page(&format!("/tables/{}", open.id)).await;
    assert!(html.contains("Sentar-me à mesa"), "{html}");
    assert!(html.contains("Lugares ocupados: 1;"), "{html}");
    assert!(
        !html.contains(">Entrar<") && !html.contains("1 sentados"),
        "{html}"
    );
}

/// A username with an accent or a space is refused, saying exactly what a username takes and
/// that such a name belongs in the name shown to others: beside the field (also as the title
/// the browser shows when the pattern fails) and in the server's answer, in the reader's
/// language; the display name takes it.
#[tokio::test]
async fn a_username_says_what_it_takes_and_where_other_names_go() {
    let app = TestApp::spawn().await;
    for (language, hint, refusal) in [
        (
            "en",
            "3 to 32 of a–z, A–Z, 0–9, _ and -: no spaces or accents",
            "A name like “Lucía” or “Ana Lima” goes in the name shown to other players.",
        ),
        (
            "es",
            "de 3 a 32 de a–z, A–Z, 0–9, _ y -: sin espacios ni tildes",
            "Un nombre como «Lucía» o «Ana Lima» va en el nombre que verán los demás.",
        ),
        (
            "pt",
            "de 3 a 32 de a–z, A–Z, 0–9, _ e -: sem espaços nem acentos",
            "Um nome como “Lúcia” ou “Ana Lima” vai no nome que os outros verão.",
        ),
    ] {
        let visitor = app.visitor_speaking(language);
        let (_, form) = visitor.get("/register").await;
        assert!(
            form.contains(&format!("title=\"{hint}\"")),
            "{language}: {form}"
        );
        assert!(
            form.contains("Ana Lima"),
            "{language}: the display name's hint"
        );
        for name in ["lucía", "ana lima"] {
            let fields = [("username", name), ("password", "a long password")];
            let res = visitor.form("/register", "/register", &fields).await;
            assert_eq!(res.status(), 422, "{name}");
            let html = res.text().await.unwrap();
            assert!(html.contains(refusal), "{language} {name}: {html}");
        }
    }
    let res = app
        .post_json(
            "/api/v1/accounts",
            &json!({"username": "ana lima", "password": "a long password"}),
        )
        .await;
    assert_eq!(res.status(), 422);
    let detail = res.json::<serde_json::Value>().await.unwrap()["detail"].clone();
    assert!(
        detail.as_str().unwrap().contains("no spaces or accents"),
        "{detail}"
    );
    // The display name takes such names.
    let fields = [
        ("username", "lucia"),
        ("display_name", "Lucía"),
        ("password", "a long password"),
    ];
    let res = app.visitor().form("/register", "/register", &fields).await;
    assert_eq!(res.status(), 303);
}

/// An open table with the players it needs (a rematch, often at once) says it is ready to
/// start on the home page, not that it waits for players.
#[tokio::test]
async fn an_open_table_with_its_players_seated_is_ready_to_start() {
    let app = TestApp::spawn().await;
    let host = app.api_user("ready0").await;
    let full = host.create_table(json!({"ruleset": "classic"})).await;
    for name in ["ready1", "ready2"] {
        app.api_user(name).await.join(&full).await;
    }
    let alone = host.create_table(json!({"ruleset": "classic"})).await;
    let home = app.signed_in("ready0").await.page("/").await;
    let line_of = |id: i64| {
        let at = home
            .find(&format!("href=\"/tables/{id}\""))
            .unwrap_or_else(|| panic!("table {id} on the home page: {home}"));
        home[at..at + home[at..].find("</li>").unwrap()].to_string()
    };
    assert!(
        line_of(full.id).contains("Ready to start"),
        "{}",
        line_of(full.id)
    );
    assert!(
        line_of(alone.id).contains("Waiting for players"),
        "{}",
        line_of(alone.id)
    );
}

/// The built-in cards' words are in the reader's language, like the rest of the page: their
/// pictures' text alternatives come from `cards.ftl` of the locale, with no `lang` of their own.
#[tokio::test]
async fn built_in_card_words_are_in_the_readers_language() {
    let app = TestApp::spawn().await;
    let body = json!({"ruleset": "classic", "first_storyteller": "host"});
    let table = app.start_table("alt", 3, body).await;
    let host = app.signed_in("alt0").await;
    let page = format!("/tables/{}", table.id);
    let images = |html: &str| -> Vec<String> {
        html.split("<img ")
            .skip(1)
            .map(|img| img[..img.find('>').unwrap()].to_string())
            .collect()
    };
    for (language, card) in [
        ("en", "alt=\"Card 1: "),
        ("es", "alt=\"Carta 1: "),
        ("pt-BR", "alt=\"Carta 1: "),
        ("fr", "alt=\"Carte 1: "),
        ("de", "alt=\"Karte 1: "),
    ] {
        host.get(&format!("/lang/{language}?next=/")).await;
        let html = host.page(&page).await;
        let described: Vec<String> = images(&html)
            .into_iter()
            .filter(|img| img.contains(card))
            .collect();
        assert!(
            !described.is_empty(),
            "{language}: a described card: {html}"
        );
        assert!(
            described.iter().all(|img| !img.contains("lang=")),
            "{described:?}"
        );
    }
}
