"""Quiz questions: made once, with their answers, from a scripted scenario or from (rule id, seed).

A :class:`QuizQuestion` has two halves. :class:`Shown` is everything a page may show before the trainee
answers: the prompt, the events so far in words, the table as the trainee dealing sees it (a
:class:`dealerschool.situations.views.TableView` as JSON, so no face-down card), and how to answer (the options of a
ruling question, the seats of a seat question). :class:`Revealed` is the answer: the right answer, why, the
citations, what the other rulebooks say where they differ, the remedy and the table as it must look
afterwards. Both are computed once, when the question is made (:func:`from_scenario`,
:func:`from_generated`), and stored as JSON (:meth:`QuizQuestion.to_json`); an answer is then graded by
comparison (:func:`read_answer`, :func:`is_right`), without ruling again.

Plain Python: no Flask, no SQLite.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from functools import cache, lru_cache
from typing import Any

from dealerschool.generate import GENERATORS, generate
from dealerschool.histories.phh import ALL_VARIANT_GAMES
from dealerschool.quiz import scenarios
from dealerschool.quiz.grading import DecisionType, Question, RightAnswer, correct_answer, normalise, ruling_options
from dealerschool.rules import get_rule
from dealerschool.rules.engine import NoRuling, Ruling, rule_on, rule_on_replay
from dealerschool.rules.model import RULEBOOK_NAMES, S000, S001, S003, SOURCES, Rule
from dealerschool.rules.rulebooks import get_rulebook
from dealerschool.situations.events import Event
from dealerschool.situations.replays import IrregularityKind, Replay, replayed
from dealerschool.situations.setup import Situation, build_table
from dealerschool.situations.views import Audience, CardView, PotView, SeatView, TableView, table_view, view_as_json
from dealerschool.table import words
from dealerschool.table.table import Table

FAMILIES: dict[str, str] = {
    "A": "Set-up, deal order and burns",
    "B": "Blinds, button and posting",
    "C": "Betting",
    "D": "Seven-card stud",
    "E": "Razz, stud hi-lo and Omaha hi-lo",
    "F": "Draw games",
    "G": "Showdown and pots",
    "H": "Irregularities on the deal (flop games)",
    "I": "Board and burn irregularities",
    "K": "Tournaments",
    "L": "Cash-game house rules",
    "X": "Rulings from TDA 2024 and Robert's Rules",
}
"""Rule families: the rules catalog's sections, by the letter of a rule's first catalog id."""

GAME_GROUPS: dict[str, str] = {"all-flop": "flop", "all-stud": "stud", "all-draw": "draw"}
"""Game filters naming a family of games rather than one game."""

NUMBER_AMOUNTS = frozenset({"pot-limit-maximum", "minimum-raise", "to-call", "pot"})
"""Amount questions answered with one number."""
PER_SEAT_AMOUNTS = frozenset({"shares", "chip-race"})
"""Amount questions answered with a number for each seat."""
SEAT_QUESTIONS = frozenset({"button", "bring-in", "actor"})
"""Seat questions answered by picking one seat (``winners`` needs a seat per pot and is not asked here)."""

SOURCE_NAMES: dict[str, str] = {
    S000: "Poker Rules for Beginners",
    S001: "Rules of poker games (lowball, stud and others)",
    S003: "Poker Rules: Hold'em, Omaha, Seven Card Stud",
}
"""How a page names the three source documents (the catalog cites them by file name)."""


def citation_text(citation: str) -> str:
    """A citation as a trainee reads it: the document's title, not its file name."""
    for file_name, title in SOURCE_NAMES.items():
        if citation.startswith(file_name):
            return title + "," + citation[len(file_name):]
    return citation


AUDIENCE = Audience.DEALER
"""Quiz questions show the table as the trainee dealing sees it: no face-down card, no next operation."""


class Unsupported(ValueError):
    """The scenario's question cannot be asked in a quiz (its kind of answer has no form here)."""


class AnswerError(ValueError):
    """A submitted answer that cannot be read (the message says what was expected)."""


