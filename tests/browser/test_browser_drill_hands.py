"""Browser journey (Playwright, Debian's Chromium): a drill hand counts the moment it is over.

A trainee deals a three-handed hold'em hand to the end by keys and, without pressing "Next hand", opens My
progress: the hand is there, with a review link. Back at the table, "Deal it again" (A): a wrong key first,
then the same hand to the end; My progress keeps the first deal's result and lists the second as a repeat.
"Next hand" (N), a few steps, and the trainee walks away: My progress lists the hand as unfinished, and its
review shows it as the dealer saw it. The instructor's report on the trainee counts the same hands, and
reviews the unfinished one with every card shown. Screenshots at desktop and phone width
(tests/screenshots/drill-hands-*.png)."""

from __future__ import annotations

from conftest import screenshot
from playwright.sync_api import expect
from test_browser_deal import deal_until, press_move, sign_up_and_start, stored, watch
from werkzeug.security import generate_password_hash

from dealerschool import store


def test_a_hand_counts_when_it_is_over_and_an_unfinished_one_is_kept(page, base_url, live_app):
    problems = watch(page)
    drill_id = sign_up_and_start(page, base_url, "handcounter", "NT", 3, "none", 21)
    first = deal_until(page, live_app, drill_id)
    assert first.hand_over
    expect(page.get_by_role("heading", name="Hand over")).to_be_visible()
    expect(page.locator(".hint", has_text="Finished hands")).to_contain_text("hand 1")
    screenshot(page, "drill-hands-over")

    # No "Next hand": the hand is on My progress already, with its review.
    page.get_by_role("link", name="My progress").click()
    dealing = page.locator("#dealing")
    expect(dealing.locator(".score")).to_have_text("1 hand dealt.")
    score = first.score()
    row = dealing.locator(".finished-hands tbody tr")
    expect(row).to_have_count(1)
    expect(row).to_contain_text(f"{score['right_first_time']} of {score['operations']}")
    screenshot(page, "drill-hands-progress-counted")
    row.get_by_role("link", name=f"Drill {drill_id}, hand 1").click()
    expect(page.locator(".crumbs")).to_contain_text("every card shown")
    expect(page.locator(".score")).to_contain_text(f"{score['right_first_time']} of {score['operations']}")

    # Deal it again: a wrong key first (a burn before the blinds), then the hand to the end.
    page.goto(f"{base_url}/deal/{drill_id}")
    _, version = stored(live_app, drill_id)
    page.keyboard.press("a")
    expect(page.locator(f'#drill[data-version="{version + 1}"]')).to_be_attached()
    again, version = stored(live_app, drill_id)
    assert again.deal == 2 and not again.hand_over
    page.keyboard.press("b")
    expect(page.locator(".verdict")).to_contain_text("Refused")
    expect(page.locator(f'#drill[data-version="{version + 1}"]')).to_be_attached()
    repeat = deal_until(page, live_app, drill_id)
    assert repeat.hand_over and repeat.score()["right_first_time"] < repeat.score()["operations"]
    expect(page.locator(".hint", has_text="Finished hands")).to_contain_text("hand 1 again")

    # The next hand, a few steps into it, and the trainee leaves.
    _, version = stored(live_app, drill_id)
    page.keyboard.press("n")
    expect(page.locator(f'#drill[data-version="{version + 1}"]')).to_be_attached()
    for _ in range(3):
        drill, version = stored(live_app, drill_id)
        press_move(page, drill, version)
    left, _ = stored(live_app, drill_id)
    assert left.hand_number == 1 and not left.hand_over and left.started

    page.get_by_role("link", name="My progress").click()
    expect(dealing.locator(".score")).to_have_text("1 hand dealt; 1 dealt again (repeats, not counted); 1 unfinished.")
    expect(dealing.locator(".results").first).to_contain_text(f"{score['right_first_time'] / score['operations']:.0%}")
    expect(dealing.locator(".finished-hands tbody tr").first).to_contain_text("(repeat)")
    expect(dealing.locator(".unfinished-hands li")).to_contain_text(f"Drill {drill_id}, hand 2")
    screenshot(page, "drill-hands-progress")
    dealing.locator(".unfinished-hands").get_by_role("link").click()
    expect(page.locator(".crumbs")).to_contain_text("unfinished")
    expect(page.locator(".crumbs")).to_contain_text("as the dealer saw it")
    expect(page.get_by_role("link", name="Deal on")).to_be_visible()
    screenshot(page, "drill-hands-unfinished-review")

    # The instructor's report counts the same hands and reviews them all, every card shown.
    with live_app.app_context():
        store.create_user(store.get_db(), "handteacher", generate_password_hash("instructor pass"), "instructor",
                          admin=True)
    page.get_by_role("button", name="Sign out").click()
    page.goto(f"{base_url}/auth/sign-in")
    page.get_by_label("User name").fill("handteacher")
    page.get_by_label("Password").fill("instructor pass")
    page.get_by_role("button", name="Sign in").click()
    page.get_by_role("link", name="Instructor", exact=True).click()
    expect(page.locator("tr", has_text="handcounter")).to_be_visible()
    page.get_by_role("link", name="handcounter").click()
    expect(dealing.locator(".score")).to_have_text("1 hand dealt; 1 dealt again (repeats, not counted); 1 unfinished.")
    screenshot(page, "drill-hands-instructor-report")
    dealing.locator(".unfinished-hands").get_by_role("link").click()
    expect(page.locator(".crumbs")).to_contain_text("unfinished")
    expect(page.locator(".crumbs")).to_contain_text("every card shown")
    screenshot(page, "drill-hands-instructor-unfinished")
    assert not problems, problems
