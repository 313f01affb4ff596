//! Push notifications (Web Push: RFC 8030, encrypted as RFC 8291 says, signed with VAPID as
//! RFC 8292 says): the browsers in which a player turned notifications on hear of the same
//! notices as mail does, without opening a page.
//!
//! The moves only record notices (`store::notices::due`, written by `store::step`); this
//! channel (`Pusher`, driven by `notify::worker` every `FABULA_PUSH_SECS`) hands each notice,
//! whatever its kind, to the devices of its account (one delivery each) and pushes the
//! deliveries that are due. A delivery is claimed (its `due_at` moved to the end of a lease)
//! and committed before the push, and marked done after it, so several server processes never
//! push it twice and none holds a connection while the push service answers; one the push
//! service could not take now is tried again later, waiting longer each time. A subscription
//! the push service no longer knows (404, 410) is dropped. A push says which table and what
//! happened, in the reader's language, never a card.

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

use super::outbound::{self, Outbound, Place, Refusal};
use super::worker::{self, pass_now, Claim, Failure, NotifyError};
use crate::config::{Config, VapidKeys};
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
    #[error(transparent)]
    Db(#[from] DbError),
}

impl From<diesel::result::Error> for PushError {
    fn from(e: diesel::result::Error) -> PushError {
        PushError::Db(e.into())
    }
}

// ---- The server's key pair (VAPID). ----

/// A fresh key pair: it signs every push (VAPID), and browsers subscribe with its public half,
/// so that only this server can push to them.
pub fn generate_keys() -> VapidKeys {
    loop {
        let mut bytes = [0u8; 32];
        rand::rng().fill_bytes(&mut bytes);
        if let Ok(keys) = keys_of(&bytes) {
            return keys;
        }
    }
}

/// The key pair of a private key: its 32 bytes.
pub fn keys_of(bytes: &[u8]) -> Result<VapidKeys, String> {
    let secret = SecretKey::from_slice(bytes)
        .map_err(|_| "not a P-256 private key of 32 bytes".to_string())?;
    let public = URL_SAFE_NO_PAD.encode(secret.public_key().to_encoded_point(false).as_bytes());
    let private: [u8; 32] = secret.to_bytes().into();
    Ok(VapidKeys::new(private, public))
}

/// The key pair from `FABULA_VAPID_PRIVATE_KEY` (base64url), else from `kept`, the text the
/// data directory keeps (`<data dir>/vapid_private_key`); `None` when neither holds a key and
/// a new one is to be made and kept (the start-up does both, as for the session key).
pub fn keys_from(config: &Config, kept: Option<&str>) -> Result<Option<VapidKeys>, String> {
    if let Some(key) = &config.vapid_private_key {
        let bytes =
            decode_b64(key.expose_secret()).ok_or("FABULA_VAPID_PRIVATE_KEY must be base64url")?;
        return keys_of(&bytes)
            .map(Some)
            .map_err(|e| format!("FABULA_VAPID_PRIVATE_KEY is {e}"));
    }
    Ok(kept.and_then(|text| decode_b64(text).and_then(|b| keys_of(&b).ok())))
}

/// How the data directory keeps a private key: base64url.
pub fn kept_text(keys: &VapidKeys) -> String {
    URL_SAFE_NO_PAD.encode(keys.private())
}

