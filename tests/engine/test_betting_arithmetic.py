"""Betting arithmetic by the rulebooks' own worked examples, each number taken from the text, not from the engine.

rules-catalog C03 (the limit raise), C04 (the cap), C05 (no-limit sizes), C06 (pot-limit arithmetic), C07
(spread limit), D05 (stud's open pair on fourth street), X23 (short all-ins); TDA 2024 Rules 43, 47, 48 and
54; Robert's Rules, Betting and Raising 3 to 6 and Seven-Card Stud 4. ``betting.py`` is pure arithmetic over
a round, so each example is played here on a bare ``Round``, one wager after another, as the table does.
"""

from __future__ import annotations

import pytest

from dealerschool.poker.betting import (
    Limits,
    RaiseOptions,
    Round,
    capped,
    full_target,
    raise_options,
    record_bet,
    silent_short_raise,
    unit,
)
from dealerschool.poker.games import Structure

STACK = 10_000
"""Deep enough that no example is cut short by a stack, unless it says so."""


def played(limits: Limits, totals: list[int], round_: Round | None = None, big: bool = False,
           players: int = 3, open_pair: bool = False) -> Round:
    """The round after each total in turn is bet or raised to (the table calls record_bet the same way)."""
    round_ = round_ or Round()
    for total in totals:
        record_bet(limits, round_, total, big, open_pair, players_in_hand=players)
    return round_


def options(limits: Limits, round_: Round, seat_bet: int = 0, stack: int = STACK, pot: int = 0, on_table: int = 0,
            big: bool = False, players: int = 3, open_pair: bool = False) -> RaiseOptions | None:
    return raise_options(limits, round_, seat_bet, stack, pot, on_table, big, players, open_pair)


LIMIT_4_8 = Limits(Structure.FIXED_LIMIT, small_bet=4, big_bet=8)


def test_a_limit_raise_is_one_bet_more():
    # C03: "$4/$8: bet 4, raise to 8, reraise to 12; turn: bet 8, raise to 16".
    assert unit(LIMIT_4_8, False) == 4 and unit(LIMIT_4_8, True) == 8
    round_ = Round()
    for total in (4, 8, 12):
        found = options(LIMIT_4_8, round_)
        assert found == RaiseOptions(total, total, (total,))
        assert found.allows(total) and not found.allows(total + 1) and not found.allows(total - 1)
        assert record_bet(LIMIT_4_8, round_, total, False, players_in_hand=3)
    assert (round_.current_bet, round_.bets_and_raises, round_.opened) == (12, 3, True)
    turn = Round()
    assert options(LIMIT_4_8, turn, big=True).choices == (8,) and full_target(LIMIT_4_8, turn, True) == 8
    played(LIMIT_4_8, [8], turn, big=True)
    assert options(LIMIT_4_8, turn, big=True).choices == (16,)
    # Called without the open-pair flag, as outside stud's fourth street: one choice, the bet.
    assert raise_options(LIMIT_4_8, Round(), 0, 100, 0, 0, False, 3).choices == (4,)
    # Before the flop the big blind is the first bet: 25-cent blind, raise to 50, reraise to 75.
    blinds = Round(current_bet=25, opened=True, bets_and_raises=1)
    quarter = Limits(Structure.FIXED_LIMIT, small_bet=25, big_bet=50)
    assert options(quarter, blinds).choices == (50,)
    played(quarter, [50], blinds)
    assert options(quarter, blinds).choices == (75,)


def test_a_stud_bring_in_is_completed_to_the_small_bet():
    # C07/D01: a bring-in of 1 in $4/$8 stud is completed to 4 (a full bet), then raised to 8.
    round_ = Round(current_bet=1)
    assert options(LIMIT_4_8, round_).choices == (4,) and full_target(LIMIT_4_8, round_, False) == 4
    assert record_bet(LIMIT_4_8, round_, 4, False, players_in_hand=3) and round_.opened
    assert options(LIMIT_4_8, round_).choices == (8,)
    # A bring-in of the full small bet (nothing stops a room setting one) is a full bet: the next raises to 8.
    assert options(LIMIT_4_8, Round(current_bet=4)).choices == (8,)


