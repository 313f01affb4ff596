### Words of house bots and live tables.

bots_err_not_host = Solo chi ospita il tavolo può far sedere o togliere i bot della casa.
bots_err_none_free = Tutti i bot della casa sono già seduti a questo tavolo.
bots_err_not_a_bot = Nessun bot della casa occupa quel posto.
bots_add_button = Aggiungi un bot della casa
bots_remove_button = Togli { $name }
bots_take_button = Fai giocare a un bot della casa il posto di { $name }
bots_hint = I bot della casa giocano da soli con ciò che vede il loro posto, leggendo le parole delle carte. Un tavolo con una persona e dei bot è una partita di allenamento.
bots_random = Alcune carte di questo tavolo non hanno parole, quindi i bot della casa le giocano a caso.
bots_badge = bot
live_err_minutes = Il limite di un tavolo dal vivo è di 1, 2, 3 o 5 minuti a mossa.
live_err_both = Indica il limite in ore o in minuti, non entrambi.
live_choice = Dal vivo: { $minutes } min a mossa, niente email
bots_pace_quick = I bot della casa giocano pochi secondi dopo che arriva il loro turno.
bots_pace_human = I bot della casa si prendono il loro tempo, come le persone.
bots_pace_to_quick = Falli giocare subito
bots_pace_to_human = Lascia che si prendano il loro tempo
bots_plain_clue_1 = C'era una volta
bots_plain_clue_2 = Lontano lontano
bots_plain_clue_3 = Quasi
bots_plain_clue_4 = Casa
bots_plain_clue_5 = Un segreto
live_summary_played = Una partita dal vivo: { $rounds ->
    [one] un round
   *[other] { $rounds } round
 } in { $minutes } min.
live_summary_teller = Più indizi andati a segno: { $name }, { $scored } su { $told }.
bots_err_pace = Il ritmo dei bot è rapido o umano.