/// The `Authorization` header of a push to `origin` (RFC 8292): a JWT signed with ES256, and
/// the public key.
fn authorization(
    key: &SigningKey,
    public: &str,
    origin: &str,
    subject: &str,
    now: DateTime<Utc>,
) -> String {
    let header = URL_SAFE_NO_PAD.encode(br#"{"typ":"JWT","alg":"ES256"}"#);
    let claims = serde_json::json!({
        "aud": origin,
        "exp": (now + JWT_LASTS).timestamp(),
        "sub": subject,
    });
    let claims = URL_SAFE_NO_PAD.encode(claims.to_string());
    let signed = format!("{header}.{claims}");
    let signature: Signature = key.sign(signed.as_bytes());
    let signature = URL_SAFE_NO_PAD.encode(signature.to_bytes());
    format!("vapid t={signed}.{signature}, k={public}")
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
/// server call services behind it; `outbound` judges the address); loopback, over http too,
/// only when the outbound policy allows it (`FABULA_OUTBOUND_ALLOW_LOOPBACK`: the tests' own
/// push service). A name is judged by its addresses where it is resolved (`subscribe`, and at
/// each push).
pub fn check_endpoint(endpoint: &str, allow_loopback: bool) -> Result<url::Url, Sentence> {
    let refused = || Sentence::new("push_err_endpoint");
    if endpoint.len() > 2000 {
        return Err(refused());
    }
    let url = url::Url::parse(endpoint).map_err(|_| refused())?;
    if !url.username().is_empty() || url.password().is_some() {
        return Err(refused());
    }
    let place = match url.host().ok_or_else(refused)? {
        url::Host::Domain(name) => {
            let name = name.to_ascii_lowercase();
            if name == "localhost" || name.ends_with(".localhost") {
                Place::Loopback
            } else {
                Place::Public
            }
        }
        url::Host::Ipv4(ip) => outbound::place(ip.into()),
        url::Host::Ipv6(ip) => outbound::place(ip.into()),
    };
    match (url.scheme(), place) {
        (_, Place::Refused) => Err(refused()),
        (_, Place::Loopback) if !allow_loopback => Err(refused()),
        ("https", _) | ("http", Place::Loopback) => Ok(url),
        _ => Err(refused()),
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
    let policy = outbound::Policy::of(&state.config);
    let url = check_endpoint(&input.endpoint, policy.allow_loopback).map_err(PushError::Invalid)?;
    // A name that leads to a refused address is refused now; one that leads nowhere yet is
    // taken (a push service's name is checked again at each push).
    match policy.vet(&url).await {
        Ok(_) | Err(Refusal::UnknownHost) => {}
        Err(_) => return Err(PushError::Invalid(Sentence::new("push_err_endpoint"))),
    }
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
    let what = super::mail::awaited_words(lang, phase);
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

/// The push channel: the outbound client, the key pair, and where links point.
pub struct Pusher {
    client: Outbound,
    key: SigningKey,
    public: String,
    base_url: String,
    subject: String,
}

impl Pusher {
    pub fn new(state: &AppState, client: Outbound) -> Result<Pusher, String> {
        let key = SigningKey::from_slice(state.vapid.private())
            .map_err(|_| "the VAPID key is not a P-256 private key".to_string())?;
        let base_url = state.config.base_url().to_string();
        let subject = match state.config.vapid_subject.as_deref().map(str::trim) {
            Some(subject) if !subject.is_empty() => subject.to_string(),
            _ => base_url.clone(),
        };
        Ok(Pusher {
            client,
            key,
            public: state.vapid.public_key().to_string(),
            base_url,
            subject,
        })
    }
}

/// Hands new notices to the devices and pushes every delivery due now; how many pushes the
/// push services took. The server's loop does this every `FABULA_PUSH_SECS`; tests call it by
/// hand.
pub async fn send_pending(state: &AppState) -> Result<usize, NotifyError> {
    let client = Outbound::of(&state.config).map_err(NotifyError::Config)?;
    let pusher = Pusher::new(state, client).map_err(NotifyError::Config)?;
    pass_now(state, pusher).await
}

/// A push to make: the delivery, and the request's parts, encrypted and signed.
pub struct Push {
    delivery: Delivery,
    endpoint: url::Url,
    body: Vec<u8>,
    authorization: String,
}

impl worker::Channel for Pusher {
    type Job = Push;
    const NAME: &'static str = "push";

    fn prepare(&self, conn: &mut PgConnection, now: DateTime<Utc>) -> QueryResult<()> {
        const BATCH: i64 = 500;
        // A bound, so that one pass cannot run forever whatever the data.
        for _ in 0..1_000 {
            let handed = conn.transaction(|conn| store::fan_out(conn, now, BATCH))?;
            if (handed as i64) < BATCH {
                break;
            }
        }
        Ok(())
    }

    fn claim(
        &self,
        conn: &mut PgConnection,
        now: DateTime<Utc>,
        lease_until: DateTime<Utc>,
    ) -> QueryResult<Claim<Push>> {
        let Some(delivery) = store::claim(conn, now)? else {
            return Ok(Claim::Nothing);
        };
        if delivery.stale || now - delivery.created_at > MAX_AGE {
            store::done(conn, &delivery, Outcome::Stale, now)?;
            return Ok(Claim::Settled);
        }
        let Ok(endpoint) = check_endpoint(&delivery.endpoint, self.client.policy().allow_loopback)
        else {
            store::done(conn, &delivery, Outcome::Refused, now)?;
            return Ok(Claim::Settled);
        };
        let Some(payload) = payload(conn, self, &delivery)? else {
            store::done(conn, &delivery, Outcome::Stale, now)?;
            return Ok(Claim::Settled);
        };
        let keys = decode_b64(&delivery.p256dh).zip(decode_b64(&delivery.auth));
        let body = keys.ok_or_else(String::new).and_then(|(key, auth)| {
            let json = serde_json::to_vec(&payload).map_err(|e| e.to_string())?;
            encrypt(&key, &auth, &json)
        });
        let Ok(body) = body else {
            store::done(conn, &delivery, Outcome::Refused, now)?;
            return Ok(Claim::Settled);
        };
        store::lease(conn, &delivery, lease_until)?;
        let origin = endpoint.origin().ascii_serialization();
        let authorization = authorization(&self.key, &self.public, &origin, &self.subject, now);
        Ok(Claim::Send(Push {
            delivery,
            endpoint,
            body,
            authorization,
        }))
    }

    fn failures(&self, push: &Push) -> i32 {
        push.delivery.attempts
    }

    async fn send(&self, push: &Push, _now: DateTime<Utc>) -> Result<(), Failure> {
        let device = push.delivery.subscription_id;
        let request = self
            .client
            .post(push.endpoint.clone())
            .map_err(|refusal| Failure::GiveUp(refusal.code().to_string()))?;
        let urgency = if push.delivery.kind == YOUR_MOVE {
            "high"
        } else {
            "normal"
        };
        let answer = request
            .timeout(HTTP_TIMEOUT)
            .header("TTL", TTL_SECS.to_string())
            .header("Content-Encoding", "aes128gcm")
            .header("Content-Type", "application/octet-stream")
            .header("Urgency", urgency)
            .header("Authorization", &push.authorization)
            .body(push.body.clone())
            .send()
            .await;
        match answer.map(|res| res.status()) {
            Ok(status) if status.is_success() => Ok(()),
            Ok(status) if status.as_u16() == 404 || status.as_u16() == 410 => {
                tracing::info!(device, "a push subscription expired; dropped");
                Err(Failure::Gone(format!("http_{}", status.as_u16())))
            }
            Ok(status) if status.as_u16() == 429 || status.is_server_error() => {
                Err(Failure::Retry(format!("http_{}", status.as_u16())))
            }
            Ok(status) => {
                tracing::warn!(device, %status, "the push service refused a push");
                Err(Failure::GiveUp(format!("http_{}", status.as_u16())))
            }
            Err(e) => match outbound::refusal_of(&e) {
                Some(refusal) => Err(Failure::GiveUp(refusal.code().to_string())),
                None => {
                    tracing::warn!(device, error = %e, "a push did not reach its service; trying again later");
                    Err(Failure::Retry("unreachable".to_string()))
                }
            },
        }
    }

    fn record(
        &self,
        conn: &mut PgConnection,
        push: &Push,
        outcome: &worker::Outcome,
        now: DateTime<Utc>,
    ) -> QueryResult<()> {
        let delivery = &push.delivery;
        match outcome {
            worker::Outcome::Sent => store::done(conn, delivery, Outcome::Sent, now),
            worker::Outcome::Failed {
                give_up: false,
                retry_at,
                ..
            } => store::retry_at(conn, delivery, *retry_at),
            worker::Outcome::Failed { failures, .. } => {
                let outcome = if *failures >= worker::GIVE_UP_AFTER {
                    Outcome::GaveUp
                } else {
                    Outcome::Refused
                };
                store::done(conn, delivery, outcome, now)
            }
            worker::Outcome::Gone { .. } => {
                store::drop_subscription(conn, delivery.subscription_id)
            }
        }
    }
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
    let name = crate::view::table_title(lang, &table);
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
