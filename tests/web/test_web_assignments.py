"""Assignments through the test client: an instructor sets a quiz (chosen scenarios, or by rule) or a drill
with a due day; trainees start it (under the room's rulebook, once), the class page shows who has done what
and who is behind, and the drill-down shows what a trainee saw and did. Each forbidden URL tried as each
wrong user."""

from __future__ import annotations

import json
import re

import pytest
from conftest import sign_up
from test_web_classes import join, join_code, new_class, user_id
from test_web_deal import state
from test_web_instructor import make_instructor, sign_in
from test_web_quiz import right_form, wrong_form

from dealerschool import assignments, store
from dealerschool.quiz import questions
from dealerschool.web.instructor import DRILL_CSV_COLUMNS

QUIZ = {"work": "quiz", "title": "Misdeals", "due_on": "2099-01-31", "game": "", "family": "", "kind": "",
        "difficulty": "", "source": "scripted", "count": "3", "time_limit": ""}
DRILL = {"work": "drill", "title": "Hold'em hands", "due_on": "2099-01-31", "variant": "NT", "hands": "2",
         "players": "4", "rate": "none"}


def set_work(client, token, class_id, form, scenarios=()):
    response = client.post(f"/classes/{class_id}/assignments",
                           data={"csrf_token": token, **form, "scenarios": list(scenarios)})
    assert response.status_code == 303, response.get_data(as_text=True)
    return response


def assignment_ids(app, class_id):
    with app.app_context():
        return [a["id"] for a in store.class_assignments(store.get_db(), class_id)]


def start(client, token, class_id, assignment_id):
    return client.post(f"/classes/{class_id}/assignments/{assignment_id}/start", data={"csrf_token": token})


def quiz_rows(app, quiz_id, name):
    with app.app_context():
        db = store.get_db()
        return store.quiz_questions(db, quiz_id, store.find_user(db, username=name)["id"])


def count(app, table):
    with app.app_context():
        return store.get_db().execute(f"SELECT COUNT(*) FROM {table}").fetchone()[0]


@pytest.fixture
def room(app):
    """Ada teaches a class (TDA 2024 room) with a quiz and a drill set; tia and tom are in it, una is not;
    ben teaches another class."""
    people = {}
    for name in ("ada", "ben"):
        make_instructor(app, name, "instructor pass", admin=False)
        client = app.test_client()
        people[name] = (client, sign_in(client, name, "instructor pass"))
    class_id = new_class(*people["ada"], name="Ada's room", rulebook="tda-2024")
    new_class(*people["ben"], name="Ben's room")
    picks = [name for name, _ in assignments.scenario_choices()][:2]
    set_work(*people["ada"], class_id, QUIZ, scenarios=picks)
    set_work(*people["ada"], class_id, DRILL)
    for name in ("tia", "tom", "una"):
        client = app.test_client()
        token = sign_up(client, name)
        people[name] = (client, token)
        if name != "una":
            join(client, token, join_code(app, class_id))
    quiz_id, drill_id = assignment_ids(app, class_id)
    return {"people": people, "class": class_id, "quiz": quiz_id, "drill": drill_id, "picks": picks}


def test_a_trainee_starts_the_quiz_once_under_the_rooms_rulebook(app, room):
    tia, token = room["people"]["tia"]
    page = tia.get("/classes/").get_data(as_text=True)
    assert "What is due" in page and "Misdeals" in page and "not started" in page
    first = start(tia, token, room["class"], room["quiz"])
    again = start(tia, token, room["class"], room["quiz"])  # a second tab, a double click: the same quiz
    assert first.status_code == again.status_code == 303 and first.location == again.location
    quiz_id = int(re.fullmatch(r"/quiz/(\d+)/1", first.location).group(1))
    rows = quiz_rows(app, quiz_id, "tia")
    assert [r["scenario"] for r in rows] == room["picks"]  # the chosen scenarios, in order
    assert {r["rulebook"] for r in rows} == {"tda-2024"}
    assert "under this room&#39;s rules" in tia.get(first.location).get_data(as_text=True) or \
        "under this room's rules" in tia.get(first.location).get_data(as_text=True)
    # Tom gets the same questions (the assignment seeds them), in his own quiz.
    tom, tom_token = room["people"]["tom"]
    tom_quiz = int(re.fullmatch(r"/quiz/(\d+)/1", start(tom, tom_token, room["class"], room["quiz"]).location).group(1))
    assert tom_quiz != quiz_id
    assert [r["scenario"] for r in quiz_rows(app, tom_quiz, "tom")] == [r["scenario"] for r in rows]


