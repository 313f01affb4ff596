### Words of what happens around the table: chat, "play again", the host's extra time.

# Chat.
chat_title = Tischgespräch
chat_empty = Noch hat niemand etwas gesagt.
chat_spectator = schaut zu
chat_field = Sag etwas
chat_field_hint = bis zu 500 Zeichen
chat_button = Senden
chat_write = Nachricht schreiben
chat_write_note = auf einer eigenen Seite: Diese hier lädt sich alle 30 Sekunden neu und würde deinen Text verlieren
chat_page_note = Diese Seite lädt sich nicht selbst neu, lass dir also Zeit. Nach dem Senden geht es zurück zum Tisch.
chat_err_empty = Schreib erst etwas.
chat_err_too_long = Eine Nachricht hat höchstens 500 Zeichen.
chat_err_slow_down = Du schreibst schnell: Bitte warte { $seconds } s bis zur nächsten Nachricht.
history_chat = Was gesagt wurde
# Deadlines and the host's extra time.
deadline_everyone = Die Frist gilt für alle, auf die der Tisch wartet.
extend_label = Mehr Zeit geben:
extend_hours = +{ $count } h
extend_one_day = +1 Tag
extend_days = +{ $count } Tage
extend_err_not_host = Nur die Spielleitung kann mehr Zeit geben.
extend_err_hours = Mehr Zeit heißt 1 bis 168 Stunden.
extend_err_no_deadline = An diesem Tisch läuft gerade keine Frist.
ev_extended = { $name } (Spielleitung) hat { $hours } Stunden mehr gegeben.
# Play again.
rematch_button = Nochmal spielen
rematch_go = Nochmal spielen: zum neuen Tisch
rematch_explain = Ein neuer Tisch mit denselben Mitspielenden, Plätzen und Optionen; wer zuerst fragt, übernimmt die Spielleitung und startet ihn.
rematch_err_not_finished = Die Partie ist noch nicht vorbei.
ev_rematch = { $name } will nochmal spielen: Ein neuer Tisch ist offen.
