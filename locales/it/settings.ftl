### Words of the account settings, the private feed and the mail.

# The settings page.
nav_settings = Impostazioni
settings_title = Impostazioni dell'account
settings_link = Le tue impostazioni
settings_mail_title = Email
settings_mail_intro = Fabula può scriverti quando un tavolo aspetta una tua mossa, così non devi tenere una scheda aperta. A un indirizzo non viene inviato nient'altro che una conferma finché non lo confermi.
settings_no_smtp = Al momento questo server non invia email; le tue scelte restano salvate per quando lo farà.
field_email = Indirizzo email
field_email_hint = lascialo vuoto per non ricevere email
settings_email_confirmed = { $email } è confermato.
settings_email_unconfirmed = { $email } non è ancora confermato: apri il link nell'email che Fabula ti ha inviato.
settings_email_resend = Invia di nuovo l'email di conferma
settings_mode_legend = Quando scriverti
mail_mode_move = A ogni mossa
mail_mode_move_hint = un'email ogni volta che un tavolo inizia ad aspettarti
mail_mode_daily = Una volta al giorno
mail_mode_daily_hint = al massimo un'email al giorno, con l'elenco dei tavoli che ti aspettano
mail_mode_off = Mai
mail_mode_off_hint = nessuna email; la home e il tuo feed mostrano comunque le tue mosse
settings_save = Salva
settings_saved = Le tue impostazioni sono salvate.
settings_confirm_resent = Una nuova email di conferma verrà inviata entro pochi minuti.
err_email_invalid = Questo non è un indirizzo email a cui Fabula possa scrivere.
err_mail_mode = Scegli quando scriverti: a ogni mossa, una volta al giorno o mai.
settings_feed_title = Feed privato
settings_feed_intro = Segui i tuoi tavoli in qualsiasi lettore di feed: una voce quando un tavolo aspetta una tua mossa, quando un turno viene svelato o quando una partita finisce. Chiunque conosca l'indirizzo può leggere il feed, quindi tienilo per te.
settings_feed_none = Il tuo feed non ha ancora un indirizzo.
settings_feed_make = Crea l'indirizzo del mio feed
settings_feed_renew = Crea un nuovo indirizzo (quello vecchio smette di funzionare)
settings_feed_renewed = Il tuo feed ha un nuovo indirizzo; quelli precedenti non funzionano più.
settings_feed_open = Apri il feed
field_feed_url = Indirizzo del feed
# The pages of the links in mail.
confirm_title = Conferma il tuo indirizzo
confirm_text = Conferma che Fabula può scrivere a { $email } riguardo ai tuoi tavoli.
confirm_submit = Conferma il mio indirizzo
confirm_done = Grazie: { $email } è confermato. Fabula ti scriverà lì secondo le tue impostazioni.
unsubscribe_title = Stop alle email
unsubscribe_text = Fabula scrive a { $email } riguardo ai tuoi tavoli. Vuoi bloccare tutte le email a questo indirizzo?
unsubscribe_submit = Blocca tutte le email
unsubscribe_done = Fatto: Fabula non invierà più email a { $email }. Puoi riattivarle nelle tue impostazioni.
mail_link_unknown = Questo link non è (più) valido.
# Mail.
mail_hello = Ciao { $name },
mail_confirm_subject = Conferma il tuo indirizzo per Fabula
mail_confirm_intro = qualcuno (speriamo tu) ha chiesto a Fabula di scrivere a questo indirizzo riguardo ai suoi tavoli. Per confermare, apri questo link e premi il pulsante:
mail_confirm_ignore = Se non eri tu, ignora questa email: a questo indirizzo non verrà inviato nient'altro.
mail_move_subject = Tocca a te: { $table }
mail_clue = L'indizio: “{ $clue }”.
mail_deadline = Fai la tua mossa entro { $deadline }; dopo, l'orologio gioca al posto tuo.
mail_open_table = Apri il tavolo:
mail_digest_subject =
    { $count ->
        [one] Fabula: un tavolo ti aspetta
       *[other] Fabula: { $count } tavoli ti aspettano
    }
