### Words of the account settings, the private feed and the mail.

# The settings page.
nav_settings = Configurações
settings_title = Configurações da conta
settings_link = As suas configurações
settings_mail_title = E-mail
settings_mail_intro = O Fabula pode escrever para você quando uma mesa espera a sua jogada, para que não precise deixar uma aba aberta. Nada além da confirmação é enviado para um endereço até você confirmá-lo.
settings_no_smtp = Este servidor não envia e-mail no momento; as suas escolhas ficam guardadas para quando enviar.
field_email = Endereço de e-mail
field_email_hint = deixe vazio para não receber e-mail
settings_email_confirmed = { $email } está confirmado.
settings_email_unconfirmed = { $email } ainda não está confirmado: abra o link do e-mail que o Fabula enviou para ele.
settings_email_resend = Enviar de novo o e-mail de confirmação
settings_mode_legend = Quando escrever
mail_mode_move = A cada jogada
mail_mode_move_hint = um e-mail sempre que uma mesa começar a esperar por você
mail_mode_daily = Uma vez por dia
mail_mode_daily_hint = no máximo um e-mail por dia, com as mesas que esperam por você
mail_mode_off = Nunca
mail_mode_off_hint = nenhum e-mail; a página inicial e o seu feed continuam mostrando as suas jogadas
settings_save = Salvar
settings_saved = As suas configurações foram salvas.
settings_confirm_resent = Em alguns minutos será enviado um novo e-mail de confirmação.
err_email_invalid = Este não é um endereço de e-mail para o qual o Fabula possa escrever.
err_mail_mode = Escolha quando escrever: a cada jogada, uma vez por dia ou nunca.
settings_feed_title = Feed privado
settings_feed_intro = Acompanhe as suas mesas em qualquer leitor de feeds: uma entrada quando uma mesa espera a sua jogada, uma rodada é revelada ou uma partida termina. Qualquer pessoa que conheça o endereço pode ler o feed, por isso não o compartilhe.
settings_feed_none = O seu feed ainda não tem endereço.
settings_feed_make = Criar o endereço do meu feed
settings_feed_renew = Criar um endereço novo (o anterior deixa de funcionar)
settings_feed_renewed = O seu feed tem um endereço novo; os anteriores já não funcionam.
settings_feed_open = Abrir o feed
field_feed_url = Endereço do feed
# The pages of the links in mail.
confirm_title = Confirme o seu endereço
confirm_text = Confirme que o Fabula pode escrever para { $email } sobre as suas mesas.
confirm_submit = Confirmar o meu endereço
confirm_done = Tudo certo: { $email } está confirmado. O Fabula vai escrever para ele conforme as suas configurações.
unsubscribe_title = Parar de receber e-mail
unsubscribe_text = O Fabula escreve para { $email } sobre as suas mesas. Parar todos os e-mails para este endereço?
unsubscribe_submit = Parar todos os e-mails
unsubscribe_done = Pronto: o Fabula não envia mais e-mails para { $email }. Você pode voltar a ativá-los nas suas configurações.
mail_link_unknown = Este link não é válido (ou deixou de ser).
# Mail.
mail_hello = Olá, { $name }!
mail_confirm_subject = Confirme o seu endereço para o Fabula
mail_confirm_intro = alguém, esperamos que você, pediu ao Fabula para escrever para este endereço sobre as suas mesas. Para confirmar, abra este link e aperte o botão:
mail_confirm_ignore = Se não foi você, ignore este e-mail: nada mais será enviado para este endereço.
mail_move_subject = Sua vez em { $table }
mail_clue = A pista: “{ $clue }”.
mail_deadline = Jogue antes de { $deadline }; depois disso, o relógio joga por você.
mail_open_table = Abra a mesa:
mail_digest_subject =
    { $count ->
        [one] Fabula: uma mesa espera por você
       *[other] Fabula: { $count } mesas esperam por você
    }
