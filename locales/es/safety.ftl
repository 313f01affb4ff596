### Words of blocking and reporting.

table_err_blocked = No puedes unirte a esta mesa.
table_err_blocked_take = No puedes ocupar este asiento.
table_err_blocked_watch = No puedes mirar esta mesa.
block_err_yourself = No puedes bloquearte a ti mismo.
block_err_unknown = No hay ningún jugador con este nombre.
report_err_kind = Un informe trata de un mensaje, un mazo, una carta o el nombre de una mesa.
report_err_target = No hay nada de este tipo y número que puedas denunciar.
report_err_empty = Di por qué lo denuncias.
report_err_too_long = Un motivo tiene como mucho { $max } caracteres.
# The page of blocked people (from the settings page).
blocks_link = Jugadores bloqueados
blocks_title = Jugadores bloqueados
blocks_intro = No ves los mensajes de chat de alguien a quien bloqueaste, y no puede unirse a una mesa que organizas o en la que juegas. No se le dice quién lo bloqueó.
blocks_list_title = A quién bloqueaste
blocks_none = No has bloqueado a nadie.
blocks_unblock = Desbloquear
blocks_add_title = Bloquear a un jugador
blocks_username = Su nombre de usuario
blocks_block = Bloquear
blocks_done_blocked = Has bloqueado a esta persona.
blocks_done_unblocked = Has desbloqueado a esta persona.
# The report form.
report_link = Denunciar
report_deck_link = Denunciar este mazo
report_card_link = Denunciar esta imagen
report_table_name_link = Denunciar el nombre de la mesa
report_title = Denunciar
report_what_message = Denuncias un mensaje de chat ante los moderadores.
report_what_deck = Denuncias un mazo ante los moderadores.
report_what_card = Denuncias una imagen de un mazo ante los moderadores.
report_what_table_name = Denuncias el nombre de una mesa ante los moderadores.
report_reason = Por qué
report_reason_hint = como mucho 500 caracteres
report_send = Enviar la denuncia
report_done = Gracias: los moderadores leerán tu denuncia.
report_back_home = Volver a tus mesas
