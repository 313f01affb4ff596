//! The JSON API for programs, `/api/v1`, as API.md defines it.

pub mod accounts;
pub mod admin;
pub mod around;
pub mod decks;
pub mod moderation;
pub mod openapi;
pub mod push;
pub mod responses;
pub mod safety;
pub mod substitutes;
pub mod tables;
pub mod webhooks;

use actix_web::dev::Payload;
use actix_web::error::{JsonPayloadError, PathError, QueryPayloadError};
use actix_web::{web, FromRequest, HttpRequest};
use futures_util::future::LocalBoxFuture;
use serde::de::DeserializeOwned;
use serde_json::Value;

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

/// A JSON body of the API, read as [`json_config`] says (size, type, syntax). A whole number may
/// be written with a zero fraction (`3.0`), as JSON Schema counts it an integer.
pub struct Body<T>(pub T);

impl<T> Body<T> {
    pub fn into_inner(self) -> T {
        self.0
    }
}

impl<T> std::ops::Deref for Body<T> {
    type Target = T;

    fn deref(&self) -> &T {
        &self.0
    }
}

impl<T: DeserializeOwned + 'static> FromRequest for Body<T> {
    type Error = actix_web::Error;
    type Future = LocalBoxFuture<'static, Result<Body<T>, actix_web::Error>>;

    fn from_request(req: &HttpRequest, payload: &mut Payload) -> Self::Future {
        let json = web::Json::<Value>::from_request(req, payload);
        Box::pin(async move {
            let mut value = json.await?.into_inner();
            // Every body is an object; serde would also read a struct from an array, field by
            // field, which the document does not allow.
            if value.is_array() {
                return Err(AppError::bad_request("The JSON body must be an object.").into());
            }
            whole_numbers(&mut value);
            serde_json::from_value(value).map(Body).map_err(|e| {
                AppError::bad_request(format!("The JSON body is not valid: {e}.")).into()
            })
        })
    }
}

/// Writes every number with a zero fraction (`3.0`) as the integer it is.
fn whole_numbers(value: &mut Value) {
    match value {
        Value::Number(n) if n.is_f64() => {
            if let Some(f) = n.as_f64() {
                if f.fract() == 0.0 && f.abs() < 9.0e15 {
                    *value = Value::from(f as i64);
                }
            }
        }
        Value::Array(items) => items.iter_mut().for_each(whole_numbers),
        Value::Object(fields) => fields.values_mut().for_each(whole_numbers),
        _ => {}
    }
}
