"""Main and side pots, and how each one is split at showdown.

Pure chip arithmetic: nothing here reads cards or evaluates hands. The
caller passes hand *values* (anything comparable, greater is better, ``None``
for "no qualifying hand"), so the same code serves every game, and tests can
use plain integers.

The table engine calls, in order::

    pots = build_pots(contributions, folded)
    awards = award_pots(pots, high_values, low_values, rule, seat_order, high_card)

Catalog entries implemented here: G03 (side-pot construction; each pot split
on its own), G04 (identical hands split), E05 (hi-lo halves, no qualifying
low means the high hand scoops), E06 (odd chip between the halves goes high),
X17 (odd chips within a tie), C10 (only chips in this hand's pot play: a
player can win from each opponent at most what they themselves put in).

Uncalled bets: :func:`build_pots` reports the part of the largest bet that
nobody matched as a last pot with ``uncalled=True``; :func:`award_pots`
hands it back with a share marked ``"returned"``. The engine may instead
return it first with :func:`uncalled_bet` and pass the reduced
contributions; both routes give the same pots for the called chips.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass
from enum import Enum
from typing import Any, Literal

from dealerschool.poker.cards import Card

HandValue = Any
"""A hand value from :mod:`dealerschool.poker.hands` (or a plain int in tests): comparable, greater is better."""

Half = Literal["high", "low", "whole", "returned", "high and low"]

_ORDINALS = ("", "First", "Second", "Third", "Fourth", "Fifth", "Sixth", "Seventh", "Eighth", "Ninth")


class OddChipRule(Enum):
    """Who receives the odd unit when a pot (or half) does not divide evenly among tied winners."""

    FIRST_LEFT_OF_BUTTON = "first-left-of-button"
    """Flop and draw games: the tied winner sitting first clockwise from the button gets the odd unit
    (TDA 20-A; RRoP Ties). ``seat_order`` lists seats starting with the first seat left of the button."""

    HIGH_CARD_BY_SUIT = "high-card-by-suit"
    """Stud games: the tied winner holding the highest card, by rank then suit (clubs < diamonds <
    hearts < spades, catalog A03), gets the odd unit. The caller chooses which cards count (Robert's
    Rules: all the player's cards; TDA 2024 Rule 20-B: the five-card hand, see conflict register #13)
    and passes each winner's highest such card (:func:`dealerschool.table.stud.odd_chip_card`)."""

    LOW_CARD_BY_SUIT = "low-card-by-suit"
    """Stud low games and the low half of stud/8 under Robert's Rules (Ties 5): the tied winner holding
    the lowest card, the ace lowest, then by suit (clubs lowest), gets the odd unit. The caller passes
    each winner's lowest card among all his own cards."""


@dataclass(frozen=True)
class Pot:
    """One pot: its chips and the seats that can win it."""

    amount: int
    eligible: tuple[int, ...]
    """Seats still in the hand that matched this pot's level, in ascending seat order
    (for an uncalled bet: the one seat that made it)."""
    number: int = 0
    """0 for the main pot, 1, 2, ... for side pots in the order they were formed."""
    uncalled: bool = False
    """True for the unmatched part of the largest bet: it goes back to its only eligible seat."""

    @property
    def label(self) -> str:
        if self.uncalled:
            return "Uncalled bet"
        if self.number == 0:
            return "Main pot"
        # Ordinals read better than "Side pot 1 100" when the amount follows the label.
        if self.number < len(_ORDINALS):
            return f"{_ORDINALS[self.number]} side pot"
        return f"Side pot {self.number}"


@dataclass(frozen=True)
class Share:
    """Chips from one pot going to one seat, and why."""

    seat: int
    amount: int
    half: Half
    """``"high"`` or ``"low"`` in a split hi-lo pot, ``"whole"`` when one side takes the pot (or the game
    is not hi-lo), ``"returned"`` for an uncalled bet. ``"high and low"`` only in a push carried out as made
    (``Table.push_pot_shares``): one amount to a seat the showdown owed both halves (a scoop, or the high half
    and part of a tied low), which it would award as two shares."""
    hand_value: HandValue = None
    """The value that won this share (``None`` when nobody had to show, or for a returned bet)."""


@dataclass(frozen=True)
class PotAward:
    """How one pot was divided."""

    pot: Pot
    shares: tuple[Share, ...]
    hilo: bool = False
    """True when the pot was played for high and low (so ``"whole"`` shares mean no qualifying low)."""


def _check_seat(seat: object, field: str) -> int:
    # bool is an int subclass; True as a seat number is always a caller's mistake.
    if not isinstance(seat, int) or isinstance(seat, bool) or seat < 0:
        raise ValueError(f"{field}: seat {seat!r} is not a seat index (expected an int >= 0)")
    return seat


def _check_contributions(contributions: Mapping[int, int], folded: set[int] | frozenset[int]) -> None:
    for seat, chips in contributions.items():
        _check_seat(seat, "contributions")
        if not isinstance(chips, int) or isinstance(chips, bool) or chips < 0:
            raise ValueError(f"contributions: seat {seat} put in {chips!r} (expected an int >= 0)")
    for seat in folded:
        _check_seat(seat, "folded")


def uncalled_bet(
    contributions: Mapping[int, int], folded: set[int] | frozenset[int] = frozenset()
) -> tuple[int, int] | None:
    """The unmatched part of the largest contribution, as ``(seat, amount)``, or None.

    In regular play the seat with the unmatched bet is still in the hand (a
    player folds only when facing a bet). A player who throws his hand away with
    his bet not yet called gets the unmatched part back (TDA 2024 Rule 15-B; catalog
    X21); a hand a ruling killed does not (see ``forfeited`` in :func:`build_pots`).
    ``folded`` is accepted for symmetry with :func:`build_pots` and checked only.
    """
    _check_contributions(contributions, folded)
    if not contributions:
        return None
    ranked = sorted(contributions.items(), key=lambda item: item[1], reverse=True)
    top_seat, top = ranked[0]
    second = ranked[1][1] if len(ranked) > 1 else 0
    if top > second:
        return top_seat, top - second
    return None


def build_pots(contributions: Mapping[int, int], folded: set[int] | frozenset[int] = frozenset(),
               dead: int = 0, forfeited: Collection[int] = frozenset()) -> tuple[Pot, ...]:
    """Main pot, side pots and any uncalled bet from each seat's total chips put in this hand.

    ``contributions`` maps seat -> every chip that seat put in (antes, blinds,
    bring-in, bets); ``folded`` holds the seats no longer in the hand. Each
    distinct amount put in by a live seat closes a level; a pot takes from
    every seat (folded ones too: dead money) the chips between the previous
    level and this one, and only live seats that reached the level may win
    it (catalog G03). ``dead`` is money no seat can claim as its own level, a big
    blind ante (catalog B10): it goes into the main pot, which anyone still in may
    win. ``forfeited`` holds the folded seats a ruling killed: every chip such a hand put
    in stays in the pot, an unmatched blind or bet included (Robert's Rules, Misdeals: "no
    money will be returned to any player whose hand is fouled"; TDA 2024 Rule 15-B returns
    an uncalled amount only to a player who mucked a bet or raise he initiated). The sum
    of the pots always equals the sum of the contributions and ``dead``.
    """
    _check_contributions(contributions, folded)
    live = sorted(seat for seat in contributions if seat not in folded)
    total = sum(contributions.values())
    if not live:
        if total:
            raise ValueError("folded: every seat that put chips in has folded (expected at least one live seat)")
        return ()

    returned = uncalled_bet(contributions, folded)
    if returned is not None and returned[0] in forfeited and returned[0] in folded:
        returned = None  # a killed hand's chips stay in: the top pot takes them below
    called = dict(contributions)
    if returned is not None:
        called[returned[0]] -= returned[1]

    levels = sorted({called[seat] for seat in live})
    pots: list[Pot] = []
    previous = 0
    for index, level in enumerate(levels):
        amount = sum(min(chips, level) - min(chips, previous) for chips in called.values())
        if index == len(levels) - 1:
            # Only when rulings killed two or more hands that matched each other above every
            # live seat are there dead chips left over here; the top pot is the one place
            # they can go (in regular play this adds nothing).
            amount += sum(chips - level for chips in called.values() if chips > level)
        eligible = tuple(seat for seat in live if called[seat] >= level)
        previous = level
        if amount == 0:
            continue
        if pots and pots[-1].eligible == eligible:
            pots[-1] = Pot(pots[-1].amount + amount, eligible, pots[-1].number)
        else:
            pots.append(Pot(amount, eligible, len(pots)))
    if dead:
        if dead < 0:
            raise ValueError(f"dead: expected a positive amount, got {dead}")
        if pots:
            pots[0] = Pot(pots[0].amount + dead, pots[0].eligible, pots[0].number)
        else:
            pots.append(Pot(dead, tuple(live), 0))
    if returned is not None:
        pots.append(Pot(returned[1], (returned[0],), len(pots), uncalled=True))
    return tuple(pots)


def ace_low_order(card: Card) -> tuple[int, int]:
    """A card's place in a low game, lowest first: by rank with the ace lowest, then by suit."""
    return (1 if card.rank == 14 else int(card.rank), int(card.suit))


def _odd_chip_order(
    winners: Sequence[int],
    rule: OddChipRule,
    seat_order: Sequence[int],
    high_card: Mapping[int, Card] | None,
) -> list[int]:
    """Winners sorted so that the first ones receive the odd units (``high_card``: each winner's
    deciding card under a by-suit rule)."""
    if rule is OddChipRule.FIRST_LEFT_OF_BUTTON:
        position = {seat: place for place, seat in enumerate(seat_order)}
        missing = [seat for seat in winners if seat not in position]
        if missing:
            raise ValueError(
                f"seat_order: seats {missing} are missing"
                " (expected every tied winner, starting left of the button)"
            )
        return sorted(winners, key=position.__getitem__)
    if rule in (OddChipRule.HIGH_CARD_BY_SUIT, OddChipRule.LOW_CARD_BY_SUIT):
        lowest = rule is OddChipRule.LOW_CARD_BY_SUIT
        if high_card is None or any(seat not in high_card for seat in winners):
            raise ValueError(f"high_card: expected each tied winner's {'lowest' if lowest else 'highest'} card "
                             f"for seats {sorted(winners)}")
        cards = [high_card[seat] for seat in winners]
        if len(set(cards)) != len(cards):
            raise ValueError(f"high_card: two tied winners hold the same card {cards} (expected distinct cards)")
        if lowest:
            return sorted(winners, key=lambda seat: ace_low_order(high_card[seat]))
        return sorted(winners, key=lambda seat: high_card[seat].index, reverse=True)
    raise ValueError(f"odd_chip: {rule!r} is not an OddChipRule")


def _split(
    units: int,
    unit: int,
    winners: Sequence[int],
    half: Half,
    values: Mapping[int, HandValue],
    rule: OddChipRule,
    seat_order: Sequence[int],
    high_card: Mapping[int, Card] | None,
) -> list[Share]:
    """Divide ``units`` chip units equally among ``winners``; leftover units one each by the odd-chip rule."""
    base, odd = divmod(units, len(winners))
    order = _odd_chip_order(winners, rule, seat_order, high_card) if odd else list(winners)
    return [
        Share(seat, (base + (1 if place < odd else 0)) * unit, half, values.get(seat))
        for place, seat in enumerate(order)
    ]


def _best(seats: Sequence[int], values: Mapping[int, HandValue], field: str) -> list[int]:
    """Seats holding the best non-None value, in the given order; empty if none qualifies."""
    for seat in seats:
        if seat not in values:
            raise ValueError(
                f"{field}: no entry for seat {seat}, which is eligible for a contested pot"
                " (use None for no qualifying hand)"
            )
    qualified = [seat for seat in seats if values[seat] is not None]
    if not qualified:
        return []
    best = max(values[seat] for seat in qualified)
    return [seat for seat in qualified if values[seat] == best]


def award_pots(
    pots: Sequence[Pot],
    high_values: Mapping[int, HandValue],
    low_values: Mapping[int, HandValue] | None,
    odd_chip: OddChipRule,
    seat_order: Sequence[int],
    high_card: Mapping[int, Card] | None = None,
    *,
    low_odd_chip: OddChipRule | None = None,
    low_card: Mapping[int, Card] | None = None,
    hilo_odd_chip_to_high: bool = True,
    unit: int = 1,
) -> tuple[PotAward, ...]:
    """Split every pot on its own among its eligible seats (TDA 21).

    ``high_values`` maps seat -> hand value (greater wins; ``None`` cannot
    win). For a game with one way to win, pass its values here (a razz or
    2-7 value too) and ``low_values=None``. For hi-lo pass the qualifying-low
    values in ``low_values`` (``None`` for no qualifying low): each pot then
    halves, the high half to the best high among that pot's eligible seats,
    the low half to the best low among them; if none of them has a low the
    high hand(s) take the whole pot (E05). An odd unit between the halves goes
    high (E06) unless ``hilo_odd_chip_to_high`` is False. Within a half or a
    whole pot, tied winners share equally and leftover units go one each in
    the order set by ``odd_chip`` (X17), reading each winner's deciding card from
    ``high_card`` under a by-suit rule; a low half follows ``low_odd_chip`` and
    ``low_card`` instead where they are given (Robert's Rules: tied stud/8 lows
    split as in a low game, by the lowest card).

    ``unit`` is the smallest chip in play: pots split in whole units and
    every pot amount must be a multiple of it. A pot with one eligible seat
    needs no hand values (nobody has to show to win an uncontested pot).
    """
    if not isinstance(unit, int) or isinstance(unit, bool) or unit < 1:
        raise ValueError(f"unit: {unit!r} (expected the smallest chip as an int >= 1)")
    for name, rule in (("odd_chip", odd_chip), ("low_odd_chip", low_odd_chip or odd_chip)):
        if not isinstance(rule, OddChipRule):
            raise ValueError(f"{name}: {rule!r} (expected an OddChipRule member)")
    low_rule = low_odd_chip or odd_chip
    low_cards = high_card if low_card is None else low_card
    awards: list[PotAward] = []
    for pot in pots:
        if not pot.eligible:
            raise ValueError(f"pots: {pot.label} has no eligible seat (expected at least one)")
        if pot.amount % unit:
            raise ValueError(f"pots: {pot.label} of {pot.amount} is not a multiple of unit {unit}")
        units = pot.amount // unit
        hilo = low_values is not None
        if pot.uncalled:
            shares = [Share(pot.eligible[0], pot.amount, "returned", None)]
        elif len(pot.eligible) == 1:
            shares = [Share(pot.eligible[0], pot.amount, "whole", high_values.get(pot.eligible[0]))]
        else:
            high_winners = _best(pot.eligible, high_values, "high_values")
            low_winners = _best(pot.eligible, low_values, "low_values") if low_values is not None else []
            if high_winners and low_winners:
                high_units = (units + 1) // 2 if hilo_odd_chip_to_high else units // 2
                shares = _split(high_units, unit, high_winners, "high", high_values, odd_chip, seat_order, high_card)
                shares += _split(
                    units - high_units, unit, low_winners, "low", low_values or {}, low_rule, seat_order, low_cards
                )
            elif high_winners:
                shares = _split(units, unit, high_winners, "whole", high_values, odd_chip, seat_order, high_card)
            else:
                # The high half is always awarded (E05), so a contested pot needs at least one high hand.
                raise ValueError(
                    f"high_values: no eligible seat in {pot.label} {pot.eligible} has a high hand"
                    " (expected at least one non-None value)"
                )
        awards.append(PotAward(pot, tuple(shares), hilo))
    return tuple(awards)


def totals(awards: Sequence[PotAward]) -> dict[int, int]:
    """Chips each seat collects across all pots, returned uncalled bets included."""
    collected: dict[int, int] = {}
    for award in awards:
        for share in award.shares:
            collected[share.seat] = collected.get(share.seat, 0) + share.amount
    return collected
