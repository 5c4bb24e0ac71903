"""The black-box probe's findings (issue 18), each as a test that failed before its fix: numbers from other
scripts and huge ids (a 400 or 404, never a 500), open redirects, sessions that outlive sign-out, unbounded
work from one signed-out GET, sign-in limits that race or tell names apart, world-readable database files,
a busy database that hangs the site, and a start-up traceback.

TESTING propagates exceptions, so a request that would have been a 500 fails here as the exception itself."""

from __future__ import annotations

import os
import re
import sqlite3
import stat
import threading
import time

import pytest
from click.testing import CliRunner
from conftest import csrf_token, sign_up

from dealerschool import files, floor, store
from dealerschool.cli import cli
from dealerschool.web import auth, create_app
from dealerschool.web.redirects import is_safe_target

OTHER_DIGITS = ["²", "¹²", "١٢", "٣", "߁", "𝟗"]
"""'²' and '¹²' pass str.isdigit() and int() refuses them; the others are decimal digits of other scripts."""


def make_app(tmp_path, **config):
    return create_app({"TESTING": True, "DATABASE": str(tmp_path / "instance" / "test.sqlite3"), "SECRET_KEY": "test",
                       "INSTANCE_PATH": str(tmp_path / "instance"), **config})


def start_quiz(client, token):
    response = client.post("/quiz/", data={"csrf_token": token, "count": "3", "kind": "amount"})
    assert response.status_code == 302, response.get_data(as_text=True)
    return response.location


def start_drill(client, token):
    response = client.post("/deal/", data={"csrf_token": token, "variant": "NT", "players": "3", "big_blind": "2",
                                           "rate": "none", "seed": "5"})
    assert response.status_code == 302
    return response.location


# --- 1. numbers: other scripts' digits, huge and long numbers, huge path ids ------------------------------------


@pytest.mark.parametrize("digits", OTHER_DIGITS)
def test_digits_of_other_scripts_are_a_clear_400_everywhere_they_were_a_500(client, digits):
    token = sign_up(client, "digits")
    for field in ("count", "difficulty", "time_limit"):
        response = client.post("/quiz/", data={"csrf_token": token, field: digits})
        assert response.status_code == 400, field
    drill = start_drill(client, token)
    for path, field in (("/op", "seat"), ("/op", "version"), ("/remedy", "step"), ("/read", "amount")):
        response = client.post(drill + path, data={"csrf_token": token, "version": "1", "op": "deal", field: digits},
                               headers={"HX-Request": "true"})
        assert response.status_code in (400, 409), (path, field)
    push = client.post(drill + "/op", data={"csrf_token": token, "version": "1", "op": "push", "amount-" + digits: "5"})
    assert push.status_code == 400
    for field in ("players", "big_blind", "seed"):
        response = client.post("/deal/", data={"csrf_token": token, "variant": "NT", "players": "3", "big_blind": "2",
                                               "rate": "none", field: digits})
        assert response.status_code == 400, field
    for query in ({"at": digits}, {"step": digits}):
        assert client.get("/floor/table", query_string=query).status_code == 400
    assert client.post("/floor/undo", data={"csrf_token": token, "count": digits}).status_code in (200, 303)
    for field in ("seats", "button"):
        response = client.post("/floor/setup", data={"csrf_token": token, "game": "holdem", field: digits},
                               headers={"HX-Request": "true", "HX-Trigger-Name": "seats"})
        assert response.status_code in (200, 400), field


@pytest.mark.parametrize("digits", OTHER_DIGITS)
def test_quiz_answers_in_other_scripts_digits_are_a_clear_400(client, digits):
    token = sign_up(client, "answers")
    page = client.get(start_quiz(client, token)).get_data(as_text=True)
    attempt = re.search(r'name="token" value="([^"]+)"', page).group(1)
    # Every field a question of any input reads (a number, numbers, a seat, each seat's share): one of them is read.
    form = {"csrf_token": token, "token": attempt, "answer": digits, **{f"seat-{n}": digits for n in range(1, 11)}}
    response = client.post("/quiz/answer", data=form)
    assert response.status_code == 400
    form["answer"] = digits + "0"
    assert client.post("/quiz/answer", data=form, headers={"HX-Request": "true"}).status_code == 400


