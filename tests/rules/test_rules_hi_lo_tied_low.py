"""Tied lows in the hi-lo games explained by the rule that decides them (issue 15 section 2 item 8).

Two equal lows share the low half; when that half will not divide, the odd chip goes as the game's own
odd-chip rule says. Omaha/8 is a board game (TDA 2024 Rule 20-A: "Board games with 2 or more high or low
hands: the odd chip goes to the first seat left of the button"; Robert's Rules, Ties: "In a button game,
the first hand clockwise from the button gets the odd chip"). Stud/8 is not: TDA 2024 Rule 20-B gives it
"to the high card by suit in the player's 5-card winning hand"; Robert's Rules, Ties to the lowest card by
suit in low games, all cards counted. Each game has its own rule id and words, and the generic split
rule (which says only that equal lows share) no longer explains these pots.
"""

from __future__ import annotations

import pytest

from dealerschool.rules.engine import rule_on
from dealerschool.rules.model import RULEBOOK_NAMES, RulingCode
from dealerschool.situations import from_mapping

OMAHA = {"variant": "FO/8", "blinds_or_straddles": [1, 2], "small_bet": 2, "big_bet": 4,
         "starting_stacks": [200, 200, 200], "button": 3, "stub": "KhAhAcKd2h2c9sJdJs9cTcTh5d3d4s7h6dKs8dQd",
         "events": ["continue", "p3 cc", "p1 cc", "p2 cc"] + ["continue", "p1 cc", "p2 cc", "p3 cc"] * 3
         + ["show p1", "show p2", "show p3"]}
"""Seat 1's kings win high; seats 2 and 3 both make 7-4-3-2-A with A-2 in the hand: a low half of 3."""

STUD = {"variant": "F7S/8", "antes": 12, "bring_in": 25, "small_bet": 150, "big_bet": 300,
        "starting_stacks": [18459, 36900, 33000], "seats": [2, 3, 4], "seat_count": 4, "button": 4, "seed": 661702,
        "house": {"raise_cap": 3, "heads_up_uncapped": False, "stud_ties_by_suit": True, "open_pair_option": True},
        "stub": "Th7hQsTc2hTs2c4sTdJh6c6hAh7d5c8s5sJcKh4d9s",
        "events": ["continue", "p2 pb", "p3 cc", "p4 f", "continue", "p3 cc", "p2 cc", "continue", "p2 cc", "p3 cc",
                   "continue", "p3 cc", "p2 cc", "continue", "p3 cc", "p2 cc", "show p3", "show p2"]}
"""A pot of 86, the hands shown (before that, who shows first is the question: TDA 2024 Rule 17-A); seat 2 (Th Tc 2c 6c 7d 5s 4d) and seat 3 (7h 2h 4s 6h 5c Jc 9s) both make 7-6-5-4-2 low:
the high card of the lows is 7d against 7h (hearts win: seat 3), the lowest of all cards 2c against 2h
(clubs win: seat 2)."""


def shares(ruling) -> list[tuple[int, int, str]]:
    table = ruling.table
    table.run_dealer()
    return [(share.seat + 1, share.amount, share.half) for award in table.awards for share in award.shares]


@pytest.mark.parametrize("book", RULEBOOK_NAMES)
def test_omaha_hi_lo_tied_low_odd_chip_goes_left_of_the_button(book):
    ruling = rule_on(from_mapping(OMAHA, "<omaha8>"), book)
    assert ruling.rule.id == "hi-lo-tied-low-odd-chip" and ruling.code is RulingCode.ODD_CHIP_LEFT_OF_BUTTON
    assert "Omaha/8" in ruling.rule.title and "stud" not in ruling.answer.explanation.lower()
    assert shares(ruling) == [(1, 3, "high"), (2, 2, "low"), (3, 1, "low")]
    assert any("clockwise from the button" in step for step in ruling.remedy)


@pytest.mark.parametrize("book, code, low", [
    ("tda-2024", RulingCode.ODD_CHIP_HIGH_SUIT_IN_HAND, [(3, 22, "low"), (2, 21, "low")]),
    ("robert-rules", RulingCode.ODD_CHIP_LOW_SUIT_ALL_CARDS, [(2, 22, "low"), (3, 21, "low")]),
    ("sources", RulingCode.ODD_CHIP_LOW_SUIT_ALL_CARDS, [(2, 22, "low"), (3, 21, "low")]),
])
def test_stud_hi_lo_tied_low_odd_chip_goes_by_the_rulebooks_card(book, code, low):
    ruling = rule_on(from_mapping(STUD, "<stud8>"), book)
    assert ruling.rule.id == "stud-hi-lo-tied-low-odd-chip" and ruling.code is code
    assert "Stud/8" in ruling.rule.title and "board" not in ruling.answer.explanation.lower()
    assert "button" not in ruling.answer.explanation.lower()
    got = shares(ruling)
    assert got[0] == (2, 43, "high") and sorted(got[1:]) == sorted(low)


def test_a_low_half_that_divides_is_still_the_plain_split():
    # Two more chips in the pot (a limp raised pre-flop would change the hand): here the blinds are
    # doubled, the pot is 12 and its low half of 6 divides: the generic split rule explains it.
    doubled = {**OMAHA, "blinds_or_straddles": [2, 4], "small_bet": 4, "big_bet": 8}
    ruling = rule_on(from_mapping(doubled, "<omaha8-even>"), "tda-2024")
    assert ruling.rule.id == "hi-lo-split"
    assert shares(ruling) == [(1, 6, "high"), (2, 3, "low"), (3, 3, "low")]
