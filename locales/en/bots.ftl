### Words of house bots and live tables.

bots_err_not_host = Only the host can seat or remove house bots.
bots_err_none_free = Every house bot already sits at this table.
bots_err_not_a_bot = No house bot sits in that seat.
bots_add_button = Add a house bot
bots_remove_button = Remove { $name }
bots_take_button = Let a house bot play { $name }'s seat
bots_hint = House bots play by themselves from what their own seat sees, reading the words of the cards. A table of one person and bots is a practice game.
bots_random = Some cards of this table have no words, so the house bots play them at random.
bots_badge = bot
live_err_minutes = A live table's time limit is 1, 2, 3 or 5 minutes a move.
live_err_both = Give the time limit in hours or in minutes, not both.
live_choice = Live: { $minutes } min a move, no mail
bots_pace_quick = House bots move a few seconds after their turn comes.
bots_pace_human = House bots take their time, as people do.
bots_pace_to_quick = Let them move at once
bots_pace_to_human = Let them take their time
bots_plain_clue_1 = Once upon a time
bots_plain_clue_2 = Far away
bots_plain_clue_3 = Almost
bots_plain_clue_4 = Home
bots_plain_clue_5 = A secret
live_summary_played = A live game: { $rounds ->
    [one] one round
   *[other] { $rounds } rounds
 } in { $minutes } min.
live_summary_teller = Best storyteller: { $name }, who scored on { $scored } of { $told } clues.
bots_err_pace = The bots' pace is quick or human.
