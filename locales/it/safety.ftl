### Words of blocking and reporting.

table_err_blocked = Non puoi sederti a questo tavolo.
table_err_blocked_take = Non puoi prendere questo posto.
table_err_blocked_watch = Non puoi guardare questo tavolo.
block_err_yourself = Non puoi bloccare il tuo stesso account.
block_err_unknown = Non esiste un giocatore con questo nome.
report_err_kind = Una segnalazione riguarda un messaggio, un mazzo, una carta o il nome di un tavolo.
report_err_target = Non c'è niente di questo tipo e con questo numero che tu possa segnalare.
report_err_empty = Indica perché lo segnali.
report_err_too_long = Un motivo ha al massimo { $max } caratteri.
# The page of blocked people (from the settings page).
blocks_link = Giocatori bloccati
blocks_title = Giocatori bloccati
blocks_intro = Non vedi i messaggi in chat delle persone che hai bloccato, e loro non possono entrare in un tavolo che ospiti o a cui siedi. Non viene detto loro chi le ha bloccate.
blocks_list_title = Chi hai bloccato
blocks_none = Non hai bloccato nessuno.
blocks_unblock = Sblocca
blocks_add_title = Blocca un giocatore
blocks_username = Nome utente
blocks_block = Blocca
blocks_done_blocked = Blocco effettuato.
blocks_done_unblocked = Blocco rimosso.
# The report form.
report_link = Segnala
report_deck_link = Segnala questo mazzo
report_card_link = Segnala questa immagine
report_table_name_link = Segnala il nome del tavolo
report_title = Segnalazione
report_what_message = Stai segnalando un messaggio in chat alla moderazione.
report_what_deck = Stai segnalando un mazzo alla moderazione.
report_what_card = Stai segnalando un'immagine di un mazzo alla moderazione.
report_what_table_name = Stai segnalando il nome di un tavolo alla moderazione.
report_reason = Motivo
report_reason_hint = al massimo 500 caratteri
report_send = Invia la segnalazione
report_done = Grazie: la moderazione leggerà la tua segnalazione.
report_back_home = Torna ai tuoi tavoli
