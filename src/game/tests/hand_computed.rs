//! Cases computed by hand, one rule or variant each; and the online adaptations.

use super::helpers::*;
use crate::game::{
    clock, min_deck_size, stand_in, view, Action, CardId, ChosenBy, EndReason, Event,
    FirstStoryteller, Game, Options, Part, Phase, RuleError, RuleErrorKind, Ruleset, SetupError,
};

fn vote_positions(positions: Vec<usize>) -> Action {
    Action::Vote {
        positions,
        red: None,
    }
}

/// "3 players: hands of 7; each non-storyteller submits 2 cards, so the board has 5; they
/// draw 2 at the end. A player scores 1 per vote on *any* of their cards."
#[test]
fn three_players_play_two_cards_each() {
    let mut game = start(Ruleset::Classic, 3);
    assert!(game.seats.iter().all(|s| s.hand.len() == 7));
    let story = tell(&mut game, 0);
    let one = play(&mut game, 1);
    assert_eq!(one.len(), 2);
    let two = play(&mut game, 2);
    assert_eq!(game.board.len(), 5);

    // Seat 1 finds; seat 2 votes seat 1's second card: one finder of two.
    vote_for(&mut game, 1, &[story]);
    let events = vote_for(&mut game, 2, &[one[1]]);
    assert_eq!(points(&events), vec![3, 4, 0]);
    assert!(game.seats.iter().all(|s| s.hand.len() == 7));

    // Next round: seat 1 tells; nobody finds, and each vote lands on a different card.
    let story = tell(&mut game, 1);
    let zero = play(&mut game, 0);
    let two_again = play(&mut game, 2);
    assert_ne!(two, two_again);
    vote_for(&mut game, 0, &[two_again[0]]);
    let events = vote_for(&mut game, 2, &[zero[1]]);
    let _ = story;
    assert_eq!(points(&events), vec![2 + 1, 0, 2 + 1]);
    assert_eq!(
        game.seats.iter().map(|s| s.score).collect::<Vec<_>>(),
        vec![6, 4, 3]
    );
}

#[test]
fn three_players_must_send_two_cards() {
    let mut game = start(Ruleset::Edition2021, 3);
    tell(&mut game, 0);
    let card = game.seats[1].hand[0];
    let before = game.clone();
    let error = try_act(&mut game, 1, Action::Submit { cards: vec![card] }).unwrap_err();
    assert_eq!(
        error,
        RuleError::WrongCardCount {
            expected: 2,
            got: 1
        }
    );
    assert_eq!(error.to_string(), "Play exactly 2 cards; you sent 1.");
    assert_eq!(game, before);
}

/// Odyssey, 8 players, mixed single and double votes: "Each marker counts as a vote for the
/// bonus", capped at 3, and "a finder who used only one marker scores 1 extra point".
#[test]
fn odyssey_eight_players_single_and_double_votes() {
    let mut game = start(Ruleset::Odyssey, 8);
    let story = tell(&mut game, 0);
    let c: Vec<CardId> = (0..8)
        .map(|seat| {
            if seat == 0 {
                story
            } else {
                play(&mut game, seat)[0]
            }
        })
        .collect();
    vote_for(&mut game, 1, &[story]); // finder, one marker
    vote_for(&mut game, 2, &[story, c[3]]); // finder, two markers
    vote_for(&mut game, 3, &[c[2], c[4]]);
    vote_for(&mut game, 4, &[c[2]]);
    vote_for(&mut game, 5, &[c[2], c[3]]);
    vote_for(&mut game, 6, &[c[2], story]); // finder, two markers
    let events = vote_for(&mut game, 7, &[c[1], c[2]]);
    // Votes received: seat 1: 1, seat 2: 5 (capped at 3), seat 3: 2, seat 4: 1.
    assert_eq!(points(&events), vec![3, 3 + 1 + 1, 3 + 3, 2, 1, 0, 3, 0]);
    let result = round_result(&events);
    let story_position = result.storyteller_position.unwrap();
    assert_eq!(result.board[story_position - 1].voters, vec![1, 2, 6]);
}

#[test]
fn second_vote_needs_seven_players_in_odyssey() {
    let mut game = start(Ruleset::Odyssey, 6);
    tell(&mut game, 0);
    for seat in 1..6 {
        play(&mut game, seat);
    }
    let own = game.submitted(1)[0];
    let others: Vec<usize> = (1..=6).filter(|&p| game.board[p - 1] != own).collect();
    let before = game.clone();
    let error = try_act(&mut game, 1, vote_positions(vec![others[0], others[1]])).unwrap_err();
    assert_eq!(error, RuleError::SecondVoteNeedsSeven(6));
    assert_eq!(
        error.to_string(),
        "The second vote needs seven players or more; this table has 6."
    );
    assert_eq!(error.kind(), RuleErrorKind::Invalid);
    assert_eq!(game, before);

    let mut game = start(Ruleset::Edition2021, 8);
    tell(&mut game, 0);
    for seat in 1..8 {
        play(&mut game, seat);
    }
    let own = game.submitted(1)[0];
    let others: Vec<usize> = (1..=8).filter(|&p| game.board[p - 1] != own).collect();
    let error = try_act(&mut game, 1, vote_positions(vec![others[0], others[1]])).unwrap_err();
    assert_eq!(error, RuleError::SecondVoteNotInRuleset);
}

