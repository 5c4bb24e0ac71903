"""Browser journey (Playwright, Debian's Chromium): an instructor makes a class, sets the room's rules, sets a
quiz of two chosen scenarios and a dealing drill; a trainee joins by the join code and does the quiz (one
right, one wrong); the instructor sees the result and the trainee's attempt as it was seen. Screenshots of
each page at desktop and phone width.

Deterministic: the scenarios are chosen by title, the assignment seeds the option order, each step waits for
the page that proves it, and htmx to settle, before the next."""

from __future__ import annotations

import json

from conftest import SCREENSHOTS, screenshot
from playwright.sync_api import expect
from werkzeug.security import generate_password_hash

from dealerschool import assignments, store
from dealerschool.quiz import questions

SETTLED = ".htmx-request, .htmx-settling, .htmx-swapping, .htmx-added"


def choice_scenarios(count: int) -> list[tuple[str, str]]:
    """The first scripted scenarios (by title) asked as a choice of rulings under Robert's Rules."""
    by_name = assignments.askable_scenarios()
    found = []
    for name, title in assignments.scenario_choices():
        if questions.from_scenario(by_name[name], "robert-rules").shown.input == "choice":
            found.append((name, title))
        if len(found) == count:
            return found
    raise AssertionError("the library has too few ruling scenarios")


def stored_row(live_app, token):
    db = store.connect(live_app.config["DATABASE"])
    try:
        row = db.execute("SELECT q.question, q.right_answer, q.rulebook FROM attempts a JOIN questions q "
                         "ON q.id = a.question_id WHERE a.token = ?", [token]).fetchone()
    finally:
        db.conn.close()
    return questions.shown_from_json(json.loads(row[0])), questions.revealed_from_json(json.loads(row[1])), row[2]


def sign_in(page, base_url, username, password):
    page.goto(f"{base_url}/auth/sign-in")
    page.get_by_label("User name").fill(username)
    page.get_by_label("Password").fill(password)
    page.get_by_role("button", name="Sign in").click()
    expect(page.get_by_role("button", name="Sign out")).to_be_visible()


