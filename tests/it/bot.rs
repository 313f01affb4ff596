//! The example bot (`examples/bot.rs`, a third party's program) plays a whole game against the
//! real app through the JSON API, with a token of an account it did not make as the host.

use clap::Parser;

use crate::helpers::{Status, TestApp};

#[path = "../../examples/bot.rs"]
#[allow(dead_code)] // the example's `main`
mod example;

#[tokio::test]
async fn the_example_bot_plays_a_game_to_the_end() {
    let app = TestApp::spawn().await;
    let host = app.api_user("bot_owner").await;
    let args = example::Args::parse_from([
        "bot",
        "--server",
        &app.address,
        "--ruleset",
        "odyssey",
        "--players",
        "4",
        "--tokens",
        &host.token,
    ]);
    example::run(args).await.expect("the bot plays to the end");
    let me = host.me().await;
    assert_eq!(me.tables.len(), 1, "the bot's table, hosted with the token");
    assert_eq!(me.tables[0].status, Status::Finished);
}