/// "All voters are finders, or none is: storyteller scores 0, every other player scores 2."
#[test]
fn all_find_and_none_find() {
    let mut game = start(Ruleset::Edition2021, 4);
    let story = tell(&mut game, 0);
    let cards: Vec<CardId> = (1..4).map(|s| play(&mut game, s)[0]).collect();
    for seat in 1..3 {
        vote_for(&mut game, seat, &[story]);
    }
    let events = vote_for(&mut game, 3, &[story]);
    assert_eq!(points(&events), vec![0, 2, 2, 2], "all find");

    // Seat 1 tells; nobody finds: seat 0 and 3 vote seat 2's card, seat 2 votes seat 0's.
    tell(&mut game, 1);
    let zero = play(&mut game, 0)[0];
    let two = play(&mut game, 2)[0];
    play(&mut game, 3);
    vote_for(&mut game, 0, &[two]);
    vote_for(&mut game, 3, &[two]);
    let events = vote_for(&mut game, 2, &[zero]);
    assert_eq!(points(&events), vec![2 + 1, 0, 2 + 2, 2], "none finds");
    let _ = cards;
    // Each seat's points, explained by rule.
    let parts: Vec<Vec<Part>> = round_result(&events)
        .points
        .into_iter()
        .map(|p| p.parts)
        .collect();
    let none = |points| Part::NoneFound { points };
    let votes = |votes, points| Part::Votes { votes, points };
    assert_eq!(
        parts,
        vec![
            vec![none(2), votes(1, 1)],
            vec![none(0)],
            vec![none(2), votes(2, 2)],
            vec![none(2)],
        ]
    );
}

/// Odyssey caps the votes on one's cards at 3, and the explanation says how many there were.
#[test]
fn the_explanation_names_found_told_and_capped_votes() {
    let mut game = start(Ruleset::Odyssey, 6);
    let story = tell(&mut game, 0);
    let decoy = play(&mut game, 1)[0];
    for seat in 2..6 {
        play(&mut game, seat);
    }
    for seat in 2..6 {
        vote_for(&mut game, seat, &[decoy]);
    }
    let events = vote_for(&mut game, 1, &[story]);
    let result = round_result(&events);
    let of = |seat: usize| result.points[seat].parts.clone();
    assert_eq!(of(0), vec![Part::Told { points: 3 }]);
    assert_eq!(
        of(1),
        vec![
            Part::Found { points: 3 },
            Part::Votes {
                votes: 4,
                points: 3
            }
        ]
    );
    assert_eq!(of(2), Vec::<Part>::new());
    assert_eq!(result.points[1].points, 6);
}

/// Variant "one finder": "when exactly one voter finds the storyteller's card, both score 4
/// instead of 3."
#[test]
fn one_finder_variant() {
    for (variant, expected) in [(false, vec![3, 3 + 1, 1, 0]), (true, vec![4, 4 + 1, 1, 0])] {
        let options = Options {
            one_finder_bonus: variant,
            ..host_tells_first()
        };
        let mut game = start_with(Ruleset::Classic, 4, options, 10);
        let story = tell(&mut game, 0);
        let c: Vec<CardId> = (0..4)
            .map(|s| if s == 0 { story } else { play(&mut game, s)[0] })
            .collect();
        vote_for(&mut game, 1, &[story]);
        vote_for(&mut game, 2, &[c[1]]);
        let events = vote_for(&mut game, 3, &[c[2]]);
        assert_eq!(points(&events), expected, "variant {variant}");
    }
}

/// Teams, 6 players: teams {0, 3}, {1, 4}, {2, 5}. "Votes on the partner's card score for
/// the storyteller's team"; "nobody who played a card votes".
#[test]
fn teams_votes_on_the_partners_card() {
    let mut game = start(Ruleset::Teams, 6);
    assert_eq!(game.partner(0), Some(3));
    assert_eq!(game.team(4), Some(1));
    let story = tell(&mut game, 0);
    assert_eq!(game.awaited(), vec![1, 2, 3, 4, 5]);
    let partner_card = play(&mut game, 3)[0];
    play(&mut game, 1);
    // Seat 4's partner has played: seat 4 may no longer play.
    let card = game.seats[4].hand[0];
    let error = try_act(&mut game, 4, Action::Submit { cards: vec![card] }).unwrap_err();
    assert_eq!(error, RuleError::PartnerAlreadyPlayed);
    assert!(view(&game, Some(4)).you.unwrap().partner_played);
    play(&mut game, 5);
    assert_eq!(game.board.len(), 4);
    assert_eq!(game.voters(), vec![2, 4]);
    assert_eq!(
        try_act(&mut game, 3, vote_positions(vec![1])).unwrap_err(),
        RuleError::PlayedSoNoVote
    );
    assert_eq!(
        try_act(&mut game, 0, vote_positions(vec![1])).unwrap_err(),
        RuleError::StorytellerDoesNotVote
    );
    // Seat 2 may not vote for the card its partner (seat 5) played.
    let team_card = game.submitted(5)[0];
    let position = position_of(&game, team_card);
    let error = try_act(&mut game, 2, vote_positions(vec![position]));
    assert!(matches!(error, Err(RuleError::TeamCard(_))));
    // The board marks exactly the cards each viewer may not vote for: their own and their
    // partner's; a spectator's board marks none.
    let marked = |viewer: Option<usize>| -> Vec<usize> {
        let board = view(&game, viewer).board.unwrap();
        board
            .iter()
            .filter(|c| c.mine)
            .map(|c| c.position)
            .collect()
    };
    let at = |seat: usize| position_of(&game, game.submitted(seat)[0]);
    assert_eq!(marked(Some(2)), vec![position]);
    let mut storytellers = vec![at(0), at(3)];
    storytellers.sort_unstable();
    assert_eq!(marked(Some(0)), storytellers);
    assert_eq!(marked(Some(4)), vec![at(1)]);
    assert_eq!(marked(None), Vec::<usize>::new());

    // Seat 4 finds, seat 2 votes the partner's card: one finder of two.
    vote_for(&mut game, 4, &[story]);
    let events = vote_for(&mut game, 2, &[partner_card]);
    // Storyteller's team: 3 + 1 (partner's card); team 1: 3; team 2: 0.
    assert_eq!(points(&events), vec![4, 3, 0, 4, 3, 0]);

    // Next round, seat 1 tells (partner 4); both voters vote the partner's card: none find.
    tell(&mut game, 1);
    let partner_card = play(&mut game, 4)[0];
    play(&mut game, 2);
    play(&mut game, 3);
    assert_eq!(game.voters(), vec![0, 5]);
    vote_for(&mut game, 0, &[partner_card]);
    let events = vote_for(&mut game, 5, &[partner_card]);
    // None found: the other teams score 2; the storyteller's team gets 2 for the partner's card.
    assert_eq!(points(&events), vec![2, 2, 2, 2, 2, 2]);
    let scores: Vec<u32> = game.seats.iter().map(|s| s.score).collect();
    assert_eq!(scores, vec![6, 5, 2, 6, 5, 2]);
}

