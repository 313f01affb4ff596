### Words of the account settings, the private feed and the mail.

# The settings page.
nav_settings = Definições
settings_title = Definições da conta
settings_link = As suas definições
settings_mail_title = E-mail
settings_mail_intro = O Fabula pode escrever-lhe quando uma mesa está à espera da sua jogada, para que não precise de manter um separador aberto. Enquanto um endereço não for confirmado, não lhe é enviado nada além de uma confirmação.
settings_no_smtp = De momento, este servidor não envia e-mails; as suas escolhas ficam guardadas para quando o fizer.
field_email = Endereço de e-mail
field_email_hint = deixe em branco para não receber e-mails
settings_email_confirmed = { $email } está confirmado.
settings_email_unconfirmed = { $email } ainda não está confirmado: abra a ligação do e-mail que o Fabula lhe enviou.
settings_email_resend = Reenviar o e-mail de confirmação
settings_mode_legend = Quando escrever
mail_mode_move = A cada jogada
mail_mode_move_hint = um e-mail sempre que uma mesa começar a esperar por si
mail_mode_daily = Uma vez por dia
mail_mode_daily_hint = no máximo um e-mail por dia, com a lista das mesas que esperam por si
mail_mode_off = Nunca
mail_mode_off_hint = nenhum e-mail; a página inicial e o seu feed continuam a mostrar as suas jogadas
settings_save = Guardar
settings_saved = As suas definições foram guardadas.
settings_confirm_resent = Vai ser enviado um novo e-mail de confirmação dentro de alguns minutos.
err_email_invalid = Este não é um endereço de e-mail para o qual o Fabula possa escrever.
err_mail_mode = Escolha quando escrever: a cada jogada, uma vez por dia ou nunca.
settings_feed_title = Feed privado
settings_feed_intro = Acompanhe as suas mesas em qualquer leitor de feeds: uma entrada quando uma mesa está à espera da sua jogada, quando uma ronda é revelada ou quando uma partida termina. Qualquer pessoa que conheça o endereço pode ler o feed, por isso não o partilhe.
settings_feed_none = O seu feed ainda não tem endereço.
settings_feed_make = Criar o endereço do meu feed
settings_feed_renew = Criar um novo endereço (o antigo deixa de funcionar)
settings_feed_renewed = O seu feed tem um novo endereço; os endereços anteriores deixaram de funcionar.
settings_feed_open = Abrir o feed
field_feed_url = Endereço do feed
# The pages of the links in mail.
confirm_title = Confirmar o seu endereço
confirm_text = Confirme que o Fabula pode escrever para { $email } sobre as suas mesas.
confirm_submit = Confirmar o meu endereço
confirm_done = Agradecemos: { $email } está confirmado. O Fabula vai escrever para este endereço conforme as suas definições.
unsubscribe_title = Deixar de receber e-mails
unsubscribe_text = O Fabula escreve para { $email } sobre as suas mesas. Deixar de enviar todos os e-mails para este endereço?
unsubscribe_submit = Deixar de receber todos os e-mails
unsubscribe_done = Feito: o Fabula deixa de enviar e-mails para { $email }. Pode voltar a ativá-los nas suas definições.
mail_link_unknown = Esta ligação não é válida (ou deixou de o ser).
# Mail.
mail_hello = Olá, { $name },
mail_confirm_subject = Confirme o seu endereço no Fabula
mail_confirm_intro = recebemos um pedido, esperamos que seu, para que o Fabula escreva para este endereço sobre as mesas de uma conta. Para confirmar, abra esta ligação e carregue no botão:
mail_confirm_ignore = Se o pedido não foi seu, ignore este e-mail: não será enviado mais nada para este endereço.
mail_move_subject = É a sua vez em { $table }
mail_clue = A pista: “{ $clue }”.
mail_deadline = Jogue antes de { $deadline }; depois disso, o relógio joga por si.
mail_open_table = Abrir a mesa:
mail_digest_subject =
    { $count ->
        [one] Fabula: uma mesa está à sua espera
       *[other] Fabula: { $count } mesas estão à sua espera
    }
