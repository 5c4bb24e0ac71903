"""A string bet: the first motion counts, judged by the 50% standard (issue 8, fault 3).

TDA 2024 Rule 43-A: a raise of half the minimum raise or more, but short of it, must be made a
full minimum raise; under half it is a call. The first motion of a string bet is judged exactly as
the same chips put out in one motion.
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from dealerschool.quiz import scenarios
from dealerschool.rules.engine import rule_on
from dealerschool.situations.events import parse_event

SCENARIO = "scenarios/table/string-bet-half-a-raise.toml"


def situation_with(last_event: str):
    situation = scenarios.load(SCENARIO).situation
    events = situation.events[:-1] + (parse_event(last_event, len(situation.events) - 1, SCENARIO, 5),)
    return replace(situation, events=events)


@pytest.mark.parametrize("rulebook", ["sources", "tda-2024", "robert-rules"])
def test_first_motion_of_half_a_raise_or_more_is_made_a_full_raise(rulebook):
    ruling = rule_on(scenarios.load(SCENARIO).situation, rulebook)
    assert ruling.code.value == "first-motion-only"
    seat = ruling.table.seat(3)
    assert seat.bet == 1700 and seat.stack == 20000 - 1700  # 1100 to call plus the 600 minimum raise
    assert ruling.table.actor == 4
    assert any("1700" in step for step in ruling.remedy)


def test_the_same_chips_in_one_motion_are_ruled_alike():
    one_motion = rule_on(situation_with("p4 put 1400"), "sources")
    string = rule_on(scenarios.load(SCENARIO).situation, "sources")
    assert one_motion.table.seat(3).bet == string.table.seat(3).bet == 1700


@pytest.mark.parametrize("first, bet", [(1300, 1100), (1100, 1100), (1700, 1700), (1999, 1999)])
def test_first_motion_under_half_a_raise_is_a_call(first, bet):
    # 1300 is 200 over the call, under half of the 600 raise: a call of 1100. 1700 and more are raises.
    ruling = rule_on(situation_with(f"p4 string {first} 500"), "sources")
    assert ruling.code.value == "first-motion-only"
    assert ruling.table.seat(3).bet == bet