#[test]
fn teams_end_when_everyone_told() {
    let mut game = start(Ruleset::Teams, 6);
    for round in 0..6 {
        assert_eq!(game.storyteller, Some(round));
        let events = clock(&mut game, &mut rng(1)).unwrap();
        assert!(matches!(
            events[0],
            Event::StorytellerSkipped { by_clock: true, .. }
        ));
    }
    assert_eq!(game.phase, Phase::Finished);
    assert_eq!(game.winners(), Some(vec![0, 1, 2, 3, 4, 5]));
}

/// Online, Teams: "while one partner is still active, that partner plays the team's card
/// (the clock plays for the team only when both have resigned or the deadline passes), and
/// the team does not vote." Teams of 8 players: {0, 4}, {1, 5}, {2, 6}, {3, 7}.
#[test]
fn teams_a_resigned_partners_team_plays_through_the_other_and_does_not_vote() {
    let mut game = start(Ruleset::Teams, 8);
    act(&mut game, 5, Action::Resign);
    let story = tell(&mut game, 0);
    // Nothing was played for team 1: seat 1 is awaited for it.
    assert!(game.submitted(5).is_empty());
    assert_eq!(game.awaited(), vec![1, 2, 3, 4, 6, 7]);
    let team_card = play(&mut game, 1)[0];
    play(&mut game, 4);
    play(&mut game, 2);
    play(&mut game, 3);
    assert_eq!(game.phase, Phase::Vote);
    assert_eq!(game.board.len(), 5);

    // Team 1 does not vote: seat 1 played, and seat 5, who did not, has resigned.
    assert_eq!(game.awaited(), vec![6, 7]);
    assert_eq!(
        try_act(&mut game, 1, vote_positions(vec![1])).unwrap_err(),
        RuleError::PlayedSoNoVote
    );
    assert_eq!(game.allowed(1), vec!["resign"]);
    // Seat 6 finds, seat 7 votes team 1's card: one finder of the two who voted.
    vote_for(&mut game, 6, &[story]);
    let events = vote_for(&mut game, 7, &[team_card]);
    assert_eq!(points(&events), vec![3, 1, 3, 0, 3, 1, 3, 0]);
    assert!(!round_result(&events)
        .board
        .iter()
        .any(|c| c.voters.contains(&5) || c.voters.contains(&1)));
}

/// Online, Teams: a partner who resigns while the round waits for the team's card leaves
/// the play to the other; once both have resigned, the clock plays for the team at once.
/// Teams of 10 players: {0, 5}, {1, 6}, {2, 7}, {3, 8}, {4, 9}.
#[test]
fn teams_the_clock_plays_for_a_team_only_once_both_partners_resigned() {
    let mut game = start(Ruleset::Teams, 10);
    tell(&mut game, 0);
    let events = act(&mut game, 6, Action::Resign);
    assert_eq!(events, vec![Event::Resigned { seat: 6 }]);
    assert!(game.awaited().contains(&1));
    assert!(game.submitted(6).is_empty());

    let events = act(&mut game, 1, Action::Resign);
    assert_eq!(game.submitted(1).len() + game.submitted(6).len(), 1);
    assert!(events.iter().any(|e| matches!(
        e,
        Event::CardsPlayedByClock {
            seat: 1 | 6,
            count: 1
        }
    )));
    assert!(!game.awaited().contains(&1) && !game.awaited().contains(&6));

    // A partner of a team that has played may resign too: the team's card stays.
    play(&mut game, 2);
    act(&mut game, 2, Action::Resign);
    assert_eq!(game.submitted(2).len(), 1);
    for seat in [5, 3, 4] {
        play(&mut game, seat);
    }
    assert_eq!(game.phase, Phase::Vote);
    // Team 1 (both resigned) does not vote; team 2's voter, seat 7, still does.
    assert_eq!(game.awaited(), vec![7, 8, 9]);
}

/// The deadline in Teams: "the clock plays for the team only when both have resigned or the
/// deadline passes"; at the deadline it plays for the partner still active, so the team's
/// card is theirs and the resigned partner, who never votes, is the one left to vote.
#[test]
fn teams_at_the_deadline_the_clock_plays_for_the_active_partner() {
    let mut game = start(Ruleset::Teams, 8);
    act(&mut game, 5, Action::Resign);
    tell(&mut game, 0);
    for seat in [4, 2, 3] {
        play(&mut game, seat);
    }
    let events = clock(&mut game, &mut rng(9)).unwrap();
    assert!(events.contains(&Event::CardsPlayedByClock { seat: 1, count: 1 }));
    assert_eq!(game.phase, Phase::Vote);
    assert_eq!(game.awaited(), vec![6, 7]);
}

