"""The class report (/classes/N/report): per trainee and per rule, from the kept tallies of the class's
trainees only; its queries search indexes from the class's members and never read an answer; each wrong user
is refused it; its trends over the weeks are what the answers say."""

from __future__ import annotations

import random
import re
from datetime import UTC, datetime, timedelta

import pytest
import scale_data
from conftest import migrated_again
from test_web_classes import new_class, school  # noqa: F401 - the fixture: two teachers' classes, trainees, an admin
from test_web_instructor import make_instructor, sign_in

from dealerschool import store
from dealerschool.web import classes


def report(client, class_id):
    return client.get(f"/classes/{class_id}/report")


def test_the_teacher_sees_their_class_per_trainee_and_per_rule(app, school):  # noqa: F811
    client, _ = school["people"]["ada"]
    response = report(client, school["classes"]["ada"])
    page = response.get_data(as_text=True)
    assert response.status_code == 200
    assert "Ada&#39;s room: class report" in page
    assert re.search(r'<th scope="row" data-label="Trainee"><a href="/instructor/trainees/\d+">tia</a>', page)
    assert "tom" not in page and "una" not in page  # another class's trainee, a trainee in no class
    assert "1 trainee;" in page and "1 answer, " in page
    with app.app_context():
        rule = store.get_db().execute("SELECT key FROM answer_tallies WHERE dimension = 'rule'").fetchone()[0]
    from dealerschool.web.summaries import rule_title
    assert f'data-label="Rule">{rule_title(rule)}'.replace("'", "&#39;") in page
    # Each plot is an image with a title and a text equivalent.
    plots = re.findall(r'<svg class="(?:plot|spark)"[^>]*role="img"[^>]*><title>([^<]+)</title><desc>([^<]+)</desc>', page)
    assert len(plots) >= 4, plots
    assert any(title == "Accuracy per trainee" and "tia: 100% of 1 answers" in desc for title, desc in plots)
    # The class page links to it.
    assert f'href="/classes/{school["classes"]["ada"]}/report"' in client.get(
        f"/classes/{school['classes']['ada']}").get_data(as_text=True)


def test_a_class_with_nobody_in_it_says_so(app, school):  # noqa: F811
    client, token = school["people"]["ada"]
    from test_web_classes import new_class
    empty = new_class(client, token, name="Empty room")
    page = report(client, empty).get_data(as_text=True)
    assert "Nobody has joined this class yet." in page


@pytest.mark.parametrize("who, owner, expected", [
    ("ben", "ada", 404),   # another teacher's class: as good as missing
    ("ada", "ben", 404),
    ("tia", "ada", 403),   # a trainee, even in the class: never the report
    ("tom", "ada", 403),
    ("una", "ada", 403),
    ("cy", "ada", 200),    # a school admin sees every class
    ("cy", "ben", 200),
])
def test_each_wrong_user_is_refused_the_report(app, school, who, owner, expected):  # noqa: F811
    client, _ = school["people"][who]
    response = report(client, school["classes"][owner])
    assert response.status_code == expected
    if expected != 200:
        assert "class report" not in response.get_data(as_text=True)


def test_signed_out_and_missing_classes(app, school):  # noqa: F811
    response = app.test_client().get(f"/classes/{school['classes']['ada']}/report")
    assert response.status_code == 302 and "/auth/sign-in" in response.location
    client, _ = school["people"]["cy"]
    assert report(client, 999_999).status_code == 404


def plan(db, name, sql):
    """The plan's steps, with "[]" for the JSON list of ids a query takes (the page's trainees or rules)."""
    at = 0 if name.startswith("trainee_") else 1
    values = ["[]" if "json_each(?)" in sql and k == at else 1 for k in range(sql.count("?"))]
    return [row[3] for row in db.execute("EXPLAIN QUERY PLAN " + sql, values).fetchall()]


CLASS_KEYED = ("SEARCH m USING COVERING INDEX sqlite_autoindex_class_members_1 (class_id=?)",
               "SEARCH m USING COVERING INDEX idx_class_members_by_name (class_id=?)",
               "SEARCH class_members USING COVERING INDEX sqlite_autoindex_class_members_1 (class_id=?)",
               "SEARCH class_report_tallies USING PRIMARY KEY (class_id=? AND dimension=?",
               "SEARCH class_report_times USING PRIMARY KEY (class_id=? AND key=?)",
               "SEARCH classes USING INTEGER PRIMARY KEY (rowid=?)")
PAGE_KEYED = ("SEARCH t USING PRIMARY KEY (user_id=? AND dimension=?",)


