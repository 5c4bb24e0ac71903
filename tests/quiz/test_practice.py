"""Practice what I miss: each trainee's card per rule is stored and moved on in the answer's own transaction,
and always equals the card a full replay of the trainee's answers gives."""

from __future__ import annotations

import random
from datetime import UTC, datetime, timedelta

from hypothesis import given, settings
from hypothesis import strategies as st

from dealerschool import store
from dealerschool.quiz import practice

RULES = ["premature-turn", "boxed-card-single", "side-pots", "razz-bring-in"]


def _database(path):
    db = store.connect(str(path))
    store.migrate(db)
    with store.writing(db):
        db.execute("INSERT INTO users (username, password_hash, role, created_at) VALUES ('t', 'x', 'trainee', ?)",
                   [store.now()])
    return db, 1


def _question(rule_id: str) -> dict:
    return {"source": "scripted", "rule_id": rule_id, "rulebook": "sources", "question": "{}", "right_answer": "{}",
            "answer_key": "{}"}


def _history(db, user_id):
    return [practice.AnsweredQuestion(r["rule_id"], practice.parse_time(r["answered_at"]), bool(r["correct"]))
            for r in store.user_attempts(db, user_id)]


@settings(max_examples=25, deadline=None)
@given(st.lists(st.tuples(st.sampled_from(RULES), st.booleans()), min_size=1, max_size=30))
def test_stored_cards_equal_a_full_rebuild(tmp_path_factory, answers):
    db, user_id = _database(tmp_path_factory.mktemp("cards") / "db.sqlite3")
    quiz_id = store.create_quiz(db, user_id, "quiz", "sources", {}, [_question(rule) for rule, _ in answers])
    for row, (_, correct) in zip(store.quiz_questions(db, quiz_id, user_id), answers, strict=False):
        assert store.record_answer(db, row["token"], user_id, '"x"', correct)
        assert not store.record_answer(db, row["token"], user_id, '"x"', not correct)  # a repeat moves nothing
    stored = store.practice_cards(db, user_id)
    assert stored == practice.rebuild(_history(db, user_id))
    assert {rule: card.attempts for rule, card in stored.items()} == {
        rule: sum(1 for r, _ in answers if r == rule) for rule in {r for r, _ in answers}}
    assert {rule: card.lapses for rule, card in stored.items()} == {
        rule: sum(1 for r, c in answers if r == rule and not c) for rule in {r for r, _ in answers}}


def test_the_migration_builds_the_cards_from_earlier_answers(tmp_path):
    db = store.connect(str(tmp_path / "old.sqlite3"))
    db.enable_wal()
    store.MIGRATIONS.apply(db, stop_before="m007_practice_cards")  # the schema an older release left
    assert "practice_cards" not in db.table_names()
    # Answers stored by the old code, over several days: no card moved with them.
    rng = random.Random(5)
    start = datetime(2026, 1, 1, tzinfo=UTC)
    with store.writing(db):
        db.execute("INSERT INTO users (username, password_hash, role, created_at) VALUES ('old', 'x', 'trainee', ?)",
                   [store.now()])
        quiz_id = db.execute("INSERT INTO quizzes (user_id, mode, rulebook, filters, size, created_at) "
                             "VALUES (1, 'quiz', 'sources', '{}', 40, ?)", [store.now()]).lastrowid
        at = start
        for position in range(1, 41):
            question_id = db.execute("INSERT INTO questions (quiz_id, user_id, position, rule_id, question, "
                                     "right_answer, created_at) VALUES (?, 1, ?, ?, '{}', '{}', ?)",
                                     [quiz_id, position, rng.choice(RULES), store.now()]).lastrowid
            at += timedelta(minutes=rng.randint(1, 3000))
            db.execute("INSERT INTO attempts (question_id, user_id, token, answered_at, correct) VALUES (?, 1, ?, ?, ?)",
                       [question_id, f"t{position}", at.isoformat(timespec="microseconds"), rng.random() < 0.6])
    assert "m007_practice_cards" in store.migrate(db)
    cards = store.practice_cards(db, 1)
    assert set(cards) == set(RULES) and cards == practice.rebuild(_history(db, 1))
    assert sum(card.attempts for card in cards.values()) == 40


def test_a_card_moved_by_another_answer_before_the_writer_turn_is_reviewed_again(tmp_path, monkeypatch):
    """The card is reviewed before the writer turn and written only if it is still the one read: here a second
    answer on the same rule is stored between the two (as another worker would), so the first is reviewed
    again inside its turn, at a time after the second's, and the card is still a rebuild of the answers."""
    db, user_id = _database(tmp_path / "race.sqlite3")
    other = store.connect(str(tmp_path / "race.sqlite3"))
    quiz_id = store.create_quiz(db, user_id, "quiz", "sources", {}, [_question("side-pots")] * 3)
    first, second, third = store.quiz_questions(db, quiz_id, user_id)
    assert store.record_answer(db, first["token"], user_id, '"x"', True)
    reviews = []
    real_review = practice.review

    def review_with_an_answer_between(*args, **kwargs):
        reviews.append(args)
        if len(reviews) == 1:  # the first answer's review, before its turn: the other answer gets in first
            assert store.record_answer(other, third["token"], user_id, '"x"', True)
        return real_review(*args, **kwargs)

    monkeypatch.setattr(practice, "review", review_with_an_answer_between)
    assert store.record_answer(db, second["token"], user_id, '"x"', False)
    assert len(reviews) == 3  # the first answer's review, the other's, and the first's again inside its turn
    rows = {r["token"]: r for r in store.quiz_questions(db, quiz_id, user_id)}
    assert rows[second["token"]]["answered_at"] > rows[third["token"]]["answered_at"]
    card = store.practice_cards(db, user_id)["side-pots"]
    assert (card.attempts, card.lapses, card.last_correct) == (3, 1, False)
    assert store.practice_cards(db, user_id) == practice.rebuild(_history(db, user_id))


def test_an_attempt_answered_before_the_writer_turn_stores_nothing(tmp_path, monkeypatch):
    """The attempt is read unanswered, then answered by another request before this one's turn: this one
    stores nothing, its card included."""
    db, user_id = _database(tmp_path / "twice.sqlite3")
    other = store.connect(str(tmp_path / "twice.sqlite3"))
    quiz_id = store.create_quiz(db, user_id, "quiz", "sources", {}, [_question("side-pots")])
    (row,) = store.quiz_questions(db, quiz_id, user_id)
    real_review = practice.review
    calls = []

    def review_with_the_same_answer_between(*args, **kwargs):
        calls.append(args)
        if len(calls) == 1:
            assert store.record_answer(other, row["token"], user_id, '"y"', True)
        return real_review(*args, **kwargs)

    monkeypatch.setattr(practice, "review", review_with_the_same_answer_between)
    assert not store.record_answer(db, row["token"], user_id, '"x"', False)
    (after,) = store.quiz_questions(db, quiz_id, user_id)
    assert (after["given"], after["correct"]) == ('"y"', 1)
    card = store.practice_cards(db, user_id)["side-pots"]
    assert (card.attempts, card.lapses) == (1, 0)
    assert store.tallies(db, "rule", user_id=user_id)[0]["attempts"] == 1
