//! Account settings (`/settings`): the name other players see, the time zone, the mail
//! address and when to write to it, reminders before a deadline, time away, the private
//! feed's address, and the webhooks. Also the two pages that mailed links open without signing in:
//! `/confirm/{secret}` and `/unsubscribe/{secret}`, each a button that POSTs to the same
//! address; the secret in the address authorises that POST, as no session may be there.

use actix_web::http::StatusCode;
use actix_web::{web, HttpResponse};
use askama::Template;
use chrono::{DateTime, NaiveDate, Utc};
use serde::Deserialize;

use crate::accounts::{self, AccountError};
use crate::ids::AccountId;
use crate::notify::mail::{looks_like_secret, valid_address};
use crate::notify::notices;
use crate::notify::webhooks::WebhookError;
use crate::play;
use crate::state::AppState;
use crate::store::accounts::Account;
use crate::store::away::{Presence, REMINDER_SETTINGS};
use crate::store::notices::{MAIL_DAILY, MAIL_MOVE, MAIL_OFF};
use crate::web::auth::{CsrfForm, CurrentUser};
use crate::web::error::AppError;
use crate::web::pages::{self, see_other, webhooks, PageCtx};

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
    /// When reminders come, and until when the player is away (none: not away).
    presence: Presence,
    /// The "Webhooks" section.
    webhooks: webhooks::Section,
    done: Option<&'static str>,
    error: Option<String>,
    /// Notifications on this device, and the devices that have them.
    push: pages::push::PushSection,
    /// "Your pictures take 12.5 MB of 200 MB."
    pictures_usage: String,
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
    /// The webhook form as it was sent (refused).
    webhook_url: Option<String>,
    /// The secret of the webhook just made.
    webhook_secret: Option<String>,
    /// Why the webhook form was refused (said beside the form).
    webhook_error: Option<AppError>,
}

