### Words of new chat messages (the unread marks, the feed, pushes and the digest), and of
### reporting and blocking from the chat.

chat_unread =
    { $count ->
        [one] 1 nuovo messaggio nella chat
       *[other] { $count } nuovi messaggi nella chat
    }
chat_new_tag = nuovo
chat_blocked =
    { $count ->
        [one] 1 messaggio nascosto (persona bloccata)
       *[other] { $count } messaggi nascosti (persona bloccata)
    }
blocks_confirm_title = Bloccare { $name }?
blocks_confirm_text = Non vedrai più i suoi messaggi nella chat, e questa persona non potrà unirsi a un tavolo che ospiti o a cui giochi. Non ne viene avvisata. Puoi annullare il blocco quando vuoi nelle impostazioni.
blocks_confirm_button = Blocca { $name }
blocks_confirm_cancel = Annulla
chat_blocked_done = Blocco fatto: non vedi più i suoi messaggi.
report_message_label = Il messaggio
feed_chat = Nuovi messaggi a { $table }
feed_chat_text = { $name } ha scritto: { $body }
feed_chat_plain = Ci sono nuovi messaggi nella chat di { $table }.
push_chat_title = Nuovi messaggi a { $name }
push_chat_body = Apri il tavolo per leggere la chat.
mail_digest_chat_intro = Nuovi messaggi nella chat:
