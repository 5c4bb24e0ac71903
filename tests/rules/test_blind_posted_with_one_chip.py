"""A blind posted with one oversized chip ('post bb chip 1000'), the prior chip TDA 2024 Rule 46-C reads chips added
to it with: covering the call (Addendum 46 Situation 4) any chip added is a Rule 45 bet of all his chips, left alone
or pulled back; not covering it and left alone (Situation 1), an overchip is a call and several chips are a call
when every one is needed. The chip counts only while the blind is his bet as posted. Bad input is refused with the
event and what to write; what cannot happen on the table is refused and says why."""

import pytest

from dealerschool.rules.engine import rule_on
from dealerschool.situations import from_mapping

POSTED = ["post sb", "post bb chip 1000", "continue", "p3 f"]
"""Hold'em 50-100, four seats, button 4: the big blind (seat 2) posts his 100 as one 1000 chip; seat 3 folds."""


def situation(events, stacks=(10000, 10000, 10000, 10000)):
    return from_mapping({"variant": "NT", "blinds_or_straddles": [50, 100], "starting_stacks": list(stacks),
                         "button": 4, "seed": 464, "events": list(events)}, "test.toml")


@pytest.mark.parametrize("event, message", [
    ("post bb chip", "'chip' names no chip's value"),
    ("post bb chip x", "'chip x' names no chip's value"),
    ("post bb chip 0", "'chip 0' names no chip's value"),
    ("post chip 1000 chip 500", "named once"),
    ("post blinds chip 1000", "names no seat, amount or chip"),
])
def test_bad_words_name_the_event_and_what_to_write(event, message):
    with pytest.raises(ValueError, match="test.toml: event 2 ") as error:
        situation(["post sb", event])
    assert message in str(error.value) and "; write " in str(error.value)


@pytest.mark.parametrize("events, message", [
    (["post sb", "post bb chip 100"], "a 100 chip is no bigger than the 100 blind"),
    (["post sb chip 40"], "a 40 chip is no bigger than the 50 blind"),
    (["post sb", "post bb chip 20000"], "seat 2 has 10000 chips, no 20000 chip"),
    ([*POSTED, "p4 cbr 700", "p1 f", "p2 pulls-back 100"], "pulls back the whole chip, 'p2 pulls-back 1000'"),
    ([*POSTED, "p4 cbr 700", "p1 f", "p2 chips 5000 5000"], "has 9000 chips behind the 1000 chip of his blind, not 10000"),
])
def test_what_cannot_happen_on_the_table_is_refused(events, message):
    with pytest.raises(ValueError, match="cannot be replayed") as error:
        rule_on(situation(events), "tda-2024")
    assert message in str(error.value)


def test_once_he_has_acted_the_chip_is_no_longer_read_with_what_he_adds():
    # He raises to 800 (his bet no longer the blind as posted); re-raised to 2000, a 500 chip is read with his bet
    # as any chip added to a bet in front: 1300, short of the call, an undercall heads-up, a full call.
    ruling = rule_on(situation([*POSTED, "p4 cbr 300", "p1 f", "p2 cbr 800", "p4 cbr 2000", "p2 chip 500"]),
                     "tda-2024")
    assert ruling.rule.id == "undercall" and ruling.code.value == "must-call-full-amount"
    assert ruling.table.seat(1).bet == 2000


def test_one_chip_bigger_than_the_call_onto_a_chip_that_does_not_cover_is_a_call_with_all_the_change():
    # Raised to 1200: the 1000 does not cover it; a 5000 chip dropped onto it is an overchip, a call (Situation 1:
    # "Adding an overchip is a call"), and the change is what both chips come to past the 1200.
    ruling = rule_on(situation([*POSTED, "p4 cbr 1200", "p1 f", "p2 chip 5000"]), "tda-2024")
    assert ruling.rule.id == "single-oversized-chip" and ruling.code.value == "call-only"
    assert ruling.table.seat(1).bet == 1200 and ruling.table.seat(1).stack == 8800
    assert "Give seat 2 4800 in change." in ruling.remedy


def test_several_chips_onto_a_chip_that_does_not_cover_every_one_needed_are_a_call():
    # 1000 + 100 + 100 facing 1150: without one 100 they are 1100, short: a call (Situation 1-2, Rule 45-A), and
    # the change is what the three chips come to past the 1150.
    ruling = rule_on(situation([*POSTED, "p4 cbr 1150", "p1 f", "p2 chips 100 100"]), "tda-2024")
    assert ruling.rule.id == "multiple-chip-call" and ruling.table.seat(1).bet == 1150
    assert "Give seat 2 50 in change." in ruling.remedy


def test_several_chips_onto_a_chip_that_does_not_cover_one_not_needed_are_held_to_half_a_raise():
    # 1000 + 500 + 500 facing 1200 (raise 1100): without a 500 they are 1500, past the call, so the 50% standard
    # rules the 2000 (Situation 1-3): the mark is 1750, the least raise 2300, so he must make it 2300.
    ruling = rule_on(situation([*POSTED, "p4 cbr 1200", "p1 f", "p2 chips 500 500"]), "tda-2024")
    assert ruling.code.value == "must-complete-min-raise" and ruling.table.seat(1).bet == 2300


def test_a_chip_pulled_back_that_does_not_cover_leaves_the_new_chips_alone():
    # Situation 2: the 1000 pulled back whole facing 1200, a 5000 chip alone is an overchip, a call.
    ruling = rule_on(situation([*POSTED, "p4 cbr 1200", "p1 f", "p2 pulls-back 1000", "p2 chip 5000"]), "tda-2024")
    assert ruling.rule.id == "single-oversized-chip" and ruling.table.seat(1).bet == 1200


def test_pulled_back_and_not_yet_added_he_may_call_or_raise_only():
    ruling = rule_on(situation([*POSTED, "p4 cbr 700", "p1 f", "p2 pulls-back 1000"]), "tda-2024")
    assert ruling.rule.id == "prior-bet-pulled-back" and ruling.table.seat(1).bet == 100


@pytest.mark.parametrize("events, message", [
    (["post ante chip 100"], "an ante goes to the pot"),
    (["post chip 500"], "the forced bet due (the dealer must now have seat 1 post the ante of 10) goes to the pot"),
])
def test_a_forced_bet_that_goes_to_the_pot_is_not_posted_with_a_chip(events, message):
    # An ante game: the antes go to the pot, so no chip of them stays in front.
    with pytest.raises(ValueError, match="cannot be replayed") as error:
        rule_on(from_mapping({"variant": "NT", "blinds_or_straddles": [50, 100], "antes": [10, 10, 10, 10],
                              "starting_stacks": [10000] * 4, "button": 4, "seed": 464, "events": events},
                             "test.toml"), "tda-2024")
    assert message in str(error.value)
