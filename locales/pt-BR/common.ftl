### Words of every page: layout, accounts, errors.

skip_link = Pular para o conteúdo
nav_site = Site
nav_table = Esta mesa
site_tagline = O jogo de cartas de contar histórias, jogado ao longo de dias com amigos.
nav_home = Início
nav_sign_in = Entrar
nav_register = Criar uma conta
nav_sign_out = Sair
signed_in_as = Você entrou como
footer_language = Idioma
home_welcome = Olá
home_intro = Um jogador dá uma pista sobre uma imagem; os outros jogam as suas próprias imagens para confundir e depois tentam encontrar a carta do narrador. Cada um joga quando passar por aqui.
home_get_started = Crie uma conta ou entre para começar a jogar.
field_username = Nome de usuário
field_username_hint = de 3 a 32 de a–z, A–Z, 0–9, _ e -: sem espaços nem acentos
field_display_name = Nome que os outros verão
field_display_name_hint = opcional; qualquer letra, com acentos e espaços, como “Lúcia” ou “Ana Lima”; o seu nome de usuário se ficar vazio
field_password = Senha
field_password_hint = pelo menos 8 caracteres
register_title = Criar uma conta
register_submit = Criar a minha conta
register_have_account = Já tem uma conta?
sign_in_title = Entrar
sign_in_submit = Entrar
sign_in_no_account = Primeira vez por aqui?
error_title = Algo não está certo
error_not_found = Não há nada neste endereço.
error_sign_in_first = Entre primeiro.
error_table_hint = Se alguém lhe deu este endereço, a mesa pode ser privada: peça o link de convite a quem a criou.
error_back_home = Voltar ao início
error_internal = Algo deu errado do nosso lado; tente de novo.
error_method = Este endereço não aceita esse tipo de pedido.
error_too_large = Este formulário é maior do que o servidor aceita.
error_bad_request = Não foi possível ler este pedido; volte e tente de novo.
err_wrong_credentials = Usuário ou senha incorretos.
err_username_taken = Esse nome de usuário já existe; escolha outro.
err_username_shape = Um nome de usuário tem de 3 a 32 caracteres, cada um de a–z, A–Z, 0–9, _ ou -: sem espaços nem acentos. Um nome como “Lúcia” ou “Ana Lima” vai no nome que os outros verão.
err_password_length = Uma senha tem de 8 a 256 caracteres.
err_display_name_length = Um nome visível tem no máximo 50 caracteres.
err_sign_in_slow_down = Tentativas malsucedidas demais. Espere { $minutes } minutos antes de tentar de novo.
err_register_busy = Muitas contas novas estão sendo criadas agora. Tente de novo daqui a um minuto.
err_code_slow_down = Códigos errados demais a partir da sua rede. Tente de novo dentro de { $minutes } minutos.
err_register_slow_down = Contas novas demais a partir da sua rede. Tente de novo dentro de { $minutes } minutos.
err_busy = O servidor está ocupado verificando outras senhas; tente de novo num instante.
err_catching_breath = O jogo está recuperando o fôlego; tente de novo num instante.
page_possibly_behind = O jogo está recuperando o fôlego: esta página mostra a mesa como este servidor a conhecia por último e pode estar desatualizada. Jogadas e chat esperam até ele voltar, num instante.
notice_failed_sign_ins =
    { $count ->
        [one] Desde a sua última visita, falhou uma tentativa de entrar com o seu nome de usuário. Se não foi você, escolha uma senha mais forte nas Configurações.
       *[other] Desde a sua última visita, falharam { $count } tentativas de entrar com o seu nome de usuário. Se não foi você, escolha uma senha mais forte nas Configurações.
    }
err_text_characters = Este texto tem um caractere que não é aceito aqui ({ $code }): caracteres de controle e os que mudam a direção do texto são recusados.
err_current_password = A sua senha atual não está correta.
err_too_many_requests = Pedidos demais ao mesmo tempo a partir do seu endereço; tente de novo num instante.
err_body_too_slow = O pedido demorou demais para chegar; tente de novo.
err_display_name_look_alike = Esse nome é, ou parece, o de outro jogador; escolha outro nome visível.
