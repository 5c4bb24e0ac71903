"""A scenario an instructor writes in the browser: the situation built with the floor's builder, a ruling
question on it, and the ruling the instructor expects, checked against the engine's under the class's rules.

Plain Python: a :class:`Draft` read from a form (:func:`read_draft`, with every field's error by name), the
engine's ruling beside the instructor's (:func:`preview`), and the draft as a scenario file in the library's
format (:func:`scenario_text`), which ``dealerschool scenarios validate`` reads with the same loader
(``scenarios.loads``).

Whose ruling is the answer key: the engine's, always (``grading``: the engine is the only source of right
answers). The instructor's expected ruling is a check on the scenario, as a scripted scenario's
``[expected]`` is: a scenario whose expected ruling disagrees with the engine's under the room's rules may be
kept in the library (marked), but not assigned until the two agree.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from dealerschool import floor
from dealerschool.quiz import questions, scenarios
from dealerschool.rules.engine import NoRuling, rule_on
from dealerschool.rules.model import RULEBOOK_NAMES, RulingCode
from dealerschool.situations.setup import Situation

MAX_TITLE = 80
"""A title heads a page and fits a line, as a class name does."""
MAX_PROMPT = 300
MAX_EXPLANATION = 2000
MAX_CITATION = 200
DIFFICULTIES = {1: "1 (first week)", 2: "2", 3: "3", 4: "4", 5: "5 (floor supervisor)"}
"""A scenario file's difficulty, 1 to 5, as the library grades its scripted scenarios."""
TAG = "class-library"
"""The tag every written scenario's file carries (a scenario file needs at least one)."""


class DraftError(ValueError):
    """What is wrong with a written scenario, by field (``errors``: field name -> message)."""

    def __init__(self, errors: Mapping[str, str]) -> None:
        super().__init__("; ".join(errors.values()))
        self.errors = dict(errors)


RULING_CODES = tuple(sorted(code.value for code in RulingCode))
"""Every ruling code the engine can give (its closed vocabulary, :class:`RulingCode`), in alphabetical order:
the list an instructor picks the expected ruling from."""


@dataclass(frozen=True)
class Draft:
    """A written scenario's fields, read and checked."""

    title: str
    prompt: str
    """The question as a trainee reads it."""
    expected: str
    """The ruling the instructor expects: a :class:`RulingCode` value."""
    explanation: str
    """Why, in the instructor's words (kept with the scenario and written into its file)."""
    citation: str
    """Where the rulebook says so (optional)."""
    difficulty: int
    situation: Mapping[str, Any] = field(default_factory=dict)
    """The situation as the floor's builder keeps it (a situation file's fields)."""


def clean(text: Any) -> str:
    """One line of typed text: runs of spaces and line breaks made single spaces."""
    return " ".join(str(text or "").split())


def read_draft(form: Mapping[str, Any], situation: Mapping[str, Any] | None) -> Draft:
    """The draft a form describes, on ``situation`` (the builder's; None: it could not be read).
    :class:`DraftError` names every field that is wrong (``situation`` for the builder's)."""
    errors: dict[str, str] = {}
    title = clean(form.get("title"))
    if not title:
        errors["title"] = "Title: give the scenario a title."
    elif len(title) > MAX_TITLE:
        errors["title"] = f"Title: at most {MAX_TITLE} characters (this one has {len(title)})."
    prompt = clean(form.get("prompt"))
    if not prompt:
        errors["prompt"] = "Question: write the question a trainee reads, such as 'What is the ruling?'."
    elif len(prompt) > MAX_PROMPT:
        errors["prompt"] = f"Question: at most {MAX_PROMPT} characters (this one has {len(prompt)})."
    expected = str(form.get("expected") or "").strip()
    if expected not in RULING_CODES:
        errors["expected"] = ("Expected ruling: choose one of the engine's ruling codes from the list"
                              + (f" ({expected[:40]!r} is not one)." if expected else "."))
    explanation = str(form.get("explanation") or "").strip().replace("\r\n", "\n")
    if not explanation:
        errors["explanation"] = "Explanation: say why this is the ruling, as you would to a trainee."
    elif len(explanation) > MAX_EXPLANATION:
        errors["explanation"] = f"Explanation: at most {MAX_EXPLANATION} characters (this one has {len(explanation)})."
    citation = clean(form.get("citation"))
    if len(citation) > MAX_CITATION:
        errors["citation"] = f"Citation: at most {MAX_CITATION} characters (this one has {len(citation)})."
    difficulty_text = str(form.get("difficulty") or "2").strip()
    difficulty = int(difficulty_text) if difficulty_text in {str(n) for n in DIFFICULTIES} else 0
    if not difficulty:
        errors["difficulty"] = f"Difficulty: a whole number from 1 to 5, got {difficulty_text[:10]!r}."
    if situation is None:
        errors["situation"] = "Situation: build the table and what happened above."
    else:
        try:
            floor.checked(situation)
        except floor.FloorError as error:
            errors["situation"] = f"Situation: {error}"
    if errors:
        raise DraftError(errors)
    assert situation is not None
    return Draft(title, prompt, expected, explanation, citation, difficulty, dict(situation))


