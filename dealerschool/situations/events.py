"""Event notation: one line of a situation's ``events``, read and written.

Each event is a short string (the README documents the notation); in events
``pN`` means the player in seat N. :func:`parse_event` reads one into an
:class:`Event`; :func:`operation_text` writes an operation back in the same
notation.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from enum import StrEnum

from dealerschool.poker.cards import Card, parse_card, parse_cards
from dealerschool.table.operations import (
    AnnounceBringIn,
    AnnounceFirstToAct,
    BetOrRaiseTo,
    Burn,
    CheckOrCall,
    CollectBets,
    DealCard,
    Discard,
    Fold,
    Operation,
    PostAnte,
    PostBlind,
    PostBringIn,
    PostDeadBlind,
    ReturnUncalledBet,
    ShowHand,
    TurnBoardCard,
)

DECLARED_HANDS = {
    "high-card": "High card", "pair": "Pair", "two-pair": "Two pair", "three-of-a-kind": "Three of a kind",
    "straight": "Straight", "flush": "Flush", "full-house": "Full house", "four-of-a-kind": "Four of a kind",
    "straight-flush": "Straight flush",
}
"""The hands a player can declare at the showdown ('pN declares flush') -> how the hand reader names them."""


class Verb(StrEnum):
    """What kind of event a line of ``events`` is. A string enum: each member is its notation word (stored and
    written as that word, equal to it), so a record's JSON and every page read the same as with plain words."""

    OPERATION = "operation"
    """A dealer operation or a player action done right, carried by the event's ``operation``: 'deal pN',
    'burn', 'board', 'collect', 'show pN', 'bring-in pN', 'first pN', 'pN f', 'pN cc', 'pN cbr X', 'pN pb',
    'pN sd [CARDS]' (a deal flashed by mistake, 'deal pN exposed', too, with ``exposed``)."""
    CONTINUE = "continue"
    """'continue': the dealer does everything right until a player must act."""
    POST = "post"
    """'post': the next forced bet is posted."""
    PUSH = "push"
    """'push': the next pot is pushed to its winners; 'push pN': pushed whole to seat N (a wrong push is
    recorded)."""
    BOXED = "boxed"
    """'boxed': the top card of the stub is found face up."""
    OFF = "off"
    """'deal pN off': the card due to seat N is pitched off the table, landing face up."""
    EXPOSE = "expose"
    """'expose pN [K]': seat N's K-th card (the last by default) is exposed."""
    MARKED = "marked"
    """'marked CARD': a marked card is noticed."""
    SKIP = "skip"
    """'skip pN': the card due to seat N on the deal is passed over."""
    BUTTON = "button"
    """'button pN': the button is found out of position, belonging in front of seat N; in a drill's record
    the word alone, 'button', is the dealer moving the button when the hand is over."""
    DROP = "drop"
    """'drop', 'drop mixed': the stub is dropped (and mixed with the muck and burns)."""
    DUPLICATE = "duplicate"
    """'duplicate CARD': a second card of that rank and suit turns up."""
    FOREIGN = "foreign"
    """'foreign joker|back [pN|stub]': a card not of this deck turns up."""
    MISSING = "missing"
    """'missing CARD': the deck is found short: CARD is not in it (it was never in the stub to be dealt)."""
    NEXT = "next"
    """'next continue', 'next pN f|cc|cbr X|pb': a step of the next hand, once it has begun ('riffle'), played on
    that hand's own table (its action decides how long an accounting error in the last pot may be disputed,
    TDA 2024 Rules 22 and 36); ``operation`` is the player's action (None for 'continue')."""
    RIFFLE = "riffle"
    """'riffle': the hand is over and the next one begins (its first riffle, TDA 2024 Rule 23): a deck fault
    found after it is found after the hand."""
    PUT = "put"
    """'pN put X': seat N silently pushes X chips forward."""
    CHIP = "chip"
    """'pN chip X': seat N silently puts in a single chip worth X."""
    CHIPS = "chips"
    """'pN chips X Y [...]': seat N silently puts in several chips, one of each value named (``amount`` is their
    total, ``detail`` the values as written): TDA 2024 Rule 45's multiple-chip bet."""
    STRING = "string"
    """'pN string X Y': seat N puts X out, then goes back for Y more without having declared a raise."""
    SAYS = "says"
    """'pN says WORD [...]': seat N says an action aloud (call, check, fold, all-in, raise, bet); 'pN says bet five'
    names a number without its unit (``detail`` 'bet five'). An amount said alone ('pN says 1600') is read as
    the chips, a PUT (TDA 2024 Rule 40-C)."""
    TURNS_DOWN = "turns-down"
    """'pN turns-down': stud: facing a bet, seat N turns the upcards down (or, the betting over, before the
    showdown: no fold then)."""
    COUNT = "count"
    """'count N', 'count N by pM': the player to act asks for a count and is told the bet he faces is N, by the
    dealer or by seat M (a wrong count he acts on: TDA 2024 Rule 49, accepted action). 'count pot N' (``detail``
    'pot'): pot limit, the player to act asks for the pot and is told a bet of the pot makes it N in all (a wrong
    pot count he bets on: TDA 2024 Rule 52-B and its Illustration Addendum)."""
    PULLS_BACK = "pulls-back"
    """'pN pulls-back X': facing a raise, seat N pulls back X of the chips already bet in front of him, not yet
    pulled in (TDA 2024 Rule 46: he may not fold now; chips he puts out next are read with the prior ones)."""
    ADDS = "adds"
    """'pN adds X': seat N tries to add X chips from off the table during the hand."""
    CHIPS_BEHIND = "chips-behind"
    """'pN chips behind X accepted|not-accepted': seat N, all in and called, is found once the betting is over
    to have had X chips hidden behind his stack; the word is the TD's finding that TDA 2024 Rule 62 leaves to
    him, whether they are part of the accepted action (Rule 49). ``amount`` X, ``detail`` the finding."""
    ASKS_REFUND = "asks-refund"
    """'pN asks-refund': stud: a caller asks for his call back, beaten on board."""
    SKIPS_GAME = "skips-game"
    """'pN skips-game': mixed games: seat N asks to sit out a game of the rotation."""
    DECLARES_ALL_IN = "declares-all-in"
    """'pN declares-all-in': stud, the last street: seat N declares himself all in, the option Robert's Rules
    (Seven-Card Stud 17) gives a player whose last card the dealer turned face up, before the betting starts."""
    SHOWS_TO = "shows-to"
    """'pN shows-to pM': during the deal, seat N shows his cards to seat M alone (Robert's Rules, The Showdown 6:
    show one, show all)."""
    LOOKS = "looks"
    """'pN looks': seat N looks at his hole cards (what decides a hand dealt in without an owed missed-blind post:
    Robert's Rules, Button and Blind Use)."""
    TAPS = "taps"
    """'pN taps': in turn, with no bet to face, seat N taps the table (a gesture: TDA 2024 Rule 3 makes it a check)."""
    ASKS_NEXT_CARD = "asks-next-card"
    """'pN asks-next-card': the hand is over, and seat N asks to see the card that would have come next
    (rabbit hunting, TDA 2024 Rule 28)."""
    CHOP = "chop"
    """'chop': everyone has folded to the blinds before the flop, and the blinds agree to take their blinds back
    and end the hand (chopping the blinds; a house custom, never in a tournament)."""
    AWAY = "away"
    """'away pN': the player in seat N is not at the seat when the deal's last card goes out."""
    MUCKS = "mucks"
    """'pN mucks': showdown: seat N's hand goes into the muck."""
    DISCARDS = "discards"
    """'pN discards': showdown: seat N lets his untabled hand go face down, apart from the muck."""
    KILL = "kill"
    """'kill pN': showdown: the dealer pushes seat N's hand into the muck."""
    DECLARES = "declares"
    """'pN declares HAND': showdown: seat N names his tabled hand."""
    ASKS_TO_SEE = "asks-to-see"
    """'pN asks-to-see pM': showdown: seat N asks to see seat M's hand, let go face down unshown."""
    RETURN = "return"
    """A drill's own word, 'return': the dealer returns an uncalled bet (notation tells it only as 'continue')."""
    COMMON = "common"
    """A drill's own word, 'common': stud, the deck short: the dealer deals one common card face up."""
    RESHUFFLE = "reshuffle"
    """A drill's own word, 'reshuffle': the dealer scrambles discards and burns into a new stub."""


