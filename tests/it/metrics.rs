//! What operators watch: `/metrics` in Prometheus's text format (read here by a strict parser
//! of that format), behind its token or on a listener of its own; the request id in every
//! answer, every problem and every log line; the log as JSON lines.

use std::collections::{BTreeMap, HashMap};
use std::io::Read;
use std::sync::Arc;
use std::time::{Duration, Instant};

use chrono::Utc;
use diesel::RunQueryDsl;
use fabula::clock::ManualClock;
use serde_json::{json, Value};

use crate::helpers::{problem, TestApp};

const TOKEN: &str = "a-metrics-token-for-the-tests";

/// One sample line: `name{label="value",…} value`.
#[derive(Debug)]
struct Sample {
    name: String,
    labels: BTreeMap<String, String>,
    value: f64,
}

type Labels = Vec<(String, String)>;

/// A scrape, parsed: the type of each family and the samples in order.
#[derive(Debug)]
struct Scrape {
    types: HashMap<String, String>,
    samples: Vec<Sample>,
}

fn valid_name(name: &str) -> bool {
    let mut chars = name.chars();
    chars
        .next()
        .is_some_and(|c| c.is_ascii_alphabetic() || c == '_' || c == ':')
        && chars.all(|c| c.is_ascii_alphanumeric() || c == '_' || c == ':')
}

fn parse_value(text: &str) -> f64 {
    match text {
        "+Inf" => f64::INFINITY,
        "-Inf" => f64::NEG_INFINITY,
        "NaN" => f64::NAN,
        _ => text
            .parse()
            .unwrap_or_else(|_| panic!("a sample value: {text:?}")),
    }
}

/// `{a="x",b="y\"z"}` at the start of `text`: the labels and what follows the `}`.
fn parse_labels(text: &str) -> (BTreeMap<String, String>, &str) {
    let mut labels = BTreeMap::new();
    let mut rest = text.strip_prefix('{').expect("labels open with {");
    loop {
        if let Some(after) = rest.strip_prefix('}') {
            return (labels, after);
        }
        let (name, after) = rest.split_once("=\"").expect("label=\"value\"");
        assert!(valid_name(name), "label name {name:?}");
        let mut value = String::new();
        let mut chars = after.char_indices();
        let end = loop {
            match chars.next().expect("a closed label value") {
                (_, '\\') => match chars.next().expect("an escape").1 {
                    'n' => value.push('\n'),
                    c @ ('\\' | '"') => value.push(c),
                    c => panic!("unknown escape \\{c}"),
                },
                (i, '"') => break i + 1,
                (_, c) => value.push(c),
            }
        };
        assert!(
            labels.insert(name.to_string(), value).is_none(),
            "label {name} twice"
        );
        rest = &after[end..];
        rest = rest.strip_prefix(',').unwrap_or(rest);
    }
}

/// The text format, strictly: every sample belongs to a family whose `# TYPE` came first, a
/// family is typed once, names and labels are well formed, and every line is whole.
fn parse(text: &str) -> Scrape {
    let mut types = HashMap::new();
    let mut samples = Vec::new();
    for line in text.lines().filter(|l| !l.is_empty()) {
        if let Some(comment) = line.strip_prefix("# ") {
            let mut words = comment.splitn(3, ' ');
            match words.next() {
                Some("TYPE") => {
                    let name = words.next().expect("a family name");
                    let kind = words.next().expect("a type");
                    assert!(valid_name(name), "family name {name:?}");
                    assert!(
                        ["counter", "gauge", "histogram", "summary", "untyped"].contains(&kind),
                        "type {kind:?}"
                    );
                    assert!(
                        types.insert(name.to_string(), kind.to_string()).is_none(),
                        "{name} typed twice"
                    );
                }
                Some("HELP") => assert!(valid_name(words.next().expect("a name"))),
                _ => {}
            }
            continue;
        }
        let name_end = line.find(['{', ' ']).expect("a sample has a value");
        let name = &line[..name_end];
        assert!(valid_name(name), "sample name {name:?}");
        let (labels, rest) = if line[name_end..].starts_with('{') {
            parse_labels(&line[name_end..])
        } else {
            (BTreeMap::new(), &line[name_end..])
        };
        let mut fields = rest
            .strip_prefix(' ')
            .expect("a space before the value")
            .split(' ');
        let value = parse_value(fields.next().expect("a value"));
        if let Some(timestamp) = fields.next() {
            timestamp.parse::<i64>().expect("a timestamp");
        }
        assert!(fields.next().is_none(), "nothing after the value: {line}");
        let family = ["_bucket", "_sum", "_count"]
            .iter()
            .find_map(|suffix| {
                name.strip_suffix(suffix)
                    .filter(|base| types.get(*base).is_some_and(|t| t == "histogram"))
            })
            .unwrap_or(name);
        assert!(types.contains_key(family), "{name} before its # TYPE");
        samples.push(Sample {
            name: name.to_string(),
            labels,
            value,
        });
    }
    let scrape = Scrape { types, samples };
    scrape.check_histograms();
    scrape
}

