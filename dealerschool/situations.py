"""Situation files: a table and what physically happened at it, mistakes included.

A situation is TOML. The game setup reuses PHH's field names and meanings
(``variant``, ``antes``, ``blinds_or_straddles``, ``bring_in``, ``small_bet``,
``big_bet``, ``min_bet``, ``starting_stacks``, ``seats``, ``seat_count``); we add
``button`` (a seat number), ``stub`` (the top of the stub, card by card),
``seed`` (shuffles the rest) and ``events``: what happened, in order, one
short string each (the README documents the notation). In events ``pN``
means the player in seat N.

:func:`replay` plays the events on a :class:`~dealerschool.table.Table`. Each
event that is what a correct dealer would do is applied; each one that is not
is carried out as it physically happened and recorded as an
:class:`Irregularity` for the rules engine to rule on.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from enum import Enum
from pathlib import Path
from typing import Any, Callable, Mapping

from dealerschool import hands, phh
from dealerschool.cards import Card, ordered_stub, parse_card, parse_cards
from dealerschool.files import parse_toml, read_text
from dealerschool.games import get_game
from dealerschool.operations import (
    AnnounceBringIn,
    AnnounceFirstToAct,
    BetOrRaiseTo,
    Burn,
    CheckOrCall,
    CollectBets,
    DealCard,
    Discard,
    Fold,
    IllegalOperation,
    Operation,
    PostAnte,
    PostBlind,
    PostBringIn,
    PostDeadBlind,
    PushPot,
    ShowHand,
    TurnBoardCard,
    describe,
)
from dealerschool.table import Phase, Rules, Table

SETUP_FIELDS = ("variant", "antes", "blinds_or_straddles", "bring_in", "small_bet", "big_bet", "min_bet",
                "max_bet", "starting_stacks", "seats", "seat_count", "players")
OUR_FIELDS = ("button", "stub", "seed", "events", "house", "missed_blinds", "button_buyer", "new_players",
              "mixed_game", "button_draw", "color_up")
DECLARED_HANDS = {
    "high-card": "High card", "pair": "Pair", "two-pair": "Two pair", "three-of-a-kind": "Three of a kind",
    "straight": "Straight", "flush": "Flush", "full-house": "Full house", "four-of-a-kind": "Four of a kind",
    "straight-flush": "Straight flush",
}
"""The hands a player can declare at the showdown ('pN declares flush') -> how the hand reader names them."""
HOUSE_OPTIONS = {
    "raise_cap": int, "heads_up_uncapped": bool, "blind_counts_toward_cap": bool, "stud_ties_by_suit": bool,
    "open_pair_option": bool, "five_card_discard_rule": bool, "max_discard": int, "chip_unit": int,
    "showdown_last_aggressor": bool,
}
"""The ``[house]`` options a situation file may set (``table.Rules`` fields), with the type each takes."""


class IrregularityKind(Enum):
    """How a physical event departed from the correct procedure."""

    CARD_EXPOSED_ON_DEAL = "card-exposed-on-deal"
    """A card meant to go face down was dealt face up or flashed by the dealer."""
    DOWNCARD_DEALT_UP = "downcard-dealt-up"
    """Stud: a hole card (first, second or seventh) dealt face up."""
    UPCARD_DEALT_DOWN = "upcard-dealt-down"
    """Stud: a card meant to be face up was dealt face down."""
    WRONG_SEAT_DEALT = "wrong-seat-dealt"
    """A card went to a seat other than the one due (the first card to the wrong seat, a skipped player)."""
    EMPTY_SEAT_DEALT = "empty-seat-dealt"
    """A hand was dealt to a seat with no player."""
    BOXED_CARD = "boxed-card"
    """A face-up card was found in the stub."""
    MISSING_BURN = "missing-burn"
    """A card was dealt or turned without the burn that should have come first."""
    EXTRA_BURN = "extra-burn"
    """A second burn was taken where one was due."""
    PREMATURE_CARD = "premature-card"
    """A card was burned, turned or dealt while a player still had to act."""
    WRONG_BRING_IN = "wrong-bring-in"
    """Stud: the dealer named the wrong seat to bring in."""
    WRONG_FIRST_TO_ACT = "wrong-first-to-act"
    """Stud: the dealer named the wrong seat to act first."""
    ACTION_OUT_OF_TURN = "action-out-of-turn"
    """A player acted before their turn."""
    HOLE_CARD_EXPOSED = "hole-card-exposed"
    """A card already in a player's hand was exposed."""
    MARKED_CARD = "marked-card"
    """A card in play was found marked."""
    MISSING_CARD = "missing-card"
    """A card due to a seat on the deal was passed over, so the seat holds too few cards."""
    DUPLICATE_CARD = "duplicate-card"
    """A second card of the same rank and suit turned up: the deck is fouled."""
    STUB_DISORDERED = "stub-disordered"
    """The stub was dropped or scattered and its order lost (``detail`` 'mixed': mixed with muck and burns)."""
    BUTTON_OUT_OF_POSITION = "button-out-of-position"
    """The button was found in the wrong place; ``seat`` is where it should be."""
    UNDERCALL = "undercall"
    """A player silently put forward less than the amount to call."""
    MISWORDED_ACTION = "misworded-action"
    """A player's word does not fit the betting (for example 'call' when nothing is bet)."""
    ADDED_CHIPS = "added-chips"
    """A player tried to add chips from off the table during a hand."""
    CARD_OFF_TABLE = "card-off-table"
    """The dealer pitched a card off the table."""
    REFUND_REQUEST = "refund-request"
    """A player who called asks for his chips back after seeing he was beaten on board."""
    SKIPS_GAME = "skips-game"
    """In a mixed game, a player asks to sit out the games he does not like."""
    FOLD_FACING_NO_BET = "fold-facing-no-bet"
    """A player folded when he could have checked (legal, but noted: TDA may penalise it)."""
    STRING_BET = "string-bet"
    """A player put chips out, then went back to the stack for more without declaring a raise."""
    UPCARDS_TURNED_DOWN = "upcards-turned-down"
    """Stud: facing a bet, a player turned his upcards down or picked them up."""
    PLAYER_AWAY = "player-away"
    """A dealt player was not at the seat when the last card of the initial deal went out."""
    OVERSIZED_CHIP = "oversized-chip"
    """A player put in one chip bigger than the call without saying anything (catalog C09)."""
    INCORRECT_AMOUNT = "incorrect-amount"
    """A bet or raise of a size the structure does not allow (a limit raise of the wrong size, a
    pot-limit bet over the pot, a no-limit raise under the minimum); the chips are not taken as bet."""
    HAND_MUCKED_UNSHOWN = "hand-mucked-unshown"
    """At the showdown a hand that was never tabled went into the muck (thrown in by the player or
    killed by the dealer): its cards are mixed with the muck and can no longer be told apart."""
    HAND_DISCARDED_UNSHOWN = "hand-discarded-unshown"
    """At the showdown a player let go of his hand face down without tabling it; the cards lie apart
    from the muck and can still be identified (they stay with the seat on the table)."""
    TABLED_HAND_KILLED = "tabled-hand-killed"
    """A tabled hand (every card face up) was pushed into the muck at the showdown; ``cards`` are its cards."""
    HAND_MISDECLARED = "hand-misdeclared"
    """A player named a hand that his tabled cards do not make ('pN declares two-pair' over a flush)."""
    ASKED_TO_SEE_HAND = "asked-to-see-hand"
    """At the showdown a player asked to see a called hand that was let go face down unshown;
    ``seat`` is the hand asked for, the event's ``seat`` the player asking."""


