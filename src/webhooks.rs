//! Webhooks: an account names web addresses of its own programs, and each notice it gets (a
//! table awaits its move, a round was revealed, a game ended, or any kind added later) is
//! POSTed to each of them as a small JSON event (the table's id and version, never a card),
//! signed with HMAC-SHA256 (docs/API.md, "Webhooks", says how to check it).
//!
//! The database queues one delivery per notice and enabled webhook (`store::webhooks`). A
//! task here, every `FABULA_WEBHOOK_SECS`, sends what is due (`send_pending`): each delivery is
//! claimed with `FOR UPDATE SKIP LOCKED`, sent, and marked delivered in one transaction, so no
//! event goes out twice. A failed attempt is tried again later, waiting longer each time; a
//! webhook that fails `DISABLE_AFTER` times in a row is disabled until its owner enables it.
//!
//! Fabula sends only to public addresses: a loopback, private, link-local or otherwise
//! special one is refused when the webhook is made, and again when each event is sent (the
//! name is resolved then, and the request goes to exactly the addresses checked). Loopback is
//! allowed only when `FABULA_WEBHOOK_ALLOW_LOOPBACK` says so (for tests).

use std::net::{IpAddr, SocketAddr};
use std::sync::Arc;
use std::time::Duration;

use chrono::{DateTime, Utc};
use diesel::Connection;
use hmac::{Hmac, Mac};
use serde::Serialize;
use sha2::Sha256;
use url::{Host, Url};

use crate::accounts::new_secret;
use crate::db::DbError;
use crate::i18n::Sentence;
use crate::ids::{AccountId, TableId};
use crate::state::AppState;
use crate::store::webhooks::{self as store, Due, Failure};

pub use crate::store::webhooks::Webhook;

/// The most webhooks one account may have.
pub const MOST_PER_ACCOUNT: i64 = 5;

/// Failed attempts in a row after which a webhook is disabled.
pub const DISABLE_AFTER: i32 = 10;

/// The longest address of a webhook, in bytes.
pub const URL_MAX: usize = 500;

/// How long a receiver may take to answer, connection included.
const TIMEOUT: Duration = Duration::from_secs(10);

/// How long looking up a host name may take.
const LOOKUP_TIMEOUT: Duration = Duration::from_secs(5);

/// The headers of each event.
pub const SIGNATURE_HEADER: &str = "Fabula-Signature";
pub const DELIVERY_HEADER: &str = "Fabula-Delivery";
pub const EVENT_HEADER: &str = "Fabula-Event";

#[derive(Debug, thiserror::Error)]
pub enum WebhookError {
    /// An address Fabula does not send to.
    #[error("{0}")]
    Invalid(Sentence),
    /// The account has as many webhooks as it may.
    #[error("{0}")]
    TooMany(Sentence),
    /// The account has no webhook of this id.
    #[error("no such webhook")]
    NotFound,
    #[error(transparent)]
    Db(#[from] DbError),
}

/// Why an address is not one to send to, when a webhook is made or an event sent.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Refusal {
    /// Not a whole web address, or too long.
    Shape,
    /// Neither http nor https.
    Scheme,
    /// A user name or password in it.
    Credentials,
    /// Its host name has no address.
    UnknownHost,
    /// It leads to a loopback, private, link-local or otherwise special network.
    Address,
}

impl Refusal {
    fn sentence(self) -> Sentence {
        Sentence::new(match self {
            Refusal::Shape => "webhook_err_shape",
            Refusal::Scheme => "webhook_err_scheme",
            Refusal::Credentials => "webhook_err_credentials",
            Refusal::UnknownHost => "webhook_err_unknown_host",
            Refusal::Address => "webhook_err_address",
        })
    }

    /// As `last_error` keeps it, when a stored webhook's address is refused at send time.
    fn code(self) -> &'static str {
        match self {
            Refusal::UnknownHost => "unknown_host",
            Refusal::Address => "refused_address",
            // A stored address had the right shape when it was made.
            Refusal::Shape | Refusal::Scheme | Refusal::Credentials => "refused_address",
        }
    }
}

impl From<Refusal> for WebhookError {
    fn from(refusal: Refusal) -> WebhookError {
        WebhookError::Invalid(refusal.sentence())
    }
}

/// Reads a webhook's address: http or https, with a host, without a user name or password.
pub fn parse_url(raw: &str) -> Result<Url, Refusal> {
    if raw.is_empty()
        || raw.len() > URL_MAX
        || raw.chars().any(|c| c.is_whitespace() || c.is_control())
    {
        return Err(Refusal::Shape);
    }
    let url = Url::parse(raw).map_err(|_| Refusal::Shape)?;
    if !matches!(url.scheme(), "http" | "https") {
        return Err(Refusal::Scheme);
    }
    if url.host().is_none() || url.as_str().len() > URL_MAX {
        return Err(Refusal::Shape);
    }
    if !url.username().is_empty() || url.password().is_some() {
        return Err(Refusal::Credentials);
    }
    Ok(url)
}

/// Networks Fabula never sends to (besides loopback, which a setting may allow): "this"
/// network, private ones, shared address space, link-local, benchmarking, multicast and
/// reserved (IPv4); unspecified, unique local, link-local and multicast (IPv6). An IPv6
/// address that maps an IPv4 one is judged as that one.
const REFUSED: [&str; 14] = [
    "0.0.0.0/8",
    "10.0.0.0/8",
    "100.64.0.0/10",
    "169.254.0.0/16",
    "172.16.0.0/12",
    "192.0.0.0/24",
    "192.168.0.0/16",
    "198.18.0.0/15",
    "224.0.0.0/4",
    "240.0.0.0/4",
    "::/128",
    "fc00::/7",
    "fe80::/10",
    "ff00::/8",
];

/// Whether events may go to `ip`.
pub fn allowed_address(ip: IpAddr, loopback: bool) -> bool {
    let ip = match ip {
        IpAddr::V6(v6) => v6.to_ipv4_mapped().map_or(ip, IpAddr::V4),
        v4 => v4,
    };
    if ip.is_loopback() {
        return loopback;
    }
    !REFUSED.iter().any(|net| {
        net.parse::<ipnet::IpNet>()
            .is_ok_and(|net| net.contains(&ip))
    })
}

/// The addresses `url` leads to, when every one of them is allowed.
pub async fn resolve(url: &Url, loopback: bool) -> Result<Vec<SocketAddr>, Refusal> {
    let port = url.port_or_known_default().ok_or(Refusal::Shape)?;
    let addresses: Vec<SocketAddr> = match url.host() {
        Some(Host::Ipv4(ip)) => vec![SocketAddr::new(ip.into(), port)],
        Some(Host::Ipv6(ip)) => vec![SocketAddr::new(ip.into(), port)],
        Some(Host::Domain(name)) => {
            let lookup = tokio::net::lookup_host((name, port));
            match tokio::time::timeout(LOOKUP_TIMEOUT, lookup).await {
                Ok(Ok(found)) => found.collect(),
                _ => return Err(Refusal::UnknownHost),
            }
        }
        None => return Err(Refusal::Shape),
    };
    if addresses.is_empty() {
        return Err(Refusal::UnknownHost);
    }
    if addresses.iter().all(|a| allowed_address(a.ip(), loopback)) {
        Ok(addresses)
    } else {
        Err(Refusal::Address)
    }
}

/// A webhook just made, with its secret: the only time the secret is shown.
pub struct NewWebhook {
    pub webhook: Webhook,
    pub secret: String,
}

/// Adds a webhook for the account: its address checked (and resolved) first.
pub async fn register(
    state: &AppState,
    account_id: AccountId,
    raw_url: &str,
) -> Result<NewWebhook, WebhookError> {
    let url = parse_url(raw_url.trim())?;
    resolve(&url, state.config.webhook_allow_loopback).await?;
    let secret = format!("whsec_{}", new_secret());
    let stored = (url.to_string(), secret.clone());
    let webhook = crate::db::run(&state.pool, move |conn| {
        conn.transaction(|conn| {
            store::create(conn, account_id, &stored.0, &stored.1, MOST_PER_ACCOUNT)
        })
        .map_err(|e| WebhookError::Db(e.into()))
    })
    .await?
    .ok_or_else(|| {
        WebhookError::TooMany(Sentence::with(
            "webhook_err_too_many",
            vec![("count", MOST_PER_ACCOUNT.to_string())],
        ))
    })?;
    Ok(NewWebhook { webhook, secret })
}

/// The account's webhooks, oldest first.
pub async fn list(state: &AppState, account_id: AccountId) -> Result<Vec<Webhook>, WebhookError> {
    Ok(crate::db::query(&state.pool, move |conn| store::list(conn, account_id)).await?)
}

