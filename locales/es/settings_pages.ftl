### Words of the settings' pages and the links between them, of the feed's and the calendar's
### addresses, and of a move of two cards chosen one at a time.

# The links between the settings' pages, each page's name (time away has its own already).
settings_nav_label = Páginas de ajustes
settings_page_profile = Perfil
settings_page_notifications = Notificaciones
settings_page_privacy = Privacidad y datos
settings_page_security = Seguridad
settings_page_developers = API y webhooks
# Privacy and data.
settings_pictures_title = Tus imágenes
settings_blocks_open = Ver y cambiar a quién bloqueas
# The feed's and the calendar's addresses.
settings_feed_copied = Copiado: pégalo en tu lector de canales.
settings_feed_how = ¿Qué es un lector de canales?
settings_feed_reader = Un lector de canales es una aplicación o un sitio web que revisa direcciones como esta por ti y muestra lo nuevo, como una bandeja de entrada: por ejemplo Thunderbird en un ordenador, Feeder en Android, NetNewsWire en un iPhone o Inoreader en la web. Allí, añade un canal (o una suscripción) y pega esta dirección. Abierta en un navegador, la dirección solo muestra el texto en bruto del canal, pensado para esas aplicaciones.
settings_calendar_copied = Copiado: pégalo en tu aplicación de calendario.
settings_calendar_how = ¿Cómo lo añado a mi calendario?
settings_calendar_reader = En tu aplicación de calendario, busca «Añadir calendario» y luego «Desde URL» o «Suscribirse», y pega esta dirección: tus plazos aparecen allí y se mantienen al día. Abrir la dirección en un navegador solo descarga una copia de los plazos de hoy.
# A move of two cards, without scripts: the first card chosen, one more to go.
submit_pick_one_more = Una carta elegida: elige una más y juega las dos con «{ $button }».