/// Classic: "the game ends after the round in which the last card of the draw pile is drawn,
/// or in which the pile cannot refill every hand. No reshuffle."
#[test]
fn classic_ends_when_the_draw_pile_runs_out() {
    // The smallest deck: after the deal the pile holds exactly one board's worth.
    let mut game = start_with(Ruleset::Classic, 3, host_tells_first(), 0);
    assert_eq!(game.draw_pile.len(), 5);
    let story = tell(&mut game, 0);
    play(&mut game, 1);
    play(&mut game, 2);
    vote_for(&mut game, 1, &[story]);
    let events = vote_for(&mut game, 2, &[story]);
    assert!(game.draw_pile.is_empty());
    assert_eq!(game.phase, Phase::Finished);
    assert!(events.contains(&Event::GameEnded {
        winners: vec![1, 2],
        reason: EndReason::DrawPileEmpty
    }));
    assert_eq!(view(&game, None).phase, None);
    assert_eq!(view(&game, None).winners, Some(vec![1, 2]));
    assert_eq!(
        try_act(&mut game, 0, Action::Resign).unwrap_err(),
        RuleError::GameOver
    );

    // One card more: round 1 leaves one card, round 2 cannot refill every hand.
    let mut game = start_with(Ruleset::Classic, 4, host_tells_first(), 1);
    for storyteller in 0..2 {
        let story = tell(&mut game, storyteller);
        for seat in (0..4).filter(|&s| s != storyteller) {
            play(&mut game, seat);
        }
        for seat in (0..4).filter(|&s| s != storyteller) {
            vote_for(&mut game, seat, &[story]);
        }
    }
    assert_eq!(game.phase, Phase::Finished);
    assert!(game.discard_pile.len() == 8 && game.draw_pile.is_empty());
    game.check_invariants().unwrap();
}

/// 2021: "if the draw pile cannot give every player what they need, the rest of it goes onto
/// the discard pile, the discard pile is shuffled and becomes the new draw pile."
#[test]
fn edition_2021_reshuffles_the_discard_pile() {
    let mut game = start_with(Ruleset::Edition2021, 4, host_tells_first(), 2);
    let all = game.all_cards();
    assert_eq!(game.draw_pile.len(), 6);
    let mut reshuffled = false;
    for storyteller in 0..3 {
        let story = tell(&mut game, storyteller);
        for seat in (0..4).filter(|&s| s != storyteller) {
            play(&mut game, seat);
        }
        let mut events = Vec::new();
        for seat in (0..4).filter(|&s| s != storyteller) {
            events = vote_for(&mut game, seat, &[story]);
        }
        if storyteller == 0 {
            assert_eq!(game.draw_pile.len(), 2);
            assert_eq!(game.discard_pile.len(), 4);
        }
        if storyteller == 1 {
            // 2 left, 4 needed: 2 + 8 discarded cards are shuffled into a pile of 10.
            assert!(events.contains(&Event::DeckReshuffled { cards: 10 }));
            assert_eq!(game.draw_pile.len(), 6);
            assert!(game.discard_pile.is_empty());
            reshuffled = true;
        }
        assert!(game.seats.iter().all(|s| s.hand.len() == 6));
        assert_eq!(game.all_cards(), all);
    }
    assert!(reshuffled);
    assert_eq!(game.phase, Phase::Clue);
}

/// 2021 and Odyssey: "end of a round where someone has ≥ 30" (here the target score 10).
#[test]
fn target_score_ends_the_game_and_ties_share_the_win() {
    let options = Options {
        target_score: 10,
        ..host_tells_first()
    };
    let mut game = start_with(Ruleset::Edition2021, 3, options, 40);
    game.seats[1].score = 8;
    game.seats[2].score = 8;
    let story = tell(&mut game, 0);
    play(&mut game, 1);
    play(&mut game, 2);
    vote_for(&mut game, 1, &[story]);
    let events = vote_for(&mut game, 2, &[story]);
    assert_eq!(game.phase, Phase::Finished);
    assert_eq!(game.winners(), Some(vec![1, 2]));
    assert!(events.contains(&Event::GameEnded {
        winners: vec![1, 2],
        reason: EndReason::TargetScore
    }));
}

/// Party: "every player passes their whole hand to the player on their left"; the
/// storyteller's hand is hidden until the clue.
#[test]
fn party_passes_hands_left_and_hides_the_storytellers_hand() {
    let mut game = start(Ruleset::Party, 6);
    assert!(view(&game, Some(0)).you.unwrap().hand.is_empty());
    assert_eq!(view(&game, Some(1)).you.unwrap().hand.len(), 5);
    let card = game.seats[0].hand[0];
    let error = try_act(
        &mut game,
        0,
        Action::Clue {
            note: None,
            clue: "x".into(),
            card: Some(card),
        },
    )
    .unwrap_err();
    assert_eq!(error, RuleError::ClueCardInParty);
    act(
        &mut game,
        0,
        Action::Clue {
            note: None,
            clue: "  a long night  ".into(),
            card: None,
        },
    );
    assert_eq!(game.clue.as_deref(), Some("a long night"));
    assert_eq!(view(&game, Some(0)).you.unwrap().hand.len(), 5);
    for seat in 0..6 {
        play(&mut game, seat);
    }
    let kept: Vec<Vec<CardId>> = game.seats.iter().map(|s| s.hand.clone()).collect();
    // Everyone votes their own card (allowed in party); the storyteller must place red.
    let own = |game: &Game, seat: usize| position_of(game, game.submitted(seat)[0]);
    let position = own(&game, 0);
    assert_eq!(
        try_act(&mut game, 0, vote_positions(vec![position])).unwrap_err(),
        RuleError::RedMissing
    );
    let position = own(&game, 1);
    assert_eq!(
        try_act(
            &mut game,
            1,
            Action::Vote {
                positions: vec![position],
                red: Some(1)
            }
        )
        .unwrap_err(),
        RuleError::RedNotYours
    );
    act(
        &mut game,
        0,
        Action::Vote {
            positions: vec![position],
            red: Some(1),
        },
    );
    let mut events = Vec::new();
    for seat in 1..6 {
        let position = own(&game, seat);
        events = act(&mut game, seat, vote_positions(vec![position]));
    }
    assert!(events.contains(&Event::HandsPassedLeft));
    for seat in 0..6 {
        let from_right = &kept[(seat + 5) % 6];
        assert!(from_right.iter().all(|c| game.seats[seat].hand.contains(c)));
    }
    assert_eq!(game.storyteller, Some(1));
}

