### Words of one's data: taking it away, and deleting one's account (the sections of the
### security settings).

security_export_title = I miei dati
security_export_intro = Tutto ciò che Fabula conserva su di te, da tenere: il tuo account e le impostazioni, i tavoli a cui hai giocato con le tue mosse, i tuoi messaggi in chat e i tuoi mazzi con le loro immagini, in un file zip di file JSON e immagini.
security_export_link = Scarica i miei dati (zip)
security_delete_title = Elimina il mio account
security_delete_intro = Non si può annullare. Le partite finite conservano i loro turni, dove comparirai come ex partecipante; ai tavoli ancora in corso abbandoni la partita; i tuoi mazzi, le tue sessioni, i tuoi token API, i tuoi webhook e il tuo indirizzo email vengono eliminati subito (un mazzo usato da un tavolo resta a quel tavolo).
security_delete_password = La tua password, per confermare
security_delete_submit = Elimina definitivamente il mio account
former_player = un ex partecipante
