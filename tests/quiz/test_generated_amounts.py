"""Generated amount questions checked by plain arithmetic, not by the engine's own betting functions.

A generated pot-limit or minimum-raise question's answer is the engine's (``betting.raise_options``); here
it is worked out again from the table's public state with the rules as the rulebooks state them:

- the smallest bet or raise is the current bet plus the largest full bet or raise of the round so far, and
  never less than the smallest opening bet (TDA 2024 Rule 43-A; Robert's Rules, Betting and Raising 5;
  catalog C05);
- the largest pot-limit bet or raise is the current bet plus the pot after the call (the chips in the
  middle, every bet in front of the players and the call itself: Robert's Rules' pot-limit introduction,
  pot 100 and a bet of 50 make a raise of 200, to 250), where a short big blind counts in full (TDA 2024
  Rule 54-B); a bet of the minimum is always allowed (catalog C06);
- a player with fewer chips than either may put in all he has.
"""

import pytest

from dealerschool.generate import generate
from dealerschool.quiz import questions

SEEDS = range(40)


def decision(rule_id, seed):
    made = generate(rule_id, seed)
    table = made.own_replay(made.build(), "sources").table
    question = questions.from_generated(rule_id, seed, "sources")
    return table, table.seats[table.actor], int(question.revealed.right_answer)


def smallest(table, player):
    return min(table.round.current_bet + max(table.round.full_raise, table.limits.min_bet), player.bet + player.stack)


@pytest.mark.parametrize("seed", SEEDS)
def test_the_smallest_no_limit_raise_is_the_last_full_raise_again(seed):
    table, player, answer = decision("no-limit-minimum-raise", seed)
    assert answer == smallest(table, player), (table.game.code, table.round, player)


@pytest.mark.parametrize("seed", SEEDS)
def test_the_largest_pot_limit_bet_is_the_call_and_the_pot_after_it(seed):
    table, player, answer = decision("pot-limit-maximum", seed)
    call = table.round.current_bet - player.bet
    # A big blind all in for less is counted in full (TDA 2024 Rule 54-B): the pot holds what it would have.
    pot_after_call = table.pot + table.bets_on_table() + call + table.round.blind_shortfall
    largest = max(table.round.current_bet + pot_after_call, smallest(table, player))
    assert answer == min(largest, player.bet + player.stack), (table.game.code, table.round, player)
