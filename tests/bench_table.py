"""Complete hands per second: our table engine against PokerKit 0.7.7, measured in the same run.

Run with ``pytest tests/bench_table.py -m benchmark -s``. Both sides play the
same game with the same player count, starting stacks and kind of random
legal decisions (the weights of ``tests/pokerkit_driver.py``'s decision
loop), each dealing from its own shuffled deck. PokerKit automates every
dealer step (posting, burning, dealing, collecting, showdown, pushing); our
table runs its own dealer operations (``Table.run_dealer``) between decisions,
so both sides do the whole procedure. Neither side does bookkeeping beyond playing the
hand (no PHH, no invariant checks). Nothing is asserted about speed (shared
machines are noisy); the printed ratios are the result. Each benchmark does
assert that every timed hand finished on both sides with chips conserved.
"""

from __future__ import annotations

import random
import time
import warnings
from typing import Callable

import pytest

pokerkit = pytest.importorskip("pokerkit")

import pokerkit_driver as driver  # noqa: E402

from dealerschool import phh  # noqa: E402
from dealerschool.games import Family, Structure, get_game  # noqa: E402
from dealerschool.operations import BetOrRaiseTo, CheckOrCall, Discard, Fold, PostBringIn  # noqa: E402
from dealerschool.table import Phase, Rules, Table, TableConfig  # noqa: E402

pytestmark = pytest.mark.benchmark

PLAYERS = 6
"""Six players in every game (the driver's stud limit, and a full draw table)."""

AUTOMATED = driver.AUTOMATIONS + (
    pokerkit.Automation.CARD_BURNING,
    pokerkit.Automation.HOLE_DEALING,
    pokerkit.Automation.BOARD_DEALING,
)
"""PokerKit deals from its own shuffled deck, as our table does from its own stub."""


def _pokerkit_game(code: str) -> pokerkit.Poker:
    setup = driver.GAMES[code]
    kind = type(setup.build())
    if setup.stud:
        return kind(AUTOMATED, False, 1, 2, 5, 10, mode=pokerkit.Mode.CASH_GAME)
    if setup.fixed_limit:
        return kind(AUTOMATED, False, 0, (1, 2), 2, 4, mode=pokerkit.Mode.CASH_GAME)
    return kind(AUTOMATED, False, 0, (1, 2), 2, mode=pokerkit.Mode.CASH_GAME)


def _our_config(code: str) -> TableConfig:
    """The same stakes as the driver's PokerKit games, on our table."""
    game_code, structure_name = phh.VARIANT_GAMES[code]
    game, structure = get_game(game_code), Structure(structure_name)
    rules = Rules(five_card_discard_rule=False)  # PokerKit deals all five replacements at once
    if game.family is Family.STUD:
        return TableConfig(game, structure, antes=1, bring_in=2, small_bet=5, big_bet=10, rules=rules)
    if structure is Structure.FIXED_LIMIT:
        return TableConfig(game, structure, small_blind=1, big_blind=2, small_bet=2, big_bet=4, rules=rules)
    return TableConfig(game, structure, small_blind=1, big_blind=2, min_bet=2, rules=rules)


def _stacks(code: str, count: int, seed: int) -> list[tuple[int, ...]]:
    rng = random.Random(f"stacks:{code}:{seed}")
    return [driver._starting_stacks(rng, PLAYERS, driver.GAMES[code].stud) for _ in range(count)]


def _discard_count(rng: random.Random, held: int, room: int) -> int:
    # The driver's discard policy: mostly small draws, sometimes the whole hand.
    return min(max(0, min(held, room)), rng.choice((0, 0, 1, 1, 2, 2, 3, held)))


def play_pokerkit(code: str, all_stacks: list[tuple[int, ...]], seed: int) -> list[tuple[int, ...]]:
    """Play one PokerKit hand per stack list with the driver's decisions; return the finishing stacks."""
    setup = driver.GAMES[code]
    game = _pokerkit_game(code)
    rng = random.Random(seed)
    results = []
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        for stacks in all_stacks:
            state = game(stacks, PLAYERS)
            declared: list[int] = []
            while state.status:
                if state.can_stand_pat_or_discard():
                    player = state.stand_patter_or_discarder_index
                    hole = list(state.hole_cards[player])
                    room = len(state.deck_cards) - 2 - driver._draws_after_current_street(state) - sum(declared)
                    count = _discard_count(rng, len(hole), room)
                    declared.append(count)
                    state.stand_pat_or_discard(rng.sample(hole, count))
                elif state.actor_index is not None:
                    declared.clear()
                    driver._decide(state, setup, rng)
                else:
                    raise RuntimeError(f"{code}: PokerKit waits for something the benchmark does not do")
            results.append(tuple(state.stacks))
    return results


class RecordingRandom(random.Random):
    """A Random that notes every draw the decisions make, so they can be timed alone afterwards."""

    def __init__(self, seed: int) -> None:
        super().__init__(seed)
        self.draws: list[tuple[str, tuple]] = []

    def choices(self, *args):  # type: ignore[override]
        self.draws.append(("choices", args))
        return super().choices(*args)

    def choice(self, *args):  # type: ignore[override]
        self.draws.append(("choice", args))
        return super().choice(*args)

    def sample(self, *args):  # type: ignore[override]
        self.draws.append(("sample", args))
        return super().sample(*args)

    def randint(self, *args):  # type: ignore[override]
        self.draws.append(("randint", args))
        return super().randint(*args)


def time_draws(draws: list[tuple[str, tuple]]) -> float:
    """Seconds to make the same draws again on a plain Random: the decisions' cost with no table at all."""
    rng = random.Random(0)
    start = time.perf_counter()
    for name, args in draws:
        getattr(rng, name)(*args)
    return time.perf_counter() - start


