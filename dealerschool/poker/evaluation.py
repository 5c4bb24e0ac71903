"""Fast integer hand evaluation: lookup tables and the per-kind fast paths.

This module works on card *indices* (``Card.index``, 0..51, ``(rank - 2) * 4
+ suit``) and returns plain values; :mod:`dealerschool.poker.hands` adds card
parsing, validation, the cards used and the labels.

How the high evaluator stays fast in pure Python:

* Each card maps to one packed integer: three bits per rank counting how many
  cards of that rank there are (bits 0..38) and three bits per suit counting
  the suit (bits 39..50). Adding the packed integers of a hand gives every
  rank count and suit count in one ``sum``.
* The rank part is the key of a dict holding the best non-flush value for
  every rank multiset of 5, 6 and 7 cards (about 75,000 keys, built at import).
* The suit part indexes a 4096-entry list telling which suit, if any, has five
  or more cards. Only then do we build that suit's 13-bit rank mask and look
  it up in an 8192-entry flush table. With seven or fewer cards a flush can
  never coexist with a full house or quads, so the flush value is final.

High values are ints: ``category << 20`` plus up to five 4-bit ranks, most
significant first (ranks listed by group size, then rank). Low values are
arranged so that greater is still better (see each function).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from itertools import combinations, product, starmap
from operator import add
from typing import TypeVar

# Categories of the high value (bits 20 and up).
HIGH_CARD = 0
PAIR = 1
TWO_PAIR = 2
THREE_OF_A_KIND = 3
STRAIGHT = 4
FLUSH = 5
FULL_HOUSE = 6
FOUR_OF_A_KIND = 7
STRAIGHT_FLUSH = 8

CATEGORY_SHIFT = 20
SUIT_SHIFT = 39
RANK_PART_MASK = (1 << SUIT_SHIFT) - 1

RANK_OF = [index // 4 + 2 for index in range(52)]
"""Rank (2..14) of each card index."""
SUIT_OF = [index % 4 for index in range(52)]
"""Suit (0 clubs .. 3 spades) of each card index."""
RANK_PACKED = [1 << (3 * (index // 4)) for index in range(52)]
"""One card's contribution to the packed rank counts."""
PACKED = [RANK_PACKED[index] | (1 << (SUIT_SHIFT + 3 * (index % 4))) for index in range(52)]
"""One card's contribution to the packed rank counts and suit counts."""
RANK_BIT = [1 << (index // 4) for index in range(52)]
"""One card's bit in a 13-bit rank mask (bit 0 is the deuce, bit 12 the ace)."""
LOW_BIT = [0] * 52
"""One card's bit in an ace-to-eight low mask (bit 0 ace .. bit 7 eight); 0 above eight."""
for _index in range(52):
    _rank = _index // 4 + 2
    if _rank == 14:
        LOW_BIT[_index] = 1
    elif _rank <= 8:
        LOW_BIT[_index] = 1 << (_rank - 1)
ACE_LOW_BIT = [1 << ((index // 4 + 1) % 13) for index in range(52)]
"""Bit in a 13-bit ace-low mask (bit 0 ace, bit 1 deuce, .. bit 12 king), for badugi."""


def pack_value(category: int, ranks: Sequence[int]) -> int:
    """Category plus up to five 4-bit ranks, padded so every value has the same width."""
    value = category
    for position in range(5):
        value = (value << 4) | (ranks[position] if position < len(ranks) else 0)
    return value


def unpack_value(value: int) -> tuple[int, list[int]]:
    """Inverse of :func:`pack_value`: the category and the non-zero ranks."""
    ranks = [(value >> shift) & 15 for shift in (16, 12, 8, 4, 0)]
    return value >> CATEGORY_SHIFT, [rank for rank in ranks if rank]


def counts_value(counts: Sequence[int], straights: bool, wheel: bool) -> int:
    """Best high-style value (no flushes) from rank counts ``counts[rank]``.

    ``counts`` is indexed by rank value; aces may sit at 14 (high) or at 1
    (ace-to-five, where callers pass ``straights=False``). ``wheel`` lets an
    ace at 14 also play as the bottom of a 5-4-3-2-A straight.
    """
    present = [rank for rank in range(len(counts) - 1, 0, -1) if counts[rank]]
    pairs = [rank for rank in present if counts[rank] >= 2]
    trips = [rank for rank in pairs if counts[rank] >= 3]
    quads = [rank for rank in trips if counts[rank] >= 4]
    if quads:
        # Not trips[0]: with 2-2-2-2-3-3-3 the highest trips are not the quads.
        quad = quads[0]
        return pack_value(FOUR_OF_A_KIND, [quad, next(rank for rank in present if rank != quad)])
    if trips and len(pairs) >= 2:
        return pack_value(FULL_HOUSE, [trips[0], next(rank for rank in pairs if rank != trips[0])])
    if straights and len(present) >= 5:
        mask = 0
        for rank in present:
            mask |= 1 << rank
        if wheel and mask & (1 << 14):
            mask |= 1 << 1
        for top in range(14, 4, -1):
            if (mask >> (top - 4)) & 31 == 31:
                return pack_value(STRAIGHT, [top])
    if trips:
        return pack_value(THREE_OF_A_KIND, [trips[0]] + [rank for rank in present if rank != trips[0]][:2])
    if len(pairs) >= 2:
        high, low = pairs[0], pairs[1]
        return pack_value(TWO_PAIR, [high, low, next(rank for rank in present if rank not in (high, low))])
    if pairs:
        return pack_value(PAIR, [pairs[0]] + [rank for rank in present if rank != pairs[0]][:3])
    return pack_value(HIGH_CARD, present[:5])


def flush_value(mask: int, wheel: bool) -> int:
    """Best flush or straight flush from a 13-bit rank mask of one suit (5 or more bits)."""
    ranks = [rank for rank in range(14, 1, -1) if mask & (1 << (rank - 2))]
    full = mask << 2  # bit r is rank r
    if wheel and full & (1 << 14):
        full |= 1 << 1
    for top in range(14, 4, -1):
        if (full >> (top - 4)) & 31 == 31:
            return pack_value(STRAIGHT_FLUSH, [top])
    return pack_value(FLUSH, ranks[:5])


def _counts_from_key(key: int) -> list[int]:
    counts = [0] * 15
    for rank in range(2, 15):
        counts[rank] = (key >> (3 * (rank - 2))) & 7
    return counts


def _multiset_keys(size: int) -> list[int]:
    """Packed rank keys of every multiset of ``size`` ranks with at most four of a rank."""
    keys: list[int] = []

    def extend(rank_index: int, remaining: int, key: int) -> None:
        if remaining == 0:
            keys.append(key)
            return
        if rank_index == 13:
            return
        for count in range(min(4, remaining), -1, -1):
            extend(rank_index + 1, remaining - count, key + (count << (3 * rank_index)))

    extend(0, size, 0)
    return keys


_Value = TypeVar("_Value")


class _LazyTable(dict[int, _Value]):
    """A dict that fills a missing key by calling ``compute(key)`` once."""

    def __init__(self, compute: Callable[[int], _Value]) -> None:
        super().__init__()
        self.compute = compute

    def __missing__(self, key: int) -> _Value:
        value = self.compute(key)
        self[key] = value
        return value


def _high_from_key(key: int) -> int:
    return counts_value(_counts_from_key(key), straights=True, wheel=True)


def _deuce_seven_from_key(key: int) -> int:
    # 2-7: the ace is only high, so A-2-3-4-5 is no straight.
    return counts_value(_counts_from_key(key), straights=True, wheel=False)


def _ace_five_counts(key: int) -> list[int]:
    counts = _counts_from_key(key)
    ace_low = [0] * 14
    ace_low[1] = counts[14]
    ace_low[2:14] = counts[2:14]
    return ace_low


def _razz_from_key(key: int) -> int:
    """Best ace-to-five value from any rank multiset: the least high-style value of a 5-subset, negated."""
    counts = _ace_five_counts(key)
    ranks = [rank for rank in range(1, 14) for _ in range(counts[rank])]
    best = None
    for chosen in set(combinations(ranks, 5)):
        sub = [0] * 14
        for rank in chosen:
            sub[rank] += 1
        value = counts_value(sub, straights=False, wheel=False)
        if best is None or value < best:
            best = value
    assert best is not None
    return -best


HIGH_TABLE: dict[int, int] = _LazyTable(_high_from_key)
"""Packed rank counts -> best non-flush high value. Pre-filled for 5, 6 and 7 cards."""
_canonical: dict[int, int] = {}
for _size in (5, 6, 7):
    for _key in _multiset_keys(_size):
        # One shared object per distinct value (7,462 of them) keeps the
        # objects a lookup touches few and cache-friendly.
        _value = _high_from_key(_key)
        HIGH_TABLE[_key] = _canonical.setdefault(_value, _value)

DEUCE_SEVEN_TABLE: dict[int, int] = _LazyTable(_deuce_seven_from_key)
"""Packed 5-card rank counts -> non-flush high-style value with no wheel (pre-filled)."""
for _key in _multiset_keys(5):
    DEUCE_SEVEN_TABLE[_key] = _deuce_seven_from_key(_key)

RAZZ_TABLE: dict[int, int] = _LazyTable(_razz_from_key)
"""Packed rank counts -> razz value; filled on first use of each multiset."""

FLUSH_SUIT = [-1] * 4096
"""Packed suit counts -> the suit holding five or more cards, or -1."""
for _suits in range(4096):
    for _suit in range(4):
        if (_suits >> (3 * _suit)) & 7 >= 5:
            FLUSH_SUIT[_suits] = _suit

FLUSH_HIGH = [0] * 8192
"""13-bit rank mask of one suit (5+ bits) -> flush or straight-flush value (wheel allowed)."""
FLUSH_DEUCE_SEVEN = [0] * 8192
"""Same for 2-7, where A-2-3-4-5 suited is an ace-high flush, not a straight flush."""
for _mask in range(8192):
    if _mask.bit_count() >= 5:
        FLUSH_HIGH[_mask] = flush_value(_mask, wheel=True)
        FLUSH_DEUCE_SEVEN[_mask] = flush_value(_mask, wheel=False)

LOW8_BEST: list[int | None] = [None] * 256
"""Low-rank mask (bit 0 ace .. bit 7 eight) -> best 8-or-better value, or None.

The value is ``255 - five_card_mask``: with five distinct ranks, comparing
masks as integers compares the highest card first, then the next, which is
exactly how lows are read; subtracting from 255 makes greater better.
"""
for _mask in range(256):
    if _mask.bit_count() >= 5:
        _low = 0
        _bits = _mask
        for _ in range(5):
            _low |= _bits & -_bits
            _bits &= _bits - 1
        LOW8_BEST[_mask] = 255 - _low


def _omaha_low_from_key(key: int) -> int | None:
    hole_mask, board_mask = key >> 8, key & 255
    hole_bits = [1 << bit for bit in range(8) if hole_mask >> bit & 1]
    board_bits = [1 << bit for bit in range(8) if board_mask >> bit & 1]
    best = None
    for first, second in combinations(hole_bits, 2):
        pair = first | second
        for a, b, c in combinations(board_bits, 3):
            triple = a | b | c
            if pair & triple:
                continue
            value = 255 - (pair | triple)
            if best is None or value > best:
                best = value
    return best


OMAHA_LOW_TABLE: dict[int, int | None] = _LazyTable(_omaha_low_from_key)
"""``hole_low_mask << 8 | board_low_mask`` -> best Omaha 8-or-better value or None (filled on use)."""

PAIR_POSITIONS = {count: tuple(combinations(range(count), 2)) for count in range(2, 7)}
TRIPLE_POSITIONS = {count: tuple(combinations(range(count), 3)) for count in range(3, 6)}

BADUGI_SUBSETS = tuple(
    subset for size in (4, 3, 2, 1) for subset in combinations(range(4), size)
)


# ---------------------------------------------------------------------------
# Five-card evaluators (used to pick the cards of the best hand).

def high5(cards: Sequence[int]) -> int:
    a, b, c, d, e = cards
    if SUIT_OF[a] == SUIT_OF[b] == SUIT_OF[c] == SUIT_OF[d] == SUIT_OF[e]:
        return FLUSH_HIGH[RANK_BIT[a] | RANK_BIT[b] | RANK_BIT[c] | RANK_BIT[d] | RANK_BIT[e]]
    return HIGH_TABLE[RANK_PACKED[a] + RANK_PACKED[b] + RANK_PACKED[c] + RANK_PACKED[d] + RANK_PACKED[e]]


def deuce_seven5(cards: Sequence[int]) -> int:
    """2-7 value of five cards: the high-style value negated, so greater is better."""
    a, b, c, d, e = cards
    if SUIT_OF[a] == SUIT_OF[b] == SUIT_OF[c] == SUIT_OF[d] == SUIT_OF[e]:
        return -FLUSH_DEUCE_SEVEN[RANK_BIT[a] | RANK_BIT[b] | RANK_BIT[c] | RANK_BIT[d] | RANK_BIT[e]]
    return -DEUCE_SEVEN_TABLE[RANK_PACKED[a] + RANK_PACKED[b] + RANK_PACKED[c] + RANK_PACKED[d] + RANK_PACKED[e]]


def low8_5(cards: Sequence[int]) -> int | None:
    mask = 0
    for index in cards:
        mask |= LOW_BIT[index]
    # Five distinct low ranks among five cards: no pair and nothing above eight.
    if mask.bit_count() == 5:
        return 255 - mask
    return None


def razz5(cards: Sequence[int]) -> int:
    return RAZZ_TABLE[sum(RANK_PACKED[index] for index in cards)]


def badugi_subset_value(cards: Sequence[int]) -> int | None:
    """Value of using exactly these cards as a badugi, or None if a suit or rank repeats.

    ``size << 13 | (8191 - ace_low_mask)``: more cards first, then the lower
    highest card, and so on down (mask comparison, as for 8-or-better lows).
    """
    suits = 0
    mask = 0
    for index in cards:
        suit_bit = 1 << SUIT_OF[index]
        rank_bit = ACE_LOW_BIT[index]
        if suits & suit_bit or mask & rank_bit:
            return None
        suits |= suit_bit
        mask |= rank_bit
    return (len(cards) << 13) | (8191 - mask)


# ---------------------------------------------------------------------------
# Fast paths on whole hands. ``cards`` and ``board`` are lists of indices,
# already checked for counts and duplicates by the caller.

def high_fast(cards: list[int], board: list[int]) -> int:
    every = cards + board if board else cards
    if len(every) > 7:
        # Packed suit counts hold at most 7 per suit, and with 8+ cards a flush
        # can coexist with a full house: take the plain best of all 5-subsets.
        return max(map(high5, combinations(every, 5)))
    key = sum(map(PACKED.__getitem__, every))
    suit = FLUSH_SUIT[key >> SUIT_SHIFT]
    if suit < 0:
        return HIGH_TABLE[key & RANK_PART_MASK]
    return flush_high_of(every, suit)


def flush_high_of(cards: Iterable[int], suit: int) -> int:
    """Flush value of the cards of ``suit`` (five or more of them, at most seven cards in all)."""
    mask = 0
    for index in cards:
        if index & 3 == suit:
            mask |= RANK_BIT[index]
    return FLUSH_HIGH[mask]


def _pair_keys(keys: list[int]) -> list[int]:
    if len(keys) == 4:
        a, b, c, d = keys
        return [a + b, a + c, a + d, b + c, b + d, c + d]
    return [keys[i] + keys[j] for i, j in PAIR_POSITIONS[len(keys)]]


def _triple_keys(keys: list[int]) -> list[int]:
    if len(keys) == 5:
        a, b, c, d, e = keys
        ab, ac, ad, bc, bd, cd = a + b, a + c, a + d, b + c, b + d, c + d
        return [ab + c, ab + d, ab + e, ac + d, ac + e, ad + e, bc + d, bc + e, bd + e, cd + e]
    return [keys[i] + keys[j] + keys[k] for i, j, k in TRIPLE_POSITIONS[len(keys)]]


THREE_SUITED = [tuple(suit for suit in range(4) if (suits >> (3 * suit)) & 7 >= 3) for suits in range(4096)]
"""Packed suit counts -> the suits holding three or more cards (an Omaha board's flush suits)."""

_HIGH_ITEM = HIGH_TABLE.__getitem__


def omaha_high_fast(hole: list[int], board: list[int]) -> int:
    pair_keys = _pair_keys([RANK_PACKED[index] for index in hole])
    triple_keys = _triple_keys([RANK_PACKED[index] for index in board])
    # All 2+3 rank multisets at C speed: 60 table lookups for 4 hole and 5 board cards.
    best = max(map(_HIGH_ITEM, starmap(add, product(pair_keys, triple_keys))))
    # A flush needs three board cards and two hole cards of one suit.
    for suit in THREE_SUITED[sum(map(PACKED.__getitem__, board)) >> SUIT_SHIFT]:
        hole_bits = [RANK_BIT[index] for index in hole if index & 3 == suit]
        if len(hole_bits) < 2:
            continue
        board_bits = [RANK_BIT[index] for index in board if index & 3 == suit]
        for a, b in combinations(hole_bits, 2):
            for c, d, e in combinations(board_bits, 3):
                value = FLUSH_HIGH[a | b | c | d | e]
                if value > best:
                    best = value
    return best


def omaha_low8_fast(hole: list[int], board: list[int]) -> int | None:
    hole_mask = 0
    for index in hole:
        hole_mask |= LOW_BIT[index]
    board_mask = 0
    for index in board:
        board_mask |= LOW_BIT[index]
    return OMAHA_LOW_TABLE[hole_mask << 8 | board_mask]


def low8_fast(cards: list[int], board: list[int]) -> int | None:
    mask = 0
    for index in cards:
        mask |= LOW_BIT[index]
    for index in board:
        mask |= LOW_BIT[index]
    return LOW8_BEST[mask]


def razz_fast(cards: list[int], board: list[int]) -> int:
    every = cards + board if board else cards
    if len(every) > 7:
        # Packed 3-bit counts cannot overflow (at most 4 per rank), but keep
        # the table to the 5..7-card multisets it was sized for.
        return max(map(razz5, combinations(every, 5)))
    return RAZZ_TABLE[sum(map(RANK_PACKED.__getitem__, every))]


def deuce_seven_fast(cards: list[int], board: list[int]) -> int:
    every = cards + board if board else cards
    if len(every) == 5:
        return deuce_seven5(every)
    return max(map(deuce_seven5, combinations(every, 5)))


def badugi_fast(cards: list[int], board: list[int]) -> int:
    every = cards + board if board else cards
    best = 0
    for subset in BADUGI_SUBSETS:
        value = badugi_subset_value([every[position] for position in subset])
        if value is not None and value > best:
            best = value
    return best
