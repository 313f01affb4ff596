//! The HTML site as people use it: a `Person` is someone at their own browser (cookies, no
//! redirects followed) who reads pages and sends their forms with the page's CSRF token.

use reqwest::header::{HeaderMap, HeaderValue, ACCEPT_LANGUAGE};
use reqwest::redirect::Policy;
use reqwest::{Client, Response};
use serde::de::DeserializeOwned;

use super::api::PASSWORD;
use super::app::{browser, TestApp};

/// Someone at their own browser.
pub struct Person {
    /// Who this is, for the messages of failed checks.
    pub name: String,
    pub client: Client,
    address: String,
}

impl TestApp {
    /// Someone with a fresh browser, not signed in.
    pub fn visitor(&self) -> Person {
        Person {
            name: "a visitor".to_string(),
            client: browser(),
            address: self.address.clone(),
        }
    }

    /// Someone whose browser asks for pages in `languages` (an Accept-Language header).
    pub fn visitor_speaking(&self, languages: &'static str) -> Person {
        let mut headers = HeaderMap::new();
        headers.insert(ACCEPT_LANGUAGE, HeaderValue::from_static(languages));
        let client = super::app::client()
            .cookie_store(true)
            .redirect(Policy::none())
            .default_headers(headers)
            .build()
            .expect("client builds");
        Person {
            client,
            ..self.visitor()
        }
    }

    /// A new account, registered through the form, and its owner signed in: `name` as the
    /// username, with a capital letter as the display name.
    pub async fn person(&self, name: &str) -> Person {
        self.visitor()
            .register(name, Some(&capitalised(name)))
            .await
    }

    /// A browser signed in through the form as an account that exists already.
    pub async fn signed_in(&self, username: &str) -> Person {
        self.visitor().sign_in(username).await
    }
}

fn capitalised(name: &str) -> String {
    let mut chars = name.chars();
    chars
        .next()
        .map(|first| first.to_uppercase().chain(chars).collect())
        .unwrap_or_default()
}

impl Person {
    /// Someone with a fresh browser, not signed in, at the server at `address`.
    pub fn visitor_at(address: &str) -> Person {
        Person {
            name: "a visitor".to_string(),
            client: browser(),
            address: address.to_string(),
        }
    }

    /// The same browser (its cookies too), asking the server at `address`.
    pub fn at(&self, address: &str) -> Person {
        Person {
            name: self.name.clone(),
            client: self.client.clone(),
            address: address.to_string(),
        }
    }

    /// Signs in through the form as an account that exists already.
    pub async fn sign_in(mut self, username: &str) -> Person {
        let fields = [("username", username), ("password", PASSWORD)];
        let res = self.form("/sign-in", "/sign-in", &fields).await;
        assert_eq!(res.status(), 303, "signed in as {username}");
        self.name = username.to_string();
        self
    }

    pub fn url(&self, path: &str) -> String {
        format!("{}{path}", self.address)
    }

    /// Registers through the form, with or without a display name; signed in afterwards, on
    /// the home page.
    pub async fn register(mut self, username: &str, display_name: Option<&str>) -> Person {
        let mut fields = vec![("username", username)];
        if let Some(display_name) = display_name {
            fields.push(("display_name", display_name));
        }
        fields.push(("password", PASSWORD));
        let res = self.form("/register", "/register", &fields).await;
        assert_eq!(res.status(), 303, "register {username}");
        assert_eq!(res.headers()["location"], "/");
        self.name = username.to_string();
        self
    }

    /// GETs `path`: the status and the text.
    pub async fn get(&self, path: &str) -> (u16, String) {
        let res = self.client.get(self.url(path)).send().await.expect("GET");
        let status = res.status().as_u16();
        let text = res.text().await.expect("text");
        assert_translated(&text, path);
        (status, text)
    }

    /// A page that must answer 200.
    pub async fn page(&self, path: &str) -> String {
        let (status, html) = self.get(path).await;
        assert_eq!(status, 200, "{} GET {path}: {html}", self.name);
        html
    }

    /// JSON that must answer 200, with this browser's session.
    pub async fn api<T: DeserializeOwned>(&self, path: &str) -> T {
        let res = self.client.get(self.url(path)).send().await.expect("GET");
        assert_eq!(res.status(), 200, "GET {path}");
        res.json().await.expect("JSON")
    }

    /// Posts a form to `action` with the CSRF token of `html` (the page the form is on)
    /// first, then `fields`.
    pub async fn post(&self, html: &str, action: &str, fields: &[(&str, &str)]) -> Response {
        let csrf = csrf_of(html);
        let mut form: Vec<(&str, &str)> = vec![("csrf_token", csrf.as_str())];
        form.extend_from_slice(fields);
        self.client
            .post(self.url(action))
            .form(&form)
            .send()
            .await
            .expect("POST")
    }

    /// A form refused on the table page: the answer is a redirect (303) to the table, and the
    /// table page then says why, once. Gives that page.
    pub async fn refusal(&self, res: Response, table: &str) -> String {
        assert_eq!(res.status(), 303, "a refused form goes back to the table");
        let to = location(&res);
        assert!(
            to == table || to.starts_with(&format!("{table}#")),
            "back to {table}, not {to}"
        );
        let html = self.page(table).await;
        assert!(html.contains("class=\"error\""), "the reason: {html}");
        let again = self.page(table).await;
        assert!(!again.contains("class=\"error\""), "said once");
        html
    }

    /// Opens `page` and sends a form of it to `action`.
    pub async fn form(&self, page: &str, action: &str, fields: &[(&str, &str)]) -> Response {
        let html = self.page(page).await;
        self.post(&html, action, fields).await
    }

    /// The CSRF token of the forms on `page`.
    pub async fn csrf(&self, page: &str) -> String {
        csrf_of(&self.page(page).await)
    }
}

/// Fails when a page shows the mark of a key missing from the catalogue (`⟦key⟧`).
pub fn assert_translated(text: &str, path: &str) {
    if let Some(at) = text.find(fabula::i18n::MISSING_MARK) {
        let key: String = text[at..].chars().take(60).collect();
        panic!("{path} shows a key missing from the catalogue: {key}");
    }
}

/// The CSRF token in a page's forms.
pub fn csrf_of(html: &str) -> String {
    let marker = "name=\"csrf_token\" value=\"";
    let start = html.find(marker).expect("page has a CSRF token") + marker.len();
    html[start..]
        .split('"')
        .next()
        .expect("token ends")
        .to_string()
}

/// The `value`s of the enabled `<input name="{name}">`s of a page, in page order.
pub fn inputs(html: &str, name: &str) -> Vec<String> {
    let wanted = format!("name=\"{name}\"");
    html.split("<input")
        .skip(1)
        .filter_map(|rest| rest.split('>').next())
        .filter(|tag| tag.contains(&wanted) && !tag.contains("disabled"))
        .filter_map(|tag| {
            let start = tag.find("value=\"")? + "value=\"".len();
            Some(tag[start..].split('"').next()?.to_string())
        })
        .collect()
}

/// Whether the page has a form that posts to `action`.
pub fn has_form(html: &str, action: &str) -> bool {
    html.contains(&format!("action=\"{action}\""))
}

/// Where a redirect points.
pub fn location(res: &Response) -> String {
    res.headers()["location"]
        .to_str()
        .expect("a location")
        .to_string()
}
