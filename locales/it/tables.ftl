### Words of the tables: home, lobby, the table page, history.

# Rulesets and small words.
ruleset_classic = Classico
ruleset_2021 = Edizione 2021
ruleset_odyssey = Odyssey
ruleset_party = Party (Odyssey)
ruleset_teams = A squadre (Odyssey)
word_and = e
players_word = giocatori
players_range = { $min }–{ $max } giocatori
players_teams = 6, 8, 10 o 12 giocatori
hosted_by = ospitato da
host_word = host
you_word = tu
storyteller_word = narratore
team_word = squadra
awaited_word = di turno
resigned_word = ha abbandonato
winner_word = vince
round_word = turno
card_alt = Carta
table_default_name = Tavolo di { $host }
field_table_name = Nome del tavolo
field_table_name_hint = facoltativo
viewer_open = Vedi la carta { $number } in grande
viewer_close = Chiudi
viewer_prev = Precedente
viewer_next = Successiva
choose_play = Gioca questa carta
choose_vote = Vota questa carta
choose_pick = Scegli questa carta
time_left = ancora { $time }
time_any_moment = da un momento all'altro
rules_link = Regole
rules_read = Leggi le regole
history_link = Cronologia
back_home = Torna ai miei tavoli
back_to_table = Torna al tavolo
# Home.
home_my_tables = I tuoi tavoli
home_no_tables = Non giochi ancora a nessun tavolo: creane uno qui sotto, oppure entra in uno.
home_join_code = Entra con un codice
field_code = Codice o link d'invito
field_code_hint = Codice o link d'invito
join_unknown_code = Nessun tavolo ha questo codice. Controllalo e riprova.
home_lobby = Tavoli aperti
home_lobby_empty = Al momento nessun tavolo pubblico aspetta giocatori. Creane uno!
lobby_seated = Sei al tavolo
join_button = Entra
home_new_table = Nuovo tavolo
field_ruleset = Edizione e modalità
field_target_score = Punteggio obiettivo
field_target_score_hint = 2021 e Odyssey; da 10 a 100
field_rounds_per_player = Turni da narratore a testa
field_rounds_per_player_hint = Party e squadre; da 1 a 5
field_classic_length = Il Classico non ha un punteggio da raggiungere: la partita termina quando la pila di pesca si esaurisce, dopo circa 30-45 turni con il mazzo incluso (meno con più giocatori o con un mazzo più piccolo).
field_first_storyteller = Primo narratore
first_first_clue = Chi invia per primo un indizio
first_host = Io, come host
first_random = Estrazione a sorte
field_time_limit = Tempo per mossa
field_time_limit_hint = allo scadere, gioca l'orologio
limit_none = Nessun limite
limit_one_hour = 1 ora
limit_hours = { $count } ore
limit_days = { $count } giorni
field_deck = Mazzo
field_deck_hint = selezionane più di uno per giocare con tutti i mazzi mescolati insieme
deck_builtin_name = Fabula, il mazzo incluso
deck_make_own = Crea un mazzo con le tue immagini
field_one_finder = Uno solo indovina
field_one_finder_hint = la variante dell'edizione originale: se esattamente un giocatore trova la carta, entrambi guadagnano 4 punti
field_one_finder_house = una regola della casa per questa modalità, presa dall'edizione originale: se esattamente un giocatore trova la carta, entrambi guadagnano 4 punti
create_options_note = Valgono solo le opzioni della modalità scelta; le altre vengono ignorate.
field_public = Tavolo pubblico
field_public_hint = compare tra i tavoli aperti; altrimenti si entra solo con il tuo link d'invito
create_button = Crea il tavolo
line_open = In attesa di giocatori
line_ready = Si può iniziare
line_finished = Partita finita
line_your_clue = Dai l'indizio!
line_your_card = Gioca la carta!
line_your_vote = Vota!
line_waiting_others = In attesa degli altri
# Invite link.
invite_title = Un invito a un tavolo per te
invite_started = Questo tavolo è già iniziato; non accetta più giocatori.
invite_sign_in = Accedi o crea un account per prendere posto.
invite_link = Link d'invito
invite_hint = mandalo ai tuoi amici
invite_share_text = Vieni a giocare a Fabula con noi: raccontiamo storie con le immagini, una mossa al giorno.
copy_button = Copia
share_button = Condividi
copied_note = Copiato: incollalo in un messaggio per i tuoi amici.
invite_code = Codice:
# The table page.
poll_changed = Il tavolo è cambiato: ricarica la pagina
clue_label = Indizio
waiting_for = In attesa di:
deadline_label = Tempo:
spectating = Stai guardando questo tavolo.
you_resigned_note = Hai abbandonato la partita: l'orologio gioca le tue carte.
players_title = Giocatori
seat_rule = Posti occupati: { $count }; possono giocare da { $min } a { $max } giocatori.
seat_rule_teams = Posti occupati: { $count }; le squadre giocano in 6, 8, 10 o 12.
teams_title = Squadre
team_number = Squadra { $number }
team_waiting = in attesa di un compagno di squadra
teams_note = I primi due che prendono posto giocano insieme, poi i due successivi, e così via; l'host può abbinarli diversamente. Quando la partita inizia, i compagni di squadra siedono uno di fronte all'altro.
teams_change = Abbina i giocatori diversamente
teams_form_note = Assegna ogni numero di squadra a due giocatori. Con un numero dispari di giocatori, uno può restare in attesa del prossimo che arriva.
teams_button = Salva le squadre
start_button = Avvia la partita
leave_button = Lascia il tavolo
head_open = Questo tavolo aspetta giocatori.
head_ready_to_start = Il tavolo è al completo: avvia la partita quando vuoi.
head_waiting_start = In attesa di altri giocatori, o che { $name } avvii la partita.
head_waiting_you_start = In attesa di altri giocatori, o che tu avvii la partita.
head_waiting_players_host = Servono altri giocatori prima che tu possa avviare la partita.
head_waiting_host_full = Il tavolo è al completo: si aspetta che { $name } avvii la partita.
head_waiting_players = In attesa di altri giocatori.
head_open_full = Questo tavolo è al completo e aspetta che { $name } avvii la partita.
head_submit_team = Gioca una carta per la tua squadra: quella della tua mano più adatta all'indizio, a meno che il tuo compagno di squadra non giochi prima la sua.
head_submitted =
    { $count ->
        [one] La tua carta è in gioco. In attesa delle carte degli altri.
       *[other] Le tue carte sono in gioco. In attesa delle carte degli altri.
    }
