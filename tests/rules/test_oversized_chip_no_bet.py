"""A single oversized chip with no bet to face (issue 8, fault 10).

TDA 2024 Rule 44: not facing a bet, a single chip put in without a word is a bet of the chip's full
value (in pot limit, no more than the pot allows). It is ruled on, not applied silently.
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from dealerschool.quiz import scenarios
from dealerschool.rules.engine import rule_on
from dealerschool.situations.events import parse_event
from dealerschool.situations.replays import IrregularityKind, replay

SCENARIO = "scenarios/table/oversized-chip-no-bet.toml"


def situation(**changes):
    found = scenarios.load(SCENARIO).situation
    return replace(found, **changes) if changes else found


def test_the_chip_is_recorded_for_a_ruling_not_applied():
    found = replay(situation())
    assert [i.kind for i in found.irregularities] == [IrregularityKind.OVERSIZED_CHIP_NO_BET]
    assert found.table.seat(0).bet == 0 and found.table.actor == 0


@pytest.mark.parametrize("rulebook", ["sources", "tda-2024", "robert-rules"])
def test_it_is_a_bet_of_the_chips_full_value(rulebook):
    ruling = rule_on(situation(), rulebook)
    assert ruling.rule.id == "single-chip-no-bet" and ruling.code.value == "bet-chip-value"
    assert ruling.table.seat(0).bet == 500 and ruling.table.actor == 1
    assert any("500" in step for step in ruling.remedy)


def test_in_pot_limit_it_bets_no_more_than_the_pot():
    found = situation()
    pot_limit = replace(found, history=replace(found.history, variant="PT"))
    ruling = rule_on(pot_limit, "sources")
    assert ruling.code.value == "bet-chip-value"
    assert ruling.table.seat(0).bet == 200  # four players each put in 50: the pot is 200


def test_facing_a_bet_the_chip_is_still_a_call():
    found = situation()
    events = found.events[:-1] + (parse_event("p1 cbr 100", len(found.events) - 1, SCENARIO, 4),
                                  parse_event("p2 chip 500", len(found.events), SCENARIO, 4))
    ruling = rule_on(replace(found, events=events), "sources")
    assert ruling.rule.id == "single-oversized-chip" and ruling.table.seat(1).bet == 100
