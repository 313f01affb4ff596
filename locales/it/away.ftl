### Words of never missing a move: reminders before a deadline, and time away.

# Reminders: the feed's title, the mail's subject and first line.
reminder_1h = { $table }: la tua mossa scade tra circa un'ora
reminder_12h = { $table }: la tua mossa scade tra circa 12 ore
# Settings.
settings_away_title = Promemoria e assenze
settings_reminders_legend = Un promemoria prima che l'orologio giochi al posto tuo
reminders_auto = 12 ore prima, ai tavoli con un tempo massimo di un giorno o più
reminders_12h = 12 ore prima
reminders_1h = 1 ora prima
reminders_both = 12 ore e 1 ora prima
reminders_none = Nessun promemoria
settings_reminders_save = Salva i promemoria
settings_reminders_saved = I tuoi promemoria sono salvati.
settings_reminders_note = I promemoria arrivano per email (se attiva), nel tuo feed e come notifiche, una volta per mossa. Un promemoria arriva solo ai tavoli il cui tempo massimo è più lungo del promemoria stesso.
settings_away_subtitle = Assenze
settings_away_intro = Vai via per un po'? Mentre sei assente, i tuoi tavoli non ti aspettano: l'orologio gioca subito al posto tuo (una carta a caso, nessun voto, il tuo turno da narratore passa). Mantieni il tuo posto e i tuoi punti e non abbandoni la partita, ma queste mosse contano come quando scade il tempo: non guadagni nulla per un voto che non hai espresso, un turno da narratore saltato è perso (in modalità Party e a squadre conta come il tuo turno da narratore), e meno votanti cambiano anche i punti degli altri (se l'unico giocatore che vota trova la carta, tutti quelli che hanno votato l'hanno trovata, e il narratore non guadagna nulla). Al massimo 14 giorni alla volta.
settings_away_now = Sei assente fino al { $until }.
settings_back_button = Sono di nuovo qui
field_away_until = Assente fino al
field_away_until_hint = il giorno in cui torni, al massimo 14 giorni da oggi
settings_away_button = Mi assento
settings_away_saved = Assenza registrata: i tuoi tavoli non ti aspetteranno.
settings_back_saved = Ti diamo il bentornato: i tuoi tavoli ti aspettano di nuovo.
away_err_past = Scegli un momento futuro: non puoi essere assente fino a un momento già passato.
away_err_too_long = Puoi essere assente al massimo 14 giorni alla volta.
away_err_date = Scegli il giorno in cui torni.
err_reminders = Scegli una delle impostazioni dei promemoria.
# The table.
away_until_tag = assente fino al { $until }
ev_acted_for_away = { $name } è assente: l'orologio gioca al suo posto.
