### Words of blocking and reporting.

table_err_blocked = Du kannst diesem Tisch nicht beitreten.
table_err_blocked_take = Du kannst diesen Platz nicht übernehmen.
table_err_blocked_watch = Du kannst diesem Tisch nicht zuschauen.
block_err_yourself = Du kannst dich nicht selbst blockieren.
block_err_unknown = Es gibt niemanden mit diesem Namen.
report_err_kind = Eine Meldung betrifft eine Nachricht, ein Deck, eine Karte oder einen Tischnamen.
report_err_target = Es gibt nichts dieser Art und Nummer, das du melden könntest.
report_err_empty = Sag, warum du es meldest.
report_err_too_long = Ein Grund hat höchstens { $max } Zeichen.
# The page of blocked people (from the settings page).
blocks_link = Blockierte Personen
blocks_title = Blockierte Personen
blocks_intro = Du siehst die Chatnachrichten von Personen, die du blockiert hast, nicht, und sie können keinem Tisch beitreten, den du leitest oder an dem du sitzt. Sie erfahren nicht, wer sie blockiert hat.
blocks_list_title = Wen du blockiert hast
blocks_none = Du hast niemanden blockiert.
blocks_unblock = Freigeben
blocks_add_title = Person blockieren
blocks_username = Benutzername der Person
blocks_block = Blockieren
blocks_done_blocked = Die Person ist blockiert.
blocks_done_unblocked = Die Person ist nicht mehr blockiert.
# The report form.
report_link = Melden
report_deck_link = Dieses Deck melden
report_card_link = Dieses Bild melden
report_table_name_link = Tischnamen melden
report_title = Melden
report_what_message = Du meldest der Moderation eine Chatnachricht.
report_what_deck = Du meldest der Moderation ein Deck.
report_what_card = Du meldest der Moderation ein Bild aus einem Deck.
report_what_table_name = Du meldest der Moderation den Namen eines Tisches.
report_reason = Grund
report_reason_hint = höchstens 500 Zeichen
report_send = Meldung senden
report_done = Danke: Die Moderation liest deine Meldung.
report_back_home = Zurück zu deinen Tischen