/// Party: "the storyteller gives the clue before seeing their new hand". After a skipped
/// storyteller every hand passes left once more, so that the next storyteller, who had their
/// hand in view while the table waited, tells before seeing a new one: the skipped
/// storyteller's, which was hidden from them as well.
#[test]
fn party_passes_hands_left_again_after_a_skipped_storyteller() {
    let mut game = start(Ruleset::Party, 8);
    assert_eq!(view(&game, Some(1)).you.unwrap().hand.len(), 5);
    let before: Vec<Vec<CardId>> = game.seats.iter().map(|s| s.hand.clone()).collect();
    let events = clock(&mut game, &mut rng(5)).unwrap();
    assert_eq!(
        events,
        vec![
            Event::StorytellerSkipped {
                seat: 0,
                by_clock: true,
                resigned: false
            },
            Event::HandsPassedLeft,
            Event::RoundStarted {
                round: 1,
                storyteller: Some(1)
            },
        ]
    );
    for seat in 0..8 {
        assert_eq!(game.seats[seat].hand, before[(seat + 7) % 8], "seat {seat}");
    }
    assert!(view(&game, Some(1)).you.unwrap().hand.is_empty());
    game.check_invariants().unwrap();

    // The same for an away storyteller, and for one who resigned.
    let before: Vec<Vec<CardId>> = game.seats.iter().map(|s| s.hand.clone()).collect();
    let events = stand_in(&mut game, &[1], &mut rng(5));
    assert!(events.contains(&Event::HandsPassedLeft));
    assert_eq!(game.seats[2].hand, before[1]);
    assert_eq!(game.storyteller, Some(2));
    let before: Vec<Vec<CardId>> = game.seats.iter().map(|s| s.hand.clone()).collect();
    let events = act(&mut game, 2, Action::Resign);
    assert!(events.contains(&Event::HandsPassedLeft));
    assert_eq!(game.seats[3].hand, before[2]);
    assert_eq!(game.storyteller, Some(3));

    // The base game's storyteller chooses a card of their hand: nothing passes after a skip.
    let mut game = start(Ruleset::Edition2021, 4);
    let before = game.clone();
    let events = clock(&mut game, &mut rng(5)).unwrap();
    assert!(!events.contains(&Event::HandsPassedLeft));
    for seat in 0..4 {
        assert_eq!(game.seats[seat].hand, before.seats[seat].hand);
    }
}

// Online adaptations.

/// The round-1 race: "the first accepted submission wins, the others get a clear 'someone
/// was faster' answer."
#[test]
fn first_clue_race() {
    let mut game = start_with(Ruleset::Edition2021, 4, Options::default(), 10);
    assert_eq!(game.storyteller, None);
    assert_eq!(game.awaited(), vec![0, 1, 2, 3]);
    assert!(view(&game, Some(2)).you.unwrap().allowed.contains(&"clue"));
    let events = tell_events(&mut game, 2);
    assert_eq!(
        events[0],
        Event::StorytellerChosen {
            seat: 2,
            how: ChosenBy::FirstClue
        }
    );
    let card = game.seats[1].hand[0];
    let error = try_act(
        &mut game,
        1,
        Action::Clue {
            note: None,
            clue: "late".into(),
            card: Some(card),
        },
    )
    .unwrap_err();
    assert_eq!(error, RuleError::SomeoneWasFaster { storyteller: 2 });
    assert_eq!(error.kind(), RuleErrorKind::Conflict);
}

/// Party's race for the first clue: the storyteller "gives the clue before seeing their hand",
/// and anyone may turn out to be the storyteller, so no hand shows until the clue is given.
#[test]
fn party_hides_every_hand_during_the_first_clue_race() {
    let mut game = start_with(Ruleset::Party, 6, Options::default(), 10);
    assert_eq!(game.storyteller, None);
    for seat in 0..6 {
        let you = view(&game, Some(seat)).you.unwrap();
        assert!(you.hand.is_empty(), "seat {seat} sees a hand in the race");
        assert!(you.allowed.contains(&"clue"));
    }
    act(
        &mut game,
        2,
        Action::Clue {
            note: None,
            clue: "first".into(),
            card: None,
        },
    );
    for seat in 0..6 {
        assert_eq!(view(&game, Some(seat)).you.unwrap().hand.len(), 5);
    }
}

fn tell_events(game: &mut Game, seat: usize) -> Vec<Event> {
    let card = game.seats[seat].hand[0];
    act(
        game,
        seat,
        Action::Clue {
            note: None,
            clue: "first!".into(),
            card: Some(card),
        },
    )
}

/// Decision: when the round-1 race times out, the host becomes the storyteller with a
/// deadline of their own.
#[test]
fn first_clue_race_timing_out_makes_the_host_storyteller() {
    let mut game = start_with(Ruleset::Odyssey, 5, Options::default(), 10);
    let events = clock(&mut game, &mut rng(3)).unwrap();
    assert_eq!(
        events,
        vec![Event::StorytellerChosen {
            seat: 0,
            how: ChosenBy::Clock
        }]
    );
    assert_eq!(game.awaited(), vec![0]);
    // The host resigned: the next seat is chosen.
    let mut game = start_with(Ruleset::Odyssey, 5, Options::default(), 10);
    act(&mut game, 0, Action::Resign);
    clock(&mut game, &mut rng(3)).unwrap();
    assert_eq!(game.storyteller, Some(1));
}