SHOWDOWN_VERBS = frozenset({Verb.MUCKS, Verb.DISCARDS, Verb.KILL, Verb.DECLARES, Verb.ASKS_TO_SEE})
"""The verbs of the showdown: betting must be over with two or more players in."""


@dataclass(frozen=True)
class Event:
    """One line of a situation's ``events``."""

    index: int
    text: str
    verb: Verb
    """What kind of event it is (:class:`Verb`)."""
    operation: Operation | None = None
    exposed: bool = False
    """A deal the dealer exposed (flashed or turned face up by mistake)."""
    seat: int | None = None
    card: Card | None = None
    position: int | None = None
    amount: int | None = None
    """Chips named by the event ('pN put 200')."""
    detail: str = ""
    """A word qualifying the event ('mixed' for 'drop mixed', 'call' for 'pN says call')."""
    other_seat: int | None = None
    """A second seat the event names: the hand asked for in 'p2 asks-to-see p1'."""
    spelled_from: str = ""
    """The event as written, where it was written another common way (``text`` is then the notation's
    spelling, which the engine reads): error messages quote it."""
    written: str = ""
    """What an event written another common way said beyond its notation, for the replay to hold it to
    (:func:`respelled`): 'check' ('p3 checks': nothing to call), 'bet' ('p3 bets 20': no bet to face),
    'sb'/'bb'/'ante'/'all' (a 'post' naming the forced bet), the cards of 'pN sm CARDS'; '' otherwise."""


def _digits(text: str) -> bool:
    """ASCII digits, no more than 12 (``str.isdigit`` takes '²', which ``int`` refuses; a chip count has
    fewer digits than that)."""
    return text.isascii() and text.isdigit() and len(text) <= 12


def _seat(word: str, source: str, index: int, text: str, seat_count: int) -> int:
    if len(word) < 2 or word[0] != "p" or not _digits(word[1:]) or not 1 <= int(word[1:]) <= seat_count:
        raise ValueError(f"{source}: event {index + 1} {text!r}: expected a seat like p1..p{seat_count}, got {word!r}")
    return int(word[1:]) - 1


def parse_event(text: str, index: int, source: str, seat_count: int) -> Event:
    """Parse one event string; ValueError names the file, the event and what was expected.

    The notation's own spelling is read first, exactly as always; an event written another common way
    ('p3 raises to 40', 'seat 3 folds', 'P3 CC', 'post bb', PHH's 'p3 sm AsKd') is read as the notation
    spelling :func:`respelled` gives (the event's ``text``), and one that two readings could take apart
    ('p3 raises 40': by 40 or to 40?) is refused with what to write instead."""
    try:
        return _parse_notation(text, index, source, seat_count)
    except ValueError as error:
        if not isinstance(text, str):
            raise
        if "," in text and _several_events(text, seat_count):
            parts = ", ".join(repr(part.strip()) for part in text.split("#", 1)[0].split(","))
            raise ValueError(f"{source}: event {index + 1} {text!r}: one string holds several events; write one "
                             f"string each: {parts}") from None
        found = respelled(text, seat_count)
        if found is None:
            raise
        if isinstance(found, Refusal):
            raise ValueError(f"{source}: event {index + 1} {text!r}: {found.why}; write {found.instead}") from None
        spelled, fields = found
        try:
            event = _parse_notation(spelled, index, source, seat_count)
        except ValueError:
            raise error from None
        seat = fields.get("seat")
        if isinstance(seat, int) and not 0 <= seat < seat_count:
            raise error
        return replace(event, spelled_from=text, **fields)  # type: ignore[arg-type]


def _several_events(text: str, seat_count: int) -> bool:
    """'continue, p3 cc, p4 cc' in one string: each part between the commas an event of its own."""
    parts = text.split("#", 1)[0].split(",")
    if len(parts) < 2:
        return False
    for part in parts:
        try:
            parse_event(part, 0, "", seat_count)
        except ValueError:
            return False
    return True


