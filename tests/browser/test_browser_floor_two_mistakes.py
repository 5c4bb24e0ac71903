"""Browser journey: a floor supervisor builds a deal with two mistakes by clicking (fresh case
fresh-2026-12-02n/35-a-two-boxed-cards-then-call-said-and-raise-chips: two boxed cards on the deal, then
seat 3 says "call" and pushes out a raise's worth of chips) and reads a misdeal under both rulebooks that
settle it. Screenshots at desktop and phone width go to the git-ignored tests/screenshots/.

Drives Debian's Chromium (/usr/bin/chromium) through Playwright; skipped with a reason where it is
absent, and failing instead when CI=true.
"""

from __future__ import annotations

import os
import threading
from pathlib import Path

import pytest
from werkzeug.serving import make_server

from dealerschool.web import create_app

CHROMIUM = Path("/usr/bin/chromium")
SCREENSHOTS = Path(__file__).parents[1] / "screenshots"
DESKTOP = {"width": 1280, "height": 800}
PHONE = {"width": 390, "height": 844}
SETTLED = ".htmx-request, .htmx-settling, .htmx-swapping, .htmx-added"

if not CHROMIUM.exists():
    if os.environ.get("CI") == "true":
        pytest.fail("CI=true but /usr/bin/chromium is missing: .ci/run must apt-get install chromium", pytrace=False)
    pytest.skip("Debian's Chromium (/usr/bin/chromium) is not installed", allow_module_level=True)

sync_api = pytest.importorskip("playwright.sync_api")
expect = sync_api.expect


@pytest.fixture(scope="module")
def floor_server(tmp_path_factory):
    """The app on a free loopback port, served in a thread for the module's journey."""
    folder = tmp_path_factory.mktemp("browser-floor-two")
    app = create_app({"SECRET_KEY": "browser", "INSTANCE_PATH": str(folder), "DATABASE": str(folder / "db.sqlite3")})
    server = make_server("127.0.0.1", 0, app, threaded=True)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_port}"
    server.shutdown()
    thread.join(5)


def shot(page, name: str) -> None:
    SCREENSHOTS.mkdir(exist_ok=True)
    page.screenshot(path=str(SCREENSHOTS / f"{name}.png"), full_page=True)


def rulings(page) -> dict[str, str]:
    return {book.locator("h3").inner_text(): book.locator(".ruling .code").inner_text()
            for book in page.locator("#answer article.book").all()}


def posted(page, click) -> None:
    """Click, wait for the step's answer, then for htmx to settle."""
    with page.expect_response(lambda response: "/floor/" in response.url and response.request.method == "POST"):
        click()
    expect(page.locator(SETTLED)).to_have_count(0)


def play_to(page, moment: str) -> None:
    page.get_by_label("The dealer does everything right until…").select_option(moment)
    posted(page, page.get_by_role("button", name="Play to there").click)


def test_floor_supervisor_builds_two_boxed_cards_then_words_and_chips(floor_server, browser):
    context = browser.new_context(viewport=DESKTOP)
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.on("response", lambda r: errors.append(f"{r.status} {r.url}")
            if r.status >= 400 and not r.url.endswith("/favicon.ico") else None)
    page.goto(f"{floor_server}/floor/")
    page.get_by_label("Seats", exact=True).select_option("4")
    expect(page.locator("#stack_5")).to_have_count(0)
    expect(page.locator(SETTLED)).to_have_count(0)
    for n in range(1, 5):
        page.locator(f"#stack_{n}").fill("20000")
    page.get_by_label("Small blind").fill("100")
    page.get_by_label("Big blind").fill("200")
    page.get_by_label("Button on seat 4").check()
    page.locator("#f-stub").fill("As9cKdQh8dJc2c3d4h5s6c7d8h9s")
    posted(page, page.get_by_role("button", name="Set the table").click)
    expect(page.locator("#answer")).to_contain_text("No ruling yet")

    # The first mistake: a boxed card after seat 1's first card; the second, two cards later.
    play_to(page, "0:card:2")
    posted(page, page.get_by_role("button", name="A boxed card").click)
    play_to(page, "0:card:4")
    posted(page, page.get_by_role("button", name="A boxed card").click)
    play_to(page, "0:decision:1")
    # Seat 3 says "call", then pushes out 600.
    spoken = page.locator("form.step", has=page.locator("select[name=word]"))
    spoken.locator("select[name=word]").select_option("call")
    posted(page, spoken.get_by_role("button", name="Add").click)
    chips = page.locator("form.step", has=page.locator("select[name=how]"))
    chips.locator("select[name=seat]").select_option("3")
    chips.locator("input[name=amount]").fill("600")
    posted(page, chips.get_by_role("button", name="Add").click)

    expect(page.locator(".floor-events li", has_text="boxed")).to_have_count(2)
    expect(page.locator(".floor-events li").last).to_contain_text("p3 put 600")
    found = rulings(page)
    # The case settles TDA 2024 and Robert's Rules (the seeds, "sources", say nothing of boxed cards).
    assert found.get("TDA 2024 · Robert's Rules") == "misdeal", found
    expect(page.locator("#answer details.seen summary")).to_contain_text("(3)")
    expect(page.locator("#answer article.book .remedy li").first).to_be_visible()
    overflow = page.evaluate("document.documentElement.scrollWidth - document.documentElement.clientWidth")
    assert overflow <= 1, f"desktop: {overflow}px wider than the screen"
    shot(page, "floor-two-mistakes-desktop")

    phone = browser.new_context(viewport=PHONE, is_mobile=True)
    shared = phone.new_page()
    shared.goto(page.locator("#share-link").input_value())
    assert rulings(shared) == found
    overflow = shared.evaluate("document.documentElement.scrollWidth - document.documentElement.clientWidth")
    assert overflow <= 1, f"phone: {overflow}px wider than the screen"
    shot(shared, "floor-two-mistakes-phone")
    assert not errors, errors
    phone.close()
    context.close()
