"""Fresh conformance set h (tests/conformance/fresh-2026-12-02h): what its cases cannot check by the table alone.

s02: Robert's Rules Stud 5, "If the first card dealt faceup would have been the lowcard, action starts with the
first hand to that player's left. That player may fold, open for the forced bet, or open for a full bet." The
engine's table was right, but its remedy ended "Next, the dealer must announce that seat 1 brings in", the
opposite of the ruling it had just given.
"""

from __future__ import annotations

import sys
from pathlib import Path

from dealerschool.rules.engine import rule_on
from dealerschool.situations import from_mapping

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
import conformance_cases  # noqa: E402

CASE = conformance_cases.ROOT / "fresh-2026-12-02h" / "s02-stud-first-holecard-up-would-be-low.toml"


def test_an_exposed_low_hole_card_is_not_announced_as_the_bring_in():
    case = conformance_cases.load(CASE)
    for book in ("sources", "robert-rules"):
        ruling = rule_on(from_mapping(case.situation, str(CASE)), book)
        assert ruling.code.value == "exposed-card-not-bring-in", book
        last = ruling.remedy[-1]
        assert "seat 1 brings in" not in last, (book, last)
        assert "does not bring in" in last and "seat 2 acts first (fold, bring-in, complete)" in last, (book, last)
        table = ruling.table.copy()
        table.apply(table.next_dealer_operation())
        assert table.actor == 1 and table.legal_player_operations() == ["fold", "bring-in", "complete"], book
