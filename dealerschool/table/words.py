"""The one voice of the situation notation: events, operations, forced bets, pushes and mistakes in words.

Every page and the command line word a hand through this module, so a forced bet, a call or a flashed
card reads the same on the floor page, in a quiz and in a drill's log. It sits just above
``operations`` (below the table, which words its own refusals with :func:`describe`), so every layer
above can import it; it reads an event by its attributes (:class:`EventLike`), never importing the
situation notation that defines it.

Voices:

- :func:`describe`: what the dealer must do, reading on from "the dealer must" ("deal seat 3 a card face
  down"); a player's operation is a clause of its own ("seat 4 folds"). Remedy steps are built on it.
- :func:`operation_words`, :func:`event_words`, :func:`events_in_words`: what happened, in the present
  tense, as a hand's log says it ("the dealer burns a card", "seat 3 calls 16", "seat 4 raises to 42"); a
  player's check or call, bet or raise is worded from the betting at that moment (:class:`BettingWalk`
  over the table's log), and a push says who took what (:func:`push_words`; a remedy's step:
  :func:`describe_award`).
- :func:`mistake_words`: who did what wrong, as a sentence in the past tense ("The dealer exposed seat 2's
  card while dealing.").
- :func:`attempt_words`: a trainee's refused dealer step, said to them ("You dealt seat 2 a card.").
- :func:`amount_example`: an amount's rule worked on the table's own numbers ("Here: the bet is 16 and
  seat 3 has 2 in front: 16 - 2 = 14.").
- :func:`loose_chips`: the chips a mistake put forward, for the drawing to show by the seat.

Seats are numbered from 1 in words (operations count them from 0), cards are named as drawn (10♦, not
``Td``) and counts take the right plural ("1 chip", "2 chips").
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Protocol

from dealerschool.poker.cards import Card
from dealerschool.poker.pots import PotAward
from dealerschool.table.operations import (
    AnnounceBringIn,
    AnnounceFirstToAct,
    BetOrRaiseTo,
    Burn,
    CheckOrCall,
    CollectBets,
    DealCard,
    DealCommonCard,
    Discard,
    Fold,
    MoveButton,
    Operation,
    PostAnte,
    PostBlind,
    PostBringIn,
    PostDeadBlind,
    PushPot,
    ReshuffleForStub,
    ReturnUncalledBet,
    ShowHand,
    TurnBoardCard,
)
from dealerschool.table.seats import Seat
from dealerschool.table.tableconfig import TableConfig

SUIT_SYMBOLS = {"s": "♠", "h": "♥", "d": "♦", "c": "♣"}
"""Each suit letter of the notation and the symbol a card is drawn with."""

DECLARED_HAND_NAMES = {
    "high-card": "high card", "pair": "a pair", "two-pair": "two pair", "three-of-a-kind": "three of a kind",
    "straight": "a straight", "flush": "a flush", "full-house": "a full house", "four-of-a-kind": "four of a kind",
    "straight-flush": "a straight flush",
}
"""A hand a player declares at the showdown ('pN declares flush'), as a sentence names it."""


# ---------------------------------------------------------------- small pieces


def plural(count: int, noun: str, many: str | None = None) -> str:
    """``count`` and the noun in the right number: "1 chip", "2 chips", "1,200 chips"."""
    return f"{count:,} {noun if count == 1 else many or noun + 's'}"


def seat_words(seat: int) -> str:
    """A seat as a reader counts it (``seat`` is the 0-based index operations use)."""
    return f"seat {seat + 1}"


def card_words(card: Card | str) -> str:
    """A card as it is drawn: "10♦", "A♠" (a card or its notation, "Td")."""
    text = str(card)
    rank, suit = text[:-1], text[-1].lower()
    return ("10" if rank.upper() == "T" else rank.upper()) + SUIT_SYMBOLS.get(suit, suit)


def cards_words(cards: Iterable[Card | str]) -> str:
    """Cards as drawn, one space apart: "10♦ J♣"."""
    return " ".join(card_words(card) for card in cards)


def sentence(words: str) -> str:
    """``words`` as one sentence: a capital first letter and one full stop, never two."""
    words = words.strip()
    if not words:
        return words
    words = words[:1].upper() + words[1:]
    return words if words[-1] in ".!?" else words + "."


_CARD_CODE = re.compile(r"(?<![\w/'])(?:[2-9TJQKA][cdhs])+(?![\w/'])")
"""Card codes of the notation ("Td", "AsKd") standing alone in a text."""

_SENTENCE_START = re.compile(r"(?:^|[.!?:;(]\s*|\n\s*)$")
"""What comes before a word that starts a sentence or a clause."""


def without_card_codes(text: str) -> str:
    """``text`` with every card code standing alone in it drawn as the card is ("Td" -> "10♦", "AsKd" ->
    "A♠ K♦"). "As" and "Ah" opening a sentence are the words, not the cards."""

    def drawn(found: re.Match[str]) -> str:
        code = found.group(0)
        if code in ("As", "Ah", "Ad") and _SENTENCE_START.search(text[:found.start()]):
            return code
        return cards_words(code[k:k + 2] for k in range(0, len(code), 2))

    return _CARD_CODE.sub(drawn, text)


# ---------------------------------------------------------------- what the dealer must do


def describe(operation: Operation) -> str:
    """A short dealer-room phrase for an operation, seats numbered from 1 as at a real table.

    A dealer's operation reads on from "the dealer must" or "expected the dealer to"
    ("deal seat 3 a card face down", "have seat 1 post the small blind of 5"); a player's is a
    clause of its own ("seat 4 folds")."""
    name = type(operation).__name__
    seat = getattr(operation, "seat", None)
    who = f"seat {seat + 1}" if isinstance(seat, int) and seat >= 0 else "the player"
    amount = getattr(operation, "amount", None)
    face = "face up" if getattr(operation, "face_up", False) else "face down"
    cards = "".join(str(c) for c in getattr(operation, "cards", ()))
    words = {
        "PostAnte": (f"have {who} post the big blind ante of {amount}" if getattr(operation, "for_table", False)
                     else f"have {who} post the ante of {amount}"),
        "PostBlind": f"have {who} post the {getattr(operation, 'name', 'blind')} of {amount}",
        "PostDeadBlind": f"have {who} post a dead small blind of {amount}",
        "DealCard": f"deal {who} a card {face}",
        "Burn": "burn a card",
        "TurnBoardCard": "turn a board card",
        "DealCommonCard": "deal a common card face up in the centre",
        "ReshuffleForStub": ("shuffle the set-aside cards into the stub" if getattr(operation, "set_aside", False)
                             else "scramble the discards and burns into a new stub"
                             if getattr(operation, "reason", "").startswith("draw")
                             else "scramble what is left of the stub with the burn cards into a new stub"),
        "AnnounceBringIn": f"announce that {who} brings in",
        "AnnounceFirstToAct": f"announce that {who} acts first" if who != "the player" else "announce who acts first",
        "ReturnUncalledBet": f"return the uncalled bet of {amount} to {who}",
        "CollectBets": "collect the bets into the pot",
        "ShowHand": f"have {who} table his hand",
        "PushPot": f"push pot {getattr(operation, 'index', 0) + 1}",
        "MoveButton": "move the button",
        "Fold": f"{who} folds",
        # A remedy step names the action to come before the table has it: which of the two is not known.
        "CheckOrCall": f"{who} checks or calls",
        "BetOrRaiseTo": f"{who} bets or raises to {amount}",
        "PostBringIn": f"{who} brings in",
        "Discard": f"{who} discards {cards}" if cards else f"{who} stands pat",
    }
    return words[name]


# ---------------------------------------------------------------- who gets what from a pot


def join_words(parts: Sequence[str]) -> str:
    return parts[0] if len(parts) == 1 else ", ".join(parts[:-1]) + " and " + parts[-1]


def describe_award(award: PotAward, seat_names: Mapping[int, str] | None = None) -> str:
    """One English sentence saying who gets what from this pot, for a trainee to check against (a remedy's
    step: "Main pot 25: split; seat 2 13 and seat 3 12.")."""

    def name(seat: int) -> str:
        # Seats are indexes here; a reader counts them from 1, as the table's seat numbers do.
        return (seat_names or {}).get(seat, f"seat {seat + 1}")

    pot, shares = award.pot, award.shares
    if pot.uncalled:
        return f"Uncalled bet {pot.amount} returned to {name(shares[0].seat)}."
    head = f"{pot.label} {pot.amount}"
    seats = {share.seat for share in shares}
    if len(seats) == 1:
        seat = shares[0].seat
        if len(shares) == 2:
            high, low = (shares[0], shares[1]) if shares[0].half == "high" else (shares[1], shares[0])
            return f"{head}: {name(seat)} scoops {pot.amount} (high {high.amount}, low {low.amount})."
        if shares[0].half == "high and low":  # a push as made: the scooper's halves in one amount
            return f"{head}: {name(seat)} scoops {pot.amount} (high and low)."
        if len(pot.eligible) == 1:
            return f"{head}: {name(seat)} wins all {pot.amount} uncontested."
        reason = " (no qualifying low)" if award.hilo else ""
        return f"{head}: {name(seat)} wins all {pot.amount}{reason}."
    if all(share.half == "whole" for share in shares):
        reason = ", no qualifying low" if award.hilo else ""
        return f"{head}: split{reason}; " + join_words([f"{name(s.seat)} {s.amount}" for s in shares]) + "."
    return f"{head}: split; " + join_words([f"{name(s.seat)} ({s.half}) {s.amount}" for s in shares]) + "."


# ---------------------------------------------------------------- what happened


@dataclass(frozen=True)
class Facing:
    """The betting a player faced when acting, which says whether a check-or-call was a check or a call and
    a bet-or-raise a bet, a raise or a stud completion."""

    level: int
    """The bet to match on this street (0: nobody has bet)."""
    put_in: int
    """What the player already has in front of them on this street."""
    stack: int
    """The chips behind the player before acting."""
    bring_in: int = 0
    """The stud bring-in, while it is the bet to match (a raise to the small bet completes it)."""


def action_words(operation: Operation, facing: Facing | None = None) -> str:
    """A player's action as it happened: "seat 3 calls 16", "seat 4 raises to 42", "seat 2 checks".

    Without ``facing`` (the betting at that moment is not known) a check-or-call and a bet-or-raise are
    told by what the notation says of them."""
    who = seat_words(getattr(operation, "seat", 0))
    if isinstance(operation, Fold):
        return f"{who} folds"
    if isinstance(operation, Discard):
        count = len(operation.cards)
        return f"{who} discards {plural(count, 'card')}" if count else f"{who} stands pat"
    if isinstance(operation, PostBringIn):
        return f"{who} brings in" if facing is None else f"{who} brings in for {facing.bring_in or facing.level:,}"
    if isinstance(operation, CheckOrCall):
        if facing is None:
            return f"{who} checks or calls"
        owed = facing.level - facing.put_in
        if owed <= 0:
            return f"{who} checks"
        if owed >= facing.stack:
            return f"{who} calls all in for {facing.put_in + facing.stack:,}"
        return f"{who} calls {facing.level:,}"
    if isinstance(operation, BetOrRaiseTo):
        amount = operation.amount
        if facing is None:
            return f"{who} bets or raises to {amount:,}"
        all_in = ", all in" if amount - facing.put_in >= facing.stack else ""
        if facing.level == 0:
            return f"{who} bets {amount:,}{all_in}"
        if facing.bring_in and facing.level == facing.bring_in:
            return f"{who} completes to {amount:,}{all_in}"
        return f"{who} raises to {amount:,}{all_in}"
    return operation_words(operation)


def forced_bet_words(operation: PostBlind | PostAnte | PostDeadBlind) -> str:
    """Who posted what: "seat 1 posts the small blind of 1", "seat 3 antes 1"."""
    seat = seat_words(operation.seat)
    if isinstance(operation, PostBlind):
        return f"{seat} posts the {operation.name} of {operation.amount:,}"
    if isinstance(operation, PostDeadBlind):
        return f"{seat} posts a dead small blind of {operation.amount:,}"
    if operation.for_table:
        return f"{seat} posts the big blind ante of {operation.amount:,} (for the whole table)"
    return f"{seat} antes {operation.amount:,}"


def pot_name(label: str) -> str:
    """A pot's label as the drawing and the push form show it ("Second side pot"), inside a sentence."""
    return f"the {label[:1].lower()}{label[1:]}"


