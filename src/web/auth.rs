//! Who is asking: API tokens (random, stored as SHA-256), the session
//! cookie, the CSRF token every form carries, and the `CurrentUser` extractor.

use std::future::Future;
use std::pin::Pin;

use actix_session::Session;
use actix_web::dev::Payload;
use actix_web::http::{Method, StatusCode};
use actix_web::{web, FromRequest, HttpRequest};
use serde::de::DeserializeOwned;

use crate::state::AppState;
use subtle::ConstantTimeEq;

use crate::accounts::{self, Ending};
use crate::ids::AccountId;
use crate::secrets::{self, Shape};
use crate::store::accounts::Account;
use crate::web::error::{is_api, AppError};

/// The session's secret (its SHA-256 is the `sessions` row's key) and the row's id.
const SECRET_KEY: &str = "sid";
const SESSION_ID_KEY: &str = "session_id";
const CSRF_KEY: &str = "csrf";
const FAILED_SIGN_INS_KEY: &str = "failed_sign_ins";
const SEEN_ROUNDS_KEY: &str = "seen_rounds";
const FLASH_KEY: &str = "flash";
/// The most a flash may weigh as JSON: the session lives in a cookie, which browsers cap at
/// 4 kB in all (and the cookie is encrypted and base64-encoded on top).
const FLASH_MAX_BYTES: usize = 1_500;
/// How many tables' last seen reveal a session remembers (the most recent ones).
const SEEN_ROUNDS_KEPT: usize = 40;
/// The form field, and for API calls made with the session cookie the header, that carries
/// the CSRF token.
pub const CSRF_FIELD: &str = "csrf_token";
pub const CSRF_HEADER: &str = "X-CSRF-Token";

/// The session cookie, seen through what Fabula keeps in it.
pub struct TypedSession(pub Session);

impl TypedSession {
    /// The secret of the server-side session this cookie stands for, if any.
    pub fn secret(&self) -> Option<String> {
        self.0.get::<String>(SECRET_KEY).ok().flatten()
    }

    /// The id of that session (the cookie is encrypted, so it is ours).
    pub fn session_id(&self) -> Option<i64> {
        self.0.get::<i64>(SESSION_ID_KEY).ok().flatten()
    }

    /// Signs a person in: a fresh session on the server and in the cookie (so a planted
    /// cookie is worth nothing), with a fresh CSRF token.
    pub async fn sign_in(
        &self,
        state: &AppState,
        req: &HttpRequest,
        account_id: AccountId,
    ) -> Result<(), AppError> {
        let user_agent = req
            .headers()
            .get(actix_web::http::header::USER_AGENT)
            .and_then(|v| v.to_str().ok())
            .unwrap_or_default()
            .to_string();
        if let Some(secret) = self.secret() {
            accounts::end_sessions(state, Ending::This(secret)).await?;
        }
        let (secret, id) = accounts::start_session(state, account_id, user_agent).await?;
        self.0.renew();
        self.0.clear();
        self.0
            .insert(SECRET_KEY, secret)
            .map_err(AppError::internal)?;
        self.0
            .insert(SESSION_ID_KEY, id)
            .map_err(AppError::internal)?;
        self.0
            .insert(CSRF_KEY, secrets::new_secret(Shape::Key))
            .map_err(AppError::internal)
    }

