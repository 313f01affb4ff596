### Words of one's data: taking it away, and deleting one's account (the sections of the
### security settings).

security_export_title = Mis datos
security_export_intro = Todo lo que Fabula guarda sobre ti, para conservarlo: tu cuenta y tus ajustes, las mesas en las que te sentaste con tus propias jugadas, tus mensajes del chat y tus mazos con sus imágenes, en un zip de archivos JSON e imágenes.
security_export_link = Descargar mis datos (zip)
security_delete_title = Eliminar mi cuenta
security_delete_intro = No se puede deshacer. Las partidas terminadas conservan sus rondas, donde apareces como un antiguo jugador; en las mesas que siguen en juego abandonas; tus mazos, tus sesiones, tus tokens de la API, tus webhooks y tu dirección de correo desaparecen al instante (un mazo que usa una mesa se queda con esa mesa).
security_delete_password = Tu contraseña, para confirmar
security_delete_submit = Eliminar mi cuenta para siempre
former_player = un antiguo jugador
