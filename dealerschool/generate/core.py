"""The machinery every scenario generator shares: the registry, the generated scenario, and the
:class:`Script` that drives a table event by event.

``@generator("rule-id", variants)`` registers a generator in :data:`GENERATORS` (only when the engine can
find the rule); the family modules (``generate.irregularities``, ``generate.stud``...) register theirs when
:mod:`dealerschool.generate` imports them. :func:`random_setup` draws a random table for a variant, and
:class:`Script` writes a situation's events while it plays them through the same replay code a scenario
file goes through. This module imports no family module, so there is no import cycle.
"""

from __future__ import annotations

import random
import re
import threading
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from typing import Any, TypedDict

from dealerschool import situations
from dealerschool.caches import BoundedCache
from dealerschool.histories.phh import ALL_VARIANT_GAMES, VARIANT_GAMES
from dealerschool.poker.games import GAMES, Family
from dealerschool.quiz.grading import DecisionType, Question, correct_answer
from dealerschool.rules import get_rule
from dealerschool.rules.engine import IRREGULARITY_TRIGGERS, PROCEDURE_TRIGGERS, Ruling, applies_to_game, rule_on, rule_on_replay
from dealerschool.rules.model import RULEBOOK_NAMES
from dealerschool.rules.rulebooks import get_rulebook
from dealerschool.table.operations import (
    AnnounceBringIn,
    AnnounceFirstToAct,
    Burn,
    CollectBets,
    DealCard,
    Operation,
    PostAnte,
    PostBlind,
    ShowHand,
    TurnBoardCard,
)
from dealerschool.table.table import Phase, Table

Generator = Callable[[random.Random], dict[str, Any]]


# ---------------------------------------------------------------- the work budget


class GenerationBudgetExceeded(ValueError):
    """One generation did more work than :data:`BUDGET` allows: its random hands kept missing the moment."""


BUDGET = 500
"""The most work one generation may do, in steps: each event a script plays is one step, each table set up
eight, each look for the rule the engine finds five, each probe of an answer ten. Steps, not seconds, so one
seed still gives one scenario on any machine; a seed that would need more raises GenerationBudgetExceeded
(the quiz then draws another question). 500 is about 19 times the median generation's 26 steps: no
generation may cost more than that. Over seeds 0-999 of every rule the most any generation took is 335
steps (draw-deck-runs-out), 13 times the median; before the generators that threw most of their hands away
were mended it was 1,389; tests/bench/bench_generate.py prints each rule's median and worst in steps and in time."""

SETUP_STEPS = 8
RULE_LOOKUP_STEPS = 5
PROBE_STEPS = 10


class WorkDone(threading.local):
    """The steps the generation under way in this thread has taken (a threaded web server may generate
    several questions at once: each thread counts its own)."""

    def __init__(self) -> None:
        self.spent = 0
        self.limit: int | None = None
        """None: no generation is being budgeted (a Script used on its own)."""


Work = WorkDone()
"""This thread's count: ``generate`` sets the limit, every Script step spends."""


def spend(steps: int) -> None:
    """Count ``steps`` of work; raise GenerationBudgetExceeded past the limit."""
    Work.spent += steps
    if Work.limit is not None and Work.spent > Work.limit:
        raise GenerationBudgetExceeded(f"more than {Work.limit} steps of work")

TABLE_COMPUTED = frozenset({
    "pot-limit-maximum", "no-limit-minimum-raise", "limit-raise-one-unit", "spread-limit-raises",
    "blinds-count-toward-call", "side-pots", "hi-lo-qualifier", "stud-hi-lo-qualifier", "stud-bring-in-low-card", "razz-bring-in",
    "first-to-act-button-games", "first-to-act-preflop-blinds", "heads-up-blinds", "draw-order",
    "five-card-draw-first-to-act", "razz-first-to-act", "stud-first-to-act-tie", "flop-game-deal-order",
    "flop-game-burn-and-turn", "stud-deal-order", "draw-game-deal",
})
"""Rules whose answer the table itself computes (grading.correct_answer for amount, seat and
dealer-operation questions): they need no trigger to be generated."""


@dataclass(frozen=True)
class Registered:
    rule_id: str
    function: Generator
    variants: tuple[str, ...]
    """The variant codes the generator chooses among (the tests check it really varies them)."""


GENERATORS: dict[str, Registered] = {}
"""Rule id -> its generator, for the rules the engine can rule on today."""


def has_trigger(rule_id: str) -> bool:
    """Whether the engine can find ``rule_id`` from a situation (a trigger, or a table-computed answer)."""
    return rule_id in IRREGULARITY_TRIGGERS or rule_id in PROCEDURE_TRIGGERS or rule_id in TABLE_COMPUTED


def _variants_for(rule_id: str, allowed: tuple[str, ...] | None) -> tuple[str, ...]:
    rule = get_rule(rule_id)
    codes = allowed if allowed is not None else tuple(VARIANT_GAMES)
    found = tuple(code for code in codes if applies_to_game(rule, ALL_VARIANT_GAMES[code][0]))
    if not found:
        raise ValueError(f"generator for {rule_id!r}: none of {codes} is a game the rule applies to")
    return found


def generator(rule_id: str, variants: tuple[str, ...] | None = None) \
        -> Callable[[Callable[..., dict[str, Any]]], Callable[..., dict[str, Any]]]:
    """Register a generator for ``rule_id``, choosing among ``variants`` (default: every game the rule
    applies to). The function is called as ``function(rng, variant)``. A rule the engine cannot find
    yet (no trigger) is not registered: its scenarios could not be checked."""
    def register(function: Callable[..., dict[str, Any]]) -> Callable[..., dict[str, Any]]:
        if rule_id in GENERATORS:
            raise ValueError(f"two generators for {rule_id!r}")
        codes = _variants_for(rule_id, variants)
        if has_trigger(rule_id):
            def run(rng: random.Random) -> dict[str, Any]:
                return function(rng, rng.choice(codes))
            GENERATORS[rule_id] = Registered(rule_id, run, codes)
        return function
    return register


def generatable() -> list[str]:
    return sorted(GENERATORS)


# ---------------------------------------------------------------- the result


