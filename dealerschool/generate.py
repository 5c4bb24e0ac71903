"""Randomized scenarios: a fresh, valid situation and question for a rule, from a seed.

Each generator is registered for one rule id with ``@generator("rule-id",
variants=...)`` and is a function ``(rng: random.Random) -> dict`` returning
``{"script": ..., "question": ..., "title": ...}``: the :class:`Script` that
drove a table event by event (its ``mapping()`` is the situation, in the same
shape :func:`dealerschool.situations.from_mapping` reads and a scenario file's
``[situation]`` holds), and the question as a scenario file's ``[question]``. The generators vary the game among the rule's games, the
number of players, empty seats, stacks, blinds, the button, the deck seed
and the moment of the irregularity.

:func:`generate` seeds ``random.Random(f"{rule_id}:{seed}")``, so one seed
always gives one scenario. The engine, never the generator, says what the
right answer is (:meth:`Generated.answers`). A generator is only registered
when the engine can find its rule: the rule has a trigger, or it is one the
table computes for amount, seat and dealer-operation questions (see
:data:`TABLE_COMPUTED`).
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field, replace
from typing import Any, Callable

from dealerschool import situations
from dealerschool.grading import DecisionType, Question, correct_answer
from dealerschool.operations import (
    AnnounceBringIn, AnnounceFirstToAct, Burn, CollectBets, DealCard, Operation, PostAnte, PostBlind, TurnBoardCard,
)
from dealerschool.phh import VARIANT_GAMES
from dealerschool.rules import get_rule
from dealerschool.rules.engine import IRREGULARITY_TRIGGERS, PROCEDURE_TRIGGERS, Ruling, applies_to_game, rule_on
from dealerschool.rules.model import RULEBOOK_NAMES
from dealerschool.games import GAMES, Family
from dealerschool.table import Phase, Table

Generator = Callable[[random.Random], dict[str, Any]]

TABLE_COMPUTED = frozenset({
    "pot-limit-maximum", "no-limit-minimum-raise", "limit-raise-one-unit", "spread-limit-raises",
    "blinds-count-toward-call", "side-pots", "hi-lo-qualifier", "stud-bring-in-low-card", "razz-bring-in",
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
    found = tuple(code for code in codes if applies_to_game(rule, VARIANT_GAMES[code][0]))
    if not found:
        raise ValueError(f"generator for {rule_id!r}: none of {codes} is a game the rule applies to")
    return found


def generator(rule_id: str, variants: tuple[str, ...] | None = None) -> Callable[[Callable[..., dict]], Callable]:
    """Register a generator for ``rule_id``, choosing among ``variants`` (default: every game the rule
    applies to). The function is called as ``function(rng, variant)``. A rule the engine cannot find
    yet (no trigger) is not registered: its scenarios could not be checked."""
    def register(function: Callable[..., dict]) -> Callable[..., dict]:
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
            ruling = rule_on(situation, rulebook)
            return ruling.code.value, ruling.rule.id, ruling
        value, rule, _, _ = correct_answer(question, situation, rulebook)
        return value, rule.id, None

    def answer_rule(self, rulebook: str = "sources") -> str | None:
        """The rule the engine explains the answer with, or None if it cannot answer."""
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
        game = VARIANT_GAMES[self.situation["variant"]][0]
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


def generate(rule_id: str, seed: int) -> Generated:
    """The scenario for ``rule_id`` and ``seed`` (the same pair always gives the same scenario)."""
    registered = GENERATORS.get(rule_id)
    if registered is None:
        try:
            get_rule(rule_id)
            why = "has no scenario generator yet"
        except ValueError:
            why = "is not a rule id"
        raise ValueError(f"rule: {rule_id!r} {why}; rules that can be generated: {', '.join(generatable())}")
    rng = random.Random(f"{rule_id}:{seed}")
    made = registered.function(rng)
    script: Script = made["script"]
    source = f"<generated {rule_id} seed {seed}>"
    return Generated(rule_id, seed, made["title"], script.mapping(), made["question"], script.built(source),
                     script.replay)


# ---------------------------------------------------------------- building a table and its events


def _setup(rng: random.Random, variant: str, players: int | None = None, *, min_players: int = 2,
           max_players: int | None = None, empty_seats: int | None = None, short: float = 0.0,
           deep: bool = False, stud_ties: bool = True, full_house: bool = False) -> dict[str, Any]:
    """A random table for ``variant``: players, seat numbers (empty seats too), stakes, stacks, button, seed.

    ``short`` is the chance that each stack is only a few bets deep (to bring all-ins and side pots).
    The house options that change whose turn it is or which raises are legal (raise cap, heads-up cap,
    stud ties, the open-pair option) are written into the situation, so its events replay the same way
    under every rulebook; ``stud_ties=False`` leaves stud ties to the rulebook (for a question whose
    events come before any tie could matter)."""
    game_code, structure = VARIANT_GAMES[variant]
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
    if game.family is Family.STUD:
        if stud_ties:
            house["stud_ties_by_suit"] = rng.random() < 0.5
        if structure == "fixed-limit" and not game.bring_in_high:
            house["open_pair_option"] = rng.random() < 0.7
    if full_house:
        # Every option the rulebooks set differently, written down: the table is the same under each.
        house = {"raise_cap": 3, "heads_up_uncapped": True, "stud_ties_by_suit": False, "open_pair_option": True,
                 **house}
    if house:
        data["house"] = house
    return data


_DEALER_EVENT = {Burn: "burn", TurnBoardCard: "board", CollectBets: "collect"}


def _has_event(op: Operation) -> bool:
    """Whether an event writes this dealer operation on its own."""
    return isinstance(op, (PostAnte, PostBlind, DealCard, AnnounceBringIn, AnnounceFirstToAct, *_DEALER_EVENT))


class Script:
    """A table driven event by event, writing the situation's ``events`` as it goes.

    Events go through the same replay code :func:`situations.replay` uses, so the
    table here is exactly the table the situation will replay to."""

    def __init__(self, setup: dict[str, Any]) -> None:
        self.setup = setup
        self.situation = situations.from_mapping(setup, "<generate>")
        self.replay = situations.Replay(self.situation, situations.build_table(self.situation))
        self.table: Table = self.replay.table
        self.events: list[str] = []
        self.parsed: list[situations.Event] = []

    def do(self, text: str) -> None:
        event = situations.parse_event(text, len(self.events), "<generate>", self.situation.seat_count)
        situations._replay_event(self.replay, event)
        self.events.append(text)
        self.parsed.append(event)

    def mapping(self) -> dict[str, Any]:
        return {**self.setup, "events": list(self.events)}

    def built(self, source: str) -> situations.Situation:
        """The situation with the events written so far (already parsed and replayed here)."""
        return replace(self.situation, source=source, events=tuple(self.parsed))

    # ---- dealer steps, written one by one

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
        options = table.raise_options(seat)
        # Third street with nothing bet yet: the actor is the bring-in (antes go straight to the pot).
        if table.game.family is Family.STUD and table.street_index == 0 and table.round.current_bet == 0:
            if options is None or rng.random() < 0.7:
                self.do(f"{name} pb")
            else:
                self.do(f"{name} cbr {options.minimum}")  # completes instead of bringing in
            return
        roll = rng.random()
        if options is not None and roll < raise_ + all_in:
            if options.choices is not None:
                amount = rng.choice(options.choices)
            elif roll < all_in or options.minimum >= options.maximum:
                amount = options.maximum
            else:
                amount = rng.randint(options.minimum, min(options.maximum, options.minimum * 3))
            self.do(f"{name} cbr {amount}")
            return
        to_call = table.to_call(seat)
        if self.live_players() > keep and (roll > 1 - fold if to_call > 0 else roll > 1 - fold_free):
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
                if not isinstance(op, CollectBets):
                    return False  # an uncalled bet to return: no event stops the dealer just after it
                self.do("collect")
                continue
            if len(table.can_bet()) >= 2:
                self.do("continue")  # stops at this street's first decision
                if table.street_index >= street_index:
                    return False
            elif _has_event(op):
                self.step()  # an all-in run-out: no decision will stop a 'continue'
            else:
                return False


def _deal_round_cards(table: Table) -> int:
    """Cards the initial deal puts out (face down and up) to the seats in the hand."""
    street = table.game.streets[0]
    return (street.down + street.up) * len(table.occupied)


def _ordinal(n: int) -> str:
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def _game_name(variant: str) -> str:
    game_code, structure = VARIANT_GAMES[variant]
    return f"{structure} {GAMES[game_code].name}"


def _ruling(title: str, prompt: str, script: Script) -> dict[str, Any]:
    return {"title": title, "script": script, "question": {"type": "ruling", "prompt": prompt}}



FLOP_VARIANTS = ("NT", "FT", "PT", "PO", "FO", "FO/8")
STUD_VARIANTS = ("F7S", "P7S", "S7S", "F7S/8", "FR")
DRAW_VARIANTS = ("F5CD", "N5CD", "P5CD", "N2L1D", "F2L3D", "FB")
BLIND_VARIANTS = FLOP_VARIANTS + DRAW_VARIANTS


def _retry(make: Callable[[], Script | None]) -> Script:
    """Tables are random: some hands end before the wanted moment. Try again (with the same rng)."""
    for _ in range(100):
        script = make()
        if script is not None:
            return script
    raise RuntimeError("could not reach the wanted moment in 100 random hands")  # pragma: no cover


# ---------------------------------------------------------------- the initial deal


def _deal_with_exposed(rng: random.Random, script: Script, exposed: set[int], after: bool = True) -> None:
    """Post the forced bets and deal the first round, exposing the cards at the given 1-based deal
    indexes; then maybe stop at once, or finish the deal, and maybe let a few players act."""
    script.post_all()
    for index in range(1, max(exposed) + 1):
        op = script.expected()
        assert isinstance(op, DealCard)
        script.do(f"deal p{op.seat + 1} exposed" if index in exposed else f"deal p{op.seat + 1}")
    if rng.random() < 0.1:
        return  # noticed at once: the rest of the deal is still in the stub
    script.cont()  # the rest of the deal
    if after:
        script.play(rng, rng.choice((0, 0, 0, 1, 2, 3)), fold=0.3)


@generator("flop-exposed-first-two", FLOP_VARIANTS)
def _gen_exposed_first_two(rng: random.Random, variant: str) -> dict[str, Any]:
    script = Script(_setup(rng, variant))
    index = rng.choice((1, 2))
    _deal_with_exposed(rng, script, {index})
    return _ruling(f"{_game_name(variant)}: the {_ordinal(index)} card off the deck is exposed",
                   f"The dealer exposed the {_ordinal(index)} card of the deal. What is the ruling?", script)


@generator("flop-exposed-card-becomes-burn", FLOP_VARIANTS)
def _gen_exposed_later(rng: random.Random, variant: str) -> dict[str, Any]:
    script = Script(_setup(rng, variant))
    index = rng.randint(3, _deal_round_cards(script.table))
    # No action afterwards: the remedy finishes the deal and then replaces the card.
    _deal_with_exposed(rng, script, {index}, after=False)
    return _ruling(f"{_game_name(variant)}: the {_ordinal(index)} card of the deal is exposed",
                   f"The dealer flashed the {_ordinal(index)} card of the deal. What happens to it?", script)


@generator("flop-two-cards-exposed", FLOP_VARIANTS)
def _gen_two_exposed(rng: random.Random, variant: str) -> dict[str, Any]:
    script = Script(_setup(rng, variant))
    first, second = sorted(rng.sample(range(1, _deal_round_cards(script.table) + 1), 2))
    _deal_with_exposed(rng, script, {first, second})
    return _ruling(f"{_game_name(variant)}: two cards exposed on the deal",
                   f"The dealer exposed the {_ordinal(first)} and the {_ordinal(second)} card of the deal. "
                   "What is the ruling?", script)


@generator("draw-exposed-card-house-rule", DRAW_VARIANTS)
def _gen_draw_exposed(rng: random.Random, variant: str) -> dict[str, Any]:
    script = Script(_setup(rng, variant))
    index = rng.randint(1, _deal_round_cards(script.table))
    _deal_with_exposed(rng, script, {index}, after=rng.random() < 0.5)
    return _ruling(f"{_game_name(variant)}: the {_ordinal(index)} card of the deal is exposed",
                   f"Dealing {_game_name(variant)}, the dealer exposes the {_ordinal(index)} card. What now?", script)


def _box(rng: random.Random, script: Script, boxes: int) -> None:
    """Deal the first round with ``boxes`` face-up cards met in the stub along the way."""
    script.post_all()
    total = _deal_round_cards(script.table)
    if rng.random() < 0.6:
        positions = sorted(rng.sample(range(total), boxes))
    else:
        positions = [rng.randrange(total)] * boxes  # one after another
    dealt = 0
    for position in positions:
        while dealt < position:
            script.step()
            dealt += 1
        script.do("boxed")
    if rng.random() < 0.5:
        script.cont()  # the rest of the deal


@generator("boxed-cards")
def _gen_boxed(rng: random.Random, variant: str) -> dict[str, Any]:
    script = Script(_setup(rng, variant))
    boxes = rng.choice((2, 2, 3))
    _box(rng, script, boxes)
    return _ruling(f"{_game_name(variant)}: {boxes} boxed cards on the initial deal",
                   f"Dealing the first round, the dealer finds {boxes} face-up cards in the stub. What now?", script)


@generator("boxed-card-single")
def _gen_boxed_single(rng: random.Random, variant: str) -> dict[str, Any]:
    def later() -> Script | None:
        script = Script(_setup(rng, variant, deep=True))
        streets = len(script.table.game.streets)
        street = rng.randrange(1, streets)
        if not script.play_to_street(rng, street, fold=0.15, all_in=0.0):
            return None
        script.do("boxed")
        return script

    if rng.random() < 0.7:
        script = Script(_setup(rng, variant))
        _box(rng, script, 1)
        moment = "on the initial deal"
    else:
        script = _retry(later)
        moment = f"before {script.table.street.name}"
    return _ruling(f"{_game_name(variant)}: one boxed card {moment}",
                   f"The dealer finds one face-up card in the stub {moment}. What now?", script)


@generator("extra-hand-empty-seat")
def _gen_empty_seat(rng: random.Random, variant: str) -> dict[str, Any]:
    game = GAMES[VARIANT_GAMES[variant][0]]
    script = Script(_setup(rng, variant, max_players=game.max_seats - 1, empty_seats=rng.randint(1, 2)))
    table = script.table
    victim = rng.choice([i for i, seat in enumerate(table.seats) if seat is None])
    script.post_all()
    street = game.streets[0]
    rounds = street.down + street.up
    misdealt_rounds = set(range(rng.randint(1, rounds)))  # the dealer went on dealing to it for a while
    # The first round's dealing order, as the table has queued it; the empty seat falls after
    # the last occupied seat before it, counting clockwise from the first seat dealt.
    order = [op.seat for op in table.queued() if isinstance(op, DealCard)][:len(table.occupied)]
    n = len(table.seats)
    slot = sum(1 for i in order if (i - order[0]) % n < (victim - order[0]) % n)
    stop_round = max(misdealt_rounds)
    for round_number in range(rounds):
        for position in range(len(order) + 1):
            if position == slot:
                # (Never after the very last card: that card would count as premature, not misdealt.)
                last_card = round_number == rounds - 1 and slot == len(order)
                if round_number in misdealt_rounds and not last_card:
                    up = " up" if street.up and round_number >= street.down else ""
                    script.do(f"deal p{victim + 1}{up}")
                continue
            script.step()
        if round_number == stop_round and rng.random() < 0.3:
            break
    return _ruling(f"{_game_name(variant)}: a hand dealt to empty seat {victim + 1}",
                   f"Before any action the dealer sees that seat {victim + 1}, where nobody sits, was dealt "
                   "cards. What is the ruling?", script)


# ---------------------------------------------------------------- flop games: the turn and river


def _to_board_burn(rng: random.Random, variant: str, street: int) -> Script | None:
    """A flop-game table where the dealer is due to burn for ``street`` (2 turn, 3 river), two or more
    players still able to bet."""
    script = Script(_setup(rng, variant, min_players=3 if rng.random() < 0.5 else 2, deep=True))
    if not script.play_to_street(rng, street, fold=0.2, all_in=0.0):
        return None
    return script if len(script.table.can_bet()) >= 2 else None


@generator("premature-turn", FLOP_VARIANTS)
def _gen_premature_turn(rng: random.Random, variant: str) -> dict[str, Any]:
    def make() -> Script | None:
        script = _to_board_burn(rng, variant, 1)
        if script is None or len(script.table.can_bet()) < 3:
            return None
        script.cont()  # burn and turn the flop; the flop betting begins
        table = script.table
        if table.actor is None or table.street_index != 1:
            return None
        # At least one flop decision first: a fourth card turned before anyone acted is a four-card
        # flop (its own rule), not a premature turn.
        for _ in range(rng.randint(1, len(table.can_bet()) - 1)):
            script.act(rng, fold=0.2, raise_=0.15, all_in=0.0)
            if table.actor is None or table.street_index != 1:
                return None
        return script

    script = _retry(make)
    waiting = script.table.actor
    assert waiting is not None
    if rng.random() < 0.8:
        script.do("burn")
    script.do("board")
    return _ruling(f"{_game_name(variant)}: the turn comes out before the flop betting is over",
                   f"Seat {waiting + 1} has not acted on the flop, but the dealer has already put out the turn. "
                   "What is the ruling?", script)


def _street_word(street: int) -> str:
    return {2: "turn", 3: "river"}[street]


@generator("turn-without-burn", FLOP_VARIANTS)
def _gen_turn_without_burn(rng: random.Random, variant: str) -> dict[str, Any]:
    street = rng.choice((2, 2, 3))
    script = _retry(lambda: _to_board_burn(rng, variant, street))
    script.do("board")
    word = _street_word(street)
    return _ruling(f"{_game_name(variant)}: the {word} is turned without a burn",
                   f"The dealer turns the {word} card without burning first. Nobody has acted on it. What now?",
                   script)


@generator("turn-without-burn-after-action", FLOP_VARIANTS)
def _gen_turn_without_burn_acted(rng: random.Random, variant: str) -> dict[str, Any]:
    street = rng.choice((2, 2, 3))

    def make() -> Script | None:
        script = _to_board_burn(rng, variant, street)
        if script is None:
            return None
        script.do("board")
        if script.table.actor is None:
            return None
        script.play(rng, rng.randint(1, len(script.table.can_bet())), fold=0.2, all_in=0.0)
        return script

    script = _retry(make)
    word = _street_word(street)
    return _ruling(f"{_game_name(variant)}: the {word} had no burn, noticed after action",
                   f"The {word} was turned without a burn, and nobody noticed until players had acted on it. "
                   "What now?", script)


@generator("turn-two-burns", FLOP_VARIANTS)
def _gen_turn_two_burns(rng: random.Random, variant: str) -> dict[str, Any]:
    street = rng.choice((2, 2, 3))
    script = _retry(lambda: _to_board_burn(rng, variant, street))
    script.do("burn")
    script.do("burn")
    script.do("board")
    word = _street_word(street)
    return _ruling(f"{_game_name(variant)}: two burns before the {word}",
                   f"Before the {word} the dealer burned two cards, then turned one up. No action yet. What now?",
                   script)


def _to_runout_turn(rng: random.Random, variant: str) -> Script | None:
    """A flop-game table where the players are all in before the turn: the board is run out."""
    script = Script(_setup(rng, variant, min_players=2, max_players=4, short=1.0))
    if not script.play_to_street(rng, 2, fold=0.0, raise_=0.4, all_in=0.6):
        return None
    table = script.table
    return script if len(table.in_hand()) >= 2 and len(table.can_bet()) <= 1 else None


@generator("turn-two-burns-two-up", FLOP_VARIANTS)
def _gen_turn_two_burns_two_up(rng: random.Random, variant: str) -> dict[str, Any]:
    # Generated on an all-in run-out only: with a turn betting round pending, the second up card is
    # also a premature card, and the engine's premature-flop-or-river trigger (registered earlier)
    # takes the situation first.
    script = _retry(lambda: _to_runout_turn(rng, variant))
    for text in ("burn", "burn", "board", "board"):
        script.do(text)
    return _ruling(f"{_game_name(variant)}: two burns and two cards up for the turn",
                   "The players are all in. For the turn the dealer burned two cards and turned two up. What now?",
                   script)


# ---------------------------------------------------------------- betting amounts


def _question(kind: str, what: str, prompt: str) -> dict[str, Any]:
    return {"type": kind, "what": what, "prompt": prompt}


def _to_raise_decision(rng: random.Random, variant: str, **setup: Any) -> Script | None:
    """A table stopped at a random player decision where that player may bet or raise."""
    script = Script(_setup(rng, variant, **setup))
    script.play(rng, rng.randint(0, 12), fold=0.15, all_in=0.0)
    table = script.table
    if table.actor is None:
        if table.is_complete or script.expected() is None:
            return None
        script.cont()
    if table.actor is None or table.phase is not Phase.BETTING or table.raise_options(table.actor) is None:
        return None
    return script


def _amount_question(rng: random.Random, variant: str, what: str, title: str, prompt: str,
                     **setup: Any) -> dict[str, Any]:
    script = _retry(lambda: _to_raise_decision(rng, variant, **setup))
    seat = script.table.actor + 1  # type: ignore[operator]
    return {"title": f"{_game_name(variant)}: {title.format(seat=seat)}", "script": script,
            "question": _question("amount", what, prompt.format(seat=seat))}


@generator("pot-limit-maximum", ("PT", "PO", "P7S", "P5CD"))
def _gen_pot_limit(rng: random.Random, variant: str) -> dict[str, Any]:
    return _amount_question(rng, variant, "pot-limit-maximum", "the largest bet or raise for seat {seat}",
                            "Seat {seat} wants to bet or raise the pot. To how much can seat {seat} make it?",
                            deep=True)


_MINIMUM = ("the smallest bet or raise for seat {seat}",
            "Seat {seat} wants to bet or raise. What is the least total seat {seat} may make it?")


@generator("no-limit-minimum-raise", ("NT", "PT", "PO", "P7S", "N5CD", "P5CD", "N2L1D"))
def _gen_minimum_raise(rng: random.Random, variant: str) -> dict[str, Any]:
    return _amount_question(rng, variant, "minimum-raise", *_MINIMUM)


@generator("limit-raise-one-unit", ("FT", "FO", "FO/8", "F7S", "F7S/8", "FR", "F5CD", "F2L3D", "FB"))
def _gen_limit_raise(rng: random.Random, variant: str) -> dict[str, Any]:
    return _amount_question(rng, variant, "minimum-raise", *_MINIMUM)


@generator("spread-limit-raises", ("S7S",))
def _gen_spread_raise(rng: random.Random, variant: str) -> dict[str, Any]:
    return _amount_question(rng, variant, "minimum-raise", *_MINIMUM)


@generator("incorrect-bet-amount", ("NT", "PT", "PO", "FT", "FO", "N5CD", "P5CD", "F7S", "P7S", "S7S", "FR"))
def _gen_incorrect_amount(rng: random.Random, variant: str) -> dict[str, Any]:
    def make() -> Script | None:
        script = _to_raise_decision(rng, variant, deep=True)
        if script is None:
            return None
        table = script.table
        seat = table.actor
        options = table.raise_options(seat)  # type: ignore[arg-type]
        stack_top = table.seat(seat).bet + table.seat(seat).stack  # type: ignore[arg-type]
        floor = table.round.current_bet + 1
        low = [x for x in range(floor, min(options.minimum, stack_top + 1)) if not options.allows(x)]
        high = [x for x in range(options.maximum + 1, min(stack_top, options.maximum * 2) + 1)
                if not options.allows(x)]
        wrong = [x for x in (low[:3] + high[:3]) if 0 < x]
        if not wrong:
            return None
        script.do(f"p{seat + 1} cbr {rng.choice(wrong)}")  # type: ignore[operator]
        return script

    script = _retry(make)
    return _ruling(f"{_game_name(variant)}: a bet of the wrong size",
                   "A player bets an amount the betting structure does not allow. What does the dealer do?", script)


@generator("blinds-count-toward-call", BLIND_VARIANTS)
def _gen_to_call(rng: random.Random, variant: str) -> dict[str, Any]:
    def make() -> Script | None:
        script = Script(_setup(rng, variant, min_players=3))
        script.cont()
        script.play(rng, rng.randint(0, len(script.table.occupied) - 1), fold=0.2, raise_=0.3, all_in=0.0)
        table = script.table
        if table.actor is None or table.street_index != 0 or table.phase is not Phase.BETTING:
            return None
        return script

    script = _retry(make)
    seat = script.table.actor + 1  # type: ignore[operator]
    return {"title": f"{_game_name(variant)}: how much seat {seat} must put in to call before the flop",
            "script": script,
            "question": _question("amount", "to-call", f"How many more chips must seat {seat} put in to call?")}


# ---------------------------------------------------------------- pots at the showdown


def _to_showdown(rng: random.Random, variant: str, short: float = 0.6) -> Script | None:
    """A hand played to its end; with short stacks (``short``) all-ins and side pots are common."""
    script = Script(_setup(rng, variant, min_players=3 if short else 2, max_players=None if short else 4,
                           short=short))
    script.play(rng, 200, fold=0.1, raise_=0.3, all_in=0.3 if short else 0.0)
    if script.table.actor is not None or len(script.table.in_hand()) < 2:
        return None
    return script


_POT_PROMPTS = {"pots": "List every pot, main pot first: how many chips are in each?",
                "winners": "Which seats win each pot (main pot first)?",
                "shares": "How many chips does each winning seat collect in all?"}


def _pot_question(rng: random.Random, variant: str, rule_id: str, title: str, short: float = 0.6) -> dict[str, Any]:
    """A showdown question whose answer the engine explains with ``rule_id`` (the pots' shape decides which
    rule explains them: several pots, an odd chip, a tie, a lowball reading; hands are tried until one fits)."""
    for _ in range(200):
        script = _retry(lambda: _to_showdown(rng, variant, short))
        what = rng.choice(("pots", "winners", "shares"))
        made = {"title": f"{_game_name(variant)}: {title}", "script": script,
                "question": _question("amount" if what != "winners" else "seat", what, _POT_PROMPTS[what])}
        probe = Generated(rule_id, 0, made["title"], script.mapping(), made["question"], script.built("<probe>"))
        if probe.answer_rule() == rule_id:
            return made
    raise RuntimeError(f"no hand in 200 gave a showdown explained by {rule_id}")  # pragma: no cover


@generator("side-pots", ("NT", "PT", "PO", "FT", "FO", "F7S", "P7S", "FR", "N5CD", "F5CD"))
def _gen_side_pots(rng: random.Random, variant: str) -> dict[str, Any]:
    return _pot_question(rng, variant, "side-pots", "pots after all-ins")


@generator("hi-lo-qualifier", ("FO/8", "F7S/8"))
def _gen_hi_lo(rng: random.Random, variant: str) -> dict[str, Any]:
    return _pot_question(rng, variant, "hi-lo-qualifier", "the pots split high and low")


# ---------------------------------------------------------------- who brings in, who acts


def _to_bring_in(rng: random.Random, variant: str) -> Script:
    script = Script(_setup(rng, variant))
    script.post_all()
    cards = _deal_round_cards(script.table)
    for _ in range(rng.choice((cards, cards, rng.randint(0, cards)))):
        script.step()
    return script


_BRING_IN_PROMPT = "When the door cards are out, which seat must bring it in?"


@generator("stud-bring-in-low-card", ("F7S", "P7S", "S7S", "F7S/8"))
def _gen_stud_bring_in(rng: random.Random, variant: str) -> dict[str, Any]:
    script = _to_bring_in(rng, variant)
    return {"title": f"{_game_name(variant)}: who brings it in", "script": script,
            "question": _question("seat", "bring-in", _BRING_IN_PROMPT)}


@generator("razz-bring-in", ("FR",))
def _gen_razz_bring_in(rng: random.Random, variant: str) -> dict[str, Any]:
    script = _to_bring_in(rng, variant)
    return {"title": "Razz: who brings it in", "script": script,
            "question": _question("seat", "bring-in", _BRING_IN_PROMPT)}


def _to_street_start(rng: random.Random, variant: str, streets: tuple[int, ...], **setup: Any) -> Script | None:
    """A table where the dealer is due to open a random street among ``streets`` (two or more can bet)."""
    script = Script(_setup(rng, variant, **setup))
    if not script.play_to_street(rng, rng.choice(streets), fold=0.15, all_in=0.0):
        return None
    return script if len(script.table.can_bet()) >= 2 else None


_ACTOR_PROMPT = "When the dealer has put out this street's cards, which seat acts first?"


def _actor(variant: str, script: Script) -> dict[str, Any]:
    return {"title": f"{_game_name(variant)}: who acts first on {script.table.street.name}",
            "script": script, "question": _question("seat", "actor", _ACTOR_PROMPT)}


def _stud_first(rng: random.Random, variant: str) -> dict[str, Any]:
    # On fourth street nobody has yet acted first by the upcards, so the events are the same under
    # every rulebook and stud ties can be left to the rulebook (TDA breaks them by suit).
    street = rng.choice((1, 1, 2, 3, 4))
    script = _retry(lambda: _to_street_start(rng, variant, (street,), min_players=3, deep=True,
                                             stud_ties=street != 1))
    return _actor(variant, script)


@generator("stud-first-to-act-tie", ("F7S", "P7S", "S7S", "F7S/8"))
def _gen_stud_first(rng: random.Random, variant: str) -> dict[str, Any]:
    return _stud_first(rng, variant)


@generator("razz-first-to-act", ("FR",))
def _gen_razz_first(rng: random.Random, variant: str) -> dict[str, Any]:
    return _stud_first(rng, variant)


@generator("first-to-act-button-games", FLOP_VARIANTS)
def _gen_button_first(rng: random.Random, variant: str) -> dict[str, Any]:
    script = _retry(lambda: _to_street_start(rng, variant, (1, 2, 3)))
    return _actor(variant, script)


def _preflop_actor(rng: random.Random, variant: str, players: int | None, min_players: int) -> dict[str, Any]:
    script = Script(_setup(rng, variant, players, min_players=min_players))
    script.post_all()
    for _ in range(rng.randint(0, _deal_round_cards(script.table))):
        script.step()
    return {"title": f"{_game_name(variant)}: who acts first before the flop", "script": script,
            "question": _question("seat", "actor", "When the deal is finished, which seat acts first?")}


@generator("first-to-act-preflop-blinds", BLIND_VARIANTS)
def _gen_preflop_first(rng: random.Random, variant: str) -> dict[str, Any]:
    return _preflop_actor(rng, variant, None, 3)


@generator("heads-up-blinds", BLIND_VARIANTS)
def _gen_heads_up_first(rng: random.Random, variant: str) -> dict[str, Any]:
    return _preflop_actor(rng, variant, 2, 2)


@generator("draw-order", DRAW_VARIANTS)
def _gen_draw_order(rng: random.Random, variant: str) -> dict[str, Any]:
    def make() -> Script | None:
        script = _to_street_start(rng, variant, tuple(range(1, len(GAMES[VARIANT_GAMES[variant][0]].streets))))
        if script is None:
            return None
        script.cont()  # the burn; the first drawer is to discard
        table = script.table
        for _ in range(rng.randint(0, len(table.in_hand()) - 1)):
            if table.actor is None or table.phase is not Phase.DRAWING:
                break
            script.act(rng)
        return script if table.actor is not None and table.phase is Phase.DRAWING else None

    script = _retry(make)
    return {"title": f"{_game_name(variant)}: whose turn to draw", "script": script,
            "question": _question("seat", "actor", "Which seat discards and draws now?")}


@generator("five-card-draw-first-to-act", DRAW_VARIANTS)
def _gen_draw_first(rng: random.Random, variant: str) -> dict[str, Any]:
    def make() -> Script | None:
        streets = tuple(range(1, len(GAMES[VARIANT_GAMES[variant][0]].streets)))
        script = _to_street_start(rng, variant, streets)
        if script is None:
            return None
        table = script.table
        start = table.street_index
        for _ in range(20):  # every drawer discards; the dealer deals the replacements
            if table.actor is not None and table.phase is Phase.DRAWING:
                script.act(rng)
            elif table.actor is None and script.expected() is not None:
                script.cont()
            else:
                break
        ok = table.street_index == start and table.actor is not None and table.phase is Phase.BETTING
        return script if ok else None

    script = _retry(make)
    return {"title": f"{_game_name(variant)}: who acts first after the draw", "script": script,
            "question": _question("seat", "actor", "The draw is over. Which seat acts first?")}


# ---------------------------------------------------------------- the dealer's next operation


def _to_dealer_operation(rng: random.Random, variant: str, wanted: tuple[type, ...],
                         streets: tuple[int, ...]) -> Script | None:
    """A table stopped just before a correct dealer operation of one of the ``wanted`` kinds, on a
    random street among ``streets`` (played to with 'continue' where possible, then step by step)."""
    script = Script(_setup(rng, variant))
    table = script.table
    street = rng.choice(streets)
    if street == 0:
        script.post_all()
    elif not script.play_to_street(rng, street, fold=0.1, all_in=0.0):
        return None
    # How many of the wanted operations on this street go by before the question.
    stops = rng.randint(0, 3 if street else _deal_round_cards(table) - 1)
    seen = 0
    while table.actor is None and table.street_index == street:
        op = script.expected()
        if op is None or not _has_event(op):
            return None
        if isinstance(op, wanted):
            if seen >= stops:
                return script
            seen += 1
        script.step()
    return None


def _operation(variant: str, script: Script, what: str) -> dict[str, Any]:
    return {"title": f"{_game_name(variant)}: {what}", "script": script,
            "question": _question("dealer-operation", "", "What is the dealer's next operation?")}


@generator("flop-game-deal-order", FLOP_VARIANTS)
def _gen_flop_deal(rng: random.Random, variant: str) -> dict[str, Any]:
    return _operation(variant, _retry(lambda: _to_dealer_operation(rng, variant, (DealCard,), (0,))), "the next card")


@generator("flop-game-burn-and-turn", FLOP_VARIANTS)
def _gen_flop_board(rng: random.Random, variant: str) -> dict[str, Any]:
    return _operation(variant, _retry(lambda: _to_dealer_operation(rng, variant, (Burn, TurnBoardCard), (1, 2, 3))),
                      "burning and turning the board")


@generator("stud-deal-order", STUD_VARIANTS)
def _gen_stud_deal(rng: random.Random, variant: str) -> dict[str, Any]:
    return _operation(variant, _retry(lambda: _to_dealer_operation(rng, variant, (DealCard, Burn), (0, 1, 2, 3, 4))),
                      "the next card")


@generator("draw-game-deal", DRAW_VARIANTS)
def _gen_draw_deal(rng: random.Random, variant: str) -> dict[str, Any]:
    return _operation(variant, _retry(lambda: _to_dealer_operation(rng, variant, (DealCard,), (0,))),
                      "the next card of the deal")


# ---------------------------------------------------------------- cards and the stub found wrong


def _at_decision(rng: random.Random, variant: str, decisions: int, **setup: Any) -> Script | None:
    """A table stopped at a player decision after up to ``decisions`` random ones."""
    script = Script(_setup(rng, variant, **setup))
    script.play(rng, decisions, fold=0.15, all_in=0.0)
    if script.table.actor is None and not script.table.is_complete and script.expected() is not None:
        script.cont()
    table = script.table
    return script if table.actor is not None and table.phase is Phase.BETTING else None


def _cards_in_play(table: Table) -> list[Any]:
    cards = list(table.board)
    for seat in table.seats:
        if seat is not None and not seat.folded:
            cards.extend(held.card for held in seat.cards)
    return cards


@generator("marked-card")
def _gen_marked(rng: random.Random, variant: str) -> dict[str, Any]:
    script = _retry(lambda: _at_decision(rng, variant, rng.randint(0, 14)))
    card = rng.choice(_cards_in_play(script.table))
    script.do(f"marked {card}")
    return _ruling(f"{_game_name(variant)}: a marked card in play",
                   f"During the {script.table.street.name} betting the dealer notices that the {card} is marked. "
                   "What now?", script)


@generator("fouled-deck")
def _gen_fouled(rng: random.Random, variant: str) -> dict[str, Any]:
    script = _retry(lambda: _at_decision(rng, variant, rng.randint(0, 14)))
    card = rng.choice(_cards_in_play(script.table))
    script.do(f"duplicate {card}")
    return _ruling(f"{_game_name(variant)}: two of the same card",
                   f"A second {card} turns up in this hand. What is the ruling?", script)


def _gen_dropped(rng: random.Random, variant: str, mixed: bool) -> dict[str, Any]:
    def make() -> Script | None:
        script = Script(_setup(rng, variant))
        if rng.random() < 0.4:
            script.post_all()
            for _ in range(rng.randint(0, _deal_round_cards(script.table) - 1)):
                script.step()
            return script
        streets = len(script.table.game.streets)
        return script if script.play_to_street(rng, rng.randrange(1, streets), fold=0.15, all_in=0.0) else None

    script = _retry(make)
    script.do("drop mixed" if mixed else "drop")
    how = "and its cards got mixed with the muck and the burns" if mixed else "and its order is lost"
    return _ruling(f"{_game_name(variant)}: the stub is dropped",
                   f"The dealer drops the stub {how}. What now?", script)


@generator("disordered-stub")
def _gen_disordered(rng: random.Random, variant: str) -> dict[str, Any]:
    return _gen_dropped(rng, variant, False)


@generator("disordered-stub-mixed")
def _gen_disordered_mixed(rng: random.Random, variant: str) -> dict[str, Any]:
    return _gen_dropped(rng, variant, True)


def _button_found(rng: random.Random, variant: str, acted: bool) -> dict[str, Any]:
    def make() -> Script | None:
        script = Script(_setup(rng, variant, min_players=3))
        done = script.play(rng, rng.randint(3, 8) if acted else rng.randint(0, 2), fold=0.15, all_in=0.0)
        if acted and done < 3 or script.table.is_complete:
            return None
        return script

    script = _retry(make)
    table = script.table
    wrong = rng.choice([i for i in table.occupied if i != table.button])
    script.do(f"button p{wrong + 1}")
    return _ruling(f"{_game_name(variant)}: the button is out of position",
                   f"The button should be in front of seat {wrong + 1}, not seat {table.button + 1}, and it is "
                   f"noticed {'after players have acted' if acted else 'early in the hand'}. What now?", script)


@generator("button-out-of-position", BLIND_VARIANTS)
def _gen_button_wrong(rng: random.Random, variant: str) -> dict[str, Any]:
    return _button_found(rng, variant, False)


@generator("button-out-of-position-after-action", BLIND_VARIANTS)
def _gen_button_wrong_acted(rng: random.Random, variant: str) -> dict[str, Any]:
    return _button_found(rng, variant, True)


# ---------------------------------------------------------------- players' cards and actions


@generator("player-flashes-card-on-deal")
def _gen_player_flash(rng: random.Random, variant: str) -> dict[str, Any]:
    def make() -> Script | None:
        script = Script(_setup(rng, variant))
        script.post_all()
        table = script.table
        for _ in range(rng.randint(1, _deal_round_cards(table) - 1)):
            script.step()
        holders = [i for i in table.occupied if table.seat(i).hole]
        if not holders or not isinstance(script.expected(), DealCard):
            return None
        seat = rng.choice(holders)
        script.do(f"expose p{seat + 1} {rng.randint(1, len(table.seat(seat).hole))}")
        return script

    script = _retry(make)
    return _ruling(f"{_game_name(variant)}: a player shows a card during the deal",
                   "While the dealer is still dealing, a player turns one of his own cards face up. What now?", script)


@generator("player-exposes-card")
def _gen_player_exposes(rng: random.Random, variant: str) -> dict[str, Any]:
    script = _retry(lambda: _at_decision(rng, variant, rng.randint(0, 12)))
    table = script.table
    seat = rng.choice([i for i in table.in_hand() if table.seat(i).hole])
    script.do(f"expose p{seat + 1} {rng.randint(1, len(table.seat(seat).hole))}")
    return _ruling(f"{_game_name(variant)}: a player shows a card with action pending",
                   f"With the betting still going on, seat {seat + 1} shows one of his own cards. What now?", script)


def _undercall(rng: random.Random, variant: str, facing_raise: bool) -> Script | None:
    script = Script(_setup(rng, variant, min_players=3 if facing_raise else 2, deep=True))
    script.cont()
    table = script.table
    if facing_raise:
        raised = False
        for _ in range(12):
            if table.actor is None or table.street_index != 0:
                return None
            seat = table.actor
            options = table.raise_options(seat)
            if not raised and options is not None and options.choices is None and rng.random() < 0.6:
                script.do(f"p{seat + 1} cbr {rng.randint(options.minimum, min(options.maximum, 2 * options.minimum))}")
                raised = True
                continue
            if raised and rng.random() < 0.6:
                break
            script.act(rng, fold=0.3, raise_=0.0, all_in=0.0, keep=3)
        if not raised or len(table.in_hand()) < 3:
            return None
    if table.actor is None or table.phase is not Phase.BETTING:
        return None
    if not facing_raise:
        for _ in range(rng.randint(0, 3)):  # players just calling the big blind first
            if table.actor is None or len(table.can_bet()) < 3 or table.street_index != 0:
                return None
            script.do(f"p{table.actor + 1} cc")
    if table.actor is None or table.street_index != 0:
        return None
    to_call = table.to_call(table.actor)
    if to_call < 2:
        return None
    script.do(f"p{table.actor + 1} put {rng.randint(1, to_call - 1)}")
    return script


@generator("undercall", ("NT", "PT", "PO", "N5CD", "P5CD", "N2L1D"))
def _gen_undercall(rng: random.Random, variant: str) -> dict[str, Any]:
    script = _retry(lambda: _undercall(rng, variant, False))
    return _ruling(f"{_game_name(variant)}: chips short of a call",
                   "Facing the big blind, a player silently pushes out fewer chips than the call. What now?", script)


@generator("undercall-facing-raise", ("NT", "PT", "PO", "N5CD", "P5CD", "N2L1D"))
def _gen_undercall_raise(rng: random.Random, variant: str) -> dict[str, Any]:
    script = _retry(lambda: _undercall(rng, variant, True))
    return _ruling(f"{_game_name(variant)}: chips short of a call facing a raise",
                   "Facing a raise, with several players in, a player silently pushes out fewer chips than the call. "
                   "What now?", script)


def _out_of_turn(rng: random.Random, variant: str, kind: str) -> Script | None:
    script = _at_decision(rng, variant, rng.randint(0, 10), min_players=4, deep=True)
    if script is None:
        return None
    table = script.table
    actor = table.actor
    waiting = [i for i in table.can_bet() if i != actor]
    if len(waiting) < 2 or _has_choices(table) or "bring-in" in table.legal_player_operations():
        return None
    early = rng.choice(waiting)
    if kind == "fold":
        script.do(f"p{early + 1} f")
        return script
    script.do(f"p{early + 1} cc")
    options = table.raise_options(actor)  # type: ignore[arg-type]
    if kind == "changed":
        if options is None:
            return None
        script.do(f"p{actor + 1} cbr {options.minimum if options.choices is None else options.choices[0]}")
    elif rng.random() < 0.6:
        script.do(f"p{actor + 1} cc")  # the skipped player does not change the action
    return script


def _has_choices(table: Table) -> bool:
    options = table.raise_options(table.actor) if table.actor is not None else None
    return options is not None and options.minimum > options.maximum


@generator("action-out-of-turn")
def _gen_out_of_turn(rng: random.Random, variant: str) -> dict[str, Any]:
    script = _retry(lambda: _out_of_turn(rng, variant, "call"))
    return _ruling(f"{_game_name(variant)}: a player acts out of turn",
                   "A player checks or calls before his turn; the player he skipped does not bet or raise. What now?",
                   script)


@generator("fold-out-of-turn")
def _gen_fold_out_of_turn(rng: random.Random, variant: str) -> dict[str, Any]:
    script = _retry(lambda: _out_of_turn(rng, variant, "fold"))
    return _ruling(f"{_game_name(variant)}: a fold out of turn",
                   "A player folds before his turn. What now?", script)


@generator("action-out-of-turn-changed")
def _gen_out_of_turn_changed(rng: random.Random, variant: str) -> dict[str, Any]:
    script = _retry(lambda: _out_of_turn(rng, variant, "changed"))
    return _ruling(f"{_game_name(variant)}: out of turn, then the action changes",
                   "A player calls out of turn; then the player he skipped raises. What about the out-of-turn call?",
                   script)


# ---------------------------------------------------------------- flop games: the flop and extra cards


def _flop_dealt_then(rng: random.Random, variant: str) -> Script | None:
    """A flop-game table with the flop just out and nobody yet acting on it."""
    script = _to_board_burn(rng, variant, 1)
    if script is None:
        return None
    for _ in range(4):
        script.step()  # burn and three board cards
    return script if script.table.actor is not None else None


@generator("four-card-flop", FLOP_VARIANTS)
def _gen_four_card_flop(rng: random.Random, variant: str) -> dict[str, Any]:
    script = _retry(lambda: _flop_dealt_then(rng, variant))
    script.do("board")
    return _ruling(f"{_game_name(variant)}: four cards on the flop",
                   "The dealer turns four cards for the flop before anyone acts. What now?", script)


def _flop_without_burn(rng: random.Random, variant: str, acted: bool) -> Script | None:
    script = _to_board_burn(rng, variant, 1)
    if script is None:
        return None
    for text in ("board", "board", "board"):
        script.do(text)
    if acted:
        if script.table.actor is None:
            return None
        script.play(rng, rng.randint(1, len(script.table.can_bet())), fold=0.2, all_in=0.0)
    return script


@generator("flop-without-burn", FLOP_VARIANTS)
def _gen_flop_without_burn(rng: random.Random, variant: str) -> dict[str, Any]:
    script = _retry(lambda: _flop_without_burn(rng, variant, False))
    return _ruling(f"{_game_name(variant)}: the flop is dealt without a burn",
                   "The dealer turns the flop without burning first. Nobody has acted. What now?", script)


@generator("flop-without-burn-after-action", FLOP_VARIANTS)
def _gen_flop_without_burn_acted(rng: random.Random, variant: str) -> dict[str, Any]:
    script = _retry(lambda: _flop_without_burn(rng, variant, True))
    return _ruling(f"{_game_name(variant)}: no burn before the flop, noticed after action",
                   "The flop was turned without a burn; players have acted on it. What now?", script)


@generator("premature-flop-or-river", FLOP_VARIANTS)
def _gen_premature_flop_or_river(rng: random.Random, variant: str) -> dict[str, Any]:
    street = rng.choice((0, 2))

    def make() -> Script | None:
        script = Script(_setup(rng, variant, min_players=3, deep=True)) if street == 0 else \
            _to_board_burn(rng, variant, 2)
        if script is None:
            return None
        script.cont()
        table = script.table
        if table.actor is None or table.street_index != street:
            return None
        for _ in range(rng.randint(0, len(table.can_bet()) - 2)):
            script.act(rng, fold=0.2, raise_=0.15, all_in=0.0)
            if table.actor is None or table.street_index != street:
                return None
        return script

    script = _retry(make)
    if rng.random() < 0.7:
        script.do("burn")
    script.do("board")
    word = "flop" if street == 0 else "river"
    return _ruling(f"{_game_name(variant)}: a {word} card comes out too soon",
                   f"A player still has to act, but the dealer has started the {word}. What now?", script)


def _dealt_then(rng: random.Random, variant: str, decisions: int) -> Script | None:
    """The deal written partly card by card, then finished; then up to ``decisions`` preflop decisions."""
    script = Script(_setup(rng, variant, min_players=3))
    script.post_all()
    for _ in range(rng.randint(0, _deal_round_cards(script.table))):
        script.step()
    script.cont()
    script.play(rng, decisions, fold=0.2, raise_=0.1, all_in=0.0, keep=3)
    table = script.table
    return script if table.actor is not None and table.street_index == 0 else None


def _pitch_extra(script: Script, count: int) -> None:
    order = script.table.clockwise_from(script.table.button)
    for seat in order[:count]:
        script.do(f"deal p{seat + 1}")


@generator("extra-card-dealt", FLOP_VARIANTS)
def _gen_extra_card(rng: random.Random, variant: str) -> dict[str, Any]:
    script = _retry(lambda: _dealt_then(rng, variant, rng.randint(0, 2)))
    _pitch_extra(script, 1)
    return _ruling(f"{_game_name(variant)}: one card too many",
                   "After the deal was complete, the dealer pitched one more card to the first seat. What now?",
                   script)


@generator("extra-cards-dealt", FLOP_VARIANTS)
def _gen_extra_cards(rng: random.Random, variant: str) -> dict[str, Any]:
    script = _retry(lambda: _dealt_then(rng, variant, rng.randint(0, 2)))
    extra = rng.randint(2, 3)
    _pitch_extra(script, extra)
    return _ruling(f"{_game_name(variant)}: {extra} cards too many",
                   f"After the deal was complete, the dealer went on pitching {extra} more cards. What now?", script)


@generator("wrong-card-count-after-action", FLOP_VARIANTS)
def _gen_wrong_count_acted(rng: random.Random, variant: str) -> dict[str, Any]:
    def make() -> Script | None:
        script = _dealt_then(rng, variant, rng.randint(0, 1))
        if script is None:
            return None
        _pitch_extra(script, 1)
        done = script.play(rng, rng.randint(3, 6), fold=0.2, raise_=0.1, all_in=0.0)
        return script if done >= 3 else None

    script = _retry(make)
    return _ruling(f"{_game_name(variant)}: a wrong card count found after action",
                   "A player was pitched an extra card after the deal, and nobody noticed until several players "
                   "had acted. What now?", script)


def _skip_on_deal(rng: random.Random, script: Script, seat: int) -> bool:
    """Deal the first round passing over one of ``seat``'s cards; False if no card of that seat came."""
    table = script.table
    script.post_all()
    # A hole card: a stud door card decides the bring-in, and a seat without one cannot be ranked.
    target_round = rng.randrange(table.game.streets[0].down)
    met = 0
    while True:
        op = script.expected()
        if not isinstance(op, DealCard):
            return False
        if op.seat == seat:
            if met == target_round:
                script.do(f"skip p{seat + 1}")
                return True
            met += 1
        script.step()


def _button_short(rng: random.Random, variant: str, acted: bool) -> Script | None:
    script = Script(_setup(rng, variant, min_players=3, deep=True))
    if not _skip_on_deal(rng, script, script.table.button):
        return None
    script.cont()
    table = script.table
    button = table.button
    if not acted:
        if table.actor is not None and table.actor != button and rng.random() < 0.5:
            script.act(rng, fold=0.1, all_in=0.0)  # someone else acts; the button has not
        return script
    for _ in range(20):
        if table.actor is None or table.street_index != 0:
            return None
        if table.actor == button:
            script.act(rng, fold=0.0, all_in=0.0)
            return script
        script.act(rng, fold=0.2, all_in=0.0, keep=2)
    return None


@generator("button-short-cards", FLOP_VARIANTS)
def _gen_button_short(rng: random.Random, variant: str) -> dict[str, Any]:
    script = _retry(lambda: _button_short(rng, variant, False))
    return _ruling(f"{_game_name(variant)}: the button is a card short",
                   "The button was passed over on the deal and holds a card too few. What now?", script)


@generator("button-short-cards-acted", FLOP_VARIANTS)
def _gen_button_short_acted(rng: random.Random, variant: str) -> dict[str, Any]:
    script = _retry(lambda: _button_short(rng, variant, True))
    return _ruling(f"{_game_name(variant)}: the button acted a card short",
                   "The button, passed over on the deal, has already acted on his hand. What now?", script)


