"""The reports' tallies: kept with each answer, always equal to counting the stored answers one by one, and
read by indexed queries (a report's cost must not grow with a school's answers)."""

from __future__ import annotations

import random
from collections import defaultdict
from datetime import UTC, datetime, timedelta

import pytest
import scale_data
from conftest import migrated_again

from dealerschool import store

RULES = ["premature-turn", "boxed-card-single", "side-pots", "razz-bring-in"]


def _question(rng: random.Random) -> dict:
    return {"source": "scripted", "rule_id": rng.choice(RULES), "rulebook": rng.choice(["sources", "tda-2024"]),
            "family": rng.choice(["A", "C", None]), "game": rng.choice(["NT", "F7S"]), "question": "{}",
            "right_answer": "{}", "answer_key": "{}"}


def _answers(db, users: list[int], rng: random.Random, count: int) -> None:
    clock = scale_data.Clock(datetime(2026, 3, 1, tzinfo=UTC))
    real_now, store.now = store.now, clock
    try:
        for _ in range(count):
            user_id = rng.choice(users)
            quiz_id = store.create_quiz(db, user_id, "quiz", "sources", {}, [_question(rng) for _ in range(3)])
            for row in store.quiz_questions(db, quiz_id, user_id)[:rng.randint(1, 3)]:
                if rng.random() < 0.8:  # a question never shown has no time
                    store.mark_shown(db, row["token"])
                clock.step(rng.uniform(0.5, 90))
                store.record_answer(db, row["token"], user_id, '"x"', rng.random() < 0.6)
                clock.step(rng.uniform(60, 20_000))
    finally:
        store.now = real_now


def _monday(answered_at: str) -> str:
    """The Monday of the answer's week, worked out apart from the store's ``week_of``."""
    day = datetime.fromisoformat(answered_at[:10])
    return (day - timedelta(days=day.weekday())).date().isoformat()


