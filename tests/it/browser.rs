//! Tests in a real browser: headless Chromium driven through ChromeDriver, against the app of
//! `TestApp::spawn()`. The few W3C WebDriver commands used here go straight over HTTP with
//! reqwest.
//!
//! Each [`Browser`] is one person at their own device: its own `chromedriver` process on a port
//! the system picks, and its own Chromium with a fresh profile directory, so cookies are never
//! shared. Dropping a `Browser` kills its chromedriver and every Chromium process under it and
//! removes the profile, also when a test fails half-way.
//!
//! Needs Debian's `chromium` and `chromium-driver` (/usr/bin/chromium, /usr/bin/chromedriver).
//! Without them the tests fail and say so; `FABULA_SKIP_BROWSER=1` skips them instead.
//!
//! Accessibility is checked with axe-core, from the npm registry (`npm ci --prefix tests/axe`,
//! which .ci/run does): [`Browser::axe`] runs it on the page as it is and fails on any
//! violation, naming the rule and the elements.
//!
//! With `FABULA_HTML_DIR` set, every page a browser opens, submits its way to or runs axe on is
//! also saved there as HTML (the document as the browser holds it), for .ci/run to check with
//! the Nu Html Checker.
//!
//! Every wait is bounded: a page, an element or a text that does not come within [`WAIT`] fails
//! the test with the page's address and text.

mod access;
mod accounts;
mod app;
mod bots;
mod chat;
mod chat_marks;
mod forms;
mod game;
mod history;
mod keyboard;
mod layout;
mod moderation;
mod settings;
mod storybook;
mod substitutes;
mod teams;
mod viewer;

use std::fs::File;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use base64::Engine;
use nix::sys::signal::{kill, Signal};
use nix::unistd::Pid;
use rand::RngExt;
use reqwest::Method;
use serde_json::{json, Value};

use crate::helpers::{ApiClient, TestApp};

const CHROMIUM: &str = "/usr/bin/chromium";
const CHROMEDRIVER: &str = "/usr/bin/chromedriver";
/// The longest wait for a page, an element or a text.
pub const WAIT: Duration = Duration::from_secs(60);
/// The longest wait for chromedriver to answer after it starts.
const DRIVER_START: Duration = Duration::from_secs(10);
/// The longest a single WebDriver command may take (a new session starts a whole browser).
/// Longer than the page-load and script timeouts the session is given (`WAIT`): a click that
/// submits a form waits for the next page, and on a busy machine that wait must end with the
/// driver's own timeout (which says what it waited for), never with this client giving up
/// first while the page is still on its way.
const COMMAND: Duration = Duration::from_secs(90);
const POLL: Duration = Duration::from_millis(25);
/// The forms of the pages, as the tests find them.
pub const CREATE: &str = "form[action='/tables']";
pub const CLUE: &str = "form[action$='/clue']";
pub const SUBMIT: &str = "form[action$='/submit']";
pub const VOTE: &str = "form[action$='/vote']";
pub const SEEN: &str = "form[action$='/seen']";
/// The window's width and height: a phone's width.
pub const WINDOW: (u32, u32) = (400, 900);

/// Whether a browser test should stop here: true (after saying so) when FABULA_SKIP_BROWSER=1.
/// Otherwise checks that Chromium and ChromeDriver are installed, and fails the test when not.
pub fn skipped(test: &str) -> bool {
    if std::env::var("FABULA_SKIP_BROWSER").is_ok_and(|v| v == "1") {
        eprintln!("{test}: skipped, FABULA_SKIP_BROWSER=1");
        return true;
    }
    require_installed();
    false
}

fn require_installed() {
    let missing: Vec<&str> = [CHROMIUM, CHROMEDRIVER]
        .into_iter()
        .filter(|p| !Path::new(p).exists())
        .collect();
    assert!(
        missing.is_empty(),
        "the browser tests need Chromium and ChromeDriver, and {} is missing: install them with \
         `apt-get install chromium chromium-driver` (.ci/run does), or set FABULA_SKIP_BROWSER=1 \
         to skip these tests",
        missing.join(" and ")
    );
}

/// A chromedriver process and its scratch directory (the browser profile and the driver's log).
struct Driver {
    child: Child,
    port: u16,
    dir: PathBuf,
}

