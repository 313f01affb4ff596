//! Every page in every locale: no message missing (a missing one shows `⟦id⟧`, which
//! `Person::get` fails on), the page's `lang` the locale's code; the API's problem details in
//! the language the request accepts.

use fabula::i18n::Lang;
use serde_json::json;

use crate::helpers::{TestApp, PASSWORD};

#[tokio::test]
async fn every_page_in_every_locale_is_translated() {
    let app = TestApp::spawn().await;
    let body = json!({"ruleset": "2021", "first_storyteller": "host"});
    let table = app.start_table("babel", 3, body).await;
    // A round scored: the reveal, the history and the scores have words.
    while table.view(0).await.round == 1 {
        assert!(table.one_move("a key under the moss").await);
    }
    let host = app.signed_in("babel0").await;
    let signed_in = [
        "/".to_string(),
        "/rules".to_string(),
        "/rules/classic".to_string(),
        "/rules/2021".to_string(),
        "/rules/odyssey".to_string(),
        "/rules/party".to_string(),
        "/rules/teams".to_string(),
        "/cards".to_string(),
        "/decks".to_string(),
        "/settings/profile".to_string(),
        "/settings/notifications".to_string(),
        "/settings/away".to_string(),
        "/settings/privacy".to_string(),
        "/settings/security".to_string(),
        "/settings/developers".to_string(),
        "/settings/blocks".to_string(),
        format!("/tables/{}", table.id),
        format!("/tables/{}/history", table.id),
        format!("/tables/{}/storybook", table.id),
    ];
    for lang in Lang::ALL {
        let code = lang.code();
        host.get(&format!("/lang/{code}?next=/")).await;
        for path in &signed_in {
            let (status, html) = host.get(path).await;
            assert!(
                status == 200 || path.ends_with("/storybook"),
                "{path} in {code}: {status}"
            );
            assert!(
                html.contains(&format!("<html lang=\"{code}\"")),
                "{path} in {code}"
            );
        }
        let (status, _) = host.get("/tables/987654").await;
        assert_eq!(status, 404);
        // A visitor, by their browser's languages alone.
        let visitor = app.visitor_speaking(code);
        for path in [
            "/",
            "/sign-in",
            "/register",
            "/rules",
            "/cards",
            "/no-such-page",
        ] {
            let (_, html) = visitor.get(path).await;
            assert!(
                html.contains(&format!("<html lang=\"{code}\"")),
                "{path} for a visitor speaking {code}"
            );
        }
    }
}

#[tokio::test]
async fn browsers_languages_fall_back_to_their_region_s_locale() {
    let app = TestApp::spawn().await;
    for (accepted, code) in [
        ("de-AT, en;q=0.5", "de"),
        ("fr-CA", "fr"),
        ("pt", "pt-BR"),
        ("pt-PT, pt;q=0.9", "pt-PT"),
        ("it-CH", "it"),
        ("nl, ja", "en"),
    ] {
        let (_, html) = app.visitor_speaking(accepted).get("/").await;
        assert!(
            html.contains(&format!("<html lang=\"{code}\"")),
            "{accepted}"
        );
    }
    // The switch keeps the BCP 47 code; the old "pt" reads as Brazilian Portuguese.
    let reader = app.visitor_speaking("en");
    reader.get("/lang/pt?next=/").await;
    let (_, html) = reader.get("/").await;
    assert!(html.contains("<html lang=\"pt-BR\""), "{html}");
    assert!(html.contains("Português (Portugal)"), "{html}");
}

/// Signs `username` in through the form, from a browser that asks for `languages`; gives the
/// `lang` of the home page it then reads.
async fn home_lang_after_sign_in(app: &TestApp, username: &str, languages: &'static str) -> String {
    let person = app.visitor_speaking(languages);
    let fields = [("username", username), ("password", PASSWORD)];
    let res = person.form("/sign-in", "/sign-in", &fields).await;
    assert_eq!(res.status(), 303, "{username} signs in");
    let (_, html) = person.get("/").await;
    let start = html.find("<html lang=\"").expect("a lang") + 12;
    html[start..start + html[start..].find('"').unwrap()].to_string()
}

