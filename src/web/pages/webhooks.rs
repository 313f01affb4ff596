//! The "Webhooks" section of the settings page: the account's webhooks as the page shows
//! them, each with its state in the reader's words. Its forms are handled with the rest of
//! the settings (`pages::settings`).

use chrono::{DateTime, Utc};

use crate::i18n::Lang;
use crate::ids::AccountId;
use crate::notify::webhooks::{self, Webhook, DISABLE_AFTER};
use crate::state::AppState;
use crate::web::error::AppError;

pub struct Section {
    pub lines: Vec<Line>,
    pub form: Form,
    /// The account has as many webhooks as it may: no form to add one.
    pub full: bool,
    /// "At most 5 webhooks per account."
    pub most: String,
}

/// What the section shows after one of its forms.
#[derive(Default)]
pub struct Form {
    /// What the address field shows: what a refused form held.
    pub url: String,
    /// The secret of the webhook just made: shown on this one page, never again.
    pub secret: Option<String>,
    /// Why the address was refused, in the reader's words.
    pub error: Option<String>,
}

pub struct Line {
    pub id: i64,
    pub url: String,
    pub since: DateTime<Utc>,
    pub disabled: bool,
    /// Why it is disabled, or that it is failing; in the reader's words.
    pub state: Option<String>,
    /// Why the last attempt failed, in the reader's words.
    pub error: Option<String>,
}

/// The section for `account_id`, after `form`.
pub async fn section(
    state: &AppState,
    account_id: AccountId,
    lang: Lang,
    form: Form,
) -> Result<Section, AppError> {
    let hooks = webhooks::list(state, account_id).await?;
    let most = state.config.quota_webhooks;
    let lifted = crate::quotas::lifted(state, account_id).await?;
    Ok(Section {
        full: !lifted && hooks.len() as i64 >= most,
        most: lang.fill("settings_webhooks_most", &[("count", &most.to_string())]),
        lines: hooks.into_iter().map(|w| line(lang, w)).collect(),
        form,
    })
}

fn line(lang: Lang, w: Webhook) -> Line {
    let failures = w.failures.to_string();
    let state = if w.disabled_at.is_some() {
        let count = w.failures.max(DISABLE_AFTER).to_string();
        Some(lang.fill("settings_webhook_disabled_why", &[("count", &count)]))
    } else if w.failures > 0 {
        Some(lang.fill("settings_webhook_failing", &[("count", &failures)]))
    } else {
        None
    };
    Line {
        id: w.id,
        url: w.url,
        since: w.created_at,
        disabled: w.disabled_at.is_some(),
        state,
        error: w.last_error.as_deref().map(|code| error_words(lang, code)),
    }
}

/// A stored `last_error` (`http_503`, `timeout`, …) in the reader's words.
fn error_words(lang: Lang, code: &str) -> String {
    if let Some(status) = code.strip_prefix("http_") {
        return lang.fill("webhook_error_http", &[("status", status)]);
    }
    let key = match code {
        "timeout" => "webhook_error_timeout",
        "refused_address" => "webhook_error_refused_address",
        "unknown_host" => "webhook_error_unknown_host",
        _ => "webhook_error_unreachable",
    };
    lang.t(key).to_string()
}
