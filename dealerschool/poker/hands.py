"""Hand evaluation for every game we deal: best hand, value, label, stud showing hands.

Public API:

* :func:`best_hand` -> :class:`Hand` (value, the cards used, a readable label)
  or ``None`` when no hand qualifies (8-or-better lows).
* :func:`hand_value` -> the same value without the cards or label, fast enough
  for showdown loops and benchmarks (see :mod:`dealerschool.poker.evaluation`).
* :func:`bring_in_key` and :func:`showing_value` for stud bring-in and the
  first player to act on later streets.

Values: greater is better and equal is a tie, for every kind; values are only
comparable between hands of the same kind. Suits never decide a pot, so no
value includes a suit (catalog A03).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from enum import StrEnum
from itertools import combinations
from operator import attrgetter
from typing import Any

from dealerschool.poker import evaluation as ev
from dealerschool.poker.cards import DECK, RANK_LETTERS, Card, Rank, parse_card, parse_cards


class HandKind(StrEnum):
    """How a hand is read at showdown; the values are the strings the API accepts."""

    HIGH = "high"
    """Best five of any number of cards, hole and board together (hold'em, stud, five-card draw)."""
    OMAHA_HIGH = "omaha-high"
    """Exactly two hole cards and exactly three board cards make the hand (catalog E07)."""
    LOW8 = "low8"
    """Ace-to-five low with an 8-or-better qualifier: straights and flushes ignored, pairs disqualify (E05)."""
    OMAHA_LOW8 = "omaha-low8"
    """The 8-or-better low made from exactly two hole and three board cards (E07, E08)."""
    RAZZ = "razz"
    """Ace-to-five low with no qualifier: best five of seven, pairs allowed when forced (E03)."""
    DEUCE_SEVEN = "deuce-seven"
    """Deuce-to-seven low: aces high, straights and flushes count against; 7-5-4-3-2 is best (F07)."""
    BADUGI = "badugi"
    """Four cards; the largest set of cards with different suits and ranks, ace low (F08)."""


_OMAHA_KINDS = (HandKind.OMAHA_HIGH, HandKind.OMAHA_LOW8)
_LOW_SHOWING_KINDS = (HandKind.RAZZ, HandKind.LOW8)


def _kind(kind: HandKind | str) -> HandKind:
    try:
        return HandKind(kind)
    except (ValueError, TypeError):
        expected = ", ".join(repr(member.value) for member in HandKind)
        raise ValueError(f"kind: unknown hand kind {kind!r} (expected one of {expected})") from None


# ---------------------------------------------------------------------------
# Card input

_INDEX = attrgetter("index")


def _as_cards(cards: Iterable[Card | str] | str, field: str) -> tuple[Card, ...]:
    if isinstance(cards, str):
        return parse_cards(cards)
    result = []
    for item in cards:
        if isinstance(item, Card):
            result.append(item)
        elif isinstance(item, str):
            result.append(parse_card(item))
        else:
            raise ValueError(f"{field}: expected Card objects or card strings like 'As', got {item!r}")
    return tuple(result)


def _check(kind: HandKind, cards: list[int], board: list[int]) -> None:
    """Raise ValueError naming the field and what was expected for this kind."""
    if kind in _OMAHA_KINDS:
        if not 4 <= len(cards) <= 6:
            raise ValueError(f"cards: {kind.value} needs 4 to 6 hole cards, got {len(cards)}")
        if not 3 <= len(board) <= 5:
            raise ValueError(f"board: {kind.value} needs 3 to 5 board cards, got {len(board)}")
    elif kind is HandKind.BADUGI:
        if len(cards) + len(board) != 4:
            raise ValueError(f"cards: badugi needs exactly 4 cards, got {len(cards) + len(board)}")
    elif len(cards) + len(board) < 5:
        raise ValueError(f"cards: {kind.value} needs at least 5 cards with the board, got {len(cards) + len(board)}")
    every = cards + board
    if len(set(every)) != len(every):
        repeated = sorted({DECK[index] for index in every if every.count(index) > 1})
        raise ValueError(f"cards: duplicate card(s) {', '.join(map(str, repeated))} (each card may appear once)")


_FAST: dict[HandKind, Callable[[list[int], list[int]], Any]] = {  # on checked card indices
    HandKind.HIGH: ev.high_fast,
    HandKind.OMAHA_HIGH: ev.omaha_high_fast,
    HandKind.LOW8: ev.low8_fast,
    HandKind.OMAHA_LOW8: ev.omaha_low8_fast,
    HandKind.RAZZ: ev.razz_fast,
    HandKind.DEUCE_SEVEN: ev.deuce_seven_fast,
    HandKind.BADUGI: ev.badugi_fast,
}


_SEQUENCES = (tuple, list)
_PACKED_ITEM = ev.PACKED.__getitem__
_FLUSH_SUIT = ev.FLUSH_SUIT
_HIGH_TABLE = ev.HIGH_TABLE
_SUIT_SHIFT = ev.SUIT_SHIFT
_RANK_PART_MASK = ev.RANK_PART_MASK
_flush_high_of = ev.flush_high_of


# An entry takes Card | str items on purpose: hand_value hands it card strings unchecked, and a
# str's ``.index`` (a method) makes it raise TypeError, which sends hand_value to the checked path.
_Entry = Callable[[Iterable[Card | str], Iterable[Card | str]], Any]


def _generic_entry(kind: HandKind) -> _Entry:
    function = _FAST[kind]

    def entry(cards: Iterable[Card | str], board: Iterable[Card | str]) -> Any:
        indices = list(map(_INDEX, cards))
        board_indices = list(map(_INDEX, board))
        _check(kind, indices, board_indices)
        return function(indices, board_indices)

    return entry


_ENTRY: dict[str, _Entry] = {
    member.value: _generic_entry(member) for member in HandKind
}


def _checked_value(hand_kind: HandKind, cards: Iterable[Card | str], board: Iterable[Card | str]) -> Any:
    indices = [card.index for card in _as_cards(cards, "cards")]
    board_indices = [card.index for card in _as_cards(board, "board")]
    _check(hand_kind, indices, board_indices)
    return _FAST[hand_kind](indices, board_indices)


def hand_value(kind: HandKind | str, cards: Iterable[Card | str], board: Iterable[Card | str] = ()) -> Any:
    """The value of the best hand (greater is better), or None if no hand qualifies.

    Same value as ``best_hand(kind, cards, board).value`` without building the
    cards used or the label. Raises ValueError like :func:`best_hand`.
    """
    sequences = type(cards) in _SEQUENCES and type(board) in _SEQUENCES
    if kind == "high" and sequences:
        # The 5-7 card high hot path, inlined: every call saved shows in showdown loops.
        try:
            # mypy cannot narrow through ``type(...) in _SEQUENCES`` above; both are a tuple or list here.
            count = len(cards) + len(board)  # type: ignore[arg-type]
            if 5 <= count <= 7:
                # Order does not matter here, so one set both collects the
                # indices and detects a repeated card.
                every = {*map(_INDEX, cards), *map(_INDEX, board)}
                if len(every) != count:
                    raise TypeError("repeated card")  # the checked path names it
                key = sum(map(_PACKED_ITEM, every))
                suit = _FLUSH_SUIT[key >> _SUIT_SHIFT]
                if suit < 0:
                    return _HIGH_TABLE[key & _RANK_PART_MASK]
                return _flush_high_of(every, suit)
        except (AttributeError, TypeError):
            pass  # card strings: a str's ``.index`` is a method, which no table accepts
        return _checked_value(HandKind.HIGH, cards, board)
    try:
        entry = _ENTRY.get(kind)
    except TypeError:
        entry = None
    if entry is None:
        return _checked_value(_kind(kind), cards, board)
    if not sequences:
        # A single string like "AsKd", or an iterator the fast path would use up.
        cards = _as_cards(cards, "cards")
        board = _as_cards(board, "board")
    try:
        return entry(cards, board)
    except (AttributeError, TypeError):
        return _checked_value(_kind(kind), cards, board)


# ---------------------------------------------------------------------------
# Hands with cards and labels

@dataclass(frozen=True, eq=False)
class Hand:
    """A made hand: its kind, comparable value, the cards used and a readable label.

    Comparisons use ``value`` only and are defined only between hands of the
    same kind: comparing different kinds raises TypeError for ordering and is
    unequal for ``==``.
    """

    kind: HandKind
    value: Any
    """Greater is better, equal is a tie (comparable within one kind only)."""
    cards: tuple[Card, ...]
    """The cards that make the hand: five, or one to four for badugi."""
    label: str
    """How a dealer would read it, e.g. 'Full house, kings full of sevens'."""

    def _other_value(self, other: object) -> Any:
        if not isinstance(other, Hand):
            return NotImplemented
        if other.kind is not self.kind:
            raise TypeError(f"cannot compare a {self.kind.value} hand with a {other.kind.value} hand")
        return other.value

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Hand):
            return NotImplemented
        return self.kind is other.kind and self.value == other.value

    def __hash__(self) -> int:
        return hash((self.kind, self.value))

    def __lt__(self, other: Hand) -> bool:
        value = self._other_value(other)
        return value if value is NotImplemented else self.value < value

    def __le__(self, other: Hand) -> bool:
        value = self._other_value(other)
        return value if value is NotImplemented else self.value <= value

    def __gt__(self, other: Hand) -> bool:
        value = self._other_value(other)
        return value if value is NotImplemented else self.value > value

    def __ge__(self, other: Hand) -> bool:
        value = self._other_value(other)
        return value if value is NotImplemented else self.value >= value

    def __str__(self) -> str:
        return f"{self.label} ({' '.join(map(str, self.cards))})"


