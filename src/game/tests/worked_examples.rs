//! The rulebooks' worked examples (RULES.md, "Worked examples" and Party's example).

use super::helpers::*;
use crate::game::{Action, Phase, Ruleset};

/// 2021 rulebook, 6 players. "Rosa tells. Azul and Verde vote Rosa's card; Rojo votes
/// Morado's card; Morado and Amarillo vote Azul's card. Round points: Rosa 3, Azul 5,
/// Verde 3, Morado 1, Amarillo 0, Rojo 0."
#[test]
fn rulebook_2021_rosa_azul_verde_morado_amarillo_rojo() {
    let [rosa, azul, verde, morado, amarillo, rojo] = [0, 1, 2, 3, 4, 5];
    let mut game = start(Ruleset::Edition2021, 6);
    let rosa_card = tell(&mut game, rosa);
    let azul_card = play(&mut game, azul)[0];
    play(&mut game, verde);
    let morado_card = play(&mut game, morado)[0];
    play(&mut game, amarillo);
    play(&mut game, rojo);
    assert_eq!(game.phase, Phase::Vote);

    vote_for(&mut game, azul, &[rosa_card]);
    vote_for(&mut game, verde, &[rosa_card]);
    vote_for(&mut game, rojo, &[morado_card]);
    vote_for(&mut game, morado, &[azul_card]);
    let events = vote_for(&mut game, amarillo, &[azul_card]);

    assert_eq!(points(&events), vec![3, 5, 3, 1, 0, 0]);
    let scores: Vec<u32> = game.seats.iter().map(|s| s.score).collect();
    assert_eq!(scores, vec![3, 5, 3, 1, 0, 0]);
}

/// Original rulebook, 5 players. "Julián tells; only Leo finds card 4; two players vote
/// Leo's card 1; one player votes Tomás's card 3. Round points: Leo 5, Julián 3, Tomás 1,
/// Matilde 0, Nicolás 0. The next storyteller is Tomás, seated left of Julián."
#[test]
fn rulebook_classic_julian_leo_tomas() {
    let [julian, tomas, leo, matilde, nicolas] = [0, 1, 2, 3, 4];
    let mut game = start(Ruleset::Classic, 5);
    let julian_card = tell(&mut game, julian);
    let tomas_card = play(&mut game, tomas)[0];
    let leo_card = play(&mut game, leo)[0];
    let matilde_card = play(&mut game, matilde)[0];
    let nicolas_card = play(&mut game, nicolas)[0];
    // Lay the board out as in the rulebook's picture: Leo's card is 1, Tomás's 3, Julián's 4.
    game.board = vec![
        leo_card,
        matilde_card,
        tomas_card,
        julian_card,
        nicolas_card,
    ];
    game.check_invariants().unwrap();

    let vote = |positions: Vec<usize>| Action::Vote {
        positions,
        red: None,
    };
    act(&mut game, leo, vote(vec![4]));
    act(&mut game, tomas, vote(vec![1]));
    act(&mut game, nicolas, vote(vec![1]));
    let events = act(&mut game, matilde, vote(vec![3]));

    let result = round_result(&events);
    assert_eq!(result.storyteller_position, Some(4));
    assert_eq!(result.board[0].voters, vec![tomas, nicolas]);
    let points = points(&events);
    assert_eq!(points[leo], 5);
    assert_eq!(points[julian], 3);
    assert_eq!(points[tomas], 1);
    assert_eq!(points[matilde], 0);
    assert_eq!(points[nicolas], 0);
    assert_eq!(game.storyteller, Some(tomas), "Tomás sits left of Julián");
    assert_eq!(game.round, 2);
    assert_eq!(game.phase, Phase::Clue);
}

/// Party example: "Tomás and 5 others green-vote card 3: each scores 5 (6, capped). Daniel
/// and Myriam vote card 2, which carries the red marker: 0 each. Laura alone on card 5: 0."
#[test]
fn rulebook_party_tomas_daniel_myriam_laura() {
    let tomas = 0;
    let others = [1, 2, 3, 4, 5];
    let [daniel, myriam, laura] = [6, 7, 8];
    let storyteller = 1;
    let mut game = start(Ruleset::Party, 9);
    game.storyteller = Some(storyteller);
    act(
        &mut game,
        storyteller,
        Action::Clue {
            note: None,
            clue: "A quiet storm".into(),
            card: None,
        },
    );
    for seat in 0..9 {
        play(&mut game, seat);
    }
    assert_eq!(game.board.len(), 9);

    let green = |position: usize| Action::Vote {
        positions: vec![position],
        red: None,
    };
    act(&mut game, tomas, green(3));
    for seat in others {
        let red = (seat == storyteller).then_some(2);
        act(
            &mut game,
            seat,
            Action::Vote {
                positions: vec![3],
                red,
            },
        );
    }
    act(&mut game, daniel, green(2));
    act(&mut game, myriam, green(2));
    let events = act(&mut game, laura, green(5));

    let points = points(&events);
    assert_eq!(points[tomas], 5);
    for seat in others {
        assert_eq!(points[seat], 5);
    }
    assert_eq!(points[daniel], 0);
    assert_eq!(points[myriam], 0);
    assert_eq!(points[laura], 0);
    let result = round_result(&events);
    assert!(result.board[1].red);
    assert_eq!(result.storyteller_position, None);
}
