//! The one error type of the web layer. A handler returns `AppError`;
//! `web::error_pages::render_errors` then shapes it for whoever asked: `application/problem+json` under `/api/`, a small page for
//! people everywhere else, and a redirect to the sign-in page when a person must sign in.
//!
//! Which error type each layer uses: `store` returns diesel's `QueryResult`; `db` its
//! `DbError`; each service its own (`PlayError`, `DeckError`, …), in the words of the game.
//! Only here do they become HTTP statuses: one `From` impl per service error.

use std::borrow::Cow;

use actix_web::body::BoxBody;
use actix_web::http::header::{self};
use actix_web::http::StatusCode;
use actix_web::{HttpRequest, HttpResponse, ResponseError};
use percent_encoding::{AsciiSet, NON_ALPHANUMERIC};
use serde::Serialize;

use crate::accounts::AccountError;
use crate::db::DbError;
use crate::decks::DeckError;
use crate::i18n::Lang;
use crate::i18n::Sentence;
use crate::notify::webhooks::WebhookError;
use crate::play::PlayError;

/// What stays as it is in a query string's value: letters, digits and `-_.~/`.
pub const QUERY_VALUE: &AsciiSet = &NON_ALPHANUMERIC
    .remove(b'-')
    .remove(b'_')
    .remove(b'.')
    .remove(b'~')
    .remove(b'/');

/// The `Retry-After` of a 503 for a database that is not answering: about the time a
/// planned switchover of PostgreSQL's primary takes.
pub const UNAVAILABLE_RETRY_SECS: u64 = 2;

#[derive(Debug, Clone)]
pub struct AppError {
    pub status: StatusCode,
    /// What went wrong, as a sentence the reader can act on.
    pub detail: Cow<'static, str>,
    /// The catalogue key of the sentence, so that pages can show it in the reader's language.
    pub key: Option<&'static str>,
    /// Values for the `{name}` places of the translated sentence.
    pub args: Vec<(&'static str, String)>,
    /// Seconds to wait, for 429.
    pub retry_after: Option<u64>,
    /// The methods a path takes, for 405.
    pub allow: Option<String>,
}

impl AppError {
    pub fn new(status: StatusCode, detail: impl Into<Cow<'static, str>>) -> AppError {
        AppError {
            status,
            detail: detail.into(),
            key: None,
            args: Vec::new(),
            retry_after: None,
            allow: None,
        }
    }
    /// The sentence in the reader's language.
    pub fn message(&self, lang: Lang) -> String {
        match self.key {
            Some(key) => {
                let args: Vec<(&str, &str)> =
                    self.args.iter().map(|(n, v)| (*n, v.as_str())).collect();
                lang.fill(key, &args)
            }
            None => self.detail.to_string(),
        }
    }
    /// A service's sentence, with the status that says what kind of refusal it is.
    pub fn said(status: StatusCode, sentence: Sentence) -> AppError {
        AppError {
            key: Some(sentence.key),
            args: sentence.args,
            ..AppError::new(status, sentence.detail)
        }
    }
    /// An error whose sentence comes from the translation catalogue.
    pub fn translated(status: StatusCode, key: &'static str) -> AppError {
        AppError::said(status, Sentence::new(key))
    }
    pub fn bad_request(detail: impl Into<Cow<'static, str>>) -> AppError {
        AppError::new(StatusCode::BAD_REQUEST, detail)
    }
    pub fn unauthorized() -> AppError {
        AppError {
            key: Some("error_sign_in_first"),
            ..AppError::new(StatusCode::UNAUTHORIZED, "Please sign in first.")
        }
    }
    pub fn wrong_credentials() -> AppError {
        AppError::translated(StatusCode::UNAUTHORIZED, "err_wrong_credentials")
    }
    pub fn forbidden(detail: impl Into<Cow<'static, str>>) -> AppError {
        AppError::new(StatusCode::FORBIDDEN, detail)
    }
    pub fn not_found() -> AppError {
        AppError {
            key: Some("error_not_found"),
            ..AppError::new(StatusCode::NOT_FOUND, "There is nothing at this address.")
        }
    }
    pub fn conflict(detail: impl Into<Cow<'static, str>>) -> AppError {
        AppError::new(StatusCode::CONFLICT, detail)
    }
    pub fn too_large(detail: impl Into<Cow<'static, str>>) -> AppError {
        AppError::new(StatusCode::PAYLOAD_TOO_LARGE, detail)
    }
    pub fn unprocessable(detail: impl Into<Cow<'static, str>>) -> AppError {
        AppError::new(StatusCode::UNPROCESSABLE_ENTITY, detail)
    }
    /// A known address asked with a method it does not take.
    pub fn method_not_allowed(allowed: &[&str]) -> AppError {
        AppError {
            allow: Some(allowed.join(", ")),
            ..AppError::new(
                StatusCode::METHOD_NOT_ALLOWED,
                format!("This address takes {} only.", allowed.join(", ")),
            )
        }
    }