def push_words(award: PotAward) -> str:
    """A pushed pot: "the dealer pushes the main pot (28) to seat 2 (14 high) and seat 5 (14 low)"."""
    shares = [f"{seat_words(share.seat)} ({share.amount:,}"
              f"{'' if share.half in ('whole', 'returned') else ' ' + share.half})" for share in award.shares]
    joined = shares[0] if len(shares) == 1 else ", ".join(shares[:-1]) + " and " + shares[-1]
    return f"the dealer pushes {pot_name(award.pot.label)} ({award.pot.amount:,}) to {joined}"


def operation_words(operation: Operation, facing: Facing | None = None) -> str:
    """An operation as it happened, in the present tense: "the dealer deals seat 3 a card face down"."""
    if isinstance(operation, (Fold, CheckOrCall, BetOrRaiseTo, PostBringIn, Discard)):
        return action_words(operation, facing)
    if isinstance(operation, (PostBlind, PostAnte, PostDeadBlind)):
        return forced_bet_words(operation)
    if isinstance(operation, DealCard):
        return f"the dealer deals {seat_words(operation.seat)} a card face {'up' if operation.face_up else 'down'}"
    if isinstance(operation, AnnounceBringIn):
        return f"the dealer names {seat_words(operation.seat)} to bring in"
    if isinstance(operation, AnnounceFirstToAct):
        return f"the dealer names {seat_words(operation.seat)} to act first"
    if isinstance(operation, ReturnUncalledBet):
        return f"the dealer returns the uncalled {operation.amount:,} to {seat_words(operation.seat)}"
    if isinstance(operation, ShowHand):
        return f"{seat_words(operation.seat)} tables the hand"
    if isinstance(operation, PushPot):
        return "the dealer pushes the next pot"
    if isinstance(operation, ReshuffleForStub):
        verb, rest = describe(operation).split(" ", 1)  # "shuffle ..." or "scramble ..."
        return f"the dealer {verb}s {rest}"
    simple = {Burn: "the dealer burns a card", TurnBoardCard: "the dealer turns a board card",
              CollectBets: "the dealer collects the bets", DealCommonCard: "the dealer deals a common card",
              MoveButton: "the dealer moves the button"}
    return simple[type(operation)]


class EventLike(Protocol):
    """What :func:`event_words` reads of an event of the situation notation (``situations.events.Event``)."""

    @property
    def verb(self) -> str: ...
    @property
    def operation(self) -> Operation | None: ...
    @property
    def exposed(self) -> bool: ...
    @property
    def seat(self) -> int | None: ...
    @property
    def card(self) -> Card | None: ...
    @property
    def position(self) -> int | None: ...
    @property
    def amount(self) -> int | None: ...
    @property
    def detail(self) -> str: ...
    @property
    def other_seat(self) -> int | None: ...


DRILL_WORDS = {"return": "the dealer returns the uncalled bet", "button": "the dealer moves the button",
               "common": "the dealer deals a common card",
               "reshuffle": "the dealer scrambles the discards and burns into a new stub"}
"""A drill's words for a dealer step the notation only tells as 'continue', when the step itself is not known."""


_DRILL_STEPS: dict[str, type] = {"return": ReturnUncalledBet, "button": MoveButton, "common": DealCommonCard,
                                  "reshuffle": ReshuffleForStub}


def said(event: EventLike) -> str:
    """What a player said aloud, as said: 'call', 'raise', 'raise to 60', 'bet 40', 'all in'."""
    word = (event.detail or "").replace("all-in", "all in")
    if event.amount is None:
        return word
    return f"raise to {event.amount:,}" if word == "raise" else f"{word} {event.amount:,}"


