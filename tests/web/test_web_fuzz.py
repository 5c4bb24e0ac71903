"""Every route and form field driven with hypothesis-made values: digits of other scripts ('²', '١٢'), huge and
negative numbers, numbers of thousands of digits, control characters, very long strings, redirect targets.
Never a 5xx, and a refused request (4xx) stores nothing.

TESTING propagates exceptions, so a request that would be a 500 fails here as the exception itself, and
hypothesis shrinks it to the smallest route, fields and values that do it."""

from __future__ import annotations

import hashlib

import pytest
from conftest import csrf_token, sign_up
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from test_web_bad_input import FIELDS as BAD_INPUT_FIELDS
from test_web_bad_input import urls

from dealerschool import store

FIELDS = sorted(set(BAD_INPUT_FIELDS) | {
    # the floor's set-up form, steps, undo, load and the event table
    "s", "at", "count", "seats", "button", "small_blind", "big_blind", "ante", "bring_in", "small_bet", "big_bet",
    "stack_1", "stack_2", "stack_11", "cards_1", "board", "stub", "kind", "moment", "card", "text", "action",
    # the drill's push form
    "amount-1", "amount-²", "half-1", "extra-seat", "extra-amount", "extra-half", "buy_in", "forced", "pace",
    # accounts
    "current", "q",
})

SPECIAL = ["²", "¹²", "١٢", "٣", "𝟗", "-1", "-0", "0", "00", "+5", " 7 ", "1e9", "1.5", "0x10", "9" * 5000,
           str(2**31), str(2**53 + 1), str(2**63), str(2**64), str(-2**63 - 1), "\n", "\r\n", "\t", "\x00", "\x7f",
           "/\t/evil.example", "/\\evil.example", "//evil.example", "https://evil.example", "x" * 20_000,
           "é" * 300, "p1 cbr ²", "‮", "\ud7ff", "NaN", "null"]

VALUES = st.one_of(
    st.sampled_from(SPECIAL),
    st.integers(min_value=-2**80, max_value=2**80).map(str),
    st.text(alphabet=st.characters(categories=["Nd", "No", "Cc", "Zs", "Cf"]), max_size=8),
    st.text(max_size=30),
)

HUGE_IDS = [2**63, 2**64, 10**40]


def digest(app) -> str:
    """Everything stored but the failed sign-ins (a refused sign-in is written down on purpose)."""
    with app.app_context():
        db = store.get_db()
        tables = [row[0] for row in db.execute("SELECT name FROM sqlite_master WHERE type = 'table' "
                                               "AND name NOT LIKE 'sqlite_%' AND name != 'sign_in_failures' "
                                               "ORDER BY name").fetchall()]
        # Sorted in Python: the kept tallies are WITHOUT ROWID tables.
        text = repr([(name, sorted((tuple(row) for row in db.execute(f"SELECT * FROM [{name}]")), key=repr))
                     for name in tables])
    return hashlib.sha256(text.encode()).hexdigest()


def routes(app):
    found = []
    for rule, url in urls(app):
        for method in sorted(rule.methods - {"HEAD", "OPTIONS"}):
            found.append((rule.endpoint, method, url))
    with app.test_request_context():
        for number in HUGE_IDS:
            found += [("quiz.question", "GET", f"/quiz/{number}/1"), ("deal.play", "GET", f"/deal/{number}"),
                      ("deal.operation", "POST", f"/deal/{number}/op"),
                      ("deal.review", "GET", f"/deal/1/hands/{number}"),
                      ("instructor.trainee", "GET", f"/instructor/trainees/{number}")]
    return found


@pytest.mark.slow
@pytest.mark.parametrize("role", [None, "trainee", "instructor"])
def test_no_input_to_any_route_is_a_5xx_and_a_refused_one_stores_nothing(app, role):
    client = app.test_client()
    token = csrf_token(client, "/floor/")  # signed out too: the floor's posts are reached only past CSRF
    if role:
        token = sign_up(client, "fuzzer")
        with app.app_context():
            db = store.get_db()
            with store.writing(db):
                db.execute("UPDATE users SET role = ? WHERE username = 'fuzzer'", [role])
        client.post("/quiz/", data={"csrf_token": token, "count": "2"})  # quiz 1
        client.post("/deal/", data={"csrf_token": token, "variant": "NT", "players": "2", "big_blind": "2",
                                    "rate": "often", "seed": "1"})  # drill 1
    with client.session_transaction() as session:
        signed = dict(session)
    # Signing out would end the session every later example needs; it is driven by test_web_bad_input.
    targets = [route for route in routes(app) if route[0] != "auth.sign_out"]

    @settings(max_examples=150, deadline=None, database=None,
              suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow,
                                     HealthCheck.large_base_example, HealthCheck.data_too_large])
    @given(target=st.sampled_from(targets), form=st.dictionaries(st.sampled_from(FIELDS), VALUES, max_size=8),
           htmx=st.booleans())
    def drive(target, form, htmx):
        endpoint, method, url = target
        # The same session every time: signed out (a sign-up may have signed in), or signed in as the fuzzer
        # at the account's current session version (an instructor may have reset their own password).
        restored = dict(signed)
        if role:
            with app.app_context():
                restored["version"] = store.find_user(store.get_db(), username="fuzzer").get("session_version")
        with client.session_transaction() as session:
            session.clear()
            session.update(restored)
        headers = {"HX-Request": "true"} if htmx else {}
        before = digest(app)
        if method == "GET":
            response = client.get(url, query_string=form, headers=headers)
        else:
            response = client.post(url, data={**form, "csrf_token": token}, headers=headers)
        assert response.status_code < 500, (endpoint, method, url, form)
        if response.status_code >= 400:
            assert digest(app) == before, (endpoint, method, url, form, response.status_code)

    drive()
