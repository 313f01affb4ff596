"""A whole game played with nothing but the Python client that openapi-python-client generates
from the server's OpenAPI document (.ci/client-game builds it): what a third party gets.

Usage: python3 .ci/client-game.py BASE_URL FOLDER_HOLDING_fabula_api
"""

import io
import sys
import zipfile

sys.path.insert(0, sys.argv[2])

from fabula_api import AuthenticatedClient, Client  # noqa: E402
from fabula_api.api.accounts import create_account, create_token, export_me, get_me  # noqa: E402
from fabula_api.api.decks import list_decks  # noqa: E402
from fabula_api.api.moves import give_clue, play_cards, vote  # noqa: E402
from fabula_api.api.push import get_push_key  # noqa: E402
from fabula_api.api.tables import (  # noqa: E402
    create_table,
    get_table,
    join_table,
    list_rounds,
    start_game,
)
from fabula_api.models import (  # noqa: E402
    ClueBody,
    FirstStoryteller,
    JoinBody,
    NewAccountBody,
    NewTableBody,
    NewTokenBody,
    Problem,
    SubmitBody,
    VoteBody,
)

base = sys.argv[1]


def expect(answer, status):
    """The parsed body of an answer that must have `status`; anything else stops the game."""
    if answer.status_code != status:
        raise SystemExit(f"expected {status}, got {answer.status_code}: {answer.content!r}")
    if isinstance(answer.parsed, Problem):
        raise SystemExit(f"a problem where {status} was expected: {answer.parsed}")
    return answer.parsed


# Operations that need no token work with the plain client.
anonymous = Client(base_url=base, raise_on_unexpected_status=True)
assert expect(get_push_key.sync_detailed(client=anonymous), 200) is not None

players = []
for name in ["ada", "bea", "cai"]:
    password = f"{name}-password-for-the-client"
    expect(
        create_account.sync_detailed(
            client=anonymous, body=NewAccountBody(username=name, password=password)
        ),
        201,
    )
    token = expect(
        create_token.sync_detailed(
            client=anonymous, body=NewTokenBody(username=name, password=password, name="client")
        ),
        201,
    )
    players.append(AuthenticatedClient(base_url=base, token=token.token))
host = players[0]
assert expect(get_me.sync_detailed(client=host), 200).username == "ada"
# Without a token the built-in decks are listed; with one, the caller's own as well.
assert expect(list_decks.sync_detailed(client=anonymous), 200)
assert expect(list_decks.sync_detailed(client=host), 200)

table = expect(
    create_table.sync_detailed(
        client=host,
        body=NewTableBody(
            ruleset="2021", target_score=10, first_storyteller=FirstStoryteller.HOST
        ),
    ),
    201,
)
for joiner in players[1:]:
    expect(join_table.sync_detailed(table.id, client=joiner, body=JoinBody(code=table.code)), 200)
expect(start_game.sync_detailed(table.id, client=host), 200)

moves = 0
while True:
    views = [expect(get_table.sync_detailed(table.id, client=p), 200) for p in players]
    if views[0].status == "finished":
        break
    moved = False
    for player, view in zip(players, views):
        you = view.you
        if "clue" in you.allowed:
            card = you.hand[0].id
            answer = give_clue.sync_detailed(
                table.id, client=player, body=ClueBody(clue=f"A clue, move {moves}", card=card)
            )
        elif "submit" in you.allowed and not you.submitted:
            # Two cards each with three players, one with more.
            count = 2 if len(view.seats) == 3 else 1
            cards = [card.id for card in you.hand[:count]]
            answer = play_cards.sync_detailed(table.id, client=player, body=SubmitBody(cards=cards))
        elif "vote" in you.allowed and not you.votes:
            position = next(card.position for card in view.board if not card.mine)
            answer = vote.sync_detailed(
                table.id, client=player, body=VoteBody(positions=[position])
            )
        else:
            continue
        expect(answer, 200)
        moves += 1
        moved = True
        break
    if not moved:
        raise SystemExit(f"nobody can move at table {table.id}: {views[0]}")
    if moves > 500:
        raise SystemExit("the game did not end")

final = expect(get_table.sync_detailed(table.id, client=host), 200)
assert final.winners, final
rounds = expect(list_rounds.sync_detailed(table.id, client=host), 200)
assert rounds and all(r.clue for r in rounds), rounds

# The export is a zip, read as bytes.
export = export_me.sync_detailed(client=host)
assert export.status_code == 200, export
names = zipfile.ZipFile(io.BytesIO(export.content)).namelist()
assert "tables.json" in names, names

print(f"a whole game through the generated client: {moves} moves, {len(rounds)} rounds")