impl Driver {
    /// Starts `chromedriver --port=0` and waits until it answers on the port it reports.
    /// ChromeDriver picks that port itself, and now and then loses it to another driver started
    /// at the same moment ("bind() failed: Address already in use"): it is started again then.
    async fn start() -> Driver {
        require_installed();
        let mut attempt = 1;
        loop {
            let mut driver = Driver::spawn();
            match driver.wait_until_ready().await {
                Ok(port) => {
                    driver.port = port;
                    return driver;
                }
                Err(log) if attempt < 3 && log.contains("Address already in use") => attempt += 1,
                Err(log) => panic!("chromedriver exited:\n{log}"),
            }
        }
    }

    fn spawn() -> Driver {
        let dir = std::env::temp_dir().join(format!(
            "fabula-browser-{}-{:016x}",
            std::process::id(),
            rand::rng().random::<u64>()
        ));
        std::fs::create_dir_all(&dir).expect("create the browser's scratch directory");
        let log = File::create(dir.join("chromedriver.log")).expect("create the driver log");
        let child = Command::new(CHROMEDRIVER)
            .arg("--port=0")
            // Chromium keeps its crash database under the config home, not the profile.
            .env("XDG_CONFIG_HOME", &dir)
            .env("XDG_CACHE_HOME", &dir)
            .stdin(Stdio::null())
            .stdout(log.try_clone().expect("log handle"))
            .stderr(log)
            .spawn()
            .unwrap_or_else(|e| panic!("start {CHROMEDRIVER}: {e}"));
        Driver {
            child,
            port: 0,
            dir,
        }
    }

    fn log(&self) -> String {
        std::fs::read_to_string(self.dir.join("chromedriver.log")).unwrap_or_default()
    }

    fn url(&self) -> String {
        format!("http://127.0.0.1:{}", self.port)
    }

    /// The port from "ChromeDriver was started successfully on port N.", once /status says
    /// ready; the driver's log if it exited before.
    async fn wait_until_ready(&mut self) -> Result<u16, String> {
        let marker = "started successfully on port ";
        let start = Instant::now();
        let http = reqwest::Client::builder()
            .no_proxy()
            .timeout(Duration::from_secs(2))
            .build()
            .expect("client builds");
        let mut port = None;
        loop {
            if let Ok(Some(status)) = self.child.try_wait() {
                return Err(format!("({status}) {}", self.log()));
            }
            if port.is_none() {
                port = self.log().split_once(marker).and_then(|(_, rest)| {
                    rest.split(|c: char| !c.is_ascii_digit())
                        .next()
                        .and_then(|n| n.parse::<u16>().ok())
                });
            }
            if let Some(port) = port {
                let status = http
                    .get(format!("http://127.0.0.1:{port}/status"))
                    .send()
                    .await;
                if let Ok(res) = status {
                    if let Ok(body) = res.json::<Value>().await {
                        if body["value"]["ready"] == true {
                            return Ok(port);
                        }
                    }
                }
            }
            assert!(
                start.elapsed() < DRIVER_START,
                "chromedriver did not answer within {DRIVER_START:?}:\n{}",
                self.log()
            );
            tokio::time::sleep(POLL).await;
        }
    }
}

impl Drop for Driver {
    fn drop(&mut self) {
        // Chromium's processes are children and grandchildren of chromedriver, and outlive it if
        // only chromedriver is killed; gather the whole tree first, then kill all of it.
        let root = self.child.id();
        for pid in std::iter::once(root).chain(descendants(root)) {
            let _ = kill(Pid::from_raw(pid as i32), Signal::SIGKILL);
        }
        let _ = self.child.wait();
        // A killed browser may still be finishing a write into its profile for a moment.
        for _ in 0..20 {
            if std::fs::remove_dir_all(&self.dir).is_ok() || !self.dir.exists() {
                break;
            }
            std::thread::sleep(POLL);
        }
    }
}