def foreign_words(event: EventLike, seat: str) -> str:
    """A card that is not of this deck, and where it turned up."""
    card = "a joker" if event.detail == "joker" else "a card with another deck's back"
    if event.seat is not None:
        return f"{card} is found in {seat}'s hand"
    if event.position == 0:
        return f"{card} is found in the stub"
    return f"{card} comes off the deck as the next card dealt"


def push_shares_words(detail: str) -> str:
    """'p1 31 p4 30' (a split push's seats and chips) in words: '31 to seat 1 and 30 to seat 4'."""
    words = detail.split()
    return join_words([f"{int(chips):,} to {seat_words(int(seat[1:]) - 1)}"
                       for seat, chips in zip(words[::2], words[1::2], strict=True)])


def event_words(event: EventLike, operation: Operation | None = None, facing: Facing | None = None) -> str:
    """One event as it happened. ``operation`` is what the table made of it, where known (the forced bet a
    'post' was, the pot a 'push' pushed), and ``facing`` the betting a player's action met."""
    seat = "" if event.seat is None else seat_words(event.seat)
    if event.verb == "operation" and event.operation is not None:
        if isinstance(event.operation, DealCard):
            if event.exposed:
                return f"the dealer exposes {seat}'s card while dealing"
            if event.position == -1:
                return f"the dealer deals {seat} a card"  # 'deal pN': up or down as the street deals it
        return operation_words(event.operation, facing)
    if event.verb == "post" and isinstance(operation, (PostBlind, PostAnte, PostDeadBlind)):
        # 'post bb chip 1000': the blind put out as one chip bigger than it, which stays in front
        return forced_bet_words(operation) + (f" with one {int(event.detail):,} chip" if event.detail else "")
    if event.verb in DRILL_WORDS and event.seat is None:  # 'button pN' is the notation's: the button placed
        return DRILL_WORDS[event.verb] if operation is None else operation_words(operation)
    if event.verb == "push" and event.detail:
        return f"the dealer pushes the next pot ({push_shares_words(event.detail)})"
    if event.verb == "next":
        return "on the next hand, " + ("the blinds go in and the dealer deals until a player must act"
                                       if event.operation is None else operation_words(event.operation))
    amount = 0 if event.amount is None else event.amount
    card = "" if event.card is None else f" ({card_words(event.card)})"
    other = "" if event.other_seat is None else seat_words(event.other_seat)
    chips = ", ".join(f"{int(value):,}" for value in event.detail.split()) if event.verb == "chips" else ""
    phrases = {
        "continue": "the dealer deals correctly until a player must act",
        "post": "the next forced bet goes in",
        "push": "the dealer pushes the next pot",
        "kill": f"the dealer kills {seat}'s hand",
        "boxed": "a card is found face up in the stub (a boxed card)",
        "off": f"the dealer pitches {seat}'s card off the table (it lands face up)",
        "expose": f"{seat} exposes a card",
        "string": f"{seat} puts out {amount:,}, then goes back to the stack for {event.detail} more (a string bet)",
        "turns-down": f"{seat} turns the upcards down",
        "adds": f"{seat} adds {plural(amount, 'chip')} from off the table",
        "pulls-back": f"{seat} pulls back {plural(amount, 'chip')} of the bet in front",
        "count": f"the player to act is told the bet is {amount:,}"
                 + ("" if event.other_seat is None else f" by {other}"),
        "asks-refund": f"{seat} asks for the chips back",
        "declares-all-in": f"{seat} declares all in",
        "skips-game": f"{seat} wants to skip a game of the rotation",
        "taps": f"{seat} taps the table",
        "looks": f"{seat} looks at the hand",
        "shows-to": f"{seat} shows the hand to {other}",
        "asks-next-card": f"{seat} asks to see the card that would have come next",
        "away": f"{seat} is away from the table",
        "skip": f"the dealer skips {seat} on the deal",
        "button": f"the button is placed at {seat}",
        "drop": "the dealer drops the stub" + (" and it mixes with the discards" if event.detail == "mixed" else ""),
        "duplicate": f"a duplicate card turns up{card}",
        "missing": f"the deck is found short: a card is missing from it{card}",
        "riffle": "the hand is over and the next one begins (the first riffle)",
        "chop": "everyone has folded to the blinds, and the two blinds agree to chop",
        "chip": f"{seat} puts in a single {amount:,} chip without a word",
        "chips": f"{seat} puts in chips of {chips} ({amount:,} in all) without a word",
        "chips-behind": f"{plural(amount, 'chip')} found hidden behind {seat}'s stack after his all-in was called, "
                        + ("ruled part of the accepted action" if event.detail == "accepted"
                           else "ruled no part of the accepted action"),
        "put": f"{seat} silently puts {plural(amount, 'chip')} forward",
        "says": f"{seat} says {said(event)}",
        "foreign": foreign_words(event, seat),
        "marked": f"a marked card is found{card}",
        "mucks": f"{seat} mucks the hand",
        "discards": f"{seat} lets the hand go face down",
        "declares": f"{seat} declares {DECLARED_HAND_NAMES.get(event.detail, event.detail or 'a hand')}",
        "asks-to-see": f"{seat} asks to see {other}'s hand",
    }
    if operation is not None and event.verb == "push" and isinstance(operation, PushPot):
        return phrases["push"]
    return phrases.get(event.verb, event.verb)


