"""CSRF on every POST, tested by its absence: every POST route in the app's URL map, posted with no
token, a badly signed one and another session's real one, gets flask-wtf's 400 and changes nothing
(no row in any table, the session still signed in).

The routes are read from ``app.url_map``, so a route added later is tried too; the forms below are the
ones that would store something with the right token (the test shows they do), so a route exempted from
CSRF would store it."""

from __future__ import annotations

import pytest
from conftest import csrf_token, sign_up
from test_web_deal import move_form, start, state
from test_web_instructor import make_instructor
from test_web_instructor import sign_in as sign_in_as
from test_web_quiz import right_form, start_quiz, stored

from dealerschool import store

CSRF_TITLE = "Form expired or forged"


def everything_stored(app) -> dict[str, list[tuple]]:
    """Every row of every table, in order: the whole database as a value to compare (sorted in Python: the
    kept tallies are WITHOUT ROWID tables)."""
    with app.app_context():
        db = store.get_db()
        names = [row[0] for row in db.execute("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")]
        return {name: sorted((tuple(row) for row in db.execute(f"SELECT * FROM [{name}]")), key=repr) for name in names}


@pytest.fixture
def classroom(app, client):
    """A signed-in instructor (who can post to every route) with a quiz question, a drill and their forms."""
    make_instructor(app, "teacher", "instructor pass")
    token = sign_in_as(client, "teacher", "instructor pass")
    quiz_id = start_quiz(client, token)
    row = stored(app, quiz_id, user="teacher")[0]
    client.get(f"/quiz/{quiz_id}/1")
    drill_id = start(client, token)
    drill, version = state(app, drill_id)
    forms = {
        "auth.sign_up": {"username": "newcomer", "password": "correct horse"},
        "auth.sign_in": {"username": "teacher", "password": "instructor pass"},
        "auth.sign_out": {},
        "quiz.create": {"game": "all-stud", "count": "5", "rulebook": "sources", "source": "scripted"},
        "quiz.answer": {"token": row["token"], **right_form(row)[0]},
        "quiz.practice": {"rulebook": "tda-2024"},
        "quiz.deck": {"deck": "four", "back": "/quiz/"},
        "floor.setup": {"game": "NT", "players": "4"},
        "floor.step": {"step": "boxed"},
        "floor.undo": {},
        "floor.load": {"text": ""},
        "deal.create": {"variant": "NT", "players": "4", "big_blind": "2", "rate": "none", "rulebook": "sources",
                        "seed": "11"},
        "deal.operation": {k: v for k, v in move_form(drill, "", version).items() if k != "csrf_token"},
        "deal.rule": {"version": str(version), "ruling": "misdeal"},
        "deal.remedy": {"version": str(version), "step": "1"},
        "deal.read": {"version": str(version), "amount": "2"},
        "deal.next_hand": {"version": str(version)},
        "instructor.new_account": {"username": "pupil", "password": "correct horse", "role": "trainee"},
    }
    return {"token": token, "quiz_id": quiz_id, "row": row, "drill_id": drill_id, "forms": forms}


PATH_WORDS = {"action": "setup"}
"""URL arguments that are words, not numbers: the scenario builder's step (setup, step, undo, load)."""


def post_routes(app, drill_id: int) -> list[tuple[str, str]]:
    """(endpoint, path) for every route that takes a POST, with the classroom's drill in the path."""
    routes = []
    for rule in app.url_map.iter_rules():
        if "POST" in (rule.methods or ()):
            # a path's number is the classroom's drill; a word it takes (``<any(setup, ...):action>``), a word
            values = {name: PATH_WORDS.get(name, drill_id) for name in rule.arguments}
            with app.test_request_context():
                from flask import url_for

                routes.append((rule.endpoint, url_for(rule.endpoint, **values)))
    return sorted(routes)


