//! A Teams table in the browser: the pairs and the host's form to change them pass axe-core,
//! before and after the start, and are photographed for a look.

use serde_json::json;

use super::access::sign_in;
use super::{skipped, Browser};
use crate::helpers::TestApp;

#[tokio::test]
async fn the_teams_of_a_table_pass_axe_before_and_after_the_start() {
    if skipped("the_teams_of_a_table_pass_axe_before_and_after_the_start") {
        return;
    }
    let app = TestApp::spawn().await;
    let b = Browser::open(&app.address).await;
    let host = app.api_user("team0").await;
    sign_in(&b, "team0").await;
    let table = host.create_table(json!({ "ruleset": "teams" })).await;
    for i in 1..6 {
        app.api_user(&format!("team{i}")).await.join(&table).await;
    }
    let page = format!("/tables/{}", table.id);
    b.goto(&page).await;
    b.click(".teams-edit summary").await;
    b.wait_for(".teams-form select").await;
    b.axe("a Teams table's pairs and the host's form").await;
    b.screenshots("teams-open").await;

    b.execute("document.querySelector('#team-2').value = '2';")
        .await;
    b.execute("document.querySelector('#team-4').value = '3';")
        .await;
    b.execute("document.querySelector('#team-6').value = '1';")
        .await;
    b.submit(".teams-form").await;
    b.wait_for_text("Team 1: team0 and team5").await;
    b.submit(&format!("form[action='{page}/start']")).await;
    b.wait_for(".scores .pairs").await;
    b.axe("a started Teams table").await;
    b.screenshots("teams-started").await;
}
