//! What follows from the stored state: whose turn it is, who votes, who won, and the
//! invariants every stored game holds.

use std::collections::HashSet;

use super::{CardId, FirstStoryteller, Game, Marker, Phase, Ruleset, Seat};

impl Game {
    pub fn players(&self) -> usize {
        self.seats.len()
    }

    pub fn hand_size(&self) -> usize {
        self.ruleset.hand_size(self.players())
    }

    /// A player who has not resigned.
    pub fn is_active(&self, seat: Seat) -> bool {
        self.seats.get(seat).is_some_and(|s| !s.resigned)
    }

    pub fn active_players(&self) -> usize {
        self.seats.iter().filter(|s| !s.resigned).count()
    }

    /// In `teams`, the team of a seat: "partners sit opposite (seat i and seat i + n/2)".
    pub fn team(&self, seat: Seat) -> Option<usize> {
        (self.ruleset == Ruleset::Teams && seat < self.players())
            .then(|| seat % (self.players() / 2))
    }

    /// In `teams`, the seat opposite.
    pub fn partner(&self, seat: Seat) -> Option<Seat> {
        self.team(seat)
            .map(|_| (seat + self.players() / 2) % self.players())
    }

    /// The seat on the left of `seat`.
    pub fn left_of(&self, seat: Seat) -> Seat {
        (seat + 1) % self.players().max(1)
    }

    /// The cards `seat` put in play this round.
    pub fn submitted(&self, seat: Seat) -> Vec<CardId> {
        self.submissions
            .iter()
            .filter(|s| s.seat == seat)
            .map(|s| s.card)
            .collect()
    }

    /// Who played the card at a 1-based board position.
    pub fn owner_at(&self, position: usize) -> Option<Seat> {
        let card = self.board.get(position.checked_sub(1)?)?;
        self.submissions
            .iter()
            .find(|s| s.card == *card)
            .map(|s| s.seat)
    }

    /// Whether the card at `position` is `seat`'s own side's: theirs or, in `teams`, their
    /// partner's. Such a card is not `seat`'s to vote for, except in `party`, where one may
    /// vote for one's own card.
    pub fn own_side_at(&self, seat: Seat, position: usize) -> bool {
        self.ruleset != Ruleset::Party
            && self
                .owner_at(position)
                .is_some_and(|owner| owner == seat || Some(owner) == self.partner(seat))
    }

    /// The 1-based position of the storyteller's card, once the board is laid out.
    pub fn storyteller_position(&self) -> Option<usize> {
        if self.ruleset == Ruleset::Party {
            return None;
        }
        let storyteller = self.storyteller?;
        (1..=self.board.len()).find(|&p| self.owner_at(p) == Some(storyteller))
    }

    pub fn has_voted(&self, seat: Seat) -> bool {
        self.votes.iter().any(|v| v.voter == seat)
    }

    /// The positions `seat` voted this round, with their markers.
    pub fn votes_of(&self, seat: Seat) -> Vec<(usize, Marker)> {
        self.votes
            .iter()
            .filter(|v| v.voter == seat)
            .map(|v| (v.position, v.marker))
            .collect()
    }

    /// In the submit phase, the plays still missing. Each entry lists who may make that play:
    /// one seat, or in `teams` either member of a team that has not played ("the first
    /// member of a team to submit plays for the team").
    pub fn missing_plays(&self) -> Vec<Vec<Seat>> {
        if self.phase != Phase::Submit {
            return Vec::new();
        }
        let Some(storyteller) = self.storyteller else {
            return Vec::new();
        };
        let n = self.players();
        let has_played = |seat: Seat| self.submissions.iter().any(|s| s.seat == seat);
        match self.ruleset {
            Ruleset::Party => (0..n)
                .filter(|&s| !has_played(s))
                .map(|s| vec![s])
                .collect(),
            Ruleset::Teams => {
                let half = n / 2;
                let mut missing = Vec::new();
                let partner = (storyteller + half) % n;
                if !has_played(partner) {
                    missing.push(vec![partner]);
                }
                for team in 0..half {
                    let members = [team, team + half];
                    if team != storyteller % half && !members.iter().any(|&m| has_played(m)) {
                        missing.push(members.to_vec());
                    }
                }
                missing
            }
            _ => (0..n)
                .filter(|&s| s != storyteller && !has_played(s))
                .map(|s| vec![s])
                .collect(),
        }
    }

