### Words of substitutes: a resigned player's seat offered by the host and taken over.

subs_err_not_host = Only the host can offer a seat to someone else.
subs_err_not_playing = Seats are offered and taken only while the game is being played.
subs_err_over = The game is over: its seats can no longer be taken.
subs_err_no_seat = There is no seat { $seat } at this table.
subs_err_not_resigned = Only a seat whose player resigned can be offered to someone else; this player still plays.
subs_err_seated = You already play at this table, so you cannot take another seat.
subs_err_bad_code = This invitation is not valid (any more): ask the host for a new link.
ev_took_over =
    { $last ->
        [1] { $previous } played round 1 in this seat; { $name } plays it from round 2.
       *[other] { $previous } played rounds 1–{ $last } in this seat; { $name } plays it from round { $round }.
    }
ev_took_over_first = { $name } took { $previous }'s seat and plays it from round 1.
subs_offer_button = Offer { $name }'s seat to someone else
subs_offer_hint = Resigned players' seats can be taken by someone new, who plays on with the seat's score and hand.
subs_offer_title = Invitation to take { $name }'s seat
subs_offer_text = Send this link to whoever will play on in this seat, with its score and its hand. It works once; offering the seat again makes a new link, and this one stops working.
subs_offer_link = Invitation link
subs_take_title = Take a seat at a game under way
subs_take_text = { $host } invites you to play on in { $name }'s seat, who resigned. You keep the seat's { $score } points and its hand, and play from round { $round } on.
subs_take_button = Take the seat
subs_take_sign_in = Sign in or create an account to take the seat.
watch_err_open = This table has not started yet: join it to play, or watch once it starts.
watch_intro = You can still watch the game: you see what every spectator sees, never a card in anyone's hand.
watch_button = Watch this table
