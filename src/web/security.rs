//! The headers every response carries, so that a browser keeps Fabula's pages to themselves:
//! no framing (the one-button forms, start and resign, cannot be clicked through another
//! site's frame), no script or style but our own files, no guessing of content types, no
//! full URLs (with invite codes) sent to other sites, and HTTPS only once the site is served
//! over it. A handler that sets one of them itself (the settings pages' stricter
//! `Referrer-Policy`) keeps its own.

use actix_web::middleware::DefaultHeaders;

/// No inline script or style anywhere: every script and style sheet is a file under
/// `/static/`, and every picture comes from this site.
pub const CONTENT_SECURITY_POLICY: &str = "default-src 'none'; script-src 'self'; \
     style-src 'self'; img-src 'self'; connect-src 'self'; font-src 'self'; \
     manifest-src 'self'; worker-src 'self'; form-action 'self'; frame-ancestors 'none'; \
     base-uri 'none'";

/// The headers, with HSTS when the public address is https.
pub fn headers(https: bool) -> DefaultHeaders {
    let headers = DefaultHeaders::new()
        .add(("Content-Security-Policy", CONTENT_SECURITY_POLICY))
        .add(("X-Frame-Options", "DENY"))
        .add(("X-Content-Type-Options", "nosniff"))
        .add(("Referrer-Policy", "same-origin"))
        .add(("Cross-Origin-Opener-Policy", "same-origin"));
    if https {
        headers.add(("Strict-Transport-Security", "max-age=31536000"))
    } else {
        headers
    }
}
