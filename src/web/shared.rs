//! What the pages and the API answer alike: a device named from its browser, a data export,
//! the mark of an answer drawn from memory.

use actix_web::HttpResponse;

/// "Firefox on Android": enough to tell one's devices apart, from the browser's own words.
pub fn device(user_agent: &str) -> String {
    let browser = [
        ("Edg/", "Edge"),
        ("OPR/", "Opera"),
        ("Firefox/", "Firefox"),
        ("Chromium/", "Chromium"),
        ("Chrome/", "Chrome"),
        ("Safari/", "Safari"),
    ]
    .into_iter()
    .find(|(mark, _)| user_agent.contains(mark))
    .map(|(_, name)| name);
    let system = [
        ("Android", "Android"),
        ("iPhone", "iPhone"),
        ("iPad", "iPad"),
        ("Windows", "Windows"),
        ("Mac OS X", "macOS"),
        ("CrOS", "ChromeOS"),
        ("Linux", "Linux"),
    ]
    .into_iter()
    .find(|(mark, _)| user_agent.contains(mark))
    .map(|(_, name)| name);
    match (browser, system) {
        (Some(b), Some(s)) => format!("{b} · {s}"),
        (Some(b), None) => b.to_string(),
        (None, Some(s)) => s.to_string(),
        (None, None) if user_agent.is_empty() => "?".to_string(),
        (None, None) => user_agent.chars().take(60).collect(),
    }
}

/// The answer of an export: the zip, to be saved as a file.
pub fn export_answer(zip: Vec<u8>) -> HttpResponse {
    HttpResponse::Ok()
        .content_type("application/zip")
        .insert_header((
            actix_web::http::header::CONTENT_DISPOSITION,
            "attachment; filename=\"fabula-my-data.zip\"",
        ))
        .insert_header((actix_web::http::header::CACHE_CONTROL, "no-store"))
        .body(zip)
}

/// The header of an answer that may be behind the database: while the process does not
/// follow the database's notifications (PostgreSQL restarting, or its primary changing), or
/// cannot ask it, what it holds in memory is still served, marked so.
pub const POSSIBLY_BEHIND: &str = "x-possibly-behind";

/// Marks an answer drawn from memory as possibly behind (`POSSIBLY_BEHIND: true`).
pub fn mark_possibly_behind(res: &mut HttpResponse) {
    res.headers_mut().insert(
        actix_web::http::header::HeaderName::from_static(POSSIBLY_BEHIND),
        actix_web::http::header::HeaderValue::from_static("true"),
    );
}