def test_every_post_route_refuses_a_missing_or_forged_token_and_stores_nothing(app, client, classroom):
    routes = post_routes(app, classroom["drill_id"])
    # The forms above cover the URL map as it is; a new POST route is tried all the same (with an empty form).
    assert {"quiz.answer", "quiz.practice", "quiz.deck", "quiz.create", "deal.read", "auth.sign_out"} <= {
        endpoint for endpoint, _ in routes}
    other = app.test_client()
    someone_elses = sign_up(other, "someone")  # a real token, signed by this app, for another session
    token = classroom["token"]
    forgeries = {"no token": None, "badly signed": "x" + token[1:], "another session's": someone_elses,
                 "empty": ""}
    before = everything_stored(app)
    for endpoint, path in routes:
        form = classroom["forms"].get(endpoint, {})
        for name, forged in forgeries.items():
            data = dict(form) if forged is None else {**form, "csrf_token": forged}
            for headers in ({}, {"HX-Request": "true"}):
                response = client.post(path, data=data, headers=headers)
                page = response.get_data(as_text=True)
                assert response.status_code == 400 and CSRF_TITLE in page, (endpoint, path, name, response.status_code)
                assert everything_stored(app) == before, (endpoint, name)
    # Still signed in: the forged sign-out changed nothing either.
    assert client.get("/quiz/").status_code == 200


def test_the_same_posts_with_the_real_token_do_store(app, client, classroom):
    """The other half of the test above: its forms are ones the app acts on, so a route let through without
    a token would have stored them."""
    token = classroom["token"]
    forms = classroom["forms"]
    stores = {"quiz.answer": "/quiz/answer", "quiz.practice": "/quiz/practice", "quiz.create": "/quiz/",
              "deal.create": "/deal/", "deal.operation": f"/deal/{classroom['drill_id']}/op",
              "instructor.new_account": "/instructor/accounts/new"}
    for endpoint, path in stores.items():
        before = everything_stored(app)
        response = client.post(path, data={**forms[endpoint], "csrf_token": token})
        assert response.status_code < 400, (endpoint, response.status_code, response.get_data(as_text=True)[:500])
        assert everything_stored(app) != before, endpoint
    answered = stored(app, classroom["quiz_id"], user="teacher")[0]
    assert answered["answered_at"] is not None and answered["correct"] == 1


def test_sign_out_and_sign_up_with_a_real_token_act(app):
    client = app.test_client()
    token = sign_up(client, "trainee1")
    assert client.post("/auth/sign-out", data={"csrf_token": token}).status_code == 302
    assert client.get("/quiz/").status_code == 302  # signed out: sent to sign in
    token = csrf_token(client)
    assert client.post("/auth/sign-up", data={"username": "trainee2", "password": "correct horse",
                                              "csrf_token": token}).status_code == 302


def test_a_verified_token_is_remembered_and_not_verified_again(app, client, monkeypatch):
    """The check keeps each verified token (a drill posts the same one on every step): the second post with it
    compares it with the session's and skips flask-wtf's signature check."""
    from flask_wtf.csrf import CSRFProtect

    from dealerschool.web import csrf

    token = sign_up(client)
    checked = []
    full_check = CSRFProtect.protect

    def counted(self, *args, **kwargs):
        checked.append(request_path())
        return full_check(self, *args, **kwargs)

    monkeypatch.setattr(CSRFProtect, "protect", counted)
    for _ in range(3):
        assert client.post("/quiz/deck", data={"csrf_token": token, "deck": "four"}).status_code == 303
    assert len(checked) == 1
    assert csrf.verified.get((app.secret_key, token))
    # Remembered or not, a token from another session is compared with this session's and refused.
    other = app.test_client()
    response = other.post("/quiz/deck", data={"csrf_token": token, "deck": "four"})
    assert response.status_code == 400 and CSRF_TITLE in response.get_data(as_text=True)


def request_path():
    from flask import request

    return request.path


