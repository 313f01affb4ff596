//! Partners of a Teams table before the start: who plays with whom.
//!
//! Each seat of an open Teams table holds its team (`seats.team`, numbered from 0). A newcomer
//! joins the first team that has one member, else starts a new one: by default the first two
//! to sit down are partners, then the next two, and so on. Someone leaving takes nobody else's
//! team away: their partner waits for the next to join. The host may pair the players
//! otherwise before the start ([`Move::Pair`](super::Move::Pair)). At the start the seats are
//! ordered so that the rules' "partners sit opposite (seat i and seat i + n/2)" gives exactly
//! these pairs; the game itself knows nothing else of teams.

use std::collections::BTreeMap;

use diesel::prelude::*;

use super::PlayError;
use crate::game::{Ruleset, Seat};
use crate::i18n::Sentence;
use crate::ids::AccountId;
use crate::store::tables::{self as store, Table, TableStatus};

/// The team a newcomer joins, given every seated player's: the first team with one member,
/// else the first number no team uses.
pub fn newcomer_team(teams: &[Option<i32>]) -> i32 {
    let sizes = team_sizes(teams);
    if let Some((&team, _)) = sizes.iter().find(|(_, &size)| size == 1) {
        return team;
    }
    (0..).find(|t| !sizes.contains_key(t)).unwrap_or(0)
}

fn team_sizes(teams: &[Option<i32>]) -> BTreeMap<i32, usize> {
    let mut sizes = BTreeMap::new();
    for team in teams.iter().flatten() {
        *sizes.entry(*team).or_insert(0) += 1;
    }
    sizes
}

/// Why a pairing cannot be taken as it is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PairingFault {
    /// A pair that is not two players.
    NotTwo,
    /// A seat nobody sits in.
    NoSeat(Seat),
    /// A player in two pairs (or twice in one).
    Twice(Seat),
    /// A player in no pair, where everyone must be (one may wait only when the count is odd).
    Unpaired(Seat),
}

/// The team of every seat that `pairs` asks for, at a table of `players`: every player in
/// exactly one pair of two, except that with an odd number of players one may be left out
/// (and waits for the next to join). Teams are numbered in the order their first member sits.
pub fn pairing(players: usize, pairs: &[Vec<Seat>]) -> Result<Vec<i32>, PairingFault> {
    let mut teams: Vec<Vec<Seat>> = Vec::new();
    let mut seen = vec![false; players];
    for pair in pairs {
        if pair.len() != 2 {
            return Err(PairingFault::NotTwo);
        }
        for &seat in pair {
            let taken = seen.get_mut(seat).ok_or(PairingFault::NoSeat(seat))?;
            if *taken {
                return Err(PairingFault::Twice(seat));
            }
            *taken = true;
        }
        teams.push(pair.clone());
    }
    let left: Vec<Seat> = (0..players).filter(|&s| !seen[s]).collect();
    match left.as_slice() {
        [] => {}
        [alone] if players % 2 == 1 => teams.push(vec![*alone]),
        [first, ..] => return Err(PairingFault::Unpaired(*first)),
    }
    teams.sort_by_key(|members| members.iter().min().copied());
    let mut team_of = vec![0; players];
    for (number, members) in teams.iter().enumerate() {
        for &seat in members {
            team_of[seat] = number as i32;
        }
    }
    Ok(team_of)
}

/// The seating at the start of a Teams game of an even number of players: `order[new seat]`
/// is the old seat. Each team gets seats k and k + n/2, the host's team first (so the host
/// keeps seat 0), then the others by their number; partners keep their order, the host first.
/// Players still without a partner (their partner left) are paired in the order they sit.
pub fn seating(teams: &[Option<i32>], host: Seat) -> Vec<Seat> {
    let players = teams.len();
    let mut by_team: BTreeMap<i32, Vec<Seat>> = BTreeMap::new();
    let mut alone = Vec::new();
    let sizes = team_sizes(teams);
    for (seat, team) in teams.iter().enumerate() {
        match team {
            Some(t) if sizes.get(t) == Some(&2) => by_team.entry(*t).or_default().push(seat),
            _ => alone.push(seat),
        }
    }
    let mut pairs: Vec<Vec<Seat>> = by_team.into_values().collect();
    pairs.extend(alone.chunks(2).map(<[Seat]>::to_vec));
    pairs.sort_by_key(|members| !members.contains(&host));
    for members in &mut pairs {
        members.sort_by_key(|&seat| (seat != host, seat));
    }
    let half = players / 2;
    let mut order = vec![0; players];
    for (k, members) in pairs.iter().enumerate() {
        for (i, &seat) in members.iter().enumerate() {
            if let Some(place) = order.get_mut(k + i * half) {
                *place = seat;
            }
        }
    }
    order
}

