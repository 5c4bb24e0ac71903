"""Accounts: sign-up, sign-in, sign-out, the rate limit, CSRF, the session cookie and the security headers."""

import re

import flask
from conftest import csrf_token, sign_up

from dealerschool import store


def test_sign_up_signs_in_and_stores_a_scrypt_hash(app, client):
    sign_up(client, "alice")
    assert client.get("/quiz/").status_code == 200
    with app.app_context():
        user = store.find_user(store.get_db(), username="alice")
    assert user["role"] == "trainee" and user["password_hash"].startswith("scrypt:")


def test_signed_out_visitor_is_sent_to_sign_in_and_back(client):
    response = client.get("/progress/")
    assert response.status_code == 302 and response.location == "/auth/sign-in?next=/progress/"


def test_sign_in_wrong_password_then_right(client):
    sign_up(client, "bob")
    token = csrf_token(client, "/quiz/")
    client.post("/auth/sign-out", data={"csrf_token": token})
    assert client.get("/quiz/").status_code == 302
    token = csrf_token(client, "/auth/sign-in")
    wrong = client.post("/auth/sign-in", data={"username": "bob", "password": "nope", "csrf_token": token})
    assert wrong.status_code == 400 and b"Wrong user name or password" in wrong.data
    right = client.post("/auth/sign-in?next=/progress/", data={"username": "bob", "password": "correct horse",
                                                             "csrf_token": token})
    assert right.status_code == 302 and right.location == "/progress/"


def test_sign_in_next_never_leaves_the_site(client):
    sign_up(client, "carol")
    for target in ("https://evil.example/", "//evil.example/", "/\\evil.example"):
        token = csrf_token(client, "/auth/sign-in")  # signing in clears the session, and its token with it
        response = client.post(f"/auth/sign-in?next={target}", data={"username": "carol", "password": "correct horse",
                                                                     "csrf_token": token})
        assert response.status_code == 302 and response.location == "/quiz/", target


def test_sign_in_is_rate_limited(app, client):
    sign_up(client, "dave")
    token = csrf_token(client, "/auth/sign-in")
    for _ in range(app.config["SIGN_IN_ATTEMPTS"]):
        assert client.post("/auth/sign-in", data={"username": "dave", "password": "x", "csrf_token": token}).status_code == 400
    # Even the right password waits now.
    limited = client.post("/auth/sign-in", data={"username": "dave", "password": "correct horse", "csrf_token": token})
    assert limited.status_code == 429 and b"Too many failed sign-ins" in limited.data


def test_bad_sign_up_input_is_a_clear_400(client):
    token = csrf_token(client)
    for username, password, message in (("ab", "long enough", b"3 to 32"), ("Has Space", "long enough", b"lower-case"),
                                        ("erin", "short", b"at least 8"), ("x" * 500, "long enough", b"3 to 32")):
        response = client.post("/auth/sign-up", data={"username": username, "password": password, "csrf_token": token})
        assert response.status_code == 400 and message in response.data
    sign_up(client, "frank")
    client.post("/auth/sign-out", data={"csrf_token": csrf_token(client, "/quiz/")})
    token = csrf_token(client)
    taken = client.post("/auth/sign-up", data={"username": "frank", "password": "long enough", "csrf_token": token})
    assert taken.status_code == 400 and b"taken" in taken.data


def test_post_without_csrf_token_is_a_clear_400(client):
    response = client.post("/auth/sign-up", data={"username": "gina", "password": "long enough"})
    assert response.status_code == 400 and b"security token" in response.data
    forged = client.post("/auth/sign-in", data={"username": "gina", "password": "x", "csrf_token": "forged"})
    assert forged.status_code == 400 and b"security token" in forged.data


def test_htmx_header_carries_the_csrf_token(client):
    # Both tokens are read from one page: a token is signed with the second it is made, so one read from a
    # second request can differ from the page's whenever a second boundary falls between them (seen under load).
    page = client.get("/auth/sign-up").get_data(as_text=True)
    header = re.search(r'hx-headers=\'\{"X-CSRFToken": "([^"]+)"\}\'', page)
    form = re.search(r'name="csrf_token" value="([^"]+)"', page)
    assert header and form and header.group(1) == form.group(1)
    token = header.group(1)
    response = client.post("/auth/sign-up", data={"username": "hank", "password": "long enough"},
                           headers={"X-CSRFToken": token, "HX-Request": "true"})
    assert response.status_code == 302


def test_security_headers_and_cookie_flags(client):
    response = client.get("/auth/sign-in")
    policy = response.headers["Content-Security-Policy"]
    assert "script-src 'self'" in policy and "unsafe-inline" not in policy and "unsafe-eval" not in policy
    assert response.headers["X-Content-Type-Options"] == "nosniff"
    assert "HX-Request" in response.headers["Vary"]
    cookie = response.headers["Set-Cookie"]
    assert "HttpOnly" in cookie and "SameSite=Lax" in cookie


def test_pages_carry_no_inline_script(client):
    sign_up(client, "ivy")
    for path in ("/", "/quiz/", "/progress/", "/auth/sign-in"):
        page = client.get(path).get_data(as_text=True)
        for tag in page.split("<script")[1:]:
            assert " src=" in tag.split(">")[0], (path, tag[:80])
        assert " onclick=" not in page and " onload=" not in page


