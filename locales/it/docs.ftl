### Words of the API's page for people who write programs.

api_title = L'API di Fabula
api_intro = Bot, app e integrazioni giocano tramite la stessa API JSON di questo sito. Crea un token con il tuo nome utente e la tua password, poi invialo come Authorization: Bearer <token>. Gli errori arrivano come application/problem+json, con una frase che spiega cosa non è andato.
api_document = Il contratto completo in OpenAPI 3:
api_polling = Per seguire un tavolo, invia If-None-Match con l'ETag che hai e ?wait=30: la risposta arriva appena il tavolo cambia, oppure 304 dopo 30 secondi.
api_routes = Percorsi
footer_api = API per sviluppatori
