### Words of the tables: home, lobby, the table page, history.

# Rulesets and small words.
ruleset_classic = Classic
ruleset_2021 = 2021 edition
ruleset_odyssey = Odyssey
ruleset_party = Party (Odyssey)
ruleset_teams = Teams (Odyssey)
word_and = and
players_word = players
players_range = { $min }–{ $max } players
players_teams = 6, 8, 10 or 12 players
hosted_by = hosted by
host_word = host
you_word = you
storyteller_word = storyteller
team_word = team
awaited_word = to move
resigned_word = resigned
winner_word = winner
round_word = round
card_alt = Card
table_default_name = { $host }'s table
field_table_name = Name of the table
field_table_name_hint = optional
viewer_open = See card { $number } large
viewer_close = Close
viewer_prev = Previous
viewer_next = Next
choose_play = Play this card
choose_vote = Vote for this card
choose_pick = Choose this card
time_left = { $time } left
time_any_moment = any moment now
rules_link = Rules
rules_read = Read the rules
history_link = History
back_home = Back to my tables
back_to_table = Back to the table
# Home.
home_my_tables = Your tables
home_no_tables = You do not play at any table yet: create one below, or join one.
home_join_code = Join with a code
field_code = Invite code or link
field_code_hint = Invite code or link
join_unknown_code = No table has this code. Check it and try again.
home_lobby = Open tables
home_lobby_empty = No public table is waiting for players right now. Create one!
lobby_seated = You are in
join_button = Join
home_new_table = New table
field_ruleset = Edition and mode
field_target_score = Target score
field_target_score_hint = 2021 and Odyssey; 10 to 100
field_rounds_per_player = Turns as storyteller each
field_rounds_per_player_hint = party and teams; 1 to 5
field_classic_length = Classic has no score to reach: the game ends when the draw pile runs out, after about 30 to 45 rounds with the built-in deck (fewer with more players or a smaller deck).
field_first_storyteller = First storyteller
first_first_clue = Whoever sends a clue first
first_host = Me, the host
first_random = Drawn at random
field_time_limit = Time per move
field_time_limit_hint = when it runs out, the clock plays
limit_none = No limit
limit_one_hour = 1 hour
limit_hours = { $count } hours
limit_days = { $count } days
field_deck = Deck
field_deck_hint = tick several to play with them all mixed together
deck_builtin_name = Fabula, the built-in deck
deck_make_own = Make a deck of your own pictures
field_one_finder = One finder
field_one_finder_hint = the original edition's variant: if exactly one player finds the card, both score 4
field_one_finder_house = a house rule in this ruleset, taken from the original edition: if exactly one player finds the card, both score 4
create_options_note = Only the options of the chosen ruleset apply; the others are left out.
field_public = Public table
field_public_hint = listed in the lobby; otherwise only your invite link lets people in
create_button = Create the table
line_open = Waiting for players
line_ready = Ready to start
line_finished = Finished
line_your_clue = Your clue!
line_your_card = Your card!
line_your_vote = Your vote!
line_waiting_others = Waiting for the others
# Invite link.
invite_title = You are invited to a table
invite_started = This table has already started; it no longer takes players.
invite_sign_in = Sign in or create an account to take a seat.
invite_link = Invite link
invite_hint = send it to your friends
invite_share_text = Come and play Fabula with us: tell stories with pictures, one move a day.
copy_button = Copy
share_button = Share
copied_note = Copied: paste it into a message to your friends.
invite_code = Code:
# The table page.
poll_changed = The table has changed: reload the page
clue_label = Clue
waiting_for = Waiting for:
deadline_label = Time:
spectating = You are watching this table.
you_resigned_note = You have resigned: the clock plays your cards.
players_title = Players
seat_rule = Seats taken: { $count }; { $min } to { $max } can play.
seat_rule_teams = Seats taken: { $count }; teams play with 6, 8, 10 or 12.
teams_title = Teams
team_number = Team { $number }
team_waiting = waiting for a partner
teams_note = The first two to sit down play together, then the next two, and so on; the host may pair them otherwise. Once the game starts, partners sit opposite each other.
teams_change = Pair the players otherwise
teams_form_note = Give each team number to two players. With an odd number of players, one may wait alone for the next to join.
teams_button = Save the teams
start_button = Start the game
leave_button = Leave the table
head_open = This table is waiting for players.
head_ready_to_start = The table is full: start the game when you are ready.
head_waiting_start = Waiting for more players, or for { $name } to start.
head_waiting_you_start = Waiting for more players, or for you to start.
head_waiting_players_host = Waiting for more players before you can start.
head_waiting_host_full = The table is full: waiting for { $name } to start.
head_waiting_players = Waiting for more players.
head_open_full = This table is full and waits for { $name } to start.
head_submit_team = Play a card for your team: the one of your hand that best fits the clue, unless your partner plays theirs first.
head_submitted =
    { $count ->
        [one] Your card is in. Waiting for the others' cards.
       *[other] Your cards are in. Waiting for the others' cards.
    }
head_players_submit = The players are choosing their cards.
head_vote_team = Which card is { $name }'s? Vote for it; you cannot vote for your team's.
head_voted =
    { $count ->
        [one] Your vote is in. Waiting for the others.
       *[other] Your votes are in. Waiting for the others.
    }
head_players_vote = The players are voting.
head_you_win = The game is over: you win!
head_you_share = The game is over: you share the victory with { $names }!
played_title =
    { $count ->
        [one] Your card this round
       *[other] Your cards this round
    }
