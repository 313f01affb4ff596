//! Push notifications (Web Push: RFC 8030, encrypted as RFC 8291 says, signed with VAPID as
//! RFC 8292 says): the browsers in which a player turned notifications on hear of the same
//! notices as mail does, without opening a page.
//!
//! The moves only record notices (`store::notices::due`, written by `store::step`); a task
//! here, every `FABULA_PUSH_SECS`, hands each notice, whatever its kind, to the devices of its
//! account (one delivery each) and pushes the deliveries that are due (`send_pending`). Each
//! delivery is claimed with `FOR UPDATE SKIP LOCKED` and marked done in the same transaction
//! as its sending, so several server processes never push it twice; one the push service could
//! not take now is tried again later, waiting longer each time. A subscription the push service
//! no longer knows (404, 410) is dropped. A push says which table and what happened, in the
//! reader's language, never a card.

use std::fs;
use std::net::{IpAddr, SocketAddr};
use std::sync::Arc;
use std::time::Duration;

use aes_gcm::aead::Aead;
use aes_gcm::{Aes128Gcm, KeyInit, Nonce};
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine;
use chrono::{DateTime, Utc};
use diesel::prelude::*;
use hkdf::Hkdf;
use p256::ecdsa::signature::Signer;
use p256::ecdsa::{Signature, SigningKey};
use p256::elliptic_curve::sec1::ToEncodedPoint;
use p256::{PublicKey, SecretKey};
use rand::Rng;
use secrecy::ExposeSecret;
use serde::Serialize;
use sha2::Sha256;

use crate::config::Config;
use crate::db::DbError;
use crate::i18n::{Lang, Sentence};
use crate::ids::AccountId;
use crate::state::AppState;
use crate::store::notices::{self, YOUR_MOVE};
use crate::store::push::{self as store, Delivery, NewSubscription, Outcome, Subscription};

/// How long a push service keeps a push for a device that is offline (the `TTL` header).
const TTL_SECS: u32 = 24 * 60 * 60;
/// A notice older than this is not pushed any more: it would only be noise.
const MAX_AGE: chrono::Duration = chrono::Duration::hours(24);
/// Tries before a delivery is given up; the waits between them double from `FIRST_WAIT`.
const MAX_ATTEMPTS: i32 = 8;
const FIRST_WAIT: chrono::Duration = chrono::Duration::seconds(30);
const LONGEST_WAIT: chrono::Duration = chrono::Duration::hours(1);
/// How long to wait for the push service.
const HTTP_TIMEOUT: Duration = Duration::from_secs(15);
/// How long a VAPID signature is good for (RFC 8292 allows at most 24 hours).
const JWT_LASTS: chrono::Duration = chrono::Duration::hours(12);
/// The record size announced in the encrypted body (one record holds the whole payload).
const RECORD_SIZE: u32 = 4096;
/// The most devices one account may have.
pub const MAX_DEVICES: usize = 20;

#[derive(Debug, thiserror::Error)]
pub enum PushError {
    /// What the browser sent cannot be a subscription, or not one this server pushes to.
    #[error("{0}")]
    Invalid(Sentence),
    #[error("no such device")]
    NotFound,
    /// The HTTP client could not be made.
    #[error("{0}")]
    Client(String),
    #[error(transparent)]
    Db(#[from] DbError),
}

impl From<diesel::result::Error> for PushError {
    fn from(e: diesel::result::Error) -> PushError {
        PushError::Db(e.into())
    }
}

// ---- The server's key pair (VAPID). ----

/// The server's P-256 key pair: it signs every push (VAPID), and browsers subscribe with its
/// public half, so that only this server can push to them.
pub struct Vapid {
    key: SigningKey,
    /// The uncompressed public point (65 bytes), base64url.
    public: String,
}

impl Vapid {
    /// A fresh key pair.
    pub fn generate() -> Vapid {
        loop {
            let mut bytes = [0u8; 32];
            rand::rng().fill_bytes(&mut bytes);
            if let Ok(vapid) = Vapid::from_private(&bytes) {
                return vapid;
            }
        }
    }