def rule_family(rule: Rule) -> str:
    return rule.catalog_ids[0][0]


# --- what the page shows, and what it shows after the answer ------------------------------------------------------


@dataclass(frozen=True)
class ShownOption:
    """One choice of a ruling question."""

    value: str
    text: str


@dataclass(frozen=True)
class Shown:
    """What a page may show before the answer is stored."""

    source: str
    """"scripted" or "generated"."""
    scenario: str
    """The scenario file's name (scripted), or "" (generated)."""
    seed: int | None
    rulebook: str
    kind: str
    """A :class:`dealerschool.quiz.grading.DecisionType` value."""
    what: str
    input: str
    """How the answer is given: "choice" (an option), "number", "numbers" (comma separated), "per-seat", "seat"."""
    title: str
    prompt: str
    game: str
    game_name: str
    difficulty: int
    events: tuple[str, ...]
    """The events so far, in words (no face-down card named)."""
    view: dict[str, Any]
    """The table as :data:`AUDIENCE` sees it (``views.view_as_json``)."""
    options: tuple[ShownOption, ...] = ()
    seats: tuple[int, ...] = ()
    """The seats to choose among (seat questions) or to answer for (per-seat amounts)."""
    loose: tuple[tuple[int, int, str], ...] = ()
    """Chips the events put forward that the table has not taken as a bet (``words.loose_chips``: seat, chips,
    what), drawn by their seat: the chips the question is about ("then pushes out 2,000")."""

    @property
    def option_values(self) -> tuple[str, ...]:
        return tuple(option.value for option in self.options)


@dataclass(frozen=True)
class AnswerKey:
    """Just what grading needs (how the answer is read, and the right one): a few bytes of JSON, so an
    answer POST reads neither the page's half nor the answer's in full."""

    input: str
    option_values: tuple[str, ...]
    seats: tuple[int, ...]
    right_answer: Any


def answer_key(question: QuizQuestion) -> AnswerKey:
    shown = question.shown
    return AnswerKey(shown.input, shown.option_values, shown.seats, question.revealed.right_answer)


def key_json(key: AnswerKey) -> dict[str, Any]:
    return {"input": key.input, "options": list(key.option_values), "seats": list(key.seats), "answer": key.right_answer}


def key_from_json(data: Mapping[str, Any]) -> AnswerKey:
    return AnswerKey(data["input"], tuple(data["options"]), tuple(data["seats"]), data["answer"])


@dataclass(frozen=True)
class OtherAnswer:
    """Another rulebook's answer, where it differs."""

    rulebook: str
    answer: Any
    answer_text: str
    explanation: str
    citations: tuple[str, ...]


@dataclass(frozen=True, kw_only=True)
class Revealed(RightAnswer):
    """The answer, stored with the question and shown only after the trainee's answer is stored: the right
    answer and why (:class:`dealerschool.quiz.grading.RightAnswer`), and what the page shows with it."""

    family: str
    answer_text: str
    remedy: tuple[str, ...] = ()
    others: tuple[OtherAnswer, ...] = ()
    after: dict[str, Any] | None = None
    """The table as it must look after the remedy (everything shown: ``Audience.REVIEW``)."""
    worked: str = ""
    """For an amount: the rule's arithmetic done on this table's numbers (:func:`dealerschool.table.words.amount_example`)."""
    note: str = ""
    """The instructor's own words on the ruling (and their citation), for a scenario written for the class."""


@dataclass(frozen=True)
class QuizQuestion:
    shown: Shown
    revealed: Revealed

    def to_json(self) -> dict[str, Any]:
        return {"shown": shown_json(self.shown), "revealed": revealed_json(self.revealed)}


def shown_json(shown: Shown) -> dict[str, Any]:
    return {"source": shown.source, "scenario": shown.scenario, "seed": shown.seed, "rulebook": shown.rulebook,
            "kind": shown.kind, "what": shown.what, "input": shown.input, "title": shown.title, "prompt": shown.prompt,
            "game": shown.game, "game_name": shown.game_name, "difficulty": shown.difficulty,
            "events": list(shown.events), "view": shown.view,
            "options": [{"value": o.value, "text": o.text} for o in shown.options], "seats": list(shown.seats),
            "loose": [list(chips) for chips in shown.loose]}