def _parse_notation(text: str, index: int, source: str, seat_count: int) -> Event:
    """One event in the notation's own spelling (the README's table)."""
    if not isinstance(text, str):
        raise ValueError(f"{source}: event {index + 1}: expected a string, got {text!r}")
    words = text.split("#", 1)[0].split()
    if not words:
        raise ValueError(f"{source}: event {index + 1}: empty event")
    head = words[0]

    def fail(expected: str) -> ValueError:
        return ValueError(f"{source}: event {index + 1} {text!r}: expected {expected}")

    if head == "continue" and len(words) == 1:
        return Event(index, text, Verb.CONTINUE)
    if head == "post" and len(words) == 1:
        return Event(index, text, Verb.POST)
    if head == "push" and len(words) == 1:
        return Event(index, text, Verb.PUSH)
    if head == "push" and len(words) == 2:
        return Event(index, text, Verb.PUSH, seat=_seat(words[1], source, index, text, seat_count))
    if head == "push" and len(words) >= 5 and len(words) % 2 == 1:
        # 'push p1 61 p3 60': the pot pushed in these amounts (a split miscounted, the odd chip misplaced)
        seats = [_seat(word, source, index, text, seat_count) for word in words[1::2]]
        if not all(_digits(word) and int(word) > 0 for word in words[2::2]) or len(set(seats)) != len(seats):
            raise fail("'push pN X pM Y ...': each seat once, each with the chips pushed to it, like 'push p1 61 p3 60'")
        return Event(index, text, Verb.PUSH, detail=" ".join(words[1:]))
    if head == "next" and len(words) >= 2:
        inner = _parse_notation(" ".join(words[1:]), index, source, seat_count)
        if inner.verb is Verb.CONTINUE or (inner.verb is Verb.OPERATION and isinstance(
                inner.operation, (Fold, CheckOrCall, BetOrRaiseTo, PostBringIn))):
            return Event(index, text, Verb.NEXT, inner.operation, seat=inner.seat)
        raise fail("the next hand's step after 'next': 'next continue' (the blinds posted and the cards dealt) or a "
                   "player's action, 'next pN f', 'next pN cc', 'next pN cbr X', 'next pN pb'")
    if head == "kill" and len(words) == 2:
        return Event(index, text, Verb.KILL, seat=_seat(words[1], source, index, text, seat_count))
    if head.startswith("p") and _digits(head[1:]) and len(words) >= 2 and words[1] in (
            "mucks", "discards", "declares", "asks-to-see"):
        return _showdown_event(words, index, text, source, seat_count, fail)
    if head == "show" and len(words) == 2:
        seat = _seat(words[1], source, index, text, seat_count)
        return Event(index, text, Verb.OPERATION, ShowHand(seat), seat=seat)
    if head in ("burn", "board") and len(words) == 1:
        return Event(index, text, Verb.OPERATION, Burn() if head == "burn" else TurnBoardCard())
    if head == "boxed" and len(words) == 1:
        return Event(index, text, Verb.BOXED)
    if head == "deal" and len(words) == 3 and words[2] == "off":
        seat = _seat(words[1], source, index, text, seat_count)
        return Event(index, text, Verb.OFF, DealCard(seat, True), seat=seat)
    if head == "deal":
        if len(words) not in (2, 3):
            raise fail("'deal pN' optionally followed by down, up or exposed")
        seat = _seat(words[1], source, index, text, seat_count)
        how = words[2] if len(words) == 3 else None
        if how not in (None, "down", "up", "exposed"):
            raise fail("down, up or exposed after the seat")
        return Event(index, text, Verb.OPERATION, DealCard(seat, how in ("up", "exposed")), exposed=how == "exposed",
                     seat=seat, position=None if how is not None else -1)
    if head in ("bring-in", "first") and len(words) == 2:
        seat = _seat(words[1], source, index, text, seat_count)
        op = AnnounceBringIn(seat) if head == "bring-in" else AnnounceFirstToAct(seat)
        return Event(index, text, Verb.OPERATION, op, seat=seat)
    if head == "collect" and len(words) == 1:
        return Event(index, text, Verb.OPERATION, CollectBets())
    if head == "return" and len(words) == 3:
        # The dealer gives back the part of a bet nobody called (a short all-in call): the table's own step,
        # which 'collect' and the shows wait for; 'continue' does it too, but runs on to the end of the hand.
        seat = _seat(words[1], source, index, text, seat_count)
        if not _digits(words[2]) or int(words[2]) <= 0:
            raise fail("'return pN X': the seat whose bet was not called and the chips given back, like 'return p4 50'")
        return Event(index, text, Verb.OPERATION, ReturnUncalledBet(seat, int(words[2])), seat=seat)
    if head == "expose" and len(words) in (2, 3):
        seat = _seat(words[1], source, index, text, seat_count)
        if len(words) == 3 and not _digits(words[2]):
            raise fail("the position of the card in the hand, like 'expose p3 2'")
        return Event(index, text, Verb.EXPOSE, seat=seat, position=int(words[2]) if len(words) == 3 else None)
    if head.startswith("p") and _digits(head[1:]) and len(words) == 4 and words[1] == "string":
        seat = _seat(head, source, index, text, seat_count)
        if not (_digits(words[2]) and _digits(words[3])):
            raise fail("two amounts: the first motion and what was added, like 'p2 string 20 40'")
        return Event(index, text, Verb.STRING, seat=seat, amount=int(words[2]), detail=words[3])
    if head.startswith("p") and _digits(head[1:]) and len(words) == 2 and words[1] == "turns-down":
        return Event(index, text, Verb.TURNS_DOWN, seat=_seat(head, source, index, text, seat_count))
    if head.startswith("p") and _digits(head[1:]) and len(words) == 3 and words[1] == "adds":
        seat = _seat(head, source, index, text, seat_count)
        if not _digits(words[2]):
            raise fail("a number of chips, like 'p2 adds 300'")
        return Event(index, text, Verb.ADDS, seat=seat, amount=int(words[2]))
    if head == "count" and len(words) in (3, 5) and words[1] == "pot":
        if not _digits(words[2]) or int(words[2]) <= 0 or (len(words) == 5 and words[3] != "by"):
            raise fail("'count pot N' (the total a bet of the pot makes it, as the player to act is told) or "
                       "'count pot N by pM'")
        other = _seat(words[4], source, index, text, seat_count) if len(words) == 5 else None
        return Event(index, text, Verb.COUNT, amount=int(words[2]), detail="pot", other_seat=other)
    if head == "count" and len(words) in (2, 4):
        if not _digits(words[1]) or int(words[1]) <= 0 or (len(words) == 4 and words[2] != "by"):
            raise fail("'count N' (the bet the player to act is told he faces) or 'count N by pM'")
        other = _seat(words[3], source, index, text, seat_count) if len(words) == 4 else None
        return Event(index, text, Verb.COUNT, amount=int(words[1]), other_seat=other)
    if head.startswith("p") and _digits(head[1:]) and len(words) == 3 and words[1] == "pulls-back":
        seat = _seat(head, source, index, text, seat_count)
        if not _digits(words[2]) or int(words[2]) <= 0:
            raise fail("a number of chips above 0, like 'p2 pulls-back 50'")
        return Event(index, text, Verb.PULLS_BACK, seat=seat, amount=int(words[2]))
    if head.startswith("p") and _digits(head[1:]) and len(words) == 2 and words[1] in (
            "asks-refund", "skips-game", "taps", "asks-next-card", "declares-all-in", "looks"):
        return Event(index, text, Verb(words[1]), seat=_seat(head, source, index, text, seat_count))
    if head.startswith("p") and _digits(head[1:]) and len(words) == 3 and words[1] == "shows-to":
        seat = _seat(head, source, index, text, seat_count)
        other = _seat(words[2], source, index, text, seat_count)
        if other == seat:
            raise fail("another player's seat after 'shows-to', like 'p2 shows-to p3'")
        return Event(index, text, Verb.SHOWS_TO, seat=seat, other_seat=other)
    if head == "away" and len(words) == 2:
        return Event(index, text, Verb.AWAY, seat=_seat(words[1], source, index, text, seat_count))
    if head == "skip" and len(words) == 2:
        return Event(index, text, Verb.SKIP, seat=_seat(words[1], source, index, text, seat_count))
    if head == "button" and len(words) == 2:
        return Event(index, text, Verb.BUTTON, seat=_seat(words[1], source, index, text, seat_count))
    if head == "drop" and (len(words) == 1 or (len(words) == 2 and words[1] == "mixed")):
        return Event(index, text, Verb.DROP, detail="mixed" if len(words) == 2 else "")
    if head in ("duplicate", "missing") and len(words) == 2:
        try:
            return Event(index, text, Verb(head), card=parse_card(words[1]))
        except ValueError as error:
            raise fail(f"a card ({error})") from None
    if head == "riffle" and len(words) == 1:
        return Event(index, text, Verb.RIFFLE)
    if head == "chop" and (len(words) == 1 or (len(words) == 2 and words[1] == "blinds")):
        return Event(index, text, Verb.CHOP)
    if head.startswith("p") and _digits(head[1:]) and len(words) == 3 and words[1] == "chip":
        seat = _seat(head, source, index, text, seat_count)
        if not _digits(words[2]):
            raise fail("the value of the single chip, like 'p2 chip 100'")
        return Event(index, text, Verb.CHIP, seat=seat, amount=int(words[2]))
    if head.startswith("p") and _digits(head[1:]) and len(words) >= 3 and words[1:3] == ["chips", "behind"]:
        seat = _seat(head, source, index, text, seat_count)
        if len(words) != 5 or not _digits(words[3]) or int(words[3]) <= 0 or words[4] not in CHIPS_BEHIND_FINDINGS:
            raise fail("'pN chips behind X accepted' or 'pN chips behind X not-accepted': the chips found (above "
                       "0) and the TD's finding whether they are part of the accepted action (TDA 2024 Rules 62 "
                       "and 49), like 'p2 chips behind 500 not-accepted'")
        return Event(index, text, Verb.CHIPS_BEHIND, seat=seat, amount=int(words[3]), detail=words[4])
    if head.startswith("p") and _digits(head[1:]) and len(words) >= 2 and words[1] == "chips":
        seat = _seat(head, source, index, text, seat_count)
        values = words[2:]
        if not 2 <= len(values) <= MAX_CHIPS_NAMED or not all(_digits(v) and int(v) > 0 for v in values):
            raise fail(f"the value of each chip, 2 to {MAX_CHIPS_NAMED} of them, like 'p2 chips 1000 500' "
                       "(one chip is 'pN chip X')")
        return Event(index, text, Verb.CHIPS, seat=seat, amount=sum(map(int, values)), detail=" ".join(values))
    if head.startswith("p") and _digits(head[1:]) and len(words) == 3 and words[1] == "put":
        seat = _seat(head, source, index, text, seat_count)
        if not _digits(words[2]):
            raise fail("a number of chips, like 'p2 put 200'")
        return Event(index, text, Verb.PUT, seat=seat, amount=int(words[2]))
    if head.startswith("p") and _digits(head[1:]) and len(words) >= 3 and words[1] == "says":
        return _spoken_event(words, index, text, source, seat_count, fail)
    if head == "foreign" and len(words) in (2, 3):
        return _foreign_event(words, index, text, source, seat_count, fail)
    if head == "marked" and len(words) == 2:
        try:
            return Event(index, text, Verb.MARKED, card=parse_card(words[1]))
        except ValueError as error:
            raise fail(f"a card ({error})") from None
    if head.startswith("p") and _digits(head[1:]) and len(words) >= 2:
        seat = _seat(head, source, index, text, seat_count)
        verb = words[1]
        if verb == "f" and len(words) == 2:
            return Event(index, text, Verb.OPERATION, Fold(seat), seat=seat)
        if verb == "cc" and len(words) == 2:
            return Event(index, text, Verb.OPERATION, CheckOrCall(seat), seat=seat)
        if verb == "pb" and len(words) == 2:
            return Event(index, text, Verb.OPERATION, PostBringIn(seat), seat=seat)
        if verb == "cbr" and len(words) == 3 and _digits(words[2]):
            return Event(index, text, Verb.OPERATION, BetOrRaiseTo(seat, int(words[2])), seat=seat)
        if verb == "sd" and len(words) in (2, 3):
            try:
                cards = parse_cards(words[2]) if len(words) == 3 else ()
            except ValueError as error:
                raise fail(f"the discarded cards ({error})") from None
            return Event(index, text, Verb.OPERATION, Discard(seat, cards), seat=seat)
        raise fail("a player action: 'pN f', 'pN cc', 'pN cbr AMOUNT', 'pN pb' or 'pN sd [CARDS]'")
    raise fail("one of: continue, post, deal pN [down|up|exposed], burn, board, boxed, collect, return pN X, skip pN, "
               "button pN, drop [mixed], duplicate CARD, missing CARD, foreign joker|back [stub], riffle, next STEP, chop, "
               "push pN X pM Y, pN put AMOUNT, "
               "pN chip X, pN chips X Y..., pN chips behind X accepted|not-accepted, "
               "pN says call|check|fold|all-in|pot|raise [[to] N]|bet [N]|N, pN taps, "
               "pN asks-next-card, pN declares-all-in, pN looks, pN shows-to pM, "
               "bring-in pN, first pN, expose pN [K], marked CARD, show pN, kill pN, pN mucks, pN discards, "
               "pN declares HAND, pN asks-to-see pM, or a player action like 'p3 cbr 20'")


def push_shares(event: Event) -> dict[int, int]:
    """The chips a 'push pN X pM Y ...' event pushes to each seat (seats from 0); empty for any other event."""
    words = event.detail.split() if event.verb is Verb.PUSH else []
    return {int(seat[1:]) - 1: int(chips) for seat, chips in zip(words[::2], words[1::2], strict=True)}


@dataclass(frozen=True)
class Refusal:
    """An event written another way that two readings would take apart (different rulings): why it cannot
    be read, and what to write instead, with an example."""

    why: str
    instead: str


PLAYER_SPELLINGS = {
    "folds": "f", "fold": "f", "folded": "f",
    "calls": "cc", "call": "cc", "called": "cc", "c": "cc",
    "checks": "cc", "check": "cc", "checked": "cc", "x": "cc", "k": "cc",
    "bets": "cbr", "bet": "cbr", "b": "cbr",
    "raise-to": "cbr", "raises-to": "cbr", "raised-to": "cbr",
    "completes": "cbr", "complete": "cbr", "completes-to": "cbr", "complete-to": "cbr", "completed-to": "cbr",
    "brings-in": "pb", "bring-in": "pb", "brought-in": "pb",
    "pat": "sd", "stands-pat": "sd", "stand-pat": "sd", "stood-pat": "sd",
    "discards": "sd", "discard": "sd",
    "shows": "show", "show": "show", "tables": "show", "showed": "show", "sm": "sm",
    "muck": "mucks", "mucked": "mucks", "posts": "post", "posted": "post",
    "puts": "put", "said": "says", "say": "says", "string-bet": "string", "string-bets": "string",
}
"""A player's verb written another common way (after the seat: 'p3 folds', 'seat 3 raises to 40') -> the
notation's word. 'checks' is held to having nothing to call and 'bets X' to having no bet to face (else the
two readings differ and the event is refused), 'discards' takes the cards thrown (without cards it is the
showdown's 'pN discards'); 'sm' is PHH's show-or-muck."""

SAID_SPELLINGS = {"calls": "call", "checks": "check", "folds": "fold", "bets": "bet", "raises": "raise"}
"""A word said aloud, written another way after 'says' ('p3 says calls') -> the word the notation takes."""

DEALER_SPELLINGS = {
    "burns": "burn", "boards": "board", "deals": "deal", "collects": "collect", "pushes": "push",
    "posts": "post", "kills": "kill", "shows": "show", "continues": "continue", "riffles": "riffle",
    "drops": "drop",
}
"""A dealer's verb written another common way ('burns', 'deals p3') -> the notation's word."""

FACE_SPELLINGS = {"face-up": "up", "faceup": "up", "face-down": "down", "facedown": "down", "flashed": "exposed",
                  "flash": "exposed", "flashes": "exposed", "off-table": "off", "offtable": "off"}
"""How a dealt card lands, written another way ('deal p3 face up') -> the notation's word."""

FILLER_WORDS = frozenset({"the", "a", "his", "her", "card", "cards", "hand", "pot", "bets", "bet", "chips", "forced"})
"""Words that say nothing the event does not: 'burn the card', 'collect the bets', 'push the pot', 'post his
forced bet'. Read only after a verb whose meaning they cannot change."""

POST_KINDS = {"sb": "sb", "small": "sb", "small-blind": "sb", "bb": "bb", "big": "bb", "big-blind": "bb",
              "straddle": "straddle", "ante": "ante", "blind": "blind", "blinds": "blinds", "antes": "antes", "all": "all"}
"""'post KIND': which forced bet is named (the replay holds the event to it); 'blinds', 'antes' and 'all'
post every forced bet of that kind due in a row."""

_PHRASES = (("all in", "all-in"), ("allin", "all-in"), ("face up", "face-up"), ("face down", "face-down"),
            ("stands pat", "stands-pat"), ("stand pat", "stand-pat"), ("stood pat", "stood-pat"), ("string bets", "string-bets"),
            ("brings in", "brings-in"), ("bring in", "bring-in"), ("brought in", "brought-in"),
            ("raises to", "raises-to"), ("raise to", "raise-to"), ("raised to", "raised-to"),
            ("completes to", "completes-to"), ("complete to", "complete-to"), ("completed to", "completed-to"),
            ("off the table", "off-table"), ("off table", "off-table"), ("big blind", "big-blind"),
            ("small blind", "small-blind"))


def _phrased(words: list[str]) -> list[str]:
    """Two-word phrases joined into one word ('raises to' -> 'raises-to'), so each verb is one word."""
    joined = " ".join(words)
    for phrase, word in _PHRASES:
        joined = f" {joined} ".replace(f" {phrase} ", f" {word} ").strip()
    return joined.split()


