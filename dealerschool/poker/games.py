"""Each game as data: its streets, what is dealt where, forced bets and hand kinds.

The table engine reads these specs; nothing here deals a card. Variant codes
follow the Poker Hand History standard (phh-std) where it has one; the codes
it lacks are marked "ours" below.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum


class Family(Enum):
    """How a game puts cards out: that decides who is dealt first and who acts first."""

    FLOP = "flop"
    """Hole cards plus a shared board; the deal and later streets start left of the button."""
    STUD = "stud"
    """Down and up cards, no board; antes and a bring-in, first to act by the upcards."""
    DRAW = "draw"
    """Hidden hands improved by discarding and drawing; no board."""


class Structure(Enum):
    """The betting structure: what a bet or raise may be."""

    NO_LIMIT = "no-limit"
    """Any amount from the minimum up to the whole stack."""
    POT_LIMIT = "pot-limit"
    """Up to the size of the pot after the call."""
    FIXED_LIMIT = "fixed-limit"
    """Exactly the small bet on early streets and the big bet on later ones, with a raise cap."""
    SPREAD_LIMIT = "spread-limit"
    """Any amount inside a fixed spread (for example 1 to 5), with a raise cap."""


class ForcedBets(Enum):
    """The forced bets a game starts from."""

    BLINDS = "blinds"
    """Small and big blind left of the button (antes optional)."""
    ANTES_BRING_IN = "antes-bring-in"
    """Everyone antes; the lowest (razz: highest) door card brings in."""
    ANTES = "antes"
    """Everyone antes; the first player left of the button opens or checks."""


@dataclass(frozen=True)
class Street:
    """One round of the hand: cards out, then (usually) a draw, then a betting round."""

    name: str
    down: int = 0
    """Cards dealt face down to each live seat, one at a time around the table."""
    up: int = 0
    """Cards dealt face up to each live seat (stud), after the down cards."""
    board: int = 0
    """Community cards turned face up, after one burn."""
    draw: bool = False
    """Players discard and draw before this street's betting."""
    big_bet: bool = False
    """Fixed- and spread-limit use the big bet (the upper limit) on this street."""
    burn: bool = True
    """A card is burned before this street's cards (never before the first deal)."""


@dataclass(frozen=True)
class Game:
    """A poker game as the engine needs it."""

    code: str
    name: str
    family: Family
    streets: tuple[Street, ...]
    high_kind: str | None
    """Hand kind for the high half (or the whole pot); None where only a low plays."""
    low_kind: str | None
    """Hand kind for the low half in split games, or the whole pot in lowball games."""
    split: bool
    """True for hi-lo games: the pot halves between the best high and the best qualifying low."""
    structures: tuple[Structure, ...]
    forced: tuple[ForcedBets, ...]
    max_seats: int
    bring_in_high: bool = False
    """Razz: the highest door card brings in and the lowest board acts first."""
    hand_size: int = 0
    """Cards a player holds after the deal in draw games (discards are replaced one for one)."""

    @property
    def is_lowball(self) -> bool:
        return self.high_kind is None

    @property
    def showdown_kinds(self) -> tuple[str, ...]:
        return tuple(k for k in (self.high_kind, self.low_kind) if k)


_FLOP_STREETS_2 = (
    Street("preflop", down=2, burn=False),
    Street("flop", board=3),
    Street("turn", board=1, big_bet=True),
    Street("river", board=1, big_bet=True),
)
_FLOP_STREETS_4 = (Street("preflop", down=4, burn=False),) + _FLOP_STREETS_2[1:]
_STUD_STREETS = (
    # No burn before the first deal; one before each later street (catalog A08).
    Street("third", down=2, up=1, burn=False),
    Street("fourth", up=1),
    Street("fifth", up=1, big_bet=True),
    Street("sixth", up=1, big_bet=True),
    Street("seventh", down=1, big_bet=True),
)