def shown_from_json(data: Mapping[str, Any]) -> Shown:
    return Shown(data["source"], data["scenario"], data["seed"], data["rulebook"], data["kind"], data["what"],
                 data["input"], data["title"], data["prompt"], data["game"], data["game_name"], data["difficulty"],
                 tuple(data["events"]), data["view"], tuple(ShownOption(o["value"], o["text"]) for o in data["options"]),
                 tuple(data["seats"]), tuple((int(seat), int(chips), str(what))  # (questions stored before: none)
                                             for seat, chips, what in data.get("loose", [])))


def revealed_json(revealed: Revealed) -> dict[str, Any]:
    # (the note only where there is one: a question of the scripted or generated library is stored as before)
    return {"rule_id": revealed.rule_id, "rule_title": revealed.rule_title, "family": revealed.family,
            "answer": revealed.right_answer, "answer_text": revealed.answer_text, "explanation": revealed.explanation,
            "citations": list(revealed.citations), "remedy": list(revealed.remedy),
            "others": [{"rulebook": o.rulebook, "answer": o.answer, "answer_text": o.answer_text,
                        "explanation": o.explanation, "citations": list(o.citations)} for o in revealed.others],
            "after": revealed.after, "worked": revealed.worked, **({"note": revealed.note} if revealed.note else {})}


def revealed_from_json(data: Mapping[str, Any]) -> Revealed:
    # "answer" is the stored key of the right answer (questions stored before the field was named right_answer)
    return Revealed(rule_id=data["rule_id"], rule_title=data["rule_title"], family=data["family"],
                    right_answer=data["answer"], answer_text=data["answer_text"], explanation=data["explanation"],
                    citations=tuple(data["citations"]), remedy=tuple(data["remedy"]),
                    others=tuple(OtherAnswer(o["rulebook"], o["answer"], o["answer_text"], o["explanation"],
                                             tuple(o["citations"])) for o in data["others"]),
                    after=data["after"], worked=str(data.get("worked", "")), note=str(data.get("note", "")))


def view_from_json(data: Mapping[str, Any]) -> TableView:
    """A stored view back as a :class:`TableView` (the inverse of ``views.view_as_json``)."""
    def cards(items: Sequence[Mapping[str, Any]]) -> tuple[CardView, ...]:
        return tuple(CardView(c["code"], c["face_up"], c["name"]) for c in items)

    return TableView(
        audience=Audience(data["audience"]), game=data["game"], game_name=data["game_name"],
        structure=data["structure"], street=data["street"],
        seats=tuple(SeatView(s["seat"], s["name"], s["stack"], s["bet"], cards(s["cards"]), s["folded"], s["all_in"],
                             s["button"], s["occupied"], s.get("out_of_turn", 0)) for s in data["seats"]),
        board=cards(data["board"]), burns=cards(data["burns"]), muck_count=data["muck_count"],
        stub_count=data["stub_count"],
        pots=tuple(PotView(p["amount"], tuple(p["eligible"]), p["label"]) for p in data["pots"]),
        actor=data["actor"], next_operation=data["next_operation"], hand_over=data["hand_over"],
        set_aside_count=data.get("set_aside_count", 0), seat_of=data.get("seat_of"), game_code=data.get("game_code", ""),
        mixed_game=data.get("mixed_game", False))


# --- events in words ---------------------------------------------------------------------------------------------


def events_in_words(events: Sequence[Event], table: Table | None = None) -> tuple[str, ...]:
    """The events in words (:func:`dealerschool.table.words.events_in_words`: each action worded from the betting
    it met on ``table``, the table they built), a run of the same words told once with its count."""
    return words.counted(words.events_in_words(events, table))


# --- making a question -------------------------------------------------------------------------------------------