def situation_under(data: Mapping[str, Any], house: Mapping[str, Any] | None) -> Situation:
    """The builder's situation under the room's house options (its own ``[house]`` kept over them, as a
    scenario's is when a class's quiz asks it: ``questions.under_house``)."""
    return questions.under_house(floor.checked(data), house)


@dataclass(frozen=True)
class Preview:
    """The engine's ruling on a draft under the room's rules, beside the instructor's expected one."""

    rulebook: str
    expected: str
    code: str = ""
    """The engine's ruling code; "" when it cannot rule (``problem`` says why)."""
    rule_id: str = ""
    rule_title: str = ""
    explanation: str = ""
    citations: tuple[str, ...] = ()
    remedy: tuple[str, ...] = ()
    problem: str = ""
    """Why the engine cannot rule on the situation, or why its ruling cannot be asked in a quiz."""

    @property
    def agrees(self) -> bool:
        """Whether the engine rules as the instructor expects (and the question can be asked)."""
        return bool(self.code) and not self.problem and self.code == self.expected


def preview(draft: Draft, rulebook: str, house: Mapping[str, Any] | None = None) -> Preview:
    """The engine's ruling on the draft's situation under ``rulebook`` and the room's ``house`` options."""
    if rulebook not in RULEBOOK_NAMES:
        raise ValueError(f"rulebook: {rulebook!r} is not one of {', '.join(RULEBOOK_NAMES)}")
    try:
        ruling = rule_on(situation_under(draft.situation, house), rulebook)
    except (NoRuling, ValueError) as error:
        reason = str(error).removeprefix(f"{floor.SOURCE}: ")
        return Preview(rulebook, draft.expected, problem=f"The engine cannot rule on this situation: {reason}")
    problem = "" if ruling.rule.question is not None else (
        f"The engine's rule {ruling.rule.id} has no quiz question: a trainee cannot be asked it.")
    return Preview(rulebook, draft.expected, ruling.code.value, ruling.rule.id, ruling.rule.title,
                   ruling.answer.explanation, tuple(questions.citation_text(str(c)) for c in ruling.answer.citations),
                   tuple(ruling.remedy), problem)


def toml_string(text: str) -> str:
    """A TOML basic string (a JSON string is one)."""
    import json

    return json.dumps(text, ensure_ascii=False)


def scenario_text(draft: Draft, shown: Preview, house: Mapping[str, Any] | None = None) -> str:
    """The draft as a scenario file (``scenarios.loads`` reads it; ``dealerschool scenarios validate`` checks
    it): the expected ruling under the preview's rulebook, the rule the engine cites as the rule exercised,
    and the room's ``house`` options written into the situation's ``[house]`` (under its own), so the file
    is ruled on as the room rules it. The instructor's explanation and citation go in as comments: the
    scenario format has no field for them. ValueError when the engine cannot rule (a scenario file names
    the rule it exercises)."""
    if not shown.rule_id:
        raise ValueError(shown.problem or "the engine cannot rule on this situation")
    situation = dict(draft.situation)
    merged = {**(house or {}), **dict(situation.get("house") or {})}
    if merged:
        situation["house"] = merged
    lines = ["# A scenario written in a DealerSchool class library.",
             *(f"# {line}".rstrip() for line in ("Explanation: " + draft.explanation).splitlines())]
    if draft.citation:
        lines.append(f"# Citation: {draft.citation}")
    lines += [f"title = {toml_string(draft.title)}", f"difficulty = {draft.difficulty}", f'tags = ["{TAG}"]',
              f"rules = [{toml_string(shown.rule_id)}]", "", "[question]", 'type = "ruling"',
              f"prompt = {toml_string(draft.prompt)}", "", f"[expected.{shown.rulebook}]",
              f"answer = {toml_string(draft.expected)}", "", "[situation]"]
    for line in floor.situation_toml(situation).splitlines()[1:]:  # (its first line: a situation file's comment)
        lines.append(f"[situation.{line[1:]}" if line.startswith("[") else line)
    return "\n".join(lines) + "\n"


def note(draft: Draft) -> str:
    """The instructor's explanation, and their citation in brackets: shown to a trainee with the answer."""
    return draft.explanation + (f" ({draft.citation})" if draft.citation else "")


def as_scenario(text: str, name: str) -> scenarios.Scenario:
    """A written scenario's file read back as the library's scenarios are (``name``: how an assignment
    names it; ValueError names the field at fault)."""
    return scenarios.loads(text, name)
