"""Table.copy (and copy.deepcopy, which uses it): an equal, fully independent table."""

from __future__ import annotations

import copy
import json
import random

import pytest
from test_table_properties import FORCED, limits_for

from dealerschool.poker.games import GAMES
from dealerschool.table.operations import BetOrRaiseTo, CheckOrCall, Discard, Fold, PostBringIn
from dealerschool.table.table import Phase, Table, new_table, snapshot

PAIRS = [(code, structure) for code, game in GAMES.items() for structure in game.structures]


def _step(table: Table, rng: random.Random) -> None:
    """One operation: the due dealer operation, or a random legal decision."""
    operation = table.next_dealer_operation()
    if operation is not None:
        table.apply(operation)
        return
    seat = table.actor
    if table.phase is Phase.DRAWING:
        held = table.seat(seat).hole
        table.apply(Discard(seat, tuple(rng.sample(held, rng.randint(0, len(held))))))
        return
    choice = rng.choice(table.legal_player_operations())
    if choice == "fold":
        table.apply(Fold(seat))
    elif choice in ("check", "call"):
        table.apply(CheckOrCall(seat))
    elif choice == "bring-in":
        table.apply(PostBringIn(seat))
    else:
        options = table.raise_options(seat)
        table.apply(BetOrRaiseTo(seat, rng.choice(options.choices) if options.choices
                                 else rng.randint(options.minimum, options.maximum)))


def _finish(table: Table, seed: int) -> None:
    rng = random.Random(seed)
    while not table.is_complete:
        _step(table, rng)


@pytest.mark.parametrize("code,structure", PAIRS, ids=[f"{c}-{s.value}" for c, s in PAIRS])
def test_copy_is_equal_and_independent(code, structure):
    game = GAMES[code]
    for seed in range(15):
        rng = random.Random(f"{code}:{seed}")
        stacks = [rng.randint(5, 200) for _ in range(rng.randint(2, game.max_seats))]
        table = new_table(code, structure, stacks, seed=seed, **FORCED[game.family.value], **limits_for(structure))
        for _ in range(rng.randint(0, 60)):
            if table.is_complete:
                break
            _step(table, rng)
        before = json.dumps(snapshot(table))
        state = copy.deepcopy(_state(table))
        duplicate = table.copy()
        assert _state(duplicate) == _state(table)
        assert duplicate._orders is table._orders  # a memo shared on purpose, like the frozen config
        assert all(a is not b for a, b in zip(duplicate.seats, table.seats, strict=False) if a is not None)
        # Playing the copy to the end leaves the original exactly as it was...
        _finish(duplicate, seed)
        assert json.dumps(snapshot(table)) == before and _state(table) == state
        # ...and the original, given the same decisions, ends exactly as the copy did.
        _finish(table, seed)
        assert _state(table) == _state(duplicate)
        table.check_invariants()


def _state(table: Table) -> dict:
    """Everything about the table but the clockwise-order memo that tables seated alike share (it only grows)."""
    return {key: value for key, value in vars(table).items() if key != "_orders"}


def test_deepcopy_uses_copy_and_copies_unknown_attributes():
    table = new_table("stud", "fixed-limit", [100] * 4, antes=1, bring_in=1, small_bet=2, big_bet=4, seed=9)
    table.run_dealer()
    table.notes = {"remedy": ["exposed card"]}  # an attribute added by someone else's helper
    duplicate = copy.deepcopy(table)
    assert type(duplicate) is Table and vars(duplicate) == vars(table)
    duplicate.notes["remedy"].append("burn replaced")
    duplicate.seat(0).cards[0].face_up = not table.seat(0).cards[0].face_up
    duplicate.round.faced[1] = 99
    assert table.notes == {"remedy": ["exposed card"]}
    assert duplicate.seat(0).cards[0].face_up != table.seat(0).cards[0].face_up
    assert 1 not in table.round.faced or table.round.faced[1] != 99
    # Shared values are frozen or interned.
    assert duplicate.config is table.config and duplicate.stub[0] is table.stub[0]
    assert duplicate.stub is not table.stub and duplicate._queue is not table._queue


def test_a_seat_copy_has_the_same_attributes_and_shares_nothing_mutable():
    from dealerschool.table.seats import copy_seat

    table = new_table("stud", "fixed-limit", [100] * 3, antes=1, bring_in=1, small_bet=2, big_bet=4, seed=4)
    table.run_dealer()
    seat = table.seat(0)
    plain = copy_seat(seat)
    assert vars(plain) == vars(seat) and seat.cards and plain.cards is not seat.cards
    assert all(copied is not held and copied.card is held.card for copied, held in zip(plain.cards, seat.cards, strict=True))
    # An attribute some helper added to the seat, mutable: copied in depth, not shared.
    seat.notes = {"remedy": ["exposed card"]}
    copied = copy_seat(seat)
    assert vars(copied) == vars(seat)
    copied.notes["remedy"].append("burn replaced")
    assert seat.notes == {"remedy": ["exposed card"]}
