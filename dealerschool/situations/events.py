"""Event notation: one line of a situation's ``events``, read and written.

Each event is a short string (the README documents the notation); in events
``pN`` means the player in seat N. :func:`parse_event` reads one into an
:class:`Event`; :func:`operation_text` writes an operation back in the same
notation.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
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
    """'push': the next pot is pushed to its winners."""
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
    names a number without its unit (``detail`` 'bet five')."""
    TURNS_DOWN = "turns-down"
    """'pN turns-down': stud: facing a bet, seat N turns the upcards down."""
    COUNT = "count"
    """'count N', 'count N by pM': the player to act asks for a count and is told the bet he faces is N, by the
    dealer or by seat M (a wrong count he acts on: TDA 2024 Rule 49, accepted action)."""
    PULLS_BACK = "pulls-back"
    """'pN pulls-back X': facing a raise, seat N pulls back X of the chips already bet in front of him, not yet
    pulled in (TDA 2024 Rule 46: he may not fold now; chips he puts out next are read with the prior ones)."""
    ADDS = "adds"
    """'pN adds X': seat N tries to add X chips from off the table during the hand."""
    ASKS_REFUND = "asks-refund"
    """'pN asks-refund': stud: a caller asks for his call back, beaten on board."""
    SKIPS_GAME = "skips-game"
    """'pN skips-game': mixed games: seat N asks to sit out a game of the rotation."""
    SHOWS_TO = "shows-to"
    """'pN shows-to pM': during the deal, seat N shows his cards to seat M alone (Robert's Rules, The Showdown 6:
    show one, show all)."""
    TAPS = "taps"
    """'pN taps': in turn, with no bet to face, seat N taps the table (a gesture: TDA 2024 Rule 3 makes it a check)."""
    ASKS_NEXT_CARD = "asks-next-card"
    """'pN asks-next-card': the hand is over, and seat N asks to see the card that would have come next
    (rabbit hunting, TDA 2024 Rule 28)."""
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


def _digits(text: str) -> bool:
    """ASCII digits, no more than 12 (``str.isdigit`` takes '²', which ``int`` refuses; a chip count has
    fewer digits than that)."""
    return text.isascii() and text.isdigit() and len(text) <= 12


def _seat(word: str, source: str, index: int, text: str, seat_count: int) -> int:
    if len(word) < 2 or word[0] != "p" or not _digits(word[1:]) or not 1 <= int(word[1:]) <= seat_count:
        raise ValueError(f"{source}: event {index + 1} {text!r}: expected a seat like p1..p{seat_count}, got {word!r}")
    return int(word[1:]) - 1


def parse_event(text: str, index: int, source: str, seat_count: int) -> Event:
    """Parse one event string; ValueError names the file, the event and what was expected."""
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
            "asks-refund", "skips-game", "taps", "asks-next-card"):
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
    if head.startswith("p") and _digits(head[1:]) and len(words) == 3 and words[1] == "chip":
        seat = _seat(head, source, index, text, seat_count)
        if not _digits(words[2]):
            raise fail("the value of the single chip, like 'p2 chip 100'")
        return Event(index, text, Verb.CHIP, seat=seat, amount=int(words[2]))
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
    raise fail("one of: continue, post, deal pN [down|up|exposed], burn, board, boxed, collect, skip pN, "
               "button pN, drop [mixed], duplicate CARD, missing CARD, foreign joker|back [stub], riffle, pN put AMOUNT, "
               "pN chip X, pN chips X Y..., pN says call|check|fold|all-in|raise [to N]|bet [N], pN taps, "
               "pN asks-next-card, pN shows-to pM, "
               "bring-in pN, first pN, expose pN [K], marked CARD, show pN, kill pN, pN mucks, pN discards, "
               "pN declares HAND, pN asks-to-see pM, or a player action like 'p3 cbr 20'")


MAX_CHIPS_NAMED = 40
"""Most chips one 'pN chips ...' event names: a multiple-chip bet is a handful of chips, not a stack count."""

SPOKEN = ("call", "check", "fold", "raise", "bet", "all-in")
"""What a player may say aloud ('pN says raise', 'pN says raise to 60', 'pN says bet 40', 'pN says all-in')."""

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
    if word not in SPOKEN:
        raise fail(f"one of {', '.join(SPOKEN)} after 'says'")
    if not rest:
        return Event(index, text, Verb.SAYS, seat=seat, detail=word)
    if word == "bet" and len(rest) == 1 and rest[0] in NUMBER_WORDS:
        # A number said without its unit ('I bet five'): kept as said, for TDA 2024 Rule 57 to rule on.
        return Event(index, text, Verb.SAYS, seat=seat, detail=f"bet {rest[0]}")
    amount = rest[1] if word == "raise" and len(rest) == 2 and rest[0] == "to" else (
        rest[0] if word == "bet" and len(rest) == 1 else "")
    if not _digits(amount) or int(amount) <= 0:
        raise fail("'says raise to AMOUNT' or 'says bet AMOUNT' (a whole number of chips above 0), or the word alone")
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
