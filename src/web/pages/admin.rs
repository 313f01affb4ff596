//! `/admin`: the admin area, only for the server's admins (`AdminUser`). For now it lists the
//! invite codes (made through the API) and the admins.

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

/// One invite code, as the list shows it.
struct InviteLine {
    code: String,
    /// "used 1 of 3 times · until …", in the reader's language and zone.
    about: String,
}

#[derive(Template)]
#[template(path = "admin.html")]
struct AdminPage {
    page: PageCtx,
    invites: Vec<InviteLine>,
    admins: Vec<AdminLine>,
    /// How many reports wait for a moderator.
    open_reports: i64,
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
    let invites = crate::admin::invites(&state)
        .await?
        .into_iter()
        .map(|i| {
            let mut about = match i.max_uses {
                Some(most) => page.lang.fill(
                    "admin_invite_used_of",
                    &[("count", &i.uses.to_string()), ("most", &most.to_string())],
                ),
                None => page.fill("admin_invite_used", "count", i.uses),
            };
            if let Some(until) = i.expires_at {
                about.push_str(" · ");
                about.push_str(&page.fill("admin_invite_until", "when", page.when(&until)));
            }
            InviteLine {
                code: i.code,
                about,
            }
        })
        .collect();
    let open_reports = crate::moderation::open_reports(&state).await?;
    html(
        StatusCode::OK,
        AdminPage {
            page,
            invites,
            admins,
            open_reports,
        },
    )
}