def test_over_https_every_post_gets_the_full_check_with_its_referrer(app, client):
    """flask-wtf checks an HTTPS post's Referer too, so a remembered token does not skip the check there."""
    token = sign_up(client)
    assert client.post("/quiz/deck", data={"csrf_token": token, "deck": "four"}).status_code == 303  # remembered
    response = client.post("/quiz/deck", data={"csrf_token": token, "deck": "four"}, base_url="https://localhost")
    assert response.status_code == 400 and CSRF_TITLE in response.get_data(as_text=True)
    same_site = client.post("/quiz/deck", data={"csrf_token": token, "deck": "four"}, base_url="https://localhost",
                            headers={"Referer": "https://localhost/quiz/"})
    assert same_site.status_code == 303


def test_with_a_csrf_key_of_its_own_every_post_gets_the_full_check(tmp_path, monkeypatch):
    """Tokens signed with a separate WTF_CSRF_SECRET_KEY are not remembered (the cache is keyed by the app's key)."""
    from flask_wtf.csrf import CSRFProtect

    from dealerschool.web import create_app

    app = create_app({"TESTING": True, "DATABASE": str(tmp_path / "key.sqlite3"), "SECRET_KEY": "test",
                      "WTF_CSRF_SECRET_KEY": "another key", "INSTANCE_PATH": str(tmp_path / "instance")})
    client = app.test_client()
    token = sign_up(client)
    checked = []
    full_check = CSRFProtect.protect
    monkeypatch.setattr(CSRFProtect, "protect", lambda self, *a, **k: checked.append(1) or full_check(self, *a, **k))
    for _ in range(3):
        assert client.post("/quiz/deck", data={"csrf_token": token, "deck": "four"}).status_code == 303
    assert len(checked) == 3


def test_the_remembered_tokens_are_bounded_and_the_oldest_go_first(app, monkeypatch):
    from dealerschool.web import csrf

    signed_in = []
    for name in ("ann", "ben", "cat"):
        client = app.test_client()
        signed_in.append((client, sign_up(client, name)))
    monkeypatch.setattr(csrf.verified, "max_entries", 2)
    csrf.verified.clear()
    for client, token in signed_in:
        assert client.post("/quiz/deck", data={"csrf_token": token, "deck": "four"}).status_code == 303
    assert [csrf.verified.get((app.secret_key, token)) is not None for _, token in signed_in] == [False, True, True]
    assert len(csrf.verified) == 2


def test_a_remembered_token_counts_as_checked_and_is_handed_back(app, client, monkeypatch):
    """A post let through on a remembered token is as checked as one flask-wtf verified (``g.csrf_valid``): the
    drill's page hands the posted token back rather than signing a new one. Tokens signed from here on carry a
    later time, so a newly signed token would differ from the posted one in its text."""
    import re

    from flask_wtf.csrf import CSRFProtect
    from itsdangerous import TimestampSigner
    from test_web_deal import HTMX

    token = sign_up(client)
    drill_id = start(client, token)  # verified in full, and remembered
    later = TimestampSigner.get_timestamp(TimestampSigner("key")) + 3600
    monkeypatch.setattr(TimestampSigner, "get_timestamp", lambda self: later)
    checked = []
    full_check = CSRFProtect.protect
    monkeypatch.setattr(CSRFProtect, "protect", lambda self, *a, **k: checked.append(1) or full_check(self, *a, **k))
    drill, version = state(app, drill_id)
    response = client.post(f"/deal/{drill_id}/op", data=move_form(drill, token, version), headers=HTMX)
    text = response.get_data(as_text=True)
    assert response.status_code == 200 and "Right" in text
    assert checked == []  # taken on the remembered token, without flask-wtf's check
    assert set(re.findall(r'name="csrf_token" value="([^"]+)"', text)) == {token}
    # The control: a newly signed token for the same session (what the page would show had the post not
    # counted as checked) is another text.
    with client.session_transaction() as saved:
        raw = saved["csrf_token"]
    with app.test_request_context():
        from flask import session
        from flask_wtf.csrf import generate_csrf

        session["csrf_token"] = raw
        assert generate_csrf() != token


