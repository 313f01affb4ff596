//! The web layer: HTML pages for people, JSON for programs, both over the same state.

pub mod api;
pub mod assets;
pub mod auth;
pub mod calendar;
pub mod cards;
pub mod client;
pub mod error;
pub mod feeds;
pub mod lang;
pub mod limits;
pub mod markdown;
pub mod pages;
pub mod routes;
pub mod security;

use actix_web::{web, HttpResponse};

use crate::state::AppState;
use crate::web::error::AppError;

/// `GET /healthz`: 200 when the database answers, 503 otherwise.
pub async fn healthz(state: web::Data<AppState>) -> Result<HttpResponse, AppError> {
    crate::db::run(&state.pool, |conn| {
        use diesel::connection::SimpleConnection;
        conn.batch_execute("SELECT 1")
            .map_err(|_| AppError::unavailable())
    })
    .await?;
    Ok(HttpResponse::Ok()
        .content_type("text/plain; charset=utf-8")
        .body("ok"))
}
