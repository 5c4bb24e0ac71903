"""Work a class is set: a quiz or a dealing drill, due on a day, asked and dealt under the room's rulebook.

Plain Python: what an assignment asks for (:class:`QuizWork`, :class:`DrillWork`, each stored as JSON), the
questions or the drill settings a trainee gets for it (made by the quiz's and the drill's own machinery:
``questions.pick`` and ``drill.Settings``), and where a trainee stands on it (:class:`Status`).

Every trainee of a class gets the same questions and the same hands for an assignment (the random choices
are seeded with the assignment's id), so their results compare like with like.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from datetime import date
from enum import Enum
from typing import Any

from dealerschool import drill
from dealerschool.quiz import questions, scenarios


class Kind(Enum):
    """What an assignment sets."""

    QUIZ = "quiz"
    """Questions: a chosen set of scripted scenarios, or questions made by rule family, game, kind and difficulty."""
    DRILL = "drill"
    """A dealing drill: a game or a rotation, a number of hands, a rate of irregularities."""


class Status(Enum):
    """Where a trainee stands on an assignment."""

    NOT_STARTED = "not started"
    """Nothing done yet, and it is not yet overdue."""
    STARTED = "started"
    """Begun and not finished, and not yet overdue."""
    DONE = "done"
    """Every question answered, or every hand dealt."""
    BEHIND = "behind"
    """Past its due day and not done."""


class AssignmentError(ValueError):
    """What is wrong with an assignment's settings, by field (``errors``: field name -> message)."""

    def __init__(self, errors: Mapping[str, str]) -> None:
        super().__init__("; ".join(errors.values()))
        self.errors = dict(errors)


MAX_HANDS = 50
"""The most hands a drill assignment sets (a long evening's dealing)."""


@dataclass(frozen=True)
class QuizWork:
    """A quiz assignment: the scripted scenarios chosen (by name), or else the quiz filters and a count."""

    scenarios: tuple[str, ...] = ()
    """Scripted scenario names, asked in this order; empty: made from ``filters`` instead."""
    filters: questions.Filters = field(default_factory=questions.Filters)
    count: int = 5
    time_limit: int | None = None
    """Minutes from the start of the quiz, or None."""
    exam: bool = False
    """An exam: one attempt, the same questions in each trainee's own order, no feedback (nor any count of
    right answers) until the instructor releases it."""
    pass_mark: int | None = None
    """An exam's pass mark: the share of the questions right, in percent."""
    written: tuple[tuple[str, str, str], ...] = ()
    """(name, scenario file text, the instructor's note) of each chosen scenario from the class's library
    (``scenarios`` names it among the others), copied when the work is set: editing or deleting it in the
    library later changes nothing a trainee is asked here, so every trainee gets the same question. The note
    (the instructor's explanation and citation) is shown with the answer."""

    def to_dict(self) -> dict[str, Any]:
        f = self.filters
        return {"scenarios": list(self.scenarios), "filters": {"game": f.game, "family": f.family,
                                                               "difficulty": f.difficulty, "kind": f.kind,
                                                               "source": f.source},
                "count": self.count, "time_limit": self.time_limit, "exam": self.exam, "pass_mark": self.pass_mark,
                "written": {name: {"file": text, "note": note} for name, text, note in self.written}}

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> QuizWork:
        filters = data.get("filters") or {}
        return cls(tuple(data.get("scenarios") or ()), questions.Filters(**filters), int(data.get("count", 5)),
                   data.get("time_limit"), bool(data.get("exam", False)), data.get("pass_mark"),
                   tuple((name, str(copy["file"]), str(copy.get("note", "")))
                         for name, copy in (data.get("written") or {}).items()))

    def passed(self, right: int) -> bool | None:
        """Whether ``right`` answers pass the exam (None: no pass mark)."""
        if self.pass_mark is None:
            return None
        return 100 * right >= self.pass_mark * self.size

    def describe(self) -> str:
        if self.scenarios:
            return self.exam_words() + f"{len(self.scenarios)} chosen scenario{'s' if len(self.scenarios) != 1 else ''}"
        f = self.filters
        parts = [f"{self.count} question{'s' if self.count != 1 else ''}"]
        if f.family:
            parts.append(f"family {f.family}")
        if f.game:
            parts.append(f.game)
        if f.kind:
            parts.append(f.kind)
        if f.difficulty:
            parts.append(f"difficulty {f.difficulty}")
        parts.append(f"{f.source} scenarios")
        text = ", ".join(parts)
        return self.exam_words() + text + (f"; {self.time_limit} minutes" if self.time_limit else "")

    def exam_words(self) -> str:
        if not self.exam:
            return ""
        return "exam" + (f" (pass mark {self.pass_mark}%)" if self.pass_mark is not None else "") + ": "

    @property
    def size(self) -> int:
        return len(self.scenarios) or self.count