def _input_for(question: Question) -> str:
    if question.type is DecisionType.RULING:
        return "choice"
    if question.type is DecisionType.AMOUNT:
        if question.what in NUMBER_AMOUNTS:
            return "number"
        if question.what == "pots":
            return "numbers"
        if question.what in PER_SEAT_AMOUNTS:
            return "per-seat"
    if question.type is DecisionType.SEAT and question.what in SEAT_QUESTIONS:
        return "seat"
    raise Unsupported(f"a {question.type.value} question{f' ({question.what})' if question.what else ''} "
                      "has no answer form in a quiz")


def answer_text(value: Any, options: Sequence[ShownOption] = ()) -> str:
    """An answer as a trainee reads it."""
    if isinstance(value, str):
        for option in options:
            if option.value == value:
                return option.text
        return value.replace("-", " ")
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, int):
        return f"{value:,}"
    if isinstance(value, list):
        return ", ".join(answer_text(v) for v in value)
    if isinstance(value, dict):
        return ", ".join(f"{k}: {answer_text(v)}" for k, v in value.items()) or "nothing"
    return str(value)


def _json_value(value: Any) -> Any:
    """Answers as plain JSON values (tuples to lists)."""
    if isinstance(value, (list, tuple)):
        return [_json_value(v) for v in value]
    if isinstance(value, dict):
        return {str(k): _json_value(v) for k, v in value.items()}
    return value


@dataclass
class _Case:
    """A situation and its question, however it came (scripted or generated)."""

    source: str
    scenario: str
    seed: int | None
    title: str
    difficulty: int
    situation: Situation
    question: Question
    replayed: Replay | None = field(default=None)
    """A replay already made under the rulebook (the generator's own), used instead of replaying again."""


def _answer(case: _Case, rulebook: str, replayed: Replay | None) -> tuple[Any, Rule, str, tuple[str, ...], Ruling | None]:
    question = case.question
    if question.type is DecisionType.RULING and not question.rule:
        ruling = rule_on(case.situation, rulebook) if replayed is None else rule_on_replay(replayed, rulebook)
        return (ruling.code.value, ruling.rule, ruling.answer.explanation,
                tuple(citation_text(str(c)) for c in ruling.answer.citations), ruling)
    value, rule, explanation, citations = correct_answer(question, case.situation, rulebook, replayed)
    return _json_value(value), rule, explanation, tuple(citation_text(c) for c in citations), None


def draw_for_the_button(situation: Situation, rulebook: str) -> TableView:
    """The table as the draw for the button leaves it, for the question who gets the button: each seat's
    drawn card face up, and nothing the answer would leave behind. The button is not drawn (it is the
    answer), nor anything dealt or posted after the draw (the blinds beside it and the first card dealt
    tell where it went), and the events after the draw are not told (see :func:`_make`)."""
    table = build_table(situation, get_rulebook(rulebook).table_rules(situation.house_overrides, situation.play))
    view = table_view(table, AUDIENCE)
    drawn = {seat + 1: card for seat, card in table.button_draw}
    seats = tuple(replace(seat, button=False, bet=0, cards=(CardView(str(drawn[seat.seat]), True,
                                                                     drawn[seat.seat].name),)
                          if seat.seat in drawn else ()) for seat in view.seats)
    return replace(view, seats=seats, board=(), burns=(), pots=())


def chips_as_pushed(view: TableView, replay: Replay, situation: Situation) -> tuple[TableView, tuple[tuple[int, int, str], ...]]:
    """The table as the player's chips leave it, for the question: the chips the mistakes put forward
    (``words.loose_chips``), and a seat that said what it did ('call') and then pushed out other chips drawn
    with the chips it pushed, not the words' call. The replay carries the words out before the chips come (the
    words are the action, TDA 2024 Rule 40-A), so its table has the call in front of the seat: drawn as it is,
    "says 'call', then pushes out 2,000" showed a bet of 600 and no 2,000, which both contradicts the question
    and tells its answer. Only where the chips are the last event (nothing has moved the bets since)."""
    loose = tuple(words.loose_chips(irregular.event for irregular in replay.irregularities))
    last = situation.events[-1] if situation.events else None
    said = {irregular.seat + 1: irregular.declared_chips for irregular in replay.irregularities
            if irregular.kind is IrregularityKind.SPOKEN_THEN_CHIPS and irregular.declared_chips > 0
            and irregular.seat is not None and irregular.event == last}
    if not said:
        return view, loose
    seats = tuple(replace(seat, bet=seat.bet - said[seat.seat], stack=seat.stack + said[seat.seat])
                  if seat.seat in said and seat.bet >= said[seat.seat] else seat for seat in view.seats)
    return replace(view, seats=seats), loose


