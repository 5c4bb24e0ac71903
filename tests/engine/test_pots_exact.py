"""pots.py to the letter: the exact error messages, the hand value on every share, the odd chip under the
by-suit rules, dead money with no other chips, and every sentence describe_award makes.

Written from the survivors of ``python tests/mutation.py pots``: each test here fails with at least one
mutant that the other pot tests let through (a message cut short, a share without its hand value, the
lowest-card rule read as the highest, the halves of a scoop swapped)."""

import pytest

from dealerschool.poker.cards import card
from dealerschool.poker.pots import OddChipRule, Pot, PotAward, Share, award_pots, build_pots
from dealerschool.table.words import describe_award

LEFT = OddChipRule.FIRST_LEFT_OF_BUTTON
HIGH_CARD = OddChipRule.HIGH_CARD_BY_SUIT
LOW_CARD = OddChipRule.LOW_CARD_BY_SUIT
TWO = (Pot(10, (0, 1), 0),)
ODD = (Pot(11, (0, 1), 0),)


@pytest.mark.parametrize("call, message", [
    (lambda: build_pots({True: 5, 2: 5}), "contributions: seat True is not a seat index (expected an int >= 0)"),
    (lambda: build_pots({0: 5, 1: 5}, {-1}), "folded: seat -1 is not a seat index (expected an int >= 0)"),
    (lambda: build_pots({0: 5, 1: 5}, {0, 1}),
     "folded: every seat that put chips in has folded (expected at least one live seat)"),
    (lambda: build_pots({0: 5, 1: 5}, dead=-3), "dead: expected a positive amount, got -3"),
    (lambda: award_pots(TWO, {0: 1}, None, LEFT, [0, 1]),
     "high_values: no entry for seat 1, which is eligible for a contested pot (use None for no qualifying hand)"),
    (lambda: award_pots(TWO, {0: None, 1: None}, None, LEFT, [0, 1]),
     "high_values: no eligible seat in Main pot (0, 1) has a high hand (expected at least one non-None value)"),
    (lambda: award_pots(ODD, {0: 1, 1: 1}, None, LEFT, [0]),
     "seat_order: seats [1] are missing (expected every tied winner, starting left of the button)"),
    (lambda: award_pots(ODD, {0: 1, 1: 1}, None, HIGH_CARD, [0, 1], {0: card("As")}),
     "high_card: expected each tied winner's highest card for seats [0, 1]"),
    (lambda: award_pots(ODD, {0: 1, 1: 1}, None, LOW_CARD, [0, 1], {0: card("As")}),
     "high_card: expected each tied winner's lowest card for seats [0, 1]"),
    (lambda: award_pots(ODD, {0: 1, 1: 1}, None, HIGH_CARD, [0, 1], {0: card("As"), 1: card("As")}),
     "high_card: two tied winners hold the same card [Card('As'), Card('As')] (expected distinct cards)"),
    (lambda: award_pots(ODD, {0: 1, 1: 1}, None, "left", [0, 1]),
     "odd_chip: 'left' (expected an OddChipRule member)"),
    (lambda: award_pots(ODD, {0: 1, 1: 1}, None, LEFT, [0, 1], low_odd_chip="low"),
     "low_odd_chip: 'low' (expected an OddChipRule member)"),
    (lambda: award_pots(TWO, {0: 1, 1: 1}, None, LEFT, [0, 1], unit=True),
     "unit: True (expected the smallest chip as an int >= 1)"),
    (lambda: award_pots((Pot(10, (), 0),), {}, None, LEFT, []), "pots: Main pot has no eligible seat (expected at least one)"),
])
def test_bad_input_is_refused_with_this_exact_message(call, message):
    with pytest.raises(ValueError) as raised:
        call()
    assert str(raised.value) == message


