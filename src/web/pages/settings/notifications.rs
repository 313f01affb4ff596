//! `/settings/notifications`: how Fabula says a table awaits a move: mail (the address and when
//! to write), reminders before a deadline, the private feed and calendar, and notifications on
//! this device and the others that have them.

use actix_web::http::StatusCode;
use actix_web::{web, HttpResponse};
use askama::Template;
use serde::Deserialize;

use crate::accounts;
use crate::ids::AccountId;
use crate::notify::mail::valid_address;
use crate::notify::notices;
use crate::state::AppState;
use crate::store::away::REMINDER_SETTINGS;
use crate::store::notices::{MAIL_DAILY, MAIL_MOVE, MAIL_OFF};
use crate::web::auth::{CsrfForm, CurrentUser};
use crate::web::error::AppError;
use crate::web::pages::push::PushSection;
use crate::web::pages::settings::{html, Answer, DoneQuery, EmptyForm, Nav, Section, ShownPage};
use crate::web::pages::{see_other, PageCtx};

/// The kinds of mail, as the form offers them: value, label, hint.
const MODES: [(&str, &str, &str); 3] = [
    (MAIL_MOVE, "mail_mode_move", "mail_mode_move_hint"),
    (MAIL_DAILY, "mail_mode_daily", "mail_mode_daily_hint"),
    (MAIL_OFF, "mail_mode_off", "mail_mode_off_hint"),
];

#[derive(Template)]
#[template(path = "settings_notifications.html")]
struct NotificationsPage {
    page: PageCtx,
    nav: Nav,
    done: Option<&'static str>,
    error: Option<String>,
    /// What the address field shows.
    email: String,
    /// The stored address, and whether it is confirmed.
    saved_email: Option<String>,
    confirmed: bool,
    mode: String,
    /// Whether this server sends mail at all.
    mail_enabled: bool,
    /// When reminders come.
    reminders: String,
    /// The feed's address, shown only on the page that made it (only its hash is kept).
    feed_url: Option<String>,
    has_feed: bool,
    /// Notifications on this device, and the devices that have them.
    push: PushSection,
}

impl NotificationsPage {
    fn modes(&self) -> [(&'static str, &'static str, &'static str); 3] {
        MODES
    }

    /// The reminder settings the form offers: value and label.
    fn reminder_choices(&self) -> [(&'static str, String); 5] {
        REMINDER_SETTINGS.map(|value| (value, format!("reminders_{value}")))
    }

    /// The calendar of deadlines beside the feed: the same secret, `.ics` for `.atom`.
    fn calendar_url(&self) -> Option<String> {
        let feed = self.feed_url.as_deref()?;
        Some(format!("{}.ics", feed.strip_suffix(".atom")?))
    }
}

/// What the page shows besides the stored settings: what a refused form held, and what was
/// just done or refused.
#[derive(Default)]
pub struct Shown {
    /// The mail form as it was sent: address and mode.
    mail: Option<(String, String)>,
    done: Option<&'static str>,
    error: Option<AppError>,
    feed_url: Option<String>,
}

/// What this page says after its forms: their `done`, and the sentence.
const DONE: [(&str, &str); 4] = [
    ("saved", "settings_saved"),
    ("resent", "settings_confirm_resent"),
    ("reminders", "settings_reminders_saved"),
    ("push_removed", "settings_push_removed"),
];

impl ShownPage for Shown {
    fn said(&mut self, query: &DoneQuery) {
        self.done = query.said(&DONE);
    }

    async fn render(self, state: &AppState, account_id: AccountId, page: PageCtx) -> Answer {
        let settings = notices::mail_settings(state, account_id)
            .await?
            .ok_or_else(AppError::unauthorized)?;
        let shown = self;
        let presence = accounts::presence(state, account_id).await?;
        let (email, mode) = shown.mail.unwrap_or_else(|| {
            (
                settings.email.clone().unwrap_or_default(),
                settings.mail_mode.clone(),
            )
        });
        let status = shown.error.as_ref().map_or(StatusCode::OK, |e| e.status);
        let error = shown.error.map(|e| e.message(page.lang));
        let push = PushSection::load(state, account_id, &page).await?;
        html(
            status,
            NotificationsPage {
                page,
                nav: Nav::at(Section::Notifications),
                done: shown.done,
                error,
                email,
                saved_email: settings.email,
                confirmed: settings.email_confirmed,
                mode,
                mail_enabled: state.config.smtp_url().is_some(),
                reminders: presence.reminders,
                feed_url: shown.feed_url,
                has_feed: settings.feed_secret.is_some(),
                push,
            },
        )
    }
}

/// The page again with why a form was refused.
async fn refuse(
    state: &AppState,
    account_id: AccountId,
    page: PageCtx,
    key: &'static str,
    mail: Option<(String, String)>,
) -> Result<HttpResponse, AppError> {
    let shown = Shown {
        mail,
        error: Some(AppError::translated(StatusCode::UNPROCESSABLE_ENTITY, key)),
        ..Shown::default()
    };
    shown.render(state, account_id, page).await
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
        let typed = (form.email.chars().take(300).collect(), mode);
        return refuse(&state, user.id, page, key, Some(typed)).await;
    }
    let email = Some(email).filter(|e| !e.is_empty());
    notices::save_mail(&state, user.id, email, mode, page.lang.code()).await?;
    Ok(see_other("/settings/notifications?done=saved"))
}

/// `POST /settings/confirm-again`: the confirmation mail once more (the mailer sends at most
/// one every few minutes).
pub async fn confirm_again(
    state: web::Data<AppState>,
    CurrentUser(user): CurrentUser,
    CsrfForm(_): CsrfForm<EmptyForm>,
) -> Result<HttpResponse, AppError> {
    notices::confirm_again(&state, user.id).await?;
    Ok(see_other("/settings/notifications?done=resent"))
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
    shown.render(&state, user.id, page).await
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
        return refuse(&state, user.id, page, "err_reminders", None).await;
    }
    accounts::set_reminders(&state, user.id, setting).await?;
    Ok(see_other(
        "/settings/notifications?done=reminders#reminders",
    ))
}
