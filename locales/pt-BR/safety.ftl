### Words of blocking and reporting.

table_err_blocked = Você não pode entrar nesta mesa.
table_err_blocked_take = Você não pode ocupar este lugar.
table_err_blocked_watch = Você não pode assistir a esta mesa.
block_err_yourself = Você não pode bloquear a si mesmo.
block_err_unknown = Não há nenhum jogador com este nome.
report_err_kind = Uma denúncia trata de uma mensagem, um baralho, uma carta ou o nome de uma mesa.
report_err_target = Não há nada deste tipo e número que você possa denunciar.
report_err_empty = Diga por que você o denuncia.
report_err_too_long = Um motivo tem no máximo { $max } caracteres.
# The page of blocked people (from the settings page).
blocks_link = Jogadores bloqueados
blocks_title = Jogadores bloqueados
blocks_intro = Você não vê as mensagens de chat de alguém que bloqueou, e essa pessoa não pode entrar numa mesa que você organiza ou em que joga. Ninguém lhe diz quem a bloqueou.
blocks_list_title = Quem você bloqueou
blocks_none = Você não bloqueou ninguém.
blocks_unblock = Desbloquear
blocks_add_title = Bloquear um jogador
blocks_username = O nome de usuário da pessoa
blocks_block = Bloquear
blocks_done_blocked = Você bloqueou esta pessoa.
blocks_done_unblocked = Você desbloqueou esta pessoa.
# The report form.
report_link = Denunciar
report_deck_link = Denunciar este baralho
report_card_link = Denunciar esta imagem
report_table_name_link = Denunciar o nome da mesa
report_title = Denunciar
report_what_message = Você denuncia uma mensagem de chat aos moderadores.
report_what_deck = Você denuncia um baralho aos moderadores.
report_what_card = Você denuncia uma imagem de um baralho aos moderadores.
report_what_table_name = Você denuncia o nome de uma mesa aos moderadores.
report_reason = Por quê
report_reason_hint = no máximo 500 caracteres
report_send = Enviar a denúncia
report_done = Agradecemos: os moderadores vão ler a sua denúncia.
report_back_home = Voltar às suas mesas
