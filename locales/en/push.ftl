### Words of push notifications: the settings' section, the refusals, and what a push says.

# The settings page's section.
settings_push_title = Notifications on this device
settings_push_intro = Your browser can show a notification when a table awaits your move, a round is revealed or a game ends, even with no Fabula tab open. Turn them on in each browser you play in.
settings_push_needs_js = Turning notifications on needs JavaScript, which is off in this browser.
settings_push_turn_on = Turn on notifications
settings_push_turn_off = Turn off on this device
settings_push_on = Notifications are on for this device.
settings_push_off = Notifications are off for this device.
settings_push_unsupported = This browser cannot receive push notifications.
settings_push_denied = Notifications are blocked for this site in the browser's settings.
settings_push_failed = Notifications could not be turned on. Try again later.
settings_push_devices = Devices with notifications on
settings_push_none = No device has notifications on.
settings_push_since = on since { $when }
settings_push_remove = Remove
settings_push_remove_label = Remove { $device }
settings_push_removed = The device was removed: it gets no more notifications.
# Refusals.
push_err_endpoint = Notifications cannot be sent to that address: it must be the https address of a push service.
push_err_keys = The subscription's keys are not valid.
push_err_device = A device name has at most 100 characters.
push_err_too_many = Notifications can be on in at most { $count } devices; remove one first.
# What a push says: `push_{kind}_title` and `push_{kind}_body`, with {name} (the table's),
# {round} and {what} (what the table waits for); a kind without its own words gets
# `push_notice_*`.
push_your_move_title = Your move at { $name }
push_your_move_body = Round { $round }: time to { $what }.
push_round_revealed_title = Round { $round } revealed at { $name }
push_round_revealed_body = See who found the storyteller's card.
push_game_ended_title = The game at { $name } has ended
push_game_ended_body = See the final scores.
push_notice_title = News at { $name }
push_notice_body = Open the table to see what happened.
