### Words of new chat messages (the unread marks, the feed, pushes and the digest), and of
### reporting and blocking from the chat.

# The unread marks: the home page's list of tables, the top of the table page, the chat.
chat_unread =
    { $count ->
        [one] 1 mensaje nuevo en el chat
       *[other] { $count } mensajes nuevos en el chat
    }
chat_new_tag = nuevo
# Where messages of a blocked person were.
chat_blocked =
    { $count ->
        [one] 1 mensaje oculto (persona bloqueada)
       *[other] { $count } mensajes ocultos (persona bloqueada)
    }
# Blocking from the chat: asked first, then back where it was.
blocks_confirm_title = ¿Bloquear a { $name }?
blocks_confirm_text = Dejarás de ver sus mensajes en el chat, y no podrá unirse a una mesa que organices o en la que juegues. No se le avisa. Puedes deshacerlo cuando quieras en los ajustes.
blocks_confirm_button = Bloquear a { $name }
blocks_confirm_cancel = Cancelar
chat_blocked_done = Bloqueo hecho: ya no ves sus mensajes.
# The report form of a message shows it.
report_message_label = El mensaje
# The feed, pushes and the digest.
feed_chat = Mensajes nuevos en { $table }
feed_chat_text = { $name } escribió: { $body }
feed_chat_plain = Hay mensajes nuevos en el chat de { $table }.
push_chat_title = Mensajes nuevos en { $name }
push_chat_body = Abre la mesa para leer el chat.
mail_digest_chat_intro = Mensajes nuevos en el chat:
