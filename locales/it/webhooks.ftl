### Words of the webhooks: the section of the settings page, and why an address is refused.

# The section of the settings page.
settings_webhooks_title = Webhook
settings_webhooks_intro = I tuoi programmi possono essere avvisati quando un tavolo aspetta una tua mossa, quando un turno viene svelato o quando una partita finisce: Fabula invia a ogni indirizzo qui sotto una POST firmata con il numero e la versione del tavolo, mai una carta.
settings_webhooks_api = Come un programma verifica la firma (l'API)
settings_webhooks_none = Non hai webhook.
settings_webhooks_most = Al massimo { $count } webhook per account.
field_webhook_url = Indirizzo del tuo programma
field_webhook_url_hint = http:// o https://, raggiungibile da internet
settings_webhook_add = Aggiungi il webhook
settings_webhook_created = Il webhook è stato aggiunto. Copia subito il suo segreto: firma ogni evento e viene mostrato solo questa volta.
field_webhook_secret = Segreto del webhook
settings_webhook_deleted = Il webhook è stato rimosso.
settings_webhook_enabled = Il webhook è di nuovo attivo; ciò che era in attesa viene inviato ora.
settings_webhook_delete = Rimuovi
settings_webhook_enable = Riattiva
settings_webhook_active = Attivo
settings_webhook_disabled = Disattivato
settings_webhook_disabled_why = Ha fallito { $count } volte di seguito, quindi Fabula ha smesso di inviargli eventi. Gli eventi che arrivano nel frattempo non vengono conservati.
settings_webhook_failing = { $count } tentativi falliti di seguito; Fabula riprova, aspettando ogni volta più a lungo.
settings_webhook_last_error = Ultimo errore:
settings_webhook_added = Aggiunto
# Why an attempt failed, as the settings page shows it.
webhook_error_http = il tuo programma ha risposto con lo stato { $status }
webhook_error_timeout = nessuna risposta in tempo
webhook_error_unreachable = l'indirizzo non è raggiungibile
webhook_error_refused_address = l'indirizzo porta a una rete privata o locale
webhook_error_unknown_host = il nome host non è stato trovato
# Why an address is refused.
webhook_err_shape = Questo non è un indirizzo web completo di al massimo 500 caratteri, come https://example.org/fabula.
webhook_err_scheme = L'indirizzo di un webhook inizia con http:// o https://.
webhook_err_credentials = L'indirizzo di un webhook non può contenere un nome utente o una password; è il tuo programma a verificare la firma.
webhook_err_unknown_host = L'host di questo indirizzo non si trova.
webhook_err_address = Questo indirizzo porta a una rete di loopback, privata o locale, dove Fabula non invia eventi.
webhook_err_too_many = Hai già { $count } webhook, il massimo consentito a un account: prima rimuovine uno.
