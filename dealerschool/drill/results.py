"""What a trainee's answers in a drill come back as: a dealer step or a remedy pick (:class:`Feedback`), a
read of the action (:class:`ReadResult`), a ruling (:class:`RulingResult`); each a
:class:`~dealerschool.quiz.grading.Grade`, the one graded-answer type (``correct``, ``given``, the right answer,
the rule, its explanation and citations), with what its own page needs besides.

Plain Python: no Flask, no SQLite.
"""

from __future__ import annotations

from dataclasses import dataclass

from dealerschool.quiz.grading import Grade


@dataclass(frozen=True, kw_only=True)
class Feedback(Grade):
    """The answer to one attempt: right or refused, and (unless strict) why.

    ``given``: the trainee's operation in words ("deal p3 up") or the remedy pick's text; ``right_answer``:
    what was due, in words ("" in strict mode until the hand ends, and on a right step, which says it in
    ``message``). The rule fields are "" and () where none is told (a right step, strict mode)."""

    message: str

    @classmethod
    def untold(cls, correct: bool, given: str, message: str) -> Feedback:
        """An answer that tells no rule: a right step (``message`` says what was done) or, in strict mode, a
        mistake only counted (the hand's end tells what was due)."""
        return cls(correct=correct, given=given, message=message, right_answer="", rule_id="", rule_title="",
                   explanation="", citations=())


@dataclass(frozen=True, kw_only=True)
class ReadResult(Grade):
    """The trainee's answer to a player's question about the action (chips: ``given`` and ``right_answer``)."""

    question: str
    worked: str = ""
    """The rule's arithmetic on this table's numbers (:func:`dealerschool.table.words.amount_example`)."""


@dataclass(frozen=True, kw_only=True)
class RulingResult(Grade):
    """The trainee's ruling, graded: ``given`` and ``right_answer`` are ruling codes."""

    remedy: tuple[str, ...]
    options: tuple[tuple[str, str], ...]
    steps: tuple[str, ...] = ()
    """The remedy's steps the trainee carries out by picking them (:func:`remedy_steps`)."""
    ruled_elsewhere: tuple[str, ...] = ()
    """A wrong ruling's rulebooks (titles) that do rule so here: the option is wrong under the drill's
    rulebook, not a mistake under every rulebook, and the feedback says so."""
