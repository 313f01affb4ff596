### Words of what happens around the table: chat, "play again", the host's extra time.

# Chat.
chat_title = Charla de la mesa
chat_empty = Nadie ha dicho nada todavía.
chat_spectator = mirando
chat_field = Di algo
chat_field_hint = hasta 500 caracteres
chat_button = Enviar
chat_write = Escribir un mensaje
chat_write_note = en una página aparte: esta se actualiza sola cada 30 segundos y perdería tu texto
chat_page_note = Esta página no se actualiza sola: tómate tu tiempo. Al enviar el mensaje vuelves a la mesa.
chat_err_empty = Escribe algo primero.
chat_err_too_long = Un mensaje tiene como máximo 500 caracteres.
chat_err_slow_down = Escribes muy rápido: espera { $seconds } s antes del próximo mensaje.
history_chat = Lo que se dijo
# Deadlines and the host's extra time.
deadline_everyone = El tiempo vale para todos aquellos a quienes espera la mesa.
extend_label = Dar más tiempo:
extend_hours = +{ $count } h
extend_one_day = +1 día
extend_days = +{ $count } días
extend_err_not_host = Solo el anfitrión puede dar más tiempo.
extend_err_hours = Más tiempo es de 1 a 168 horas.
extend_err_no_deadline = En esta mesa no corre ningún tiempo ahora.
ev_extended = { $name } (anfitrión) dio { $hours } horas más.
# Play again.
rematch_button = Jugar otra vez
rematch_go = Jugar otra vez: a la nueva mesa
rematch_explain = Una mesa nueva con los mismos jugadores, asientos y opciones; quien lo pide primero es el anfitrión y la empieza.
rematch_err_not_finished = La partida aún no ha terminado.
ev_rematch = { $name } pidió jugar otra vez: hay una mesa nueva abierta.
