### Words of the tables: home, lobby, the table page, history.

# Rulesets and small words.
ruleset_classic = Klassisch
ruleset_2021 = Ausgabe 2021
ruleset_odyssey = Odyssey
ruleset_party = Party (Odyssey)
ruleset_teams = Teams (Odyssey)
word_and = und
players_word = Personen
players_range = { $min }–{ $max } Personen
players_teams = 6, 8, 10 oder 12 Personen
hosted_by = eröffnet von
host_word = Spielleitung
you_word = du
storyteller_word = erzählt
team_word = Team
awaited_word = am Zug
resigned_word = aufgegeben
winner_word = gewonnen
round_word = Runde
card_alt = Karte
table_default_name = Tisch von { $host }
field_table_name = Name des Tisches
field_table_name_hint = optional
viewer_open = Karte { $number } groß anzeigen
viewer_close = Schließen
viewer_prev = Zurück
viewer_next = Weiter
choose_play = Diese Karte spielen
choose_vote = Für diese Karte stimmen
choose_pick = Diese Karte wählen
time_left = noch { $time }
time_any_moment = jeden Moment
rules_link = Regeln
rules_read = Regeln lesen
history_link = Verlauf
back_home = Zurück zu meinen Tischen
back_to_table = Zurück zum Tisch
# Home.
home_my_tables = Deine Tische
home_no_tables = Du spielst noch an keinem Tisch: Erstelle unten einen oder tritt einem bei.
home_join_code = Mit Code beitreten
field_code = Einladungscode oder -link
field_code_hint = Einladungscode oder -link
join_unknown_code = Kein Tisch hat diesen Code. Prüfe ihn und versuche es noch einmal.
home_lobby = Offene Tische
home_lobby_empty = Gerade wartet kein öffentlicher Tisch auf Mitspielende. Erstelle einen!
lobby_seated = Du bist dabei
join_button = Beitreten
home_new_table = Neuer Tisch
field_ruleset = Ausgabe und Modus
field_target_score = Zielpunktzahl
field_target_score_hint = 2021 und Odyssey; 10 bis 100
field_rounds_per_player = Erzählzüge pro Person
field_rounds_per_player_hint = Party und Teams; 1 bis 5
field_classic_length = Klassisch hat keine Zielpunktzahl: Das Spiel endet, wenn der Nachziehstapel aufgebraucht ist, mit dem Standarddeck nach etwa 30 bis 45 Runden (weniger mit mehr Personen oder einem kleineren Deck).
field_first_storyteller = Wer erzählt zuerst?
first_first_clue = Wer zuerst einen Hinweis sendet
first_host = Ich (Spielleitung)
first_random = Per Los
field_time_limit = Zeit pro Zug
field_time_limit_hint = läuft sie ab, spielt die Uhr
limit_none = Keine Frist
limit_one_hour = 1 Stunde
limit_hours = { $count } Stunden
limit_days = { $count } Tage
field_deck = Deck
field_deck_hint = wähle mehrere, um mit allen gemischt zu spielen
deck_builtin_name = Fabula, das Standarddeck
deck_make_own = Ein Deck aus eigenen Bildern machen
field_one_finder = Ein einziger Treffer
field_one_finder_hint = Variante der Originalausgabe: Findet genau eine Person die Karte, bekommen beide 4
field_one_finder_house = in diesem Regelwerk eine Hausregel aus der Originalausgabe: Findet genau eine Person die Karte, bekommen beide 4
create_options_note = Es gelten nur die Optionen des gewählten Regelwerks; die anderen werden ignoriert.
field_public = Öffentlicher Tisch
field_public_hint = in der Liste der offenen Tische; sonst kommt man nur über deinen Einladungslink hinein
create_button = Tisch erstellen
line_open = Wartet auf Mitspielende
line_ready = Startklar
line_finished = Beendet
line_your_clue = Dein Hinweis!
line_your_card = Deine Karte!
line_your_vote = Deine Stimme!
line_waiting_others = Warten auf die anderen
# Invite link.
invite_title = Du bist an einen Tisch eingeladen
invite_started = Dieser Tisch hat schon begonnen; hier kann niemand mehr einsteigen.
invite_sign_in = Melde dich an oder erstelle ein Konto, um Platz zu nehmen.
invite_link = Einladungslink
invite_hint = schick ihn an deinen Freundeskreis
invite_share_text = Spiel mit uns Fabula: Geschichten mit Bildern erzählen, ein Zug am Tag.
copy_button = Kopieren
share_button = Teilen
copied_note = Kopiert: Füge ihn in eine Nachricht an deinen Freundeskreis ein.
invite_code = Code:
# The table page.
poll_changed = Der Tisch hat sich geändert: Seite neu laden
clue_label = Hinweis
waiting_for = Warten auf:
deadline_label = Zeit:
spectating = Du schaust an diesem Tisch zu.
you_resigned_note = Du hast aufgegeben: Die Uhr spielt deine Karten.
players_title = Mitspielende
seat_rule = Belegte Plätze: { $count }; { $min } bis { $max } können spielen.
seat_rule_teams = Belegte Plätze: { $count }; Teams spielen mit 6, 8, 10 oder 12.
teams_title = Teams
team_number = Team { $number }
team_waiting = wartet auf ein zweites Mitglied
teams_note = Die ersten beiden, die Platz nehmen, spielen zusammen, dann die nächsten beiden und so weiter; die Spielleitung kann die Teams auch anders bilden. Sobald die Partie beginnt, sitzen sich die Mitglieder eines Teams gegenüber.
teams_change = Teams anders bilden
teams_form_note = Gib jede Teamnummer an zwei Personen. Bei ungerader Zahl darf eine Person allein auf die nächste warten.
teams_button = Teams speichern
start_button = Partie starten
leave_button = Tisch verlassen
head_open = Dieser Tisch wartet auf Mitspielende.
head_ready_to_start = Der Tisch ist voll: Starte die Partie, wenn du bereit bist.
head_waiting_start = Warten auf weitere Mitspielende oder darauf, dass { $name } startet.
head_waiting_you_start = Warten auf weitere Mitspielende oder darauf, dass du startest.
head_waiting_players_host = Warten auf weitere Mitspielende, bevor du starten kannst.
head_waiting_host_full = Der Tisch ist voll: Warten darauf, dass { $name } startet.
head_waiting_players = Warten auf weitere Mitspielende.
head_open_full = Dieser Tisch ist voll und wartet darauf, dass { $name } startet.
head_submit_team = Spiel eine Karte für dein Team: die Karte deiner Hand, die am besten zum Hinweis passt, außer dein Teammitglied spielt zuerst.
head_submitted =
    { $count ->
        [one] Deine Karte liegt. Warten auf die Karten der anderen.
       *[other] Deine Karten liegen. Warten auf die Karten der anderen.
    }
