//! The session layer: a browser's session travels in an encrypted cookie (`fabula_session`),
//! which actix-session reads as the request comes in and writes back when a handler changed
//! the session.
//!
//! A request to the API that names its caller with a bearer token and carries no cookie at
//! all (an API client's: a bot's, an app's) has no session to read, and no API handler gives
//! it one: it goes past the layer. The layer's state is about 0.8 KB a request, kept for as
//! long as the request is, and an API client's long poll (`?wait=`) is kept for up to a
//! minute. A page, even one asked for with a token, may make a session (a form's CSRF token):
//! pages always have the layer.

use std::future::Future;
use std::pin::Pin;
use std::rc::Rc;
use std::task::{Context, Poll};

use actix_session::config::{CookieContentSecurity, PersistentSession};
use actix_session::storage::CookieSessionStore;
use actix_session::SessionMiddleware;
use actix_web::body::MessageBody;
use actix_web::cookie::{Key, SameSite};
use actix_web::dev::{Service, ServiceRequest, ServiceResponse, Transform};
use actix_web::http::header::COOKIE;
use futures_util::future::Either;

use crate::web::auth::bearer;
use crate::web::error::is_api;

/// The name of the session cookie.
pub const COOKIE_NAME: &str = "fabula_session";

/// The session layer, as every process of the site sets it up: `key` signs and encrypts the
/// cookie, which is sent over HTTPS only when `secure`.
pub fn layer(key: Key, secure: bool) -> SessionsUnlessBearer {
    let sessions = SessionMiddleware::builder(CookieSessionStore::default(), key)
        .cookie_name(COOKIE_NAME.into())
        .cookie_http_only(true)
        .cookie_secure(secure)
        .cookie_same_site(SameSite::Lax)
        .cookie_content_security(CookieContentSecurity::Private)
        .session_lifecycle(
            PersistentSession::default().session_ttl(actix_web::cookie::time::Duration::days(90)),
        )
        .build();
    SessionsUnlessBearer { sessions }
}

/// Whether a request goes past the session layer: to the API, with a bearer token, and no
/// cookie.
fn without_session(req: &ServiceRequest) -> bool {
    let req = req.request();
    is_api(req) && !req.headers().contains_key(COOKIE) && matches!(bearer(req), Ok(Some(_)))
}

/// actix-session's layer, which requests [`without_session`] go past.
pub struct SessionsUnlessBearer {
    sessions: SessionMiddleware<CookieSessionStore>,
}

/// actix-session's layer over the inner service `S`.
type WithSessions<S> =
    <SessionMiddleware<CookieSessionStore> as Transform<Shared<S>, ServiceRequest>>::Transform;

impl<S, B> Transform<S, ServiceRequest> for SessionsUnlessBearer
where
    S: Service<ServiceRequest, Response = ServiceResponse<B>, Error = actix_web::Error> + 'static,
    S::Future: 'static,
    B: MessageBody + 'static,
{
    type Response = ServiceResponse<B>;
    type Error = actix_web::Error;
    type Transform = SessionsUnlessBearerService<S, WithSessions<S>>;
    type InitError = ();
    type Future = Pin<Box<dyn Future<Output = Result<Self::Transform, ()>>>>;

    fn new_transform(&self, service: S) -> Self::Future {
        let inner = Rc::new(service);
        let made = self.sessions.new_transform(Shared(inner.clone()));
        Box::pin(async move {
            Ok(SessionsUnlessBearerService {
                with_sessions: made.await?,
                inner,
            })
        })
    }
}

/// The service [`SessionsUnlessBearer`] makes: the same inner service `S`, behind
/// actix-session's layer (`T`) or not.
pub struct SessionsUnlessBearerService<S, T> {
    with_sessions: T,
    inner: Rc<S>,
}

impl<S, T, B> Service<ServiceRequest> for SessionsUnlessBearerService<S, T>
where
    S: Service<ServiceRequest, Response = ServiceResponse<B>, Error = actix_web::Error>,
    T: Service<ServiceRequest, Response = ServiceResponse<B>, Error = actix_web::Error>,
{
    type Response = ServiceResponse<B>;
    type Error = actix_web::Error;
    type Future = Either<S::Future, T::Future>;

    fn poll_ready(&self, cx: &mut Context<'_>) -> Poll<Result<(), Self::Error>> {
        self.inner.poll_ready(cx)
    }

    fn call(&self, req: ServiceRequest) -> Self::Future {
        if without_session(&req) {
            Either::Left(self.inner.call(req))
        } else {
            Either::Right(self.with_sessions.call(req))
        }
    }
}

/// The inner service, shared by both ways through.
pub struct Shared<S>(Rc<S>);

impl<S: Service<ServiceRequest>> Service<ServiceRequest> for Shared<S> {
    type Response = S::Response;
    type Error = S::Error;
    type Future = S::Future;

    fn poll_ready(&self, cx: &mut Context<'_>) -> Poll<Result<(), Self::Error>> {
        self.0.poll_ready(cx)
    }

    fn call(&self, req: ServiceRequest) -> Self::Future {
        self.0.call(req)
    }
}

#[cfg(test)]
mod tests {
    use actix_web::http::header::AUTHORIZATION;
    use actix_web::test::TestRequest;

    use super::*;

    fn request(
        path: &str,
        headers: &[(actix_web::http::header::HeaderName, &str)],
    ) -> ServiceRequest {
        let mut req = TestRequest::get().uri(path);
        for (name, value) in headers {
            req = req.insert_header((name.clone(), *value));
        }
        req.to_srv_request()
    }

    #[test]
    fn only_an_api_request_with_a_token_and_no_cookie_goes_past_the_sessions() {
        let bearer = (AUTHORIZATION, "Bearer abc");
        let cookie = (COOKIE, "fabula_session=xyz");
        assert!(without_session(&request(
            "/api/v1/tables/7?wait=30",
            std::slice::from_ref(&bearer)
        )));
        assert!(!without_session(&request(
            "/api/v1/tables/7",
            &[bearer.clone(), cookie.clone()]
        )));
        assert!(!without_session(&request("/api/v1/tables/7", &[cookie])));
        assert!(!without_session(&request("/api/v1/me", &[])));
        assert!(!without_session(&request(
            "/api/v1/me",
            &[(AUTHORIZATION, "Basic cm9zYTpzZWNyZXQ=")]
        )));
        assert!(!without_session(&request("/tables/7", &[bearer])));
    }
}
