"""Browser journey: a floor supervisor builds a premature turn in hold'em, reads the ruling under both
rulebooks, and the shared link shows the same in a new browser context. Screenshots of the floor and
reference pages at desktop and phone width go to the git-ignored tests/screenshots/.

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

if not CHROMIUM.exists():
    if os.environ.get("CI") == "true":
        pytest.fail("CI=true but /usr/bin/chromium is missing: .ci/run must apt-get install chromium", pytrace=False)
    pytest.skip("Debian's Chromium (/usr/bin/chromium) is not installed", allow_module_level=True)

sync_api = pytest.importorskip("playwright.sync_api")
expect = sync_api.expect


@pytest.fixture(scope="module")
def floor_server(tmp_path_factory):
    """The app on a free loopback port, served in a thread for the module's journeys."""
    folder = tmp_path_factory.mktemp("browser-floor")
    app = create_app({"SECRET_KEY": "browser", "INSTANCE_PATH": str(folder), "DATABASE": str(folder / "db.sqlite3")})
    server = make_server("127.0.0.1", 0, app, threaded=True)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_port}"
    server.shutdown()
    thread.join(5)


@pytest.fixture(scope="module")
def chromium(browser):
    """pytest-playwright's browser (Debian's Chromium: conftest's browser_type_launch_args). A second
    sync_playwright() of our own would fail in a process where pytest-playwright's is running already."""
    return browser


def shot(page, name: str) -> None:
    SCREENSHOTS.mkdir(exist_ok=True)
    page.screenshot(path=str(SCREENSHOTS / f"{name}.png"), full_page=True)


def watched(context) -> tuple:
    """A new page in ``context`` and the list its script errors and failed responses are written to (the
    browser asks for /favicon.ico on its own; we serve none)."""
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.on("response", lambda r: errors.append(f"{r.status} {r.url}")
            if r.status >= 400 and not r.url.endswith("/favicon.ico") else None)
    return page, errors


def rulings(page) -> dict[str, str]:
    found = {}
    for book in page.locator("#answer article.book").all():
        found[book.locator("h3").inner_text()] = book.locator(".ruling .code").inner_text()
    return found


def test_floor_supervisor_rules_on_a_premature_turn_and_shares_it(floor_server, chromium):
    context = chromium.new_context(viewport=DESKTOP)
    page, errors = watched(context)
    page.goto(f"{floor_server}/floor/")
    expect(page.get_by_role("heading", name="Floor ruling")).to_be_visible()

    # The table: four players at 1/2 no-limit hold'em, the button on seat 4, seed 22.
    page.get_by_label("Seats", exact=True).select_option("4")
    expect(page.locator("#stack_5")).to_have_count(0)  # the form follows the seat count at once
    page.get_by_label("Button on seat 4").check()
    page.get_by_label("Seed").fill("22")
    # "No ruling yet" is on the page before the table is set too: wait for the set-up's own answer to be
    # swapped in, or the next choice is made on the form the swap then replaces.
    with page.expect_response(lambda response: response.url.endswith("/floor/setup")):
        page.get_by_role("button", name="Set the table").click()
    expect(page.locator("#answer")).to_contain_text("No ruling yet")

    # What happened: the dealer right until seat 3 is to act on the flop, then the turn comes early.
    page.get_by_label("The dealer does everything right until…").select_option(label="flop: decision 3 is due")
    page.get_by_role("button", name="Play to there").click()
    expect(page.locator(".floor-events")).to_contain_text("Seat 2 checks")
    expect(page.locator(".floor-events")).not_to_contain_text("checks or calls")  # the table says which
    page.get_by_role("button", name="A premature card").click()
    expect(page.locator(".differ")).to_contain_text("The rulebooks differ")
    found = rulings(page)
    assert sorted(found.values()) == ["reshuffle-and-redeal", "set-aside-use-river-as-turn"], found
    roberts = page.locator("#answer article.book", has_text="set-aside-use-river-as-turn")
    expect(roberts.locator(".remedy li").first).to_contain_text("aside")
    expect(roberts.locator("svg.table.wide")).to_have_count(1)
    # The address bar is the shareable link too.
    link = page.locator("#share-link").input_value()
    assert page.url.endswith(link.split("/floor/", 1)[1])
    shot(page, "floor-premature-turn-desktop")

    # The link in a new browser context (no cookies), phone-sized: the same rulings.
    phone = chromium.new_context(viewport=PHONE, is_mobile=True)
    shared = phone.new_page()
    shared.goto(link)
    expect(shared.locator(".differ")).to_contain_text("The rulebooks differ")
    assert rulings(shared) == found
    expect(shared.locator(".floor-events li")).to_have_count(page.locator(".floor-events li").count())
    shot(shared, "floor-premature-turn-phone")
    assert not errors, errors
    phone.close()
    context.close()


@pytest.mark.parametrize("path, name", [("/floor/", "floor-start"), ("/rules/?q=premature", "rules-search"),
                                        ("/rules/rule/premature-turn", "rule-premature-turn"),
                                        ("/rules/conflicts", "conflict-register")])
def test_reference_and_floor_pages_at_desktop_and_phone_width(floor_server, chromium, path, name):
    for size, label in ((DESKTOP, "desktop"), (PHONE, "phone")):
        context = chromium.new_context(viewport=size)
        page = context.new_page()
        page.goto(f"{floor_server}{path}")
        expect(page.locator("main h1")).to_be_visible()
        # Nothing runs off the side of a phone.
        overflow = page.evaluate("document.documentElement.scrollWidth - document.documentElement.clientWidth")
        assert overflow <= 1, f"{path} at {label}: {overflow}px wider than the screen"
        shot(page, f"{name}-{label}")
        context.close()


def test_rule_search_as_you_type(floor_server, chromium):
    context = chromium.new_context(viewport=DESKTOP)
    page = context.new_page()
    page.goto(f"{floor_server}/rules/")
    page.get_by_label("Words").fill("premature turn")
    expect(page.locator("#results .count")).to_have_text("1 rule found.")
    page.get_by_label("Game").select_option("stud")
    expect(page.locator("#results .count")).to_have_text("0 rules found.")
    assert "q=premature" in page.url
    context.close()


SETTLED = ".htmx-request, .htmx-settling, .htmx-swapping, .htmx-added"


def test_floor_supervisor_enters_a_short_deck(floor_server, chromium):
    """The deck's own step is on the page: 'The deck found short' with its card rules that the hand plays
    on, and a card that is not one is refused naming the field ('several chips' and 'The next hand
    begins' are checked through the same step route in tests/web/test_web_floor.py)."""
    from dealerschool import floor

    # The table the page will build, worked out here too, to name a card still in the stub.
    form = {"game": "holdem", "structure": "no-limit", "seats": "4", "small_blind": "1", "big_blind": "2",
            "button": "4", "seed": "22", **{f"stack_{n}": "200" for n in range(1, 5)}}
    at_flop = floor.add_step(floor.setup_from_form(form).mapping(), {"step": "until", "moment": "1:decision:1"})
    undealt = str(floor.replayed(at_flop).table.stub[0])

    context = chromium.new_context(viewport=DESKTOP)
    page = context.new_page()
    page.goto(f"{floor_server}/floor/")
    page.get_by_label("Seats", exact=True).select_option("4")
    expect(page.locator("#stack_5")).to_have_count(0)
    page.get_by_label("Button on seat 4").check()
    page.get_by_label("Seed").fill("22")
    with page.expect_response(lambda response: response.url.endswith("/floor/setup")):
        page.get_by_role("button", name="Set the table").click()
    expect(page.locator("#answer")).to_contain_text("No ruling yet")
    page.get_by_label("The dealer does everything right until…").select_option(label="flop: decision 1 is due (first to act)")
    with page.expect_response(lambda response: response.url.endswith("/floor/step")):
        page.get_by_role("button", name="Play to there").click()
    expect(page.locator(SETTLED)).to_have_count(0)
    expect(page.locator(".floor-events li")).not_to_have_count(0)

    # A card that is not a card: refused, the field named, the situation kept.
    missing = page.locator("form.step", has=page.locator("input[name=missing]"))
    missing.locator("input[name=missing]").fill("Zz")
    with page.expect_response(lambda response: response.url.endswith("/floor/step")):
        missing.get_by_role("button", name="Add").click()
    expect(page.locator("#floor-error")).to_contain_text("missing")
    expect(page.locator(SETTLED)).to_have_count(0)

    missing = page.locator("form.step", has=page.locator("input[name=missing]"))
    missing.locator("input[name=missing]").fill(undealt)
    with page.expect_response(lambda response: response.url.endswith("/floor/step")):
        missing.get_by_role("button", name="Add").click()
    expect(page.locator(".floor-events")).to_contain_text("deck is found short")
    expect(page.locator(SETTLED)).to_have_count(0)
    found = rulings(page)
    # TDA 2024 Rule 35-E leaves a fouled deck other than duplicates to the house; the others play on.
    assert found == {"Sources · Robert's Rules": "action-stands", "TDA 2024": "house-rule-decides"}, found
    context.close()

# A floor supervisor builds a deal with two mistakes by clicking (fresh case
# fresh-2026-12-02n/35-a-two-boxed-cards-then-call-said-and-raise-chips: two boxed cards on the deal, then
# seat 3 says "call" and pushes out a raise's worth of chips) and reads a misdeal under both rulebooks that
# settle it.


def posted(page, click) -> None:
    """Click, wait for the step's answer, then for htmx to settle."""
    with page.expect_response(lambda response: "/floor/" in response.url and response.request.method == "POST"):
        click()
    expect(page.locator(SETTLED)).to_have_count(0)


def play_to(page, moment: str) -> None:
    page.get_by_label("The dealer does everything right until…").select_option(moment)
    posted(page, page.get_by_role("button", name="Play to there").click)


def set_four_handed(page, stack: str, blinds: tuple[str, str], stub: str) -> None:
    """The set-up form filled as a floor person fills it: four seats of ``stack``, the blinds, the button on
    seat 4, the top of the stub; then the table set."""
    set_table(page, [stack] * 4, blinds, stub=stub)


def set_table(page, stacks: list[str], blinds: tuple[str, str], *, stub: str = "", seed: str = "") -> None:
    """The set-up form filled for one seat a stack, the blinds, the button on the last seat, the top of the
    stub or the seed; then the table set."""
    seats = len(stacks)
    posted(page, lambda: page.get_by_label("Seats", exact=True).select_option(str(seats)))
    expect(page.locator(f"#stack_{seats + 1}")).to_have_count(0)
    for n, stack in enumerate(stacks, start=1):
        page.locator(f"#stack_{n}").fill(stack)
    page.get_by_label("Small blind", exact=True).fill(blinds[0])
    page.get_by_label("Big blind", exact=True).fill(blinds[1])
    page.get_by_label(f"Button on seat {seats}").check()
    page.locator("#f-stub").fill(stub)
    if seed:
        page.locator("#f-seed").fill(seed)
    posted(page, page.get_by_role("button", name="Set the table").click)
    expect(page.locator("#answer")).to_contain_text("No ruling yet")


def shared_on_a_phone(browser, page, found: dict[str, str], errors: list[str], name: str) -> None:
    """The built page at desktop width, then its link opened on a phone: the remedy shown, the same rulings,
    nothing wider than either screen, no script error or failed response; a screenshot of each."""
    expect(page.locator("#answer article.book .remedy li").first).to_be_visible()
    overflow = page.evaluate("document.documentElement.scrollWidth - document.documentElement.clientWidth")
    assert overflow <= 1, f"desktop: {overflow}px wider than the screen"
    shot(page, f"{name}-desktop")
    phone = browser.new_context(viewport=PHONE, is_mobile=True)
    shared = phone.new_page()
    shared.goto(page.locator("#share-link").input_value())
    assert rulings(shared) == found
    overflow = shared.evaluate("document.documentElement.scrollWidth - document.documentElement.clientWidth")
    assert overflow <= 1, f"phone: {overflow}px wider than the screen"
    shot(shared, f"{name}-phone")
    assert not errors, errors
    phone.close()


def test_floor_supervisor_builds_two_boxed_cards_then_words_and_chips(floor_server, browser):
    context = browser.new_context(viewport=DESKTOP)
    page, errors = watched(context)
    page.goto(f"{floor_server}/floor/")
    set_four_handed(page, "20000", ("100", "200"), "As9cKdQh8dJc2c3d4h5s6c7d8h9s")

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
    shared_on_a_phone(browser, page, found, errors, "floor-two-mistakes")
    context.close()


# A floor supervisor builds a wrong count by clicking (fresh case
# fresh-2026-12-02q/q25-plo-wrong-count-call-binds-full-raise: pot-limit Omaha, flop: seat 1 bets 60, seat 2
# raises to 250, the dealer tells seat 1 the bet is 200 and he says "call") and reads that he must call the
# full 250 under both rulebooks the case settles.


def test_floor_supervisor_builds_a_wrong_count_in_pot_limit_omaha(floor_server, browser):
    context = browser.new_context(viewport=DESKTOP)
    page, errors = watched(context)
    page.goto(f"{floor_server}/floor/")
    posted(page, lambda: page.get_by_label("Game", exact=True).select_option("omaha"))
    posted(page, lambda: page.get_by_label("Structure", exact=True).select_option("pot-limit"))
    set_four_handed(page, "1000", ("25", "50"), "As9c2cThKs9h3cTcQd8c4dJhJd7h5dJc6sAh8d3h2dKc4sQs")

    # Preflop: seats 3 and 4 fold, the small blind calls, the big blind checks.
    play_to(page, "0:decision:1")
    actions = page.locator(".step.actions")
    for name in ("Fold", "Fold", "Call", "Check"):
        posted(page, actions.get_by_role("button", name=name, exact=True).click)
    # The flop: seat 1 bets 60, seat 2 raises to 250.
    play_to(page, "1:decision:1")
    bet = actions.locator("form", has=page.get_by_role("button", name="Bet", exact=True))
    bet.locator("input[name=amount]").fill("60")
    posted(page, bet.get_by_role("button", name="Bet", exact=True).click)
    raised = actions.locator("form", has=page.get_by_role("button", name="Raise", exact=True))
    raised.locator("input[name=amount]").fill("250")
    posted(page, raised.get_by_role("button", name="Raise", exact=True).click)

    # A wrong count first refused for its amount, the field named and the situation kept.
    count = page.locator("form.step", has=page.locator("input[name=step][value=count]"))
    count.locator("input[name=amount]").fill("two hundred")
    posted(page, count.get_by_role("button", name="Add").click)
    expect(page.locator("#floor-error")).to_contain_text("amount")
    expect(page.locator(".floor-events li").last).to_contain_text("250")
    errors.remove(f"400 {floor_server}/floor/step")  # that refusal, and only it, was meant
    # The dealer tells seat 1 the bet is 200; seat 1 says "call".
    count = page.locator("form.step", has=page.locator("input[name=step][value=count]"))
    count.locator("input[name=amount]").fill("200")
    posted(page, count.get_by_role("button", name="Add").click)
    spoken = page.locator("form.step", has=page.locator("select[name=word]"))
    spoken.locator("select[name=word]").select_option("call")
    posted(page, spoken.get_by_role("button", name="Add").click)

    expect(page.locator(".floor-events li").last).to_contain_text("call")
    # Ten events overflow the desktop's event box: the one just added must be in its view, not below it.
    hidden = page.evaluate("""() => {
        const box = document.querySelector('.floor-events-box').getBoundingClientRect();
        const last = document.querySelector('.floor-events li:last-child').getBoundingClientRect();
        return last.bottom - box.bottom; }""")
    assert hidden <= 1, f"the last event is {hidden}px below the event box's view"
    found = rulings(page)
    # The case settles TDA 2024 and Robert's Rules; the seeds ("Sources") rule with them here.
    settled = {book: code for names, code in found.items() for book in names.split(" · ")}
    assert settled.get("TDA 2024") == settled.get("Robert's Rules") == "must-call-full-amount", found
    shared_on_a_phone(browser, page, found, errors, "floor-wrong-count")
    context.close()


# A floor supervisor sets up the blinds situations with the set-up form's own controls (issue 15): a tournament
# table where seat 3, last hand's small blind, busted (fresh-2026-12-02zd/01: the dead button goes onto his empty
# seat), and a cash game where seat 5 comes back having missed the small blind only (fix-blinds/01). A choice
# the table cannot take (a returning player in an empty seat) is refused first, naming its field.


def test_floor_supervisor_sets_up_a_dead_button_and_a_returning_player(floor_server, browser):
    context = browser.new_context(viewport=DESKTOP)
    page, errors = watched(context)
    page.goto(f"{floor_server}/floor/")

    # Tournament, six seats, blinds 50/100; seat 3 busted last hand (his stack blank), last hand's blinds 3 and 4.
    page.get_by_label("Small blind", exact=True).fill("50")
    page.get_by_label("Big blind", exact=True).fill("100")
    for n in range(1, 7):
        page.locator(f"#stack_{n}").fill("" if n == 3 else "5000")
    page.get_by_label("Play", exact=True).select_option("tournament")
    page.get_by_label("Seed").fill("7")
    page.get_by_label("place the button from last hand's blinds").check()
    page.get_by_label("Last hand's small blind: seat").select_option("3")
    page.get_by_label("Last hand's big blind: seat").select_option("4")
    # First a returning player in the empty seat: refused, the field named, the form kept as typed.
    page.get_by_label("Seat 3: back from missed blinds, or new").select_option("missed-both")
    posted(page, page.get_by_role("button", name="Set the table").click)
    expect(page.locator("#floor-error")).to_contain_text("status_3")
    expect(page.locator("#floor-error")).to_contain_text("seat 3 is empty")
    expect(page.get_by_label("Last hand's big blind: seat")).to_have_value("4")
    errors.remove(f"400 {floor_server}/floor/setup")  # that refusal, and only it, was meant
    page.get_by_label("Seat 3: back from missed blinds, or new").select_option("")
    posted(page, page.get_by_role("button", name="Set the table").click)
    expect(page.locator("#floor-error")).to_have_count(0)
    play_to(page, "0:decision:1")
    found = rulings(page)
    assert set(found.values()) == {"dead-button"}, found
    expect(page.locator("#answer")).to_contain_text("seat 3")
    shared_on_a_phone(browser, page, found, errors, "floor-dead-button")

    # A cash game: seat 5 is back, having missed the small blind only; the button on seat 1.
    page.goto(f"{floor_server}/floor/")
    page.get_by_label("Button on seat 1").check()
    page.get_by_label("Seed").fill("7")
    page.get_by_label("Seat 5: back from missed blinds, or new").select_option("missed-small")
    posted(page, page.get_by_role("button", name="Set the table").click)
    play_to(page, "0:decision:1")
    found = rulings(page)
    settled = {book: code for names, code in found.items() for book in names.split(" · ")}
    assert settled["Sources"] == "post-missed-blinds-after-button", found
    shared_on_a_phone(browser, page, found, errors, "floor-missed-small-blind")
    context.close()


# A floor supervisor builds a pot-limit overbet gathered into the pot before the burn (fix-bets/05: on the flop
# seat 1 pushes out 3200 into a pot of 2800, seat 2 folds, seats 3 and 4 call, the dealer collects the bets) with
# the dealer's next step (issue 15): 'until' runs on past the collection to the turn, the step stops there. While
# a player is to act the step is disabled and says why.


def test_floor_supervisor_stops_the_dealer_after_the_bets_are_gathered(floor_server, browser):
    context = browser.new_context(viewport=DESKTOP)
    page, errors = watched(context)
    page.goto(f"{floor_server}/floor/")
    posted(page, lambda: page.get_by_label("Game", exact=True).select_option("omaha"))
    posted(page, lambda: page.get_by_label("Structure", exact=True).select_option("pot-limit"))
    set_four_handed(page, "10000", ("100", "200"), "")
    page.get_by_label("Seed").fill("24")
    posted(page, page.get_by_role("button", name="Set the table").click)

    # Preflop: seat 3 raises to 700, everyone calls.
    play_to(page, "0:decision:1")
    actions = page.locator(".step.actions")
    raised = actions.locator("form", has=page.get_by_role("button", name="Raise", exact=True))
    raised.locator("input[name=amount]").fill("700")
    posted(page, raised.get_by_role("button", name="Raise", exact=True).click)
    for _ in range(3):
        posted(page, actions.get_by_role("button", name="Call", exact=True).click)
    # The flop: seat 1 pushes out 3200 without a word; the dealer's step waits for him and says so.
    play_to(page, "1:decision:1")
    dealer = page.locator("form.step", has=page.locator("input[name=step][value=dealer]"))
    expect(dealer.get_by_role("button")).to_be_disabled()
    expect(dealer).to_contain_text("seat 1 is to act: the dealer waits for the decision")
    chips = page.locator("form.step", has=page.locator("select[name=how]"))
    chips.locator("select[name=seat]").select_option("1")
    chips.locator("input[name=amount]").fill("3200")
    posted(page, chips.get_by_role("button", name="Add").click)
    posted(page, actions.get_by_role("button", name="Fold", exact=True).click)
    for _ in range(2):
        posted(page, actions.get_by_role("button", name="Call", exact=True).click)
    # The dealer gathers the bets, and no more: the burn is still to come.
    dealer = page.locator("form.step", has=page.locator("input[name=step][value=dealer]"))
    expect(dealer.get_by_role("button")).to_have_text("The dealer's next step: collect the bets into the pot")
    posted(page, dealer.get_by_role("button").click)
    expect(page.locator(".floor-events li").last).to_contain_text("collect")
    expect(dealer.get_by_role("button")).to_contain_text("burn")

    found = rulings(page)
    settled = {book: code for names, code in found.items() for book in names.split(" · ")}
    assert settled.get("TDA 2024") == "correct-bet-amount", found
    shared_on_a_phone(browser, page, found, errors, "floor-dealer-next-step")
    context.close()


# A floor supervisor builds TDA 2024 Illustration Addendum 52-B, example 2, by clicking (fix-potsaid/03: pot-limit
# Omaha 500-1000, four players in for 2,625 each, a 10,500 pot on the flop; seat 1 asks for the pot, the dealer
# says 9,500, seat 1 pushes out 9,500 and seat 2 folds) and reads that the bet is made up to the pot. A word the
# table cannot take ("pot" with an amount) is refused first, naming its field.


def test_floor_supervisor_builds_a_short_pot_count_in_pot_limit_omaha(floor_server, browser):
    context = browser.new_context(viewport=DESKTOP)
    page, errors = watched(context)
    page.goto(f"{floor_server}/floor/")
    posted(page, lambda: page.get_by_label("Game", exact=True).select_option("omaha"))
    posted(page, lambda: page.get_by_label("Structure", exact=True).select_option("pot-limit"))
    set_table(page, ["40000"] * 4, ("500", "1000"), seed="307")

    # Preflop: seat 3 raises to 2,625 and everyone calls.
    play_to(page, "0:decision:1")
    actions = page.locator(".step.actions")
    raised = actions.locator("form", has=page.get_by_role("button", name="Raise", exact=True))
    raised.locator("input[name=amount]").fill("2625")
    posted(page, raised.get_by_role("button", name="Raise", exact=True).click)
    for _ in range(3):
        posted(page, actions.get_by_role("button", name="Call", exact=True).click)
    play_to(page, "1:decision:1")

    # "Pot" names no amount: refused, the field named, the situation kept.
    spoken = page.locator("form.step", has=page.locator("select[name=word]"))
    spoken.locator("select[name=word]").select_option("pot")
    spoken.locator("input[name=amount]").fill("9500")
    posted(page, spoken.get_by_role("button", name="Add").click)
    expect(page.locator("#floor-error")).to_contain_text("amount")
    errors.remove(f"400 {floor_server}/floor/step")  # that refusal, and only it, was meant
    # The dealer's count: a bet of the pot makes it 9,500 (it is 10,500).
    count = page.locator("form.step", has=page.locator("input[name=step][value=count]"))
    count.locator("select[name=of]").select_option("pot")
    count.locator("input[name=amount]").fill("9500")
    posted(page, count.get_by_role("button", name="Add").click)
    expect(page.locator(".floor-events li").last).to_contain_text("9500")
    # Seat 1 pushes out the 9,500 he was told; seat 2 folds.
    chips = page.locator("form.step", has=page.locator("select[name=how]"))
    chips.locator("select[name=seat]").select_option("1")
    chips.locator("input[name=amount]").fill("9500")
    posted(page, chips.get_by_role("button", name="Add").click)
    posted(page, actions.get_by_role("button", name="Fold", exact=True).click)

    found = rulings(page)
    settled = {book: code for names, code in found.items() for book in names.split(" · ")}
    # One fold is no substantial action (TDA 2024 Rule 52-B; Addendum 52-B, example 2): made up to the pot.
    assert settled.get("TDA 2024") == "correct-bet-amount", found
    expect(page.locator("#answer")).to_contain_text("10,500")
    shared_on_a_phone(browser, page, found, errors, "floor-pot-count")
    context.close()


# A floor supervisor builds chips found behind an all-in with a side pot (fix-chips62/13: seat 3 all in for 300 on
# the button, seat 1 all in for 500 over him, seat 2 calls; at the showdown 200 are found behind seat 3) with the
# chips-behind control, ruled part of the accepted action (TDA 2024 Rules 62 and 49): the all-in was 500, so seat
# 1's 500 is a call of it and seat 3's aces play for one pot of 1,500, not a 900 main pot.


def test_floor_supervisor_builds_chips_found_behind_an_all_in_with_a_side_pot(floor_server, browser):
    context = browser.new_context(viewport=DESKTOP)
    page, errors = watched(context)
    page.goto(f"{floor_server}/floor/")
    set_table(page, ["500", "1000", "300"], ("10", "20"), stub="KcQcAsKdQdAh3s8h9c4d5sJs6c2h")

    # Preflop: seat 3 moves all in for 300, seat 1 all in for 500, seat 2 calls.
    play_to(page, "0:decision:1")
    actions = page.locator(".step.actions")
    raised = actions.locator("form", has=page.get_by_role("button", name="Raise", exact=True))
    for amount in ("300", "500"):
        raised.locator("input[name=amount]").fill(amount)
        posted(page, raised.get_by_role("button", name="Raise", exact=True).click)
    posted(page, actions.get_by_role("button", name="Call", exact=True).click)
    # The hands are tabled and the board run out, the dealer's next step each.
    play_to(page, "showdown")
    showdown = page.locator("form.step", has=page.locator("input[name=step][value=showdown]"))
    for seat in ("1", "2", "3"):
        showdown.locator("select[name=seat]").select_option(seat)
        showdown.locator("select[name=how]").select_option("show")
        posted(page, showdown.get_by_role("button", name="Add").click)
    dealer = page.locator("form.step", has=page.locator("input[name=step][value=dealer]"))
    for _ in range(8):
        posted(page, dealer.get_by_role("button").click)
    # 200 found behind seat 3; the TD rules them part of the accepted action.
    behind = page.locator("form.step", has=page.locator("input[name=step][value=chips-behind]"))
    behind.locator("select[name=seat]").select_option("3")
    behind.locator("input[name=amount]").fill("200")
    behind.locator("select[name=finding]").select_option("accepted")
    posted(page, behind.get_by_role("button", name="Add").click)
    expect(page.locator(".floor-events li").last).to_contain_text("p3 chips behind 200 accepted")

    found = rulings(page)
    settled = {book: code for names, code in found.items() for book in names.split(" · ")}
    assert settled.get("TDA 2024") == "must-call-full-amount", found
    expect(page.locator("#answer")).to_contain_text("main pot 1,500 (seats 1, 2, 3 can win it)")
    expect(page.locator("#answer")).to_contain_text("Seat 1: 500 toward it (was 300), 0 beyond it (was 200)")
    shared_on_a_phone(browser, page, found, errors, "floor-chips-behind")
    context.close()
