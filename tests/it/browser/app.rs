//! Fabula as an installable app: the manifest every page links to is valid (its required
//! fields, and icons that load), the service worker registers and becomes ready, and the
//! settings' section "Notifications on this device" offers its button once JavaScript runs.

use serde_json::Value;

use super::access::sign_in;
use super::{skipped, Browser};
use crate::helpers::TestApp;

#[tokio::test]
async fn the_app_has_a_valid_manifest_and_a_service_worker() {
    if skipped("the_app_has_a_valid_manifest_and_a_service_worker") {
        return;
    }
    let app = TestApp::spawn().await;
    let b = Browser::open(&app.address).await;
    b.goto("/").await;

    // The manifest the page links to.
    let href = b
        .execute("return document.querySelector('link[rel=manifest]').href;")
        .await;
    let href = href.as_str().expect("a manifest link").to_string();
    let res = app.client.get(&href).send().await.unwrap();
    assert_eq!(res.status(), 200, "{href}");
    assert_eq!(res.headers()["content-type"], "application/manifest+json");
    let manifest: Value = res.json().await.expect("the manifest is JSON");
    for field in [
        "name",
        "short_name",
        "start_url",
        "display",
        "theme_color",
        "background_color",
    ] {
        assert!(
            manifest[field].as_str().is_some_and(|v| !v.is_empty()),
            "{field} in {manifest}"
        );
    }
    assert_eq!(manifest["start_url"], "/");
    assert_eq!(manifest["display"], "standalone");
    let icons = manifest["icons"].as_array().expect("icons");
    let sizes: Vec<&str> = icons.iter().filter_map(|i| i["sizes"].as_str()).collect();
    assert!(
        sizes.contains(&"192x192") && sizes.contains(&"512x512"),
        "{sizes:?}"
    );
    for icon in icons {
        let src = icon["src"].as_str().expect("an icon's src");
        let res = app.get(src).await;
        assert_eq!(res.status(), 200, "{src}");
        let kind = res.headers()["content-type"].to_str().unwrap().to_string();
        assert_eq!(Some(kind.as_str()), icon["type"].as_str(), "{src}");
        assert!(res.bytes().await.unwrap().len() > 100, "{src}");
    }

    // The service worker registers, for the whole site, and becomes ready and active.
    b.execute(
        "window.sw = null; navigator.serviceWorker.ready.then(function (r) { \
         window.sw = [r.scope, r.active ? r.active.scriptURL : '']; }); return true;",
    )
    .await;
    b.wait_until(
        "the service worker to be ready",
        "return window.sw !== null;",
    )
    .await;
    let sw = b.execute("return window.sw;").await;
    assert_eq!(sw[0], format!("{}/", app.address).as_str(), "its scope");
    assert_eq!(
        sw[1],
        format!("{}/sw.js", app.address).as_str(),
        "its script"
    );

    // The settings' section: with JavaScript, a button instead of "needs JavaScript".
    let pia = app.api_user("pia").await;
    let device = serde_json::json!({
        "endpoint": "https://push.example.org/wpush/pia-phone",
        "keys": {
            "p256dh": "BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4",
            "auth": "BTBZMqHH6r4Tts7J_aSIgg"
        },
        "device": "Pia's phone"
    });
    let (status, _) = pia.post("/api/v1/me/push-subscriptions", device).await;
    assert_eq!(status, 201);
    sign_in(&b, "pia").await;
    b.goto("/settings/notifications").await;
    b.wait_until(
        "the button that turns notifications on",
        "return !document.getElementById('push-on').hidden;",
    )
    .await;
    let needs_js = b
        .execute("return document.querySelector('[data-push-state=nojs]').hidden;")
        .await;
    assert_eq!(
        needs_js, true,
        "the sentence for browsers without JavaScript is hidden"
    );
    let text = b.text().await;
    assert!(text.contains("Turn on notifications"), "{text}");
    assert!(text.contains("Pia's phone"), "{text}");
    assert!(b.has("form[action$='/remove'] button").await);
    b.axe("the settings page with its notifications section")
        .await;
    b.execute("document.getElementById('push').scrollIntoView(); return true;")
        .await;
    b.screenshot("browser/settings_push.png").await;
    b.size(1280, 900).await;
    b.execute("document.getElementById('push').scrollIntoView(); return true;")
        .await;
    b.screenshot("browser/settings_push_wide.png").await;
    b.close().await;
}