#[tokio::test]
async fn an_account_reads_the_language_it_was_made_or_last_set_in_on_any_browser() {
    let app = TestApp::spawn().await;
    // Made on a page in German: a browser that asks for English reads German once signed in.
    let greta = app
        .visitor_speaking("de-DE, de;q=0.9")
        .register("greta", None)
        .await;
    let (_, html) = greta.get("/").await;
    assert!(html.contains("<html lang=\"de\""));
    assert_eq!(
        home_lang_after_sign_in(&app, "greta", "en-US, en").await,
        "de"
    );
    // The footer's switch sets the account's language for the next browser too.
    greta.get("/lang/it?next=/").await;
    assert_eq!(home_lang_after_sign_in(&app, "greta", "de").await, "it");
    // Made through the API, in the language of its Accept-Language.
    let res = reqwest::Client::new()
        .post(app.url("/api/v1/accounts"))
        .header("Accept-Language", "pt-PT")
        .json(&json!({"username": "joana", "password": PASSWORD}))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 201);
    assert_eq!(home_lang_after_sign_in(&app, "joana", "en").await, "pt-PT");
}

#[tokio::test]
async fn the_apis_problem_details_follow_accept_language() {
    let app = TestApp::spawn().await;
    let api = app.api_user("polyglot").await;
    for (accepted, detail) in [
        (None, "There is nothing at this address."),
        (Some("fr-FR, en;q=0.5"), "Il n'y a rien à cette adresse."),
        (Some("de"), "Unter dieser Adresse gibt es nichts."),
    ] {
        let mut request = reqwest::Client::new()
            .get(app.url("/api/v1/tables/987654"))
            .bearer_auth(&api.token);
        if let Some(accepted) = accepted {
            request = request.header("Accept-Language", accepted);
        }
        let res = request.send().await.unwrap();
        assert_eq!(res.status(), 404);
        let problem: serde_json::Value = res.json().await.unwrap();
        assert_eq!(problem["detail"], detail, "{accepted:?}");
    }
    // Asked without a token: the 401 says so in the asker's language too.
    for (accepted, detail) in [
        ("en", "Please sign in first."),
        ("de", "Bitte melde dich zuerst an."),
        ("pt-PT", "Inicie sessão primeiro."),
    ] {
        let res = reqwest::Client::new()
            .get(app.url("/api/v1/me"))
            .header("Accept-Language", accepted)
            .send()
            .await
            .unwrap();
        assert_eq!(res.status(), 401);
        let problem: serde_json::Value = res.json().await.unwrap();
        assert_eq!(problem["detail"], detail, "{accepted}");
    }
}

/// An error that has only an English sentence (a form the server could not read, a fault on
/// our side) reads, on a page in another language, as a plain sentence of that language.
#[tokio::test]
async fn error_pages_without_words_of_their_own_speak_the_readers_language() {
    let app = TestApp::spawn().await;
    let body = json!({"ruleset": "classic", "first_storyteller": "host"});
    let table = app.start_table("mute", 3, body).await;
    let host = app.signed_in("mute0").await;
    let page = format!("/tables/{}", table.id);
    for (code, words) in [
        ("en", "The round is not a number."),
        ("de", "Diese Anfrage konnte nicht gelesen werden"),
        ("it", "Non è stato possibile leggere questa richiesta"),
    ] {
        host.get(&format!("/lang/{code}?next=/")).await;
        let html = host.page(&page).await;
        let res = host
            .post(&html, &format!("{page}/seen"), &[("round", "soon")])
            .await;
        assert_eq!(res.status(), 400);
        let html = res.text().await.unwrap();
        assert!(html.contains(words), "{code}: {html}");
    }
}