def _make(case: _Case, rulebook: str, own_replay: Any = None, order: int | str = "") -> QuizQuestion:
    """Everything about the question, computed now: the view, the options, the answer under every rulebook.

    ``order`` seeds the order the options are offered in: a quiz draws one per question, so the same
    scenario asked again is offered in a new order; without one, what identifies the question seeds it (the
    scenario, or the generator and its seed, and the rulebook). Never the answer. The options are stored in
    that order with the question, so a reload shows the same."""
    if rulebook not in RULEBOOK_NAMES:
        raise ValueError(f"rulebook: {rulebook!r} is not one of {', '.join(RULEBOOK_NAMES)}")
    kind = _input_for(case.question)

    def replay_under(book: str) -> Replay | None:
        return own_replay(book) if own_replay is not None else None

    # Kept with the situation (replayed): the ruling under this rulebook reads the same replay, and a generated
    # situation already holds the one its check made under each rulebook's settings (generate's
    # plays_under_every_rulebook). Only read here: the view and the worked example copy its table.
    found = replay_under(rulebook) or replayed(case.situation,
                                               get_rulebook(rulebook).table_rules(case.situation.house_overrides, case.situation.play))
    before, loose = chips_as_pushed(table_view(found.table.copy(), AUDIENCE), found, case.situation)
    events = events_in_words(case.situation.events, found.table)
    if kind == "seat" and case.question.what == "button":
        before, events, loose = draw_for_the_button(case.situation, rulebook), (), ()
    value, rule, explanation, citations, ruling = _answer(case, rulebook, replay_under(rulebook))
    options: tuple[ShownOption, ...] = ()
    if kind == "choice":
        listed = [ShownOption(code, text) for code, text in ruling_options(case.situation, rulebook, case.question, ruling)]
        identity = f"{case.source}:{case.scenario}:{case.seed}:{rulebook}"
        random.Random(order if order != "" else identity).shuffle(listed)
        options = tuple(listed)
    seats = tuple(s.seat for s in before.seats if s.occupied) if kind in ("seat", "per-seat") else ()
    others = []
    for book in RULEBOOK_NAMES:
        if book == rulebook:
            continue
        try:
            other_value, _, other_explanation, other_citations, _ = _answer(case, book, replay_under(book))
        except (NoRuling, ValueError):
            continue
        if normalise(other_value) != normalise(value):
            others.append(OtherAnswer(book, other_value, answer_text(other_value, options), other_explanation,
                                      other_citations))
    after_table = ruling.table if ruling is not None else found.table
    game_code = ALL_VARIANT_GAMES.get(case.situation.history.variant, (before.game_code, ""))[0]
    shown = Shown(case.source, case.scenario, case.seed, rulebook, case.question.type.value, case.question.what, kind,
                  case.title, case.question.prompt, game_code or before.game_code, before.game_name, case.difficulty,
                  events, view_as_json(before), options, seats, loose)
    revealed = Revealed(rule_id=rule.id, rule_title=rule.title, family=rule_family(rule), right_answer=value,
                        answer_text=answer_text(value, options), explanation=explanation, citations=citations,
                        remedy=tuple(ruling.remedy) if ruling is not None else (), others=tuple(others),
                        after=view_as_json(table_view(after_table, Audience.REVIEW)),
                        worked=worked_example(case.question, found.table, value))
    return QuizQuestion(shown, revealed)


