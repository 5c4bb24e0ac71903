"""Browser journey (Playwright, Debian's Chromium): a new trainee signs up, takes a five-question stud quiz
with the keyboard only (number keys pick, Enter answers, N goes on), gets one wrong, reads the
explanation, and sees the score on the progress page. Screenshots of each page at desktop and phone width."""

import json

from conftest import screenshot
from playwright.sync_api import expect

from dealerschool import store
from dealerschool.quiz import questions

WRONG_ON = 3


def stored_row(live_app, token):
    db = store.connect(live_app.config["DATABASE"])
    try:
        row = db.execute("SELECT q.question, q.right_answer FROM attempts a JOIN questions q ON q.id = a.question_id "
                         "WHERE a.token = ?", [token]).fetchone()
    finally:
        db.conn.close()
    return questions.shown_from_json(json.loads(row[0])), questions.revealed_from_json(json.loads(row[1]))


def test_trainee_takes_a_stud_quiz_with_the_keyboard(page, base_url, live_app):
    problems = []
    page.on("console", lambda message: problems.append(message.text) if message.type == "error" else None)
    page.on("pageerror", lambda error: problems.append(str(error)))
    page.set_viewport_size({"width": 1280, "height": 800})

    page.goto(f"{base_url}/auth/sign-up")
    screenshot(page, "sign-up")
    page.get_by_label("User name").fill("newtrainee")
    page.get_by_label("Password").fill("a long passphrase")
    page.get_by_role("button", name="Sign up").click()
    expect(page.get_by_role("heading", name="Start a quiz")).to_be_visible()

    page.locator("select[name=game]").select_option("all-stud")
    page.locator("select[name=kind]").select_option("ruling")
    page.locator("input[name=count]").fill("5")
    screenshot(page, "quiz-start")
    page.get_by_role("button", name="Start the quiz").click()

    for number in range(1, 6):
        expect(page.locator(".crumbs")).to_contain_text(f"question {number} of 5")
        page.wait_for_load_state("load")  # the deferred scripts (htmx, keyboard.js) have run
        token = page.locator('input[name="token"]').get_attribute("value")
        shown, revealed = stored_row(live_app, token)
        values = [o.value for o in shown.options]
        right = values.index(revealed.right_answer) + 1
        pick = right if number != WRONG_ON else next(k for k in range(1, len(values) + 1) if k != right)
        if number == 1:
            screenshot(page, "question")
        page.locator("body").press(str(pick))
        expect(page.locator(f'input[data-key="{pick}"]')).to_be_checked()
        page.keyboard.press("Enter")
        verdict = page.locator(".verdict")
        expect(verdict).to_contain_text("Wrong." if number == WRONG_ON else "Right.")
        if number == WRONG_ON:
            # The explanation, the right answer and the citations are there to read.
            expect(page.locator(".explanation")).to_contain_text(revealed.explanation[:60])
            expect(verdict).to_contain_text(revealed.answer_text.rstrip(".")[:40])
            expect(page.locator(".citations")).to_contain_text(revealed.citations[0][:30])
            screenshot(page, "feedback-wrong")
        page.keyboard.press("n")

    expect(page.get_by_role("heading", name="4 of 5 right")).to_be_visible()
    screenshot(page, "quiz-summary")
    page.get_by_role("link", name="My progress").first.click()
    expect(page.locator(".score")).to_contain_text("4 right of 5 answered")
    expect(page.locator("svg.plot").first).to_be_visible()
    screenshot(page, "progress")
    assert not problems, problems  # no script errors, no Content-Security-Policy violations


def test_seat_question_is_answered_by_clicking_the_seat(page, base_url, live_app):
    page.set_viewport_size({"width": 1280, "height": 800})
    page.goto(f"{base_url}/auth/sign-up")
    page.get_by_label("User name").fill("seatclicker")
    page.get_by_label("Password").fill("a long passphrase")
    page.get_by_role("button", name="Sign up").click()
    page.locator("select[name=kind]").select_option("seat")
    page.locator("input[name=count]").fill("1")
    page.get_by_role("button", name="Start the quiz").click()
    token = page.locator('input[name="token"]').get_attribute("value")
    _, revealed = stored_row(live_app, token)
    page.wait_for_load_state("load")
    page.locator(f'svg.table.wide g.seat[data-seat="{revealed.right_answer}"] > rect.hit').click()
    expect(page.locator(f'input[data-seat-choice="{revealed.right_answer}"]')).to_be_checked()
    screenshot(page, "seat-question")
    page.keyboard.press("Enter")
    expect(page.locator(".verdict")).to_contain_text("Right.")
