### Words of the settings' pages and the links between them, of the feed's and the calendar's
### addresses, and of a move of two cards chosen one at a time.

settings_nav_label = Pagine delle impostazioni
settings_page_profile = Profilo
settings_page_notifications = Notifiche
settings_page_privacy = Privacy e dati
settings_page_security = Sicurezza
settings_page_developers = API e webhook
settings_pictures_title = Le tue immagini
settings_blocks_open = Vedi e cambia chi blocchi
settings_feed_copied = Copiato: incollalo nel tuo lettore di feed.
settings_feed_how = Che cos'è un lettore di feed?
settings_feed_reader = Un lettore di feed è un'app o un sito che controlla per te indirizzi come questo e mostra le novità, un po' come una casella di posta: per esempio Thunderbird sul computer, Feeder su Android, NetNewsWire su iPhone o Inoreader sul web. Lì aggiungi un feed (o un'iscrizione) e incolla questo indirizzo. Aperto in un browser, l'indirizzo mostra solo il testo grezzo del feed, pensato per quelle app.
settings_calendar_copied = Copiato: incollalo nella tua app di calendario.
settings_calendar_how = Come lo aggiungo al mio calendario?
settings_calendar_reader = Nella tua app di calendario cerca «Aggiungi calendario» e poi «Da URL» o «Iscriviti», e incolla questo indirizzo: le tue scadenze compaiono lì e restano aggiornate. Aprire l'indirizzo in un browser scarica solo una copia delle scadenze di oggi.
submit_pick_one_more = Una carta scelta: scegline un'altra, poi giocale entrambe con «{ $button }».
