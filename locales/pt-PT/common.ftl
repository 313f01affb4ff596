### Words of every page: layout, accounts, errors.

skip_link = Saltar para o conteúdo
nav_site = Site
nav_table = Esta mesa
site_tagline = O jogo de cartas de contar histórias, jogado ao longo de vários dias com amigos.
nav_home = Início
nav_sign_in = Iniciar sessão
nav_register = Criar uma conta
nav_sign_out = Terminar sessão
signed_in_as = Sessão iniciada como
footer_language = Idioma
home_welcome = Boas-vindas
home_intro = Uma pessoa dá uma pista sobre uma imagem; as outras jogam as suas próprias imagens para baralhar a mesa e depois tentam descobrir a carta do narrador. Cada pessoa joga sempre que passa por aqui.
home_get_started = Crie uma conta ou inicie sessão para começar a jogar.
field_username = Nome de utilizador
field_username_hint = de 3 a 32 caracteres entre a–z, A–Z, 0–9, _ e -: sem espaços nem acentos
field_display_name = Nome que os outros jogadores veem
field_display_name_hint = opcional; quaisquer letras, com acentos e espaços, como “Lúcia” ou “Ana Lima”; se ficar vazio, é usado o seu nome de utilizador
field_password = Palavra-passe
field_password_hint = pelo menos 8 caracteres
register_title = Criar uma conta
register_submit = Criar a minha conta
register_have_account = Já tem uma conta?
sign_in_title = Iniciar sessão
sign_in_submit = Iniciar sessão
sign_in_no_account = Primeira visita?
error_title = Algo não está bem
error_not_found = Não há nada neste endereço.
error_sign_in_first = Inicie sessão primeiro.
error_table_hint = Se alguém lhe deu este endereço, a mesa pode ser privada: peça a ligação de convite a quem a criou.
error_back_home = Voltar à página inicial
error_internal = Algo correu mal do nosso lado; tente novamente.
error_method = Este endereço não aceita esse tipo de pedido.
error_too_large = Este formulário é maior do que o servidor aceita.
error_bad_request = Não foi possível ler este pedido; volte atrás e tente novamente.
err_wrong_credentials = Nome de utilizador ou palavra-passe incorretos.
err_username_taken = Esse nome de utilizador já está ocupado; escolha outro.
err_username_shape = Um nome de utilizador tem de 3 a 32 caracteres, cada um entre a–z, A–Z, 0–9, _ ou -: sem espaços nem acentos. Um nome como “Lúcia” ou “Ana Lima” vai no nome que os outros jogadores veem.
err_password_length = Uma palavra-passe tem de 8 a 256 caracteres.
err_display_name_length = Um nome visível tem, no máximo, 50 caracteres.
err_sign_in_slow_down = Demasiadas tentativas falhadas de iniciar sessão. Aguarde { $minutes } minutos antes de tentar novamente.
err_register_busy = Estão a ser criadas muitas contas neste momento. Tente novamente daqui a um minuto.
err_code_slow_down = Demasiados códigos errados a partir da sua rede. Tente novamente daqui a { $minutes } minutos.
err_register_slow_down = Demasiadas contas novas a partir da sua rede. Tente novamente daqui a { $minutes } minutos.
err_busy = O servidor está ocupado a verificar outras palavras-passe; tente novamente daqui a pouco.
err_catching_breath = O jogo está a recuperar o fôlego; tente novamente daqui a pouco.
page_possibly_behind = O jogo está a recuperar o fôlego: esta página mostra a mesa como este servidor a conhecia por último e pode estar desatualizada. As jogadas e o chat esperam até ele voltar, daqui a pouco.
notice_failed_sign_ins =
    { $count ->
        [one] Desde a sua última visita, falhou uma tentativa de iniciar sessão com o seu nome de utilizador. Se não foi uma tentativa sua, escolha uma palavra-passe mais forte nas Definições.
       *[other] Desde a sua última visita, falharam { $count } tentativas de iniciar sessão com o seu nome de utilizador. Se não foram tentativas suas, escolha uma palavra-passe mais forte nas Definições.
    }
err_text_characters = Este texto tem um carácter que não é aceite aqui ({ $code }): os caracteres de controlo e os que mudam a direção do texto são recusados.
err_current_password = A sua palavra-passe atual não está correta.
err_too_many_requests = Demasiados pedidos ao mesmo tempo a partir do seu endereço; tente novamente daqui a pouco.
err_body_too_slow = O pedido demorou demasiado a chegar; tente novamente.
err_display_name_look_alike = Esse nome é, ou parece, o de outro jogador; escolha outro nome visível.
