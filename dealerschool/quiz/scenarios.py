"""Scripted scenarios: a situation, a question and the author's expected answer per rulebook.

A scenario file is TOML::

    title = "Exposed card on the third card of the deal"
    difficulty = 2            # 1 (first week) to 5 (floor supervisor)
    tags = ["exposed-card", "holdem"]
    rules = ["flop-exposed-card-becomes-burn"]   # rule ids the scenario exercises

    [situation]               # a situation (see dealerschool.situations)
    variant = "NT"
    ...

    [question]
    type = "ruling"           # ruling | dealer-operation | amount | seat
    what = ""                 # amount: pot-limit-maximum, minimum-raise, to-call, pot, pots, shares
                              # seat: bring-in, actor, winners
    prompt = "What must the dealer do?"
    rule = ""                 # a policy question with no table state names its rule here

    [expected.sources]        # one table per rulebook the author answers for
    answer = "replace-exposed-card-burn"
    rule = "flop-exposed-card-becomes-burn"   # optional: the rule the engine must cite

:func:`validate` checks a file's shape (naming the file, the field and what
was expected) and that the engine's answer equals the author's under each
rulebook listed.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from dealerschool import situations
from dealerschool.files import parse_toml, read_text
from dealerschool.quiz.grading import AMOUNTS, SEATS, DecisionType, Question, correct_answer, normalise
from dealerschool.resources import resource_dir
from dealerschool.rules import get_rule
from dealerschool.rules.engine import NoRuling
from dealerschool.rules.model import RULEBOOK_NAMES

FIELDS = ("title", "difficulty", "tags", "rules", "situation", "question", "expected")


@dataclass(frozen=True)
class Scenario:
    path: str
    title: str
    difficulty: int
    tags: tuple[str, ...]
    rules: tuple[str, ...]
    situation: situations.Situation
    question: Question
    expected: dict[str, dict[str, Any]]

    @property
    def name(self) -> str:
        return Path(self.path).stem


def _field(source: str, name: str) -> str:
    return f"{source}: field {name!r}"


def loads(text: str, source: str) -> Scenario:
    data = parse_toml(text, source)
    unknown = sorted(set(data) - set(FIELDS))
    if unknown:
        raise ValueError(f"{_field(source, unknown[0])}: unknown field (expected one of {', '.join(FIELDS)})")
    for name in FIELDS:
        if name not in data:
            raise ValueError(f"{_field(source, name)}: missing")
    title = data["title"]
    if not isinstance(title, str) or not title.strip():
        raise ValueError(f"{_field(source, 'title')}: expected a non-empty string")
    difficulty = data["difficulty"]
    if isinstance(difficulty, bool) or not isinstance(difficulty, int) or not 1 <= difficulty <= 5:
        raise ValueError(f"{_field(source, 'difficulty')}: expected an integer from 1 to 5, got {difficulty!r}")
    for name in ("tags", "rules"):
        value = data[name]
        if not isinstance(value, list) or not value or not all(isinstance(v, str) and v for v in value):
            raise ValueError(f"{_field(source, name)}: expected a non-empty array of strings")
    for rule_id in data["rules"]:
        try:
            get_rule(rule_id)
        except ValueError:
            raise ValueError(f"{_field(source, 'rules')}: {rule_id!r} is not a rule id "
                             "(see `dealerschool rules`)") from None
    if not isinstance(data["situation"], dict):
        raise ValueError(f"{_field(source, 'situation')}: expected a table")
    situation = situations.from_mapping(data["situation"], f"{source} [situation]")
    question = _question(data["question"], source)
    expected = data["expected"]
    if not isinstance(expected, dict) or not expected:
        raise ValueError(f"{_field(source, 'expected')}: expected a table per rulebook, like [expected.sources]")
    for book, block in expected.items():
        if book not in RULEBOOK_NAMES:
            raise ValueError(f"{_field(source, 'expected.' + book)}: unknown rulebook (expected one of "
                             f"{', '.join(RULEBOOK_NAMES)})")
        if not isinstance(block, dict) or "answer" not in block:
            raise ValueError(f"{_field(source, 'expected.' + book)}: expected a table with an 'answer'")
        extra = sorted(set(block) - {"answer", "rule"})
        if extra:
            raise ValueError(f"{_field(source, f'expected.{book}.{extra[0]}')}: unknown (expected answer, rule)")
    return Scenario(source, title.strip(), difficulty, tuple(data["tags"]), tuple(data["rules"]), situation,
                    question, expected)


def _question(data: Any, source: str) -> Question:
    if not isinstance(data, dict):
        raise ValueError(f"{_field(source, 'question')}: expected a table")
    kinds = ", ".join(t.value for t in DecisionType)
    try:
        kind = DecisionType(data.get("type"))
    except ValueError:
        raise ValueError(f"{_field(source, 'question.type')}: expected one of {kinds}, got {data.get('type')!r}") from None
    what = data.get("what", "")
    allowed = AMOUNTS if kind is DecisionType.AMOUNT else SEATS if kind is DecisionType.SEAT else None
    if allowed is not None and (not isinstance(what, str) or what not in allowed):
        raise ValueError(f"{_field(source, 'question.what')}: expected one of {', '.join(allowed)}, got {what!r}")
    prompt = data.get("prompt", "")
    if not isinstance(prompt, str) or not prompt.strip():
        raise ValueError(f"{_field(source, 'question.prompt')}: expected the question as a trainee reads it")
    rule = data.get("rule", "")
    if rule:
        if kind is not DecisionType.RULING:
            raise ValueError(f"{_field(source, 'question.rule')}: only a ruling question names its rule")
        try:
            get_rule(rule)
        except ValueError:
            raise ValueError(f"{_field(source, 'question.rule')}: {rule!r} is not a rule id") from None
    unknown = sorted(set(data) - {"type", "what", "prompt", "rule"})
    if unknown:
        raise ValueError(f"{_field(source, 'question.' + unknown[0])}: unknown (expected type, what, prompt, rule)")
    return Question(kind, what, prompt.strip(), rule)


def load(path: str | Path) -> Scenario:
    return loads(read_text(path), str(path))


def scenario_files(root: Path | None = None) -> list[Path]:
    root = root or resource_dir("scenarios")
    return sorted(root.rglob("*.toml"))


@dataclass(frozen=True)
class Problem:
    path: str
    message: str


def check(scenario: Scenario) -> list[Problem]:
    """Compare the engine's answer with the author's under each listed rulebook."""
    problems = []
    for book, block in scenario.expected.items():
        try:
            right, rule, _, _ = correct_answer(scenario.question, scenario.situation, book)
        except (NoRuling, ValueError) as error:
            problems.append(Problem(scenario.path, f"expected.{book}: the engine cannot answer: {error}"))
            continue
        if normalise(right) != normalise(block["answer"]):
            problems.append(Problem(scenario.path, f"expected.{book}.answer: the author wrote {block['answer']!r}, "
                                                   f"the engine answers {right!r} (rule {rule.id})"))
        if "rule" in block and block["rule"] != rule.id:
            problems.append(Problem(scenario.path, f"expected.{book}.rule: the author wrote {block['rule']!r}, "
                                                   f"the engine cites {rule.id!r}"))
    return problems


def validate(paths: Iterable[Path]) -> tuple[list[Scenario], list[Problem]]:
    """Load and check every file; return the good scenarios and every problem found."""
    good: list[Scenario] = []
    problems: list[Problem] = []
    for path in paths:
        try:
            scenario = load(path)
        except ValueError as error:
            problems.append(Problem(str(path), str(error)))
            continue
        found = check(scenario)
        problems.extend(found)
        if not found:
            good.append(scenario)
    return good, problems


def answer_text(question: Question, value: Any) -> str:
    """An answer as a floor person says it: 'seat 3', '40', 'pot 1: seat 2; pot 2: seats 1 and 3'."""

    def seats(numbers: list[int]) -> str:
        if len(numbers) == 1:
            return f"seat {numbers[0]}"
        return "seats " + ", ".join(map(str, numbers[:-1])) + f" and {numbers[-1]}"

    if question.type is DecisionType.SEAT and isinstance(value, int):
        return f"seat {value}"
    if question.type is DecisionType.SEAT and isinstance(value, list):  # winners, pot by pot
        return "; ".join(f"pot {k + 1}: {seats(list(won))}" for k, won in enumerate(value))
    if isinstance(value, list):  # amounts, pot by pot
        return "; ".join(f"pot {k + 1}: {amount}" for k, amount in enumerate(value))
    if isinstance(value, dict):  # shares or a chip race, seat by seat
        return ", ".join(f"{who} {amount}" for who, amount in value.items())
    return str(value)


def answer(scenario: Scenario, rulebook: str) -> dict[str, Any]:
    """The floor's answer to a scenario's question on its ``[situation]``, JSON-ready.

    A ruling question on what happened gets the full ruling (:meth:`Ruling.to_dict`); any other
    question gets the number, seat or step asked for, with the rule that explains it. Either way
    ``scenario`` says which file and question were answered. Raises NoRuling (a ValueError) when
    the engine cannot answer."""
    from dealerschool.rules.engine import rule_on

    question = scenario.question
    about = {"path": scenario.path, "title": scenario.title, "question": question.prompt,
             "type": question.type.value, "what": question.what}
    if question.type is DecisionType.RULING and not question.rule:
        ruled = rule_on(scenario.situation, rulebook).to_dict()
        return {"scenario": about, "answer": ruled["ruling"], "answer_text": ruled["ruling"], **ruled}
    value, rule, explanation, citations = correct_answer(question, scenario.situation, rulebook)
    differs: dict[str, Any] = {}
    for book in RULEBOOK_NAMES:
        if book == rulebook:
            continue
        try:
            other = correct_answer(question, scenario.situation, book)[0]
        except ValueError:  # NoRuling: that rulebook cannot answer; say nothing rather than guess
            continue
        if normalise(other) != normalise(value):
            differs[book] = answer_text(question, other)
    return {
        "scenario": about,
        "rulebook": rulebook,
        "answer": value,
        "answer_text": answer_text(question, value),
        "rule_ids": [rule.id],
        "catalog_ids": list(rule.catalog_ids),
        "title": rule.title,
        "explanation": explanation,
        "citations": list(citations),
        "differs_under": differs,
    }
