### Words of the account settings, the private feed and the mail.

# The settings page.
nav_settings = Ajustes
settings_title = Ajustes de la cuenta
settings_link = Tus ajustes
settings_mail_title = Correo
settings_mail_intro = Fabula puede escribirte cuando una mesa espera tu jugada, para que no tengas que dejar una pestaña abierta. A una dirección no se le envía nada más que la confirmación hasta que la confirmes.
settings_no_smtp = Este servidor no envía correo por ahora; tus preferencias se guardan para cuando lo haga.
field_email = Dirección de correo
field_email_hint = déjala vacía para no recibir correo
settings_email_confirmed = { $email } está confirmada.
settings_email_unconfirmed = { $email } todavía no está confirmada: abre el enlace del correo que Fabula le ha enviado.
settings_email_resend = Enviar de nuevo el correo de confirmación
settings_mode_legend = Cuándo escribir
mail_mode_move = En cada jugada
mail_mode_move_hint = un correo cada vez que una mesa empieza a esperarte
mail_mode_daily = Una vez al día
mail_mode_daily_hint = como mucho un correo al día, con las mesas que te esperan
mail_mode_off = Nunca
mail_mode_off_hint = ningún correo; la página de inicio y tu canal siguen mostrando tus jugadas
settings_save = Guardar
settings_saved = Tus ajustes se han guardado.
settings_confirm_resent = En unos minutos se enviará un nuevo correo de confirmación.
err_email_invalid = Esta no es una dirección de correo a la que Fabula pueda escribir.
err_mail_mode = Elige cuándo escribir: en cada jugada, una vez al día o nunca.
settings_feed_title = Canal privado
settings_feed_intro = Sigue tus mesas en cualquier lector de canales: una entrada cuando una mesa espera tu jugada, se revela una ronda o termina una partida. Cualquiera que conozca la dirección puede leer el canal, así que no la compartas.
settings_feed_none = Tu canal todavía no tiene dirección.
settings_feed_make = Crear la dirección de mi canal
settings_feed_renew = Crear una dirección nueva (la anterior deja de funcionar)
settings_feed_renewed = Tu canal tiene una dirección nueva; las anteriores ya no funcionan.
settings_feed_open = Abrir el canal
field_feed_url = Dirección del canal
# The pages of the links in mail.
confirm_title = Confirma tu dirección
confirm_text = Confirma que Fabula puede escribir a { $email } sobre tus mesas.
confirm_submit = Confirmar mi dirección
confirm_done = Gracias: { $email } está confirmada. Fabula te escribirá según tus ajustes.
unsubscribe_title = Dejar de recibir correo
unsubscribe_text = Fabula escribe a { $email } sobre tus mesas. ¿Dejar de enviar correo a esta dirección?
unsubscribe_submit = No enviar más correo
unsubscribe_done = Hecho: Fabula no enviará más correo a { $email }. Puedes volver a activarlo en tus ajustes.
mail_link_unknown = Este enlace no es válido (o ya no lo es).
# Mail.
mail_hello = Hola, { $name }:
mail_confirm_subject = Confirma tu dirección para Fabula
mail_confirm_intro = alguien, esperamos que tú, ha pedido a Fabula que escriba a esta dirección sobre sus mesas. Para confirmarlo, abre este enlace y pulsa el botón:
mail_confirm_ignore = Si no has sido tú, ignora este correo: no se enviará nada más a esta dirección.
mail_move_subject = Te toca en { $table }
mail_clue = La pista: «{ $clue }».
mail_deadline = Juega antes de { $deadline }; después, el reloj jugará por ti.
mail_open_table = Abre la mesa:
mail_digest_subject =
    { $count ->
        [one] Fabula: una mesa te espera
       *[other] Fabula: { $count } mesas te esperan
    }
