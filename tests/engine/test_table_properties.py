"""Property tests: over random games, seats, stacks, seeds and legal actions, nothing is ever lost.

At every step all 52 cards are in exactly one place, chips are conserved, the
state can be rendered (``snapshot`` to JSON), and the hand always finishes.
"""

import json
import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from dealerschool.poker.games import GAMES, Structure
from dealerschool.table.operations import BetOrRaiseTo, CheckOrCall, Discard, Fold, IllegalOperation, PostBringIn
from dealerschool.table.table import Phase, TableSettings, new_table, snapshot

FORCED = {
    "flop": dict(small_blind=1, big_blind=2),
    "draw": dict(small_blind=1, big_blind=2),
    "stud": dict(antes=1, bring_in=1),
}


def limits_for(structure):
    if structure is Structure.FIXED_LIMIT:
        return dict(small_bet=2, big_bet=4)
    if structure is Structure.SPREAD_LIMIT:
        return dict(small_bet=1, big_bet=5)
    return {}


def play_random_hand(game_code, structure, stacks, seed, rules=TableSettings()):
    """Deal and play one hand with random legal decisions; check invariants at every step."""
    rng = random.Random(seed)
    game = GAMES[game_code]
    table = new_table(game_code, structure, stacks, seed=seed, rules=rules,
                      **FORCED[game.family.value], **limits_for(structure))
    for _ in range(3000):
        table.check_invariants()
        json.dumps(snapshot(table))
        if table.is_complete:
            break
        operation = table.next_dealer_operation()
        if operation is not None:
            table.apply(operation)
            continue
        seat = table.actor
        assert seat is not None, f"stuck in {table.phase}"
        if table.phase is Phase.DRAWING:
            held = table.seat(seat).hole
            count = rng.randint(0, min(len(held), rules.max_discard))
            table.apply(Discard(seat, tuple(rng.sample(held, count))))
            continue
        choice = rng.choice(table.legal_player_operations())
        if choice == "fold":
            table.apply(Fold(seat))
        elif choice in ("check", "call"):
            table.apply(CheckOrCall(seat))
        elif choice == "bring-in":
            table.apply(PostBringIn(seat))
        else:
            options = table.raise_options(seat)
            amount = rng.choice(options.choices) if options.choices else rng.randint(options.minimum, options.maximum)
            table.apply(BetOrRaiseTo(seat, amount))
    assert table.is_complete, "the hand did not finish"
    table.check_invariants()
    assert table.pot == 0
    assert sum(table.finishing_stacks()) == sum(s for s in stacks if s is not None)
    return table


game_and_structure = st.sampled_from(
    [(code, structure) for code, game in GAMES.items() for structure in game.structures])


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(game_and_structure, st.integers(0, 2**32), st.data())
def test_random_hands_keep_cards_and_chips(game_structure, seed, data):
    code, structure = game_structure
    game = GAMES[code]
    count = data.draw(st.integers(2, game.max_seats), label="players")
    stacks = data.draw(st.lists(st.integers(1, 300), min_size=count, max_size=count), label="stacks")
    rules = TableSettings(
        heads_up_uncapped=data.draw(st.booleans(), label="heads_up_uncapped"),
        stud_ties_by_suit=data.draw(st.booleans(), label="stud_ties_by_suit"),
        five_card_discard_rule=data.draw(st.booleans(), label="five_card_discard_rule"),
    )
    play_random_hand(code, structure, stacks, seed, rules)


@settings(max_examples=100, deadline=None)
@given(st.integers(0, 2**32), st.lists(st.sampled_from(["Burn", "DealCard", "Fold", "CheckOrCall"]), max_size=30))
def test_wrong_operations_are_refused_without_changing_the_table(seed, attempts):
    from dealerschool.table import operations

    table = new_table("holdem", "no-limit", [50, 50, 50, 50], small_blind=1, big_blind=2, seed=seed)
    for name in attempts:
        operation = getattr(operations, name)() if name == "Burn" else getattr(operations, name)(0)
        before = json.dumps(snapshot(table))
        try:
            table.apply(operation)
        except IllegalOperation:
            assert json.dumps(snapshot(table)) == before
        table.check_invariants()