/// Every process below `root`, from the parent ids in /proc.
fn descendants(root: u32) -> Vec<u32> {
    let mut parents = Vec::new();
    if let Ok(entries) = std::fs::read_dir("/proc") {
        for entry in entries.flatten() {
            let Some(pid) = entry
                .file_name()
                .to_str()
                .and_then(|n| n.parse::<u32>().ok())
            else {
                continue;
            };
            let Ok(stat) = std::fs::read_to_string(entry.path().join("stat")) else {
                continue;
            };
            // "pid (comm) state ppid …", where comm may hold spaces and parentheses.
            let ppid = stat
                .rsplit_once(')')
                .and_then(|(_, rest)| rest.split_whitespace().nth(1))
                .and_then(|p| p.parse::<u32>().ok());
            if let Some(ppid) = ppid {
                parents.push((pid, ppid));
            }
        }
    }
    let mut found = vec![root];
    let mut i = 0;
    while i < found.len() {
        let parent = found[i];
        found.extend(
            parents
                .iter()
                .filter(|(_, ppid)| *ppid == parent)
                .map(|(pid, _)| *pid),
        );
        i += 1;
    }
    found.split_off(1)
}

/// The capabilities of a new session: headless Chromium at a phone's width, with a profile of
/// its own, in English, and without any of the browser's own calls out to the network.
fn capabilities(profile: &Path, extra: &[&str]) -> Value {
    let mut capabilities = json!({
        "browserName": "chrome",
        "goog:chromeOptions": {
            "binary": CHROMIUM,
            "args": [
                "--headless=new",
                "--no-sandbox",
                "--disable-gpu",
                "--disable-dev-shm-usage",
                "--disable-quic",
                "--no-first-run",
                "--disable-background-networking",
                "--disable-component-update",
                "--disable-sync",
                format!("--window-size={},{}", WINDOW.0, WINDOW.1),
                "--lang=en-US",
                format!("--user-data-dir={}", profile.display()),
            ],
            "prefs": { "intl.accept_languages": "en-US,en" },
        },
    });
    if let Some(args) = capabilities["goog:chromeOptions"]["args"].as_array_mut() {
        args.extend(extra.iter().map(|&arg| json!(arg)));
    }
    capabilities
}

/// Chromium's arguments that cut it off the network: every request, the loopback's
/// included, goes to a proxy on a port where nothing listens (files still open).
const OFFLINE: &[&str] = &[
    "--proxy-server=127.0.0.1:9",
    "--proxy-bypass-list=<-loopback>",
];

/// The table `host` creates with the home page's form as it stands, joined through the API by
/// new accounts named `names` with its invite code, and started by `host` on its page: the
/// table's address and id, and the joiners' clients.
pub async fn start_from_the_form(
    app: &TestApp,
    host: &Browser,
    names: &[&str],
) -> (String, i64, Vec<ApiClient>) {
    host.submit("form[action='/tables']").await;
    let table = host.path().await;
    let id: i64 = table
        .trim_start_matches("/tables/")
        .parse()
        .expect("a table id");
    let code = host.text_of(".invite code").await;
    let mut joiners = Vec::new();
    for name in names {
        let api = app.api_user(name).await;
        let (status, body) = api
            .post(
                &format!("/api/v1/tables/{id}/join"),
                json!({ "code": code }),
            )
            .await;
        assert_eq!(status, 200, "{name} joins: {body}");
        joiners.push(api);
    }
    host.goto(&table).await;
    host.submit("form[action$='/start']").await;
    (table, id, joiners)
}

/// axe-core's script, installed from the npm registry under tests/axe.
fn axe_source() -> &'static str {
    static SOURCE: std::sync::OnceLock<String> = std::sync::OnceLock::new();
    SOURCE.get_or_init(|| {
        let path = Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("tests/axe/node_modules/axe-core/axe.min.js");
        std::fs::read_to_string(&path).unwrap_or_else(|e| {
            panic!(
                "the browser tests check accessibility with axe-core, and {} cannot be read \
                 ({e}): install it with `npm ci --prefix tests/axe` (.ci/run does), or set \
                 FABULA_SKIP_BROWSER=1 to skip these tests",
                path.display()
            )
        })
    })
}

/// The key of an element reference in WebDriver's answers.
const ELEMENT: &str = "element-6066-11e4-a52e-4f735466cecf";

/// An error answer of the WebDriver server, or a failed request.
#[derive(Debug)]
struct WebDriverError {
    error: String,
    message: String,
}

impl std::fmt::Display for WebDriverError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}: {}", self.error, self.message)
    }
}

