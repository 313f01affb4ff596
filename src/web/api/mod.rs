//! The JSON API for programs, `/api/v1`, as API.md defines it.

pub mod accounts;
pub mod around;
pub mod decks;
pub mod openapi;
pub mod tables;

use actix_web::error::{JsonPayloadError, PathError, QueryPayloadError};
use actix_web::web;

use crate::web::error::AppError;

/// Largest JSON body accepted.
pub const JSON_LIMIT: usize = 64 * 1024;

/// JSON bodies: at most 64 KiB; a malformed body is 400, a too large one 413.
pub fn json_config() -> web::JsonConfig {
    web::JsonConfig::default()
        .limit(JSON_LIMIT)
        .error_handler(|err, _req| {
            match err {
                JsonPayloadError::Overflow { .. }
                | JsonPayloadError::OverflowKnownLength { .. } => {
                    AppError::too_large("The request body is larger than 64 KiB.")
                }
                JsonPayloadError::ContentType => AppError::new(
                    actix_web::http::StatusCode::UNSUPPORTED_MEDIA_TYPE,
                    "Send the body as JSON, with Content-Type: application/json.",
                ),
                JsonPayloadError::Deserialize(e) => {
                    AppError::bad_request(format!("The JSON body is not valid: {e}."))
                }
                other => AppError::bad_request(format!("The request body is not valid: {other}.")),
            }
            .into()
        })
}

/// A path segment that should be an id and is not: there is nothing there.
pub fn path_config() -> web::PathConfig {
    web::PathConfig::default().error_handler(|_: PathError, _| AppError::not_found().into())
}

pub fn query_config() -> web::QueryConfig {
    web::QueryConfig::default().error_handler(|err: QueryPayloadError, _| {
        AppError::bad_request(format!("The query string is not valid: {err}.")).into()
    })
}
