//! What one viewer may see of a game: the only way state leaves the server.

use serde::Serialize;

use super::{CardId, CardView, Game, Marker, Options, Phase, RoundResult, Ruleset, Seat};

/// The game part of API.md's table view; the server flattens it into the full view.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct PlayerView {
    pub ruleset: Ruleset,
    pub options: Options,
    pub round: u32,
    /// `None` once the game is over.
    pub phase: Option<Phase>,
    pub storyteller: Option<Seat>,
    pub clue: Option<String>,
    pub seats: Vec<SeatView>,
    /// `None` for a spectator.
    pub you: Option<YouView>,
    /// Only in the vote phase, in board order.
    pub board: Option<Vec<BoardCard>>,
    pub last_round: Option<RoundResult>,
    pub winners: Option<Vec<Seat>>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct SeatView {
    pub seat: Seat,
    pub score: u32,
    /// `None` unless the ruleset is teams.
    pub team: Option<usize>,
    pub resigned: bool,
    pub waiting_for: bool,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct YouView {
    pub seat: Seat,
    pub hand: Vec<CardView>,
    /// The cards you put in play this round (the storyteller's own card included).
    pub submitted: Vec<CardId>,
    /// The positions you voted this round (green votes).
    pub votes: Vec<usize>,
    /// Party storyteller: where you put the red marker.
    pub red: Option<usize>,
    /// Teams: your partner has played your team's card this round.
    pub partner_played: bool,
    pub allowed: Vec<&'static str>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct BoardCard {
    pub position: usize,
    pub card: CardView,
    /// The viewer may not vote for it: their own card or, in `teams`, their partner's
    /// (`Game::own_side_at`; never in `party`, never for a spectator).
    pub mine: bool,
}

/// What `viewer` may see (`None`: a spectator). "It holds the viewer's own hand and nothing
/// of anyone else's; the board only once complete and only shuffled; votes only after the
/// reveal." Party: the storyteller's hand "is hidden from them until they have submitted
/// the clue".
pub fn view(game: &Game, viewer: Option<Seat>) -> PlayerView {
    let awaited = game.awaited();
    let seats = game
        .seats
        .iter()
        .enumerate()
        .map(|(seat, state)| SeatView {
            seat,
            score: state.score,
            team: game.team(seat),
            resigned: state.resigned,
            waiting_for: awaited.contains(&seat),
        })
        .collect();
    let you = viewer
        .filter(|&seat| seat < game.players())
        .map(|seat| you(game, seat));
    let board = (game.phase == Phase::Vote).then(|| {
        game.board
            .iter()
            .enumerate()
            .map(|(i, &card)| BoardCard {
                position: i + 1,
                card: card.into(),
                mine: viewer.is_some_and(|seat| game.own_side_at(seat, i + 1)),
            })
            .collect()
    });
    PlayerView {
        ruleset: game.ruleset,
        options: game.options,
        round: game.round,
        phase: (game.phase != Phase::Finished).then_some(game.phase),
        storyteller: game.storyteller,
        clue: game.clue.clone(),
        seats,
        you,
        board,
        last_round: game.last_round.clone(),
        winners: game.winners(),
    }
}

fn you(game: &Game, seat: Seat) -> YouView {
    // Party: the storyteller tells before looking at their cards; in the first round's race
    // for the clue, anyone may be the storyteller, so nobody sees their hand.
    let hand_hidden = game.ruleset == Ruleset::Party
        && game.phase == Phase::Clue
        && (game.storyteller == Some(seat) || game.storyteller.is_none());
    let hand = if hand_hidden {
        Vec::new()
    } else {
        game.seats[seat].hand.iter().map(|&c| c.into()).collect()
    };
    let votes = game.votes_of(seat);
    YouView {
        seat,
        hand,
        submitted: game.submitted(seat),
        votes: votes
            .iter()
            .filter(|(_, m)| *m != Marker::Red)
            .map(|(p, _)| *p)
            .collect(),
        red: votes
            .iter()
            .find(|(_, m)| *m == Marker::Red)
            .map(|(p, _)| *p),
        partner_played: game
            .partner(seat)
            .is_some_and(|p| !game.submitted(p).is_empty() && Some(p) != game.storyteller),
        allowed: game.allowed(seat),
    }
}