def test_drill_review_step_in_other_digits_is_a_400(app, client):
    token = sign_up(client, "review")
    drill_id = int(start_drill(client, token).rsplit("/", 1)[1])
    with app.app_context():
        db = store.get_db()
        user_id = store.find_user(db, username="review")["id"]
        with store.writing(db):
            db.execute("INSERT INTO drill_hands (drill_id, user_id, number, variant, record, score, finished_at) "
                       "VALUES (?, ?, 1, 'NT', '{\"events\": []}', '{}', '2026-01-01')", [drill_id, user_id])
    assert client.get(f"/deal/{drill_id}/hands/1?step=²").status_code == 400
    assert client.get(f"/deal/{drill_id}/hands/1?step=" + "9" * 5000).status_code == 400


def test_path_ids_too_large_for_sqlite_are_a_404(client):
    sign_up(client, "ids")
    for number in (2**63, 2**64, 10**30):
        for path in (f"/quiz/{number}/1", f"/quiz/1/{number}", f"/quiz/{number}/", f"/deal/{number}",
                     f"/deal/1/hands/{number}", f"/deal/{number}/hands/1"):
            assert client.get(path).status_code == 404, path


def test_a_5000_digit_number_is_a_clear_400(client):
    token = sign_up(client, "long")
    huge = "9" * 5000
    for field in ("count", "difficulty", "time_limit"):
        assert client.post("/quiz/", data={"csrf_token": token, field: huge}).status_code == 400, field
    drill = start_drill(client, token)
    assert client.post(drill + "/read", data={"csrf_token": token, "version": huge, "amount": huge}).status_code == 400
    assert client.post("/deal/", data={"csrf_token": token, "variant": "NT", "seed": huge}).status_code == 400


# --- 2. redirects --------------------------------------------------------------------------------------------------

BYPASSES = ["/\t/evil.example", "/\n/evil.example", "/\r\n/evil.example", "//evil.example", "///evil.example",
            "/\\evil.example", "\\\\evil.example", "\\/evil.example", "https://evil.example/", "http:evil.example",
            "javascript:alert(1)", " /\t/evil.example", "\t//evil.example", "/\x00/evil.example",
            "/\u3000/evil.example", "\x7f//evil.example", "", "evil.example", "%2F%2Fevil.example"]


@pytest.mark.parametrize("target", BYPASSES)
def test_the_known_bypass_forms_are_not_safe_targets(target):
    assert not is_safe_target(target)


@pytest.mark.parametrize("target", ["/progress/", "/quiz/1/2", "/rules/?q=misdeal&game=holdem", "/%2F%2Fevil.example",
                                    "/rules/rule/é"])
def test_paths_on_this_site_are_safe_targets(target):
    assert is_safe_target(target)


@pytest.mark.parametrize("target", BYPASSES)
def test_sign_in_next_and_deck_back_never_leave_the_site(client, target):
    sign_up(client, "carol")
    token = csrf_token(client, "/quiz/")
    client.post("/auth/sign-out", data={"csrf_token": token})
    for where in ("query", "form"):
        token = csrf_token(client, "/auth/sign-in")
        form = {"username": "carol", "password": "correct horse", "csrf_token": token}
        if where == "form":
            form["next"] = target
            response = client.post("/auth/sign-in", data=form)
        else:
            response = client.post("/auth/sign-in", query_string={"next": target}, data=form)
        assert response.status_code == 302 and response.location == "/quiz/", (where, target)
        token = csrf_token(client, "/quiz/")
        client.post("/auth/sign-out", data={"csrf_token": token})
    token = sign_in(client, "carol")
    response = client.post("/quiz/deck", data={"csrf_token": token, "deck": "four", "back": target})
    assert response.status_code == 303 and response.location == "/quiz/"