impl SettingsPage {
    fn zone_names(&self) -> impl Iterator<Item = &'static str> {
        crate::i18n::time::zone_names()
    }

    fn modes(&self) -> [(&'static str, &'static str, &'static str); 3] {
        MODES
    }

    /// The reminder settings the form offers: value and label.
    fn reminder_choices(&self) -> [(&'static str, String); 5] {
        REMINDER_SETTINGS.map(|value| (value, format!("reminders_{value}")))
    }

    /// The first day the away form takes (tomorrow), in the reader's zone (YYYY-MM-DD).
    fn away_first_day(&self) -> String {
        (local_today(&self.page, self.page.now) + chrono::Days::new(1)).to_string()
    }

    /// The last day the away form takes, [`play::MAX_AWAY_DAYS`] days from today.
    fn away_last_day(&self) -> String {
        let days = play::MAX_AWAY_DAYS as u64;
        (local_today(&self.page, self.page.now) + chrono::Days::new(days)).to_string()
    }

    /// The calendar of deadlines beside the feed: the same secret, `.ics` for `.atom`.
    fn calendar_url(&self) -> Option<String> {
        let feed = self.feed_url.as_deref()?;
        Some(format!("{}.ics", feed.strip_suffix(".atom")?))
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
        Some("reminders") => Some("settings_reminders_saved"),
        Some("away") => Some("settings_away_saved"),
        Some("back") => Some("settings_back_saved"),
        Some("webhook_deleted") => Some("settings_webhook_deleted"),
        Some("webhook_enabled") => Some("settings_webhook_enabled"),
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
    let settings = notices::mail_settings(state, account_id)
        .await?
        .ok_or_else(AppError::unauthorized)?;
    let presence = accounts::presence(state, account_id).await?;
    let (email, mode) = shown.mail.unwrap_or_else(|| {
        (
            settings.email.clone().unwrap_or_default(),
            settings.mail_mode.clone(),
        )
    });
    let status = (shown.error.as_ref())
        .or(shown.webhook_error.as_ref())
        .map_or(StatusCode::OK, |e| e.status);
    let form = webhooks::Form {
        url: shown.webhook_url.unwrap_or_default(),
        secret: shown.webhook_secret,
        error: shown.webhook_error.map(|e| e.message(page.lang)),
    };
    let webhooks = webhooks::section(state, account_id, page.lang, form).await?;
    let error = shown.error.map(|e| e.message(page.lang));
    let push = pages::push::PushSection::load(state, account_id, &page).await?;
    let pictures_usage = match crate::quotas::picture_usage(state, account_id).await? {
        (used, Some(max)) => page.lang.fill(
            "settings_pictures_usage",
            &[
                ("used", &crate::quotas::megabytes(used)),
                ("max", &crate::quotas::megabytes(max)),
            ],
        ),
        (used, None) => page.lang.fill(
            "settings_pictures_usage_lifted",
            &[("used", &crate::quotas::megabytes(used))],
        ),
    };
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
            presence,
            webhooks,
            done: shown.done,
            error,
            push,
            pictures_usage,
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
    let email = Some(email).filter(|e| !e.is_empty());
    notices::save_mail(&state, user.id, email, mode, page.lang.code()).await?;
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
    notices::confirm_again(&state, user.id).await?;
    Ok(see_other("/settings?done=resent"))
}

/// `POST /settings/feed`: a new secret address for the feed; the old one stops at once.
pub async fn new_feed(
    state: web::Data<AppState>,
    CurrentUser(user): CurrentUser,
    page: PageCtx,
    CsrfForm(_): CsrfForm<EmptyForm>,
) -> Result<HttpResponse, AppError> {
    let secret = notices::new_feed_secret(&state, user.id).await?;
    // Shown this once: the page is never stored (`no-store`), and only the hash is kept.
    let url = format!("{}/feeds/{secret}.atom", state.config.base_url());
    let shown = Shown {
        done: Some("settings_feed_renewed"),
        feed_url: Some(url),
        ..Shown::default()
    };
    render(&state, user.id, page, shown).await
}

#[derive(Deserialize)]
pub struct WebhookForm {
    #[serde(default)]
    url: String,
}

/// `POST /settings/webhooks`: a new webhook, its secret shown on the page this answers (and
/// never again); a refused address shows the form again with it and why.
pub async fn add_webhook(
    state: web::Data<AppState>,
    CurrentUser(user): CurrentUser,
    page: PageCtx,
    CsrfForm(form): CsrfForm<WebhookForm>,
) -> Result<HttpResponse, AppError> {
    let shown = match crate::notify::webhooks::register(&state, user.id, &form.url).await {
        Ok(made) => Shown {
            webhook_secret: Some(made.secret),
            ..Shown::default()
        },
        Err(err @ (WebhookError::Invalid(_) | WebhookError::Quota(_))) => Shown {
            webhook_url: Some(form.url.chars().take(600).collect()),
            webhook_error: Some(err.into()),
            ..Shown::default()
        },
        Err(err) => return Err(err.into()),
    };
    render(&state, user.id, page, shown).await
}

/// `POST /settings/webhooks/{id}/delete`
pub async fn delete_webhook(
    state: web::Data<AppState>,
    CurrentUser(user): CurrentUser,
    id: web::Path<i64>,
    CsrfForm(_): CsrfForm<EmptyForm>,
) -> Result<HttpResponse, AppError> {
    crate::notify::webhooks::remove(&state, user.id, id.into_inner()).await?;
    Ok(see_other("/settings?done=webhook_deleted#webhooks"))
}

/// `POST /settings/webhooks/{id}/enable`: a disabled webhook is sent to again.
pub async fn enable_webhook(
    state: web::Data<AppState>,
    CurrentUser(user): CurrentUser,
    id: web::Path<i64>,
    CsrfForm(_): CsrfForm<EmptyForm>,
) -> Result<HttpResponse, AppError> {
    crate::notify::webhooks::enable(&state, user.id, id.into_inner()).await?;
    Ok(see_other("/settings?done=webhook_enabled#webhooks"))
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
    let text = page.fill(key, "email", email);
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
    let email = notices::to_confirm(&state, secret.clone())
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
    let email = notices::confirm(&state, secret)
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
    let (email, mode) = notices::to_unsubscribe(&state, secret.clone())
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
    let (email, _) = notices::unsubscribe(&state, secret)
        .await?
        .ok_or_else(unknown_link)?;
    let email = email.unwrap_or_default();
    link_page(page, "unsubscribe_title", "unsubscribe_done", &email, None)
}

#[derive(Deserialize)]
pub struct RemindersForm {
    #[serde(default)]
    reminders: String,
}

/// `POST /settings/reminders`: when a reminder comes before a move's deadline.
pub async fn save_reminders(
    state: web::Data<AppState>,
    CurrentUser(user): CurrentUser,
    page: PageCtx,
    CsrfForm(form): CsrfForm<RemindersForm>,
) -> Result<HttpResponse, AppError> {
    let setting = form.reminders.trim().to_string();
    if !REMINDER_SETTINGS.contains(&setting.as_str()) {
        let shown = Shown {
            error: Some(AppError::translated(
                StatusCode::UNPROCESSABLE_ENTITY,
                "err_reminders",
            )),
            ..Shown::default()
        };
        return render(&state, user.id, page, shown).await;
    }
    accounts::set_reminders(&state, user.id, setting).await?;
    Ok(see_other("/settings?done=reminders#away"))
}

#[derive(Deserialize)]
pub struct AwayForm {
    /// The day the player is back (YYYY-MM-DD), in their zone: away until its start.
    #[serde(default)]
    until: String,
}

/// `POST /settings/away`: "I'm away until [date]": away until the start of that day in the
/// reader's zone, at most 14 days from now.
pub async fn save_away(
    state: web::Data<AppState>,
    CurrentUser(user): CurrentUser,
    page: PageCtx,
    CsrfForm(form): CsrfForm<AwayForm>,
) -> Result<HttpResponse, AppError> {
    let until = NaiveDate::parse_from_str(form.until.trim(), "%Y-%m-%d")
        .ok()
        .and_then(|day| start_of_day(&page, day));
    let result = match until {
        Some(until) => play::set_away(&state, user.id, Some(until))
            .await
            .map_err(AppError::from),
        None => Err(AppError::translated(
            StatusCode::UNPROCESSABLE_ENTITY,
            "away_err_date",
        )),
    };
    match result {
        Ok(()) => Ok(see_other("/settings?done=away#away")),
        Err(error) => {
            let shown = Shown {
                error: Some(error),
                ..Shown::default()
            };
            render(&state, user.id, page, shown).await
        }
    }
}

/// `POST /settings/back`: "I'm back": away no more.
pub async fn end_away(
    state: web::Data<AppState>,
    CurrentUser(user): CurrentUser,
    CsrfForm(_): CsrfForm<EmptyForm>,
) -> Result<HttpResponse, AppError> {
    play::set_away(&state, user.id, None).await?;
    Ok(see_other("/settings?done=back#away"))
}

/// Today in the reader's zone (UTC without one).
pub fn local_today(page: &PageCtx, now: DateTime<Utc>) -> NaiveDate {
    now.with_timezone(&page.zone.unwrap_or(chrono_tz::Tz::UTC))
        .date_naive()
}

/// The start of `day` in the reader's zone (UTC without one).
pub fn start_of_day(page: &PageCtx, day: NaiveDate) -> Option<DateTime<Utc>> {
    let zone = page.zone.unwrap_or(chrono_tz::Tz::UTC);
    day.and_hms_opt(0, 0, 0)?
        .and_local_timezone(zone)
        .earliest()
        .map(|at| at.with_timezone(&Utc))
}
