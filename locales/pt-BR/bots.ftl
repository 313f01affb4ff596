### Words of house bots and live tables.

bots_err_not_host = Só quem organiza a mesa pode colocar ou tirar bots da casa.
bots_err_none_free = Todos os bots da casa já estão sentados nesta mesa.
bots_err_not_a_bot = Nesse lugar não há nenhum bot da casa.
bots_add_button = Adicionar um bot da casa
bots_remove_button = Tirar { $name }
bots_take_button = Deixar um bot da casa jogar no lugar de { $name }
bots_hint = Os bots da casa jogam sozinhos com o que o seu próprio lugar vê, lendo as palavras das cartas. Uma mesa de uma pessoa e bots é uma partida de treino.
bots_random = Algumas cartas desta mesa não têm palavras, por isso os bots da casa as jogam ao acaso.
bots_badge = bot
live_err_minutes = O limite de uma mesa ao vivo é de 1, 2, 3 ou 5 minutos por jogada.
live_err_both = Indique o limite em horas ou em minutos, não ambos.
live_choice = Ao vivo: { $minutes } min por jogada, sem e-mail