@dataclass(frozen=True)
class Generated:
    """One generated scenario: a situation mapping, a question mapping and where it came from."""

    rule_id: str
    seed: int
    title: str
    situation: dict[str, Any]
    question: dict[str, Any]
    prebuilt: situations.Situation | None = field(default=None, compare=False, repr=False)
    """The situation as the generator's own replay parsed it (what :meth:`build` gives, without
    replaying the events once more to check them): answers use it when given."""
    replayed: situations.Replay | None = field(default=None, compare=False, repr=False)
    """The generator's replay of the events: the table as the situation leaves it, and its irregularities."""

    @property
    def source(self) -> str:
        return f"<generated {self.rule_id} seed {self.seed}>"

    def build(self) -> situations.Situation:
        """The situation (this replays the events: it raises ValueError if they cannot be played)."""
        return situations.from_mapping(self.situation, self.source)

    def question_object(self) -> Question:
        return Question(DecisionType(self.question["type"]), self.question.get("what", ""),
                        self.question["prompt"], self.question.get("rule", ""))

    def answer(self, rulebook: str, situation: situations.Situation | None = None) -> tuple[Any, str, Ruling | None]:
        """(answer, rule id, ruling or None) from the engine under ``rulebook``."""
        situation = situation or self.prebuilt or self.build()
        question = self.question_object()
        if question.type is DecisionType.RULING and not question.rule:
            found = self.own_replay(situation, rulebook)
            ruling = rule_on(situation, rulebook) if found is None else rule_on_replay(found, rulebook)
            return ruling.code.value, ruling.rule.id, ruling
        value, rule, _, _ = correct_answer(question, situation, rulebook, self.own_replay(situation, rulebook))
        return value, rule.id, None

    def own_replay(self, situation: situations.Situation, rulebook: str) -> situations.Replay | None:
        """The generator's own replay, when it is exactly what replaying the situation under ``rulebook``'s settings would give
        (so the engine can rule on it without replaying the events again); None otherwise.

        Exact means: the same situation as the generator's (its source aside), and a table with the
        same house settings. The generator writes the options the rulebooks set differently into the
        situation where they change how the events play, so this holds for most rulebooks; where it
        does not (the rulebook's defaults differ from the table the generator played on), the caller
        replays under the rulebook."""
        found, own = self.replayed, self.prebuilt
        if found is None or own is None:
            return None
        if situation is not own and replace(own, source=situation.source) != situation:
            return None
        if get_rulebook(rulebook).table_rules(situation.house_overrides, situation.play) != found.table.config.rules:
            return None
        return replace(found, situation=situation)

    def answer_rule(self, rulebook: str = "sources") -> str | None:
        """The rule the engine explains the answer with, or None if it cannot answer."""
        spend(PROBE_STEPS)
        try:
            return self.answer(rulebook)[1]
        except ValueError:  # NoRuling, or events that cannot be played
            return None

    def answers(self) -> dict[str, dict[str, Any]]:
        """The engine's answer under every rulebook: {rulebook: {answer, rule, ...}}."""
        situation = self.build()  # through the checks a scenario file goes through
        out: dict[str, dict[str, Any]] = {}
        for book in RULEBOOK_NAMES:
            value, rule_id, ruling = self.answer(book, situation)
            entry: dict[str, Any] = {"answer": value, "rule": rule_id}
            if ruling is not None:
                entry["also"] = ruling.also
                entry["explanation"] = ruling.answer.explanation
                entry["remedy"] = ruling.remedy
                entry["citations"] = [str(c) for c in ruling.answer.citations]
            out[book] = entry
        return out

    def to_json(self) -> dict[str, Any]:
        return {"rule": self.rule_id, "seed": self.seed, "title": self.title, "situation": self.situation,
                "question": self.question, "answers": self.answers()}

    def to_scenario(self) -> dict[str, Any]:
        """The scenario file's contents (expected answers from the engine under every rulebook)."""
        game = ALL_VARIANT_GAMES[self.situation["variant"]][0]
        expected = {book: {"answer": entry["answer"], "rule": entry["rule"]} for book, entry in self.answers().items()}
        return {
            "title": self.title,
            "difficulty": 2 if self.question["type"] != "ruling" else 3,
            "tags": ["generated", game, self.rule_id],
            "rules": [self.rule_id],
            "situation": self.situation,
            "question": self.question,
            "expected": expected,
        }

    def to_toml(self) -> str:
        import tomli_w

        text = tomli_w.dumps(self.to_scenario())
        header = (f"# Generated by `dealerschool scenarios generate --rule {self.rule_id} --seed {self.seed}`.\n"
                  "# The expected answers come from the engine (rule_on / grading.correct_answer) under each\n"
                  "# rulebook, not from an author: check them before using this file as a scripted scenario.\n")
        marker = "[expected."
        at = text.find("\n" + marker)
        if at >= 0:
            text = text[:at + 1] + "# Expected answers: computed by the engine.\n" + text[at + 1:]
        return header + text


# ---------------------------------------------------------------- building a table and its events