def test_instructor_runs_a_class_and_a_trainee_does_the_quiz(page, base_url, live_app):
    problems = []
    # (The two refused forms are 400 pages on purpose: the browser logs each as a failed load.)
    expected = "Failed to load resource: the server responded with a status of 400"
    page.on("console", lambda message: problems.append(message.text)
            if message.type == "error" and not message.text.startswith(expected) else None)
    page.on("pageerror", lambda error: problems.append(str(error)))
    page.set_viewport_size({"width": 1280, "height": 800})
    with live_app.app_context():
        store.create_user(store.get_db(), "roomteacher", generate_password_hash("instructor pass"), "instructor")
    chosen = choice_scenarios(2)

    # The instructor makes a class.
    sign_in(page, base_url, "roomteacher", "instructor pass")
    page.get_by_role("link", name="Classes", exact=True).click()
    expect(page.get_by_role("heading", name="Classes you teach")).to_be_visible()
    page.get_by_label("Name").fill("Evening dealers")
    page.get_by_label("Starts on").fill("2026-12-01")
    page.get_by_label("Ends on").fill("2026-11-01")  # before it starts: a message at the field
    page.get_by_role("button", name="Make the class").click()
    expect(page.locator("#ends_on-error")).to_contain_text("the class ends before it starts")
    screenshot(page, "classes-new-error")
    page.get_by_label("Ends on").fill("2027-03-31")
    page.get_by_role("button", name="Make the class").click()
    expect(page.get_by_role("heading", name="Evening dealers")).to_be_visible()
    code = page.locator("code.join-code").inner_text()
    assert len(code) == store.JOIN_CODE_LENGTH

    # The room's rules: Robert's Rules.
    page.locator("form.room select[name=rulebook]").select_option("robert-rules")
    page.locator("form.room select[name=raise_cap]").select_option("4")
    page.get_by_role("button", name="Save the room's rules").click()
    expect(page.locator(".flash")).to_contain_text("This room now deals under Robert's Rules of Poker with 1 house option.")
    expect(page.locator("ul.house")).to_contain_text("4 (a bet and 4 raises)")

    # A quiz of two chosen scenarios, then a one-hand drill.
    page.get_by_label("Title").fill("Two rulings")
    page.get_by_label("Due on").fill("2099-12-31")
    page.get_by_label("A quiz").check()
    page.locator("select#scenarios").select_option([path for path, _ in chosen])
    page.get_by_role("button", name="Set the work").click()
    expect(page.locator(".flash")).to_contain_text("Set 'Two rulings', due 2099-12-31.")
    page.get_by_label("Title").fill("One clean hand")
    page.get_by_label("Due on").fill("2099-12-31")
    page.get_by_label("A dealing drill").check()
    page.locator("select#variant").select_option("NT")
    page.locator("input#hands").fill("1")
    page.locator("select#rate").select_option("none")
    page.get_by_role("button", name="Set the work").click()
    expect(page.locator(".flash")).to_contain_text("Set 'One clean hand'")
    expect(page.locator("#work-heading + div table tbody tr")).to_have_count(2)
    screenshot(page, "class-instructor")
    page.get_by_role("button", name="Sign out").click()

    # A trainee signs up, joins by the code (typed small, in groups) and does the quiz.
    page.goto(f"{base_url}/auth/sign-up")
    page.get_by_label("User name").fill("roomtrainee")
    page.get_by_label("Password").fill("a long passphrase")
    page.get_by_role("button", name="Sign up").click()
    page.get_by_role("link", name="Classes", exact=True).click()
    page.get_by_label("Join code").fill("WRONGCODE")
    page.get_by_role("button", name="Join", exact=True).click()
    expect(page.locator("#code-error")).to_contain_text("no class has the code")
    page.get_by_label("Join code").fill(f"{code[:4]} {code[4:8]} {code[8:]}".lower())
    page.get_by_role("button", name="Join", exact=True).click()
    expect(page.get_by_role("heading", name="Evening dealers")).to_be_visible()
    expect(page.locator(".meta").first).to_contain_text("under this room's rules: Robert's Rules of Poker")
    expect(page.locator("ul.house")).to_contain_text("4 (a bet and 4 raises)")
    screenshot(page, "class-trainee")
    page.get_by_role("button", name="Start Two rulings").click()
    for number in (1, 2):
        expect(page.locator(".crumbs")).to_contain_text(f"question {number} of 2")
        expect(page.locator(".crumbs")).to_contain_text("under this room's rules")
        page.wait_for_load_state("load")  # the deferred scripts (htmx, keyboard.js) have run
        token = page.locator('input[name="token"]').get_attribute("value")
        shown, revealed, rulebook = stored_row(live_app, token)
        assert rulebook == "robert-rules"
        values = [option.value for option in shown.options]
        right = values.index(revealed.right_answer) + 1
        pick = right if number == 1 else next(k for k in range(1, len(values) + 1) if k != right)
        page.locator(f'input[data-key="{pick}"]').check()
        page.get_by_role("button", name="Answer").click()
        expect(page.locator(".verdict")).to_contain_text("Right." if number == 1 else "Wrong.")
        expect(page.locator(SETTLED)).to_have_count(0)
        if number == 2:
            screenshot(page, "class-quiz-feedback")
        page.locator("a[data-key=n]").click()
    expect(page.get_by_role("heading", name="1 of 2 right")).to_be_visible()
    page.get_by_role("link", name="Classes", exact=True).click()
    expect(page.locator("li.status-done")).to_contain_text("Two rulings")
    expect(page.locator("li.status-not_started")).to_contain_text("One clean hand")
    screenshot(page, "classes-trainee-due")
    page.get_by_role("button", name="Sign out").click()

    # The instructor sees who has done what, and the trainee's attempt as it was seen.
    sign_in(page, base_url, "roomteacher", "instructor pass")
    page.goto(f"{base_url}/classes/")
    page.get_by_role("link", name="Evening dealers").click()
    page.get_by_role("link", name="Two rulings").click()
    row = page.locator("tr", has_text="roomtrainee")
    expect(row).to_contain_text("done")
    expect(row).to_contain_text("1 right of 2 (50%)")
    screenshot(page, "class-assignment-results")
    page.get_by_role("link", name="roomtrainee's attempt").click()
    expect(page.get_by_role("heading", name="roomtrainee: Two rulings")).to_be_visible()
    expect(page.locator("article.attempt-question")).to_have_count(2)
    expect(page.locator("li.given")).to_have_count(2)
    expect(page.locator(".verdict.right")).to_have_count(1)
    expect(page.locator(".verdict.wrong")).to_have_count(1)
    screenshot(page, "class-attempt")
    assert not problems, problems  # no script errors, no Content-Security-Policy violations


