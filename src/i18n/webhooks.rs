//! Words of the webhooks: the section of the settings page, and why an address is refused.

use super::Entry;

pub static ENTRIES: &[Entry] = &[
    // The section of the settings page.
    ("settings_webhooks_title", "Webhooks", "Webhooks", "Webhooks"),
    ("settings_webhooks_intro", "Programs of yours can be told when a table awaits your move, a round is revealed or a game ends: Fabula sends each address below a signed POST with the table's number and version, never a card.", "Tus programas pueden enterarse de cuándo una mesa espera tu jugada, se revela una ronda o termina una partida: Fabula envía a cada dirección de abajo un POST firmado con el número y la versión de la mesa, nunca una carta.", "Os seus programas podem saber quando uma mesa espera a sua jogada, uma rodada é revelada ou uma partida termina: o Fabula envia para cada endereço abaixo um POST assinado com o número e a versão da mesa, nunca uma carta."),
    ("settings_webhooks_api", "How a program checks the signature (the API)", "Cómo comprueba la firma un programa (la API)", "Como um programa verifica a assinatura (a API)"),
    ("settings_webhooks_none", "You have no webhooks.", "No tienes webhooks.", "Você não tem webhooks."),
    ("settings_webhooks_most", "At most {count} webhooks per account.", "Como mucho {count} webhooks por cuenta.", "No máximo {count} webhooks por conta."),
    ("field_webhook_url", "Address of your program", "Dirección de tu programa", "Endereço do seu programa"),
    ("field_webhook_url_hint", "http:// or https://, reachable from the internet", "http:// o https://, accesible desde internet", "http:// ou https://, acessível pela internet"),
    ("settings_webhook_add", "Add the webhook", "Añadir el webhook", "Adicionar o webhook"),
    ("settings_webhook_created", "The webhook is added. Copy its secret now: it signs every event, and it is shown only this once.", "El webhook se ha añadido. Copia ahora su secreto: firma cada evento y solo se muestra esta vez.", "O webhook foi adicionado. Copie agora o segredo dele: ele assina cada evento e só é mostrado desta vez."),
    ("field_webhook_secret", "Secret of the webhook", "Secreto del webhook", "Segredo do webhook"),
    ("settings_webhook_deleted", "The webhook is removed.", "El webhook se ha eliminado.", "O webhook foi removido."),
    ("settings_webhook_enabled", "The webhook is enabled again; what waited for it is sent now.", "El webhook vuelve a estar activo; lo que esperaba se envía ahora.", "O webhook está ativo de novo; o que esperava por ele é enviado agora."),
    ("settings_webhook_delete", "Remove", "Eliminar", "Remover"),
    ("settings_webhook_enable", "Enable again", "Volver a activar", "Ativar de novo"),
    ("settings_webhook_active", "Active", "Activo", "Ativo"),
    ("settings_webhook_disabled", "Disabled", "Desactivado", "Desativado"),
    ("settings_webhook_disabled_why", "It failed {count} times in a row, so Fabula stopped sending to it. Events that come meanwhile are not kept.", "Falló {count} veces seguidas, así que Fabula dejó de enviarle. Los eventos de mientras tanto no se guardan.", "Falhou {count} vezes seguidas, então o Fabula parou de enviar para ele. Os eventos que chegam enquanto isso não são guardados."),
    ("settings_webhook_failing", "{count} failed attempts in a row; Fabula tries again, waiting longer each time.", "{count} intentos fallidos seguidos; Fabula lo vuelve a intentar, esperando más cada vez.", "{count} tentativas com falha seguidas; o Fabula tenta de novo, esperando mais a cada vez."),
    ("settings_webhook_last_error", "Last error:", "Último error:", "Último erro:"),
    ("settings_webhook_added", "Added", "Añadido", "Adicionado"),
    // Why an attempt failed, as the settings page shows it.
    ("webhook_error_http", "your program answered with status {status}", "tu programa respondió con el estado {status}", "o seu programa respondeu com o status {status}"),
    ("webhook_error_timeout", "no answer in time", "sin respuesta a tiempo", "sem resposta a tempo"),
    ("webhook_error_unreachable", "the address could not be reached", "no se pudo llegar a la dirección", "não foi possível alcançar o endereço"),
    ("webhook_error_refused_address", "the address leads to a private or local network", "la dirección lleva a una red privada o local", "o endereço leva a uma rede privada ou local"),
    ("webhook_error_unknown_host", "the host name was not found", "no se encontró el nombre del servidor", "o nome do servidor não foi encontrado"),
    // Why an address is refused.
    ("webhook_err_shape", "This is not a whole web address of at most 500 characters, such as https://example.org/fabula.", "Esta no es una dirección web completa de como mucho 500 caracteres, como https://example.org/fabula.", "Este não é um endereço web completo de no máximo 500 caracteres, como https://example.org/fabula."),
    ("webhook_err_scheme", "A webhook's address starts with http:// or https://.", "La dirección de un webhook empieza por http:// o https://.", "O endereço de um webhook começa com http:// ou https://."),
    ("webhook_err_credentials", "A webhook's address cannot hold a user name or password; your program checks the signature instead.", "La dirección de un webhook no puede llevar usuario ni contraseña; tu programa comprueba la firma en su lugar.", "O endereço de um webhook não pode conter usuário nem senha; o seu programa verifica a assinatura em vez disso."),
    ("webhook_err_unknown_host", "The host of this address cannot be found.", "No se encuentra el servidor de esta dirección.", "O servidor deste endereço não foi encontrado."),
    ("webhook_err_address", "This address leads to a loopback, private or local network, where Fabula does not send events.", "Esta dirección lleva a una red de loopback, privada o local, a la que Fabula no envía eventos.", "Este endereço leva a uma rede de loopback, privada ou local, para a qual o Fabula não envia eventos."),
    ("webhook_err_too_many", "You have {count} webhooks already, the most an account may have: remove one first.", "Ya tienes {count} webhooks, el máximo por cuenta: elimina uno primero.", "Você já tem {count} webhooks, o máximo por conta: remova um primeiro."),
];
