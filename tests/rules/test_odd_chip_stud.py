"""The stud odd chip (catalog X17, conflict register #13) follows the rulebook's HouseOptions.odd_chip_stud.

Robert's Rules, Ties 5: all the player's cards count; the highest card by suit in high games and in the
high half of stud/8, the lowest card by suit in razz and in the low half. TDA 2024 Rule 20-B: the highest
card by suit in the five-card hand, razz and stud/8 low halves too. The table used to give every stud odd
chip to the highest of all the player's cards, which is neither rule in razz or a low half, and not TDA's
when the highest card is not in the five. Each hand below is checked down; p3 loses, so the pot is odd.
"""

from __future__ import annotations

import pytest

from dealerschool import situations
from dealerschool.generate.core import Script, has_event
from dealerschool.poker.cards import parse_card, parse_cards
from dealerschool.rules.engine import rule_on
from dealerschool.rules.model import ROBERTS, RULEBOOK_NAMES, SOURCES, TDA_2024
from dealerschool.rules.rulebooks import HouseOptions, Rulebook, get_rulebook
from dealerschool.table import stud
from dealerschool.table.operations import PushPot, ShowHand


def checked_down(variant: str, hands: list[str], burns: str, folding: tuple[int, ...] = (), **setup) -> situations.Situation:
    """Seven-card hands (two down, the door card, fourth to sixth street, seventh down), dealt from a stub in
    that order and checked down after the bring-in is called. A player in ``folding`` (numbered from 1, given
    his three cards of third street only) folds at his first turn, which must not be the bring-in."""
    cards = [parse_cards(hand) for hand in hands]
    top = [hand[street] for street in range(3) for hand in cards]
    for street, burn in zip(range(3, 7), parse_cards(burns), strict=False):
        top += [burn] + [hand[street] for hand in cards if len(hand) > street]
    data = {"variant": variant, "antes": 1, "bring_in": 2, "small_bet": 4, "big_bet": 8,
            "starting_stacks": [100] * len(hands), "seed": 1, "stub": "".join(map(str, top)),
            "house": {"stud_ties_by_suit": False}, **setup}
    script = Script(data)
    table = script.table
    while True:
        if table.actor is not None:
            legal = table.legal_player_operations()
            move = "pb" if "bring-in" in legal else "f" if table.actor + 1 in folding else "cc"
            script.do(f"p{table.actor + 1} {move}")
            continue
        op = script.expected()
        assert op is not None
        if isinstance(op, PushPot):
            return situations.from_mapping(script.mapping(), f"<{variant} checked down>")
        if isinstance(op, ShowHand):
            script.do(f"show p{op.seat + 1}")
        elif has_event(op):
            script.step()
        else:
            script.cont()


def shares(situation: situations.Situation, rulebook: str | Rulebook) -> list[tuple[int, int, str]]:
    ruling = rule_on(situation, rulebook)
    return [(share.seat + 1, share.amount, share.half) for award in ruling.table.awards for share in award.shares]


# p1 and p2 tie with 7-5-4-3-2. p1 holds the 2c and the 7s; p2 the Ks, the highest card of all.
RAZZ_BOTH_RULES_AGREE = checked_down("FR", ["Kh5c7s4d3h2cQd", "Ks5d7h4c3s2dQh", "TcJd9d8s6cQcKd"], "9h9s8h8c")
# The same tie, but the 7s is p2's: Robert's Rules (the lowest card, p1's 2c) and TDA (p2's 7s) differ.
RAZZ_RULES_DIFFER = checked_down("FR", ["Kh5c7h4d3h2cQd", "Ks5d7s4c3s2dQh", "TcJd9d8s6cQcKd"], "9h9s8h8c")


@pytest.mark.parametrize("rulebook", RULEBOOK_NAMES)
def test_razz_odd_chip_is_not_the_highest_card_of_all(rulebook):
    # The old table gave it to p2 (Ks) under every rulebook; both rules give it to p1 here.
    assert shares(RAZZ_BOTH_RULES_AGREE, rulebook) == [(1, 5, "whole"), (2, 4, "whole")]


@pytest.mark.parametrize(("rulebook", "code", "winner", "card"), [
    (SOURCES, "odd-chip-low-suit-all-cards", 1, "2c"),
    (ROBERTS, "odd-chip-low-suit-all-cards", 1, "2c"),
    (TDA_2024, "odd-chip-high-suit-in-hand", 2, "7s"),
])
def test_razz_odd_chip_by_rulebook(rulebook, code, winner, card):
    ruling = rule_on(RAZZ_RULES_DIFFER, rulebook)
    assert (ruling.rule.id, ruling.code.value) == ("odd-chip-razz", code)
    assert [(s.seat + 1, s.amount) for s in ruling.table.awards[0].shares] == [(winner, 5), (3 - winner, 4)]
    # The remedy says who gets the chip and by which card, as the table awarded it.
    assert f"The odd chip goes to seat {winner}, whose {card} is the" in ruling.remedy[0]
    assert ("five-card" in ruling.remedy[0]) == (rulebook == TDA_2024)
    ruling.table.run_dealer()
    assert ruling.table.seat(winner - 1).stack - ruling.table.seat(2 - winner).stack == 1


