### Words of the API's page for people who write programs.

api_title = Die Fabula-API
api_intro = Bots, Apps und Integrationen spielen über dieselbe JSON-API wie diese Seite. Erstelle ein Token mit Benutzername und Passwort und sende es als Authorization: Bearer <token>. Fehler kommen als application/problem+json mit einem Satz, der sagt, was schiefging.
api_document = Der ganze Vertrag als OpenAPI 3:
api_polling = Um einen Tisch zu verfolgen, sende If-None-Match mit deinem ETag und ?wait=30: Die Antwort kommt, sobald sich der Tisch ändert, oder nach 30 Sekunden als 304.
api_routes = Routen
footer_api = API zum Programmieren
