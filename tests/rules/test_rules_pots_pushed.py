"""A pot pushed on a misread (TDA 2024 Rules 12 and 22; catalog X21): pushed to the wrong hand, pushed whole
where it splits, pushed without the low half, or pushed after a tabled winner was killed. Found before the next
hand begins, every chip pushed comes back from where it went and the pots go to the hands as they read; found
after the next hand's first riffle ('riffle'), the pushes stand. Each oracle is worked out by hand in the test."""

from __future__ import annotations

import pytest
from test_rules_showdown_tabling import BOOKS, P1_WINS, P2_WINS, RIVER_BET, situation

from dealerschool.rules.engine import rule_on
from dealerschool.situations import IrregularityKind, from_mapping, replay


def test_a_push_to_the_seat_the_hands_give_the_pot_is_no_mistake():
    played = replay(situation(RIVER_BET + ["show p1", "show p2", "push p1"]))
    assert played.irregularities == [] and played.table.finishing_stacks() == P1_WINS


def test_a_push_to_another_seat_is_carried_out_as_made_and_recorded():
    played = replay(situation(RIVER_BET + ["show p1", "show p2", "push p3"]))
    (found,) = played.irregularities
    assert (found.kind, found.seat) == (IrregularityKind.POT_PUSHED_WRONG, 2)
    assert played.table.finishing_stacks() == [188, 188, 224]  # the folded seat 3 took the 26
    played.table.check_invariants()


@pytest.mark.parametrize("book", BOOKS)
def test_a_pot_pushed_to_the_beaten_hand_comes_back_before_the_riffle(book):
    ruling = rule_on(situation(RIVER_BET + ["show p1", "show p2", "push p2"]), book)
    assert (ruling.rule.id, ruling.code.value) == ("pot-pushed-wrong", "cards-speak")
    assert ruling.table.finishing_stacks() == P1_WINS and ruling.table.pot == 0
    assert "come back to the middle before the next hand begins: seat 2 gives back 26." in " ".join(ruling.remedy)


@pytest.mark.parametrize("book", BOOKS)
def test_the_same_push_disputed_after_the_riffle_stands(book):
    ruling = rule_on(situation(RIVER_BET + ["show p1", "show p2", "push p2", "riffle"]), book)
    assert (ruling.rule.id, ruling.code.value) == ("pot-disputed-after-next-hand", "results-stand")
    assert ruling.table.finishing_stacks() == P2_WINS and ruling.table.is_complete


@pytest.mark.parametrize("book", BOOKS)
def test_a_tabled_winner_killed_and_the_pot_pushed_comes_back_before_the_riffle(book):
    # Before the fix the killed hand was read back after the push (pot 0), looked like a loser, and under
    # sources and Robert's Rules the kill stood (losing-hand-killed, action-stands) with the pot left on seat 2.
    ruling = rule_on(situation(RIVER_BET + ["show p1", "show p2", "kill p1", "push"]), book)
    assert (ruling.rule.id, ruling.code.value) == ("tabled-hand-killed", "cards-speak")
    assert ruling.table.finishing_stacks() == P1_WINS


@pytest.mark.parametrize("book", ["sources", "robert-rules"])
def test_a_tabled_loser_killed_and_the_pot_pushed_is_still_a_loser_killed(book):
    ruling = rule_on(situation(RIVER_BET + ["show p1", "show p2", "kill p2", "push"]), book)
    assert (ruling.rule.id, ruling.code.value) == ("losing-hand-killed", "action-stands")
    assert ruling.table.finishing_stacks() == P1_WINS


def test_a_tabled_winner_killed_found_after_the_riffle_stands():
    ruling = rule_on(situation(RIVER_BET + ["show p1", "show p2", "kill p1", "push", "riffle"]), "tda-2024")
    assert (ruling.rule.id, ruling.code.value) == ("pot-disputed-after-next-hand", "results-stand")
    assert ruling.table.finishing_stacks() == P2_WINS


# Seat 1 (2c 4c) and seat 2 (3d 5d) play the board's straight 9s Th Jc Qd Kh; the river as above: a pot of 26.
SPLIT_STUB = "2c3d6h4c5d7s8c9sThJc8dQd8hKh"


def test_a_split_pot_pushed_whole_is_split_before_the_riffle():
    found = situation(RIVER_BET + ["show p1", "show p2", "push p2"], stub=SPLIT_STUB)
    ruling = rule_on(found, "tda-2024")
    assert ruling.code.value == "cards-speak" and ruling.table.finishing_stacks() == [201, 201, 198]


def test_a_hi_lo_pot_pushed_without_its_low_half_is_divided_before_the_riffle():
    # Omaha/8 checked down, a pot of 6: seat 1's kings win high (3); seats 2 and 3 tie the low 7-4-3-2-A (2 and
    # 1: the odd chip to seat 2, first left of the button, TDA 2024 Rule 20-A). All 6 pushed to seat 1.
    events = ["continue", "p3 cc", "p1 cc", "p2 cc"] + ["continue", "p1 cc", "p2 cc", "p3 cc"] * 3 + \
        ["show p1", "show p2", "show p3", "push p1"]
    found = from_mapping({"variant": "FO/8", "blinds_or_straddles": [1, 2], "small_bet": 2, "big_bet": 4,
                          "starting_stacks": [200, 200, 200], "button": 3,
                          "stub": "KhAhAcKd2h2c9sJdJs9cTcTh5d3d4s7h6dKs8dQd", "events": events}, "test")
    ruling = rule_on(found, "tda-2024")
    assert (ruling.rule.id, ruling.code.value) == ("pot-pushed-wrong", "cards-speak")
    assert ruling.table.finishing_stacks() == [201, 200, 199]