    /// The database is not answering (restarting, or a failover under way): nothing was
    /// written, and the same request may be sent again after `Retry-After`.
    pub fn unavailable() -> AppError {
        AppError {
            retry_after: Some(UNAVAILABLE_RETRY_SECS),
            ..AppError::translated(StatusCode::SERVICE_UNAVAILABLE, "err_catching_breath")
        }
    }
    /// The database cannot answer now (`unavailable`): what does not need it may still be
    /// served from memory.
    pub fn is_unavailable(&self) -> bool {
        self.status == StatusCode::SERVICE_UNAVAILABLE && self.key == Some("err_catching_breath")
    }

    /// Something on our side broke. The cause goes to the log, never to the client.
    pub fn internal(cause: impl std::fmt::Display) -> AppError {
        tracing::error!(%cause, "internal error");
        AppError::new(
            StatusCode::INTERNAL_SERVER_ERROR,
            "Something went wrong on our side; please try again.",
        )
    }

    fn title(&self) -> &'static str {
        self.status.canonical_reason().unwrap_or("Error")
    }
}

impl std::fmt::Display for AppError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}: {}", self.status, self.detail)
    }
}

impl ResponseError for AppError {
    fn status_code(&self) -> StatusCode {
        self.status
    }

    fn error_response(&self) -> HttpResponse<BoxBody> {
        // The body is the problem document; `render_errors` turns it into a page for people.
        let mut res = HttpResponse::build(self.status);
        if let Some(secs) = self.retry_after {
            res.insert_header((header::RETRY_AFTER, secs.to_string()));
        }
        if let Some(methods) = &self.allow {
            res.insert_header((header::ALLOW, methods.clone()));
        }
        res.content_type("application/problem+json")
            .json(Problem::from(self))
    }
}

impl From<crate::privacy::export::ExportError> for AppError {
    fn from(err: crate::privacy::export::ExportError) -> AppError {
        match err {
            crate::privacy::export::ExportError::Db(e) => e.into(),
            e @ crate::privacy::export::ExportError::Zip(_) => AppError::internal(e),
        }
    }
}

impl From<DbError> for AppError {
    fn from(err: DbError) -> AppError {
        match err {
            DbError::Pool(_) => AppError::unavailable(),
            DbError::Query(e) => e.into(),
            DbError::Migrations(e) => AppError::internal(e),
            DbError::Cancelled => AppError::internal("the database task was cancelled"),
        }
    }
}

impl From<AccountError> for AppError {
    fn from(err: AccountError) -> AppError {
        match err {
            AccountError::Invalid(s) => AppError::said(StatusCode::UNPROCESSABLE_ENTITY, s),
            AccountError::Taken => AppError::translated(StatusCode::CONFLICT, "err_username_taken"),
            AccountError::LookAlike => {
                AppError::translated(StatusCode::CONFLICT, "err_display_name_look_alike")
            }
            AccountError::WrongCredentials => AppError::wrong_credentials(),
            AccountError::Suspended(s) => AppError::said(StatusCode::FORBIDDEN, s),
            AccountError::WrongPassword => {
                AppError::translated(StatusCode::FORBIDDEN, "err_current_password")
            }
            AccountError::SlowDown {
                sentence,
                retry_after,
            } => AppError {
                retry_after: Some(retry_after),
                ..AppError::said(StatusCode::TOO_MANY_REQUESTS, sentence)
            },
            AccountError::ResetLink => {
                AppError::translated(StatusCode::NOT_FOUND, "reset_link_unknown")
            }
            AccountError::Busy => AppError {
                retry_after: Some(1),
                ..AppError::translated(StatusCode::SERVICE_UNAVAILABLE, "err_busy")
            },
            AccountError::Hashing(e) => AppError::internal(e),
            AccountError::Quota(reached) => reached.into(),
            AccountError::Db(e) => e.into(),
        }
    }
}