def test_the_class_page_shows_who_has_done_what_and_the_attempt_as_seen(app, room):
    tia, token = room["people"]["tia"]
    quiz_id = int(re.fullmatch(r"/quiz/(\d+)/1", start(tia, token, room["class"], room["quiz"]).location).group(1))
    rows = quiz_rows(app, quiz_id, "tia")
    for row, right in zip(rows, (True, False), strict=False):
        tia.get(f"/quiz/{quiz_id}/{row['position']}")
        form = right_form(row)[0] if right else wrong_form(row)
        assert tia.post("/quiz/answer", data={"csrf_token": token, "token": row["token"], **form}).status_code == 303
    ada, _ = room["people"]["ada"]
    results = ada.get(f"/classes/{room['class']}/assignments/{room['quiz']}").get_data(as_text=True)
    tia_row = re.search(r"<tr class=\"status-done\"><th scope=\"row\" data-label=\"Trainee\">tia</th>.*?</tr>", results, re.S).group(0)
    assert "2 of 2" in tia_row and "1 right of 2 (50%)" in tia_row
    assert re.search(r"<tr class=\"status-not_started\"><th scope=\"row\" data-label=\"Trainee\">tom</th>", results)
    attempt = ada.get(f"/classes/{room['class']}/assignments/{room['quiz']}/trainees/{user_id(app, 'tia')}")
    page = attempt.get_data(as_text=True)
    assert attempt.status_code == 200
    for row in rows:
        shown = questions.shown_from_json(json.loads(row["question"]))
        revealed = questions.revealed_from_json(json.loads(row["right_answer"]))
        assert shown.title.replace("'", "&#39;") in page
        assert revealed.answer_text.rstrip(".").replace("'", "&#39;") in page
    assert page.count("(their answer)") == sum(1 for r in rows if json.loads(r["question"])["options"])
    assert "Right." in page and "Wrong." in page
    listing = ada.get(f"/classes/{room['class']}").get_data(as_text=True)
    assert "Misdeals" in listing and "Hold&#39;em hands" in listing


def test_overdue_work_shows_who_is_behind(app, room):
    ada, token = room["people"]["ada"]
    set_work(ada, token, room["class"], {**QUIZ, "title": "Yesterday", "due_on": "2000-01-01", "count": "1"})
    overdue = assignment_ids(app, room["class"])[0]  # the first due first
    results = ada.get(f"/classes/{room['class']}/assignments/{overdue}").get_data(as_text=True)
    assert results.count('<strong class="wrong">behind</strong>') == 2
    tia, _ = room["people"]["tia"]
    assert "behind" in tia.get(f"/classes/{room['class']}").get_data(as_text=True)


def test_a_drill_assignment_starts_a_drill_under_the_rooms_rulebook(app, room):
    tia, token = room["people"]["tia"]
    response = start(tia, token, room["class"], room["drill"])
    drill_id = int(re.fullmatch(r"/deal/(\d+)", response.location).group(1))
    assert start(tia, token, room["class"], room["drill"]).location == response.location
    drill, _ = state(app, drill_id)
    assert drill.settings.rulebook == "tda-2024" and drill.settings.variant == "NT" and drill.settings.players == 4
    assert drill.settings.rate.value == "none"
    assert "under this room&#39;s rules" in tia.get(response.location).get_data(as_text=True) or \
        "under this room's rules" in tia.get(response.location).get_data(as_text=True)
    ada, _ = room["people"]["ada"]
    results = ada.get(f"/classes/{room['class']}/assignments/{room['drill']}").get_data(as_text=True)
    assert re.search(r"<tr class=\"status-started\"><th scope=\"row\" data-label=\"Trainee\">tia</th>", results)
    drilldown = ada.get(f"/classes/{room['class']}/assignments/{room['drill']}/trainees/{user_id(app, 'tia')}")
    assert drilldown.status_code == 200 and "No hand finished yet." in drilldown.get_data(as_text=True)