@generator("misdeal-causes")
def _gen_misdeal_cause(rng: random.Random, variant: str) -> dict[str, Any]:
    def make() -> Script | None:
        script = Script(_setup(rng, variant, min_players=3))
        table = script.table
        if rng.random() < 0.5:
            seat = rng.choice([i for i in table.occupied if i != table.button])
            return script if _skip_on_deal(rng, script, seat) else None
        script.post_all()
        for _ in range(rng.randint(0, _deal_round_cards(table) - 2)):
            script.step()
        op = script.expected()
        if not isinstance(op, DealCard):
            return None
        wrong = rng.choice([i for i in table.occupied if i != op.seat])
        script.do(f"deal p{wrong + 1}")
        return script

    script = _retry(make)
    return _ruling(f"{_game_name(variant)}: a card to the wrong place on the deal",
                   "Nobody has acted yet, and the deal went wrong: a card went to the wrong seat or a player "
                   "was passed over. What now?", script)


# ---------------------------------------------------------------- stud


def _third_street_up(rng: random.Random, variant: str, both: bool) -> Script:
    script = Script(_setup(rng, variant))
    script.post_all()
    table = script.table
    seat = rng.choice(table.occupied)
    rounds = (0, 1) if both else (rng.choice((0, 1)),)
    met = 0
    while True:
        op = script.expected()
        if not isinstance(op, DealCard) or op.face_up:
            break
        if op.seat == seat:
            script.do(f"deal p{seat + 1} up" if met in rounds else f"deal p{seat + 1}")
            met += 1
            if met > max(rounds) and rng.random() < 0.5:
                break
            continue
        script.step()
    return script


