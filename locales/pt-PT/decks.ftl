### Words of the decks: the gallery, uploads.

gallery_nav = Cartas
deck_list_title = Baralhos
deck_list_intro = Jogue com o baralho incluído ou crie um baralho com as suas próprias imagens: fotografias, desenhos, qualquer coisa que tenha uma história dentro.
deck_section_builtin = O baralho incluído
deck_section_mine = Os seus baralhos
deck_section_public = Baralhos partilhados por outros jogadores
deck_none_mine = Ainda não tem nenhum baralho seu.
deck_none_public = Ainda ninguém partilhou um baralho.
deck_sign_in_to_upload = Inicie sessão para criar um baralho com as suas próprias imagens.
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
deck_deleted = O baralho foi eliminado.
deck_delete_title = Eliminar este baralho
deck_delete_confirm = Sim, eliminar este baralho e as suas { $count } imagens.
deck_delete_submit = Eliminar o baralho
gallery_back = Todos os baralhos
gallery_builtin_intro = O baralho do Fabula: imagens oníricas feitas para este jogo, cada uma aberta a várias leituras. Qualquer mesa pode jogar com ele.
gallery_licence = Licença e atribuição
gallery_own_deck = Quer jogar com as suas próprias imagens? Crie um baralho.
gallery_upload_title = Adicionar imagens
gallery_upload_label = Imagens
gallery_upload_hint = PNG, JPEG, WebP ou GIF, até 10 MB cada; pode escolher várias de uma vez
gallery_upload_note = Cada imagem é reduzida a, no máximo, 1200 píxeis no lado maior e guardada como JPEG; o que o ficheiro diz além da imagem (câmara, local, data) é removido. Um baralho leva até { $max } imagens. As imagens ao alto (2:3) são as que ficam melhor nas cartas.
gallery_upload_submit = Carregar
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
deck_err_not_yours = Este baralho pertence a outra pessoa.
deck_err_description = Uma descrição tem, no máximo, 300 caracteres.
gallery_describe_label = O que a imagem mostra
gallery_describe_hint = para quem não a consegue ver; descreva, não interprete
gallery_describe_save = Guardar a descrição
gallery_described = A descrição foi guardada.
deck_err_name = O nome de um baralho tem de 1 a 60 caracteres.
deck_err_confirm = Assinale a caixa para confirmar que o baralho deve ser eliminado.
deck_err_in_use = Este baralho está a ser usado por uma mesa, por isso não pode ser eliminado.
deck_err_card_in_use = Este baralho está a ser usado por uma mesa, por isso as suas imagens não podem ser removidas.
deck_err_empty_file = “{ $file }” está vazio (0 bytes). Nada foi adicionado.
deck_err_file_too_large = “{ $file }” tem mais de 10 MB. Nada foi adicionado.
deck_err_not_picture = “{ $file }” não é uma imagem PNG, JPEG, WebP ou GIF. Nada foi adicionado.
deck_err_damaged = “{ $file }” está danificado ou incompleto e não pode ser lido. Nada foi adicionado.
deck_err_too_many_pixels = “{ $file }” tem { $width } × { $height } píxeis; uma imagem pode ter, no máximo, 40 megapíxeis. Nada foi adicionado.
deck_err_too_big_to_decode = “{ $file }” ocuparia demasiada memória ao ser descodificado (um lado muito comprido, ou 16 bits por cor); uma imagem pode ter, no máximo, 40 megapíxeis a 8 bits por cor e 12 000 píxeis por lado. Nada foi adicionado.
deck_err_full = Um baralho leva, no máximo, { $max } imagens; este tem { $count }, por isso cabem mais { $room }. Nada foi adicionado.
deck_err_duplicate = “{ $file }” já está neste baralho. Nada foi adicionado.
deck_err_no_files = Escolha pelo menos uma imagem para carregar.
deck_err_upload_too_large = Um carregamento pode levar, no máximo, 256 MB; envie menos imagens de cada vez. Nada foi adicionado.
deck_err_not_multipart = Envie as imagens como multipart/form-data, uma parte de ficheiro por imagem.
deck_err_unreadable = Não foi possível ler o carregamento até ao fim; tente novamente. Nada foi adicionado.
