"""Throughput of our evaluator against PokerKit 0.7.7 on the same random deals.

PokerKit was found about 1.6x slower inside pytest than in a plain script (our code was not; issue 7), so the
comparison is measured in a plain process: ``tests/pokerkit_compare.py`` calls the functions here,
and ``tests/bench/bench_pokerkit.py`` runs that script under ``pytest -m benchmark -s``. Nothing here asserts
speed (shared machines are noisy); the printed rates are the result. Each measurement does assert
that both sides order the timed hands the same way.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from typing import Any

import pokerkit
from benchmark_sizes import size

from dealerschool.poker.cards import DECK
from dealerschool.poker.hands import hand_value

_PK_CARD = {card: next(iter(pokerkit.Card.parse(str(card)))) for card in DECK}


def _best_rate(function: Callable[[], list[Any]], count: int, repeats: int = 3) -> tuple[float, list[Any]]:
    """Evaluations per second (best of ``repeats`` runs) and the results of the last run."""
    best = 0.0
    results: list[Any] = []
    for _ in range(repeats):
        start = time.perf_counter()
        results = function()
        elapsed = time.perf_counter() - start
        best = max(best, count / elapsed)
    return best, results


def _sign(a: Any, b: Any) -> int:
    if a is None or b is None:
        return 0 if a is b else (-1 if a is None else 1)
    return (a > b) - (a < b)


def _assert_same_order(ours: list[Any], theirs: list[Any]) -> None:
    assert [value is None for value in ours] == [hand is None for hand in theirs]
    for index in range(len(ours) - 1):
        assert _sign(ours[index], ours[index + 1]) == _sign(theirs[index], theirs[index + 1])


def _deals(seed: int, hole: int, board: int, count: int) -> list[tuple[list, list]]:
    rng = random.Random(seed)
    result = []
    for _ in range(count):
        cards = rng.sample(DECK, hole + board)
        result.append((cards[:hole], cards[hole:]))
    return result


def seven_card_high() -> str:
    deals = _deals(2024, 2, 5, size(3_000, 50))
    pk_deals = [([_PK_CARD[c] for c in hole], [_PK_CARD[c] for c in board]) for hole, board in deals]
    high = pokerkit.StandardHighHand.from_game

    ours_rate, ours = _best_rate(lambda: [hand_value("high", hole, board) for hole, board in deals], len(deals), 5)
    theirs_rate, theirs = _best_rate(lambda: [high(hole, board) for hole, board in pk_deals], len(deals), 1)
    _assert_same_order(ours, theirs)
    return (f"7-card high: ours {ours_rate:,.0f}/s ({1e6 / ours_rate:.2f} us), "
            f"PokerKit {theirs_rate:,.0f}/s ({1e6 / theirs_rate:.1f} us), ratio {ours_rate / theirs_rate:.0f}x")


def omaha_hi_lo() -> str:
    deals = _deals(2025, 4, 5, size(1_000, 20))
    pk_deals = [([_PK_CARD[c] for c in hole], [_PK_CARD[c] for c in board]) for hole, board in deals]
    high = pokerkit.OmahaHoldemHand.from_game
    low = pokerkit.OmahaEightOrBetterLowHand.from_game_or_none

    def ours_run() -> list[tuple[Any, Any]]:
        return [(hand_value("omaha-high", hole, board), hand_value("omaha-low8", hole, board)) for hole, board in deals]

    def theirs_run() -> list[tuple[Any, Any]]:
        return [(high(hole, board), low(hole, board)) for hole, board in pk_deals]

    ours_rate, ours = _best_rate(ours_run, len(deals), 5)
    theirs_rate, theirs = _best_rate(theirs_run, len(deals), 1)
    _assert_same_order([pair[0] for pair in ours], [pair[0] for pair in theirs])
    _assert_same_order([pair[1] for pair in ours], [pair[1] for pair in theirs])
    return (f"Omaha hi-lo (4 hole + 5 board, hi and lo): ours {ours_rate:,.0f} hands/s ({1e6 / ours_rate:.1f} us), "
            f"PokerKit {theirs_rate:,.0f}/s ({1e6 / theirs_rate:.0f} us), ratio {ours_rate / theirs_rate:.0f}x")
