"""A trainee's drill tallies: kept with each finished hand in its own write transaction, always equal to
counting every stored hand one by one (as the reports did before the tallies), and built by the migration from
the hands stored before it."""

from __future__ import annotations

import json
import random
from collections import defaultdict
from datetime import UTC, datetime

import pytest
import scale_data
from conftest import migrated_again

from dealerschool import store

VARIANTS = ["NT", "F7S", "PO/8", "F2L3D"]
KINDS = ["deal", "burn", "pot", "exposed-card", "bet"]


def _score(rng: random.Random) -> str:
    operations = rng.randint(0, 60)
    right = rng.randint(0, operations)
    rulings = rng.randint(0, 1)
    steps = rng.randint(0, 4) * rulings
    score = {"operations": operations, "right_first_time": right, "rulings": rulings,
             "rulings_right": rng.randint(0, rulings), "remedy_steps": steps,
             "remedy_right_first_time": rng.randint(0, steps),
             "mistakes": {kind: rng.randint(1, 3) for kind in rng.sample(KINDS, rng.randint(0, 3))},
             "seconds_per_operation": round(rng.uniform(0.5, 12), 2) if right else 0.0}
    if rng.random() < 0.1:  # a hand scored before the remedy phase: no remedy counts
        del score["remedy_steps"], score["remedy_right_first_time"]
    return json.dumps(score)


def _hands(db, users: list[int], rng: random.Random, count: int) -> None:
    """``count`` finished deals through ``store.save_drill_step``: repeats, and some posted twice."""
    clock = scale_data.Clock(datetime(2026, 2, 1, tzinfo=UTC))
    real_now, store.now = store.now, clock
    try:
        drills = {}
        for user_id in users:
            for variant in rng.sample(VARIANTS, 2):
                drills[store.create_drill(db, user_id, variant, "{}", "{}")] = (user_id, variant, [1, 1])
        for _ in range(count):
            drill_id = rng.choice(list(drills))
            user_id, variant, where = drills[drill_id]
            version = store.get_drill(db, drill_id, user_id)["version"]
            hand = {"number": where[0], "deal": where[1], "variant": variant, "record": "{}", "score": _score(rng)}
            assert store.save_drill_step(db, drill_id, user_id, version, "{}", "", hand)
            if rng.random() < 0.2:  # the same hand stored again (a retried post): counted once
                assert store.save_drill_step(db, drill_id, user_id, version + 1, "{}", "", {**hand, "score": _score(rng)})
            if rng.random() < 0.25:
                where[1] += 1  # dealt again: a repeat
            else:
                where[0], where[1] = where[0] + 1, 1
            clock.step(rng.uniform(60, 30_000))
    finally:
        store.now = real_now


def _counted(db, user_id: int) -> dict:
    """The oracle: every stored hand read and counted in Python, as the reports counted them before."""
    rows = db.execute("SELECT variant, deal, score, finished_at FROM drill_hands WHERE user_id = ?", [user_id])
    found: dict = {"repeats": 0, "hands": 0, "game": defaultdict(lambda: [0] * 7), "day": defaultdict(lambda: [0, 0]),
                   "mistake": defaultdict(int), "seconds": defaultdict(list)}
    for variant, deal, text, finished_at in rows:
        if deal != 1:
            found["repeats"] += 1
            continue
        score = json.loads(text)
        found["hands"] += 1
        counts = (1, score["operations"], score["right_first_time"], score["rulings"], score["rulings_right"],
                  score.get("remedy_steps", 0), score.get("remedy_right_first_time", 0))
        found["game"][variant] = [a + b for a, b in zip(found["game"][variant], counts, strict=True)]
        day = found["day"][finished_at[:10]]
        day[0] += score["right_first_time"]
        day[1] += score["operations"]
        for kind, count in score["mistakes"].items():
            found["mistake"][kind] += count
        if score["seconds_per_operation"] > 0:
            found["seconds"][variant].append(score["seconds_per_operation"])
    medians = {variant: store.bucket_seconds(store.time_bucket(round(sorted(times)[len(times) // 2] * 1000)))
               for variant, times in found["seconds"].items()}
    return {"repeats": found["repeats"], "hands": found["hands"], "game": dict(found["game"]),
            "day": {day: tuple(v) for day, v in found["day"].items()}, "mistake": dict(found["mistake"]),
            "median_seconds": medians}


def _kept(db, user_id: int) -> dict:
    report = store.drill_report(db, user_id)
    tallies = report["tallies"]
    columns = ("hands", "operations", "right", "rulings", "rulings_right", "remedy_steps", "remedy_right")
    return {"repeats": tallies["repeats"].get("", {"hands": 0})["hands"],
            "hands": tallies["all"].get("", {"hands": 0})["hands"],
            "game": {variant: [row[c] for c in columns] for variant, row in tallies["game"].items()},
            "day": {day: (row["right"], row["operations"]) for day, row in tallies["day"].items()},
            "mistake": {kind: row["mistakes"] for kind, row in tallies["mistake"].items()},
            "median_seconds": report["median_seconds"]}


@pytest.fixture
def school(tmp_path):
    db = store.connect(str(tmp_path / "drills.sqlite3"))
    store.migrate(db)
    users = [store.create_user(db, f"t{n}", "x", "trainee") for n in range(3)]
    _hands(db, users, random.Random(11), 150)
    return db, users


def test_drill_tallies_equal_counting_every_hand(school, monkeypatch):
    db, users = school
    monkeypatch.setattr(store, "DRILL_DAYS", 10_000)  # every day, to compare with every hand
    for user_id in users:
        kept = _kept(db, user_id)
        assert kept == _counted(db, user_id)
        assert kept["hands"] and kept["repeats"] and len(kept["day"]) > 1  # the example has all of them


def test_a_report_reads_the_latest_days_only(school, monkeypatch):
    db, users = school
    monkeypatch.setattr(store, "DRILL_DAYS", 3)
    for user_id in users:
        days = sorted(_counted(db, user_id)["day"])
        assert len(days) > 3 and sorted(store.drill_report(db, user_id)["tallies"]["day"]) == days[-3:]


def test_the_class_list_counts_first_deals(school):
    db, users = school
    listed = {row["id"]: row["drill_hands"] for row in store.users_with_results(db, "trainee")}
    assert listed == {user_id: _counted(db, user_id)["hands"] for user_id in users}


def test_the_migration_builds_the_same_tallies_from_the_hands(school):
    db, _ = school
    tables = {name: sorted(map(tuple, db.execute(f"SELECT * FROM {name}"))) for name in ("drill_tallies", "drill_times")}
    assert tables["drill_tallies"] and tables["drill_times"]
    with store.writing(db):
        db.execute("DROP TABLE drill_tallies")
        db.execute("DROP TABLE drill_times")
        db.execute("DELETE FROM _sqlite_migrations WHERE name = 'm024_drill_tallies'")
    assert store.migrate(db) == ["m024_drill_tallies"]
    assert {name: sorted(map(tuple, db.execute(f"SELECT * FROM {name}"))) for name in tables} == tables


def test_each_class_keeps_its_members_and_their_first_deals_counted(tmp_path):
    """A class's kept counts (m036: its members, their drill hands) equal counting them afresh, whenever the hands
    were dealt (before the trainee joined: brought by the join; after: each first deal counted in every class the
    trainee is in; a repeat and a hand stored twice not at all), and the migration fills the same."""
    db = store.connect(str(tmp_path / "classes.sqlite3"))
    store.migrate(db)
    teacher = store.create_user(db, "teach", "x", "instructor")
    rooms = [store.create_class(db, teacher, f"Room {n}", "2026-01-05", "2027-01-05", "sources") for n in range(3)]
    users = [store.create_user(db, f"t{n}", "x", "trainee") for n in range(4)]
    rng = random.Random(5)

    def kept():
        return {row[0]: (row[1], row[2]) for row in db.execute("SELECT id, members, hands FROM classes")}

    def counted():
        return {room: (db.execute("SELECT COUNT(*) FROM class_members WHERE class_id = ?", [room]).fetchone()[0],
                       db.execute("SELECT COUNT(*) FROM drill_hands h JOIN class_members m ON m.user_id = h.user_id "
                                  "WHERE m.class_id = ? AND h.deal = 1", [room]).fetchone()[0]) for room in rooms}

    _hands(db, users, rng, 40)
    for user_id in users[:3]:
        store.join_class(db, rooms[0], user_id)
    store.join_class(db, rooms[1], users[2])
    assert not store.join_class(db, rooms[0], users[0])  # twice: counted once
    _hands(db, users, rng, 60)
    store.join_class(db, rooms[1], users[3])
    _hands(db, users, rng, 20)
    found = kept()
    assert found == counted() and found[rooms[2]] == (0, 0) and found[rooms[0]][1] > found[rooms[1]][1] > 0
    assert migrated_again(db, "m036_class_counts", "ALTER TABLE classes DROP COLUMN members",
                          "ALTER TABLE classes DROP COLUMN hands") == ["m036_class_counts"]
    assert kept() == found


def test_a_score_that_is_not_a_drill_score_counts_as_an_empty_hand():
    assert store.drill_tally_rows("NT", 1, "not json", "2026-01-01T00:00:00") == [
        ("all", "", 1, 0, 0, 0, 0, 0, 0, 0), ("game", "NT", 1, 0, 0, 0, 0, 0, 0, 0),
        ("day", "2026-01-01", 1, 0, 0, 0, 0, 0, 0, 0)]
    assert store.drill_time_bucket("[1]") is None and store.drill_time_bucket('{"seconds_per_operation": 0}') is None
