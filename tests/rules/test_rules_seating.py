"""New players (B06): in the gap between the button and the big blind they wait; elsewhere they play."""

from dealerschool import situations
from dealerschool.rules.engine import rule_on

SETUP = """variant = "NT"
blinds_or_straddles = [1, 2]
starting_stacks = [200, 200, 200, 200, 200]
seat_count = 6
seats = [1, 2, 3, 4, 5]
button = 3
seed = 9
"""


def test_new_player_in_the_gap_waits_for_the_button():
    found = situations.loads(SETUP + "new_players = [4]\nevents = []\n")
    for book in ("sources", "tda-2024", "robert-rules"):
        ruling = rule_on(found, book)
        assert ruling.rule.id == "new-player-between-blinds-and-button"
        assert ruling.code.value == "wait-for-button-to-pass"
        assert ruling.table.seats[3] is None  # not dealt in this hand
    table = situations.replay(found).table
    table.run_dealer()
    assert all(not table.seat(i).cards == [] for i in (0, 1, 2, 4)) and table.waiting == (3,)


def test_new_player_after_the_big_blind_is_dealt_in():
    found = situations.loads(SETUP + "new_players = [2]\nevents = []\n")
    table = situations.replay(found).table
    assert table.waiting == () and table.seats[1] is not None
