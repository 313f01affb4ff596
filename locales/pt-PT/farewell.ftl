### Words of one's data: taking it away, and deleting one's account (the sections of the
### security settings).

security_export_title = Os meus dados
security_export_intro = Tudo o que o Fabula guarda sobre si, para conservar: a sua conta e as suas definições, as mesas em que se sentou com as suas próprias jogadas, as suas mensagens de conversa e os seus baralhos com as respetivas imagens, num zip de ficheiros JSON e imagens.
security_export_link = Transferir os meus dados (zip)
security_delete_title = Eliminar a minha conta
security_delete_intro = Esta ação não pode ser desfeita. As partidas terminadas conservam as rondas, onde passa a aparecer como conta eliminada; nas mesas ainda em jogo, desiste; os seus baralhos, as suas sessões, os seus tokens da API, os seus webhooks e o seu endereço de e-mail desaparecem de imediato (um baralho que uma mesa use fica com essa mesa).
security_delete_password = A sua palavra-passe, para confirmar
security_delete_submit = Eliminar a minha conta definitivamente
former_player = uma conta eliminada
