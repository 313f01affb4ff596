//! Words of push notifications: the settings' section, the refusals, and what a push says.

use super::Entry;

pub static ENTRIES: &[Entry] = &[
    // The settings page's section.
    ("settings_push_title", "Notifications on this device", "Notificaciones en este dispositivo", "Notificações neste dispositivo"),
    ("settings_push_intro", "Your browser can show a notification when a table awaits your move, a round is revealed or a game ends, even with no Fabula tab open. Turn them on in each browser you play in.", "Tu navegador puede mostrar una notificación cuando una mesa espera tu jugada, se revela una ronda o termina una partida, aunque no tengas Fabula abierto. Actívalas en cada navegador en el que juegues.", "O seu navegador pode mostrar uma notificação quando uma mesa espera a sua jogada, uma rodada é revelada ou uma partida termina, mesmo sem o Fabula aberto. Ative-as em cada navegador em que você joga."),
    ("settings_push_needs_js", "Turning notifications on needs JavaScript, which is off in this browser.", "Activar las notificaciones necesita JavaScript, que está desactivado en este navegador.", "Ativar as notificações precisa de JavaScript, que está desativado neste navegador."),
    ("settings_push_turn_on", "Turn on notifications", "Activar las notificaciones", "Ativar as notificações"),
    ("settings_push_turn_off", "Turn off on this device", "Desactivar en este dispositivo", "Desativar neste dispositivo"),
    ("settings_push_on", "Notifications are on for this device.", "Las notificaciones están activadas en este dispositivo.", "As notificações estão ativadas neste dispositivo."),
    ("settings_push_off", "Notifications are off for this device.", "Las notificaciones están desactivadas en este dispositivo.", "As notificações estão desativadas neste dispositivo."),
    ("settings_push_unsupported", "This browser cannot receive push notifications.", "Este navegador no puede recibir notificaciones push.", "Este navegador não pode receber notificações push."),
    ("settings_push_denied", "Notifications are blocked for this site in the browser's settings.", "Las notificaciones de este sitio están bloqueadas en los ajustes del navegador.", "As notificações deste site estão bloqueadas nas configurações do navegador."),
    ("settings_push_failed", "Notifications could not be turned on. Try again later.", "No se pudieron activar las notificaciones. Inténtalo más tarde.", "Não foi possível ativar as notificações. Tente novamente mais tarde."),
    ("settings_push_devices", "Devices with notifications on", "Dispositivos con notificaciones activadas", "Dispositivos com notificações ativadas"),
    ("settings_push_none", "No device has notifications on.", "Ningún dispositivo tiene las notificaciones activadas.", "Nenhum dispositivo está com as notificações ativadas."),
    ("settings_push_since", "on since {when}", "activadas desde {when}", "ativadas desde {when}"),
    ("settings_push_remove", "Remove", "Quitar", "Remover"),
    ("settings_push_remove_label", "Remove {device}", "Quitar {device}", "Remover {device}"),
    ("settings_push_removed", "The device was removed: it gets no more notifications.", "Se quitó el dispositivo: ya no recibirá notificaciones.", "O dispositivo foi removido: ele não recebe mais notificações."),
    // Refusals.
    ("push_err_endpoint", "Notifications cannot be sent to that address: it must be the https address of a push service.", "No se pueden enviar notificaciones a esa dirección: debe ser la dirección https de un servicio push.", "Não é possível enviar notificações para esse endereço: ele deve ser o endereço https de um serviço push."),
    ("push_err_keys", "The subscription's keys are not valid.", "Las claves de la suscripción no son válidas.", "As chaves da assinatura não são válidas."),
    ("push_err_device", "A device name has at most 100 characters.", "El nombre de un dispositivo tiene como máximo 100 caracteres.", "O nome de um dispositivo tem no máximo 100 caracteres."),
    ("push_err_too_many", "Notifications can be on in at most {count} devices; remove one first.", "Las notificaciones pueden estar activadas en {count} dispositivos como máximo; quita uno primero.", "As notificações podem estar ativadas em no máximo {count} dispositivos; remova um primeiro."),
    // What a push says: `push_{kind}_title` and `push_{kind}_body`, with {name} (the table's),
    // {round} and {what} (what the table waits for); a kind without its own words gets
    // `push_notice_*`.
    ("push_your_move_title", "Your move at {name}", "Tu turno en {name}", "Sua vez em {name}"),
    ("push_your_move_body", "Round {round}: time to {what}.", "Ronda {round}: te toca {what}.", "Rodada {round}: é hora de {what}."),
    ("push_round_revealed_title", "Round {round} revealed at {name}", "Ronda {round} revelada en {name}", "Rodada {round} revelada em {name}"),
    ("push_round_revealed_body", "See who found the storyteller's card.", "Mira quién encontró la carta del cuentacuentos.", "Veja quem encontrou a carta do narrador."),
    ("push_game_ended_title", "The game at {name} has ended", "La partida en {name} ha terminado", "A partida em {name} terminou"),
    ("push_game_ended_body", "See the final scores.", "Mira la puntuación final.", "Veja a pontuação final."),
    ("push_notice_title", "News at {name}", "Novedades en {name}", "Novidades em {name}"),
    ("push_notice_body", "Open the table to see what happened.", "Abre la mesa para ver qué pasó.", "Abra a mesa para ver o que aconteceu."),
];
