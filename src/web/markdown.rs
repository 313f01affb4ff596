//! Markdown of our own documents (the OpenAPI document's summaries and descriptions) as HTML
//! for a page. CommonMark through pulldown-cmark, kept safe for a page: HTML written in the
//! source comes out as text, links go only to web addresses, and pictures are left as their
//! words.

use pulldown_cmark::{html, CowStr, Event, Options, Parser, Tag, TagEnd};

/// `text` as HTML blocks (paragraphs, lists, code).
pub fn to_html(text: &str) -> String {
    render(text, false)
}

/// `text` as HTML to go inside a line: what `to_html` gives, without the paragraphs.
pub fn to_inline_html(text: &str) -> String {
    render(text, true)
}

fn render(text: &str, inline: bool) -> String {
    let mut in_dropped_link = false;
    let events = Parser::new_ext(text, Options::empty()).filter_map(|event| match event {
        // Raw HTML is shown as what it is, never passed through.
        Event::Html(raw) | Event::InlineHtml(raw) => Some(Event::Text(raw)),
        Event::Start(Tag::HtmlBlock) => (!inline).then_some(Event::Start(Tag::Paragraph)),
        Event::End(TagEnd::HtmlBlock) => (!inline).then_some(Event::End(TagEnd::Paragraph)),
        Event::Start(Tag::Paragraph) if inline => None,
        Event::End(TagEnd::Paragraph) if inline => Some(Event::SoftBreak),
        // A link elsewhere than the web (`javascript:`, `data:`) keeps its words only.
        Event::Start(Tag::Link { ref dest_url, .. }) if !web_address(dest_url) => {
            in_dropped_link = true;
            None
        }
        Event::End(TagEnd::Link) if in_dropped_link => {
            in_dropped_link = false;
            None
        }
        // A picture is its alternative text: a document's words fetch nothing.
        Event::Start(Tag::Image { .. }) | Event::End(TagEnd::Image) => None,
        other => Some(other),
    });
    let mut out = String::with_capacity(text.len() + text.len() / 2);
    html::push_html(&mut out, events);
    out.trim_end().to_string()
}

/// A link's address that stays on the web: http(s), or a path or fragment of this site.
fn web_address(url: &CowStr) -> bool {
    let lower = url.to_ascii_lowercase();
    lower.starts_with("https://")
        || lower.starts_with("http://")
        || lower.starts_with('/')
        || lower.starts_with('#')
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn backticks_become_code_and_leave_no_backtick() {
        let html = to_html("Send it as `Authorization: Bearer <token>`.\n\nThen `GET /api/v1/me`.");
        assert_eq!(
            html,
            "<p>Send it as <code>Authorization: Bearer &lt;token&gt;</code>.</p>\n\
             <p>Then <code>GET /api/v1/me</code>.</p>"
        );
        assert_eq!(
            to_inline_html("A list of `[deck]`"),
            "A list of <code>[deck]</code>"
        );
    }

    #[test]
    fn html_in_the_source_is_escaped_not_passed_through() {
        for source in [
            "<script>alert(1)</script>",
            "Before <script>alert(1)</script> after",
            "<img src=x onerror=alert(1)>",
        ] {
            for html in [to_html(source), to_inline_html(source)] {
                assert!(!html.contains("<script"), "{source} → {html}");
                assert!(!html.contains("<img"), "{source} → {html}");
                assert!(html.contains("&lt;"), "{source} → {html}");
            }
        }
        assert_eq!(
            to_html("<script>alert(1)</script>"),
            "<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>"
        );
    }

    #[test]
    fn links_go_only_to_web_addresses_and_pictures_fetch_nothing() {
        assert_eq!(
            to_inline_html("[the rules](/rules) and [spec](https://spec.openapis.org/)"),
            "<a href=\"/rules\">the rules</a> and <a href=\"https://spec.openapis.org/\">spec</a>"
        );
        assert_eq!(to_inline_html("[click](javascript:alert(1))"), "click");
        assert_eq!(
            to_inline_html("![a moon](https://x.example/m.png)"),
            "a moon"
        );
    }
}
