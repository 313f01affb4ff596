//! `fabula bots measure`: plays many seeded games of house bots alone, in memory, and prints
//! how well they play against their goals (`bots::measure`). Needs no database.

use super::Outcome;
use crate::bots::measure;
use crate::i18n::Lang;

#[derive(Debug, clap::Args)]
pub struct MeasureArgs {
    /// Games per ruleset.
    #[arg(long, default_value_t = 200)]
    pub games: usize,
    /// The seed of the first ruleset's games (the others follow from it).
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// The built-in deck played with: deck2 or deck3 (their cards carry clues).
    #[arg(long, default_value = "deck3")]
    pub deck: String,
    /// The language the storytellers tell in (a locale of the site: en, es, pt-BR, pt-PT, fr,
    /// de, it); the other bots read a clue in every language the cards have.
    #[arg(long, default_value = "en")]
    pub lang: String,
}

/// Measures every ruleset and prints the figures; fails when a goal is not met.
pub fn measure(args: &MeasureArgs) -> Outcome {
    let deck = measure::builtin(&args.deck);
    if deck.cards().is_empty() {
        return Err(format!("no built-in deck named {}", args.deck).into());
    }
    let Some(lang) = Lang::from_code(&args.lang) else {
        return Err(format!("no locale named {}", args.lang).into());
    };
    let figures: Vec<measure::Figures> = measure::TABLES
        .iter()
        .enumerate()
        .map(|(i, &(ruleset, players))| {
            measure::measure(
                ruleset,
                players,
                args.games,
                args.seed + i as u64,
                &deck,
                lang,
            )
        })
        .collect();
    print!("{}", measure::report(&figures));
    let missed = figures
        .iter()
        .any(|f| f.finding_met() == Some(false) || f.telling_met() == Some(false));
    if missed {
        return Err("a goal of the house bots is not met".into());
    }
    Ok(())
}
