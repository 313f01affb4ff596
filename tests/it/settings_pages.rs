//! The settings as a few short pages with links between them: each page marks itself among the
//! links, has its own forms and comes back to itself after them; the addresses of the single
//! page of old lead on to the page that has their part; the feed's address comes with a Copy
//! button and words on what a feed reader is, not a link to its raw text.

use crate::helpers::{has_form, location, TestApp};

/// The settings' pages, with the forms each one has.
const PAGES: [(&str, &[&str]); 6] = [
    (
        "/settings/profile",
        &["/settings/name", "/settings/time-zone"],
    ),
    (
        "/settings/notifications",
        &["/settings/mail", "/settings/reminders", "/settings/feed"],
    ),
    ("/settings/away", &["/settings/away"]),
    ("/settings/privacy", &["/settings/delete-account"]),
    (
        "/settings/security",
        &["/settings/password", "/settings/sessions/end-all"],
    ),
    (
        "/settings/developers",
        &["/settings/tokens", "/settings/webhooks"],
    ),
];

/// Every form action the settings had on their pages before they were split.
const ACTIONS: [&str; 10] = [
    "/settings/name",
    "/settings/time-zone",
    "/settings/mail",
    "/settings/reminders",
    "/settings/feed",
    "/settings/away",
    "/settings/password",
    "/settings/tokens",
    "/settings/webhooks",
    "/settings/delete-account",
];

/// A form of a settings page: the page, its action, its fields, and where it comes back to
/// (or what its refusal shows).
type SentForm = (
    &'static str,
    &'static str,
    &'static [(&'static str, &'static str)],
    &'static str,
);

/// The links between the pages on `html`: each address with its `aria-current`, if any.
fn nav_links(html: &str) -> Vec<(String, Option<String>)> {
    let nav = html
        .split("<nav class=\"settings-nav\"")
        .nth(1)
        .and_then(|rest| rest.split("</nav>").next())
        .expect("the links between the settings' pages");
    nav.split("<a href=\"")
        .skip(1)
        .map(|link| {
            let href = link.split('"').next().unwrap_or_default().to_string();
            let tag = link.split('>').next().unwrap_or_default();
            let current = tag
                .split("aria-current=\"")
                .nth(1)
                .and_then(|rest| rest.split('"').next())
                .map(str::to_string);
            (href, current)
        })
        .collect()
}

/// The number of buttons that send a form on `html`, outside the header.
fn submit_buttons(html: &str) -> usize {
    let main = html.split("<main").nth(1).unwrap_or(html);
    main.matches("<button type=\"submit\"").count()
}

#[tokio::test]
async fn each_settings_page_is_short_marks_itself_and_keeps_its_forms() {
    let app = TestApp::spawn().await;
    let ana = app.person("ana").await;
    let mut every_action: Vec<&str> = Vec::new();
    for (path, forms) in PAGES {
        let html = ana.page(path).await;
        let links = nav_links(&html);
        let hrefs: Vec<&str> = links.iter().map(|(h, _)| h.as_str()).collect();
        assert_eq!(
            hrefs,
            PAGES.map(|(p, _)| p),
            "{path}: the same links everywhere"
        );
        let current: Vec<&(String, Option<String>)> =
            links.iter().filter(|(_, c)| c.is_some()).collect();
        assert_eq!(
            current,
            [&(path.to_string(), Some("page".to_string()))],
            "{path} marks itself, and nothing else"
        );
        for action in forms {
            assert!(has_form(&html, action), "{path} has the form of {action}");
        }
        every_action.extend(ACTIONS.iter().filter(|a| has_form(&html, a)));
        // Short: a few forms each, where the single page had nine Save buttons and more.
        assert!(
            submit_buttons(&html) <= 5,
            "{path}: {}",
            submit_buttons(&html)
        );
    }
    every_action.sort_unstable();
    every_action.dedup();
    assert_eq!(every_action.len(), ACTIONS.len(), "every form has a page");

    // The blocked players, a page of privacy and data: marked as part of it.
    let blocks = ana.page("/settings/blocks").await;
    let current: Vec<(String, Option<String>)> = nav_links(&blocks)
        .into_iter()
        .filter(|(_, c)| c.is_some())
        .collect();
    assert_eq!(
        current,
        [("/settings/privacy".to_string(), Some("true".to_string()))]
    );

    // The data export has its own place, with the pictures' use beside it.
    let privacy = ana.page("/settings/privacy").await;
    assert!(privacy.contains("href=\"/settings/export\""), "{privacy}");
    assert!(privacy.contains("Download my data (zip)"), "{privacy}");
    assert!(privacy.contains("Your pictures take"), "{privacy}");
    assert!(privacy.contains("href=\"/settings/blocks\""), "{privacy}");

    // In every language the site speaks (`page` fails on a key missing from the catalogue).
    for (lang, word) in [("es", "Privacidad y datos"), ("pt", "Privacidade e dados")] {
        let reader = app.signed_in("ana").await;
        reader.get(&format!("/lang/{lang}")).await;
        for (path, _) in PAGES {
            let html = reader.page(path).await;
            assert!(html.contains(word), "{lang} {path}");
        }
    }
}