/// Online: "a storyteller who has not told is skipped (the turn passes left, no points); a
/// player who has not submitted gets a random card of their hand played for them; a voter
/// who has not voted is left out of the vote".
#[test]
fn clock_skips_plays_and_abstains() {
    let mut game = start(Ruleset::Edition2021, 4);
    let events = clock(&mut game, &mut rng(5)).unwrap();
    assert_eq!(
        events[0],
        Event::StorytellerSkipped {
            seat: 0,
            by_clock: true,
            resigned: false
        }
    );
    assert_eq!(game.storyteller, Some(1));
    assert_eq!(game.round, 1);

    let story = tell(&mut game, 1);
    play(&mut game, 0);
    let events = clock(&mut game, &mut rng(5)).unwrap();
    assert!(events.contains(&Event::CardsPlayedByClock { seat: 2, count: 1 }));
    assert!(events.contains(&Event::CardsPlayedByClock { seat: 3, count: 1 }));
    assert!(events.contains(&Event::BoardLaidOut { size: 4 }));
    assert_eq!(game.phase, Phase::Vote);
    game.check_invariants().unwrap();

    // Seat 0 finds; 2 and 3 are left out: "all" counts only those who voted.
    vote_for(&mut game, 0, &[story]);
    let events = clock(&mut game, &mut rng(5)).unwrap();
    assert!(events.contains(&Event::Abstained { seat: 2 }));
    assert!(events.contains(&Event::Abstained { seat: 3 }));
    assert_eq!(points(&events), vec![2, 0, 0, 0]);
    assert_eq!(game.storyteller, Some(2));
}

/// "A player may resign: from then on the clock acts for them at once (their cards still
/// play, they never vote). A table whose active players drop below the ruleset's minimum
/// ends, with scores as they stand."
#[test]
fn resigned_players_are_never_awaited() {
    let mut game = start(Ruleset::Edition2021, 4);
    act(&mut game, 1, Action::Resign);
    assert_eq!(
        try_act(&mut game, 1, Action::Resign).unwrap_err(),
        RuleError::AlreadyResigned
    );
    let story = tell(&mut game, 0);
    // Seat 1's card was played for them at once.
    assert_eq!(game.submitted(1).len(), 1);
    assert_eq!(game.awaited(), vec![2, 3]);
    play(&mut game, 2);
    play(&mut game, 3);
    assert_eq!(game.awaited(), vec![2, 3]);
    vote_for(&mut game, 2, &[story]);
    vote_for(&mut game, 3, &[story]);
    // Next storyteller is seat 1, resigned: skipped at once.
    assert_eq!(game.storyteller, Some(2));
    assert_eq!(game.seats[1].turns, 1);

    let events = act(&mut game, 3, Action::Resign);
    assert_eq!(game.phase, Phase::Finished);
    assert!(events.contains(&Event::GameEnded {
        winners: vec![2],
        reason: EndReason::TooFewPlayers
    }));
    game.check_invariants().unwrap();
}

#[test]
fn a_resigned_storyteller_is_skipped_at_once() {
    let mut game = start(Ruleset::Party, 7);
    let events = act(&mut game, 0, Action::Resign);
    assert!(events.contains(&Event::StorytellerSkipped {
        seat: 0,
        by_clock: false,
        resigned: true
    }));
    assert_eq!(game.storyteller, Some(1));
    assert_eq!(game.awaited(), vec![1]);
    assert_eq!(game.allowed(0), Vec::<&str>::new());
    // Party: five active players are fewer than six.
    let events = act(&mut game, 4, Action::Resign);
    assert_eq!(game.phase, Phase::Finished);
    assert!(matches!(
        events.last(),
        Some(Event::GameEnded {
            reason: EndReason::TooFewPlayers,
            ..
        })
    ));
}

