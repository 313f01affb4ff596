//! The settings' pages in a real browser, in each language and on a phone and a desktop: short
//! pages that fit the screen's width, the one shown marked among the links, accessible; the
//! feed's address with its Copy button (a field to select without JavaScript); an old address
//! with a part named (`/settings#webhooks`) goes on to the page that has it.

use serde_json::json;

use super::accounts::register;
use super::{skipped, Browser};
use crate::helpers::TestApp;

const PAGES: [&str; 6] = [
    "profile",
    "notifications",
    "away",
    "privacy",
    "security",
    "developers",
];

#[tokio::test]
async fn the_settings_pages_fit_phones_and_desktops_in_every_language() {
    if skipped("the_settings_pages_fit_phones_and_desktops_in_every_language") {
        return;
    }
    let app = TestApp::spawn().await;
    let b = Browser::open(&app.address).await;
    register(&b, "ana", "Ana").await;

    for lang in ["en", "es", "pt"] {
        b.goto(&format!("/lang/{lang}?next=/settings/profile"))
            .await;
        for name in PAGES {
            let path = format!("/settings/{name}");
            b.goto(&path).await;
            // The page is marked among the links. Waited for: the browser may run a script
            // before the page has come, when it was already at that address.
            b.wait_until(
                &format!("{lang}: {path} marked among the links"),
                &format!(
                    "var a = document.querySelector('.settings-nav [aria-current=page]'); \
                     return a !== null && a.getAttribute('href') === '{path}';"
                ),
            )
            .await;
            // At 360 px: no wider than the screen, and well shorter than the single page was
            // (4,400 px).
            b.size(360, 800).await;
            let (width, height) = (
                b.execute("return document.documentElement.scrollWidth;")
                    .await,
                b.execute("return document.documentElement.scrollHeight;")
                    .await,
            );
            assert!(width.as_u64() <= Some(360), "{lang} {path}: {width}");
            assert!(
                height.as_u64() < Some(3300),
                "{lang} {path}: {height} px tall"
            );
            if lang == "en" {
                b.axe(&format!("the settings page {path}")).await;
            }
            b.screenshots(&format!("settings-{name}-{lang}")).await;
        }
    }

    // The feed's address: a Copy button beside the field, and what a feed reader is.
    b.goto("/lang/en?next=/settings/notifications").await;
    b.submit("form[action='/settings/feed']").await;
    b.wait_until(
        "the Copy button",
        "return !document.querySelector('#feed .copy-link').hidden;",
    )
    .await;
    b.click("#feed .copy-link").await;
    b.wait_until(
        "copied, or the address selected to copy",
        "var f = document.getElementById('feed-url'); \
         return !document.querySelector('#feed .copied').hidden \
           || (document.activeElement === f && f.selectionEnd - f.selectionStart === f.value.length);",
    )
    .await;
    b.click("#feed details.explained summary").await;
    b.wait_for_text("A feed reader is an app or a website")
        .await;
    b.screenshots("settings-feed-en").await;

    // An address of the single page of old, with its part named: on to the page that has it.
    b.goto("/settings#webhooks").await;
    b.wait_until(
        "the webhooks on their page",
        "return location.pathname === '/settings/developers' && location.hash === '#webhooks';",
    )
    .await;

    // Without JavaScript: the address in a field to select, no Copy button.
    b.scripts(false).await;
    b.goto("/settings/notifications").await;
    b.submit("form[action='/settings/feed']").await;
    let copy_hidden = b
        .execute("return document.querySelector('#feed .copy-link').hidden;")
        .await;
    assert_eq!(copy_hidden, json!(true));
    let readonly = b
        .execute("var f = document.getElementById('feed-url'); return f.readOnly && f.value.indexOf('/feeds/') > 0;")
        .await;
    assert_eq!(readonly, json!(true));
    b.screenshots("settings-feed-nojs").await;
    b.scripts(true).await;
    b.close().await;
}