def worked_example(question: Question, table: Table, value: Any) -> str:
    """An amount question's arithmetic on this table's numbers (the table at the question), ending on the
    right answer; "" for other questions, or where the plain arithmetic does not give the answer."""
    if question.type is not DecisionType.AMOUNT:
        return ""
    if question.what in ("pots", "shares"):
        finished = table.copy()
        try:
            finished.run_dealer()
        except ValueError:
            return ""
        return words.amount_example(question.what, value, None, finished.awards)
    seat = table.actor
    if seat is None or table.seats[seat] is None:
        return ""
    player = table.seats[seat]
    assert player is not None
    betting = words.Betting(seat, table.pot, table.bets_on_table(), table.round.current_bet, player.bet, player.stack,
                            table.round.full_raise or table.limits.min_bet,
                            table.round.blind_shortfall if table.street_index == 0 else 0)
    return words.amount_example(question.what, value, betting)


def under_house(situation: Situation, house: Mapping[str, Any] | None) -> Situation:
    """The situation with a room's house options (``situations.HOUSE_OPTIONS`` names) under the ones its own file
    sets: the rulebook's settings, then the room's, then the file's (a scenario written about one setting keeps
    it). Every ruling, amount and replay reads the settings from here (``Rulebook.table_rules``)."""
    if not house:
        return situation
    overrides = {**house, **situation.house_overrides}
    return replace(situation, house_overrides=overrides, house=replace(situation.house, **overrides))


def from_scenario(scenario: scenarios.Scenario, rulebook: str = SOURCES, order: int | str = "",
                  house: Mapping[str, Any] | None = None) -> QuizQuestion:
    """The question of a scripted scenario, answered under ``rulebook`` and the room's ``house`` options
    (:func:`under_house`; ``order``: see :func:`_make`)."""
    case = _Case("scripted", scenario.name, None, scenario.title, scenario.difficulty,
                 under_house(scenario.situation, house), scenario.question)
    return _make(case, rulebook, order=order)


def from_generated(rule_id: str, seed: int, rulebook: str = SOURCES, order: int | str = "",
                   house: Mapping[str, Any] | None = None) -> QuizQuestion:
    """The generated scenario for ``rule_id`` and ``seed``, answered under ``rulebook`` and the room's ``house``
    options (:func:`under_house`; ``order``: see :func:`_make`)."""
    made = generate(rule_id, seed)
    situation = under_house(made.prebuilt or made.build(), house)
    question = made.question_object()
    difficulty = 2 if question.type is not DecisionType.RULING else 3
    case = _Case("generated", "", seed, made.title, difficulty, situation, question)
    return _make(case, rulebook, lambda book: made.own_replay(situation, book),
                 order if order != "" else f"generated:{rule_id}:{seed}:{rulebook}")


@lru_cache(maxsize=1)
def library() -> tuple[scenarios.Scenario, ...]:
    """The scripted scenarios (loaded once per process)."""
    return tuple(scenarios.load(path) for path in scenarios.scenario_files())


def find_scenario(name: str) -> scenarios.Scenario:
    for scenario in library():
        if scenario.name == name:
            return scenario
    raise ValueError(f"scenario: {name!r} is not in the scenario library")


def remake(source: str, scenario: str, rule_id: str, seed: int | None, rulebook: str) -> QuizQuestion:
    """The same question again from what identifies it (scripted: the scenario; generated: rule and seed)."""
    if source == "scripted":
        return from_scenario(find_scenario(scenario), rulebook)
    if seed is None:
        raise ValueError("seed: a generated question needs its seed")
    return from_generated(rule_id, seed, rulebook)


# --- reading and grading an answer -------------------------------------------------------------------------------


def _number(text: str, field_name: str) -> int:
    cleaned = text.strip().replace(",", "").replace(" ", "")
    if not (cleaned.isascii() and cleaned.isdigit()) or len(cleaned) > 12:  # int() refuses '²'
        raise AnswerError(f"{field_name}: expected a whole number of chips, got {text.strip()[:40]!r}")
    return int(cleaned)


