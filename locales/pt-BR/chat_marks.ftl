### Words of new chat messages (the unread marks, the feed, pushes and the digest), and of
### reporting and blocking from the chat.

# The unread marks: the home page's list of tables, the top of the table page, the chat.
chat_unread =
    { $count ->
        [one] 1 mensagem nova no chat
       *[other] { $count } mensagens novas no chat
    }
chat_new_tag = nova
# Where messages of a blocked person were.
chat_blocked =
    { $count ->
        [one] 1 mensagem oculta (pessoa bloqueada)
       *[other] { $count } mensagens ocultas (pessoa bloqueada)
    }
# Blocking from the chat: asked first, then back where it was.
blocks_confirm_title = Bloquear { $name }?
blocks_confirm_text = Você deixará de ver as mensagens dessa pessoa no chat, e ela não poderá entrar em uma mesa que você organiza ou em que você joga. Ela não é avisada. Você pode desfazer isso quando quiser nas configurações.
blocks_confirm_button = Bloquear { $name }
blocks_confirm_cancel = Cancelar
chat_blocked_done = Bloqueio feito: você não vê mais as mensagens dessa pessoa.
# The report form of a message shows it.
report_message_label = A mensagem
# The feed, pushes and the digest.
feed_chat = Mensagens novas em { $table }
feed_chat_text = { $name } escreveu: { $body }
feed_chat_plain = Há mensagens novas no chat de { $table }.
push_chat_title = Mensagens novas em { $name }
push_chat_body = Abra a mesa para ler o chat.
mail_digest_chat_intro = Mensagens novas no chat:
