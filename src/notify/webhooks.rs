//! Webhooks: an account names web addresses of its own programs, and each notice it gets (a
//! table awaits its move, a round was revealed, a game ended, or any kind added later) is
//! POSTed to each of them as a small JSON event (the table's id and version, never a card),
//! signed with HMAC-SHA256 (docs/API.md, "Webhooks", says how to check it).
//!
//! The database queues one delivery per notice and enabled webhook (`store::webhooks`). This
//! channel (`Sender`, driven by `notify::worker` every `FABULA_WEBHOOK_SECS`) sends what is
//! due: a delivery is claimed with its webhook (both leased until the send is over, so one
//! webhook gets one event at a time) and committed before the request, and marked delivered
//! or failed after it. A failed attempt is tried again later, waiting longer each time; a
//! webhook that fails `DISABLE_AFTER` times in a row is disabled until its owner enables it.
//!
//! Fabula sends only to public addresses (`notify::outbound`): a loopback, private,
//! link-local or otherwise special one is refused when the webhook is made, and again when
//! each event is sent (the name is resolved then, and the request goes to exactly the
//! addresses checked). Loopback is allowed only when `FABULA_OUTBOUND_ALLOW_LOOPBACK` says so
//! (for tests).

use std::time::Duration;

use chrono::{DateTime, Utc};
use diesel::{Connection, PgConnection, QueryResult};
use serde::Serialize;
use url::Url;

use super::outbound::{self, Outbound, Refusal};
use super::worker::{self, pass_now, Claim, Failure, NotifyError};
use crate::db::DbError;
use crate::i18n::Sentence;
use crate::ids::{AccountId, TableId};
use crate::quotas::{self, QuotaError};
use crate::secrets::{new_secret, Shape};
use crate::state::AppState;
use crate::store::webhooks::{self as store, Due};

pub use crate::store::webhooks::Webhook;

/// Failed attempts in a row after which a webhook is disabled: the one retry policy's.
pub const DISABLE_AFTER: i32 = worker::GIVE_UP_AFTER;

/// The longest address of a webhook, in bytes.
pub const URL_MAX: usize = 500;

/// How long a receiver may take to answer, connection included.
const TIMEOUT: Duration = Duration::from_secs(10);

/// The headers of each event.
pub const SIGNATURE_HEADER: &str = "Fabula-Signature";
pub const DELIVERY_HEADER: &str = "Fabula-Delivery";
pub const EVENT_HEADER: &str = "Fabula-Event";

#[derive(Debug, thiserror::Error)]
pub enum WebhookError {
    /// An address Fabula does not send to.
    #[error("{0}")]
    Invalid(Sentence),
    /// The account has as many webhooks as it may (`FABULA_QUOTA_WEBHOOKS`).
    #[error(transparent)]
    Quota(quotas::Reached),
    /// The account has no webhook of this id.
    #[error("no such webhook")]
    NotFound,
    #[error(transparent)]
    Db(#[from] DbError),
}

impl From<diesel::result::Error> for WebhookError {
    fn from(err: diesel::result::Error) -> WebhookError {
        WebhookError::Db(err.into())
    }
}

impl From<QuotaError> for WebhookError {
    fn from(err: QuotaError) -> WebhookError {
        match err {
            QuotaError::Reached(reached) => WebhookError::Quota(reached),
            QuotaError::Db(e) => WebhookError::Db(e.into()),
        }
    }
}

/// What the settings page and the API say of a refused address.
fn sentence(refusal: Refusal) -> Sentence {
    Sentence::new(match refusal {
        Refusal::Shape => "webhook_err_shape",
        Refusal::Scheme => "webhook_err_scheme",
        Refusal::Credentials => "webhook_err_credentials",
        Refusal::UnknownHost => "webhook_err_unknown_host",
        Refusal::Address => "webhook_err_address",
    })
}

impl From<Refusal> for WebhookError {
    fn from(refusal: Refusal) -> WebhookError {
        WebhookError::Invalid(sentence(refusal))
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
    outbound::Policy::of(&state.config).vet(&url).await?;
    let secret = format!("whsec_{}", new_secret(Shape::Key));
    let stored = (url.to_string(), secret.clone());
    let limits = quotas::Limits::of(&state.config);
    let now = state.clock.now();
    let webhook = crate::db::run(&state.pool, move |conn| {
        conn.transaction(|conn| {
            quotas::check(conn, &limits, account_id, quotas::Quota::Webhook, now)?;
            Ok::<_, WebhookError>(store::create(conn, account_id, &stored.0, &stored.1)?)
        })
    })
    .await?;
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
    let tag = hex::encode(crate::secrets::hmac(secret.as_bytes(), &signed));
    format!("t={timestamp},v1={tag}")
}

/// The webhook channel: it sends through the outbound client.
pub struct Sender {
    client: Outbound,
}

impl Sender {
    pub fn new(client: Outbound) -> Sender {
        Sender { client }
    }
}

/// Sends every event that is due now; returns how many receivers took theirs. The server's
/// loop does this every `FABULA_WEBHOOK_SECS`; tests call it by hand.
pub async fn send_pending(state: &AppState) -> Result<usize, NotifyError> {
    let client = Outbound::of(&state.config).map_err(NotifyError::Config)?;
    pass_now(state, Sender::new(client)).await
}

/// An event to send: the delivery, and its body.
pub struct Outgoing {
    due: Due,
    body: String,
}

impl worker::Channel for Sender {
    type Job = Outgoing;
    const NAME: &'static str = "webhooks";

