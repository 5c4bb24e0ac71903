"""Coloring up and the chip race (catalog K03, K04)."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from dealerschool.poker.cards import parse_cards, shuffled_deck
from dealerschool.poker.chiprace import chip_race


def test_thirteen_quarters_race_four_or_three_hundreds():
    deck = shuffled_deck(1)
    chips = {0: 3, 1: 4 + 3, 2: 2, 3: 3, 4: 2}  # seat 1 changes four for a $100 chip; 13 odd chips remain
    up = chip_race(chips, 25, 100, deck, [0, 1, 2, 3, 4], "up")
    assert up.exchanged == {1: 1} and up.race_chips == 4 and len(up.cards) == 13
    assert chip_race(chips, 25, 100, deck, [0, 1, 2, 3, 4], "nearest").race_chips == 3


def test_highest_cards_win_one_chip_each_and_suits_break_ties():
    deck = parse_cards("AhAs 2c 3d")
    result = chip_race({0: 2, 1: 1, 2: 1}, 25, 100, deck, [0, 1, 2], "up")
    # $100 of odd chips: one chip raced; seat 0 holds the A♠ (best card) and wins it.
    assert result.race_chips == 1 and result.raced == {0: 1}
    assert [str(card) for _, card in result.cards] == ["Ah", "As", "2c", "3d"]


def test_nobody_is_raced_out_under_tda():
    deck = parse_cards("2c3c Ah")
    result = chip_race({0: 2, 1: 1}, 25, 100, deck, [0, 1], "nearest", other_chips={0: 0, 1: 500},
                       no_race_out=True)
    assert result.race_chips == 1 and result.raced == {1: 1} and result.protected == (0,)


def test_bad_denominations_are_named():
    with pytest.raises(ValueError, match="multiple of the small one"):
        chip_race({0: 1}, 25, 60, shuffled_deck(0), [0])


@given(st.lists(st.integers(0, 30), min_size=2, max_size=9), st.sampled_from(["up", "nearest"]), st.integers(0, 99))
def test_value_is_never_created_beyond_one_chip(counts, rounding, seed):
    chips = dict(enumerate(counts))
    result = chip_race(chips, 25, 100, shuffled_deck(seed), list(chips), rounding)
    received = sum(result.received().values()) * 100
    assert received - sum(counts) * 25 < 100  # at most one chip's worth is rounded up
    assert all(count <= 1 for count in result.raced.values())