@dataclass(frozen=True)
class Event:
    """One line of a situation's ``events``."""

    index: int
    text: str
    verb: str
    """'operation', 'continue', 'post', 'boxed', 'expose', 'marked', 'skip', 'button', 'drop', 'duplicate',
    'put', 'says', or a showdown verb: 'mucks', 'discards', 'kill', 'declares', 'asks-to-see'."""
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


@dataclass(frozen=True)
class Situation:
    """A table set-up and the events that happened at it."""

    source: str
    history: phh.HandHistory
    button: int | None
    seat_numbers: tuple[int, ...]
    seat_count: int
    stub: tuple[Card, ...]
    seed: int | str
    events: tuple[Event, ...]
    house: Rules
    house_overrides: Mapping[str, Any] = field(default_factory=dict)
    """The house options the file sets; the rest come from the rulebook ruled under."""
    missed_blinds: tuple[int, ...] = ()
    """Seats (0-based) of returning players who make up missed blinds this hand (catalog B05)."""
    button_buyer: int | None = None
    """Seat (0-based) of a new player who buys the button (catalog B07)."""
    new_players: tuple[int, ...] = ()
    """Seats (0-based) of players who just sat down: in the gap before the big blind they wait (catalog B06)."""
    mixed_game: bool = False
    """The hand is part of a mixed-game rotation such as H.O.R.S.E. (catalog A12, A13)."""
    button_draw: bool = False
    """A new game: the button goes to the high card of a one-card draw (catalog A02, A03)."""
    color_up: Mapping[str, Any] | None = None
    """A color-up before this hand: small and large denominations, and each player's small chips (catalog K03)."""


@dataclass(frozen=True)
class Irregularity:
    """A departure from the correct procedure, with the facts a rule needs to judge it."""

    kind: IrregularityKind
    event: Event
    expected: Operation | None
    street: str
    street_index: int
    deal_index: int
    """1-based count of cards off the deck this street (for the initial deal: the catalog's deal_index)."""
    seat: int | None
    card: Card | None
    player_actions_before: int
    """Player decisions taken earlier in the hand (blinds and antes not counted)."""
    cards: tuple[Card, ...] = ()
    """The cards the mistake moved, where one card is not enough (a tabled hand killed into the muck)."""


@dataclass
class Replay:
    """A situation played out: the table as it stands and every irregularity met."""

    situation: Situation
    table: Table
    irregularities: list[Irregularity] = field(default_factory=list)
    actions_after: list[tuple[int, Operation, int]] = field(default_factory=list)
    """Player actions taken after the first irregularity: (seat, operation, chips it put in)."""
    boxed: list[Card] = field(default_factory=list)

    @property
    def first(self) -> Irregularity | None:
        return self.irregularities[0] if self.irregularities else None

    def first_of(self, *kinds: IrregularityKind) -> Irregularity | None:
        """The first irregularity of these kinds, or None: what most irregularity triggers rule on."""
        return next((i for i in self.irregularities if i.kind in kinds), None)

    def of_kind(self, *kinds: IrregularityKind) -> list[Irregularity]:
        return [i for i in self.irregularities if i.kind in kinds]


# ---------------------------------------------------------------- parsing


def _where(source: str, name: str) -> str:
    return f"{source}: field {name!r}"


def _seat(word: str, source: str, index: int, text: str, seat_count: int) -> int:
    if len(word) < 2 or word[0] != "p" or not word[1:].isdigit() or not 1 <= int(word[1:]) <= seat_count:
        raise ValueError(f"{source}: events[{index}] {text!r}: expected a seat like p1..p{seat_count}, got {word!r}")
    return int(word[1:]) - 1


