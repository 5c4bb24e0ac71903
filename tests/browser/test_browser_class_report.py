"""Browser journey (Playwright, Debian's Chromium): an instructor opens a class's report from the class page,
reads it at desktop and phone width and prints it; then every classes/ and instructor/ page at phone width
(390 px), the assignment results as cards. Screenshots of each (tests/screenshots/).

Set up through the app and the store (a class of three trainees: answers five weeks ago and this week, one
set assignment done by one trainee); every step waits for the element that proves the page, and nothing
here is random."""

from __future__ import annotations

import re
from datetime import UTC, datetime, timedelta

from conftest import SCREENSHOTS, csrf_token, screenshot, sign_up
from playwright.sync_api import expect
from test_browser_classes import choice_scenarios, sign_in
from test_web_class_report import answered_at
from test_web_classes import join, join_code, new_class
from test_web_quiz import right_form, stored, wrong_form
from werkzeug.security import generate_password_hash

from dealerschool import store
from dealerschool.web.summaries import rule_title

PHONE = {"width": 390, "height": 844}


def a_class(live_app):
    """The class 'Report room' of reportteacher: three trainees with answers, a two-question quiz set."""
    with live_app.app_context():
        store.create_user(store.get_db(), "reportteacher", generate_password_hash("instructor pass"), "instructor")
    teacher = live_app.test_client()
    token = csrf_token(teacher, "/auth/sign-in")
    teacher.post("/auth/sign-in", data={"csrf_token": token, "username": "reportteacher", "password": "instructor pass"})
    token = csrf_token(teacher, "/classes/")
    class_id = new_class(teacher, token, name="Report room")
    names = [name for name, _ in choice_scenarios(2)]
    response = teacher.post(f"/classes/{class_id}/assignments", data={
        "csrf_token": token, "work": "quiz", "title": "Two rulings", "due_on": "2099-12-31", "source": "scripted",
        "count": "2", "scenarios": names})
    assert response.status_code == 303
    now = datetime.now(UTC).replace(hour=0, minute=0, second=1, microsecond=0)
    monday = now - timedelta(days=now.weekday())
    trainees = {}
    for number, name in enumerate(("reportana", "reportbo", "reportcy")):
        client = live_app.test_client()
        trainee_token = sign_up(client, name)
        join(client, trainee_token, join_code(live_app, class_id))
        trainees[name] = (client, trainee_token)
        with live_app.app_context():
            db = store.get_db()
            user_id = store.find_user(db, username=name)["id"]
            earlier = [monday - timedelta(weeks=5, minutes=-k) for k in range(4)]
            later = [monday + timedelta(minutes=k) for k in range(4)]
            answered_at(db, user_id, earlier, rule_id="side-pots", right=number == 0)
            answered_at(db, user_id, later, rule_id="side-pots", right=number != 2)
            answered_at(db, user_id, later, rule_id="premature-turn", right=number == 1)
    client, trainee_token = trainees["reportana"]
    with live_app.app_context():  # (the live app is the session's: other journeys' assignments come first)
        assignment_id = store.class_assignments(store.get_db(), class_id)[0]["id"]
    started = client.post(f"/classes/{class_id}/assignments/{assignment_id}/start", data={"csrf_token": trainee_token})
    quiz_id = int(re.search(r"/quiz/(\d+)/", started.location).group(1))
    for row in stored(live_app, quiz_id, "reportana"):
        client.get(f"/quiz/{quiz_id}/{row['position']}")
        form = right_form(row)[0] if row["position"] == 1 else wrong_form(row)
        assert client.post("/quiz/answer", data={"csrf_token": trainee_token, "token": row["token"],
                                                 **form}).status_code == 303
    return class_id


