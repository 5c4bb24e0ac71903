"""The instructor's pages through the test client: who may see them, the reports, the CSV, making accounts."""

import csv
import io
import json
import re
from datetime import UTC, datetime, timedelta

import pytest
from conftest import TEST_HASH_METHOD, csrf_token, sign_up
from test_web_quiz import right_form, start_quiz, stored, wrong_form
from werkzeug.security import generate_password_hash

from dealerschool import store

URLS = ["/instructor/", "/instructor/trainees/1", "/instructor/rules", "/instructor/answers.csv",
        "/instructor/accounts/new"]


def make_instructor(app, username="teacher", password="instructor pass", admin=True):
    """An instructor account (by default a school admin, who sees every trainee, as these tests need)."""
    with app.app_context():
        return store.create_user(store.get_db(), username, generate_password_hash(password, method=TEST_HASH_METHOD), "instructor", admin)


def sign_in(client, username, password):
    token = csrf_token(client, "/auth/sign-in")
    response = client.post("/auth/sign-in", data={"username": username, "password": password, "csrf_token": token})
    assert response.status_code == 302, response.get_data(as_text=True)
    return csrf_token(client, "/instructor/accounts/new")


def sign_out(client):
    client.post("/auth/sign-out", data={"csrf_token": csrf_token(client, "/")})


def answer(client, token, row, right):
    form = right_form(row)[0] if right else wrong_form(row)
    response = client.post("/quiz/answer", data={"csrf_token": token, "token": row["token"], **form})
    assert response.status_code == 303


@pytest.fixture
def classroom(app, client):
    """Two trainees who answered (alice: 2 right, 1 wrong; bob: 1 wrong), then an instructor signed in."""
    alice = sign_up(client, "alice")
    quiz = start_quiz(client, alice, count="3")
    rows = stored(app, quiz, "alice")
    for row, right in zip(rows, (True, True, False), strict=False):
        client.get(f"/quiz/{quiz}/{row['position']}")
        answer(client, alice, row, right)
    sign_out(client)
    bob = sign_up(client, "bob")
    quiz_b = start_quiz(client, bob, count="1")
    bob_row = stored(app, quiz_b, "bob")[0]
    answer(client, bob, bob_row, False)
    sign_out(client)
    make_instructor(app)
    token = sign_in(client, "teacher", "instructor pass")
    with app.app_context():
        db = store.get_db()
        ids = {name: store.find_user(db, username=name)["id"] for name in ("alice", "bob", "teacher")}
    return {"token": token, "ids": ids, "alice_rows": stored(app, quiz, "alice"), "bob_row": stored(app, quiz_b, "bob")[0]}


def test_signed_out_visitor_is_sent_to_sign_in(client):
    for url in URLS:
        response = client.get(url)
        assert response.status_code == 302 and response.location == f"/auth/sign-in?next={url}", url
    response = client.post("/instructor/accounts/new", data={"csrf_token": csrf_token(client)})
    assert response.status_code == 302 and response.location.startswith("/auth/sign-in")


def test_a_trainee_gets_403_everywhere(app, client):
    token = sign_up(client, "carol")
    for url in URLS + ["/instructor/rules/anything"]:
        response = client.get(url)
        assert response.status_code == 403 and b"for instructors" in response.data, url
        assert client.get(url, headers={"HX-Request": "true"}).status_code == 403, url
    made = client.post("/instructor/accounts/new", data={"csrf_token": token, "username": "sneaky",
                                                        "password": "long enough", "role": "instructor"})
    assert made.status_code == 403
    with app.app_context():
        assert store.find_user(store.get_db(), username="sneaky") is None
    assert b"/instructor/" not in client.get("/progress/").data  # no link in the navigation either


def test_trainee_list_shows_accuracy_answers_and_drill_hands(client, classroom):
    page = client.get("/instructor/").get_data(as_text=True)
    assert 'href="/instructor/"' in page and ">Instructor</a>" in page  # the navigation link, for instructors
    alice_row = page[page.index(">alice</a>"):].split("</tr>")[0]
    bob_row = page[page.index(">bob</a>"):].split("</tr>")[0]
    assert '<td data-label="Answered">3</td>' in alice_row and "2 (67%)" in alice_row
    assert '<td data-label="Answered">1</td>' in bob_row and "0 (0%)" in bob_row
    assert f'/instructor/trainees/{classroom["ids"]["alice"]}"' in page
    assert '<td data-label="Drill hands">0</td>' in alice_row  # no drill hands yet


