//! Every URL of Fabula, in one list.

use actix_web::web;

use crate::web::error::AppError;
use crate::web::{api, healthz, pages};

pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.route("/healthz", web::get().to(healthz))
        // Pages for people.
        .route("/", web::get().to(pages::home::show))
        .route("/register", web::get().to(pages::accounts::register_form))
        .route("/register", web::post().to(pages::accounts::register))
        .route("/sign-in", web::get().to(pages::accounts::sign_in_form))
        .route("/sign-in", web::post().to(pages::accounts::sign_in))
        .route("/sign-out", web::post().to(pages::accounts::sign_out))
        .route("/lang/{code}", web::get().to(pages::choose_language))
        // The JSON API for programs (API.md).
        .service(
            web::scope("/api/v1")
                .route("/accounts", web::post().to(api::accounts::create))
                .route("/tokens", web::post().to(api::accounts::create_token))
                .route(
                    "/tokens/{id}",
                    web::delete().to(api::accounts::delete_token),
                )
                .route("/me", web::get().to(api::accounts::me)),
        );
}

/// Anything not listed above.
pub async fn not_found() -> Result<actix_web::HttpResponse, AppError> {
    Err(AppError::not_found())
}