def parse_event(text: str, index: int, source: str, seat_count: int) -> Event:
    """Parse one event string; ValueError names the file, the event and what was expected."""
    if not isinstance(text, str):
        raise ValueError(f"{source}: events[{index}]: expected a string, got {text!r}")
    words = text.split("#", 1)[0].split()
    if not words:
        raise ValueError(f"{source}: events[{index}]: empty event")
    head = words[0]

    def fail(expected: str) -> ValueError:
        return ValueError(f"{source}: events[{index}] {text!r}: expected {expected}")

    if head == "continue" and len(words) == 1:
        return Event(index, text, "continue")
    if head == "post" and len(words) == 1:
        return Event(index, text, "post")
    if head == "push" and len(words) == 1:
        return Event(index, text, "push")
    if head == "kill" and len(words) == 2:
        return Event(index, text, "kill", seat=_seat(words[1], source, index, text, seat_count))
    if head.startswith("p") and head[1:].isdigit() and len(words) >= 2 and words[1] in (
            "mucks", "discards", "declares", "asks-to-see"):
        return _showdown_event(words, index, text, source, seat_count, fail)
    if head == "show" and len(words) == 2:
        seat = _seat(words[1], source, index, text, seat_count)
        return Event(index, text, "operation", ShowHand(seat), seat=seat)
    if head in ("burn", "board") and len(words) == 1:
        return Event(index, text, "operation", Burn() if head == "burn" else TurnBoardCard())
    if head == "boxed" and len(words) == 1:
        return Event(index, text, "boxed")
    if head == "deal" and len(words) == 3 and words[2] == "off":
        seat = _seat(words[1], source, index, text, seat_count)
        return Event(index, text, "off", DealCard(seat, True), seat=seat)
    if head == "deal":
        if len(words) not in (2, 3):
            raise fail("'deal pN' optionally followed by down, up or exposed")
        seat = _seat(words[1], source, index, text, seat_count)
        how = words[2] if len(words) == 3 else None
        if how not in (None, "down", "up", "exposed"):
            raise fail("down, up or exposed after the seat")
        return Event(index, text, "operation", DealCard(seat, how in ("up", "exposed")), exposed=how == "exposed",
                     seat=seat, position=None if how is not None else -1)
    if head in ("bring-in", "first") and len(words) == 2:
        seat = _seat(words[1], source, index, text, seat_count)
        op = AnnounceBringIn(seat) if head == "bring-in" else AnnounceFirstToAct(seat)
        return Event(index, text, "operation", op, seat=seat)
    if head == "collect" and len(words) == 1:
        return Event(index, text, "operation", CollectBets())
    if head == "expose" and len(words) in (2, 3):
        seat = _seat(words[1], source, index, text, seat_count)
        if len(words) == 3 and not words[2].isdigit():
            raise fail("the position of the card in the hand, like 'expose p3 2'")
        return Event(index, text, "expose", seat=seat, position=int(words[2]) if len(words) == 3 else None)
    if head.startswith("p") and head[1:].isdigit() and len(words) == 4 and words[1] == "string":
        seat = _seat(head, source, index, text, seat_count)
        if not (words[2].isdigit() and words[3].isdigit()):
            raise fail("two amounts: the first motion and what was added, like 'p2 string 20 40'")
        return Event(index, text, "string", seat=seat, amount=int(words[2]), detail=words[3])
    if head.startswith("p") and head[1:].isdigit() and len(words) == 2 and words[1] == "turns-down":
        return Event(index, text, "turns-down", seat=_seat(head, source, index, text, seat_count))
    if head.startswith("p") and head[1:].isdigit() and len(words) == 3 and words[1] == "adds":
        seat = _seat(head, source, index, text, seat_count)
        if not words[2].isdigit():
            raise fail("a number of chips, like 'p2 adds 300'")
        return Event(index, text, "adds", seat=seat, amount=int(words[2]))
    if head.startswith("p") and head[1:].isdigit() and len(words) == 2 and words[1] in ("asks-refund", "skips-game"):
        return Event(index, text, words[1], seat=_seat(head, source, index, text, seat_count))
    if head == "away" and len(words) == 2:
        return Event(index, text, "away", seat=_seat(words[1], source, index, text, seat_count))
    if head == "skip" and len(words) == 2:
        return Event(index, text, "skip", seat=_seat(words[1], source, index, text, seat_count))
    if head == "button" and len(words) == 2:
        return Event(index, text, "button", seat=_seat(words[1], source, index, text, seat_count))
    if head == "drop" and (len(words) == 1 or (len(words) == 2 and words[1] == "mixed")):
        return Event(index, text, "drop", detail="mixed" if len(words) == 2 else "")
    if head == "duplicate" and len(words) == 2:
        try:
            return Event(index, text, "duplicate", card=parse_card(words[1]))
        except ValueError as error:
            raise fail(f"a card ({error})") from None
    if head.startswith("p") and head[1:].isdigit() and len(words) == 3 and words[1] == "chip":
        seat = _seat(head, source, index, text, seat_count)
        if not words[2].isdigit():
            raise fail("the value of the single chip, like 'p2 chip 100'")
        return Event(index, text, "chip", seat=seat, amount=int(words[2]))
    if head.startswith("p") and head[1:].isdigit() and len(words) == 3 and words[1] == "put":
        seat = _seat(head, source, index, text, seat_count)
        if not words[2].isdigit():
            raise fail("a number of chips, like 'p2 put 200'")
        return Event(index, text, "put", seat=seat, amount=int(words[2]))
    if head.startswith("p") and head[1:].isdigit() and len(words) == 3 and words[1] == "says":
        seat = _seat(head, source, index, text, seat_count)
        if words[2] not in ("call", "check", "fold"):
            raise fail("call, check or fold after 'says'")
        return Event(index, text, "says", seat=seat, detail=words[2])
    if head == "marked" and len(words) == 2:
        try:
            return Event(index, text, "marked", card=parse_card(words[1]))
        except ValueError as error:
            raise fail(f"a card ({error})") from None
    if head.startswith("p") and head[1:].isdigit() and len(words) >= 2:
        seat = _seat(head, source, index, text, seat_count)
        verb = words[1]
        if verb == "f" and len(words) == 2:
            return Event(index, text, "operation", Fold(seat), seat=seat)
        if verb == "cc" and len(words) == 2:
            return Event(index, text, "operation", CheckOrCall(seat), seat=seat)
        if verb == "pb" and len(words) == 2:
            return Event(index, text, "operation", PostBringIn(seat), seat=seat)
        if verb == "cbr" and len(words) == 3 and words[2].isdigit():
            return Event(index, text, "operation", BetOrRaiseTo(seat, int(words[2])), seat=seat)
        if verb == "sd" and len(words) in (2, 3):
            try:
                cards = parse_cards(words[2]) if len(words) == 3 else ()
            except ValueError as error:
                raise fail(f"the discarded cards ({error})") from None
            return Event(index, text, "operation", Discard(seat, cards), seat=seat)
        raise fail("a player action: 'pN f', 'pN cc', 'pN cbr AMOUNT', 'pN pb' or 'pN sd [CARDS]'")
    raise fail("one of: continue, post, deal pN [down|up|exposed], burn, board, boxed, collect, skip pN, "
               "button pN, drop [mixed], duplicate CARD, pN put AMOUNT, pN says call|check|fold, "
               "bring-in pN, first pN, expose pN [K], marked CARD, show pN, kill pN, pN mucks, pN discards, "
               "pN declares HAND, pN asks-to-see pM, or a player action like 'p3 cbr 20'")


