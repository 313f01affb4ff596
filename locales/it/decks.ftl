### Words of the decks: the gallery, uploads.

gallery_nav = Carte
deck_list_title = Mazzi
deck_list_intro = Gioca con il mazzo incluso, oppure crea un mazzo con le tue immagini: foto, disegni, qualsiasi cosa che racconti una storia.
deck_section_builtin = Il mazzo incluso
deck_section_mine = I tuoi mazzi
deck_section_public = Mazzi condivisi da altri giocatori
deck_none_mine = Non hai ancora un mazzo tuo.
deck_none_public = Nessuno ha ancora condiviso un mazzo.
deck_sign_in_to_upload = Accedi per creare un mazzo con le tue immagini.
deck_create_title = Crea un mazzo
deck_field_name = Nome
deck_field_name_hint = da 1 a 60 caratteri
deck_field_public = Pubblico: altri giocatori possono usarlo e vederne le immagini
deck_create_submit = Crea il mazzo
deck_cards =
    { $count ->
        [one] { $count } carta
       *[other] { $count } carte
    }
deck_public = pubblico
deck_private = privato
deck_by = di { $owner }
deck_room = { $count } immagini su { $max }
deck_deleted = Il mazzo è stato eliminato.
deck_delete_title = Elimina questo mazzo
deck_delete_confirm = Sì, elimina questo mazzo e le sue { $count } immagini.
deck_delete_submit = Elimina il mazzo
gallery_back = Tutti i mazzi
gallery_builtin_intro = Il mazzo di Fabula: immagini oniriche create per questo gioco, ognuna aperta a più letture. Qualsiasi tavolo può giocarci.
gallery_licence = Licenza e attribuzione
gallery_own_deck = Vuoi giocare con le tue immagini? Crea un mazzo.
gallery_upload_title = Aggiungi immagini
gallery_upload_label = Immagini
gallery_upload_hint = PNG, JPEG, WebP o GIF, fino a 10 MB ciascuna; puoi sceglierne più di una alla volta
gallery_upload_note = Ogni immagine viene ridotta ad al massimo 1200 pixel sul lato più lungo e salvata in JPEG; le informazioni del file oltre all'immagine (fotocamera, luogo, data) vengono rimosse. Un mazzo contiene fino a { $max } immagini. Le immagini verticali (2:3) si adattano meglio alle carte.
gallery_upload_submit = Carica
gallery_added =
    { $count ->
        [one] { $count } immagine aggiunta.
       *[other] { $count } immagini aggiunte.
    }
gallery_removed = L'immagine è stata rimossa.
gallery_empty = Questo mazzo non ha ancora immagini.
gallery_picture_alt = Immagine { $n }
gallery_remove = Rimuovi
deck_err_private = Questo mazzo è privato.
deck_err_builtin = Il mazzo incluso non si può modificare.
deck_err_not_yours = Questo mazzo appartiene a qualcun altro.
deck_err_description = Una descrizione ha al massimo 300 caratteri.
gallery_describe_label = Cosa mostra l'immagine
gallery_describe_hint = per chi non può vederla; descrivi, non interpretare
gallery_describe_save = Salva la descrizione
gallery_described = La descrizione è salvata.
deck_err_name = Il nome di un mazzo ha da 1 a 60 caratteri.
deck_err_confirm = Spunta la casella per confermare l'eliminazione del mazzo.
deck_err_in_use = Questo mazzo è usato da un tavolo, quindi non si può eliminare.
deck_err_card_in_use = Questo mazzo è usato da un tavolo, quindi le sue immagini non si possono rimuovere.
deck_err_empty_file = “{ $file }” è vuoto (0 byte). Non è stato aggiunto nulla.
deck_err_file_too_large = “{ $file }” supera i 10 MB. Non è stato aggiunto nulla.
deck_err_not_picture = “{ $file }” non è un'immagine PNG, JPEG, WebP o GIF. Non è stato aggiunto nulla.
deck_err_damaged = “{ $file }” è danneggiato o incompleto e non si può leggere. Non è stato aggiunto nulla.
deck_err_too_many_pixels = “{ $file }” ha { $width } × { $height } pixel; un'immagine può avere al massimo 40 megapixel. Non è stato aggiunto nulla.
deck_err_too_big_to_decode = “{ $file }” richiederebbe troppa memoria per essere decodificato (un lato molto lungo, o 16 bit per colore); un'immagine può avere al massimo 40 megapixel a 8 bit per colore e 12.000 pixel per lato. Non è stato aggiunto nulla.
deck_err_full = Un mazzo contiene al massimo { $max } immagini; questo ne ha { $count }, quindi ce ne stanno ancora { $room }. Non è stato aggiunto nulla.
deck_err_duplicate = “{ $file }” è già in questo mazzo. Non è stato aggiunto nulla.
deck_err_no_files = Scegli almeno un'immagine da caricare.
deck_err_upload_too_large = Un caricamento può contenere al massimo 256 MB; invia meno immagini alla volta. Non è stato aggiunto nulla.
deck_err_not_multipart = Invia le immagini come multipart/form-data, una parte di file per immagine.
deck_err_unreadable = Non è stato possibile leggere il caricamento fino in fondo; riprova. Non è stato aggiunto nulla.
