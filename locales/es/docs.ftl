### Words of the API's page for people who write programs.

api_title = La API de Fabula
api_intro = Bots, aplicaciones e integraciones juegan con la misma API JSON que este sitio. Crea un token con tu usuario y contraseña y envíalo como Authorization: Bearer <token>. Los errores llegan como application/problem+json con una frase que explica qué falló.
api_document = El contrato completo en OpenAPI 3:
api_polling = Para seguir una mesa, envía If-None-Match con el ETag que tienes y ?wait=30: la respuesta llega en cuanto la mesa cambia, o 304 tras 30 segundos.
api_routes = Rutas
footer_api = API para desarrolladores