#[test]
fn moves_out_of_turn_are_refused_and_change_nothing() {
    let mut game = start(Ruleset::Classic, 4);
    let before = game.clone();
    let card = game.seats[1].hand[0];
    let cases = [
        (
            1,
            Action::Clue {
                note: None,
                clue: "mine".into(),
                card: Some(card),
            },
            RuleError::NotStoryteller { storyteller: 0 },
        ),
        (
            1,
            Action::Submit { cards: vec![card] },
            RuleError::WaitForClue,
        ),
        (1, vote_positions(vec![1]), RuleError::NotVoteTime),
        (9, Action::Resign, RuleError::NoSuchSeat(9)),
        (
            0,
            Action::Clue {
                note: None,
                clue: "   ".into(),
                card: Some(game.seats[0].hand[0]),
            },
            RuleError::ClueEmpty,
        ),
        (
            0,
            Action::Clue {
                note: None,
                clue: "é".repeat(201),
                card: Some(game.seats[0].hand[0]),
            },
            RuleError::ClueTooLong(201),
        ),
        (
            0,
            Action::Clue {
                note: Some("é".repeat(301)),
                clue: "ok".into(),
                card: Some(game.seats[0].hand[0]),
            },
            RuleError::NoteTooLong(301),
        ),
        (
            0,
            Action::Clue {
                note: None,
                clue: "ok".into(),
                card: Some(card),
            },
            RuleError::NotInHand(card),
        ),
        (
            0,
            Action::Clue {
                note: None,
                clue: "ok".into(),
                card: None,
            },
            RuleError::ClueCardMissing,
        ),
    ];
    for (seat, action, expected) in cases {
        assert_eq!(try_act(&mut game, seat, action).unwrap_err(), expected);
        assert_eq!(game, before);
    }
    // 200 characters of two bytes each are fine.
    let mut ok = game.clone();
    let card = ok.seats[0].hand[0];
    act(
        &mut ok,
        0,
        Action::Clue {
            note: None,
            clue: "é".repeat(200),
            card: Some(card),
        },
    );

    let story = tell(&mut game, 0);
    let error = try_act(&mut game, 0, Action::Submit { cards: vec![story] }).unwrap_err();
    assert_eq!(error, RuleError::StorytellerAlreadyPlayed);
    let mine = play(&mut game, 1)[0];
    let again = game.seats[1].hand[0];
    let error = try_act(&mut game, 1, Action::Submit { cards: vec![again] }).unwrap_err();
    assert_eq!(error, RuleError::AlreadySubmitted);
    play(&mut game, 2);
    play(&mut game, 3);
    let before = game.clone();
    let own = position_of(&game, mine);
    assert_eq!(
        try_act(&mut game, 1, vote_positions(vec![own])).unwrap_err(),
        RuleError::OwnCard(own)
    );
    assert_eq!(
        try_act(&mut game, 1, vote_positions(vec![5])).unwrap_err(),
        RuleError::BadPosition {
            position: 5,
            size: 4
        }
    );
    assert_eq!(
        try_act(&mut game, 1, vote_positions(vec![])).unwrap_err(),
        RuleError::NoVote
    );
    assert_eq!(game, before);
    assert_eq!(
        RuleError::OwnCard(2).to_string(),
        "You cannot vote for your own card (position 2)."
    );
}

#[test]
fn setup_says_exactly_what_is_wrong() {
    let new = |ruleset, options, players, cards| {
        Game::new(ruleset, options, players, deck(cards), &mut rng(1)).map(|_| ())
    };
    let error = new(Ruleset::Edition2021, Options::default(), 9, 200).unwrap_err();
    assert_eq!(
        error.to_string(),
        "A 2021 table needs 3 to 8 players; this one has 9."
    );
    let error = new(Ruleset::Teams, Options::default(), 7, 200).unwrap_err();
    assert_eq!(
        error.to_string(),
        "A teams table needs 6, 8, 10 or 12 players; this one has 7."
    );
    assert_eq!(min_deck_size(Ruleset::Classic, 6), 42);
    let error = new(Ruleset::Classic, Options::default(), 6, 40).unwrap_err();
    assert_eq!(
        error.to_string(),
        "This deck has 40 cards; 6 players in classic need at least 42 (2 missing)."
    );
    let error = new(
        Ruleset::Party,
        Options {
            one_finder_bonus: true,
            ..Options::default()
        },
        6,
        100,
    )
    .unwrap_err();
    assert_eq!(error, SetupError::OneFinderUnused(Ruleset::Party));
    let error = new(
        Ruleset::Odyssey,
        Options {
            target_score: 101,
            ..Options::default()
        },
        6,
        100,
    )
    .unwrap_err();
    assert_eq!(
        error.to_string(),
        "The target score must be between 10 and 100; 101 was asked."
    );
    let mut doubled = deck(60);
    doubled[5] = doubled[4];
    let error = Game::new(
        Ruleset::Classic,
        Options::default(),
        4,
        doubled,
        &mut rng(1),
    );
    assert!(matches!(error, Err(SetupError::DuplicateCard(_))));
    assert_eq!(Ruleset::Teams.allowed_player_counts(), vec![6, 8, 10, 12]);
    assert_eq!(min_deck_size(Ruleset::Teams, 6), 6 * 4 + 4);
    assert_eq!(min_deck_size(Ruleset::Odyssey, 3), 3 * 7 + 5);
    assert_eq!("2021".parse::<Ruleset>(), Ok(Ruleset::Edition2021));
    assert!("chess".parse::<Ruleset>().is_err());
}

#[test]
fn random_first_storyteller_is_chosen_at_start() {
    let options = Options {
        first_storyteller: FirstStoryteller::Random,
        ..Options::default()
    };
    let (game, events) = Game::new(Ruleset::Odyssey, options, 10, deck(100), &mut rng(9)).unwrap();
    let seat = game.storyteller.unwrap();
    assert!(events.contains(&Event::StorytellerChosen {
        seat,
        how: ChosenBy::Random
    }));
}