    /// Who votes this round: "every player except the storyteller"; in `party` everyone;
    /// in `teams` "in every other team the member who did not play". A resigned voter is
    /// listed but never awaited, so a team whose remaining partner played does not vote.
    pub fn voters(&self) -> Vec<Seat> {
        let n = self.players();
        let Some(storyteller) = self.storyteller else {
            return Vec::new();
        };
        match self.ruleset {
            Ruleset::Party => (0..n).collect(),
            Ruleset::Teams => {
                let half = n / 2;
                (0..n)
                    .filter(|&s| s % half != storyteller % half)
                    .filter(|&s| {
                        let partner = (s + half) % n;
                        self.submissions.iter().any(|sub| sub.seat == partner)
                    })
                    .collect()
            }
            _ => (0..n).filter(|&s| s != storyteller).collect(),
        }
    }

    /// Who the table waits for now. Resigned players are never awaited: the clock acts for
    /// them at once.
    pub fn awaited(&self) -> Vec<Seat> {
        let mut seats: Vec<Seat> = match self.phase {
            Phase::Finished => Vec::new(),
            Phase::Clue => match self.storyteller {
                None => (0..self.players()).collect(),
                Some(storyteller) => vec![storyteller],
            },
            Phase::Submit => self.missing_plays().into_iter().flatten().collect(),
            Phase::Vote => self
                .voters()
                .into_iter()
                .filter(|&s| !self.has_voted(s))
                .collect(),
        };
        seats.retain(|&s| self.is_active(s));
        seats.sort_unstable();
        seats
    }