def _showdown_event(words: list[str], index: int, text: str, source: str, seat_count: int,
                    fail: Callable[[str], ValueError]) -> Event:
    """'pN mucks', 'pN discards', 'pN declares HAND', 'pN asks-to-see pM'."""
    seat = _seat(words[0], source, index, text, seat_count)
    verb = words[1]
    if verb in ("mucks", "discards"):
        if len(words) != 2:
            raise fail(f"nothing after '{verb}', like 'p2 {verb}'")
        return Event(index, text, verb, seat=seat)
    if verb == "declares":
        if len(words) != 3 or words[2] not in DECLARED_HANDS:
            raise fail(f"one hand after 'declares': {', '.join(DECLARED_HANDS)}")
        return Event(index, text, verb, seat=seat, detail=words[2])
    if len(words) != 3:
        raise fail("the seat whose hand is asked for, like 'p2 asks-to-see p1'")
    other = _seat(words[2], source, index, text, seat_count)
    if other == seat:
        raise fail("another player's seat after 'asks-to-see'")
    return Event(index, text, verb, seat=seat, other_seat=other)


def loads(text: str, source: str = "<situation>") -> Situation:
    return from_mapping(parse_toml(text, source), source)


def load(path: str | Path) -> Situation:
    return loads(read_text(path), str(path))


def from_mapping(data: Mapping[str, Any], source: str, check_events: bool = True) -> Situation:
    """Check a situation's fields and build it; ValueError names the field and what was expected."""
    unknown = sorted(set(data) - set(SETUP_FIELDS) - set(OUR_FIELDS))
    if unknown:
        raise ValueError(f"{_where(source, unknown[0])}: unknown field (expected one of "
                         f"{', '.join(SETUP_FIELDS + OUR_FIELDS)})")
    setup = {k: v for k, v in data.items() if k in SETUP_FIELDS}
    setup["actions"] = []
    # PHH wants one value per player; a situation may give the short forms
    # antes = 1 and blinds_or_straddles = [1, 2] (small and big blind).
    stacks = setup.get("starting_stacks")
    count = len(stacks) if isinstance(stacks, list) else 0
    antes = setup.get("antes", 0)
    if isinstance(antes, int) and not isinstance(antes, bool):
        setup["antes"] = [antes] * count
    blinds = setup.get("blinds_or_straddles")
    if isinstance(blinds, list) and len(blinds) < count:
        setup["blinds_or_straddles"] = blinds + [0] * (count - len(blinds))
    variant = setup.get("variant")
    if "min_bet" not in setup and isinstance(variant, str) and variant.startswith(("N", "P")):
        blinds = setup.get("blinds_or_straddles")
        # Only whole numbers count here; a malformed list is left for the PHH check to name.
        amounts = [b for b in blinds if isinstance(b, int) and not isinstance(b, bool)] if isinstance(blinds, list) else []
        setup["min_bet"] = max(amounts, default=0)
    history = phh._from_mapping(setup, source)
    count = history.player_count
    seat_numbers = history.seats or tuple(range(1, count + 1))
    seat_count = int(data.get("seat_count", max(seat_numbers)))
    if seat_count < max(seat_numbers):
        raise ValueError(f"{_where(source, 'seat_count')}: {seat_count} is less than the highest seat number "
                         f"{max(seat_numbers)}")
    button = data.get("button")
    if button is not None and (isinstance(button, bool) or not isinstance(button, int)
                               or not 1 <= button <= seat_count):
        raise ValueError(f"{_where(source, 'button')}: expected a seat number from 1 to {seat_count}, got {button!r}")
    stub_text = data.get("stub", "")
    if not isinstance(stub_text, str):
        raise ValueError(f"{_where(source, 'stub')}: expected a string of cards like 'AsKd7h', got {stub_text!r}")
    try:
        top = parse_cards(stub_text)
        seed = data.get("seed", 0)
        if isinstance(seed, bool) or not isinstance(seed, (int, str)):
            raise ValueError(f"expected an integer or a string, got {seed!r}")
        stub = tuple(ordered_stub(top, seed))
    except ValueError as error:
        raise ValueError(f"{_where(source, 'stub' if 'seed' not in str(error) else 'seed')}: {error}") from None
    house_data = data.get("house", {})
    if not isinstance(house_data, dict):
        raise ValueError(f"{_where(source, 'house')}: expected a table of house options")
    house_values: dict[str, Any] = {}
    for name, value in house_data.items():
        wanted = HOUSE_OPTIONS.get(name)
        if wanted is None:
            raise ValueError(f"{_where(source, 'house.' + name)}: unknown option (expected one of "
                             f"{', '.join(HOUSE_OPTIONS)})")
        if type(value) is not wanted:
            raise ValueError(f"{_where(source, 'house.' + name)}: expected {wanted.__name__}, got {value!r}")
        if isinstance(value, int) and not isinstance(value, bool) and value < (0 if name == "raise_cap" else 1):
            raise ValueError(f"{_where(source, 'house.' + name)}: expected a "
                             f"{'non-negative' if name == 'raise_cap' else 'positive'} whole number, got {value}")
        house_values[name] = value
    events_data = data.get("events", [])
    if not isinstance(events_data, list):
        raise ValueError(f"{_where(source, 'events')}: expected an array of strings")
    events = tuple(parse_event(text, i, source, seat_count) for i, text in enumerate(events_data))
    situation = Situation(source, history, None if button is None else button - 1, tuple(seat_numbers),
                          seat_count, stub, data.get("seed", 0), events, Rules(**house_values), dict(house_values),
                          _seat_list(data, "missed_blinds", source, seat_count),
                          _one_seat(data, "button_buyer", source, seat_count),
                          _seat_list(data, "new_players", source, seat_count),
                          _flag(data, "mixed_game", source), _flag(data, "button_draw", source),
                          _color_up(data, source, history.player_count))
    if check_events:
        replay(situation)  # fail early, naming the file and the event, if the events cannot be played
    return situation


