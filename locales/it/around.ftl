### Words of what happens around the table: chat, "play again", the host's extra time.

# Chat.
chat_title = Chiacchiere al tavolo
chat_empty = Nessuno ha ancora scritto niente.
chat_spectator = osserva
chat_field = Scrivi qualcosa
chat_field_hint = fino a 500 caratteri
chat_button = Invia
chat_write = Scrivi un messaggio
chat_write_note = in una pagina a parte: questa si aggiorna da sola ogni 30 secondi e perderebbe il tuo testo
chat_page_note = Questa pagina non si aggiorna da sola, quindi prenditi il tuo tempo. Inviando il messaggio torni al tavolo.
chat_err_empty = Prima scrivi qualcosa.
chat_err_too_long = Un messaggio contiene al massimo 500 caratteri.
chat_err_slow_down = Stai scrivendo troppo in fretta: attendi { $seconds } s prima del prossimo messaggio.
history_chat = Cosa si è detto
# Deadlines and the host's extra time.
deadline_everyone = Il tempo massimo vale per tutti quelli che il tavolo sta aspettando.
extend_label = Concedi altro tempo:
extend_hours = +{ $count } h
extend_one_day = +1 giorno
extend_days = +{ $count } giorni
extend_err_not_host = Solo l'host può concedere altro tempo.
extend_err_hours = Il tempo in più va da 1 a 168 ore.
extend_err_no_deadline = Al momento a questo tavolo non scorre nessun tempo massimo.
ev_extended = { $name } (l'host) ha concesso { $hours } ore in più.
# Play again.
rematch_button = Gioca ancora
rematch_go = Gioca ancora: vai al nuovo tavolo
rematch_explain = Un nuovo tavolo con gli stessi giocatori, posti e opzioni; chi lo chiede per primo lo ospita e avvia la partita.
rematch_err_not_finished = La partita non è ancora finita.
ev_rematch = { $name } ha chiesto di giocare ancora: è aperto un nuovo tavolo.
