### Words of what happens around the table: chat, "play again", the host's extra time.

# Chat.
chat_title = Table talk
chat_empty = Nobody has said anything yet.
chat_spectator = watching
chat_field = Say something
chat_field_hint = up to 500 characters
chat_button = Send
chat_write = Write a message
chat_write_note = on a page of its own: this one refreshes itself every 30 seconds and would lose your text
chat_page_note = This page does not refresh itself, so take your time. Sending the message takes you back to the table.
chat_err_empty = Write something first.
chat_err_too_long = A message holds at most 500 characters.
chat_err_slow_down = You are writing fast: please wait { $seconds } s before the next message.
history_chat = What was said
# Deadlines and the host's extra time.
deadline_everyone = The time limit holds for everyone the table is waiting for.
extend_label = Give more time:
extend_hours = +{ $count } h
extend_one_day = +1 day
extend_days = +{ $count } days
extend_err_not_host = Only the host can give more time.
extend_err_hours = More time is 1 to 168 hours.
extend_err_no_deadline = No time limit is running at this table now.
ev_extended = { $name } (the host) gave { $hours } more hours.
# Play again.
rematch_button = Play again
rematch_go = Play again: to the new table
rematch_explain = A new table with the same players, seats and options; whoever asks first hosts it and starts it.
rematch_err_not_finished = The game is not over yet.
ev_rematch = { $name } asked to play again: a new table is open.
