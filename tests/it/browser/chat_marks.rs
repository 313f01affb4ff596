//! New chat messages and the chat's "Report" and "Block" in a real browser, photographed at a
//! phone's width and a desktop's: the unread mark on the home page and at the top of the table
//! page in each language, the question before blocking and the line left in the chat after it,
//! and the report form that shows the message and comes back to the table.

use serde_json::json;

use super::access::sign_in;
use super::{skipped, Browser};
use crate::helpers::TestApp;

#[tokio::test]
async fn unread_marks_report_and_block_in_the_browser() {
    if skipped("unread_marks_report_and_block_in_the_browser") {
        return;
    }
    let app = TestApp::spawn().await;
    let body = json!({ "ruleset": "classic", "first_storyteller": "host" });
    let table = app.start_table("seen", 3, body).await;
    let page = format!("/tables/{}", table.id);
    let b = Browser::open(&app.address).await;
    sign_in(&b, "seen0").await;

    // In each language: messages come while the reader is elsewhere (the home page does not
    // reload itself), the home page marks the table, and the table page says so at its top.
    for (lang, home_mark, table_mark) in [
        (
            "en",
            "2 new messages in the chat",
            "2 new messages in the chat",
        ),
        (
            "es",
            "2 mensajes nuevos en el chat",
            "2 mensajes nuevos en el chat",
        ),
        (
            "pt",
            "2 mensagens novas no chat",
            "2 mensagens novas no chat",
        ),
    ] {
        b.goto(&format!("/lang/{lang}?next=/")).await;
        for (seat, text) in [(1, "Who tells first?"), (2, "You do!")] {
            let (status, _) = table
                .post(seat, "chat", json!({ "body": format!("{text} ({lang})") }))
                .await;
            assert_eq!(status, 201);
        }
        b.goto("/").await;
        assert_eq!(b.text_of(".table-line .line-chat").await, home_mark);
        b.screenshots(&format!("chat-unread-home-{lang}")).await;
        b.goto(&page).await;
        assert_eq!(b.text_of(".chat-unread a").await, table_mark);
        b.screenshots(&format!("chat-unread-table-{lang}")).await;
        b.click(".chat-unread a").await;
        b.wait_until(
            "the chat in view",
            "var r = document.getElementById('chat').getBoundingClientRect(); \
             return r.top < window.innerHeight && r.bottom > 0;",
        )
        .await;
        b.screenshots(&format!("chat-unread-new-{lang}")).await;
        if lang == "en" {
            b.axe("the table page with new messages").await;
        }
    }
    b.goto("/lang/en?next=/").await;

    // "Report" shows the message and comes back to the table, which thanks once.
    b.goto(&page).await;
    b.click(".chat-log li:not(.you) a.report[href^='/report']")
        .await;
    b.wait_for("form[action='/report'] textarea").await;
    assert!(b.text().await.contains("Who tells first? (en)"));
    b.fill("form[action='/report'] textarea", "Spoils the game")
        .await;
    b.screenshots("report-message").await;
    b.axe("the report form of a message").await;
    b.submit("form[action='/report']").await;
    assert_eq!(b.path().await, page);
    assert!(b
        .text()
        .await
        .contains("Thank you: the moderators will read your report."));

    // "Block" asks first; "Cancel" leaves everything as it was.
    b.click(".chat-log a[href^='/settings/blocks/confirm?username=seen1']")
        .await;
    b.wait_for("form[action='/settings/blocks'] button.danger")
        .await;
    assert!(b.text().await.contains("Block seen1?"));
    b.screenshots("block-confirm").await;
    b.axe("the question before blocking").await;
    b.click(".block-confirm a.button").await;
    b.wait_until(
        "back at the table",
        &format!("return location.pathname === '{page}';"),
    )
    .await;
    assert!(b.text().await.contains("Who tells first? (en)"));
    // Confirmed: back at the table's chat, with a line where the messages were.
    b.click(".chat-log a[href^='/settings/blocks/confirm?username=seen1']")
        .await;
    b.wait_for("form[action='/settings/blocks'] button.danger")
        .await;
    b.submit("form[action='/settings/blocks']").await;
    assert_eq!(b.path().await, page);
    let text = b.text().await;
    assert!(text.contains("Blocked: you no longer see their messages."));
    assert!(!text.contains("Who tells first?"), "{text}");
    assert!(text.contains("1 message hidden (blocked)"), "{text}");
    b.execute("document.getElementById('chat').scrollIntoView();")
        .await;
    b.screenshots("chat-blocked-line").await;
    b.axe("the chat with a hidden message").await;
}