def test_an_instructor_reads_and_prints_the_class_report(page, base_url, live_app):
    problems = []
    page.on("console", lambda message: problems.append(message.text) if message.type == "error" else None)
    page.on("pageerror", lambda error: problems.append(str(error)))
    class_id = a_class(live_app)
    page.set_viewport_size({"width": 1280, "height": 800})
    sign_in(page, base_url, "reportteacher", "instructor pass")
    page.goto(f"{base_url}/classes/{class_id}")
    page.get_by_role("link", name="Class report").click()
    expect(page.get_by_role("heading", name="Report room: class report")).to_be_visible()
    trainees = page.locator("section[aria-labelledby=trainees-heading] tbody tr")
    expect(trainees).to_have_count(3)
    # reportbo: none of 4 right five weeks ago, 8 of 8 this week; reportcy: none right either time; reportana:
    # 4 of 4, then 5 of 10 (the set quiz's two answers with them).
    expect(trainees.filter(has_text="reportbo").locator(".trend-up")).to_have_text("up 100 points")
    expect(trainees.filter(has_text="reportcy").locator(".trend-steady")).to_have_text("steady")
    expect(trainees.filter(has_text="reportana").locator(".trend-down")).to_have_text("down 50 points")
    rules = page.locator("section[aria-labelledby=rules-heading] tbody tr")
    expect(rules.first.locator("td[data-label=Right]")).to_have_text("0%")  # the quiz's missed one, first
    expect(rules.filter(has_text=rule_title("premature-turn")).locator("td[data-label=Right]")).to_have_text("33%")
    expect(page.locator("svg.plot title", has_text="Accuracy per trainee")).to_have_count(1)
    screenshot(page, "class-report")

    # On paper: the report without the site's links, buttons and crumbs, every row and plot whole.
    page.emulate_media(media="print")
    expect(page.locator("header.site nav")).to_be_hidden()
    expect(page.locator("p.crumbs")).to_be_hidden()
    expect(page.get_by_role("button", name="Sign out")).to_be_hidden()
    expect(page.get_by_role("heading", name="Report room: class report")).to_be_visible()
    expect(trainees).to_have_count(3)
    page.screenshot(path=str(SCREENSHOTS / "class-report-print.png"), full_page=True)
    page.pdf(path=str(SCREENSHOTS / "class-report-print.pdf"), format="A4")
    page.emulate_media(media="screen")

    # At a phone's width the results are a card per trainee: each cell names its column, nothing scrolls.
    page.set_viewport_size(PHONE)
    page.goto(f"{base_url}/classes/{class_id}")
    page.get_by_role("link", name="Two rulings").click()
    row = page.locator("tr", has_text="reportana")
    expect(row).to_contain_text("1 right of 2 (50%)")
    assert page.locator("table.results thead").bounding_box()["height"] <= 1  # (read out, not shown)
    cell = row.locator("td[data-label=Result]")
    assert page.evaluate("(cell) => getComputedStyle(cell, '::before').content", cell.element_handle()) == '"Result: "'
    box = row.bounding_box()
    assert box["x"] >= 0 and box["x"] + box["width"] <= PHONE["width"], box
    screenshot(page, "class-assignment-results-cards")
    page.get_by_role("link", name="reportana's attempt").click()
    expect(page.get_by_role("heading", name="reportana: Two rulings")).to_be_visible()
    screenshot(page, "class-attempt-read")

    # Every other classes/ and instructor/ page, as a phone shows it (screenshot() checks none is too wide).
    with live_app.app_context():
        user_id = store.find_user(store.get_db(), username="reportbo")["id"]
    for url, proof, name in [
        ("/classes/", "Classes you teach", "classes-index"),
        (f"/classes/{class_id}", "Report room", "class-page"),
        ("/instructor/", "Trainees", "instructor-index"),
        (f"/instructor/trainees/{user_id}", "Report on reportbo", "instructor-trainee"),
        ("/instructor/accounts/new", "Make an account", "instructor-new-account"),
    ]:
        page.goto(base_url + url)
        expect(page.get_by_role("heading", name=proof).first).to_be_visible()
        screenshot(page, name)
    page.get_by_role("button", name="Sign out").click()

    # A trainee's side: their class and the join link page.
    sign_in(page, base_url, "reportcy", "correct horse")
    page.goto(f"{base_url}/classes/{class_id}")
    expect(page.get_by_role("heading", name="Report room")).to_be_visible()
    screenshot(page, "class-trainee-page")
    page.goto(f"{base_url}/classes/join/{join_code(live_app, class_id)}")
    expect(page.get_by_role("heading", name="Join Report room")).to_be_visible()
    screenshot(page, "class-join-link")
    response = page.goto(f"{base_url}/classes/{class_id}/report")
    assert response.status == 403  # a trainee never reaches the report
    refused = "Failed to load resource: the server responded with a status of 403"
    assert [text for text in problems if not text.startswith(refused)] == [], problems
    assert len(problems) == 1, problems


def test_a_school_admin_reads_the_school_pages_at_phone_width(page, base_url, live_app):
    """The admin-only pages (the rules the school misses, one rule) at phone width."""
    with live_app.app_context():
        store.create_user(store.get_db(), "reportadmin", generate_password_hash("instructor pass"), "instructor",
                          admin=True)
        db = store.get_db()
        trainee = store.create_user(db, "reportdee", "not a hash", "trainee")
        answered_at(db, trainee, [datetime(2026, 11, 2, 10, tzinfo=UTC)], rule_id="side-pots", right=False)
    page.set_viewport_size(PHONE)
    sign_in(page, base_url, "reportadmin", "instructor pass")
    page.goto(f"{base_url}/instructor/rules")
    expect(page.get_by_role("heading", name="Rules the class misses")).to_be_visible()
    screenshot(page, "instructor-rules-school")
    page.goto(f"{base_url}/instructor/rules/side-pots")
    expect(page.get_by_role("heading", name=rule_title("side-pots"))).to_be_visible()
    screenshot(page, "instructor-one-rule")


def test_an_instructor_pages_through_a_big_class_report(page, base_url, live_app):
    """A class bigger than a page: the report lists TRAINEES_PER_PAGE trainees by name with the whole class's
    totals, and its page links go forward and back in the browser."""
    from dealerschool.web.classes import TRAINEES_PER_PAGE

    size = TRAINEES_PER_PAGE + 3
    with live_app.app_context():
        db = store.get_db()
        teacher = store.create_user(db, "pagingteacher", generate_password_hash("instructor pass"), "instructor")
        class_id = store.create_class(db, teacher, "Paging room", "2026-01-05", "2027-12-31", "sources")
        now = datetime.now(UTC).replace(microsecond=0) - timedelta(hours=1)
        for number in range(size):
            trainee = store.create_user(db, f"paging{number:03}", "not a hash", "trainee")
            store.join_class(db, class_id, trainee)
            answered_at(db, trainee, [now], rule_id="side-pots", right=number % 3 != 0)
    sign_in(page, base_url, "pagingteacher", "instructor pass")
    page.goto(f"{base_url}/classes/{class_id}/report")
    expect(page.get_by_role("heading", name="Paging room: class report")).to_be_visible()
    trainees = page.locator("section[aria-labelledby=trainees-heading] tbody tr")
    expect(trainees).to_have_count(TRAINEES_PER_PAGE)
    expect(trainees.first.locator("th")).to_have_text("paging000")
    expect(page.locator("p.score")).to_contain_text(f"{size} trainees; {size} answers")
    expect(page.get_by_text(f"Trainees 1 to {TRAINEES_PER_PAGE} of {size}, by name; page 1 of 2")).to_be_visible()
    screenshot(page, "class-report-page-1")
    page.get_by_role("link", name="Next trainees").click()
    expect(page.get_by_text(f"Trainees {TRAINEES_PER_PAGE + 1} to {size} of {size}, by name; page 2 of 2")).to_be_visible()
    expect(trainees).to_have_count(3)
    expect(trainees.first.locator("th")).to_have_text(f"paging{TRAINEES_PER_PAGE:03}")
    expect(page.locator("p.score")).to_contain_text(f"{size} trainees; {size} answers")  # still the whole class's
    expect(page.get_by_role("link", name="Next trainees")).to_have_count(0)
    screenshot(page, "class-report-page-2")
    page.get_by_role("link", name="Previous trainees").click()
    expect(page.get_by_text(f"Trainees 1 to {TRAINEES_PER_PAGE} of {size}, by name; page 1 of 2")).to_be_visible()
    expect(trainees).to_have_count(TRAINEES_PER_PAGE)
