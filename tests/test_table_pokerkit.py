"""Differential tests against PokerKit 0.7.7 (driven by tests/pokerkit_driver.py).

First the driver itself is checked: it must deal exactly the cards of the
recorded stub, in the physical order, and its quirk flags must mean what
they say. The engine comparison follows.
"""

from __future__ import annotations

from collections import Counter

import pytest

import pokerkit_driver as driver
from dealerschool import phh
from dealerschool.cards import Card, format_cards

CODES = sorted(driver.GAMES)


def _dealt_cards(history: phh.HandHistory) -> list[Card]:
    cards: list[Card] = []
    for action in history.actions:
        if isinstance(action, (phh.DealHole, phh.DealBoard)):
            cards.extend(c for c in action.cards if c is not None)
    return cards


@pytest.mark.parametrize("code", CODES)
def test_driver_deals_exactly_the_recorded_stub(code):
    for seed in range(40):
        hand = driver.play_hand(code, seed)
        assert sorted(hand.deck) == sorted(set(hand.deck)) and len(hand.deck) == 52
        assert hand.history.extra["_deck"] == format_cards(hand.deck)
        dealt = _dealt_cards(hand.history)
        used = list(hand.deck[:hand.cards_used])
        # Every card off the top of the stub was dealt or burnt once; nothing else was.
        assert Counter(dealt) + Counter(hand.burns) == Counter(used)
        assert sum(hand.finishing_stacks) == sum(hand.history.starting_stacks)
        assert hand.history.finishing_stacks == hand.finishing_stacks
        pushed = sum(sum(award.amounts) for award in hand.pot_awards)
        assert pushed > 0


@pytest.mark.parametrize("code", ["NT", "FT", "PO", "FO/8"])
def test_driver_deals_board_games_in_physical_order(code):
    for seed in range(20):
        hand = driver.play_hand(code, seed)
        deck, count = hand.deck, hand.history.player_count
        per_player = 4 if "O" in code else 2
        holes = [a for a in hand.history.actions if isinstance(a, phh.DealHole)]
        assert [h.player for h in holes] == list(range(count))
        for hole in holes:
            # One card at a time clockwise from the first seat after the button.
            assert hole.cards == tuple(deck[hole.player + count * k] for k in range(per_player))
        position = count * per_player
        for board in (a for a in hand.history.actions if isinstance(a, phh.DealBoard)):
            assert deck[position] in hand.burns  # burn first...
            assert board.cards == deck[position + 1:position + 1 + len(board.cards)]  # ...then turn
            position += 1 + len(board.cards)
        assert position == hand.cards_used


def test_driver_is_deterministic():
    assert driver.play_hand("F7S/8", 12) == driver.play_hand("F7S/8", 12)
    assert driver.play_hand("NT", 1).deck != driver.play_hand("NT", 2).deck


def test_fixed_limit_omaha_amounts_are_fixed_limit_amounts():
    # PokerKit 0.7.7 would accept pot-limit sizes in FO/8; the driver must not use them.
    for seed in range(40):
        history = driver.play_hand("FO/8", seed).history
        street_size = 2
        bets_this_street = 0
        level = 2  # the big blind
        for action in history.actions:
            if isinstance(action, phh.DealBoard):
                street_size = 2 if len(action.cards) == 3 else 4
                bets_this_street, level = 0, 0
            elif isinstance(action, phh.CompleteBetOrRaiseTo):
                bets_this_street += 1
                assert bets_this_street <= driver.FIXED_LIMIT_BET_CAP
                # A full fixed-limit step, or less only when that puts the player all in.
                assert action.amount <= level + street_size
                level = max(level, action.amount)


def test_quirk_flags_fire_and_only_where_they_can():
    flags = {code: [driver.play_hand(code, seed) for seed in range(150)] for code in ("FR", "F7S/8", "FO/8", "NT")}
    assert any(hand.side_pot_low_to_no_low for hand in flags["F7S/8"] + flags["FO/8"])
    assert not any(hand.pokerkit_deviates for hand in flags["NT"])
    assert not any(hand.stud_odd_chip for hand in flags["FO/8"])
    for hand in flags["FR"] + flags["F7S/8"]:
        if hand.stud_odd_chip:
            # PokerKit's odd chip goes to the lowest-indexed winner of that split.
            split = next(a for a in hand.pot_awards if len(set(a.amounts[i] for i in a.winners)) > 1)
            assert split.amounts[split.winners[0]] == max(split.amounts)