/// Whether a command failed because the page was replaced under it: WebDriver says "stale
/// element reference", or, when the element's document went between two of Chromium's own
/// steps, an unknown error whose node "does not belong to the document".
fn replaced(e: &WebDriverError) -> bool {
    e.error == "stale element reference" || e.message.contains("does not belong to the document")
}

/// One person's browser, pointed at one app.
pub struct Browser {
    http: reqwest::Client,
    /// `http://127.0.0.1:<driver port>/session/<id>`
    session: String,
    base: String,
    driver: Driver,
}

impl Browser {
    /// A new browser, with its own driver and profile, for the app at `app_address`
    /// (`http://127.0.0.1:port`). Starts on a blank page.
    pub async fn open(app_address: &str) -> Browser {
        Browser::open_with(app_address, &[]).await
    }

    /// The same, with the network off: nothing but `file://` addresses opens.
    pub async fn open_offline(app_address: &str) -> Browser {
        Browser::open_with(app_address, OFFLINE).await
    }

    async fn open_with(app_address: &str, extra: &[&str]) -> Browser {
        let driver = Driver::start().await;
        let http = reqwest::Client::builder()
            .no_proxy()
            .timeout(COMMAND)
            .build()
            .expect("client builds");
        let profile = driver.dir.join("profile");
        let answer = send(
            &http,
            Method::POST,
            format!("{}/session", driver.url()),
            Some(json!({ "capabilities": { "alwaysMatch": capabilities(&profile, extra) } })),
        )
        .await
        .unwrap_or_else(|e| panic!("start Chromium: {e}\n{}", driver.log()));
        let id = answer["sessionId"]
            .as_str()
            .unwrap_or_else(|| panic!("a session id in {answer}"));
        let browser = Browser {
            session: format!("{}/session/{id}", driver.url()),
            http,
            base: app_address.trim_end_matches('/').to_string(),
            driver,
        };
        let ms = WAIT.as_millis() as u64;
        browser
            .run(
                "set the timeouts",
                Method::POST,
                "/timeouts",
                Some(json!({ "pageLoad": ms, "script": ms, "implicit": 0 })),
            )
            .await;
        // Chromium starts no narrower than 500 pixels whatever --window-size says, but can be
        // made narrower once running.
        browser
            .run(
                "size the window",
                Method::POST,
                "/window/rect",
                Some(json!({ "width": WINDOW.0, "height": WINDOW.1 })),
            )
            .await;
        let width = browser.execute("return window.innerWidth;").await;
        assert_eq!(width, WINDOW.0, "the page's width");
        browser
    }

    /// `n` browsers at once, each its own person (cookies, storage, profile).
    pub async fn open_many(app_address: &str, n: usize) -> Vec<Browser> {
        futures_util::future::join_all((0..n).map(|_| Browser::open(app_address))).await
    }

    /// One command of this session; the answer's `value`.
    async fn command(
        &self,
        method: Method,
        path: &str,
        body: Option<Value>,
    ) -> Result<Value, WebDriverError> {
        send(&self.http, method, format!("{}{path}", self.session), body).await
    }

    /// One command that must succeed: a failure fails the test, saying where the browser was.
    async fn run(&self, what: &str, method: Method, path: &str, body: Option<Value>) -> Value {
        match self.command(method, path, body).await {
            Ok(value) => value,
            Err(e) => panic!("{what}: {e}\n{}", self.where_we_are().await),
        }
    }

    /// The address and text of the page, for failure messages.
    async fn where_we_are(&self) -> String {
        let url = self.command(Method::GET, "/url", None).await;
        match (url, self.body_text().await) {
            (Ok(url), Ok(text)) => format!("on {}, the page reads:\n{text}", url_of(&url)),
            (Ok(url), Err(_)) => format!("on {}", url_of(&url)),
            (Err(e), _) => format!(
                "the browser does not answer ({e}); chromedriver's log:\n{}",
                self.driver.log()
            ),
        }
    }

    /// The reference of the first element matching `css`, if there is one now.
    async fn find(&self, css: &str) -> Result<String, WebDriverError> {
        let found = self
            .command(
                Method::POST,
                "/element",
                Some(json!({ "using": "css selector", "value": css })),
            )
            .await?;
        found[ELEMENT]
            .as_str()
            .map(str::to_string)
            .ok_or_else(|| WebDriverError {
                error: "no element reference".into(),
                message: found.to_string(),
            })
    }

