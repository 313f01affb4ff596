//! Every URL of Fabula, in one list.

use actix_web::middleware::from_fn;
use actix_web::web;

use crate::web::error::AppError;
use crate::web::{api, assets, calendar, cards, feeds, healthz, limits, metrics, pages, readyz};

pub fn configure(cfg: &mut web::ServiceConfig) {
    // The JSON API for programs (API.md), first: its requests, the most frequent, then meet
    // one prefix rather than every page's pattern before their own. A pattern with a part
    // that varies (`{id}`) costs a regular expression each time a request is tried against
    // it, a plain one a comparison: so a table's addresses, the most asked, come first, under
    // one pattern, followed by plain names.
    cfg.service(
        web::scope("/api/v1")
            .route("/tables", web::post().to(api::tables::create))
            .route("/tables", web::get().to(api::tables::list))
            .service(
                web::scope("/tables/{id}")
                    .service(
                        web::resource("")
                            .route(web::get().to(api::tables::show))
                            .wrap(from_fn(limits::slim_long_polls)),
                    )
                    .route("/join", web::post().to(api::tables::join))
                    .route("/leave", web::post().to(api::tables::leave))
                    .route("/teams", web::post().to(api::tables::teams))
                    .route("/start", web::post().to(api::tables::start))
                    .route("/resign", web::post().to(api::tables::resign))
                    .route("/clue", web::post().to(api::tables::clue))
                    .route("/submit", web::post().to(api::tables::submit))
                    .route("/vote", web::post().to(api::tables::vote))
                    .route("/rounds", web::get().to(api::tables::rounds))
                    .route("/chat", web::get().to(api::around::chat))
                    .route("/chat", web::post().to(api::around::say))
                    .route("/rematch", web::post().to(api::around::rematch))
                    .route("/extend", web::post().to(api::around::extend))
                    .route(
                        "/seats/{seat}/offer",
                        web::post().to(api::substitutes::offer),
                    )
                    .route("/seats/{seat}/take", web::post().to(api::substitutes::take))
                    .route("/seats/{seat}/bot", web::post().to(api::bots::take))
                    .route("/bots", web::post().to(api::bots::add))
                    .route("/bots/{seat}", web::delete().to(api::bots::remove))
                    .route("/bot_pace", web::put().to(api::bots::pace))
                    .route(
                        "/substitutions",
                        web::get().to(api::substitutes::substitutions),
                    )
                    .route("/watch", web::post().to(api::substitutes::watch)),
            )
            .route("/accounts", web::post().to(api::accounts::create))
            .route("/tokens", web::post().to(api::accounts::create_token))
            .route(
                "/tokens/{id}",
                web::delete().to(api::accounts::delete_token),
            )
            .route("/openapi.json", web::get().to(api::openapi::openapi_json))
            .route("/me", web::get().to(api::accounts::me))
            .route("/me", web::patch().to(api::accounts::change_me))
            .route("/me", web::delete().to(api::accounts::delete_me))
            .route("/me/export", web::get().to(api::accounts::export_me))
            .route("/me/away", web::put().to(api::accounts::set_away))
            .route("/me/away", web::delete().to(api::accounts::end_away))
            .route("/admin/invites", web::get().to(api::admin::invites))
            .route("/admin/invites", web::post().to(api::admin::create_invite))
            .route(
                "/admin/invites/{code}",
                web::delete().to(api::admin::delete_invite),
            )
            .route("/admin/reports", web::get().to(api::moderation::reports))
            .route(
                "/admin/reports/{id}/close",
                web::post().to(api::moderation::close),
            )
            .route(
                "/admin/messages/{id}/hide",
                web::post().to(api::moderation::hide_message),
            )
            .route(
                "/admin/messages/{id}/restore",
                web::post().to(api::moderation::restore_message),
            )
            .route(
                "/admin/cards/{id}/hide",
                web::post().to(api::moderation::hide_card),
            )
            .route(
                "/admin/cards/{id}/restore",
                web::post().to(api::moderation::restore_card),
            )
            .route(
                "/admin/tables/{id}/remove-name",
                web::post().to(api::moderation::remove_table_name),
            )
            .route(
                "/admin/decks/{id}/make-private",
                web::post().to(api::moderation::make_private),
            )
            .route(
                "/admin/suspensions",
                web::get().to(api::moderation::suspensions),
            )
            .route(
                "/admin/suspensions/{username}",
                web::put().to(api::moderation::suspend),
            )
            .route(
                "/admin/suspensions/{username}/lift",
                web::post().to(api::moderation::lift),
            )
            .route("/admin/actions", web::get().to(api::moderation::actions))
            .route(
                "/admin/quotas",
                web::get().to(api::moderation::quotas_lifted),
            )
            .route(
                "/admin/quotas/{username}",
                web::put().to(api::moderation::set_quotas),
            )
            .route("/me/webhooks", web::get().to(api::webhooks::list))
            .route("/me/webhooks", web::post().to(api::webhooks::create))
            .route("/me/webhooks/{id}", web::delete().to(api::webhooks::delete))
            .route(
                "/me/webhooks/{id}/enable",
                web::post().to(api::webhooks::enable),
            )
            .route("/me/blocks", web::get().to(api::safety::list))
            .route("/me/blocks", web::post().to(api::safety::create))
            .route(
                "/me/blocks/{username}",
                web::delete().to(api::safety::delete),
            )
            .route("/reports", web::post().to(api::safety::report))
            .route("/push/key", web::get().to(api::push::key))
            .route("/me/push-subscriptions", web::get().to(api::push::list))
            .route("/me/push-subscriptions", web::post().to(api::push::add))
            .route(
                "/me/push-subscriptions/{id}",
                web::delete().to(api::push::remove),
            )
            .route("/decks", web::post().to(api::decks::create))
            .route("/decks", web::get().to(api::decks::list))
            .route("/decks/{id}", web::get().to(api::decks::show))
            .route("/decks/{id}", web::delete().to(api::decks::delete))
            .route("/decks/{id}/cards", web::post().to(api::decks::upload))
            .route(
                "/decks/{id}/cards/{card_id}",
                web::delete().to(api::decks::delete_card),
            ),
    );
    // Pages for people, files and feeds.
    cfg.route("/healthz", web::get().to(healthz))
        .route("/readyz", web::get().to(readyz))
        .route("/metrics", web::get().to(metrics::with_token))
        .route("/static/{path:.*}", web::get().to(assets::serve))
        .route("/static/{path:.*}", web::head().to(assets::serve))
        .route("/favicon.ico", web::get().to(assets::favicon))
        .route("/sw.js", web::get().to(pages::push::service_worker))
        // Pages for people.
        .route("/", web::get().to(pages::home::show))
        // A table's pages, under one pattern: a request for one meets the table's pattern
        // once, then plain names.
        .service(
            web::scope("/tables/{id}")
                .route("", web::get().to(pages::tables::show))
                .route("/history", web::get().to(pages::history::show))
                .route("/storybook", web::get().to(pages::storybook::download))
                .route("/join", web::post().to(pages::tables::join))
                .route("/leave", web::post().to(pages::tables::leave))
                .route("/teams", web::post().to(pages::tables::teams))
                .route("/bots", web::post().to(pages::bots::seat))
                .route("/bots/take", web::post().to(pages::bots::take))
                .route("/bots/pace", web::post().to(pages::bots::pace))
                .route("/start", web::post().to(pages::tables::start))
                .route("/resign", web::post().to(pages::tables::resign))
                .route("/clue", web::post().to(pages::tables::clue))
                .route("/submit", web::post().to(pages::tables::submit))
                .route("/vote", web::post().to(pages::tables::vote))
                .route("/seen", web::post().to(pages::tables::seen))
                .route("/chat", web::get().to(pages::around::chat_page))
                .route("/chat", web::post().to(pages::around::say))
                .route("/rematch", web::post().to(pages::around::rematch))
                .route("/extend", web::post().to(pages::around::extend))
                .route(
                    "/seats/{seat}/offer",
                    web::post().to(pages::substitutes::offer),
                )
                .route(
                    "/take/{seat}/{code}",
                    web::get().to(pages::substitutes::invitation),
                )
                .route(
                    "/take/{seat}/{code}",
                    web::post().to(pages::substitutes::take),
                ),
        )
        .route("/register", web::get().to(pages::accounts::register_form))
        .route("/register", web::post().to(pages::accounts::register))
        .route("/sign-in", web::get().to(pages::accounts::sign_in_form))
        .route("/sign-in", web::post().to(pages::accounts::sign_in))
        .route("/sign-out", web::post().to(pages::accounts::sign_out))
        .route(
            "/forgot-password",
            web::get().to(pages::accounts::forgot_form),
        )
        .route("/forgot-password", web::post().to(pages::accounts::forgot))
        .route(
            "/reset/{secret}",
            web::get().to(pages::accounts::reset_form),
        )
        .route("/reset/{secret}", web::post().to(pages::accounts::reset))
        .route("/lang/{code}", web::get().to(pages::choose_language))
        .route("/cards", web::get().to(pages::decks::builtin_gallery))
        .route("/cards/{id}", web::get().to(cards::picture))
        .route("/cards/{id}", web::head().to(cards::picture))
        .route("/decks", web::get().to(pages::decks::list))
        .route("/decks", web::post().to(pages::decks::create))
        .route("/decks/{id}", web::get().to(pages::decks::show))
        .route("/decks/{id}/cards", web::post().to(pages::decks::upload))
        .route("/decks/{id}/delete", web::post().to(pages::decks::delete))
        .route(
            "/decks/{id}/cards/{card_id}/delete",
            web::post().to(pages::decks::delete_card),
        )
        .route(
            "/decks/{id}/cards/{card_id}/describe",
            web::post().to(pages::decks::describe_card),
        )
        .route("/rules", web::get().to(pages::rules::index))
        .route("/rules/{ruleset}", web::get().to(pages::rules::show))
        .route("/tables", web::post().to(pages::home::create))
        .route("/join", web::post().to(pages::home::join_by_code))
        .route("/t/{code}", web::get().to(pages::tables::invite))
        .route("/t/{code}", web::post().to(pages::tables::invite_join))
        .route("/t/{code}/watch", web::post().to(pages::substitutes::watch))
        .route("/settings", web::get().to(pages::settings::show))
        .route(
            "/settings/profile",
            web::get().to(pages::settings::profile::show),
        )
        .route(
            "/settings/notifications",
            web::get().to(pages::settings::show_page::<pages::settings::notifications::Shown>),
        )
        .route("/settings/away", web::get().to(pages::settings::away::show))
        .route(
            "/settings/privacy",
            web::get().to(pages::settings::privacy::show),
        )
        .route(
            "/settings/developers",
            web::get().to(pages::settings::show_page::<pages::settings::developers::Shown>),
        )
        .route("/settings/blocks", web::get().to(pages::safety::show))
        .route("/settings/blocks", web::post().to(pages::safety::block))
        .route(
            "/settings/blocks/confirm",
            web::get().to(pages::safety::confirm),
        )
        .route(
            "/settings/blocks/{username}/remove",
            web::post().to(pages::safety::unblock),
        )
        .route("/report", web::get().to(pages::safety::form))
        .route("/report", web::post().to(pages::safety::report))
        .route(
            "/settings/name",
            web::post().to(pages::settings::profile::save_name),
        )
        .route(
            "/settings/time-zone",
            web::post().to(pages::settings::profile::save_time_zone),
        )
        .route(
            "/settings/time-zone/guess",
            web::post().to(pages::settings::profile::guess_time_zone),
        )
        .route(
            "/settings/mail",
            web::post().to(pages::settings::notifications::save_mail),
        )
        .route(
            "/settings/confirm-again",
            web::post().to(pages::settings::notifications::confirm_again),
        )
        .route(
            "/settings/feed",
            web::post().to(pages::settings::notifications::new_feed),
        )
        .route(
            "/settings/reminders",
            web::post().to(pages::settings::notifications::save_reminders),
        )
        .route(
            "/settings/away",
            web::post().to(pages::settings::away::save_away),
        )
        .route(
            "/settings/back",
            web::post().to(pages::settings::away::end_away),
        )
        .route(
            "/settings/webhooks",
            web::post().to(pages::settings::developers::add_webhook),
        )
        .route(
            "/settings/webhooks/{id}/delete",
            web::post().to(pages::settings::developers::delete_webhook),
        )
        .route(
            "/settings/webhooks/{id}/enable",
            web::post().to(pages::settings::developers::enable_webhook),
        )
        .route(
            "/settings/push/{id}/remove",
            web::post().to(pages::push::remove_device),
        )
        .route(
            "/settings/security",
            web::get().to(pages::settings::security::show),
        )
        .route(
            "/settings/export",
            web::get().to(pages::settings::privacy::export),
        )
        .route(
            "/settings/delete-account",
            web::post().to(pages::settings::privacy::delete_account),
        )
        .route("/admin", web::get().to(pages::admin::show))
        .route("/admin/reports", web::get().to(pages::moderation::reports))
        .route(
            "/admin/reports/{id}",
            web::post().to(pages::moderation::act),
        )
        .route(
            "/admin/accounts",
            web::get().to(pages::moderation::accounts),
        )
        .route(
            "/admin/accounts/suspend",
            web::post().to(pages::moderation::suspend),
        )
        .route(
            "/admin/accounts/{username}/lift",
            web::post().to(pages::moderation::lift),
        )
        .route(
            "/admin/accounts/quotas",
            web::post().to(pages::moderation::quotas),
        )
        .route("/admin/log", web::get().to(pages::moderation::log))
        .route(
            "/admin/invites",
            web::post().to(pages::admin::create_invite),
        )
        .route(
            "/admin/invites/{code}/delete",
            web::post().to(pages::admin::delete_invite),
        )
        .route(
            "/settings/password",
            web::post().to(pages::settings::security::change_password),
        )
        .route(
            "/settings/sessions/end-all",
            web::post().to(pages::settings::security::end_all),
        )
        .route(
            "/settings/sessions/{id}/end",
            web::post().to(pages::settings::security::end_session),
        )
        .route(
            "/settings/tokens",
            web::post().to(pages::settings::developers::new_token),
        )
        .route(
            "/settings/tokens/{id}/revoke",
            web::post().to(pages::settings::developers::revoke_token),
        )
        .route(
            "/confirm/{secret}",
            web::get().to(pages::settings::links::confirm_form),
        )
        .route(
            "/confirm/{secret}",
            web::post().to(pages::settings::links::confirm),
        )
        .route(
            "/unsubscribe/{secret}",
            web::get().to(pages::settings::links::unsubscribe_form),
        )
        .route(
            "/unsubscribe/{secret}",
            web::post().to(pages::settings::links::unsubscribe),
        )
        .route("/feeds/{secret}.atom", web::get().to(feeds::atom))
        .route("/feeds/{secret}.atom", web::head().to(feeds::atom))
        .route("/feeds/{secret}.ics", web::get().to(calendar::ics))
        .route("/feeds/{secret}.ics", web::head().to(calendar::ics))
        .route("/api", web::get().to(api::openapi::docs_page));
}

/// Anything not listed above: 405 for an address of the API asked with a method it does not
/// take, else 404.
pub async fn not_found(req: actix_web::HttpRequest) -> Result<actix_web::HttpResponse, AppError> {
    match api::openapi::methods_at(req.path()) {
        Some(methods) => Err(AppError::method_not_allowed(&methods)),
        None => Err(AppError::not_found()),
    }
}
