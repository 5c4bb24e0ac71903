"""A big, realistic database made through the app's own store functions: one trainee with many answers, a class
of trainees with a hundred answers each, and an instructor. Used by ``tests/bench/bench_scale.py``.

The questions are real ones (made by ``questions.pick`` across the library and stored as the quiz page stores
them, 5 to 13 KB of JSON each), so a scan of question rows costs what it costs in a school's database. The
answers go through ``store.mark_shown`` and ``store.record_answer`` one transaction each, as the web does, with
the store's clock stepped forward a few minutes an answer so the answers spread over days and take time.
The trainee's finished drill hands go through ``store.create_drill`` and ``store.save_drill_step``, one step a
hand, as the deal pages store them: real records of hold'em hands dealt right to their end by the drill engine,
each with a score of that shape whose counts (right first time, mistakes by kind, seconds) are drawn at random.
"""

from __future__ import annotations

import json
import random
from datetime import UTC, datetime, timedelta
from typing import Any

from werkzeug.security import generate_password_hash

from dealerschool import store
from dealerschool.drill import Drill, Settings
from dealerschool.quiz import questions
from dealerschool.rules.model import SOURCES
from dealerschool.web.quiz_pages import stored_question

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


MISTAKE_KINDS = ("deal", "burn", "pot", "exposed-card", "bet", "button")
DRILL_SETTINGS = {"variant": "NT", "players": "6", "big_blind": "2", "rate": "sometimes", "rulebook": SOURCES,
                  "seed": "5", "pace": "off"}


def played_hands(count: int) -> list[tuple[str, dict[str, Any]]]:
    """``count`` hold'em hands dealt right to their end by the drill engine: (record JSON, score)."""
    from test_drill import right_move, right_pick

    drill = Drill.start(Settings.from_mapping(dict(DRILL_SETTINGS)))
    hands = []
    for _ in range(count):
        for _ in range(3000):
            if drill.waiting_for_ruling:
                drill.rule(drill.ruling().code.value)
            elif drill.waiting_for_remedy:
                drill.carry_out(right_pick(drill))
            elif drill.hand_over:
                break
            else:
                assert drill.attempt(*right_move(drill)).correct
        hands.append((json.dumps(drill.hand_record()), drill.score()))
        drill.next_hand()
    return hands


def deal_hands(db: Any, user_id: int, count: int, rng: random.Random, clock: Clock, per_drill: int = 50) -> None:
    """``count`` finished drill hands by ``user_id``, in drills of ``per_drill``, one in ten dealt again."""
    records = played_hands(8)
    made = 0
    while made < count:
        drill_id = store.create_drill(db, user_id, "NT", json.dumps(DRILL_SETTINGS), "{}")
        version, number, repeated = 1, 1, False
        for _ in range(min(per_drill, count - made)):
            record, score = records[rng.randrange(len(records))]
            operations = score["operations"]
            score = {**score, "hand": number, "right_first_time": rng.randint(operations * 3 // 4, operations),
                     "mistakes": {kind: rng.randint(1, 2) for kind in rng.sample(MISTAKE_KINDS, rng.randint(0, 2))},
                     "seconds_per_operation": round(rng.uniform(1.0, 8.0), 2)}
            deal = 2 if rng.random() < 0.1 and number > 1 and not repeated else 1
            repeated = deal == 2
            hand_number = number - 1 if deal == 2 else number
            clock.step(rng.uniform(20, 90) * operations / 10)
            finished = {"number": hand_number, "deal": deal, "variant": "NT", "record": record,
                        "score": json.dumps({**score, "hand": hand_number, "deal": deal})}
            assert store.save_drill_step(db, drill_id, user_id, version, "{}", "", finished,
                                         (hand_number + 1, 1, "new"))
            version += 1
            number += deal == 1
            made += 1
            clock.step(rng.uniform(5, 120))


def build(path: str, *, trainee_answers: int, class_size: int, class_answers: int, trainee_hands: int = 0,
          pool_size: int = 60, seed: int = 7) -> dict[str, Any]:
    """Make the database at ``path``; return the names and ids the benchmark signs in with."""
    rng = random.Random(seed)
    db = store.connect(path)
    store.migrate(db)
    pool = question_pool(pool_size, seed)
    clock = Clock(datetime(2026, 1, 5, 9, tzinfo=UTC))
    real_now = store.now
    store.now = clock  # type: ignore[assignment]
    try:
        hashed = generate_password_hash(PASSWORD)
        trainee = store.create_user(db, "trainee", hashed, "trainee")
        instructor = store.create_user(db, "instructor", hashed, "instructor", admin=True)
        answer_all(db, trainee, pool, trainee_answers, rng, clock)
        deal_hands(db, trainee, trainee_hands, rng, clock)
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
    """The issue's sizes at 1x (one trainee with 1k answers and 10 finished drill hands, a class of 10 with 100
    answers each), times ``factor``."""
    if small:
        return {"trainee_answers": 20 * factor, "class_size": 2 * factor, "class_answers": 10,
                "trainee_hands": 3 * factor}
    return {"trainee_answers": 1_000 * factor, "class_size": 10 * factor, "class_answers": 100,
            "trainee_hands": 10 * factor}

