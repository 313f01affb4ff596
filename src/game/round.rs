//! The round: clue, submissions, board, votes, end of round, end of game; and the online
//! adaptations (clock, resign).

use rand::seq::{IndexedRandom, SliceRandom};
use rand::Rng;

use super::scoring::score_round;
use super::{
    Action, CardId, ChosenBy, EndReason, Event, FirstStoryteller, Game, Marker, Phase, RuleError,
    Ruleset, Seat, Submission, Vote,
};

/// Online: "free text, 1–200 characters, any Unicode, trimmed".
pub const MAX_CLUE_CHARS: usize = 200;

/// The storyteller's private note on the clue: at most this many characters.
pub const MAX_NOTE_CHARS: usize = 300;

/// A player's move. Either the move is legal and the game changes, or nothing changes and
/// the error says why in a sentence the player understands.
pub fn apply(
    game: &mut Game,
    seat: Seat,
    action: Action,
    rng: &mut impl Rng,
) -> Result<Vec<Event>, RuleError> {
    if seat >= game.players() {
        return Err(RuleError::NoSuchSeat(seat));
    }
    if game.phase == Phase::Finished {
        return Err(RuleError::GameOver);
    }
    if game.seats[seat].resigned {
        return Err(match action {
            Action::Resign => RuleError::AlreadyResigned,
            _ => RuleError::YouResigned,
        });
    }
    // Each move checks everything before it changes anything.
    let mut events = match action {
        Action::Clue { clue, card, note } => give_clue(game, seat, &clue, card, note.as_deref())?,
        Action::Submit { cards } => submit(game, seat, &cards)?,
        Action::Vote { positions, red } => vote(game, seat, &positions, red)?,
        Action::Resign => resign(game, seat),
    };
    advance(game, rng, &mut events);
    Ok(events)
}

/// The move deadline passed: the clock acts for every awaited player of the current phase.
///
/// Online: "a storyteller who has not told is skipped (the turn passes left, no points); a
/// player who has not submitted gets a random card of their hand played for them; a voter
/// who has not voted is left out of the vote".
///
/// The round-1 race for the first clue has nobody to skip: when it times out, the host
/// (or, if the host resigned, the first active seat after them) becomes the storyteller
/// and gets a deadline of their own.
pub fn clock(game: &mut Game, rng: &mut impl Rng) -> Result<Vec<Event>, RuleError> {
    let mut events = Vec::new();
    match game.phase {
        Phase::Finished => return Err(RuleError::GameOver),
        Phase::Clue => match game.storyteller {
            None => {
                let seat = (0..game.players())
                    .find(|&s| game.is_active(s))
                    .unwrap_or(0);
                game.storyteller = Some(seat);
                events.push(Event::StorytellerChosen {
                    seat,
                    how: ChosenBy::Clock,
                });
            }
            Some(storyteller) => skip_storyteller(game, storyteller, true, &mut events),
        },
        Phase::Submit => {
            for may_play in game.missing_plays() {
                let active: Vec<Seat> = may_play
                    .iter()
                    .copied()
                    .filter(|&s| game.is_active(s))
                    .collect();
                let candidates = if active.is_empty() { may_play } else { active };
                if let Some(&seat) = candidates.choose(rng) {
                    play_for(game, seat, rng, &mut events);
                }
            }
        }
        Phase::Vote => {
            for seat in game.awaited() {
                events.push(Event::Abstained { seat });
            }
            end_round(game, rng, &mut events);
        }
    }
    advance(game, rng, &mut events);
    Ok(events)
}