# Stud/8: p1 scoops the high with trip aces (no low); p2 and p3 tie for low with 7-5-4-3-2 and share a
# 3-chip low half. p2 holds the 2c, p3 the 7s and the Ks.
STUD8 = checked_down("F7S/8", ["AhAdAcKdQsJh9c", "Kh5c7h4d3h2cQd", "Ks5d7s4c3s2dQh"], "9h9s8h8c", bring_in=1)


@pytest.mark.parametrize(("rulebook", "low_winner"), [(SOURCES, 2), (ROBERTS, 2), (TDA_2024, 3)])
def test_stud8_tied_lows_split_as_a_low_game(rulebook, low_winner):
    # The old table gave the low half's odd chip to p3 (Ks) under every rulebook.
    assert shares(STUD8, rulebook) == [(1, 3, "high"), (low_winner, 2, "low"), (5 - low_winner, 1, "low")]


# Seven-card stud: both make 9-8-7-6-5. p1's As plays no part in his straight; p2's straight has the 9s.
STUD_STRAIGHTS = checked_down("F7S", ["As2c9h8d7c6h5d", "Kc2d9s8h7d6s5h", "QcJcTd4c4h3c3d"], "2h2sThTs")


@pytest.mark.parametrize(("rulebook", "code"), [
    (SOURCES, "odd-chip-high-suit-all-cards"),
    (ROBERTS, "odd-chip-high-suit-all-cards"),
    (TDA_2024, "odd-chip-high-suit-in-hand"),
])
def test_stud_high_odd_chip_is_ruled_as_a_high_game(rulebook, code):
    # Robert's Rules Ties 5 gives a high stud game's odd chip to the highest card by suit; the ruling used to
    # name razz's rule (the lowest card by suit) for stud high under sources and Robert's Rules, while the
    # table awarded it by the highest card.
    ruling = rule_on(STUD_STRAIGHTS, rulebook)
    assert (ruling.rule.id, ruling.code.value) == ("odd-chip-stud", code)
    assert "is the highest card by suit" in ruling.remedy[0]


