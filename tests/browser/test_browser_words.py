"""Browser pass (Playwright, Debian's Chromium) over the pages whose words dealerschool/table/words.py and its
callers set: the home page's three uses signed out and in, the rules search (the best match first; a topic
not covered said so), the floor page's events in words, an amount's worked feedback, a dealing drill's
push form naming the pot pushed now, its hand-over mistakes in words, a stud table without a dealer
button, and the progress page naming games. Screenshots of each at desktop and phone width
(tests/screenshots/words-*.png)."""

from __future__ import annotations

import json
import re

from conftest import screenshot
from playwright.sync_api import expect
from test_drill import right_move, right_pick
from test_web_deal import move_form

from dealerschool import floor, store
from dealerschool.drill import Drill

PREMATURE = {"variant": "NT", "blinds_or_straddles": [1, 2], "starting_stacks": [200, 200, 200, 200], "seed": 22,
             "events": ["continue", "p3 cbr 6", "p4 cc", "p1 f", "p2 cbr 20", "p3 cc", "p4 cc", "collect", "burn",
                        "board", "board", "board", "p2 cc", "p3 cbr 30", "p4 cc", "burn", "board"]}


def stored(live_app, drill_id: int) -> tuple[Drill, int]:
    db = store.connect(live_app.config["DATABASE"])
    try:
        row = db.execute("SELECT state, version FROM drills WHERE id = ?", [drill_id]).fetchone()
    finally:
        db.conn.close()
    return Drill.from_json(row[0]), row[1]


def sign_up(page, base_url, name):
    page.goto(f"{base_url}/auth/sign-up")
    page.get_by_label("User name").fill(name)
    page.get_by_label("Password").fill("a long passphrase")
    page.get_by_role("button", name="Sign up").click()
    expect(page.get_by_role("heading", name="Start a quiz")).to_be_visible()


def start_drill(page, base_url, variant, players="3", seed="11", rate="none") -> int:
    page.goto(f"{base_url}/deal/")
    token = page.locator('input[name="csrf_token"]').first.get_attribute("value")
    response = page.request.post(f"{base_url}/deal/", form={
        "csrf_token": token, "variant": variant, "players": players, "big_blind": "2", "rate": rate,
        "rulebook": "sources", "seed": seed, "pace": "off"}, max_redirects=0)
    assert response.status == 302, response.text()[:400]
    return int(re.search(r"/deal/(\d+)", response.headers["location"]).group(1))


def deal_until(page, base_url, live_app, drill_id, until) -> Drill:
    """Post the right steps (worked out from the stored drill, the test's answer key) until ``until``."""
    token = None
    for _ in range(400):
        drill, version = stored(live_app, drill_id)
        if until(drill) or drill.hand_over:
            return drill
        if token is None:
            page.goto(f"{base_url}/deal/{drill_id}")
            token = page.locator('input[name="csrf_token"]').first.get_attribute("value")
        if drill.waiting_for_remedy:
            form = {"csrf_token": token, "version": str(version), "step": str(right_pick(drill))}
            response = page.request.post(f"{base_url}/deal/{drill_id}/remedy", form=form, headers={"HX-Request": "true"})
        else:
            response = page.request.post(f"{base_url}/deal/{drill_id}/op", form=move_form(drill, token, version),
                                         headers={"HX-Request": "true"})
        assert response.status == 200, response.text()[:400]
    raise AssertionError("the hand did not get there")


def _undercall(seed: int) -> bool:
    """Whether a four-handed no-limit drill at big blind 2 with this seed stops first for chips put forward."""
    from dealerschool.drill import Rate, Settings

    drill = Drill.start(Settings(variant="NT", players=4, big_blind=2, rate=Rate.OFTEN, seed=seed))
    for _ in range(400):
        if drill.waiting_for_ruling or drill.hand_over:
            break
        drill.attempt(*right_move(drill))
    return drill.waiting_for_ruling and " put " in drill.events[drill.ruling_at - 1]


