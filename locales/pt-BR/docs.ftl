### Words of the API's page for people who write programs.

api_title = A API do Fabula
api_intro = Bots, aplicativos e integrações jogam pela mesma API JSON que este site. Crie um token com o seu usuário e senha e envie-o como Authorization: Bearer <token>. Os erros chegam como application/problem+json com uma frase que explica o que falhou.
api_document = O contrato completo em OpenAPI 3:
api_polling = Para acompanhar uma mesa, envie If-None-Match com o ETag que você tem e ?wait=30: a resposta chega assim que a mesa muda, ou 304 após 30 segundos.
api_routes = Rotas
footer_api = API para desenvolvedores
