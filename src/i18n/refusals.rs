//! The engine's refusals as sentences of the catalogue, so that each reader gets them in their
//! own language.

use crate::game::{RuleError, Ruleset, SetupError};
use crate::i18n::Sentence;

/// What the rules engine refused, as a sentence of the catalogue; in English it reads exactly
/// as the engine says it (players named by seat: callers may name them better).
pub fn rule_sentence(err: &RuleError) -> Sentence {
    use RuleError::*;
    let (key, args) = match err {
        GameOver => ("rule_game_over", vec![]),
        YouResigned => ("rule_you_resigned", vec![]),
        SomeoneWasFaster { storyteller } => (
            "rule_someone_was_faster",
            vec![("player", format!("seat {storyteller}"))],
        ),
        NotStoryteller { storyteller } => (
            "rule_not_storyteller",
            vec![("player", format!("seat {storyteller}"))],
        ),
        ClueAlreadyGiven => ("rule_clue_already_given", vec![]),
        WaitForClue => ("rule_wait_for_clue", vec![]),
        NotClueTime => ("rule_not_clue_time", vec![]),
        NotSubmitTime => ("rule_not_submit_time", vec![]),
        NotVoteTime => ("rule_not_vote_time", vec![]),
        StorytellerAlreadyPlayed => ("rule_storyteller_already_played", vec![]),
        AlreadySubmitted => ("rule_already_submitted", vec![]),
        PartnerAlreadyPlayed => ("rule_partner_already_played", vec![]),
        StorytellerDoesNotVote => ("rule_storyteller_does_not_vote", vec![]),
        PlayedSoNoVote => ("rule_played_so_no_vote", vec![]),
        AlreadyVoted => ("rule_already_voted", vec![]),
        AlreadyResigned => ("rule_already_resigned", vec![]),
        NoSuchSeat(seat) => ("rule_no_such_seat", vec![("seat", seat.to_string())]),
        ClueEmpty => ("rule_clue_empty", vec![]),
        ClueTooLong(n) => ("rule_clue_too_long", vec![("count", n.to_string())]),
        NoteTooLong(n) => ("rule_note_too_long", vec![("count", n.to_string())]),
        ClueCardMissing => ("rule_clue_card_missing", vec![]),
        ClueCardInParty => ("rule_clue_card_in_party", vec![]),
        NotInHand(card) => ("rule_not_in_hand", vec![("card", card.0.to_string())]),
        WrongCardCount { expected, got } => (
            "rule_wrong_card_count",
            vec![("expected", expected.to_string()), ("got", got.to_string())],
        ),
        DuplicateCard(card) => ("rule_duplicate_card", vec![("card", card.0.to_string())]),
        NoVote => ("rule_no_vote", vec![]),
        TooManyVotes => ("rule_too_many_votes", vec![]),
        SecondVoteNotInRuleset => ("rule_second_vote_not_in_ruleset", vec![]),
        SecondVoteNeedsSeven(n) => (
            "rule_second_vote_needs_seven",
            vec![("count", n.to_string())],
        ),
        SameCardTwice => ("rule_same_card_twice", vec![]),
        BadPosition { position, size } => (
            "rule_bad_position",
            vec![
                ("position", position.to_string()),
                ("size", size.to_string()),
            ],
        ),
        OwnCard(p) => ("rule_own_card", vec![("position", p.to_string())]),
        TeamCard(p) => ("rule_team_card", vec![("position", p.to_string())]),
        RedMissing => ("rule_red_missing", vec![]),
        RedNotYours => ("rule_red_not_yours", vec![]),
    };
    Sentence {
        key,
        args,
        detail: err.to_string(),
    }
}