#[tokio::test]
async fn each_form_comes_back_to_its_own_page() {
    let app = TestApp::spawn().await;
    let ana = app.person("ana").await;
    let forms: [SentForm; 4] = [
        (
            "/settings/profile",
            "/settings/name",
            &[("display_name", "Ana Lua")],
            "/settings/profile?done=name",
        ),
        (
            "/settings/profile",
            "/settings/time-zone",
            &[("time_zone", "Europe/Lisbon")],
            "/settings/profile?done=zone",
        ),
        (
            "/settings/notifications",
            "/settings/mail",
            &[("email", ""), ("mail_mode", "off")],
            "/settings/notifications?done=saved",
        ),
        (
            "/settings/notifications",
            "/settings/reminders",
            &[("reminders", "none")],
            "/settings/notifications?done=reminders#reminders",
        ),
    ];
    for (page, action, fields, back) in forms {
        let res = ana.form(page, action, fields).await;
        assert_eq!(res.status(), 303, "{action}");
        assert_eq!(location(&res), back, "{action}");
        let done = back.split('#').next().unwrap();
        let html = ana.page(done).await;
        assert!(html.contains("class=\"notice\" role=\"status\""), "{done}");
    }

    // A refused form: the same page again, marked among the links, with why and what was
    // typed.
    let refusals: [SentForm; 3] = [
        (
            "/settings/profile",
            "/settings/time-zone",
            &[("time_zone", "Mars/Olympus")],
            "value=\"Mars/Olympus\"",
        ),
        (
            "/settings/away",
            "/settings/away",
            &[("until", "someday")],
            "class=\"error\"",
        ),
        (
            "/settings/privacy",
            "/settings/delete-account",
            &[("password", "not it")],
            "class=\"error\"",
        ),
    ];
    for (page, action, fields, shown) in refusals {
        let res = ana.form(page, action, fields).await;
        assert!(res.status().is_client_error(), "{action}");
        let html = res.text().await.unwrap();
        assert!(html.contains(shown), "{action}: {html}");
        let marked = nav_links(&html)
            .into_iter()
            .find(|(_, current)| current.is_some())
            .map(|(href, _)| href);
        assert_eq!(marked.as_deref(), Some(page), "{action}");
    }

    // A token: made and revoked on the page of the API and webhooks.
    let res = ana
        .form("/settings/developers", "/settings/tokens", &[])
        .await;
    assert_eq!(res.status(), 200);
    let html = res.text().await.unwrap();
    assert_eq!(nav_links(&html)[5].1.as_deref(), Some("page"));
    assert!(html.contains("value=\"fab_"), "the token, once");
    let start = html.find("/settings/tokens/").unwrap() + "/settings/tokens/".len();
    let id = html[start..].split('/').next().unwrap();
    let revoke = format!("/settings/tokens/{id}/revoke");
    let res = ana.post(&html, &revoke, &[]).await;
    assert_eq!(location(&res), "/settings/developers?done=revoked");
}

