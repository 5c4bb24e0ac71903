"""Stud: a seat folded with nothing bet, passed by the dealer on the next street (Robert's Rules Seven-Card Stud 7:
"that seat will continue to receive cards until the hand is killed as a result of a bet"). The pass can be written
(`skip pN`), and the ruling deals the seat its card in its place; a bet since the fold killed the hand, and then no
card is due to it. Found by set 03o's case 09 (the notation refused the pass)."""

import pytest

from dealerschool import situations
from dealerschool.rules.engine import rule_on

SITUATION = """
variant = "F7S"
starting_stacks = [100, 100, 100]
antes = 1
bring_in = 2
small_bet = 5
big_bet = 10
stub = "2h3d5s6c7dJh9d4c9hTcKc8sQsAh2c3c4d"
events = ["continue", "p2 pb", "p3 cc", "p1 cc", "continue", "p1 f", {fourth}, "collect", "burn", {fifth}]
"""


def situation(fourth: str, fifth: str) -> situations.Situation:
    return situations.loads(SITUATION.replace("{fourth}", fourth).replace("{fifth}", fifth))


@pytest.mark.parametrize("book", ["robert-rules", "sources"])
def test_the_passed_seat_is_dealt_its_card_first(book):
    ruling = rule_on(situation('"p2 cc", "p3 cc"', '"skip p1"'), book)
    assert ruling.rule.id == "stud-fold-with-no-wager" and ruling.code.value == "keep-dealing-to-seat"
    table = ruling.table
    queued = [op for op in table.queued() if type(op).__name__ == "DealCard"]
    assert [op.seat for op in queued] == [0, 1, 2]  # p1's fifth-street card, in its place, then p2's and p3's
    assert not table.seat(0).folded and len(table.seat(0).cards) == 4


def test_under_tda_the_pass_is_right():
    ruling = rule_on(situation('"p2 cc", "p3 cc"', '"skip p1"'), "tda-2024")
    assert ruling.code.value == "fold-stands-penalty-possible"
    assert [op.seat for op in ruling.table.queued() if type(op).__name__ == "DealCard"] == [1, 2]


def test_after_a_bet_killed_the_hand_no_card_is_due_to_the_seat():
    with pytest.raises(ValueError, match="no card is due to seat 1"):
        situation('"p2 cbr 5", "p3 cc"', '"skip p1"')


def test_the_pass_is_for_the_folded_seat_only():
    with pytest.raises(ValueError, match="no card is due to seat 3"):
        situation('"p2 cc", "p3 cc"', '"skip p3"')