def test_every_share_carries_the_hand_value_that_won_it():
    (award,) = award_pots(ODD, {0: 7, 1: 7}, None, LEFT, [1, 0])
    assert {(share.seat, share.amount, share.hand_value) for share in award.shares} == {(1, 6, 7), (0, 5, 7)}
    (award,) = award_pots((Pot(11, (0, 1, 2), 0),), {0: 9, 1: 2, 2: 3}, {0: None, 1: 4, 2: 5}, LEFT, [0, 1, 2])
    assert {(share.seat, share.half, share.hand_value) for share in award.shares} == {(0, "high", 9), (2, "low", 5)}
    uncontested, returned = award_pots((Pot(8, (2,), 0), Pot(5, (2,), 1, uncalled=True)), {2: 4}, None, LEFT, [2])
    assert uncontested.shares == (Share(2, 8, "whole", 4),)
    assert returned.shares == (Share(2, 5, "returned", None),)


def test_under_the_lowest_card_by_suit_the_odd_chip_goes_to_the_lowest_card():
    # Seat 0 holds the 2 of spades, seat 1 the 2 of clubs: clubs are the lowest suit, so seat 1 has the lowest card.
    cards = {0: card("2s"), 1: card("2c")}
    (award,) = award_pots(ODD, {0: 5, 1: 5}, None, LOW_CARD, [0, 1], cards)
    assert {share.seat: share.amount for share in award.shares} == {1: 6, 0: 5}
    (award,) = award_pots(ODD, {0: 5, 1: 5}, None, HIGH_CARD, [0, 1], cards)
    assert {share.seat: share.amount for share in award.shares} == {0: 6, 1: 5}
    # A low half follows its own rule and cards where they are given (the high half keeps its own).
    (award,) = award_pots((Pot(22, (0, 1), 0),), {0: 5, 1: 5}, {0: 3, 1: 3}, HIGH_CARD, [0, 1], cards,
                          low_odd_chip=LOW_CARD, low_card={0: card("Ac"), 1: card("3d")})
    shares = {(share.seat, share.half): share.amount for share in award.shares}
    assert shares == {(0, "high"): 6, (1, "high"): 5, (0, "low"): 6, (1, "low"): 5}


def test_dead_money_with_nothing_else_in_is_a_main_pot_for_every_live_seat():
    assert build_pots({0: 0, 3: 0}, set(), dead=5) == (Pot(5, (0, 3), 0),)


def test_every_sentence_describe_award_makes():
    def award(amount, eligible, shares, hilo=False, number=0, uncalled=False):
        return PotAward(Pot(amount, eligible, number, uncalled), tuple(Share(*share) for share in shares), hilo)

    assert describe_award(award(9, (0, 1), [(1, 9, "whole")])) == "Main pot 9: seat 2 wins all 9."
    assert describe_award(award(9, (1,), [(1, 9, "whole")])) == "Main pot 9: seat 2 wins all 9 uncontested."
    assert describe_award(award(9, (0, 1), [(0, 9, "whole")], hilo=True)) == \
        "Main pot 9: seat 1 wins all 9 (no qualifying low)."
    for shares in ([(0, 5, "high"), (0, 4, "low")], [(0, 4, "low"), (0, 5, "high")]):
        assert describe_award(award(9, (0, 1), shares, hilo=True)) == "Main pot 9: seat 1 scoops 9 (high 5, low 4)."
    assert describe_award(award(9, (0, 1, 2), [(2, 3, "whole"), (0, 3, "whole"), (1, 3, "whole")])) == \
        "Main pot 9: split; seat 3 3, seat 1 3 and seat 2 3."
    assert describe_award(award(8, (0, 1), [(0, 4, "whole"), (1, 4, "whole")], hilo=True, number=1)) == \
        "First side pot 8: split, no qualifying low; seat 1 4 and seat 2 4."
    assert describe_award(award(9, (0, 1), [(0, 5, "high"), (1, 4, "low")], hilo=True)) == \
        "Main pot 9: split; seat 1 (high) 5 and seat 2 (low) 4."
