//! Words of the API's page for people who write programs.

use super::Entry;

pub static ENTRIES: &[Entry] = &[
    ("api_title", "The Fabula API", "La API de Fabula", "A API do Fabula"),
    ("api_intro", "Bots, apps and integrations play through the same JSON API as this site. Create a token with your username and password, then send it as Authorization: Bearer <token>. Errors come as application/problem+json with a sentence that says what went wrong.", "Bots, aplicaciones e integraciones juegan con la misma API JSON que este sitio. Crea un token con tu usuario y contraseña y envíalo como Authorization: Bearer <token>. Los errores llegan como application/problem+json con una frase que explica qué falló.", "Bots, aplicativos e integrações jogam pela mesma API JSON que este site. Crie um token com o seu usuário e senha e envie-o como Authorization: Bearer <token>. Os erros chegam como application/problem+json com uma frase que explica o que falhou."),
    ("api_document", "The whole contract as OpenAPI 3:", "El contrato completo en OpenAPI 3:", "O contrato completo em OpenAPI 3:"),
    ("api_polling", "To follow a table, send If-None-Match with the ETag you hold and ?wait=30: the answer comes as soon as the table changes, or 304 after 30 seconds.", "Para seguir una mesa, envía If-None-Match con el ETag que tienes y ?wait=30: la respuesta llega en cuanto la mesa cambia, o 304 tras 30 segundos.", "Para acompanhar uma mesa, envie If-None-Match com o ETag que você tem e ?wait=30: a resposta chega assim que a mesa muda, ou 304 após 30 segundos."),
    ("api_routes", "Routes", "Rutas", "Rotas"),
    ("footer_api", "API for developers", "API para desarrolladores", "API para desenvolvedores"),
];
