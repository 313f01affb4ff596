//! The web layer: HTML pages for people, JSON for programs, both over the same state.

pub mod api;
pub mod auth;
pub mod decks;
pub mod error;
pub mod feeds;
pub mod i18n;
pub mod images;
pub mod pages;
pub mod routes;
pub mod view;

use std::sync::Arc;

use actix_web::{web, HttpResponse};

use crate::clock::Clock;
use crate::config::Config;
use crate::db::DbPool;
use crate::watch::Watch;
use crate::web::error::AppError;

/// What every handler may reach.
pub struct AppState {
    pub pool: DbPool,
    pub config: Arc<Config>,
    pub watch: Arc<Watch>,
    pub clock: Arc<dyn Clock>,
}

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