    /// The key pair of a private key: its 32 bytes.
    pub fn from_private(bytes: &[u8]) -> Result<Vapid, String> {
        let secret = SecretKey::from_slice(bytes)
            .map_err(|_| "not a P-256 private key of 32 bytes".to_string())?;
        let public = URL_SAFE_NO_PAD.encode(secret.public_key().to_encoded_point(false).as_bytes());
        Ok(Vapid {
            key: SigningKey::from(&secret),
            public,
        })
    }

    /// The key pair from `FABULA_VAPID_PRIVATE_KEY` (base64url), else generated once and kept
    /// in `<data dir>/vapid_private_key` (mode 0600), like the session key.
    pub fn load(config: &Config) -> Result<Vapid, String> {
        if let Some(key) = &config.vapid_private_key {
            let bytes = decode_b64(key.expose_secret())
                .ok_or("FABULA_VAPID_PRIVATE_KEY must be base64url")?;
            return Vapid::from_private(&bytes)
                .map_err(|e| format!("FABULA_VAPID_PRIVATE_KEY is {e}"));
        }
        let path = config.data_dir.join("vapid_private_key");
        if let Ok(text) = fs::read_to_string(&path) {
            if let Some(vapid) = decode_b64(&text).and_then(|b| Vapid::from_private(&b).ok()) {
                return Ok(vapid);
            }
        }
        let vapid = Vapid::generate();
        let text = URL_SAFE_NO_PAD.encode(vapid.key.to_bytes());
        crate::keep_secret(config, &path, &text)
            .map_err(|e| format!("cannot write {}: {e}", path.display()))?;
        Ok(vapid)
    }

    /// The public key as browsers take it (`applicationServerKey`): base64url of the
    /// uncompressed point.
    pub fn public_key(&self) -> &str {
        &self.public
    }