mail_digest_intro = Questi tavoli aspettano una tua mossa:
mail_digest_line = { $table } ({ $ruleset }, turno { $round }): { $what }
mail_digest_before = , entro { $deadline }
mail_footer_why = Ricevi questa email per via delle tue impostazioni:
mail_footer_unsubscribe = Per non ricevere più email da Fabula:
# The feed.
feed_title = Fabula: i tavoli di { $name }
feed_what_clue = dare un indizio
feed_what_submit = giocare una carta
feed_what_submit_two = giocare due carte
feed_what_vote = votare
feed_your_move = { $table }: tocca a te ({ $what })
feed_your_move_text = { $table } ti aspetta per { $what } (turno { $round }).
feed_round_revealed = { $table }: turno { $round } svelato, punti guadagnati: { $points }
feed_round_revealed_plain = { $table }: turno { $round } svelato
feed_clue_was = L'indizio era “{ $clue }”.
feed_points = Punti di questo turno: { $points }.
feed_game_over = { $table }: partita finita, vittoria di { $winners }
feed_game_over_plain = { $table }: partita finita
feed_final_scores = Punteggi finali: { $scores }.
# The security page.
security_title = Password e sessioni
security_link = Password, dispositivi con accesso e token API
security_password_title = Cambia la password
security_password_intro = Quando la password cambia, si esce da tutti gli altri dispositivi in cui hai effettuato l'accesso, e tutti i token API qui sotto smettono di funzionare (qui puoi crearne uno nuovo con un clic).
security_current_password = Password attuale
security_new_password = Nuova password
security_password_submit = Cambia la password
security_password_changed = La tua password è cambiata; tutte le altre sessioni sono terminate, e così tutti i token API.
security_sessions_title = Dove hai effettuato l'accesso
security_this_session = questo browser
security_last_seen = ultima attività
security_since = dal
security_end_session = Esci da lì
security_end_all = Esci ovunque
security_end_all_intro = Uscire ovunque chiude tutte le sessioni, anche questa, e revoca tutti i token API dell'account.
security_session_ended = Quella sessione è terminata.
security_tokens_title = Token API
security_tokens_intro = Programmi e bot giocano con questi (vedi la pagina dell'API). Revocarne uno lo blocca subito.
security_tokens_none = Nessun token API.
security_last_used = ultimo uso
security_revoke_token = Revoca
security_token_revoked = Il token è revocato.
security_new_token = Crea un nuovo token
security_token_made = Il tuo nuovo token API. Copialo adesso: viene mostrato solo questa volta, e Fabula ne conserva solo un'impronta.
settings_feed_once = Copialo adesso: viene mostrato solo questa volta. Fabula ne conserva solo un'impronta.
settings_feed_hidden = Il tuo feed ha un indirizzo, mostrato solo quando è stato creato. Per vederne uno di nuovo, creane uno nuovo: il vecchio indirizzo smette di funzionare.
# The name other players see.
settings_profile_title = Il tuo nome
settings_name_hint = al massimo 50 caratteri; se lo lasci vuoto, si usa il tuo nome utente
settings_name_save = Cambia il nome
settings_name_saved = Il tuo nome è cambiato; tutti i tavoli mostrano quello nuovo.
# "Forgot your password?"
forgot_link = Password dimenticata?
forgot_title = Password dimenticata?
forgot_intro = Indica il tuo nome utente o il tuo indirizzo email confermato: Fabula invia all'indirizzo confermato dell'account un link per scegliere una nuova password.
field_username_or_email = Nome utente o indirizzo email
forgot_submit = Invia il link
forgot_sent = Se un account con quel nome o indirizzo ha un indirizzo confermato, un link per scegliere una nuova password è in arrivo lì. Funziona per un'ora. Nessuna email? Controlla la cartella spam, o richiedilo tra qualche minuto.
err_reset_slow_down = Troppi tentativi dalla tua rete. Attendi { $minutes } minuti prima di riprovare.
reset_title = Scegli una nuova password
reset_for = Per l'account { $username }.
reset_submit = Salva la nuova password
reset_done = La tua password è cambiata, e tutte le sessioni e i token API del tuo account sono terminati. Accedi con la nuova password.
reset_link_unknown = Questo link per scegliere una nuova password non funziona: è già stato usato, è scaduto (un link funziona per un'ora) o è incompleto.
reset_ask_again = Richiedi un nuovo link
mail_reset_subject = Scegli una nuova password per Fabula
mail_reset_intro = qualcuno (speriamo tu) ha chiesto una nuova password per il tuo account Fabula { $username }. Per sceglierne una, apri questo link entro { $minutes } minuti:
mail_reset_ignore = Se non eri tu, ignora questa email: la tua password resta quella di prima.
# The time zone.
settings_zone_title = Fuso orario
settings_zone_unset = Gli orari sono mostrati in UTC finché non scegli il tuo fuso orario. Con JavaScript attivo, il fuso del tuo browser viene scelto per te una volta.
field_time_zone = Il tuo fuso orario
field_time_zone_hint = un nome come Europe/Rome o Europe/Lisbon; tutte le pagine, le email e il tuo feed mostrano gli orari in questo fuso
settings_zone_save = Salva il fuso orario
settings_zone_saved = Il tuo fuso orario è salvato; ora gli orari sono mostrati in questo fuso.
err_time_zone = “{ $zone }” non è un fuso orario che Fabula conosce: scegli un nome dall'elenco, come Europe/Rome.
time_zone_unset_note = Gli orari sono mostrati in UTC.
time_zone_choose = Scegli il tuo fuso orario
