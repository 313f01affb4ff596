//! A finished game's storybook, downloaded and opened from the disk with the network off:
//! every picture shows, nothing is fetched, every round's clue and note are there.

use serde_json::{json, Value};

use super::access::sign_in;
use super::{skipped, Browser};
use crate::helpers::TestApp;
use crate::story::play_to_the_end_with_notes;

#[tokio::test]
async fn a_storybook_opens_offline_and_shows_every_round() {
    if skipped("a_storybook_opens_offline_and_shows_every_round") {
        return;
    }
    let app = TestApp::spawn().await;
    let body = json!({"ruleset": "2021", "first_storyteller": "host", "target_score": 10});
    let table = app.start_table("offline", 3, body).await;
    // The storyteller's clue form has a place for the note.
    let site = Browser::open(&app.address).await;
    sign_in(&site, "offline0").await;
    site.goto(&format!("/tables/{}", table.id)).await;
    site.wait_for("#clue-form textarea[name=note]").await;
    site.execute("document.querySelector('#clue-form textarea[name=note]').scrollIntoView({ block: 'center' });")
        .await;
    site.screenshots("story-clue-form").await;

    let rounds = play_to_the_end_with_notes(&table).await;
    let reader = app.signed_in("offline1").await;
    let res = reader
        .client
        .get(reader.url(&format!("/tables/{}/storybook", table.id)))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 200);
    let book = res.text().await.unwrap();
    let file = std::env::temp_dir().join(format!(
        "fabula-storybook-{}-{}.html",
        std::process::id(),
        table.id
    ));
    std::fs::write(&file, book).unwrap();

    let b = Browser::open_offline(&app.address).await;
    b.goto_url(&format!("file://{}", file.display())).await;
    b.wait_for("section.round").await;
    let text = b.text().await;
    for n in 1..=rounds {
        assert!(
            text.contains(&format!("clue of round {n}")),
            "round {n}'s clue"
        );
        assert!(
            text.contains(&format!("note of round {n}")),
            "round {n}'s note"
        );
    }
    b.wait_until(
        "every picture",
        "return document.images.length > 0 && Array.prototype.every.call(document.images, \
           function (i) { return i.complete && i.naturalWidth > 0; });",
    )
    .await;
    let fetched = b
        .execute("return performance.getEntriesByType('resource').length;")
        .await;
    assert_eq!(fetched, json!(0), "nothing fetched");
    b.screenshots("storybook").await;
    b.screenshot_whole_page("browser/storybook-whole.png").await;

    // The network is off indeed: the app itself does not open.
    let _ = b
        .execute(&format!("window.location.href = '{}/';", app.address))
        .await;
    std::thread::sleep(std::time::Duration::from_millis(500));
    let title: Value = b.execute("return document.title;").await;
    assert!(
        !title.as_str().unwrap_or_default().contains("Fabula"),
        "{title}"
    );
    b.close().await;
    let _ = std::fs::remove_file(&file);

    // On the site, the history shows the notes and the link to the storybook.
    let b = site;
    b.goto(&format!("/tables/{}/history", table.id)).await;
    b.wait_for("section.reveal .note").await;
    assert!(b.has("a[href$='/storybook']").await);
    b.axe("the history with notes").await;
    b.screenshots("story-history").await;
    b.close().await;
}