@pytest.mark.parametrize("form, field, message", [
    ({"title": ""}, "title", "Title: give the assignment a title."),
    ({"due_on": "next week"}, "due_on", "Due on: expected a day as YYYY-MM-DD"),
    ({"work": "exam"}, "work", "Work: a quiz or a drill."),
    ({"count": "99"}, "count", "Number of questions: expected 1 to 20."),
    ({"time_limit": "forever"}, "time_limit", "Time limit: expected whole minutes"),
    ({"game": "snap"}, "game", "Game: &#39;snap&#39; is not a game here."),
    ({"work": "drill", "hands": "0"}, "hands", "Hands: expected a whole number from 1 to 50, got &#39;0&#39;."),
    ({"work": "drill", "variant": "ZZ"}, "variant", "Game: &#39;ZZ&#39; is not a variant code"),
    ({"work": "drill", "players": "40"}, "players", "Players: expected a whole number from 2 to"),
    ({"work": "drill", "rate": "always"}, "rate", "Irregularities: expected one of none, sometimes, often."),
])
def test_bad_assignment_fields_get_a_message_at_the_field_and_store_nothing(app, room, form, field, message):
    ada, token = room["people"]["ada"]
    before = count(app, "assignments")
    base = DRILL if form.get("work") == "drill" else QUIZ
    response = ada.post(f"/classes/{room['class']}/assignments", data={"csrf_token": token, **base, **form})
    page = response.get_data(as_text=True)
    assert response.status_code == 400
    assert f'<small class="error" id="{field}-error">{message}' in page, page[page.find('class="error"'):][:600]
    assert f'id="{field}"' in page
    assert count(app, "assignments") == before


def test_a_scenario_outside_the_library_is_refused_at_the_field(app, room):
    ada, token = room["people"]["ada"]
    response = ada.post(f"/classes/{room['class']}/assignments",
                        data={"csrf_token": token, **QUIZ, "scenarios": ["../../etc/passwd"]})
    assert response.status_code == 400 and 'id="scenarios-error"' in response.get_data(as_text=True)


def test_each_forbidden_assignment_url_as_each_wrong_user_is_refused(app, room):
    tia, tia_token = room["people"]["tia"]
    start(tia, tia_token, room["class"], room["quiz"])
    start(tia, tia_token, room["class"], room["drill"])
    tia_id = user_id(app, "tia")
    base = f"/classes/{room['class']}/assignments"
    instructor_gets = [f"{base}/{room['quiz']}", f"{base}/{room['quiz']}/trainees/{tia_id}",
                       f"{base}/{room['drill']}/trainees/{tia_id}"]
    before = {table: count(app, table) for table in ("assignments", "quizzes", "drills")}
    for name in ("ben", "tom", "una"):
        client, token = room["people"][name]
        for url in instructor_gets:
            response = client.get(url)
            assert response.status_code in (403, 404), (name, url, response.status_code)
            assert not re.search(r"\btia\b", response.get_data(as_text=True)), (name, url)
        posted = client.post(base, data={"csrf_token": token, **QUIZ})
        assert posted.status_code in (403, 404), (name, posted.status_code)
    # Una is in no class of Ada's and Ben teaches: neither starts Ada's work; an instructor never starts work.
    for name in ("una", "ben", "ada"):
        client, token = room["people"][name]
        assert start(client, token, room["class"], room["quiz"]).status_code in (403, 404), name
    # Another class's assignment id under this class is as good as missing.
    ben, ben_token = room["people"]["ben"]
    ben_class = new_class(ben, ben_token, name="Ben's second")
    set_work(ben, ben_token, ben_class, QUIZ)
    ben_work = assignment_ids(app, ben_class)[0]
    assert start(tia, tia_token, room["class"], ben_work).status_code == 404
    assert room["people"]["ada"][0].get(f"{base}/{ben_work}").status_code == 404
    signed_out = app.test_client()
    for url in instructor_gets:
        assert signed_out.get(url).status_code == 302
    after = {table: count(app, table) for table in before}
    assert after == {**before, "assignments": before["assignments"] + 1}