impl From<PlayError> for AppError {
    fn from(err: PlayError) -> AppError {
        match err {
            PlayError::NotFound => AppError::not_found(),
            PlayError::Forbidden(s) => AppError::said(StatusCode::FORBIDDEN, s),
            PlayError::Conflict(s) => AppError::said(StatusCode::CONFLICT, s),
            PlayError::Invalid(s) => AppError::said(StatusCode::UNPROCESSABLE_ENTITY, s),
            PlayError::SlowDown {
                sentence,
                retry_after,
            } => AppError {
                retry_after: Some(retry_after),
                ..AppError::said(StatusCode::TOO_MANY_REQUESTS, sentence)
            },
            PlayError::Quota(reached) => reached.into(),
            PlayError::Db(e) => e.into(),
        }
    }
}

impl From<crate::privacy::blocks::SafetyError> for AppError {
    fn from(err: crate::privacy::blocks::SafetyError) -> AppError {
        use crate::privacy::blocks::SafetyError;
        match err {
            SafetyError::Invalid(s) => AppError::said(StatusCode::UNPROCESSABLE_ENTITY, s),
            SafetyError::NotFound(s) => AppError::said(StatusCode::NOT_FOUND, s),
            SafetyError::Quota(reached) => reached.into(),
            SafetyError::Db(e) => e.into(),
        }
    }
}

impl From<DeckError> for AppError {
    fn from(err: DeckError) -> AppError {
        match err {
            DeckError::NotFound => AppError::not_found(),
            DeckError::SignInFirst => AppError::unauthorized(),
            DeckError::Forbidden(s) => AppError::said(StatusCode::FORBIDDEN, s),
            DeckError::Conflict(s) => AppError::said(StatusCode::CONFLICT, s),
            DeckError::Invalid(s) => AppError::said(StatusCode::UNPROCESSABLE_ENTITY, s),
            DeckError::TooLarge(s) => AppError::said(StatusCode::PAYLOAD_TOO_LARGE, s),
            DeckError::Quota(reached) => reached.into(),
            DeckError::Db(e) => e.into(),
        }
    }
}

/// A quota reached: 429 with `Retry-After` for the quotas of a time window (tables or decks
/// per hour, reports per day), 422 for what an account has (it must remove something first).
impl From<crate::quotas::Reached> for AppError {
    fn from(reached: crate::quotas::Reached) -> AppError {
        match reached.retry_after {
            Some(secs) => AppError {
                retry_after: Some(secs),
                ..AppError::said(StatusCode::TOO_MANY_REQUESTS, reached.sentence)
            },
            None => AppError::said(StatusCode::UNPROCESSABLE_ENTITY, reached.sentence),
        }
    }
}

impl From<WebhookError> for AppError {
    fn from(err: WebhookError) -> AppError {
        match err {
            WebhookError::Invalid(s) => AppError::said(StatusCode::UNPROCESSABLE_ENTITY, s),
            WebhookError::Quota(reached) => reached.into(),
            WebhookError::NotFound => AppError::not_found(),
            WebhookError::Db(e) => e.into(),
        }
    }
}

impl From<diesel::result::Error> for AppError {
    fn from(err: diesel::result::Error) -> AppError {
        use diesel::result::{DatabaseErrorKind, Error};
        match err {
            Error::NotFound => AppError::not_found(),
            // The database went away under a connection (stopped, restarted, a failover):
            // nothing was written; the client may try again in a moment.
            Error::DatabaseError(
                DatabaseErrorKind::ClosedConnection | DatabaseErrorKind::UnableToSendCommand,
                _,
            ) => AppError::unavailable(),
            Error::DatabaseError(_, ref info) if database_going_away(info.message()) => {
                AppError::unavailable()
            }
            // A commit whose connection broke, and the rollback after it with it: whatever the
            // commit's fate, nothing was acknowledged.
            Error::RollbackErrorOnCommit { commit_error, .. } => (*commit_error).into(),
            Error::BrokenTransactionManager => AppError::unavailable(),
            other => AppError::internal(other),
        }
    }
}