def test_the_cap_is_a_bet_and_three_raises_while_three_are_in():
    # C04, Robert's Rules Betting and Raising 3: bet + 3 raises, then only call or fold.
    round_ = played(LIMIT_4_8, [4, 8, 12])
    assert not capped(LIMIT_4_8, round_, 3) and options(LIMIT_4_8, round_).choices == (16,)
    played(LIMIT_4_8, [16], round_)
    assert capped(LIMIT_4_8, round_, 3) and options(LIMIT_4_8, round_) is None
    assert round_.capped_multiway  # capped with three in: it stays capped if two are left (Betting and Raising 4)
    assert capped(LIMIT_4_8, round_, 2) and options(LIMIT_4_8, round_, players=2) is None


def test_heads_up_raising_is_unlimited_by_roberts_rules_and_capped_by_tda():
    # Robert's Rules Betting and Raising 4: heads up before the cap, the raising is unlimited.
    heads_up = played(LIMIT_4_8, [4, 8, 12, 16, 20], players=2)
    assert not heads_up.capped_multiway and not capped(LIMIT_4_8, heads_up, 2)
    assert options(LIMIT_4_8, heads_up, players=2).choices == (24,)
    # Three in for the bet and a raise, then one folds: heads up before the cap, so still unlimited.
    became_heads_up = played(LIMIT_4_8, [12, 16], played(LIMIT_4_8, [4, 8], players=3), players=2)
    assert options(LIMIT_4_8, became_heads_up, players=2).choices == (20,)
    # TDA 2024 Rule 48: the cap applies heads-up too (until the event is down to two players).
    tda = Limits(Structure.FIXED_LIMIT, small_bet=4, big_bet=8, heads_up_uncapped=False)
    tda_round = played(tda, [4, 8, 12, 16], players=2)
    assert capped(tda, tda_round, 2) and options(tda, tda_round, players=2) is None


def test_a_two_round_game_caps_at_a_bet_and_four_raises_and_no_cap_is_no_cap():
    # Robert's Rules Betting and Raising 3: bet + 4 raises in a game of two betting rounds (draw, lowball).
    draw = Limits(Structure.FIXED_LIMIT, small_bet=4, big_bet=8, raise_cap=4)
    round_ = played(draw, [4, 8, 12, 16])
    assert options(draw, round_).choices == (20,)
    played(draw, [20], round_)
    assert options(draw, round_) is None
    uncapped = Limits(Structure.FIXED_LIMIT, small_bet=4, big_bet=8, raise_cap=None)
    assert options(uncapped, played(uncapped, [4, 8, 12, 16, 20, 24])).choices == (28,)
    # No cap outside limit betting: no-limit raises on (C05: "no raise cap").
    no_limit = Limits(Structure.NO_LIMIT, min_bet=2)
    assert not capped(no_limit, played(no_limit, [2, 4, 6, 8, 10, 12]), 3)


def test_no_limit_bets_and_raises():
    # C05: the smallest bet is the big blind, the largest every chip in front; "bet $5 -> raise to >= $10".
    no_limit = Limits(Structure.NO_LIMIT, min_bet=2)
    round_ = Round()
    assert options(no_limit, round_, stack=300) == RaiseOptions(2, 300)
    played(no_limit, [5], round_)
    assert options(no_limit, round_, stack=300) == RaiseOptions(10, 300)
    # A raise of exactly the minimum is a full raise: bet 100, raise to 200, the next raise to 300 at least.
    exact = Round()
    assert record_bet(no_limit, exact, 100, False, players_in_hand=3)
    assert record_bet(no_limit, exact, 200, False, players_in_hand=3)
    assert exact.bets_and_raises == 2 and options(no_limit, exact).minimum == 300
    # TDA 2024 Addendum to Rule 43: 600, raise to 1600, reraise to 3600: the next raise is to 5600 at least.
    tda = Limits(Structure.NO_LIMIT, min_bet=200)
    round_ = played(tda, [600, 1600, 3600])
    assert full_target(tda, round_, False) == 5600 and options(tda, round_).minimum == 5600
    # A player whose chips do not reach the minimum may still go all in for less.
    assert options(tda, round_, seat_bet=0, stack=4000) == RaiseOptions(4000, 4000)
    # and one who cannot even call has no raise at all
    assert options(tda, round_, seat_bet=0, stack=3600) is None


