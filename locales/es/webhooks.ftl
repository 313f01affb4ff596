### Words of the webhooks: the section of the settings page, and why an address is refused.

# The section of the settings page.
settings_webhooks_title = Webhooks
settings_webhooks_intro = Tus programas pueden enterarse de cuándo una mesa espera tu jugada, se revela una ronda o termina una partida: Fabula envía a cada dirección de abajo un POST firmado con el número y la versión de la mesa, nunca una carta.
settings_webhooks_api = Cómo comprueba la firma un programa (la API)
settings_webhooks_none = No tienes webhooks.
settings_webhooks_most = Como mucho { $count } webhooks por cuenta.
field_webhook_url = Dirección de tu programa
field_webhook_url_hint = http:// o https://, accesible desde internet
settings_webhook_add = Añadir el webhook
settings_webhook_created = El webhook se ha añadido. Copia ahora su secreto: firma cada evento y solo se muestra esta vez.
field_webhook_secret = Secreto del webhook
settings_webhook_deleted = El webhook se ha eliminado.
settings_webhook_enabled = El webhook vuelve a estar activo; lo que esperaba se envía ahora.
settings_webhook_delete = Eliminar
settings_webhook_enable = Volver a activar
settings_webhook_active = Activo
settings_webhook_disabled = Desactivado
settings_webhook_disabled_why = Falló { $count } veces seguidas, así que Fabula dejó de enviarle. Los eventos de mientras tanto no se guardan.
settings_webhook_failing = { $count } intentos fallidos seguidos; Fabula lo vuelve a intentar, esperando más cada vez.
settings_webhook_last_error = Último error:
settings_webhook_added = Añadido
# Why an attempt failed, as the settings page shows it.
webhook_error_http = tu programa respondió con el estado { $status }
webhook_error_timeout = sin respuesta a tiempo
webhook_error_unreachable = no se pudo llegar a la dirección
webhook_error_refused_address = la dirección lleva a una red privada o local
webhook_error_unknown_host = no se encontró el nombre del servidor
# Why an address is refused.
webhook_err_shape = Esta no es una dirección web completa de como mucho 500 caracteres, como https://example.org/fabula.
webhook_err_scheme = La dirección de un webhook empieza por http:// o https://.
webhook_err_credentials = La dirección de un webhook no puede llevar usuario ni contraseña; tu programa comprueba la firma en su lugar.
webhook_err_unknown_host = No se encuentra el servidor de esta dirección.
webhook_err_address = Esta dirección lleva a una red de loopback, privada o local, a la que Fabula no envía eventos.
webhook_err_too_many = Ya tienes { $count } webhooks, el máximo por cuenta: elimina uno primero.