def test_the_rooms_house_options_reach_the_trainees_questions(app, room):
    ada, token = room["people"]["ada"]
    response = ada.post(f"/classes/{room['class']}/rules", data={"csrf_token": token, "rulebook": "sources",
                                                                 "raise_cap": "4"})
    assert response.status_code == 303
    set_work(ada, token, room["class"], {**QUIZ, "title": "The cap", "due_on": "2099-02-01"},
             scenarios=["limit-cap-multiway"])
    cap_work = assignment_ids(app, room["class"])[-1]
    tia, tia_token = room["people"]["tia"]
    page = tia.get(f"/classes/{room['class']}").get_data(as_text=True)
    assert "under this room's rules: Sources" in page and "4 (a bet and 4 raises)" in page
    quiz_id = int(re.fullmatch(r"/quiz/(\d+)/1", start(tia, tia_token, room["class"], cap_work).location).group(1))
    (row,) = quiz_rows(app, quiz_id, "tia")
    # Under a cap of three (the rulebook's) the round is capped; this room allows a fourth raise.
    assert json.loads(row["right_answer"])["answer"] == "raise-one-unit" and row["rulebook"] == "sources"


def test_a_bad_house_option_is_a_message_at_the_field_and_saves_nothing(app, room):
    ada, token = room["people"]["ada"]
    response = ada.post(f"/classes/{room['class']}/rules", data={"csrf_token": token, "rulebook": "sources",
                                                                 "raise_cap": "12", "stud_running_out_tda": "true"})
    page = response.get_data(as_text=True)
    assert response.status_code == 400 and '<small class="error" id="raise_cap-error">' in page
    assert "The room's rules were not saved" in page
    with app.app_context():
        found = store.get_db().execute("SELECT rulebook, house FROM classes WHERE id = ?", [room["class"]]).fetchone()
    assert tuple(found) == ("tda-2024", "{}")


def test_a_dealt_hand_shows_on_the_results_the_attempt_and_the_drill_hands_csv(app, room):
    import csv
    import io

    from test_web_deal import deal_right

    tia, token = room["people"]["tia"]
    drill_id = int(re.fullmatch(r"/deal/(\d+)", start(tia, token, room["class"], room["drill"]).location).group(1))
    assert deal_right(tia, app, drill_id, token).hand_over
    ada, _ = room["people"]["ada"]
    results = ada.get(f"/classes/{room['class']}/assignments/{room['drill']}").get_data(as_text=True)
    tia_row = re.search(r"<tr class=\"status-started\"><th scope=\"row\" data-label=\"Trainee\">tia</th>.*?</tr>", results, re.S).group(0)
    assert "1 of 2" in tia_row and "operations right first time" in tia_row
    tia_id = user_id(app, "tia")
    page = ada.get(f"/classes/{room['class']}/assignments/{room['drill']}/trainees/{tia_id}").get_data(as_text=True)
    review = f"/instructor/trainees/{tia_id}/drills/{drill_id}/hands/1"
    assert review in page and ada.get(review).status_code == 200
    ben, _ = room["people"]["ben"]
    assert ben.get(review).status_code == 404
    download = ada.get("/instructor/drill-hands.csv")
    assert download.status_code == 200 and download.mimetype == "text/csv"
    rows = list(csv.DictReader(io.StringIO(download.get_data(as_text=True))))
    assert len(rows) == 1
    (hand,) = rows
    assert (hand["trainee"], hand["drill"], hand["assignment"], hand["hand"], hand["deal"], hand["game"],
            hand["rulebook"]) == ("tia", str(drill_id), str(room["drill"]), "1", "1", "NT", "tda-2024")
    assert int(hand["operations"]) > 0 and hand["right_first_time"] == hand["operations"] and hand["mistakes"] == ""
    assert hand["ruling_given"] == hand["ruling_correct"] == ""  # a clean hand: no ruling asked
    assert list(csv.reader(io.StringIO(ben.get("/instructor/drill-hands.csv").get_data(as_text=True)))) == [
        list(DRILL_CSV_COLUMNS)]  # Ben's trainees dealt nothing
    assert tia.get("/instructor/drill-hands.csv").status_code == 403


def exam(app, room, count=4, pass_mark="50"):
    ada, token = room["people"]["ada"]
    names = [name for name, _ in assignments.scenario_choices()][:count]
    set_work(ada, token, room["class"], {**QUIZ, "title": "Final", "due_on": "2099-03-01", "exam": "on",
                                         "pass_mark": pass_mark}, scenarios=names)
    return assignment_ids(app, room["class"])[-1], names


