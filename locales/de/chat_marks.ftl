### Words of new chat messages (the unread marks, the feed, pushes and the digest), and of
### reporting and blocking from the chat.

chat_unread =
    { $count ->
        [one] 1 neue Nachricht im Chat
       *[other] { $count } neue Nachrichten im Chat
    }
chat_new_tag = neu
chat_blocked =
    { $count ->
        [one] 1 Nachricht ausgeblendet (blockiert)
       *[other] { $count } Nachrichten ausgeblendet (blockiert)
    }
blocks_confirm_title = { $name } blockieren?
blocks_confirm_text = Du siehst ihre Nachrichten im Chat nicht mehr, und die Person kann keinem Tisch beitreten, den du eröffnest oder an dem du spielst. Sie erfährt es nicht. Du kannst das jederzeit in den Einstellungen rückgängig machen.
blocks_confirm_button = { $name } blockieren
blocks_confirm_cancel = Abbrechen
chat_blocked_done = Blockiert: Du siehst ihre Nachrichten nicht mehr.
report_message_label = Die Nachricht
feed_chat = Neue Nachrichten an { $table }
feed_chat_text = { $name } hat geschrieben: { $body }
feed_chat_plain = Im Chat von { $table } gibt es neue Nachrichten.
push_chat_title = Neue Nachrichten an { $name }
push_chat_body = Öffne den Tisch, um den Chat zu lesen.
mail_digest_chat_intro = Neue Nachrichten im Chat:
