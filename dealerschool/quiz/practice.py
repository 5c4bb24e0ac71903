"""Practice what I miss: which rule to ask about next, by a spaced-repetition schedule per rule.

Each (trainee, rule) is an fsrs card: a right answer is rated Good, a wrong one Again. The card is stored
(the store's ``practice_cards``) and moved on by :func:`review` in the answer's own write transaction, so
choosing the next question reads one row per rule, never the trainee's history (which grows without
bound). :func:`rebuild` makes the same cards from the history, for the migration that first fills them and
for the test that checks the stored cards against it. fsrs's optimizer (which needs torch) is not used: the
default parameters serve.

This module is arithmetic on plain values and imports nothing of the package: the store calls it.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime

from fsrs import Card, Rating, Scheduler, State

SCHEDULER = Scheduler(enable_fuzzing=False)


@dataclass(frozen=True)
class AnsweredQuestion:
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
    return moment if moment.tzinfo else moment.replace(tzinfo=UTC)


@dataclass(frozen=True)
class StoredCard:
    """One (trainee, rule) card as the store keeps it: plain values, the fsrs card as JSON."""

    card: str
    """fsrs's ``Card.to_json()``."""
    due: str
    """When the rule is due again (ISO 8601, UTC): the store indexes it."""
    attempts: int
    lapses: int
    last_correct: bool
    state: int

    def schedule(self, rule_id: str) -> RuleSchedule:
        return rule_schedule(rule_id, self.due, self.attempts, self.lapses, self.last_correct, self.state)


def rule_schedule(rule_id: str, due: str, attempts: int, lapses: int, last_correct: bool, state: int) -> RuleSchedule:
    """A rule's schedule from a stored card's plain columns (its fsrs JSON is needed only to review it)."""
    return RuleSchedule(rule_id, parse_time(due), attempts, lapses, last_correct, State(state))


def review(stored: StoredCard | None, correct: bool, answered_at: datetime) -> StoredCard:
    """The card after one more answer on its rule (a rule's first answer starts a new card due at once)."""
    card = Card(card_id=1, due=answered_at) if stored is None else Card.from_json(stored.card)
    card, _ = SCHEDULER.review_card(card, Rating.Good if correct else Rating.Again, answered_at)
    attempts = 1 if stored is None else stored.attempts + 1
    lapses = (0 if stored is None else stored.lapses) + (not correct)
    return StoredCard(card.to_json(), card.due.isoformat(timespec="microseconds"), attempts, lapses, correct,
                      int(card.state))


def rebuild(attempts: Iterable[AnsweredQuestion]) -> dict[str, StoredCard]:
    """Each rule's card from the whole history, its answers reviewed in time order (what the stored cards
    must equal)."""
    cards: dict[str, StoredCard] = {}
    for attempt in sorted(attempts, key=lambda a: a.answered_at):
        cards[attempt.rule_id] = review(cards.get(attempt.rule_id), attempt.correct, attempt.answered_at)
    return cards


def next_rules(cards: Mapping[str, RuleSchedule], candidates: Sequence[str], now: datetime,
               rng: random.Random) -> list[str]:
    """The candidate rules in the order to practise them: rules due now (most missed first, then the longest
    overdue), then rules never tried (in random order), then the rest by when they fall due."""
    due = [cards[r] for r in candidates if r in cards and cards[r].due <= now]
    due.sort(key=lambda s: (-s.lapses, s.due))
    unseen = [r for r in candidates if r not in cards]
    rng.shuffle(unseen)
    later = sorted((cards[r] for r in candidates if r in cards and cards[r].due > now), key=lambda s: s.due)
    return [s.rule_id for s in due] + unseen + [s.rule_id for s in later]
