### Why a move or a table's start was refused: the engine's sentences (src/game/error.rs) and
### the table's own, in every language. `{name}` places are filled in by `AppError::message`.

table_err_started = Dieser Tisch hat schon begonnen.
table_err_full = Dieser Tisch ist voll.
table_err_leave_started = Die Partie hat begonnen: Du kannst aufgeben, aber nicht mehr gehen.
table_err_host_leaves = Als Spielleitung kannst du deinen eigenen Tisch vor dem Start nicht verlassen.
table_err_not_host = Nur die Spielleitung kann den Tisch starten.
teams_err_not_host = Nur die Spielleitung kann die Teams bilden.
teams_err_not_teams = Nur an einem Team-Tisch gibt es Teams zu bilden.
teams_err_not_two = Jedes Team besteht aus zwei Personen.
teams_err_no_seat = An diesem Tisch gibt es keinen Platz { $seat }.
teams_err_twice = { $name } ist in zwei Teams.
teams_err_unpaired = { $name } hat kein Team: Teile alle ein (bei ungerader Zahl darf eine Person allein auf die nächste warten).
teams_err_seats_changed = Inzwischen ist jemand gekommen oder gegangen: Sieh dir die Teams noch einmal an.
table_err_not_started = Die Partie hat noch nicht begonnen.
table_err_not_seated = Du spielst nicht an diesem Tisch.
table_err_time_limit = Die Frist pro Zug ist keine (0), 1, 12, 24, 48 oder 72 Stunden oder 7 Tage (168 Stunden).
table_err_name = Der Name eines Tisches hat höchstens 60 Zeichen.
table_err_deck_count = Wähle 1 bis 20 Decks.
table_err_deck_unknown = Eines der gewählten Decks gibt es nicht, oder du darfst nicht damit spielen.
rule_game_over = Die Partie ist vorbei.
rule_you_resigned = Du hast in dieser Partie aufgegeben.
rule_someone_was_faster = Jemand war schneller: { $player } hat den ersten Hinweis gegeben.
rule_not_storyteller = Du erzählst in dieser Runde nicht; { $player } erzählt.
rule_clue_already_given = Du hast den Hinweis dieser Runde schon gegeben.
rule_wait_for_clue = Der Tisch wartet auf den Hinweis.
rule_not_clue_time = Der Hinweis dieser Runde ist schon gegeben.
rule_not_submit_time = Karten werden nach dem Hinweis und vor der Abstimmung gespielt; jetzt ist nicht der Moment.
rule_not_vote_time = Abgestimmt wird, wenn alle Karten ausliegen; jetzt ist nicht der Moment.
rule_storyteller_already_played = Du erzählst: Deine Karte hast du schon mit dem Hinweis gespielt.
rule_already_submitted = Du hast in dieser Runde schon gespielt.
rule_partner_already_played = Dein Teammitglied hat schon für euer Team gespielt.
rule_storyteller_does_not_vote = Wer erzählt, stimmt nicht ab.
rule_played_so_no_vote = Du hast in dieser Runde eine Karte für dein Team gespielt, also stimmst du nicht ab.
rule_already_voted = Du hast in dieser Runde schon abgestimmt.
rule_already_resigned = Du hast schon aufgegeben.
rule_no_such_seat = An diesem Tisch gibt es keinen Platz { $seat }.
rule_clue_empty = Der Hinweis ist leer.
rule_clue_too_long = Der Hinweis ist { $count } Zeichen lang; höchstens 200 sind erlaubt.
rule_clue_card_missing = Wähle die Karte deiner Hand, zu der dein Hinweis gehört.
rule_clue_card_in_party = Im Party-Modus gehört der Hinweis zu keiner Karte: Sende nur den Hinweis.
rule_not_in_hand = Karte { $card } ist nicht auf deiner Hand.
rule_wrong_card_count =
    { $expected ->
        [one] Spiele genau { $expected } Karte; du hast { $got } gesendet.
       *[other] Spiele genau { $expected } Karten; du hast { $got } gesendet.
    }
rule_duplicate_card = Du hast Karte { $card } zweimal gesendet.
rule_no_vote = Wähle die Nummer, für die du stimmst.
rule_too_many_votes = Du darfst für höchstens zwei Karten stimmen.
rule_second_vote_not_in_ruleset = Nur Odyssey erlaubt eine zweite Stimme.
rule_second_vote_needs_seven = Die zweite Stimme gibt es erst ab sieben Personen; an diesem Tisch sind es { $count }.
rule_same_card_twice = Deine beiden Stimmen müssen auf verschiedenen Karten liegen.
rule_bad_position = In der Auslage gibt es keine Nummer { $position }; die Nummern gehen von 1 bis { $size }.
rule_own_card = Du kannst nicht für deine eigene Karte stimmen (Nummer { $position }).
rule_team_card = Du kannst nicht für die Karte deines Teams stimmen (Nummer { $position }).
rule_red_missing = Du erzählst: Lege auch dein rotes Plättchen.
rule_red_not_yours = Nur wer im Party-Modus erzählt, legt ein rotes Plättchen.
setup_unknown_ruleset = Es gibt kein Regelwerk namens „{ $name }“; wähle classic, 2021, odyssey, party oder teams.
setup_team_player_count = Ein Team-Tisch braucht 6, 8, 10 oder 12 Personen; dieser hat { $players }.
setup_player_count = Für { $ruleset } braucht ein Tisch { $min } bis { $max } Personen; dieser hat { $players }.
setup_deck_too_small = Dieses Deck hat { $cards } Karten; { $players } Personen brauchen bei { $ruleset } mindestens { $needed } (es fehlen { $missing }).
setup_duplicate_card = Karte { $card } kommt zweimal im Deck vor.
setup_target_score = Die Zielpunktzahl muss zwischen 10 und 100 liegen; verlangt wurde { $value }.
setup_target_score_unused = Eine Partie { $ruleset } endet nicht bei einer Zielpunktzahl; lass die Zielpunktzahl bei 30.
setup_rounds_per_player = Alle dürfen 1- bis 5-mal erzählen; verlangt wurde { $value }.
setup_rounds_per_player_unused = Eine Partie { $ruleset } endet bei einer Zielpunktzahl, nicht nach einer Zahl von Erzählzügen pro Person; lass die Erzählzüge pro Person bei 1.
setup_rounds_per_player_unused_classic = Eine Partie { $ruleset } endet, wenn der Nachziehstapel aufgebraucht ist, nicht nach einer Zahl von Erzählzügen pro Person; lass die Erzählzüge pro Person bei 1.
setup_one_finder_unused = Die Variante „Ein einziger Treffer“ gilt nicht für { $ruleset }.