def respelled(text: str, seat_count: int) -> tuple[str, dict[str, object]] | Refusal | None:
    """An event written another common way, in the notation's own spelling, with the event fields the words
    said beyond it (``written``, and a 'post' event's ``seat`` and ``amount``) for the replay to hold the
    event to; a :class:`Refusal` where two readings would give different rulings; None where nothing reads.

    Read: any letter case; 'seat 3' or 'P3' for p3; a colon or comma after a word; the verbs of
    :data:`PLAYER_SPELLINGS` and :data:`DEALER_SPELLINGS` ('p3 raises to 40', 'p3 bets 20', 'p3 checks',
    'p2 brings in', 'p2 stands pat', 'p2 discards 7h 2c', 'p3 shows', 'deal p3 face up', 'burns'); the
    forced bets named ('post bb', 'post blinds', 'p1 posts 1', 'post p1', and the answers' own 'ante p1',
    'blind p1 1', 'dead p1 1', 'push 1'); PHH's 'pN sm [CARDS|-]'. Refused, with what to write: a raise
    without 'to', an amount after 'calls', a silent 'all in', 'draws', whole streets ('flop') and PHH's
    dealing actions ('d dh', 'd db')."""
    body = text.lower().replace("seat #", "seat ").split("#", 1)[0]
    words = [word.strip(".,;:!") for word in body.replace("seat ", "seat").split()]
    words = [f"p{word[4:]}" if word.startswith("seat") and _digits(word[4:]) else word for word in words if word]
    if not words:
        return None
    if "player" in words:
        return Refusal("'player N' could mean the N-th player or seat N", "the seat: 'p3' (or 'seat 3') for seat 3")
    words = _phrased(words)
    head, rest = words[0], words[1:]
    if head == "d" and rest[:1] in (["dh"], ["db"]):
        return Refusal("PHH's dealing actions ('d dh', 'd db') deal several cards at once, and the notation "
                       "deals one card an event (the cards themselves come off `stub`, in order)",
                       "'deal p1' for each hole card, 'burn' and 'board' for each board card, or 'continue' "
                       "(a whole PHH file replays as it is with `dealerschool replay FILE`)")
    if head in ("flop", "turn", "river") or (head in ("deal", "deals") and rest[:1] in (["flop"], ["turn"], ["river"])):
        street = head if head != "deal" and head != "deals" else rest[0]
        cards = "'burn', 'board', 'board', 'board'" if street == "flop" else "'burn', 'board'"
        return Refusal(f"the {street} is {'four' if street == 'flop' else 'two'} events in the notation, the burn "
                       "and each card (the cards come off `stub`, in order)", f"{cards} (or 'continue')")
    if words in (["no-burn"], ["noburn"]) or (words[-1:] == ["burn"] and words[:-1] in (
            ["no"], ["skip"], ["skips"], ["missed"], ["missing"], ["forgets"], ["forgot"], ["without"])):
        return Refusal("a burn left out is no event of its own", "the next card straight away, leaving the 'burn' "
                       "out ('board' right after the round): the replay records the missing burn")
    if words in (["double", "burn"], ["extra", "burn"], ["two", "burns"], ["burn", "two"], ["burn", "2"]):
        return Refusal("each card burned is one event", "'burn' once for each card burned: 'burn', 'burn'")
    if head == "misdeal":
        return Refusal("a misdeal is a ruling, not an event", "what happened, and let the rulebooks rule: "
                       "'deal p1 exposed' (the first card dealt face up), 'deal p3' to the wrong seat...")
    if head.startswith("p") and _digits(head[1:]) and rest:
        return _player_respelled(head, rest)
    verb = DEALER_SPELLINGS.get(head, head)
    if verb in ("burn", "board") and rest and all(word in FILLER_WORDS for word in rest):
        return verb, {}
    if verb in ("burn", "board", "deal") and rest and _cards_named(rest[-1]):
        named = "".join(map(str, parse_cards(rest[-1])))
        return Refusal(f"the cards come off `stub` in order, so '{verb}' names no card",
                       f"'{verb}{' ' + ' '.join(rest[:-1]) if rest[:-1] else ''}', with {named} put in `stub` "
                       "where it comes off (stub = \"...\" lists the top of the stub card by card, burns included)")
    if verb == "deal" and rest:
        faces = [FACE_SPELLINGS.get(word, word) for word in rest[1:] if word not in FILLER_WORDS]
        return " ".join(["deal", rest[0], *faces]), {}
    if verb == "collect" and all(word in FILLER_WORDS for word in rest):
        return "collect", {}
    if verb == "push" and rest and rest[-1].startswith("p") and _digits(rest[-1][1:]):
        # 'push p4', 'push pot 2 to p4': the pot due pushed whole to a named seat (right, or a dealer's mistake)
        number = [word for word in rest[:-1] if word not in FILLER_WORDS and word != "to"]
        if not number or (len(number) == 1 and _digits(number[0])):
            return f"push {rest[-1]}", {"written": f"pot {number[0]}"} if number else {}
    if verb == "push" and all(word in FILLER_WORDS for word in rest):
        return "push", {}
    if verb == "push" and rest[-1:] and _digits(rest[-1]) and all(word in FILLER_WORDS for word in rest[:-1]):
        return "push", {"written": f"pot {rest[-1]}"}
    if verb in ("post", "ante", "blind", "dead"):
        return _post_respelled(verb, rest)
    spelled = " ".join([verb, *rest])
    return (spelled, {}) if spelled != " ".join(text.split()) else None


def _card_text(text: str) -> str:
    """Cards as the notation writes them ('asks' -> 'AsKs'); what does not read as cards, as it is (the
    replay names it)."""
    try:
        return "".join(map(str, parse_cards(text)))
    except ValueError:
        return text


def _cards_named(word: str) -> bool:
    try:
        return bool(parse_cards(word))
    except ValueError:
        return False


def _post_respelled(verb: str, rest: list[str], seat: int | None = None) -> tuple[str, dict[str, object]] | Refusal:
    """'post [KIND|pN] [AMOUNT] [chip VALUE]', 'ante pN', 'blind pN X', 'dead pN X' (how answers write a forced
    bet). 'chip VALUE': the blind put out as one chip of that value, bigger than the blind (the blind is still
    the bet; the chip stays in front as the prior chip TDA 2024 Rule 46-C reads added chips with): the event's
    ``detail``."""
    fields: dict[str, object] = {} if seat is None else {"seat": seat}
    if verb in ("ante", "blind", "dead"):
        fields["written"] = {"ante": "ante", "blind": "blind", "dead": "dead"}[verb]
    if "chip" in rest:
        at = rest.index("chip")
        value = rest[at + 1] if at + 1 < len(rest) else ""
        if "chip" in rest[at + 1:]:
            return Refusal("'chip' says the blind was one chip, so it is named once",
                           "the one chip the blind was posted with, by its value: 'post bb chip 1000'")
        if not _digits(value) or int(value) <= 0:
            return Refusal(f"'{' '.join(rest[at:at + 2])}' names no chip's value (a whole number of chips)",
                           "the one chip the blind was posted with, by its value: 'post bb chip 1000'")
        fields["detail"] = value
        rest = rest[:at] + rest[at + 2:]
    for word in rest:
        if word.startswith("p") and _digits(word[1:]) and "seat" not in fields:
            fields["seat"] = int(word[1:]) - 1
        elif _digits(word) and "amount" not in fields:
            fields["amount"] = int(word)
        elif word in POST_KINDS and "written" not in fields:
            fields["written"] = POST_KINDS[word]
        elif word not in FILLER_WORDS:
            return Refusal(f"'{word}' is not a forced bet",
                           "'post' for the next forced bet, or name it: 'post bb', 'post p2', 'post p2 2', "
                           "'post blinds', 'post antes'")
    if fields.get("written") in ("blinds", "antes", "all") and ("seat" in fields or "amount" in fields
                                                               or "detail" in fields):
        return Refusal("'post blinds' (or 'antes') posts every one due and names no seat, amount or chip",
                       "one event a forced bet: 'post p1 1', 'post p2 2'")
    return "post", fields


