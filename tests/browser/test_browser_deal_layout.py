"""Browser journey (Playwright, Debian's Chromium): the drawing of the table a drill step's partial has, and its
redraw when the window is resized (or a phone turned) across the stylesheet's width line (40rem).

A step's partial draws only the layout the page showed when it was sent (static/deal.js's X-Table-Layout);
after the window crosses the line, deal.js asks for the play area again (an htmx GET, which changes nothing)
drawn for the new width, and puts back what the trainee had picked or typed in its forms (a seat mode; chips
in the push form, with the cursor). A step sent while the redraw is on its way wins. Screenshots at the width
the page is at, after each redraw: tests/screenshots/deal-layout-*.png."""

from __future__ import annotations

from conftest import SCREENSHOTS
from playwright.sync_api import expect
from test_browser_deal import deal_until, press_move, sign_up_and_start, stored, watch
from test_drill import right_move

from dealerschool.web.deal import KEYS, PUSH_KEY, SEAT_KEYS

SETTLED = ".htmx-request, .htmx-settling, .htmx-swapping, .htmx-added"
DESKTOP = {"width": 1280, "height": 800}
PHONE = {"width": 390, "height": 844}


def shot(page, name: str) -> None:
    """A full-page screenshot at the width the page is at now (conftest's ``screenshot`` resizes the window
    to both widths, which here would redraw the table each time)."""
    SCREENSHOTS.mkdir(exist_ok=True)
    page.screenshot(path=str(SCREENSHOTS / f"deal-layout-{name}.png"), full_page=True)
    width = page.evaluate("document.documentElement.scrollWidth")
    assert width <= page.viewport_size["width"], f"{name} is {width}px wide"


def shows_only(page, layout: str) -> None:
    """The play area has settled with one drawing of the table, of this layout, visible and in the window's width.

    The drawing is waited for first, then the settling: htmx swaps the new play area in (the drawing is then
    visible) and wires its forms a moment later, at the settle; a key pressed inside that window is a plain
    form submission (a 303 and a full page, which draws both layouts). CI failed on that order once."""
    table = page.locator(f"#drill figure.one-layout svg.table.{layout}")
    expect(table).to_be_visible()
    expect(page.locator(SETTLED)).to_have_count(0)
    expect(page.locator("#drill figure.one-layout svg.table")).to_have_count(1)
    box = table.bounding_box()
    assert box is not None and box["width"] <= page.viewport_size["width"]


def test_a_step_draws_one_layout_and_a_resize_across_the_line_redraws_it(page, base_url, live_app):
    problems = watch(page)
    gets: list[dict[str, str]] = []
    page.on("request", lambda request: gets.append(request.headers)
            if request.method == "GET" and request.headers.get("hx-request") == "true" else None)
    drill_id = sign_up_and_start(page, base_url, "layoutdealer", "NT", 6, "none", 3)
    expect(page.locator("#drill svg.table")).to_have_count(2)  # the full page: both, the stylesheet picks
    expect(page.locator("#drill")).to_have_attribute("data-url", f"/deal/{drill_id}")

    # A step at desktop width: the wide table alone. Then the window narrows to a phone's: the tall one.
    drill, version = stored(live_app, drill_id)
    press_move(page, drill, version)
    expect(page.locator(".verdict")).to_contain_text("Right")
    shows_only(page, "wide")
    shot(page, "step-at-desktop")
    page.set_viewport_size(PHONE)
    shows_only(page, "tall")
    expect(page.locator(".verdict")).to_contain_text("Right")  # the same play area, drawn again
    assert stored(live_app, drill_id)[1] == version + 1  # the GET changed nothing
    assert gets and gets[-1].get("x-table-layout") == "tall"
    shot(page, "resized-to-phone")
    page.set_viewport_size(DESKTOP)
    shows_only(page, "wide")
    assert gets[-1].get("x-table-layout") == "wide"
    shot(page, "resized-back-to-desktop")

    # A step at phone width draws the tall table alone; back at desktop width it becomes the wide one.
    page.set_viewport_size(PHONE)
    shows_only(page, "tall")
    drill, version = stored(live_app, drill_id)
    press_move(page, drill, version)
    expect(page.locator(".verdict")).to_contain_text("Right")
    shows_only(page, "tall")
    shot(page, "step-at-phone")
    requests = len(gets)
    page.set_viewport_size({"width": 360, "height": 740})  # narrower, still a phone: nothing to redraw
    shows_only(page, "tall")
    page.set_viewport_size(DESKTOP)
    shows_only(page, "wide")
    assert len(gets) == requests + 1

    # The seat mode the trainee picked (a key, not yet used) is still picked after the redraw, and the next
    # step goes from the redrawn page.
    page.keyboard.press(SEAT_KEYS["deal-up"])
    expect(page.locator(f'input[data-mode-key="{SEAT_KEYS["deal-up"]}"]')).to_be_checked()
    page.set_viewport_size(PHONE)
    shows_only(page, "tall")
    expect(page.locator(f'input[data-mode-key="{SEAT_KEYS["deal-up"]}"]')).to_be_checked()
    shot(page, "mode-kept-at-phone")
    page.set_viewport_size(DESKTOP)
    shows_only(page, "wide")
    drill, version = stored(live_app, drill_id)
    press_move(page, drill, version)
    expect(page.locator(".verdict")).to_contain_text("Right")
    shows_only(page, "wide")

    # At the showdown: chips half typed into the push form when the phone turns are still there, the cursor
    # still in that field, and typing goes on into it.
    drill = deal_until(page, live_app, drill_id, stop=lambda drill: drill.table().showdown_due)
    assert drill.table().showdown_due
    shows_only(page, "wide")
    page.keyboard.press(PUSH_KEY)
    page.keyboard.type("12")
    first = page.locator("#push-form input[data-focus-key]")
    expect(first).to_be_focused()
    page.set_viewport_size(PHONE)
    shows_only(page, "tall")
    expect(first).to_have_value("12")
    expect(first).to_be_focused()
    page.keyboard.type("3")
    expect(first).to_have_value("123")
    shot(page, "push-amount-kept-at-phone")
    assert stored(live_app, drill_id)[0].events == drill.events
    assert not problems, problems


def test_a_step_sent_while_a_redraw_is_on_its_way_wins(page, base_url, live_app):
    """The window crosses the line, and a step is sent before the redraw's GET has come back. Both responses
    are held (each read from the server at once), and the redraw's, the table before the step, is let through
    first: it is not swapped in, so the step's own table (htmx swaps it into the element it was sent from)
    is not lost, and the page is at the drill's version, drawn for the width the step was sent at."""
    problems = watch(page)
    drill_id = sign_up_and_start(page, base_url, "racedealer", "NT", 6, "none", 3)
    drill, version = stored(live_app, drill_id)
    press_move(page, drill, version)
    shows_only(page, "wide")
    held: dict[str, tuple] = {}
    page.route(f"{base_url}/deal/{drill_id}", lambda route: held.setdefault("redraw", (route, route.fetch())))
    page.route(f"{base_url}/deal/{drill_id}/op", lambda route: held.setdefault("step", (route, route.fetch())))
    page.set_viewport_size(PHONE)
    drill, version = stored(live_app, drill_id)
    word, seat, up, _ = right_move(drill)
    page.wait_for_function("() => document.body.classList.contains('htmx-request')")  # the redraw is on its way
    page.keyboard.press(KEYS[word] if seat is None else SEAT_KEYS["deal-up" if up else word])
    if seat is not None:
        page.keyboard.press(str(seat % 10))
    expect(page.locator("form.dealer.htmx-request")).to_have_count(1)  # the step is on its way too
    for _ in range(50):
        if len(held) == 2:
            break
        page.wait_for_timeout(100)
    assert set(held) == {"redraw", "step"} and stored(live_app, drill_id)[1] == version + 1
    assert f'data-version="{version}"' in held["redraw"][1].text()
    for name in ("redraw", "step"):
        route, response = held[name]
        route.fulfill(response=response)
        page.wait_for_timeout(300)
    expect(page.locator(SETTLED)).to_have_count(0)
    expect(page.locator(f'#drill[data-version="{version + 1}"]')).to_be_attached()
    shows_only(page, "tall")  # the step was sent at phone width
    expect(page.locator(".verdict")).to_contain_text("Right")
    shot(page, "step-won-over-redraw")
    assert not problems, problems
