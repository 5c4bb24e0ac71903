"""Situations told in an unusual order, found by breaking generated scenarios at random: each is ruled
under every rulebook without a crash, and the hand plays on to its end from the table the remedy leaves."""

from __future__ import annotations

import random

import pytest
from test_remedies_play_on import play_to_the_end

from dealerschool import situations
from dealerschool.rules.engine import rule_on
from dealerschool.rules.rulebooks import RULEBOOK_NAMES

HOLDEM = """variant = "NT"
blinds_or_straddles = [1, 2]
starting_stacks = [100, 100, 100]
seed = 5
"""

STUD = """variant = "F7S"
antes = 1
bring_in = 2
small_bet = 5
big_bet = 10
starting_stacks = [100, 100, 100]
stub = "AsAdAhKsQdQcKc2dQh"
"""

CASES = {
    # Chips pushed forward that are more than a call and less than a raise: corrected (it crashed).
    "put-between-call-and-raise": (HOLDEM, ["continue", "p3 cbr 10", "p1 put 12"], "silent-short-raise-call"),
    # The flop turned straight after the betting, no word about collecting: a flop without a burn, not
    # premature cards; and only two of its cards were out when the dealer stopped.
    "two-card-flop-without-burn": (HOLDEM, ["continue", "p3 cc", "p1 cc", "p2 cc", "board", "board"], "flop-without-burn"),
    # Burn, burn, and three cards up on the turn: the cards after the second one are kept out (one was lost).
    "two-burns-three-up": (HOLDEM, ["continue", "p3 cc", "p1 cc", "p2 cc", "collect", "burn", "board", "board", "board",
                                    "p1 cc", "p2 cc", "p3 cc", "burn", "burn", "board", "board", "board"],
                           "turn-two-burns-two-up"),
    # Stud: only the burn came off while players still had to act.
    "stud-early-burn": (STUD, ["continue", "p2 pb", "burn"], "stud-premature-street"),
    # Stud: no burn, and the first player got two cards of the street (one card was counted twice).
    "stud-two-cards-to-one-seat": (STUD, ["continue", "p2 pb", "p3 cc", "p1 cc", "collect", "deal p1 up", "deal p1 up"],
                                   "stud-burn-error"),
}


@pytest.mark.parametrize("name", CASES)
def test_ruled_and_played_on(name: str) -> None:
    setup, events, rule_id = CASES[name]
    text = setup + "events = [" + ", ".join(f'"{event}"' for event in events) + "]\n"
    situation = situations.loads(text, f"{name}.toml")
    for book in RULEBOOK_NAMES:
        ruling = rule_on(situation, book)
        assert ruling.rule.id == rule_id, (book, ruling.rule.id)
        ruling.table.check_invariants()
        play_to_the_end(ruling.table, random.Random(name))
        assert len(ruling.table.board) <= 5


def test_a_stud_burn_alone_too_early_is_the_streets_burn():
    text = STUD + 'events = ["continue", "p2 pb", "burn"]\n'
    ruling = rule_on(situations.loads(text, "early-burn.toml"), "sources")
    table = ruling.table
    # No card reached a player: nothing is set aside and no extra cards come off; the early burn serves.
    assert table.set_aside == [] and len(table.burns) == 1 and table.burn_already_out
    assert not any(type(op).__name__ == "Burn" for op in table.queued())
