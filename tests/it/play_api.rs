//! Whole games through the JSON API, for every ruleset, each round's points checked against the
//! rules engine; and the refusals, races, polling and durability of the one path of a move.

use fabula::game::{Options, Ruleset};
use serde_json::json;

use crate::helpers::TestApp;

async fn full_game(prefix: &str, ruleset: Ruleset, players: usize, second_votes: bool) {
    let app = TestApp::spawn().await;
    let mut options = Options::default();
    if ruleset == Ruleset::Odyssey && players == 3 {
        // A shorter game, and the host's own target score.
        options.target_score = 15;
    }
    let mut body = json!({ "ruleset": ruleset.as_str(), "first_storyteller": "first_clue" });
    if options.target_score != 30 {
        body["target_score"] = json!(options.target_score);
    }
    let table = app.start_table(prefix, players, body).await;
    let first = table.view(0).await;
    assert_eq!(
        first.options.move_time_limit_hours,
        Some(48),
        "48 hours unless asked"
    );
    assert!(first.deadline.is_some());
    let (last, rounds) = table.play_to_end(ruleset, options, second_votes).await;
    eprintln!("{prefix}: {rounds} rounds scored");
    assert!(rounds >= 2, "several rounds were played");
    assert_eq!(last.phase, None);
    // The history lists every scored round, in the reveal's shape.
    let history = table.rounds(1).await;
    assert_eq!(history.len(), rounds);
    assert_eq!(history.last(), last.last_round.as_ref());
}

#[tokio::test]
async fn classic_with_three_players_plays_to_the_end() {
    full_game("cla3_", Ruleset::Classic, 3, false).await;
}

#[tokio::test]
async fn classic_with_six_players_plays_to_the_end() {
    full_game("cla6_", Ruleset::Classic, 6, false).await;
}

#[tokio::test]
async fn edition_2021_with_eight_players_plays_to_the_end() {
    full_game("ed8_", Ruleset::Edition2021, 8, false).await;
}

#[tokio::test]
async fn odyssey_with_three_players_plays_to_the_end() {
    full_game("ody3_", Ruleset::Odyssey, 3, false).await;
}

#[tokio::test]
async fn odyssey_with_twelve_players_and_second_votes_plays_to_the_end() {
    full_game("ody12_", Ruleset::Odyssey, 12, true).await;
}

#[tokio::test]
async fn party_with_six_players_plays_to_the_end() {
    full_game("par6_", Ruleset::Party, 6, false).await;
}

#[tokio::test]
async fn teams_with_eight_players_plays_to_the_end() {
    full_game("tea8_", Ruleset::Teams, 8, false).await;
}
