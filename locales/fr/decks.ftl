### Words of the decks: the gallery, uploads.

gallery_nav = Cartes
deck_list_title = Paquets
deck_list_intro = Jouez avec le paquet intégré, ou créez un paquet avec vos propres images : photos, dessins, tout ce qui porte une histoire.
deck_section_builtin = Le paquet intégré
deck_section_mine = Vos paquets
deck_section_public = Paquets partagés par d'autres joueurs
deck_none_mine = Vous n'avez pas encore de paquet à vous.
deck_none_public = Personne n'a encore partagé de paquet.
deck_sign_in_to_upload = Connectez-vous pour créer un paquet avec vos propres images.
deck_create_title = Créer un paquet
deck_field_name = Nom
deck_field_name_hint = de 1 à 60 caractères
deck_field_public = Public : les autres joueurs peuvent jouer avec et voir ses images
deck_create_submit = Créer le paquet
deck_cards =
    { $count ->
        [one] { $count } carte
       *[other] { $count } cartes
    }
deck_public = public
deck_private = privé
deck_by = par { $owner }
deck_room = { $count } images sur { $max }
deck_deleted = Le paquet a été supprimé.
deck_delete_title = Supprimer ce paquet
deck_delete_confirm = Oui, supprimer ce paquet et ses { $count } images.
deck_delete_submit = Supprimer le paquet
gallery_back = Tous les paquets
gallery_builtin_intro = Le paquet de Fabula : des images oniriques créées pour ce jeu, chacune ouverte à plusieurs lectures. Toute table peut jouer avec.
gallery_licence = Licence et crédits
gallery_own_deck = Envie de jouer avec vos propres images ? Créez un paquet.
gallery_upload_title = Ajouter des images
gallery_upload_label = Images
gallery_upload_hint = PNG, JPEG, WebP ou GIF, 10 Mo au plus chacune ; vous pouvez en choisir plusieurs à la fois
gallery_upload_note = Chaque image est réduite à 1200 pixels au plus sur son plus grand côté et conservée en JPEG ; ce que le fichier dit en plus de l'image (appareil, lieu, date) est retiré. Un paquet contient jusqu'à { $max } images. Les images en hauteur (2:3) conviennent le mieux aux cartes.
gallery_upload_submit = Envoyer
gallery_added =
    { $count ->
        [one] { $count } image ajoutée.
       *[other] { $count } images ajoutées.
    }
gallery_removed = L'image a été retirée.
gallery_empty = Ce paquet n'a pas encore d'images.
gallery_picture_alt = Image { $n }
gallery_remove = Retirer
deck_err_private = Ce paquet est privé.
deck_err_builtin = Le paquet intégré ne peut pas être modifié.
deck_err_not_yours = Ce paquet appartient à quelqu'un d'autre.
deck_err_description = Une description compte 300 caractères au plus.
gallery_describe_label = Ce que montre l'image
gallery_describe_hint = pour les joueurs qui ne peuvent pas la voir ; décrivez, n'interprétez pas
gallery_describe_save = Enregistrer la description
gallery_described = La description est enregistrée.
deck_err_name = Le nom d'un paquet compte de 1 à 60 caractères.
deck_err_confirm = Cochez la case pour confirmer la suppression du paquet.
deck_err_in_use = Ce paquet est utilisé par une table : il ne peut donc pas être supprimé.
deck_err_card_in_use = Ce paquet est utilisé par une table : ses images ne peuvent donc pas être retirées.
deck_err_empty_file = « { $file } » est vide (0 octet). Rien n'a été ajouté.
deck_err_file_too_large = « { $file } » dépasse 10 Mo. Rien n'a été ajouté.
deck_err_not_picture = « { $file } » n'est pas une image PNG, JPEG, WebP ou GIF. Rien n'a été ajouté.
deck_err_damaged = « { $file } » est abîmé ou tronqué et ne peut pas être lu. Rien n'a été ajouté.
deck_err_too_many_pixels = « { $file } » fait { $width } × { $height } pixels ; une image peut avoir 40 mégapixels au plus. Rien n'a été ajouté.
deck_err_too_big_to_decode = « { $file } » demanderait trop de mémoire à décoder (un côté très long, ou 16 bits par couleur) ; une image peut avoir 40 mégapixels au plus, à 8 bits par couleur et 12 000 pixels par côté. Rien n'a été ajouté.
deck_err_full = Un paquet contient { $max } images au plus ; celui-ci en a { $count }, il reste donc de la place pour { $room }. Rien n'a été ajouté.
deck_err_duplicate = « { $file } » est déjà dans ce paquet. Rien n'a été ajouté.
deck_err_no_files = Choisissez au moins une image à envoyer.
deck_err_upload_too_large = Un envoi peut transporter 256 Mo au plus ; envoyez moins d'images à la fois. Rien n'a été ajouté.
deck_err_not_multipart = Envoyez les images en multipart/form-data, une partie de fichier par image.
deck_err_unreadable = L'envoi n'a pas pu être lu jusqu'au bout ; réessayez. Rien n'a été ajouté.
