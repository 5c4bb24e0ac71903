"""Everything that can happen at a table, as frozen dataclasses.

Dealer operations are what a dealing drill checks one at a time; player
operations are the decisions of the players. Seats are 0-based indices.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import get_args

from dealerschool.poker.cards import Card


class IllegalOperation(ValueError):
    """The operation is not the right one at this moment; the message says why and what is expected."""


# --- dealer operations --------------------------------------------------------------------------


@dataclass(frozen=True)
class PostAnte:
    """Take a seat's ante into the pot (dead money, not part of a bet)."""

    seat: int
    amount: int
    for_table: bool = False
    """A big blind ante (catalog B10): the big blind's ante for the whole table, posted after his blind.
    It goes into the main pot whoever wins it, so it does not count among his own contributions."""


@dataclass(frozen=True)
class PostBlind:
    """Put a seat's blind in front of it; a blind is a live bet that counts toward the call."""

    seat: int
    amount: int
    name: str = "big blind"


@dataclass(frozen=True)
class PostDeadBlind:
    """Take a dead small blind into the pot: a missed blind being made up, or a bought button."""

    seat: int
    amount: int


@dataclass(frozen=True)
class DealCard:
    """Deal the top card of the stub to a seat, face down or face up."""

    seat: int
    face_up: bool = False


@dataclass(frozen=True)
class Burn:
    """Put the top card of the stub face down on the burn pile."""


@dataclass(frozen=True)
class TurnBoardCard:
    """Turn the top card of the stub face up onto the board (one card at a time)."""


@dataclass(frozen=True)
class DealCommonCard:
    """Stud with too few cards for seventh street: one card face up in the centre plays for everyone."""


@dataclass(frozen=True)
class ReshuffleForStub:
    """Scramble the named discards/burns with what is left of the stub to make a new stub."""

    reason: str = ""
    set_aside: bool = False
    """True: scramble the cards a ruling set aside into the stub instead (no burns, no muck): Robert's
    Rules' premature turn, before the river (catalog I01)."""


@dataclass(frozen=True)
class AnnounceBringIn:
    """Stud third street: name the seat whose door card brings in."""

    seat: int


@dataclass(frozen=True)
class AnnounceFirstToAct:
    """Stud fourth street on: name the seat whose board acts first."""

    seat: int


@dataclass(frozen=True)
class ReturnUncalledBet:
    """Give back the part of a bet that nobody called."""

    seat: int
    amount: int


@dataclass(frozen=True)
class CollectBets:
    """Bring the bets in front of the players into the pot at the end of a betting round."""


@dataclass(frozen=True)
class ShowHand:
    """At showdown, turn a live hand face up (cards speak) in showing order."""

    seat: int


@dataclass(frozen=True)
class PushPot:
    """Award pot number ``index`` (0 = main pot) to its winners."""

    index: int


@dataclass(frozen=True)
class MoveButton:
    """Move the button one occupied seat clockwise; the hand is over."""


DealerOperation = (
    PostAnte | PostBlind | PostDeadBlind | DealCard | Burn | TurnBoardCard | DealCommonCard | ReshuffleForStub
    | AnnounceBringIn | AnnounceFirstToAct | ReturnUncalledBet | CollectBets | ShowHand | PushPot | MoveButton
)


# --- player operations --------------------------------------------------------------------------


@dataclass(frozen=True)
class Fold:
    """Give up the hand."""

    seat: int


@dataclass(frozen=True)
class CheckOrCall:
    """Check when nothing is owed, otherwise call (all-in for less when short)."""

    seat: int


@dataclass(frozen=True)
class BetOrRaiseTo:
    """Bet, complete (stud) or raise so that the seat's bet this round totals ``amount``."""

    seat: int
    amount: int


@dataclass(frozen=True)
class PostBringIn:
    """Stud: the low (razz: high) door card posts the bring-in instead of completing."""

    seat: int


@dataclass(frozen=True)
class Discard:
    """Draw games: throw these cards away to be replaced; no cards means standing pat."""

    seat: int
    cards: tuple[Card, ...] = ()


PlayerOperation = Fold | CheckOrCall | BetOrRaiseTo | PostBringIn | Discard
Operation = DealerOperation | PlayerOperation

PLAYER_OPERATIONS: frozenset[type] = frozenset(get_args(PlayerOperation))
"""The operation types a player (not the dealer) makes: for exact ``type(op) in`` tests on hot paths."""