#[test]
fn serialisation_matches_the_api() {
    let mut game = start(Ruleset::Teams, 6);
    tell(&mut game, 0);
    for seat in [3, 1, 2] {
        play(&mut game, seat);
    }
    let json = serde_json::to_value(view(&game, Some(4))).unwrap();
    assert_eq!(json["ruleset"], "teams");
    assert_eq!(json["phase"], "vote");
    assert_eq!(json["options"]["first_storyteller"], "host");
    assert_eq!(json["options"]["target_score"], 30);
    assert_eq!(json["seats"][4]["team"], 1);
    assert_eq!(json["seats"][4]["waiting_for"], true);
    assert_eq!(
        json["you"]["allowed"],
        serde_json::json!(["vote", "resign"])
    );
    let first = &json["board"][0];
    assert_eq!(first["position"], 1);
    let id = first["card"]["id"].as_i64().unwrap();
    assert_eq!(first["card"]["image"], format!("/cards/{id}"));
    assert_eq!(json["last_round"], serde_json::Value::Null);
    assert_eq!(json["winners"], serde_json::Value::Null);
    assert_eq!(
        serde_json::to_value(view(&game, None)).unwrap()["you"],
        serde_json::Value::Null
    );

    // The stored game and the events round-trip.
    let stored = serde_json::to_string(&game).unwrap();
    assert_eq!(serde_json::from_str::<Game>(&stored).unwrap(), game);
    let event = serde_json::to_value(Event::CardsSubmitted { seat: 1, count: 1 }).unwrap();
    assert_eq!(
        event,
        serde_json::json!({"type": "cards_submitted", "seat": 1, "count": 1})
    );
    let options: Options = serde_json::from_str(r#"{"first_storyteller":"random"}"#).unwrap();
    assert_eq!(options.target_score, 30);
}

/// "The order must be uniformly random (never seat or submit order)": over many boards, the
/// storyteller's card lands on each position about equally often.
#[test]
fn the_board_order_is_uniform() {
    let trials = 2_000;
    let mut counts = [0usize; 4];
    for seed in 0..trials {
        let (mut game, _) = Game::new(
            Ruleset::Edition2021,
            host_tells_first(),
            4,
            deck(40),
            &mut rng(seed),
        )
        .unwrap();
        let mut r = rng(seed + 1_000_000);
        let story = game.seats[0].hand[0];
        let clue = Action::Clue {
            note: None,
            clue: "sea".into(),
            card: Some(story),
        };
        crate::game::apply(&mut game, 0, clue, &mut r).unwrap();
        for seat in 1..4 {
            let cards = vec![game.seats[seat].hand[0]];
            crate::game::apply(&mut game, seat, Action::Submit { cards }, &mut r).unwrap();
        }
        counts[position_of(&game, story) - 1] += 1;
    }
    // Expected 500 each; a fair shuffle stays within ±100 (more than 5 standard deviations).
    for count in counts {
        assert!((400..=600).contains(&count), "{counts:?}");
    }
}

/// Online, away: "the clock acts for them at once, as for a resigned player (a random card
/// played, no vote, their storyteller turn passes), but they keep their seat and score".
#[test]
fn the_clock_acts_at_once_for_away_players_without_resigning_them() {
    let away = [0, 3];
    let mut game = start(Ruleset::Edition2021, 4);
    let events = stand_in(&mut game, &away, &mut rng(5));
    assert_eq!(events[0], Event::ActedForAway { seat: 0 });
    assert!(events.contains(&Event::StorytellerSkipped {
        seat: 0,
        by_clock: false,
        resigned: false
    }));
    assert_eq!(game.storyteller, Some(1));
    assert!(
        stand_in(&mut game, &away, &mut rng(5)).is_empty(),
        "seat 1 tells"
    );

    let story = tell(&mut game, 1);
    let events = stand_in(&mut game, &away, &mut rng(5));
    assert!(events.contains(&Event::CardsPlayedByClock { seat: 0, count: 1 }));
    assert!(events.contains(&Event::CardsPlayedByClock { seat: 3, count: 1 }));
    assert_eq!(game.phase, Phase::Submit, "seat 2 has not played");
    play(&mut game, 2);
    assert_eq!(game.phase, Phase::Vote);

    // The vote waits for the voter who is here, then ends without the away ones.
    assert!(stand_in(&mut game, &away, &mut rng(5)).is_empty());
    vote_for(&mut game, 2, &[story]);
    let events = stand_in(&mut game, &away, &mut rng(5));
    assert!(events.contains(&Event::ActedForAway { seat: 0 }));
    assert!(events.contains(&Event::ActedForAway { seat: 3 }));
    assert!(!events.iter().any(|e| matches!(e, Event::Abstained { .. })));
    assert_eq!(game.round, 2);
    assert_eq!(game.storyteller, Some(2));
    assert!(game.seats.iter().all(|s| !s.resigned), "nobody resigned");
    game.check_invariants().unwrap();

    // When everyone is away, the table waits for its deadline as usual.
    assert!(stand_in(&mut game, &[0, 1, 2, 3], &mut rng(5)).is_empty());
}

/// The storyteller's note: trimmed, 300 characters at most, shown in no view while the round
/// is played, then revealed with the scored round (and gone from the next round).
#[test]
fn the_storytellers_note_is_hidden_until_the_round_is_scored() {
    let mut game = start(Ruleset::Edition2021, 4);
    let note = "é".repeat(290);
    let story = game.seats[0].hand[0];
    act(
        &mut game,
        0,
        Action::Clue {
            clue: "a door".into(),
            card: Some(story),
            note: Some(format!("  {note}  ")),
        },
    );
    assert_eq!(game.note.as_deref(), Some(note.as_str()));
    let hidden = |game: &Game| {
        [None, Some(0), Some(1), Some(2), Some(3)]
            .into_iter()
            .all(|viewer| {
                !serde_json::to_string(&view(game, viewer))
                    .unwrap()
                    .contains(note.as_str())
            })
    };
    assert!(hidden(&game));
    let cards: Vec<CardId> = (1..4).flat_map(|seat| play(&mut game, seat)).collect();
    assert_eq!(game.phase, Phase::Vote);
    assert!(hidden(&game));
    vote_for(&mut game, 1, &[story]);
    vote_for(&mut game, 2, &[cards[0]]);
    let events = vote_for(&mut game, 3, &[story]);
    assert_eq!(round_result(&events).note.as_deref(), Some(note.as_str()));
    assert_eq!(game.note, None);
    let revealed = view(&game, Some(1)).last_round.unwrap();
    assert_eq!(revealed.note.as_deref(), Some(note.as_str()));

    // No note, or a blank one, is no note; the events never carry it.
    let story = game.seats[1].hand[0];
    let events = act(
        &mut game,
        1,
        Action::Clue {
            clue: "a window".into(),
            card: Some(story),
            note: Some("   ".into()),
        },
    );
    assert_eq!(game.note, None);
    assert!(!serde_json::to_string(&events).unwrap().contains("note"));
}
