### Why a move or a table's start was refused: the engine's sentences (src/game/error.rs) and
### the table's own, in every language. `{name}` places are filled in by `AppError::message`.

table_err_started = This table has already started.
table_err_full = This table is full.
table_err_leave_started = The game has started: you can resign, but no longer leave.
table_err_host_leaves = As the host you cannot leave your own table before the start.
table_err_not_host = Only the host can start the table.
teams_err_not_host = Only the host can pair the teams.
teams_err_not_teams = Only a Teams table has partners to pair.
teams_err_not_two = Each team is two players.
teams_err_no_seat = There is no seat { $seat } at this table.
teams_err_twice = { $name } is in two teams.
teams_err_unpaired = { $name } has no partner: pair everyone (with an odd number of players, one may wait for the next to join).
teams_err_seats_changed = Someone joined or left meanwhile: look at the teams again.
table_err_not_started = The game has not started yet.
table_err_not_seated = You do not play at this table.
table_err_time_limit = The time limit per move is none (0), 1, 12, 24, 48 or 72 hours, or 7 days (168 hours).
table_err_name = A table's name has at most 60 characters.
table_err_deck_count = Choose between 1 and 20 decks.
table_err_deck_unknown = One of the chosen decks does not exist or is not yours to play with.
rule_game_over = The game is over.
rule_you_resigned = You have resigned from this game.
rule_someone_was_faster = Someone was faster: { $player } gave the first clue.
rule_not_storyteller = You are not the storyteller this round; { $player } is.
rule_clue_already_given = You have already given this round's clue.
rule_wait_for_clue = The table is waiting for the clue.
rule_not_clue_time = The clue has already been given this round.
rule_not_submit_time = Cards are played after the clue and before the vote; this is not the time.
rule_not_vote_time = Votes are cast once every card is on the board; this is not the time.
rule_storyteller_already_played = As the storyteller you played your card with your clue.
rule_already_submitted = You have already played this round.
rule_partner_already_played = Your partner has already played for your team.
rule_storyteller_does_not_vote = The storyteller does not vote.
rule_played_so_no_vote = You played a card for your team this round, so you do not vote.
rule_already_voted = You have already voted this round.
rule_already_resigned = You have already resigned.
rule_no_such_seat = There is no seat { $seat } at this table.
rule_clue_empty = The clue is empty.
rule_clue_too_long = The clue is { $count } characters long; at most 200 are allowed.
rule_clue_card_missing = Choose the card of your hand that your clue is about.
rule_clue_card_in_party = In party the clue is tied to no card: send the clue alone.
rule_not_in_hand = Card { $card } is not in your hand.
rule_wrong_card_count =
    { $expected ->
        [one] Play exactly { $expected } card; you sent { $got }.
       *[other] Play exactly { $expected } cards; you sent { $got }.
    }
rule_duplicate_card = You sent card { $card } twice.
rule_no_vote = Choose the position you vote for.
rule_too_many_votes = You may vote for at most two cards.
rule_second_vote_not_in_ruleset = Only Odyssey allows a second vote.
rule_second_vote_needs_seven = The second vote needs seven players or more; this table has { $count }.
rule_same_card_twice = Your two votes must be on different cards.
rule_bad_position = There is no position { $position } on the board; positions go from 1 to { $size }.
rule_own_card = You cannot vote for your own card (position { $position }).
rule_team_card = You cannot vote for your team's card (position { $position }).
rule_red_missing = As the storyteller, place your red marker as well.
rule_red_not_yours = Only the party storyteller places a red marker.
setup_unknown_ruleset = There is no ruleset called "{ $name }"; choose classic, 2021, odyssey, party or teams.
setup_team_player_count = A teams table needs 6, 8, 10 or 12 players; this one has { $players }.
setup_player_count = A { $ruleset } table needs { $min } to { $max } players; this one has { $players }.
setup_deck_too_small = This deck has { $cards } cards; { $players } players in { $ruleset } need at least { $needed } ({ $missing } missing).
setup_duplicate_card = Card { $card } appears twice in the deck.
setup_target_score = The target score must be between 10 and 100; { $value } was asked.
setup_target_score_unused = A { $ruleset } game does not end at a target score; leave the target score at 30.
setup_rounds_per_player = Each player may tell 1 to 5 times; { $value } was asked.
setup_rounds_per_player_unused = A { $ruleset } game ends at a target score, not after a number of turns each; leave rounds per player at 1.
setup_rounds_per_player_unused_classic = A { $ruleset } game ends when the draw pile runs out, not after a number of turns each; leave rounds per player at 1.
setup_one_finder_unused = The "one finder" variant does not apply to { $ruleset }.
