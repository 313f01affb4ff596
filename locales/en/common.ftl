### Words of every page: layout, accounts, errors.

skip_link = Skip to the content
nav_site = Site
nav_table = This table
site_tagline = The storytelling card game, played over days with friends.
nav_home = Home
nav_sign_in = Sign in
nav_register = Create an account
nav_sign_out = Sign out
signed_in_as = Signed in as
footer_language = Language
home_welcome = Welcome
home_intro = One player tells a clue about a picture; the others play their own pictures to fool the table, then try to find the storyteller's card. Each of you moves whenever you come by.
home_get_started = Create an account or sign in to start playing.
field_username = Username
field_username_hint = 3 to 32 of a–z, A–Z, 0–9, _ and -: no spaces or accents
field_display_name = Name shown to other players
field_display_name_hint = optional; any letters, with accents and spaces, such as “Lucía” or “Ana Lima”; your username if left empty
field_password = Password
field_password_hint = at least 8 characters
register_title = Create an account
register_submit = Create my account
register_have_account = Already have an account?
sign_in_title = Sign in
sign_in_submit = Sign in
sign_in_no_account = New here?
error_title = Something is not right
error_not_found = There is nothing at this address.
error_sign_in_first = Please sign in first.
error_table_hint = If someone gave you this address, the table may be private: ask its host for the invite link.
error_back_home = Back to the home page
error_internal = Something went wrong on our side; please try again.
error_method = This address does not take that kind of request.
error_too_large = This form is larger than the server accepts.
error_bad_request = This request could not be read; please go back and try again.
err_wrong_credentials = Wrong username or password.
err_username_taken = That username is taken; please choose another.
err_username_shape = A username has 3 to 32 characters, each one of a–z, A–Z, 0–9, _ or -: no spaces or accents. A name like “Lucía” or “Ana Lima” goes in the name shown to other players.
err_password_length = A password has 8 to 256 characters.
err_display_name_length = A display name has at most 50 characters.
err_sign_in_slow_down = Too many failed sign-ins. Please wait { $minutes } minutes before trying again.
err_register_busy = Many new accounts are being made right now. Please try again in a minute.
err_code_slow_down = Too many wrong codes from your network. Please try again in { $minutes } minutes.
err_register_slow_down = Too many new accounts from your network. Please try again in { $minutes } minutes.
err_busy = The server is busy checking other passwords; please try again in a moment.
err_catching_breath = The game is catching its breath; try again in a moment.
page_possibly_behind = The game is catching its breath: this page shows the table as this server last knew it, and may be behind. Moves and chat wait until it is back, in a moment.
notice_failed_sign_ins =
    { $count ->
        [one] Since your last visit, one sign-in attempt with your username failed. If that was not you, choose a stronger password in Settings.
       *[other] Since your last visit, { $count } sign-in attempts with your username failed. If that was not you, choose a stronger password in Settings.
    }
err_text_characters = This text has a character that is not allowed here ({ $code }): control characters, and characters that change the direction of the text, are refused.
err_current_password = Your current password is not right.
err_too_many_requests = Too many requests from your address at once; please try again in a moment.
err_body_too_slow = The request took too long to arrive; please try again.
err_display_name_look_alike = That name is, or looks like, another player's name; please choose another display name.