def _seat_list(data: Mapping[str, Any], name: str, source: str, seat_count: int) -> tuple[int, ...]:
    value = data.get(name, [])
    if not isinstance(value, list) or any(isinstance(v, bool) or not isinstance(v, int) or not 1 <= v <= seat_count
                                          for v in value):
        raise ValueError(f"{_where(source, name)}: expected an array of seat numbers from 1 to {seat_count}, "
                         f"got {value!r}")
    return tuple(v - 1 for v in value)


def _color_up(data: Mapping[str, Any], source: str, players: int) -> dict[str, Any] | None:
    value = data.get("color_up")
    if value is None:
        return None
    if not isinstance(value, dict) or set(value) != {"small", "large", "small_chips"}:
        raise ValueError(f"{_where(source, 'color_up')}: expected a table with small, large and small_chips")
    for name in ("small", "large"):
        if isinstance(value[name], bool) or not isinstance(value[name], int) or value[name] <= 0:
            raise ValueError(f"{_where(source, 'color_up.' + name)}: expected a positive chip value")
    chips = value["small_chips"]
    if not isinstance(chips, list) or len(chips) != players or any(
            isinstance(c, bool) or not isinstance(c, int) or c < 0 for c in chips):
        raise ValueError(f"{_where(source, 'color_up.small_chips')}: expected {players} counts, one per player")
    if value["large"] % value["small"] or value["large"] <= value["small"]:
        raise ValueError(f"{_where(source, 'color_up.large')}: expected a multiple of color_up.small")
    return dict(value)


def _flag(data: Mapping[str, Any], name: str, source: str) -> bool:
    value = data.get(name, False)
    if not isinstance(value, bool):
        raise ValueError(f"{_where(source, name)}: expected true or false, got {value!r}")
    return value


def _one_seat(data: Mapping[str, Any], name: str, source: str, seat_count: int) -> int | None:
    value = data.get(name)
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= seat_count:
        raise ValueError(f"{_where(source, name)}: expected a seat number from 1 to {seat_count}, got {value!r}")
    return value - 1


def table_rules(situation: Situation, rulebook: str | None = None) -> Rules:
    """House settings for a replay: the rulebook's defaults (stud ties, heads-up cap, open pair...)
    under the options the situation file sets itself."""
    if rulebook is None:
        return situation.house
    from dealerschool.rules.rulebooks import get_rulebook

    options = get_rulebook(rulebook).options
    defaults: dict[str, Any] = {
        "raise_cap": options.raise_cap, "heads_up_uncapped": options.heads_up_uncapped,
        "stud_ties_by_suit": options.stud_ties == "suit", "open_pair_option": options.open_pair_option,
        "max_discard": options.max_discard, "showdown_last_aggressor": rulebook == "tda-2024",
    }
    return Rules(**{**defaults, **situation.house_overrides})


def waiting_new_players(situation: Situation, stacks: list[int | None]) -> list[int]:
    """New players seated after the button and before the big blind: they wait for the button (catalog B06)."""
    if not situation.new_players or situation.button_buyer is not None:
        return []
    count = len(stacks)
    button = situation.button if situation.button is not None else max(i for i, s in enumerate(stacks) if s)
    established = [i for i, s in enumerate(stacks) if s is not None and i not in situation.new_players]
    after_button = [(button + k) % count for k in range(1, count)]
    blinds = [i for i in after_button if i in established][:2]
    if len(blinds) < 2:
        return []
    gap = after_button[:after_button.index(blinds[1])]
    return [i for i in situation.new_players if i in gap and stacks[i] is not None]


def build_table(situation: Situation, rulebook: str | None = None) -> Table:
    stacks: list[int | None] = [None] * situation.seat_count
    for number, stack in zip(situation.seat_numbers, situation.history.starting_stacks):
        stacks[number - 1] = stack
    waiting = waiting_new_players(situation, stacks)
    for seat in waiting:
        stacks[seat] = None  # not dealt in this hand
    turned_away = []
    game_code = phh.VARIANT_GAMES.get(situation.history.variant, ("holdem",))[0]
    limit = get_game(game_code).max_seats
    for seat in reversed(situation.new_players):  # the last to arrive is the one without a seat
        if sum(1 for s in stacks if s is not None) > limit and stacks[seat] is not None:
            stacks[seat] = None
            turned_away.append(seat)
    seated = [s for s in stacks if s is not None]
    history = situation.history
    if len(seated) != history.player_count:
        history = replace(history, starting_stacks=tuple(seated), antes=history.antes[:len(seated)],
                          blinds_or_straddles=(history.blinds_or_straddles[:len(seated)]
                                               if history.blinds_or_straddles else None))
    config = phh.table_config(history, table_rules(situation, rulebook), situation.source)
    button, stub, seed, drawn = situation.button, list(situation.stub), situation.seed, []
    if situation.button_draw:
        # One card each from seat 1 round; the high card by rank, then suit, takes the button.
        # The cards go back and the deck is shuffled again for the deal.
        occupied = [i for i, s in enumerate(stacks) if s is not None]
        drawn = list(zip(occupied, stub))
        button = max(drawn, key=lambda pair: (pair[1].rank, pair[1].suit))[0]
        seed = f"{situation.seed}-after-button-draw"
        stub = list(ordered_stub((), seed))
    names = list(situation.history.players) if situation.history.players else None
    seat_names = None
    if names:
        seat_names = [f"Seat {i + 1}" for i in range(situation.seat_count)]
        for number, name in zip(situation.seat_numbers, names):
            seat_names[number - 1] = name
    try:
        table = Table(config, stacks, button=button, stub=stub,
                      seed=seed, names=seat_names, missed_blinds=situation.missed_blinds,
                      button_buyer=situation.button_buyer)
        table.waiting = tuple(waiting)
        table.turned_away = tuple(turned_away)
        table.mixed_game = situation.mixed_game
        table.button_draw = tuple(drawn)
        if situation.color_up is not None:
            chips = dict(zip((n - 1 for n in situation.seat_numbers), situation.color_up["small_chips"]))
            table.color_up = {"small": situation.color_up["small"], "large": situation.color_up["large"],
                              "small_chips": chips}
        return table
    except ValueError as error:
        raise ValueError(f"{situation.source}: {error}") from None