@dataclass(frozen=True)
class DrillWork:
    """A drill assignment: what to deal and how many hands."""

    variant: str = "NT"
    """A variant code or a rotation name (``drill.Settings.variant``)."""
    hands: int = 5
    rate: drill.Rate = drill.Rate.SOMETIMES
    players: int = 6

    def to_dict(self) -> dict[str, Any]:
        return {"variant": self.variant, "hands": self.hands, "rate": self.rate.value, "players": self.players}

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> DrillWork:
        """From a form's or the store's values; :class:`AssignmentError` names each field that is wrong."""
        errors: dict[str, str] = {}
        hands_text = str(data.get("hands", "5")).strip()
        hands = int(hands_text) if hands_text.isascii() and hands_text.isdigit() and len(hands_text) <= 3 else 0
        if not 1 <= hands <= MAX_HANDS:
            errors["hands"] = f"Hands: expected a whole number from 1 to {MAX_HANDS}, got {hands_text[:20]!r}."
        try:
            checked = drill.Settings.from_mapping({"variant": data.get("variant", "NT"),
                                                   "players": data.get("players", "6"),
                                                   "rate": data.get("rate", "sometimes")})
        except drill.DrillError as error:
            name = str(error).split("settings.", 1)[-1].split(":", 1)[0]
            label = {"variant": "Game", "players": "Players", "rate": "Irregularities"}.get(name, name)
            errors[name if name in ("variant", "players", "rate") else "variant"] = (
                f"{label}: {str(error).split(': ', 2)[-1]}.")
            checked = drill.Settings()
        if errors:
            raise AssignmentError(errors)
        return cls(checked.variant, hands, checked.rate, checked.players)

    def describe(self) -> str:
        return (f"{self.hands} hand{'s' if self.hands != 1 else ''} of {drill.variant_name(self.variant)}, "
                f"{self.players} players, irregularities {self.rate.value}")

    @property
    def size(self) -> int:
        return self.hands


def askable_scenarios() -> dict[str, scenarios.Scenario]:
    """Every scripted scenario a quiz can ask, by its name (stored by name: a file's path changes with the
    install)."""
    askable = questions.scripted_rules()
    return {scenario.name: scenario for scenario in questions.library() if scenario.path in askable}


def read_scenarios(chosen: Sequence[str], written: Mapping[str, Any] | None = None) -> tuple[str, ...]:
    """The chosen scenarios (by name), each checked to be a scripted one a quiz can ask or one of ``written``
    (the class library's that can be assigned, by name); AssignmentError otherwise."""
    askable = askable_scenarios()
    wrong = [name for name in chosen if name not in askable and name not in (written or {})]
    if wrong:
        raise AssignmentError({"scenarios": f"Scenarios: {wrong[0][:60]!r} is not a scenario a quiz can ask."})
    return tuple(dict.fromkeys(chosen))


def scenario_choices() -> list[tuple[str, str]]:
    """(name, title) of every scripted scenario a quiz can ask, by title."""
    return sorted(((name, scenario.title) for name, scenario in askable_scenarios().items()), key=lambda p: (p[1], p[0]))


def work(kind: str, settings: Mapping[str, Any]) -> QuizWork | DrillWork:
    """An assignment's work from its stored kind and settings."""
    return QuizWork.from_dict(settings) if kind == Kind.QUIZ.value else DrillWork.from_dict(settings)


def make_questions(quiz: QuizWork, rulebook: str, assignment_id: int,
                   house: Mapping[str, Any] | None = None) -> list[questions.QuizQuestion]:
    """The questions of a quiz assignment under the room's rulebook and house options (``room``): the chosen
    scenarios in their order, or ``count`` picked by the filters. The same for every trainee of the class
    (seeded by the assignment)."""
    rng = random.Random(f"assignment:{assignment_id}")
    if not quiz.scenarios:
        return questions.pick(quiz.filters, quiz.count, rulebook, rng, house=house)
    library = askable_scenarios()
    notes = {}
    for name, text, note in quiz.written:
        try:
            library[name] = scenarios.loads(text, name)
        except ValueError:
            continue  # (a copy this version cannot read) left out, as a scenario taken out of the library is
        notes[name] = note
    made = []
    for name in quiz.scenarios:
        if name not in library:
            continue  # (a scenario since taken out of the library)
        try:
            question = questions.from_scenario(library[name], rulebook, rng.getrandbits(32), house)
        except (questions.Unsupported, ValueError):
            continue  # (NoRuling is a ValueError) a scenario this room's rules cannot ask: left out
        if notes.get(name):
            question = replace(question, revealed=replace(question.revealed, note=notes[name]))
        made.append(question)
    return made


def read_exam(exam: bool, pass_mark_text: str) -> int | None:
    """An exam's pass mark (percent, 1 to 100) from the form; blank: none. AssignmentError names the field."""
    text = pass_mark_text.strip().rstrip("%").strip()
    if not text:
        return None
    mark = int(text) if text.isascii() and text.isdigit() and len(text) <= 3 else 0
    if not 1 <= mark <= 100:
        raise AssignmentError({"pass_mark": f"Pass mark: expected a percentage from 1 to 100, got {pass_mark_text[:20]!r}."})
    if not exam:
        raise AssignmentError({"pass_mark": "Pass mark: only an exam has one (tick 'An exam')."})
    return mark


def in_trainees_order(made: list[questions.QuizQuestion], assignment_id: int,
                      user_id: int) -> list[questions.QuizQuestion]:
    """An exam's questions in this trainee's own order (the same questions for everyone)."""
    ordered = list(made)
    random.Random(f"assignment:{assignment_id}:trainee:{user_id}").shuffle(ordered)
    return ordered


def drill_settings(dealing: DrillWork, rulebook: str, assignment_id: int,
                   house: Mapping[str, Any] | None = None) -> drill.Settings:
    """The drill settings of a drill assignment under the room's rulebook and house options (``house``:
    ``room.read``'s mapping; none, the rulebook's settings), the same hands for every trainee."""
    return drill.Settings.from_mapping({"variant": dealing.variant, "players": dealing.players,
                                        "rate": dealing.rate.value, "rulebook": rulebook,
                                        "seed": assignment_id % 16_777_216, "house": dict(house or {})})


def status(kind: str, settings: Mapping[str, Any], done: int, started: bool, due_on: str, today: date) -> Status:
    """Where a trainee stands: ``done`` questions answered or hands dealt, ``started`` whether they began."""
    if done >= work(kind, settings).size:
        return Status.DONE
    if today.isoformat() > due_on:
        return Status.BEHIND
    return Status.STARTED if started else Status.NOT_STARTED
