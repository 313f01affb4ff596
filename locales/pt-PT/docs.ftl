### Words of the API's page for people who write programs.

api_title = A API do Fabula
api_intro = Bots, aplicações e integrações jogam através da mesma API JSON que este site. Crie um token com o seu nome de utilizador e palavra-passe e envie-o como Authorization: Bearer <token>. Os erros chegam como application/problem+json, com uma frase que explica o que correu mal.
api_document = O contrato completo em OpenAPI 3:
api_polling = Para acompanhar uma mesa, envie If-None-Match com o ETag que tem e ?wait=30: a resposta chega logo que a mesa muda, ou 304 ao fim de 30 segundos.
api_routes = Rotas
footer_api = API para programadores
