### Words of the decks: the gallery, uploads.

gallery_nav = Cartas
deck_list_title = Baralhos
deck_list_intro = Jogue com o baralho incluído ou crie um baralho com as suas próprias imagens: fotos, desenhos, qualquer coisa que conte uma história.
deck_section_builtin = O baralho incluído
deck_section_mine = Os seus baralhos
deck_section_public = Baralhos compartilhados por outros jogadores
deck_none_mine = Você ainda não tem nenhum baralho seu.
deck_none_public = Ninguém compartilhou um baralho ainda.
deck_sign_in_to_upload = Entre para criar um baralho com as suas próprias imagens.
deck_create_title = Criar um baralho
deck_field_name = Nome
deck_field_name_hint = de 1 a 60 caracteres
deck_field_public = Público: outros jogadores podem jogar com ele e ver as suas imagens
deck_create_submit = Criar o baralho
deck_cards =
    { $count ->
        [one] { $count } carta
       *[other] { $count } cartas
    }
deck_public = público
deck_private = privado
deck_by = de { $owner }
deck_room = { $count } de { $max } imagens
deck_deleted = O baralho foi apagado.
deck_delete_title = Apagar este baralho
deck_delete_confirm = Sim, apagar este baralho e as suas { $count } imagens.
deck_delete_submit = Apagar o baralho
gallery_back = Todos os baralhos
gallery_builtin_intro = O baralho do Fabula: imagens de sonho feitas para este jogo, cada uma aberta a várias leituras. Qualquer mesa pode jogar com ele.
gallery_licence = Licença e atribuição
gallery_own_deck = Quer jogar com as suas próprias imagens? Crie um baralho.
gallery_upload_title = Adicionar imagens
gallery_upload_label = Imagens
gallery_upload_hint = PNG, JPEG, WebP ou GIF, até 10 MB cada; escolha várias de uma vez
gallery_upload_note = Cada imagem é reduzida a no máximo 1200 pixels no lado maior e guardada como JPEG; o que o arquivo diz além da imagem (câmera, lugar, data) é removido. Um baralho aceita até { $max } imagens. As imagens verticais (2:3) são as que melhor ficam nas cartas.
gallery_upload_submit = Enviar
gallery_added =
    { $count ->
        [one] Foi adicionada { $count } imagem.
       *[other] Foram adicionadas { $count } imagens.
    }
gallery_removed = A imagem foi removida.
gallery_empty = Este baralho ainda não tem imagens.
gallery_picture_alt = Imagem { $n }
gallery_remove = Remover
deck_err_private = Este baralho é privado.
deck_err_builtin = O baralho incluído não pode ser alterado.
deck_err_not_yours = Este baralho é de outra pessoa.
deck_err_description = Uma descrição tem no máximo 300 caracteres.
gallery_describe_label = O que a imagem mostra
gallery_describe_hint = para quem não pode vê-la; descreva, não interprete
gallery_describe_save = Salvar a descrição
gallery_described = A descrição foi salva.
deck_err_name = O nome de um baralho tem de 1 a 60 caracteres.
deck_err_confirm = Marque a caixa para confirmar que quer apagar o baralho.
deck_err_in_use = Este baralho está em uso numa mesa, por isso não pode ser apagado.
deck_err_card_in_use = Este baralho está em uso numa mesa, por isso as suas imagens não podem ser removidas.
deck_err_empty_file = “{ $file }” está vazio (0 bytes). Nada foi adicionado.
deck_err_file_too_large = “{ $file }” tem mais de 10 MB. Nada foi adicionado.
deck_err_not_picture = “{ $file }” não é uma imagem PNG, JPEG, WebP ou GIF. Nada foi adicionado.
deck_err_damaged = “{ $file }” está danificado ou incompleto e não pode ser lido. Nada foi adicionado.
deck_err_too_many_pixels = “{ $file }” tem { $width } × { $height } pixels; uma imagem pode ter no máximo 40 megapixels. Nada foi adicionado.
deck_err_too_big_to_decode = “{ $file }” ocuparia memória demais ao ser lida (um lado muito longo, ou 16 bits por cor); uma imagem pode ter no máximo 40 megapixels a 8 bits por cor e 12.000 pixels por lado. Nada foi adicionado.
deck_err_full = Um baralho aceita no máximo { $max } imagens; este tem { $count }, por isso cabem mais { $room }. Nada foi adicionado.
deck_err_duplicate = “{ $file }” já está neste baralho. Nada foi adicionado.
deck_err_no_files = Escolha pelo menos uma imagem para enviar.
deck_err_upload_too_large = Um envio pode levar no máximo 256 MB; envie menos imagens de cada vez. Nada foi adicionado.
deck_err_not_multipart = Envie as imagens como multipart/form-data, uma parte de arquivo por imagem.
deck_err_unreadable = O envio não pôde ser lido até o fim; tente de novo. Nada foi adicionado.
