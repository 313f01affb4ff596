//! Words of house bots and live tables.

use super::Entry;

pub static ENTRIES: &[Entry] = &[
    ("bots_err_not_host", "Only the host can seat or remove house bots.", "Solo el anfitrión puede sentar o quitar bots de la casa.", "Só o anfitrião pode sentar ou tirar bots da casa."),
    ("bots_err_none_free", "Every house bot already sits at this table.", "Todos los bots de la casa ya están sentados en esta mesa.", "Todos os bots da casa já estão sentados nesta mesa."),
    ("bots_err_not_a_bot", "No house bot sits in that seat.", "En ese asiento no hay ningún bot de la casa.", "Nesse lugar não há nenhum bot da casa."),
    ("bots_add_button", "Add a house bot", "Añadir un bot de la casa", "Adicionar um bot da casa"),
    ("bots_remove_button", "Remove {name}", "Quitar a {name}", "Tirar {name}"),
    ("bots_take_button", "Let a house bot play {name}'s seat", "Que un bot de la casa juegue el asiento de {name}", "Deixar um bot da casa jogar no lugar de {name}"),
    ("bots_hint", "House bots play by themselves from what their own seat sees, reading the words of the cards. A table of one person and bots is a practice game.", "Los bots de la casa juegan solos con lo que ve su propio asiento, leyendo las palabras de las cartas. Una mesa de una persona y bots es una partida de práctica.", "Os bots da casa jogam sozinhos com o que o seu próprio lugar vê, lendo as palavras das cartas. Uma mesa de uma pessoa e bots é uma partida de treino."),
    ("bots_random", "Some cards of this table have no words, so the house bots play them at random.", "Algunas cartas de esta mesa no tienen palabras, así que los bots de la casa las juegan al azar.", "Algumas cartas desta mesa não têm palavras, por isso os bots da casa as jogam ao acaso."),
    ("bots_badge", "bot", "bot", "bot"),
    ("live_err_minutes", "A live table's time limit is 1, 2, 3 or 5 minutes a move.", "El límite de una mesa en vivo es de 1, 2, 3 o 5 minutos por jugada.", "O limite de uma mesa ao vivo é de 1, 2, 3 ou 5 minutos por jogada."),
    ("live_err_both", "Give the time limit in hours or in minutes, not both.", "Indica el límite en horas o en minutos, no ambos.", "Indique o limite em horas ou em minutos, não ambos."),
    ("live_choice", "Live: {minutes} min a move, no mail", "En vivo: {minutes} min por jugada, sin correo", "Ao vivo: {minutes} min por jogada, sem e-mail"),
];
