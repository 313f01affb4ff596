### Words of push notifications: the settings' section, the refusals, and what a push says.

# The settings page's section.
settings_push_title = Notificaciones en este dispositivo
settings_push_intro = Tu navegador puede mostrar una notificación cuando una mesa espera tu jugada, se revela una ronda o termina una partida, aunque no tengas Fabula abierto. Actívalas en cada navegador en el que juegues.
settings_push_needs_js = Activar las notificaciones necesita JavaScript, que está desactivado en este navegador.
settings_push_turn_on = Activar las notificaciones
settings_push_turn_off = Desactivar en este dispositivo
settings_push_on = Las notificaciones están activadas en este dispositivo.
settings_push_off = Las notificaciones están desactivadas en este dispositivo.
settings_push_unsupported = Este navegador no puede recibir notificaciones push.
settings_push_denied = Las notificaciones de este sitio están bloqueadas en los ajustes del navegador.
settings_push_failed = No se pudieron activar las notificaciones. Inténtalo más tarde.
settings_push_devices = Dispositivos con notificaciones activadas
settings_push_none = Ningún dispositivo tiene las notificaciones activadas.
settings_push_since = activadas desde { $when }
settings_push_remove = Quitar
settings_push_remove_label = Quitar { $device }
settings_push_removed = Se quitó el dispositivo: ya no recibirá notificaciones.
# Refusals.
push_err_endpoint = No se pueden enviar notificaciones a esa dirección: debe ser la dirección https de un servicio push.
push_err_keys = Las claves de la suscripción no son válidas.
push_err_device = El nombre de un dispositivo tiene como máximo 100 caracteres.
push_err_too_many = Las notificaciones pueden estar activadas en { $count } dispositivos como máximo; quita uno primero.
# What a push says: `push_{kind}_title` and `push_{kind}_body`, with {name} (the table's),
# {round} and {what} (what the table waits for); a kind without its own words gets
# `push_notice_*`.
push_your_move_title = Tu turno en { $name }
push_your_move_body = Ronda { $round }: te toca { $what }.
push_round_revealed_title = Ronda { $round } revelada en { $name }
push_round_revealed_body = Mira quién encontró la carta del cuentacuentos.
push_game_ended_title = La partida en { $name } ha terminado
push_game_ended_body = Mira la puntuación final.
push_notice_title = Novedades en { $name }
push_notice_body = Abre la mesa para ver qué pasó.
