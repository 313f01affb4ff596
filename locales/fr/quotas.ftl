### Words of the quotas: why something more is refused, the settings page's usage line, and
### the admins' lifting of an account's quotas.

# Refusals.
quota_open_tables = Vous accueillez { $count } tables qui attendent encore des joueurs, le maximum pour un compte. Dès que l'une d'elles commence (ou que vous la fermez), vous pourrez en ouvrir une autre.
quota_tables_per_hour = Vous avez créé { $count } tables au cours de la dernière heure, le maximum pour un compte. Réessayez un peu plus tard.
quota_decks = Vous avez { $count } paquets, le maximum pour un compte. Supprimez d'abord un paquet dont vous n'avez plus besoin.
quota_decks_per_hour = Vous avez créé { $count } paquets au cours de la dernière heure, le maximum pour un compte. Réessayez un peu plus tard.
quota_picture_bytes = Vos images occupent { $used } Mo sur les { $max } Mo qu'un compte peut stocker, et celles-ci demanderaient { $adding } Mo de plus. Supprimez d'abord des images ou des paquets. Rien n'a été ajouté.
quota_tokens = Ce compte a { $count } jetons d'API, le maximum pour un compte. Révoquez d'abord un jeton qui ne sert plus (sur la page de sécurité, ou avec DELETE /api/v1/tokens/{ $id }).
quota_reports_per_day = Vous avez envoyé { $count } signalements au cours des dernières 24 heures, le maximum pour un compte. Merci pour eux ; réessayez demain.
report_already = Vous avez déjà signalé ceci, et la modération ne l'a pas encore traité. Merci : elle va s'en occuper.
# The settings page.
settings_pictures_usage = Vos images occupent { $used } Mo sur { $max } Mo.
settings_pictures_usage_lifted = Vos images occupent { $used } Mo (aucune limite ne s'applique à ce compte).
# Admins.
mod_quotas_title = Quotas
mod_quotas_intro = Chaque compte ne peut créer qu'un nombre limité de tables, paquets, images, jetons d'API, webhooks et signalements. Levez les quotas d'un compte qui a besoin de plus (pour organiser un événement, ou un programme du serveur lui-même) : ils ne s'appliquent alors plus à lui.
mod_quotas_lifted_none = Aucun compte n'a ses quotas levés.
mod_quotas_lifted_list = Quotas levés pour :
mod_quotas_lift = Lever les quotas
mod_quotas_apply = Appliquer de nouveau les quotas
mod_done_quotas_lifted = Les quotas du compte sont levés.
mod_done_quotas_applied = Les quotas du compte s'appliquent de nouveau.
mod_err_quotas_unchanged = Les quotas de ce compte sont déjà dans cet état.
