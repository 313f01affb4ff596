//! The web layer: HTML pages for people, JSON for programs, both over the same state.

pub mod api;
pub mod assets;
pub mod auth;
pub mod calendar;
pub mod cards;
pub mod client;
pub mod error;
pub mod error_pages;
pub mod feeds;
pub mod lang;
pub mod limits;
pub mod markdown;
pub mod metrics;
pub mod observe;
pub mod pages;
pub mod routes;
pub mod security;
pub mod sessions;
pub mod shared;

use actix_web::http::header;
use actix_web::{web, HttpResponse, HttpResponseBuilder};
use serde_json::json;

use crate::state::AppState;

/// `GET /healthz`: whether this process can reach its database, as JSON: 200
/// `{"status":"ok","database":"ok"}` when a query answers, else 503 with `"database":
/// "unreachable"`. Monitoring asks this; load balancers ask `/readyz`.
pub async fn healthz(state: web::Data<AppState>) -> HttpResponse {
    if crate::metrics::database_answers(&state).await {
        probe(HttpResponse::Ok()).json(json!({"status": "ok", "database": "ok"}))
    } else {
        probe(HttpResponse::ServiceUnavailable())
            .json(json!({"status": "unavailable", "database": "unreachable"}))
    }
}

/// `GET /readyz`: whether a load balancer should send requests here: 200 `{"status":"ready"}`,
/// and 503 `{"status":"draining"}` from the moment the process is told to stop (SIGTERM), while
/// it still serves what comes during its drain period. It does not ask the database: every
/// process shares it, so taking one out for it would help nobody (`/healthz` tells).
pub async fn readyz(state: web::Data<AppState>) -> HttpResponse {
    if state.watch.is_closed() {
        probe(HttpResponse::ServiceUnavailable()).json(json!({"status": "draining"}))
    } else {
        probe(HttpResponse::Ok()).json(json!({"status": "ready"}))
    }
}

/// A probe's answer is about this moment: never stored.
fn probe(mut builder: HttpResponseBuilder) -> HttpResponseBuilder {
    builder.insert_header((header::CACHE_CONTROL, "no-store"));
    builder
}