def test_the_report_searches_the_class_or_its_page_of_trainees_and_never_reads_an_answer(app):
    """Each query starts from the class (its members, or its own kept tallies: one row per group) or from the
    page's trainees (their ids, handed in as a JSON list): a search of a primary key, never a scan of a
    table, never an answer, and no sort of the whole class: its members are read in name order from their
    index (m034), and only the page's rows are sorted."""
    with app.app_context():
        db = store.get_db()
        for name, sql in store.CLASS_REPORT_QUERIES.items():
            steps = plan(db, name, sql)
            searches = [step for step in steps if step.startswith("SEARCH")]
            assert searches[0].startswith(PAGE_KEYED if name.startswith("trainee_") else CLASS_KEYED), (name, steps)
            # (The scans allowed: the few ids a page lists, handed in as a JSON list, and the page's own rows.)
            assert not any(re.search(r"\bSCAN\b", step) and step not in ("SCAN p",) and not step.startswith("SCAN json_each")
                           for step in steps), (name, steps)
            assert all(re.search(r"USING (COVERING INDEX|PRIMARY KEY|INTEGER PRIMARY KEY)", step) for step in searches), \
                (name, steps)
            assert not re.search(r"\b(FROM|JOIN)\s+(attempts|questions|quizzes|drill_hands)\b", sql), name
            assert not any(re.search(r"\b(attempts|questions|quizzes|drill_hands)\b", step) for step in steps), name
        # The page of trainees: the class's members read in name order from their index (no sort of the class),
        # then the page's rows' tallies; the one sort is of the page's rows.
        steps = plan(db, "trainees", store.CLASS_REPORT_QUERIES["trainees"])
        assert steps[:3] == ["CO-ROUTINE p", CLASS_KEYED[1], "SCAN p"], steps
        assert [step for step in steps if "TEMP B-TREE" in step] == ["USE TEMP B-TREE FOR ORDER BY"] == steps[-1:], steps
        # The rules' weeks: the weeks' range of keys (week, rule), the listed rules' rows only reaching Python.
        assert plan(db, "rule_weeks", store.CLASS_REPORT_QUERIES["rule_weeks"])[0] == (
            "SEARCH class_report_tallies USING PRIMARY KEY (class_id=? AND dimension=? AND key>? AND key<?)")


def answered_at(db, user_id, moments, rule_id="side-pots", right=True):
    """Answers by ``user_id`` on ``rule_id`` at each of ``moments`` (the store's clock set to each)."""
    clock = scale_data.Clock(moments[0])
    real_now, store.now = store.now, clock
    try:
        for moment in moments:
            clock.moment = moment
            quiz_id = store.create_quiz(db, user_id, "quiz", "sources", {}, [{
                "source": "scripted", "rule_id": rule_id, "rulebook": "sources", "family": "C", "game": "NT",
                "question": "{}", "right_answer": "{}", "answer_key": "{}"}])
            row = store.quiz_questions(db, quiz_id, user_id)[0]
            store.mark_shown(db, row["token"])
            clock.moment = moment + timedelta(seconds=12)
            store.record_answer(db, row["token"], user_id, '"x"', right)
    finally:
        store.now = real_now


def test_the_trend_compares_the_later_weeks_with_the_earlier(app, school):  # noqa: F811
    """tia misses twice five weeks ago and is right three times this week: up; the rule's trend too."""
    now = datetime.now(UTC).replace(hour=0, minute=0, second=1, microsecond=0)
    monday = now - timedelta(days=now.weekday())
    with app.app_context():
        db = store.get_db()
        tia = school["ids"]["tia"]
        answered_at(db, tia, [monday - timedelta(weeks=5), monday - timedelta(weeks=5, hours=-1)], right=False)
        answered_at(db, tia, [monday + timedelta(minutes=k) for k in range(3)], right=True)
        first = (monday - timedelta(weeks=7)).date().isoformat()
        found = store.class_report(db, school["classes"]["ada"], first, 8)
        untimed = store.class_report(db, school["classes"]["ada"], first, 8, timed_rules=0)
    # Only the listed rules' times are read: none listed, no medians (the trainees' are read all the same).
    assert [r["median_seconds"] for r in untimed["rules"]] == [None] * len(found["rules"])
    assert all(r["median_seconds"] is not None for r in found["rules"])
    assert untimed["trainees"] == found["trainees"]
    # Nor the weeks of a rule not listed (the listed ones' are below).
    assert [r["weeks"] for r in untimed["rules"]] == [{}] * len(found["rules"])
    (row,) = found["trainees"]
    this_week, five_ago = monday.date().isoformat(), (monday - timedelta(weeks=5)).date().isoformat()
    assert row["weeks"][this_week][0] >= 3 and row["weeks"][five_ago] == (2, 0)
    side_pots = next(r for r in found["rules"] if r["key"] == "side-pots")
    assert side_pots["weeks"] == {five_ago: (2, 0), this_week: (3, 3)}
    assert side_pots["attempts"] == 5 and side_pots["right"] == 3 and side_pots["missed_by"] == 1
    client, _ = school["people"]["ada"]
    page = report(client, school["classes"]["ada"]).get_data(as_text=True)
    assert re.search(r'<span class="trend-up">up \d+ points</span>', page)
    assert "week of " + five_ago + ": 0%" in page