    /// Ends the session on the server, then forgets the cookie.
    pub async fn sign_out(&self, state: &AppState) -> Result<(), AppError> {
        if let Some(secret) = self.secret() {
            accounts::end_sessions(state, Ending::This(secret)).await?;
        }
        self.0.purge();
        Ok(())
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

    /// The last round whose reveal this browser has moved on from, by table id.
    pub fn seen_rounds(&self) -> Vec<(i64, u32)> {
        self.0
            .get::<Vec<(i64, u32)>>(SEEN_ROUNDS_KEY)
            .ok()
            .flatten()
            .unwrap_or_default()
    }

    /// Remembers that this browser has seen the reveal of `round` at `table`.
    pub fn see_round(&self, table: i64, round: u32) -> Result<(), AppError> {
        let mut seen = self.seen_rounds();
        seen.retain(|&(t, _)| t != table);
        seen.push((table, round));
        if seen.len() > SEEN_ROUNDS_KEPT {
            seen.drain(..seen.len() - SEEN_ROUNDS_KEPT);
        }
        self.0
            .insert(SEEN_ROUNDS_KEY, seen)
            .map_err(AppError::internal)
    }

    /// Keeps what the next page should show once after a form (a "flash"); false, and
    /// nothing kept, when it is too big for the cookie.
    pub fn keep_flash<T: serde::Serialize>(&self, flash: &T) -> Result<bool, AppError> {
        let json = serde_json::to_string(flash).map_err(AppError::internal)?;
        if json.len() > FLASH_MAX_BYTES {
            return Ok(false);
        }
        self.0
            .insert(FLASH_KEY, flash)
            .map_err(AppError::internal)?;
        Ok(true)
    }

    /// What `keep_flash` kept, once.
    pub fn take_flash<T: DeserializeOwned>(&self) -> Option<T> {
        self.0.remove_as::<T>(FLASH_KEY)?.ok()
    }

    /// The CSRF token of this session, made on first use.
    pub fn csrf_token(&self) -> String {
        if let Some(token) = self.0.get::<String>(CSRF_KEY).ok().flatten() {
            return token;
        }
        let token = secrets::new_secret(Shape::Key);
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

fn state_of(req: &HttpRequest) -> Result<web::Data<AppState>, AppError> {
    req.app_data::<web::Data<AppState>>()
        .cloned()
        .ok_or_else(|| AppError::internal("application state missing"))
}

/// The token of an `Authorization` header: `None` without the header, 401 when it is not
/// `Bearer <token>`.
pub fn bearer(req: &HttpRequest) -> Result<Option<&str>, AppError> {
    let Some(value) = req.headers().get(actix_web::http::header::AUTHORIZATION) else {
        return Ok(None);
    };
    value
        .to_str()
        .ok()
        .and_then(|v| v.strip_prefix("Bearer "))
        .map(str::trim)
        .filter(|t| !t.is_empty())
        .map(Some)
        .ok_or_else(|| {
            AppError::new(
                StatusCode::UNAUTHORIZED,
                "The Authorization header must be `Bearer <token>`.",
            )
        })
}

async fn identify(req: &HttpRequest) -> Result<Option<Account>, AppError> {
    let state = state_of(req)?;
    if let Some(token) = bearer(req)? {
        return match accounts::token_account(&state, token).await? {
            Some(account) => not_suspended(&state, account).map(Some),
            None => Err(AppError::new(
                StatusCode::UNAUTHORIZED,
                "This token is not valid (it may have been revoked).",
            )),
        };
    }
    let session = TypedSession::from_request(req, &mut Payload::None)
        .await
        .map_err(|_| AppError::internal("session unavailable"))?;
    let Some(secret) = session.secret() else {
        return Ok(None);
    };
    if is_api(req) && !matches!(*req.method(), Method::GET | Method::HEAD | Method::OPTIONS) {
        let sent = req.headers().get(CSRF_HEADER).and_then(|v| v.to_str().ok());
        session.check_csrf(sent)?;
    }
    // A page read (not a change) while the process does not follow the database (its
    // listening connection lost), or when the database cannot answer, is for the account the
    // database vouched for earlier, as this process remembers it, unless it heard it end.
    let reading = matches!(*req.method(), Method::GET | Method::HEAD);
    let remembered = || {
        reading
            .then(|| state.watch.credentials.remembered(&secrets::hash(&secret)))
            .flatten()
    };
    if state.watch.possibly_behind() {
        if let Some(account) = remembered() {
            return not_suspended(&state, (*account).clone()).map(Some);
        }
    }
    let found = match accounts::session_account(&state, &secret).await {
        Ok(found) => found,
        Err(e) => {
            let err = AppError::from(e);
            match remembered() {
                Some(account) if err.is_unavailable() => {
                    return not_suspended(&state, (*account).clone()).map(Some);
                }
                _ => return Err(err),
            }
        }
    };
    match found {
        Some((_, account)) => not_suspended(&state, account).map(Some),
        None => {
            // Ended (signed out elsewhere, a new password) or idle too long.
            session.0.purge();
            Ok(None)
        }
    }
}

/// The account, unless a moderator suspended it: then 403, saying until when and why. Its
/// sessions ended when it was suspended; its API tokens are refused until then.
fn not_suspended(state: &AppState, account: Account) -> Result<Account, AppError> {
    match account.suspension(state.clock.now()) {
        Some(suspension) => {
            Err(accounts::AccountError::Suspended(accounts::suspended_sentence(&suspension)).into())
        }
        None => Ok(account),
    }
}

/// Who asks, from memory only: the account of a token or session the database vouched for
/// earlier and that has not ended since. `None` means "ask the database", not "nobody".
pub fn known_account(req: &HttpRequest) -> Option<AccountId> {
    let state = state_of(req).ok()?;
    let secret = match bearer(req).ok()? {
        Some(token) => token.to_string(),
        None => TypedSession::from_request(req, &mut Payload::None)
            .into_inner()
            .ok()?
            .secret()?,
    };
    state.watch.credentials.account(&secrets::hash(&secret))
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

/// A signed-in admin: 401 (for a page, the sign-in page) when nobody is signed in, 403 for
/// anyone else. Every admin route takes it.
pub struct AdminUser(pub Account);

impl FromRequest for AdminUser {
    type Error = actix_web::Error;
    type Future = Pin<Box<dyn Future<Output = Result<AdminUser, actix_web::Error>>>>;

    fn from_request(req: &HttpRequest, _: &mut Payload) -> Self::Future {
        let req = req.clone();
        Box::pin(async move {
            let Some(account) = identify(&req).await? else {
                return Err(AppError::unauthorized().into());
            };
            let state = state_of(&req)?;
            if crate::moderation::role::is_admin(&state, account.id)
                .await
                .map_err(AppError::from)?
            {
                Ok(AdminUser(account))
            } else {
                Err(AppError::translated(StatusCode::FORBIDDEN, "err_admins_only").into())
            }
        })
    }
}
