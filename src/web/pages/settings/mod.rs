//! Account settings, on a few short pages under `/settings/…` with links between them
//! ([`Section`]): the profile (the name other players see, the time zone), notifications
//! (mail, reminders, the private feed and calendar, this device's notifications), time away,
//! privacy and data (the export, pictures, blocks, deleting the account), security (the
//! password, where the account is signed in), and the API's tokens and webhooks. Each page has
//! its own forms, and each form comes back to its page. `/settings` itself, once one long page,
//! leads to the page where what it was asked about now is.
//!
//! Also the two pages that mailed links open without signing in (`links`).

pub mod away;
pub mod developers;
pub mod links;
pub mod notifications;
pub mod privacy;
pub mod profile;
pub mod security;

use actix_web::http::StatusCode;
use actix_web::{web, HttpResponse};
use askama::Template;
use chrono::{DateTime, NaiveDate, Utc};
use serde::Deserialize;

use crate::ids::AccountId;
use crate::state::AppState;
use crate::web::auth::CurrentUser;
use crate::web::error::AppError;
use crate::web::pages::{self, see_other, PageCtx};

/// A page of the settings.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Section {
    Profile,
    Notifications,
    Away,
    Privacy,
    Security,
    Developers,
    /// The blocked players, a page of its own reached from privacy and data.
    Blocks,
}

impl Section {
    /// The pages the links between them name, in their order.
    const LISTED: [Section; 6] = [
        Section::Profile,
        Section::Notifications,
        Section::Away,
        Section::Privacy,
        Section::Security,
        Section::Developers,
    ];

    pub fn href(self) -> &'static str {
        match self {
            Section::Profile => "/settings/profile",
            Section::Notifications => "/settings/notifications",
            Section::Away => "/settings/away",
            Section::Privacy => "/settings/privacy",
            Section::Security => "/settings/security",
            Section::Developers => "/settings/developers",
            Section::Blocks => "/settings/blocks",
        }
    }

    /// The page's name, as its link and its heading say it.
    fn label(self) -> &'static str {
        match self {
            Section::Profile => "settings_page_profile",
            Section::Notifications => "settings_page_notifications",
            Section::Away => "settings_away_subtitle",
            Section::Privacy => "settings_page_privacy",
            Section::Security => "settings_page_security",
            Section::Developers => "settings_page_developers",
            Section::Blocks => "blocks_title",
        }
    }

    /// The listed page this one is part of.
    fn listed_as(self) -> Section {
        match self {
            Section::Blocks => Section::Privacy,
            listed => listed,
        }
    }
}

/// The links between the settings' pages, at the top of each, and the heading of the one shown.
pub struct Nav {
    pub current: Section,
}

/// One link of [`Nav`].
pub struct NavLink {
    pub href: &'static str,
    pub label: &'static str,
    /// `aria-current`: "page" on the page itself, "true" on the page a sub-page is part of.
    pub current: Option<&'static str>,
}

impl Nav {
    pub fn at(current: Section) -> Nav {
        Nav { current }
    }

    pub fn links(&self) -> Vec<NavLink> {
        Section::LISTED
            .into_iter()
            .map(|section| NavLink {
                href: section.href(),
                label: section.label(),
                current: if section == self.current {
                    Some("page")
                } else if section == self.current.listed_as() {
                    Some("true")
                } else {
                    None
                },
            })
            .collect()
    }

    /// The key of the page's heading.
    pub fn title(&self) -> &'static str {
        self.current.label()
    }
}

/// A settings page: it may show secrets (the feed's address, a token, a webhook's), so it is
/// never stored and its address never sent elsewhere.
pub fn html(status: StatusCode, page: impl Template) -> Result<HttpResponse, AppError> {
    Ok(pages::private_page(pages::html(status, page)?))
}

#[derive(Deserialize)]
pub struct DoneQuery {
    pub done: Option<String>,
}

impl DoneQuery {
    /// The sentence of what was just done, among `known` (the `done` value and its key).
    pub fn said(&self, known: &[(&str, &'static str)]) -> Option<&'static str> {
        let done = self.done.as_deref()?;
        known
            .iter()
            .find(|(value, _)| *value == done)
            .map(|(_, key)| *key)
    }
}

#[derive(Deserialize)]
pub struct EmptyForm {}

/// A settings page's answer.
pub type Answer = Result<HttpResponse, AppError>;

/// What a settings page shows besides what is stored (a refused form, what was just done),
/// for the pages whose `GET` says only what their last form did: [`show_page`].
pub(crate) trait ShownPage: Default {
    /// Says at the top of the page what `query` says was just done, among what its forms do.
    fn said(&mut self, query: &DoneQuery);

    /// The page as stored, with what this shows.
    async fn render(self, state: &AppState, account_id: AccountId, page: PageCtx) -> Answer;
}

/// `GET` of a settings page: as stored, with what its last form did.
pub(crate) async fn show_page<S: ShownPage>(
    state: web::Data<AppState>,
    CurrentUser(user): CurrentUser,
    page: PageCtx,
    query: web::Query<DoneQuery>,
) -> Answer {
    let mut shown = S::default();
    shown.said(&query);
    shown.render(&state, user.id, page).await
}

/// Where each `done` of the single settings page of old is said now.
const MOVED: [(&str, Section); 10] = [
    ("saved", Section::Notifications),
    ("resent", Section::Notifications),
    ("reminders", Section::Notifications),
    ("push_removed", Section::Notifications),
    ("name", Section::Profile),
    ("zone", Section::Profile),
    ("away", Section::Away),
    ("back", Section::Away),
    ("webhook_deleted", Section::Developers),
    ("webhook_enabled", Section::Developers),
];

/// `GET /settings`: the first page, or the page that says what `done` says (an address of
/// the single settings page of old).
pub async fn show(
    CurrentUser(_): CurrentUser,
    query: web::Query<DoneQuery>,
) -> Result<HttpResponse, AppError> {
    let done = query.done.as_deref();
    let moved = MOVED.iter().find(|(value, _)| Some(*value) == done);
    Ok(match moved {
        Some((value, section)) => see_other(&format!("{}?done={value}", section.href())),
        None => see_other(Section::Profile.href()),
    })
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

#[cfg(test)]
mod tests {
    use super::{Nav, Section};

    #[test]
    fn the_links_mark_the_page_and_the_page_a_sub_page_is_part_of() {
        let current = |nav: Nav| -> Vec<(&str, &str)> {
            nav.links()
                .into_iter()
                .filter_map(|l| Some((l.href, l.current?)))
                .collect()
        };
        assert_eq!(
            current(Nav::at(Section::Away)),
            [("/settings/away", "page")]
        );
        assert_eq!(
            current(Nav::at(Section::Blocks)),
            [("/settings/privacy", "true")]
        );
        assert_eq!(Nav::at(Section::Profile).links().len(), 6);
    }
}