def plain_trend(weeks, mondays, title):
    """A row's trend worked out the plain way, point by point (what :func:`classes.trend` must give)."""
    from dealerschool.web import draw

    points = [(f"week of {monday}", classes.accuracy(weeks.get(monday))) for monday in mondays]
    half = len(mondays) // 2

    def summed(days):
        return (sum(weeks.get(d, (0, 0))[0] for d in days), sum(weeks.get(d, (0, 0))[1] for d in days))

    before, after = classes.accuracy(summed(mondays[:half])), classes.accuracy(summed(mondays[half:]))
    if before is None or after is None:
        words = "not enough answers" if any(value is not None for _, value in points) else "no answers"
        change, state = None, "none"
    else:
        change = round(100 * (after - before))
        state = "steady" if abs(change) < classes.TREND_POINTS else "up" if change > 0 else "down"
        words = "steady" if state == "steady" else f"{state} {abs(change)} points"
    description = "; ".join(f"{label}: {'no answers' if value is None else f'{value:.0%}'}" for label, value in points)
    return {"words": words, "change": change, "state": state,
            "plot": draw.sparkline(f"{title}: accuracy per week, {words}", points, description=description)}


def test_a_trend_is_the_plain_computation_of_its_weeks():
    """The trend (its labels worked out once a page, a row with no answers in the weeks taken whole) is what
    working out each point gives: rows with no weeks, weeks of no answers, weeks outside the report's, one
    half empty, both halves, every share, and titles to escape."""
    rng = random.Random(17)
    mondays = [f"2026-{month}-{day:02}" for month, day in (("10", 12), ("10", 19), ("10", 26), ("11", 2),
                                                            ("11", 9), ("11", 16), ("11", 23), ("11", 30))]
    cases = [{}, {"2026-10-05": (3, 1)}, {mondays[0]: (0, 0)}, {mondays[-1]: (4, 2)}, {mondays[0]: (4, 2)}]
    for _ in range(3000):
        weeks = {}
        for monday in mondays + ["2026-10-05", "2026-12-07"]:
            if rng.random() < rng.choice([0.0, 0.2, 0.5, 1.0]):
                attempts = rng.randrange(0, 12)
                weeks[monday] = (attempts, rng.randrange(0, attempts + 1))
        cases.append(weeks)
    for weeks in cases:
        for title in ("tia", "a<b> & 'c'", 'Rule "x"'):
            assert classes.trend(weeks, mondays, title) == plain_trend(weeks, mondays, title), (weeks, title)
    assert classes.trend({}, mondays[:4], "x") == plain_trend({}, mondays[:4], "x")  # another page's weeks


def test_trend_words():
    mondays = [f"2026-11-{day:02}" for day in (2, 9, 16, 23)]
    assert classes.trend({}, mondays, "x")["words"] == "no answers"
    assert classes.trend({"2026-11-23": (4, 2)}, mondays, "x")["words"] == "not enough answers"
    assert classes.trend({"2026-11-02": (4, 2), "2026-11-23": (4, 4)}, mondays, "x")["words"] == "up 50 points"
    assert classes.trend({"2026-11-09": (10, 9), "2026-11-16": (10, 6)}, mondays, "x")["words"] == "down 30 points"
    assert classes.trend({"2026-11-09": (50, 40), "2026-11-16": (50, 41)}, mondays, "x")["state"] == "steady"


def test_the_week_tally_is_filled_by_its_migration(app):
    """m031 fills the week-and-rule tally from the answers stored before it; the same as answering keeps."""
    with app.app_context():
        db = store.get_db()
        users = [store.create_user(db, f"w{n}", "x", "trainee") for n in range(3)]
        rng = random.Random(5)
        start = datetime(2026, 3, 1, 10, tzinfo=UTC)
        for _ in range(30):
            answered_at(db, rng.choice(users), [start + timedelta(hours=rng.randint(0, 24 * 60))],
                        rule_id=rng.choice(["side-pots", "premature-turn"]), right=rng.random() < .5)
        kept = sorted(map(tuple, db.execute("SELECT * FROM answer_tallies WHERE dimension = 'week-rule'")))
        assert kept and all(datetime.fromisoformat(row[2].split("\t")[0]).weekday() == 0 for row in kept)
        with store.writing(db):
            db.execute("DELETE FROM answer_tallies WHERE dimension = 'week-rule'")
            db.execute("DELETE FROM _sqlite_migrations WHERE name = 'm031_class_report_indexes'")
        assert store.migrate(db) == ["m031_class_report_indexes"]
        assert sorted(map(tuple, db.execute("SELECT * FROM answer_tallies WHERE dimension = 'week-rule'"))) == kept


def counted_by_class(db):
    """Each class's tallies and rule times counted from its members' answers one by one (held exams' answers
    apart), as the class report's kept rows should hold them."""
    tallies, times = {}, {}
    rows = db.execute("SELECT m.class_id, a.user_id, q.rule_id, a.correct, a.answered_at, a.time_taken_ms "
                      "FROM class_members m JOIN attempts a ON a.user_id = m.user_id JOIN questions q ON q.id = a.question_id "
                      "JOIN quizzes z ON z.id = q.quiz_id WHERE a.answered_at IS NOT NULL AND z.held = 0").fetchall()
    seen = {}
    for class_id, user_id, rule_id, correct, answered, taken in rows:
        week = store.week_of(answered[:10])
        for dimension, key in (("all", ""), ("rule", rule_id), ("week", week), ("week-rule", f"{week}\t{rule_id}")):
            had = tallies.get((class_id, dimension, key), (0, 0))
            tallies[(class_id, dimension, key)] = (had[0] + 1, had[1] + correct)
            if dimension in ("all", "rule"):
                person = seen.setdefault((class_id, dimension, key), {})
                person[user_id] = person.get(user_id, True) and bool(correct)
        if taken is not None:
            bucket = (class_id, rule_id, store.time_bucket(taken))
            times[bucket] = times.get(bucket, 0) + 1
    found = set()
    for (class_id, dimension, key), (attempts, right) in tallies.items():
        person = seen.get((class_id, dimension, key), {})
        found.add((class_id, dimension, key, attempts, right, len(person),
                   sum(not every_right for every_right in person.values())))
    return found, {(*key, count) for key, count in times.items()}


def kept_by_class(db):
    times = set()
    for class_id, rule_id, counts in db.execute("SELECT * FROM class_report_times"):
        first, found = store.read_counts(counts)
        times |= {(class_id, rule_id, first + offset, count) for offset, count in enumerate(found) if count}
    return {tuple(row) for row in db.execute("SELECT * FROM class_report_tallies")}, times


def test_each_class_keeps_its_trainees_answers_counted_before_and_after_they_joined(app):
    """A class's kept tallies are its members' answers, whenever given: before they joined (brought by the
    join), after (counted by each answer in each of their classes), and none of a trainee in another class.
    The migration that made them fills the same rows from the trainees' tallies."""
    with app.app_context():
        db = store.get_db()
        teacher = store.create_user(db, "kept-teacher", "x", "instructor")
        rooms = [store.create_class(db, teacher, f"Room {n}", "2026-01-05", "2027-01-05", "sources") for n in range(2)]
        users = [store.create_user(db, f"kept{n}", "x", "trainee") for n in range(5)]
        rng = random.Random(11)
        start = datetime(2026, 3, 2, 10, tzinfo=UTC)

        def some_answers(count):
            for _ in range(count):
                answered_at(db, rng.choice(users), [start + timedelta(hours=rng.randint(0, 24 * 90))],
                            rule_id=rng.choice(["side-pots", "premature-turn", "button-moves"]), right=rng.random() < .6)

        some_answers(25)
        for user_id in users[:3]:
            store.join_class(db, rooms[0], user_id)
        store.join_class(db, rooms[1], users[2])
        assert not store.join_class(db, rooms[0], users[0])  # twice: counted once
        some_answers(25)
        store.join_class(db, rooms[1], users[3])
        some_answers(10)
        counted = counted_by_class(db)
        assert kept_by_class(db) == counted
        assert {row[0] for row in counted[0]} == set(rooms)
        with store.writing(db):
            for table in ("class_report_tallies", "class_report_times"):
                db.execute(f"DROP TABLE {table}")
            db.execute("DELETE FROM _sqlite_migrations WHERE name = 'm032_class_report_tallies'")
        assert store.migrate(db) == ["m032_class_report_tallies"]
        assert kept_by_class(db) == counted