@pytest.mark.parametrize(("rulebook", "winner"), [(SOURCES, 1), (ROBERTS, 1), (TDA_2024, 2)])
def test_stud_high_card_outside_the_five(rulebook, winner):
    # The old table gave it to p1 (As) under TDA too.
    ruling = rule_on(STUD_STRAIGHTS, rulebook)
    assert ruling.rule.id == "odd-chip-stud"
    assert [(s.seat + 1, s.amount) for s in ruling.table.awards[0].shares][0] == (winner, (ruling.table.awards[0].pot.amount + 1) // 2)


def test_the_option_is_the_rulebooks_and_a_rooms_own():
    assert not get_rulebook(SOURCES).table_rules().stud_odd_chip_five_card
    assert not get_rulebook(ROBERTS).table_rules().stud_odd_chip_five_card
    assert get_rulebook(TDA_2024).table_rules().stud_odd_chip_five_card
    room = Rulebook("our-room", "A room's own rules", HouseOptions(odd_chip_stud="five-card-high-suit"),
                    (SOURCES,), answers_from=SOURCES)
    assert shares(RAZZ_RULES_DIFFER, room)[0] == (2, 5, "whole")
    # and a situation file's [house] option says the same for that one hand
    data = {**RAZZ_RULES_DIFFER_MAPPING, "house": {"stud_ties_by_suit": False, "stud_odd_chip_five_card": True}}
    assert shares(situations.from_mapping(data, "<house option>"), SOURCES)[0] == (2, 5, "whole")


RAZZ_RULES_DIFFER_MAPPING = {
    "variant": "FR", "antes": 1, "bring_in": 2, "small_bet": 4, "big_bet": 8, "starting_stacks": [100, 100, 100],
    "seed": 1, "stub": "".join(str(c) for c in RAZZ_RULES_DIFFER.stub),
    "events": [event.text for event in RAZZ_RULES_DIFFER.events],
}


def test_odd_chip_card():
    own = parse_cards("Kh5c7h4d3h2cQd")
    assert stud.odd_chip_card(own, (), "razz", True, five_card=False) == parse_card("2c")
    assert stud.odd_chip_card(own, (), "razz", True, five_card=True) == parse_card("7h")
    assert stud.odd_chip_card(own, (), "high", False, five_card=False) == parse_card("Kh")
    # an ace is the lowest card in a low game, the highest in a high one
    assert stud.odd_chip_card(parse_cards("As2c3d4h5s9cKd"), (), "razz", True, five_card=False) == parse_card("As")
    assert stud.odd_chip_card(parse_cards("As2c3d4h5s9cKd"), (), "razz", True, five_card=True) == parse_card("5s")
    # two sevens could play in the 7-5-4-3-2: the better one counts
    assert stud.odd_chip_card(parse_cards("7c7s5d4h3c2dKd"), (), "razz", True, five_card=True) == parse_card("7s")
    # a common card is nobody's own: it never decides
    assert stud.odd_chip_card(parse_cards("9h8d7c6h5dQs"), parse_cards("Ad"), "high", False, five_card=True) \
        == parse_card("9h")


# Independent oracles for the two rulebooks' texts, worked out here from the cards as written, not by the engine.
# Robert's Rules, Ties 1: suits rank spades, hearts, diamonds, clubs from the highest down. Ties 5: in a stud
# game the odd chip goes to the highest card by suit in a high game and the lowest card by suit in a low game
# (a stud/8 low half is split as a low game), counting all the player's cards. TDA 2024 Rule 20-B: the highest
# card by suit among the five cards of the tied hand, in a low game too.
SUITS_UPWARDS = "cdhs"


def highest_by_suit(cards: str) -> str:
    return max(_split_cards(cards), key=lambda card: ("23456789TJQKA".index(card[0]), SUITS_UPWARDS.index(card[1])))


def lowest_by_suit(cards: str) -> str:  # the ace is the lowest card in a low game
    return min(_split_cards(cards), key=lambda card: ("A23456789TJQK".index(card[0]), SUITS_UPWARDS.index(card[1])))


def _split_cards(cards: str) -> list[str]:
    return [cards[k:k + 2] for k in range(0, len(cards), 2)]


def split_odd_pot(amount: int, first: int, second: int) -> dict[int, int]:
    """Two tied seats share ``amount``; the odd chip goes to ``first``."""
    return {first: amount - amount // 2, second: amount // 2}


# Seven-card stud, two hands live: p3 folds to the bring-in, so the pot is the 3 antes, p1's bring-in of 2 and
# p2's call of 2 (7, odd). p1 and p2 tie with K-Q-J-9-7. p1's king is the Kc, p2's the Kd.
STUD_TWO_LIVE_HANDS = ["KcQd2hJh9s7c3d", "KdQh4cJs9c7d2s", "Tc8h5s"]
STUD_TWO_LIVE = checked_down("F7S", STUD_TWO_LIVE_HANDS, "6c6d6h6s", folding=(3,))


@pytest.mark.parametrize("rulebook", RULEBOOK_NAMES)
def test_stud_odd_chip_between_the_only_two_hands_left(rulebook):
    # Robert's Rules: the highest of all seven cards; TDA: the highest of the five played (here the same king).
    if rulebook == TDA_2024:
        deciding = {1: highest_by_suit("KcQdJh9s7c"), 2: highest_by_suit("KdQhJs9c7d")}
    else:
        deciding = {seat: highest_by_suit(STUD_TWO_LIVE_HANDS[seat - 1]) for seat in (1, 2)}
    assert deciding == {1: "Kc", 2: "Kd"}
    expected = split_odd_pot(7, 2, 1)  # the Kd outranks the Kc by suit
    assert {seat: amount for seat, amount, _ in shares(STUD_TWO_LIVE, rulebook)} == expected == {2: 4, 1: 3}


# Stud/8: p1 takes the high half with three aces and has no low (one card of eight or under). p2 and p3 tie
# for low with 7-5-4-3-2, and their high hands differ (p2 queen-high, p3 king-high), so they tie only for
# low. The pot is 3 antes, a bring-in of 1 and two calls of 1: 6, 3 a half; the low half's 3 split 2 and 1.
STUD8_LOW_ONLY_HANDS = ["AhAdKdAcQhJh9c", "7h2dQs5c4d3hJc", "7s2cKh5d4c3s9d"]
STUD8_LOW_ONLY = checked_down("F7S/8", STUD8_LOW_ONLY_HANDS, "8c8d8h8s", bring_in=1)


@pytest.mark.parametrize("rulebook", RULEBOOK_NAMES)
def test_stud8_odd_chip_between_hands_tied_for_low_only(rulebook):
    if rulebook == TDA_2024:  # the highest card of the five-card low, 7-5-4-3-2
        deciding = {2: highest_by_suit("7h5c4d3h2d"), 3: highest_by_suit("7s5d4c3s2c")}
        best = highest_by_suit("".join(deciding.values()))
    else:  # the lowest of all seven cards
        deciding = {seat: lowest_by_suit(STUD8_LOW_ONLY_HANDS[seat - 1]) for seat in (2, 3)}
        best = lowest_by_suit("".join(deciding.values()))
    first = next(seat for seat, card in deciding.items() if card == best)
    assert deciding == ({2: "7h", 3: "7s"} if rulebook == TDA_2024 else {2: "2d", 3: "2c"})
    low = split_odd_pot(3, first, 5 - first)
    assert first == 3 and low == {3: 2, 2: 1}
    found = shares(STUD8_LOW_ONLY, rulebook)
    assert sorted(found) == sorted([(1, 3, "high"), (3, low[3], "low"), (2, low[2], "low")])
