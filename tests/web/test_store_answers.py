"""An answer recorded twice directly at the store: the ``answered_at IS NULL`` guard, tested without the web
route (which reads the attempt first and so hides a store that would overwrite) and without a race."""

from __future__ import annotations

import json

import pytest

from dealerschool import store


@pytest.fixture
def db(tmp_path):
    database = store.connect(str(tmp_path / "answers.sqlite3"))
    store.migrate(database)
    yield database
    database.conn.close()


def quiz_of_two(db) -> tuple[int, int, list[str]]:
    alice = store.create_user(db, "alice", "hash", "trainee")
    question = {"source": "scripted", "rule_id": "misdeal", "rulebook": "sources", "kind": "ruling", "game": "NT",
                "family": "A", "difficulty": 1, "question": "{}", "right_answer": "{}",
                "answer_key": json.dumps({"answer": "misdeal"})}
    quiz_id = store.create_quiz(db, alice, "quiz", "sources", {}, [question, question])
    tokens = [row["token"] for row in store.quiz_questions(db, quiz_id, alice)]
    return alice, quiz_id, tokens


def attempt(db, token):
    return dict(db.execute("SELECT answered_at, given, correct, time_taken_ms FROM attempts WHERE token = ?",
                           [token]).fetchone())


def test_an_answer_recorded_twice_keeps_the_first(db):
    alice, quiz_id, (first, second) = quiz_of_two(db)
    assert store.record_answer(db, first, alice, "misdeal", True) is True
    stored = attempt(db, first)
    assert stored["given"] == "misdeal" and stored["correct"] == 1 and stored["answered_at"]
    # The second tab, the retry, the double click: refused, the first answer and its time stand.
    assert store.record_answer(db, first, alice, "play-on", False) is False
    assert attempt(db, first) == stored
    quiz = store.get_quiz(db, quiz_id, alice)
    assert quiz["answered"] == 1 and quiz["finished_at"] is None
    # The other question still takes its one answer, and that finishes the quiz.
    assert store.record_answer(db, second, alice, "play-on", False) is True
    assert store.record_answer(db, second, alice, "misdeal", True) is False
    assert attempt(db, second)["given"] == "play-on"
    quiz = store.get_quiz(db, quiz_id, alice)
    assert quiz["answered"] == 2 and quiz["finished_at"] is not None


def test_another_users_answer_is_not_recorded(db):
    alice, quiz_id, (first, _) = quiz_of_two(db)
    bob = store.create_user(db, "bob", "hash", "trainee")
    assert store.record_answer(db, first, bob, "misdeal", True) is False
    assert attempt(db, first)["answered_at"] is None
    assert store.get_quiz(db, quiz_id, alice)["answered"] == 0


def test_an_attempt_is_found_only_by_its_own_user(db):
    alice, quiz_id, (first, _) = quiz_of_two(db)
    bob = store.create_user(db, "bob", "hash", "trainee")
    assert store.attempt_by_token(db, first, alice)["token"] == first
    assert store.attempt_to_answer(db, first, alice)["quiz_id"] == quiz_id
    for look_up in (store.attempt_by_token, store.attempt_to_answer):
        assert look_up(db, first, bob) is None
        assert look_up(db, "no-such-token", alice) is None
    assert store.get_quiz(db, quiz_id, bob) is None