def test_a_short_all_in_does_not_reopen_or_change_the_minimum_raise():
    # TDA 2024 Rule 47 and its Addendum; X23: bet 100, all in for 150 (less than a full raise): the raise
    # to 150 does not count, the next full raise is the last full one (100) more: to 250.
    no_limit = Limits(Structure.NO_LIMIT, min_bet=50)
    round_ = played(no_limit, [100])
    assert not record_bet(no_limit, round_, 150, False, players_in_hand=3)
    assert (round_.current_bet, round_.full_raise, round_.bets_and_raises) == (150, 100, 1)
    assert options(no_limit, round_).minimum == 250
    # An all-in for 20 before anyone bets (less than the smallest bet, 50) is "a call plus extra": the bet
    # over it is at least 50 more (to 70); a bet to 200 is a raise of 180 over it, so the next is to 380.
    unopened = played(no_limit, [20])
    assert not unopened.opened and options(no_limit, unopened).minimum == 70
    assert record_bet(no_limit, unopened, 200, False, players_in_hand=3)
    assert unopened.full_raise == 180 and options(no_limit, unopened).minimum == 380


def test_the_fifty_percent_rule_for_chips_put_out_silently():
    # TDA 2024 Rule 43-A: facing a bet of 100 (a minimum raise to 200), 150 put out without a word is half
    # the raise: it must be made 200; 149 is less than half: a call.
    no_limit = Limits(Structure.NO_LIMIT, min_bet=50)
    facing = options(no_limit, played(no_limit, [100]))
    assert facing is not None and facing.minimum == 200
    assert silent_short_raise(facing, 100, 150) == 200
    assert silent_short_raise(facing, 100, 199) == 200
    assert silent_short_raise(facing, 100, 149) is None
    assert silent_short_raise(facing, 100, 101) is None


POT_LIMIT = Structure.POT_LIMIT


def test_pot_limit_the_raise_is_the_pot_after_the_call():
    # C06: "pot 15, bet 10 -> call 10, raise 35, total 45"; the minimum raise is the bet again, to 20.
    limits = Limits(POT_LIMIT, min_bet=2)
    round_ = played(limits, [10])
    assert options(limits, round_, pot=15, on_table=10) == RaiseOptions(20, 45)
    # Robert's Rules, Pot-limit: "pot 100, bet 50 -> call 50 and raise 200: 250".
    round_ = played(Limits(POT_LIMIT, min_bet=10), [50])
    assert options(Limits(POT_LIMIT, min_bet=10), round_, pot=100, on_table=50).maximum == 250
    # A seat with chips in already calls only the rest: bet 10, raised to 30 by the next, back to the bettor
    # (10 in): the call is 20, the pot after it 15 + 10 + 30 + 20 = 75, so 30 + 75 = 105 at most.
    round_ = played(limits, [10, 30])
    assert options(limits, round_, seat_bet=10, pot=15, on_table=40).maximum == 105
    # The stack still bounds it.
    assert options(limits, round_, seat_bet=10, stack=60, pot=15, on_table=40) == RaiseOptions(50, 70)


