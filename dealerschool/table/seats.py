"""A seat at the table: the player's chips and the cards in front of them for one hand."""

from __future__ import annotations

import copy
from dataclasses import dataclass, field

from dealerschool.poker.cards import Card


@dataclass
class HeldCard:
    """A card in a seat's hand."""

    card: Card
    face_up: bool = False
    seen: bool = True
    """Whether the player has looked at it (a card exposed while dealing may be unseen)."""


@dataclass
class Seat:
    """A player in a seat, with the chips and cards of the current hand."""

    name: str
    stack: int
    """Chips behind, not yet bet."""
    cards: list[HeldCard] = field(default_factory=list)
    bet: int = 0
    """Chips in front this betting round."""
    out_of_turn: int = 0
    """Chips pushed out before his turn (an action out of turn): in front of him and off his stack, but not
    a bet the others face until his turn comes and the action stands. TDA 2024 Rule 53-A: 'If action
    changes, the OOT action is not binding; any bet or raise is returned to the OOT player'."""
    contributed: int = 0
    """Everything put in this hand: antes, blinds, bets (collected or not)."""
    folded: bool = False
    starting_stack: int = 0
    held_back: int = 0
    """Chips behind that are out of play for the rest of the hand: a stud player who declared all in with his last
    card dealt face up (Robert's Rules, Seven-Card Stud 17: 'the option of declaring all-in'). He is all in for
    what he has put in; they are his again when the hand's last pot is pushed."""

    @property
    def in_hand(self) -> bool:
        return not self.folded

    @property
    def all_in(self) -> bool:
        return not self.folded and self.stack == 0 and self.out_of_turn == 0 and self.contributed > 0

    @property
    def unbet(self) -> int:
        """Chips he may still bet when his turn comes: his stack and any he pushed out of turn."""
        return self.stack + self.out_of_turn

    @property
    def in_front(self) -> int:
        """Chips in front of him this round: his bet and any pushed out of turn."""
        return self.bet + self.out_of_turn

    @property
    def upcards(self) -> list[Card]:
        return [held.card for held in self.cards if held.face_up]

    @property
    def hole(self) -> list[Card]:
        return [held.card for held in self.cards]


_PLAIN_VALUES = frozenset((int, str, bool, float, type(None), tuple, frozenset))


def copy_held(held: HeldCard) -> HeldCard:
    """An independent copy of a held card (the card itself is interned and shared)."""
    new = HeldCard.__new__(HeldCard)
    new.__dict__.update(held.__dict__)
    return new


def copy_seat(seat: Seat) -> Seat:
    """An independent copy of a seat, much faster than ``copy.deepcopy`` (Table.copy runs it for every seat)."""
    new = Seat.__new__(Seat)
    values = seat.__dict__.copy()
    cards = values["cards"]
    values["cards"] = ()  # (copied below, in its place)
    # Usually every other value is plain: one C-level test over them all instead of one per field.
    if not _PLAIN_VALUES.issuperset(map(type, values.values())):
        for key, value in values.items():
            if type(value) not in _PLAIN_VALUES:
                values[key] = copy.deepcopy(value)
    values["cards"] = [copy_held(held) for held in cards]
    new.__dict__.update(values)
    return new
