"""Fixtures and helpers shared by every test folder (flaskr's ``app``/``client``/``runner``, the browser's live
server and screenshots), and the folders' own marks.

The tests are in one folder per layer of the package (``engine/``, ``situations/``, ``rules/``, ``quiz/``,
``drill/``, ``web/``, ``browser/``, ``bench/``; the project-wide checks stay here). A test module may take
helpers from another's (``from test_web_deal import start``): every folder is put on ``sys.path`` here, so
that works whichever folder pytest collected first, and the module basenames stay unique across folders
(pytest refuses two of one name in rootdir mode)."""

import re
from pathlib import Path

import pytest
from folders import put_on_path  # tests/ is on sys.path: this file's folder

from dealerschool.web import create_app

put_on_path()

SLOW_FOLDERS = {"browser": "browser journeys in a real Chromium"}
"""Folders whose every test is marked ``slow`` (out of the inner loop ``pytest -m "not slow"``), and why."""


def pytest_collection_modifyitems(config, items):
    for item in items:
        folder = Path(str(item.fspath)).parent.name
        # A benchmark is slow as well: ``-m "not slow"`` replaces the default ``-m 'not benchmark'``, and the
        # inner loop must leave both out.
        if folder in SLOW_FOLDERS or item.get_closest_marker("benchmark"):
            item.add_marker(pytest.mark.slow)


TEST_HASH_METHOD = "scrypt:1024:8:1"
"""A cheap scrypt for the tests' accounts (werkzeug's default costs about 70 ms a hash; a class fixture makes
a dozen): still an scrypt hash, checked the same way."""


@pytest.fixture
def app(tmp_path):
    return create_app({"TESTING": True, "DATABASE": str(tmp_path / "test.sqlite3"), "SECRET_KEY": "test",
                       "INSTANCE_PATH": str(tmp_path / "instance"), "PASSWORD_HASH_METHOD": TEST_HASH_METHOD})


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


def migrated_again(db, name, *undo):
    """Undo a migration (``undo``: the statements that take its work away), forget it ran, and migrate: the
    migrations that then ran (a test expects ``[name]``), for a test that checks a migration fills what the store
    keeps afresh."""
    from dealerschool import store

    with store.writing(db):
        for statement in undo:
            db.execute(statement)
        db.execute("DELETE FROM _sqlite_migrations WHERE name = ?", [name])
    return store.migrate(db)


# --- browser tests (Playwright driving Debian's Chromium) ---------------------------------------------------------

CHROMIUM = "/usr/bin/chromium"


def _need_chromium():
    import os

    if not os.path.exists(CHROMIUM):
        message = f"Debian's Chromium is not installed at {CHROMIUM} (apt-get install chromium; .ci/run does)"
        if os.environ.get("CI") == "true":
            pytest.fail(message + ": browser tests must run in CI")
        pytest.skip(message)


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args):
    """pytest-playwright launches Debian's Chromium (``playwright install`` cannot download browsers here)."""
    _need_chromium()
    from playwright.sync_api import expect

    # The browser, the live server and the other test worker share two cores: a step that takes 50 ms alone
    # took over Playwright's default 5 s under load in one run (a floor walk, a drill step), so wait longer.
    expect.set_options(timeout=20_000)
    return {**browser_type_launch_args, "executable_path": CHROMIUM}


@pytest.fixture(scope="session")
def live_app(tmp_path_factory):
    folder = tmp_path_factory.mktemp("live")
    return create_app({"DATABASE": str(folder / "live.sqlite3"), "INSTANCE_PATH": str(folder / "instance")})


@pytest.fixture(scope="session")
def base_url(live_app):
    """A live server in a thread for the browser tests (our own fixture: pytest-playwright's needs a URL)."""
    import threading

    from werkzeug.serving import make_server

    _need_chromium()
    server = make_server("127.0.0.1", 0, live_app, threaded=True)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_port}"
    server.shutdown()
    thread.join(10)


SCREENSHOTS = Path(__file__).parent / "screenshots"
VIEWPORTS = {"desktop": {"width": 1280, "height": 800}, "phone": {"width": 390, "height": 844}}


def settle_after_resize(page):
    """A drill's play area drawn in one layout is redrawn when the width crosses the layout's line
    (static/deal.js asks the server again): wait until the drawing is the one this width shows and nothing
    is on its way, as a person turning a phone waits to see the table. Other pages need no wait."""
    from playwright.sync_api import expect

    if page.locator("#drill figure.one-layout").count():
        layout = "tall" if page.evaluate("matchMedia('(max-width: 40rem)').matches") else "wide"
        expect(page.locator(f"#drill figure.one-layout svg.table.{layout}")).to_have_count(1)
    expect(page.locator(".htmx-request, .htmx-settling, .htmx-swapping")).to_have_count(0)


def screenshot(page, name):
    """Full-page screenshots of the page as it is, at desktop and phone width (tests/screenshots/, git-ignored)."""
    SCREENSHOTS.mkdir(exist_ok=True)
    size = page.viewport_size
    for label, viewport in VIEWPORTS.items():
        page.set_viewport_size(viewport)
        settle_after_resize(page)
        page.screenshot(path=str(SCREENSHOTS / f"{name}-{label}.png"), full_page=True)
        # Nothing sticks out sideways: a page wider than the screen scrolls sideways on a phone.
        width = page.evaluate("document.documentElement.scrollWidth")
        assert width <= viewport["width"], f"{name} at {label} width is {width}px wide"
    page.set_viewport_size(size)
    settle_after_resize(page)
