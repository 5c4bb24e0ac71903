"""Dealing drills: the trainee is the dealer, the simulator is everybody else at the table.

A :class:`Drill` is a session of hands (stacks carry over, the button moves, a rotation such as
H.O.R.S.E. changes game every orbit, as :mod:`dealerschool.session` keeps them). In each hand the
trainee performs every dealer operation; :meth:`Drill.attempt` checks each one against the table's
correct next operation (:meth:`Table.next_dealer_operation`; a push names every winner with the chips and,
in hi-lo games, the half: :class:`Payout`, checked against :func:`due_payouts`): a right one is recorded, a wrong one is
refused with what was expected, why, and the procedure rule with its citation (in strict mode the
mistake is only counted, and what was right is told when the hand ends). The forced bets are the
settings' (:class:`Forced`: blinds, antes, a big blind ante, a bring-in). Simulated players act on
their turn with seeded, plausible behaviour (:meth:`Drill.players_acted` lists those since the dealer's
last step, which the page shows one after another at the settings' :class:`Pace`). At the chosen rate the simulator makes one of the table's
mistakes happen at a random moment (an event in situation notation: a card flashed on the deal, a card
to the wrong seat, a missed burn, a premature card, a boxed card, out-of-turn action, a string bet, an
oversized chip, an undercall, an exposed card, a wrong bring-in); the hand stops until the trainee
rules (:meth:`Drill.rule`), graded by the rules engine. Then the trainee carries out the remedy's steps in
order (:meth:`Drill.carry_out`): each is picked among plausible wrong ones (the steps other rulings would
give on the same table, and the remedy's own later steps) and checked as made, while the table stays as the
irregularity left it; once they are done the hand goes on from the table the remedy leaves, and any dealer
operations the remedy leaves due (a misdeal's redeal, a card owed) are dealt as ordinary operations.
When the stud deck runs short on seventh street the hand stops for the run-out ruling too (a procedure,
not a mistake); the trainee then deals seventh street's steps (the scramble, the common card...) themselves.

Everything is kept as plain JSON (:meth:`Drill.to_json`): the settings, the session, and the hand's
record: its situation set-up, the events told so far (only right operations, the players' actions
and the injected irregularity), and, when there was a ruling, where it came, what the trainee
answered and the remedy steps picked. :meth:`Drill.table` rebuilds the table from that alone: it replays the events up to the
irregularity, rules on them (the engine is deterministic), applies the same remedy and plays the
events after it on the remedied table. Nothing else is kept between requests.

Plain Python: no Flask, no SQLite.
"""

from __future__ import annotations

import json
import random
import threading
from collections import OrderedDict
from dataclasses import dataclass, field, replace
from enum import Enum
from functools import lru_cache
from typing import Any, Mapping

