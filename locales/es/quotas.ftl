### Words of the quotas: why something more is refused, the settings page's usage line, and
### the admins' lifting of an account's quotas.

# Refusals.
quota_open_tables = Ya tienes { $count } mesas esperando jugadores, el máximo que una cuenta puede tener a la vez. Cuando una empiece (o la cierres), podrás abrir otra.
quota_tables_per_hour = Has creado { $count } mesas en la última hora, el máximo para una cuenta. Vuelve a intentarlo un poco más tarde.
quota_decks = Tienes { $count } mazos, el máximo que puede tener una cuenta. Borra primero uno que ya no necesites.
quota_decks_per_hour = Has creado { $count } mazos en la última hora, el máximo para una cuenta. Vuelve a intentarlo un poco más tarde.
quota_picture_bytes = Tus imágenes ocupan { $used } MB de los { $max } MB que puede guardar una cuenta, y estas necesitarían { $adding } MB más. Borra antes algunas imágenes o mazos. No se ha añadido nada.
quota_tokens = Esta cuenta tiene { $count } tokens de API, el máximo para una cuenta. Revoca antes uno que ya no se use (en la página de seguridad, o con DELETE /api/v1/tokens/{ $id }).
quota_reports_per_day = Has enviado { $count } denuncias en el último día, el máximo para una cuenta. Gracias por ellas; vuelve a intentarlo mañana.
report_already = Ya lo denunciaste y el equipo de moderación aún no lo ha revisado. Gracias; lo revisará.
# The settings page.
settings_pictures_usage = Tus imágenes ocupan { $used } MB de { $max } MB.
settings_pictures_usage_lifted = Tus imágenes ocupan { $used } MB (a esta cuenta no se le aplica ningún límite).
# Admins.
mod_quotas_title = Cuotas
mod_quotas_intro = Cada cuenta puede crear solo una cantidad de mesas, mazos, imágenes, tokens de API, webhooks y denuncias. Levanta las cuotas de una cuenta que necesite más (quien organiza, un programa del propio servidor); entonces no se le aplican.
mod_quotas_lifted_none = Ninguna cuenta tiene las cuotas levantadas.
mod_quotas_lifted_list = Cuotas levantadas para:
mod_quotas_lift = Levantar las cuotas
mod_quotas_apply = Volver a aplicar las cuotas
mod_done_quotas_lifted = Se han levantado las cuotas de la cuenta.
mod_done_quotas_applied = Las cuotas de la cuenta vuelven a aplicarse.
mod_err_quotas_unchanged = Las cuotas de esta cuenta ya están así.