def test_a_percent_encoded_tab_in_next_does_not_redirect_off_site(client):
    sign_up(client, "dana")
    token = csrf_token(client, "/quiz/")
    client.post("/auth/sign-out", data={"csrf_token": token})
    token = csrf_token(client, "/auth/sign-in")
    response = client.post("/auth/sign-in?next=/%09/evil.example",
                           data={"username": "dana", "password": "correct horse", "csrf_token": token})
    assert response.location == "/quiz/"


# --- 3. sessions that end --------------------------------------------------------------------------------------------


def sign_in(client, username, password="correct horse"):
    token = csrf_token(client, "/auth/sign-in")
    response = client.post("/auth/sign-in", data={"username": username, "password": password, "csrf_token": token})
    assert response.status_code == 302, response.get_data(as_text=True)
    return csrf_token(client, "/quiz/")


def saved_cookie(client):
    return client.get_cookie("session").value


def replayed(app, cookie):
    """A new browser holding a cookie saved earlier: what it can still see."""
    other = app.test_client()
    other.set_cookie("session", cookie)
    return other.get("/progress/")


def test_a_cookie_saved_before_sign_out_is_signed_out_too(app, client):
    token = sign_up(client, "erin")
    cookie = saved_cookie(client)
    assert replayed(app, cookie).status_code == 200  # the per-process memory now holds this cookie as checked
    client.post("/auth/sign-out", data={"csrf_token": token})
    response = replayed(app, cookie)
    assert response.status_code == 302 and response.location.startswith("/auth/sign-in")
    assert client.get("/quiz/").status_code == 302


def test_a_password_change_ends_every_other_session(app, client):
    sign_up(client, "fay")
    second = app.test_client()
    sign_in(second, "fay")
    cookie = saved_cookie(second)
    token = csrf_token(client, "/auth/password")
    wrong = client.post("/auth/password", data={"csrf_token": token, "current": "nope", "password": "a new password"})
    assert wrong.status_code == 400 and replayed(app, cookie).status_code == 200
    response = client.post("/auth/password", data={"csrf_token": token, "current": "correct horse",
                                                   "password": "a new password"})
    assert response.status_code == 302
    assert replayed(app, cookie).status_code == 302
    assert second.get("/progress/").status_code == 302
    assert client.get("/progress/").status_code == 200  # the session that changed it carries on
    sign_in(app.test_client(), "fay", "a new password")


def test_an_instructors_reset_ends_every_session_of_that_account(app, client):
    sign_up(client, "gus")
    cookie = saved_cookie(client)
    instructor = app.test_client()
    token = sign_up(instructor, "teacher")
    with app.app_context():
        db = store.get_db()
        with store.writing(db):
            db.execute("UPDATE users SET role = 'instructor', admin = 1 WHERE username = 'teacher'")
        gus = store.find_user(db, username="gus")["id"]
    assert instructor.post(f"/instructor/trainees/{gus}/password",
                           data={"csrf_token": token, "password": "short"}).status_code == 400
    response = instructor.post(f"/instructor/trainees/{gus}/password",
                               data={"csrf_token": token, "password": "reset by teacher"})
    assert response.status_code == 303
    assert replayed(app, cookie).status_code == 302
    assert client.get("/progress/").status_code == 302
    sign_in(app.test_client(), "gus", "reset by teacher")
    assert instructor.get("/instructor/").status_code == 200


def test_a_trainee_cannot_reset_a_password(app, client):
    token = sign_up(client, "hal")
    with app.app_context():
        hal = store.find_user(store.get_db(), username="hal")["id"]
    response = client.post(f"/instructor/trainees/{hal}/password", data={"csrf_token": token,
                                                                         "password": "long enough pw"})
    assert response.status_code == 403


# --- 4. bounded work from one request ----------------------------------------------------------------------------


def link(**fields):
    data = floor.setup_from_form({"game": "holdem", "seats": "6", "small_blind": "1", "big_blind": "2",
                                  **{f"stack_{n}": "200" for n in range(1, 7)}}).mapping()
    return floor.encode_link({**data, **fields})


