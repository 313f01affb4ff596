### Words of the webhooks: the section of the settings page, and why an address is refused.

# The section of the settings page.
settings_webhooks_title = Webhooks
settings_webhooks_intro = Os seus programas podem ser avisados quando uma mesa está à espera da sua jogada, quando uma ronda é revelada ou quando uma partida termina: o Fabula envia para cada endereço abaixo um POST assinado com o número e a versão da mesa, nunca uma carta.
settings_webhooks_api = Como um programa verifica a assinatura (a API)
settings_webhooks_none = Não tem webhooks.
settings_webhooks_most = No máximo { $count } webhooks por conta.
field_webhook_url = Endereço do seu programa
field_webhook_url_hint = http:// ou https://, acessível a partir da internet
settings_webhook_add = Adicionar o webhook
settings_webhook_created = O webhook foi adicionado. Copie já o seu segredo: assina todos os eventos e só é mostrado desta vez.
field_webhook_secret = Segredo do webhook
settings_webhook_deleted = O webhook foi removido.
settings_webhook_enabled = O webhook voltou a estar ativo; o que estava à espera dele é enviado agora.
settings_webhook_delete = Remover
settings_webhook_enable = Voltar a ativar
settings_webhook_active = Ativo
settings_webhook_disabled = Desativado
settings_webhook_disabled_why = Falhou { $count } vezes seguidas, por isso o Fabula deixou de lhe enviar eventos. Os eventos que surgirem entretanto não são guardados.
settings_webhook_failing = { $count } tentativas falhadas seguidas; o Fabula volta a tentar, com intervalos cada vez mais longos.
settings_webhook_last_error = Último erro:
settings_webhook_added = Adicionado
# Why an attempt failed, as the settings page shows it.
webhook_error_http = o seu programa respondeu com o código { $status }
webhook_error_timeout = sem resposta a tempo
webhook_error_unreachable = não foi possível chegar ao endereço
webhook_error_refused_address = o endereço leva a uma rede privada ou local
webhook_error_unknown_host = o nome do servidor não foi encontrado
# Why an address is refused.
webhook_err_shape = Isto não é um endereço web completo com, no máximo, 500 caracteres, como https://example.org/fabula.
webhook_err_scheme = O endereço de um webhook começa por http:// ou https://.
webhook_err_credentials = O endereço de um webhook não pode conter um nome de utilizador nem uma palavra-passe; em vez disso, o seu programa verifica a assinatura.
webhook_err_unknown_host = Não foi possível encontrar o servidor deste endereço.
webhook_err_address = Este endereço leva a uma rede de loopback, privada ou local, para onde o Fabula não envia eventos.
webhook_err_too_many = Já tem { $count } webhooks, o máximo que uma conta pode ter: remova primeiro um deles.
