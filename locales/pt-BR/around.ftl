### Words of what happens around the table: chat, "play again", the host's extra time.

# Chat.
chat_title = Conversa da mesa
chat_empty = Ninguém disse nada ainda.
chat_spectator = assistindo
chat_field = Diga algo
chat_field_hint = até 500 caracteres
chat_button = Enviar
chat_write = Escrever uma mensagem
chat_write_note = em uma página à parte: esta se atualiza sozinha a cada 30 segundos e perderia o seu texto
chat_page_note = Esta página não se atualiza sozinha: escreva com calma. Ao enviar a mensagem, você volta para a mesa.
chat_err_empty = Escreva algo primeiro.
chat_err_too_long = Uma mensagem tem no máximo 500 caracteres.
chat_err_slow_down = Você está escrevendo rápido: espere { $seconds } s antes da próxima mensagem.
history_chat = O que foi dito
# Deadlines and the host's extra time.
deadline_everyone = O tempo vale para todos que a mesa está esperando.
extend_label = Dar mais tempo:
extend_hours = +{ $count } h
extend_one_day = +1 dia
extend_days = +{ $count } dias
extend_err_not_host = Só o anfitrião pode dar mais tempo.
extend_err_hours = Mais tempo é de 1 a 168 horas.
extend_err_no_deadline = Nenhum tempo está correndo nesta mesa agora.
ev_extended = { $name } (anfitrião) deu mais { $hours } horas.
# Play again.
rematch_button = Jogar de novo
rematch_go = Jogar de novo: para a nova mesa
rematch_explain = Uma mesa nova com os mesmos jogadores, lugares e opções; quem pedir primeiro é o anfitrião e a começa.
rematch_err_not_finished = A partida ainda não terminou.
ev_rematch = { $name } pediu para jogar de novo: há uma mesa nova aberta.
