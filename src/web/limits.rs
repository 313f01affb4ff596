//! Slow and greedy clients: a request body must arrive within a time limit (generous for
//! picture uploads, short otherwise), and one client address may have only so many requests
//! in progress at once. A client that sends its body a byte at a time, or opens thousands of
//! such requests, holds nothing for long.
//!
//! The request head has its own limit (`client_request_timeout`, set where the server is
//! built), and idle keep-alive connections are closed by the keep-alive timeout.
//!
//! A long poll (`?wait=`) is held for up to a minute, and every open tab holds one, so what a
//! waiting request keeps is kept ten thousand times over: [`slim_long_polls`] keeps only the
//! headers it still reads, and [`box_answers`] keeps the answer's type small.

use std::collections::HashMap;
use std::future::Future;
use std::pin::Pin;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::task::{Context, Poll};
use std::time::Duration;

use actix_web::body::MessageBody;
use actix_web::dev::{Payload, ServiceRequest, ServiceResponse};
use actix_web::error::PayloadError;
use actix_web::http::header::{
    HeaderMap, HeaderName, ACCEPT_LANGUAGE, AUTHORIZATION, CONTENT_TYPE, IF_NONE_MATCH,
};
use actix_web::http::StatusCode;
use actix_web::middleware::Next;
use actix_web::web::{Bytes, Data};
use actix_web::HttpMessage;
use futures_util::Stream;

use crate::state::AppState;
use crate::web::client;
use crate::web::error::AppError;

/// Requests in progress, per client address, shared by every worker.
#[derive(Default)]
pub struct InFlight {
    by_address: Mutex<HashMap<String, usize>>,
}

impl InFlight {
    pub fn new() -> Arc<InFlight> {
        Arc::new(InFlight::default())
    }

    /// Counts one more request from `address`, unless it has `most` already.
    fn enter(self: &Arc<Self>, address: String, most: usize) -> Option<Leaving> {
        let mut map = self.lock();
        let count = map.entry(address.clone()).or_insert(0);
        if *count >= most {
            return None;
        }
        *count += 1;
        Some(Leaving {
            in_flight: self.clone(),
            address,
        })
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, HashMap<String, usize>> {
        self.by_address.lock().unwrap_or_else(|e| e.into_inner())
    }
}

/// Counts the request out when it is done, however it ends.
struct Leaving {
    in_flight: Arc<InFlight>,
    address: String,
}

impl Drop for Leaving {
    fn drop(&mut self) {
        let mut map = self.in_flight.lock();
        if let Some(count) = map.get_mut(&self.address) {
            *count -= 1;
            if *count == 0 {
                map.remove(&self.address);
            }
        }
    }
}

/// A request body that fails once its time is up, and says so.
struct Deadline {
    inner: Payload,
    sleep: Pin<Box<tokio::time::Sleep>>,
    expired: Arc<AtomicBool>,
}

impl Stream for Deadline {
    type Item = Result<Bytes, PayloadError>;