# ---------------------------------------------------------------- replay


def _player_actions(table: Table) -> int:
    return sum(isinstance(op, (Fold, CheckOrCall, BetOrRaiseTo, PostBringIn)) for op in table.log)


def _street_cards(table: Table) -> int:
    """Cards taken off the deck for seats or the board since this street's dealing began."""
    count = 0
    for op in reversed(table.log):
        if isinstance(op, (CollectBets, Fold, CheckOrCall, BetOrRaiseTo, PostBringIn, PostAnte, PostBlind)):
            break
        if isinstance(op, (DealCard, TurnBoardCard)):
            count += 1
    return count


def replay(situation: Situation, rulebook: str | None = None) -> Replay:
    """Play the events; carry out mistakes as they happened and record each as an Irregularity.

    With a rulebook, the table uses that rulebook's house settings (where the file sets none)."""
    table = build_table(situation, rulebook)
    result = Replay(situation, table)
    for event in situation.events:
        try:
            _replay_event(result, event)
        except IllegalOperation as error:
            raise ValueError(f"{situation.source}: events[{event.index}] {event.text!r}: cannot be replayed: "
                             f"{error}") from None
    return result


def _record(result: Replay, kind: IrregularityKind, event: Event, expected: Operation | None,
            seat: int | None = None, card: Card | None = None, deal_index: int | None = None) -> None:
    table = result.table
    result.irregularities.append(Irregularity(
        kind, event, expected, table.street.name, table.street_index,
        deal_index if deal_index is not None else _street_cards(table) + 1,
        seat, card, _player_actions(table)))


def _replay_event(result: Replay, event: Event) -> None:
    table = result.table
    if event.verb == "continue":
        table.run_dealer()
        return
    if event.verb == "post":
        expected = table.next_dealer_operation()
        if not isinstance(expected, (PostAnte, PostBlind, PostDeadBlind)):
            raise IllegalOperation("no forced bet is due")
        table.apply(expected)
        return
    if event.verb == "push":
        expected = table.next_dealer_operation()
        if not isinstance(expected, PushPot):
            raise IllegalOperation("no pot is ready to be pushed")
        table.apply(expected)
        return
    if event.verb == "boxed":
        card = table.stub[0]
        _record(result, IrregularityKind.BOXED_CARD, event, table.next_dealer_operation(), card=card)
        # Found and taken out at once: the dealer shows it and the deal goes on with the next card.
        table.stub.pop(0)
        table.set_aside.append(card)
        result.boxed.append(card)
        return
    if event.verb == "expose":
        assert event.seat is not None
        held = table.seat(event.seat).cards
        if not held:
            raise IllegalOperation(f"seat {event.seat + 1} holds no cards to expose")
        position = (event.position or len(held)) - 1
        if not 0 <= position < len(held):
            raise IllegalOperation(f"seat {event.seat + 1} holds {len(held)} cards, not {position + 1}")
        held[position].face_up = True
        # expected: the dealer operation still due (a DealCard while the deal is going on), None once players act.
        _record(result, IrregularityKind.HOLE_CARD_EXPOSED, event, table.next_dealer_operation(), seat=event.seat,
                card=held[position].card)
        return
    if event.verb in ("skip", "button", "drop", "duplicate", "put", "says", "chip", "string", "turns-down"):
        _replay_table_event(result, event)
        return
    if event.verb in ("mucks", "discards", "kill", "declares", "asks-to-see"):
        _replay_showdown_event(result, event)
        return
    if isinstance(event.operation, ShowHand) and _at_showdown(table) and event.operation in table.queued()[1:]:
        # Anyone may table before his turn (the seeds allow it): his show moves to the front.
        early = event.operation
        table.replace_queued([early] + [op for op in table.queued() if op != early])
        table.apply(early)
        return
    if event.verb == "marked":
        _record(result, IrregularityKind.MARKED_CARD, event, None, card=event.card)
        return
    if event.verb in ("adds", "asks-refund", "skips-game"):
        assert event.seat is not None
        table.seat(event.seat)
        kinds = {"adds": IrregularityKind.ADDED_CHIPS, "asks-refund": IrregularityKind.REFUND_REQUEST,
                 "skips-game": IrregularityKind.SKIPS_GAME}
        _record(result, kinds[event.verb], event, None, seat=event.seat)
        return
    if event.verb == "off":
        # A card pitched off the table: it plays where it was due; a downcard is exposed by it.
        expected = table.next_dealer_operation()
        if not isinstance(expected, DealCard) or expected.seat != event.seat:
            raise IllegalOperation(f"no card is due to seat {(event.seat or 0) + 1} now")
        _record(result, IrregularityKind.CARD_OFF_TABLE, event, expected, seat=event.seat, card=table.stub[0])
        _replay_dealer(result, replace(event, verb="operation", position=None), DealCard(expected.seat, True))
        return
    if event.verb == "away":
        assert event.seat is not None
        table.seat(event.seat)  # an empty seat cannot be away
        _record(result, IrregularityKind.PLAYER_AWAY, event, table.next_dealer_operation(), seat=event.seat)
        return
    operation = event.operation
    assert operation is not None
    if isinstance(operation, (Fold, CheckOrCall, BetOrRaiseTo, PostBringIn, Discard)):
        _replay_player(result, event, operation)
        return
    _replay_dealer(result, event, operation)