    /// The `Authorization` header of a push to `origin` (RFC 8292): a JWT signed with ES256,
    /// and the public key.
    fn authorization(&self, origin: &str, subject: &str, now: DateTime<Utc>) -> String {
        let header = URL_SAFE_NO_PAD.encode(br#"{"typ":"JWT","alg":"ES256"}"#);
        let claims = serde_json::json!({
            "aud": origin,
            "exp": (now + JWT_LASTS).timestamp(),
            "sub": subject,
        });
        let claims = URL_SAFE_NO_PAD.encode(claims.to_string());
        let signed = format!("{header}.{claims}");
        let signature: Signature = self.key.sign(signed.as_bytes());
        let signature = URL_SAFE_NO_PAD.encode(signature.to_bytes());
        format!("vapid t={signed}.{signature}, k={}", self.public)
    }
}

/// Base64url, with or without padding (browsers give it without; some tools add it).
pub fn decode_b64(text: &str) -> Option<Vec<u8>> {
    URL_SAFE_NO_PAD
        .decode(text.trim().trim_end_matches('='))
        .ok()
}

// ---- The encryption of a push (RFC 8291, with the aes128gcm coding of RFC 8188). ----

/// Encrypts `plaintext` for the browser whose public key is `ua_public` (65 bytes) and auth
/// secret `auth` (16 bytes), with a fresh key pair and salt.
pub fn encrypt(ua_public: &[u8], auth: &[u8], plaintext: &[u8]) -> Result<Vec<u8>, String> {
    let mut salt = [0u8; 16];
    rand::rng().fill_bytes(&mut salt);
    let ephemeral = loop {
        let mut bytes = [0u8; 32];
        rand::rng().fill_bytes(&mut bytes);
        if let Ok(key) = SecretKey::from_slice(&bytes) {
            break key;
        }
    };
    encrypt_with(&ephemeral, &salt, ua_public, auth, plaintext)
}

fn encrypt_with(
    as_secret: &SecretKey,
    salt: &[u8; 16],
    ua_public: &[u8],
    auth: &[u8],
    plaintext: &[u8],
) -> Result<Vec<u8>, String> {
    let ua_key = PublicKey::from_sec1_bytes(ua_public).map_err(|_| "not a P-256 public key")?;
    let as_public = as_secret.public_key().to_encoded_point(false);
    let as_public = as_public.as_bytes();
    let shared = p256::ecdh::diffie_hellman(as_secret.to_nonzero_scalar(), ua_key.as_affine());

    // IKM = HKDF(auth, ecdh_secret, "WebPush: info" || 0x00 || ua_public || as_public, 32)
    let mut key_info = b"WebPush: info\0".to_vec();
    key_info.extend_from_slice(ua_public);
    key_info.extend_from_slice(as_public);
    let mut ikm = [0u8; 32];
    Hkdf::<Sha256>::new(Some(auth), shared.raw_secret_bytes())
        .expand(&key_info, &mut ikm)
        .map_err(|_| "HKDF")?;
    let prk = Hkdf::<Sha256>::new(Some(salt), &ikm);
    let mut cek = [0u8; 16];
    let mut nonce = [0u8; 12];
    prk.expand(b"Content-Encoding: aes128gcm\0", &mut cek)
        .map_err(|_| "HKDF")?;
    prk.expand(b"Content-Encoding: nonce\0", &mut nonce)
        .map_err(|_| "HKDF")?;

    // One record, the last: the plaintext, then the delimiter 2.
    if plaintext.len() + 17 > RECORD_SIZE as usize {
        return Err("the payload is too large for one record".into());
    }
    let mut record = plaintext.to_vec();
    record.push(2);
    let cipher = Aes128Gcm::new_from_slice(&cek).map_err(|_| "AES key")?;
    let sealed = cipher
        .encrypt(Nonce::from_slice(&nonce), record.as_ref())
        .map_err(|_| "AES-GCM")?;

    // The header: salt, record size, key id (the sender's public key).
    let mut body = Vec::with_capacity(16 + 4 + 1 + 65 + sealed.len());
    body.extend_from_slice(salt);
    body.extend_from_slice(&RECORD_SIZE.to_be_bytes());
    body.push(as_public.len() as u8);
    body.extend_from_slice(as_public);
    body.extend_from_slice(&sealed);
    Ok(body)
}

// ---- Which endpoints this server pushes to. ----

/// Whether the server may push to `endpoint`: an https address on the internet (never one
/// that names this machine or a private network, which a subscription could use to make the
/// server call services behind it); loopback, over http too, only when
/// `FABULA_PUSH_ALLOW_LOOPBACK` is on (the tests' own push service).
pub fn check_endpoint(endpoint: &str, allow_loopback: bool) -> Result<url::Url, Sentence> {
    let refused = || Sentence::new("push_err_endpoint");
    if endpoint.len() > 2000 {
        return Err(refused());
    }
    let url = url::Url::parse(endpoint).map_err(|_| refused())?;
    if !url.username().is_empty() || url.password().is_some() {
        return Err(refused());
    }
    let loopback = match url.host().ok_or_else(refused)? {
        url::Host::Domain(name) => {
            let name = name.to_ascii_lowercase();
            name == "localhost" || name.ends_with(".localhost")
        }
        url::Host::Ipv4(ip) => where_is(ip.into()).ok_or_else(refused)?,
        url::Host::Ipv6(ip) => where_is(ip.into()).ok_or_else(refused)?,
    };
    match (url.scheme(), loopback) {
        (_, true) if !allow_loopback => Err(refused()),
        ("https", _) | ("http", true) => Ok(url),
        _ => Err(refused()),
    }
}

/// Where an address is: `Some(true)` on this machine (loopback), `Some(false)` on the
/// internet, `None` on a private, link-local or otherwise special network.
fn where_is(ip: IpAddr) -> Option<bool> {
    let ip = match ip {
        IpAddr::V6(v6) => v6.to_ipv4_mapped().map_or(IpAddr::V6(v6), IpAddr::V4),
        v4 => v4,
    };
    if ip.is_loopback() {
        return Some(true);
    }
    let special = match ip {
        IpAddr::V4(ip) => {
            let [a, b, ..] = ip.octets();
            ip.is_private()
                || ip.is_link_local()
                || ip.is_unspecified()
                || ip.is_broadcast()
                || ip.is_multicast()
                || ip.is_documentation()
                || a == 0
                || (a == 100 && (64..128).contains(&b))
        }
        IpAddr::V6(ip) => {
            let first = ip.segments()[0];
            (first & 0xfe00) == 0xfc00
                || (first & 0xffc0) == 0xfe80
                || ip.is_unspecified()
                || ip.is_multicast()
        }
    };
    (!special).then_some(false)
}

/// Looks up push services' names, keeping only addresses on the internet (and loopback when
/// allowed): a name that leads to a private network is not pushed to.
struct PublicAddresses {
    allow_loopback: bool,
}

impl reqwest::dns::Resolve for PublicAddresses {
    fn resolve(&self, name: reqwest::dns::Name) -> reqwest::dns::Resolving {
        let allow_loopback = self.allow_loopback;
        Box::pin(async move {
            let found = tokio::net::lookup_host((name.as_str(), 0)).await?;
            let kept: Vec<SocketAddr> = found
                .filter(|a| where_is(a.ip()).is_some_and(|local| !local || allow_loopback))
                .collect();
            if kept.is_empty() {
                return Err(format!("{} leads to no public address", name.as_str()).into());
            }
            Ok(Box::new(kept.into_iter()) as reqwest::dns::Addrs)
        })
    }
}

// ---- Subscribing, listing, removing. ----

/// What a browser's `PushSubscription` says, with an optional name for the device.
pub struct SubscriptionInput {
    pub endpoint: String,
    pub p256dh: String,
    pub auth: String,
    pub device: Option<String>,
}

/// Stores this browser's subscription for the account (the same endpoint again is updated).
/// `named` names the device when the browser gives no name.
pub async fn subscribe(
    state: &AppState,
    account_id: AccountId,
    input: SubscriptionInput,
    named: String,
) -> Result<Subscription, PushError> {
    check_endpoint(&input.endpoint, state.config.push_allow_loopback)
        .map_err(PushError::Invalid)?;
    let p256dh = decode_b64(&input.p256dh)
        .filter(|key| key.len() == 65 && PublicKey::from_sec1_bytes(key).is_ok())
        .ok_or_else(|| PushError::Invalid(Sentence::new("push_err_keys")))?;
    let auth = decode_b64(&input.auth)
        .filter(|auth| auth.len() == 16)
        .ok_or_else(|| PushError::Invalid(Sentence::new("push_err_keys")))?;
    let device = match input.device.as_deref().map(str::trim) {
        Some(name) if !name.is_empty() => {
            crate::text::clean(name, crate::text::Field::TokenName).map_err(PushError::Invalid)?
        }
        _ => named.chars().take(100).collect(),
    };
    if device.chars().count() > 100 {
        return Err(PushError::Invalid(Sentence::new("push_err_device")));
    }
    let now = state.clock.now();
    crate::db::run(&state.pool, move |conn| {
        conn.transaction(|conn| {
            let mine = store::of_account(conn, account_id)?;
            let known = mine.iter().any(|s| s.endpoint == input.endpoint);
            if !known && mine.len() >= MAX_DEVICES {
                return Err(PushError::Invalid(Sentence::with(
                    "push_err_too_many",
                    vec![("count", MAX_DEVICES.to_string())],
                )));
            }
            let new = NewSubscription {
                endpoint: &input.endpoint,
                p256dh: &URL_SAFE_NO_PAD.encode(&p256dh),
                auth: &URL_SAFE_NO_PAD.encode(&auth),
                device: &device,
            };
            Ok(store::subscribe(conn, account_id, &new, now)?)
        })
    })
    .await
}

/// The account's devices, oldest first.
pub async fn devices(
    state: &AppState,
    account_id: AccountId,
) -> Result<Vec<Subscription>, PushError> {
    Ok(crate::db::query(&state.pool, move |conn| store::of_account(conn, account_id)).await?)
}

/// Removes one of the account's devices.
pub async fn remove(state: &AppState, account_id: AccountId, id: i64) -> Result<(), PushError> {
    let removed =
        crate::db::query(&state.pool, move |conn| store::remove(conn, account_id, id)).await?;
    if removed {
        Ok(())
    } else {
        Err(PushError::NotFound)
    }
}

// ---- Sending. ----

/// What a push carries (JSON, encrypted): what happened, where, in the reader's language.
#[derive(Debug, Serialize)]
pub struct Payload {
    pub kind: String,
    pub table: i64,
    pub table_name: String,
    pub title: String,
    pub body: String,
    pub url: String,
    /// One notification per table: a newer one replaces the older.
    pub tag: String,
}

/// The words of a push about `kind` at a table called `name`: its title and body. A kind the
/// catalogue has no words for (one added later) gets the general ones.
pub fn words(lang: Lang, kind: &str, step: &str, name: &str) -> (String, String) {
    let (round, phase) = notices::parse_step(step).unwrap_or((0, "vote"));
    let round = if kind == notices::ROUND_REVEALED {
        step.trim_start_matches('r').parse().unwrap_or(round)
    } else {
        round
    };
    let round = round.to_string();
    let what = crate::mail::awaited_words(lang, phase);
    let args = [("name", name), ("round", round.as_str()), ("what", what)];
    let title_key = format!("push_{kind}_title");
    let body_key = format!("push_{kind}_body");
    let (title_key, body_key) = if crate::i18n::has(&title_key) && crate::i18n::has(&body_key) {
        (title_key.as_str(), body_key.as_str())
    } else {
        ("push_notice_title", "push_notice_body")
    };
    (lang.fill(title_key, &args), lang.fill(body_key, &args))
}

/// What sends the pushes: the HTTP client, the key pair, and where links point.
#[derive(Clone)]
pub struct Pusher {
    client: reqwest::Client,
    vapid: Arc<Vapid>,
    base_url: String,
    subject: String,
    allow_loopback: bool,
}

impl Pusher {
    pub fn new(state: &AppState) -> Result<Pusher, String> {
        let client = reqwest::Client::builder()
            .dns_resolver(Arc::new(PublicAddresses {
                allow_loopback: state.config.push_allow_loopback,
            }))
            .timeout(HTTP_TIMEOUT)
            .redirect(reqwest::redirect::Policy::none())
            .user_agent("Fabula")
            .build()
            .map_err(|e| format!("cannot make the push client: {e}"))?;
        let base_url = state.config.base_url().to_string();
        let subject = match state.config.vapid_subject.as_deref().map(str::trim) {
            Some(subject) if !subject.is_empty() => subject.to_string(),
            _ => base_url.clone(),
        };
        Ok(Pusher {
            client,
            vapid: state.vapid.clone(),
            base_url,
            subject,
            allow_loopback: state.config.push_allow_loopback,
        })
    }
}

/// The task that pushes due notices every `FABULA_PUSH_SECS`, while the server runs.
pub async fn run(state: Arc<AppState>) {
    let every = state.config.push_secs;
    if every == 0 {
        return;
    }
    let pusher = match Pusher::new(&state) {
        Ok(pusher) => pusher,
        Err(e) => {
            tracing::error!(error = %e, "push notifications are off");
            return;
        }
    };
    crate::clock::every(every, "pushes sent", "pushing failed", || {
        send_pending_with(&state, &pusher)
    })
    .await;
}

/// Hands new notices to the devices and pushes every delivery due now; how many pushes the
/// push services took. The server's task calls it; tests call it by hand.
pub async fn send_pending(state: &AppState) -> Result<usize, PushError> {
    let pusher = Pusher::new(state).map_err(PushError::Client)?;
    send_pending_with(state, &pusher).await
}

/// What one look for a delivery did.
enum Step {
    Nothing,
    Sent,
    Other,
}

async fn send_pending_with(state: &AppState, pusher: &Pusher) -> Result<usize, PushError> {
    const BATCH: i64 = 500;
    let now = state.clock.now();
    // A bound, so that one round cannot run forever whatever the data.
    for _ in 0..1_000 {
        let handed = crate::db::run(&state.pool, move |conn| {
            conn.transaction(|conn| store::fan_out(conn, now, BATCH))
                .map_err(PushError::from)
        })
        .await?;
        if (handed as i64) < BATCH {
            break;
        }
    }
    let runtime = tokio::runtime::Handle::current();
    let mut sent = 0;
    for _ in 0..10_000 {
        let pusher = pusher.clone();
        let runtime = runtime.clone();
        let step = crate::db::run(&state.pool, move |conn| {
            conn.transaction(|conn| one(conn, &pusher, &runtime, now))
                .map_err(PushError::from)
        })
        .await?;
        match step {
            Step::Nothing => break,
            Step::Sent => sent += 1,
            Step::Other => {}
        }
    }
    Ok(sent)
}

/// Claims one due delivery, pushes it and marks what came of it, inside the caller's
/// transaction (on the blocking pool: the HTTP request runs on `runtime` meanwhile).
fn one(
    conn: &mut PgConnection,
    pusher: &Pusher,
    runtime: &tokio::runtime::Handle,
    now: DateTime<Utc>,
) -> QueryResult<Step> {
    let Some(delivery) = store::claim(conn, now)? else {
        return Ok(Step::Nothing);
    };
    if delivery.stale || now - delivery.created_at > MAX_AGE {
        store::done(conn, &delivery, Outcome::Stale, now)?;
        return Ok(Step::Other);
    }
    let Ok(endpoint) = check_endpoint(&delivery.endpoint, pusher.allow_loopback) else {
        store::done(conn, &delivery, Outcome::Refused, now)?;
        return Ok(Step::Other);
    };
    let Some(payload) = payload(conn, pusher, &delivery)? else {
        store::done(conn, &delivery, Outcome::Stale, now)?;
        return Ok(Step::Other);
    };
    let keys = decode_b64(&delivery.p256dh).zip(decode_b64(&delivery.auth));
    let body = keys.ok_or_else(String::new).and_then(|(key, auth)| {
        let json = serde_json::to_vec(&payload).map_err(|e| e.to_string())?;
        encrypt(&key, &auth, &json)
    });
    let Ok(body) = body else {
        store::done(conn, &delivery, Outcome::Refused, now)?;
        return Ok(Step::Other);
    };
    let origin = endpoint.origin().ascii_serialization();
    let request = pusher
        .client
        .post(endpoint)
        .header("TTL", TTL_SECS.to_string())
        .header("Content-Encoding", "aes128gcm")
        .header("Content-Type", "application/octet-stream")
        .header(
            "Urgency",
            if delivery.kind == YOUR_MOVE {
                "high"
            } else {
                "normal"
            },
        )
        .header(
            "Authorization",
            pusher.vapid.authorization(&origin, &pusher.subject, now),
        )
        .body(body);
    let answer = runtime.block_on(request.send()).map(|res| res.status());
    match answer {
        Ok(status) if status.is_success() => {
            store::done(conn, &delivery, Outcome::Sent, now)?;
            Ok(Step::Sent)
        }
        Ok(status) if status.as_u16() == 404 || status.as_u16() == 410 => {
            tracing::info!(
                device = delivery.subscription_id,
                "a push subscription expired; dropped"
            );
            store::drop_subscription(conn, delivery.subscription_id)?;
            Ok(Step::Other)
        }
        Ok(status) if status.as_u16() == 429 || status.is_server_error() => {
            back_off(conn, &delivery, now)?;
            Ok(Step::Other)
        }
        Ok(status) => {
            tracing::warn!(device = delivery.subscription_id, %status, "the push service refused a push");
            store::done(conn, &delivery, Outcome::Refused, now)?;
            Ok(Step::Other)
        }
        Err(e) => {
            tracing::warn!(device = delivery.subscription_id, error = %e, "a push did not reach its service; trying again later");
            back_off(conn, &delivery, now)?;
            Ok(Step::Other)
        }
    }
}

/// Tries again later, waiting twice as long as the time before (or gives up).
fn back_off(conn: &mut PgConnection, delivery: &Delivery, now: DateTime<Utc>) -> QueryResult<()> {
    if delivery.attempts + 1 >= MAX_ATTEMPTS {
        return store::done(conn, delivery, Outcome::GaveUp, now);
    }
    let wait = FIRST_WAIT * 2i32.pow(delivery.attempts.clamp(0, 16) as u32);
    store::retry_at(conn, delivery, now + wait.min(LONGEST_WAIT))
}

/// The payload of a delivery; `None` when its table is gone.
fn payload(
    conn: &mut PgConnection,
    pusher: &Pusher,
    delivery: &Delivery,
) -> QueryResult<Option<Payload>> {
    let Some(table) = crate::store::whole_table::load(conn, delivery.table_id, false)? else {
        return Ok(None);
    };
    let lang = Lang::from_code(&delivery.lang).unwrap_or(Lang::En);
    let name = match &table.row.name {
        Some(name) => name.clone(),
        None => {
            let host = table
                .seats
                .iter()
                .find(|s| s.account_id == table.row.host_id)
                .map(|s| crate::view::player_name(lang, s))
                .unwrap_or_default();
            lang.fill("table_default_name", &[("host", &host)])
        }
    };
    let (title, body) = words(lang, &delivery.kind, &delivery.step, &name);
    let id = delivery.table_id.to_string();
    Ok(Some(Payload {
        kind: delivery.kind.clone(),
        table: id.parse().unwrap_or_default(),
        table_name: name,
        title,
        body,
        url: format!("{}/tables/{id}", pusher.base_url),
        tag: format!("fabula-table-{id}"),
    }))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn endpoints_on_the_internet_only() {
        for good in [
            "https://fcm.googleapis.com/fcm/send/abc",
            "https://updates.push.services.mozilla.com/wpush/v2/x",
            "https://8.8.8.8/push",
        ] {
            assert!(check_endpoint(good, false).is_ok(), "{good}");
        }
        for bad in [
            "http://push.example.org/x",
            "https://127.0.0.1/x",
            "https://localhost/x",
            "https://10.1.2.3/x",
            "https://192.168.0.1/x",
            "https://169.254.169.254/latest",
            "https://[::1]/x",
            "https://[fd00::1]/x",
            "https://[::ffff:10.0.0.1]/x",
            "https://user:pw@push.example.org/x",
            "ftp://push.example.org/x",
            "not a url",
        ] {
            assert!(check_endpoint(bad, false).is_err(), "{bad}");
        }
        // Loopback, over http too, only when allowed; never a private network.
        assert!(check_endpoint("http://127.0.0.1:9000/push/1", true).is_ok());
        assert!(check_endpoint("http://localhost:9000/push/1", true).is_ok());
        assert!(check_endpoint("http://10.0.0.1/push/1", true).is_err());
        assert!(check_endpoint("http://push.example.org/x", true).is_err());
    }

    #[tokio::test]
    async fn names_that_lead_to_this_machine_are_not_pushed_to() {
        use reqwest::dns::Resolve;
        let name = |n: &str| n.parse::<reqwest::dns::Name>().unwrap();
        let strict = PublicAddresses {
            allow_loopback: false,
        };
        assert!(strict.resolve(name("localhost")).await.is_err());
        let tests = PublicAddresses {
            allow_loopback: true,
        };
        let found: Vec<SocketAddr> = tests.resolve(name("localhost")).await.unwrap().collect();
        assert!(found.iter().all(|a| a.ip().is_loopback()), "{found:?}");
    }

    #[test]
    fn every_kind_has_words_and_a_new_kind_gets_the_general_ones() {
        for lang in Lang::ALL {
            for (kind, step) in [
                ("your_move", "r2-vote-s1"),
                ("round_revealed", "r3"),
                ("game_ended", "end"),
                ("a_kind_from_later", "x"),
            ] {
                let (title, body) = words(lang, kind, step, "Mesa");
                assert!(title.contains("Mesa"), "{kind}: {title}");
                assert!(
                    !title.contains('{') && !body.contains('{'),
                    "{title} {body}"
                );
                assert!(!title.contains(crate::i18n::MISSING_MARK), "{title}");
                assert!(!body.contains(crate::i18n::MISSING_MARK), "{body}");
            }
        }
        let (title, _) = words(Lang::En, "round_revealed", "r3", "Fun");
        assert!(title.contains('3'), "{title}");
    }

    /// RFC 8291, appendix A: the example's keys and salt give the example's message.
    #[test]
    fn encryption_matches_the_example_of_rfc_8291() {
        let b64 = |s: &str| decode_b64(s).unwrap();
        let as_secret =
            SecretKey::from_slice(&b64("yfWPiYE-n46HLnH0KqZOF1fJJU3MYrct3AELtAQ-oRw")).unwrap();
        let ua_public = b64("BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4");
        let auth = b64("BTBZMqHH6r4Tts7J_aSIgg");
        let salt: [u8; 16] = b64("DGv6ra1nlYgDCS1FRnbzlw").try_into().unwrap();
        let body = encrypt_with(
            &as_secret,
            &salt,
            &ua_public,
            &auth,
            b"When I grow up, I want to be a watermelon",
        )
        .unwrap();
        assert_eq!(
            URL_SAFE_NO_PAD.encode(body),
            "DGv6ra1nlYgDCS1FRnbzlwAAEABBBP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A_yl95bQpu6cVPTpK4Mqgkf1CXztLVBSt2Ks3oZwbuwXPXLWyouBWLVWGNWQexSgSxsj_Qulcy4a-fN"
        );
    }
}
