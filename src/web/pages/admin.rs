//! `/admin`: the admin area, only for the server's admins (`AdminUser`). For now it lists the
//! admins.

use actix_web::http::StatusCode;
use actix_web::{web, HttpResponse};
use askama::Template;

use crate::state::AppState;
use crate::web::auth::AdminUser;
use crate::web::error::AppError;
use crate::web::pages::settings::html;
use crate::web::pages::PageCtx;

/// One admin, as the list shows them.
struct AdminLine {
    username: String,
    display_name: String,
}

#[derive(Template)]
#[template(path = "admin.html")]
struct AdminPage {
    page: PageCtx,
    admins: Vec<AdminLine>,
}

/// `GET /admin`
pub async fn show(
    state: web::Data<AppState>,
    _admin: AdminUser,
    page: PageCtx,
) -> Result<HttpResponse, AppError> {
    let admins = crate::admin::admins(&state)
        .await?
        .into_iter()
        .map(|(username, display_name)| AdminLine {
            username,
            display_name,
        })
        .collect();
    html(StatusCode::OK, AdminPage { page, admins })
}
