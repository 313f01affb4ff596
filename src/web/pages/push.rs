//! Push notifications on pages: the service worker at `/sw.js`, the settings' section
//! "Notifications on this device" (its list of devices, each with a button that removes it,
//! without JavaScript), and that button's address.

use actix_web::http::header;
use actix_web::{web, HttpRequest, HttpResponse};
use serde::Deserialize;

use crate::ids::AccountId;
use crate::notify::push::{self, PushError};
use crate::state::AppState;
use crate::web::assets;
use crate::web::auth::{CsrfForm, CurrentUser};
use crate::web::error::AppError;
use crate::web::pages::{see_other, PageCtx};

/// `GET /sw.js`: the service worker. Served from the root so that its scope is the whole
/// site; checked again at every visit (`no-cache`), so a new release reaches browsers at once.
/// It shows pushes and opens their table when one is tapped; it keeps no page.
pub async fn service_worker(req: HttpRequest) -> Result<HttpResponse, AppError> {
    let asset = assets::get("sw.js").ok_or_else(AppError::not_found)?;
    if assets::matches_etag(&req, &asset.etag) {
        return Ok(HttpResponse::NotModified()
            .insert_header((header::ETAG, asset.etag.clone()))
            .insert_header((header::CACHE_CONTROL, "no-cache"))
            .finish());
    }
    Ok(asset.answer(&req, "no-cache").body(asset.body(&req)))
}

/// One device in the settings' list.
pub struct DeviceLine {
    pub id: i64,
    pub device: String,
    /// "on since …", in the reader's zone and language.
    pub since: String,
}

/// What the settings' section shows: the key this browser subscribes with, and the devices.
pub struct PushSection {
    pub key: String,
    pub devices: Vec<DeviceLine>,
}

impl PushSection {
    /// The section for `account_id`, as `page`'s reader reads it.
    pub async fn load(
        state: &AppState,
        account_id: AccountId,
        page: &PageCtx,
    ) -> Result<PushSection, AppError> {
        let devices = push::devices(state, account_id)
            .await?
            .into_iter()
            .map(|s| DeviceLine {
                id: s.id,
                since: page.fill("settings_push_since", "when", page.when(&s.created_at)),
                device: s.device,
            })
            .collect();
        Ok(PushSection {
            key: state.vapid.public_key().to_string(),
            devices,
        })
    }
}

#[derive(Deserialize)]
pub struct EmptyForm {}

/// `POST /settings/push/{id}/remove`: turns notifications off for one of your devices.
pub async fn remove_device(
    state: web::Data<AppState>,
    CurrentUser(user): CurrentUser,
    id: web::Path<i64>,
    CsrfForm(_): CsrfForm<EmptyForm>,
) -> Result<HttpResponse, AppError> {
    match push::remove(&state, user.id, id.into_inner()).await {
        // Removed, or already gone (from another tab): either way it gets nothing more.
        Ok(()) | Err(PushError::NotFound) => {
            Ok(see_other("/settings/notifications?done=push_removed#push"))
        }
        Err(e) => Err(e.into()),
    }
}
