### Words of push notifications: the settings' section, the refusals, and what a push says.

# The settings page's section.
settings_push_title = Notificações neste dispositivo
settings_push_intro = O seu navegador pode mostrar uma notificação quando uma mesa espera a sua jogada, uma rodada é revelada ou uma partida termina, mesmo sem o Fabula aberto. Ative-as em cada navegador em que você joga.
settings_push_needs_js = Ativar as notificações precisa de JavaScript, que está desativado neste navegador.
settings_push_turn_on = Ativar as notificações
settings_push_turn_off = Desativar neste dispositivo
settings_push_on = As notificações estão ativadas neste dispositivo.
settings_push_off = As notificações estão desativadas neste dispositivo.
settings_push_unsupported = Este navegador não pode receber notificações push.
settings_push_denied = As notificações deste site estão bloqueadas nas configurações do navegador.
settings_push_failed = Não foi possível ativar as notificações. Tente novamente mais tarde.
settings_push_devices = Dispositivos com notificações ativadas
settings_push_none = Nenhum dispositivo está com as notificações ativadas.
settings_push_since = ativadas desde { $when }
settings_push_remove = Remover
settings_push_remove_label = Remover { $device }
settings_push_removed = O dispositivo foi removido: ele não recebe mais notificações.
# Refusals.
push_err_endpoint = Não é possível enviar notificações para esse endereço: ele deve ser o endereço https de um serviço push.
push_err_keys = As chaves da assinatura não são válidas.
push_err_device = O nome de um dispositivo tem no máximo 100 caracteres.
push_err_too_many = As notificações podem estar ativadas em no máximo { $count } dispositivos; remova um primeiro.
# What a push says: `push_{kind}_title` and `push_{kind}_body`, with {name} (the table's),
# {round} and {what} (what the table waits for); a kind without its own words gets
# `push_notice_*`.
push_your_move_title = Sua vez em { $name }
push_your_move_body = Rodada { $round }: é hora de { $what }.
push_round_revealed_title = Rodada { $round } revelada em { $name }
push_round_revealed_body = Veja quem encontrou a carta do narrador.
push_game_ended_title = A partida em { $name } terminou
push_game_ended_body = Veja a pontuação final.
push_notice_title = Novidades em { $name }
push_notice_body = Abra a mesa para ver o que aconteceu.