    /// The moves `seat` may make now: "clue", "submit", "vote", "resign".
    pub fn allowed(&self, seat: Seat) -> Vec<&'static str> {
        if self.phase == Phase::Finished || !self.is_active(seat) {
            return Vec::new();
        }
        let mut moves = Vec::new();
        if self.awaited().contains(&seat) {
            moves.push(match self.phase {
                Phase::Clue => "clue",
                Phase::Submit => "submit",
                _ => "vote",
            });
        }
        moves.push("resign");
        moves
    }

    /// "Winner: most points; tied players share the victory (all are listed as winners)."
    /// `None` until the game is over. A player who resigned cannot win (in `teams`, a team
    /// can while one member still plays).
    pub fn winners(&self) -> Option<Vec<Seat>> {
        (self.phase == Phase::Finished).then(|| self.leaders())
    }

    /// The seats that would win if the game ended now.
    pub fn leaders(&self) -> Vec<Seat> {
        let in_play = |seat: Seat| {
            self.is_active(seat) || self.partner(seat).is_some_and(|p| self.is_active(p))
        };
        let mut eligible: Vec<Seat> = (0..self.players()).filter(|&s| in_play(s)).collect();
        if eligible.is_empty() {
            eligible = (0..self.players()).collect();
        }
        let best = eligible
            .iter()
            .map(|&s| self.seats[s].score)
            .max()
            .unwrap_or(0);
        eligible
            .into_iter()
            .filter(|&s| self.seats[s].score == best)
            .collect()
    }

    /// Every card of the table, wherever it is, sorted.
    pub fn all_cards(&self) -> Vec<CardId> {
        let mut cards: Vec<CardId> = self
            .draw_pile
            .iter()
            .chain(&self.discard_pile)
            .chain(self.seats.iter().flat_map(|s| &s.hand))
            .chain(self.submissions.iter().map(|s| &s.card))
            .copied()
            .collect();
        cards.sort_unstable();
        cards
    }

    /// Checks what every stored game must satisfy: "every card of the table's deck is in
    /// exactly one place", hand sizes, the round's submissions and votes fit the phase.
    pub fn check_invariants(&self) -> Result<(), String> {
        let n = self.players();
        if !self.ruleset.allows_players(n) {
            return Err(format!("{} seats do not fit {}", n, self.ruleset));
        }
        let mut seen = HashSet::new();
        for card in self.all_cards() {
            if !seen.insert(card) {
                return Err(format!("card {} is in two places", card.0));
            }
        }
        let mut board = self.board.clone();
        board.sort_unstable();
        let mut in_play: Vec<CardId> = self.submissions.iter().map(|s| s.card).collect();
        in_play.sort_unstable();
        if !board.is_empty() && board != in_play {
            return Err("the board is not the set of cards in play".into());
        }
        if (self.phase == Phase::Vote) == self.board.is_empty() {
            return Err("the board is laid out exactly in the vote phase".into());
        }
        if let Some(s) = self.storyteller {
            if s >= n {
                return Err(format!("storyteller {s} has no seat"));
            }
        } else {
            let race = self.phase == Phase::Clue
                && self.round == 1
                && self.options.first_storyteller == FirstStoryteller::FirstClue;
            if !race && self.phase != Phase::Finished {
                return Err("only the round-1 race has no storyteller".into());
            }
        }
        if self.submissions.iter().any(|s| s.seat >= n) {
            return Err("a submission has no seat".into());
        }
        match self.phase {
            Phase::Clue | Phase::Finished => {
                if !self.submissions.is_empty() || !self.votes.is_empty() {
                    return Err(format!(
                        "{:?} phase with cards in play or votes",
                        self.phase
                    ));
                }
            }
            Phase::Submit => {
                if self.clue.is_none() || !self.votes.is_empty() {
                    return Err("submit phase without a clue, or with votes".into());
                }
            }
            Phase::Vote => {}
        }
        if self.phase == Phase::Clue && self.clue.is_some() {
            return Err("clue phase with a clue".into());
        }
        if self.ruleset != Ruleset::Party && matches!(self.phase, Phase::Submit | Phase::Vote) {
            let storyteller = self.storyteller.unwrap_or(usize::MAX);
            if self.submitted(storyteller).len() != 1 {
                return Err("the storyteller's card is not in play".into());
            }
        }
        let per_play = self.ruleset.cards_per_submission(n);
        for seat in 0..n {
            let played = self.submitted(seat).len();
            let limit = if Some(seat) == self.storyteller && self.ruleset != Ruleset::Party {
                1
            } else {
                per_play
            };
            if played != 0 && played != limit {
                return Err(format!("seat {seat} has {played} cards in play"));
            }
            let hand = self.seats[seat].hand.len();
            let size = self.hand_size();
            if self.phase == Phase::Finished {
                if hand > size {
                    return Err(format!("seat {seat} holds {hand} cards"));
                }
            } else if hand + played != size {
                return Err(format!(
                    "seat {seat} holds {hand} cards and played {played}"
                ));
            }
        }
        if self.ruleset == Ruleset::Teams {
            let half = n / 2;
            for team in 0..half {
                let plays = self
                    .submissions
                    .iter()
                    .filter(|s| s.seat % half == team)
                    .count();
                let limit = if self.storyteller.map(|s| s % half) == Some(team) {
                    2
                } else {
                    1
                };
                if plays > limit {
                    return Err(format!("team {team} played {plays} cards"));
                }
                if self.seats[team].score != self.seats[team + half].score {
                    return Err(format!("team {team}'s partners have different scores"));
                }
            }
        }
        if self.phase == Phase::Vote {
            let voters = self.voters();
            for vote in &self.votes {
                if !voters.contains(&vote.voter) {
                    return Err(format!("seat {} voted but is no voter", vote.voter));
                }
                if vote.position == 0 || vote.position > self.board.len() {
                    return Err(format!("vote on position {}", vote.position));
                }
            }
            for &voter in &voters {
                let markers = self.votes_of(voter);
                let distinct: HashSet<Marker> = markers.iter().map(|(_, m)| *m).collect();
                if distinct.len() != markers.len() {
                    return Err(format!("seat {voter} used a marker twice"));
                }
            }
        }
        Ok(())
    }
}