@generator("stud-exposed-downcard-initial-deal", STUD_VARIANTS)
def _gen_stud_hole_up(rng: random.Random, variant: str) -> dict[str, Any]:
    script = _third_street_up(rng, variant, False)
    return _ruling(f"{_game_name(variant)}: a hole card dealt face up",
                   "On third street the dealer deals one of a player's two hole cards face up. What now?", script)


@generator("stud-both-hole-cards-exposed", STUD_VARIANTS)
def _gen_stud_both_up(rng: random.Random, variant: str) -> dict[str, Any]:
    script = _third_street_up(rng, variant, True)
    return _ruling(f"{_game_name(variant)}: both hole cards dealt face up",
                   "On third street the dealer deals both of a player's hole cards face up. What now?", script)


def _seventh_street(rng: random.Random, variant: str, mode: str) -> Script | None:
    """Seventh street with one player's last card dealt face up. ``mode``: 'live' (that player and at
    least one other can still bet), 'all-in' (that player is all in, two others can bet) or 'no-action'
    (fewer than two players can bet: the hand is being run out)."""
    short = {"live": 0.0, "all-in": 0.0, "no-action": 1.0}[mode]
    setup = _setup(rng, variant, min_players=3 if mode == "all-in" else 2, max_players=6, short=short,
                   deep=mode != "no-action")
    if mode == "all-in":  # one short stack, likely to be all in by seventh street
        bet = setup.get("small_bet") or setup.get("min_bet")
        stacks = setup["starting_stacks"]
        stacks[rng.randrange(len(stacks))] = bet * rng.randint(2, 5)
    script = Script(setup)
    fold = 0.02 if mode == "all-in" else 0.1
    if not script.play_to_street(rng, 4, fold=fold, raise_=0.3, all_in=0.6 if mode == "no-action" else 0.0):
        return None
    table = script.table
    able = len(table.can_bet())
    if (able < 2) != (mode == "no-action"):
        return None
    script.step()  # the burn
    targets = [i for i in table.in_hand() if (table.seat(i).stack == 0) is (mode == "all-in")] \
        if mode != "no-action" else table.in_hand()
    if not targets or not isinstance(script.expected(), DealCard):
        return None
    seat = rng.choice(targets)
    while True:
        op = script.expected()
        if not isinstance(op, DealCard):
            return None
        if op.seat == seat:
            script.do(f"deal p{seat + 1} up")
            return script
        script.step()