    async fn body_text(&self) -> Result<String, WebDriverError> {
        let body = self.find("body").await?;
        let text = self
            .command(Method::GET, &format!("/element/{body}/text"), None)
            .await?;
        Ok(text.as_str().unwrap_or_default().to_string())
    }

    /// Opens a path of the app (`/register`) and waits for the page to load.
    pub async fn goto(&self, path: &str) {
        self.goto_url(&format!("{}{path}", self.base)).await;
    }

    /// Opens any address (`file:///…`) and waits for the page to load.
    pub async fn goto_url(&self, url: &str) {
        self.run(
            &format!("open {url}"),
            Method::POST,
            "/url",
            Some(json!({ "url": url })),
        )
        .await;
        self.save_html().await;
    }

    /// With `FABULA_HTML_DIR` set, saves the page as the browser holds it now, with its doctype,
    /// under a name of its own, for the HTML checker; otherwise does nothing.
    pub async fn save_html(&self) {
        static SAVED: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
        let Some(dir) = std::env::var_os("FABULA_HTML_DIR") else {
            return;
        };
        // A page the browser is still reading shows only its beginning: wait for its end (a busy
        // machine may show a document half read).
        let page = self
            .until("the page read to its end, to save it", || async move {
                let page = self
                    .command(
                        Method::POST,
                        "/execute/sync",
                        Some(json!({
                            "script": "return document.readyState === 'loading' ? null \
                                       : [location.href, document.doctype ? '<!DOCTYPE html>\\n' \
                                       + document.documentElement.outerHTML : ''];",
                            "args": [],
                        })),
                    )
                    .await;
                match page {
                    Ok(Value::Null) => None,
                    Ok(Value::Array(page)) => Some(Some(page)),
                    _ => Some(None),
                }
            })
            .await;
        // A page still changing, or no document of ours (a blank page, a file): nothing to save.
        let Some(page) = page else { return };
        let (Some(url), Some(html)) = (page[0].as_str(), page[1].as_str()) else {
            return;
        };
        if html.is_empty() || !url.starts_with(&self.base) {
            return;
        }
        let name: String = url[self.base.len()..]
            .chars()
            .map(|c| if c.is_ascii_alphanumeric() { c } else { '-' })
            .take(60)
            .collect();
        let n = SAVED.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        let dir = PathBuf::from(dir);
        std::fs::create_dir_all(&dir).expect("create the HTML folder");
        let path = dir.join(format!("{}-{n:04}{name}.html", std::process::id()));
        std::fs::write(path, html).expect("save the page's HTML");
    }

    /// The path and query of the current page.
    pub async fn path(&self) -> String {
        let url = self
            .run("read the address", Method::GET, "/url", None)
            .await;
        let url =
            reqwest::Url::parse(url_of(&url)).unwrap_or_else(|e| panic!("the address {url}: {e}"));
        match url.query() {
            Some(q) => format!("{}?{q}", url.path()),
            None => url.path().to_string(),
        }
    }

    /// The text of the page as a reader sees it.
    pub async fn text(&self) -> String {
        match self.body_text().await {
            Ok(text) => text,
            Err(e) => panic!("read the page: {e}\n{}", self.where_we_are().await),
        }
    }

    /// Calls `check` until it gives something, and returns that; fails the test after [`WAIT`],
    /// saying what did not come and where the browser was.
    async fn until<T, F>(&self, awaited: &str, mut check: impl FnMut() -> F) -> T
    where
        F: std::future::Future<Output = Option<T>>,
    {
        let start = Instant::now();
        loop {
            if let Some(found) = check().await {
                return found;
            }
            if start.elapsed() > WAIT {
                panic!("{awaited} within {WAIT:?}, {}", self.where_we_are().await);
            }
            tokio::time::sleep(POLL).await;
        }
    }

    /// Waits for an element to be on the page, and returns its reference.
    async fn wait_for_element(&self, css: &str) -> String {
        self.until(&format!("no `{css}`"), || async move {
            self.find(css).await.ok()
        })
        .await
    }

