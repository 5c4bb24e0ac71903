"""A burn error found only once the betting round on its street is over (the next street's cards already queued).

TDA 2024 Rule 39-A: the card picked from a four-card flop is 'the next burn card' (Rule 38: 'one and only one
card is burned off the stub for each subsequent street'); Robert's Rules, Hold'em 5: after a missed burn the
'subsequent cards dealt should be those that would have come if no error had occurred'. The remedies record
the burn already out (or owed twice) for the next street; found after the round, that street is already
queued, and the queued steps themselves must change (fresh-2026-12-02zk, cases 16, 22 and 24).
"""

from __future__ import annotations

import copy
import sys
import tomllib
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from dealerschool.rules.engine import rule_on  # noqa: E402
from dealerschool.situations import from_mapping  # noqa: E402
from dealerschool.table.operations import CheckOrCall  # noqa: E402

CASES = Path(__file__).resolve().parent.parent / "conformance" / "fresh-2026-12-02zk"


def _turn_steps(case: str, extra: list[str], book: str) -> tuple[list[str], str]:
    """The dealer's and players' steps (everyone checks) from the ruling to the turn card, and the board then."""
    situation = copy.deepcopy(tomllib.loads((CASES / f"{case}.toml").read_text())["situation"])
    situation["events"] = situation["events"] + extra
    table = rule_on(from_mapping(situation, case), book).table
    steps: list[str] = []
    while len(table.board) < 4:
        operation = table.next_dealer_operation()
        if operation is None:
            assert table.actor is not None
            operation = CheckOrCall(table.actor)
        steps.append(type(operation).__name__)
        table.apply(operation)
    return [step for step in steps if step != "CheckOrCall"], "".join(map(str, table.board))


def test_four_card_flop_found_during_the_flop_round_turn_comes_without_another_burn():
    steps, board = _turn_steps("16-holdem-four-card-flop", [], "tda-2024")
    assert steps == ["TurnBoardCard"] and board.endswith("9d")


def test_four_card_flop_found_after_the_flop_round_turn_comes_without_another_burn():
    steps, board = _turn_steps("16-holdem-four-card-flop", ["p2 cc", "p5 cc"], "tda-2024")
    assert steps == ["TurnBoardCard"] and board.endswith("9d")


def test_missed_flop_burn_found_after_the_flop_round_two_burns_then_the_turn_that_would_have_come():
    # Stub after the hole cards: Ts9d5d (the flop, no burn), then Ac Kc Ad: with no error Ts was the burn,
    # 9d5dAc the flop, Kc the turn's burn and Ad the turn.
    for extra in ([], ["p4 cc"]):
        steps, board = _turn_steps("22-limit-holdem-flop-without-burn-after-check", extra, "robert-rules")
        assert steps == ["Burn", "Burn", "TurnBoardCard"] and board == "Ts9d5dAd", extra
        steps, board = _turn_steps("22-limit-holdem-flop-without-burn-after-check", extra, "tda-2024")
        assert steps == ["Burn", "TurnBoardCard"] and board == "Ts9d5dKc", extra