def _replay_player(result: Replay, event: Event, operation: Operation) -> None:
    table = result.table
    seat = operation.seat  # type: ignore[union-attr]
    if table.actor is not None and seat != table.actor and table.phase is Phase.BETTING:
        _record(result, IrregularityKind.ACTION_OUT_OF_TURN, event, None, seat=seat)
        return
    if table.actor is None:
        table.run_dealer()
    if isinstance(operation, Fold) and table.phase is Phase.BETTING and seat == table.actor \
            and table.to_call(seat) == 0 and table.game.family.value != "stud":
        # (Stud has its own procedure rule for a fold with no wager, catalog D10.)
        _record(result, IrregularityKind.FOLD_FACING_NO_BET, event, None, seat=seat)
    if isinstance(operation, BetOrRaiseTo) and table.phase is Phase.BETTING and seat == table.actor:
        options = table.raise_options(seat)
        if options is not None and not options.allows(operation.amount):
            # Recorded, not applied: the ruling corrects the amount (catalog X26), so the table
            # stays as it was before the wrong-sized bet.
            _record(result, IrregularityKind.INCORRECT_AMOUNT, event, None, seat=seat)
            return
    before = table.seat(seat).stack
    table.apply(operation)
    if result.irregularities:
        result.actions_after.append((seat, operation, before - table.seat(seat).stack))


def _replay_table_event(result: Replay, event: Event) -> None:
    """Events that are not an operation: a passed-over card, the button, the stub, a duplicate, chips and words."""
    table = result.table
    kind = IrregularityKind
    if event.verb == "skip":
        expected = table.next_dealer_operation()
        if not (isinstance(expected, DealCard) and expected.seat == event.seat):
            raise IllegalOperation(f"no card is due to seat {event.seat + 1} now")  # type: ignore[operator]
        _record(result, kind.MISSING_CARD, event, expected, seat=event.seat)
        table.replace_queued(table.queued()[1:])
        table._maybe_begin_betting()  # the passed-over card may have been the last one of the deal
    elif event.verb == "button":
        _record(result, kind.BUTTON_OUT_OF_POSITION, event, None, seat=event.seat)
    elif event.verb == "drop":
        _record(result, kind.STUB_DISORDERED, event, table.next_dealer_operation())
    elif event.verb == "duplicate":
        _record(result, kind.DUPLICATE_CARD, event, None, card=event.card)
    else:
        seat = event.seat
        assert seat is not None
        if table.actor != seat:
            raise IllegalOperation(f"seat {seat + 1} is not the player to act")
        to_call = table.to_call(seat)
        if event.verb == "string":
            # Recorded, not applied: only the first motion counts (catalog C08).
            _record(result, kind.STRING_BET, event, None, seat=seat)
        elif event.verb == "turns-down":
            if to_call == 0:
                raise IllegalOperation(f"seat {seat + 1} faces no bet: turning the upcards down is a fold only facing one")
            _record(result, kind.UPCARDS_TURNED_DOWN, event, None, seat=seat)
        elif event.verb == "chip" and (event.amount or 0) > to_call > 0:
            # One oversized chip, silently: recorded, and the ruling says what it is.
            _record(result, kind.OVERSIZED_CHIP, event, None, seat=seat)
        elif event.verb == "chip":
            _replay_player(result, event, CheckOrCall(seat) if event.amount == to_call
                           else BetOrRaiseTo(seat, table.seat(seat).bet + (event.amount or 0)))
        elif event.verb == "put":
            # Chips pushed forward without a word: judged by the amount.
            amount = event.amount or 0
            total = table.seat(seat).bet + amount
            options = table.raise_options(seat)
            if 0 < amount < to_call:
                _record(result, kind.UNDERCALL, event, None, seat=seat)
            elif amount == to_call:
                _replay_player(result, event, CheckOrCall(seat))
            elif options is not None and options.allows(total):
                _replay_player(result, event, BetOrRaiseTo(seat, total))
            elif options is not None:
                _record(result, kind.INCORRECT_AMOUNT, event, None, seat=seat)
            else:
                raise IllegalOperation(f"seat {seat + 1} may not bet or raise; {amount} is not a call of {to_call}")
        elif event.detail == "call" and to_call == 0:
            _record(result, kind.MISWORDED_ACTION, event, None, seat=seat)
        elif event.detail == "check" and to_call > 0:
            raise IllegalOperation(f"seat {seat + 1} faces {to_call}: 'check' is not an action here")
        else:
            _replay_player(result, event, Fold(seat) if event.detail == "fold" else CheckOrCall(seat))


def _at_showdown(table: Table) -> bool:
    """Betting is over, two or more hands are live and the pot is not yet decided (shows are due, or the pot)."""
    queued = table.queued()
    if table.actor is not None or not queued or len(table.in_hand()) < 2:
        return False
    head = queued[0]
    return isinstance(head, ShowHand) or (isinstance(head, PushPot) and head.index == -1)


def _tabled(table: Table, seat: int) -> bool:
    """Tabled: every card of the hand face up (catalog X21)."""
    held = table.seat(seat).cards
    return bool(held) and all(card.face_up for card in held)


def _declared_wrongly(table: Table, seat: int, declared: str) -> bool:
    kind = table.game.high_kind
    if kind is None:
        raise IllegalOperation(f"{table.game.name} reads low hands: 'declares' names a high hand")
    best = hands.best_hand(kind, table.seat(seat).hole, table.board)
    if best is None:
        raise IllegalOperation(f"seat {seat + 1} holds no readable hand")
    label = "Straight flush" if best.label.startswith("Royal flush") else best.label
    # The longest name that fits: a straight flush's label also starts with "Straight".
    made = max((name for name in DECLARED_HANDS.values() if label.startswith(name)), key=len)
    return made != DECLARED_HANDS[declared]


def _drop_show(table: Table, seat: int) -> None:
    table.replace_queued([op for op in table.queued() if op != ShowHand(seat)])