def test_trainee_report_per_rule_and_family(app, client, classroom):
    rows = classroom["alice_rows"]
    page = client.get(f"/instructor/trainees/{classroom['ids']['alice']}").get_data(as_text=True)
    assert "Report on alice" in page and "2 right of 3 answered (67%)" in page
    missed = rows[2]["rule_id"]
    assert "Rules missed most" in page and f"/instructor/rules/{missed}" in page
    assert "By rule family" in page and "<svg" in page
    for row in rows:
        assert f'/instructor/rules/{row["rule_id"]}"' in page
    # bob's report is bob's: one answer, wrong.
    page_b = client.get(f"/instructor/trainees/{classroom['ids']['bob']}").get_data(as_text=True)
    assert "0 right of 1 answered (0%)" in page_b


def test_unknown_trainee_and_rule_are_404(client, classroom):
    assert client.get("/instructor/trainees/9999").status_code == 404
    assert client.get("/instructor/trainees/abc").status_code == 404
    assert client.get("/instructor/rules/no-such-rule").status_code == 404
    assert client.get("/instructor/rules/" + "x" * 2000).status_code == 404


def test_rules_report_puts_the_class_misses_first(client, classroom):
    page = client.get("/instructor/rules").get_data(as_text=True)
    assert "4 answers from 2 people, on " in page
    table = page[page.index("By rule, most missed first"):page.index("By rule family")]
    rows = table.split("<tbody>")[1].split("</tbody>")[0].split("</tr>")[:-1]
    accuracy = [int(re.search(r'<td data-label="Right">(\d+)%</td>', row).group(1)) for row in rows]
    # The quiz draws its questions at random, so which rule was missed varies; the most missed heads the list.
    assert accuracy[0] < 100 and accuracy[0] == min(accuracy), accuracy
    rule_id = classroom["bob_row"]["rule_id"]
    detail = client.get(f"/instructor/rules/{rule_id}").get_data(as_text=True)
    assert ">bob</a>" in detail and "By rulebook" in detail
    assert f'href="/rules/rule/{rule_id}"' in detail  # the rule itself, in the reference
    assert client.get(f"/rules/rule/{rule_id}").status_code == 200


def test_a_known_rule_nobody_answered_is_a_page(client, classroom):
    from dealerschool.rules import all_rules

    answered = {r["rule_id"] for r in classroom["alice_rows"]} | {classroom["bob_row"]["rule_id"]}
    unanswered = next(rule.id for rule in all_rules() if rule.id not in answered)
    response = client.get(f"/instructor/rules/{unanswered}")
    assert response.status_code == 200 and b"No one has answered" in response.data


def test_answers_csv_holds_every_answer_and_no_password(app, client, classroom):
    response = client.get("/instructor/answers.csv")
    assert response.status_code == 200 and response.mimetype == "text/csv"
    assert "attachment" in response.headers["Content-Disposition"]
    text = response.get_data(as_text=True)
    assert "scrypt" not in text and "password" not in text
    rows = list(csv.DictReader(io.StringIO(text)))
    assert len(rows) == 4
    assert [r["trainee"] for r in rows] == ["alice", "alice", "alice", "bob"]
    assert [r["correct"] for r in rows] == ["yes", "yes", "no", "no"]
    for line, stored_row in zip(rows, classroom["alice_rows"] + [classroom["bob_row"]], strict=False):
        revealed = json.loads(stored_row["right_answer"])
        assert line["rule"] == stored_row["rule_id"] and line["rulebook"] == stored_row["rulebook"]
        # Both answers as a spreadsheet shows them: text plain, numbers and seat amounts as compact JSON.
        for cell, value in ((line["answer_given"], json.loads(stored_row["given"])), (line["right_answer"], revealed["answer"])):
            assert cell == (value if isinstance(value, str) else json.dumps(value, separators=(",", ":")))
        assert (line["answer_given"] == line["right_answer"]) == (line["correct"] == "yes")
        assert line["right_answer_text"] == revealed["answer_text"]
        assert line["question"] in (stored_row["scenario"], f"{stored_row['rule_id']} seed {stored_row['seed']}")
        assert float(line["seconds"]) == pytest.approx(stored_row["time_taken_ms"] / 1000, abs=0.06)
        assert line["answered_at"] == stored_row["answered_at"]


def test_instructor_makes_trainee_and_instructor_accounts(app, client, classroom):
    token = classroom["token"]
    for username, role in (("dora", "trainee"), ("eddie", "instructor")):
        response = client.post("/instructor/accounts/new", data={"csrf_token": token, "username": username,
                                                                "password": "long enough", "role": role})
        assert response.status_code == 302 and response.location == "/instructor/"
    with app.app_context():
        db = store.find_user(store.get_db(), username="eddie")
        dora = store.find_user(store.get_db(), username="dora")
    assert db["role"] == "instructor" and db["password_hash"].startswith("scrypt:")
    assert dora["role"] == "trainee"
    assert "Made the instructor account" in client.get("/instructor/").get_data(as_text=True)
    sign_out(client)
    sign_in(client, "eddie", "long enough")  # the new instructor can sign in and see the reports
    assert client.get("/instructor/").status_code == 200