@pytest.mark.parametrize("fields", [{"seat_count": 10**7}, {"seats": [1, 2, 3, 4, 5, 10**7]}, {"seat_count": 2**63},
                                    {"starting_stacks": [200] * 5000}, {"events": ["p1 cc"] * 3000},
                                    {"events": ["p1 cc" + " " * 5000]}, {"seed": "x" * 10_000},
                                    {"seat_count": 1e300}, {"starting_stacks": [10**15, 200]}])
def test_a_floor_link_with_sizes_no_table_has_is_refused_before_any_work(client, fields):
    response = client.get("/floor/", query_string={"s": link(**fields)})
    assert response.status_code == 400
    assert len(response.data) < 200_000  # the default table and the message, not a million seats


def test_a_situation_with_deep_dotted_keys_is_refused_before_parsing(client, monkeypatch):
    def no_parse(text):
        raise AssertionError("the text reached the TOML parser")

    monkeypatch.setattr(files.tomllib, "loads", no_parse)
    token = csrf_token(client, "/floor/")
    for text in ("a" + ".a" * 16_000 + " = 1\n", 'x = 1\n"a"' + '."a"' * 10_000 + " = 1\n", "[a" + ".a" * 9 + "]\n"):
        response = client.post("/floor/load", data={"csrf_token": token, "text": text})
        assert response.status_code == 400
        assert "dotted parts" in response.get_data(as_text=True)


def test_deeply_nested_toml_arrays_are_a_clear_error():
    with pytest.raises(ValueError, match="nested too deeply"):
        files.parse_toml("a = " + "[" * 5000 + "]" * 5000, "pasted")


# --- 5. sign-in limits --------------------------------------------------------------------------------------------


