### Words of push notifications: the settings' section, the refusals, and what a push says.

# The settings page's section.
settings_push_title = Notifications sur cet appareil
settings_push_intro = Votre navigateur peut afficher une notification quand une table attend votre coup, qu'une manche est dévoilée ou qu'une partie se termine, même sans onglet Fabula ouvert. Activez-les dans chaque navigateur où vous jouez.
settings_push_needs_js = Activer les notifications demande JavaScript, qui est désactivé dans ce navigateur.
settings_push_turn_on = Activer les notifications
settings_push_turn_off = Désactiver sur cet appareil
settings_push_on = Les notifications sont activées sur cet appareil.
settings_push_off = Les notifications sont désactivées sur cet appareil.
settings_push_unsupported = Ce navigateur ne peut pas recevoir de notifications push.
settings_push_denied = Les notifications sont bloquées pour ce site dans les réglages du navigateur.
settings_push_failed = Les notifications n'ont pas pu être activées. Réessayez plus tard.
settings_push_devices = Appareils avec notifications activées
settings_push_none = Aucun appareil n'a de notifications activées.
settings_push_since = activées depuis le { $when }
settings_push_remove = Retirer
settings_push_remove_label = Retirer { $device }
settings_push_removed = L'appareil a été retiré : il ne reçoit plus de notifications.
# Refusals.
push_err_endpoint = Impossible d'envoyer des notifications à cette adresse : ce doit être l'adresse https d'un service de push.
push_err_keys = Les clés de l'abonnement ne sont pas valides.
push_err_device = Un nom d'appareil compte 100 caractères au plus.
push_err_too_many = Les notifications peuvent être activées sur { $count } appareils au plus ; retirez-en d'abord un.
# What a push says: `push_{kind}_title` and `push_{kind}_body`, with {name} (the table's),
# {round} and {what} (what the table waits for); a kind without its own words gets
# `push_notice_*`.
push_your_move_title = { $name } : à vous de jouer
push_your_move_body = Manche { $round } : à vous de { $what }.
push_round_revealed_title = { $name } : manche { $round } dévoilée
push_round_revealed_body = Voyez qui a trouvé la carte du conteur.
push_game_ended_title = { $name } : la partie est terminée
push_game_ended_body = Voyez les scores finaux.
push_notice_title = Du nouveau : { $name }
push_notice_body = Ouvrez la table pour voir ce qui s'est passé.