def _player_respelled(head: str, rest: list[str]) -> tuple[str, dict[str, object]] | Refusal | None:
    """A player's event written another way (see :func:`respelled`)."""
    seat = int(head[1:]) - 1
    verb = PLAYER_SPELLINGS.get(rest[0], rest[0])
    args = rest[1:]
    if verb == "says":
        said = [SAID_SPELLINGS.get(word, word) for word in args]
        said = [part for word in said for part in (["raise", "to"] if word in ("raise-to", "raises-to") else [word])]
        return " ".join([head, "says", *said]), {}
    if verb in ("raises", "raise", "raised", "r", "cbr", "bets", "bet", "b") and args == ["pot"]:
        return Refusal(f"'{' '.join(rest)}' names no amount in chips, and the notation writes the total",
                       f"'{head} says pot' for the word said aloud (the ruling holds him to it), or the total he "
                       f"makes it, in chips: '{head} cbr TOTAL' (in pot-limit the total the pot allows)")
    if verb in ("raises", "raise", "raised", "r", "cbr") and not (args and _digits(args[-1])):
        example = "completes to 5" if rest[0].startswith("complet") else "bets 20" if rest[0] in ("bets", "bet", "b") \
            else "raises to 40"
        return Refusal(f"'{' '.join(rest)}' names no amount in chips, and the notation writes the total",
                       f"the total he makes it, in chips: '{head} {example}' (or PHH's '{head} cbr "
                       f"{example.split()[-1]}'; in limit the bet after the raise, in pot-limit the total the pot allows)")
    if verb in ("raises", "raise", "raised", "r") or (verb == "cbr" and args[:1] == ["by"]):
        amount = args[-1]
        return Refusal(f"'{rest[0]} {amount}' could be a raise to {amount} or by {amount} (different rulings)",
                       f"the total he makes it, with 'to': '{head} raises to {amount}' (or PHH's '{head} cbr "
                       f"{amount}')")
    if rest[0] in ("all-in", "shoves", "jams", "pushes", "goes"):
        return Refusal("'all in' as a silent action names no amount, and the amount decides the ruling (a call "
                       "for less, a bet, a raise that may not reopen the betting)",
                       f"'{head} cbr TOTAL' (the total he bets, his whole stack), '{head} cc' (a call all in for "
                       f"less), or '{head} says all-in' for the words said aloud")
    if verb in ("draws", "draw", "drew"):
        return Refusal("'draws' could name the cards thrown or the cards received",
                       f"the cards he threw: '{head} sd 7h2c' (the new cards come off the stub), or '{head} sd' "
                       "to stand pat")
    if verb == "cc" and args:
        return Refusal("a call is the amount owed, so the notation does not name it (an amount that is not the "
                       "call would be another ruling)",
                       f"'{head} cc' for the call, or '{head} put {args[-1]}' for chips pushed out without a word")
    if verb == "f" and not args:
        return f"{head} f", {}
    if verb == "cc" and not args:
        return f"{head} cc", ({"written": "check"} if rest[0] in ("checks", "check", "checked", "x", "k") else {})
    if verb == "cbr" and len(args) == 1 and _digits(args[0]):
        return f"{head} cbr {args[0]}", ({"written": "bet"} if rest[0] in ("bets", "bet", "b") else {})
    if verb == "pb" and not args:
        return f"{head} pb", {}
    if verb == "sd" and rest[0] in ("discards", "discard") and args:
        return f"{head} sd {''.join(args)}", {}
    if verb == "sd" and not args:
        return f"{head} sd", {}
    if verb == "sm":
        if not args or args == ["-"]:
            return f"{head} mucks", {}
        return f"show {head}", {"written": _card_text("".join(args))}
    if verb == "show":
        return f"show {head}", ({"written": _card_text("".join(args))} if args else {})
    if verb == "string" and args[:1] == ["bet"]:
        return " ".join([head, "string", *args[1:]]), {}
    if verb == "mucks" and all(word in FILLER_WORDS for word in args):
        return f"{head} mucks", {}
    if verb == "show" and args and all(word in FILLER_WORDS for word in args):
        return f"show {head}", {}
    if verb == "post":
        return _post_respelled("post", args, seat)
    return " ".join([head, verb, *args]), {}


CHIPS_BEHIND_FINDINGS = ("accepted", "not-accepted")
"""The TD's finding a 'pN chips behind X' event ends with (TDA 2024 Rule 62: "the TD will determine if the chip
behind is part of accepted action (Rule 49)"): part of the accepted action, or not."""

MAX_CHIPS_NAMED = 40
"""Most chips one 'pN chips ...' event names: a multiple-chip bet is a handful of chips, not a stack count."""

SPOKEN = ("call", "check", "fold", "raise", "bet", "all-in", "pot")
"""What a player may say aloud ('pN says raise', 'pN says raise to 60', 'pN says bet 40', 'pN says all-in',
'pN says pot': a bet or raise of the pot, an official term in pot limit only, TDA 2024 Rule 3)."""

NUMBER_WORDS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9,
                "ten": 10, "twelve": 12, "fifteen": 15, "twenty": 20, "twenty-five": 25, "fifty": 50}
"""Numbers a player may say as a bet without their unit ('pN says bet five': 5, 50, 500 or 5,000?): TDA 2024
Rule 57 rules the bet the highest reasonable amount no larger than the pot."""


def unitless_number(event: Event) -> int | None:
    """The number in 'pN says bet five', said without its unit; None for any other event."""
    words = event.detail.split() if event.verb is Verb.SAYS else []
    return NUMBER_WORDS[words[1]] if len(words) == 2 and words[0] == "bet" and words[1] in NUMBER_WORDS else None