def test_an_exam_holds_every_sign_of_right_and_wrong_until_it_is_released(app, room):
    final, names = exam(app, room)
    tia, token = room["people"]["tia"]
    quiz_id = int(re.fullmatch(r"/quiz/(\d+)/1", start(tia, token, room["class"], final).location).group(1))
    rows = quiz_rows(app, quiz_id, "tia")
    assert sorted(r["scenario"] for r in rows) == sorted(names)  # the same questions...
    tom, tom_token = room["people"]["tom"]
    tom_quiz = int(re.fullmatch(r"/quiz/(\d+)/1", start(tom, tom_token, room["class"], final).location).group(1))
    toms = [r["scenario"] for r in quiz_rows(app, tom_quiz, "tom")]
    assert sorted(toms) == sorted(names) and toms != [r["scenario"] for r in rows]  # ...in each one's own order
    for row, right in zip(rows, (True, True, False, True), strict=False):
        tia.get(f"/quiz/{quiz_id}/{row['position']}")
        form = right_form(row)[0] if right else wrong_form(row)
        answered = tia.post("/quiz/answer", data={"csrf_token": token, "token": row["token"], **form},
                            headers={"HX-Request": "true"})
        revealed = questions.revealed_from_json(json.loads(row["right_answer"]))
        for page in (answered.get_data(as_text=True), tia.get(f"/quiz/{quiz_id}/{row['position']}").get_data(as_text=True)):
            assert "Answer recorded." in page
            assert "Right." not in page and "Wrong." not in page and revealed.explanation[:40] not in page
            assert "The right answer" not in page and revealed.rule_title not in page
    summary = tia.get(f"/quiz/{quiz_id}/").get_data(as_text=True)
    assert "handed in" in summary and " right</h1>" not in summary and ">right<" not in summary and ">wrong<" not in summary
    progress = tia.get("/progress/").get_data(as_text=True)
    assert "exam: results not released (4 of 4 answered)" in progress
    with app.app_context():
        db = store.get_db()
        tia_id = store.find_user(db, username="tia")["id"]
        assert store.tallies(db, "all", user_id=tia_id) == [] and store.practice_cards(db, tia_id) == {}
    assert "Handed in: results when your instructor releases them" in tia.get("/classes/").get_data(as_text=True)

    # The instructor sees the result and the pass mark, and releases the feedback.
    ada, ada_token = room["people"]["ada"]
    results = ada.get(f"/classes/{room['class']}/assignments/{final}").get_data(as_text=True)
    assert "3 right of 4 (75%)" in results and "passed" in results
    for name in ("tia", "ben", "una"):  # nobody else may release it
        client, other_token = room["people"][name]
        assert client.post(f"/classes/{room['class']}/assignments/{final}/release",
                           data={"csrf_token": other_token}).status_code in (403, 404), name
    assert ada.post(f"/classes/{room['class']}/assignments/{room['quiz']}/release",
                    data={"csrf_token": ada_token}).status_code == 400  # not an exam
    assert ada.post(f"/classes/{room['class']}/assignments/{final}/release",
                    data={"csrf_token": ada_token}).status_code == 303
    after = tia.get(f"/quiz/{quiz_id}/1").get_data(as_text=True)
    assert "Right." in after and "Answer recorded." not in after
    assert "3 of 4 right" in tia.get(f"/quiz/{quiz_id}/").get_data(as_text=True)
    with app.app_context():
        db = store.get_db()
        assert [(t["attempts"], t["right"]) for t in store.tallies(db, "all", user_id=tia_id)] == [(4, 3)]
        assert len(store.practice_cards(db, tia_id)) >= 1
    # Closed: Tom, who had not answered, can answer no more.
    tom_row = quiz_rows(app, tom_quiz, "tom")[0]
    closed = tom.post("/quiz/answer", data={"csrf_token": tom_token, "token": tom_row["token"], **right_form(tom_row)[0]})
    assert closed.status_code == 409
    assert quiz_rows(app, tom_quiz, "tom")[0]["answered_at"] is None
    again = ada.post(f"/classes/{room['class']}/assignments/{final}/release", data={"csrf_token": ada_token})
    assert "released already" in ada.get(again.location).get_data(as_text=True)