head_players_submit = I giocatori stanno scegliendo le loro carte.
head_vote_team = Qual è la carta di { $name }? Votala; non puoi votare quella della tua squadra.
head_voted =
    { $count ->
        [one] Il tuo voto è registrato. In attesa degli altri.
       *[other] I tuoi voti sono registrati. In attesa degli altri.
    }
head_players_vote = I giocatori stanno votando.
head_you_win = La partita è finita: hai vinto!
head_you_share = La partita è finita: condividi la vittoria con { $names }!
played_title =
    { $count ->
        [one] La tua carta in questo turno
       *[other] Le tue carte in questo turno
    }
awaited_you = te
reveal_nobody_found_you = Nessuno dei votanti ha trovato la tua carta: tu non guadagni nulla, loro 2 punti ciascuno.
reveal_everyone_found_you = Tutti i votanti hanno trovato la tua carta: tu non guadagni nulla, loro 2 punti ciascuno.
reveal_one_found_you = Un giocatore ha trovato la tua carta.
reveal_some_found_you = { $count } giocatori hanno trovato la tua carta.
head_clue_race = Turno 1: il primo giocatore che invia un indizio diventa il narratore.
head_clue_race_wait = Turno 1: in attesa del primo indizio.
head_your_clue = Narri tu: scegli una carta e dai un indizio.
head_your_clue_party = Narri tu: prima dai un indizio; la tua mano compare dopo l'invio.
head_wait_clue = In attesa dell'indizio di { $name }.
head_submit =
    { $count ->
        [one] Gioca la carta della tua mano più adatta all'indizio.
       *[other] Gioca { $count } carte della tua mano adatte all'indizio.
    }
head_others_submit = Gli altri stanno scegliendo le loro carte.
head_partner_played = Il tuo compagno di squadra ha giocato per la squadra. In attesa degli altri.
head_vote = Qual è la carta di { $name }? Votala; non puoi votare la tua.
head_vote_party = Quale carta è più adatta all'indizio? Vota insieme agli altri per fare punti.
head_others_vote = Gli altri stanno votando.
head_finished = La partita è finita.
head_winner = La partita è finita: vince { $names }!
head_winners = La partita è finita: { $names } condividono la vittoria!
clue_title = Il tuo indizio
clue_title_race = Dai il primo indizio
clue_pick_card = La carta a cui si riferisce il tuo indizio
clue_party_note = In modalità Party l'indizio non è legato a nessuna carta.
clue_field = Indizio
clue_field_hint = una parola, una frase, un verso di una canzone…
clue_button = Dai l'indizio
submit_title =
    { $count ->
        [one] La tua carta per questo indizio
       *[other] Le tue due carte per questo indizio
    }
submit_button =
    { $count ->
        [one] Gioca questa carta
       *[other] Gioca queste carte
    }