    fn claim(
        &self,
        conn: &mut PgConnection,
        now: DateTime<Utc>,
        lease_until: DateTime<Utc>,
    ) -> QueryResult<Claim<Outgoing>> {
        let Some(due) = store::claim(conn, now)? else {
            return Ok(Claim::Nothing);
        };
        store::lease(conn, &due, lease_until)?;
        let body = event_body(&due);
        Ok(Claim::Send(Outgoing { due, body }))
    }

    fn failures(&self, event: &Outgoing) -> i32 {
        event.due.failures
    }

    async fn send(&self, event: &Outgoing, now: DateTime<Utc>) -> Result<(), Failure> {
        let due = &event.due;
        // Every failure counts towards disabling the webhook, a refused address too.
        let failed = |code: &str| Failure::Retry(code.to_string());
        let url = parse_url(&due.url).map_err(|r| failed(r.code()))?;
        let request = self.client.post(url).map_err(|r| failed(r.code()))?;
        let answer = request
            .timeout(TIMEOUT)
            .header(reqwest::header::USER_AGENT, "Fabula-Webhooks/1")
            .header(reqwest::header::CONTENT_TYPE, "application/json")
            .header(
                SIGNATURE_HEADER,
                signature(&due.secret, now.timestamp(), &event.body),
            )
            .header(DELIVERY_HEADER, due.id.to_string())
            .header(EVENT_HEADER, &due.kind)
            .body(event.body.clone())
            .send()
            .await;
        match answer {
            Ok(res) if res.status().is_success() => Ok(()),
            Ok(res) => Err(failed(&format!("http_{}", res.status().as_u16()))),
            Err(e) if e.is_timeout() => Err(failed("timeout")),
            Err(e) => Err(failed(
                outbound::refusal_of(&e).map_or("unreachable", Refusal::code),
            )),
        }
    }

    fn record(
        &self,
        conn: &mut PgConnection,
        event: &Outgoing,
        outcome: &worker::Outcome,
        now: DateTime<Utc>,
    ) -> QueryResult<()> {
        let due = &event.due;
        match outcome {
            worker::Outcome::Sent => store::delivered(conn, due, now),
            worker::Outcome::Failed {
                error,
                retry_at,
                give_up,
                ..
            } => {
                if *give_up {
                    tracing::warn!(webhook = due.webhook_id, %error, "a webhook failed too often and is disabled");
                }
                let failure = store::Failure {
                    error,
                    retry_at: *retry_at,
                    disable: *give_up,
                };
                store::failed(conn, due, failure, now)
            }
            // A receiver is never dropped for one answer: its owner decides.
            worker::Outcome::Gone { error } => {
                let failure = store::Failure {
                    error,
                    retry_at: now + worker::back_off(due.failures + 1),
                    disable: false,
                };
                store::failed(conn, due, failure, now)
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_public_addresses_are_allowed() {
        let allowed_address = |ip: std::net::IpAddr, loopback: bool| {
            outbound::Policy {
                allow_loopback: loopback,
            }
            .allows(ip)
        };
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
            let ip = refused.parse().unwrap();
            assert!(!allowed_address(ip, true), "{refused}");
        }
        for loopback in ["127.0.0.1", "127.9.9.9", "::1", "::ffff:127.0.0.1"] {
            let ip = loopback.parse().unwrap();
            assert!(!allowed_address(ip, false), "{loopback}");
            assert!(allowed_address(ip, true), "{loopback}");
        }
        for public in ["93.184.216.34", "2606:2800:220:1::1", "8.8.8.8"] {
            let ip = public.parse().unwrap();
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
}