def test_each_member_is_kept_with_their_name_and_the_migration_fills_it(app):
    """The class report reads a page of members in name order from ``class_members``' own index (m034): each
    member is kept with their username when they join, and the migration fills it for those who joined before."""
    with app.app_context():
        db = store.get_db()
        teacher = store.create_user(db, "teach", "x", "instructor")
        rooms = [store.create_class(db, teacher, name, "2026-01-05", "2027-12-31", "sources") for name in ("A", "B")]
        people = {name: store.create_user(db, name, "x", "trainee") for name in ("zoe", "al", "mo", "bea")}
        for room in rooms:
            for name in ("zoe", "al", "mo") if room == rooms[0] else ("bea", "al"):
                store.join_class(db, room, people[name])

        def kept():
            return sorted(map(tuple, db.execute("SELECT class_id, user_id, username FROM class_members")))

        expected = sorted((room, people[name], name) for room, names in zip(rooms, (("zoe", "al", "mo"), ("bea", "al")), strict=True)
                          for name in names)
        assert kept() == expected
        page = db.execute(store.CLASS_REPORT_QUERIES["trainees"], [rooms[0], 2, 1]).fetchall()
        assert [row[1] for row in page] == ["mo", "zoe"]
        assert migrated_again(db, "m034_class_member_names", "DROP INDEX idx_class_members_by_name",
                              "ALTER TABLE class_members DROP COLUMN username") == ["m034_class_member_names"]
        assert kept() == expected


def a_big_class(app, size):
    """A class of ``size`` trainees (named big000...), each with one answer; its teacher's client."""
    make_instructor(app, "bigteacher", "instructor pass", admin=False)
    client = app.test_client()
    token = sign_in(client, "bigteacher", "instructor pass")
    class_id = new_class(client, token, name="Big room")
    now = datetime.now(UTC).replace(microsecond=0) - timedelta(hours=1)
    with app.app_context():
        db = store.get_db()
        for number in range(size):
            user_id = store.create_user(db, f"big{number:03}", "x", "trainee")
            store.join_class(db, class_id, user_id)
            answered_at(db, user_id, [now], right=number % 2 == 0)
    return client, class_id


def test_a_big_class_is_listed_a_page_of_trainees_at_a_time_with_the_whole_class_totals(app):
    client, class_id = a_big_class(app, classes.TRAINEES_PER_PAGE + 3)
    first = report(client, class_id).get_data(as_text=True)
    listed = re.findall(r'data-label="Trainee"><a href="/instructor/trainees/\d+">(big\d+)</a>', first)
    assert listed == [f"big{n:03}" for n in range(classes.TRAINEES_PER_PAGE)]
    size = classes.TRAINEES_PER_PAGE + 3
    assert f"{size} trainees;" in first and f"{size} answers, {100 * ((size + 1) // 2) / size:.0f}% right" in first
    assert f"Trainees 1 to {classes.TRAINEES_PER_PAGE} of {size}, by name; page 1 of 2" in first
    assert f'href="/classes/{class_id}/report?page=2" rel="next"' in first and 'rel="prev"' not in first
    assert "data-label=\"Missed by\">" + str(size // 2) in first  # the rule's trainees: the whole class's
    second = report_page(client, class_id, 2)
    assert re.findall(r'data-label="Trainee"><a href="/instructor/trainees/\d+">(big\d+)</a>', second) == \
        [f"big{n:03}" for n in range(classes.TRAINEES_PER_PAGE, size)]
    assert f'href="/classes/{class_id}/report?page=1" rel="prev"' in second and 'rel="next"' not in second
    assert f"{size} trainees;" in second and f"Accuracy per trainee (trainees {size - 2} to {size} of {size}, by name)" in second
    response = client.get(f"/classes/{class_id}/report?page=3")
    assert response.status_code == 404 and "2 pages of trainees" in response.get_data(as_text=True)
    response = client.get(f"/classes/{class_id}/report?page=two")
    assert response.status_code == 400 and "page: expected a whole number" in response.get_data(as_text=True)


def report_page(client, class_id, page):
    response = client.get(f"/classes/{class_id}/report?page={page}")
    assert response.status_code == 200
    return response.get_data(as_text=True)