hand_title = La tua mano
board_title = Il tabellone
vote_button = Vota
vote_tap_note = Scegli la carta che voti.
vote_second = secondo voto
vote_no_second = Nessun secondo voto
vote_second_note = Puoi votare anche una seconda carta, diversa dalla prima. Se trovi la carta con un solo voto guadagni 1 punto in più.
vote_red = segnalino rosso
vote_red_note = Vota la carta più adatta e metti il tuo segnalino rosso su una carta: chi la vota non guadagna nulla.
your_card = la tua carta
team_card = la carta della tua squadra
your_vote = il tuo voto
your_red = il tuo segnalino rosso
scores_title = Punteggi
resign_open = Abbandona la partita…
resign_explain = Se abbandoni la partita, da ora in poi l'orologio gioca le tue carte (nella modalità a squadre, il tuo compagno di squadra gioca la carta della squadra) e non voti più. Non potrai tornare.
resign_button = Sì, abbandono
# The reveal.
reveal_title = Turno
reveal_nobody_found = Nessuno dei votanti ha trovato la carta di { $name }: { $name } non guadagna nulla, gli altri 2 punti ciascuno.
reveal_everyone_found = Tutti i votanti hanno trovato la carta di { $name }: { $name } non guadagna nulla, gli altri 2 punti ciascuno.
reveal_one_found = Un giocatore ha trovato la carta di { $name }.
points_title = Punti
points_total = totale { $total }
head_round_scored = Il turno { $round } è concluso: ecco com'è andata.
continue_to_round = Avanti al turno { $round }
why_found = ha trovato la carta +{ $points }
why_told = qualcuno ha trovato la carta, non tutti +{ $points }
why_all_found_teller = tutti i votanti hanno trovato la carta, troppo facile: 0
why_all_found = tutti i votanti hanno trovato la carta +{ $points }
why_none_found_teller = nessuno dei votanti ha trovato la carta, troppo difficile: 0
why_none_found = nessuno dei votanti ha trovato la carta +{ $points }
why_votes =
    { $votes ->
        [one] un voto sulla sua carta +{ $points }
       *[other] { $votes } voti sulle sue carte +{ $points }
    }
why_votes_capped = { $votes } voti sulle sue carte, ne contano al massimo { $points } +{ $points }
why_one_marker = trovata con un solo segnalino +{ $points }
why_together = { $players } voti sulla stessa carta +{ $points }
why_together_capped = { $players } voti sulla stessa carta, ne contano al massimo { $points } +{ $points }
why_alone = nessun altro voto sulla sua carta: 0
why_on_red = ha votato la carta con il segnalino rosso: 0
why_missed = non ha trovato la carta: 0
why_no_vote = non ha votato: 0
why_nothing = nessun punto in questo turno
reveal_some_found = { $count } giocatori hanno trovato la carta di { $name }.
reveal_party = I voti che si ritrovano sulla stessa carta fanno punti insieme; il segnalino rosso annulla la sua carta.
storyteller_card = carta del narratore
red_marker = segnalino rosso
no_votes = nessun voto
voted_by = Voti:
# History.
history_title = Cronologia
history_no_rounds = Nessun turno è ancora concluso.
history_log = Cosa è successo
ev_created = { $name } ha creato il tavolo.
ev_joined = { $name } ha preso posto.
ev_left = { $name } ha lasciato il tavolo.
ev_game_started = La partita è iniziata: { $ruleset }, { $players } giocatori, { $hand } carte a testa.
ev_round_started = Turno { $round }: narra { $name }.
ev_round_started_race = Turno { $round }: il primo che invia un indizio diventa il narratore.
ev_chosen_first_clue = L'indizio di { $name } è arrivato prima di tutti: narra { $name }.
ev_chosen_host = Il primo turno lo narra { $name }, l'host.
ev_chosen_random = Estrazione a sorte: il primo turno lo narra { $name }.
ev_chosen_clock = Nessuno ha dato un indizio in tempo; l'orologio ha scelto { $name }.
ev_clue = { $name } ha dato l'indizio “{ $clue }”.
ev_played =
    { $count ->
        [one] { $name } ha giocato una carta.
       *[other] { $name } ha giocato { $count } carte.
    }
ev_played_by_clock =
    { $count ->
        [one] L'orologio ha giocato una carta per { $name }.
       *[other] L'orologio ha giocato { $count } carte per { $name }.
    }
ev_board = Tutte le { $count } carte sono sul tabellone: si vota.
ev_voted = { $name } ha votato.
ev_abstained = { $name } non ha votato in tempo.
ev_scored = Turno { $round } concluso: { $points }.
ev_skipped = Il turno da narratore di { $name } passa a sinistra.
ev_skipped_clock = { $name } non ha dato l'indizio in tempo; il turno passa a sinistra.
ev_skipped_resigned = { $name } ha abbandonato la partita; il turno passa a sinistra.
ev_resigned = { $name } ha abbandonato la partita.
ev_reshuffled = Gli scarti sono stati mescolati in una nuova pila di pesca di { $count } carte.
ev_hands_passed = Tutti hanno passato la propria mano a sinistra.
ev_game_ended = La partita è finita ({ $reason }). Vittoria: { $names }.
ev_other = È successo qualcosa ({ $kind }).
end_draw_pile = la pila di pesca si è esaurita
end_target_score = è stato raggiunto il punteggio obiettivo
end_everyone_told = tutti hanno fatto da narratore
end_too_few = restano troppo pochi giocatori
