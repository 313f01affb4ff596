### Words of the quotas: why something more is refused, the settings page's usage line, and
### the admins' lifting of an account's quotas.

# Refusals.
quota_open_tables = Ospiti { $count } tavoli che aspettano ancora giocatori, il massimo che un account può ospitare contemporaneamente. Quando uno di questi inizia (o lo chiudi), potrai aprirne un altro.
quota_tables_per_hour = Hai creato { $count } tavoli nell'ultima ora, il massimo consentito a un account. Riprova un po' più tardi.
quota_decks = Hai { $count } mazzi, il massimo consentito a un account. Prima eliminane uno che non ti serve più.
quota_decks_per_hour = Hai creato { $count } mazzi nell'ultima ora, il massimo consentito a un account. Riprova un po' più tardi.
quota_picture_bytes = Le tue immagini occupano { $used } MB dei { $max } MB che un account può archiviare, e queste richiederebbero altri { $adding } MB. Prima elimina qualche immagine o mazzo. Non è stato aggiunto nulla.
quota_tokens = Questo account ha { $count } token API, il massimo consentito a un account. Prima revocane uno che non usi più (nella pagina della sicurezza, oppure con DELETE /api/v1/tokens/{ $id }).
quota_reports_per_day = Hai inviato { $count } segnalazioni nell'ultimo giorno, il massimo consentito a un account. Grazie per averle inviate; riprova domani.
report_already = Hai già segnalato questo contenuto, e la moderazione non se n'è ancora occupata. Grazie; verrà esaminato.
# The settings page.
settings_pictures_usage = Le tue immagini occupano { $used } MB su { $max } MB.
settings_pictures_usage_lifted = Le tue immagini occupano { $used } MB (per questo account non c'è alcun limite).
# Admins.
mod_quotas_title = Quote
mod_quotas_intro = Ogni account può creare solo un certo numero di tavoli, mazzi, immagini, token API, webhook e segnalazioni. Rimuovi le quote di un account che ha bisogno di più (chi organizza eventi, un programma del server stesso); da quel momento non si applicano più a quell'account.
mod_quotas_lifted_none = Nessun account ha le quote rimosse.
mod_quotas_lifted_list = Quote rimosse per:
mod_quotas_lift = Rimuovi le quote
mod_quotas_apply = Applica di nuovo le quote
mod_done_quotas_lifted = Le quote dell'account sono state rimosse.
mod_done_quotas_applied = Le quote dell'account si applicano di nuovo.
mod_err_quotas_unchanged = Le quote di questo account sono già così.
