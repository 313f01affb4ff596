//! Who is asking: API tokens (random, stored as SHA-256), the session
//! cookie, the CSRF token every form carries, and the `CurrentUser` extractor.

use std::future::Future;
use std::pin::Pin;

use actix_session::Session;
use actix_web::dev::Payload;
use actix_web::http::{Method, StatusCode};
use actix_web::{web, FromRequest, HttpRequest};
use base64::Engine;
use rand::Rng;
use serde::de::DeserializeOwned;
use sha2::{Digest, Sha256};

use crate::state::AppState;
use subtle::ConstantTimeEq;

use crate::ids::AccountId;
use crate::store::accounts::Account;
use crate::web::error::{is_api, AppError};

/// A new API token: 256 random bits, shown once; only its SHA-256 is stored.
pub fn new_token() -> (String, Vec<u8>) {
    let mut bytes = [0u8; 32];
    rand::rng().fill_bytes(&mut bytes);
    let token = format!(
        "fab_{}",
        base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(bytes)
    );
    let hash = token_hash(&token);
    (token, hash)
}

pub fn token_hash(token: &str) -> Vec<u8> {
    Sha256::digest(token.as_bytes()).to_vec()
}

fn random_hex(bytes: usize) -> String {
    let mut buf = vec![0u8; bytes];
    rand::rng().fill_bytes(&mut buf);
    hex::encode(buf)
}

const USER_ID_KEY: &str = "user_id";
const CSRF_KEY: &str = "csrf";
const FAILED_SIGN_INS_KEY: &str = "failed_sign_ins";
/// The form field, and for API calls made with the session cookie the header, that carries
/// the CSRF token.
pub const CSRF_FIELD: &str = "csrf_token";
pub const CSRF_HEADER: &str = "X-CSRF-Token";

/// The session cookie, seen through what Fabula keeps in it.
pub struct TypedSession(pub Session);

impl TypedSession {
    pub fn user_id(&self) -> Option<AccountId> {
        self.0.get::<AccountId>(USER_ID_KEY).ok().flatten()
    }

    /// Signs a person in: a fresh session (so a planted cookie is worth nothing) with a fresh
    /// CSRF token.
    pub fn sign_in(&self, account_id: AccountId) -> Result<(), AppError> {
        self.0.renew();
        self.0.clear();
        self.0
            .insert(USER_ID_KEY, account_id)
            .map_err(AppError::internal)?;
        self.0
            .insert(CSRF_KEY, random_hex(32))
            .map_err(AppError::internal)
    }

    /// Keeps, for the next page, how many failed sign-ins named the account since its
    /// previous visit.
    pub fn note_failed_sign_ins(&self, count: i64) -> Result<(), AppError> {
        self.0
            .insert(FAILED_SIGN_INS_KEY, count)
            .map_err(AppError::internal)
    }

    /// The count kept by `note_failed_sign_ins`, once.
    pub fn take_failed_sign_ins(&self) -> Option<i64> {
        self.0.remove_as::<i64>(FAILED_SIGN_INS_KEY)?.ok()
    }

    pub fn sign_out(&self) {
        self.0.purge();
    }

    /// The CSRF token of this session, made on first use.
    pub fn csrf_token(&self) -> String {
        if let Some(token) = self.0.get::<String>(CSRF_KEY).ok().flatten() {
            return token;
        }
        let token = random_hex(32);
        // Inserting a string into the cookie session cannot fail to serialise.
        let _ = self.0.insert(CSRF_KEY, &token);
        token
    }

    /// Refuses a request whose CSRF token is missing or not this session's.
    pub fn check_csrf(&self, sent: Option<&str>) -> Result<(), AppError> {
        let expected = self.0.get::<String>(CSRF_KEY).ok().flatten();
        match (expected, sent) {
            (Some(expected), Some(sent))
                if bool::from(expected.as_bytes().ct_eq(sent.as_bytes())) =>
            {
                Ok(())
            }
            _ => Err(AppError::forbidden(
                "This form has expired or did not come from this site. Please go back, reload \
                 the page and try again.",
            )),
        }
    }
}

impl FromRequest for TypedSession {
    type Error = actix_web::Error;
    type Future = std::future::Ready<Result<TypedSession, actix_web::Error>>;

    fn from_request(req: &HttpRequest, payload: &mut Payload) -> Self::Future {
        std::future::ready(
            Session::from_request(req, payload)
                .into_inner()
                .map(TypedSession),
        )
    }
}

