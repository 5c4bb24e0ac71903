"""The 97 televised WSOP 2023 hands of PokerKit's own test suite, replayed on our table.

PokerKit ships them as unit tests (``pokerkit.tests.test_wsop``): each plays
one real hand operation by operation, asserts the finishing stacks the
broadcast showed, and writes the hand as PHH. We run those tests as they
are, keep each hand's PHH and PokerKit's final stacks, and replay the PHH
through our own ``replay`` (what ``dealerschool replay`` runs): every hand
must finish with the real stacks. They need what real tournament hands
have: a big blind ante (``antes = [0, 120000, 0, 0, 0]``, catalog B10), a
single blind (``blinds_or_straddles = [80000, 0, 0, 0, 0]``) and unknown
hole cards (``????``), stud door cards included.
"""

from __future__ import annotations

import unittest
from collections import Counter

import pytest
from pokerkit.notation import HandHistory
from pokerkit.tests.test_wsop import test_2023_43_5, test_2023_54_4

from dealerschool.histories import phh, phh_table

MODULES = (test_2023_43_5, test_2023_54_4)


def _captured_hands() -> dict[str, tuple[str, list[int]]]:
    """Run PokerKit's WSOP tests; for each, the PHH text of its hand and PokerKit's finishing stacks."""
    captured: dict[str, tuple[str, list[int]]] = {}
    original = HandHistory.from_game_state
    current = [""]

    def keep(game, state, *args, **kwargs):
        history = original(game, state, *args, **kwargs)
        captured.setdefault(current[0], (history.dumps(), list(state.stacks)))
        return history

    HandHistory.from_game_state = keep  # type: ignore[method-assign]
    try:
        for module in MODULES:
            case = module.StateTestCase
            for name in sorted(n for n in dir(case) if n.startswith("test_")):
                current[0] = f"{module.__name__.rsplit('.', 1)[1]}.{name}"
                result = unittest.TestResult()
                case(name).run(result)
                # PokerKit's own assertions (the broadcast stacks) must hold before we compare with them.
                assert not result.errors and not result.failures, (current[0], result.errors, result.failures)
    finally:
        HandHistory.from_game_state = original  # type: ignore[method-assign]
    return captured


HANDS = _captured_hands()


def test_pokerkit_ships_97_hands_in_nine_games():
    assert len(HANDS) == 97
    variants = Counter(phh.loads(text).variant for text, _ in HANDS.values())
    assert set(variants) == {"NT", "F7S", "FO/8", "FR", "PO", "FT", "N2L1D", "F7S/8", "F2L3D"}


def test_the_hands_need_a_big_blind_ante_a_single_blind_and_unknown_cards():
    histories = [phh.loads(text) for text, _ in HANDS.values()]
    assert sum(1 for h in histories if len(set(h.antes)) > 1) >= 20
    assert any(h.blinds_or_straddles and h.blinds_or_straddles[0] and not h.blinds_or_straddles[1]
               for h in histories)
    assert any(any(c is None for a in h.actions if isinstance(a, phh.DealHole) for c in a.cards)
               for h in histories if h.variant.startswith("F7S"))


@pytest.mark.parametrize("name", sorted(HANDS))
def test_hand_replays_to_the_real_finishing_stacks(name):
    text, stacks = HANDS[name]
    result = phh_table.replay_history(phh.loads(text, source_name=name), source_name=name)
    assert result.complete, f"{name}: the hand did not finish ({result.finishing_stacks})"
    assert list(result.finishing_stacks) == stacks
    result.table.check_invariants()


def test_a_big_blind_ante_hand_posts_blind_then_ante_as_dead_money():
    # Event 43, hand 1: 40,000-80,000 with a 120,000 big blind ante; seat 2 is the big blind.
    text, _ = HANDS["test_2023_43_5.test_1_00_02_07"]
    result = phh_table.replay_history(phh.loads(text))
    posts = [op for op in result.table.log[:4]]
    assert [type(op).__name__ for op in posts[:3]] == ["PostBlind", "PostBlind", "PostAnte"]
    assert posts[1].seat == posts[2].seat == 1 and posts[2].amount == 120000 and posts[2].for_table
    assert result.table.dead_money == 120000


def test_the_cli_replays_a_wsop_hand(tmp_path):
    from click.testing import CliRunner

    from dealerschool.cli import cli

    text, stacks = HANDS["test_2023_43_5.test_1_00_02_07"]
    path = tmp_path / "bba.phh"
    path.write_text(text.rstrip() + f"\nfinishing_stacks = {stacks}\n")
    result = CliRunner().invoke(cli, ["replay", str(path), "--json"])
    assert result.exit_code == 0, result.output
    assert '"matches_history": true' in result.output
