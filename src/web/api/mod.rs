//! The JSON API for programs, `/api/v1`, as API.md defines it.

pub mod accounts;
pub mod admin;
pub mod around;
pub mod bots;
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
        let json = web::Json::<UniqueKeys>::from_request(req, payload);
        Box::pin(async move {
            let mut value = json.await?.into_inner().0;
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

/// A JSON value read as `serde_json::Value` reads one, except that an object naming a key
/// twice is refused (a reader that kept the last and one that kept the first would disagree on
/// what was asked).
struct UniqueKeys(Value);

impl<'de> serde::Deserialize<'de> for UniqueKeys {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        deserializer
            .deserialize_any(UniqueKeysVisitor)
            .map(UniqueKeys)
    }
}

struct UniqueKeysVisitor;

impl<'de> serde::de::Visitor<'de> for UniqueKeysVisitor {
    type Value = Value;

    fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        f.write_str("a JSON value")
    }

    fn visit_bool<E>(self, v: bool) -> Result<Value, E> {
        Ok(Value::Bool(v))
    }

    fn visit_i64<E>(self, v: i64) -> Result<Value, E> {
        Ok(Value::from(v))
    }

    fn visit_u64<E>(self, v: u64) -> Result<Value, E> {
        Ok(Value::from(v))
    }

    fn visit_f64<E>(self, v: f64) -> Result<Value, E> {
        Ok(Value::from(v))
    }

    fn visit_str<E>(self, v: &str) -> Result<Value, E> {
        Ok(Value::String(v.to_string()))
    }

    fn visit_string<E>(self, v: String) -> Result<Value, E> {
        Ok(Value::String(v))
    }

    fn visit_unit<E>(self) -> Result<Value, E> {
        Ok(Value::Null)
    }

    fn visit_seq<A: serde::de::SeqAccess<'de>>(self, mut seq: A) -> Result<Value, A::Error> {
        let mut items = Vec::new();
        while let Some(UniqueKeys(item)) = seq.next_element()? {
            items.push(item);
        }
        Ok(Value::Array(items))
    }

    fn visit_map<A: serde::de::MapAccess<'de>>(self, mut map: A) -> Result<Value, A::Error> {
        let mut fields = serde_json::Map::new();
        while let Some(key) = map.next_key::<String>()? {
            if fields.contains_key(&key) {
                return Err(serde::de::Error::custom(format!(
                    "the key `{key}` is given twice"
                )));
            }
            let UniqueKeys(value) = map.next_value()?;
            fields.insert(key, value);
        }
        Ok(Value::Object(fields))
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_key_given_twice_is_refused_at_any_depth() {
        let read = |text: &str| serde_json::from_str::<UniqueKeys>(text).map(|u| u.0);
        assert_eq!(
            read(r#"{"a": [1, 2.5, {"b": null}], "c": "d", "e": true}"#).unwrap(),
            serde_json::json!({"a": [1, 2.5, {"b": null}], "c": "d", "e": true})
        );
        let twice = read(r#"{"clue": "a", "clue": "b"}"#).unwrap_err();
        assert!(
            twice.to_string().contains("`clue` is given twice"),
            "{twice}"
        );
        assert!(read(r#"{"options": {"x": 1, "x": 2}}"#).is_err());
        assert!(read(r#"[{"x": 1, "x": 1}]"#).is_err());
    }
}
