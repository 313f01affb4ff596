### Words of the decks: the gallery, uploads.

gallery_nav = Cards
deck_list_title = Decks
deck_list_intro = Play with the built-in deck, or make a deck of your own pictures: photos, drawings, anything with a story in it.
deck_section_builtin = The built-in deck
deck_section_mine = Your decks
deck_section_public = Decks shared by other players
deck_none_mine = You have no deck of your own yet.
deck_none_public = No one has shared a deck yet.
deck_sign_in_to_upload = Sign in to make a deck of your own pictures.
deck_create_title = Make a deck
deck_field_name = Name
deck_field_name_hint = 1 to 60 characters
deck_field_public = Public: other players may play with it and see its pictures
deck_create_submit = Make the deck
deck_cards =
    { $count ->
        [one] { $count } card
       *[other] { $count } cards
    }
deck_public = public
deck_private = private
deck_by = by { $owner }
deck_room = { $count } of { $max } pictures
deck_deleted = The deck was deleted.
deck_delete_title = Delete this deck
deck_delete_confirm = Yes, delete this deck and its { $count } pictures.
deck_delete_submit = Delete the deck
gallery_back = All decks
gallery_builtin_intro = The Fabula deck: dreamlike pictures made for this game, each one open to several readings. Any table can play with it.
gallery_licence = Licence and attribution
gallery_own_deck = Want to play with your own pictures? Make a deck.
gallery_upload_title = Add pictures
gallery_upload_label = Pictures
gallery_upload_hint = PNG, JPEG, WebP or GIF, up to 10 MB each; choose several at once
gallery_upload_note = Each picture is scaled to at most 1200 pixels on its longest side and kept as JPEG; what the file says besides the picture (camera, place, date) is removed. A deck holds up to { $max } pictures. Upright pictures (2:3) fit the cards best.
gallery_upload_submit = Upload
gallery_added =
    { $count ->
        [one] { $count } picture added.
       *[other] { $count } pictures added.
    }
gallery_removed = The picture was removed.
gallery_empty = This deck has no pictures yet.
gallery_picture_alt = Picture { $n }
gallery_remove = Remove
deck_err_private = This deck is private.
deck_err_builtin = The built-in deck cannot be changed.
deck_err_not_yours = This deck belongs to someone else.
deck_err_description = A description has at most 300 characters.
gallery_describe_label = What the picture shows
gallery_describe_hint = for players who cannot see it; describe, do not interpret
gallery_describe_save = Save the description
gallery_described = The description is saved.
deck_err_name = A deck name has 1 to 60 characters.
deck_err_confirm = Tick the box to confirm that the deck should be deleted.
deck_err_in_use = This deck is in use by a table, so it cannot be deleted.
deck_err_card_in_use = This deck is in use by a table, so its pictures cannot be removed.
deck_err_empty_file = “{ $file }” is empty (0 bytes). Nothing was added.
deck_err_file_too_large = “{ $file }” is larger than 10 MB. Nothing was added.
deck_err_not_picture = “{ $file }” is not a PNG, JPEG, WebP or GIF picture. Nothing was added.
deck_err_damaged = “{ $file }” is damaged or cut short and cannot be read. Nothing was added.
deck_err_too_many_pixels = “{ $file }” has { $width } × { $height } pixels; a picture may have at most 40 megapixels. Nothing was added.
deck_err_too_big_to_decode = “{ $file }” would take too much memory to decode (a very long side, or 16 bits a colour); a picture may have at most 40 megapixels at 8 bits a colour and 12,000 pixels a side. Nothing was added.
deck_err_full = A deck holds at most { $max } pictures; this one has { $count }, so { $room } more fit. Nothing was added.
deck_err_duplicate = “{ $file }” is already in this deck. Nothing was added.
deck_err_no_files = Choose at least one picture to upload.
deck_err_upload_too_large = One upload may carry at most 256 MB; please send fewer pictures at a time. Nothing was added.
deck_err_not_multipart = Send the pictures as multipart/form-data, one file part per picture.
deck_err_unreadable = The upload could not be read to its end; please try again. Nothing was added.
