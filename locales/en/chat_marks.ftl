### Words of new chat messages (the unread marks, the feed, pushes and the digest), and of
### reporting and blocking from the chat.

# The unread marks: the home page's list of tables, the top of the table page, the chat.
chat_unread =
    { $count ->
        [one] 1 new message in the chat
       *[other] { $count } new messages in the chat
    }
chat_new_tag = new
# Where messages of a blocked person were.
chat_blocked =
    { $count ->
        [one] 1 message hidden (blocked)
       *[other] { $count } messages hidden (blocked)
    }
# Blocking from the chat: asked first, then back where it was.
blocks_confirm_title = Block { $name }?
blocks_confirm_text = You will no longer see their chat messages, and they cannot join a table you host or sit at. They are not told. You can undo this at any time in the settings.
blocks_confirm_button = Block { $name }
blocks_confirm_cancel = Cancel
chat_blocked_done = Blocked: you no longer see their messages.
# The report form of a message shows it.
report_message_label = The message
# The feed, pushes and the digest.
feed_chat = New messages at { $table }
feed_chat_text = { $name } wrote: { $body }
feed_chat_plain = There are new messages in the chat at { $table }.
push_chat_title = New messages at { $name }
push_chat_body = Open the table to read the chat.
mail_digest_chat_intro = New messages in the chat:
