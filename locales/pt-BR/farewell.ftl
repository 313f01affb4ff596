### Words of one's data: taking it away, and deleting one's account (the sections of the
### security settings).

security_export_title = Meus dados
security_export_intro = Tudo o que o Fabula guarda sobre você, para guardar: sua conta e suas configurações, as mesas em que você se sentou com suas próprias jogadas, suas mensagens do chat e seus baralhos com as imagens, num zip de arquivos JSON e imagens.
security_export_link = Baixar meus dados (zip)
security_delete_title = Excluir minha conta
security_delete_intro = Não dá para desfazer. As partidas terminadas guardam as rodadas, em que você aparece como um antigo jogador; nas mesas ainda em jogo você desiste; seus baralhos, suas sessões, seus tokens da API, seus webhooks e seu endereço de e-mail somem na hora (um baralho que uma mesa usa fica com essa mesa).
security_delete_password = Sua senha, para confirmar
security_delete_submit = Excluir minha conta para sempre
former_player = um antigo jogador