    /// Waits for an element to be on the page.
    pub async fn wait_for(&self, css: &str) {
        self.wait_for_element(css).await;
    }

    /// Whether an element matching `css` is on the page now, without waiting for one.
    pub async fn has(&self, css: &str) -> bool {
        self.find(css).await.is_ok()
    }

    /// Waits until `script` returns `true` in the page: for a state of the page that no single
    /// element or text tells, such as a page loaded whole. A script that fails while a page is
    /// being replaced is not an answer yet.
    pub async fn wait_until(&self, awaited: &str, script: &str) {
        let script = json!({ "script": script, "args": [] });
        let script = &script;
        self.until(awaited, || async move {
            let answer = self
                .command(Method::POST, "/execute/sync", Some(script.clone()))
                .await;
            matches!(answer, Ok(Value::Bool(true))).then_some(())
        })
        .await
    }

    /// Waits for the page to show `needle`.
    pub async fn wait_for_text(&self, needle: &str) {
        self.until(&format!("no {needle:?}"), || async move {
            let text = self.body_text().await.ok()?;
            text.contains(needle).then_some(())
        })
        .await
    }

    /// One command on the element `css`, once it is on the page: `action` is the command's
    /// path after the element's (`text`, `click`).
    async fn on_element(
        &self,
        css: &str,
        method: Method,
        action: &str,
        body: Option<Value>,
    ) -> Value {
        let started = Instant::now();
        loop {
            let element = self.wait_for_element(css).await;
            let path = format!("/element/{element}/{action}");
            match self.command(method.clone(), &path, body.clone()).await {
                Ok(value) => return value,
                // The page was replaced between finding the element and acting on it (a page
                // that reloads itself when the table moves on): find it again on the new page.
                Err(e) if replaced(&e) && started.elapsed() < WAIT => {}
                Err(e) => panic!("{action} `{css}`: {e}\n{}", self.where_we_are().await),
            }
        }
    }

    /// The text of the first element matching `css`, once there is one.
    pub async fn text_of(&self, css: &str) -> String {
        let text = self.on_element(css, Method::GET, "text", None).await;
        text.as_str().unwrap_or_default().to_string()
    }

    /// Types `value` into a field, replacing what it held.
    pub async fn fill(&self, css: &str, value: &str) {
        self.on_element(css, Method::POST, "clear", Some(json!({})))
            .await;
        let text = json!({ "text": value });
        self.on_element(css, Method::POST, "value", Some(text))
            .await;
    }

    /// Clicks an element. A click that opens another page does not wait for it: follow it with
    /// `wait_for` of something on that page, or use `submit` for forms.
    pub async fn click(&self, css: &str) {
        self.on_element(css, Method::POST, "click", Some(json!({})))
            .await;
    }

    /// Ticks a choice (a card, a vote) on a table's page, which reloads itself when the game
    /// moves on (`static/poll.js`): clicks `label` and waits until `checked` is on the page. A
    /// reload already under way when the click landed brings a page without the choice; the
    /// choice is then made again on the new page.
    pub async fn choose(&self, label: &str, checked: &str) {
        let started = Instant::now();
        loop {
            // Mark this page, so that a new one is told apart from a click not yet taken.
            let mark = json!({ "script": "window.fabulaChoosing = true;", "args": [] });
            // A page on its way out may refuse the script; the new page has no mark either way.
            let _ = self
                .command(Method::POST, "/execute/sync", Some(mark))
                .await;
            self.click(label).await;
            let script = json!({
                "script": format!(
                    "if (document.querySelector({checked:?})) return 'checked';\
                     return !window.fabulaChoosing && document.readyState === 'complete' ? 'reloaded' : null;"
                ),
                "args": [],
            });
            let script = &script;
            let seen = self
                .until(&format!("no `{checked}`"), || async move {
                    // While the page changes the script may fail; that is not an answer yet.
                    match self
                        .command(Method::POST, "/execute/sync", Some(script.clone()))
                        .await
                    {
                        Ok(Value::String(seen)) => Some(seen),
                        _ => None,
                    }
                })
                .await;
            if seen == "checked" {
                return;
            }
            if started.elapsed() > WAIT {
                panic!(
                    "no `{checked}` within {WAIT:?}: the page kept reloading, {}",
                    self.where_we_are().await
                );
            }
        }
    }