@generator("stud-seventh-card-face-up", STUD_VARIANTS)
def _gen_seventh_up(rng: random.Random, variant: str) -> dict[str, Any]:
    script = _retry(lambda: _seventh_street(rng, variant, "live"))
    return _ruling(f"{_game_name(variant)}: the seventh card dealt face up",
                   "On seventh street the dealer deals a player's last card face up. What now?", script)


@generator("stud-seventh-card-face-up-all-in", STUD_VARIANTS)
def _gen_seventh_up_all_in(rng: random.Random, variant: str) -> dict[str, Any]:
    script = _retry(lambda: _seventh_street(rng, variant, "all-in"))
    return _ruling(f"{_game_name(variant)}: the seventh card face up to an all-in player",
                   "On seventh street the dealer deals the last card face up to a player who is all in, while "
                   "others can still bet. What now?", script)


@generator("stud-seventh-card-face-up-no-action", STUD_VARIANTS)
def _gen_seventh_up_no_action(rng: random.Random, variant: str) -> dict[str, Any]:
    script = _retry(lambda: _seventh_street(rng, variant, "no-action"))
    return _ruling(f"{_game_name(variant)}: the seventh card face up with no betting left",
                   "The players are all in. On seventh street the dealer deals one player's last card face up. "
                   "What now?", script)


