//! Words of what happens around the table: chat, "play again", the host's extra time.

use super::Entry;

pub static ENTRIES: &[Entry] = &[
    // Chat.
    ("chat_title", "Table talk", "Charla de la mesa", "Conversa da mesa"),
    ("chat_empty", "Nobody has said anything yet.", "Nadie ha dicho nada todavía.", "Ninguém disse nada ainda."),
    ("chat_spectator", "watching", "mirando", "assistindo"),
    ("chat_field", "Say something", "Di algo", "Diga algo"),
    ("chat_field_hint", "up to 500 characters", "hasta 500 caracteres", "até 500 caracteres"),
    ("chat_button", "Send", "Enviar", "Enviar"),
    ("chat_write", "Write a message", "Escribir un mensaje", "Escrever uma mensagem"),
    ("chat_write_note", "on a page of its own: this one refreshes itself every 30 seconds and would lose your text", "en una página aparte: esta se actualiza sola cada 30 segundos y perdería tu texto", "em uma página à parte: esta se atualiza sozinha a cada 30 segundos e perderia o seu texto"),
    ("chat_page_note", "This page does not refresh itself, so take your time. Sending the message takes you back to the table.", "Esta página no se actualiza sola: tómate tu tiempo. Al enviar el mensaje vuelves a la mesa.", "Esta página não se atualiza sozinha: escreva com calma. Ao enviar a mensagem, você volta para a mesa."),
    ("chat_err_empty", "Write something first.", "Escribe algo primero.", "Escreva algo primeiro."),
    ("chat_err_too_long", "A message holds at most 500 characters.", "Un mensaje tiene como máximo 500 caracteres.", "Uma mensagem tem no máximo 500 caracteres."),
    ("chat_err_slow_down", "You are writing fast: please wait {seconds} s before the next message.", "Escribes muy rápido: espera {seconds} s antes del próximo mensaje.", "Você está escrevendo rápido: espere {seconds} s antes da próxima mensagem."),
    ("history_chat", "What was said", "Lo que se dijo", "O que foi dito"),
    // Deadlines and the host's extra time.
    ("deadline_everyone", "The time limit holds for everyone the table is waiting for.", "El tiempo vale para todos aquellos a quienes espera la mesa.", "O tempo vale para todos que a mesa está esperando."),
    ("extend_label", "Give more time:", "Dar más tiempo:", "Dar mais tempo:"),
    ("extend_hours", "+{count} h", "+{count} h", "+{count} h"),
    ("extend_one_day", "+1 day", "+1 día", "+1 dia"),
    ("extend_days", "+{count} days", "+{count} días", "+{count} dias"),
    ("extend_err_not_host", "Only the host can give more time.", "Solo el anfitrión puede dar más tiempo.", "Só o anfitrião pode dar mais tempo."),
    ("extend_err_hours", "More time is 1 to 168 hours.", "Más tiempo es de 1 a 168 horas.", "Mais tempo é de 1 a 168 horas."),
    ("extend_err_no_deadline", "No time limit is running at this table now.", "En esta mesa no corre ningún tiempo ahora.", "Nenhum tempo está correndo nesta mesa agora."),
    ("ev_extended", "{name} (the host) gave {hours} more hours.", "{name} (anfitrión) dio {hours} horas más.", "{name} (anfitrião) deu mais {hours} horas."),
    // Play again.
    ("rematch_button", "Play again", "Jugar otra vez", "Jogar de novo"),
    ("rematch_go", "Play again: to the new table", "Jugar otra vez: a la nueva mesa", "Jogar de novo: para a nova mesa"),
    ("rematch_explain", "A new table with the same players, seats and options; whoever asks first hosts it and starts it.", "Una mesa nueva con los mismos jugadores, asientos y opciones; quien lo pide primero es el anfitrión y la empieza.", "Uma mesa nova com os mesmos jogadores, lugares e opções; quem pedir primeiro é o anfitrião e a começa."),
    ("rematch_err_not_finished", "The game is not over yet.", "La partida aún no ha terminado.", "A partida ainda não terminou."),
    ("ev_rematch", "{name} asked to play again: a new table is open.", "{name} pidió jugar otra vez: hay una mesa nueva abierta.", "{name} pediu para jogar de novo: há uma mesa nova aberta."),
];