impl Scrape {
    /// The samples named `name` whose labels include every one of `labels`.
    fn find<'a>(
        &'a self,
        name: &'a str,
        labels: &'a [(&str, &str)],
    ) -> impl Iterator<Item = &'a Sample> + 'a {
        self.samples.iter().filter(move |s| {
            s.name == name
                && labels
                    .iter()
                    .all(|(k, v)| s.labels.get(*k).map(String::as_str) == Some(*v))
        })
    }

    /// The sum of those samples (0 when there is none).
    fn sum(&self, name: &str, labels: &[(&str, &str)]) -> f64 {
        self.find(name, labels).map(|s| s.value).sum()
    }

    /// The one sample of a gauge with these labels.
    fn one(&self, name: &str, labels: &[(&str, &str)]) -> f64 {
        let found: Vec<&Sample> = self.find(name, labels).collect();
        assert_eq!(found.len(), 1, "one {name} {labels:?}: {found:?}");
        found[0].value
    }

    /// Each histogram series: buckets that never decrease, ending at `+Inf` with `_count`.
    fn check_histograms(&self) {
        for (family, _) in self.types.iter().filter(|(_, t)| *t == "histogram") {
            let bucket = format!("{family}_bucket");
            // Each series' labels but `le`, and its buckets as (le, count).
            let mut series: BTreeMap<Labels, Vec<(f64, f64)>> = BTreeMap::new();
            for s in self.samples.iter().filter(|s| s.name == bucket) {
                let le = parse_value(&s.labels["le"]);
                let mut key: Labels = s.labels.clone().into_iter().collect();
                key.retain(|(k, _)| k != "le");
                series.entry(key).or_default().push((le, s.value));
            }
            for (key, buckets) in series {
                assert!(
                    buckets
                        .windows(2)
                        .all(|w| w[0].0 < w[1].0 && w[0].1 <= w[1].1),
                    "{family} {key:?}: {buckets:?}"
                );
                let (le, total) = *buckets.last().expect("a bucket");
                assert_eq!(le, f64::INFINITY, "{family} {key:?} ends at +Inf");
                let labels: Vec<(&str, &str)> =
                    key.iter().map(|(k, v)| (k.as_str(), v.as_str())).collect();
                assert_eq!(
                    self.one(&format!("{family}_count"), &labels),
                    total,
                    "{family} {key:?}"
                );
            }
        }
    }
}

/// `/metrics` with the token, parsed.
async fn scrape(app: &TestApp) -> Scrape {
    let res = app
        .client
        .get(app.url("/metrics"))
        .bearer_auth(TOKEN)
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 200);
    assert!(res.headers()["content-type"]
        .to_str()
        .unwrap()
        .starts_with("text/plain; version=0.0.4"));
    parse(&res.text().await.unwrap())
}

fn with_token() -> impl FnOnce(&mut fabula::config::Config) {
    |config| config.metrics_token = Some(TOKEN.to_string().into())
}

const REQUESTS: &str = "fabula_http_request_duration_seconds_count";