@generator("stud-premature-street", STUD_VARIANTS)
def _gen_stud_premature(rng: random.Random, variant: str) -> dict[str, Any]:
    def make() -> Script | None:
        script = _to_street_start(rng, variant, (0, 1, 2, 3), min_players=3, deep=True)
        if script is None:
            return None
        script.cont()
        table = script.table
        if table.actor is None:
            return None
        street = table.street_index
        for _ in range(rng.randint(0, len(table.can_bet()) - 2)):
            script.act(rng, fold=0.1, raise_=0.15, all_in=0.0)
            if table.actor is None or table.street_index != street:
                return None
        return script

    script = _retry(make)
    table = script.table
    first = table.in_hand()[0]
    if rng.random() < 0.6:
        script.do("burn")
    script.do(f"deal p{first + 1} up")
    return _ruling(f"{_game_name(variant)}: the next street dealt too soon",
                   f"Seat {table.actor + 1} has not acted, but the dealer has started the next street. What now?",
                   script)


@generator("stud-burn-error", STUD_VARIANTS)
def _gen_stud_burn(rng: random.Random, variant: str) -> dict[str, Any]:
    street = rng.randint(1, 4)
    script = _retry(lambda: _to_street_start(rng, variant, (street,), deep=True))
    table = script.table
    if rng.random() < 0.5:
        script.do("burn")
        script.do("burn")
        what = "burns two cards"
    else:
        # The first card of the street dealt with no burn before it.
        op = [o for o in table.queued() if isinstance(o, DealCard)][0]
        script.do(f"deal p{op.seat + 1} {'up' if op.face_up else 'down'}")
        what = "deals without burning"
    return _ruling(f"{_game_name(variant)}: a burn error on {table.street.name} street",
                   f"Starting {table.street.name} street, the dealer {what}. What now?", script)


