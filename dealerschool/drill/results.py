"""What a trainee's answers in a drill come back as: a dealer step or a remedy pick (:class:`Feedback`), a
read of the action (:class:`ReadResult`), a ruling (:class:`RulingResult`); each graded, with the rule, its
explanation and citations.

Plain Python: no Flask, no SQLite.
"""

from __future__ import annotations

from dataclasses import dataclass


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
