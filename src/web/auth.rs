//! Who is asking: passwords (argon2id), API tokens (random, stored as SHA-256), the session
//! cookie, the CSRF token every form carries, and the `CurrentUser` extractor.

use std::future::Future;
use std::pin::Pin;
use std::sync::LazyLock;

use actix_session::Session;
use actix_web::dev::Payload;
use actix_web::http::{Method, StatusCode};
use actix_web::{web, FromRequest, HttpRequest};
use argon2::password_hash::{PasswordHasher, PasswordVerifier};
use argon2::{Algorithm, Argon2, Params, Version};
use base64::Engine;
use rand::Rng;
use serde::de::DeserializeOwned;
use sha2::{Digest, Sha256};

use crate::state::AppState;
use subtle::ConstantTimeEq;

use crate::ids::AccountId;
use crate::store::accounts::Account;
use crate::web::error::{is_api, AppError};

/// argon2id with OWASP's parameters: 19 MiB of memory, 2 passes, 1 lane.
fn argon2() -> Argon2<'static> {
    let params = Params::new(19 * 1024, 2, 1, None).expect("OWASP argon2 parameters are valid");
    Argon2::new(Algorithm::Argon2id, Version::V0x13, params)
}

/// Verifying against this when the username is unknown makes a wrong username cost as much
/// time as a wrong password, so timing does not tell which usernames exist.
static DUMMY_HASH: LazyLock<String> = LazyLock::new(|| {
    hash_password_now("a password nobody has").expect("hashing a constant never fails")
});

/// A PHC string (`$argon2id$v=19$m=...`) with a random 16-byte salt.
fn hash_password_now(password: &str) -> Result<String, argon2::password_hash::Error> {
    Ok(argon2().hash_password(password.as_bytes())?.to_string())
}

/// The hash's own parameters are used, so hashes made with other parameters still verify.
fn verify_password_now(hash: &str, password: &str) -> bool {
    argon2().verify_password(password.as_bytes(), hash).is_ok()
}

/// Hashes a new password, on the blocking pool (it takes tens of milliseconds on purpose).
pub async fn hash_password(password: String) -> Result<String, AppError> {
    web::block(move || hash_password_now(&password))
        .await
        .map_err(AppError::internal)?
        .map_err(AppError::internal)
}

/// Checks a password against an account's hash, or against a dummy hash when there is no
/// such account, on the blocking pool.
pub async fn verify_password(hash: Option<String>, password: String) -> Result<bool, AppError> {
    web::block(move || match hash {
        Some(hash) => verify_password_now(&hash, &password),
        None => {
            verify_password_now(&DUMMY_HASH, &password);
            false
        }
    })
    .await
    .map_err(AppError::internal)
}

/// Makes the dummy hash now rather than in the first sign-in of an unknown user.
pub fn warm_up() {
    LazyLock::force(&DUMMY_HASH);
}

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

/// What a person gives to create an account, by form or by JSON.
pub struct Registration {
    pub username: String,
    pub password: String,
    pub display_name: Option<String>,
}

/// Checks a registration against API.md's rules: username 3–32 of letters, digits, `_`, `-`;
/// password 8–256 characters; display name at most 50 characters (the username if empty).
fn check_registration(reg: &Registration) -> Result<(), AppError> {
    let unprocessable = |key| AppError::translated(StatusCode::UNPROCESSABLE_ENTITY, key);
    let username_ok = (3..=32).contains(&reg.username.chars().count())
        && reg
            .username
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '-');
    if !username_ok {
        return Err(unprocessable("err_username_shape"));
    }
    if !(8..=256).contains(&reg.password.chars().count()) {
        return Err(unprocessable("err_password_length"));
    }
    if reg
        .display_name
        .as_deref()
        .is_some_and(|name| name.trim().chars().count() > 50)
    {
        return Err(unprocessable("err_display_name_length"));
    }
    Ok(())
}

/// Creates an account: 422 when a field breaks the rules, 409 when the username is taken.
pub async fn register(state: &AppState, reg: Registration) -> Result<Account, AppError> {
    check_registration(&reg)?;
    let hash = hash_password(reg.password).await?;
    let display_name = reg
        .display_name
        .map(|name| name.trim().to_string())
        .filter(|name| !name.is_empty())
        .unwrap_or_else(|| reg.username.clone());
    let username = reg.username;
    crate::db::run(&state.pool, move |conn| {
        crate::store::accounts::create(
            conn,
            &crate::store::accounts::NewAccount {
                username: &username,
                display_name: &display_name,
                password_hash: &hash,
            },
        )?
        .ok_or_else(|| AppError::translated(StatusCode::CONFLICT, "err_username_taken"))
    })
    .await
}

/// The account with this username and password; 401 without saying which part was wrong.
pub async fn authenticate(
    state: &AppState,
    username: String,
    password: String,
) -> Result<Account, AppError> {
    let account = if username.len() <= 64 {
        crate::db::query(&state.pool, move |conn| {
            crate::store::accounts::by_username(conn, &username)
        })
        .await?
    } else {
        None
    };
    let hash = account.as_ref().map(|a| a.password_hash.clone());
    if password.len() <= 1024 && verify_password(hash, password).await? {
        account.ok_or_else(AppError::wrong_credentials)
    } else {
        Err(AppError::wrong_credentials())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Made by argon2 0.5 with the parameters above; accounts created before the upgrade to
    /// argon2 0.6 have hashes like this one and must still sign in.
    const HASH_FROM_ARGON2_0_5: &str = "$argon2id$v=19$m=19456,t=2,p=1$EOfPnM5/5d0EQFEkbTyLpA$v/uhQY5L8EMbc163lPgkcca/KMREy3WIJcNqlLnUFjY";

    #[test]
    fn a_hash_made_by_the_previous_argon2_still_verifies() {
        assert!(verify_password_now(
            HASH_FROM_ARGON2_0_5,
            "correct horse battery staple"
        ));
        assert!(!verify_password_now(
            HASH_FROM_ARGON2_0_5,
            "correct horse battery stapler"
        ));
    }

    #[test]
    fn a_new_hash_verifies_its_password_only() {
        let hash = hash_password_now("correct horse battery staple").unwrap();
        assert!(verify_password_now(&hash, "correct horse battery staple"));
        assert!(!verify_password_now(&hash, "Correct horse battery staple"));
    }
}
