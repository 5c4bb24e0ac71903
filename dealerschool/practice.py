"""Practice what I miss: which rule to ask about next, by a spaced-repetition schedule per rule.

Each (trainee, rule) is an fsrs card. Nothing of the schedule is stored: the card is rebuilt by replaying
the trainee's stored attempts on that rule through the fsrs scheduler (a right answer is rated Good, a
wrong one Again), so the attempts table stays the only record and lapses are counted from it. fsrs's
optimizer (which needs torch) is not used: the default parameters serve.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from datetime import datetime, timezone
from typing import Iterable, Sequence

from fsrs import Card, Rating, Scheduler, State

SCHEDULER = Scheduler(enable_fuzzing=False)


@dataclass(frozen=True)
class Attempt:
    """One answered question, as the schedule needs it."""

    rule_id: str
    answered_at: datetime
    correct: bool


@dataclass(frozen=True)
class RuleSchedule:
    """Where one rule stands for a trainee."""

    rule_id: str
    due: datetime
    attempts: int
    lapses: int
    """Wrong answers (fsrs Again ratings) on this rule."""
    last_correct: bool
    state: State


def parse_time(text: str) -> datetime:
    moment = datetime.fromisoformat(text)
    return moment if moment.tzinfo else moment.replace(tzinfo=timezone.utc)


def schedules(attempts: Iterable[Attempt]) -> dict[str, RuleSchedule]:
    """Each rule's card after replaying its attempts in time order."""
    by_rule: dict[str, list[Attempt]] = {}
    for attempt in sorted(attempts, key=lambda a: a.answered_at):
        by_rule.setdefault(attempt.rule_id, []).append(attempt)
    found = {}
    for rule_id, history in by_rule.items():
        card = Card(card_id=1, due=history[0].answered_at)
        for attempt in history:
            card, _ = SCHEDULER.review_card(card, Rating.Good if attempt.correct else Rating.Again, attempt.answered_at)
        lapses = sum(1 for a in history if not a.correct)
        found[rule_id] = RuleSchedule(rule_id, card.due, len(history), lapses, history[-1].correct, card.state)
    return found


def next_rules(attempts: Iterable[Attempt], candidates: Sequence[str], now: datetime, rng: random.Random) -> list[str]:
    """The candidate rules in the order to practise them: rules due now (most missed first, then the longest
    overdue), then rules never tried (in random order), then the rest by when they fall due."""
    cards = schedules(attempts)
    due = [cards[r] for r in candidates if r in cards and cards[r].due <= now]
    due.sort(key=lambda s: (-s.lapses, s.due))
    unseen = [r for r in candidates if r not in cards]
    rng.shuffle(unseen)
    later = sorted((cards[r] for r in candidates if r in cards and cards[r].due > now), key=lambda s: s.due)
    return [s.rule_id for s in due] + unseen + [s.rule_id for s in later]