def _draw_streets(cards: int, draws: int) -> tuple[Street, ...]:
    streets = [Street("predraw", down=cards, burn=False)]
    names = ("first draw", "second draw", "third draw")
    for number in range(draws):
        # Triple draw: small bet for the first two rounds, big bet for the last two (catalog F06).
        big = number >= draws - 2 if draws > 1 else True
        streets.append(Street(names[number] if draws > 1 else "draw", draw=True, big_bet=big))
    return tuple(streets)


_LIMIT = (Structure.FIXED_LIMIT,)
_ALL = (Structure.NO_LIMIT, Structure.POT_LIMIT, Structure.FIXED_LIMIT, Structure.SPREAD_LIMIT)

GAMES: dict[str, Game] = {
    game.code: game
    for game in (
        Game("holdem", "Texas hold'em", Family.FLOP, _FLOP_STREETS_2, "high", None, False,
             _ALL, (ForcedBets.BLINDS,), 10),
        Game("omaha", "Omaha", Family.FLOP, _FLOP_STREETS_4, "omaha-high", None, False,
             _ALL, (ForcedBets.BLINDS,), 10),
        Game("omaha-hilo", "Omaha hi-lo 8 or better", Family.FLOP, _FLOP_STREETS_4, "omaha-high",
             "omaha-low8", True, _ALL, (ForcedBets.BLINDS,), 10),
        Game("stud", "Seven-card stud", Family.STUD, _STUD_STREETS, "high", None, False,
             (Structure.FIXED_LIMIT, Structure.POT_LIMIT, Structure.SPREAD_LIMIT, Structure.NO_LIMIT),
             (ForcedBets.ANTES_BRING_IN,), 8),
        Game("stud-hilo", "Seven-card stud hi-lo 8 or better", Family.STUD, _STUD_STREETS, "high", "low8",
             True, _LIMIT + (Structure.POT_LIMIT, Structure.SPREAD_LIMIT), (ForcedBets.ANTES_BRING_IN,), 8),
        Game("razz", "Razz", Family.STUD, _STUD_STREETS, None, "razz", False,
             _LIMIT + (Structure.POT_LIMIT, Structure.SPREAD_LIMIT), (ForcedBets.ANTES_BRING_IN,), 8,
             bring_in_high=True),
        Game("five-card-draw", "Five-card draw", Family.DRAW, _draw_streets(5, 1), "high", None, False,
             _ALL, (ForcedBets.BLINDS, ForcedBets.ANTES), 8, hand_size=5),
        Game("deuce-seven-triple-draw", "2-7 triple draw", Family.DRAW, _draw_streets(5, 3), None,
             "deuce-seven", False, _ALL, (ForcedBets.BLINDS,), 6, hand_size=5),
        Game("deuce-seven-single-draw", "2-7 single draw", Family.DRAW, _draw_streets(5, 1), None,
             "deuce-seven", False, _ALL, (ForcedBets.BLINDS,), 6, hand_size=5),
        # Ace-to-five (California) lowball: razz's hand values, ace low, straights and flushes do not count
        # (Robert's Rules, Lowball: "In ace-to-five lowball, the best hand is any 5-4-3-2-A").
        Game("ace-five-single-draw", "Ace-to-five lowball single draw", Family.DRAW, _draw_streets(5, 1), None,
             "razz", False, _ALL, (ForcedBets.BLINDS,), 8, hand_size=5),
        Game("badugi", "Badugi", Family.DRAW, _draw_streets(4, 3), None, "badugi", False,
             _ALL, (ForcedBets.BLINDS,), 6, hand_size=4),
    )
}

HORSE_ROTATION: tuple[tuple[str, Structure], ...] = (
    ("holdem", Structure.FIXED_LIMIT),
    ("omaha-hilo", Structure.FIXED_LIMIT),
    ("razz", Structure.FIXED_LIMIT),
    ("stud", Structure.FIXED_LIMIT),
    ("stud-hilo", Structure.FIXED_LIMIT),
)
"""H.O.R.S.E.: each game in turn, fixed-limit (catalog A12)."""


def get_game(code: str) -> Game:
    try:
        return GAMES[code]
    except KeyError:
        raise ValueError(f"unknown game {code!r}; expected one of: {', '.join(GAMES)}") from None
