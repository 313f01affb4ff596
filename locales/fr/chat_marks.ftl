### Words of new chat messages (the unread marks, the feed, pushes and the digest), and of
### reporting and blocking from the chat.

chat_unread =
    { $count ->
        [one] 1 nouveau message dans la discussion
       *[other] { $count } nouveaux messages dans la discussion
    }
chat_new_tag = nouveau
chat_blocked =
    { $count ->
        [one] 1 message masqué (personne bloquée)
       *[other] { $count } messages masqués (personne bloquée)
    }
blocks_confirm_title = Bloquer { $name } ?
blocks_confirm_text = Vous ne verrez plus ses messages dans la discussion, et cette personne ne pourra pas rejoindre une table que vous accueillez ou où vous jouez. Elle n'en est pas informée. Vous pouvez annuler cela à tout moment dans les paramètres.
blocks_confirm_button = Bloquer { $name }
blocks_confirm_cancel = Annuler
chat_blocked_done = Blocage fait : vous ne voyez plus ses messages.
report_message_label = Le message
feed_chat = Nouveaux messages à { $table }
feed_chat_text = { $name } a écrit : { $body }
feed_chat_plain = Il y a de nouveaux messages dans la discussion de { $table }.
push_chat_title = Nouveaux messages à { $name }
push_chat_body = Ouvrez la table pour lire la discussion.
mail_digest_chat_intro = Nouveaux messages dans la discussion :