def _replay_showdown_event(result: Replay, event: Event) -> None:
    """Showdown events: a hand mucked, let go face down, killed by the dealer, declared, or asked for."""
    table = result.table
    seat = event.seat
    assert seat is not None
    if not _at_showdown(table):
        raise IllegalOperation(f"'{event.verb}' happens at the showdown: betting must be over with two or more "
                               "hands live and the pot not yet pushed")
    kind = IrregularityKind
    if event.verb == "asks-to-see":
        other = event.other_seat
        assert other is not None
        asked = [i for i in result.of_kind(kind.HAND_DISCARDED_UNSHOWN) if i.seat == other]
        if not asked or not table.seat(other).in_hand:
            raise IllegalOperation(f"seat {other + 1} has no hand let go unshown and still identifiable to ask for "
                                   f"(use 'p{other + 1} discards' first)")
        if table.seats[seat] is None:
            raise IllegalOperation(f"seat {seat + 1} is empty")
        _record(result, kind.ASKED_TO_SEE_HAND, event, None, seat=other)
        return
    player = table.seat(seat)
    if not player.in_hand or not player.cards:
        raise IllegalOperation(f"seat {seat + 1} has no live hand at the showdown")
    if event.verb == "declares":
        if not _tabled(table, seat):
            raise IllegalOperation(f"seat {seat + 1} has not tabled the hand (use 'show p{seat + 1}' first)")
        if _declared_wrongly(table, seat, event.detail):
            _record(result, kind.HAND_MISDECLARED, event, None, seat=seat)
        return
    if event.verb == "discards":
        if _tabled(table, seat) or any(i.seat == seat for i in result.of_kind(kind.HAND_DISCARDED_UNSHOWN)):
            raise IllegalOperation(f"seat {seat + 1}'s hand is tabled or already let go: only a hand held "
                                   "unshown can be discarded")
        # The cards lie apart, face down and identifiable: they stay with the seat, but he is no longer due to show.
        _record(result, kind.HAND_DISCARDED_UNSHOWN, event, table.queued()[0], seat=seat)
        _drop_show(table, seat)
        return
    # 'pN mucks' or 'kill pN': the cards go into the muck.
    tabled = _tabled(table, seat)
    cards = tuple(player.hole)
    expected = table.queued()[0]
    _record(result, kind.TABLED_HAND_KILLED if tabled else kind.HAND_MUCKED_UNSHOWN, event, expected, seat=seat)
    last = result.irregularities[-1]
    result.irregularities[-1] = replace(last, cards=cards)
    table.kill_hand(seat)
    _drop_show(table, seat)


def _replay_dealer(result: Replay, event: Event, operation: Operation) -> None:
    table = result.table
    expected = table.next_dealer_operation()
    kind = IrregularityKind
    if isinstance(operation, DealCard) and event.position == -1 and isinstance(expected, DealCard) \
            and expected.seat == operation.seat:
        operation = expected  # 'deal pN' with no face given: as the procedure has it
    if expected is None and table.actor is not None:
        _record(result, kind.PREMATURE_CARD, event, None, seat=getattr(operation, "seat", None))
        table.insert(operation)
        _note_card(result)
        return
    if operation == expected and not event.exposed:
        table.apply(operation)
        return
    if isinstance(operation, DealCard) and isinstance(expected, DealCard):
        if operation.seat == expected.seat:
            if operation.face_up and not expected.face_up:
                stud = table.game.family.value == "stud"
                irregular = kind.DOWNCARD_DEALT_UP if stud else kind.CARD_EXPOSED_ON_DEAL
            elif expected.face_up and not operation.face_up:
                irregular = kind.UPCARD_DEALT_DOWN
            else:
                irregular = kind.CARD_EXPOSED_ON_DEAL  # flashed: dealt as due, but seen
            deal_index = _street_cards(table) + 1
            card = table.stub[0]
            table.substitute(DealCard(operation.seat, operation.face_up or event.exposed))
            _record(result, irregular, event, expected, seat=operation.seat, card=card, deal_index=deal_index)
            return
        if table.seats[operation.seat] is None:
            _record(result, kind.EMPTY_SEAT_DEALT, event, expected, seat=operation.seat, card=table.stub[0])
            table.insert(operation)
            return
        _record(result, kind.WRONG_SEAT_DEALT, event, expected, seat=operation.seat, card=table.stub[0])
        table.substitute(operation)
        return
    if isinstance(operation, AnnounceBringIn) and isinstance(expected, AnnounceBringIn):
        _record(result, kind.WRONG_BRING_IN, event, expected, seat=operation.seat)
        table.substitute(operation)
        return
    if isinstance(operation, AnnounceFirstToAct) and isinstance(expected, AnnounceFirstToAct):
        _record(result, kind.WRONG_FIRST_TO_ACT, event, expected, seat=operation.seat)
        table.substitute(operation)
        return
    if isinstance(expected, Burn) and isinstance(operation, (TurnBoardCard, DealCard)):
        _record(result, kind.MISSING_BURN, event, expected, card=table.stub[0])
        table.skip_to(operation)
        return
    if isinstance(operation, Burn):
        _record(result, kind.EXTRA_BURN, event, expected, card=table.stub[0])
        table.insert(operation)
        return
    if expected is None:
        raise IllegalOperation("the hand is over" if table.is_complete else "nothing is due from the dealer")
    if isinstance(expected, (PostAnte, PostBlind, PostDeadBlind)):
        # No rule covers cards dealt before the forced bets are in: the situation must post them first.
        raise IllegalOperation(f"the forced bets come first (expected the dealer to {describe(expected)}; "
                               "begin the events with 'post')")
    table.insert(operation)
    _record(result, kind.PREMATURE_CARD, event, expected, seat=getattr(operation, "seat", None))
    _note_card(result)


def _note_card(result: Replay) -> None:
    """Attach the card just moved to the last irregularity (it was unknown before the move)."""
    table = result.table
    last = result.irregularities[-1]
    moved = table.log[-1]
    card = None
    if isinstance(moved, Burn):
        card = table.burns[-1]
    elif isinstance(moved, TurnBoardCard):
        card = table.board[-1]
    elif isinstance(moved, DealCard):
        holder = table.seats[moved.seat]
        card = holder.cards[-1].card if holder else table.empty_seat_cards[moved.seat][-1].card
    result.irregularities[-1] = Irregularity(last.kind, last.event, last.expected, last.street, last.street_index,
                                             last.deal_index, last.seat, card, last.player_actions_before)


def operation_text(operation: Operation | None) -> str:
    """An operation in event notation ('burn', 'deal p3 up', 'p2 cbr 20'): how answers are written."""
    from dealerschool.operations import (
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
