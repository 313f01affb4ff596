### Words of new chat messages (the unread marks, the feed, pushes and the digest), and of
### reporting and blocking from the chat.

chat_unread =
    { $count ->
        [one] 1 mensagem nova na conversa
       *[other] { $count } mensagens novas na conversa
    }
chat_new_tag = nova
chat_blocked =
    { $count ->
        [one] 1 mensagem oculta (pessoa bloqueada)
       *[other] { $count } mensagens ocultas (pessoa bloqueada)
    }
blocks_confirm_title = Bloquear { $name }?
blocks_confirm_text = Deixará de ver as mensagens dessa pessoa na conversa, e ela não poderá juntar-se a uma mesa que organiza ou em que joga. Ela não é avisada. Pode desfazer isto a qualquer momento nas definições.
blocks_confirm_button = Bloquear { $name }
blocks_confirm_cancel = Cancelar
chat_blocked_done = Bloqueio feito: deixou de ver as mensagens dessa pessoa.
report_message_label = A mensagem
feed_chat = Mensagens novas em { $table }
feed_chat_text = { $name } escreveu: { $body }
feed_chat_plain = Há mensagens novas na conversa de { $table }.
push_chat_title = Mensagens novas em { $name }
push_chat_body = Abra a mesa para ler a conversa.
mail_digest_chat_intro = Mensagens novas na conversa:
