"""Browser journey (Playwright, Debian's Chromium): an instructor signs in, reads the trainee list, one
trainee's report and the rules the class misses, and makes an account. Screenshots at desktop and phone width."""

from conftest import screenshot, sign_up
from playwright.sync_api import expect
from test_web_instructor import answer
from test_web_quiz import start_quiz, stored
from werkzeug.security import generate_password_hash

from dealerschool import store


def test_instructor_reads_the_reports_and_makes_an_account(page, base_url, live_app):
    problems = []
    page.on("console", lambda message: problems.append(message.text) if message.type == "error" else None)
    page.on("pageerror", lambda error: problems.append(str(error)))
    # A trainee answers six questions (four right) through the app itself, on the live server's database.
    client = live_app.test_client()
    token = sign_up(client, "classtrainee")
    quiz = start_quiz(client, token, count="6", game="all-flop")
    for row in stored(live_app, quiz, "classtrainee"):
        client.get(f"/quiz/{quiz}/{row['position']}")
        answer(client, token, row, right=row["position"] not in (2, 5))
    with live_app.app_context():
        store.create_user(store.get_db(), "classteacher", generate_password_hash("instructor pass"), "instructor",
                          admin=True)

    page.set_viewport_size({"width": 1280, "height": 800})
    page.goto(f"{base_url}/auth/sign-in")
    page.get_by_label("User name").fill("classteacher")
    page.get_by_label("Password").fill("instructor pass")
    page.get_by_role("button", name="Sign in").click()
    page.get_by_role("link", name="Instructor", exact=True).click()
    expect(page.get_by_role("heading", name="Trainees")).to_be_visible()
    expect(page.locator("tr", has_text="classtrainee")).to_contain_text("4 (67%)")
    screenshot(page, "instructor-trainees")

    page.get_by_role("link", name="classtrainee").click()
    expect(page.locator(".score")).to_contain_text("4 right of 6 answered")
    expect(page.get_by_role("heading", name="Rules missed most")).to_be_visible()
    expect(page.locator("svg.plot").first).to_be_visible()
    screenshot(page, "instructor-report")

    page.get_by_role("link", name="Rules the class misses").click()
    expect(page.get_by_role("heading", name="By rule, most missed first")).to_be_visible()
    screenshot(page, "instructor-rules")

    page.get_by_role("link", name="Make an account").click()
    page.get_by_label("User name").fill("x")
    page.get_by_label("Password").fill("short")
    page.get_by_role("button", name="Make the account").click()
    expect(page.get_by_role("alert")).to_contain_text("User name:")
    expect(page.get_by_role("alert")).to_contain_text("Password:")
    screenshot(page, "instructor-account-errors")
    page.get_by_label("User name").fill("newinstructor")
    page.get_by_label("Password").fill("a long passphrase")
    page.get_by_label("instructor", exact=True).check()
    page.get_by_role("button", name="Make the account").click()
    expect(page.locator(".flash")).to_contain_text("Made the instructor account 'newinstructor'")
    # The refused form is a 400 (Chromium logs that as a failed load); nothing else went wrong: no script
    # errors, no Content-Security-Policy violations.
    refused = [p for p in problems if "status of 400" in p]
    assert len(refused) == 1 and len(problems) == 1, problems