def _name(rank: int) -> str:
    return Rank(14 if rank == 1 else rank).full_name


def _plural(rank: int) -> str:
    return Rank(14 if rank == 1 else rank).plural


def _letter(rank: int) -> str:
    return "A" if rank in (1, 14) else RANK_LETTERS[rank - 2]


def _high_label(value: int) -> str:
    category, ranks = ev.unpack_value(value)
    if category == ev.STRAIGHT_FLUSH:
        return "Royal flush" if ranks[0] == 14 else f"Straight flush, {_name(ranks[0])} high"
    if category == ev.FOUR_OF_A_KIND:
        return f"Four of a kind, {_plural(ranks[0])}"
    if category == ev.FULL_HOUSE:
        return f"Full house, {_plural(ranks[0])} full of {_plural(ranks[1])}"
    if category == ev.FLUSH:
        return f"Flush, {_name(ranks[0])} high"
    if category == ev.STRAIGHT:
        return f"Straight, {_name(ranks[0])} high"
    if category == ev.THREE_OF_A_KIND:
        return f"Three of a kind, {_plural(ranks[0])}"
    if category == ev.TWO_PAIR:
        return f"Two pair, {_plural(ranks[0])} and {_plural(ranks[1])}"
    if category == ev.PAIR:
        return f"Pair of {_plural(ranks[0])}"
    return f"High card, {_name(ranks[0])}"