mail_digest_intro = Estas mesas esperan tu jugada:
mail_digest_line = { $table } ({ $ruleset }, ronda { $round }): { $what }
mail_digest_before = , antes de { $deadline }
mail_footer_why = Recibes este correo por tus ajustes:
mail_footer_unsubscribe = Para no recibir más correo de Fabula:
# The feed.
feed_title = Fabula: las mesas de { $name }
feed_what_clue = dar una pista
feed_what_submit = jugar una carta
feed_what_submit_two = jugar dos cartas
feed_what_vote = votar
feed_your_move = Te toca en { $table }: { $what }
feed_your_move_text = { $table } te espera para { $what } (ronda { $round }).
feed_round_revealed = Ronda { $round } revelada en { $table }: has sumado { $points }
feed_round_revealed_plain = Ronda { $round } revelada en { $table }
feed_clue_was = La pista era «{ $clue }».
feed_points = Puntos de esta ronda: { $points }.
feed_game_over = Fin de la partida en { $table }. Victoria: { $winners }
feed_game_over_plain = Fin de la partida en { $table }
feed_final_scores = Puntuación final: { $scores }.
# The security page.
security_title = Contraseña y sesiones
security_link = Contraseña, dispositivos conectados y tokens de la API
security_password_title = Cambiar la contraseña
security_password_intro = Al cambiar la contraseña se cierra la sesión en todos los demás dispositivos y dejan de funcionar todos los tokens de la API de abajo (aquí creas uno nuevo con un clic).
security_current_password = Contraseña actual
security_new_password = Contraseña nueva
security_password_submit = Cambiar la contraseña
security_password_changed = Tu contraseña ha cambiado; todas las demás sesiones se han cerrado, y también todos los tokens de la API.
security_sessions_title = Dónde has entrado
security_this_session = este navegador
security_last_seen = visto por última vez
security_since = desde
security_end_session = Cerrar esa sesión
security_end_all = Cerrar sesión en todas partes
security_end_all_intro = Cerrar sesión en todas partes cierra todas las sesiones, también esta, y todos los tokens de la API de la cuenta.
security_session_ended = Esa sesión se ha cerrado.
security_tokens_title = Tokens de la API
security_tokens_intro = Los programas y bots juegan con ellos (mira la página de la API). Al revocar uno deja de funcionar enseguida.
security_tokens_none = Ningún token de la API.
security_last_used = usado por última vez
security_revoke_token = Revocar
security_token_revoked = El token está revocado.
security_new_token = Crear un token nuevo
security_token_made = Tu nuevo token de la API. Cópialo ahora: solo se muestra esta vez, y Fabula guarda solo una huella de él.
settings_feed_once = Cópiala ahora: solo se muestra esta vez. Fabula guarda solo una huella de ella.
settings_feed_hidden = Tu canal tiene una dirección, que solo se mostró al crearla. Para ver una de nuevo, crea otra: la anterior deja de funcionar.
# The name other players see.
settings_profile_title = Tu nombre
settings_name_hint = como mucho 50 caracteres; tu nombre de usuario si lo dejas vacío
settings_name_save = Cambiar el nombre
settings_name_saved = Tu nombre ha cambiado; todas las mesas muestran el nuevo.
# "Forgot your password?"
forgot_link = ¿Olvidaste tu contraseña?
forgot_title = ¿Olvidaste tu contraseña?
forgot_intro = Escribe tu nombre de usuario o tu dirección de correo confirmada: Fabula envía a la dirección confirmada de la cuenta un enlace para elegir una contraseña nueva.
field_username_or_email = Nombre de usuario o dirección de correo
forgot_submit = Enviar el enlace
forgot_sent = Si una cuenta con ese nombre o dirección tiene una dirección confirmada, le estamos enviando un enlace para elegir una contraseña nueva. Funciona durante una hora. ¿No llega? Mira en la carpeta de spam, o vuelve a pedirlo dentro de unos minutos.
err_reset_slow_down = Demasiados intentos desde tu red. Espera { $minutes } minutos antes de volver a intentarlo.
reset_title = Elige una contraseña nueva
reset_for = Para la cuenta { $username }.
reset_submit = Guardar la contraseña nueva
reset_done = Tu contraseña ha cambiado y se han cerrado todas las sesiones y todos los tokens de la API de tu cuenta. Entra con la contraseña nueva.
reset_link_unknown = Este enlace para elegir una contraseña nueva no funciona: ya se usó, caducó (un enlace funciona durante una hora) o no está completo.
reset_ask_again = Pedir un enlace nuevo
mail_reset_subject = Elige una contraseña nueva para Fabula
mail_reset_intro = alguien, esperamos que tú, ha pedido una contraseña nueva para tu cuenta de Fabula { $username }. Para elegirla, abre este enlace en los próximos { $minutes } minutos:
mail_reset_ignore = Si no has sido tú, ignora este correo: tu contraseña sigue igual.
# The time zone.
settings_zone_title = Zona horaria
settings_zone_unset = Las horas se muestran en UTC hasta que elijas tu zona horaria. Con JavaScript activado, se elige una vez la zona de tu navegador.
field_time_zone = Tu zona horaria
field_time_zone_hint = un nombre como Europe/Madrid o America/Mexico_City; todas las páginas, los correos y tu canal muestran las horas en ella
settings_zone_save = Guardar la zona horaria
settings_zone_saved = Tu zona horaria se ha guardado; las horas se muestran ahora en ella.
err_time_zone = «{ $zone }» no es una zona horaria que Fabula conozca: elige un nombre de la lista, como Europe/Madrid.
time_zone_unset_note = Las horas se muestran en UTC.
time_zone_choose = Elige tu zona horaria
