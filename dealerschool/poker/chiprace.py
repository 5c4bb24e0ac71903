"""Coloring up and the chip race (catalog K03, K04).

When a denomination leaves play, each player first changes as many of his
small chips as make whole large chips. The leftover ("odd") small chips are
raced: their total value decides how many large chips are raced for, each
odd chip is dealt one face-up card, and the large chips go to the highest
cards (rank, then suit), at most one per player. How the total is rounded
is the rulebooks' disagreement: the sources round any remainder up (13 x $25
is four $100 chips); the half rule used with TDA adds a chip only for half a
chip or more (three).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Literal

from dealerschool.poker.cards import Card

Rounding = Literal["up", "nearest"]


@dataclass(frozen=True)
class RaceResult:
    """What each seat receives in large chips, and how."""

    exchanged: dict[int, int]
    """Large chips each seat gets for its own whole sets of small chips."""
    raced: dict[int, int]
    """Large chips won in the race (0 or 1 each)."""
    protected: tuple[int, ...]
    """Seats given one large chip so they are not raced out of the event (TDA 24-A)."""
    race_chips: int
    """How many large chips were raced for."""
    cards: tuple[tuple[int, Card], ...]
    """The race cards, one per odd chip, in the order dealt."""

    def received(self) -> dict[int, int]:
        seats = sorted(set(self.exchanged) | set(self.raced) | set(self.protected))
        return {seat: self.exchanged.get(seat, 0) + self.raced.get(seat, 0) + (seat in self.protected)
                for seat in seats}


def chip_race(small_chips: Mapping[int, int], small: int, large: int, deck: Sequence[Card], order: Sequence[int],
              rounding: Rounding = "up", other_chips: Mapping[int, int] | None = None,
              no_race_out: bool = False) -> RaceResult:
    """Color up ``small_chips`` (seat -> count of the small denomination) into chips of ``large``.

    ``order`` is the seats in the order the race cards are dealt; ``deck`` supplies the cards.
    ``other_chips`` (seat -> value of the chips each seat keeps) lets ``no_race_out`` give a seat
    left with nothing one large chip.
    """
    if small <= 0 or large <= small or large % small:
        raise ValueError(f"color-up: expected a large denomination that is a multiple of the small one, "
                         f"got {small} and {large}")
    per_large = large // small
    exchanged = {seat: count // per_large for seat, count in small_chips.items() if count // per_large}
    odd = {seat: count % per_large for seat, count in small_chips.items() if count % per_large}
    value = sum(odd.values()) * small
    race_chips, remainder = divmod(value, large)
    if remainder and (rounding == "up" or 2 * remainder >= large):
        race_chips += 1
    cards: list[tuple[int, Card]] = []
    stub = iter(deck)
    for seat in order:
        for _ in range(odd.get(seat, 0)):
            try:
                cards.append((seat, next(stub)))
            except StopIteration:
                raise ValueError("color-up: not enough cards to race every odd chip") from None
    best: dict[int, Card] = {}
    for seat, card in cards:
        if seat not in best or card.index > best[seat].index:
            best[seat] = card
    winners = sorted(best, key=lambda seat: best[seat].index, reverse=True)[:race_chips]
    raced = {seat: 1 for seat in winners}
    protected: list[int] = []
    if no_race_out and other_chips is not None:
        for seat in odd:
            if not other_chips.get(seat, 0) and not exchanged.get(seat) and seat not in raced:
                protected.append(seat)
    return RaceResult(exchanged, raced, tuple(protected), race_chips, tuple(cards))