/// The host pairs the players of an open Teams table (`Move::Pair`).
pub(super) fn pair(
    conn: &mut PgConnection,
    table: &Table,
    account_id: AccountId,
    pairs: &[Vec<Seat>],
) -> Result<(), PlayError> {
    if account_id != table.row.host_id {
        return Err(PlayError::forbidden("teams_err_not_host"));
    }
    if table.row.ruleset != Ruleset::Teams {
        return Err(PlayError::conflict("teams_err_not_teams"));
    }
    if table.row.status != TableStatus::Open {
        return Err(PlayError::conflict("table_err_started"));
    }
    let name = |seat: Seat| table.seats[seat].display_name.clone();
    let teams = pairing(table.seats.len(), pairs).map_err(|fault| {
        PlayError::Invalid(match fault {
            PairingFault::NotTwo => Sentence::new("teams_err_not_two"),
            PairingFault::NoSeat(seat) => {
                Sentence::with("teams_err_no_seat", vec![("seat", seat.to_string())])
            }
            PairingFault::Twice(seat) => {
                Sentence::with("teams_err_twice", vec![("name", name(seat))])
            }
            PairingFault::Unpaired(seat) => {
                Sentence::with("teams_err_unpaired", vec![("name", name(seat))])
            }
        })
    })?;
    store::set_teams(conn, table.row.id, &teams)?;
    Ok(())
}

/// At the start of a Teams game: seats the players so that partners sit opposite, and gives
/// `table` its new seating (each seat's team is then the game's, written with the game).
pub(super) fn seat_partners(conn: &mut PgConnection, table: &mut Table) -> Result<(), PlayError> {
    let players = table.seats.len();
    if table.row.ruleset != Ruleset::Teams || !table.row.ruleset.allows_players(players) {
        return Ok(());
    }
    let teams: Vec<Option<i32>> = table.seats.iter().map(|s| s.team).collect();
    let order = seating(&teams, table.host_seat());
    if order.iter().enumerate().all(|(new, &old)| new == old) {
        return Ok(());
    }
    store::reseat(conn, table.row.id, &order)?;
    let old = std::mem::take(&mut table.seats);
    table.seats = order
        .iter()
        .enumerate()
        .map(|(new, &from)| {
            let mut seat = old[from].clone();
            seat.seat = new as i32;
            seat.team = Some((new % (players / 2)) as i32);
            seat
        })
        .collect();
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn newcomers_pair_up_in_the_order_they_sit_down() {
        let mut teams = Vec::new();
        for _ in 0..6 {
            teams.push(Some(newcomer_team(&teams)));
        }
        assert_eq!(
            teams,
            [0, 0, 1, 1, 2, 2].map(Some).to_vec(),
            "the first two are partners, then the next two"
        );
    }

    #[test]
    fn a_newcomer_takes_the_place_of_a_partner_who_left() {
        // Team 0 lost a member, team 1 is whole: the newcomer joins team 0.
        assert_eq!(newcomer_team(&[Some(0), Some(1), Some(1)]), 0);
        // Team 1 left altogether: the next newcomers start it again.
        assert_eq!(newcomer_team(&[Some(0), Some(0), Some(2), Some(2)]), 1);
        // Seats from before teams were kept count as no team.
        assert_eq!(newcomer_team(&[None, None]), 0);
    }

    #[test]
    fn a_pairing_numbers_teams_by_their_first_seat() {
        let pairs = vec![vec![4, 1], vec![2, 3], vec![0, 5]];
        assert_eq!(pairing(6, &pairs), Ok(vec![0, 1, 2, 2, 1, 0]));
    }

    #[test]
    fn a_pairing_covers_every_seat_once_in_pairs_of_two() {
        assert_eq!(
            pairing(4, &[vec![0, 1, 2], vec![3]]),
            Err(PairingFault::NotTwo)
        );
        assert_eq!(
            pairing(4, &[vec![0, 1], vec![2, 4]]),
            Err(PairingFault::NoSeat(4))
        );
        assert_eq!(
            pairing(4, &[vec![0, 1], vec![1, 2]]),
            Err(PairingFault::Twice(1))
        );
        assert_eq!(pairing(4, &[vec![0, 0]]), Err(PairingFault::Twice(0)));
        assert_eq!(pairing(4, &[vec![0, 3]]), Err(PairingFault::Unpaired(1)));
        assert_eq!(pairing(5, &[vec![0, 3]]), Err(PairingFault::Unpaired(1)));
        // With an odd count one player waits for the next to join.
        assert_eq!(
            pairing(5, &[vec![0, 3], vec![4, 1]]),
            Ok(vec![0, 1, 2, 0, 1])
        );
    }

    /// The seats of each team once seated: (seat k, seat k + n/2).
    fn partners(order: &[Seat]) -> Vec<(Seat, Seat)> {
        let half = order.len() / 2;
        (0..half).map(|k| (order[k], order[k + half])).collect()
    }

    #[test]
    fn at_the_start_partners_sit_opposite() {
        let teams = [0, 0, 1, 1, 2, 2].map(Some);
        let order = seating(&teams, 0);
        assert_eq!(order, vec![0, 2, 4, 1, 3, 5]);
        assert_eq!(partners(&order), vec![(0, 1), (2, 3), (4, 5)]);

        let teams = [0, 1, 2, 2, 1, 0].map(Some);
        assert_eq!(partners(&seating(&teams, 0)), vec![(0, 5), (1, 4), (2, 3)]);
    }

    #[test]
    fn the_host_keeps_seat_zero_and_leftover_players_pair_up() {
        // The host sits in seat 3 (a table played again); seats 0 and 5 lost their partners.
        let teams = [Some(4), Some(1), Some(1), Some(2), Some(2), None];
        let order = seating(&teams, 3);
        assert_eq!(order[0], 3);
        assert_eq!(partners(&order), vec![(3, 4), (1, 2), (0, 5)]);
    }
}