/// Online, away: "while a player is away, their tables do not wait for them: the clock acts
/// for them at once, as for a resigned player (a random card played, no vote, their
/// storyteller turn passes), but they keep their seat and score". An away storyteller is
/// skipped; an away player's card plays at once (in `teams`, when the partner is away too);
/// the vote ends without the away voters once everyone else has voted. The clock acts until
/// the table awaits someone who is not away, and never when every active player is away (the
/// table then waits for its deadline as usual). No events: there was nothing to do.
pub fn stand_in(game: &mut Game, away: &[Seat], rng: &mut impl Rng) -> Vec<Event> {
    let mut events = Vec::new();
    let is_away = |s: &Seat| away.contains(s);
    // A bound, so that no table can keep the clock busy whatever the state.
    for _ in 0..64 * game.players().max(1) {
        let present = (0..game.players()).any(|s| game.is_active(s) && !is_away(&s));
        if !present {
            break;
        }
        let acted = match game.phase {
            Phase::Finished => false,
            Phase::Clue => match game.storyteller {
                Some(storyteller) if is_away(&storyteller) => {
                    events.push(Event::ActedForAway { seat: storyteller });
                    skip_storyteller(game, storyteller, false, &mut events);
                    true
                }
                _ => false,
            },
            Phase::Submit => {
                let mut acted = false;
                for may_play in game.missing_plays() {
                    let active: Vec<Seat> = may_play
                        .into_iter()
                        .filter(|&s| game.is_active(s))
                        .collect();
                    if active.is_empty() || !active.iter().all(is_away) {
                        continue;
                    }
                    if let Some(&seat) = active.choose(rng) {
                        events.push(Event::ActedForAway { seat });
                        play_for(game, seat, rng, &mut events);
                        acted = true;
                    }
                }
                acted
            }
            Phase::Vote => {
                let awaited = game.awaited();
                let only_away = !awaited.is_empty() && awaited.iter().all(is_away);
                if only_away {
                    for seat in awaited {
                        events.push(Event::ActedForAway { seat });
                    }
                    end_round(game, rng, &mut events);
                }
                only_away
            }
        };
        if !acted {
            break;
        }
        advance(game, rng, &mut events);
    }
    events
}

/// "The storyteller picks one card from their hand and gives a clue (Online: free text,
/// 1–200 characters, any Unicode, trimmed)." In party "the clue is tied to no card".
///
/// "Round 1 only: the first player to come up with a clue becomes the storyteller — Online:
/// any seated player may submit the round-1 clue; the first accepted submission wins, the
/// others get a clear 'someone was faster' answer."
fn give_clue(
    game: &mut Game,
    seat: Seat,
    clue: &str,
    card: Option<CardId>,
    note: Option<&str>,
) -> Result<Vec<Event>, RuleError> {
    if game.phase != Phase::Clue {
        let race = game.round == 1 && game.options.first_storyteller == FirstStoryteller::FirstClue;
        return Err(match game.storyteller {
            Some(s) if s == seat => RuleError::ClueAlreadyGiven,
            Some(s) if race => RuleError::SomeoneWasFaster { storyteller: s },
            _ => RuleError::NotClueTime,
        });
    }
    if let Some(storyteller) = game.storyteller {
        if storyteller != seat {
            return Err(RuleError::NotStoryteller { storyteller });
        }
    }
    let clue = clue_text(clue)?;
    let note = note_text(note)?;
    let card = storyteller_card(game, seat, card)?;

    let mut events = Vec::new();
    if game.storyteller.is_none() {
        game.storyteller = Some(seat);
        events.push(Event::StorytellerChosen {
            seat,
            how: ChosenBy::FirstClue,
        });
    }
    if let Some(card) = card {
        put_in_play(game, seat, &[card]);
    }
    game.clue = Some(clue.clone());
    game.note = note;
    game.phase = Phase::Submit;
    events.push(Event::ClueGiven { seat, clue });
    Ok(events)
}

/// "Online: free text, 1–200 characters, any Unicode, trimmed."
fn clue_text(raw: &str) -> Result<String, RuleError> {
    let clue = raw.trim();
    let chars = clue.chars().count();
    if chars == 0 {
        Err(RuleError::ClueEmpty)
    } else if chars > MAX_CLUE_CHARS {
        Err(RuleError::ClueTooLong(chars))
    } else {
        Ok(clue.to_string())
    }
}