    /// Sends keys to an element, as typed: WebDriver's codes for the keys that are not
    /// characters (`"\u{E014}"` is the right arrow).
    pub async fn press(&self, css: &str, keys: &str) {
        let text = json!({ "text": keys });
        self.on_element(css, Method::POST, "value", Some(text))
            .await;
    }

    /// Presses keys on whatever has the focus, as typed (WebDriver's actions): for a control
    /// that takes the focus without being seen as itself, such as a card's hidden box.
    pub async fn keys(&self, keys: &str) {
        let actions: Vec<Value> = keys
            .chars()
            .flat_map(|key| {
                let key = key.to_string();
                [
                    json!({ "type": "keyDown", "value": key }),
                    json!({ "type": "keyUp", "value": key }),
                ]
            })
            .collect();
        let body = json!({
            "actions": [{ "type": "key", "id": "keyboard", "actions": actions }],
        });
        self.run("press keys", Method::POST, "/actions", Some(body))
            .await;
    }

    /// Turns the page's JavaScript off (or on again), as a person who browses without it,
    /// through Chromium's DevTools; from the next page on.
    pub async fn scripts(&self, on: bool) {
        let body = json!({
            "cmd": "Emulation.setScriptExecutionDisabled",
            "params": { "value": !on },
        });
        self.run(
            "switch scripts",
            Method::POST,
            "/goog/cdp/execute",
            Some(body),
        )
        .await;
    }

    /// Runs axe-core on the page as it is now, with every rule of WCAG 2.2 A and AA and axe's
    /// best practices, and fails on any violation, naming `what` the page is, the rule and the
    /// elements that break it.
    pub async fn axe(&self, what: &str) {
        self.save_html().await;
        let source = axe_source();
        let script = format!(
            "{source}\n;var done = arguments[arguments.length - 1];\
             axe.run(document, {{ runOnly: {{ type: 'tag', values: \
               ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] }}, \
               resultTypes: ['violations'] }})\
               .then(function (r) {{ done(r.violations.map(function (v) {{ \
                 return v.id + ' (' + v.impact + '): ' + v.help + '\\n' + v.nodes.map(function (n) {{ \
                   return '    ' + n.target.join(' ') + ': ' + (n.failureSummary || '').replace(/\\n/g, ' '); \
                 }}).join('\\n'); }})); }}, function (e) {{ done(['axe failed: ' + e]); }});"
        );
        let found = self
            .run(
                &format!("run axe on {what}"),
                Method::POST,
                "/execute/async",
                Some(json!({ "script": script, "args": [] })),
            )
            .await;
        let found: Vec<String> = serde_json::from_value(found).expect("axe's violations");
        assert!(
            found.is_empty(),
            "axe finds {} problem(s) on {what}:\n{}",
            found.len(),
            found.join("\n")
        );
    }

    /// Runs a script in the page and returns what it returns.
    pub async fn execute(&self, script: &str) -> Value {
        self.run(
            &format!("run {script:?}"),
            Method::POST,
            "/execute/sync",
            Some(json!({ "script": script, "args": [] })),
        )
        .await
    }

    /// Submits a form with its submit button, as a person would, and waits for the next page.
    pub async fn submit(&self, form_css: &str) {
        let button = format!("{form_css} [type=submit]:not(:disabled):not([hidden])");
        self.wait_for(&button).await;
        // Mark this page, so that the next one is told apart from it even at the same address.
        self.execute("window.fabulaPageBefore = true;").await;
        self.click(&button).await;
        let script = json!({
            "script": "return !window.fabulaPageBefore && document.readyState === 'complete';",
            "args": [],
        });
        let script = &script;
        let awaited = format!("submitting `{form_css}` led to no new page");
        self.until(&awaited, || async move {
            // While the page changes the script may fail; that is not an answer yet.
            let next = self
                .command(Method::POST, "/execute/sync", Some(script.clone()))
                .await;
            matches!(next, Ok(Value::Bool(true))).then_some(())
        })
        .await;
        self.save_html().await;
    }

