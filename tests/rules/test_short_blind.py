"""A big blind all in for less than a full blind does not lower the bet (issue 8, fault 1).

TDA 2024 Rule 54-B and its Illustration Addendum example (pot limit 100-200: the
first player may raise to 700 although a blind is short); Robert's Rules, Button
and Blind Use, rule 1 (v11): the bring-in and the raise sizes stay those of the
full blinds when the player in the blind cannot post the full amount.
"""

from __future__ import annotations

import pytest

from dealerschool.table.operations import CheckOrCall, Fold, ReturnUncalledBet
from dealerschool.table.table import Phase, new_table

# Seats 1-4, the button on seat 4: seat 1 posts the small blind (100), seat 2 the big blind
# but has only 50, so seat 3 (under the gun) acts first.
STACKS = [1000, 50, 1000, 1000]


def short_big_blind(structure: str, **kwargs):
    if structure == "fixed-limit":
        kwargs.update(small_bet=200, big_bet=400)
    table = new_table("holdem" if structure != "pot-limit" else "omaha", structure, STACKS,
                      small_blind=100, big_blind=200, seed=1, **kwargs)
    table.run_dealer()
    assert table.actor == 2 and table.seat(1).bet == 50 and table.seat(1).stack == 0
    return table


@pytest.mark.parametrize("structure", ["no-limit", "pot-limit", "fixed-limit"])
def test_the_bet_to_call_is_the_full_big_blind(structure):
    table = short_big_blind(structure)
    assert table.round.current_bet == 200
    assert table.to_call(2) == 200
    assert table.legal_player_operations() == ["fold", "call", "raise"]


def test_no_limit_minimum_raise_is_two_full_blinds():
    assert short_big_blind("no-limit").raise_options(2).minimum == 400


def test_pot_limit_maximum_counts_the_blinds_as_fully_posted():
    # TDA 2024 Illustration Addendum, Rule 54: PLO 100-200, the first player's pot raise is to 700
    # (call 200, then raise the 500 that would be in the middle with full blinds).
    table = short_big_blind("pot-limit")
    assert table.raise_options(2).maximum == 700
    table.apply(CheckOrCall(2))  # under the gun calls 200
    # The button: 100 + 200 (as if) + 200 + its call of 200 = 700 more, to 900.
    assert table.raise_options(3).maximum == 900


def test_fixed_limit_raise_is_one_full_bet_over_the_blind():
    options = short_big_blind("fixed-limit").raise_options(2)
    assert options.choices == (400,)


def test_small_blind_cannot_check_when_everyone_folds_to_him():
    table = short_big_blind("no-limit")
    table.apply(Fold(2))
    table.apply(Fold(3))
    assert table.actor == 0 and table.phase is Phase.BETTING
    assert table.to_call(0) == 100
    assert "check" not in table.legal_player_operations()


def test_an_uncalled_full_blind_comes_back_and_the_hand_finishes():
    table = short_big_blind("no-limit")
    table.apply(CheckOrCall(2))
    table.apply(Fold(3))
    table.apply(Fold(0))
    # Seat 3 put in 200; the most anyone else put in is the folded small blind's 100.
    assert table.next_dealer_operation() == ReturnUncalledBet(2, 100)
    table.run_dealer()
    while not table.is_complete:
        if table.actor is not None:
            table.apply(CheckOrCall(table.actor))
        table.run_dealer()
    assert sum(table.finishing_stacks()) == sum(STACKS)


def test_a_full_big_blind_leaves_the_round_as_before():
    table = new_table("holdem", "no-limit", [1000] * 4, small_blind=100, big_blind=200, seed=1)
    table.run_dealer()
    assert table.round.current_bet == 200 and table.raise_options(2).minimum == 400


def test_pot_limit_counts_a_dead_small_blind_as_posted():
    # TDA 2024 Rule 54-B: a dead blind does not change the pot-limit arithmetic either. The big blind
    # of the last hand (seat 3) has busted: under a dead button nobody posts the small blind.
    table = new_table("omaha", "pot-limit", [1000, 1000, None, 1000, 1000], small_blind=100, big_blind=200,
                      button=1, blinds=(None, 3), seed=1)
    table.run_dealer()
    assert table.actor == 4 and table.bets_on_table() == 200
    assert table.raise_options(4).maximum == 700