def counted(words: Sequence[str]) -> tuple[str, ...]:
    """Words for events in order, a run of the same words told once with its count ("..., 5 times")."""
    told: list[tuple[str, int]] = []
    for line in words:
        if told and told[-1][0] == line:
            told[-1] = (line, told[-1][1] + 1)
        else:
            told.append((line, 1))
    return tuple(line if count == 1 else f"{line}, {count} times" for line, count in told)


# ---------------------------------------------------------------- a table's log, from the betting at each step


PLAYER_ACTIONS = (Fold, CheckOrCall, BetOrRaiseTo, PostBringIn, Discard)
"""The operations a player (not the dealer) makes."""


class BettingWalk:
    """The betting read from a table's log one operation at a time: what each seat has in front of it on the
    street, the bet to match and the chips behind. A street's bets go in with the collect, or before its
    burn. ``starting_stacks`` are the seats' chips as the hand began (0 for an empty seat), ``bring_in`` the
    stud bring-in."""

    def __init__(self, starting_stacks: Sequence[int], bring_in: int = 0) -> None:
        self.stacks = dict(enumerate(starting_stacks))
        self.put_in: dict[int, int] = {}
        self.level = 0
        self.bring_in = bring_in
        self.bring_in_level = 0

    def facing(self, seat: int) -> Facing:
        """The betting ``seat`` faces now."""
        return Facing(self.level, self.put_in.get(seat, 0), self.stacks.get(seat, 0), self.bring_in_level)

    def _pay(self, seat: int, chips: int) -> None:
        paid = min(max(0, chips), self.stacks.get(seat, 0))
        self.stacks[seat] = self.stacks.get(seat, 0) - paid
        self.put_in[seat] = self.put_in.get(seat, 0) + paid

    def step(self, operation: Operation) -> Facing | None:
        """Play one operation of the log; the betting it met if it is a player's action, else None."""
        seat = getattr(operation, "seat", -1)
        facing = self.facing(seat) if isinstance(operation, PLAYER_ACTIONS) else None
        if isinstance(operation, (CollectBets, Burn)):
            self.put_in, self.level, self.bring_in_level = {}, 0, 0
        elif isinstance(operation, (PostAnte, PostDeadBlind)):
            behind = self.stacks.get(seat, 0)
            self.stacks[seat] = behind - min(operation.amount, behind)
        elif isinstance(operation, PostBlind):
            self._pay(seat, operation.amount)
            self.level = max(self.level, operation.amount)  # a blind all in for less: the bet is the full blind
        elif isinstance(operation, PostBringIn):
            facing = Facing(self.level, self.put_in.get(seat, 0), self.stacks.get(seat, 0), self.bring_in)
            self._pay(seat, self.bring_in)
            self.level = self.bring_in_level = max(self.level, self.bring_in)
        elif isinstance(operation, CheckOrCall):
            self._pay(seat, self.level - self.put_in.get(seat, 0))
        elif isinstance(operation, BetOrRaiseTo):
            self._pay(seat, operation.amount - self.put_in.get(seat, 0))
            self.level = max(self.level, operation.amount)
            self.bring_in_level = 0
        elif isinstance(operation, ReturnUncalledBet):
            self.stacks[seat] = self.stacks.get(seat, 0) + operation.amount
            self.put_in[seat] = max(0, self.put_in.get(seat, 0) - operation.amount)
        return facing