    fn poll_next(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<Option<Self::Item>> {
        if self.sleep.as_mut().poll(cx).is_ready() {
            self.expired.store(true, Ordering::SeqCst);
            let late = std::io::Error::new(std::io::ErrorKind::TimedOut, "request body too slow");
            return Poll::Ready(Some(Err(PayloadError::Io(late))));
        }
        Pin::new(&mut self.inner).poll_next(cx)
    }
}

/// The middleware, outermost: every answer leaves it with its body boxed. Over HTTP/2 each
/// request is a task made for the answer it will send, and a body type nested by every layer
/// made each waiting poll's task larger by about 0.6 KB.
pub async fn box_answers(
    req: ServiceRequest,
    next: Next<impl MessageBody + 'static>,
) -> Result<ServiceResponse<actix_web::body::BoxBody>, actix_web::Error> {
    Ok(next.call(req).await?.map_into_boxed_body())
}

/// The headers a waiting table view still reads: who asks (`Authorization`; a browser's
/// session was read from its cookie by the session layer already), the version the asker
/// holds (`If-None-Match`), and the language of a problem it may end with (`Accept-Language`,
/// read by `error_pages::render_errors` once the answer is made).
const KEPT_BY_A_WAIT: [HeaderName; 3] = [AUTHORIZATION, IF_NONE_MATCH, ACCEPT_LANGUAGE];

/// The middleware of the table view (`GET /api/v1/tables/{id}`), innermost, where every outer
/// layer has read what it needs of the headers (the client's address, the session cookie, the
/// encodings taken, the request's id): a long poll keeps only [`KEPT_BY_A_WAIT`], in a map of
/// their own size. The server reads a request's headers into a map of 200 bytes a name and
/// room to spare: a browser's dozen headers took 3.3 KB, an API client's five 1.7 KB, for the
/// whole wait.
pub async fn slim_long_polls(
    mut req: ServiceRequest,
    next: Next<impl MessageBody + 'static>,
) -> Result<ServiceResponse<impl MessageBody>, actix_web::Error> {
    if waits(req.query_string()) {
        slim(req.headers_mut());
    }
    next.call(req).await
}

/// Whether a query asks to wait (`wait=` with more than 0 seconds).
fn waits(query: &str) -> bool {
    query.split('&').any(|pair| {
        pair.strip_prefix("wait=")
            .is_some_and(|secs| secs.bytes().any(|b| b.is_ascii_digit() && b != b'0'))
    })
}

/// Only the headers a wait reads, in a map no larger than they need.
fn slim(headers: &mut HeaderMap) {
    let all = std::mem::take(headers);
    let names = KEPT_BY_A_WAIT
        .iter()
        .filter(|name| all.contains_key(*name))
        .count();
    let mut kept = HeaderMap::with_capacity(names);
    for name in KEPT_BY_A_WAIT {
        for value in all.get_all(&name) {
            kept.append(name.clone(), value.clone());
        }
    }
    *headers = kept;
}

/// The middleware: the per-address count first, then the body's deadline. A body that did
/// not arrive in time is answered 408, whatever the handler made of the broken body.
pub async fn limit_clients(
    mut req: ServiceRequest,
    next: Next<impl MessageBody + 'static>,
) -> Result<ServiceResponse<impl MessageBody>, actix_web::Error> {
    let (Some(state), Some(in_flight)) = (
        req.app_data::<Data<AppState>>().cloned(),
        req.app_data::<Data<Arc<InFlight>>>().cloned(),
    ) else {
        return Ok(next.call(req).await?.map_into_boxed_body());
    };
    let config = &state.config;
    let address = client::address(req.request(), config);
    let Some(leaving) = in_flight.enter(address, config.requests_per_address) else {
        let refusal = AppError::said(
            StatusCode::TOO_MANY_REQUESTS,
            crate::i18n::Sentence::new("err_too_many_requests"),
        );
        let refusal = AppError {
            retry_after: Some(1),
            ..refusal
        };
        let (req, _) = req.into_parts();
        return Ok(ServiceResponse::from_err(refusal, req).map_into_boxed_body());
    };
    let expired = match req.take_payload() {
        // No body (most requests, every poll): nothing to time.
        Payload::None => None,
        inner => {
            let upload = req
                .headers()
                .get(CONTENT_TYPE)
                .and_then(|v| v.to_str().ok())
                .is_some_and(|v| v.starts_with("multipart/"));
            let secs = if upload {
                config.upload_timeout_secs
            } else {
                config.body_timeout_secs
            };
            let expired = Arc::new(AtomicBool::new(false));
            let body = Deadline {
                inner,
                sleep: Box::pin(tokio::time::sleep(Duration::from_secs(secs))),
                expired: expired.clone(),
            };
            req.set_payload(Payload::Stream {
                payload: Box::pin(body),
            });
            Some(expired)
        }
    };
    let res = next.call(req).await?.map_into_boxed_body();
    drop(leaving);
    if expired.is_some_and(|expired| expired.load(Ordering::SeqCst)) {
        let late = AppError::translated(StatusCode::REQUEST_TIMEOUT, "err_body_too_slow");
        let (req, _) = res.into_parts();
        let mut res = ServiceResponse::from_err(late, req);
        res.response_mut()
            .head_mut()
            .set_connection_type(actix_web::http::ConnectionType::Close);
        return Ok(res.map_into_boxed_body());
    }
    Ok(res)
}

#[cfg(test)]
mod tests {
    use actix_web::http::header::{HeaderValue, ACCEPT, COOKIE};

    use super::*;

    #[test]
    fn only_a_wait_of_more_than_nothing_waits() {
        assert!(waits("wait=30"));
        assert!(waits("lang=fr&wait=05"));
        assert!(!waits("wait=0"));
        assert!(!waits("wait="));
        assert!(!waits("await=30"));
        assert!(!waits(""));
    }

    /// Every header, in order.
    fn listed(headers: &HeaderMap) -> Vec<(String, Vec<u8>)> {
        let mut all: Vec<_> = headers
            .iter()
            .map(|(name, value)| (name.to_string(), value.as_bytes().to_vec()))
            .collect();
        all.sort();
        all
    }

    #[test]
    fn a_wait_keeps_only_the_headers_it_reads_in_a_map_of_their_size() {
        let mut headers = HeaderMap::with_capacity(16);
        headers.insert(AUTHORIZATION, HeaderValue::from_static("Bearer x"));
        headers.insert(ACCEPT, HeaderValue::from_static("application/json"));
        headers.append(COOKIE, HeaderValue::from_static("a=1"));
        headers.append(COOKIE, HeaderValue::from_static("b=2"));
        headers.insert(IF_NONE_MATCH, HeaderValue::from_static("\"v3\""));
        headers.append(ACCEPT_LANGUAGE, HeaderValue::from_static("fr"));
        headers.append(ACCEPT_LANGUAGE, HeaderValue::from_static("de;q=0.5"));
        headers.insert(
            HeaderName::from_static("user-agent"),
            HeaderValue::from_static("Firefox"),
        );
        let room = headers.capacity();
        slim(&mut headers);
        assert_eq!(
            listed(&headers),
            [
                ("accept-language", &b"de;q=0.5"[..]),
                ("accept-language", b"fr"),
                ("authorization", b"Bearer x"),
                ("if-none-match", b"\"v3\""),
            ]
            .map(|(name, value)| (name.to_string(), value.to_vec()))
        );
        let languages: Vec<_> = headers.get_all(ACCEPT_LANGUAGE).collect();
        assert_eq!(languages, ["fr", "de;q=0.5"], "in the order sent");
        assert!(headers.capacity() < room && headers.capacity() <= 3);

        let mut none = HeaderMap::with_capacity(16);
        none.insert(ACCEPT, HeaderValue::from_static("*/*"));
        slim(&mut none);
        assert!(none.is_empty());
    }
}
