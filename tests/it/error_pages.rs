//! The "nothing here" page: in the reader's language, with the reader signed in as on every
//! other page, and a word about private tables that confirms nothing.

use serde_json::json;

use crate::helpers::TestApp;

#[tokio::test]
async fn nothing_here_speaks_the_readers_language_and_knows_who_reads() {
    let app = TestApp::spawn().await;
    let table = app
        .start_table("hidden", 3, json!({"ruleset": "classic"}))
        .await;
    for (language, nothing, hint, sign_in) in [
        (
            "en",
            "There is nothing at this address.",
            "ask its host for the invite link",
            "Sign in",
        ),
        (
            "es",
            "No hay nada en esta dirección.",
            "pide el enlace de invitación",
            "Entrar",
        ),
        (
            "pt",
            "Não há nada neste endereço.",
            "peça o link de convite",
            "Entrar",
        ),
    ] {
        // A visitor may sign in from there; no word of tables where no table was asked for.
        let visitor = app.visitor_speaking(language);
        let (status, html) = visitor.get("/no-such-page").await;
        assert_eq!(status, 404);
        assert!(html.contains(nothing), "{language}: {html}");
        assert!(!html.contains(hint), "{html}");
        assert!(html.contains(sign_in), "{language}: a visitor may sign in");
        // Someone signed in who asks for a table they may not see.
        let reader = app.person(&format!("reader{language}")).await;
        reader.get(&format!("/lang/{language}?next=/")).await;
        let (status, html) = reader.get("/tables/987654").await;
        assert_eq!(status, 404);
        assert!(
            html.contains(nothing) && html.contains(hint),
            "{language}: {html}"
        );
        assert!(
            html.contains(&format!("Reader{language}")),
            "{language}: the reader's name"
        );
        assert!(!html.contains("href=\"/register\""), "{language}: {html}");
    }

    // Signed in, the page shows who reads it and no "Sign in / Create an account"; the private
    // table of others reads exactly as a table that does not exist.
    let outsider = app.person("outsider").await;
    let (status, missing) = outsider.get("/tables/987654").await;
    assert_eq!(status, 404);
    assert!(missing.contains("Outsider"), "the reader's name: {missing}");
    assert!(!missing.contains("href=\"/register\""), "{missing}");
    let (status, private) = outsider.get(&format!("/tables/{}", table.id)).await;
    assert_eq!(status, 404);
    let main = |html: &str| {
        let start = html.find("<main").expect("a main");
        html[start..html.find("</main>").expect("its end")].to_string()
    };
    assert_eq!(main(&private), main(&missing));
}