def play_ours(code: str, all_stacks: list[tuple[int, ...]], seed: int,
              rng: random.Random | None = None, operations: list[int] | None = None) -> list[tuple[int, ...]]:
    """Play one hand on our table per stack list with the same kind of random decisions.

    ``operations``, if given, gets each hand's count of operations (dealer and player).
    """
    config = _our_config(code)
    fixed = config.structure is Structure.FIXED_LIMIT
    rng = rng or random.Random(seed)
    results = []
    for number, stacks in enumerate(all_stacks):
        table = Table(config, stacks, seed=f"{seed}:{number}")
        while True:
            table.run_dealer()
            seat = table.actor
            if seat is None:
                break
            if table.phase is Phase.DRAWING:
                held = table.seat(seat).hole
                count = _discard_count(rng, len(held), len(held))
                table.apply(Discard(seat, tuple(rng.sample(held, count))))
                continue
            legal = table.legal_player_operations()
            names: list[str] = []
            weights: list[float] = []
            for name in legal:
                if name == "bring-in":
                    names.append(name), weights.append(3.0)
                elif name in ("check", "call"):
                    names.append(name), weights.append(3.0)
                elif name == "fold":
                    if "call" in legal:  # the driver folds only when facing a bet
                        names.append(name), weights.append(1.2)
                else:
                    names.append("raise"), weights.append(1.5)
            choice = rng.choices(names, weights)[0]
            if choice == "fold":
                table.apply(Fold(seat))
            elif choice in ("check", "call"):
                table.apply(CheckOrCall(seat))
            elif choice == "bring-in":
                table.apply(PostBringIn(seat))
            else:
                options = table.raise_options(seat)
                low, high = options.minimum, options.maximum
                amount = low if fixed else rng.choice((low, low, high, rng.randint(low, high)))
                table.apply(BetOrRaiseTo(seat, amount))
        assert table.is_complete
        if operations is not None:
            operations.append(len(table.log))
        results.append(tuple(table.finishing_stacks()))
    return results


def _best_rate(function: Callable[[], list], count: int, repeats: int) -> tuple[float, list]:
    best, results = 0.0, []
    for _ in range(repeats):
        start = time.perf_counter()
        results = function()
        best = max(best, count / (time.perf_counter() - start))
    return best, results


def _check(all_stacks: list[tuple[int, ...]], results: list[tuple[int, ...]]) -> None:
    assert len(results) == len(all_stacks)
    for before, after in zip(all_stacks, results):
        assert sum(after) == sum(before) and min(after) >= 0


RATES: dict[str, tuple[float, float]] = {}


@pytest.mark.parametrize("code", sorted(driver.GAMES))
def test_bench_complete_hands(code: str) -> None:
    theirs_stacks = _stacks(code, 150, 1)
    ours_stacks = _stacks(code, 1500, 2)
    theirs_rate, theirs = _best_rate(lambda: play_pokerkit(code, theirs_stacks, 7), len(theirs_stacks), 2)
    ours_rate, ours = _best_rate(lambda: play_ours(code, ours_stacks, 7), len(ours_stacks), 3)
    _check(theirs_stacks, theirs)
    _check(ours_stacks, ours)
    RATES[code] = (ours_rate, theirs_rate)
    game_code, structure = phh.VARIANT_GAMES[code]
    print(f"\n{code:6} ({structure} {game_code}, {PLAYERS} players): ours {ours_rate:,.0f} hands/s, "
          f"PokerKit {theirs_rate:,.0f} hands/s, ratio {ours_rate / theirs_rate:.1f}x")
    print("       " + budget_line(code, ours_stacks, ours_rate, theirs_rate))


class _BareTable:
    """The least a Python table could do per operation: one method call that logs it."""

    def __init__(self) -> None:
        self.log: list = []

    def apply(self, operation: object) -> None:
        self.log.append(operation)


def bare_call_seconds(count: int = 200_000) -> float:
    """Seconds per bare method call, measured now (the floor of any pure-Python operation)."""
    table, operation = _BareTable(), CheckOrCall(0)
    best = float("inf")
    for _ in range(3):
        table.log.clear()
        start = time.perf_counter()
        for _ in range(count):
            table.apply(operation)
        best = min(best, (time.perf_counter() - start) / count)
    return best


def budget_line(code: str, all_stacks: list[tuple[int, ...]], ours_rate: float, theirs_rate: float) -> str:
    """Where our time per hand goes, against what 50x PokerKit's rate would allow.

    The random decisions are the benchmark's, not the engine's, and both sides
    make them; timing them alone shows how much of the 50x budget is left for a table.
    """
    recorder = RecordingRandom(7)
    counts: list[int] = []
    play_ours(code, all_stacks, 7, rng=recorder, operations=counts)
    hands = len(all_stacks)
    decisions = min(time_draws(recorder.draws) for _ in range(3)) / hands
    per_hand = 1 / ours_rate
    budget = 1 / (50 * theirs_rate)
    operations = sum(counts) / hands
    table = per_hand - decisions
    left = budget - decisions
    bare = bare_call_seconds()
    verdict = (f"50x leaves {left / operations * 1e6:.2f} µs per operation, {left / operations / bare:.1f}x a bare "
               f"method call ({bare * 1e6:.3f} µs)" if left > 0 else "the decisions alone exceed the 50x budget")
    return (f"50x needs <= {budget * 1e6:.0f} µs/hand; ours {per_hand * 1e6:.0f} µs/hand = decisions "
            f"{decisions * 1e6:.0f} + table {table * 1e6:.0f} for {operations:.0f} operations "
            f"({table / operations * 1e6:.2f} µs each); {verdict}")