def test_sixteen_tries_at_once_on_one_name_let_no_more_than_the_limit_through(app):
    first = app.test_client()
    sign_up(first, "ivy")
    clients = [app.test_client() for _ in range(16)]
    tokens = [csrf_token(c, "/auth/sign-in") for c in clients]
    start = threading.Barrier(len(clients))
    statuses = []

    def attempt(client, token):
        start.wait()
        response = client.post("/auth/sign-in", data={"username": "ivy", "password": "wrong guess", "csrf_token": token})
        statuses.append(response.status_code)

    threads = [threading.Thread(target=attempt, args=pair) for pair in zip(clients, tokens, strict=False)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(120)
    assert sorted(statuses) == [400] * app.config["SIGN_IN_ATTEMPTS"] + [429] * (16 - app.config["SIGN_IN_ATTEMPTS"])


def test_an_unknown_name_costs_a_password_check_like_a_known_one(app, client, monkeypatch):
    sign_up(client, "jay")
    checked = []
    real = auth.check_password_hash
    monkeypatch.setattr(auth, "check_password_hash", lambda hashed, password: checked.append(hashed) or real(hashed, password))
    with app.app_context():
        known_hash = store.find_user(store.get_db(), username="jay")["password_hash"]
    fresh = app.test_client()
    for name in ("jay", "nobody-here"):
        token = csrf_token(fresh, "/auth/sign-in")
        assert fresh.post("/auth/sign-in", data={"username": name, "password": "wrong guess",
                                                 "csrf_token": token}).status_code == 400
    assert len(checked) == 2
    method = known_hash.rsplit("$", 2)[0]
    assert checked[0] == known_hash and checked[1] != known_hash and checked[1].rsplit("$", 2)[0] == method


def test_failures_for_other_names_from_one_address_do_not_lock_out_a_class(app):
    teacher = app.test_client()
    sign_up(teacher, "kim")
    client = app.test_client()
    for number in range(app.config["SIGN_IN_ATTEMPTS"] + 3):  # one address: a classroom behind one proxy
        token = csrf_token(client, "/auth/sign-in")
        response = client.post("/auth/sign-in", data={"username": f"trainee{number}", "password": "typo typo",
                                                      "csrf_token": token})
        assert response.status_code == 400
    sign_in(client, "kim")


def test_the_address_limit_counts_the_proxys_client_only_when_the_proxy_is_trusted(tmp_path):
    for trusted, expected in ((0, 429), (1, 400)):
        app = make_app(tmp_path / str(trusted), SIGN_IN_ATTEMPTS_PER_ADDRESS=3, TRUSTED_PROXIES=trusted)
        client = app.test_client()
        statuses = []
        for number in range(4):
            token = csrf_token(client, "/auth/sign-in")
            statuses.append(client.post("/auth/sign-in", data={"username": f"name{number}", "password": "wrong one",
                                                                "csrf_token": token},
                                        headers={"X-Forwarded-For": f"203.0.113.{number}"}).status_code)
        assert statuses == [400, 400, 400, expected], trusted


def test_hsts_and_secure_cookies_when_served_over_https(tmp_path):
    app = make_app(tmp_path, HSTS_SECONDS=31536000, SESSION_COOKIE_SECURE=True, TRUSTED_PROXIES=1)
    client = app.test_client()
    plain = client.get("/")
    assert "Strict-Transport-Security" not in plain.headers
    secure = app.test_client().get("/auth/sign-in", headers={"X-Forwarded-Proto": "https"})
    assert secure.headers["Strict-Transport-Security"] == "max-age=31536000"
    assert "Secure" in secure.headers["Set-Cookie"]
    untrusted = make_app(tmp_path / "untrusted", HSTS_SECONDS=31536000).test_client()
    assert "Strict-Transport-Security" not in untrusted.get("/", headers={"X-Forwarded-Proto": "https"}).headers


# --- 6. files ------------------------------------------------------------------------------------------------------


def mode(path):
    return stat.S_IMODE(os.stat(path).st_mode)


def test_database_files_are_the_owners_alone_in_a_private_instance_folder(tmp_path):
    app = make_app(tmp_path)
    sign_up(app.test_client(), "lee")
    database = app.config["DATABASE"]
    assert mode(tmp_path / "instance") == 0o700
    for suffix in ("", "-wal", "-shm", "-writer.lock"):
        assert os.path.exists(database + suffix) and mode(database + suffix) == 0o600, suffix
    assert mode(tmp_path / "instance" / "test.sqlite3") == 0o600


def test_an_existing_world_readable_database_is_made_private(tmp_path):
    path = tmp_path / "old.sqlite3"
    sqlite3.connect(path).execute("CREATE TABLE t (x)").connection.close()
    os.chmod(path, 0o644)
    make_app(tmp_path, DATABASE=str(path))
    assert mode(path) == 0o600


# --- 7. a busy database, htmx errors, start-up errors ---------------------------------------------------------------


def test_a_held_write_lock_is_a_503_with_retry_after_within_the_bound(tmp_path):
    app = make_app(tmp_path, DATABASE_BUSY_SECONDS=0.5)
    client = app.test_client()
    token = sign_up(client, "moe")
    other = sqlite3.connect(app.config["DATABASE"], isolation_level=None)
    other.execute("BEGIN IMMEDIATE")  # another process's writer, holding the lock
    try:
        started = time.monotonic()
        response = client.post("/quiz/", data={"csrf_token": token, "count": "1"})
        waited = time.monotonic() - started
        assert response.status_code == 503 and response.headers["Retry-After"] == "2"
        assert "try again" in response.get_data(as_text=True).lower()
        assert waited < 5  # the bound is 0.5 s; SQLite's own lock once waited 10 s, then a bare 500
        partial = client.post("/quiz/", data={"csrf_token": token, "count": "1"}, headers={"HX-Request": "true"})
        assert partial.status_code == 503 and b'role="alert"' in partial.data and b"<html" not in partial.data
        assert client.get("/health").status_code == 200
        assert client.get("/progress/").status_code == 200  # reading goes on (WAL)
    finally:
        other.execute("ROLLBACK")
        other.close()
    assert client.post("/quiz/", data={"csrf_token": token, "count": "1"}).status_code == 302


def test_a_writer_stuck_inside_the_app_is_a_503_not_a_wait_without_end(tmp_path):
    app = make_app(tmp_path, DATABASE_BUSY_SECONDS=0.3)
    client = app.test_client()
    token = sign_up(client, "nia")
    holding, release = threading.Event(), threading.Event()

    def stuck_writer():
        with store.writer_turn(os.path.abspath(app.config["DATABASE"]), 5):
            holding.set()
            release.wait(30)

    thread = threading.Thread(target=stuck_writer)
    thread.start()
    holding.wait(10)
    answers = []
    request = threading.Thread(target=lambda: answers.append(client.post("/quiz/", data={"csrf_token": token,
                                                                                          "count": "1"})))
    try:
        request.start()
        request.join(10)
        assert not request.is_alive(), "the request is still waiting for the app's own writer lock"
        assert answers[0].status_code == 503
    finally:
        release.set()
        thread.join(10)
        request.join(30)


def test_health_answers_without_the_database_even_signed_in(app, client, monkeypatch):
    sign_up(client, "ola")

    def no_database():
        raise AssertionError("/health opened the database")

    monkeypatch.setattr(store, "get_db", no_database)
    monkeypatch.setattr(auth.store, "get_db", no_database)
    assert client.get("/health").status_code == 200


def test_htmx_errors_are_a_partial_with_an_alert(client):
    response = client.get("/quiz/99/1", headers={"HX-Request": "true"})
    assert response.status_code in (302, 404)
    sign_up(client, "pat")
    response = client.get("/quiz/99/1", headers={"HX-Request": "true"})
    assert response.status_code == 404 and b'role="alert"' in response.data and b"<html" not in response.data
    page = client.get("/quiz/99/1")
    assert b"<html" in page.data and b"errors.js" in page.data


@pytest.mark.parametrize("setting", ["--db", "DEALERSCHOOL_INSTANCE"])
def test_starting_on_a_database_that_cannot_be_written_is_one_line_naming_it(tmp_path, monkeypatch, setting):
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder")
    monkeypatch.chdir(tmp_path)
    args = ["serve", "--port", "1"]
    if setting == "--db":
        target = str(blocker / "db.sqlite3")
        args += ["--db", target]
    else:
        target = str(blocker / "instance")
        monkeypatch.setenv("DEALERSCHOOL_INSTANCE", target)
    result = CliRunner().invoke(cli, args)
    assert result.exit_code == 2
    lines = result.output.strip().splitlines()
    assert len(lines) == 1 and target in lines[0] and "Traceback" not in result.output, result.output
    assert "writable" in lines[0]


@pytest.mark.skipif(os.geteuid() == 0, reason="root writes through file modes")
def test_starting_on_a_read_only_database_is_one_line_naming_it(tmp_path):
    path = tmp_path / "ro.sqlite3"
    sqlite3.connect(path).execute("CREATE TABLE t (x)").connection.close()
    os.chmod(path, 0o400)
    os.chmod(tmp_path, 0o500)
    try:
        result = CliRunner().invoke(cli, ["init-db", "--db", str(path)])
    finally:
        os.chmod(tmp_path, 0o700)
    assert result.exit_code == 2 and str(path) in result.output and len(result.output.strip().splitlines()) == 1


def answer_form(client, token, question_url):
    """The form that answers a question with its first option (a ruling question)."""
    page = client.get(question_url).get_data(as_text=True)
    attempt = re.search(r'name="token" value="([^"]+)"', page).group(1)
    option = re.search(r'name="answer" value="([^"]+)"', page).group(1)
    return {"csrf_token": token, "token": attempt, "answer": option}


def test_answers_sent_while_another_program_holds_the_lock_are_each_refused_clearly_then_stored_once(tmp_path):
    app = make_app(tmp_path, DATABASE_BUSY_SECONDS=0.5)
    clients, forms = [], []
    for number in range(8):
        client = app.test_client()
        token = sign_up(client, f"class{number}")
        made = client.post("/quiz/", data={"csrf_token": token, "count": "1", "kind": "ruling"})
        forms.append(answer_form(client, token, made.location))
        clients.append(client)
    holder = sqlite3.connect(app.config["DATABASE"], isolation_level=None)
    holder.execute("BEGIN IMMEDIATE")
    results: dict[int, tuple[int, float]] = {}

    def send(number):
        started = time.monotonic()
        response = clients[number].post("/quiz/answer", data=forms[number])
        results[number] = (response.status_code, time.monotonic() - started)

    threads = [threading.Thread(target=send, args=(n,)) for n in range(8)]
    try:
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join(30)
    finally:
        holder.execute("ROLLBACK")
        holder.close()
    assert sorted(status for status, _ in results.values()) == [503] * 8
    assert max(seconds for _, seconds in results.values()) < 5  # each within the bound (0.5 s), not queued
    with app.app_context():
        assert store.get_db().execute("SELECT COUNT(*) FROM attempts WHERE answered_at IS NOT NULL").fetchone()[0] == 0
    for number in range(8):  # each client sends again, twice (a retry and a double click): stored once
        for _ in range(2):
            assert clients[number].post("/quiz/answer", data=forms[number]).status_code == 303
    with app.app_context():
        db = store.get_db()
        assert db.execute("SELECT COUNT(*) FROM attempts WHERE answered_at IS NOT NULL").fetchone()[0] == 8
        assert db.execute("SELECT SUM(answered) FROM quizzes").fetchone()[0] == 8


def test_a_full_disk_is_a_clear_503_and_stores_nothing(tmp_path, monkeypatch):
    app = make_app(tmp_path)
    client = app.test_client()
    token = sign_up(client, "quinn")
    connect = store.connect

    def full(path):  # the database may grow no more: SQLite answers "database or disk is full"
        db = connect(path)
        pages = db.execute("PRAGMA page_count").fetchone()[0]
        db.execute(f"PRAGMA max_page_count = {pages}")
        return db

    monkeypatch.setattr(store, "connect", full)
    store.IDLE.clear()  # the connections kept for reuse were opened before the disk filled
    with app.app_context():
        before = store.get_db().execute("SELECT COUNT(*) FROM questions").fetchone()[0]
    response = client.post("/quiz/", data={"csrf_token": token, "count": "20", "source": "generated"})
    assert response.status_code == 503 and "disk is full" in response.get_data(as_text=True)
    store.IDLE.clear()
    monkeypatch.setattr(store, "connect", connect)
    with app.app_context():
        db = store.get_db()
        assert db.execute("SELECT COUNT(*) FROM questions").fetchone()[0] == before
        assert db.execute("SELECT COUNT(*) FROM quizzes").fetchone()[0] == 0


def test_a_drill_step_sent_while_the_lock_is_held_is_refused_clearly_then_stored_once(tmp_path):
    app = make_app(tmp_path, DATABASE_BUSY_SECONDS=0.3)
    client = app.test_client()
    token = sign_up(client, "rae")
    drill = start_drill(client, token)
    step = {"csrf_token": token, "version": "1", "op": "post"}
    holder = sqlite3.connect(app.config["DATABASE"], isolation_level=None)
    holder.execute("BEGIN IMMEDIATE")
    try:
        busy = client.post(drill + "/op", data=step, headers={"HX-Request": "true"})
        assert busy.status_code == 503 and b'role="alert"' in busy.data
    finally:
        holder.execute("ROLLBACK")
        holder.close()
    assert client.post(drill + "/op", data=step).status_code == 303  # sent again: stored
    assert client.post(drill + "/op", data=step).status_code == 409  # and again: not stored twice
    with app.app_context():
        assert store.get_db().execute("SELECT version FROM drills").fetchone()[0] == 2


def test_a_writer_in_another_process_holding_the_apps_lock_file_is_a_503_within_the_bound(tmp_path):
    import fcntl

    app = make_app(tmp_path, DATABASE_BUSY_SECONDS=0.3)
    client = app.test_client()
    token = sign_up(client, "sam")
    # Another open file of the lock file: its flock conflicts with the app's as another process's would.
    other = os.open(os.path.abspath(app.config["DATABASE"]) + "-writer.lock", os.O_RDWR)
    fcntl.flock(other, fcntl.LOCK_EX)
    try:
        started = time.monotonic()
        response = client.post("/quiz/", data={"csrf_token": token, "count": "1"})
        assert response.status_code == 503 and time.monotonic() - started < 5
    finally:
        fcntl.flock(other, fcntl.LOCK_UN)
        os.close(other)
    assert client.post("/quiz/", data={"csrf_token": token, "count": "1"}).status_code == 302  # the helper let go
