//! Account settings (`/settings`): the name other players see, the time zone, the mail
//! address and when to write to it, and the private feed's address. Also the two pages that mailed links open without signing in:
//! `/confirm/{secret}` and `/unsubscribe/{secret}`, each a button that POSTs to the same
//! address; the secret in the address authorises that POST, as no session may be there.

use actix_web::http::StatusCode;
use actix_web::{web, HttpResponse};
use askama::Template;
use serde::Deserialize;

use crate::accounts::{self, new_secret, AccountError};
use crate::ids::AccountId;
use crate::mail::{looks_like_secret, valid_address};
use crate::state::AppState;
use crate::store::accounts::Account;
use crate::store::notices::{self, MAIL_DAILY, MAIL_MOVE, MAIL_OFF};
use crate::web::auth::{CsrfForm, CurrentUser};
use crate::web::error::AppError;
use crate::web::pages::{self, see_other, PageCtx};

/// The kinds of mail, as the form offers them: value, label, hint.
const MODES: [(&str, &str, &str); 3] = [
    (MAIL_MOVE, "mail_mode_move", "mail_mode_move_hint"),
    (MAIL_DAILY, "mail_mode_daily", "mail_mode_daily_hint"),
    (MAIL_OFF, "mail_mode_off", "mail_mode_off_hint"),
];

#[derive(Template)]
#[template(path = "settings.html")]
struct SettingsPage {
    page: PageCtx,
    /// What the name field shows.
    display_name: String,
    /// What the time zone field shows; empty while the account has none (times in UTC).
    time_zone: String,
    /// What the address field shows.
    email: String,
    /// The stored address, and whether it is confirmed.
    saved_email: Option<String>,
    confirmed: bool,
    mode: String,
    /// The feed's address, shown only on the page that made it (only its hash is kept).
    feed_url: Option<String>,
    has_feed: bool,
    /// Whether this server sends mail at all.
    mail_enabled: bool,
    done: Option<&'static str>,
    error: Option<String>,
    /// Notifications on this device, and the devices that have them.
    push: pages::push::PushSection,
}

/// What the settings page shows besides the stored settings: what a refused form held, and
/// what was just done or refused.
#[derive(Default)]
struct Shown {
    /// The mail form as it was sent: address and mode.
    mail: Option<(String, String)>,
    /// The name as it was typed.
    name: Option<String>,
    /// The time zone as it was typed.
    zone: Option<String>,
    done: Option<&'static str>,
    error: Option<AppError>,
    feed_url: Option<String>,
}

impl SettingsPage {
    fn zone_names(&self) -> impl Iterator<Item = &'static str> {
        crate::i18n::time::zone_names()
    }

    fn modes(&self) -> [(&'static str, &'static str, &'static str); 3] {
        MODES
    }
}

