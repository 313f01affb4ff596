### Words of the API's page for people who write programs.

api_title = The Fabula API
api_intro = Bots, apps and integrations play through the same JSON API as this site. Create a token with your username and password, then send it as Authorization: Bearer <token>. Errors come as application/problem+json with a sentence that says what went wrong.
api_document = The whole contract as OpenAPI 3:
api_polling = To follow a table, send If-None-Match with the ETag you hold and ?wait=30: the answer comes as soon as the table changes, or 304 after 30 seconds.
api_routes = Routes
footer_api = API for developers
