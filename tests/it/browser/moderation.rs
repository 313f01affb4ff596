//! Moderation in the browser: an admin reads a report on its page, removes the message with the
//! keyboard, and every page of the admin area, and the chat with a removed message, passes
//! axe-core.

use serde_json::json;

use super::access::sign_in;
use super::{skipped, Browser};
use crate::commands::{fabula, run};
use crate::helpers::TestApp;

#[tokio::test]
async fn an_admin_removes_a_reported_message_and_the_pages_pass_axe() {
    if skipped("an_admin_removes_a_reported_message_and_the_pages_pass_axe") {
        return;
    }
    let app = TestApp::spawn().await;
    let options = json!({"ruleset": "classic", "first_storyteller": "host"});
    let table = app.start_table("bmod", 3, options).await;
    table.post(1, "chat", json!({"body": "hello"})).await;
    let (_, list) = table.post(1, "chat", json!({"body": "rude words"})).await;
    let message = list[1]["id"].as_i64().unwrap();
    let (status, report) = table.players[2]
        .post(
            "/api/v1/reports",
            json!({"kind": "message", "target_id": message, "reason": "Insults"}),
        )
        .await;
    assert_eq!(status, 201);
    let report = report["id"].as_i64().unwrap();
    app.api_user("bmodadmin").await;
    let (code, _, err) = run(fabula()
        .args(["admin", "grant", "bmodadmin"])
        .env("DATABASE_URL", &app.db_url));
    assert_eq!(code, 0, "{err}");

    let browsers = Browser::open_many(&app.address, 2).await;
    let (admin, player) = (&browsers[0], &browsers[1]);
    sign_in(admin, "bmodadmin").await;
    admin.goto("/admin").await;
    admin.axe("the admin overview").await;
    admin.goto("/admin/reports").await;
    admin.wait_for_text("rude words").await;
    admin.axe("the open reports").await;
    admin.screenshots("admin-reports").await;
    admin
        .screenshot_whole_page("browser/admin-reports-whole.png")
        .await;

    // With the keyboard: the first choice, the reason, then Enter on the button.
    let form = format!("form[action='/admin/reports/{report}']");
    admin.press(&format!("{form} input[value=hide]"), " ").await;
    admin
        .fill(&format!("{form} textarea[name=reason]"), "Insults, clearly")
        .await;
    admin
        .press(&format!("{form} button[type=submit]"), "\u{E007}")
        .await;
    admin.wait_for_text("Done, and the report is closed.").await;
    admin.axe("the reports after acting").await;
    admin.goto("/admin/accounts").await;
    admin.axe("the suspended accounts").await;
    admin.screenshots("admin-accounts").await;
    admin.goto("/admin/log").await;
    admin.wait_for_text("Insults, clearly").await;
    admin.axe("the admins' log").await;
    admin.screenshots("admin-log").await;

    sign_in(player, "bmod2").await;
    player.goto(&format!("/tables/{}/chat", table.id)).await;
    player.wait_for_text("Removed by a moderator").await;
    assert!(!player.text().await.contains("rude words"));
    player.axe("a chat with a removed message").await;
    for browser in browsers {
        browser.close().await;
    }
}
