### Words of the quotas: why something more is refused, the settings page's usage line, and
### the admins' lifting of an account's quotas.

# Refusals.
quota_open_tables = Du leitest { $count } Tische, die noch auf Mitspielende warten, so viele wie ein Konto gleichzeitig darf. Sobald einer davon startet (oder du ihn schließt), kannst du einen neuen eröffnen.
quota_tables_per_hour = Du hast in der letzten Stunde { $count } Tische erstellt, so viele wie ein Konto darf. Bitte versuche es etwas später noch einmal.
quota_decks = Du hast { $count } Decks, so viele wie ein Konto haben darf. Lösche zuerst eines, das du nicht mehr brauchst.
quota_decks_per_hour = Du hast in der letzten Stunde { $count } Decks erstellt, so viele wie ein Konto darf. Bitte versuche es etwas später noch einmal.
quota_picture_bytes = Deine Bilder belegen { $used } MB der { $max } MB, die ein Konto speichern darf, und diese bräuchten { $adding } MB mehr. Lösche zuerst einige Bilder oder Decks. Es wurde nichts hinzugefügt.
quota_tokens = Dieses Konto hat { $count } API-Tokens, so viele wie ein Konto haben darf. Widerrufe zuerst eines, das nicht mehr benutzt wird (auf der Sicherheitsseite oder mit DELETE /api/v1/tokens/{ $id }).
quota_reports_per_day = Du hast am letzten Tag { $count } Meldungen geschickt, so viele wie ein Konto darf. Danke dafür; bitte versuche es morgen wieder.
report_already = Du hast das schon gemeldet, und die Moderation hat sich noch nicht darum gekümmert. Danke; sie sieht es sich an.
# The settings page.
settings_pictures_usage = Deine Bilder belegen { $used } MB von { $max } MB.
settings_pictures_usage_lifted = Deine Bilder belegen { $used } MB (für dieses Konto gilt keine Grenze).
# Admins.
mod_quotas_title = Kontingente
mod_quotas_intro = Jedes Konto darf nur eine bestimmte Zahl an Tischen, Decks, Bildern, API-Tokens, Webhooks und Meldungen erstellen. Heb die Kontingente eines Kontos auf, das mehr braucht (etwa für eine Veranstaltung oder ein serverinternes Programm); dann gelten sie dafür nicht.
mod_quotas_lifted_none = Bei keinem Konto sind die Kontingente aufgehoben.
mod_quotas_lifted_list = Kontingente aufgehoben für:
mod_quotas_lift = Kontingente aufheben
mod_quotas_apply = Kontingente wieder anwenden
mod_done_quotas_lifted = Die Kontingente des Kontos sind aufgehoben.
mod_done_quotas_applied = Die Kontingente des Kontos gelten wieder.
mod_err_quotas_unchanged = Die Kontingente dieses Kontos sind bereits so eingestellt.