    /// The value of this browser's cookie `name` for the current page, if it has one.
    pub async fn cookie(&self, name: &str) -> Option<String> {
        let cookies = self
            .run("read the cookies", Method::GET, "/cookie", None)
            .await;
        cookies
            .as_array()?
            .iter()
            .find(|c| c["name"] == name)
            .and_then(|c| c["value"].as_str())
            .map(str::to_string)
    }

    /// Saves a PNG of the window to `name` under the target directory
    /// (`browser/account.png` → `target/browser/account.png`), and returns its path.
    pub async fn screenshot(&self, name: &str) -> PathBuf {
        let png = self
            .run("take a screenshot", Method::GET, "/screenshot", None)
            .await;
        let png = base64::engine::general_purpose::STANDARD
            .decode(png.as_str().unwrap_or_default())
            .expect("the screenshot is base64");
        let target = std::env::var_os("CARGO_TARGET_DIR")
            .map(PathBuf::from)
            .unwrap_or_else(|| Path::new(env!("CARGO_MANIFEST_DIR")).join("target"));
        let path = target.join(name);
        if let Some(parent) = path.parent() {
            std::fs::create_dir_all(parent).expect("create the screenshot's directory");
        }
        std::fs::write(&path, png).expect("write the screenshot");
        path
    }

    /// Like [`Browser::screenshot`], but of the whole page: the window grows as tall as the page
    /// for the picture (at the same width), and shrinks back after.
    pub async fn screenshot_whole_page(&self, name: &str) -> PathBuf {
        // The window's height counts the browser's own bars as well as the page.
        let height = self
            .execute(
                "return document.documentElement.scrollHeight \
                   + Math.max(0, window.outerHeight - window.innerHeight);",
            )
            .await
            .as_u64()
            .unwrap_or(WINDOW.1 as u64)
            .clamp(WINDOW.1 as u64, 10_000);
        let size = |height: u64| Some(json!({ "width": WINDOW.0, "height": height }));
        self.run(
            "grow the window",
            Method::POST,
            "/window/rect",
            size(height),
        )
        .await;
        let path = self.screenshot(name).await;
        let back = size(WINDOW.1 as u64);
        self.run("size the window back", Method::POST, "/window/rect", back)
            .await;
        path
    }

    /// Photographs the window as a phone (390×844) and as a desktop (1280×900) show it:
    /// `browser/{name}-390.png` and `browser/{name}-1280.png` under the target directory. The
    /// window has its usual size again afterwards.
    pub async fn screenshots(&self, name: &str) -> Vec<PathBuf> {
        let mut paths = Vec::new();
        for (width, height) in [(390, 844), (1280, 900)] {
            self.size(width, height).await;
            paths.push(
                self.screenshot(&format!("browser/{name}-{width}.png"))
                    .await,
            );
        }
        self.size(WINDOW.0, WINDOW.1).await;
        paths
    }

    /// Gives the window another size, as a person with another screen has.
    pub async fn size(&self, width: u32, height: u32) {
        let rect = json!({ "width": width, "height": height });
        self.run("size the window", Method::POST, "/window/rect", Some(rect))
            .await;
    }

    /// Ends the session: Chromium closes, and the driver and profile go with the `Browser`.
    /// Dropping a `Browser` without this kills them instead, which is as good for a test.
    pub async fn close(self) {
        let _ = self.command(Method::DELETE, "", None).await;
    }
}

fn url_of(answer: &Value) -> &str {
    answer.as_str().unwrap_or_default()
}

/// Sends one WebDriver request and returns the answer's `value`, or the error it reports.
async fn send(
    http: &reqwest::Client,
    method: Method,
    url: String,
    body: Option<Value>,
) -> Result<Value, WebDriverError> {
    let request = http.request(method, &url);
    let request = match body {
        Some(body) => request.json(&body),
        None => request,
    };
    let failed = |e: reqwest::Error| WebDriverError {
        error: "request failed".into(),
        message: format!("{url}: {e}"),
    };
    let res = request.send().await.map_err(failed)?;
    let ok = res.status().is_success();
    let answer: Value = res.json().await.map_err(failed)?;
    let value = answer["value"].clone();
    if ok {
        Ok(value)
    } else {
        Err(WebDriverError {
            error: value["error"].as_str().unwrap_or("error").to_string(),
            message: value["message"].as_str().unwrap_or_default().to_string(),
        })
    }
}