def read_answer(shown: Shown | AnswerKey, form: Mapping[str, str]) -> Any:
    """The answer a form gives, as the engine writes answers; AnswerError says what was expected."""
    raw = form.get("answer", "")
    if shown.input == "choice":
        if raw not in shown.option_values:
            raise AnswerError("answer: choose one of the options")
        return raw
    if shown.input == "number":
        return _number(raw, "answer")
    if shown.input == "numbers":
        parts = [p for p in raw.replace(";", ",").split(",") if p.strip()]
        if not parts or len(parts) > 12:
            raise AnswerError("answer: expected each pot's amount, main pot first, separated by commas")
        return [_number(p, "answer") for p in parts]
    if shown.input == "seat":
        if not (raw.isascii() and raw.strip().isdigit()) or len(raw) > 12 or int(raw) not in shown.seats:
            raise AnswerError(f"answer: choose a seat ({', '.join(str(s) for s in shown.seats)})")
        return int(raw)
    if shown.input == "per-seat":
        amounts = {}
        for seat in shown.seats:
            text = form.get(f"seat-{seat}", "").strip() or "0"
            amount = _number(text, f"seat {seat}")
            if amount:
                amounts[f"seat {seat}"] = amount
        return amounts
    raise AnswerError(f"answer: this question takes no answer of kind {shown.input!r}")


def is_right(revealed: Revealed | AnswerKey, given: Any) -> bool:
    """Grading is a comparison with the answer stored when the question was made."""
    right = revealed.right_answer
    if isinstance(right, dict) and isinstance(given, dict):
        right = {k: v for k, v in right.items() if v}
    return bool(normalise(given) == normalise(right))


# --- choosing questions ------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Filters:
    """What a quiz asks about. Empty strings and zero mean any."""

    game: str = ""
    """A game code ("stud"), or a group: "all-flop", "all-stud", "all-draw"."""
    family: str = ""
    """A rule family letter (:data:`FAMILIES`)."""
    difficulty: int = 0
    kind: str = ""
    """"ruling", "amount" (pot drills) or "seat"."""
    source: str = "scripted"
    """"scripted", "generated" or "mixed"."""


def _game_matches(filters: Filters, game_code: str) -> bool:
    if not filters.game:
        return True
    if filters.game in GAME_GROUPS:
        from dealerschool.poker.games import GAMES

        return game_code in GAMES and GAMES[game_code].family.value == GAME_GROUPS[filters.game]
    return game_code == filters.game


def scenario_matches(filters: Filters, scenario: scenarios.Scenario) -> bool:
    question = scenario.question
    if filters.kind and question.type.value != filters.kind:
        return False
    try:
        _input_for(question)
    except Unsupported:
        return False
    if filters.difficulty and scenario.difficulty != filters.difficulty:
        return False
    if filters.family and rule_family(get_rule(scenario.rules[0])) != filters.family:
        return False
    game = ALL_VARIANT_GAMES.get(scenario.situation.history.variant, ("", ""))[0]
    return _game_matches(filters, game)


@cache
def generated_kinds(rule_id: str) -> frozenset[str]:
    """The kinds of question a rule's generator asks, from a few seeds (some ask amounts or seats by seed)."""
    kinds = set()
    for seed in range(4):
        try:
            kinds.add(str(generate(rule_id, seed).question["type"]))
        except ValueError:
            continue
    return frozenset(kinds)


def generated_rules(filters: Filters, only: Sequence[str] | None = None) -> list[str]:
    """The rules with a generator whose questions can match ``filters``, by rule id; of ``only`` those rules
    when given (checked first: practice asks for one rule, and the filters' checks on every generator were a
    tenth of making its question)."""
    rules = []
    for rule_id, registered in sorted(GENERATORS.items()):
        if only is not None and rule_id not in only:
            continue
        if filters.family and rule_family(get_rule(rule_id)) != filters.family:
            continue
        if filters.kind and filters.kind not in generated_kinds(rule_id):
            continue
        if not any(_game_matches(filters, ALL_VARIANT_GAMES[v][0]) for v in registered.variants):
            continue
        rules.append(rule_id)
    return rules