/// The storyteller's private note: optional, trimmed, at most [`MAX_NOTE_CHARS`] characters;
/// an empty note is no note.
fn note_text(raw: Option<&str>) -> Result<Option<String>, RuleError> {
    let note = raw.map(str::trim).unwrap_or_default();
    let chars = note.chars().count();
    if chars > MAX_NOTE_CHARS {
        Err(RuleError::NoteTooLong(chars))
    } else {
        Ok((chars > 0).then(|| note.to_string()))
    }
}

/// "The storyteller picks one card from their hand"; in party "the clue is tied to no card".
fn storyteller_card(
    game: &Game,
    seat: Seat,
    card: Option<CardId>,
) -> Result<Option<CardId>, RuleError> {
    match (game.ruleset, card) {
        (Ruleset::Party, Some(_)) => Err(RuleError::ClueCardInParty),
        (Ruleset::Party, None) => Ok(None),
        (_, None) => Err(RuleError::ClueCardMissing),
        (_, Some(card)) => {
            check_cards(&game.seats[seat].hand, &[card], 1)?;
            Ok(Some(card))
        }
    }
}

/// "Every other player picks card(s) from their own hand that best fit the clue, in secret."
/// With three players each submits 2 cards. In party "everyone, storyteller included, plays
/// one card". In teams the storyteller's "partner plays one card that fits. Every other team
/// plays exactly one card, from the hand of either member" and "the first member of a team
/// to submit plays for the team".
fn submit(game: &mut Game, seat: Seat, cards: &[CardId]) -> Result<Vec<Event>, RuleError> {
    match game.phase {
        Phase::Submit => {}
        Phase::Clue => return Err(RuleError::WaitForClue),
        _ => return Err(RuleError::NotSubmitTime),
    }
    if game.ruleset != Ruleset::Party && game.storyteller == Some(seat) {
        return Err(RuleError::StorytellerAlreadyPlayed);
    }
    if !game.missing_plays().iter().any(|may| may.contains(&seat)) {
        return Err(if game.submitted(seat).is_empty() {
            RuleError::PartnerAlreadyPlayed
        } else {
            RuleError::AlreadySubmitted
        });
    }
    let expected = game.ruleset.cards_per_submission(game.players());
    check_cards(&game.seats[seat].hand, cards, expected)?;
    put_in_play(game, seat, cards);
    Ok(vec![Event::CardsSubmitted {
        seat,
        count: cards.len(),
    }])
}

/// The cards are exactly `expected` different cards of `hand`.
fn check_cards(hand: &[CardId], cards: &[CardId], expected: usize) -> Result<(), RuleError> {
    if cards.len() != expected {
        return Err(RuleError::WrongCardCount {
            expected,
            got: cards.len(),
        });
    }
    for (i, card) in cards.iter().enumerate() {
        if cards[..i].contains(card) {
            return Err(RuleError::DuplicateCard(*card));
        }
        if !hand.contains(card) {
            return Err(RuleError::NotInHand(*card));
        }
    }
    Ok(())
}

/// Moves cards from a hand into play for this round.
fn put_in_play(game: &mut Game, seat: Seat, cards: &[CardId]) {
    game.seats[seat].hand.retain(|card| !cards.contains(card));
    game.submissions
        .extend(cards.iter().map(|&card| Submission { seat, card }));
}

/// Online: "a player who has not submitted gets a random card of their hand played for
/// them" (and "their cards still play" after they resign).
fn play_for(game: &mut Game, seat: Seat, rng: &mut impl Rng, events: &mut Vec<Event>) {
    let count = game.ruleset.cards_per_submission(game.players());
    let cards: Vec<CardId> = game.seats[seat].hand.sample(rng, count).copied().collect();
    put_in_play(game, seat, &cards);
    events.push(Event::CardsPlayedByClock {
        seat,
        count: cards.len(),
    });
}

