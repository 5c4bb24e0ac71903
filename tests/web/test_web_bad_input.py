"""Every route, every method, fed garbage signed out and signed in, plain and htmx: a clear 4xx, never a 500.

TESTING propagates exceptions, so a 500 would fail here as the exception itself."""

import random
import re

import pytest
from conftest import sign_up

from dealerschool import store

GARBAGE = ["", " ", "0", "-1", "99999999999999999999", "1e9", "NaN", "null", "[]", "{}", "<script>alert(1)</script>",
           "' OR 1=1 --", "\x00", "é" * 300, "x" * 20_000, "../../etc/passwd", "%s%s%n", "seat 3", "1,2,3", "misdeal"]
FIELDS = ["username", "password", "next", "game", "family", "kind", "difficulty", "rulebook", "source", "count",
          "time_limit", "token", "answer", "seat-1", "seat-2", "rule", "deck", "back",
          # dealing drills
          "variant", "players", "big_blind", "rate", "strict", "seed", "version", "op", "mode", "seat", "ruling",
          "again", "step", "amount", "reads",
          # instructor, classes
          "role", "name", "starts_on", "ends_on", "code", "work", "title", "due_on", "hands", "scenarios", "exam",
          "pass_mark", "raise_cap", "stud_running_out_tda",
          # a class's scenarios written in the browser
          "prompt", "expected", "explanation", "citation", "s", "situation", "at"]


def urls(app):
    """Each route with its URL parameters filled with odd values."""
    found = []
    with app.test_request_context():
        return _urls(app, found)


def _urls(app, found):
    for rule in app.url_map.iter_rules():
        if rule.endpoint == "static":
            continue
        for values in ({}, {"quiz_id": 1, "position": 1, "rule_id": "premature-turn", "drill_id": 1, "number": 1,
                        "user_id": 1, "class_id": 1, "assignment_id": 1, "code": "ABCDEFGHJKLM", "scenario_id": 1,
                        "action": "setup"},
                       {"quiz_id": 0, "position": 0, "rule_id": "x", "drill_id": 0, "number": 0, "user_id": 0,
                        "class_id": 0, "assignment_id": 0, "code": "x", "scenario_id": 0, "action": "step"},
                       {"quiz_id": 2**62, "position": 2**31, "rule_id": "é" * 300, "drill_id": 2**62, "number": 2**31,
                        "user_id": 2**62, "class_id": 2**62, "assignment_id": 2**62, "code": "é" * 300,
                        "scenario_id": 2**62, "action": "load"}):
            try:
                found.append((rule, app.url_for(rule.endpoint, **{k: v for k, v in values.items() if k in rule.arguments})))
            except Exception:
                continue
    return found


def test_every_route_is_exercised_here(app):
    endpoints = {rule.endpoint for rule, _ in urls(app)}
    assert endpoints == {r.endpoint for r in app.url_map.iter_rules() if r.endpoint != "static"}


@pytest.mark.slow
@pytest.mark.parametrize("signed_in", [False, "trainee", "instructor"])
def test_garbage_to_every_route_is_never_a_500(app, client, signed_in):
    rng = random.Random(7)
    token = sign_up(client, "fuzzer") if signed_in else ""
    if signed_in == "instructor":  # the instructor's pages too, as the one role that may see them
        with app.app_context():
            db = store.get_db()
            db.execute("UPDATE users SET role = 'instructor' WHERE username = 'fuzzer'")
    if signed_in:
        client.post("/quiz/", data={"csrf_token": token, "count": "2"})  # quiz 1 exists for this user
        client.post("/deal/", data={"csrf_token": token, "variant": "NT", "players": "2", "big_blind": "2",
                                    "rate": "often", "seed": "1"})  # and drill 1
    with client.session_transaction() as session:
        signed_session = dict(session)
    for rule, url in urls(app):
        for method in sorted(rule.methods - {"HEAD", "OPTIONS"}):
            for attempt in range(8 if method == "POST" else 2):
                if signed_in:  # a fuzzed sign-out, sign-in or sign-up must not leave the rest untried as this user
                    with client.session_transaction() as session:
                        session.clear()
                        session.update(signed_session)
                form = {name: rng.choice(GARBAGE) for name in rng.sample(FIELDS, rng.randint(0, len(FIELDS)))}
                if method == "POST" and attempt % 2 == 0 and token:
                    form["csrf_token"] = token
                headers = {"HX-Request": "true"} if attempt % 3 == 0 else {}
                if method == "GET":
                    response = client.get(url, query_string=form, headers=headers)
                else:
                    response = client.post(url, data=form, headers=headers)
                assert response.status_code < 500, (method, url, form)
                if response.status_code >= 400:
                    text = response.get_data(as_text=True)
                    assert "Traceback" not in text and re.search(r"<h1>|role=\"alert\"|class=\"error\"", text), (url, text[:300])


def test_malformed_bodies_are_refused_clearly(client):
    token = sign_up(client, "bodies")
    for body, kind in ((b"\xff\xfe\x00garbage", "application/x-www-form-urlencoded"), (b"{not json", "application/json"),
                       (b"--x\r\nbroken", "multipart/form-data; boundary=x")):
        response = client.post("/quiz/answer", data=body, content_type=kind, headers={"X-CSRFToken": token})
        assert 400 <= response.status_code < 500