def test_secret_key_is_generated_once_into_the_instance_folder(tmp_path):
    from dealerschool.web import create_app

    first = create_app({"DATABASE": str(tmp_path / "a.sqlite3"), "INSTANCE_PATH": str(tmp_path / "inst")})
    second = create_app({"DATABASE": str(tmp_path / "a.sqlite3"), "INSTANCE_PATH": str(tmp_path / "inst")})
    assert first.config["SECRET_KEY"] == second.config["SECRET_KEY"] != "dev"
    assert len(first.config["SECRET_KEY"]) == 64
    assert (tmp_path / "inst" / "secret_key").stat().st_mode & 0o077 == 0


def test_oversized_post_is_a_clear_413(client):
    response = client.post("/auth/sign-in", data={"username": "x" * 300_000, "password": "x"})
    assert response.status_code == 413


def test_unknown_page_is_a_clear_404(client):
    response = client.get("/no/such/page")
    assert response.status_code == 404 and b"Not Found" in response.data


def test_remembered_session_cookie_gives_each_request_its_own_copy_and_still_expires(app, client, monkeypatch):
    """The session interface remembers a checked cookie: a second request with the same cookie must get a new
    session object whose changes do not reach the next one, a forged cookie nothing, and an old one nothing."""
    from datetime import timedelta

    sign_up(client, "dora")
    cookie = client.get_cookie("session").value
    interface = app.session_interface
    headers = {"Cookie": f"session={cookie}"}
    with app.test_request_context("/", headers=headers):
        first = interface.open_session(app, flask.request)
    assert interface.opened.get((interface.made[0], cookie)) is not None and first["user_id"]
    first["user_id"] = 999
    first["extra"] = ["changed"]
    with app.test_request_context("/", headers=headers):
        second = interface.open_session(app, flask.request)
    assert second is not first and second["user_id"] != 999 and "extra" not in second
    with app.test_request_context("/", headers={"Cookie": f"session={cookie[:-2]}xx"}):
        assert dict(interface.open_session(app, flask.request)) == {}
    # Past the session's lifetime the remembered cookie is refused, as a full check would refuse it.
    monkeypatch.setattr(app, "permanent_session_lifetime", timedelta(seconds=0))
    import time as clock
    signed = clock.time()
    monkeypatch.setattr(clock, "time", lambda: signed + 5)
    with app.test_request_context("/", headers=headers):
        assert dict(interface.open_session(app, flask.request)) == {}


def test_a_sessions_private_copy_shares_nothing_a_request_can_change():
    """Scalars are copied with the dict; a list (flashed messages) is copied too, so changing it in place in
    one request cannot reach the remembered values."""
    from dealerschool.web import private_copy

    values = {"user_id": 3, "csrf_token": "abc", "_flashes": [("message", "Saved")]}
    copied = private_copy(values)
    copied["_flashes"].append(("message", "leaked"))
    copied["user_id"] = 4
    assert values == {"user_id": 3, "csrf_token": "abc", "_flashes": [("message", "Saved")]}
    flat = {"user_id": 3, "csrf_token": "abc"}
    assert private_copy(flat) == flat and private_copy(flat) is not flat


def test_login_required_guards_the_view_it_decorates(app):
    """The decorator applied here and now (the app's views are decorated at import), both ways it is written:
    a signed-out visitor is sent to sign in and back, a role other than the one named gets a 403."""
    import pytest
    from werkzeug.exceptions import Forbidden

    from dealerschool.web.auth import login_required

    def view(value):
        return f"shown {value}"

    plain = login_required(view)
    instructors_only = login_required(role="instructor")(view)
    assert plain.__name__ == instructors_only.__name__ == "view"
    with app.test_request_context("/somewhere?page=2"):
        flask.g.user = None
        for guarded in (plain, instructors_only):
            response = guarded(1)
            assert response.status_code == 302 and response.location.startswith("/auth/sign-in?next=/somewhere")
        flask.g.user = {"id": 1, "role": "trainee"}
        assert plain(2) == "shown 2"
        with pytest.raises(Forbidden):
            instructors_only(3)
        flask.g.user = {"id": 2, "role": "instructor"}
        assert plain(4) == "shown 4" and instructors_only(5) == "shown 5"


def test_no_account_never_matches_a_password(app):
    from dealerschool.web.auth import password_matches

    with app.app_context():
        for password in ("", "correct horse", "x" * 100):
            assert password_matches(None, password) is False


def test_a_view_that_sets_its_own_security_header_or_vary_keeps_it(app):
    """The security headers are added only where a view set none of its own, in one order, and HX-Request is
    added to a Vary a view already sent (the answer and every page go through the same hook)."""
    from flask import Response

    @app.get("/own-headers")
    def own_headers() -> Response:
        return Response("x", headers={"X-Frame-Options": "SAMEORIGIN", "Vary": "X-Table-Layout"})

    client = app.test_client()
    own = client.get("/own-headers")
    assert own.headers.getlist("X-Frame-Options") == ["SAMEORIGIN"]
    assert len(own.headers.getlist("Vary")) == 1 and own.headers["Vary"].startswith("X-Table-Layout, HX-Request")
    assert own.headers["Content-Security-Policy"].startswith("default-src 'self'")
    plain = client.get("/health")
    assert [name for name, _ in plain.headers][-5:] == ["Content-Security-Policy", "X-Content-Type-Options",
                                                        "Referrer-Policy", "X-Frame-Options", "Vary"]
    assert plain.headers["Vary"] == "HX-Request" and plain.headers["Referrer-Policy"] == "same-origin"
    assert client.get("/static/style.css").headers.get("Vary") is None  # (static files: no partials)