/// A form posted by a person: the CSRF token is checked before the fields are even read.
/// Repeated fields (`a=1&a=2`) fill `Vec`s.
pub struct CsrfForm<T>(pub T);

impl<T: DeserializeOwned + 'static> FromRequest for CsrfForm<T> {
    type Error = actix_web::Error;
    type Future = Pin<Box<dyn Future<Output = Result<CsrfForm<T>, actix_web::Error>>>>;

    fn from_request(req: &HttpRequest, payload: &mut Payload) -> Self::Future {
        let req = req.clone();
        let body = web::Bytes::from_request(&req, payload);
        Box::pin(async move {
            let body = body
                .await
                .map_err(|_| AppError::too_large("This form is larger than the server accepts."))?;
            let session = TypedSession::from_request(&req, &mut Payload::None).await?;
            let fields: Vec<(String, String)> =
                serde_html_form::from_bytes(&body).unwrap_or_default();
            let sent = fields
                .iter()
                .find(|(name, _)| name == CSRF_FIELD)
                .map(|(_, value)| value.as_str());
            session.check_csrf(sent)?;
            let form = serde_html_form::from_bytes::<T>(&body)
                .map_err(|e| AppError::bad_request(format!("This form is not complete: {e}.")))?;
            Ok(CsrfForm(form))
        })
    }
}

/// The signed-in account: from `Authorization: Bearer <token>`, else from the session cookie.
/// A program that calls the API with the cookie must send the CSRF token in `X-CSRF-Token`
/// for anything but reading.
pub struct CurrentUser(pub Account);

/// Like `CurrentUser`, for pages anyone may see.
pub struct MaybeUser(pub Option<Account>);

async fn identify(req: &HttpRequest) -> Result<Option<Account>, AppError> {
    let state = req
        .app_data::<web::Data<AppState>>()
        .ok_or_else(|| AppError::internal("application state missing"))?
        .clone();
    if let Some(value) = req.headers().get(actix_web::http::header::AUTHORIZATION) {
        let token = value
            .to_str()
            .ok()
            .and_then(|v| v.strip_prefix("Bearer "))
            .map(str::trim)
            .filter(|t| !t.is_empty())
            .ok_or_else(|| {
                AppError::new(
                    StatusCode::UNAUTHORIZED,
                    "The Authorization header must be `Bearer <token>`.",
                )
            })?;
        let hash = token_hash(token);
        let account = crate::db::query(&state.pool, move |conn| {
            crate::store::accounts::by_token_hash(conn, &hash)
        })
        .await?;
        return match account {
            Some(account) => Ok(Some(account)),
            None => Err(AppError::new(
                StatusCode::UNAUTHORIZED,
                "This token is not valid (it may have been revoked).",
            )),
        };
    }
    let session = TypedSession::from_request(req, &mut Payload::None)
        .await
        .map_err(|_| AppError::internal("session unavailable"))?;
    let Some(user_id) = session.user_id() else {
        return Ok(None);
    };
    if is_api(req) && !matches!(*req.method(), Method::GET | Method::HEAD | Method::OPTIONS) {
        let sent = req.headers().get(CSRF_HEADER).and_then(|v| v.to_str().ok());
        session.check_csrf(sent)?;
    }
    let account = crate::db::query(&state.pool, move |conn| {
        crate::store::accounts::by_id(conn, user_id)
    })
    .await?;
    if account.is_none() {
        session.sign_out();
    }
    Ok(account)
}

impl FromRequest for CurrentUser {
    type Error = actix_web::Error;
    type Future = Pin<Box<dyn Future<Output = Result<CurrentUser, actix_web::Error>>>>;

    fn from_request(req: &HttpRequest, _: &mut Payload) -> Self::Future {
        let req = req.clone();
        Box::pin(async move {
            match identify(&req).await? {
                Some(account) => Ok(CurrentUser(account)),
                None => Err(AppError::unauthorized().into()),
            }
        })
    }
}

impl FromRequest for MaybeUser {
    type Error = actix_web::Error;
    type Future = Pin<Box<dyn Future<Output = Result<MaybeUser, actix_web::Error>>>>;

    fn from_request(req: &HttpRequest, _: &mut Payload) -> Self::Future {
        let req = req.clone();
        Box::pin(async move { Ok(MaybeUser(identify(&req).await?)) })
    }
}