def _wrong_bring_in(rng: random.Random, variant: str, corrected: bool) -> Script | None:
    script = Script(_setup(rng, variant, min_players=3))
    script.post_all()
    table = script.table
    while isinstance(script.expected(), DealCard):
        script.step()
    op = script.expected()
    if not isinstance(op, AnnounceBringIn):
        return None
    wrong = rng.choice([i for i in table.occupied if i != op.seat])
    script.do(f"bring-in p{wrong + 1}")
    if corrected:
        if rng.random() < 0.5:
            script.do(f"p{wrong + 1} pb")
    else:
        script.play(rng, rng.randint(2, 4), fold=0.2, raise_=0.2, all_in=0.0)
    return script


@generator("stud-wrong-bring-in-corrected", STUD_VARIANTS)
def _gen_wrong_bring_in_corrected(rng: random.Random, variant: str) -> dict[str, Any]:
    script = _retry(lambda: _wrong_bring_in(rng, variant, True))
    return _ruling(f"{_game_name(variant)}: the wrong seat named to bring in",
                   "The dealer names the wrong seat to bring it in; nobody else has acted yet. What now?", script)


@generator("stud-wrong-bring-in", STUD_VARIANTS)
def _gen_wrong_bring_in(rng: random.Random, variant: str) -> dict[str, Any]:
    script = _retry(lambda: _wrong_bring_in(rng, variant, False))
    return _ruling(f"{_game_name(variant)}: the wrong bring-in, found after others acted",
                   "The dealer named the wrong seat to bring in, and the next players have acted. What now?", script)


@generator("stud-wrong-card-count", STUD_VARIANTS)
def _gen_stud_short_seventh(rng: random.Random, variant: str) -> dict[str, Any]:
    def make() -> Script | None:
        script = _to_street_start(rng, variant, (4,), max_players=6, deep=True)
        if script is None:
            return None
        table = script.table
        script.step()  # the burn
        seat = rng.choice(table.in_hand())
        while True:
            op = script.expected()
            if not isinstance(op, DealCard):
                return None
            if op.seat == seat:
                script.do(f"skip p{seat + 1}")
                return script
            script.step()

    script = _retry(make)
    return _ruling(f"{_game_name(variant)}: a player passed over on seventh street",
                   "On seventh street the dealer passes over one player, who is left with six cards. What now?",
                   script)


# ---------------------------------------------------------------- showdowns the table explains


@generator("deuce-to-seven-reading", ("N2L1D", "F2L3D"))
def _gen_deuce_seven(rng: random.Random, variant: str) -> dict[str, Any]:
    # Deep stacks: one pot, so the reading of the hands is what the answer turns on.
    return _pot_question(rng, variant, "deuce-to-seven-reading", "reading the deuce-to-seven hands", short=0.0)


@generator("badugi-reading", ("FB",))
def _gen_badugi(rng: random.Random, variant: str) -> dict[str, Any]:
    return _pot_question(rng, variant, "badugi-reading", "reading the badugi hands", short=0.0)


_ROYAL = "AsKsQsJsTs"


def _board_plays(rng: random.Random, variant: str, odd: bool) -> Script | None:
    """Hold'em with a royal flush on the board (every player plays the board and ties), played to the
    showdown with one pot split among everyone left (folded chips make the odd chips)."""
    setup = _setup(rng, variant, min_players=3 if odd else 2, max_players=6, deep=True)
    count = len(setup["starting_stacks"])
    others = [card for card in _all_cards() if str(card) not in _ROYAL]
    rng.shuffle(others)
    holes, rest = others[:2 * count], others[2 * count:]
    royal = [_ROYAL[i:i + 2] for i in range(0, 10, 2)]
    # Hole cards, then burn + flop, burn + turn, burn + river (the rest of the stub is shuffled by the seed).
    top = [str(c) for c in holes] + [str(rest[0])] + royal[:3] + [str(rest[1]), royal[3], str(rest[2]), royal[4]]
    setup["stub"] = "".join(top)
    script = Script(setup)
    script.play(rng, 60, fold=0.3, raise_=0.1, all_in=0.0)
    table = script.table
    awards = [award for award in table.awards if not award.pot.uncalled]
    if table.actor is not None or len(awards) != 1:
        return None
    winners = len(table.in_hand())
    return script if winners >= 2 and (awards[0].pot.amount % winners != 0) is odd else None


def _all_cards() -> list[Any]:
    from dealerschool.cards import DECK

    return list(DECK)


def _split_question(rng: random.Random, variant: str, rule_id: str, odd: bool) -> dict[str, Any]:
    for _ in range(100):
        script = _retry(lambda: _board_plays(rng, variant, odd))
        what = rng.choice(("shares", "winners"))
        made = {"title": f"{_game_name(variant)}: the board plays", "script": script,
                "question": _question("amount" if what == "shares" else "seat", what, _POT_PROMPTS[what])}
        probe = Generated(rule_id, 0, made["title"], script.mapping(), made["question"], script.built("<probe>"))
        if probe.answer_rule() == rule_id:
            return made
    raise RuntimeError(f"no split pot in 100 explained by {rule_id}")  # pragma: no cover


@generator("cards-speak-best-five", ("NT", "FT", "PT"))
def _gen_board_plays(rng: random.Random, variant: str) -> dict[str, Any]:
    return _split_question(rng, variant, "cards-speak-best-five", False)


@generator("odd-chip-button-games", ("NT", "FT", "PT"))
def _gen_odd_chip(rng: random.Random, variant: str) -> dict[str, Any]:
    return _split_question(rng, variant, "odd-chip-button-games", True)