/// Removes one of the account's webhooks; what waited for it is dropped.
pub async fn remove(state: &AppState, account_id: AccountId, id: i64) -> Result<(), WebhookError> {
    let gone =
        crate::db::query(&state.pool, move |conn| store::delete(conn, account_id, id)).await?;
    gone.then_some(()).ok_or(WebhookError::NotFound)
}

/// Enables one of the account's webhooks again (also one that is not disabled: its count of
/// failures starts again from 0, and what waits for it is tried at once).
pub async fn enable(
    state: &AppState,
    account_id: AccountId,
    id: i64,
) -> Result<Webhook, WebhookError> {
    crate::db::query(&state.pool, move |conn| store::enable(conn, account_id, id))
        .await?
        .ok_or(WebhookError::NotFound)
}

/// The body of an event.
#[derive(Serialize)]
struct Event<'a> {
    /// The delivery's id, also in `Fabula-Delivery`: the same event never has another.
    id: i64,
    /// The notice's kind.
    event: &'a str,
    table_id: TableId,
    version: i64,
    created_at: DateTime<Utc>,
}

fn event_body(due: &Due) -> String {
    let event = Event {
        id: due.id,
        event: &due.kind,
        table_id: due.table_id,
        version: due.version,
        created_at: due.created_at,
    };
    serde_json::to_string(&event).unwrap_or_default()
}

/// The value of `Fabula-Signature`: `t=<unix time>,v1=<hex HMAC-SHA256 of "<t>.<body>">`,
/// keyed with the webhook's secret as it was shown (its UTF-8 bytes).
pub fn signature(secret: &str, timestamp: i64, body: &str) -> String {
    let signed = format!("{timestamp}.{body}");
    // HMAC takes a key of any length, so this cannot fail; an empty tag would be refused.
    let tag = <Hmac<Sha256> as Mac>::new_from_slice(secret.as_bytes())
        .map(|mut mac| {
            mac.update(signed.as_bytes());
            hex::encode(mac.finalize().into_bytes())
        })
        .unwrap_or_default();
    format!("t={timestamp},v1={tag}")
}

/// How long to wait after the webhook's `failures`-th failure in a row: 30 seconds, doubled
/// each time, at most an hour.
pub fn back_off(failures: i32) -> chrono::Duration {
    let doublings = failures.clamp(1, 8) - 1;
    (chrono::Duration::seconds(30) * 2i32.pow(doublings as u32)).min(chrono::Duration::hours(1))
}

/// Sends one event; why not, as `last_error` keeps it.
async fn post(due: &Due, body: String, now: DateTime<Utc>, loopback: bool) -> Result<(), String> {
    let url = parse_url(&due.url).map_err(|r| r.code().to_string())?;
    let addresses = resolve(&url, loopback)
        .await
        .map_err(|r| r.code().to_string())?;
    let mut client = reqwest::Client::builder()
        .timeout(TIMEOUT)
        .connect_timeout(TIMEOUT)
        .redirect(reqwest::redirect::Policy::none())
        .no_proxy()
        .user_agent("Fabula-Webhooks/1");
    // The request goes to the addresses just checked, not to a second lookup's.
    if let Some(Host::Domain(name)) = url.host() {
        client = client.resolve_to_addrs(name, &addresses);
    }
    let client = client.build().map_err(|_| "unreachable".to_string())?;
    let answer = client
        .post(url)
        .header(reqwest::header::CONTENT_TYPE, "application/json")
        .header(
            SIGNATURE_HEADER,
            signature(&due.secret, now.timestamp(), &body),
        )
        .header(DELIVERY_HEADER, due.id.to_string())
        .header(EVENT_HEADER, &due.kind)
        .body(body)
        .send()
        .await;
    match answer {
        Ok(res) if res.status().is_success() => Ok(()),
        Ok(res) => Err(format!("http_{}", res.status().as_u16())),
        Err(e) if e.is_timeout() => Err("timeout".to_string()),
        Err(_) => Err("unreachable".to_string()),
    }
}

/// The task that sends due events every `FABULA_WEBHOOK_SECS`, while the server runs.
pub async fn run(state: Arc<AppState>) {
    let secs = state.config.webhook_secs;
    crate::clock::every(
        secs,
        "webhook events sent",
        "sending webhook events failed",
        || send_pending(&state),
    )
    .await;
}