/// The page a mailed link opens: a sentence and, until it is done, one button.
#[derive(Template)]
#[template(path = "settings_link.html")]
struct LinkPage {
    page: PageCtx,
    title: &'static str,
    text: String,
    /// The button's label and where it posts.
    button: Option<(&'static str, String)>,
}

/// A settings page: it shows secrets (the feed's address, a link's own), so it is never
/// stored and its address never sent elsewhere.
pub fn html(status: StatusCode, page: impl Template) -> Result<HttpResponse, AppError> {
    Ok(pages::private_page(pages::html(status, page)?))
}

#[derive(Deserialize)]
pub struct DoneQuery {
    done: Option<String>,
}

/// `GET /settings`
pub async fn show(
    state: web::Data<AppState>,
    CurrentUser(user): CurrentUser,
    page: PageCtx,
    query: web::Query<DoneQuery>,
) -> Result<HttpResponse, AppError> {
    let done = match query.done.as_deref() {
        Some("saved") => Some("settings_saved"),
        Some("resent") => Some("settings_confirm_resent"),
        Some("name") => Some("settings_name_saved"),
        Some("zone") => Some("settings_zone_saved"),
        Some("push_removed") => Some("settings_push_removed"),
        _ => None,
    };
    let shown = Shown {
        done,
        ..Shown::default()
    };
    render(&state, user.id, page, shown).await
}

/// The settings page as stored, or with a refused form's values and why.
async fn render(
    state: &AppState,
    account_id: AccountId,
    page: PageCtx,
    shown: Shown,
) -> Result<HttpResponse, AppError> {
    let settings = crate::db::run(&state.pool, move |conn| {
        notices::settings(conn, account_id)?.ok_or_else(AppError::unauthorized)
    })
    .await?;
    let (email, mode) = shown.mail.unwrap_or_else(|| {
        (
            settings.email.clone().unwrap_or_default(),
            settings.mail_mode.clone(),
        )
    });
    let status = shown.error.as_ref().map_or(StatusCode::OK, |e| e.status);
    let error = shown.error.map(|e| e.message(page.lang));
    let push = pages::push::PushSection::load(state, account_id, &page).await?;
    html(
        status,
        SettingsPage {
            page,
            display_name: shown.name.unwrap_or(settings.display_name),
            time_zone: shown.zone.or(settings.time_zone).unwrap_or_default(),
            email,
            saved_email: settings.email,
            confirmed: settings.email_confirmed,
            mode,
            feed_url: shown.feed_url,
            has_feed: settings.feed_secret.is_some(),
            mail_enabled: state.config.smtp_url().is_some(),
            done: shown.done,
            error,
            push,
        },
    )
}

#[derive(Deserialize)]
pub struct NameForm {
    #[serde(default)]
    display_name: String,
}

/// `POST /settings/name`: the name other players see (the username when left empty), under
/// the rules of a new account's.
pub async fn save_name(
    state: web::Data<AppState>,
    CurrentUser(user): CurrentUser,
    page: PageCtx,
    CsrfForm(form): CsrfForm<NameForm>,
) -> Result<HttpResponse, AppError> {
    let result = accounts::rename(&state, &user, &form.display_name).await;
    let typed = Shown {
        name: Some(form.display_name.chars().take(200).collect()),
        ..Shown::default()
    };
    after_profile_form(&state, user.id, page, result, "name", typed).await
}

/// After a form of the name or the time zone: back to the page saying it is `done`, or the
/// page again with what was typed and why it was refused.
async fn after_profile_form(
    state: &AppState,
    account_id: AccountId,
    page: PageCtx,
    result: Result<Account, AccountError>,
    done: &str,
    typed: Shown,
) -> Result<HttpResponse, AppError> {
    match result {
        Ok(_) => Ok(see_other(&format!("/settings?done={done}"))),
        Err(err @ (AccountError::Invalid(_) | AccountError::LookAlike)) => {
            let shown = Shown {
                error: Some(err.into()),
                ..typed
            };
            render(state, account_id, page, shown).await
        }
        Err(err) => Err(err.into()),
    }
}

#[derive(Deserialize)]
pub struct ZoneForm {
    #[serde(default)]
    time_zone: String,
}

/// `POST /settings/time-zone`: the zone every page, mail and the feed write times in.
pub async fn save_time_zone(
    state: web::Data<AppState>,
    CurrentUser(user): CurrentUser,
    page: PageCtx,
    CsrfForm(form): CsrfForm<ZoneForm>,
) -> Result<HttpResponse, AppError> {
    let result = accounts::set_time_zone(&state, &user, &form.time_zone, false).await;
    let typed = Shown {
        zone: Some(form.time_zone.chars().take(64).collect()),
        ..Shown::default()
    };
    after_profile_form(&state, user.id, page, result, "zone", typed).await
}

/// `POST /settings/time-zone/guess`: the browser's own zone, sent once by the page's script
/// while the account has none; it never overrides a zone the account has. 204.
pub async fn guess_time_zone(
    state: web::Data<AppState>,
    CurrentUser(user): CurrentUser,
    CsrfForm(form): CsrfForm<ZoneForm>,
) -> Result<HttpResponse, AppError> {
    accounts::set_time_zone(&state, &user, &form.time_zone, true).await?;
    Ok(HttpResponse::NoContent().finish())
}

#[derive(Deserialize)]
pub struct MailForm {
    #[serde(default)]
    email: String,
    #[serde(default)]
    mail_mode: String,
}

/// `POST /settings/mail`: the address (a new one gets a confirmation mail, and nothing else
/// until it is confirmed) and when to write.
pub async fn save_mail(
    state: web::Data<AppState>,
    CurrentUser(user): CurrentUser,
    page: PageCtx,
    CsrfForm(form): CsrfForm<MailForm>,
) -> Result<HttpResponse, AppError> {
    let email = form.email.trim().to_string();
    let mode = form.mail_mode.trim().to_string();
    let error = if !email.is_empty() && !valid_address(&email) {
        Some("err_email_invalid")
    } else if !MODES.iter().any(|(value, _, _)| *value == mode) {
        Some("err_mail_mode")
    } else {
        None
    };
    if let Some(key) = error {
        let shown = Shown {
            mail: Some((form.email.chars().take(300).collect(), mode)),
            error: Some(AppError::translated(StatusCode::UNPROCESSABLE_ENTITY, key)),
            ..Shown::default()
        };
        return render(&state, user.id, page, shown).await;
    }
    let lang = page.lang.code();
    crate::db::run(&state.pool, move |conn| {
        use diesel::Connection;
        conn.transaction(|conn| {
            notices::save_settings(
                conn,
                user.id,
                Some(email.as_str()).filter(|e| !e.is_empty()),
                &mode,
                lang,
                &new_secret(),
            )
        })
        .map_err(AppError::from)
    })
    .await?;
    Ok(see_other("/settings?done=saved"))
}

#[derive(Deserialize)]
pub struct EmptyForm {}

/// `POST /settings/confirm-again`: the confirmation mail once more (the mailer sends at most
/// one every few minutes).
pub async fn confirm_again(
    state: web::Data<AppState>,
    CurrentUser(user): CurrentUser,
    CsrfForm(_): CsrfForm<EmptyForm>,
) -> Result<HttpResponse, AppError> {
    crate::db::query(&state.pool, move |conn| {
        notices::confirmation_due(conn, user.id)
    })
    .await?;
    Ok(see_other("/settings?done=resent"))
}

/// `POST /settings/feed`: a new secret address for the feed; the old one stops at once.
pub async fn new_feed(
    state: web::Data<AppState>,
    CurrentUser(user): CurrentUser,
    page: PageCtx,
    CsrfForm(_): CsrfForm<EmptyForm>,
) -> Result<HttpResponse, AppError> {
    let secret = new_secret();
    let hash = hex::encode(accounts::secret_hash(&secret));
    crate::db::query(&state.pool, move |conn| {
        notices::set_feed_secret(conn, user.id, &hash)
    })
    .await?;
    // Shown this once: the page is never stored (`no-store`), and only the hash is kept.
    let url = format!("{}/feeds/{secret}.atom", state.config.base_url());
    let shown = Shown {
        done: Some("settings_feed_renewed"),
        feed_url: Some(url),
        ..Shown::default()
    };
    render(&state, user.id, page, shown).await
}

fn unknown_link() -> AppError {
    AppError::translated(StatusCode::NOT_FOUND, "mail_link_unknown")
}

/// The secret of a mailed link; refused before any query when it cannot be one.
fn link_secret(secret: web::Path<String>) -> Result<String, AppError> {
    let secret = secret.into_inner();
    if looks_like_secret(&secret) {
        Ok(secret)
    } else {
        Err(unknown_link())
    }
}

/// A mailed link's page: the sentence `key` about `email`, and maybe a button.
fn link_page(
    page: PageCtx,
    title: &'static str,
    key: &str,
    email: &str,
    button: Option<(&'static str, String)>,
) -> Result<HttpResponse, AppError> {
    let text = page.t(key).replace("{email}", email);
    html(
        StatusCode::OK,
        LinkPage {
            page,
            title,
            text,
            button,
        },
    )
}

/// `GET /confirm/{secret}`: asks to confirm (a GET changes nothing, so that programs that
/// open links in mail to check them do not confirm for the reader).
pub async fn confirm_form(
    state: web::Data<AppState>,
    secret: web::Path<String>,
    page: PageCtx,
) -> Result<HttpResponse, AppError> {
    let secret = link_secret(secret)?;
    let lookup = secret.clone();
    let email = crate::db::query(&state.pool, move |conn| {
        notices::by_confirm_secret(conn, &lookup)
    })
    .await?
    .ok_or_else(unknown_link)?;
    let button = ("confirm_submit", format!("/confirm/{secret}"));
    link_page(page, "confirm_title", "confirm_text", &email, Some(button))
}

/// `POST /confirm/{secret}`
pub async fn confirm(
    state: web::Data<AppState>,
    secret: web::Path<String>,
    page: PageCtx,
) -> Result<HttpResponse, AppError> {
    let secret = link_secret(secret)?;
    let email = crate::db::query(&state.pool, move |conn| notices::confirm(conn, &secret))
        .await?
        .ok_or_else(unknown_link)?;
    link_page(page, "confirm_title", "confirm_done", &email, None)
}

/// `GET /unsubscribe/{secret}`: asks to stop all mail.
pub async fn unsubscribe_form(
    state: web::Data<AppState>,
    secret: web::Path<String>,
    page: PageCtx,
) -> Result<HttpResponse, AppError> {
    let secret = link_secret(secret)?;
    let lookup = secret.clone();
    let (email, mode) = crate::db::query(&state.pool, move |conn| {
        notices::by_unsubscribe_secret(conn, &lookup)
    })
    .await?
    .ok_or_else(unknown_link)?;
    let email = email.unwrap_or_default();
    if mode == MAIL_OFF {
        return link_page(page, "unsubscribe_title", "unsubscribe_done", &email, None);
    }
    let button = ("unsubscribe_submit", format!("/unsubscribe/{secret}"));
    link_page(
        page,
        "unsubscribe_title",
        "unsubscribe_text",
        &email,
        Some(button),
    )
}

/// `POST /unsubscribe/{secret}`: turns all mail off. Also what mail programs send for a
/// one-click unsubscribe (RFC 8058), whatever the body.
pub async fn unsubscribe(
    state: web::Data<AppState>,
    secret: web::Path<String>,
    page: PageCtx,
) -> Result<HttpResponse, AppError> {
    let secret = link_secret(secret)?;
    let (email, _) = crate::db::query(&state.pool, move |conn| {
        let found = notices::by_unsubscribe_secret(conn, &secret)?;
        notices::unsubscribe(conn, &secret)?;
        Ok(found)
    })
    .await?
    .ok_or_else(unknown_link)?;
    let email = email.unwrap_or_default();
    link_page(page, "unsubscribe_title", "unsubscribe_done", &email, None)
}