def matched_facings(events: Sequence[EventLike], log: Sequence[Operation], starting_stacks: Sequence[int],
                    bring_in: int = 0) -> dict[int, tuple[Operation | None, Facing | None]]:
    """Each event the table's log played as a player's action, a forced bet, a push or a drill's dealer step,
    by the event's place in ``events``: the operation the log has for it and the betting it met.

    The events and the log go in the same order, though not one for one ('continue' stands for many dealer
    steps; a mistake may be recorded and not played): a player's action takes the log's next action by the
    same seat of the same kind, a 'post' the next forced bet, a 'push' the next push. A player's action the
    table did not play (out of turn, a bet of the wrong size) gets no operation but the betting at its place,
    so a check still reads as a check and a raise as a raise."""
    found: dict[int, tuple[Operation | None, Facing | None]] = {}
    walk = BettingWalk(starting_stacks, bring_in)
    place = 0
    for index, event in enumerate(events):
        wanted = event.operation if event.verb == "operation" else None
        for look in range(place, len(log)):
            candidate = log[look]
            if wanted is not None and isinstance(wanted, PLAYER_ACTIONS):
                fits = type(candidate) is type(wanted) and getattr(candidate, "seat", None) == wanted.seat \
                    and (not isinstance(wanted, BetOrRaiseTo) or candidate == wanted)
            elif event.verb == "post":
                fits = isinstance(candidate, (PostBlind, PostAnte, PostDeadBlind))
            elif event.verb == "push":
                fits = isinstance(candidate, PushPot)
            elif event.verb in _DRILL_STEPS and event.seat is None:
                fits = isinstance(candidate, _DRILL_STEPS[event.verb])
            else:
                break
            if fits:
                for passed in log[place:look]:
                    walk.step(passed)
                found[index] = (candidate, walk.step(candidate))
                place = look + 1
                break
        else:
            if isinstance(wanted, PLAYER_ACTIONS):
                # The dealer's steps the log has next came before it (a 'continue' deals up to a player).
                while place < len(log) and not isinstance(log[place], PLAYER_ACTIONS):
                    walk.step(log[place])
                    place += 1
                found[index] = (None, walk.facing(wanted.seat))
    return found


class Played(Protocol):
    """What :func:`events_in_words` reads of the table the events built (a ``table.Table``)."""

    @property
    def log(self) -> Sequence[Operation]: ...
    @property
    def awards(self) -> Sequence[PotAward]: ...
    @property
    def seats(self) -> Sequence[Seat | None]: ...
    @property
    def config(self) -> TableConfig: ...


def events_in_words(events: Sequence[EventLike], table: Played | None = None, start: int = 0) -> list[str]:
    """The events in words, each player's action worded from the betting it met, each forced bet naming who
    posted what and each push who took which pot, as ``table`` (the table the events built) played them;
    without a table, as the notation says them. ``start``: only ``events[start:]`` are worded (the betting
    they met is still read from the whole log; a drill step shows only its hand's last lines)."""
    if table is None:
        return [event_words(event) for event in events[start:]]
    starting = [0 if seat is None else seat.starting_stack for seat in table.seats]
    matched = matched_facings(events, table.log, starting, table.config.bring_in)
    found = []
    for index in range(start, len(events)):
        event = events[index]
        operation, facing = matched.get(index, (None, None))
        if isinstance(operation, PushPot) and operation.index < len(table.awards):
            found.append(push_words(table.awards[operation.index]))
        else:
            found.append(event_words(event, operation, facing))
    return found


# ---------------------------------------------------------------- amounts worked on the table's numbers


