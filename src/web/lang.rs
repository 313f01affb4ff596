//! Which locale a reader gets: the `lang` cookie that the footer's switch sets, else the
//! browser's `Accept-Language` (with its regional fallbacks: `de-AT` reads German, `pt`
//! Brazilian Portuguese), else English. Programs (the API) get their `Accept-Language`.

use actix_web::cookie::{Cookie, SameSite};
use actix_web::HttpRequest;

use crate::i18n::Lang;

/// The cookie that remembers the reader's choice of language.
pub const LANG_COOKIE: &str = "lang";

/// The cookie that keeps `lang` as this browser's language for a year: set by the footer's
/// switch and at sign-in (the account's language).
pub fn lang_cookie(lang: Lang) -> Cookie<'static> {
    Cookie::build(LANG_COOKIE, lang.code())
        .path("/")
        .same_site(SameSite::Lax)
        .max_age(actix_web::cookie::time::Duration::days(365))
        .finish()
}

/// The reader's language: their remembered choice, else their browser's preference.
pub fn lang_of(req: &HttpRequest) -> Lang {
    if let Some(lang) = req
        .cookie(LANG_COOKIE)
        .and_then(|c| Lang::from_code(c.value()))
    {
        return lang;
    }
    accepted_lang(req)
}

/// The locale the request's `Accept-Language` asks for, else English: the API's problem
/// details speak it.
pub fn accepted_lang(req: &HttpRequest) -> Lang {
    req.headers()
        .get(actix_web::http::header::ACCEPT_LANGUAGE)
        .and_then(|v| v.to_str().ok())
        .and_then(Lang::from_accept_language)
        .unwrap_or(Lang::En)
}
