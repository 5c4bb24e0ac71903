"""The remedy's steps, carried out by the trainee after a ruling: the steps to pick, in order, and the
choices offered for each (the right step among plausible wrong ones: the remedy's own later step, the steps
the rule's other options would give on the same table, a misdeal's or playing on).

Plain Python: no Flask, no SQLite.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from dealerschool.rules import remedies
from dealerschool.rules.engine import Ruling
from dealerschool.rules.model import RulingCode
from dealerschool.table.table import Table, snapshot


@dataclass(frozen=True)
class RemedyChoice:
    """One choice offered for the remedy step due: the right step, or a plausible wrong one."""

    text: str
    origin: str
    """Where it comes from: "right", "later" (a step of this remedy that comes after), the ruling code of
    another option whose remedy it is, or "other" (a remedy no option gives here)."""


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


def remedy_choices(steps: list[str], done: int, others: list[tuple[str, str]], seed: int,
                   hand_number: int) -> list[RemedyChoice]:
    """The choices for step ``done`` of ``steps``, in the order offered: the right step among up to three
    plausible wrong ones (one of this remedy's later steps, the right step out of order; the steps of
    ``others``, :func:`other_remedies`, the rule's other options before the general fallbacks). The same
    seed and hand offer the same choices."""
    right = steps[done]
    later = [RemedyChoice(text, "later") for text in steps[done + 1:done + 2] if text != right]
    real: list[RemedyChoice] = []
    fallback: list[RemedyChoice] = []
    seen = set(steps)
    for origin, text in others:
        if text not in seen:
            seen.add(text)
            (fallback if origin == "other" else real).append(RemedyChoice(text, origin))
    rng = random.Random(f"{seed}-{hand_number}-remedy-{done}")
    # The other options' steps (the ruling's real alternatives) before the general fallbacks.
    rng.shuffle(real)
    rng.shuffle(fallback)
    choices = [RemedyChoice(right, "right")] + (later + real + fallback)[:3]
    rng.shuffle(choices)
    return choices


def other_remedies(found: Ruling) -> list[tuple[str, str]]:
    """(origin, step) for the steps other rulings would give on the table the irregularity left: each other
    option's remedy (``remedies.choose``) applied to a copy, then a misdeal's and playing on.

    A remedy that leaves the table as the ruling's own does (another option that comes to the same here,
    such as replacing an exposed card once the board is out, which keeps it) offers nothing: its steps
    would be wrong answers that are right."""
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
    return found_steps
