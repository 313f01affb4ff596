### Words of the decks: the gallery, uploads.

gallery_nav = Karten
deck_list_title = Decks
deck_list_intro = Spiel mit dem Standarddeck oder mach ein Deck aus eigenen Bildern: Fotos, Zeichnungen, alles, in dem eine Geschichte steckt.
deck_section_builtin = Das Standarddeck
deck_section_mine = Deine Decks
deck_section_public = Von anderen geteilte Decks
deck_none_mine = Du hast noch kein eigenes Deck.
deck_none_public = Noch hat niemand ein Deck geteilt.
deck_sign_in_to_upload = Melde dich an, um ein Deck aus eigenen Bildern zu machen.
deck_create_title = Deck erstellen
deck_field_name = Name
deck_field_name_hint = 1 bis 60 Zeichen
deck_field_public = Öffentlich: Andere dürfen damit spielen und seine Bilder sehen
deck_create_submit = Deck erstellen
deck_cards =
    { $count ->
        [one] { $count } Karte
       *[other] { $count } Karten
    }
deck_public = öffentlich
deck_private = privat
deck_by = von { $owner }
deck_room = { $count } von { $max } Bildern
deck_deleted = Das Deck wurde gelöscht.
deck_delete_title = Dieses Deck löschen
deck_delete_confirm = Ja, dieses Deck und seine { $count } Bilder löschen.
deck_delete_submit = Deck löschen
gallery_back = Alle Decks
gallery_builtin_intro = Das Fabula-Deck: traumhafte Bilder, für dieses Spiel gemacht, jedes offen für mehrere Deutungen. Jeder Tisch kann damit spielen.
gallery_licence = Lizenz und Urheberangaben
gallery_own_deck = Du willst mit eigenen Bildern spielen? Mach ein Deck.
gallery_upload_title = Bilder hinzufügen
gallery_upload_label = Bilder
gallery_upload_hint = PNG, JPEG, WebP oder GIF, je bis 10 MB; wähle mehrere auf einmal
gallery_upload_note = Jedes Bild wird auf höchstens 1200 Pixel an der längsten Seite verkleinert und als JPEG gespeichert; was die Datei außer dem Bild enthält (Kamera, Ort, Datum), wird entfernt. Ein Deck fasst bis zu { $max } Bilder. Hochformatige Bilder (2:3) passen am besten auf die Karten.
gallery_upload_submit = Hochladen
gallery_added =
    { $count ->
        [one] { $count } Bild hinzugefügt.
       *[other] { $count } Bilder hinzugefügt.
    }
gallery_removed = Das Bild wurde entfernt.
gallery_empty = Dieses Deck hat noch keine Bilder.
gallery_picture_alt = Bild { $n }
gallery_remove = Entfernen
deck_err_private = Dieses Deck ist privat.
deck_err_builtin = Das Standarddeck kann nicht geändert werden.
deck_err_not_yours = Dieses Deck gehört jemand anderem.
deck_err_description = Eine Beschreibung hat höchstens 300 Zeichen.
gallery_describe_label = Was das Bild zeigt
gallery_describe_hint = für alle, die es nicht sehen können; beschreiben, nicht deuten
gallery_describe_save = Beschreibung speichern
gallery_described = Die Beschreibung ist gespeichert.
deck_err_name = Ein Deckname hat 1 bis 60 Zeichen.
deck_err_confirm = Setze das Häkchen, um zu bestätigen, dass das Deck gelöscht werden soll.
deck_err_in_use = Ein Tisch benutzt dieses Deck, daher kann es nicht gelöscht werden.
deck_err_card_in_use = Ein Tisch benutzt dieses Deck, daher können seine Bilder nicht entfernt werden.
deck_err_empty_file = „{ $file }“ ist leer (0 Bytes). Es wurde nichts hinzugefügt.
deck_err_file_too_large = „{ $file }“ ist größer als 10 MB. Es wurde nichts hinzugefügt.
deck_err_not_picture = „{ $file }“ ist kein PNG-, JPEG-, WebP- oder GIF-Bild. Es wurde nichts hinzugefügt.
deck_err_damaged = „{ $file }“ ist beschädigt oder abgeschnitten und kann nicht gelesen werden. Es wurde nichts hinzugefügt.
deck_err_too_many_pixels = „{ $file }“ hat { $width } × { $height } Pixel; ein Bild darf höchstens 40 Megapixel haben. Es wurde nichts hinzugefügt.
deck_err_too_big_to_decode = „{ $file }“ würde zum Dekodieren zu viel Speicher brauchen (eine sehr lange Seite oder 16 Bit pro Farbe); ein Bild darf höchstens 40 Megapixel bei 8 Bit pro Farbe und 12.000 Pixel pro Seite haben. Es wurde nichts hinzugefügt.
deck_err_full = Ein Deck fasst höchstens { $max } Bilder; dieses hat { $count }, es passen also noch { $room }. Es wurde nichts hinzugefügt.
deck_err_duplicate = „{ $file }“ ist schon in diesem Deck. Es wurde nichts hinzugefügt.
deck_err_no_files = Wähle mindestens ein Bild zum Hochladen.
deck_err_upload_too_large = Ein Upload darf höchstens 256 MB groß sein; bitte schick weniger Bilder auf einmal. Es wurde nichts hinzugefügt.
deck_err_not_multipart = Schick die Bilder als multipart/form-data, ein Dateiteil pro Bild.
deck_err_unreadable = Der Upload konnte nicht bis zum Ende gelesen werden; bitte versuche es noch einmal. Es wurde nichts hinzugefügt.