def _counted(db, dimension: str, user_id: int | None) -> dict[str, tuple[int, int, int, int, float | None]]:
    """The oracle: every answer read and counted in Python, the median as the pages showed it before tallies
    (the upper median, here put in its bucket as the tallies keep it)."""
    groups: dict[str, list[dict]] = defaultdict(list)
    users = [user_id] if user_id is not None else [r[0] for r in db.execute("SELECT id FROM users")]
    for user in users:
        for answer in store.user_attempts(db, user):
            book = answer["rulebook"] or "?"
            key = {"all": "", "rule": answer["rule_id"], "family": answer["family"] or "?",
                   "game": answer["game"] or "?", "day": answer["answered_at"][:10],
                   "family-rulebook": f"{answer['family'] or '?'}\t{book}",
                   "rule-rulebook": f"{answer['rule_id']}\t{book}",
                   "week-rule": f"{_monday(answer['answered_at'])}\t{answer['rule_id']}"}[dimension]
            groups[key].append({**answer, "user": user})
    found = {}
    for key, items in groups.items():
        times = sorted(a["time_taken_ms"] for a in items if a["time_taken_ms"] is not None)
        median = store.bucket_seconds(store.time_bucket(times[len(times) // 2])) if times else None
        if dimension not in store.TIMED:
            median = None
        found[key] = (len(items), sum(a["correct"] for a in items), len({a["user"] for a in items}),
                      len({a["user"] for a in items if not a["correct"]}), median)
    return found


@pytest.fixture
def school(tmp_path):
    db = store.connect(str(tmp_path / "school.sqlite3"))
    store.migrate(db)
    users = [store.create_user(db, f"t{n}", "x", "trainee") for n in range(4)]
    _answers(db, users, random.Random(3), 60)
    return db, users


@pytest.mark.parametrize("dimension", list(store.TALLIES))
def test_tallies_equal_counting_every_answer(school, dimension):
    db, users = school
    for user_id in users + ([None] if dimension in store.CLASS_TALLIES else []):
        kept = {r["key"]: (r["attempts"], r["right"], r["trainees"], r["missed_by"], r["median_seconds"])
                for r in store.tallies(db, dimension, user_id=user_id)}
        assert kept == _counted(db, dimension, user_id)


def test_a_trainees_tallies_read_together_equal_counting_every_answer(school):
    """``user_tallies`` (a summary's dimensions in two queries) gives each dimension's rows as ``tallies`` does,
    in the same order, and each equal to counting every answer."""
    db, users = school
    dimensions = ("rule", "family", "game", "all", "family-rulebook", "day")
    for user_id in users:
        found = store.user_tallies(db, user_id, dimensions)
        assert list(found) == list(dimensions)
        for dimension in dimensions:
            assert found[dimension] == store.tallies(db, dimension, user_id=user_id)
            kept = {r["key"]: (r["attempts"], r["right"], r["trainees"], r["missed_by"], r["median_seconds"])
                    for r in found[dimension]}
            assert kept == _counted(db, dimension, user_id)


def test_the_migration_fills_the_same_tallies(school, tmp_path):
    """m008 fills the tallies from the answers, m032 the times a row per group from m008's rows per bucket:
    the same as answering keeps."""
    db, users = school
    kept = {d: sorted(map(tuple, db.execute("SELECT * FROM answer_tallies WHERE dimension = ?", [d]))) for d in store.TALLIES}
    times = sorted(map(tuple, db.execute("SELECT * FROM answer_time_counts")))
    school = sorted(map(tuple, db.execute("SELECT * FROM class_tallies"))), sorted(map(tuple, db.execute("SELECT * FROM class_time_counts")))
    quizzes = sorted(map(tuple, db.execute("SELECT id, answered, right_count, timed, time_ms FROM quizzes")))
    assert times and {row[1] for row in times} == set(store.TIMED)
    with store.writing(db):
        db.execute("DELETE FROM answer_tallies")
        db.execute("UPDATE quizzes SET right_count = 0, timed = 0, time_ms = 0")
        db.execute("DROP INDEX idx_attempts_answered_at")
        for name in ("right_count", "timed", "time_ms"):
            db.execute(f"ALTER TABLE quizzes DROP COLUMN {name}")
        for table in ("answer_tallies", "class_tallies", *store.CLASS_REPORT_TABLES):
            db.execute(f"DROP TABLE {table}")
        db.execute("DROP INDEX idx_quizzes_user_id_mode_rulebook")
        db.execute("DELETE FROM _sqlite_migrations WHERE name IN ('m008_answer_tallies', 'm032_class_report_tallies')")
    assert store.migrate(db) == ["m008_answer_tallies", "m032_class_report_tallies"]
    assert {d: sorted(map(tuple, db.execute("SELECT * FROM answer_tallies WHERE dimension = ?", [d])))
            for d in store.TALLIES} == kept
    assert sorted(map(tuple, db.execute("SELECT * FROM answer_time_counts"))) == times
    assert (sorted(map(tuple, db.execute("SELECT * FROM class_tallies"))),
            sorted(map(tuple, db.execute("SELECT * FROM class_time_counts")))) == school
    assert sorted(map(tuple, db.execute("SELECT id, answered, right_count, timed, time_ms FROM quizzes"))) == quizzes
    assert not db.execute("SELECT name FROM sqlite_master WHERE name IN ('answer_times', 'class_times')").fetchall()


def test_kept_times_add_and_read_back_as_their_median():
    def kept(first, counts):
        return store.counts_bytes(first, counts)

    def read(found):
        first, counts = store.read_counts(found)
        return first, list(counts)

    assert store.merge_times(None, kept(5, [1])) == kept(5, [1])
    assert read(store.merge_times(kept(5, [1]), kept(3, [2]))) == (3, [2, 0, 1])
    assert read(store.merge_times(kept(3, [2, 0, 1]), kept(9, [1, 1]))) == (3, [2, 0, 1, 0, 0, 0, 1, 1])
    assert read(store.merge_times(kept(3, [2, 0, 1]), kept(4, [1]))) == (3, [2, 1, 1])
    assert read(store.merge_times(kept(4, [1]), kept(0, [7, 0, 0, 0, 0, 0, 0, 0, 9]))) == (0, [7, 0, 0, 0, 1, 0, 0, 0, 9])
    assert len(kept(3, [2, 0, 1])) == 16 and kept(1, [2])[:4] == b"\x01\x00\x00\x00"  # little-endian, 4 bytes each
    # the upper median, as median_buckets finds it from a row per bucket
    for first, counts in [(3, [2, 0, 1]), (7, [1]), (2, [1, 1]), (4, [3, 0, 0, 1, 5])]:
        rows = [("k", first + k, c) for k, c in enumerate(counts) if c]
        assert store.median_bucket(kept(first, counts)) == store.median_buckets(rows)["k"]
    assert store.median_bucket(None) is None


def test_a_median_from_the_buckets_is_within_two_and_a_half_percent():
    for milliseconds in [100, 999, 1_000, 2_345, 12_000, 45_678, 599_999]:
        assert abs(store.bucket_seconds(store.time_bucket(milliseconds)) - milliseconds / 1000) <= 0.025 * milliseconds / 1000
    assert store.time_bucket(0) == 0 and store.time_bucket(10**9) == store.LAST_BUCKET


def test_the_school_is_kept_only_where_a_class_page_reads_it(school):
    db, _ = school
    with pytest.raises(ValueError, match="not kept for the whole school"):
        store.tallies(db, "game")


def test_one_rule_lists_the_trainees_who_miss_it_most(school):
    db, users = school
    rule = store.tallies(db, "rule")[0]["key"]
    rows = store.rule_by_trainee(db, rule)
    every = {user: store.tallies(db, "rule", user_id=user, key=rule) for user in users}
    assert {r["user_id"]: (r["attempts"], r["right"], r["median_seconds"]) for r in rows} == {
        user: (t[0]["attempts"], t[0]["right"], t[0]["median_seconds"]) for user, t in every.items() if t}
    shares = [r["right"] / r["attempts"] for r in rows]
    assert shares == sorted(shares)
    assert len(store.rule_by_trainee(db, rule, limit=1)) == 1
    assert [r["user_id"] for r in rows] == sorted((r["user_id"] for r in rows),
                                                  key=lambda u: (every[u][0]["right"] / every[u][0]["attempts"], u))


def test_a_quiz_keeps_its_own_score(school):
    db, users = school
    for user_id in users:
        for quiz in store.user_quizzes(db, user_id, limit=1000):
            rows = [r for r in store.quiz_questions(db, quiz["id"], user_id) if r["answered_at"]]
            times = [r["time_taken_ms"] for r in rows if r["time_taken_ms"] is not None]
            assert quiz["answered"] == len(rows) and quiz["right_count"] == sum(r["correct"] for r in rows)
            assert quiz["mean_ms"] == (sum(times) / len(times) if times else None)



def test_the_kept_quiz_count_equals_counting_the_quizzes(school):
    """count_quizzes reads a kept count: every way a quiz is made moves it (a quiz, a practice session per
    rulebook, an assignment's quiz opened twice, which is one quiz), and the migration fills it from the quizzes
    already stored."""
    db, users = school

    def counted() -> dict[int, int]:
        return {user_id: db.execute("SELECT COUNT(*) FROM quizzes WHERE user_id = ?", [user_id]).fetchone()[0]
                for user_id in users}

    kept = {user_id: store.count_quizzes(db, user_id) for user_id in users}
    assert kept == counted() and min(kept.values()) > 0
    instructor = store.create_user(db, "teacher", "x", "instructor")
    class_id = store.create_class(db, instructor, "A class", "2026-01-05", "2027-12-31", "sources")
    with store.writing(db):
        assignment = db.execute("INSERT INTO assignments (class_id, kind, title, settings, due_on, created_at) "
                                "VALUES (?, 'quiz', 'Work', '{}', '2027-01-01', ?)", [class_id, store.now()]).lastrowid
    for _ in range(2):  # the same assignment twice: the same quiz, counted once
        store.create_quiz(db, users[0], "quiz", "sources", {}, [_question(random.Random(1))], assignment_id=assignment)
    for rulebook in ("sources", "tda-2024", "sources"):  # the second "sources" opens the first session again
        store.open_practice_quiz(db, users[1], rulebook)
    store.create_quiz(db, users[2], "quiz", "sources", {}, [])
    assert {user_id: store.count_quizzes(db, user_id) for user_id in users} == counted()
    assert counted()[users[0]] == kept[users[0]] + 1 and counted()[users[1]] == kept[users[1]] + 2
    assert store.count_quizzes(db, instructor) == 0
    with store.writing(db):
        db.execute("DROP TABLE quiz_counts")
        db.execute("DELETE FROM _sqlite_migrations WHERE name = 'm033_quiz_counts'")
    assert store.migrate(db) == ["m033_quiz_counts"]
    assert {user_id: store.count_quizzes(db, user_id) for user_id in users} == counted()

HOT_QUERIES = {
    "a trainee's tallies": ("SELECT key, SUM(attempts) FROM answer_tallies WHERE dimension = ? AND user_id = ? "
                            "GROUP BY key", ["rule", 1]),
    "a trainee's times": ("SELECT key, counts FROM answer_time_counts WHERE dimension = ? AND user_id = ?",
                          ["rule", 1]),
    "one rule's trainees": ("SELECT user_id FROM answer_tallies WHERE dimension = ? AND key = ?", ["rule", "x"]),
    "the school's rules": ("SELECT key, attempts FROM class_tallies WHERE dimension = ?", ["rule"]),
    "the school's times": ("SELECT key, counts FROM class_time_counts WHERE dimension = ?", ["rule"]),
    "a practice session": ("SELECT id FROM quizzes WHERE user_id = ? AND mode = 'practice' AND rulebook = ? "
                           "ORDER BY id DESC LIMIT 1", [1, "sources"]),
    "one rule's times": ("SELECT user_id, counts FROM answer_time_counts WHERE user_id IN (1, 2) AND dimension = ? "
                         "AND key = ?", ["rule", "x"]),
    "a trainee's cards": ("SELECT rule_id FROM practice_cards WHERE user_id = ?", [1]),
    "a trainee's quizzes": ("SELECT id FROM quizzes WHERE user_id = ? ORDER BY created_at DESC, id DESC LIMIT 20", [1]),
    "a trainee's last answer": ("SELECT MAX(answered_at) FROM attempts WHERE user_id = ? AND answered_at IS NOT NULL",
                                [1]),
    "a trainee's answers in time order": ("SELECT a.id FROM attempts a WHERE a.user_id = ? AND a.answered_at IS NOT NULL "
                                          "ORDER BY a.answered_at", [1]),
    "the CSV in time order": ("SELECT a.id FROM attempts a WHERE a.answered_at IS NOT NULL "
                              "ORDER BY a.answered_at, a.id", []),
    # The pages' own queries, as the store runs them:
    "one rule's trainees who miss it most (the one-rule page)": (store.RULE_BY_TRAINEE, ["x", 50]),
    "the class page's trainees": (store.USERS_WITH_RESULTS.format(where="u.role = ?"), ["trainee", 50, 0]),
    "an instructor's trainees": (store.USERS_WITH_RESULTS.format(where="u.role = ?" + store.TAUGHT_BY),
                                 ["trainee", 7, 50, 0]),
    "the class page's count": (store.COUNT_USERS, ["trainee"]),
    "a trainee's times per rule, for medians": ("SELECT key, counts FROM answer_time_counts WHERE user_id = ? "
                                                "AND dimension = ? ORDER BY key", [1, "rule"]),
    "the school's times per rule, for medians": ("SELECT key, counts FROM class_time_counts WHERE dimension = ? "
                                                 "ORDER BY key", ["rule"]),
}


@pytest.mark.parametrize("name", list(HOT_QUERIES))
def test_hot_queries_use_an_index(school, name):
    db, _ = school
    sql, values = HOT_QUERIES[name]
    plan = " / ".join(row[3] for row in db.execute(f"EXPLAIN QUERY PLAN {sql}", values))
    assert "USING" in plan and "TEMP B-TREE" not in plan, f"{name}: {plan}"
    assert not any(step.startswith("SCAN") and "USING" not in step for step in plan.split(" / ")), f"{name}: {plan}"


def test_the_answered_at_indexes_hold_answered_attempts_only(school):
    """m037: attempts' two indexes on answered_at hold no unanswered attempt (an answer adds an entry to each
    rather than moving one), hold every answered one, and the migration makes them so from the older full
    indexes."""
    db, users = school

    def entries(index):
        return db.execute(f"SELECT COUNT(*) FROM attempts INDEXED BY {index} WHERE answered_at IS NOT NULL").fetchone()[0]

    def partial(index):
        return db.execute("SELECT sql FROM sqlite_master WHERE name = ?", [index]).fetchone()[0].endswith(
            "WHERE answered_at IS NOT NULL")

    store.create_quiz(db, users[0], "quiz", "sources", {}, [_question(random.Random(n)) for n in range(3)])
    answered = db.execute("SELECT COUNT(*) FROM attempts WHERE answered_at IS NOT NULL").fetchone()[0]
    assert db.execute("SELECT COUNT(*) FROM attempts WHERE answered_at IS NULL").fetchone()[0] >= 3 and answered
    indexes = ("idx_attempts_user_id_answered_at", "idx_attempts_answered_at")
    for index in indexes:
        assert partial(index) and entries(index) == answered
        # dbstat's cells of the index (an index B-tree keeps entries in its inner pages too): the answered only
        assert db.execute("SELECT SUM(ncell) FROM dbstat WHERE name = ?", [index]).fetchone()[0] == answered
    assert migrated_again(db, "m037_answered_attempts_indexes", *(f"DROP INDEX {index}" for index in indexes),
                          "CREATE INDEX idx_attempts_user_id_answered_at ON attempts (user_id, answered_at)",
                          "CREATE INDEX idx_attempts_answered_at ON attempts (answered_at)") == ["m037_answered_attempts_indexes"]
    for index in indexes:
        assert partial(index) and entries(index) == answered


def test_the_kept_rows_move_to_without_rowid_tables_unchanged(tmp_path):
    """m025_kept_rows_without_rowid: every row of the tallies, times and cards, and every index, as before."""
    db = store.connect(str(tmp_path / "older.sqlite3"))
    db.enable_wal()
    store.MIGRATIONS.apply(db, stop_before="m025_kept_rows_without_rowid")
    for table, columns in store.CLASS_REPORT_TABLES.items():  # today's answers also count in each class's (m032)
        db.execute(f"CREATE TABLE {table} ({columns}) WITHOUT ROWID")
    db.execute(store.QUIZ_COUNTS_TABLE)  # and in each trainee's quiz count (m033)
    users = [store.create_user(db, f"t{n}", "x", "trainee") for n in range(3)]
    _answers(db, users, random.Random(8), 20)
    # (Today's answers keep their times a row per group, m032's tables: the rows per bucket of that round, made
    # here from the answers as m008 makes them.)
    db.execute("INSERT INTO answer_times (user_id, dimension, key, bucket, count) SELECT a.user_id, 'rule', q.rule_id, "
               "time_bucket(a.time_taken_ms), COUNT(*) FROM attempts a JOIN questions q ON q.id = a.question_id "
               "WHERE a.time_taken_ms IS NOT NULL GROUP BY 1, 2, 3, 4")
    db.execute("INSERT INTO class_times (dimension, key, bucket, count) SELECT dimension, key, bucket, SUM(count) "
               "FROM answer_times GROUP BY 1, 2, 3")
    tables = list(store.KEPT_TABLES)
    before = {table: sorted(map(tuple, db.execute(f"SELECT * FROM {table}"))) for table in tables}
    indexes = sorted(map(tuple, db.execute("SELECT name, tbl_name FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL")))
    assert all(before.values())
    # up to the migrations of that round (m025, m026's indexes); later ones add their own rows and indexes
    pending = [migration.name for migration in store.MIGRATIONS.pending(db)]
    store.MIGRATIONS.apply(db, stop_before="m030_class_scenarios")
    assert "m025_kept_rows_without_rowid" in pending
    assert {table: sorted(map(tuple, db.execute(f"SELECT * FROM {table}"))) for table in tables} == before
    assert sorted(map(tuple, db.execute("SELECT name, tbl_name FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL"))) \
        == sorted(indexes + [("idx_answer_tallies_rule_share", "answer_tallies"), ("idx_users_role_username", "users")])
    for table in tables:
        assert db.execute("SELECT sql FROM sqlite_master WHERE name = ?", [table]).fetchone()[0].endswith("WITHOUT ROWID")
    _answers(db, users, random.Random(9), 5)  # and answers go on being counted in them
    assert store.tallies(db, "all")[0]["attempts"] == sum(store.tallies(db, "all", user_id=u)[0]["attempts"]
                                                          for u in users if store.tallies(db, "all", user_id=u))
