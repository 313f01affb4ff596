### Words of blocking and reporting.

table_err_blocked = You cannot join this table.
table_err_blocked_take = You cannot take this seat.
table_err_blocked_watch = You cannot watch this table.
block_err_yourself = You cannot block yourself.
block_err_unknown = There is no player of this name.
report_err_kind = A report is about a message, a deck, a card or a table name.
report_err_target = There is nothing of this kind and number for you to report.
report_err_empty = Say why you report it.
report_err_too_long = A reason has at most { $max } characters.
# The page of blocked people (from the settings page).
blocks_link = Blocked players
blocks_title = Blocked players
blocks_intro = You do not see the chat messages of someone you blocked, and they cannot join a table you host or sit at. They are not told who blocked them.
blocks_list_title = Whom you blocked
blocks_none = You have blocked nobody.
blocks_unblock = Unblock
blocks_add_title = Block a player
blocks_username = Their username
blocks_block = Block
blocks_done_blocked = The player is blocked.
blocks_done_unblocked = The player is unblocked.
# The report form.
report_link = Report
report_deck_link = Report this deck
report_card_link = Report this picture
report_table_name_link = Report the table's name
report_title = Report
report_what_message = You report a chat message to the moderators.
report_what_deck = You report a deck to the moderators.
report_what_card = You report a picture of a deck to the moderators.
report_what_table_name = You report the name of a table to the moderators.
report_reason = Why
report_reason_hint = at most 500 characters
report_send = Send the report
report_done = Thank you: the moderators will read your report.
report_back_home = Back to your tables