mail_digest_intro = Estas mesas estão à espera da sua jogada:
mail_digest_line = { $table } ({ $ruleset }, ronda { $round }): { $what }
mail_digest_before = , antes de { $deadline }
mail_footer_why = Recebe este e-mail devido às suas definições:
mail_footer_unsubscribe = Para deixar de receber e-mails do Fabula:
# The feed.
feed_title = Fabula: as mesas de { $name }
feed_what_clue = dar uma pista
feed_what_submit = jogar uma carta
feed_what_submit_two = jogar duas cartas
feed_what_vote = votar
feed_your_move = É a sua vez em { $table }: { $what }
feed_your_move_text = { $table } está à sua espera para { $what } (ronda { $round }).
feed_round_revealed = Ronda { $round } revelada em { $table }: ganhou { $points }
feed_round_revealed_plain = Ronda { $round } revelada em { $table }
feed_clue_was = A pista era “{ $clue }”.
feed_points = Pontos nesta ronda: { $points }.
feed_game_over = Fim da partida em { $table }: vitória de { $winners }
feed_game_over_plain = Fim da partida em { $table }
feed_final_scores = Pontuação final: { $scores }.
# The security page.
security_title = Palavra-passe e sessões
security_link = Palavra-passe, dispositivos com sessão iniciada e tokens da API
security_password_title = Alterar a palavra-passe
security_password_intro = Quando a palavra-passe muda, todos os outros dispositivos com sessão iniciada terminam a sessão, e todos os tokens da API abaixo deixam de funcionar (aqui pode criar um novo com um clique).
security_current_password = Palavra-passe atual
security_new_password = Nova palavra-passe
security_password_submit = Alterar a palavra-passe
security_password_changed = A sua palavra-passe foi alterada; todas as outras sessões terminaram, e todos os tokens da API também.
security_sessions_title = Onde tem sessão iniciada
security_this_session = este navegador
security_last_seen = última atividade
security_since = desde
security_end_session = Terminar essa sessão
security_end_all = Terminar sessão em todo o lado
security_end_all_intro = Terminar sessão em todo o lado termina todas as sessões, incluindo esta, e todos os tokens da API da conta.
security_session_ended = Essa sessão terminou.
security_tokens_title = Tokens da API
security_tokens_intro = Os programas e bots jogam com estes tokens (consulte a página da API). Revogar um token desativa-o de imediato.
security_tokens_none = Nenhum token da API.
security_last_used = última utilização
security_revoke_token = Revogar
security_token_revoked = O token foi revogado.
security_new_token = Criar um novo token
security_token_made = O seu novo token da API. Copie-o já: só é mostrado desta vez, e o Fabula guarda apenas uma impressão digital dele.
settings_feed_once = Copie-o já: só é mostrado desta vez. O Fabula guarda apenas uma impressão digital dele.
settings_feed_hidden = O seu feed tem um endereço, que só foi mostrado quando foi criado. Para voltar a ver um, crie um novo: o endereço antigo deixa de funcionar.
# The name other players see.
settings_profile_title = O seu nome
settings_name_hint = no máximo 50 caracteres; se ficar vazio, é usado o seu nome de utilizador
settings_name_save = Alterar o nome
settings_name_saved = O seu nome foi alterado; todas as mesas mostram o novo nome.
# "Forgot your password?"
forgot_link = Esqueceu-se da palavra-passe?
forgot_title = Esqueceu-se da palavra-passe?
forgot_intro = Indique o seu nome de utilizador ou o seu endereço de e-mail confirmado: o Fabula envia uma ligação para escolher uma nova palavra-passe para o endereço confirmado da conta.
field_username_or_email = Nome de utilizador ou endereço de e-mail
forgot_submit = Enviar a ligação
forgot_sent = Se existir uma conta com esse nome ou endereço e com um endereço confirmado, vai a caminho desse endereço uma ligação para escolher uma nova palavra-passe. Funciona durante uma hora. Não recebeu nenhum e-mail? Verifique a pasta de spam ou volte a pedir daqui a alguns minutos.
err_reset_slow_down = Demasiadas tentativas a partir da sua rede. Aguarde { $minutes } minutos antes de tentar novamente.
reset_title = Escolher uma nova palavra-passe
reset_for = Para a conta { $username }.
reset_submit = Guardar a nova palavra-passe
reset_done = A sua palavra-passe foi alterada, e todas as sessões e tokens da API da sua conta terminaram. Inicie sessão com a nova palavra-passe.
reset_link_unknown = Esta ligação para escolher uma nova palavra-passe não funciona: já foi usada, expirou (uma ligação funciona durante uma hora) ou está incompleta.
reset_ask_again = Pedir uma nova ligação
mail_reset_subject = Escolha uma nova palavra-passe para o Fabula
mail_reset_intro = recebemos um pedido, esperamos que seu, de uma nova palavra-passe para a conta { $username } do Fabula. Para escolher uma, abra esta ligação dentro de { $minutes } minutos:
mail_reset_ignore = Se o pedido não foi seu, ignore este e-mail: a sua palavra-passe mantém-se.
# The time zone.
settings_zone_title = Fuso horário
settings_zone_unset = As horas são mostradas em UTC até escolher o seu fuso horário. Com o JavaScript ativado, o fuso do seu navegador é escolhido automaticamente uma vez.
field_time_zone = O seu fuso horário
field_time_zone_hint = um nome como Europe/Lisbon ou America/Sao_Paulo; todas as páginas, e-mails e o seu feed mostram as horas nesse fuso
settings_zone_save = Guardar o fuso horário
settings_zone_saved = O seu fuso horário foi guardado; as horas passam a ser mostradas nele.
err_time_zone = “{ $zone }” não é um fuso horário que o Fabula conheça: escolha um nome da lista, como Europe/Lisbon.
time_zone_unset_note = As horas são mostradas em UTC.
time_zone_choose = Escolha o seu fuso horário
