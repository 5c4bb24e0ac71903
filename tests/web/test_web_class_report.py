"""The class report (/classes/N/report): per trainee and per rule, from the kept tallies of the class's
trainees only; its queries search indexes from the class's members and never read an answer; each wrong user
is refused it; its trends over the weeks are what the answers say."""

from __future__ import annotations

import random
import re
from datetime import UTC, datetime, timedelta

import pytest
import scale_data
from test_web_classes import school  # noqa: F401 - the fixture: two teachers' classes, trainees, an admin

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


def plan(db, sql):
    values = ["[]" if "json_each(?)" in sql and k == 0 else 1 for k in range(sql.count("?"))]
    return [row[3] for row in db.execute("EXPLAIN QUERY PLAN " + sql, values).fetchall()]


def test_the_report_searches_from_the_class_members_and_never_reads_an_answer(app):
    with app.app_context():
        db = store.get_db()
        for name, sql in store.CLASS_REPORT_QUERIES.items():
            steps = plan(db, sql)
            assert steps[0].startswith("SEARCH m USING COVERING INDEX sqlite_autoindex_class_members_1 (class_id=?)"), \
                (name, steps)
            # (The one scan allowed: the few rule ids a page lists, handed in as a JSON list.)
            assert not any(re.search(r"\bSCAN\b", step) and not step.startswith("SCAN json_each")
                           for step in steps), (name, steps)
            assert all(re.search(r"USING (COVERING INDEX|INDEX|PRIMARY KEY|INTEGER PRIMARY KEY)", step)
                       for step in steps if step.startswith("SEARCH")), (name, steps)
            assert not re.search(r"\b(FROM|JOIN)\s+(attempts|questions|quizzes|drill_hands)\b", sql), name
            assert not any(re.search(r"\b(attempts|questions|quizzes|drill_hands)\b", step) for step in steps), name


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
