"""A big, realistic database made through the app's own store functions: one trainee with many answers, a class
of trainees with a hundred answers each, and an instructor. Used by ``tests/bench_scale.py``.

The questions are real ones (made by ``questions.pick`` across the library and stored as the quiz page stores
them, 5 to 13 KB of JSON each), so a scan of question rows costs what it costs in a school's database. The
answers go through ``store.mark_shown`` and ``store.record_answer`` one transaction each, as the web does, with
the store's clock stepped forward a few minutes an answer so the answers spread over days and take time.
"""

from __future__ import annotations

import random
from datetime import datetime, timedelta, timezone
from typing import Any

from werkzeug.security import generate_password_hash

from dealerschool import questions, store
from dealerschool.rules.model import SOURCES
from dealerschool.web.quiz import stored_question

PASSWORD = "correct horse"


def question_pool(count: int, seed: int = 1) -> list[dict[str, Any]]:
    """``count`` stored questions of every kind and family, generated and scripted."""
    rng = random.Random(seed)
    made = questions.pick(questions.Filters(source="mixed"), count, SOURCES, rng)
    return [stored_question(question) for question in made]


class Clock:
    """The store's clock, stepped forward by hand (``store.now`` is patched to it while building)."""

    def __init__(self, start: datetime) -> None:
        self.moment = start

    def __call__(self) -> str:
        return self.moment.isoformat(timespec="microseconds")

    def step(self, seconds: float) -> None:
        self.moment += timedelta(seconds=seconds)


def answer_all(db: Any, user_id: int, pool: list[dict[str, Any]], count: int, rng: random.Random,
               clock: Clock, quiz_size: int = 10) -> None:
    """``count`` answers by ``user_id``, in quizzes of ``quiz_size``, each shown, thought about and answered."""
    made = 0
    while made < count:
        size = min(quiz_size, count - made)
        chosen = [pool[rng.randrange(len(pool))] for _ in range(size)]
        quiz_id = store.create_quiz(db, user_id, "quiz", SOURCES, {}, chosen)
        for row in store.quiz_questions(db, quiz_id, user_id):
            store.mark_shown(db, row["token"])
            clock.step(rng.uniform(2, 40))
            store.record_answer(db, row["token"], user_id, '"x"', rng.random() < 0.7)
            clock.step(rng.uniform(10, 600))
        made += size


def build(path: str, *, trainee_answers: int, class_size: int, class_answers: int, pool_size: int = 60,
          seed: int = 7) -> dict[str, Any]:
    """Make the database at ``path``; return the names and ids the benchmark signs in with."""
    rng = random.Random(seed)
    db = store.connect(path)
    store.migrate(db)
    pool = question_pool(pool_size, seed)
    clock = Clock(datetime(2026, 1, 5, 9, tzinfo=timezone.utc))
    real_now = store.now
    store.now = clock  # type: ignore[assignment]
    try:
        hashed = generate_password_hash(PASSWORD)
        trainee = store.create_user(db, "trainee", hashed, "trainee")
        instructor = store.create_user(db, "instructor", hashed, "instructor", admin=True)
        answer_all(db, trainee, pool, trainee_answers, rng, clock)
        for index in range(class_size):
            other = store.create_user(db, f"classmate{index:04}", "not a hash: never signs in", "trainee")
            answer_all(db, other, pool, class_answers, rng, clock)
    finally:
        store.now = real_now  # type: ignore[assignment]
    # The rule the school answered most (one the pool offered may, at a small size, have gone unasked).
    rule = max(store.tallies(db, "rule"), key=lambda row: (row["attempts"], row["key"]))["key"]
    db.conn.close()
    return {"trainee": trainee, "instructor": instructor, "rule": rule}


def sizes(factor: int, small: bool) -> dict[str, int]:
    """The issue's sizes at 1x (one trainee with 1k answers, a class of 10 with 100 each), times ``factor``."""
    if small:
        return {"trainee_answers": 20 * factor, "class_size": 2 * factor, "class_answers": 10}
    return {"trainee_answers": 1_000 * factor, "class_size": 10 * factor, "class_answers": 100}