def test_pot_limit_before_the_flop_and_with_a_short_blind():
    # TDA 2024 Rule 54-B: PLO 100-200, the first player may raise to 700 (call 200: the pot is 500; raise 500).
    limits = Limits(POT_LIMIT, min_bet=200)
    blinds = Round(current_bet=200, full_raise=200, opened=True, bets_and_raises=1)
    assert options(limits, blinds, on_table=300) == RaiseOptions(400, 700)
    # A big blind all in for 150: the calculation is unchanged (the short 50 counted as if posted).
    short = Round(current_bet=200, full_raise=200, opened=True, bets_and_raises=1, blind_shortfall=50)
    assert options(limits, short, on_table=250).maximum == 700
    # Pot-limit stud, third street: "pot 5, ante 1 -> may bet 1 to 5".
    stud = Limits(POT_LIMIT, min_bet=1)
    assert options(stud, Round(), pot=5) == RaiseOptions(1, 5)


def test_spread_limit():
    # C07, $1-$5: "bet $2 -> raise to >= $4 ... max raise to $7; $5 bet -> only raise is +$5 = $10".
    spread = Limits(Structure.SPREAD_LIMIT, small_bet=1, big_bet=5)
    assert options(spread, Round()) == RaiseOptions(1, 5)
    assert options(spread, played(spread, [2])) == RaiseOptions(4, 7)
    assert options(spread, played(spread, [5])) == RaiseOptions(10, 10)
    # A bring-in under the spread's bottom may be completed to any amount in the spread; the next raise is
    # then at least that completion.
    two_ten = Limits(Structure.SPREAD_LIMIT, small_bet=2, big_bet=10)
    brought_in = Round(current_bet=1)
    assert options(two_ten, brought_in) == RaiseOptions(2, 10)
    assert record_bet(two_ten, brought_in, 6, False, players_in_hand=3)
    assert brought_in.full_raise == 6 and options(two_ten, brought_in) == RaiseOptions(12, 16)
    # A bring-in at the spread's bottom (no ante: C07) is a bet of 1: raised 1 more at least, 5 more at most.
    assert options(spread, Round(current_bet=1)) == RaiseOptions(2, 6)
    # A raise smaller than the last one is not full (Robert's Rules Betting and Raising 5: at least the
    # previous bet or raise).
    round_ = played(two_ten, [5])
    assert not record_bet(two_ten, round_, 8, False, players_in_hand=3) and round_.full_raise == 5
    # Bet 5, raised 5 more to 10: the next raise is 5 more at least (to 15) and 10 more at most (to 20).
    assert options(two_ten, played(two_ten, [5, 10])) == RaiseOptions(15, 20)


OPEN_PAIR = Limits(Structure.FIXED_LIMIT, small_bet=10, big_bet=20)


