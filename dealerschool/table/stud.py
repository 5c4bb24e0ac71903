"""Stud decisions that read only the upcards: who brings it in, who acts first, the open pair,
and how a street is dealt when the stub runs short.

Plain functions over seats and cards, so the table (and the rules engine's
remedies) can ask them about any moment of a hand.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations
from typing import Any

from dealerschool.poker import hands
from dealerschool.poker.cards import Card
from dealerschool.poker.pots import ace_low_order
from dealerschool.table.operations import AnnounceFirstToAct, Burn, DealCard, DealCommonCard, Operation, ReshuffleForStub
from dealerschool.table.seats import Seat

_SHOWING: dict[tuple[str, tuple[int, ...]], tuple[int, ...]] = {}
"""(kind, the upcards' ranks in order) -> hands.showing_value: on up to four cards the value depends on
the ranks alone, and a stud table asks for it for every player on every street."""


def showing_value(kind: str, up: list[Card]) -> tuple[int, ...]:
    """``hands.showing_value(kind, up)``, remembered by ranks for up to four distinct cards."""
    if len(up) > 4 or len(set(up)) != len(up):
        return hands.showing_value(kind, up)  # (five cards make a real hand; a duplicate raises there)
    key = (kind, tuple(sorted(c.rank for c in up)))
    value = _SHOWING.get(key)
    if value is None:
        value = _SHOWING[key] = hands.showing_value(kind, up)
    return value


def bring_in_seat(seats: Sequence[Seat | None], in_hand: list[int], bring_in_high: bool,
                  razz_highest_suit: bool = True) -> int:
    """The seat whose door card is lowest (highest in razz), suits breaking ties (catalog D01, E01).

    ``in_hand`` is in dealing order. A seat with no door card (skipped by a
    dealing error) cannot be the low card. This is the low card even where it
    owes no bring-in (all in for the ante, or a hole card exposed by the
    dealer): the table then starts the action on its left (catalog D11, D13).
    ``razz_highest_suit``: see :func:`dealerschool.poker.hands.bring_in_key`.
    """
    showing = [i for i in in_hand if _seat(seats, i).upcards]
    candidates = showing or in_hand[:1]
    door = {i: _seat(seats, i).upcards[-1] for i in candidates if _seat(seats, i).upcards}
    if not door:
        return candidates[0]
    return min(door, key=lambda i: hands.bring_in_key(door[i], bring_in_high, razz_highest_suit))


def first_to_act(seats: Sequence[Seat | None], in_hand: list[int], common: list[Card], razz: bool,
                 ties_by_suit: bool) -> int:
    """The best board showing acts first (razz: the lowest); ``common`` is a common card everyone shares.

    Ties go to the first in dealing order, or, with ``ties_by_suit``, to the
    highest card by suit (the two practices catalog D04 records).
    """
    kind = "razz" if razz else "high"

    def key(i: int) -> tuple[Any, ...]:
        up = _seat(seats, i).upcards + common
        value = showing_value(kind, up)
        if ties_by_suit:
            ordered = sorted(up, key=lambda c: (c.rank, c.suit), reverse=True)
            return (value, tuple((c.rank, c.suit) for c in ordered))
        return (value, -in_hand.index(i))

    return max(in_hand, key=key)


def shows_open_pair(seats: Sequence[Seat | None], in_hand: list[int]) -> bool:
    """Someone still in shows a pair with the first two upcards (fourth street; catalog D05)."""
    for i in in_hand:
        up = _seat(seats, i).upcards
        if len(up) >= 2 and up[0].rank == up[1].rank:
            return True
    return False


def street_shortage(live: list[int], stub_left: int, reserve: int, face_up: bool = False,
                    last_street: bool = True, burn_due: bool = True) -> list[Operation] | None:
    """A street with too few cards in the stub (catalog D16, S001 rule 15): the dealer's steps, or None
    if the stub suffices. ``reserve``: the burns and the cards set aside earlier, which are scrambled in.

    The dealer burns and deals every card but the last; the last card is
    scrambled with the reserve into a new stub, which is burned and dealt from
    (no burn when it holds exactly the cards needed). If even that cannot
    serve everyone on seventh street, one common card is turned face up in the
    centre instead. (Before seventh street this happens only when cards were
    taken out of play: eight players and boxed or premature cards set aside.)
    The steps end with the announcement of who acts first (its seat worked out when reached).

    ``burn_due=False``: the street is under way, its burn already out (counted in ``reserve``) and perhaps
    some of its cards, when a boxed card taken out leaves the stub short; ``live`` are then the players
    still to get a card. The same steps apply to them: every card but the last, the last scrambled with
    the burns and the cards set aside, a burn only if that leaves more than enough.
    """
    need = len(live)
    if stub_left >= need + int(burn_due):
        return None
    steps: list[Operation] = []
    if burn_due:
        burned_now = 1 if stub_left >= 2 else 0
        pool = 1 + reserve + burned_now
        dealt = max(0, stub_left - 2)
    else:
        burned_now = 0
        pool = min(stub_left, 1) + reserve
        dealt = max(0, stub_left - 1)
    remaining = need - dealt
    if pool >= remaining or not last_street:
        if burned_now:
            steps.append(Burn())
        steps.extend(DealCard(i, face_up) for i in live[:dealt])
        steps.append(ReshuffleForStub(("seventh street: " if last_street else "")
                                      + "the last card is scrambled with the burns"))
        if pool > remaining:
            steps.append(Burn())
        steps.extend(DealCard(i, face_up) for i in live[dealt:])
    else:
        if stub_left < 2:
            steps.append(ReshuffleForStub("seventh street: too few cards even with the burns; a common card"))
        if burn_due or stub_left < 2:
            steps.append(Burn())
        steps.append(DealCommonCard())
    steps.append(AnnounceFirstToAct(-1))
    return steps


def tda_seventh_street(live: list[int], stub_left: int, burns: int, burn_due: bool = True) -> list[Operation] | None:
    """Seventh street with too few cards by TDA 2024 RP-10-H, or None if the stub suffices.

    The cards needed are one per player, a burn and the last card, which is never dealt. If the stub and
    the earlier burns cover that, they are scrambled together, cut, and the street is burned and dealt;
    otherwise the dealer burns and turns one common card (scrambling the stub with the burns first when
    fewer than three cards are left). The steps end with the announcement of who acts first (with a common
    card the table names whoever was first on sixth street).

    ``burn_due=False``: the street is under way (its burn out, ``burns`` counting it) when a boxed card
    taken out leaves the stub fewer cards than ``live``, the players still to get one: the same count
    for them (they, a burn and a last card against the stub and the burns), the same steps."""
    need = len(live) + 2
    if stub_left >= (need if burn_due else len(live)):
        return None
    steps: list[Operation] = []
    if stub_left + burns >= need:
        steps.append(ReshuffleForStub("seventh street (TDA): the stub scrambled with the burns"))
        steps.append(Burn())
        steps.extend(DealCard(i, False) for i in live)
    else:
        if stub_left < 3:
            steps.append(ReshuffleForStub("seventh street (TDA): fewer than three cards; scrambled with the burns"))
        steps.extend([Burn(), DealCommonCard()])
    steps.append(AnnounceFirstToAct(-1))
    return steps


def odd_chip_card(own: Sequence[Card], common: Sequence[Card], kind: str, low: bool, five_card: bool) -> Card:
    """The card that decides a stud odd chip between tied hands (catalog X17, conflict register #13).

    ``own``: the player's own cards; ``common``: a common card dealt when the stub ran short (shared, so it
    cannot tell tied hands apart and never decides). ``kind``: the hand kind the tie is in (``hands.HandKind``
    value); ``low``: a low game's pot or the low half of stud/8 (the ace is then the lowest card).

    * ``five_card`` False, Robert's Rules (Ties 5): all the player's cards count, not only the five he
      plays; the highest card by suit in a high game or half, the *lowest* card by suit in a low one.
    * ``five_card`` True, TDA 2024 Rule 20-B: the highest card by suit among the five cards of the winning
      hand, in razz and in a stud/8 low half too. Where two cards of a rank could play, the better one counts.
    """
    if not five_card:
        return min(own, key=ace_low_order) if low else max(own)
    cards = [*own, *common]
    if len(cards) < 5:  # a hand cut short by a ruling: the cards it has are its hand
        return max(own, key=ace_low_order) if low else max(own)
    value = hands.hand_value(kind, cards)
    playing = {card for five in combinations(cards, 5) if hands.hand_value(kind, five) == value
               for card in five if card in own}
    return max(playing, key=ace_low_order) if low else max(playing)


def _seat(seats: Sequence[Seat | None], index: int) -> Seat:
    found = seats[index]
    if found is None:
        raise ValueError(f"seat {index + 1} is empty")
    return found
