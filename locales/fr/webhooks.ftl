### Words of the webhooks: the section of the settings page, and why an address is refused.

# The section of the settings page.
settings_webhooks_title = Webhooks
settings_webhooks_intro = Vos programmes peuvent être prévenus quand une table attend votre coup, qu'une manche est dévoilée ou qu'une partie se termine : Fabula envoie à chaque adresse ci-dessous un POST signé avec le numéro et la version de la table, jamais une carte.
settings_webhooks_api = Comment un programme vérifie la signature (l'API)
settings_webhooks_none = Vous n'avez aucun webhook.
settings_webhooks_most = { $count } webhooks au plus par compte.
field_webhook_url = Adresse de votre programme
field_webhook_url_hint = http:// ou https://, joignable depuis Internet
settings_webhook_add = Ajouter le webhook
settings_webhook_created = Le webhook est ajouté. Copiez son secret maintenant : il signe chaque événement, et il n'est montré qu'une seule fois.
field_webhook_secret = Secret du webhook
settings_webhook_deleted = Le webhook est retiré.
settings_webhook_enabled = Le webhook est réactivé ; ce qui l'attendait est envoyé maintenant.
settings_webhook_delete = Retirer
settings_webhook_enable = Réactiver
settings_webhook_active = Actif
settings_webhook_disabled = Désactivé
settings_webhook_disabled_why = Il a échoué { $count } fois de suite, alors Fabula a cessé de lui envoyer des événements. Ceux qui arrivent entre-temps ne sont pas conservés.
settings_webhook_failing = { $count } échecs de suite ; Fabula réessaie en attendant plus longtemps à chaque fois.
settings_webhook_last_error = Dernière erreur :
settings_webhook_added = Ajouté le
# Why an attempt failed, as the settings page shows it.
webhook_error_http = votre programme a répondu avec le statut { $status }
webhook_error_timeout = pas de réponse à temps
webhook_error_unreachable = l'adresse n'a pas pu être jointe
webhook_error_refused_address = l'adresse mène à un réseau privé ou local
webhook_error_unknown_host = le nom d'hôte est introuvable
# Why an address is refused.
webhook_err_shape = Ce n'est pas une adresse web complète de 500 caractères au plus, comme https://example.org/fabula.
webhook_err_scheme = L'adresse d'un webhook commence par http:// ou https://.
webhook_err_credentials = L'adresse d'un webhook ne peut pas contenir de nom d'utilisateur ni de mot de passe ; votre programme vérifie la signature à la place.
webhook_err_unknown_host = L'hôte de cette adresse est introuvable.
webhook_err_address = Cette adresse mène à un réseau de bouclage, privé ou local, où Fabula n'envoie pas d'événements.
webhook_err_too_many = Vous avez déjà { $count } webhooks, le maximum pour un compte : retirez-en d'abord un.
