"""Browser journey (Playwright, Debian's Chromium): an instructor writes a scenario in the browser on the floor
checker's builder, previews it and sees the engine disagree with the expected ruling, fixes the expected
ruling, saves it to the class library, downloads its scenario file (which the CLI's validator accepts) and
sets it in a quiz; a trainee answers it. Screenshots of each page at desktop and phone width.

Deterministic: the table is the floor checker's seeded default, each step waits for the element that proves
it, and htmx to settle, before the next."""

from __future__ import annotations

import re

from click.testing import CliRunner
from conftest import csrf_token, screenshot, sign_up
from playwright.sync_api import expect
from test_browser_classes import SETTLED, sign_in, stored_row
from test_web_classes import join, join_code, new_class
from werkzeug.security import generate_password_hash

from dealerschool import store
from dealerschool.cli import cli


def shot(page, name):
    """Screenshots at both widths (conftest's), then the empty ``style=""`` Playwright's screenshot leaves on
    each input (hiding the caret) taken off again: htmx copies an element's style while it settles a swap, and
    the Content-Security-Policy refuses an inline style, so the next swap would log an error that is the
    test's own doing."""
    screenshot(page, name)
    page.evaluate("document.querySelectorAll('[style=\"\"]').forEach(element => element.removeAttribute('style'))")


