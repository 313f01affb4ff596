//! Around every request: its request id, its log line, and the request's metrics.
//!
//! The request id comes from a trusted proxy's `X-Request-Id` when that is a sane one (up to
//! 64 letters, digits and `-_.:`), else it is made here (16 hex digits). Every log line of
//! the request carries it (its tracing span), the response returns it in `X-Request-Id`, and
//! a problem+json body in `request_id`. The metrics count the request by method, the route
//! template it matched (never the raw path, whose ids would make a label per table) and
//! status, with how long it took. The log line says the method, the path, the status and the
//! time: never the query string, headers or body, which may hold passwords, tokens or feed
//! secrets, and the paths that carry a secret without it.
//!
//! This runs on every request, the cheapest included (a poll answered 304 from memory): a
//! lookup or two and a few small values, nothing more.

use std::time::Instant;

use actix_web::body::MessageBody;
use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::http::header::{HeaderName, HeaderValue};
use actix_web::http::Method;
use actix_web::middleware::Next;
use actix_web::web::Data;
use actix_web::HttpMessage;
use tracing::Instrument;

use crate::state::AppState;

/// The header that carries the request id, both ways.
pub const REQUEST_ID: HeaderName = HeaderName::from_static("x-request-id");

/// The id of one request, as its `X-Request-Id` header has it.
#[derive(Clone, Debug)]
pub struct RequestId(HeaderValue);

impl RequestId {
    /// A new id: 16 hex digits.
    pub fn new() -> RequestId {
        let mut digits = [0u8; 16];
        let made = hex::encode_to_slice(rand::random::<u64>().to_be_bytes(), &mut digits)
            .ok()
            .and_then(|()| HeaderValue::from_bytes(&digits).ok());
        RequestId(made.unwrap_or_else(|| HeaderValue::from_static("-")))
    }

    /// The id a trusted proxy gave the request, when it is a sane one; else a new one.
    fn of(req: &ServiceRequest) -> RequestId {
        let given = req.headers().get(REQUEST_ID).filter(|v| sane(v.as_bytes()));
        let trusted = || {
            let peer = req.peer_addr();
            let state = req.app_data::<Data<AppState>>();
            matches!((peer, state), (Some(peer), Some(state)) if state.config.trusts(peer.ip()))
        };
        match given {
            Some(given) if trusted() => RequestId(given.clone()),
            _ => RequestId::new(),
        }
    }

    pub fn as_str(&self) -> &str {
        self.0.to_str().unwrap_or("-")
    }
}

impl Default for RequestId {
    fn default() -> RequestId {
        RequestId::new()
    }
}

/// Up to 64 letters, digits and `-_.:`: what goes into a log line and a header unchanged.
fn sane(id: &[u8]) -> bool {
    (1..=64).contains(&id.len())
        && id
            .iter()
            .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'-' | b'_' | b'.' | b':'))
}

/// The request id of a request this middleware has seen.
pub fn request_id_of(req: &actix_web::HttpRequest) -> Option<RequestId> {
    req.extensions().get::<RequestId>().cloned()
}

/// The method as the metrics label it: one of the standard ones, else `other`, so that a
/// client cannot make labels up.
fn method_label(method: &Method) -> &'static str {
    match *method {
        Method::GET => "GET",
        Method::HEAD => "HEAD",
        Method::POST => "POST",
        Method::PUT => "PUT",
        Method::PATCH => "PATCH",
        Method::DELETE => "DELETE",
        Method::OPTIONS => "OPTIONS",
        _ => "other",
    }
}

/// The middleware, outermost: the id and its span first, the metrics once the response is
/// there.
pub async fn observe(
    req: ServiceRequest,
    next: Next<impl MessageBody>,
) -> Result<ServiceResponse<impl MessageBody>, actix_web::Error> {
    let started = Instant::now();
    let id = RequestId::of(&req);
    req.extensions_mut().insert(id.clone());
    let method = method_label(req.method());
    let span = tracing::info_span!("request", request_id = id.as_str());
    let mut res = match next.call(req).instrument(span.clone()).await {
        Ok(res) => res,
        Err(e) => {
            let status = e.as_response_error().status_code();
            crate::metrics::observe_request(
                method,
                crate::metrics::UNMATCHED,
                status.as_str(),
                started.elapsed(),
            );
            return Err(e);
        }
    };
    let took = started.elapsed();
    span.in_scope(|| {
        tracing::info!(
            method,
            path = redact(res.request().path()),
            status = res.status().as_u16(),
            ms = took.as_millis() as u64,
            "request"
        )
    });
    let route = res.request().match_pattern();
    crate::metrics::observe_request(
        method,
        route.as_deref().unwrap_or(crate::metrics::UNMATCHED),
        res.status().as_str(),
        took,
    );
    res.headers_mut().insert(REQUEST_ID, id.0);
    Ok(res)
}

/// Paths that carry a secret (private feeds, unsubscribe and confirmation links), as they are
/// logged: without it.
fn redact(path: &str) -> &str {
    const SECRET: [(&str, &str); 3] = [
        ("/feeds/", "/feeds/…"),
        ("/unsubscribe/", "/unsubscribe/…"),
        ("/confirm/", "/confirm/…"),
    ];
    SECRET
        .iter()
        .find(|(prefix, _)| path.starts_with(prefix))
        .map_or(path, |&(_, shown)| shown)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn paths_with_a_secret_are_logged_without_it() {
        assert_eq!(redact("/feeds/abc123.ics"), "/feeds/…");
        assert_eq!(redact("/unsubscribe/t0k3n"), "/unsubscribe/…");
        assert_eq!(redact("/confirm/t0k3n"), "/confirm/…");
        assert_eq!(redact("/tables/12"), "/tables/12");
    }

    #[test]
    fn request_ids_from_outside_are_short_and_plain() {
        assert!(sane(b"abc-123_4.5:6"));
        assert!(!sane(b""));
        assert!(!sane(b"a b"));
        assert!(!sane(&[b'a'; 65]));
    }
}
