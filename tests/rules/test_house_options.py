"""A situation file's [house] options reach the table, over the rulebook's own settings."""

from __future__ import annotations

import pytest

from dealerschool import situations
from dealerschool.rules.rulebooks import get_rulebook

CAPPED = """variant = "FT"
blinds_or_straddles = [1, 2]
small_bet = 2
big_bet = 4
starting_stacks = [100, 100, 100, 100]
events = ["post", "continue", "p3 cbr 4", "p4 cbr 6", "p1 cbr 8"]
"""
"""Fixed-limit hold'em, four players: the big blind and three raises before the flop."""


def _table_after(text: str, rulebook: str | None = None):
    situation = situations.loads(text, "house.toml")
    house = None if rulebook is None else get_rulebook(rulebook).table_rules(situation.house_overrides, situation.play)
    return situations.replay(situation, house).table


@pytest.mark.parametrize("rulebook", [None, "sources", "tda-2024", "robert-rules"])
def test_the_cap_comes_from_the_house_options(rulebook) -> None:
    table = _table_after(CAPPED, rulebook)
    assert table.actor == 1 and table.raise_options(1) is None  # bet plus three raises: capped
    uncounted = _table_after(CAPPED + "\n[house]\nblind_counts_toward_cap = false\n", rulebook)
    assert uncounted.raise_options(1).choices == (10,)  # the blind is not the first bet: one raise left
    four = _table_after(CAPPED + "\n[house]\nraise_cap = 4\n", rulebook)
    assert four.raise_options(1).choices == (10,)


def test_chip_unit_splits_pots_in_whole_chips() -> None:
    # Three players; the small blind folds, the other two play the board (a royal flush) and split 25.
    text = """variant = "NT"
blinds_or_straddles = [5, 10]
starting_stacks = [500, 500, 500]
stub = "2c3c2d3d2h3h4cTsJsQs4dKs4hAs"
events = ["post", "continue", "p3 cc", "p1 f", "p2 cc", "continue", "p2 cc", "p3 cc", "continue", "p2 cc",
          "p3 cc", "continue", "p2 cc", "p3 cc"]
"""
    table = _table_after(text)
    table.run_dealer()
    assert table.finishing_stacks() == [495, 503, 502]  # 12 each and the odd chip left of the button
    table = _table_after(text + "\n[house]\nchip_unit = 5\n")
    table.run_dealer()
    assert table.finishing_stacks() == [495, 505, 500]  # five chips of 5: two each and the odd one
