### Words of the decks: the gallery, uploads.

gallery_nav = Cartas
deck_list_title = Mazos
deck_list_intro = Juega con el mazo incluido o crea un mazo con tus propias imágenes: fotos, dibujos, cualquier cosa que cuente una historia.
deck_section_builtin = El mazo incluido
deck_section_mine = Tus mazos
deck_section_public = Mazos compartidos por otros jugadores
deck_none_mine = Todavía no tienes ningún mazo propio.
deck_none_public = Nadie ha compartido un mazo todavía.
deck_sign_in_to_upload = Entra para crear un mazo con tus propias imágenes.
deck_create_title = Crear un mazo
deck_field_name = Nombre
deck_field_name_hint = de 1 a 60 caracteres
deck_field_public = Público: otros jugadores pueden jugar con él y ver sus imágenes
deck_create_submit = Crear el mazo
deck_cards =
    { $count ->
        [one] { $count } carta
       *[other] { $count } cartas
    }
deck_public = público
deck_private = privado
deck_by = de { $owner }
deck_room = { $count } de { $max } imágenes
deck_deleted = El mazo se ha borrado.
deck_delete_title = Borrar este mazo
deck_delete_confirm = Sí, borrar este mazo y sus { $count } imágenes.
deck_delete_submit = Borrar el mazo
gallery_back = Todos los mazos
gallery_builtin_intro = El mazo de Fabula: imágenes de sueño hechas para este juego, cada una abierta a varias lecturas. Cualquier mesa puede jugar con él.
gallery_licence = Licencia y atribución
gallery_own_deck = ¿Quieres jugar con tus propias imágenes? Crea un mazo.
gallery_upload_title = Añadir imágenes
gallery_upload_label = Imágenes
gallery_upload_hint = PNG, JPEG, WebP o GIF, hasta 10 MB cada una; elige varias a la vez
gallery_upload_note = Cada imagen se reduce a 1200 píxeles como mucho en su lado mayor y se guarda como JPEG; lo que el archivo dice además de la imagen (cámara, lugar, fecha) se elimina. Un mazo admite hasta { $max } imágenes. Las imágenes verticales (2:3) son las que mejor quedan en las cartas.
gallery_upload_submit = Subir
gallery_added =
    { $count ->
        [one] Se ha añadido { $count } imagen.
       *[other] Se han añadido { $count } imágenes.
    }
gallery_removed = La imagen se ha quitado.
gallery_empty = Este mazo todavía no tiene imágenes.
gallery_picture_alt = Imagen { $n }
gallery_remove = Quitar
deck_err_private = Este mazo es privado.
deck_err_builtin = El mazo incluido no se puede cambiar.
deck_err_not_yours = Este mazo es de otra persona.
deck_err_description = Una descripción tiene como máximo 300 caracteres.
gallery_describe_label = Qué muestra la imagen
gallery_describe_hint = para quien no puede verla; describe, no interpretes
gallery_describe_save = Guardar la descripción
gallery_described = La descripción está guardada.
deck_err_name = El nombre de un mazo tiene de 1 a 60 caracteres.
deck_err_confirm = Marca la casilla para confirmar que quieres borrar el mazo.
deck_err_in_use = Este mazo está en uso en una mesa, así que no se puede borrar.
deck_err_card_in_use = Este mazo está en uso en una mesa, así que no se pueden quitar sus imágenes.
deck_err_empty_file = «{ $file }» está vacío (0 bytes). No se ha añadido nada.
deck_err_file_too_large = «{ $file }» ocupa más de 10 MB. No se ha añadido nada.
deck_err_not_picture = «{ $file }» no es una imagen PNG, JPEG, WebP o GIF. No se ha añadido nada.
deck_err_damaged = «{ $file }» está dañado o incompleto y no se puede leer. No se ha añadido nada.
deck_err_too_many_pixels = «{ $file }» tiene { $width } × { $height } píxeles; una imagen puede tener como mucho 40 megapíxeles. No se ha añadido nada.
deck_err_too_big_to_decode = «{ $file }» ocuparía demasiada memoria al leerla (un lado muy largo, o 16 bits por color); una imagen puede tener como mucho 40 megapíxeles a 8 bits por color y 12 000 píxeles por lado. No se ha añadido nada.
deck_err_full = Un mazo admite como mucho { $max } imágenes; este tiene { $count }, así que caben { $room } más. No se ha añadido nada.
deck_err_duplicate = «{ $file }» ya está en este mazo. No se ha añadido nada.
deck_err_no_files = Elige al menos una imagen para subir.
deck_err_upload_too_large = Una subida puede llevar como mucho 256 MB; envía menos imágenes cada vez. No se ha añadido nada.
deck_err_not_multipart = Envía las imágenes como multipart/form-data, una parte de archivo por imagen.
deck_err_unreadable = La subida no se ha podido leer hasta el final; inténtalo de nuevo. No se ha añadido nada.