/// Sends every event that is due now; returns how many receivers took theirs. The server's
/// task calls it; tests call it by hand.
pub async fn send_pending(state: &AppState) -> Result<usize, WebhookError> {
    let now = state.clock.now();
    let loopback = state.config.webhook_allow_loopback;
    let mut sent = 0;
    // A bound, so that one round cannot run forever whatever the data.
    for _ in 0..10_000 {
        let runtime = tokio::runtime::Handle::current();
        let outcome = crate::db::run(&state.pool, move |conn| {
            conn.transaction(|conn| one(conn, &runtime, now, loopback))
                .map_err(|e| WebhookError::Db(e.into()))
        })
        .await?;
        match outcome {
            None => break,
            Some(true) => sent += 1,
            Some(false) => {}
        }
    }
    Ok(sent)
}

/// Claims one due delivery, sends it and marks it delivered or failed, inside the caller's
/// transaction (on a blocking thread, which waits for the request on `runtime`). `None` when
/// nothing is due; else whether the receiver took it.
fn one(
    conn: &mut diesel::PgConnection,
    runtime: &tokio::runtime::Handle,
    now: DateTime<Utc>,
    loopback: bool,
) -> diesel::QueryResult<Option<bool>> {
    let Some(due) = store::claim(conn, now)? else {
        return Ok(None);
    };
    let body = event_body(&due);
    match runtime.block_on(post(&due, body, now, loopback)) {
        Ok(()) => {
            store::delivered(conn, &due, now)?;
            Ok(Some(true))
        }
        Err(error) => {
            let failures = due.failures + 1;
            let disable = failures >= DISABLE_AFTER;
            if disable {
                tracing::warn!(webhook = due.webhook_id, %error, "a webhook failed too often and is disabled");
            }
            let failure = Failure {
                error: &error,
                retry_at: now + back_off(failures),
                disable,
            };
            store::failed(conn, &due, failure, now)?;
            Ok(Some(false))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_public_addresses_are_allowed() {
        for refused in [
            "10.1.2.3",
            "172.20.0.1",
            "192.168.1.1",
            "169.254.169.254",
            "100.64.0.1",
            "0.0.0.0",
            "255.255.255.255",
            "::",
            "fd00::1",
            "fe80::1",
            "::ffff:10.0.0.1",
        ] {
            let ip: IpAddr = refused.parse().unwrap();
            assert!(!allowed_address(ip, true), "{refused}");
        }
        for loopback in ["127.0.0.1", "127.9.9.9", "::1", "::ffff:127.0.0.1"] {
            let ip: IpAddr = loopback.parse().unwrap();
            assert!(!allowed_address(ip, false), "{loopback}");
            assert!(allowed_address(ip, true), "{loopback}");
        }
        for public in ["93.184.216.34", "2606:2800:220:1::1", "8.8.8.8"] {
            let ip: IpAddr = public.parse().unwrap();
            assert!(allowed_address(ip, false), "{public}");
        }
    }

    #[test]
    fn addresses_are_http_or_https_without_credentials() {
        assert!(parse_url("https://example.org/hook?x=1").is_ok());
        assert_eq!(parse_url("ftp://example.org/"), Err(Refusal::Scheme));
        assert_eq!(parse_url("file:///etc/passwd"), Err(Refusal::Scheme));
        assert_eq!(parse_url("example.org/hook"), Err(Refusal::Shape));
        assert_eq!(parse_url("https://exa mple.org/"), Err(Refusal::Shape));
        assert_eq!(
            parse_url(&format!("https://example.org/{}", "a".repeat(500))),
            Err(Refusal::Shape)
        );
        assert_eq!(
            parse_url("https://me:pw@example.org/"),
            Err(Refusal::Credentials)
        );
    }

    #[test]
    fn the_signature_is_hmac_sha256_of_the_time_and_body() {
        // The same as Python's hmac.new(b"whsec_test", b'1700000000.{"id":1}', "sha256").
        assert_eq!(
            signature("whsec_test", 1_700_000_000, r#"{"id":1}"#),
            "t=1700000000,v1=2f441ba4b3b2d50d28a9ab9d9fd8880376ecd1eb5d0435401553f5d8d0a5dcf8"
        );
    }

    #[test]
    fn back_off_doubles_up_to_an_hour() {
        assert_eq!(back_off(1), chrono::Duration::seconds(30));
        assert_eq!(back_off(2), chrono::Duration::seconds(60));
        assert_eq!(back_off(5), chrono::Duration::seconds(480));
        assert_eq!(back_off(8), chrono::Duration::hours(1));
        assert_eq!(back_off(40), chrono::Duration::hours(1));
    }
}