from dealerschool import situations, words
from dealerschool.cards import Card
from dealerschool.games import GAMES, HORSE_ROTATION, Family, Structure
from dealerschool.grading import AMOUNTS, offered_options, rule_for_operation
from dealerschool.operations import (
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
from dealerschool.phh import ALL_VARIANT_GAMES
from dealerschool.rules import get_rule, remedies
from dealerschool.rules.engine import Ruling, rule_on_replay
from dealerschool.rules.model import RULEBOOK_NAMES, SOURCES, RulingCode
from dealerschool.rules.rulebooks import get_rulebook
from dealerschool.session import Session, Stakes
from dealerschool.situations.events import Event, parse_event
from dealerschool.situations.record import HandRecord
from dealerschool.situations.replays import Replay, step
from dealerschool.table import Phase, Table, snapshot
from dealerschool.words import describe

__all__ = ["HALVES", "OPERATION_WORDS", "ROTATIONS", "Attempt", "Drill", "DrillError", "Feedback", "Forced", "Pace",
           "Payout", "Rate", "ReadResult", "RUN_OUT_RULES", "RemedyChoice", "RulingResult", "Settings", "decide",
           "due_payouts", "event_words", "forced_bet_words", "forget_kept", "hand_words", "mistakes", "rebuild",
           "parsed_event", "remedy_steps", "review_table", "variant_code", "variant_name", "word_for"]

SOURCE = "drill"


class DrillError(ValueError):
    """A drill's settings or stored state that cannot be used; the message names the field."""


class Forced(Enum):
    """The forced bets a drill's hands are played with (each game family uses the ones that fit it)."""

    USUAL = "usual"
    """The game's usual forced bets: blinds in flop and draw games, antes and a bring-in in stud."""
    BLINDS = "blinds"
    """Blind games: a small and a big blind, no ante (stud games in a rotation keep antes and a bring-in)."""
    BLINDS_ANTES = "blinds-antes"
    """Blind games: the blinds and an ante from every player (antes first: catalog A09)."""
    BIG_BLIND_ANTE = "big-blind-ante"
    """Blind games: the blinds, and the big blind posts one ante for the whole table after his blind
    (catalog B10; the ante is dead money, not part of his bet)."""
    ANTES_BRING_IN = "antes-bring-in"
    """Stud games: an ante from every player, then the bring-in (blind games in a rotation keep the blinds)."""
    BRING_IN = "bring-in"
    """Stud games: a bring-in and no antes."""

    @property
    def for_blind_games(self) -> bool:
        return self in (Forced.BLINDS, Forced.BLINDS_ANTES, Forced.BIG_BLIND_ANTE)

    @property
    def for_stud(self) -> bool:
        return self in (Forced.ANTES_BRING_IN, Forced.BRING_IN)


class Pace(Enum):
    """How fast the simulated players' actions between two dealer steps are shown, one after the other."""

    OFF = "off"
    """All at once."""
    NORMAL = "normal"
    """About half a second each."""
    SLOW = "slow"
    """About a second and a quarter each: a new dealer can read every action."""

    @property
    def seconds(self) -> float:
        return {"off": 0.0, "normal": 0.5, "slow": 1.25}[self.value]


class Rate(Enum):
    """How often the simulator makes the table's mistakes happen."""

    NONE = "none"
    """Never: a clean hand, for learning the procedure."""
    SOMETIMES = "sometimes"
    """About one hand in three has one irregularity."""
    OFTEN = "often"
    """About four hands in five have one."""

    @property
    def chance(self) -> float:
        return {"none": 0.0, "sometimes": 0.35, "often": 0.8}[self.value]


ROTATIONS: dict[str, tuple[tuple[str, Structure], ...]] = {
    "horse": HORSE_ROTATION,
    "8-game": (("deuce-seven-triple-draw", Structure.FIXED_LIMIT), ("holdem", Structure.FIXED_LIMIT),
               ("omaha-hilo", Structure.FIXED_LIMIT), ("razz", Structure.FIXED_LIMIT), ("stud", Structure.FIXED_LIMIT),
               ("stud-hilo", Structure.FIXED_LIMIT), ("holdem", Structure.NO_LIMIT), ("omaha", Structure.POT_LIMIT)),
}
"""Mixed-game rotations a drill can deal: each game for one orbit (catalog A12)."""

_VARIANT_OF = {pair: code for code, pair in ALL_VARIANT_GAMES.items()}


ROTATION_NAMES = {"horse": "H.O.R.S.E. rotation", "8-game": "8-game rotation"}
"""Each rotation in :data:`ROTATIONS` as pages name it."""


def variant_name(variant: str) -> str:
    """A drill's game as pages name it ("Texas hold'em, no-limit", "H.O.R.S.E. rotation"), never the
    notation's variant code; an unknown code as stored."""
    if variant in ROTATION_NAMES:
        return ROTATION_NAMES[variant]
    if variant in ALL_VARIANT_GAMES:
        game, structure = ALL_VARIANT_GAMES[variant]
        return f"{GAMES[game].name}, {structure}"
    return variant


def variant_code(game: str, structure: Structure) -> str:
    """The situation notation's variant code for a game and structure ("holdem", no-limit -> "NT")."""
    return _VARIANT_OF[(game, structure.value)]


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

TARGET_SECONDS: dict[Family, float] = {Family.FLOP: 2.0, Family.STUD: 2.5, Family.DRAW: 2.5}
"""Our own target for the mean time per dealer operation, by family (no rulebook sets one; a working dealer
deals a hold'em hand of about 40 steps in well under two minutes; stud and draw take a little longer)."""

SEAT_WORDS = frozenset({"deal", "bring-in", "first", "show"})
"""Words that need a seat."""

_DRILL_WORDS = {"return": ReturnUncalledBet, "button": MoveButton, "common": DealCommonCard,
                "reshuffle": ReshuffleForStub}
"""Dealer operations situation notation only tells as 'continue' (which would carry out every step due):
a drill records each as its own word and carries out just that one operation."""


def word_for(operation: Operation) -> str:
    """The trainee's word (a key of OPERATION_WORDS) for a dealer operation."""
    kind = type(operation)
    for word, wanted in _DRILL_WORDS.items():
        if kind is wanted:
            return word
    if kind is PostAnte:
        return "ante"
    if kind in (PostBlind, PostDeadBlind):
        return "post"
    return {DealCard: "deal", Burn: "burn", TurnBoardCard: "board", AnnounceBringIn: "bring-in",
            AnnounceFirstToAct: "first", CollectBets: "collect", ShowHand: "show", PushPot: "push"}[kind]


# ---------------------------------------------------------------- settings


@dataclass(frozen=True)
class Settings:
    """What the trainee chose when starting the drill."""

    variant: str = "NT"
    """A variant code ("NT", "F7S", "F2L3D"...), or a rotation name from :data:`ROTATIONS`."""
    players: int = 6
    big_blind: int = 2
    """The stakes' unit: the big blind (blind games) or the small bet (stud and fixed limit)."""
    buy_in: int = 100
    """Starting stacks, in units; some players sit down short, so all-ins and side pots happen."""
    rate: Rate = Rate.SOMETIMES
    strict: bool = False
    """Count mistakes without saying what was right until the hand ends."""
    seed: int = 0
    rulebook: str = SOURCES
    reads: bool = False
    """Now and then a player asks the dealer to read the action: the amount to call, the minimum raise,
    or (pot limit) how much the pot is; the trainee answers with a number."""
    forced: Forced = Forced.USUAL
    """The forced bets: blinds, blinds with antes, a big blind ante; in stud antes and a bring-in, or a
    bring-in alone. In a rotation a choice for one family leaves the other family's games their usual ones."""
    pace: Pace = Pace.NORMAL
    """How fast the players' actions are shown (the table has already played them: only the showing waits)."""

    def rotation(self) -> tuple[tuple[str, Structure], ...]:
        if self.variant in ROTATIONS:
            return ROTATIONS[self.variant]
        game, structure = ALL_VARIANT_GAMES[self.variant]
        return ((game, Structure(structure)),)

    def to_dict(self) -> dict[str, Any]:
        return {"variant": self.variant, "players": self.players, "big_blind": self.big_blind,
                "buy_in": self.buy_in, "rate": self.rate.value, "strict": self.strict, "seed": self.seed,
                "rulebook": self.rulebook, "reads": self.reads, "forced": self.forced.value,
                "pace": self.pace.value}

    @classmethod
    def from_mapping(cls, data: Mapping[str, Any]) -> "Settings":
        """Settings from a form or stored JSON; DrillError names the field and what was expected."""
        if not isinstance(data, Mapping):
            raise DrillError(f"{SOURCE}: settings: expected an object, got {type(data).__name__}")
        unknown = sorted(set(data) - set(cls().to_dict()))
        if unknown:
            raise DrillError(f"{SOURCE}: settings.{unknown[0]}: unknown setting")
        variant = data.get("variant", "NT")
        if variant not in ALL_VARIANT_GAMES and variant not in ROTATIONS:
            raise DrillError(f"{SOURCE}: settings.variant: {str(variant)[:20]!r} is not a variant code "
                             f"(like NT, F7S, F2L3D) or a rotation ({', '.join(ROTATIONS)})")
        rotation = ROTATIONS.get(variant) or ((ALL_VARIANT_GAMES[variant][0], None),)
        most = min(GAMES[game].max_seats for game, _ in rotation)
        players = _whole(data, "players", 6, 2, most)
        big_blind = _whole(data, "big_blind", 2, 2, 10_000)
        if big_blind % 2:
            raise DrillError(f"{SOURCE}: settings.big_blind: expected an even number (the small blind is half), "
                             f"got {big_blind}")
        buy_in = _whole(data, "buy_in", 100, 10, 1000)
        try:
            rate = Rate(data.get("rate", "sometimes"))
        except ValueError:
            raise DrillError(f"{SOURCE}: settings.rate: expected one of none, sometimes, often") from None
        strict = data.get("strict", False)
        if not isinstance(strict, bool):
            raise DrillError(f"{SOURCE}: settings.strict: expected true or false, got {strict!r}")
        seed = _whole(data, "seed", 0, 0, 2**31)
        rulebook = data.get("rulebook", SOURCES)
        if rulebook not in RULEBOOK_NAMES:
            raise DrillError(f"{SOURCE}: settings.rulebook: expected one of {', '.join(RULEBOOK_NAMES)}")
        reads = data.get("reads", False)
        if not isinstance(reads, bool):
            raise DrillError(f"{SOURCE}: settings.reads: expected true or false, got {reads!r}")
        try:
            forced = Forced(data.get("forced", "usual"))
        except ValueError:
            raise DrillError(f"{SOURCE}: settings.forced: expected one of "
                             f"{', '.join(f.value for f in Forced)}, got {str(data.get('forced'))[:20]!r}") from None
        if variant not in ROTATIONS:
            stud = GAMES[rotation[0][0]].family is Family.STUD
            if stud and forced.for_blind_games:
                raise DrillError(f"{SOURCE}: settings.forced: {forced.value} is for blind games; {variant} is a stud "
                                 f"game (expected usual, antes-bring-in or bring-in)")
            if not stud and forced.for_stud:
                raise DrillError(f"{SOURCE}: settings.forced: {forced.value} is for stud; {variant} is played with "
                                 f"blinds (expected usual, blinds, blinds-antes or big-blind-ante)")
        try:
            pace = Pace(data.get("pace", "normal"))
        except ValueError:
            raise DrillError(f"{SOURCE}: settings.pace: expected one of off, normal, slow, "
                             f"got {str(data.get('pace'))[:20]!r}") from None
        return cls(variant, players, big_blind, buy_in, rate, strict, seed, rulebook, reads, forced, pace)


def _whole(data: Mapping[str, Any], name: str, default: int, low: int, high: int) -> int:
    value = data.get(name, default)
    if isinstance(value, str) and value.isascii() and value.strip().isdigit() and len(value) < 12:
        value = int(value)
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise DrillError(f"{SOURCE}: settings.{name}: expected a whole number from {low} to {high}, "
                         f"got {str(value)[:20]!r}")
    return value


def _stakes(settings: Settings) -> Stakes:
    unit = settings.big_blind
    return Stakes(small_bet=unit, big_bet=2 * unit, small_blind=unit // 2, big_blind=unit, ante=max(1, unit // 4),
                  bring_in=max(1, unit // 2))


def _setup(settings: Settings, session: Session, hand_number: int) -> dict[str, Any]:
    """The next hand's situation fields from the session's stacks, button and game."""
    game_code, structure = session.game
    game = GAMES[game_code]
    unit = settings.big_blind
    players = [i for i, stack in enumerate(session.stacks) if stack]
    data: dict[str, Any] = {"variant": variant_code(game_code, structure)}
    count = sum(1 for stack in session.stacks if stack)
    forced = settings.forced
    if game.family is Family.STUD:
        data["bring_in"] = max(1, unit // 2)
        if forced is not Forced.BRING_IN:
            data["antes"] = max(1, unit // 4)
    else:
        data["blinds_or_straddles"] = [unit // 2, unit]
        if forced is Forced.BLINDS_ANTES:
            data["antes"] = max(1, unit // 4)
        elif forced is Forced.BIG_BLIND_ANTE:
            # Situation notation (as PHH): one ante on the big blind's entry, p2, alone (heads-up too).
            data["antes"] = [0, unit] + [0] * (count - 2)
    if structure is Structure.FIXED_LIMIT or game.family is Family.STUD:
        data.update(small_bet=unit, big_bet=2 * unit)
    if structure is Structure.SPREAD_LIMIT:
        data.update(min_bet=unit, max_bet=5 * unit)
    elif structure in (Structure.NO_LIMIT, Structure.POT_LIMIT):
        data["min_bet"] = unit
    data["starting_stacks"] = [session.stacks[i] for i in players]
    data["seats"] = [i + 1 for i in players]
    data["seat_count"] = len(session.stacks)
    button = session.button if session.button is not None else players[-1]
    if not session.stacks[button]:
        button = next(i for i in _clockwise(len(session.stacks), button) if session.stacks[i])
    data["button"] = button + 1
    data["seed"] = settings.seed * 1000 + hand_number
    return data


def _clockwise(count: int, start: int) -> list[int]:
    return [(start + k) % count for k in range(1, count + 1)]


# ---------------------------------------------------------------- the hand's record and its replay


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


_encode = json.JSONEncoder(separators=(",", ":")).encode
"""``json.dumps(value, separators=(",", ":"))`` without making a new encoder on each call."""


@lru_cache(maxsize=256)
def _settings_json(settings: "Settings") -> str:
    return _encode(settings.to_dict())


@lru_cache(maxsize=1024)
def _mistake_kind(seed: int, hand_number: int, kinds: tuple[str, ...]) -> str:
    """The kind of mistake a hand waits for: a function of the seed and the hand alone, asked on every step
    (seeding a Random from a string hashes it), so kept."""
    return random.Random(f"{seed}-{hand_number}-kind").choice(kinds)


HALVES = ("high", "low", "scoop")
"""The halves a trainee names when pushing a hi-lo pot: the high half, the low half, or all of it (a scoop:
one seat takes the whole pot, with one hand or with both halves, or because no low qualifies)."""


@dataclass(frozen=True)
class Payout:
    """What the trainee pushes to one seat from the pot being pushed."""

    seat: int
    """1-based, as the table's seats are numbered."""
    amount: int
    half: str = ""
    """In a hi-lo game one of :data:`HALVES`; "" in other games."""

    def words(self) -> str:
        return f"seat {self.seat} gets {self.amount:,}" + (f" ({self.half})" if self.half else "")


def due_payouts(table: Table, index: int) -> tuple[Payout, ...]:
    """Pot ``index``'s award as the trainee says it: each winner, the amount, the half in hi-lo games.

    One seat taking the whole pot of a hi-lo game is a scoop (whether it won both halves or no low
    qualified); tied high hands with no qualifying low each take a share of the high."""
    award = table.awards[index]
    amounts: dict[tuple[int, str], int] = {}
    seats = {share.seat for share in award.shares}
    for share in award.shares:
        if not table.game.split:  # a hi-lo game's pot nobody contested is a scoop too
            half = ""
        elif len(seats) == 1:
            half = "scoop"
        else:
            half = "low" if share.half == "low" else "high"
        key = (share.seat + 1, half)
        amounts[key] = amounts.get(key, 0) + share.amount
    return tuple(Payout(seat, amount, half) for (seat, half), amount in amounts.items())


def _normal(payouts: tuple[Payout, ...] | list[Payout]) -> dict[tuple[int, str], int]:
    """Payouts keyed by seat and half, amounts added; one seat alone taking both halves is a scoop."""
    amounts: dict[tuple[int, str], int] = {}
    seats = {payout.seat for payout in payouts}
    halves = {payout.half for payout in payouts}
    both = len(seats) == 1 and ("scoop" in halves or {"high", "low"} <= halves)
    for payout in payouts:
        half = "scoop" if both else payout.half
        amounts[(payout.seat, half)] = amounts.get((payout.seat, half), 0) + payout.amount
    return amounts


@dataclass(frozen=True)
class Feedback:
    """The answer to one attempt: right or refused, and (unless strict) why."""

    right: bool
    message: str
    expected: str = ""
    """What was due, in words ("" in strict mode until the hand ends)."""
    rule_id: str = ""
    rule_title: str = ""
    explanation: str = ""
    citations: tuple[str, ...] = ()


@dataclass(frozen=True)
class ReadResult:
    """The trainee's answer to a player's question about the action, graded."""

    question: str
    given: int
    right_answer: int
    correct: bool
    rule_id: str
    rule_title: str
    explanation: str
    citations: tuple[str, ...]
    worked: str = ""
    """The rule's arithmetic on this table's numbers (:func:`dealerschool.words.amount_example`)."""


@dataclass(frozen=True)
class RulingResult:
    """The trainee's ruling, graded."""

    given: str
    right_code: str
    correct: bool
    rule_id: str
    title: str
    explanation: str
    citations: tuple[str, ...]
    remedy: tuple[str, ...]
    options: tuple[tuple[str, str], ...]
    steps: tuple[str, ...] = ()
    """The remedy's steps the trainee carries out by picking them (:func:`remedy_steps`)."""
    ruled_elsewhere: tuple[str, ...] = ()
    """A wrong ruling's rulebooks (titles) that do rule so here: the option is wrong under the drill's
    rulebook, not a mistake under every rulebook, and the feedback says so."""


@dataclass(frozen=True)
class RemedyChoice:
    """One choice offered for the remedy step due: the right step, or a plausible wrong one."""

    text: str
    origin: str
    """Where it comes from: "right", "later" (a step of this remedy that comes after), the ruling code of
    another option whose remedy it is, or "other" (a remedy no option gives here)."""


@dataclass
class Drill:
    """A drill session: settings, the session's stacks and button, and the hand being dealt."""

    settings: Settings
    session: Session
    hand_number: int = 0
    setup: dict[str, Any] = field(default_factory=dict)
    events: list[str] = field(default_factory=list)
    ruling_at: int | None = None
    """Where the hand stopped for a ruling: events[:ruling_at] are ruled on, the rest play on the remedy."""
    ruling_given: str | None = None
    """The trainee's ruling (None while the hand waits for it)."""
    inject_after: int | None = None
    """The simulator makes a mistake happen once the hand has this many events (None: not this hand)."""
    attempts: list[Attempt] = field(default_factory=list)
    last_step_at: float | None = None
    deal: int = 1
    """Which deal of this hand it is: 1, then 2, 3... each time it is dealt again (:meth:`deal_again`). The
    finished hands are not kept here but in the database, one row each, written once when each is over: the
    drill holds only the hand in progress and these counts, so a step costs the same at hand 1 and 1,000."""
    reading: dict[str, Any] | None = None
    """A player's question waiting for the dealer's answer: {"what", "seat" (1-based), "at" (events told)}."""
    reads: list[dict[str, Any]] = field(default_factory=list)
    """This hand's answered questions: what, seat, the answer given, the right one, right or not."""
    remedy_picks: list[dict[str, Any]] | None = None
    """The remedy steps picked since the ruling: {"step" (0-based), "given" (the text), "right", "seconds"};
    a wrong pick changes nothing. None: no remedy phase (no ruling yet, or a drill stored before the phase
    existed, whose remedy was applied at once)."""
    _cache: tuple[Any, ...] | None = field(default=None, repr=False, compare=False)
    _other_cache: tuple[Any, ...] | None = field(default=None, repr=False, compare=False)
    _setup_text: tuple[dict[str, Any], str] | None = field(default=None, init=False, repr=False, compare=False)
    """The set-up dict (``setup`` is replaced for each hand, never changed in place) and its canonical JSON."""
    _item_texts: dict[str, list[tuple[Any, str]]] = field(default_factory=dict, init=False, repr=False,
                                                           compare=False)
    """Each stored list's items (``attempts``) and their JSON, as :meth:`to_json` last wrote
    them: the lists only grow within a hand (or are replaced), so a step encodes only what it added."""
    _stored: tuple[str, tuple[Any, ...]] | None = field(default=None, init=False, repr=False, compare=False)
    """The text :meth:`to_json` last gave, and a fingerprint of the drill then (:meth:`keep` keeps the drill
    itself under that text only while the fingerprint still holds)."""

    # ------------------------------------------------------------ making and keeping

    @classmethod
    def start(cls, settings: Settings, now: float = 0.0) -> "Drill":
        """A new drill: seats the players and gets the first hand ready (players act until the dealer is due)."""
        rng = random.Random(f"{settings.seed}-stacks")
        stacks: list[int | None] = []
        for _ in range(settings.players):
            # About one player in four sits down short: all-ins and side pots come up often.
            depth = rng.randint(8, 25) if rng.random() < 0.25 else rng.randint(settings.buy_in // 2, settings.buy_in)
            stacks.append(depth * settings.big_blind)
        session = Session(_stakes(settings), stacks, rotation=settings.rotation(), seed=settings.seed)
        drill = cls(settings, session)
        drill._new_hand(now)
        return drill

    def _new_hand(self, now: float) -> None:
        self.setup = _setup(self.settings, self.session, self.hand_number)
        self.events = []
        self.ruling_at = None
        self.ruling_given = None
        self.attempts = []
        self.reading = None
        self.reads = []
        self.remedy_picks = None
        self.last_step_at = now
        rng = random.Random(f"{self.settings.seed}-{self.hand_number}-inject")
        if rng.random() < self.settings.rate.chance:
            # Slips on the deal come during the deal; the rest at any moment of the hand.
            players = len(self.setup["starting_stacks"])
            if self._wanted_mistake() in ("flashed", "wrong-seat"):
                self.inject_after = rng.randint(0, 2 * players + 2)
            else:
                self.inject_after = rng.randint(0, 6 * players + 24)
        else:
            self.inject_after = None
        self._cache = None
        self._play_players()

    def _fingerprint(self) -> tuple[Any, ...]:
        """What changes whenever the drill does (each change appends to or replaces one of these)."""
        return (self.hand_number, self.setup, len(self.events), self.ruling_at, self.ruling_given, len(self.attempts),
                self.last_step_at, self.deal, self.reading, len(self.reads),
                None if self.remedy_picks is None else len(self.remedy_picks), self.inject_after,
                tuple(self.session.stacks), self.session.button, self.session.hands_played)

    def to_json(self) -> str:
        text = self._json()
        self._stored = (text, self._fingerprint())
        return text

    def _json(self) -> str:
        """The drill as compact JSON, written from parts: a step stores it every time, and re-encoding the
        hand's attempts on each step was most of the cost. The text is what
        ``json.dumps(json.loads(text), separators=(",", ":"))`` gives back (tested)."""
        session = self.session
        small = _encode({
            "session": {"stacks": session.stacks, "button": session.button, "hands_played": session.hands_played,
                        "game_index": session.game_index, "hands_in_game": session.hands_in_game},
            "hand_number": self.hand_number, "deal": self.deal, "setup": self.setup, "events": self.events,
            "ruling_at": self.ruling_at, "ruling_given": self.ruling_given, "inject_after": self.inject_after,
            "last_step_at": self.last_step_at, "reading": self.reading, "reads": self.reads,
            "remedy_picks": self.remedy_picks})
        attempts = self._list_json("attempts", self.attempts, lambda attempt: _encode(attempt.to_dict()))
        return f'{{"settings":{_settings_json(self.settings)},{small[1:-1]},"attempts":{attempts}}}'

    def _list_json(self, name: str, items: list[Any], encode: Any) -> str:
        """``items`` as a JSON array, each item's text taken from the last call while it is the very same
        object at the same place (attempts are frozen)."""
        known = self._item_texts.get(name, [])
        texts: list[str] = []
        changed = len(known) != len(items)
        for k, item in enumerate(items):
            if k < len(known) and known[k][0] is item:
                texts.append(known[k][1])
            else:
                texts.append(encode(item))
                changed = True
        if changed:
            self._item_texts[name] = list(zip(items, texts))
        return "[" + ",".join(texts) + "]"

    @classmethod
    def from_json(cls, text: str | bytes) -> "Drill":
        """Read :meth:`to_json`'s text; DrillError names what is wrong. The hand is rebuilt to check it.

        The drill a request kept (:meth:`keep`) under this very text is taken instead, unread: it is the
        drill this text reads back as (a property test holds them equal), with its hand already built."""
        if isinstance(text, str):
            with _kept_lock:
                kept = _kept_drills.pop(text, None)
            if kept is not None:
                kept._stored = None
                return kept
        return cls.read_json(text)

    @classmethod
    def read_json(cls, text: str | bytes) -> "Drill":
        """:meth:`from_json` without looking for a kept drill: the text parsed and checked, the hand rebuilt
        (or taken from the kept hands)."""
        try:
            data = json.loads(text)
            settings = Settings.from_mapping(data["settings"])
            stored = data["session"]
            session = Session(_stakes(settings), list(stored["stacks"]), rotation=settings.rotation(),
                              button=stored["button"], seed=settings.seed, hands_played=int(stored["hands_played"]),
                              game_index=int(stored["game_index"]), hands_in_game=int(stored["hands_in_game"]))
            attempts = [Attempt(str(a["given"]), str(a["expected"]), bool(a["right"]), str(a["kind"]),
                                float(a["seconds"])) for a in data["attempts"]]
            drill = cls(settings, session, int(data["hand_number"]), dict(data["setup"]), [str(e) for e in data["events"]],
                        data["ruling_at"], data["ruling_given"], data["inject_after"], attempts,
                        data["last_step_at"], _deal_number(data.get("deal", 1)), data.get("reading"),
                        list(data.get("reads", [])), _read_picks(data.get("remedy_picks")))
        except DrillError:
            raise
        except (TypeError, ValueError, KeyError, AttributeError) as error:
            raise DrillError(f"{SOURCE}: stored drill cannot be read ({type(error).__name__}: {error})") from None
        try:
            drill.table()
        except (ValueError, LookupError, AssertionError) as error:
            raise DrillError(f"{SOURCE}: stored hand cannot be rebuilt: {error}") from None
        return drill

    # ------------------------------------------------------------ the table, rebuilt from the record

    def _record_before(self) -> HandRecord:
        """The record up to the ruling (all of it when there is none): plain situation notation."""
        events = self.events if self.ruling_at is None else self.events[:self.ruling_at]
        return HandRecord(HandRecord.start(self.setup).setup_json, tuple(events))

    def ruling(self) -> Ruling | None:
        """The engine's ruling on the irregularity this hand stopped for (None if it did not stop)."""
        if self.ruling_at is None:
            return None
        return self._state()[1]

    def _key(self) -> tuple[str, tuple[str, ...], int | None, str]:
        """What the rebuilt hand depends on, and nothing else: the set-up, the events, where the ruling
        came and the rulebook (:func:`rebuild` is a function of these alone)."""
        if self._setup_text is None or self._setup_text[0] is not self.setup:
            self._setup_text = (self.setup, json.dumps(self.setup, sort_keys=True))
        return (self._setup_text[1], tuple(self.events), self.ruling_at, self.settings.rulebook)

    def _state(self) -> tuple[Table, Ruling | None, Replay]:
        key = self._key()
        if self._cache is not None and self._cache[0] == key:
            return self._cache[1]
        state = _take_kept(key)
        if state is None:
            replayed, found = rebuild(self.setup, self.events, self.ruling_at, self.settings.rulebook)
            state = (replayed.table, found, replayed)
        self._cache = (key, state)
        return state

    def keep(self) -> None:
        """Hand this drill's rebuilt hand to the process, for the next request that reads the same record.

        A web request calls it when it is done with the drill (the page rendered): the trainee's next step
        reads back the record this one stored, finds its hand here and skips the rebuild. The stored record
        stays the only truth: the hand is found only under the very record it was built from (set-up,
        events, ruling, rulebook), each at most once (the request that takes it owns it), and a miss just
        rebuilds. Using this drill again afterwards is safe: it takes the hand back or rebuilds it."""
        if self._stored is not None and self._stored[1] == self._fingerprint():
            # Unchanged since it was stored: the drill itself is kept under its stored text, hand and all, so
            # the next request neither parses the JSON nor checks it again. What the record does not hold is
            # let go, so that the drill is what its text reads back as: the session's game history and blind
            # places (a session read from JSON starts them afresh).
            text = self._stored[0]
            self._stored = None
            self.session.history = []
            self.session.blind_positions = None
            with _kept_lock:
                _kept_drills[text] = self
                _kept_drills.move_to_end(text)
                while len(_kept_drills) > KEPT_HANDS:
                    _kept_drills.popitem(last=False)
            return
        if self._cache is None or self._cache[0] != self._key():
            return
        key, state = self._cache
        self._cache = None
        with _kept_lock:
            _kept[key] = state
            _kept.move_to_end(key)
            while len(_kept) > KEPT_HANDS:
                _kept.popitem(last=False)

    def table(self) -> Table:
        """The table as the record leaves it (do not change it: it is kept for the next question).

        While the hand waits for a ruling, and while the trainee carries out the remedy's steps, the table
        as the irregularity left it: the remedied table is shown only once those steps are done (showing it
        first would give the answer away)."""
        table, found, _ = self._state()
        if (self.waiting_for_ruling or self.waiting_for_remedy) and found is not None and found.replayed is not None:
            return found.replayed.table
        return table

    @property
    def waiting_for_ruling(self) -> bool:
        return self.ruling_at is not None and self.ruling_given is None

    @property
    def waiting_for_remedy(self) -> bool:
        """The trainee has ruled and is carrying out the remedy's steps (:meth:`carry_out`)."""
        if self.ruling_given is None or self.remedy_picks is None:
            return False
        return self.remedy_done() < len(self.remedy_steps())

    @property
    def waiting_for_read(self) -> bool:
        """A player has asked the dealer to read the action (the amount to call, the pot...)."""
        return self.reading is not None

    @property
    def hand_over(self) -> bool:
        return self.table().is_complete

    def _append(self, text: str) -> None:
        """Tell one more event; the cached replay is played on (no rebuild)."""
        table, found, replayed = self._state()
        try:
            _play(replayed, text, len(self.events), replayed.situation.seat_count)
        except BaseException:
            self._cache = None  # a replay left half-played is never used again (nor kept)
            raise
        self.events.append(text)
        self._cache = (self._key(), (replayed.table, found, replayed))

    # ------------------------------------------------------------ what the trainee does

    def expected(self) -> Operation | None:
        """The dealer operation due now (None: a player acts or asks, a ruling or a remedy step is due, or the
        hand is over)."""
        if self.waiting_for_ruling or self.waiting_for_remedy or self.waiting_for_read:
            return None
        return self.table().next_dealer_operation()

    def attempt(self, word: str, seat: int | None = None, face_up: bool = False,
                payouts: tuple[Payout, ...] | list[Payout] | None = None, now: float = 0.0) -> Feedback:
        """The trainee performs a dealer operation: ``word`` from :data:`OPERATION_WORDS`, ``seat`` 1-based.

        A push names every winner of the pot with what each gets (and in hi-lo games which half):
        ``payouts``; it is right only when it matches the table's award, odd chip included.

        A right operation is recorded and the players act until the dealer is due again; a wrong one is
        refused (nothing changes at the table) and counted. Raises DrillError for a word that is not an
        operation, a seat that is not at the table, or when no dealer operation can be made now."""
        if word not in OPERATION_WORDS:
            raise DrillError(f"{SOURCE}: operation: {word[:20]!r} is not one of {', '.join(OPERATION_WORDS)}")
        table = self.table()
        if word in SEAT_WORDS:
            if seat is None:
                raise DrillError(f"{SOURCE}: seat: '{word}' needs a seat (1 to {len(table.seats)})")
            if not 1 <= seat <= len(table.seats):
                raise DrillError(f"{SOURCE}: seat: expected 1 to {len(table.seats)}, got {seat}")
        if word == "push":
            payouts = _checked_payouts(table, payouts)
        if self.waiting_for_ruling:
            raise DrillError(f"{SOURCE}: the hand has stopped for a ruling: rule first")
        if self.waiting_for_remedy:
            raise DrillError(f"{SOURCE}: the remedy's steps come first: pick the next one")
        if self.waiting_for_read:
            raise DrillError(f"{SOURCE}: a player is waiting for the amount: answer first")
        expected = table.next_dealer_operation()
        if expected is None:
            raise DrillError(f"{SOURCE}: no dealer operation is due: "
                             + ("the hand is over" if table.is_complete else "a player is to act"))
        given = word + (f" p{seat}" if word in SEAT_WORDS else "") + (" up" if word == "deal" and face_up else "")
        if word == "push":
            given = "push " + ", ".join(f"p{p.seat} {p.amount}{' ' + p.half if p.half else ''}" for p in payouts or ())
        right = self._matches(table, expected, word, seat, face_up, payouts)
        elapsed = max(0.0, now - self.last_step_at) if self.last_step_at is not None else 0.0
        due = _describe_due(table, expected)
        # Rounded as to_json stores it: the drill in memory is the drill its stored record reads back as.
        self.attempts.append(Attempt(given, due, right, word_for(expected), round(elapsed, 3)))
        if not right:
            rule = rule_for_operation(table, expected)
            push_why = None
            if isinstance(expected, PushPot) and word == "push":
                push_why, rule_id = _push_mistake(table, expected, payouts or ())
                rule = get_rule(rule_id) if rule_id else rule
            if table.config.big_blind_ante and isinstance(expected, (PostBlind, PostAnte)):
                rule = get_rule("big-blind-ante")  # blind first, then the big blind's ante for the table (B10)
            answer = rule.answer(self.settings.rulebook)
            if self.settings.strict:
                return Feedback(False, "Not the right operation: the mistake is counted. Try again.")
            why = push_why or _why(table, expected, word, seat, face_up)
            return Feedback(False, why, due, rule.id, rule.title, answer.explanation,
                            tuple(str(c) for c in answer.citations))
        self.last_step_at = now
        self._append(_event_text(table, expected))
        self._play_players()
        return Feedback(True, due[:1].upper() + due[1:] + ".")  # the page labels it "Right"

    def _matches(self, table: Table, expected: Operation, word: str, seat: int | None, face_up: bool,
                 payouts: tuple[Payout, ...] | list[Payout] | None) -> bool:
        if word != word_for(expected):
            return False
        if isinstance(expected, DealCard):
            return seat == expected.seat + 1 and face_up == expected.face_up
        if isinstance(expected, (AnnounceBringIn, AnnounceFirstToAct, ShowHand)):
            return seat == expected.seat + 1
        if isinstance(expected, PushPot):
            return _normal(payouts or ()) == _normal(due_payouts(table, expected.index))
        return True

    def rule(self, code: str) -> RulingResult:
        """The trainee's ruling on the irregularity the hand stopped for; graded against the engine's.

        Whatever the trainee answered, the engine's ruling stands: the trainee then carries out its remedy's
        steps (:meth:`carry_out`), and the hand goes on from the table that remedy leaves."""
        if not self.waiting_for_ruling:
            raise DrillError(f"{SOURCE}: no ruling is asked for now")
        options = self.ruling_options()
        if code not in {option for option, _ in options}:
            raise DrillError(f"{SOURCE}: ruling: {code[:40]!r} is not one of the options "
                             f"({', '.join(option for option, _ in options)})")
        self.ruling_given = code
        self.remedy_picks = []
        result = self.ruling_result()
        assert result is not None
        self._play_players()
        return result

    # ------------------------------------------------------------ the remedy's steps, carried out by the trainee

    def remedy_steps(self) -> list[str]:
        """The steps the trainee carries out after the ruling, in order (see :func:`remedy_steps`)."""
        found = self.ruling()
        return [] if found is None else remedy_steps(found)

    def remedy_done(self) -> int:
        """How many of the remedy's steps the trainee has carried out (picked right)."""
        return sum(1 for pick in self.remedy_picks or () if pick["right"])

    def remedy_choices(self) -> list[RemedyChoice]:
        """The choices for the remedy step due, in the order offered (empty when none is due).

        The right step among up to three plausible wrong ones: one of this remedy's later steps (the right
        step out of order), and the steps the rule's other options would give on the same table; when those
        are too few, the steps of a misdeal or of playing on. The same drill offers the same choices."""
        if not self.waiting_for_remedy:
            return []
        found = self.ruling()
        assert found is not None
        steps = self.remedy_steps()
        done = self.remedy_done()
        right = steps[done]
        later = [RemedyChoice(text, "later") for text in steps[done + 1:done + 2] if text != right]
        real: list[RemedyChoice] = []
        fallback: list[RemedyChoice] = []
        seen = set(steps)
        for origin, text in self._other_remedies(found):
            if text not in seen:
                seen.add(text)
                (fallback if origin == "other" else real).append(RemedyChoice(text, origin))
        rng = random.Random(f"{self.settings.seed}-{self.hand_number}-remedy-{done}")
        # The other options' steps (the ruling's real alternatives) before the general fallbacks.
        rng.shuffle(real)
        rng.shuffle(fallback)
        choices = [RemedyChoice(right, "right")] + (later + real + fallback)[:3]
        rng.shuffle(choices)
        return choices

    def _other_remedies(self, found: Ruling) -> list[tuple[str, str]]:
        """(origin, step) for the steps other rulings would give on the table the irregularity left: each
        other option's remedy (``remedies.choose``) applied to a copy, then a misdeal's and playing on.

        A remedy that leaves the table as the ruling's own does (another option that comes to the same here,
        such as replacing an exposed card once the board is out, which keeps it) offers nothing: its steps
        would be wrong answers that are right."""
        key = self._key()
        if self._other_cache is not None and self._other_cache[0] == key:
            return self._other_cache[1]
        assert found.replayed is not None
        codes = [option.code for option in found.rule.question.options] if found.rule.question is not None else []
        tried: list[tuple[RulingCode, str | None]] = [(code, found.rule.id) for code in codes if code is not found.code]
        tried += [(code, None) for code in (RulingCode.MISDEAL, RulingCode.DEAD_HAND) if code not in codes]
        found_steps: list[tuple[str, str]] = []
        remedied = snapshot(found.table)
        for code, rule_id in tried:
            table = found.replayed.table.copy()
            try:
                lines = remedies.choose(rule_id, code)(code, table, found.replayed, found.irregularity, found.rule)
            except (ValueError, LookupError, AssertionError, AttributeError, TypeError):
                continue  # that remedy cannot be carried out on this table: it offers no distractor
            if snapshot(table) == remedied:
                continue  # the same table as the ruling's remedy: its steps are right too
            origin = code.value if rule_id is not None else "other"
            found_steps += [(origin, line) for line in _pickable(lines, table)]
        found_steps.append(("other", remedies.play_on(found.code, found.replayed.table, found.replayed,
                                                      found.irregularity, found.rule)[0]))
        self._other_cache = (key, found_steps)
        return found_steps

    def carry_out(self, number: int, now: float = 0.0) -> Feedback:
        """The trainee picks choice ``number`` (1-based, of :meth:`remedy_choices`) as the remedy's next step.

        A right pick is recorded; once every step is done the players act on the remedied table. A wrong
        one is counted and refused with the step that was due, why, and the ruling's rule and citations
        (in strict mode only counted: the hand's end tells). DrillError when no step is due or the number
        is not one of the choices."""
        if not self.waiting_for_remedy:
            raise DrillError(f"{SOURCE}: no remedy step is due now")
        choices = self.remedy_choices()
        if isinstance(number, bool) or not isinstance(number, int) or not 1 <= number <= len(choices):
            raise DrillError(f"{SOURCE}: step: expected a choice from 1 to {len(choices)}, got {str(number)[:20]!r}")
        found = self.ruling()
        assert found is not None and self.remedy_picks is not None
        steps = self.remedy_steps()
        done = self.remedy_done()
        choice = choices[number - 1]
        right = choice.origin == "right"
        elapsed = max(0.0, now - self.last_step_at) if self.last_step_at is not None else 0.0
        self.remedy_picks.append({"step": done, "given": choice.text, "right": right, "seconds": round(elapsed, 3)})
        if right:
            self.last_step_at = now
            if not self.waiting_for_remedy:
                self._play_players()
            return Feedback(True, f"Step {done + 1} of {len(steps)}: {choice.text}")
        if self.settings.strict:
            return Feedback(False, "Not the remedy's next step: the mistake is counted. Try again.")
        options = dict(self.ruling_options())
        if choice.origin == "later":
            why = f"That step comes later in this remedy; first: {steps[done]}"
        elif choice.origin in options:
            why = (f"That is what the ruling '{options[choice.origin]}' would have the dealer do; "
                   f"the ruling here is '{options.get(found.code.value, found.code.value)}'.")
        else:
            why = "That is not part of this remedy."
        return Feedback(False, why, steps[done], found.rule.id, found.rule.title, found.answer.explanation,
                        tuple(str(c) for c in found.answer.citations))

    def wrong_remedy_picks(self) -> list[dict[str, Any]]:
        """The wrong remedy picks with the step that was due (told at the hand's end, strict mode too)."""
        steps = self.remedy_steps()
        return [{**pick, "expected": steps[pick["step"]] if pick["step"] < len(steps) else ""}
                for pick in self.remedy_picks or () if not pick["right"]]

    def ruling_options(self) -> list[tuple[str, str]]:
        """The choices offered for the pending (or given) ruling, in the order offered: the rule's options, the
        right one included, in an order drawn from the drill's stored seed, the hand and where the ruling came
        (so a reload offers the same order), never from the answer: in catalog order the right one came first."""
        found = self.ruling()
        if found is None:
            return []
        options = offered_options(found)
        settings = self.settings
        random.Random(f"{settings.seed}-{settings.variant}-{self.hand_number}-{self.ruling_at}-ruling").shuffle(options)
        return options

    def ruling_result(self) -> RulingResult | None:
        found = self.ruling()
        if found is None or self.ruling_given is None:
            return None
        correct = self.ruling_given == found.code.value
        elsewhere = () if correct else tuple(get_rulebook(book).title for book, code in found.other_rulebooks.items()
                                             if code == self.ruling_given)
        return RulingResult(self.ruling_given, found.code.value, correct, found.rule.id,
                            found.rule.title, found.answer.explanation, tuple(str(c) for c in found.answer.citations),
                            tuple(found.remedy), tuple(self.ruling_options()), tuple(remedy_steps(found)), elsewhere)

    def irregularity_text(self) -> str:
        """What happened, in words, for the page that asks for the ruling."""
        if self.ruling_at is None:
            return ""
        found = self.ruling()
        if found is not None and found.irregularity is None:  # a procedure: the stud deck running short
            table = found.replayed.table if found.replayed is not None else found.table
            left = len(table.stub)
            return (f"Seventh street: {len(table.in_hand())} players are still in and {left} card{'s' if left != 1 else ''} "
                    f"{'are' if left != 1 else 'is'} left in the stub ({len(table.burns)} burns).")
        return _irregularity_words(self.events[self.ruling_at - 1])

    def players_acted(self) -> list[tuple[int, str]]:
        """The players' actions since the dealer's last step, in order, as (seat, event): what the page
        shows one after the other at the drill's pace."""
        acted: list[tuple[int, str]] = []
        for text in reversed(self.events):
            head = text.split(" ", 1)[0]
            if not (head[:1] == "p" and head[1:].isdigit()):
                break
            acted.append((int(head[1:]), text))
        return acted[::-1]

    # ------------------------------------------------------------ the simulated players and the table's mistakes

    def _play_players(self) -> None:
        """Players act until the dealer is due (or a ruling is); the simulator may make a mistake happen."""
        for _ in range(200):
            if self.waiting_for_ruling or self.waiting_for_remedy or self.waiting_for_read:
                return
            table = self.table()
            if table.is_complete:
                return
            if self._maybe_inject(table):
                return
            if table.actor is None:
                return
            if self.settings.reads and self._maybe_ask(table):
                return
            rng = random.Random(f"{self.settings.seed}-{self.hand_number}-{len(self.events)}")
            self._append(stay_in(table, table.actor) if self.short_deck_hand() else decide(table, table.actor, rng))
        raise AssertionError("the players did not stop acting")  # pragma: no cover - a table bug

    def _maybe_ask(self, table: Table) -> bool:
        """Sometimes (at most twice a hand) the player to act asks the dealer to read the action."""
        if len(self.reads) >= 2 or any(read["at"] == len(self.events) for read in self.reads):
            return False
        if table.phase is not Phase.BETTING or table.actor is None:
            return False
        if random.Random(f"{self.settings.seed}-{self.hand_number}-{len(self.events)}-read").random() >= 0.25:
            return False
        seat = table.actor
        options = table.raise_options(seat)
        if table.config.structure is Structure.POT_LIMIT and options is not None:
            what = "pot-limit-maximum"
        elif table.to_call(seat) > 0:
            what = "to-call"
        elif options is not None and table.config.structure is Structure.NO_LIMIT and table.round.current_bet:
            what = "minimum-raise"
        else:
            return False
        self.reading = {"what": what, "seat": seat + 1, "at": len(self.events)}
        return True

    def read_question(self) -> str:
        """The pending question in words ("" when none)."""
        if self.reading is None:
            return ""
        seat = self.reading["seat"]
        return {"pot-limit-maximum": f"Seat {seat} asks: how much can I raise to? (pot)",
                "to-call": f"Seat {seat} asks: how much is it to me?",
                "minimum-raise": f"Seat {seat} asks: what is the least I can raise to?"}[self.reading["what"]]

    def read_answer(self) -> int:
        """The right answer to the pending question, from the table as it stands."""
        assert self.reading is not None
        table = self.table()
        seat = self.reading["seat"] - 1
        if self.reading["what"] == "to-call":
            return table.to_call(seat)
        options = table.raise_options(seat)
        assert options is not None
        return options.maximum if self.reading["what"] == "pot-limit-maximum" else options.minimum

    def answer_read(self, given: int) -> ReadResult:
        """The trainee's answer to a player's question, graded; then the players act on."""
        if self.reading is None:
            raise DrillError(f"{SOURCE}: no player has asked anything")
        if isinstance(given, bool) or not isinstance(given, int) or not 0 <= given <= 10**9:
            raise DrillError(f"{SOURCE}: amount: expected a whole number of chips, got {str(given)[:20]!r}")
        right = self.read_answer()
        rule = get_rule(AMOUNTS[self.reading["what"]])
        answer = rule.answer(self.settings.rulebook)
        table = self.table()
        seat = self.reading["seat"] - 1
        player = table.seats[seat]
        worked = "" if player is None else words.amount_example(self.reading["what"], right, words.Betting(
            seat, table.pot, table.bets_on_table(), table.round.current_bet, player.bet, player.stack,
            table.round.full_raise or table.limits.min_bet, table.round.blind_shortfall if table.street_index == 0 else 0))
        result = ReadResult(self.read_question(), given, right, given == right, rule.id, rule.title,
                            answer.explanation, tuple(str(c) for c in answer.citations), worked)
        self.reads.append({**self.reading, "given": given, "right": right, "correct": given == right})
        self.reading = None
        self._play_players()
        return result

    def _wanted_mistake(self) -> str:
        """The kind of mistake this hand waits for (from the seed: the same hand, the same kind)."""
        game, _ = ALL_VARIANT_GAMES[self.setup["variant"]]
        family = GAMES[game].family
        kinds = MISTAKE_KINDS[family]
        if family is Family.STUD and len(self.setup["starting_stacks"]) >= SHORT_DECK_PLAYERS:
            kinds += ("short-deck",)
        return _mistake_kind(self.settings.seed, self.hand_number, kinds)

    def short_deck_hand(self) -> bool:
        """This hand is the one where the stud deck runs short: the players all stay in to seventh street."""
        return self.inject_after is not None and self._wanted_mistake() == "short-deck"

    def _maybe_run_out(self) -> bool:
        """Seventh street's cards are due and the stub cannot serve every player: the hand stops for the
        run-out ruling (a procedure the engine rules on from the table, under the drill's rulebook)."""
        table, _, replayed = self._state()
        if table.street_index != len(table.game.streets) - 1 or table.actor is not None \
                or table.next_dealer_operation() is None or replayed.irregularities:
            return False
        try:
            found = rule_on_replay(replayed, self.settings.rulebook)
        except ValueError:  # NoRuling: no procedure rule holds here (the stub suffices)
            return False
        if found.rule.id not in RUN_OUT_RULES:
            return False
        self.ruling_at = len(self.events)
        self._cache = None
        return True

    def _maybe_inject(self, table: Table) -> bool:
        if self.inject_after is None or self.ruling_at is not None:
            return False
        if self.short_deck_hand():
            return self._maybe_run_out()  # whenever seventh street comes: no other mistake this hand
        if len(self.events) < self.inject_after:
            return False
        if any(text in _DRILL_WORDS for text in self.events):
            return False  # notation cannot tell those steps alone: this hand is not ruled on past them
        rng = random.Random(f"{self.settings.seed}-{self.hand_number}-{len(self.events)}-mistake")
        # Each hand waits for one kind of mistake (so every kind comes up, not only the commonest moments);
        # a hand that has not met it 40 events on takes any kind the moment offers.
        wanted = self._wanted_mistake()
        candidates = mistakes(table, rng)
        if len(self.events) < self.inject_after + 40:
            candidates = [pair for pair in candidates if pair[0] == wanted]
        for _, text in candidates:
            record = HandRecord(self._record_before().setup_json, tuple(self.events) + (text,))
            try:
                situation = record.situation()
                replayed = situations.replay(situation, get_rulebook(self.settings.rulebook).table_rules(situation.house_overrides))
                if not replayed.irregularities:
                    continue
                found = rule_on_replay(replayed, self.settings.rulebook)
                _check_playable(found.table)
            except (ValueError, LookupError, AssertionError):
                continue  # NoRuling among them: not a mistake the engine rules on here; try another
            self.events.append(text)
            self.ruling_at = len(self.events)
            self._cache = None
            return True
        return False

    # ------------------------------------------------------------ finishing and scoring

    def score(self) -> dict[str, Any]:
        """This hand's score: operations right first time, mistakes by kind, time per operation, the ruling."""
        firsts: list[bool] = []
        mistakes_by_kind: dict[str, int] = {}
        fresh = True
        for attempt in self.attempts:
            if fresh:
                firsts.append(attempt.right)
            if not attempt.right:
                mistakes_by_kind[attempt.kind] = mistakes_by_kind.get(attempt.kind, 0) + 1
            fresh = attempt.right
        times = [a.seconds for a in self.attempts if a.right]
        result = self.ruling_result()
        game, _ = ALL_VARIANT_GAMES[self.setup["variant"]]
        return {"hand": self.hand_number + 1, "deal": self.deal, "game": self.setup.get("variant", ""),
                "operations": len(firsts),
                "target_seconds": TARGET_SECONDS[GAMES[game].family],
                "right_first_time": sum(firsts), "mistakes": mistakes_by_kind,
                "seconds_per_operation": round(sum(times) / len(times), 2) if times else 0.0,
                "rulings": 1 if result else 0, "rulings_right": 1 if result and result.correct else 0,
                "reads": len(self.reads), "reads_right": sum(1 for read in self.reads if read["correct"]),
                "ruling": None if result is None else {"given": result.given, "right": result.right_code,
                                                       "rule": result.rule_id},
                "remedy_steps": len(result.steps) if result is not None and self.remedy_picks is not None else 0,
                "remedy_right_first_time": self._remedy_right_first_time()}

    def _remedy_right_first_time(self) -> int:
        """The remedy steps whose first pick was right."""
        first: dict[int, bool] = {}
        for pick in self.remedy_picks or ():
            first.setdefault(pick["step"], pick["right"])
        return sum(first.values())

    def hand_record(self) -> dict[str, Any]:
        """This hand as kept for review: set-up, events, the ruling's place and answer, the attempts."""
        return {"setup": self.setup, "events": list(self.events), "ruling_at": self.ruling_at,
                "ruling_given": self.ruling_given, "rulebook": self.settings.rulebook,
                "remedy_picks": self.remedy_picks,
                "attempts": [attempt.to_dict() for attempt in self.attempts]}

    def wrong_attempts(self) -> list[Attempt]:
        return [attempt for attempt in self.attempts if not attempt.right]

    def next_hand(self, now: float = 0.0) -> dict[str, Any]:
        """Finish this hand (it must be over): stacks carry over, the button moves; deal the next one.

        Returns the finished hand's score. With fewer than two players left, everyone buys in again."""
        table = self.table()
        if not table.is_complete:
            raise DrillError(f"{SOURCE}: the hand is not over: finish it first")
        score = self.score()
        self.session.finish(table)
        if self.session.players() < 2:
            self.session.stacks = [self.settings.buy_in * self.settings.big_blind for _ in self.session.stacks]
        self.hand_number += 1
        self.deal = 1
        self._new_hand(now)
        return score

    def deal_again(self, now: float = 0.0) -> None:
        """The same hand again from its start: the same cards and stacks (practice). The first deal's score
        stands; this one is the next :attr:`deal`, a repeat."""
        if not self.table().is_complete:
            raise DrillError(f"{SOURCE}: the hand is not over: finish it first")
        self.deal += 1
        self._new_hand(now)  # the session has not moved on: the same set-up, seed and cards

    @property
    def is_repeat(self) -> bool:
        """This hand is being dealt again: its first deal's result is the one that counts."""
        return self.deal > 1

    @property
    def started(self) -> bool:
        """The trainee has done something in this hand (an operation, a ruling, a remedy pick, a read): a hand
        left now is unfinished, where a hand nobody touched is just the next one waiting."""
        return bool(self.attempts or self.ruling_given is not None or self.reads or self.remedy_picks)


KEPT_HANDS = 128
"""Rebuilt hands a process keeps for the next request (:meth:`Drill.keep`): more than the trainees one
server process serves at once."""
_kept: OrderedDict[tuple[str, tuple[str, ...], int | None, str], tuple[Table, Ruling | None, Replay]] = OrderedDict()
_kept_lock = threading.Lock()
_kept_drills: OrderedDict[str, "Drill"] = OrderedDict()
"""Drills kept whole by :meth:`Drill.keep`, under the JSON text they were stored as."""


def _take_kept(key: tuple[str, tuple[str, ...], int | None, str]) -> tuple[Table, Ruling | None, Replay] | None:
    with _kept_lock:
        return _kept.pop(key, None)


def forget_kept() -> None:
    """Empty the process's kept hands (a benchmark times a rebuild from nothing with it)."""
    with _kept_lock:
        _kept.clear()
        _kept_drills.clear()


def rebuild(setup: Mapping[str, Any], events: list[str] | tuple[str, ...], ruling_at: int | None,
            rulebook: str) -> tuple[Replay, Ruling | None]:
    """A drill hand's table from its record alone: ``events[:ruling_at]`` replayed (the notation as a
    situation, then any drill words), ruled on, the remedy applied, and the rest played on its table.

    With ``ruling_at`` None (or beyond the events) every event is replayed and there is no ruling."""
    before = list(events if ruling_at is None else events[:ruling_at])
    record = HandRecord(HandRecord.start(dict(setup)).setup_json, ())
    plain = next((i for i, text in enumerate(before) if text in _DRILL_WORDS), len(before))
    situation = replace(record, events=tuple(before[:plain])).situation()
    replayed = situations.replay(situation, get_rulebook(rulebook).table_rules(situation.house_overrides))
    seat_count = replayed.situation.seat_count
    for index in range(plain, len(before)):
        _play(replayed, before[index], index, seat_count)
    if ruling_at is None or ruling_at > len(events):
        return replayed, None
    found = rule_on_replay(replayed, rulebook)
    # A procedure ruling (the stud deck running short) changes nothing at the table: the table already
    # follows the rulebook's procedure, whose steps the trainee deals as ordinary operations. (The remedy's
    # table has dealt them all, which would leave the trainee nothing to do.)
    after = found.table if found.irregularity is not None else replayed.table
    replayed = Replay(replayed.situation, after.copy())
    for index in range(ruling_at, len(events)):
        _play(replayed, events[index], index, seat_count)
    return replayed, found


def _pickable(lines: list[str], table: Table) -> list[str]:
    """A remedy's lines less the last, which says what comes next (``remedies.next_step``): that is the
    next ordinary operation or player action, not a step to pick."""
    last = remedies.next_step(table)
    return [line for line in lines if line != last and not line.startswith("Next, ") and line != "The hand is over."]


def remedy_steps(found: Ruling) -> list[str]:
    """The remedy's steps a trainee carries out by picking them, in order. A procedure ruling (the stud
    deck running short) has none: its steps are ordinary dealer operations, dealt one by one."""
    if found.irregularity is None:
        return []
    return _pickable(found.remedy, found.table)


def _deal_number(data: Any) -> int:
    """A stored ``deal`` (absent in drills stored before hands were dealt again by number: 1)."""
    if not isinstance(data, int) or isinstance(data, bool) or data < 1:
        raise ValueError(f"deal: expected a whole number from 1, got {data!r}")
    return data


def _read_picks(data: Any) -> list[dict[str, Any]] | None:
    """Stored remedy picks (absent in drills stored before the remedy phase existed: None)."""
    if data is None:
        return None
    if not isinstance(data, list):
        raise TypeError(f"remedy_picks: expected a list, got {type(data).__name__}")
    picks = []
    for k, pick in enumerate(data):
        if not isinstance(pick, dict) or not isinstance(pick.get("step"), int) or not isinstance(pick.get("right"), bool):
            raise ValueError(f"remedy_picks[{k}]: expected step, given, right and seconds")
        picks.append({"step": pick["step"], "given": str(pick["given"]), "right": pick["right"],
                      "seconds": float(pick["seconds"])})
    return picks


def review_table(hand: Mapping[str, Any], step: int) -> Table:
    """A finished hand (:meth:`Drill.hand_record`) after its first ``step`` events, for a step-by-step review.

    At the ruling's step the table is shown as the irregularity left it; the step after, as the remedy did."""
    events = list(hand["events"])
    step = max(0, min(step, len(events)))
    ruling_at = hand.get("ruling_at")
    cut = None if ruling_at is None or step <= ruling_at else ruling_at
    return rebuild(hand["setup"], events[:step], cut, hand["rulebook"])[0].table


@lru_cache(maxsize=4096)
def _event(text: str) -> Event:
    """One event of a drill's record, read (kept per text: each page words its whole hand); a drill's own word
    for a dealer step ('return', 'button', 'common', 'reshuffle') is an event of that verb."""
    if text in _DRILL_WORDS:
        return Event(0, text, text)
    return parse_event(text, 0, SOURCE, 10)


def parsed_event(text: str) -> Event:
    """One event of a drill's record, read (a drill's own word for a dealer step is an event of that verb)."""
    return _event(text)


def event_words(text: str) -> str:
    """One event of a drill's record as a trainee reads it, with no table to say more
    (:func:`dealerschool.words.event_words`)."""
    return words.event_words(_event(text))


forced_bet_words = words.forced_bet_words


def hand_words(events: list[str] | tuple[str, ...], table: Table, last: int | None = None) -> list[str]:
    """The hand's events in words (the ``last`` ones only, if given), as the table played them
    (:func:`dealerschool.words.events_in_words`): who posted each forced bet, who checked, called, bet or
    raised what, who took each pot.

    A misdeal's redeal starts the table again (its log with it) and the forced bets go in again as before,
    the button unmoved: then each run of "post" events is the hand's forced bets from the first. Should the
    counts still not fit, "post" keeps its general words rather than name a seat that may be wrong."""
    parsed = [_event(text) for text in events]
    found = words.events_in_words(parsed, table)
    posts = [operation for operation in table.log if isinstance(operation, (PostBlind, PostAnte, PostDeadBlind))]
    indices = [index for index, text in enumerate(events) if text == "post"]
    named: dict[int, PostBlind | PostAnte | PostDeadBlind] = {}
    if len(indices) == len(posts):
        named = dict(zip(indices, posts))
    else:
        place, previous = 0, -2
        for index in indices:
            place = place + 1 if index == previous + 1 else 0  # its place in its run of forced bets
            previous = index
            if place < len(posts):
                named[index] = posts[place]
    for index, operation in named.items():
        found[index] = words.forced_bet_words(operation)
    start = 0 if last is None else max(0, len(events) - last)
    return found[start:]


def push_words(table: Table, operation: PushPot) -> str:
    """A pushed pot for the hand's log: "the dealer pushes the main pot (28) to seat 2 (14 high) and seat 5
    (14 low)"."""
    if operation.index >= len(table.awards):
        return event_words("push")
    return words.push_words(table.awards[operation.index])


def _check_playable(table: Table) -> None:
    """The remedied table can go on: a dealer step or a player is due (or the hand is over), and the dealer
    steps due now can all be carried out. (It found a boxed card on a full stud table's seventh street
    leaving the stub a card short, before the boxed-card remedy turned to the run-out procedure there:
    where a remedy still leaves the table stuck, the drill makes some other mistake happen instead.)"""
    table.check_invariants()
    if not table.is_complete and table.actor is None and table.next_dealer_operation() is None:
        raise AssertionError("the table after the remedy is stuck")
    table.copy().run_dealer()  # IllegalOperation (a ValueError) when a step due cannot be made


def _play(replayed: Replay, text: str, index: int, seat_count: int) -> None:
    """Play one event of a drill's record on a replay."""
    table = replayed.table
    wanted = _DRILL_WORDS.get(text)
    if wanted is not None:
        operation = table.next_dealer_operation()
        if type(operation) is not wanted:
            raise IllegalOperation(f"{SOURCE}: events[{index}] {text!r}: expected "
                                   f"{describe(operation) if operation else 'a player to act'}")
        assert operation is not None
        table.apply(operation)
        return
    step(replayed, parse_event(text, index, SOURCE, seat_count))


def _event_text(table: Table, operation: Operation) -> str:
    """The event that records the due operation: situation notation, or a drill word for one step alone."""
    word = word_for(operation)
    if word in _DRILL_WORDS:
        return word
    if word == "ante":
        return "post"  # the notation posts any forced bet with one word
    if word in ("post", "push", "burn", "board", "collect"):
        return word
    assert isinstance(operation, (DealCard, AnnounceBringIn, AnnounceFirstToAct, ShowHand))
    if isinstance(operation, DealCard):
        return f"deal p{operation.seat + 1} {'up' if operation.face_up else 'down'}"
    return f"{word} p{operation.seat + 1}"


def _describe_due(table: Table, operation: Operation) -> str:
    if isinstance(operation, PushPot):
        award = table.awards[operation.index]
        winners = ", ".join(payout.words() for payout in due_payouts(table, operation.index))
        return f"push the {award.pot.label.lower()} ({award.pot.amount:,}): {winners}"
    return describe(operation)


def _checked_payouts(table: Table, payouts: tuple[Payout, ...] | list[Payout] | None) -> tuple[Payout, ...]:
    """The trainee's push, checked for form (not for being right): DrillError names what is wrong."""
    if not payouts:
        raise DrillError(f"{SOURCE}: push: say who wins the pot and how many chips each gets")
    hilo = table.game.split
    checked = []
    for payout in payouts:
        if not isinstance(payout, Payout):
            raise DrillError(f"{SOURCE}: push: expected seats with amounts, got {str(payout)[:30]!r}")
        if isinstance(payout.seat, bool) or not isinstance(payout.seat, int) or not 1 <= payout.seat <= len(table.seats):
            raise DrillError(f"{SOURCE}: push: seat: expected 1 to {len(table.seats)}, got {str(payout.seat)[:20]!r}")
        if isinstance(payout.amount, bool) or not isinstance(payout.amount, int) or not 0 < payout.amount <= 10**9:
            raise DrillError(f"{SOURCE}: push: seat {payout.seat}: expected a whole number of chips above 0, "
                             f"got {str(payout.amount)[:20]!r}")
        if hilo and payout.half not in HALVES:
            raise DrillError(f"{SOURCE}: push: seat {payout.seat}: say which half (high, low or scoop): "
                             f"{table.game.name} is split high and low")
        if not hilo and payout.half:
            raise DrillError(f"{SOURCE}: push: seat {payout.seat}: {table.game.name} is not split high and low "
                             f"(no half to name)")
        checked.append(payout)
    return tuple(checked)


def _push_mistake(table: Table, expected: PushPot, payouts: tuple[Payout, ...] | list[Payout]) -> tuple[str, str]:
    """Why a push is wrong, in words with what was due, and the id of the rule that says so ("" for the
    table's own rule for the pot: the pots, the reading of the hands)."""
    award = table.awards[expected.index]
    due = _describe_due(table, expected)
    right, given = _normal(due_payouts(table, expected.index)), _normal(payouts)
    stud8 = "stud-" if table.game.family is Family.STUD else ""
    reading = (stud8 + ("hi-lo-split" if any(share.half == "low" for share in award.shares) else "hi-lo-qualifier")
               if table.game.split else "")
    total = sum(given.values())
    right_seats, given_seats = {seat for seat, _ in right}, {seat for seat, _ in given}
    if right_seats != given_seats:
        extra = sorted(given_seats - right_seats)
        missing = sorted(right_seats - given_seats)
        parts = []
        if extra:
            parts.append(f"{_seats(extra)} {'does' if len(extra) == 1 else 'do'} not win this pot")
        if missing:
            parts.append(f"{_seats(missing)} {'wins' if len(missing) == 1 else 'win'} a share of it")
        said = "; ".join(parts)
        return f"{said[:1].upper()}{said[1:]}: {due}.", reading
    if set(right) != set(given):
        return f"Not those halves: {due}.", reading
    if total != award.pot.amount:
        return f"Those pushes add up to {total:,}; the {award.pot.label.lower()} holds {award.pot.amount:,}: {due}.", ""
    # The right seats and halves and the whole pot: only the odd chip (or more) went to the wrong one.
    short = [key for key in right if given[key] < right[key]]
    over = [key for key in right if given[key] > right[key]]
    halves = {half for _, half in right}
    if {"high", "low"} <= halves and sum(right[k] for k in right if k[1] == "high") != sum(
            right[k] for k in right if k[1] == "low") and {h for _, h in over} != {h for _, h in short}:
        return f"The odd chip between the halves goes to the high half: {due}.", stud8 + "hi-lo-odd-chip"
    seat, half = short[0] if short else over[0]
    tied = [right[key] for key in right if key[1] == half]  # the hands that split this half (or the pot)
    if len(tied) > 1 and 0 < max(tied) - min(tied) <= (table.config.rules.chip_unit or 1):
        odd = sorted(seat for seat, _ in short)
        rule_id = "odd-chip-stud" if table.game.family is Family.STUD else "odd-chip-button-games"
        return f"The odd chip goes to {_seats(odd)}: {due}.", rule_id
    return f"Seat {seat} gets {right[(seat, half)]:,}, not {given[(seat, half)]:,}: {due}.", reading


def _seats(seats: list[int]) -> str:
    """Seats numbered as read: "seat 4", "seats 1 and 3", "seats 1, 3 and 5"."""
    if len(seats) == 1:
        return f"seat {seats[0]}"
    return "seats " + ", ".join(map(str, seats[:-1])) + f" and {seats[-1]}"


def _why(table: Table, expected: Operation, word: str, seat: int | None, face_up: bool) -> str:
    """A refused step said to the trainee: what they did, in words, and what was due."""
    due = _describe_due(table, expected)
    given = word + (f" p{seat}" if word in SEAT_WORDS else "") + (" up" if word == "deal" and face_up else "")
    did = words.attempt_words(given).rstrip(".")
    if word == word_for(expected):
        if isinstance(expected, DealCard) and seat == expected.seat + 1:
            return f"{did}: seat {seat}'s card goes face {'up' if expected.face_up else 'down'} here."
        if isinstance(expected, PushPot):
            return f"Seat {seat} does not win this pot: {due}."
    return f"{did}: the dealer had to {due}."


def _irregularity_words(text: str) -> str:
    """The mistake an event of the record made, saying who did what (:func:`dealerschool.words.mistake_words`)."""
    return words.mistake_words(_event(text))


MISTAKE_KINDS: dict[Family, tuple[str, ...]] = {
    Family.FLOP: ("flashed", "wrong-seat", "boxed", "missed-burn", "premature", "out-of-turn", "undercall", "string",
                  "chip", "exposed-by-player"),
    Family.STUD: ("flashed", "wrong-seat", "boxed", "bring-in", "first", "out-of-turn", "undercall", "string", "chip"),
    Family.DRAW: ("flashed", "wrong-seat", "boxed", "out-of-turn", "undercall", "string", "chip", "exposed-by-player"),
}
"""The table's mistakes a drill makes happen, by game family (each hand picks one kind to wait for). Stud
games with :data:`SHORT_DECK_PLAYERS` or more also have "short-deck": the players all stay in, the deck
runs short on seventh street and the hand stops for the run-out ruling (:data:`RUN_OUT_RULES`)."""

SHORT_DECK_PLAYERS = 7
"""Seven players who all stay in need 49 cards plus the burns: more than 52, so seventh street runs short."""

RUN_OUT_RULES = frozenset({"stud-running-out-of-cards", "stud-running-out-reshuffle", "stud-running-out-common-card"})
"""The engine's stud run-out rules (catalog D16): which one holds depends on the counts, and the rulebooks
differ on them (the conflict register's "Stud running out of cards": TDA 2024 RP-10-H counts the stub with
the burns and keeps sixth street's first actor; Robert's Rules Stud 15 scrambles the last card with the
burns, and with a common card the high hand using it acts first)."""


def mistakes(table: Table, rng: random.Random) -> list[tuple[str, str]]:
    """The table's mistakes that could happen now, as (kind, event), in a random order: the first one the
    engine rules on is the one that happens."""
    found: list[tuple[str, str]] = []
    expected = table.next_dealer_operation()
    family = table.game.family
    if isinstance(expected, DealCard):
        if not expected.face_up:
            found.append(("flashed", f"deal p{expected.seat + 1} exposed"))
        others = [i for i in table.in_hand() if i != expected.seat]
        if others:
            found.append(("wrong-seat", f"deal p{rng.choice(others) + 1}"))
        found.append(("boxed", "boxed"))
    if isinstance(expected, Burn):
        found.append(("missed-burn", "board") if family is Family.FLOP else ("boxed", "boxed"))
    if isinstance(expected, TurnBoardCard):
        found.append(("boxed", "boxed"))
    if isinstance(expected, (AnnounceBringIn, AnnounceFirstToAct)):
        wrong = [i for i in table.in_hand() if i != expected.seat]
        if wrong:
            word = "bring-in" if isinstance(expected, AnnounceBringIn) else "first"
            found.append((word, f"{word} p{rng.choice(wrong) + 1}"))
    actor = table.actor
    if actor is not None and table.phase is Phase.BETTING:
        player = table.seat(actor)
        to_call = table.to_call(actor)
        later = [i for i in table.in_hand() if i != actor and table.seat(i).stack > 0]
        if later:
            found.append(("out-of-turn", f"p{rng.choice(later) + 1} cc"))
        if to_call > 1 and player.stack > to_call:
            found.append(("undercall", f"p{actor + 1} put {rng.randint(1, to_call - 1)}"))
        options = table.raise_options(actor)
        if to_call > 0 and options is not None and player.stack > options.minimum:
            found.append(("string", f"p{actor + 1} string {to_call} {max(1, options.minimum - player.bet - to_call)}"))
            chip = 5 * (table.config.big_blind or table.config.small_bet)
            if chip > to_call and player.stack >= chip:
                found.append(("chip", f"p{actor + 1} chip {chip}"))
        if player.cards and family is not Family.STUD:
            found.append(("exposed-by-player", f"expose p{actor + 1} 1"))
        if family is Family.FLOP and table.street_index < len(table.game.streets) - 1:
            found.append(("premature", "burn"))
    rng.shuffle(found)
    return found


# ---------------------------------------------------------------- the simulated players


def _strength(table: Table, seat: int) -> float:
    """A rough 0-1 strength of a seat's cards for the game (enough for plausible folding and raising)."""
    cards: list[Card] = list(table.seat(seat).hole) + list(table.board)
    game = table.game
    ranks = [int(card.rank) for card in cards]
    if not ranks:
        return 0.5
    if game.is_lowball:
        lowest = sorted(set(2 if r == 14 and game.low_kind != "deuce-seven" else r for r in ranks))
        best = lowest[:min(5, len(lowest))]
        return max(0.0, min(1.0, 1.1 - sum(best) / (len(best) * 10)))
    pairs = len(ranks) - len(set(ranks))
    high = sorted(ranks, reverse=True)[:2]
    return min(1.0, 0.15 * pairs + sum(high) / 40)


def decide(table: Table, seat: int, rng: random.Random) -> str:
    """What the simulated player in ``seat`` does now, as an event: fold weak hands facing a bet, check or
    call mostly, raise strong ones, go all in sometimes (short stacks more often); draw in draw games."""
    player = table.seat(seat)
    name = f"p{seat + 1}"
    if table.phase is Phase.DRAWING:
        return f"{name} sd {''.join(str(card) for card in _discards(table, seat, rng))}".rstrip()
    legal = table.legal_player_operations()
    if "bring-in" in legal:
        return f"{name} pb"
    strength = _strength(table, seat) + rng.uniform(-0.2, 0.2)
    to_call = table.to_call(seat)
    options = table.raise_options(seat)
    short = player.stack <= 12 * max(1, table.config.big_blind or table.config.small_bet)
    if options is not None and (strength > 0.8 or (short and strength > 0.6)) and rng.random() < 0.6:
        if options.choices is not None:
            return f"{name} cbr {options.choices[-1]}"
        amount = options.maximum if (short or rng.random() < 0.15) else min(options.maximum, max(options.minimum,
                                                                                                options.minimum * 2))
        return f"{name} cbr {amount}"
    if to_call > 0 and "fold" in legal and strength < 0.35 and rng.random() < 0.8:
        return f"{name} f"
    return f"{name} cc"


def stay_in(table: Table, seat: int) -> str:
    """The simulated player in ``seat`` stays in whatever: brings in when due, else checks or calls (the hand
    where the stud deck runs short: everyone reaches seventh street)."""
    return f"p{seat + 1} pb" if "bring-in" in table.legal_player_operations() else f"p{seat + 1} cc"


def _discards(table: Table, seat: int, rng: random.Random) -> list[Card]:
    hole = list(table.seat(seat).hole)
    game = table.game
    if game.is_lowball:
        seen: set[int] = set()
        suits: set[Any] = set()
        throw: list[Card] = []
        for card in sorted(hole, key=lambda c: int(c.rank) if game.low_kind == "deuce-seven" else int(c.rank) % 14):
            rank = int(card.rank)
            bad = rank in seen or (rank > 9 if game.low_kind == "deuce-seven" else rank not in (14,) and rank > 8)
            if game.low_kind == "badugi":
                bad = rank in seen or card.suit in suits
            if bad:
                throw.append(card)
            else:
                seen.add(rank)
                suits.add(card.suit)
        if game.low_kind == "deuce-seven" and len(throw) >= 3 and rng.random() < 0.5:
            return hole  # a hopeless hand: throw all five (the five-card discard rule comes up)
        return throw
    counts: dict[int, int] = {}
    for card in hole:
        counts[int(card.rank)] = counts.get(int(card.rank), 0) + 1
    keep = {rank for rank, count in counts.items() if count > 1}
    if not keep:
        keep = {max(counts)}
    return [card for card in hole if int(card.rank) not in keep][:3 if len(keep) == 1 and not any(
        count > 1 for count in counts.values()) else 4]