@pytest.mark.parametrize("form, field, message", [
    ({"username": "ab", "password": "long enough", "role": "trainee"}, "username", "User name: A user name has 3 to 32"),
    ({"username": "Has Space!", "password": "long enough", "role": "trainee"}, "username", "User name: A user name uses"),
    ({"username": "newbie", "password": "short", "role": "trainee"}, "password", "Password: at least 8"),
    ({"username": "newbie", "password": "long enough", "role": "admin"}, "role", "Role: one of trainee, instructor"),
    ({"username": "alice", "password": "long enough", "role": "trainee"}, "username", "is taken"),
    ({}, "username", "User name:"),
    ({"username": "x" * 5000, "password": "y" * 5000, "role": "z" * 100}, "role", "Role:"),
])
def test_bad_account_input_is_a_400_naming_the_field(app, client, classroom, form, field, message):
    response = client.post("/instructor/accounts/new", data={"csrf_token": classroom["token"], **form})
    page = response.get_data(as_text=True)
    assert response.status_code == 400 and message in page and f'id="{field}-error"' in page
    with app.app_context():
        count = store.get_db().execute("SELECT COUNT(*) FROM users").fetchone()[0]
    assert count == 3  # alice, bob, teacher: nothing made


def test_account_form_needs_the_csrf_token(app, client, classroom):
    response = client.post("/instructor/accounts/new", data={"username": "forged", "password": "long enough",
                                                             "role": "instructor"})
    assert response.status_code == 400 and b"security token" in response.data
    with app.app_context():
        assert store.find_user(store.get_db(), username="forged") is None


def test_pages_with_no_answers_yet(app, client):
    make_instructor(app)
    sign_in(client, "teacher", "instructor pass")
    assert b"No trainee accounts yet" in client.get("/instructor/").data
    assert b"No answers yet" in client.get("/instructor/rules").data
    rows = list(csv.reader(io.StringIO(client.get("/instructor/answers.csv").get_data(as_text=True))))
    assert rows == [list(__import__("dealerschool.web.instructor", fromlist=["CSV_COLUMNS"]).CSV_COLUMNS)]
    page = client.get("/instructor/trainees/1").get_data(as_text=True)
    assert "Report on teacher (instructor)" in page and "No answers yet" in page


def test_drill_hands_are_counted_and_reported(app, client):
    from test_web_deal import deal_right, start, state

    token = sign_up(client, "dealer")
    drill_id = start(client, token, players="3")
    assert deal_right(client, app, drill_id, token).hand_over
    _, version = state(app, drill_id)
    assert client.post(f"/deal/{drill_id}/next", data={"csrf_token": token, "version": str(version)}).status_code == 303
    sign_out(client)
    make_instructor(app)
    sign_in(client, "teacher", "instructor pass")
    page = client.get("/instructor/").get_data(as_text=True)
    row = page[page.index(">dealer</a>"):].split("</tr>")[0]
    assert '<td data-label="Answered">0</td>' in row and '<td data-label="Drill hands">1</td>' in row  # no quiz answers, one drill hand
    with app.app_context():
        dealer = store.find_user(store.get_db(), username="dealer")["id"]
    report = client.get(f"/instructor/trainees/{dealer}").get_data(as_text=True)
    assert "Dealing drills" in report and "1 hand dealt" in report


def test_report_links_are_url_fors(app):
    """The class page's and the one-rule page's links to each trainee's report are url_for's, built once."""
    from flask import url_for

    from dealerschool.web.instructor import report_links

    with app.test_request_context("/instructor/"):
        assert report_links([1, 7, 12345]) == {user_id: url_for("instructor.trainee", user_id=user_id)
                                               for user_id in (1, 7, 12345)}
    with app.test_request_context("/instructor/", base_url="http://example.org/school/"):
        assert report_links([42])[42] == "/school/instructor/trainees/42" == url_for("instructor.trainee", user_id=42)


def test_an_instructor_who_answered_is_listed_with_a_link_to_their_answers(app, client, classroom):
    """The school admin's class page lists the instructors too; one who has answered links to their report
    (the links were made for the page's trainees only, so an instructor's was an empty href)."""
    from test_web_class_report import answered_at

    with app.app_context():
        db = store.get_db()
        answered_at(db, classroom["ids"]["teacher"], [datetime.now(UTC) - timedelta(hours=1)])
    page = client.get("/instructor/").get_data(as_text=True)
    assert f'<li>teacher · <a href="/instructor/trainees/{classroom["ids"]["teacher"]}">1 answers</a></li>' in page
    assert 'href=""' not in page