# ---------------------------------------------------------------- procedure rulings on a plain table


def _engine_rule(script: Script) -> str | None:
    """The rule the engine finds on the generator's own replay (no irregularity: the procedure triggers)."""
    from dealerschool.rules.engine import find_rule

    if script.replay.irregularities:
        return None
    try:
        return find_rule(script.replay)[0].id
    except ValueError:
        return None


def _walk_to(rng: random.Random, script: Script, rule_id: str, stop: float, coarse: bool = True,
             max_street: int = 99, **act: Any) -> bool:
    """Play the hand on; at each state where the rule's own trigger holds, stop with chance ``stop``
    if the engine (triggers in their order) finds that rule there. False if the hand ends first or
    passes ``max_street``. ``coarse`` deals each street with one 'continue' (states inside the dealing
    are skipped; the moment after each decision and after the bets are collected are all kept)."""
    from dealerschool.rules.engine import PROCEDURE_TRIGGERS

    trigger = PROCEDURE_TRIGGERS[rule_id]
    table = script.table
    for _ in range(400):
        if trigger(table) and rng.random() < stop and _engine_rule(script) == rule_id:
            return True
        if table.is_complete or table.street_index > max_street:
            return False
        if table.actor is not None:
            script.act(rng, **act)
            continue
        op = script.expected()
        if op is None:
            return False
        if _has_event(op) and (not coarse or isinstance(op, CollectBets)):
            script.step()
        else:
            script.do("continue")
    return False


def _procedure_generator(rule_id: str, variants: tuple[str, ...] | None, prompt: str, *, stop: float = 0.5,
                         tweak: Callable[[random.Random, dict[str, Any]], None] | None = None,
                         setup: dict[str, Any] | None = None, act: dict[str, Any] | None = None,
                         sampler: Callable[[random.Random, str], Script | None] | None = None,
                         walk: dict[str, Any] | None = None) -> None:
    """Register a ruling question on a plain table for a procedure rule: random hands are walked step
    by step until the rule's own trigger holds and the engine finds that rule there (or ``sampler``
    builds the moment directly, and the engine must find the rule there)."""
    def make(rng: random.Random, variant: str) -> dict[str, Any]:
        def attempt() -> Script | None:
            if sampler is not None:
                script = sampler(rng, variant)
                return script if script is not None and _engine_rule(script) == rule_id else None
            data = _setup(rng, variant, full_house=True, **(setup or {}))
            if tweak is not None:
                tweak(rng, data)
            try:
                script = Script(data)
            except ValueError:
                return None  # the tweak made a table that cannot be dealt
            return script if _walk_to(rng, script, rule_id, stop, **(walk or {}), **(act or {})) else None

        script = _retry(attempt)
        title = get_rule(rule_id).title
        return _ruling(f"{_game_name(variant)}: {title[0].lower() + title[1:]}", prompt, script)

    generator(rule_id, variants)(make)


def _stack_below_small_blind(rng: random.Random, data: dict[str, Any]) -> None:
    small_blind = data["blinds_or_straddles"][0]
    stacks = data["starting_stacks"]
    if small_blind >= 2:
        stacks[rng.randrange(len(stacks))] = rng.randint(1, small_blind - 1)


def _bring_in_all_in(rng: random.Random, variant: str) -> Script | None:
    """Third street where the low card's whole stack went in as the ante (the cards come from the seed,
    so a first deal finds the bring-in, and the same table is then set up with that stack)."""
    data = _setup(rng, variant, full_house=True)
    probe = Script(data)
    probe.post_all()
    while isinstance(probe.expected(), DealCard):
        probe.step()
    op = probe.expected()
    if not isinstance(op, AnnounceBringIn):
        return None
    numbers = data.get("seats") or list(range(1, len(data["starting_stacks"]) + 1))
    data["starting_stacks"][numbers.index(op.seat + 1)] = data["antes"]
    script = Script(data)
    script.post_all()
    while isinstance(script.expected(), DealCard):
        script.step()
    return script


_LIMIT_VARIANTS = ("FT", "FO", "FO/8", "F7S", "F7S/8", "FR", "F5CD", "F2L3D", "FB", "S7S")
_RAISES = {"fold": 0.05, "raise_": 0.7, "all_in": 0.0}
_PROMPT = "What is the ruling, and what happens next?"

_procedure_generator("betting-round-complete", None, "A player who has already acted faces a raise. "
                     "Is the betting round over?", setup={"min_players": 3}, act={"raise_": 0.4})
_procedure_generator("betting-round-over", None, "Every player has acted. What does the dealer do with the bets?",
                     act={"fold": 0.2})
_procedure_generator("showdown-order", tuple(v for v in VARIANT_GAMES if not GAMES[VARIANT_GAMES[v][0]].split),
                     "The last betting round is over. Who shows first?",
                     stop=1.0, act={"fold": 0.05, "raise_": 0.2})
_procedure_generator("big-blind-option", BLIND_VARIANTS, "Everyone has called the big blind. "
                     "Is the betting round over?", stop=1.0, act={"fold": 0.2, "raise_": 0.0, "all_in": 0.0})
# Five-card draw has two betting rounds: its cap is the limit-cap-size rule's.
_procedure_generator("limit-cap-multiway", tuple(v for v in _LIMIT_VARIANTS if v != "F5CD"), "The betting has been capped. May this player raise?",
                     setup={"min_players": 3, "deep": True}, act=_RAISES)
_procedure_generator("limit-cap-heads-up", ("FT", "FO", "F7S", "FR", "F5CD", "F2L3D", "FB"),
                     "Two players are left and the betting has reached the cap. May this player raise?",
                     setup={"players": 2, "deep": True},
                     tweak=lambda rng, data: data["house"].update(heads_up_uncapped=False), act=_RAISES)
_procedure_generator("limit-cap-size", ("F5CD",), "The betting has been capped in a game with two betting rounds. "
                     "May this player raise?", setup={"min_players": 3, "deep": True}, act=_RAISES)
_procedure_generator("hi-lo-split", ("FO/8", "F7S/8"), "The last betting round is over. How is the pot divided?",
                     stop=1.0, act={"fold": 0.05, "raise_": 0.2})
_procedure_generator("short-stack-smaller-than-blind", BLIND_VARIANTS, "A player outside the blinds has fewer chips "
                     "than the small blind. What now?", tweak=_stack_below_small_blind, setup={"min_players": 3},
                     walk={"coarse": False, "max_street": 0})
_procedure_generator("stud-completion-not-a-raise", STUD_VARIANTS, "The bring-in was completed. Was that a raise?",
                     act={"raise_": 0.5})
_procedure_generator("stud-first-to-act-high-board", ("F7S", "P7S", "S7S", "F7S/8"),
                     "The cards for this street are out. Who acts first?", setup={"min_players": 3, "deep": True},
                     walk={"coarse": False})
_procedure_generator("razz-first-to-act-low-board", ("FR",), "The cards for this street are out. Who acts first?",
                     setup={"min_players": 3, "deep": True}, walk={"coarse": False})
_procedure_generator("stud-open-pair-fourth-street", ("F7S",), "A pair shows on fourth street. What may the first "
                     "player bet?", stop=1.0, setup={"min_players": 5, "deep": True}, walk={"max_street": 1})
_procedure_generator("stud-hi-lo-open-pair", ("F7S/8",), "A pair shows on fourth street. What may the first "
                     "player bet?", stop=1.0, setup={"min_players": 5, "deep": True}, walk={"max_street": 1})
_procedure_generator("stud-fold-with-no-wager", STUD_VARIANTS, "A player folds when he could have checked. What now?",
                     stop=1.0, setup={"min_players": 3, "deep": True}, act={"fold": 0.05, "fold_free": 0.3})


def _short_all_in(rng: random.Random, variant: str) -> Script | None:
    """Preflop: the first player calls the big blind; the next goes all in for more than the call but
    less than a full raise; the others call or fold; the action is back on the first player."""
    data = _setup(rng, variant, min_players=3, max_players=7, deep=True, full_house=True)
    big = data["blinds_or_straddles"][1]
    if big < 2:
        return None
    probe = Script(data)
    probe.cont()
    first = probe.table.actor
    assert first is not None
    order = [i for i in probe.table.clockwise_from(first) if i != first]
    short_seat = order[0]
    numbers = data.get("seats") or list(range(1, len(data["starting_stacks"]) + 1))
    data["starting_stacks"][numbers.index(short_seat + 1)] = rng.randint(big + 1, 2 * big - 1)
    script = Script(data)
    script.cont()
    table = script.table
    script.do(f"p{first + 1} cc")
    if table.actor != short_seat or table.raise_options(short_seat) is None:
        return None
    script.do(f"p{short_seat + 1} cbr {table.seat(short_seat).stack + table.seat(short_seat).bet}")
    while table.actor is not None and table.actor != first:
        script.act(rng, fold=0.3, raise_=0.0, all_in=0.0)
    return script if table.actor == first else None


_procedure_generator("short-all-in-reopening", ("NT", "PT", "PO", "N5CD", "P5CD", "N2L1D"),
                     "A short all-in has come back to a player who only called. May he raise?",
                     sampler=_short_all_in)


_procedure_generator("stud-bring-in-all-in", STUD_VARIANTS, "The low card is all in from the ante. Who brings it in?",
                     sampler=_bring_in_all_in)
