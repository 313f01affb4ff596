//! Substitutes in the browser: the host's offer on the table page, the page with the link and
//! the invitation pass axe-core, and the newcomer takes the seat with its button.

use serde_json::json;

use super::access::sign_in;
use super::{skipped, Browser};
use crate::helpers::TestApp;

#[tokio::test]
async fn a_seat_is_offered_and_taken_in_the_browser_and_the_pages_pass_axe() {
    if skipped("a_seat_is_offered_and_taken_in_the_browser_and_the_pages_pass_axe") {
        return;
    }
    let app = TestApp::spawn().await;
    let options = json!({"ruleset": "classic", "first_storyteller": "host"});
    let table = app.start_table("bsub", 4, options).await;
    table.play(2, "resign", json!({})).await;
    app.api_user("bsubnew").await;
    let browsers = Browser::open_many(&app.address, 2).await;
    let (host, newcomer) = (&browsers[0], &browsers[1]);
    sign_in(host, "bsub0").await;
    sign_in(newcomer, "bsubnew").await;

    let page = format!("/tables/{}", table.id);
    host.goto(&page).await;
    let offer = format!("form[action='{page}/seats/2/offer']");
    host.wait_for(&offer).await;
    host.axe("the table page with a seat to offer").await;
    host.submit(&offer).await;
    host.wait_for_text("Invitation link").await;
    host.axe("the page with the invitation link").await;
    host.screenshots("seat-offer").await;
    let link = host
        .execute("return document.querySelector('input[readonly]').value;")
        .await;
    let link = link["value"]
        .as_str()
        .or(link.as_str())
        .expect("the link")
        .to_string();
    let path = link.trim_start_matches(&app.public_url).to_string();

    newcomer.goto(&path).await;
    newcomer.wait_for_text("Take the seat").await;
    newcomer.axe("the invitation to take a seat").await;
    newcomer.screenshots("seat-take").await;
    newcomer.submit(&format!("form[action='{path}']")).await;
    assert_eq!(newcomer.path().await, page);
    newcomer.wait_for(".scores").await;
    for browser in browsers {
        browser.close().await;
    }
}
