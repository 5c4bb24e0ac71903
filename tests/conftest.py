import re

import pytest

from dealerschool.web import create_app


@pytest.fixture
def app(tmp_path):
    return create_app({"TESTING": True, "DATABASE": str(tmp_path / "test.sqlite3"), "SECRET_KEY": "test",
                       "INSTANCE_PATH": str(tmp_path / "instance")})


@pytest.fixture
def client(app):
    return app.test_client()


@pytest.fixture
def runner(app):
    return app.test_cli_runner()


def csrf_token(client, path="/auth/sign-up"):
    """The CSRF token a page gives this client (CSRF protection stays on in the tests)."""
    page = client.get(path).get_data(as_text=True)
    return re.search(r'name="csrf_token" value="([^"]+)"', page).group(1)


def sign_up(client, username="trainee1", password="correct horse"):
    """Sign up (and so sign in) a trainee through the form; return the CSRF token for later posts."""
    token = csrf_token(client)
    response = client.post("/auth/sign-up", data={"username": username, "password": password, "csrf_token": token})
    assert response.status_code == 302, response.get_data(as_text=True)
    return csrf_token(client, "/quiz/")  # signing in starts a new session, with a new token
