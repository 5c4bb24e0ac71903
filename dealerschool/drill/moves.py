"""A trainee's moves: the words for the dealer's operations, each move as it was tried (:class:`Attempt`),
and how a drill's record writes and plays them (situation notation, plus four words of the drill's own).

Plain Python: no Flask, no SQLite.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from dealerschool.drill.settings import SOURCE
from dealerschool.situations.events import Event, Verb, parse_event
from dealerschool.situations.replays import Replay, step
from dealerschool.table.operations import (
    AnnounceBringIn,
    AnnounceFirstToAct,
    Burn,
    CollectBets,
    DealCard,
    DealCommonCard,
    IllegalOperation,
    MoveButton,
    Operation,
    PostAnte,
    PostBlind,
    PostDeadBlind,
    PushPot,
    ReshuffleForStub,
    ReturnUncalledBet,
    ShowHand,
    TurnBoardCard,
)
from dealerschool.table.table import Table
from dealerschool.table.words import describe

OPERATION_WORDS: dict[str, str] = {
    "post": "post the next blind (the bring-in is the player's)",
    "ante": "take the next ante (every player's, or the big blind's for the table)",
    "deal": "deal the next card to a seat (with the seat; face down unless 'up')",
    "burn": "burn a card",
    "board": "turn a board card",
    "bring-in": "announce the stud bring-in (with the seat)",
    "first": "announce who acts first (with the seat)",
    "collect": "bring the bets into the pot",
    "return": "return an uncalled bet",
    "show": "have a hand tabled at the showdown (with the seat)",
    "push": "push the next pot: every winner with the amount (and in hi-lo the half: high, low or scoop)",
    "button": "move the button: the hand is over",
    "common": "deal one common card face up (stud: the deck is short)",
    "reshuffle": "scramble discards and burns into a new stub",
}
"""What a trainee can do, by word: each maps onto one dealer operation."""


SEAT_WORDS = frozenset({"deal", "bring-in", "first", "show"})
"""Words that need a seat."""

DRILL_WORDS = {"return": ReturnUncalledBet, "button": MoveButton, "common": DealCommonCard,
                "reshuffle": ReshuffleForStub}
"""Dealer operations situation notation only tells as 'continue' (which would carry out every step due):
a drill records each as its own word and carries out just that one operation."""


def word_for(operation: Operation) -> str:
    """The trainee's word (a key of OPERATION_WORDS) for a dealer operation."""
    kind = type(operation)
    for word, wanted in DRILL_WORDS.items():
        if kind is wanted:
            return word
    if kind is PostAnte:
        return "ante"
    if kind in (PostBlind, PostDeadBlind):
        return "post"
    return {DealCard: "deal", Burn: "burn", TurnBoardCard: "board", AnnounceBringIn: "bring-in",
            AnnounceFirstToAct: "first", CollectBets: "collect", ShowHand: "show", PushPot: "push"}[kind]


@dataclass(frozen=True)
class Attempt:
    """One dealer operation the trainee tried."""

    given: str
    """What the trainee did, as word and seat ("deal p3", "burn")."""
    expected: str
    """What was due, in the same words."""
    right: bool
    kind: str
    """The due operation's word ("deal", "burn", "collect"...): mistakes are counted by it."""
    seconds: float
    """Time since the previous step (the trainee's thinking time for this operation)."""

    def to_dict(self) -> dict[str, Any]:
        return {"given": self.given, "expected": self.expected, "right": self.right, "kind": self.kind,
                "seconds": round(self.seconds, 3)}

    def to_row(self) -> list[Any]:
        """The attempt as the drill's JSON stores it, every step: [given, expected, right, kind, seconds], the
        fields in this order without their names (a third of a hand's JSON was the names, written again at
        each step; :func:`~dealerschool.drill.stored.read_attempt` reads it, and the older form)."""
        return [self.given, self.expected, self.right, self.kind, round(self.seconds, 3)]


def play_event(replayed: Replay, text: str, index: int, seat_count: int) -> None:
    """Play one event of a drill's record on a replay."""
    table = replayed.table
    wanted = DRILL_WORDS.get(text)
    if wanted is not None:
        operation = table.next_dealer_operation()
        if type(operation) is not wanted:
            raise IllegalOperation(f"{SOURCE}: events[{index}] {text!r}: expected "
                                   f"{describe(operation) if operation else 'a player to act'}")
        assert operation is not None
        table.apply(operation)
        return
    step(replayed, parse_event(text, index, SOURCE, seat_count))


def event_text(table: Table, operation: Operation) -> str:
    """The event that records the due operation: situation notation, or a drill word for one step alone."""
    word = word_for(operation)
    if word in DRILL_WORDS:
        return word
    if word == "ante":
        return "post"  # the notation posts any forced bet with one word
    if word in ("post", "push", "burn", "board", "collect"):
        return word
    assert isinstance(operation, (DealCard, AnnounceBringIn, AnnounceFirstToAct, ShowHand))
    if isinstance(operation, DealCard):
        return f"deal p{operation.seat + 1} {'up' if operation.face_up else 'down'}"
    return f"{word} p{operation.seat + 1}"


@lru_cache(maxsize=4096)
def _event(text: str) -> Event:
    """One event of a drill's record, read (kept per text: each page words its whole hand); a drill's own word
    for a dealer step ('return', 'button', 'common', 'reshuffle') is an event of that verb."""
    if text in DRILL_WORDS:
        return Event(0, text, Verb(text))
    return parse_event(text, 0, SOURCE, 10)


def parsed_event(text: str) -> Event:
    """One event of a drill's record, read (a drill's own word for a dealer step is an event of that verb)."""
    return _event(text)
