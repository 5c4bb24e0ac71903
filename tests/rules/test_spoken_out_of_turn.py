"""Words said before a player's turn (TDA 2024 Rule 53's examples are declarations: 'Seat 6 declares "raise to
eight hundred"') are an action out of turn, ruled as the same action made with chips; and 'raise to N' said in
turn with N short of a full raise is a raise made up to the minimum (Rule 43-A: a call only "unless 'raise' is
first declared")."""

import pytest

from dealerschool.rules.engine import rule_on
from dealerschool.situations import from_mapping

FLOP = ["continue", "p5 cc", "p6 cc", "p1 f", "p2 f", "p3 cc", "p4 cc", "continue"]


def situation(events):
    return from_mapping({"variant": "NT", "blinds_or_straddles": [50, 100], "starting_stacks": [10000] * 6,
                         "button": 2, "seed": 7, "events": FLOP + list(events)}, "test")


@pytest.mark.parametrize("book", ["sources", "tda-2024", "robert-rules"])
@pytest.mark.parametrize("said, done, then", [
    ("p6 says raise to 800", "p6 cbr 800", "p5 cc"),
    ("p6 says raise to 800", "p6 cbr 800", "p5 cbr 600"),
    ("p6 says call", "p6 cc", "p5 cc"),
    ("p6 says fold", "p6 f", "p5 cc"),
    ("p6 says all-in", "p6 cbr 9900", "p5 cc"),
])
def test_words_out_of_turn_are_ruled_as_the_same_action_with_chips(book, said, done, then):
    spoken = rule_on(situation(["p3 cbr 300", "p4 f", said, then]), book)
    chips = rule_on(situation(["p3 cbr 300", "p4 f", done, then]), book)
    assert (spoken.code, spoken.rule.id) == (chips.code, chips.rule.id)
    assert [(s.stack, s.bet, s.folded) for s in spoken.table.seats] == [(s.stack, s.bet, s.folded) for s in chips.table.seats]
    assert spoken.table.actor == chips.table.actor


def test_raise_said_out_of_turn_without_an_amount_is_refused_with_what_to_write():
    with pytest.raises(ValueError, match="event 11 'p6 says raise'") as error:
        situation(["p3 cbr 300", "p4 f", "p6 says raise"])
    assert "out of turn, write the amount said ('p6 says raise to N') or the chips ('p6 cbr N')" in str(error.value)


@pytest.mark.parametrize("said, total", [(1400, 2000), (1000, 2000), (1999, 2000)])
def test_raise_to_a_total_short_of_a_full_raise_is_made_the_minimum_raise(said, total):
    ruling = rule_on(situation(["p3 cbr 1000", "p4 f", "p5 f", f"p6 says raise to {said}"]), "tda-2024")
    assert (ruling.code.value, ruling.rule.id) == ("must-complete-min-raise", "spoken-raise-short")
    assert ruling.table.seats[5].bet == total