/// "Once all cards are in, they are shuffled together with the storyteller's card and laid
/// out at positions 1..N. The order must be uniformly random (never seat or submit order)."
fn lay_out_board(game: &mut Game, rng: &mut impl Rng, events: &mut Vec<Event>) {
    let mut board: Vec<CardId> = game.submissions.iter().map(|s| s.card).collect();
    board.shuffle(rng);
    events.push(Event::BoardLaidOut { size: board.len() });
    game.board = board;
    game.phase = Phase::Vote;
}

/// "Every player except the storyteller votes, in secret, for the position they believe is
/// the storyteller's card. Nobody may vote for a card of their own."
///
/// Odyssey with 7–12 players: "each voter has two markers and may vote for a second,
/// different card". Party: "everyone, storyteller included, casts one green vote ... here
/// voting for your own card is allowed. The storyteller also places one secret red marker
/// on any card." Teams: "Nobody who played a card votes (storyteller and partner never
/// vote); in every other team the member who did not play votes."
fn vote(
    game: &mut Game,
    seat: Seat,
    positions: &[usize],
    red: Option<usize>,
) -> Result<Vec<Event>, RuleError> {
    if game.phase != Phase::Vote {
        return Err(RuleError::NotVoteTime);
    }
    if !game.voters().contains(&seat) {
        return Err(if game.storyteller == Some(seat) {
            RuleError::StorytellerDoesNotVote
        } else {
            RuleError::PlayedSoNoVote
        });
    }
    if game.has_voted(seat) {
        return Err(RuleError::AlreadyVoted);
    }
    check_vote_positions(game, seat, positions)?;
    check_red_marker(game, seat, red)?;

    let markers = [Marker::First, Marker::Second];
    for (&position, &marker) in positions.iter().zip(&markers) {
        game.votes.push(Vote {
            voter: seat,
            position,
            marker,
        });
    }
    if let Some(position) = red {
        game.votes.push(Vote {
            voter: seat,
            position,
            marker: Marker::Red,
        });
    }
    Ok(vec![Event::Voted { seat }])
}

/// One vote, or two different ones in Odyssey with 7–12 players; never on a card of your
/// own (your team's in teams), except in party.
fn check_vote_positions(game: &Game, seat: Seat, positions: &[usize]) -> Result<(), RuleError> {
    match positions.len() {
        0 => return Err(RuleError::NoVote),
        1 => {}
        2 if game.ruleset != Ruleset::Odyssey => return Err(RuleError::SecondVoteNotInRuleset),
        2 if !game.ruleset.second_vote_allowed(game.players()) => {
            return Err(RuleError::SecondVoteNeedsSeven(game.players()))
        }
        2 => {}
        _ => return Err(RuleError::TooManyVotes),
    }
    for &position in positions {
        check_position(game, position)?;
    }
    if positions.len() == 2 && positions[0] == positions[1] {
        return Err(RuleError::SameCardTwice);
    }
    for &position in positions {
        if game.own_side_at(seat, position) {
            return Err(if game.owner_at(position) == Some(seat) {
                RuleError::OwnCard(position)
            } else {
                RuleError::TeamCard(position)
            });
        }
    }
    Ok(())
}

fn check_position(game: &Game, position: usize) -> Result<(), RuleError> {
    if (1..=game.board.len()).contains(&position) {
        Ok(())
    } else {
        Err(RuleError::BadPosition {
            position,
            size: game.board.len(),
        })
    }
}

/// Party: "The storyteller also places one secret red marker on any card."
fn check_red_marker(game: &Game, seat: Seat, red: Option<usize>) -> Result<(), RuleError> {
    let places_red = game.ruleset == Ruleset::Party && game.storyteller == Some(seat);
    match (places_red, red) {
        (true, None) => Err(RuleError::RedMissing),
        (true, Some(position)) => check_position(game, position),
        (false, Some(_)) => Err(RuleError::RedNotYours),
        (false, None) => Ok(()),
    }
}

