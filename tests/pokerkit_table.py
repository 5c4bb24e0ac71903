"""Complete hands per second: our table engine against PokerKit 0.7.7, in one plain process.

``tests/pokerkit_compare.py`` calls :func:`complete_hands` (PokerKit was found about 1.6x slower inside pytest
than in a plain script, and our table was not, so the comparison is not made under pytest;
``tests/bench/bench_pokerkit.py`` runs the script). Both sides play the same game with the same player count,
starting stacks and kind of random legal decisions (the weights of ``tests/pokerkit_driver.py``'s
decision loop), each dealing from its own shuffled deck. PokerKit automates every dealer step (posting,
burning, dealing, collecting, showdown, pushing); our table runs its own dealer operations
(``Table.run_dealer``) between decisions, so both sides do the whole procedure. Neither side does
bookkeeping beyond playing the hand (no PHH, no invariant checks). Nothing is asserted about speed
(shared machines are noisy); the printed rates are the result. Each run does assert that every timed
hand finished on both sides with chips conserved.
"""

from __future__ import annotations

import random
import time
import warnings
from collections.abc import Callable

import pokerkit
import pokerkit_driver as driver
from benchmark_sizes import size

from dealerschool.histories import phh
from dealerschool.poker.games import Family, Structure, get_game
from dealerschool.table.operations import BetOrRaiseTo, CheckOrCall, Discard, Fold, PostBringIn
from dealerschool.table.table import Phase, Table, TableConfig, TableSettings

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
    rules = TableSettings(five_card_discard_rule=False)  # PokerKit deals all five replacements at once
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


def draws_after_current_street(state: pokerkit.State) -> int:
    """Draws still to come after this street: each burns a card PokerKit's own deck must keep back.

    PokerKit deals from its own deck here and never makes a new stub, so the benchmark's players discard no more
    than that deck can replace (the driver, which deals from our stub, lets draws run it out instead)."""
    return sum(1 for street in state.streets[state.street_index + 1:] if street.draw_status)


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
                    room = len(state.deck_cards) - 2 - draws_after_current_street(state) - sum(declared)
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
    for before, after in zip(all_stacks, results, strict=False):
        assert sum(after) == sum(before) and min(after) >= 0


def complete_hands(code: str) -> str:
    """One game's line: both rates (hands per second, best of a few runs) and the ratio."""
    theirs_stacks = _stacks(code, size(150, 3), 1)
    ours_stacks = _stacks(code, size(1500, 30), 2)
    theirs_rate, theirs = _best_rate(lambda: play_pokerkit(code, theirs_stacks, 7), len(theirs_stacks), size(2, 1))
    ours_rate, ours = _best_rate(lambda: play_ours(code, ours_stacks, 7), len(ours_stacks), size(3, 1))
    _check(theirs_stacks, theirs)
    _check(ours_stacks, ours)
    game_code, structure = phh.VARIANT_GAMES[code]
    return (f"{code:6} ({structure} {game_code}, {PLAYERS} players): ours {ours_rate:,.0f} hands/s "
            f"({1e6 / ours_rate:.0f} us), PokerKit {theirs_rate:,.0f} hands/s ({1e6 / theirs_rate:.0f} us), "
            f"ratio {ours_rate / theirs_rate:.1f}x")