def test_a_trainee_sits_an_exam_and_sees_the_feedback_once_released(page, base_url, live_app):
    """Set up through the app itself (an instructor's class with a two-question exam, a trainee in it); then
    in the browser the trainee sits it and sees no right or wrong, the instructor releases the feedback, and
    the trainee sees the score."""
    from conftest import csrf_token, sign_up
    from test_web_classes import join, join_code, new_class

    problems = []
    page.on("console", lambda message: problems.append(message.text) if message.type == "error" else None)
    page.on("pageerror", lambda error: problems.append(str(error)))
    page.set_viewport_size({"width": 1280, "height": 800})
    with live_app.app_context():
        store.create_user(store.get_db(), "examteacher", generate_password_hash("instructor pass"), "instructor")
    teacher = live_app.test_client()
    token = csrf_token(teacher, "/auth/sign-in")
    teacher.post("/auth/sign-in", data={"csrf_token": token, "username": "examteacher", "password": "instructor pass"})
    token = csrf_token(teacher, "/classes/")
    class_id = new_class(teacher, token, name="Exam room")
    names = [name for name, _ in choice_scenarios(2)]
    response = teacher.post(f"/classes/{class_id}/assignments", data={
        "csrf_token": token, "work": "quiz", "title": "Final exam", "due_on": "2099-12-31", "source": "scripted",
        "count": "2", "exam": "on", "pass_mark": "50", "scenarios": names})
    assert response.status_code == 303
    trainee = live_app.test_client()
    join(trainee, sign_up(trainee, "examtrainee"), join_code(live_app, class_id))

    sign_in(page, base_url, "examtrainee", "correct horse")
    page.goto(f"{base_url}/classes/{class_id}")
    page.get_by_role("button", name="Start Final exam").click()
    for number in (1, 2):
        expect(page.locator(".crumbs")).to_contain_text(f"question {number} of 2")
        page.wait_for_load_state("load")
        token = page.locator('input[name="token"]').get_attribute("value")
        shown, revealed, _ = stored_row(live_app, token)
        values = [option.value for option in shown.options]
        right = values.index(revealed.right_answer) + 1
        pick = right if number == 1 else next(k for k in range(1, len(values) + 1) if k != right)
        page.locator(f'input[data-key="{pick}"]').check()
        page.get_by_role("button", name="Answer").click()
        expect(page.locator(".verdict.held")).to_contain_text("Answer recorded.")
        expect(page.locator(SETTLED)).to_have_count(0)
        expect(page.locator(".verdict.right, .verdict.wrong, .explanation")).to_have_count(0)
        if number == 2:
            screenshot(page, "exam-answer-recorded")
        page.locator("a[data-key=n]").click()
    expect(page.get_by_role("heading", name="handed in")).to_be_visible()
    expect(page.locator("td", has_text="wrong")).to_have_count(0)
    screenshot(page, "exam-handed-in")
    page.get_by_role("button", name="Sign out").click()

    sign_in(page, base_url, "examteacher", "instructor pass")
    page.goto(f"{base_url}/classes/{class_id}")
    page.get_by_role("link", name="Final exam").click()
    expect(page.locator("tr", has_text="examtrainee")).to_contain_text("1 right of 2 (50%)")
    expect(page.locator("tr", has_text="examtrainee")).to_contain_text("passed")
    page.get_by_role("button", name="Release the feedback").click()
    expect(page.locator(".flash")).to_contain_text("Released the feedback")
    screenshot(page, "exam-released-results")
    page.get_by_role("button", name="Sign out").click()

    sign_in(page, base_url, "examtrainee", "correct horse")
    page.goto(f"{base_url}/classes/")
    page.get_by_role("link", name="Your result: 1 of 2 right").click()
    expect(page.get_by_role("heading", name="1 of 2 right")).to_be_visible()
    expect(page.locator("td", has_text="wrong")).to_have_count(1)
    screenshot(page, "exam-result")
    # On paper: the score and the questions, without the site's links and buttons.
    page.emulate_media(media="print")
    expect(page.locator("header.site nav")).to_be_hidden()
    expect(page.get_by_role("button", name="Sign out")).to_be_hidden()
    expect(page.get_by_role("heading", name="1 of 2 right")).to_be_visible()
    page.screenshot(path=str(SCREENSHOTS / "exam-result-print.png"), full_page=True)
    page.emulate_media(media="screen")
    assert not problems, problems
