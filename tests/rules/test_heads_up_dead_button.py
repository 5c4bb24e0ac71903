"""Going heads-up under a dead button (issue 8, fault 2).

TDA 2024 Rule 34-B comes before the dead-button rule (Rule 32): heads-up the button posts the
small blind, is dealt the last card and acts first before the flop, and when heads-up play starts
the button may be moved so that nobody has the big blind twice running. Robert's Rules, Button and
Blind Use 3 (v10): in heads-up play with two blinds, the small blind is on the button.
"""

from __future__ import annotations

import pytest

from dealerschool import situations
from dealerschool.poker.games import Structure
from dealerschool.quiz import scenarios
from dealerschool.rules.engine import rule_on
from dealerschool.situations.setup import build_table
from dealerschool.table.operations import DealCard, PostBlind
from dealerschool.table.session import Session, Stakes

NL = (("holdem", Structure.NO_LIMIT),)
STAKES = Stakes(small_bet=2, big_bet=4, small_blind=1, big_blind=2)


def posted(table) -> list[tuple[int, str]]:
    return [(op.seat, op.name) for op in table.queued() + table.log if isinstance(op, PostBlind)]


def heads_up(seats: str) -> str:
    """Three seats; last hand seat 1 had the button, seat 2 the small and seat 3 the big blind."""
    count = len(seats.split(","))
    return f"""variant = "NT"
blinds_or_straddles = [100, 200]
seat_count = 3
seats = [{seats}]
starting_stacks = {[9000] * count}
previous_blinds = [2, 3]
"""


@pytest.mark.parametrize("seats, button, big", [
    ("1, 2", 1, 0),  # the big blind busted: the big blind moves on to seat 1, seat 2 has the button
    ("1, 3", 2, 0),  # the small blind busted: seat 3 (last big blind) takes the button, seat 1 the big blind
    ("2, 3", 2, 1),  # the button busted: the big blind moves on to seat 2, seat 3 has the button
])
def test_a_situation_going_heads_up_has_the_button_post_the_small_blind(seats, button, big):
    table = build_table(situations.loads(heads_up(seats), "heads-up.toml"))
    assert table.button == button
    assert posted(table) == [(button, "small blind"), (big, "big blind")]
    table.run_dealer()
    deals = [op.seat for op in table.log if isinstance(op, DealCard)]
    assert deals[-1] == button  # the button is dealt the last card
    assert table.actor == button  # and acts first before the flop


@pytest.mark.parametrize("dead_button", [True, False])
def test_a_session_going_heads_up_never_gives_the_big_blind_twice(dead_button):
    # Last hand: button seat 1, small blind seat 2, big blind seat 3; the button's player busted, and the
    # button moved on to seat 2. Seat 3 must not post the big blind again.
    session = Session(STAKES, [0, 100, 100], rotation=NL, button=1, dead_button=dead_button,
                      blind_positions=(1, 2))
    table = session.deal()
    assert table.button == 2 and posted(table) == [(2, "small blind"), (1, "big blind")]


def test_a_session_under_a_dead_button_posts_a_small_blind_heads_up():
    # The big blind (seat 3) busted three-handed: heads-up, the next big blind is seat 1, and seat 2 has
    # the button and posts the small blind.
    session = Session(STAKES, [100, 100, 0], rotation=NL, button=0, dead_button=True, blind_positions=(1, 2))
    table = session.deal()
    assert table.button == 1 and posted(table) == [(1, "small blind"), (0, "big blind")]


@pytest.mark.parametrize("rulebook", ["sources", "tda-2024", "robert-rules"])
def test_the_scenario_rules_heads_up(rulebook):
    found = scenarios.load("scenarios/table/dead-button-going-heads-up.toml")
    ruling = rule_on(found.situation, rulebook)
    assert ruling.rule.id == "heads-up-blinds" and ruling.code.value == "button-posts-small-blind"
    assert posted(ruling.table)[0] == (1, "small blind")
    assert ruling.remedy[0] == ("Heads-up, seat 2 has the button and posts the small blind; seat 1 posts the "
                                "big blind.")
