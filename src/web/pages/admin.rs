//! `/admin`: the admin area, only for the server's admins (`AdminUser`). For now it lists the
//! invite codes, with forms to make and delete them (as the API does), and the admins.

use actix_web::http::StatusCode;
use actix_web::{web, HttpResponse};
use askama::Template;
use chrono::{Days, NaiveDate};
use serde::Deserialize;

use crate::state::AppState;
use crate::web::auth::{AdminUser, CsrfForm};
use crate::web::error::AppError;
use crate::web::pages::settings::{html, local_today, start_of_day, EmptyForm};
use crate::web::pages::{see_other, PageCtx};

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
    let admins = crate::moderation::role::admins(&state)
        .await?
        .into_iter()
        .map(|(username, display_name)| AdminLine {
            username,
            display_name,
        })
        .collect();
    let invites = crate::moderation::role::invites(&state)
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

// ---- The invite codes' forms: make one, delete one. ----

impl AdminPage {
    /// The first day the expiry field takes (tomorrow), in the admin's zone (YYYY-MM-DD).
    fn invite_first_day(&self) -> String {
        (local_today(&self.page, self.page.now) + Days::new(1)).to_string()
    }

    /// "Delete the invite code …": what its button says to a screen reader.
    fn delete_label(&self, code: &str) -> String {
        self.page
            .lang
            .fill("admin_invite_delete_label", &[("code", code)])
    }
}

/// The form that makes an invite code: both fields may be left empty.
#[derive(Deserialize)]
pub struct InviteForm {
    /// How many registrations it allows: 1 to 10000; empty: any number.
    #[serde(default)]
    max_uses: String,
    /// The day it stops working (YYYY-MM-DD, at the start of that day in the admin's zone);
    /// empty: never.
    #[serde(default)]
    expires: String,
}

/// `POST /admin/invites`: makes an invite code, then shows the list with it first. A field
/// that will not do is refused with a page that says which and why (422), nothing made.
pub async fn create_invite(
    state: web::Data<AppState>,
    AdminUser(admin): AdminUser,
    page: PageCtx,
    CsrfForm(form): CsrfForm<InviteForm>,
) -> Result<HttpResponse, AppError> {
    let refused = |key| AppError::translated(StatusCode::UNPROCESSABLE_ENTITY, key);
    let max_uses = match form.max_uses.trim() {
        "" => None,
        typed => Some(
            typed
                .parse::<i32>()
                .ok()
                .filter(|n| (1..=10_000).contains(n))
                .ok_or_else(|| refused("admin_invite_err_uses"))?,
        ),
    };
    let expires_at = match form.expires.trim() {
        "" => None,
        typed => Some(
            NaiveDate::parse_from_str(typed, "%Y-%m-%d")
                .ok()
                .and_then(|day| start_of_day(&page, day))
                .filter(|at| *at > state.clock.now())
                .ok_or_else(|| refused("admin_invite_err_expires"))?,
        ),
    };
    crate::moderation::role::create_invite(&state, admin.id, max_uses, expires_at).await?;
    Ok(see_other("/admin#invites-title"))
}

/// `POST /admin/invites/{code}/delete`: the code no longer lets anyone register. 404 for a
/// code there is not (deleted already, perhaps in another tab).
pub async fn delete_invite(
    state: web::Data<AppState>,
    AdminUser(admin): AdminUser,
    code: web::Path<String>,
    CsrfForm(_): CsrfForm<EmptyForm>,
) -> Result<HttpResponse, AppError> {
    if crate::moderation::role::delete_invite(&state, admin.id, code.into_inner()).await? {
        Ok(see_other("/admin#invites-title"))
    } else {
        Err(AppError::translated(
            StatusCode::NOT_FOUND,
            "admin_invite_err_unknown",
        ))
    }
}
