### Words of what happens around the table: chat, "play again", the host's extra time.

# Chat.
chat_title = Conversa da mesa
chat_empty = Ainda ninguém disse nada.
chat_spectator = a assistir
chat_field = Diga algo
chat_field_hint = até 500 caracteres
chat_button = Enviar
chat_write = Escrever uma mensagem
chat_write_note = numa página à parte: esta atualiza-se sozinha a cada 30 segundos e perderia o seu texto
chat_page_note = Esta página não se atualiza sozinha: escreva com calma. Ao enviar a mensagem, volta para a mesa.
chat_err_empty = Escreva algo primeiro.
chat_err_too_long = Uma mensagem tem, no máximo, 500 caracteres.
chat_err_slow_down = Está a escrever depressa: aguarde { $seconds } s antes da próxima mensagem.
history_chat = O que foi dito
# Deadlines and the host's extra time.
deadline_everyone = O limite de tempo vale para todas as pessoas de quem a mesa está à espera.
extend_label = Dar mais tempo:
extend_hours = +{ $count } h
extend_one_day = +1 dia
extend_days = +{ $count } dias
extend_err_not_host = Só o anfitrião pode dar mais tempo.
extend_err_hours = O tempo extra vai de 1 a 168 horas.
extend_err_no_deadline = Neste momento não há nenhum limite de tempo a contar nesta mesa.
ev_extended = { $name } (anfitrião) deu mais { $hours } horas.
# Play again.
rematch_button = Jogar novamente
rematch_go = Jogar novamente: ir para a nova mesa
rematch_explain = Uma mesa nova com os mesmos jogadores, lugares e opções; quem pedir primeiro fica como anfitrião e dá-lhe início.
rematch_err_not_finished = A partida ainda não terminou.
ev_rematch = { $name } pediu para jogar novamente: há uma mesa nova aberta.