head_players_submit = Alle wählen ihre Karten.
head_vote_team = Welche Karte gehört { $name }? Stimme für sie; für die Karte deines Teams kannst du nicht stimmen.
head_voted =
    { $count ->
        [one] Deine Stimme ist abgegeben. Warten auf die anderen.
       *[other] Deine Stimmen sind abgegeben. Warten auf die anderen.
    }
head_players_vote = Alle stimmen ab.
head_you_win = Die Partie ist vorbei: Du gewinnst!
head_you_share = Die Partie ist vorbei: Du teilst den Sieg mit { $names }!
played_title =
    { $count ->
        [one] Deine Karte in dieser Runde
       *[other] Deine Karten in dieser Runde
    }
awaited_you = dich
reveal_nobody_found_you = Von den Abstimmenden hat niemand deine Karte gefunden: Du bekommst nichts, die Abstimmenden je 2.
reveal_everyone_found_you = Alle Abstimmenden haben deine Karte gefunden: Du bekommst nichts, sie je 2.
reveal_one_found_you = Eine Person hat deine Karte gefunden.
reveal_some_found_you = { $count } Personen haben deine Karte gefunden.
head_clue_race = Runde 1: Wer zuerst einen Hinweis sendet, erzählt.
head_clue_race_wait = Runde 1: Warten auf den ersten Hinweis.
head_your_clue = Du erzählst: Wähle eine Karte und gib einen Hinweis.
head_your_clue_party = Du erzählst: Gib zuerst einen Hinweis; deine Hand erscheint, sobald er gesendet ist.
head_wait_clue = Warten auf den Hinweis von { $name }.
head_submit =
    { $count ->
        [one] Spiel die Karte deiner Hand, die am besten zum Hinweis passt.
       *[other] Spiel { $count } Karten deiner Hand, die zum Hinweis passen.
    }