def _spelled(ranks: Iterable[int]) -> str:
    return "-".join(_letter(rank) for rank in ranks)


def _ace_five_ranks(cards: Iterable[Card]) -> list[int]:
    return sorted((1 if card.rank == 14 else int(card.rank) for card in cards), reverse=True)


def _paired_low_label(ranks: list[int], ace_low: bool) -> str:
    """Label of a low hand that is stuck with a pair or worse: name the pairing, then spell it."""
    counts = Counter(ranks)
    ordered = sorted(ranks, key=lambda rank: (counts[rank], rank), reverse=True)
    shape = sorted(counts.values(), reverse=True)
    top = ordered[0]
    if shape[0] == 4:
        head = f"Four of a kind, {_plural(top)}"
    elif shape[:2] == [3, 2]:
        head = f"Full house, {_plural(top)} full of {_plural(ordered[3])}"
    elif shape[0] == 3:
        head = f"Three of a kind, {_plural(top)}"
    elif shape[:2] == [2, 2]:
        head = f"Two pair, {_plural(top)} and {_plural(ordered[2])}"
    else:
        head = f"Pair of {_plural(top)}"
    return f"{head}: {_spelled(ordered)}"


def _order_for_display(cards: Iterable[Card], ace_low: bool) -> tuple[Card, ...]:
    """Cards grouped as a dealer reads them: bigger groups first, then by rank (high first)."""
    def rank_of(card: Card) -> int:
        return 1 if ace_low and card.rank == 14 else int(card.rank)

    counts = Counter(rank_of(card) for card in cards)
    return tuple(sorted(cards, key=lambda card: (counts[rank_of(card)], rank_of(card), card.suit), reverse=True))