mail_digest_intro = Estas mesas esperam a sua jogada:
mail_digest_line = { $table } ({ $ruleset }, rodada { $round }): { $what }
mail_digest_before = , antes de { $deadline }
mail_footer_why = Você recebe este e-mail por causa das suas configurações:
mail_footer_unsubscribe = Para parar todos os e-mails do Fabula:
# The feed.
feed_title = Fabula: as mesas de { $name }
feed_what_clue = dar uma pista
feed_what_submit = jogar uma carta
feed_what_submit_two = jogar duas cartas
feed_what_vote = votar
feed_your_move = Sua vez em { $table }: { $what }
feed_your_move_text = { $table } espera você para { $what } (rodada { $round }).
feed_round_revealed = Rodada { $round } revelada em { $table }: você fez { $points }
feed_round_revealed_plain = Rodada { $round } revelada em { $table }
feed_clue_was = A pista era “{ $clue }”.
feed_points = Pontos desta rodada: { $points }.
feed_game_over = Fim da partida em { $table }. Vitória: { $winners }
feed_game_over_plain = Fim da partida em { $table }
feed_final_scores = Placar final: { $scores }.
# The security page.
security_title = Senha e sessões
security_link = Senha, dispositivos conectados e tokens da API
security_password_title = Mudar a senha
security_password_intro = Ao mudar a senha, a sessão é encerrada em todos os outros dispositivos e todos os tokens da API abaixo deixam de funcionar (crie um novo aqui com um clique).
security_current_password = Senha atual
security_new_password = Senha nova
security_password_submit = Mudar a senha
security_password_changed = A sua senha foi mudada; todas as outras sessões foram encerradas, e também todos os tokens da API.
security_sessions_title = Onde você entrou
security_this_session = este navegador
security_last_seen = visto pela última vez
security_since = desde
security_end_session = Encerrar essa sessão
security_end_all = Sair em todos os lugares
security_end_all_intro = Sair em todos os lugares encerra todas as sessões, também esta, e todos os tokens da API da conta.
security_session_ended = Essa sessão foi encerrada.
security_tokens_title = Tokens da API
security_tokens_intro = Programas e bots jogam com eles (veja a página da API). Revogar um faz com que pare na hora.
security_tokens_none = Nenhum token da API.
security_last_used = usado pela última vez
security_revoke_token = Revogar
security_token_revoked = O token foi revogado.
security_new_token = Criar um token novo
security_token_made = O seu novo token da API. Copie agora: só é mostrado desta vez, e o Fabula guarda apenas uma impressão dele.
settings_feed_once = Copie agora: só é mostrado desta vez. O Fabula guarda apenas uma impressão dele.
settings_feed_hidden = O seu feed tem um endereço, mostrado só quando foi criado. Para ver um de novo, crie outro: o endereço antigo deixa de funcionar.
# The name other players see.
settings_profile_title = O seu nome
settings_name_hint = no máximo 50 caracteres; o seu nome de usuário se ficar vazio
settings_name_save = Mudar o nome
settings_name_saved = O seu nome foi mudado; todas as mesas mostram o novo.
# "Forgot your password?"
forgot_link = Esqueceu a sua senha?
forgot_title = Esqueceu a sua senha?
forgot_intro = Informe o seu nome de usuário ou o seu endereço de e-mail confirmado: o Fabula envia para o endereço confirmado da conta um link para escolher uma senha nova.
field_username_or_email = Nome de usuário ou endereço de e-mail
forgot_submit = Enviar o link
forgot_sent = Se uma conta com esse nome ou endereço tiver um endereço confirmado, um link para escolher uma senha nova está a caminho. Ele funciona por uma hora. Não chegou? Veja a pasta de spam, ou peça de novo daqui a alguns minutos.
err_reset_slow_down = Tentativas demais a partir da sua rede. Espere { $minutes } minutos antes de tentar de novo.
reset_title = Escolha uma senha nova
reset_for = Para a conta { $username }.
reset_submit = Salvar a senha nova
reset_done = A sua senha foi mudada e todas as sessões e tokens da API da sua conta foram encerrados. Entre com a senha nova.
reset_link_unknown = Este link para escolher uma senha nova não funciona: já foi usado, expirou (um link funciona por uma hora) ou não está completo.
reset_ask_again = Pedir um link novo
mail_reset_subject = Escolha uma senha nova para o Fabula
mail_reset_intro = alguém, esperamos que você, pediu uma senha nova para a sua conta do Fabula { $username }. Para escolher uma, abra este link nos próximos { $minutes } minutos:
mail_reset_ignore = Se não foi você, ignore este e-mail: a sua senha continua a mesma.
# The time zone.
settings_zone_title = Fuso horário
settings_zone_unset = Os horários aparecem em UTC até você escolher o seu fuso horário. Com JavaScript ativado, o fuso do seu navegador é escolhido uma vez.
field_time_zone = O seu fuso horário
field_time_zone_hint = um nome como America/Sao_Paulo ou Europe/Lisbon; todas as páginas, os e-mails e o seu feed mostram os horários nele
settings_zone_save = Salvar o fuso horário
settings_zone_saved = O seu fuso horário foi salvo; os horários agora aparecem nele.
err_time_zone = “{ $zone }” não é um fuso horário que o Fabula conheça: escolha um nome da lista, como America/Sao_Paulo.
time_zone_unset_note = Os horários aparecem em UTC.
time_zone_choose = Escolha o seu fuso horário