def random_setup(rng: random.Random, variant: str, players: int | None = None, *, min_players: int = 2,
           max_players: int | None = None, empty_seats: int | None = None, short: float = 0.0,
           deep: bool = False, stud_ties: bool = True, full_house: bool = False) -> dict[str, Any]:
    """A random table for ``variant``: players, seat numbers (empty seats too), stakes, stacks, button, seed.

    ``short`` is the chance that each stack is only a few bets deep (to bring all-ins and side pots).
    The house options that change whose turn it is or which raises are legal (raise cap, heads-up cap,
    stud ties, the open-pair option) are written into the situation, so its events replay the same way
    under every rulebook; ``stud_ties=False`` leaves stud ties to the rulebook (for a question whose
    events come before any tie could matter)."""
    game_code, structure = ALL_VARIANT_GAMES[variant]
    game = GAMES[game_code]
    top = min(max_players or game.max_seats, game.max_seats)
    count = players if players is not None else rng.randint(min_players, top)
    extra = empty_seats if empty_seats is not None else (rng.choice((0, 0, 0, 1, 2)))
    seat_count = max(count, min(game.max_seats, count + extra))
    seat_numbers = sorted(rng.sample(range(1, seat_count + 1), count))
    unit = rng.choice((1, 2, 5, 10, 25))
    data: dict[str, Any] = {"variant": variant}
    if game.family is Family.STUD:
        small = unit * rng.choice((4, 6, 8))
        data.update(antes=max(1, unit // 2), bring_in=unit * rng.choice((1, 2)))
        big_blind = small
    else:
        small_blind = unit
        big_blind = unit * rng.choice((2, 2, 2, 3))
        data["blinds_or_straddles"] = [small_blind, big_blind]
        small = big_blind
        if rng.random() < 0.15:
            data["antes"] = unit
    if structure == "fixed-limit":
        data.update(small_bet=small, big_bet=2 * small)
    elif structure == "spread-limit":
        data.update(min_bet=small, max_bet=small * rng.choice((3, 5)))
    else:
        data["min_bet"] = big_blind
    stacks = []
    for _ in range(count):
        depth = rng.randint(2, 8) if rng.random() < short else rng.randint(40 if deep else 20, 300)
        stacks.append(depth * big_blind + rng.randint(0, unit) * rng.choice((0, 1)))
    data["starting_stacks"] = stacks
    if seat_numbers != list(range(1, count + 1)):
        data["seats"] = seat_numbers
    if seat_count > count or seat_count != max(seat_numbers):
        data["seat_count"] = seat_count
    data["button"] = rng.choice(seat_numbers)
    data["seed"] = rng.randrange(1_000_000)
    house: dict[str, Any] = {}
    if structure in ("fixed-limit", "spread-limit"):
        house.update(raise_cap=rng.choice((3, 3, 4)), heads_up_uncapped=rng.random() < 0.7)
        if len(game.streets) == 2:  # the cap of a two-round game is its own option (rulebooks differ on it)
            house["two_round_raise_cap"] = house["raise_cap"]
    if game.family is Family.STUD:
        if stud_ties:
            house["stud_ties_by_suit"] = rng.random() < 0.5
        if structure == "fixed-limit" and not game.bring_in_high:
            house["open_pair_option"] = rng.random() < 0.7
            if game.code == "stud-hilo":  # stud/8's own option, which the rulebooks set apart from stud high's
                house["open_pair_option_hi_lo"] = house["open_pair_option"]
    if full_house:
        # Every option the rulebooks set differently, written down: the table is the same under each.
        house = {"raise_cap": 3, "heads_up_uncapped": True, "stud_ties_by_suit": False, "open_pair_option": True,
                 **({"open_pair_option_hi_lo": True} if game.code == "stud-hilo" else {}), **house}
    if house:
        data["house"] = house
    return data


_DEALER_EVENT = {Burn: "burn", TurnBoardCard: "board", CollectBets: "collect"}


def has_event(op: Operation) -> bool:
    """Whether an event writes this dealer operation on its own."""
    return isinstance(op, (PostAnte, PostBlind, DealCard, AnnounceBringIn, AnnounceFirstToAct, ShowHand,
                           *_DEALER_EVENT))


PARSED_EVENTS: BoundedCache[tuple[str, int], situations.Event] = BoundedCache(
    "generated event texts", max_entries=20_000, max_bytes=8 * 2**20,
    size_of=lambda key, event: 450 + len(key[0]))
"""(event text, seat count) -> the event as situations.parse_event reads it (at index 0). Generated
hands repeat the same few hundred event texts ('p3 cc', 'deal p2'...): each is parsed once. Amounts make
the texts varied (41k entries after 52k generations when it was unbounded), so the least used go: an
entry is about 450 bytes (the frozen Event and its key, measured with tracemalloc), so 8 MiB holds the 20,000 most recent."""
_EVENT_HAS_DICT = hasattr(situations.Event, "__dict__") and not hasattr(situations.Event, "__slots__")


def _parse(text: str, index: int, seat_count: int) -> situations.Event:
    """``situations.parse_event(text, index, ...)``, parsing each text once per seat count."""
    key = (text, seat_count)
    parsed = PARSED_EVENTS.get(key)
    if parsed is None:
        try:
            parsed = situations.parse_event(text, 0, "<generate>", seat_count)
        except ValueError:
            situations.parse_event(text, index, "<generate>", seat_count)  # the message names the right event
            raise
        PARSED_EVENTS.put(key, parsed)
    if index == 0:
        return parsed
    if not _EVENT_HAS_DICT:  # pragma: no cover - only if Event gets slots
        return replace(parsed, index=index)
    # An Event is frozen and its fields are plain values: a copy with another index, without the
    # cost of dataclasses.replace (which runs __init__ again).
    event = object.__new__(situations.Event)
    values = event.__dict__
    values.update(parsed.__dict__)
    values["index"] = index
    return event


class ActOptions(TypedDict, total=False):
    """Keyword arguments of :meth:`Script.act` (and the walks that pass them on), kept as a table of
    chances so a family can name its walk once."""

    fold: float
    raise_: float
    all_in: float
    keep: int
    fold_free: float


class Script:
    """A table driven event by event, writing the situation's ``events`` as it goes.

    Events go through the same replay code :func:`situations.replay` uses, so the
    table here is exactly the table the situation will replay to."""

    def __init__(self, setup: dict[str, Any]) -> None:
        spend(SETUP_STEPS)
        self.setup = setup
        # The script replays every event itself as it writes it: no need to replay them here too.
        self.situation = situations.from_mapping(setup, "<generate>", check_events=False)
        self.replay = situations.Replay(self.situation, situations.build_table(self.situation))
        self.table: Table = self.replay.table
        self.events: list[str] = []
        self.parsed: list[situations.Event] = []

    def do(self, text: str) -> None:
        spend(1)
        event = _parse(text, len(self.events), self.situation.seat_count)
        situations.step(self.replay, event)
        self.events.append(text)
        self.parsed.append(event)

    def mapping(self) -> dict[str, Any]:
        return {**self.setup, "events": list(self.events)}

    def built(self, source: str) -> situations.Situation:
        """The situation with the events written so far (already parsed and replayed here)."""
        return replace(self.situation, source=source, events=tuple(self.parsed))

    # ---- dealer steps, written one by one

    def seat_to_act(self) -> int:
        """The seat that must decide now (from 0), where a walk has stopped at a player decision."""
        seat = self.table.actor
        if seat is None:
            raise RuntimeError("the walk did not stop at a player decision")
        return seat

    def expected(self) -> Operation | None:
        return self.table.next_dealer_operation()

    def step(self) -> Operation:
        """Write the correct next dealer operation as its own event."""
        op = self.expected()
        assert op is not None, "no dealer operation is due"
        if isinstance(op, (PostAnte, PostBlind)):
            self.do("post")
        elif isinstance(op, DealCard):
            self.do(f"deal p{op.seat + 1}")
        elif isinstance(op, AnnounceBringIn):
            self.do(f"bring-in p{op.seat + 1}")
        elif isinstance(op, AnnounceFirstToAct):
            self.do(f"first p{op.seat + 1}")
        elif type(op) in _DEALER_EVENT:
            self.do(_DEALER_EVENT[type(op)])
        elif isinstance(op, ShowHand):
            self.do(f"show p{op.seat + 1}")  # an all-in hand tabled before the run-out (TDA 2024 Rule 16)
        else:
            raise ValueError(f"no event writes {op!r} on its own")
        return op

    def post_all(self) -> None:
        while isinstance(self.expected(), (PostAnte, PostBlind)):
            self.do("post")

    def cont(self) -> None:
        if self.expected() is not None:
            self.do("continue")

    # ---- players

    def live_players(self) -> int:
        return len(self.table.in_hand())

    def act(self, rng: random.Random, *, fold: float = 0.15, raise_: float = 0.25, all_in: float = 0.05,
            keep: int = 2, fold_free: float = 0.0) -> None:
        """One random legal decision by the seat to act (folds keep at least ``keep`` players in;
        ``fold_free`` is the chance of folding when a check was possible)."""
        table = self.table
        seat = table.actor
        assert seat is not None
        name = f"p{seat + 1}"
        if table.phase is Phase.DRAWING:
            held = [c.card for c in table.seat(seat).cards]
            count = rng.randint(0, min(3, table.config.rules.max_discard, len(held)))
            self.do(f"{name} sd {''.join(str(c) for c in rng.sample(held, count))}".rstrip())
            return
        # Third street with nothing bet yet: the actor is the bring-in (antes go straight to the pot).
        if table.game.family is Family.STUD and table.street_index == 0 and table.round.current_bet == 0:
            options = table.raise_options(seat)
            if options is None or rng.random() < 0.7:
                self.do(f"{name} pb")
            else:
                self.do(f"{name} cbr {options.minimum}")  # completes instead of bringing in
            return
        roll = rng.random()
        # (The raise options are only worked out when the roll may use them: most decisions are calls.)
        options = table.raise_options(seat) if roll < raise_ + all_in else None
        if options is not None:
            if options.choices is not None:
                amount = rng.choice(options.choices)
            elif roll < all_in or options.minimum >= options.maximum:
                amount = options.maximum
            else:
                amount = rng.randint(options.minimum, min(options.maximum, options.minimum * 3))
            self.do(f"{name} cbr {amount}")
            return
        # (The roll first: counting the players still in is only needed for a fold.)
        if (roll > 1 - fold if table.to_call(seat) > 0 else roll > 1 - fold_free) and self.live_players() > keep:
            self.do(f"{name} f")
            return
        self.do(f"{name} cc")

    def play(self, rng: random.Random, decisions: int, **kwargs: Any) -> int:
        """Up to ``decisions`` random decisions (running the dealer between them); returns how many."""
        done = 0
        while done < decisions:
            if self.table.actor is None:
                if self.table.is_complete or self.expected() is None:
                    break
                self.cont()
                continue
            self.act(rng, **kwargs)
            done += 1
        return done

    def play_to_street(self, rng: random.Random, street_index: int, **kwargs: Any) -> bool:
        """Random decisions until the dealer is due to put out the first card of ``street_index``;
        False if the hand ended first or a 'continue' ran past that moment."""
        table = self.table
        while True:
            if table.is_complete:
                return False
            if table.actor is not None:
                self.act(rng, **kwargs)
                continue
            op = self.expected()
            if op is None or table.street_index > street_index:
                return False
            if table.street_index == street_index:
                if isinstance(op, (Burn, DealCard, TurnBoardCard)):
                    return True
                if isinstance(op, ShowHand):
                    self.step()  # the all-in hands are tabled before the run-out (TDA 2024 Rule 16)
                    continue
                if not isinstance(op, CollectBets):
                    return False  # an uncalled bet to return: no event stops the dealer just after it
                self.do("collect")
                continue
            if len(table.can_bet()) >= 2:
                self.do("continue")  # stops at this street's first decision
                if table.street_index >= street_index:
                    return False
            elif has_event(op):
                self.step()  # an all-in run-out: no decision will stop a 'continue'
            else:
                return False


def deal_round_cards(table: Table) -> int:
    """Cards the initial deal puts out (face down and up) to the seats in the hand."""
    street = table.game.streets[0]
    return (street.down + street.up) * len(table.occupied)


def ordinal(n: int) -> str:
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def game_name(variant: str) -> str:
    """The game as a title starts with it: "Pot-limit Omaha", "Fixed-limit razz"."""
    game_code, structure = ALL_VARIANT_GAMES[variant]
    name = GAMES[game_code].name
    if not name.startswith(("Omaha", "Texas")):  # proper names keep their capital
        name = name[:1].lower() + name[1:]
    return f"{structure[:1].upper()}{structure[1:]} {name}"


def title_words(title: str) -> str:
    """A generated title as a title reads: the game, then the subject once, without a family's tag repeated
    ("Fixed-limit razz: stud: the low card..." -> "Fixed-limit razz: the low card...")."""
    head, _, subject = title.partition(": ")
    while re.match(r"[a-z/0-9-]+( [a-z]+)?: ", subject):  # a rule family's tag: "stud: ", "split pots: "
        subject = subject.split(": ", 1)[1]
    title = f"{head}: {subject}" if subject else head
    return title[:1].upper() + title[1:]


def ruling_question(title: str, prompt: str, script: Script) -> dict[str, Any]:
    return {"title": title, "script": script, "question": {"type": "ruling", "prompt": prompt}}



FLOP_VARIANTS = ("NT", "FT", "PT", "PO", "FO", "FO/8")
STUD_VARIANTS = ("F7S", "P7S", "S7S", "F7S/8", "FR")
DRAW_VARIANTS = ("F5CD", "N5CD", "P5CD", "N2L1D", "F2L3D", "FB")
BLIND_VARIANTS = FLOP_VARIANTS + DRAW_VARIANTS


def retry(make: Callable[[], Script | None]) -> Script:
    """Tables are random: some hands end before the wanted moment. Try again (with the same rng)."""
    for _ in range(100):
        script = make()
        if script is not None:
            return script
    raise RuntimeError("could not reach the wanted moment in 100 random hands")  # pragma: no cover


def question_mapping(kind: str, what: str, prompt: str) -> dict[str, Any]:
    return {"type": kind, "what": what, "prompt": prompt}


def all_cards() -> list[Any]:
    from dealerschool.poker.cards import DECK

    return list(DECK)