@dataclass(frozen=True)
class Betting:
    """The numbers an amount question is worked from: the table at the question, for the seat to act."""

    seat: int
    """The seat to act (0-based)."""
    middle: int
    """The chips already in the pot, in the middle."""
    bets: int
    """Every bet in front of the players, not yet collected."""
    current_bet: int
    """The bet to match."""
    own_bet: int
    """What the seat to act already has in front of it."""
    stack: int
    """The chips the seat to act has behind."""
    full_raise: int = 0
    """The last full bet or raise: the least a raise adds."""
    short_blind: int = 0
    """Chips a blind all in for less could not post, which pot limit counts as if posted."""


def _seats(seats: Sequence[int]) -> str:
    """0-based seats as read: "seat 4", "seats 1 and 3", "seats 1, 3 and 5"."""
    numbers = [str(seat + 1) for seat in seats]
    if len(numbers) == 1:
        return f"seat {numbers[0]}"
    return "seats " + ", ".join(numbers[:-1]) + " and " + numbers[-1]


def amount_example(what: str, value: object, betting: Betting | None, awards: Sequence[PotAward] = ()) -> str:
    """The rule's arithmetic done on this table's numbers, ending on the right answer ``value`` ("Here: the
    bet is 16 and seat 3 has 2 in front: 16 - 2 = 14."); "" where the table's numbers do not give that
    answer by the plain rule (a cap or a house rule the arithmetic here does not show)."""
    if what in ("pots", "shares") and awards:
        parts = [f"{pot_name(award.pot.label)} holds {award.pot.amount:,} ({_seats(award.pot.eligible)} in it)"
                 for award in awards]
        said = "Here: " + "; ".join(parts) + "."
        if what == "shares":
            totals: dict[int, int] = {}
            for award in awards:
                for share in award.shares:
                    totals[share.seat] = totals.get(share.seat, 0) + share.amount
            said += " Each winner's shares added up: " + ", ".join(
                f"{seat_words(seat)} gets {amount:,}" for seat, amount in sorted(totals.items())) + "."
        return said
    if betting is None or not isinstance(value, int) or isinstance(value, bool):
        return ""
    who = seat_words(betting.seat)
    owed = max(0, betting.current_bet - betting.own_bet)
    if what == "to-call":
        if owed <= betting.stack and value == owed:
            if betting.own_bet:
                return (f"Here: the bet is {betting.current_bet:,} and {who} has {betting.own_bet:,} in front: "
                        f"{betting.current_bet:,} - {betting.own_bet:,} = {value:,}.")
            return f"Here: the bet is {betting.current_bet:,} and {who} has nothing in front: {value:,}."
        if value == betting.stack < owed:
            return f"Here: {who} owes {owed:,} but has only {betting.stack:,}: all in for {value:,}."
        return ""
    if what == "pot":
        if value == betting.middle + betting.bets:
            return (f"Here: {betting.middle:,} in the middle and {betting.bets:,} in bets in front of the players: "
                    f"{betting.middle:,} + {betting.bets:,} = {value:,}.")
        return ""
    if what == "pot-limit-maximum":
        pot = betting.middle + betting.bets + betting.short_blind
        pot_after_call = pot + owed
        total = betting.own_bet + owed + pot_after_call
        if value == total:
            own = f"{betting.own_bet:,} already in front + " if betting.own_bet else ""
            short = f" + {betting.short_blind:,} the short blind counts as posted" if betting.short_blind else ""
            return (f"Here: the pot is {betting.middle:,} in the middle + {betting.bets:,} in bets{short} = "
                    f"{pot:,}; {who} calls {owed:,}, making it {pot_after_call:,}, and "
                    f"raises that much: {own}{owed:,} + {pot_after_call:,} = {value:,}.")
        if value == betting.own_bet + betting.stack < total:
            return f"Here: a pot-sized raise would be to {total:,}, but {who} has only {betting.stack:,} more: {value:,}."
        return ""
    if what == "minimum-raise":
        if betting.current_bet and value == betting.current_bet + betting.full_raise:
            return (f"Here: the bet is {betting.current_bet:,} and the last full bet or raise added "
                    f"{betting.full_raise:,}: {betting.current_bet:,} + {betting.full_raise:,} = {value:,}.")
        if not betting.current_bet and value == betting.full_raise:
            return f"Here: nobody has bet, so the least bet is the minimum bet: {value:,}."
        return ""
    return ""


# ---------------------------------------------------------------- mistakes and refused steps


def loose_chips(events: Iterable[EventLike]) -> list[tuple[int, int, str]]:
    """The chips the events' mistakes put forward without the table taking them as a bet, for the drawing:
    (seat number, chips, what they are): an undercall's chips, one oversized chip, a string bet's two motions."""
    found = []
    for event in events:
        if event.seat is None or event.amount is None:
            continue
        if event.verb == "put":
            found.append((event.seat + 1, event.amount, "put forward"))
        elif event.verb == "chip":
            found.append((event.seat + 1, event.amount, "one chip"))
        elif event.verb == "string" and event.detail.isdigit():
            found.append((event.seat + 1, event.amount + int(event.detail), "string bet"))
    return found