#[tokio::test]
async fn metrics_count_requests_by_route_template_and_status_and_moves_by_kind() {
    let app = TestApp::builder().config(with_token()).spawn().await;
    let table = app
        .start_table(
            "gauge",
            3,
            json!({"ruleset": "classic", "first_storyteller": "host"}),
        )
        .await;
    let path = format!("/api/v1/tables/{}", table.id);
    let before = scrape(&app).await;

    for _ in 0..3 {
        let (status, _) = table.players[0].get(&path).await;
        assert_eq!(status, 200);
    }
    let (status, _) = table.players[0].get("/api/v1/tables/999999999").await;
    assert_eq!(status, 404);
    assert_eq!(app.get("/no/such/page/4242").await.status(), 404);
    // A clue from a player who is not the storyteller is refused; then one move is made.
    let view = table.view(0).await;
    let storyteller = view.storyteller.expect("a storyteller");
    let (status, _) = table.play_clue((storyteller + 1) % 3, "not mine").await;
    assert!(status.is_client_error(), "{status}");
    assert!(table.one_move("the first clue").await);
    // A body over the limit is refused, and counted as a refusal.
    let big = json!({"username": "x".repeat(70_000), "password": "y"});
    assert_eq!(app.post_json("/api/v1/tokens", &big).await.status(), 413);
    let after = scrape(&app).await;

    assert_eq!(
        after.types["fabula_http_request_duration_seconds"],
        "histogram"
    );
    let route = [("method", "GET"), ("route", "/api/v1/tables/{id}")];
    let ok = [route[0], route[1], ("status", "200")];
    assert!(after.sum(REQUESTS, &ok) >= before.sum(REQUESTS, &ok) + 3.0);
    let missing = [route[0], route[1], ("status", "404")];
    assert!(after.sum(REQUESTS, &missing) >= before.sum(REQUESTS, &missing) + 1.0);
    let unmatched = [("route", "unmatched"), ("status", "404")];
    assert!(after.sum(REQUESTS, &unmatched) >= before.sum(REQUESTS, &unmatched) + 1.0);
    // Route templates only: never a raw path with an id in it.
    for sample in after.samples.iter().filter(|s| s.name == REQUESTS) {
        let route = &sample.labels["route"];
        assert!(route == "unmatched" || route.starts_with('/'), "{route}");
        assert!(
            !route.contains("999999999") && !route.contains("4242"),
            "{route}"
        );
    }
    assert!(
        after.sum("fabula_http_request_duration_seconds_sum", &ok)
            > before.sum("fabula_http_request_duration_seconds_sum", &ok)
    );

    // Each view asked for its table's version; the asks share queries.
    let reads = "fabula_version_reads_total";
    assert_eq!(after.types[reads], "counter");
    let asked = [("counted", "asked")];
    assert!(after.sum(reads, &asked) >= before.sum(reads, &asked) + 3.0);
    let queried = [("counted", "queried")];
    assert!(after.sum(reads, &queried) >= before.sum(reads, &queried) + 1.0);
    assert!(after.sum(reads, &queried) <= after.sum(reads, &asked));

    assert_eq!(after.types["fabula_moves_total"], "counter");
    let moves = "fabula_moves_total";
    assert!(after.sum(moves, &[("kind", "start"), ("outcome", "done")]) >= 1.0);
    assert!(
        after.sum(moves, &[("kind", "clue"), ("outcome", "done")])
            >= before.sum(moves, &[("kind", "clue"), ("outcome", "done")]) + 1.0
    );
    let refused = |scrape: &Scrape| {
        scrape
            .find(moves, &[("kind", "clue")])
            .filter(|s| s.labels["outcome"] != "done")
            .map(|s| s.value)
            .sum::<f64>()
    };
    assert!(refused(&after) >= refused(&before) + 1.0);

    let refusals = "fabula_refusals_total";
    assert_eq!(after.types[refusals], "counter");
    let too_large = [("status", "413")];
    assert!(after.sum(refusals, &too_large) >= before.sum(refusals, &too_large) + 1.0);

    // The gauges read at scrape time.
    let pool = "fabula_db_pool_connections";
    assert_eq!(after.one(pool, &[("state", "max")]), 4.0);
    assert!(after.one(pool, &[("state", "in_use")]) + after.one(pool, &[("state", "idle")]) <= 4.0);
    assert!(after.sum("fabula_db_pool_wait_seconds_count", &[("outcome", "got")]) >= 1.0);
    assert_eq!(after.types["fabula_long_polls_waiting"], "gauge");
    assert!(after.one("fabula_process_resident_memory_bytes", &[]) > 1e6);
    for queue in [
        "overdue_tables",
        "move_mail",
        "digest_mail",
        "confirmation_mail",
    ] {
        assert_eq!(after.one("fabula_queue_length", &[("queue", queue)]), 0.0);
        assert_eq!(
            after.one("fabula_queue_lag_seconds", &[("queue", queue)]),
            0.0
        );
    }
}

