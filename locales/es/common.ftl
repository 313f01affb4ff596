### Words of every page: layout, accounts, errors.

skip_link = Saltar al contenido
nav_site = Sitio
nav_table = Esta mesa
site_tagline = El juego de cartas de contar historias, jugado durante días con amigos.
nav_home = Inicio
nav_sign_in = Entrar
nav_register = Crear una cuenta
nav_sign_out = Salir
signed_in_as = Has entrado como
footer_language = Idioma
home_welcome = Hola
home_intro = Un jugador da una pista sobre una imagen; los demás juegan sus propias imágenes para despistar y luego intentan encontrar la carta del cuentacuentos. Cada uno juega cuando pasa por aquí.
home_get_started = Crea una cuenta o entra para empezar a jugar.
field_username = Nombre de usuario
field_username_hint = de 3 a 32 de a–z, A–Z, 0–9, _ y -: sin espacios ni tildes
field_display_name = Nombre que verán los demás
field_display_name_hint = opcional; cualquier letra, con tildes y espacios, como «Lucía» o «Ana Lima»; tu nombre de usuario si lo dejas vacío
field_password = Contraseña
field_password_hint = al menos 8 caracteres
register_title = Crear una cuenta
register_submit = Crear mi cuenta
register_have_account = ¿Ya tienes una cuenta?
sign_in_title = Entrar
sign_in_submit = Entrar
sign_in_no_account = ¿Primera vez aquí?
error_title = Algo no va bien
error_not_found = No hay nada en esta dirección.
error_sign_in_first = Primero inicia sesión.
error_table_hint = Si alguien te dio esta dirección, puede que la mesa sea privada: pide el enlace de invitación a quien la creó.
error_back_home = Volver al inicio
error_internal = Algo ha fallado por nuestra parte; vuelve a intentarlo.
error_method = Esta dirección no acepta ese tipo de petición.
error_too_large = Este formulario es más grande de lo que el servidor acepta.
error_bad_request = No se ha podido leer esta petición; vuelve atrás e inténtalo de nuevo.
err_wrong_credentials = Usuario o contraseña incorrectos.
err_username_taken = Ese nombre de usuario ya existe; elige otro.
err_username_shape = Un nombre de usuario tiene de 3 a 32 caracteres, cada uno de a–z, A–Z, 0–9, _ o -: sin espacios ni tildes. Un nombre como «Lucía» o «Ana Lima» va en el nombre que verán los demás.
err_password_length = Una contraseña tiene de 8 a 256 caracteres.
err_display_name_length = Un nombre visible tiene como mucho 50 caracteres.
err_sign_in_slow_down = Demasiados intentos fallidos. Espera { $minutes } minutos antes de volver a intentarlo.
err_register_busy = Se están creando muchas cuentas nuevas ahora mismo. Vuelve a intentarlo dentro de un minuto.
err_code_slow_down = Demasiados códigos incorrectos desde tu red. Vuelve a intentarlo dentro de { $minutes } minutos.
err_register_slow_down = Demasiadas cuentas nuevas desde tu red. Vuelve a intentarlo dentro de { $minutes } minutos.
err_busy = El servidor está ocupado comprobando otras contraseñas; vuelve a intentarlo en un momento.
err_catching_breath = El juego está recuperando el aliento; vuelve a intentarlo en un momento.
page_possibly_behind = El juego está recuperando el aliento: esta página muestra la mesa tal como este servidor la conocía y puede estar desactualizada. Las jugadas y el chat esperan a que vuelva, en un momento.
notice_failed_sign_ins =
    { $count ->
        [one] Desde tu última visita, falló un intento de entrar con tu nombre de usuario. Si no fuiste tú, elige una contraseña más segura en Ajustes.
       *[other] Desde tu última visita, fallaron { $count } intentos de entrar con tu nombre de usuario. Si no fuiste tú, elige una contraseña más segura en Ajustes.
    }
err_text_characters = Este texto tiene un carácter que no se admite aquí ({ $code }): se rechazan los caracteres de control y los que cambian la dirección del texto.
err_current_password = Tu contraseña actual no es correcta.
err_too_many_requests = Demasiadas peticiones a la vez desde tu dirección; vuelve a intentarlo en un momento.
err_body_too_slow = La petición tardó demasiado en llegar; vuelve a intentarlo.
err_display_name_look_alike = Ese nombre es, o se parece a, el de otro jugador; elige otro nombre visible.