def test_an_open_pair_on_fourth_street_allows_the_big_bet():
    # D05, Robert's Rules Seven-Card Stud 4, $10-$20: "bet 10 or 20; after a 20 bet the next may fold, call
    # 20 or raise to 40"; after a 10 bet, a raise of a small bet (to 20) or of a big bet (to 30); once a
    # big-bet raise is made, every later raise is a big bet.
    assert options(OPEN_PAIR, Round(), open_pair=True).choices == (10, 20)
    assert options(OPEN_PAIR, Round(), open_pair=False).choices == (10,)
    small = played(OPEN_PAIR, [10], open_pair=True)
    assert not small.big_increment and options(OPEN_PAIR, small, open_pair=True).choices == (20, 30)
    big = played(OPEN_PAIR, [20], open_pair=True)
    assert big.big_increment and options(OPEN_PAIR, big, open_pair=True).choices == (40,)
    raised_big = played(OPEN_PAIR, [10, 30], open_pair=True)
    assert raised_big.big_increment and options(OPEN_PAIR, raised_big, open_pair=True).choices == (50,)
    raised_small = played(OPEN_PAIR, [10, 20], open_pair=True)
    assert not raised_small.big_increment and options(OPEN_PAIR, raised_small, open_pair=True).choices == (30, 40)
    # An all-in for 3 first (less than half the small bet: no bet, the round unopened): the next player bets
    # 10 or 20, and a bet of 20 is the big bet, so later raises are big.
    short = played(OPEN_PAIR, [3], open_pair=True)
    assert not short.opened and options(OPEN_PAIR, short, open_pair=True).choices == (10, 20)
    played(OPEN_PAIR, [20], short, open_pair=True)
    assert short.big_increment and options(OPEN_PAIR, short, open_pair=True).choices == (40,)
    # An all-in for 6 (half the small bet or more: a full bet): the next raises a small bet (to 16) or a big one
    # (to 26). An all-in to 22 raises 16, not a big bet: the one after may still raise by either, to 32 or 42.
    half = played(OPEN_PAIR, [6], open_pair=True)
    assert half.opened and options(OPEN_PAIR, half, open_pair=True).choices == (16, 26)
    played(OPEN_PAIR, [22], half, open_pair=True)
    assert not half.big_increment and options(OPEN_PAIR, half, open_pair=True).choices == (32, 42)
    # After the big bet of 20, an all-in to 28 is less than half of a big-bet raise (20): no raise; the next
    # player completes the wager, a big raise over the 20: to 40.
    under_half = played(OPEN_PAIR, [20], open_pair=True)
    assert not record_bet(OPEN_PAIR, under_half, 28, False, True, players_in_hand=3)
    assert options(OPEN_PAIR, under_half, open_pair=True).choices == (40,)
    # A stack short of the big bet is all in for what it has.
    assert options(OPEN_PAIR, Round(), stack=15, open_pair=True).choices == (10, 15)


@pytest.mark.parametrize(("big", "bet", "all_in", "full", "next_raise"), [
    (False, 4, 6, True, 10),   # 2 over the bet of 4: half a bet, a full raise; the next is a bet more, to 10
    (False, 4, 5, False, 8),   # 1 over: less than half; the next completes the wager over the 4: to 8
    (True, 8, 12, True, 20),   # the turn: 4 over the 8, half a bet
    (True, 8, 11, False, 16),  # 3 over: less than half; completed over the 8: to 16
])
def test_a_limit_all_in_of_half_a_bet_is_a_full_raise(big, bet, all_in, full, next_raise):
    # X23; Robert's Rules Betting and Raising 6; TDA 2024 Rule 47 (limit).
    round_ = played(LIMIT_4_8, [bet], big=big)
    assert record_bet(LIMIT_4_8, round_, all_in, big, players_in_hand=3) is full
    assert round_.current_bet == all_in and round_.bets_and_raises == (2 if full else 1)
    assert round_.short_level == (None if full else bet)
    assert options(LIMIT_4_8, round_, big=big).choices == (next_raise,)


def test_short_limit_all_ins_that_together_make_half_a_bet_are_a_full_raise():
    # Two all-ins of 1 each over the bet of 4 (to 5, then 6): together half a bet, so a full raise; the
    # next raise is to 10.
    round_ = played(LIMIT_4_8, [4])
    assert not record_bet(LIMIT_4_8, round_, 5, False, players_in_hand=3)
    assert record_bet(LIMIT_4_8, round_, 6, False, players_in_hand=3)
    assert round_.short_level is None and options(LIMIT_4_8, round_).choices == (10,)
    # An all-in under a full bet when nobody has bet yet: 3 of a 4 bet is more than half, a full bet.
    opening = Round()
    assert record_bet(LIMIT_4_8, opening, 3, False, players_in_hand=3) and opening.opened
    assert options(LIMIT_4_8, opening).choices == (7,)
    # On the turn 3 of an 8 bet is less than half (record_bet called without the open-pair flag): no bet.
    assert not record_bet(LIMIT_4_8, Round(), 3, True)
    # 1 of 4 is not: the round stays unopened, and the next bet is the full 4.
    unopened = Round()
    assert not record_bet(LIMIT_4_8, unopened, 1, False, players_in_hand=3) and not unopened.opened
    assert options(LIMIT_4_8, unopened).choices == (4,)