#[tokio::test]
async fn metrics_show_long_polls_waiting_and_overdue_tables_with_their_lag() {
    let clock = Arc::new(ManualClock::new(Utc::now()));
    let app = TestApp::builder()
        .clock(clock.clone())
        .config(with_token())
        .spawn()
        .await;
    let body =
        json!({"ruleset": "classic", "first_storyteller": "host", "move_time_limit_hours": 1});
    let table = app.start_table("late", 3, body).await;
    // The players want a mail at each move: the storyteller's is due (no mailer runs here).
    diesel::sql_query(
        "UPDATE accounts SET email = username || '@example.org', email_confirmed = true,
                mail_mode = 'move'",
    )
    .execute(&mut app.db())
    .unwrap();

    // A poll that waits for the table to change.
    let view = table.view(1).await;
    let poller = table.players[1].clone();
    let path = format!("/api/v1/tables/{}?wait=20", table.id);
    let etag = format!("\"v{}\"", view.version);
    let waiting = tokio::spawn(async move {
        poller
            .request(reqwest::Method::GET, &path)
            .header("If-None-Match", etag)
            .send()
            .await
            .unwrap()
            .status()
    });
    let started = Instant::now();
    loop {
        let scrape = scrape(&app).await;
        if scrape.one("fabula_long_polls_waiting", &[]) >= 1.0 {
            break;
        }
        assert!(
            started.elapsed() < Duration::from_secs(10),
            "the poll waits"
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }

    // Two hours past the deadline: the table is overdue, and the mail has waited three hours
    // (the queues are measured again after a few seconds, not at every scrape).
    clock.advance(chrono::Duration::hours(3));
    tokio::time::sleep(fabula::metrics::QUEUES_KEPT).await;
    let scrape = scrape(&app).await;
    let overdue = [("queue", "overdue_tables")];
    assert_eq!(scrape.one("fabula_queue_length", &overdue), 1.0);
    let lag = scrape.one("fabula_queue_lag_seconds", &overdue);
    assert!((7100.0..7300.0).contains(&lag), "{lag}");

    let mail = [("queue", "move_mail")];
    assert_eq!(scrape.one("fabula_queue_length", &mail), 1.0);
    let lag = scrape.one("fabula_queue_lag_seconds", &mail);
    assert!((10_700.0..10_900.0).contains(&lag), "{lag}");

    // The clock acts: the poll is answered.
    assert_eq!(app.sweep().await, 1);
    assert_eq!(waiting.await.unwrap(), 200);
}

#[tokio::test]
async fn metrics_are_closed_without_the_token_and_open_on_their_own_listener() {
    let app = TestApp::builder().config(with_token()).spawn().await;
    let res = app.get("/metrics").await;
    assert_eq!(res.status(), 401);
    assert_eq!(res.headers()["www-authenticate"], "Bearer");
    let res = app
        .client
        .get(app.url("/metrics"))
        .bearer_auth("a-metrics-token-but-not-that-one")
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 401);
    assert!(!res.text().await.unwrap().contains("fabula_"));

    // No token: nothing on the public port; the listener of its own answers without one.
    let port = crate::helpers::free_port();
    let own = TestApp::builder()
        .config(move |config| config.metrics_bind = Some(([127, 0, 0, 1], port).into()))
        .spawn()
        .await;
    assert_eq!(own.get("/metrics").await.status(), 404);
    let res = reqwest::get(format!("http://127.0.0.1:{port}/metrics"))
        .await
        .unwrap();
    assert_eq!(res.status(), 200);
    let scrape = parse(&res.text().await.unwrap());
    assert_eq!(scrape.types["fabula_queue_length"], "gauge");
    let res = reqwest::get(format!("http://127.0.0.1:{port}/healthz"))
        .await
        .unwrap();
    assert_eq!(res.status(), 404, "the listener serves the metrics alone");
}

fn request_id(res: &reqwest::Response) -> String {
    res.headers()["x-request-id"].to_str().unwrap().to_string()
}

