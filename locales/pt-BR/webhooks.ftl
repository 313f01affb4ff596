### Words of the webhooks: the section of the settings page, and why an address is refused.

# The section of the settings page.
settings_webhooks_title = Webhooks
settings_webhooks_intro = Os seus programas podem saber quando uma mesa espera a sua jogada, uma rodada é revelada ou uma partida termina: o Fabula envia para cada endereço abaixo um POST assinado com o número e a versão da mesa, nunca uma carta.
settings_webhooks_api = Como um programa verifica a assinatura (a API)
settings_webhooks_none = Você não tem webhooks.
settings_webhooks_most = No máximo { $count } webhooks por conta.
field_webhook_url = Endereço do seu programa
field_webhook_url_hint = http:// ou https://, acessível pela internet
settings_webhook_add = Adicionar o webhook
settings_webhook_created = O webhook foi adicionado. Copie agora o segredo dele: ele assina cada evento e só é mostrado desta vez.
field_webhook_secret = Segredo do webhook
settings_webhook_deleted = O webhook foi removido.
settings_webhook_enabled = O webhook está ativo de novo; o que esperava por ele é enviado agora.
settings_webhook_delete = Remover
settings_webhook_enable = Ativar de novo
settings_webhook_active = Ativo
settings_webhook_disabled = Desativado
settings_webhook_disabled_why = Falhou { $count } vezes seguidas, então o Fabula parou de enviar para ele. Os eventos que chegam enquanto isso não são guardados.
settings_webhook_failing = { $count } tentativas com falha seguidas; o Fabula tenta de novo, esperando mais a cada vez.
settings_webhook_last_error = Último erro:
settings_webhook_added = Adicionado
# Why an attempt failed, as the settings page shows it.
webhook_error_http = o seu programa respondeu com o status { $status }
webhook_error_timeout = sem resposta a tempo
webhook_error_unreachable = não foi possível alcançar o endereço
webhook_error_refused_address = o endereço leva a uma rede privada ou local
webhook_error_unknown_host = o nome do servidor não foi encontrado
# Why an address is refused.
webhook_err_shape = Este não é um endereço web completo de no máximo 500 caracteres, como https://example.org/fabula.
webhook_err_scheme = O endereço de um webhook começa com http:// ou https://.
webhook_err_credentials = O endereço de um webhook não pode conter usuário nem senha; o seu programa verifica a assinatura em vez disso.
webhook_err_unknown_host = O servidor deste endereço não foi encontrado.
webhook_err_address = Este endereço leva a uma rede de loopback, privada ou local, para a qual o Fabula não envia eventos.
webhook_err_too_many = Você já tem { $count } webhooks, o máximo por conta: remova um primeiro.