def _best_combination(
    kind: HandKind, cards: tuple[Card, ...], board: tuple[Card, ...]
) -> tuple[Any, tuple[Card, ...]] | None:
    """Best (value, cards used) by trying every allowed combination of five cards."""
    if kind in _OMAHA_KINDS:
        candidates: Iterable[tuple[Card, ...]] = (
            pair + triple for pair in combinations(cards, 2) for triple in combinations(board, 3)
        )
    else:
        candidates = combinations(cards + board, 5)
    evaluate = {
        HandKind.HIGH: ev.high5,
        HandKind.OMAHA_HIGH: ev.high5,
        HandKind.LOW8: ev.low8_5,
        HandKind.OMAHA_LOW8: ev.low8_5,
        HandKind.RAZZ: ev.razz5,
        HandKind.DEUCE_SEVEN: ev.deuce_seven5,
    }[kind]
    best: tuple[Any, tuple[Card, ...]] | None = None
    for candidate in candidates:
        value = evaluate([card.index for card in candidate])
        if value is not None and (best is None or value > best[0]):
            best = (value, candidate)
    return best


def _best_badugi(cards: tuple[Card, ...]) -> tuple[int, tuple[Card, ...]]:
    best: tuple[int, tuple[Card, ...]] | None = None
    for subset in ev.BADUGI_SUBSETS:
        chosen = tuple(cards[position] for position in subset)
        value = ev.badugi_subset_value([card.index for card in chosen])
        if value is not None and (best is None or value > best[0]):
            best = (value, chosen)
    assert best is not None  # any single card is a one-card badugi
    return best


_COUNT_WORDS = {1: "One-card badugi", 2: "Two-card badugi", 3: "Three-card badugi", 4: "Badugi"}


def _label(kind: HandKind, value: Any, used: tuple[Card, ...]) -> str:
    if kind in (HandKind.HIGH, HandKind.OMAHA_HIGH):
        return _high_label(value)
    if kind in (HandKind.LOW8, HandKind.OMAHA_LOW8):
        return f"{_spelled(_ace_five_ranks(used))} low"
    if kind is HandKind.RAZZ:
        ranks = _ace_five_ranks(used)
        if len(set(ranks)) == 5:
            return f"{_spelled(ranks)} low"
        return _paired_low_label(ranks, ace_low=True)
    if kind is HandKind.DEUCE_SEVEN:
        category, _ = ev.unpack_value(-value)
        if category == ev.HIGH_CARD:
            return f"{_spelled(sorted((int(card.rank) for card in used), reverse=True))} low"
        return _high_label(-value)
    # Badugi: the count names the hand, the ranks (ace low) read from the top.
    return f"{_COUNT_WORDS[len(used)]} {_spelled(_ace_five_ranks(used))}"


def best_hand(kind: HandKind | str, cards: Iterable[Card | str], board: Iterable[Card | str] = ()) -> Hand | None:
    """The best hand of ``kind`` from ``cards`` (hole cards) and ``board``, or None if none qualifies.

    Raises ValueError for an unknown kind, a card count the kind cannot use
    (the message says what it needs) or a repeated card.
    """
    hand_kind = _kind(kind)
    hole = _as_cards(cards, "cards")
    shared = _as_cards(board, "board")
    _check(hand_kind, [card.index for card in hole], [card.index for card in shared])
    if hand_kind is HandKind.BADUGI:
        value, used = _best_badugi(hole + shared)
    else:
        found = _best_combination(hand_kind, hole, shared)
        if found is None:
            return None
        value, used = found
    ace_low = hand_kind not in (HandKind.HIGH, HandKind.OMAHA_HIGH, HandKind.DEUCE_SEVEN)
    if hand_kind in (HandKind.HIGH, HandKind.OMAHA_HIGH) and ev.unpack_value(value)[0] in (
        ev.STRAIGHT, ev.STRAIGHT_FLUSH
    ) and ev.unpack_value(value)[1][0] == 5:
        ace_low = True  # show the wheel as 5-4-3-2-A
    return Hand(hand_kind, value, _order_for_display(used, ace_low), _label(hand_kind, value, used))


# ---------------------------------------------------------------------------
# Stud: bring-in and first to act

