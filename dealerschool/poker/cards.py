"""Cards, ranks, suits and the 52-card deck.

Every card is one of 52 interned :class:`Card` objects, so identity
comparison works and a card carries its precomputed integer ``index``
(0..51) for fast evaluation. Suit order, used only for tie-breaks such as
the stud bring-in, is clubs < diamonds < hearts < spades (catalog A03).
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from dataclasses import dataclass
from enum import IntEnum


class Suit(IntEnum):
    """A suit, ordered for tie-breaks only: suits never decide a pot."""

    CLUBS = 0
    """Lowest suit for tie-breaks."""
    DIAMONDS = 1
    """Second lowest suit."""
    HEARTS = 2
    """Second highest suit."""
    SPADES = 3
    """Highest suit for tie-breaks."""

    @property
    def letter(self) -> str:
        return "cdhs"[self]

    @property
    def full_name(self) -> str:
        return ("clubs", "diamonds", "hearts", "spades")[self]


class Rank(IntEnum):
    """A rank; the ace is high (14) here and evaluators treat it as low where the game says."""

    TWO = 2
    """Deuce."""
    THREE = 3
    """Trey."""
    FOUR = 4
    """Four."""
    FIVE = 5
    """Five."""
    SIX = 6
    """Six."""
    SEVEN = 7
    """Seven."""
    EIGHT = 8
    """Eight."""
    NINE = 9
    """Nine."""
    TEN = 10
    """Ten."""
    JACK = 11
    """Jack."""
    QUEEN = 12
    """Queen."""
    KING = 13
    """King."""
    ACE = 14
    """Ace: high in high hands, low in ace-to-five lowball and badugi."""

    @property
    def letter(self) -> str:
        return "23456789TJQKA"[self - 2]

    @property
    def full_name(self) -> str:
        return ("deuce", "three", "four", "five", "six", "seven", "eight", "nine",
                "ten", "jack", "queen", "king", "ace")[self - 2]

    @property
    def plural(self) -> str:
        return "sixes" if self is Rank.SIX else self.full_name + "s"


RANK_LETTERS = "23456789TJQKA"
SUIT_LETTERS = "cdhs"


@dataclass(frozen=True, eq=False, repr=False)
class Card:
    """One playing card. Use :func:`card` or :meth:`Card.parse`; never build a second copy."""

    rank: Rank
    suit: Suit
    index: int
    """``(rank - 2) * 4 + suit``: 0 is the deuce of clubs, 51 the ace of spades."""

    def __str__(self) -> str:
        return self.rank.letter + self.suit.letter

    def __repr__(self) -> str:
        return f"Card({str(self)!r})"

    def __lt__(self, other: Card) -> bool:
        """Order by rank, then suit: the order used for 'high card by suit'."""
        return self.index < other.index

    # Hashing is by identity (object's own, in C): each card exists once, so identity is equality,
    # and every set or dict of cards in the engine stays fast.
    __hash__ = object.__hash__

    def __reduce__(self) -> tuple[object, tuple[str]]:
        return (parse_card, (str(self),))

    @property
    def name(self) -> str:
        return f"{self.rank.full_name} of {self.suit.full_name}"

    @staticmethod
    def parse(text: str) -> Card:
        return parse_card(text)


DECK: tuple[Card, ...] = tuple(
    Card(Rank(rank), Suit(suit), (rank - 2) * 4 + suit) for rank in range(2, 15) for suit in range(4)
)
"""The 52 cards in index order (2c, 2d, 2h, 2s, 3c, ... As)."""

_BY_TEXT = {str(c): c for c in DECK}


SUIT_SYMBOLS = {"♠": "s", "♤": "s", "♥": "h", "♡": "h", "♦": "d", "♢": "d", "♣": "c", "♧": "c"}
"""A suit printed as its symbol ('A♠', as pages and hand histories from elsewhere write it) -> its letter."""


def parse_card(text: str) -> Card:
    """Parse ``"As"``, ``"td"``, ``"10h"``, ``"A♠"``; raise ValueError naming what was expected."""
    cleaned = text.strip()
    if cleaned[:2] == "10":
        cleaned = "T" + cleaned[2:]
    if len(cleaned) == 2:
        found = _BY_TEXT.get(cleaned[0].upper() + SUIT_SYMBOLS.get(cleaned[1], cleaned[1]).lower())
        if found is not None:
            return found
    raise ValueError(
        f"not a card: {text!r} (expected a rank from {RANK_LETTERS} and a suit from {SUIT_LETTERS}, like 'As' or 'Td')"
    )


def parse_cards(text: str | Iterable[str]) -> tuple[Card, ...]:
    """Parse ``"AsKd"``, ``"As Kd"``, ``"As,Kd"`` or a list of card strings."""
    if isinstance(text, str):
        compact = text.replace(",", " ").replace("10", "T").split()
        if not text.isascii():
            compact = ["".join(SUIT_SYMBOLS.get(letter, letter) for letter in chunk) for chunk in compact]
        items: list[str] = []
        for chunk in compact:
            if len(chunk) % 2:
                raise ValueError(f"not a list of cards: {text!r} (each card is two letters, like 'AsKd')")
            items.extend(chunk[i:i + 2] for i in range(0, len(chunk), 2))
        return tuple(parse_card(item) for item in items)
    return tuple(c if isinstance(c, Card) else parse_card(c) for c in text)


def card(text: str) -> Card:
    """Shorthand for :func:`parse_card`."""
    return parse_card(text)


def format_cards(cards: Iterable[Card]) -> str:
    return "".join(str(c) for c in cards)


def shuffled_deck(seed: int | str | None = None) -> list[Card]:
    """A full deck in a shuffled order; the same seed always gives the same order.

    The first card of the returned list is the top of the stub (dealt first).
    """
    deck = list(DECK)
    # random.Random.shuffle, written out: the same draws (getrandbits(k) until one is below i + 1,
    # as Random._randbelow does) and so the same order, without two method calls per card.
    # Every generated scenario and every scenario file shuffles a deck, so this is on a hot path.
    getrandbits = random.Random(seed).getrandbits
    for i, bits in _SHUFFLE_STEPS:
        j = getrandbits(bits)
        while j > i:
            j = getrandbits(bits)
        deck[i], deck[j] = deck[j], deck[i]
    return deck


_SHUFFLE_STEPS = tuple((i, (i + 1).bit_length()) for i in range(51, 0, -1))
"""(position, bits drawn for it) in the order random.Random.shuffle visits a 52-card deck."""


def ordered_stub(top_cards: Iterable[Card | str], seed: int | str | None = None) -> list[Card]:
    """A stub whose top cards are given card by card, the rest shuffled by ``seed``.

    Raises ValueError if a card is repeated.
    """
    top = [c if isinstance(c, Card) else parse_card(c) for c in top_cards]
    seen: set[Card] = set()
    for c in top:
        if c in seen:
            raise ValueError(f"card {c} appears twice in the stub order")
        seen.add(c)
    rest = [c for c in shuffled_deck(seed) if c not in seen]
    return top + rest