/// Why a table cannot be set up, as a sentence of the catalogue that reads in English as the
/// engine says it.
pub fn setup_sentence(err: &SetupError) -> Sentence {
    use SetupError::*;
    let (key, args): (&'static str, Vec<(&'static str, String)>) = match err {
        UnknownRuleset(name) => ("setup_unknown_ruleset", vec![("name", name.clone())]),
        TeamPlayerCount { players } => (
            "setup_team_player_count",
            vec![("players", players.to_string())],
        ),
        PlayerCount {
            ruleset,
            min,
            max,
            players,
        } => (
            "setup_player_count",
            vec![
                ("ruleset", ruleset.to_string()),
                ("min", min.to_string()),
                ("max", max.to_string()),
                ("players", players.to_string()),
            ],
        ),
        DeckTooSmall {
            ruleset,
            players,
            cards,
            needed,
        } => (
            "setup_deck_too_small",
            vec![
                ("ruleset", ruleset.to_string()),
                ("players", players.to_string()),
                ("cards", cards.to_string()),
                ("needed", needed.to_string()),
                ("missing", (needed - cards).to_string()),
            ],
        ),
        DuplicateCard(card) => ("setup_duplicate_card", vec![("card", card.0.to_string())]),
        TargetScore(n) => ("setup_target_score", vec![("value", n.to_string())]),
        TargetScoreUnused(ruleset) => (
            "setup_target_score_unused",
            vec![("ruleset", ruleset.to_string())],
        ),
        RoundsPerPlayer(n) => ("setup_rounds_per_player", vec![("value", n.to_string())]),
        RoundsPerPlayerUnused(ruleset) => (
            // Classic ends with the draw pile, 2021 and Odyssey at a target score.
            if *ruleset == Ruleset::Classic {
                "setup_rounds_per_player_unused_classic"
            } else {
                "setup_rounds_per_player_unused"
            },
            vec![("ruleset", ruleset.to_string())],
        ),
        OneFinderUnused(ruleset) => (
            "setup_one_finder_unused",
            vec![("ruleset", ruleset.to_string())],
        ),
    };
    Sentence {
        key,
        args,
        detail: err.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::CardId;
    use crate::i18n::Lang;

    /// The catalogue's English sentences say exactly what the engine says.
    #[test]
    fn refusals_read_the_same_in_english_as_the_engine_says_them() {
        use RuleError::*;
        let all = [
            GameOver,
            YouResigned,
            SomeoneWasFaster { storyteller: 2 },
            NotStoryteller { storyteller: 1 },
            ClueAlreadyGiven,
            WaitForClue,
            NotClueTime,
            NotSubmitTime,
            NotVoteTime,
            StorytellerAlreadyPlayed,
            AlreadySubmitted,
            PartnerAlreadyPlayed,
            StorytellerDoesNotVote,
            PlayedSoNoVote,
            AlreadyVoted,
            AlreadyResigned,
            NoSuchSeat(9),
            ClueEmpty,
            ClueTooLong(201),
            NoteTooLong(301),
            ClueCardMissing,
            ClueCardInParty,
            NotInHand(CardId(17)),
            WrongCardCount {
                expected: 1,
                got: 2,
            },
            WrongCardCount {
                expected: 2,
                got: 1,
            },
            DuplicateCard(CardId(3)),
            NoVote,
            TooManyVotes,
            SecondVoteNotInRuleset,
            SecondVoteNeedsSeven(5),
            SameCardTwice,
            BadPosition {
                position: 9,
                size: 6,
            },
            OwnCard(4),
            TeamCard(2),
            RedMissing,
            RedNotYours,
        ];
        for err in all {
            let sentence = err.to_string();
            let said = rule_sentence(&err);
            assert_eq!(said.read(Lang::En), sentence);
            assert_ne!(said.read(Lang::Es), sentence);
        }
        let setup = [
            SetupError::UnknownRuleset("chess".into()),
            SetupError::TeamPlayerCount { players: 7 },
            SetupError::PlayerCount {
                ruleset: Ruleset::Classic,
                min: 3,
                max: 6,
                players: 2,
            },
            SetupError::DeckTooSmall {
                ruleset: Ruleset::Odyssey,
                players: 12,
                cards: 50,
                needed: 84,
            },
            SetupError::DuplicateCard(CardId(5)),
            SetupError::TargetScore(5),
            SetupError::TargetScoreUnused(Ruleset::Party),
            SetupError::RoundsPerPlayer(9),
            SetupError::RoundsPerPlayerUnused(Ruleset::Classic),
            SetupError::RoundsPerPlayerUnused(Ruleset::Odyssey),
            SetupError::OneFinderUnused(Ruleset::Teams),
        ];
        for err in setup {
            let sentence = err.to_string();
            assert_eq!(setup_sentence(&err).read(Lang::En), sentence);
        }
        // Classic ends when the draw pile runs out, not at a target score.
        let classic = SetupError::RoundsPerPlayerUnused(Ruleset::Classic);
        for (lang, end) in [
            (Lang::En, "ends when the draw pile runs out"),
            (Lang::Es, "termina cuando se acaba el mazo de robo"),
            (Lang::PtBr, "termina quando a pilha de compras acaba"),
        ] {
            let said = setup_sentence(&classic).read(lang);
            assert!(said.contains(end), "{lang:?}: {said}");
        }
    }
}
