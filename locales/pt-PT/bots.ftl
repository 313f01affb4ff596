### Words of house bots and live tables.

bots_err_not_host = Só quem organiza a mesa pode sentar ou retirar bots da casa.
bots_err_none_free = Todos os bots da casa já estão sentados nesta mesa.
bots_err_not_a_bot = Nenhum bot da casa ocupa esse lugar.
bots_add_button = Adicionar um bot da casa
bots_remove_button = Retirar { $name }
bots_take_button = Deixar um bot da casa jogar no lugar de { $name }
bots_hint = Os bots da casa jogam sozinhos com o que o seu próprio lugar vê, lendo as palavras das cartas. Uma mesa de uma pessoa e bots é uma partida de treino.
bots_random = Algumas cartas desta mesa não têm palavras, por isso os bots da casa jogam-nas ao acaso.
bots_badge = bot
live_err_minutes = O limite de uma mesa ao vivo é de 1, 2, 3 ou 5 minutos por jogada.
live_err_both = Indique o limite em horas ou em minutos, não ambos.
live_choice = Ao vivo: { $minutes } min por jogada, sem e-mail
bots_pace_quick = Os bots da casa jogam alguns segundos depois de chegar a sua vez.
bots_pace_human = Os bots da casa levam o seu tempo, como as pessoas.
bots_pace_to_quick = Deixar que joguem de imediato
bots_pace_to_human = Deixar que levem o seu tempo
bots_plain_clue_1 = Era uma vez
bots_plain_clue_2 = Lá longe
bots_plain_clue_3 = Quase
bots_plain_clue_4 = Lar
bots_plain_clue_5 = Um segredo
live_summary_played = Uma partida ao vivo: { $rounds ->
    [one] uma ronda
   *[other] { $rounds } rondas
 } em { $minutes } min.
live_summary_teller = Mais pistas que pontuaram: { $name }, { $scored } de { $told }.
bots_err_pace = O ritmo dos bots é rápido ou humano.
