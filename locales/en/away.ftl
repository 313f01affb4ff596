### Words of never missing a move: reminders before a deadline, and time away.

# Reminders: the feed's title, the mail's subject and first line.
reminder_1h = { $table }: your move is due in about an hour
reminder_12h = { $table }: your move is due in about 12 hours
# Settings.
settings_away_title = Reminders and time away
settings_reminders_legend = A reminder before the clock plays for you
reminders_auto = 12 hours before, at tables with a time limit of a day or more
reminders_12h = 12 hours before
reminders_1h = 1 hour before
reminders_both = 12 hours and 1 hour before
reminders_none = No reminders
settings_reminders_save = Save reminders
settings_reminders_saved = Your reminders are saved.
settings_reminders_note = Reminders come by mail (when it is on), in your feed and as notifications, once per move. A reminder only comes at tables whose time limit is longer than it.
settings_away_subtitle = Time away
settings_away_intro = Going away? While you are away, your tables do not wait for you: the clock plays for you at once (a random card, no vote, your turn as storyteller passes). You keep your seat and your points and do not resign, but these moves count as they would when time runs out: you score nothing for a vote you did not cast, a turn as storyteller that passes is lost (in party and teams it counts as your turn to tell), and fewer voters change the others' points too (if the only player who votes finds the card, everyone who voted found it, and the storyteller scores nothing). At most 14 days at a time.
settings_away_now = You are away until { $until }.
settings_back_button = I'm back
field_away_until = I'm away until
field_away_until_hint = the day you are back, at most 14 days from today
settings_away_button = I'm away
settings_away_saved = You are away: your tables will not wait for you.
settings_back_saved = Welcome back: your tables wait for you again.
away_err_past = Pick a time to come: you cannot be away until a time that has passed.
away_err_too_long = You can be away for at most 14 days at a time.
away_err_date = Pick the day you are back.
err_reminders = Pick one of the reminder settings.
# The table.
away_until_tag = away until { $until }
ev_acted_for_away = { $name } is away: the clock plays for them.