def test_the_pages_read_right(page, base_url, live_app):
    problems = []
    page.on("pageerror", lambda error: problems.append(str(error)))
    page.set_viewport_size({"width": 1280, "height": 800})
    expect.set_options(timeout=20_000)

    page.goto(base_url + "/")
    for use in ("Quizzes", "Dealing drills", "Floor checker"):
        expect(page.get_by_role("heading", name=use)).to_be_visible()
    screenshot(page, "words-home-signed-out")

    page.goto(f"{base_url}/rules/?q=button+straddle")
    expect(page.locator(".not-covered")).to_contain_text("not covered")
    screenshot(page, "words-rules-straddle")
    page.goto(f"{base_url}/rules/?q=odd+chip")
    expect(page.locator("article.rule-card h2").first).to_contain_text("dd chip")
    screenshot(page, "words-rules-odd-chip")

    page.goto(f"{base_url}/floor/?s={floor.encode_link(PREMATURE)}")
    expect(page.locator(".floor-events")).to_contain_text("Seat 2 raises to 20")
    expect(page.locator(".floor-events")).to_contain_text("Seat 3 bets 30")
    screenshot(page, "words-floor-events")

    sign_up(page, base_url, "wordsreader")
    page.goto(base_url + "/")
    expect(page.get_by_role("heading", name="Dealing drills")).to_be_visible()
    screenshot(page, "words-home-signed-in")

    # An amount question answered wrong: the feedback works the rule on the question's own numbers.
    page.goto(f"{base_url}/quiz/")
    page.locator("select[name=game]").select_option("holdem")
    page.locator("select[name=kind]").select_option("amount")
    page.locator("input[name=count]").fill("3")
    page.get_by_role("button", name="Start the quiz").click()
    for _ in range(3):
        expect(page.locator(".crumbs")).to_be_visible()
        field = page.locator('input[name="answer"]')
        if field.count() != 1:
            break
        field.fill("1")
        page.keyboard.press("Enter")
        expect(page.locator(".verdict")).to_be_visible()
        if page.locator(".worked").count():
            expect(page.locator(".worked")).to_contain_text("Here:")
            screenshot(page, "words-feedback-amount")
            break
        page.keyboard.press("n")

    # A drill: one refused step, then on to the push, then the hand over with its mistakes in words.
    drill_id = start_drill(page, base_url, "NT", players="4", seed="9")
    page.goto(f"{base_url}/deal/{drill_id}")
    page.wait_for_load_state("load")
    page.keyboard.press("b")  # a burn before the blinds: refused, said in words
    expect(page.locator(".verdict")).to_contain_text("You burned a card: the dealer had to")
    screenshot(page, "words-deal-refused")
    deal_until(page, base_url, live_app, drill_id, lambda drill: right_move(drill)[3] is not None)
    page.goto(f"{base_url}/deal/{drill_id}")
    expect(page.locator("#push-form legend")).to_contain_text(re.compile(r"Push the (main|first side) pot \(\d"))
    screenshot(page, "words-deal-push")
    deal_until(page, base_url, live_app, drill_id, lambda drill: False)
    page.goto(f"{base_url}/deal/{drill_id}")
    expect(page.locator(".hand-score")).to_contain_text("You burned a card. The dealer had to")
    expect(page.locator("details.events")).not_to_contain_text("checks or calls")
    screenshot(page, "words-deal-hand-over")
    page.get_by_role("button", name="Next hand").click()  # the hand is kept (and on the progress page)
    expect(page.locator("h1.question-title")).to_contain_text("Hand 2")

    # A player silently puts chips forward: the hand stops for the floor, the mistake says who did what and
    # the chips are drawn by the seat.
    seed = next(seed for seed in range(60) if _undercall(seed))
    undercall_id = start_drill(page, base_url, "NT", players="4", seed=str(seed), rate="often")
    waiting = deal_until(page, base_url, live_app, undercall_id, lambda drill: drill.waiting_for_ruling)
    assert waiting.waiting_for_ruling
    page.goto(f"{base_url}/deal/{undercall_id}")
    expect(page.locator("legend.prompt")).to_contain_text("silently put forward")
    assert page.locator("svg.table g.loose-chips").count() >= 1
    screenshot(page, "words-deal-undercall")
    # Ruled (right), the remedy carried out and the hand dealt to its end; its review shows the chips again
    # at the ruling's step.
    page.keyboard.press(str([code for code, _ in waiting.ruling_options()].index(waiting.ruling().code.value) + 1))
    page.keyboard.press("Enter")
    expect(page.locator(".ruling-verdict, details.explanation").first).to_contain_text("Ruling right")
    over = deal_until(page, base_url, live_app, undercall_id, lambda drill: False)
    page.goto(f"{base_url}/deal/{undercall_id}")
    page.get_by_role("button", name="Next hand").click()
    expect(page.locator("h1.question-title")).to_contain_text("Hand 2")
    page.goto(f"{base_url}/deal/{undercall_id}/hands/1?step={over.ruling_at}")
    expect(page.locator("h1.question-title")).to_contain_text("silently puts")
    assert page.locator("svg.table g.loose-chips").count() >= 1
    screenshot(page, "words-review-undercall")

    # A stud table draws no dealer button.
    stud_id = start_drill(page, base_url, "F7S", players="5")
    page.goto(f"{base_url}/deal/{stud_id}")
    expect(page.locator("svg.table").first).to_be_attached()
    assert page.locator("svg.table g.button").count() == 0
    screenshot(page, "words-deal-stud")

    page.goto(f"{base_url}/progress/")
    expect(page.locator("section.plots").last).to_contain_text("Texas hold'em, no-limit")
    assert "NT" not in json.dumps(page.locator("section.plots").last.inner_text())
    screenshot(page, "words-progress")
    assert not problems, problems
