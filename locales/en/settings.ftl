### Words of the account settings, the private feed and the mail.

# The settings page.
nav_settings = Settings
settings_title = Account settings
settings_link = Your settings
settings_mail_title = Mail
settings_mail_intro = Fabula can write to you when a table awaits your move, so that you need not keep a tab open. Nothing but a confirmation is sent to an address until you confirm it.
settings_no_smtp = This server sends no mail at the moment; your choices are kept for when it does.
field_email = Email address
field_email_hint = leave it empty to get no mail
settings_email_confirmed = { $email } is confirmed.
settings_email_unconfirmed = { $email } is not confirmed yet: open the link in the mail Fabula sent to it.
settings_email_resend = Send the confirmation mail again
settings_mode_legend = When to write
mail_mode_move = At each move
mail_mode_move_hint = a mail whenever a table starts waiting for you
mail_mode_daily = Once a day
mail_mode_daily_hint = at most one mail a day, listing the tables that wait for you
mail_mode_off = Never
mail_mode_off_hint = no mail; the home page and your feed still show your moves
settings_save = Save
settings_saved = Your settings are saved.
settings_confirm_resent = A new confirmation mail will be sent within a few minutes.
err_email_invalid = This is not an email address Fabula can write to.
err_mail_mode = Choose when to write: at each move, once a day or never.
settings_feed_title = Private feed
settings_feed_intro = Follow your tables in any feed reader: an entry when a table awaits your move, a round is revealed or a game ends. Anyone who knows the address can read the feed, so keep it to yourself.
settings_feed_none = Your feed has no address yet.
settings_feed_make = Make my feed's address
settings_feed_renew = Make a new address (the old one stops working)
settings_feed_renewed = Your feed has a new address; any earlier one no longer works.
settings_feed_open = Open the feed
field_feed_url = Feed address
# The pages of the links in mail.
confirm_title = Confirm your address
confirm_text = Confirm that Fabula may write to { $email } about your tables.
confirm_submit = Confirm my address
confirm_done = Thank you: { $email } is confirmed. Fabula will write to it as your settings say.
unsubscribe_title = Stop mail
unsubscribe_text = Fabula writes to { $email } about your tables. Stop all mail to this address?
unsubscribe_submit = Stop all mail
unsubscribe_done = Done: Fabula sends no more mail to { $email }. You can turn mail on again in your settings.
mail_link_unknown = This link is not valid (any more).
# Mail.
mail_hello = Hello { $name },
mail_confirm_subject = Confirm your address for Fabula
mail_confirm_intro = someone, we hope you, asked Fabula to write to this address about their tables. To confirm, open this link and press the button:
mail_confirm_ignore = If it was not you, ignore this mail: nothing more will be sent to this address.
mail_move_subject = Your move at { $table }
mail_clue = The clue: “{ $clue }”.
mail_deadline = Please move before { $deadline }; after that the clock moves for you.
mail_open_table = Open the table:
mail_digest_subject =
    { $count ->
        [one] Fabula: a table waits for you
       *[other] Fabula: { $count } tables wait for you
    }
mail_digest_intro = These tables wait for your move:
mail_digest_line = { $table } ({ $ruleset }, round { $round }): { $what }
mail_digest_before = , before { $deadline }
mail_footer_why = You get this mail because of your settings:
mail_footer_unsubscribe = To stop all mail from Fabula:
# The feed.
feed_title = Fabula: the tables of { $name }
feed_what_clue = tell a clue
feed_what_submit = play a card
feed_what_submit_two = play two cards
feed_what_vote = vote
feed_your_move = Your move at { $table }: { $what }
feed_your_move_text = { $table } waits for you to { $what } (round { $round }).
feed_round_revealed = Round { $round } revealed at { $table }: you scored { $points }
feed_round_revealed_plain = Round { $round } revealed at { $table }
feed_clue_was = The clue was “{ $clue }”.
feed_points = Points this round: { $points }.
feed_game_over = Game over at { $table }: { $winners } won
feed_game_over_plain = Game over at { $table }
feed_final_scores = Final scores: { $scores }.
# The security page.
security_title = Password and sessions
security_link = Password, signed-in devices and API tokens
security_password_title = Change the password
security_password_intro = When the password changes, every other device where you are signed in is signed out, and every API token below stops working (make a new one here in one click).
security_current_password = Current password
security_new_password = New password
security_password_submit = Change the password
security_password_changed = Your password is changed; every other session has ended, and so has every API token.
security_sessions_title = Where you are signed in
security_this_session = this browser
security_last_seen = last seen
security_since = since
security_end_session = Sign out there
security_end_all = Sign out everywhere
security_end_all_intro = Signing out everywhere ends every session, this one too, and every API token of the account.
security_session_ended = That session has ended.
security_tokens_title = API tokens
security_tokens_intro = Programs and bots play with these (see the API page). Revoking one stops it at once.
security_tokens_none = No API token.
security_last_used = last used
security_revoke_token = Revoke
security_token_revoked = The token is revoked.
security_new_token = Make a new token
security_token_made = Your new API token. Copy it now: it is shown only this once, and Fabula keeps only a fingerprint of it.
settings_feed_once = Copy it now: it is shown only this once. Fabula keeps only a fingerprint of it.
settings_feed_hidden = Your feed has an address, shown only when it was made. To see one again, make a new one: the old address stops working.
# The name other players see.
settings_profile_title = Your name
settings_name_hint = at most 50 characters; your username if left empty
settings_name_save = Change the name
settings_name_saved = Your name is changed; every table shows the new one.
# "Forgot your password?"
forgot_link = Forgot your password?
forgot_title = Forgot your password?
forgot_intro = Give your username or your confirmed email address: Fabula mails a link to choose a new password to the account's confirmed address.
field_username_or_email = Username or email address
forgot_submit = Send the link
forgot_sent = If an account with that name or address has a confirmed address, a link to choose a new password is on its way there. It works for an hour. No mail? Check the spam folder, or ask again in a few minutes.
err_reset_slow_down = Too many tries from your network. Please wait { $minutes } minutes before trying again.
reset_title = Choose a new password
reset_for = For the account { $username }.
reset_submit = Save the new password
reset_done = Your password is changed, and every session and API token of your account has ended. Sign in with the new password.
reset_link_unknown = This link to choose a new password does not work: it was used already, it expired (a link works for an hour), or it is not whole.
reset_ask_again = Ask for a new link
mail_reset_subject = Choose a new password for Fabula
mail_reset_intro = someone, we hope you, asked for a new password for your Fabula account { $username }. To choose one, open this link within { $minutes } minutes:
mail_reset_ignore = If it was not you, ignore this mail: your password stays as it is.
# The time zone.
settings_zone_title = Time zone
settings_zone_unset = Times are shown in UTC until you choose your time zone. With JavaScript on, your browser's zone is chosen for you once.
field_time_zone = Your time zone
field_time_zone_hint = a name such as Europe/Lisbon or America/Sao_Paulo; every page, mail and your feed show times in it
settings_zone_save = Save the time zone
settings_zone_saved = Your time zone is saved; times are now shown in it.
err_time_zone = “{ $zone }” is not a time zone Fabula knows: choose a name from the list, such as Europe/Lisbon.
time_zone_unset_note = Times are shown in UTC.
time_zone_choose = Choose your time zone
