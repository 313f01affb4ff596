### The rules page of each ruleset (RULES.md told for players; the Spanish and Portuguese follow
### the wording of the rulebooks where it fits). Which paragraphs make up each page is in
### `web::pages::rules`.

rules_title = Rules
# Summaries, for the index.
rules_sum_classic = The original game: 3 to 6 players; the game ends when the draw pile runs out.
rules_sum_2021 = The 2021 edition: 3 to 8 players; the first to reach 30 points ends the game.
rules_sum_odyssey = Odyssey: 3 to 12 players; from 7 players on, each voter may also vote for a second card.
rules_sum_party = Odyssey's party mode: 6 to 12 players; everyone plays and votes, and the storyteller's red marker spoils a card.
rules_sum_teams = Odyssey's team mode: 6, 8, 10 or 12 players in pairs who score together.
# Headings.
rules_h_setup = Setting up
rules_h_round = A round
rules_h_scoring = Scoring
rules_h_three = Three players
rules_h_many = Seven players or more
rules_h_end = End of the game
rules_h_variants = Variants
rules_h_online = Playing online
# The aim.
rules_goal = Each round one player, the storyteller, gives a clue about one of their pictures. The others add pictures of their own that fit the clue, to lead the table astray, and then try to find the storyteller's picture. A clue that is too plain or too obscure earns the storyteller nothing: the art is to be found by some, but not by all.
rules_goal_party = In party mode there is no card to find: everyone tries to vote, together with as many others as possible, for the card that best fits the clue, while the storyteller's red marker spoils one card.
# Setting up.
rules_setup_classic = 3 to 6 players. The deck is shuffled and each player gets 6 cards (7 with three players); the rest forms the draw pile. Everyone's score starts at 0. Never show your cards to the other players.
rules_setup_2021 = 3 to 8 players. The deck is shuffled and each player gets 6 cards (7 with three players); the rest forms the draw pile. Everyone's score starts at 0.
rules_setup_odyssey = 3 to 12 players. The deck is shuffled and each player gets 6 cards (7 with three players); the rest forms the draw pile. With 3 to 6 players each voter has one voting marker, with 7 to 12 players two.
rules_setup_party = 6 to 12 players. Each player gets 5 cards and one green voting marker; the storyteller also holds a red marker.
rules_setup_teams = 6, 8, 10 or 12 players in teams of two. Partners sit opposite each other and share one score. Each player gets 4 cards.
# The round.
rules_round_clue = The storyteller looks at their hand, picks one card without showing it and gives a clue about it: one or more words, a line of a poem or a song, a film title, a proverb, even a sound. Here you type it (1 to 200 characters).
rules_round_first = In the first round, the first player to come up with a clue becomes the storyteller: here any player may send the first clue, and the first one to arrive wins. The host may instead choose, when creating the table, to tell first or to draw the first storyteller at random.
rules_round_submit = Every other player picks, from their own hand, the card that best fits the clue and plays it in secret.
rules_round_board = The cards are shuffled together with the storyteller's and laid out face up, numbered from 1.
rules_round_vote = Every player except the storyteller votes in secret for the card they believe is the storyteller's. You may not vote for your own card. Once every vote is in, the votes are revealed together with the storyteller's card and the owner of every card.
rules_round_next = The played cards go to the discard pile, every player draws back up to their hand size, and the player on the storyteller's left becomes the next storyteller.
# Scoring.
rules_score_all_none = If everyone who voted found the storyteller's card, or nobody who voted did, the storyteller scores nothing and everyone who voted scores 2.
rules_score_some = Otherwise the storyteller scores 3, and so does every player who found the storyteller's card.
rules_score_bonus = In addition, every player except the storyteller scores 1 point for each vote on their own card.
rules_score_bonus_cap = In addition, every player except the storyteller scores 1 point for each vote on their own card, up to 3 points.
rules_example_base = Example with five players (original rulebook): Julián tells. Only Leo finds Julián's card, number 4, so Julián and Leo score 3 each. Two players voted for Leo's card, number 1: Leo scores 2 more. One player voted for Tomás's card, number 3: Tomás scores 1. The round ends with Leo 5, Julián 3, Tomás 1, Matilde 0 and Nicolás 0, and Tomás, on Julián's left, tells next.
rules_example_2021 = Example with six players (2021 rulebook): Rosa tells. Azul and Verde vote for Rosa's card, so Rosa, Azul and Verde score 3 each. Rojo voted for Morado's card: Morado scores 1. Morado and Amarillo voted for Azul's card: Azul scores 2 more. The round ends with Rosa 3, Azul 5, Verde 3, Morado 1, Amarillo 0 and Rojo 0.
rules_three = With three players, hands have 7 cards and every player except the storyteller plays 2 cards, so there are 5 cards on the board. A player scores 1 point for each vote on either of their cards. At the end of the round, the players who played 2 cards draw 2 (the storyteller draws 1).
rules_end_classic = The game ends after the round in which the last card of the draw pile is drawn, or in which the pile can no longer refill every hand; the discard pile is never reshuffled. The player with the most points wins; tied players share the victory.
rules_end_score = If the draw pile cannot give every player what they need, the rest of it goes onto the discard pile, which is shuffled to form a new draw pile. The game ends at the end of a round in which a player has reached or passed the target score (30 unless the host chose another, from 10 to 100). The player with the most points wins; tied players share the victory.
rules_variant_one_finder = One finder (the original edition's variant, "Contando" in its rulebook): when exactly one player finds the storyteller's card, both score 4 instead of 3. The host may turn it on when creating the table.
rules_variant_one_finder_house = One finder, a house rule here: the original edition's variant ("Contando" in its rulebook), which this edition's rulebook does not have. When exactly one player finds the storyteller's card, both score 4 instead of 3. The host may turn it on when creating the table.
rules_variant_mime = Mime or song: the storyteller may hum a tune or mime instead of saying a phrase. Online the clue is text, so describe your song or your mime; nothing else changes.
# Odyssey, 7 to 12 players.
rules_odyssey_second = With 7 to 12 players, each voter may also vote for a second, different card to improve their chances. A voter finds the storyteller's card if either vote is on it, and every vote counts for the bonus of the card's owner.
rules_odyssey_single = Players who voted for one card only and found the storyteller's card score 1 extra point.
# Party.
rules_party_clue = The storyteller says their clue before even looking at their new hand: here their hand stays hidden until the clue is sent. Unlike the base game, the clue is tied to none of their cards.
rules_party_race = During the first round's race for the first clue, nobody sees their hand until a clue is sent: anyone may turn out to be the storyteller, who tells before looking at their cards.
rules_party_play = Everyone, the storyteller included, plays the card of their hand that best fits the clue. The cards are shuffled and laid out face up, numbered from 1.
rules_party_vote = Everyone, the storyteller included, votes in secret with their green marker for the card that best fits the clue; here you may vote for your own card. The storyteller also places the red marker, in secret, on any card.
rules_party_score = Each player scores as many points as there are players, themselves included, whose green vote is on the same card as theirs, up to 5. A player alone on a card scores nothing, and so does everyone whose green vote is on the card with the red marker.
rules_party_example = Example: Tomás and five other players vote for card 3: each would score 6, capped at 5. Daniel and Myriam vote for card 2, which also carries the storyteller's red marker: 0 each. Laura alone voted for card 5: she scores nothing either.
rules_party_next = The played cards are discarded and everyone draws back up to 5 cards (the discard pile is reshuffled when needed). Then every player passes their whole hand to the player on their left, and the player on the storyteller's left tells next.
rules_party_end = The game ends when every player has been the storyteller once, or as many times as the host chose (up to 5) for a longer game. The player with the most points wins; tied players share the victory.
# Teams.
rules_teams_clue = The storyteller picks a card of their hand and gives a clue about it, as in the base game.
rules_teams_play = The storyteller's partner plays the card of their hand that best fits the clue. Every other team plays exactly one card, from the hand of either member: partners may talk in the open, but never show or describe their cards. Here the first member of a team to play plays for the team.
rules_teams_vote = Nobody who played a card votes: neither the storyteller nor their partner. Beyond that, the rulebook only says that voting and scoring go as in the base game.
rules_teams_reading = This site reads “as in the base game” as follows: in every other team, the member who did not play votes. Nobody may vote for their own card or for their partner's: the board marks your team's card for you. And the points go by team, as below.
rules_teams_score_all_none = If everyone who voted found the storyteller's card, or nobody who voted did, the storyteller's team scores nothing and every team that voted scores 2.
rules_teams_score_some = Otherwise the storyteller's team scores 3, and so does every team whose voter found the storyteller's card.
rules_teams_score = In addition, every team scores 1 point for each vote on its card, up to 3; votes on the card of the storyteller's partner count for the storyteller's team. The rules for seven players or more do not apply, and both partners carry the team's score.
rules_teams_next = Everyone draws back up to 4 cards and the player on the storyteller's left tells next. The game ends when every player has told once, or as many times as the host chose (up to 5) for a longer game. The team with the most points wins; tied teams share the victory.
# Online.
rules_online_async = Here a game is played over hours or days: each player moves whenever they come by. The home page lists the tables waiting for your move, and the table page updates itself when something happens.
rules_online_deadline = The host may set a time limit per move, from 1 hour to 7 days, and give more time while it runs. When it passes, a storyteller who has not given their clue is skipped (the turn passes to the left, with no points), a player who has not played gets a random card of their hand played for them, and a voter who has not voted is left out of the vote and scores nothing for a vote they did not cast. If nobody has sent the first clue of the game in time, the host becomes the storyteller. The history records every act of the clock.
rules_online_live = Live tables: for a game played at one sitting, the host may choose 1, 2, 3 or 5 minutes a move instead. Such a table sends no mail, and its page counts the time down; when it runs out, the clock acts as above within a couple of seconds.
rules_online_skip_party = When a storyteller's turn passes without a clue (time ran out, they resigned or they are away), every player passes their whole hand to the left once more, without drawing, so that the next storyteller too tells before looking at their new hand.
rules_online_leave = Before the start anyone but the host may leave the table. Once the game has started, a player may resign: from then on the clock plays their cards at once, they no longer vote, and they cannot win. A table left with too few active players ends, with the scores as they stand.
rules_online_leave_teams = Before the start anyone but the host may leave the table. Once the game has started, a player may resign: from then on their partner plays the team's card every round (the clock does, once both have resigned) and the team no longer votes. A team wins or loses together: it can still win while one partner plays on, but not once both have resigned. A table left with too few active players ends, with the scores as they stand.
rules_online_away = Away: in Settings you can mark yourself away for up to 14 days. Your tables then do not wait for you: the clock acts for you at once, as when time runs out (your turn as storyteller passes to the left, a random card of your hand is played, the vote ends without you). You keep your seat and your points and do not resign, but these moves count as they would when time runs out: you score nothing for finding the card in a round you did not vote in, a turn as storyteller that passed is lost, and fewer voters change the others' points too: if the only player who votes finds the card, everyone who voted found it, and the storyteller scores nothing.
rules_online_away_party = Away: in Settings you can mark yourself away for up to 14 days. Your tables then do not wait for you: the clock acts for you at once, as when time runs out (your turn as storyteller passes to the left, a random card of your hand is played, the vote ends without you). You keep your seat and your points and do not resign, but these moves count as they would when time runs out: you score nothing in a round you did not vote in, a turn as storyteller that passed counts as your turn to tell, and fewer votes change the others' points too, since fewer of them can meet on a card.
rules_online_away_teams = Away: in Settings you can mark yourself away for up to 14 days. Your tables then do not wait for you: the clock acts for you at once, as when time runs out (your turn as storyteller passes to the left; your partner plays your team's card, or when they cannot, the clock plays a random card of your hand; you do not vote). You keep your seat and your team's points and do not resign, but these moves count as they would when time runs out: your team scores nothing for finding the card in a round it did not vote in, a turn as storyteller that passed counts as your turn to tell, and fewer voters change the others' points too: if the only one who votes finds the card, everyone who voted found it, and the storyteller's team scores nothing.
rules_online_bots = House bots: the host may seat house bots (their names say so) to fill a table, up to the ruleset's number of players; a person alone with bots plays a practice game. A bot plays by the same rules and sees only what its own seat sees; it reads the words of the cards, picks a clue it hopes some but not all will find, plays the card of its hand closest to a clue and votes for the card closest to it. Bots never chat. The host may also let a bot play a resigned player's seat.
rules_online_history = Every scored round stays visible in the table's history: the cards, who played them, who voted for which, and the points.