#[tokio::test]
async fn the_old_addresses_lead_to_the_page_that_has_their_part() {
    let app = TestApp::spawn().await;
    let ana = app.person("ana").await;
    for (old, new) in [
        ("/settings", "/settings/profile"),
        ("/settings?done=name", "/settings/profile?done=name"),
        ("/settings?done=saved", "/settings/notifications?done=saved"),
        (
            "/settings?done=resent",
            "/settings/notifications?done=resent",
        ),
        (
            "/settings?done=reminders",
            "/settings/notifications?done=reminders",
        ),
        (
            "/settings?done=push_removed",
            "/settings/notifications?done=push_removed",
        ),
        ("/settings?done=away", "/settings/away?done=away"),
        ("/settings?done=back", "/settings/away?done=back"),
        (
            "/settings?done=webhook_deleted",
            "/settings/developers?done=webhook_deleted",
        ),
        ("/settings?done=nonsense", "/settings/profile"),
        (
            "/settings/security?done=revoked",
            "/settings/developers?done=revoked",
        ),
    ] {
        let res = ana.client.get(ana.url(old)).send().await.unwrap();
        assert_eq!(res.status(), 303, "{old}");
        assert_eq!(location(&res), new, "{old}");
        ana.page(new).await;
    }
    // Signed out, the old address still leads through the sign-in page and back to it.
    let res = app
        .visitor()
        .client
        .get(app.url("/settings"))
        .send()
        .await
        .unwrap();
    assert_eq!(location(&res), "/sign-in?next=/settings");
    // The old fragments (`/settings#webhooks`) are followed by the page's script.
    let script = app.visitor().page("/static/site.js").await;
    for part in [
        "webhooks: \"developers\"",
        "tokens: \"developers\"",
        "\"delete-account\": \"privacy\"",
    ] {
        assert!(script.contains(part), "{part}");
    }
    // The header, the footer's time zone note and mailed links lead to the new pages.
    let html = ana.page("/").await;
    assert!(html.contains("href=\"/settings/profile\""), "{html}");
    assert!(
        html.contains("href=\"/settings/profile#time-zone\""),
        "{html}"
    );
}

#[tokio::test]
async fn the_feed_address_comes_with_a_copy_button_and_what_a_feed_reader_is() {
    let app = TestApp::spawn().await;
    let ana = app.person("ana").await;
    let res = ana
        .form("/settings/notifications", "/settings/feed", &[])
        .await;
    assert_eq!(res.status(), 200);
    let html = res.text().await.unwrap();
    // A field to select, whole, and a Copy button that the script shows.
    let field = html
        .split("<input id=\"feed-url\"")
        .nth(1)
        .and_then(|rest| rest.split('>').next())
        .expect("the feed's address in a field");
    assert!(
        field.contains("readonly") && field.contains("/feeds/"),
        "{field}"
    );
    assert!(
        html.contains("class=\"secondary copy-link\" hidden>Copy</button>"),
        "{html}"
    );
    assert!(
        html.contains("Copied: paste it into your feed reader."),
        "{html}"
    );
    // What a feed reader is, instead of a link to the feed's raw XML.
    assert!(
        html.contains("<summary>What is a feed reader?</summary>"),
        "{html}"
    );
    assert!(
        html.contains("A feed reader is an app or a website"),
        "{html}"
    );
    assert!(
        !html.contains("href=\"http"),
        "no link to the raw feed: {html}"
    );
    assert!(!html.contains("Open the feed"), "{html}");
    // The calendar's the same way.
    assert!(html.contains("<input id=\"calendar-url\""), "{html}");
    assert!(html.contains("How do I add it to my calendar?"), "{html}");
}