def test_an_answer_read_before_the_release_and_stored_after_it_is_refused(app, room):
    """The race between an answer and the release: the answer was read (its quiz held) before the instructor's
    release committed, and reaches its writer turn after it. Stored then, it would be counted nowhere (the
    release counted the answers it found): it is refused as any answer to a closed exam is, and nothing moves."""
    final, _ = exam(app, room)
    tia, token = room["people"]["tia"]
    quiz_id = int(re.fullmatch(r"/quiz/(\d+)/1", start(tia, token, room["class"], final).location).group(1))
    row = quiz_rows(app, quiz_id, "tia")[0]
    with app.app_context():
        db = store.get_db()
        tia_id = store.find_user(db, username="tia")["id"]
        found = store.attempt_to_answer(db, row["token"], tia_id)  # read before the release: held
        assert found["held"] and found["answered_at"] is None
        assert store.release_exam(db, final)
        with pytest.raises(store.ExamClosed):
            store.record_answer(db, row["token"], tia_id, json.dumps("x"), True, found)
        assert store.tallies(db, "all", user_id=tia_id) == [] and store.practice_cards(db, tia_id) == {}
    assert quiz_rows(app, quiz_id, "tia")[0]["answered_at"] is None
    # and through the page: a 409 with the reason, not a 500
    closed = tia.post("/quiz/answer", data={"csrf_token": token, "token": row["token"], **right_form(row)[0]})
    assert closed.status_code == 409 and "closed" in closed.get_data(as_text=True)


@pytest.mark.parametrize("form, message", [
    ({"exam": "on", "pass_mark": "101"}, "Pass mark: expected a percentage from 1 to 100, got &#39;101&#39;."),
    ({"exam": "on", "pass_mark": "half"}, "Pass mark: expected a percentage from 1 to 100"),
    ({"pass_mark": "60"}, "Pass mark: only an exam has one"),
])
def test_a_bad_pass_mark_is_a_message_at_the_field(app, room, form, message):
    ada, token = room["people"]["ada"]
    before = count(app, "assignments")
    response = ada.post(f"/classes/{room['class']}/assignments", data={"csrf_token": token, **QUIZ, **form})
    assert response.status_code == 400
    assert f'<small class="error" id="pass_mark-error">{message}' in response.get_data(as_text=True)
    assert count(app, "assignments") == before


def test_the_rooms_house_options_reach_the_trainees_drill(app, room):
    ada, token = room["people"]["ada"]
    response = ada.post(f"/classes/{room['class']}/rules", data={"csrf_token": token, "rulebook": "tda-2024",
                                                                 "raise_cap": "4", "chip_unit": "5"})
    assert response.status_code == 303
    set_work(ada, token, room["class"], {**DRILL, "title": "Limit hands", "variant": "FT"})
    limit_work = assignment_ids(app, room["class"])[-1]
    tia, tia_token = room["people"]["tia"]
    started = start(tia, tia_token, room["class"], limit_work)
    drill_id = int(re.fullmatch(r"/deal/(\d+)", started.location).group(1))
    drill, _ = state(app, drill_id)
    assert drill.settings.rulebook == "tda-2024" and drill.settings.house_options() == {"chip_unit": 5, "raise_cap": 4}
    assert drill.setup["house"] == {"chip_unit": 5, "raise_cap": 4}
    rules = drill.table().config.rules
    assert (rules.raise_cap, rules.chip_unit) == (4, 5)  # TDA 2024's own: three raises, a chip of 1
    assert "under this room's rules" in tia.get(started.location).get_data(as_text=True).replace("&#39;", "'")
    # A drill in a room that sets no option is dealt under the rulebook's settings alone.
    tom, tom_token = room["people"]["tom"]
    ada.post(f"/classes/{room['class']}/rules", data={"csrf_token": token, "rulebook": "tda-2024"})
    tom_drill, _ = state(app, int(re.fullmatch(r"/deal/(\d+)", start(tom, tom_token, room["class"],
                                                                       limit_work).location).group(1)))
    assert tom_drill.settings.house == () and "house" not in tom_drill.setup
    assert tom_drill.table().config.rules.raise_cap == 3