/// "After it, a player may resign: from then on the clock acts for them at once (their cards
/// still play, they never vote). A table whose active players drop below the ruleset's
/// minimum ends, with scores as they stand."
fn resign(game: &mut Game, seat: Seat) -> Vec<Event> {
    game.seats[seat].resigned = true;
    let mut events = vec![Event::Resigned { seat }];
    if game.active_players() < *game.ruleset.players().start() {
        end_game(game, EndReason::TooFewPlayers, &mut events);
    }
    events
}

/// What happens without anyone's move: the clock acts at once for resigned players (a
/// resigned storyteller is skipped, a resigned player's card plays at random), the board is
/// laid out once every card is in, and the round is scored once every vote is in.
fn advance(game: &mut Game, rng: &mut impl Rng, events: &mut Vec<Event>) {
    loop {
        match game.phase {
            Phase::Finished => return,
            Phase::Clue => match game.storyteller {
                Some(storyteller) if !game.is_active(storyteller) => {
                    skip_storyteller(game, storyteller, false, events)
                }
                _ => return,
            },
            Phase::Submit => {
                let missing = game.missing_plays();
                if missing.is_empty() {
                    lay_out_board(game, rng, events);
                    continue;
                }
                let resigned = plays_nobody_active_can_make(game, &missing);
                if resigned.is_empty() {
                    return;
                }
                for seat in resigned {
                    play_for(game, seat, rng, events);
                }
            }
            Phase::Vote => {
                if !game.awaited().is_empty() {
                    return;
                }
                end_round(game, rng, events);
            }
        }
    }
}

/// Online, resigned players: "the clock acts for them at once (their cards still play, they
/// never vote)". In teams, "while one partner is still active, that partner plays the team's
/// card (the clock plays for the team only when both have resigned or the deadline passes),
/// and the team does not vote": the member who did not play is the resigned one, who never
/// votes. So the clock plays at once only the plays that no active player may make; for
/// each, the seat it plays for.
fn plays_nobody_active_can_make(game: &Game, missing: &[Vec<Seat>]) -> Vec<Seat> {
    missing
        .iter()
        .filter(|may| may.iter().all(|&s| !game.is_active(s)))
        .filter_map(|may| may.first().copied())
        .collect()
}

/// Online: "a storyteller who has not told is skipped (the turn passes left, no points)".
/// A skipped turn counts as that player's turn for the end of party and teams games.
///
/// Party: "the storyteller gives the clue before seeing their new hand". After a skip, the
/// next storyteller has had their hand in view while the table waited, so "every player
/// passes their whole hand to the player on their left" once more, without drawing: the new
/// storyteller then tells before looking at their new hand, the skipped storyteller's, which
/// was hidden from the skipped storyteller too.
fn skip_storyteller(game: &mut Game, seat: Seat, by_clock: bool, events: &mut Vec<Event>) {
    if let Some(state) = game.seats.get_mut(seat) {
        state.turns += 1;
    }
    events.push(Event::StorytellerSkipped {
        seat,
        by_clock,
        resigned: !game.is_active(seat),
    });
    if let Some(reason) = end_of_game(game) {
        end_game(game, reason, events);
        return;
    }
    if game.ruleset == Ruleset::Party {
        pass_hands_left(game, events);
    }
    game.storyteller = Some(game.left_of(seat));
    events.push(Event::RoundStarted {
        round: game.round,
        storyteller: game.storyteller,
    });
}

/// "Score (below), then end of round: the played cards go to the discard pile; every player
/// draws back up to the hand size; the next storyteller is the player on the storyteller's
/// left; check the end of the game." Party adds: "every player passes their whole hand to
/// the player on their left".
fn end_round(game: &mut Game, rng: &mut impl Rng, events: &mut Vec<Event>) {
    let result = score_round(game);
    for line in &result.points {
        if let Some(seat) = game.seats.get_mut(line.seat) {
            seat.score += line.points;
        }
    }
    game.last_round = Some(result.clone());
    events.push(Event::RoundScored { result });

    let storyteller = game.storyteller.unwrap_or(0);
    if let Some(seat) = game.seats.get_mut(storyteller) {
        seat.turns += 1;
    }
    discard_played_cards(game);
    refill_hands(game, storyteller, rng, events);
    if game.ruleset == Ruleset::Party {
        pass_hands_left(game, events);
    }
    if let Some(reason) = end_of_game(game) {
        end_game(game, reason, events);
        return;
    }
    game.round += 1;
    game.storyteller = Some(game.left_of(storyteller));
    game.phase = Phase::Clue;
    events.push(Event::RoundStarted {
        round: game.round,
        storyteller: game.storyteller,
    });
}