awaited_you = you
reveal_nobody_found_you = Nobody who voted found your card: you score nothing, each of them 2.
reveal_everyone_found_you = Everyone who voted found your card: you score nothing, each of them 2.
reveal_one_found_you = One player found your card.
reveal_some_found_you = { $count } players found your card.
head_clue_race = Round 1: the first player to send a clue becomes the storyteller.
head_clue_race_wait = Round 1: waiting for the first clue.
head_your_clue = You are the storyteller: choose a card and give a clue.
head_your_clue_party = You are the storyteller: give a clue first; your hand shows once it is sent.
head_wait_clue = Waiting for { $name }'s clue.
head_submit =
    { $count ->
        [one] Play the card of your hand that best fits the clue.
       *[other] Play { $count } cards of your hand that fit the clue.
    }
head_others_submit = The others are choosing their cards.
head_partner_played = Your partner played for your team. Waiting for the others.
head_vote = Which card is { $name }'s? Vote for it; you cannot vote for your own.
head_vote_party = Which card fits the clue best? Vote with the others to score.
head_others_vote = The others are voting.
head_finished = The game is over.
head_winner = The game is over: { $names } wins!
head_winners = The game is over: { $names } share the victory!
clue_title = Your clue
clue_title_race = Be the first storyteller
clue_pick_card = The card your clue is about
clue_party_note = In party the clue is tied to no card.
clue_field = Clue
clue_field_hint = a word, a phrase, a line of a song…
clue_button = Give the clue
submit_title =
    { $count ->
        [one] Your card for this clue
       *[other] Your two cards for this clue
    }
submit_button =
    { $count ->
        [one] Play this card
       *[other] Play these cards
    }
hand_title = Your hand
board_title = The board
vote_button = Vote
vote_tap_note = Choose the card you vote for.
vote_second = second vote
vote_no_second = No second vote
vote_second_note = You may also vote for a second, different card. Finding the card with one vote only earns 1 extra point.
vote_red = red marker
vote_red_note = Vote for the card that fits best, and put your red marker on a card: whoever votes for it scores nothing.
your_card = your card
team_card = your team's card
your_vote = your vote
your_red = your red marker
scores_title = Scores
resign_open = Resign…
resign_explain = If you resign, the clock plays your cards from now on (in Teams, your partner plays your team's card) and you no longer vote. You cannot come back.
resign_button = Yes, resign
# The reveal.
reveal_title = Round
reveal_nobody_found = Nobody who voted found { $name }'s card: { $name } scores nothing, each of them 2.
reveal_everyone_found = Everyone who voted found { $name }'s card: { $name } scores nothing, each of them 2.
reveal_one_found = One player found { $name }'s card.
points_title = Points
points_total = total { $total }
head_round_scored = Round { $round } is scored: here is how it went.
continue_to_round = On to round { $round }
why_found = found the card +{ $points }
why_told = some found the card, not all +{ $points }
why_all_found_teller = everyone who voted found the card, too easy: 0
why_all_found = everyone who voted found the card +{ $points }
why_none_found_teller = nobody who voted found the card, too hard: 0
why_none_found = nobody who voted found the card +{ $points }
why_votes =
    { $votes ->
        [one] one vote for their card +{ $points }
       *[other] { $votes } votes for their cards +{ $points }
    }
why_votes_capped = { $votes } votes for their cards, at most { $points } count +{ $points }
why_one_marker = found it with one marker +{ $points }
why_together = { $players } votes on the same card +{ $points }
why_together_capped = { $players } votes on the same card, at most { $points } count +{ $points }
why_alone = alone on a card: 0
why_on_red = voted for the card with the red marker: 0
why_missed = did not find the card: 0
why_no_vote = did not vote: 0
why_nothing = no points this round
reveal_some_found = { $count } players found { $name }'s card.
reveal_party = Votes that meet score together; the red marker spoils its card.
storyteller_card = storyteller's card
red_marker = red marker
no_votes = no votes
voted_by = Votes:
# History.
history_title = History
history_no_rounds = No round has been scored yet.
history_log = What happened
ev_created = { $name } created the table.
ev_joined = { $name } joined.
ev_left = { $name } left the table.
ev_game_started = The game started: { $ruleset }, { $players } players, { $hand } cards each.
ev_round_started = Round { $round }: { $name } is the storyteller.
ev_round_started_race = Round { $round }: the first to send a clue becomes the storyteller.
ev_chosen_first_clue = { $name } was the first with a clue and becomes the storyteller.
ev_chosen_host = { $name }, the host, tells first.
ev_chosen_random = { $name } was drawn to tell first.
ev_chosen_clock = Nobody gave a clue in time; the clock chose { $name }.
ev_clue = { $name } gave the clue “{ $clue }”.
ev_played =
    { $count ->
        [one] { $name } played a card.
       *[other] { $name } played { $count } cards.
    }
ev_played_by_clock =
    { $count ->
        [one] The clock played a card for { $name }.
       *[other] The clock played { $count } cards for { $name }.
    }
ev_board = All { $count } cards are on the board: time to vote.
ev_voted = { $name } voted.
ev_abstained = { $name } did not vote in time.
ev_scored = Round { $round } scored: { $points }.
ev_skipped = { $name }'s turn as storyteller passes to the left.
ev_skipped_clock = { $name } did not tell in time; the turn passes to the left.
ev_skipped_resigned = { $name } has resigned; the turn passes to the left.
ev_resigned = { $name } resigned.
ev_reshuffled = The discard pile was shuffled into a new draw pile of { $count } cards.
ev_hands_passed = Everyone passed their hand to the left.
ev_game_ended = The game is over ({ $reason }). Victory: { $names }.
ev_other = Something happened ({ $kind }).
end_draw_pile = the draw pile ran out
end_target_score = the target score was reached
end_everyone_told = everyone has told
end_too_few = too few players remain