def test_a_get_is_never_taken_as_checked(app, client, monkeypatch):
    """Only a checked post counts as checked: a GET (never checked) carrying a remembered token in a form body
    does not get that token handed back; its page signs its own (a later time here, so another text)."""
    import re

    from itsdangerous import TimestampSigner

    token = sign_up(client)
    drill_id = start(client, token)  # the token is now remembered
    later = TimestampSigner.get_timestamp(TimestampSigner("key")) + 3600
    monkeypatch.setattr(TimestampSigner, "get_timestamp", lambda self: later)
    page = client.get(f"/deal/{drill_id}", data={"csrf_token": token}).get_data(as_text=True)
    shown = set(re.findall(r'name="csrf_token" value="([^"]+)"', page))
    assert shown and token not in shown


def test_a_post_checked_over_https_is_not_remembered(app, client):
    """Over HTTPS flask-wtf checks the Referer as well, so such a post's token is not remembered (a later post
    over plain HTTP with it gets the full check)."""
    from dealerschool.web import csrf

    token = sign_up(client)
    csrf.verified.clear()
    response = client.post("/quiz/deck", data={"csrf_token": token, "deck": "four"}, base_url="https://localhost",
                           headers={"Referer": "https://localhost/quiz/"})
    assert response.status_code == 303
    assert csrf.verified.get((app.secret_key, token)) is None and len(csrf.verified) == 0


def test_with_another_token_field_every_post_gets_the_full_check(tmp_path, monkeypatch):
    """The check remembers only tokens posted in flask-wtf's default field, ``csrf_token``: an app that names
    another field (WTF_CSRF_FIELD_NAME) has every post checked in full."""
    from flask_wtf.csrf import CSRFProtect

    from dealerschool.web import create_app, csrf

    app = create_app({"TESTING": True, "DATABASE": str(tmp_path / "field.sqlite3"), "SECRET_KEY": "test",
                      "WTF_CSRF_FIELD_NAME": "form_key", "INSTANCE_PATH": str(tmp_path / "instance")})
    client = app.test_client()
    token = csrf_token(client)
    signed_up = client.post("/auth/sign-up", data={"username": "trainee1", "password": "correct horse", "form_key": token})
    assert signed_up.status_code == 302
    token = csrf_token(client, "/quiz/")
    checked = []
    full_check = CSRFProtect.protect
    monkeypatch.setattr(CSRFProtect, "protect", lambda self, *a, **k: checked.append(1) or full_check(self, *a, **k))
    csrf.verified.clear()
    for _ in range(3):
        response = client.post("/quiz/deck", data={"form_key": token, "csrf_token": token, "deck": "four"})
        assert response.status_code == 303
    assert len(checked) == 3 and len(csrf.verified) == 0


def test_a_post_to_no_page_is_not_found_with_or_without_a_token(client):
    # flask-wtf skips the check where no view answers (apply_exemptions): the 404 says what is wrong.
    for data in ({}, {"csrf_token": "forged"}):
        response = client.post("/no-such-page", data=data)
        assert response.status_code == 404, data


def test_a_csrf_check_of_its_own_remembers_its_own_tokens():
    """CheckedCSRF works on any app: it remembers a token by that app's key (in the one bounded cache of
    verified tokens, dealerschool.web.CSRF_TOKENS), and a changed token gets the full check."""
    from flask import Flask
    from flask_wtf.csrf import generate_csrf

    from dealerschool.web import CheckedCSRF

    check = CheckedCSRF()
    app = Flask(__name__)
    app.config.update(SECRET_KEY="own key", WTF_CSRF_TIME_LIMIT=None)
    check.init_app(app)
    app.add_url_rule("/", "form", lambda: generate_csrf())
    app.add_url_rule("/", "post", lambda: "taken", methods=["POST"])
    client = app.test_client()
    token = client.get("/").get_data(as_text=True)
    for _ in range(2):
        assert client.post("/", data={"csrf_token": token}).get_data(as_text=True) == "taken"
    assert check.verified.get(("own key", token)) is not None
    assert client.post("/", data={"csrf_token": token + "x"}).status_code == 400