head_others_submit = Die anderen wählen ihre Karten.
head_partner_played = Dein Teammitglied hat für euer Team gespielt. Warten auf die anderen.
head_vote = Welche Karte gehört { $name }? Stimme für sie; für deine eigene kannst du nicht stimmen.
head_vote_party = Welche Karte passt am besten zum Hinweis? Stimm so ab wie möglichst viele andere, um zu punkten.
head_others_vote = Die anderen stimmen ab.
head_finished = Die Partie ist vorbei.
head_winner = Die Partie ist vorbei: { $names } gewinnt!
head_winners = Die Partie ist vorbei: { $names } teilen sich den Sieg!
clue_title = Dein Hinweis
clue_title_race = Erzähl zuerst
clue_pick_card = Die Karte zu deinem Hinweis
clue_party_note = Im Party-Modus gehört der Hinweis zu keiner Karte.
clue_field = Hinweis
clue_field_hint = ein Wort, ein Satz, eine Liedzeile…
clue_button = Hinweis geben
submit_title =
    { $count ->
        [one] Deine Karte zu diesem Hinweis
       *[other] Deine zwei Karten zu diesem Hinweis
    }
submit_button =
    { $count ->
        [one] Karte spielen
       *[other] Karten spielen
    }
hand_title = Deine Hand
board_title = Die Auslage
vote_button = Abstimmen
vote_tap_note = Wähle die Karte, für die du stimmst.
vote_second = zweite Stimme
vote_no_second = Keine zweite Stimme
vote_second_note = Du darfst zusätzlich für eine zweite, andere Karte stimmen. Wer die Karte mit nur einer Stimme findet, bekommt 1 Extrapunkt.
vote_red = rotes Plättchen
vote_red_note = Stimme für die Karte, die am besten passt, und lege dein rotes Plättchen auf eine Karte: Wer für sie stimmt, bekommt nichts.
your_card = deine Karte
team_card = Karte deines Teams
your_vote = deine Stimme
your_red = dein rotes Plättchen
scores_title = Punktestand
resign_open = Aufgeben…
resign_explain = Wenn du aufgibst, spielt ab jetzt die Uhr deine Karten (bei Teams spielt dein Teammitglied die Karte eures Teams), und du stimmst nicht mehr ab. Zurück geht es nicht.
resign_button = Ja, aufgeben
# The reveal.
reveal_title = Runde
reveal_nobody_found = Von den Abstimmenden hat niemand die Karte von { $name } gefunden: { $name } bekommt nichts, die Abstimmenden je 2.
reveal_everyone_found = Alle Abstimmenden haben die Karte von { $name } gefunden: { $name } bekommt nichts, die Abstimmenden je 2.
reveal_one_found = Eine Person hat die Karte von { $name } gefunden.
points_title = Punkte
points_total = gesamt { $total }
head_round_scored = Runde { $round } ist gewertet: So ist sie gelaufen.
continue_to_round = Weiter zu Runde { $round }
why_found = Karte gefunden +{ $points }
why_told = einige fanden die Karte, nicht alle +{ $points }
why_all_found_teller = alle Abstimmenden fanden die Karte, zu leicht: 0
why_all_found = alle Abstimmenden fanden die Karte +{ $points }
why_none_found_teller = niemand fand die Karte, zu schwer: 0
why_none_found = niemand fand die Karte +{ $points }
why_votes =
    { $votes ->
        [one] eine Stimme für die eigene Karte +{ $points }
       *[other] { $votes } Stimmen für eigene Karten +{ $points }
    }