def test_an_instructor_writes_a_scenario_and_a_trainee_answers_it(page, base_url, live_app, tmp_path):
    problems = []
    # (The refused steps are 400 answers on purpose: the browser logs each as a failed load.)
    refused = ("Failed to load resource: the server responded with a status of 400",
               "Response Status Error Code 400 from ")
    page.on("console", lambda message: problems.append(message.text)
            if message.type == "error" and not message.text.startswith(refused) else None)
    page.on("pageerror", lambda error: problems.append(str(error)))
    page.set_viewport_size({"width": 1280, "height": 800})
    with live_app.app_context():
        store.create_user(store.get_db(), "writer", generate_password_hash("instructor pass"), "instructor")
    # Set up through the app itself: the writer's class, a trainee in it.
    teacher = live_app.test_client()
    token = csrf_token(teacher, "/auth/sign-in")
    teacher.post("/auth/sign-in", data={"csrf_token": token, "username": "writer", "password": "instructor pass"})
    class_id = new_class(teacher, csrf_token(teacher, "/classes/"), name="Scenario room")
    trainee = live_app.test_client()
    join(trainee, sign_up(trainee, "reader"), join_code(live_app, class_id))

    sign_in(page, base_url, "writer", "instructor pass")
    page.goto(f"{base_url}/classes/{class_id}")
    page.get_by_role("link", name="Write a scenario").click()
    expect(page.get_by_role("heading", name="Write a scenario")).to_be_visible()
    page.wait_for_load_state("load")  # htmx has run

    # The builder: the deal runs to seat 2's card, which is exposed.
    page.get_by_label("The dealer does everything right until…").select_option(value="0:card:2")
    page.get_by_role("button", name="Play to there").click()
    expect(page.locator("ol.floor-events li")).to_have_count(3)
    expect(page.locator(SETTLED)).to_have_count(0)
    # the situation notation's own error, at the builder
    page.locator("#event-text").fill("p3 jumps")
    page.locator("#event-text").press("Enter")
    expect(page.locator("#floor-error")).to_contain_text("p3 jumps")
    expect(page.locator(SETTLED)).to_have_count(0)
    shot(page, "class-scenario-builder-error")
    page.get_by_role("button", name="A card exposed on the deal").click()
    expect(page.locator("ol.floor-events li")).to_have_count(4)
    expect(page.locator("ol.floor-events")).to_contain_text("deal p2 exposed")
    expect(page.locator(SETTLED)).to_have_count(0)
    assert "/scenarios/new?s=" in page.url  # the address bar follows the situation, on this page

    # The question, with a ruling the engine will not agree with; a missing field first.
    page.get_by_label("Title").fill("Seat 2's card exposed")
    page.get_by_label("The question a trainee reads").fill("The dealer flashes seat 2's first card. The ruling?")
    page.get_by_label("The ruling you expect").select_option("action-stands")
    page.get_by_role("button", name="Preview the engine's ruling").click()
    expect(page.locator("#explanation-error")).to_contain_text("Explanation: say why this is the ruling")
    expect(page.locator(SETTLED)).to_have_count(0)
    page.get_by_label("Why: your explanation").fill("One of the first two cards dealt is exposed: a misdeal.")
    page.get_by_label("Citation (optional)").fill("TDA 2024 Rule 35-A-7")
    page.get_by_role("button", name="Preview the engine's ruling").click()
    expect(page.locator("#preview.disagrees")).to_contain_text("The engine disagrees.")
    expect(page.locator("#preview .code.expected")).to_have_text("action-stands")
    expect(page.locator("#preview .code.engine")).to_have_text("misdeal")
    expect(page.locator("#preview")).to_contain_text("flop-exposed-first-two")
    expect(page.locator(SETTLED)).to_have_count(0)
    page.locator("#question-part").scroll_into_view_if_needed()
    shot(page, "class-scenario-disagreement")

    # Fixed: the expected ruling the engine gives; previewed again, then saved.
    page.get_by_label("The ruling you expect").select_option("misdeal")
    page.get_by_role("button", name="Preview the engine's ruling").click()
    expect(page.locator("#preview.agrees")).to_contain_text("The engine agrees:")
    expect(page.locator(SETTLED)).to_have_count(0)
    page.get_by_role("button", name="Save to the class library").click()
    expect(page.get_by_role("heading", name="Seat 2's card exposed")).to_be_visible()
    expect(page.locator(".flash")).to_contain_text('Saved "Seat 2\'s card exposed" to the class library.')
    scenario_id = int(re.search(r"/scenarios/(\d+)$", page.url).group(1))
    shot(page, "class-scenario-view")

    # The download is a scenario file the CLI's validator accepts.
    with page.expect_download() as download:
        page.get_by_role("link", name="Download the scenario file").click()
    path = tmp_path / "written.toml"
    download.value.save_as(path)
    result = CliRunner().invoke(cli, ["scenarios", "validate", str(path)])
    assert result.exit_code == 0, result.output

    page.get_by_role("link", name="Scenario library").click()
    expect(page.locator("table.library tbody tr")).to_have_count(1)
    expect(page.locator("table.library tbody tr")).to_contain_text("the engine agrees, assignable")
    shot(page, "class-scenario-library")

    # Set in a quiz from the class page.
    page.get_by_role("link", name="Scenario room").click()
    page.get_by_label("Title").fill("Written by hand")
    page.get_by_label("Due on").fill("2099-12-31")
    page.get_by_label("A quiz").check()
    page.locator("select#scenarios").select_option(f"class:{scenario_id}")
    page.get_by_role("button", name="Set the work").click()
    expect(page.locator(".flash")).to_contain_text("Set 'Written by hand', due 2099-12-31.")
    page.get_by_role("button", name="Sign out").click()

    # The trainee answers it.
    sign_in(page, base_url, "reader", "correct horse")
    page.goto(f"{base_url}/classes/{class_id}")
    page.get_by_role("button", name="Start Written by hand").click()
    expect(page.locator(".crumbs")).to_contain_text("question 1 of 1")
    expect(page.get_by_text("The dealer flashes seat 2's first card. The ruling?")).to_be_visible()
    page.wait_for_load_state("load")
    answer_token = page.locator('input[name="token"]').get_attribute("value")
    shown, revealed, rulebook = stored_row(live_app, answer_token)
    assert revealed.right_answer == "misdeal" and rulebook == "sources"
    assert shown.scenario == f"class:{scenario_id}"
    values = [option.value for option in shown.options]
    page.locator(f'input[data-key="{values.index("misdeal") + 1}"]').check()
    page.get_by_role("button", name="Answer").click()
    expect(page.locator(".verdict")).to_contain_text("Right.")
    expect(page.locator(".instructor-note")).to_contain_text(
        "Your instructor: One of the first two cards dealt is exposed: a misdeal. (TDA 2024 Rule 35-A-7)")
    expect(page.locator(SETTLED)).to_have_count(0)
    shot(page, "class-scenario-answered")
    assert path.read_text().count("[expected.sources]") == 1
    assert not problems, problems  # no script errors, no Content-Security-Policy violations
