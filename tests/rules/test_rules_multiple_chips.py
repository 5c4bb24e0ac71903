"""Several chips put in at once without a word (issue 15 section 2 item 4: chip denominations).

TDA 2024 Rule 45-A: "If facing a bet, unless raise or all-in is declared first, a multiple-chip bet
(including a bet of your last chips) is a call if every chip is needed to make the call; i.e. removal of
just one of the smallest chips leaves less than the call amount." 45-B: otherwise "1) if the player has
chips remaining, the 50% standard in Rule 43 governs the bet. 2) A bet of a player's last chip(s) is an
all-in bet whether reaching the 50% threshold or not."
"""

from __future__ import annotations

import pytest

from dealerschool import floor
from dealerschool.rules.engine import rule_on
from dealerschool.rules.model import RULEBOOK_NAMES, RulingCode
from dealerschool.situations import from_mapping, parse_event, replay
from dealerschool.situations.replays import IrregularityKind


def raise_to_1100(chips: str, stack: int = 20000):
    """Blinds 250-500; seat 3 raises to 1100 (a 600 raise); seat 4 puts out ``chips`` without a word."""
    return from_mapping({"variant": "NT", "blinds_or_straddles": [250, 500], "button": 4, "seed": 45,
                         "starting_stacks": [20000, 20000, 20000, stack],
                         "events": ["continue", "p3 cbr 1100", f"p4 chips {chips}"]}, "<chips>")


def test_the_notation_names_each_chip_and_refuses_what_is_not_chips():
    event = parse_event("p3 chips 1000 500", 0, "f.toml", 4)
    assert event.verb == "chips" and event.seat == 2 and event.amount == 1500 and event.detail == "1000 500"
    for text in ("p3 chips 1000", "p3 chips 1000 x", "p3 chips 1000 0", "p3 chips " + "5 " * 41):
        with pytest.raises(ValueError, match=r"f.toml: event 1 .*expected the value of each chip, 2 to 40"):
            parse_event(text, 0, "f.toml", 4)


@pytest.mark.parametrize("book", RULEBOOK_NAMES)
def test_every_chip_needed_is_a_call_with_the_rest_as_change(book):
    # Rule 45-A's Ex-1: one 500 and one 1000 facing 1100: without the 500, 1000 is short of the call.
    found = replay(raise_to_1100("1000 500"))
    assert [i.kind for i in found.irregularities] == [IrregularityKind.MULTIPLE_CHIPS_CALL]
    assert found.table.seat(3).bet == 0  # recorded for the ruling, not applied
    ruling = rule_on(raise_to_1100("1000 500"), book)
    assert ruling.rule.id == "multiple-chip-call" and ruling.code is RulingCode.CALL_ONLY
    assert ruling.table.seat(3).bet == 1100 and ruling.table.seat(3).stack == 18900 and ruling.table.actor == 0
    assert any("400 in change" in step for step in ruling.remedy)


def test_the_last_chips_every_one_needed_still_only_call():
    ruling = rule_on(raise_to_1100("1000 1000", stack=2000), "tda-2024")
    assert ruling.rule.id == "multiple-chip-call"
    assert ruling.table.seat(3).bet == 1100 and ruling.table.seat(3).stack == 900 and not ruling.table.seat(3).all_in


@pytest.mark.parametrize("chips, bet", [("1000 100 100 100 100 100", 1700), ("1000 100 100 100", 1100)])
def test_not_every_chip_needed_goes_by_the_fifty_percent_standard(chips, bet):
    # One 100 can go and the call is still made: 400 over it is half the 600 raise or more (a full raise
    # to 1700); 200 over it is less (a call).
    found = replay(raise_to_1100(chips))
    assert IrregularityKind.MULTIPLE_CHIPS_CALL not in [i.kind for i in found.irregularities]
    ruling = rule_on(raise_to_1100(chips), "tda-2024")
    assert ruling.table.seat(3).bet == bet


def test_the_last_chips_not_every_one_needed_are_all_in_under_the_threshold():
    ruling = rule_on(raise_to_1100("1000 100 100 100", stack=1300), "tda-2024")
    assert ruling.table.seat(3).all_in and ruling.table.seat(3).bet == 1300


def test_more_chips_than_the_stack_and_chips_out_of_turn_are_refused():
    with pytest.raises(ValueError, match="event 3 'p4 chips 1000 500'.*has 1000 chips, not 1500"):
        replay(raise_to_1100("1000 500", stack=1000))
    with pytest.raises(ValueError, match="event 2 'p1 chips 1000 500'.*not the player to act"):
        from_mapping({"variant": "NT", "blinds_or_straddles": [250, 500], "button": 4,
                      "starting_stacks": [20000] * 4, "events": ["continue", "p1 chips 1000 500"]}, "<oot>")


HOLDEM = {"game": "holdem", "structure": "no-limit", "seats": "4", "stack_1": "20000", "stack_2": "20000",
          "stack_3": "20000", "stack_4": "20000", "small_blind": "250", "big_blind": "500", "button": "4"}


def test_the_floor_checker_writes_several_chips_and_names_the_field_of_bad_input():
    start = floor.add_step(floor.setup_from_form(HOLDEM).mapping(), {"step": "event", "event": "continue"})
    raised = floor.add_step(start, {"step": "event", "event": "p3 cbr 1100"})
    chips = floor.add_step(raised, {"step": "chips", "seat": "4", "how": "chips", "amount": "1000 500"})
    assert chips["events"][-1] == "p4 chips 1000 500"
    assert {r.rule.id for r in floor.check(chips).rulings.values()} == {"multiple-chip-call"}
    for amount in ("1000", "1000 x", "", "500 -5"):
        with pytest.raises(floor.FloorError) as caught:
            floor.add_step(raised, {"step": "chips", "seat": "4", "how": "chips", "amount": amount})
        assert caught.value.field == "amount" and "each chip" in str(caught.value)
    with pytest.raises(floor.FloorError) as caught:
        floor.add_step(raised, {"step": "chips", "seat": "4", "how": "heap", "amount": "100"})
    assert caught.value.field == "how"