#[tokio::test]
async fn every_answer_and_problem_carries_the_request_id() {
    let app = TestApp::spawn().await;
    let res = app.get("/").await;
    let made = request_id(&res);
    assert_eq!(made.len(), 16);
    assert!(made.bytes().all(|b| b.is_ascii_hexdigit()), "{made}");
    assert_ne!(request_id(&app.get("/").await), made, "one id per request");

    let res = app.get("/api/v1/tables/999999999").await;
    let id = request_id(&res);
    let body: Value = res.json().await.unwrap();
    assert_eq!(body["status"], 401);
    assert_eq!(body["request_id"], id.as_str());

    // A proxy on loopback is trusted by default: its sane id is kept, in the header and the
    // problem; an id that is not sane is replaced.
    let send = |id: &str| {
        app.client
            .get(app.url("/api/v1/me"))
            .header("X-Request-Id", id)
            .send()
    };
    let res = send("edge-7f3a.42:1").await.unwrap();
    assert_eq!(request_id(&res), "edge-7f3a.42:1");
    let body: Value = res.json().await.unwrap();
    assert_eq!(body["request_id"], "edge-7f3a.42:1");
    for insane in ["a/b", "quote\"d", &"x".repeat(65)] {
        let res = send(insane).await.unwrap();
        let id = request_id(&res);
        assert_ne!(id, insane);
        assert_eq!(id.len(), 16);
        let problem_id = res.json::<Value>().await.unwrap()["request_id"].clone();
        assert_eq!(problem_id, id.as_str());
    }
    // A problem keeps its other headers (here the Allow of a 405).
    let res = app.client.put(app.url("/api/v1/me")).send().await.unwrap();
    assert!(res.headers().contains_key("allow"));
    let id = request_id(&res);
    problem(res, 405).await;
    assert_eq!(id.len(), 16);

    // From a client that is no trusted proxy, the id is the server's own.
    let untrusting = TestApp::builder()
        .config(|config| config.trusted_proxies = vec!["10.1.2.3".parse().unwrap()])
        .spawn()
        .await;
    let res = untrusting
        .client
        .get(untrusting.url("/api/v1/me"))
        .header("X-Request-Id", "edge-1")
        .send()
        .await
        .unwrap();
    assert_ne!(request_id(&res), "edge-1");
    let id = request_id(&res);
    let body: Value = res.json().await.unwrap();
    assert_eq!(body["request_id"], id.as_str());
}

#[tokio::test]
async fn json_logs_carry_the_request_id_on_every_line_of_a_request() {
    // The database of a test app; the server runs as its own process on it.
    let app = TestApp::spawn().await;
    let port = crate::helpers::free_port();
    let data_dir = std::env::temp_dir().join(format!("fabula-json-log-{port}"));
    let mut server = std::process::Command::new(env!("CARGO_BIN_EXE_fabula"))
        .env("DATABASE_URL", &app.db_url)
        .env("FABULA_BIND", format!("127.0.0.1:{port}"))
        .env("FABULA_PUBLIC_URL", format!("http://127.0.0.1:{port}"))
        .env("FABULA_DATA_DIR", &data_dir)
        .env("FABULA_SWEEP_SECS", "0")
        .env("FABULA_MAIL_SECS", "0")
        .env("FABULA_LOG_FORMAT", "json")
        .env("RUST_LOG", "info")
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("the server binary starts");
    let address = format!("http://127.0.0.1:{port}");
    crate::faults::wait_healthy(&address).await;
    let res = reqwest::Client::new()
        .get(format!("{address}/api/v1/tables/1"))
        .header("X-Request-Id", "json-log-check-42")
        .send()
        .await
        .unwrap();
    assert_eq!(request_id(&res), "json-log-check-42");
    let status = res.status().as_u16();
    // The log line of a request is written once its answer is; give it a moment.
    tokio::time::sleep(Duration::from_millis(300)).await;
    server.kill().unwrap();
    let mut stdout = String::new();
    server
        .stdout
        .take()
        .unwrap()
        .read_to_string(&mut stdout)
        .unwrap();
    server.wait().unwrap();
    let _ = std::fs::remove_dir_all(&data_dir);

    let lines: Vec<Value> = stdout
        .lines()
        .filter(|l| !l.trim().is_empty())
        .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("{e}: {l}")))
        .collect();
    assert!(
        lines
            .iter()
            .any(|l| l["fields"].is_null() && l["message"].is_string() && l["level"] == "INFO"),
        "JSON objects with a level and a message: {stdout}"
    );
    let request: Vec<&Value> = lines
        .iter()
        .filter(|l| l["span"]["request_id"] == "json-log-check-42")
        .collect();
    assert!(
        request
            .iter()
            .any(|l| l["message"] == "request" && l["status"] == status),
        "the request's line carries its id: {stdout}"
    );
}