/// PostgreSQL's words when it shuts down or is not up yet (SQLSTATE 57P01–57P03), when a
/// connection still reaches a former primary that is now a replica (25006, during a failover),
/// and PgBouncer's when its server went away under it: none of them has a kind of its own in
/// diesel.
fn database_going_away(message: &str) -> bool {
    [
        "terminating connection",
        "the database system is shutting down",
        "the database system is starting up",
        "the database system is in recovery mode",
        "the database system is not accepting connections",
        "server closed the connection",
        "no connection to the server",
        "in a read-only transaction",
        "during recovery",
        "server conn crashed",
        "pgbouncer cannot connect to server",
        "server login has been failing",
        "query_wait_timeout",
    ]
    .iter()
    .any(|words| message.contains(words))
}

/// RFC 9457 problem details, as API.md lists them.
#[derive(Serialize)]
pub struct Problem {
    #[serde(rename = "type")]
    kind: &'static str,
    title: &'static str,
    status: u16,
    detail: String,
    /// The request's id, as in its `X-Request-Id` header and its log lines.
    #[serde(skip_serializing_if = "Option::is_none")]
    request_id: Option<String>,
}

impl Problem {
    /// The same problem, naming the request it answers.
    pub fn for_request(self, request_id: Option<String>) -> Problem {
        Problem { request_id, ..self }
    }

    /// The same problem with its detail in `lang`, the language the request accepts; in
    /// English it stays the sentence as the service said it.
    pub fn read_in(self, err: &AppError, lang: Lang) -> Problem {
        if lang == Lang::En {
            return self;
        }
        Problem {
            detail: err.message(lang),
            ..self
        }
    }
}

impl From<&AppError> for Problem {
    fn from(err: &AppError) -> Problem {
        Problem {
            kind: "about:blank",
            title: err.title(),
            status: err.status.as_u16(),
            detail: err.detail.to_string(),
            request_id: None,
        }
    }
}

/// The refusals of load and limits, which the metrics count by their reason.
pub fn count_refusal(err: &AppError) {
    let status = err.status;
    if matches!(
        status,
        StatusCode::REQUEST_TIMEOUT
            | StatusCode::PAYLOAD_TOO_LARGE
            | StatusCode::TOO_MANY_REQUESTS
            | StatusCode::SERVICE_UNAVAILABLE
    ) {
        let reason = err.key.unwrap_or(match status {
            StatusCode::SERVICE_UNAVAILABLE => "unavailable",
            _ => "other",
        });
        crate::metrics::count_refusal(status.as_str(), reason);
    }
}

/// Whether a request is a program's (JSON answers) rather than a person's (HTML pages).
pub fn is_api(req: &HttpRequest) -> bool {
    req.path().starts_with("/api/")
}

impl From<crate::moderation::role::RegisterError> for AppError {
    fn from(e: crate::moderation::role::RegisterError) -> AppError {
        match e {
            crate::moderation::role::RegisterError::Refused(s) => {
                AppError::said(StatusCode::FORBIDDEN, s)
            }
            crate::moderation::role::RegisterError::Account(e) => e.into(),
            crate::moderation::role::RegisterError::Db(e) => e.into(),
        }
    }
}

#[cfg(test)]
mod tests {
    use diesel::result::{DatabaseErrorKind, Error};

    use super::*;

    fn from_database(message: &str) -> AppError {
        Error::DatabaseError(DatabaseErrorKind::Unknown, Box::new(message.to_string())).into()
    }

    #[test]
    fn a_database_switching_primaries_is_a_503_to_try_again_never_a_500() {
        for words in [
            "cannot execute INSERT in a read-only transaction",
            "server conn crashed?",
            "pgbouncer cannot connect to server",
            "terminating connection due to administrator command",
            "cannot execute LISTEN during recovery",
        ] {
            let err = from_database(words);
            assert_eq!(err.status, StatusCode::SERVICE_UNAVAILABLE, "{words}");
            assert_eq!(err.retry_after, Some(UNAVAILABLE_RETRY_SECS), "{words}");
            assert!(err.detail.contains("catching its breath"), "{}", err.detail);
        }
        let broken_commit: AppError = Error::RollbackErrorOnCommit {
            rollback_error: Box::new(Error::BrokenTransactionManager),
            commit_error: Box::new(Error::DatabaseError(
                DatabaseErrorKind::ClosedConnection,
                Box::new("server closed the connection unexpectedly".to_string()),
            )),
        }
        .into();
        assert_eq!(broken_commit.status, StatusCode::SERVICE_UNAVAILABLE);
        let other = from_database("duplicate key value violates unique constraint");
        assert_eq!(other.status, StatusCode::INTERNAL_SERVER_ERROR);
    }
}