why_votes_capped = { $votes } Stimmen für eigene Karten, höchstens { $points } zählen +{ $points }
why_one_marker = mit nur einer Stimme gefunden +{ $points }
why_together = { $players } Stimmen auf derselben Karte +{ $points }
why_together_capped = { $players } Stimmen auf derselben Karte, höchstens { $points } zählen +{ $points }
why_alone = allein auf einer Karte: 0
why_on_red = für die Karte mit dem roten Plättchen gestimmt: 0
why_missed = Karte nicht gefunden: 0
why_no_vote = nicht abgestimmt: 0
why_nothing = keine Punkte in dieser Runde
reveal_some_found = { $count } Personen haben die Karte von { $name } gefunden.
reveal_party = Stimmen, die sich treffen, punkten gemeinsam; das rote Plättchen macht seine Karte wertlos.
storyteller_card = Erzählkarte
red_marker = rotes Plättchen
no_votes = keine Stimmen
voted_by = Stimmen:
# History.
history_title = Verlauf
history_no_rounds = Noch wurde keine Runde gewertet.
history_log = Was geschah
ev_created = { $name } hat den Tisch erstellt.
ev_joined = { $name } ist beigetreten.
ev_left = { $name } hat den Tisch verlassen.
ev_game_started = Die Partie hat begonnen: { $ruleset }, { $players } Personen, je { $hand } Karten.
ev_round_started = Runde { $round }: { $name } erzählt.
ev_round_started_race = Runde { $round }: Wer zuerst einen Hinweis sendet, erzählt.
ev_chosen_first_clue = { $name } war mit einem Hinweis am schnellsten und erzählt.
ev_chosen_host = { $name } (Spielleitung) erzählt zuerst.
ev_chosen_random = { $name } wurde ausgelost und erzählt zuerst.
ev_chosen_clock = Niemand hat rechtzeitig einen Hinweis gegeben; die Uhr hat { $name } gewählt.
ev_clue = { $name } hat den Hinweis „{ $clue }“ gegeben.
ev_played =
    { $count ->
        [one] { $name } hat eine Karte gespielt.
       *[other] { $name } hat { $count } Karten gespielt.
    }
ev_played_by_clock =
    { $count ->
        [one] Die Uhr hat für { $name } eine Karte gespielt.
       *[other] Die Uhr hat für { $name } { $count } Karten gespielt.
    }
ev_board = Alle { $count } Karten liegen aus: Zeit zum Abstimmen.
ev_voted = { $name } hat abgestimmt.
ev_abstained = { $name } hat nicht rechtzeitig abgestimmt.
ev_scored = Runde { $round } gewertet: { $points }.
ev_skipped = Der Erzählzug von { $name } geht nach links weiter.
ev_skipped_clock = { $name } hat nicht rechtzeitig erzählt; der Erzählzug geht nach links weiter.
ev_skipped_resigned = { $name } hat aufgegeben; der Erzählzug geht nach links weiter.
ev_resigned = { $name } hat aufgegeben.
ev_reshuffled = Der Ablagestapel wurde zu einem neuen Nachziehstapel aus { $count } Karten gemischt.
ev_hands_passed = Alle haben ihre Hand nach links weitergegeben.
ev_game_ended = Die Partie ist vorbei ({ $reason }). Sieg: { $names }.
ev_other = Etwas ist passiert ({ $kind }).
end_draw_pile = der Nachziehstapel ist aufgebraucht
end_target_score = die Zielpunktzahl wurde erreicht
end_everyone_told = alle haben erzählt
end_too_few = zu wenige Mitspielende übrig
