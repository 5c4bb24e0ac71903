"""Browser: an htmx request that fails shows a message, never nothing (static/errors.js; the CSP allows no
inline script). A real 503 from a database whose write lock another program holds, a 500 with no body and
a server that cannot be reached, each after a click that htmx sends."""

from __future__ import annotations

import sqlite3

from playwright.sync_api import expect


def sign_up_and_start_a_quiz(page, base_url, name):
    page.goto(f"{base_url}/auth/sign-up")
    page.get_by_label("User name").fill(name)
    page.get_by_label("Password").fill("a long passphrase")
    page.get_by_role("button", name="Sign up").click()
    page.locator("select[name=kind]").select_option("ruling")
    page.locator("input[name=count]").fill("2")
    page.get_by_role("button", name="Start the quiz").click()
    expect(page.locator(".crumbs")).to_contain_text("question 1 of 2")
    page.wait_for_load_state("load")  # the deferred scripts (htmx, errors.js) have run


def test_a_busy_database_shows_its_message_after_an_htmx_answer(page, base_url, live_app):
    problems = []
    page.on("pageerror", lambda error: problems.append(str(error)))
    sign_up_and_start_a_quiz(page, base_url, "busytrainee")
    holder = sqlite3.connect(live_app.config["DATABASE"], isolation_level=None)
    holder.execute("BEGIN IMMEDIATE")  # another program writing: the answer cannot be stored
    try:
        page.locator("body").press("1")
        page.keyboard.press("Enter")
        alert = page.locator("#request-error")
        expect(alert).to_be_visible()
        expect(alert).to_contain_text("busy")
        expect(page.locator(".verdict")).to_have_count(0)  # nothing was stored, nothing claims it was
    finally:
        holder.execute("ROLLBACK")
        holder.close()
    page.keyboard.press("Enter")  # the same answer again, now stored: the message goes
    expect(page.locator(".verdict")).to_be_visible()
    expect(page.locator("#request-error")).to_have_count(0)
    assert not problems, problems


def test_a_bare_500_and_an_unreachable_server_each_show_a_message(page, base_url):
    page.goto(f"{base_url}/floor/")
    page.wait_for_load_state("load")
    page.route("**/floor/setup", lambda route: route.fulfill(status=500, body=""))
    page.locator("#f-seats").select_option("5")
    alert = page.locator("#request-error")
    expect(alert).to_contain_text("could not answer (500")
    page.get_by_role("button", name="Dismiss").click()
    expect(alert).to_have_count(0)
    page.unroute("**/floor/setup")
    page.route("**/floor/setup", lambda route: route.abort())
    page.locator("#f-seats").select_option("4")
    expect(alert).to_contain_text("could not be reached")