def bring_in_key(card: Card | str, game_low: bool, razz_highest_suit: bool = True) -> int:
    """Sort key for upcards on third street: the LOWEST key brings in.

    High games (seven-card stud, stud hi-lo; catalog D02): the lowest rank
    brings in with the ace high, and between equal ranks the lowest suit
    (clubs, then diamonds, hearts, spades; A03), so the deuce of clubs is the
    lowest possible key. Razz (``game_low=True``; E01): the highest rank brings
    in with the ace low, so a king is the worst, and between equal ranks the
    highest suit (spades) brings in.

    Sources (/work/shared/sources, tags as in the rules catalog): S000 =
    000_deb0bbb3231e60a7.txt, sections "The Bring" of the Stud and Razz
    articles (aces high for the stud bring; highest door card brings in razz);
    S001 = 001_4e57ff2f431f1683.txt, stud rules 1-2; S003 =
    003_dd37766be10688d8.txt, Stud and Razz. S000 and S003 leave the razz
    suit direction ambiguous; catalog E01 recommends the highest suit (the
    king of spades always brings in), which is what we do; ``razz_highest_suit=False`` is the other
    reading (the lowest suit brings in, as in stud), for a room that rules so.
    """
    if isinstance(card, str):
        card = parse_card(card)
    elif not isinstance(card, Card):
        raise ValueError(f"card: expected a Card or a card string like 'As', got {card!r}")
    if game_low:
        ace_low_rank = 1 if card.rank == 14 else int(card.rank)
        if razz_highest_suit:
            return -(ace_low_rank * 4 + int(card.suit))
        return -(ace_low_rank * 4) + int(card.suit)
    return card.index


def showing_value(kind: HandKind | str, upcards: Iterable[Card | str]) -> tuple[int, ...]:
    """Value of the 1-4 upcards a stud player shows: the GREATEST acts first.

    Five cards are accepted for the case of four upcards and a common card (or a
    seventh card dealt face up); more, up to eight, when a player's hole cards
    are face up too: then the best five of them count.

    ``high`` (seven-card stud and stud hi-lo; catalog D04): quads > trips >
    two pair > pair > high cards, then ranks from the top; straights and
    flushes do not count on fewer than five cards. ``razz`` (and ``low8``, for
    an ace-to-five lowball board; E02): the lowest board acts first, pairs are
    bad, the ace is low, compare from the highest card down. Suits are left
    out on purpose: the table breaks ties by position or by suit as the house
    rule says (D04 records the two practices).
    """
    hand_kind = _kind(kind)
    if hand_kind is not HandKind.HIGH and hand_kind not in _LOW_SHOWING_KINDS:
        raise ValueError(f"kind: showing_value reads 'high', 'razz' or 'low8' boards, got {hand_kind.value!r}")
    shown = _as_cards(upcards, "upcards")
    if not 1 <= len(shown) <= 8:
        raise ValueError(f"upcards: expected 1 to 8 cards showing (a stud hand and a common card), got {len(shown)}")
    if len(set(shown)) != len(shown):
        raise ValueError("upcards: duplicate card (each card may appear once)")
    if len(shown) > 5:
        return max(showing_value(hand_kind, five) for five in combinations(shown, 5))
    ace_low = hand_kind is not HandKind.HIGH
    if len(shown) == 5 and not ace_low:
        # Five upcards make a real five-card hand, straights and flushes included:
        # four upcards and a common card (the stub ran out, catalog D16), or a
        # seventh card dealt face up (D18), which is compared with the other
        # players' four-card boards. The categories below share high5's scale.
        category, ranks = ev.unpack_value(ev.high5([card.index for card in shown]))
        return (category, *ranks)
    ranks = [1 if ace_low and card.rank == 14 else int(card.rank) for card in shown]
    counts = Counter(ranks)
    shape = sorted(counts.values(), reverse=True)
    # The same numbering as five-card hands, so a board of five upcards compares
    # correctly with boards of four (four of a kind still beats a straight or flush).
    if shape[0] == 4:
        category = ev.FOUR_OF_A_KIND
    elif shape[0] == 3:
        category = ev.THREE_OF_A_KIND
    elif shape[:2] == [2, 2]:
        category = ev.TWO_PAIR
    elif shape[0] == 2:
        category = ev.PAIR
    else:
        category = ev.HIGH_CARD
    # Each rank once, biggest group first, then highest rank.
    ordered = sorted(counts, key=lambda rank: (counts[rank], rank), reverse=True)
    if ace_low:
        # Lowest board acts first: fewer pairs, then lower ranks from the top.
        return (-category, *(-rank for rank in ordered))
    return (category, *ordered)
