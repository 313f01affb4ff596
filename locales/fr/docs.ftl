### Words of the API's page for people who write programs.

api_title = L'API de Fabula
api_intro = Les bots, applications et intégrations jouent par la même API JSON que ce site. Créez un jeton avec votre nom d'utilisateur et votre mot de passe, puis envoyez-le sous la forme Authorization: Bearer <token>. Les erreurs arrivent en application/problem+json, avec une phrase qui dit ce qui n'a pas marché.
api_document = Le contrat complet en OpenAPI 3 :
api_polling = Pour suivre une table, envoyez If-None-Match avec l'ETag que vous avez et ?wait=30 : la réponse arrive dès que la table change, ou 304 au bout de 30 secondes.
api_routes = Routes
footer_api = API pour les développeurs
