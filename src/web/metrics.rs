//! `GET /metrics`: what operators watch, in Prometheus's text format (`crate::metrics`). On
//! the public port only with `Authorization: Bearer <FABULA_METRICS_TOKEN>` (401 without it,
//! 404 when no token is set); on the listener of `FABULA_METRICS_BIND`, alone and without a
//! token.

use std::net::TcpListener;

use actix_web::dev::Server;
use actix_web::http::header;
use actix_web::{web, App, HttpRequest, HttpResponse, HttpServer};
use subtle::ConstantTimeEq;

use crate::metrics::Scrapes;
use crate::state::AppState;
use crate::web::auth::bearer;
use crate::web::error::AppError;

/// `/metrics` on the public port: the token, then the metrics.
pub async fn with_token(
    req: HttpRequest,
    state: web::Data<AppState>,
    scrapes: web::Data<Scrapes>,
) -> Result<HttpResponse, AppError> {
    let Some(token) = state.config.metrics_token() else {
        return Err(AppError::not_found());
    };
    let given = bearer(&req).ok().flatten().unwrap_or_default();
    if !bool::from(given.as_bytes().ct_eq(token.as_bytes())) {
        // Built here rather than as an error, so that no sign-in page takes its place.
        return Ok(HttpResponse::Unauthorized()
            .insert_header((header::WWW_AUTHENTICATE, "Bearer"))
            .content_type("text/plain; charset=utf-8")
            .body("The metrics need `Authorization: Bearer <FABULA_METRICS_TOKEN>`.\n"));
    }
    Ok(open(state, scrapes).await)
}

/// `/metrics` on the listener of its own.
pub async fn open(state: web::Data<AppState>, scrapes: web::Data<Scrapes>) -> HttpResponse {
    HttpResponse::Ok()
        .content_type(crate::metrics::CONTENT_TYPE)
        .insert_header((header::CACHE_CONTROL, "no-store"))
        .body(scrapes.render(&state).await)
}

/// The server of `FABULA_METRICS_BIND`: `/metrics` alone, one worker. It does not follow the
/// signals itself; whoever runs the main server stops it after that.
pub fn server(
    listener: TcpListener,
    state: web::Data<AppState>,
    scrapes: web::Data<Scrapes>,
) -> std::io::Result<Server> {
    Ok(HttpServer::new(move || {
        App::new()
            .app_data(state.clone())
            .app_data(scrapes.clone())
            .route("/metrics", web::get().to(open))
    })
    .workers(1)
    .disable_signals()
    .listen(listener)?
    .run())
}
