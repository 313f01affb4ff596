//! Words of substitutes: a resigned player's seat offered by the host and taken over.

use super::Entry;

pub static ENTRIES: &[Entry] = &[
    ("subs_err_not_host", "Only the host can offer a seat to someone else.", "Solo el anfitrión puede ofrecer un asiento a otra persona.", "Só o anfitrião pode oferecer um lugar a outra pessoa."),
    ("subs_err_not_playing", "Seats are offered and taken only while the game is being played.", "Los asientos solo se ofrecen y se toman mientras se juega la partida.", "Os lugares só são oferecidos e ocupados enquanto a partida está em jogo."),
    ("subs_err_over", "The game is over: its seats can no longer be taken.", "La partida ha terminado: ya no se pueden tomar sus asientos.", "A partida terminou: os seus lugares já não podem ser ocupados."),
    ("subs_err_no_seat", "There is no seat {seat} at this table.", "No hay asiento {seat} en esta mesa.", "Não há lugar {seat} nesta mesa."),
    ("subs_err_not_resigned", "Only a seat whose player resigned can be offered to someone else; this player still plays.", "Solo se puede ofrecer el asiento de alguien que abandonó; esta persona sigue jugando.", "Só o lugar de quem desistiu pode ser oferecido; esta pessoa continua jogando."),
    ("subs_err_seated", "You already play at this table, so you cannot take another seat.", "Ya juegas en esta mesa, así que no puedes tomar otro asiento.", "Você já joga nesta mesa, por isso não pode ocupar outro lugar."),
    ("subs_err_bad_code", "This invitation is not valid (any more): ask the host for a new link.", "Esta invitación no es válida (o ya no lo es): pide al anfitrión un enlace nuevo.", "Este convite não é válido (ou já não é): peça ao anfitrião um link novo."),
    ("ev_took_over", "{previous} played rounds 1–{last} in this seat; {name} plays it from round {round}.", "{previous} jugó las rondas 1–{last} en este asiento; {name} lo juega desde la ronda {round}.", "{previous} jogou as rodadas 1–{last} neste lugar; {name} joga nele a partir da rodada {round}."),
    ("ev_took_over_one", "{previous} played round 1 in this seat; {name} plays it from round 2.", "{previous} jugó la ronda 1 en este asiento; {name} lo juega desde la ronda 2.", "{previous} jogou a rodada 1 neste lugar; {name} joga nele a partir da rodada 2."),
    ("ev_took_over_first", "{name} took {previous}'s seat and plays it from round 1.", "{name} tomó el asiento de {previous} y lo juega desde la ronda 1.", "{name} ocupou o lugar de {previous} e joga nele a partir da rodada 1."),
    ("subs_offer_button", "Offer {name}'s seat to someone else", "Ofrecer el asiento de {name} a otra persona", "Oferecer o lugar de {name} a outra pessoa"),
    ("subs_offer_hint", "Resigned players' seats can be taken by someone new, who plays on with the seat's score and hand.", "Los asientos de quienes abandonaron pueden pasar a otra persona, que sigue con la puntuación y la mano del asiento.", "Os lugares de quem desistiu podem passar a outra pessoa, que continua com a pontuação e a mão do lugar."),
    ("subs_offer_title", "Invitation to take {name}'s seat", "Invitación para tomar el asiento de {name}", "Convite para ocupar o lugar de {name}"),
    ("subs_offer_text", "Send this link to whoever will play on in this seat, with its score and its hand. It works once; offering the seat again makes a new link, and this one stops working.", "Envía este enlace a quien vaya a seguir jugando en este asiento, con su puntuación y su mano. Sirve una vez; si vuelves a ofrecer el asiento, se crea un enlace nuevo y este deja de servir.", "Envie este link a quem vai continuar jogando neste lugar, com a pontuação e a mão dele. Funciona uma vez; se oferecer o lugar de novo, um link novo é criado e este deixa de funcionar."),
    ("subs_offer_link", "Invitation link", "Enlace de invitación", "Link do convite"),
    ("subs_take_title", "Take a seat at a game under way", "Tomar un asiento en una partida en curso", "Ocupar um lugar numa partida em andamento"),
    ("subs_take_text", "{host} invites you to play on in {name}'s seat, who resigned. You keep the seat's {score} points and its hand, and play from round {round} on.", "{host} te invita a seguir jugando en el asiento de {name}, que abandonó. Te quedas con los {score} puntos del asiento y con su mano, y juegas desde la ronda {round}.", "{host} convida você a continuar jogando no lugar de {name}, que desistiu. Você fica com os {score} pontos do lugar e com a mão dele, e joga a partir da rodada {round}."),
    ("subs_take_button", "Take the seat", "Tomar el asiento", "Ocupar o lugar"),
    ("subs_take_sign_in", "Sign in or create an account to take the seat.", "Inicia sesión o crea una cuenta para tomar el asiento.", "Entre ou crie uma conta para ocupar o lugar."),
    ("watch_err_open", "This table has not started yet: join it to play, or watch once it starts.", "Esta mesa aún no ha empezado: únete para jugar, o mírala cuando empiece.", "Esta mesa ainda não começou: entre para jogar, ou assista quando começar."),
    ("watch_intro", "You can still watch the game: you see what every spectator sees, never a card in anyone's hand.", "Aún puedes mirar la partida: ves lo que ve cualquier espectador, nunca una carta en la mano de nadie.", "Você ainda pode assistir à partida: vê o que qualquer espectador vê, nunca uma carta na mão de alguém."),
    ("watch_button", "Watch this table", "Mirar esta mesa", "Assistir a esta mesa"),
];