MISTAKE_KINDS = {"post": "blinds", "ante": "antes", "deal": "dealing", "burn": "burns", "board": "board cards",
                 "bring-in": "the bring-in", "first": "first to act", "collect": "collecting the bets",
                 "show": "the showdown order", "push": "pushing pots", "return": "uncalled bets",
                 "button": "moving the button", "common": "the common card", "reshuffle": "a new stub"}
"""A drill's mistakes are counted by the word of the step that was due: each, as a progress page names it."""


def mistake_kind(kind: str) -> str:
    """A counted kind of mistake in words ("post" -> "blinds"); an unknown kind as stored."""
    return MISTAKE_KINDS.get(kind, kind)


def mistake_words(event: EventLike) -> str:
    """The irregularity an event made, saying who did what, as a sentence in the past tense."""
    seat = "" if event.seat is None else seat_words(event.seat)
    operation = event.operation
    amount = 0 if event.amount is None else event.amount
    if event.verb == "operation" and isinstance(operation, DealCard):
        if event.exposed:
            return f"The dealer exposed {seat}'s card while dealing."
        return f"The dealer dealt the next card to {seat}."
    if event.verb == "operation" and isinstance(operation, TurnBoardCard):
        return "The dealer turned a board card without burning first."
    if event.verb == "operation" and isinstance(operation, Burn):
        return "The dealer burned for the next street while a player still had to act."
    if event.verb == "operation" and isinstance(operation, AnnounceBringIn):
        return f"The dealer named {seat} to bring in."
    if event.verb == "operation" and isinstance(operation, AnnounceFirstToAct):
        return f"The dealer named {seat} to act first."
    if event.verb == "operation" and operation is not None:
        return sentence(action_words(operation)) if isinstance(operation, PLAYER_ACTIONS) \
            else sentence(operation_words(operation))
    past = {
        "boxed": "A card was found face up in the stub.",
        "expose": f"{seat} flashed a card.",
        "string": f"{seat} put {amount:,} out, then went back to the stack for {event.detail} more without a word.",
        "chip": f"{seat} put in a single {amount:,} chip without a word.",
        "put": f"{seat} silently put forward {plural(amount, 'chip')}.",
        "off": f"The dealer pitched {seat}'s card off the table.",
        "skip": f"The dealer skipped {seat} on the deal.",
        "kill": f"The dealer killed {seat}'s hand.",
        "mucks": f"{seat} mucked the hand.",
        "discards": f"{seat} let the hand go face down.",
        "turns-down": f"{seat} turned the upcards down.",
        "says": f"{seat} said {said(event)}.",
    }
    if event.verb in past:
        return sentence(past[event.verb])
    return sentence(event_words(event))


_ATTEMPT = {"burn": "You burned a card.", "board": "You turned a board card.", "collect": "You collected the bets.",
            "return": "You returned an uncalled bet.", "button": "You moved the button.",
            "common": "You dealt a common card.", "reshuffle": "You made a new stub of the discards and burns.",
            "post": "You took the next blind.", "ante": "You took the next ante."}


def attempt_words(given: str) -> str:
    """A trainee's dealer step as the drill keeps it ("deal p2 up", "push p1 10 high, p3 5 low"), said to
    them: "You dealt seat 2 a card face up.", "You pushed 10 to seat 1 (high) and 5 to seat 3 (low)."."""
    words = given.split()
    if not words:
        return given
    head, rest = words[0], words[1:]
    if head in _ATTEMPT and not rest:
        return _ATTEMPT[head]
    seat = f"seat {rest[0][1:]}" if rest and re.fullmatch(r"p\d+", rest[0]) else ""
    if head == "deal" and seat:
        return f"You dealt {seat} a card{' face up' if rest[1:] == ['up'] else ''}."
    if head == "bring-in" and seat:
        return f"You named {seat} to bring in."
    if head == "first" and seat:
        return f"You named {seat} to act first."
    if head == "show" and seat:
        return f"You had {seat} table the hand."
    if head == "push":
        shares = []
        for part in " ".join(rest).split(","):
            bits = part.split()
            if len(bits) >= 2 and re.fullmatch(r"p\d+", bits[0]) and bits[1].isdigit():
                half = f" ({bits[2]})" if len(bits) > 2 else ""
                shares.append(f"{int(bits[1]):,} to seat {bits[0][1:]}{half}")
        if shares:
            joined = shares[0] if len(shares) == 1 else ", ".join(shares[:-1]) + " and " + shares[-1]
            return f"You pushed {joined}."
    return sentence(f"You did: {given}")