@lru_cache(maxsize=1)
def scripted_rules() -> dict[str, str]:
    """Each scripted scenario a quiz can ask (by path) with the rule its question is about, as the answer
    names it: a seat or amount question names the rule the engine answers by, which need not be the first
    of the scenario's ``rules`` (a razz fourth-street scenario listed under the low-board rule is answered
    by the razz first-to-act rule). Practice files an answer under that rule, so it asks by it too."""
    found = {}
    for scenario in library():
        if not scenario_matches(Filters(), scenario):
            continue
        try:
            found[scenario.path] = from_scenario(scenario, SOURCES).revealed.rule_id
        except (Unsupported, NoRuling, ValueError):
            continue  # no question can be made from it
    return found


@lru_cache(maxsize=1)
def scripted_by_rule() -> dict[str, tuple[scenarios.Scenario, ...]]:
    """The scripted scenarios a quiz can ask, by the rule their question is about (:func:`scripted_rules`), each
    rule's in the library's order: a practice question for one rule reads its few scenarios instead of testing
    every scenario of the library (0.13 ms a question, a twentieth of making one)."""
    found: dict[str, list[scenarios.Scenario]] = {}
    rules = scripted_rules()
    for scenario in library():
        if scenario.path in rules:
            found.setdefault(rules[scenario.path], []).append(scenario)
    return {rule_id: tuple(kept) for rule_id, kept in found.items()}


@lru_cache(maxsize=1)
def practice_rules() -> tuple[str, ...]:
    """Rules practice can ask about: those of the scripted questions a quiz can ask, and the generated ones."""
    rules = set(scripted_rules().values())
    rules.update(generated_rules(Filters()))
    return tuple(sorted(rules))


def warm_up() -> None:
    """Fill the caches a server's first quizzes would fill (a few seconds): call before forking workers."""
    library()
    practice_rules()
    scripted_by_rule()
    for rule_id in GENERATORS:
        generated_kinds(rule_id)


def pick(filters: Filters, count: int, rulebook: str, rng: random.Random,
         rules: Sequence[str] | None = None, house: Mapping[str, Any] | None = None) -> list[QuizQuestion]:
    """``count`` different questions matching ``filters`` (fewer if the library has fewer), made now.

    ``rules``: only questions about these rules (practice what I miss asks for one rule at a time).
    ``house``: a room's house options (:func:`under_house`)."""
    made: list[QuizQuestion] = []
    sources = ("scripted", "generated") if filters.source == "mixed" else (filters.source,)
    # The rules asked for are checked first (a dictionary look-up), the filters only on what they leave.
    if rules is not None and len(rules) == 1:  # practice: one rule's few scenarios, in the library's order
        scripted = [s for s in scripted_by_rule().get(rules[0], ()) if scenario_matches(filters, s)]
    else:
        scripted = [s for s in library()
                    if (rules is None or scripted_rules().get(s.path) in rules) and scenario_matches(filters, s)]
    rng.shuffle(scripted)
    generating = generated_rules(filters, rules)
    tries = 0
    while len(made) < count and tries < count * 12:
        tries += 1
        source = rng.choice(sources)
        try:
            if source == "scripted":
                if not scripted:
                    if filters.source != "mixed" or not generating:
                        break
                    continue
                question = from_scenario(scripted.pop(), rulebook, rng.getrandbits(32), house)
            else:
                if not generating:
                    if filters.source != "mixed" or not scripted:
                        break
                    continue
                question = from_generated(rng.choice(generating), rng.randrange(1_000_000), rulebook,
                                          rng.getrandbits(32), house)
        except (Unsupported, NoRuling, ValueError):
            continue  # a question this rulebook cannot answer, or a kind of answer with no form here
        if rules is not None and question.revealed.rule_id not in rules:
            continue  # practising one rule never serves another
        shown = question.shown
        if filters.kind and shown.kind != filters.kind:
            continue
        if not _game_matches(filters, shown.game):
            continue
        if filters.difficulty and shown.difficulty != filters.difficulty:
            continue
        if any(q.shown.scenario == shown.scenario and q.shown.seed == shown.seed and q.revealed.rule_id ==
               question.revealed.rule_id for q in made):
            continue
        made.append(question)
    return made

