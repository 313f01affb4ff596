### Words of blocking and reporting.

table_err_blocked = Não pode entrar nesta mesa.
table_err_blocked_take = Não pode ocupar este lugar.
table_err_blocked_watch = Não pode assistir a esta mesa.
block_err_yourself = Não é possível bloquear a sua própria conta.
block_err_unknown = Não existe nenhum jogador com este nome.
report_err_kind = Uma denúncia diz respeito a uma mensagem, um baralho, uma carta ou o nome de uma mesa.
report_err_target = Não há nada deste tipo e com este número que possa denunciar.
report_err_empty = Indique o motivo da denúncia.
report_err_too_long = Um motivo tem, no máximo, { $max } caracteres.
# The page of blocked people (from the settings page).
blocks_link = Jogadores bloqueados
blocks_title = Jogadores bloqueados
blocks_intro = Não vê as mensagens de conversa de quem bloqueou, e essa pessoa não pode entrar numa mesa que acolha ou em que jogue. Ninguém lhe diz quem a bloqueou.
blocks_list_title = Quem bloqueou
blocks_none = Não bloqueou ninguém.
blocks_unblock = Desbloquear
blocks_add_title = Bloquear um jogador
blocks_username = O nome de utilizador da pessoa
blocks_block = Bloquear
blocks_done_blocked = Bloqueou esta pessoa.
blocks_done_unblocked = Desbloqueou esta pessoa.
# The report form.
report_link = Denunciar
report_deck_link = Denunciar este baralho
report_card_link = Denunciar esta imagem
report_table_name_link = Denunciar o nome da mesa
report_title = Denunciar
report_what_message = Está a denunciar uma mensagem da conversa à moderação.
report_what_deck = Está a denunciar um baralho à moderação.
report_what_card = Está a denunciar uma imagem de um baralho à moderação.
report_what_table_name = Está a denunciar o nome de uma mesa à moderação.
report_reason = Porquê
report_reason_hint = no máximo 500 caracteres
report_send = Enviar a denúncia
report_done = Agradecemos: a moderação vai ler a sua denúncia.
report_back_home = Voltar às suas mesas