def _spoken_event(words: list[str], index: int, text: str, source: str, seat_count: int,
                  fail: Callable[[str], ValueError]) -> Event:
    """'pN says WORD': call, check, fold, all-in; raise or bet, alone or with the amount ('raise to 60', 'bet 40');
    'bet five', a number without its unit."""
    seat = _seat(words[0], source, index, text, seat_count)
    word, rest = words[2], words[3:]
    if _digits(word) and not rest and int(word) > 0:
        # An amount said alone ('sixteen hundred'): TDA 2024 Rule 40-C, the same as pushing out that amount
        # silently, so it is read as the chips (the 50% standard, an undercall...); the words stay as written.
        return Event(index, text, Verb.PUT, seat=seat, amount=int(word))
    if word not in SPOKEN:
        raise fail(f"one of {', '.join(SPOKEN)} after 'says', or an amount said alone ('says 1600')")
    if not rest:
        return Event(index, text, Verb.SAYS, seat=seat, detail=word)
    if word == "pot":
        raise fail("'says pot' alone: 'pot' names no amount (the pot decides it); an amount said is 'says bet N' "
                   "or 'says raise to N'")
    if word == "bet" and len(rest) == 1 and rest[0] in NUMBER_WORDS:
        # A number said without its unit ('I bet five'): kept as said, for TDA 2024 Rule 57 to rule on.
        return Event(index, text, Verb.SAYS, seat=seat, detail=f"bet {rest[0]}")
    # 'raise 4500' said without 'to' names the total, as 'raise to 4500' does: TDA 2024 Rule 43-B ("declaring
    # raise and an amount is the total bet").
    amount = rest[1] if word == "raise" and len(rest) == 2 and rest[0] == "to" else (
        rest[0] if word in ("bet", "raise") and len(rest) == 1 else "")
    if not _digits(amount) or int(amount) <= 0:
        raise fail("'says raise to AMOUNT', 'says raise AMOUNT' (the total) or 'says bet AMOUNT' (a whole number of "
                   "chips above 0), or the word alone")
    return Event(index, text, Verb.SAYS, seat=seat, detail=word, amount=int(amount))


FOREIGN = ("joker", "back")
"""A card that does not belong in the deck: a joker, or a card with another deck's back."""


def _foreign_event(words: list[str], index: int, text: str, source: str, seat_count: int,
                   fail: Callable[[str], ValueError]) -> Event:
    """'foreign joker|back [pN|stub]': a card not of this deck turns up as the next card off the deck, or is
    found in seat N's hand (in place of its last card), or in the stub without having been dealt."""
    if words[1] not in FOREIGN:
        raise fail("'foreign joker' or 'foreign back' (a card from another deck), optionally followed by pN or 'stub'")
    if len(words) == 2:
        return Event(index, text, Verb.FOREIGN, detail=words[1])
    if words[2] == "stub":
        return Event(index, text, Verb.FOREIGN, detail=words[1], position=0)
    return Event(index, text, Verb.FOREIGN, detail=words[1], seat=_seat(words[2], source, index, text, seat_count))


def _showdown_event(words: list[str], index: int, text: str, source: str, seat_count: int,
                    fail: Callable[[str], ValueError]) -> Event:
    """'pN mucks', 'pN discards', 'pN declares HAND', 'pN asks-to-see pM'."""
    seat = _seat(words[0], source, index, text, seat_count)
    verb = Verb(words[1])
    if verb in (Verb.MUCKS, Verb.DISCARDS):
        if len(words) != 2:
            raise fail(f"nothing after '{verb}', like 'p2 {verb}'")
        return Event(index, text, verb, seat=seat)
    if verb is Verb.DECLARES:
        if len(words) != 3 or words[2] not in DECLARED_HANDS:
            raise fail(f"one hand after 'declares': {', '.join(DECLARED_HANDS)}")
        return Event(index, text, verb, seat=seat, detail=words[2])
    if len(words) != 3:
        raise fail("the seat whose hand is asked for, like 'p2 asks-to-see p1'")
    other = _seat(words[2], source, index, text, seat_count)
    if other == seat:
        raise fail("another player's seat after 'asks-to-see'")
    return Event(index, text, verb, seat=seat, other_seat=other)


def operation_text(operation: Operation | None) -> str:
    """An operation in event notation ('burn', 'deal p3 up', 'p2 cbr 20'): how answers are written."""
    from dealerschool.table.operations import (
        DealCommonCard,
        MoveButton,
        PushPot,
        ReshuffleForStub,
        ReturnUncalledBet,
        ShowHand,
    )

    if operation is None:
        return "none"
    simple = {Burn: "burn", TurnBoardCard: "board", CollectBets: "collect", DealCommonCard: "common",
              ReshuffleForStub: "reshuffle", MoveButton: "button"}
    for kind, text in simple.items():
        if isinstance(operation, kind):
            return text
    if isinstance(operation, DealCard):
        return f"deal p{operation.seat + 1} {'up' if operation.face_up else 'down'}"
    if isinstance(operation, PostAnte):
        return f"ante p{operation.seat + 1}"
    if isinstance(operation, PostBlind):
        return f"blind p{operation.seat + 1} {operation.amount}"
    if isinstance(operation, PostDeadBlind):
        return f"dead p{operation.seat + 1} {operation.amount}"
    if isinstance(operation, AnnounceBringIn):
        return f"bring-in p{operation.seat + 1}"
    if isinstance(operation, AnnounceFirstToAct):
        return f"first p{operation.seat + 1}"
    if isinstance(operation, ReturnUncalledBet):
        return f"return p{operation.seat + 1} {operation.amount}"
    if isinstance(operation, ShowHand):
        return f"show p{operation.seat + 1}"
    if isinstance(operation, PushPot):
        return f"push {operation.index + 1}"
    if isinstance(operation, Fold):
        return f"p{operation.seat + 1} f"
    if isinstance(operation, CheckOrCall):
        return f"p{operation.seat + 1} cc"
    if isinstance(operation, BetOrRaiseTo):
        return f"p{operation.seat + 1} cbr {operation.amount}"
    if isinstance(operation, PostBringIn):
        return f"p{operation.seat + 1} pb"
    if isinstance(operation, Discard):
        return f"p{operation.seat + 1} sd {''.join(map(str, operation.cards))}".rstrip()
    raise ValueError(f"no notation for {operation!r}")
