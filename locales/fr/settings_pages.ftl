### Words of the settings' pages and the links between them, of the feed's and the calendar's
### addresses, and of a move of two cards chosen one at a time.

settings_nav_label = Pages des réglages
settings_page_profile = Profil
settings_page_notifications = Notifications
settings_page_privacy = Confidentialité et données
settings_page_security = Sécurité
settings_page_developers = API et webhooks
settings_pictures_title = Vos images
settings_blocks_open = Voir et changer qui vous bloquez
settings_feed_copied = Copiée : collez-la dans votre lecteur de flux.
settings_feed_how = Qu'est-ce qu'un lecteur de flux ?
settings_feed_reader = Un lecteur de flux est une application ou un site qui consulte pour vous des adresses comme celle-ci et présente les nouveautés, un peu comme une boîte de réception : par exemple Thunderbird sur un ordinateur, Feeder sur Android, NetNewsWire sur un iPhone ou Inoreader sur le web. Ajoutez-y un flux (ou un abonnement) et collez cette adresse. Ouverte dans un navigateur, l'adresse ne montre que le texte brut du flux, destiné à ces applications.
settings_calendar_copied = Copiée : collez-la dans votre application d'agenda.
settings_calendar_how = Comment l'ajouter à mon agenda ?
settings_calendar_reader = Dans votre application d'agenda, cherchez « Ajouter un agenda » puis « Depuis une URL » ou « S'abonner », et collez cette adresse : vos échéances y apparaissent et restent à jour. Ouvrir l'adresse dans un navigateur ne télécharge qu'une copie des échéances du jour.
submit_pick_one_more = Une carte choisie : choisissez-en une autre, puis jouez les deux avec « { $button } ».