/// "The played cards go to the discard pile."
fn discard_played_cards(game: &mut Game) {
    let played = std::mem::take(&mut game.submissions);
    game.discard_pile.extend(played.iter().map(|s| s.card));
    game.board.clear();
    game.votes.clear();
    game.clue = None;
    game.note = None;
}

/// "Every player draws back up to the hand size", starting on the storyteller's left.
///
/// "2021 / Odyssey draw: if the draw pile cannot give every player what they need, the rest
/// of it goes onto the discard pile, the discard pile is shuffled and becomes the new draw
/// pile" (party and teams: "reshuffle if needed"). Classic: "No reshuffle."
fn refill_hands(game: &mut Game, storyteller: Seat, rng: &mut impl Rng, events: &mut Vec<Event>) {
    let size = game.hand_size();
    let needed: usize = game
        .seats
        .iter()
        .map(|s| size.saturating_sub(s.hand.len()))
        .sum();
    if game.ruleset.reshuffles() && game.draw_pile.len() < needed {
        let rest = std::mem::take(&mut game.draw_pile);
        game.discard_pile.extend(rest);
        let mut pile = std::mem::take(&mut game.discard_pile);
        pile.shuffle(rng);
        events.push(Event::DeckReshuffled { cards: pile.len() });
        game.draw_pile = pile;
    }
    let n = game.players();
    for i in 1..=n {
        let seat = (storyteller + i) % n;
        while game.seats[seat].hand.len() < size {
            match game.draw_pile.pop() {
                Some(card) => game.seats[seat].hand.push(card),
                None => break,
            }
        }
    }
}

/// Party: "every player passes their whole hand to the player on their left".
fn pass_hands_left(game: &mut Game, events: &mut Vec<Event>) {
    let mut hands: Vec<Vec<CardId>> = game
        .seats
        .iter_mut()
        .map(|s| std::mem::take(&mut s.hand))
        .collect();
    hands.rotate_right(1);
    for (seat, hand) in game.seats.iter_mut().zip(hands) {
        seat.hand = hand;
    }
    events.push(Event::HandsPassedLeft);
}

/// The end of the game, checked at the end of each round (and after a skipped turn):
/// - classic: "the game ends after the round in which the last card of the draw pile is
///   drawn, or in which the pile cannot refill every hand";
/// - 2021 and Odyssey: "end of a round where someone has ≥ 30" (the target score);
/// - party and teams: "each player told N times (default 1)".
fn end_of_game(game: &Game) -> Option<EndReason> {
    match game.ruleset {
        Ruleset::Classic => {
            let short = game.seats.iter().any(|s| s.hand.len() < game.hand_size());
            (game.draw_pile.is_empty() || short).then_some(EndReason::DrawPileEmpty)
        }
        Ruleset::Edition2021 | Ruleset::Odyssey => game
            .seats
            .iter()
            .any(|s| s.score >= game.options.target_score)
            .then_some(EndReason::TargetScore),
        Ruleset::Party | Ruleset::Teams => game
            .seats
            .iter()
            .all(|s| s.turns >= game.options.rounds_per_player)
            .then_some(EndReason::EveryoneTold),
    }
}

/// Ends the game with scores as they stand; cards still in play go to the discard pile.
fn end_game(game: &mut Game, reason: EndReason, events: &mut Vec<Event>) {
    discard_played_cards(game);
    game.phase = Phase::Finished;
    events.push(Event::GameEnded {
        winners: game.leaders(),
        reason,
    });
}
