"""Browser journeys (Playwright, Debian's Chromium) for dealing drills, dealt with the keyboard only:

- a six-handed no-limit hold'em hand in which a card is flashed on the deal: the trainee rules it (the right
  ruling, by number key and Enter), carries out the remedy's steps (picking each by number key and Enter, a
  later step first, refused), finishes the hand and pushes the side pots (H to the push form, each winner's
  chips typed, Tab, Enter; a push one chip short refused first), then reviews it step by step and sees it on
  the progress page;
- a seven-card stud hand: the trainee announces the bring-in and who acts first on each street (one refused
  first, with the rule that says why);
- a 2-7 triple draw hand in which a player throws all five cards (the five-card discard rule);
- a hold'em hand with a big blind ante: the ante taken before the blinds is refused with the rule, then
  the blinds and the big blind's ante go in by P, P, A;
- an Omaha/8 hand at the slow pace: the players' actions come one by one and a key pressed before the last
  is shown is taken on the right step; under reduced motion they come at once; the split pot is pushed by
  halves (typed into the half selects), the odd chip given to the low half refused first.

The right key at each step is worked out from the stored drill (the test's answer key). Screenshots of each
key moment at 1280x800 and 390x844 (tests/screenshots/deal-*.png)."""

from __future__ import annotations

from dataclasses import replace

from conftest import screenshot
from playwright.sync_api import expect
from test_drill import right_move, right_pick

from dealerschool import store
from dealerschool.drill import Drill, Settings
from dealerschool.situations.views import Audience, table_view
from dealerschool.table.operations import AnnounceBringIn, AnnounceFirstToAct, PushPot
from dealerschool.web.deal import KEYS, SEAT_KEYS


def stored(live_app, drill_id: int) -> tuple[Drill, int]:
    db = store.connect(live_app.config["DATABASE"])
    try:
        row = db.execute("SELECT state, version FROM drills WHERE id = ?", [drill_id]).fetchone()
    finally:
        db.conn.close()
    return Drill.from_json(row[0]), row[1]


def type_push(page, drill: Drill, payouts, submit: bool = True) -> None:
    """The push form by keyboard: H to its first amount, each in-hand seat's chips (and, hi-lo, its half:
    typed into the select) with Tab between, and Enter on the Push button."""
    table = drill.table()
    seats = [seat + 1 for seat in table.in_hand()]
    hilo = table.game.split
    first: dict[int, object] = {}
    second = []
    for payout in payouts:
        (second.append(payout) if payout.seat in first else first.setdefault(payout.seat, payout))
    page.keyboard.press("h")
    for k, seat in enumerate(seats):
        if k:
            page.keyboard.press("Tab")
        payout = first.get(seat)
        if payout is not None:
            page.keyboard.type(f"{payout.amount:,}")
        if hilo:
            page.keyboard.press("Tab")
            if payout is not None:
                page.keyboard.type(payout.half)
    if hilo:  # the extra row: a seat's second half
        page.keyboard.press("Tab")
        if second:
            page.keyboard.type(f"Seat {second[0].seat}")
        page.keyboard.press("Tab")
        if second:
            page.keyboard.type(str(second[0].amount))
        page.keyboard.press("Tab")
        if second:
            page.keyboard.type(second[0].half)
    page.keyboard.press("Tab")
    expect(page.locator("#push-form button[type=submit]")).to_be_focused()
    if submit:
        page.keyboard.press("Enter")


def press_move(page, drill: Drill, version: int) -> None:
    """Press the keys for the right operation and wait for the table to come back one step on."""
    word, seat, up, payouts = right_move(drill)
    if payouts is not None:
        type_push(page, drill, payouts)
    elif seat is None:
        page.keyboard.press(KEYS[word])
    else:
        page.keyboard.press(SEAT_KEYS["deal-up" if up else word])
        page.keyboard.press(str(seat % 10))
    expect(page.locator(f'#drill[data-version="{version + 1}"]')).to_be_attached()
    # The new table is in the page before htmx has finished settling it; a key pressed inside that window
    # (milliseconds: a test, not a person, is that fast) could be lost, failing 1 clean run in 5 here.
    expect(page.locator(".htmx-request, .htmx-settling, .htmx-swapping, .htmx-added")).to_have_count(0)


def deal_until(page, live_app, drill_id: int, stop=lambda drill: False, limit: int = 400) -> Drill:
    for _ in range(limit):
        drill, version = stored(live_app, drill_id)
        if drill.waiting_for_ruling or drill.hand_over or stop(drill):
            return drill
        if drill.waiting_for_remedy:
            pick_step(page, right_pick(drill), version)
            expect(page.locator(".verdict")).to_contain_text("Right")
            continue
        press_move(page, drill, version)
        expect(page.locator(".verdict")).to_contain_text("Right")
    raise AssertionError("the hand did not end")


def pick_step(page, number: int, version: int) -> None:
    """Pick a remedy step the trainee's way: its number key, then Enter; wait for the table to come back."""
    page.keyboard.press(str(number))
    expect(page.locator(f'form.remedy input[data-key="{number}"]')).to_be_checked()
    page.keyboard.press("Enter")
    expect(page.locator(f'#drill[data-version="{version + 1}"]')).to_be_attached()
    expect(page.locator(".htmx-request, .htmx-settling, .htmx-swapping, .htmx-added")).to_have_count(0)


def sign_up_and_start(page, base_url, name: str, variant: str, players: int, rate: str, seed: int,
                      pace: str = "off", forced: str = "usual", form_shot: str = "") -> int:
    page.set_viewport_size({"width": 1280, "height": 800})
    page.goto(f"{base_url}/auth/sign-up")
    page.get_by_label("User name").fill(name)
    page.get_by_label("Password").fill("a long passphrase")
    page.get_by_role("button", name="Sign up").click()
    page.get_by_role("link", name="Deal", exact=True).click()
    expect(page.get_by_role("heading", name="Deal a hand")).to_be_visible()
    page.locator("select[name=variant]").select_option(variant)
    page.locator("input[name=players]").fill(str(players))
    page.locator("select[name=rate]").select_option(rate)
    page.locator("input[name=seed]").fill(str(seed))
    page.locator("select[name=pace]").select_option(pace)
    page.locator("select[name=forced]").select_option(forced)
    if form_shot:
        screenshot(page, form_shot)
    return_page = page.url
    page.get_by_role("button", name="Sit down and deal").click()
    expect(page.locator("#drill")).to_be_visible()
    page.wait_for_load_state()
    assert page.url != return_page
    return int(page.url.rstrip("/").rsplit("/", 1)[-1])


def played(variant: str, players: int, rate: str, seed: int) -> Drill:
    """The drill the start form makes with these choices, dealt right to the end of its first hand."""
    drill = Drill.start(Settings.from_mapping({"variant": variant, "players": players, "big_blind": 2, "rate": rate,
                                               "seed": seed}))
    for _ in range(600):
        if drill.waiting_for_ruling:
            drill.rule(drill.ruling().code.value)
        elif drill.waiting_for_remedy:
            drill.carry_out(right_pick(drill))
        elif drill.hand_over:
            return drill
        else:
            drill.attempt(*right_move(drill))
    raise AssertionError("the hand did not end")


def find_seed(variant: str, players: int, rate: str, wanted) -> int:
    """The first seed whose first hand has what the journey shows (so an engine change cannot silently
    take it away: the journey then looks further)."""
    for seed in range(500):
        if wanted(played(variant, players, rate, seed)):
            return seed
    raise AssertionError(f"no seed under 500 deals such a {variant} hand")


def watch(page) -> list[str]:
    problems: list[str] = []
    page.on("console", lambda message: problems.append(f"{page.url}: {message.text} {message.location}") if message.type == "error" else None)
    page.on("pageerror", lambda error: problems.append(str(error)))
    return problems


def test_holdem_hand_with_an_exposed_card_ruled_and_side_pots_pushed(page, base_url, live_app):
    problems = watch(page)
    page.goto(f"{base_url}/auth/sign-up")
    page.set_viewport_size({"width": 1280, "height": 800})
    def flashed_and_side_pot(drill: Drill) -> bool:
        return (drill.ruling_at is not None and drill.events[drill.ruling_at - 1].endswith("exposed")
                and drill.ruling_result().correct and drill.ruling().code.value == "replace-exposed-card-burn"
                and len(drill.table().awards) >= 2)

    seed = find_seed("NT", 6, "often", flashed_and_side_pot)
    drill_id = sign_up_and_start(page, base_url, "holdemdealer", "NT", 6, "often", seed)
    screenshot(page, "deal-holdem-start")
    # One wrong key first: burning before the blinds are in is refused, with the rule.
    page.keyboard.press(KEYS["burn"])
    expect(page.locator(".verdict")).to_contain_text("Refused")
    expect(page.locator(".explanation")).to_contain_text("Blinds are live bets")
    screenshot(page, "deal-holdem-refused")
    drill = deal_until(page, live_app, drill_id)
    assert drill.waiting_for_ruling and drill.events[-1].endswith("exposed")
    expect(page.locator("legend.prompt")).to_contain_text("The dealer exposed seat")
    screenshot(page, "deal-holdem-exposed-card")
    right = drill.ruling().code.value
    number = [code for code, _ in drill.ruling_options()].index(right) + 1
    page.keyboard.press(str(number))
    expect(page.locator(f'input[data-key="{number}"]')).to_be_checked()
    page.keyboard.press("Enter")
    expect(page.locator(".ruling-verdict")).to_contain_text("Ruling right")
    screenshot(page, "deal-holdem-ruled")
    # The remedy's steps, one at a time, the table still as the flashed card left it: a later step first
    # (refused: the step due, why, the rule), then each right step by its number key and Enter.
    drill, version = stored(live_app, drill_id)
    steps = drill.remedy_steps()
    assert drill.waiting_for_remedy and steps[0] == "Finish dealing the round as normal."
    expect(page.locator("form.remedy legend")).to_contain_text(f"step 1 of {len(steps)}")
    flashed = drill.ruling().irregularity
    view = table_view(drill.table(), Audience.DEALER)
    name = next(card.name for seat in view.seats if seat.seat == flashed.seat + 1 for card in seat.cards
                if card.code == str(flashed.card))
    assert "face down" not in name  # the flashed card lies face up until the remedy is carried out
    expect(page.locator(f'svg.table g.card.face[aria-label="{name}"]').first).to_be_attached()
    later = [choice.origin for choice in drill.remedy_choices()].index("later") + 1
    pick_step(page, later, version)
    expect(page.locator(".verdict")).to_contain_text("Wrong")
    expect(page.locator(".verdict")).to_contain_text("comes later")
    expect(page.locator(".explanation h2")).to_contain_text(drill.ruling().rule.title)
    screenshot(page, "deal-holdem-remedy-refused")
    for number in range(len(steps)):
        drill, version = stored(live_app, drill_id)
        pick_step(page, right_pick(drill), version)
        expect(page.locator(".verdict")).to_contain_text(f"Step {number + 1} of {len(steps)}")
        if number == 0:
            expect(page.locator("ol.remedy-done li")).to_have_count(1)
            screenshot(page, "deal-holdem-remedy-step")
    drill, _ = stored(live_app, drill_id)
    assert not drill.waiting_for_remedy
    expect(page.locator("details.explanation[open]")).to_contain_text("The remedy, carried out")
    screenshot(page, "deal-holdem-remedied")
    drill = deal_until(page, live_app, drill_id,
                       stop=lambda d: isinstance(d.expected(), PushPot) and d.expected().index == 1)
    assert len(drill.table().awards) >= 2, "this seed's hand has a side pot"
    screenshot(page, "deal-holdem-side-pot")
    # One push with a chip too few: refused, with what was due; then the right amounts, typed, push it.
    drill, version = stored(live_app, drill_id)
    payouts = list(right_move(drill)[3])
    payouts[0] = replace(payouts[0], amount=payouts[0].amount - 1)
    type_push(page, drill, payouts, submit=False)
    screenshot(page, "deal-holdem-push-typed")
    page.keyboard.press("Enter")
    expect(page.locator(f'#drill[data-version="{version + 1}"]')).to_be_attached()
    expect(page.locator(".verdict")).to_contain_text("Refused")
    expect(page.locator(".verdict")).to_contain_text("add up to")
    expect(page.locator(".verdict")).to_contain_text(f"seat {payouts[0].seat} gets {payouts[0].amount + 1:,}")
    expect(page.locator(".htmx-request, .htmx-settling, .htmx-swapping, .htmx-added")).to_have_count(0)
    screenshot(page, "deal-holdem-push-refused")
    drill = deal_until(page, live_app, drill_id)
    assert drill.hand_over
    expect(page.get_by_role("heading", name="Hand over")).to_be_visible()
    expect(page.locator(".hand-score")).to_contain_text("ruling right")
    expect(page.locator(".hand-score")).to_contain_text(f"{len(steps) - 1} of {len(steps)} remedy steps right first time")
    screenshot(page, "deal-holdem-over")
    _, version = stored(live_app, drill_id)
    page.keyboard.press("n")
    expect(page.locator(f'#drill[data-version="{version + 1}"]')).to_be_attached()
    # The new table is in the page before htmx has finished settling it; a key pressed inside that window
    # (milliseconds: a test, not a person, is that fast) could be lost, failing 1 clean run in 5 here.
    expect(page.locator(".htmx-request, .htmx-settling, .htmx-swapping, .htmx-added")).to_have_count(0)
    expect(page.locator("#drill h1")).to_contain_text("Hand 2")
    page.get_by_role("link", name="hand 1").click()
    expect(page.locator("h1")).to_contain_text("Step")
    page.wait_for_load_state()  # the keyboard script is deferred: wait for it before pressing keys
    page.keyboard.press("p")
    expect(page.locator("h1")).to_contain_text(f"Step {len(drill.events) - 1} of {len(drill.events)}")
    screenshot(page, "deal-holdem-review")
    page.get_by_role("link", name="My progress").first.click()
    expect(page.locator("body")).to_contain_text("Dealing drills")
    screenshot(page, "deal-progress")
    assert not problems, problems  # no script errors, no Content-Security-Policy violations


def test_stud_hand_with_bring_in_and_first_to_act(page, base_url, live_app):
    problems = watch(page)
    seed = find_seed("F7S", 4, "none", lambda d: sum(text.startswith("first p") for text in d.events) >= 2)
    drill_id = sign_up_and_start(page, base_url, "studdealer", "F7S", 4, "none", seed)
    drill = deal_until(page, live_app, drill_id, stop=lambda d: isinstance(d.expected(), AnnounceBringIn))
    screenshot(page, "deal-stud-bring-in-due")
    _, version = stored(live_app, drill_id)
    press_move(page, drill, version)
    expect(page.locator(".verdict")).to_contain_text("Right")
    drill = deal_until(page, live_app, drill_id, stop=lambda d: isinstance(d.expected(), AnnounceFirstToAct))
    due = drill.expected()
    wrong = 1 + (due.seat + 1) % 4
    page.keyboard.press(SEAT_KEYS["first"])
    page.keyboard.press(str(wrong))
    expect(page.locator(".verdict")).to_contain_text("Refused")
    expect(page.locator(".explanation h2")).to_be_visible()
    screenshot(page, "deal-stud-first-refused")
    drill = deal_until(page, live_app, drill_id)
    assert drill.hand_over
    assert sum(text.startswith("first p") for text in drill.events) >= 2
    screenshot(page, "deal-stud-over")
    assert not problems, problems


def test_triple_draw_hand_with_a_five_card_discard(page, base_url, live_app):
    problems = watch(page)
    def five_thrown(drill: Drill) -> bool:
        return any(" sd " in text and len(text.split()[2]) == 10 for text in drill.events)

    seed = find_seed("F2L3D", 4, "none", five_thrown)
    drill_id = sign_up_and_start(page, base_url, "drawdealer", "F2L3D", 4, "none", seed)
    drill = deal_until(page, live_app, drill_id, stop=five_thrown)
    expect(page.locator(".events")).to_contain_text("discards 5 cards")
    screenshot(page, "deal-draw-five-discarded")
    drill = deal_until(page, live_app, drill_id)
    assert drill.hand_over
    screenshot(page, "deal-draw-over")
    assert not problems, problems


def test_omaha_hi_lo_hand_at_a_slow_pace_with_a_split_pot_pushed_by_halves(page, base_url, live_app):
    """Omaha/8 at the slow pace: the players' actions come one by one, a key pressed while they do is
    taken at once and on the right step; the split pot is pushed by halves, the odd chip to the high."""
    problems = watch(page)

    def odd_split(award) -> bool:
        return {"high", "low"} <= {share.half for share in award.shares} and award.pot.amount % 2 == 1

    def split_with_an_odd_chip(drill: Drill) -> bool:
        return any(odd_split(award) for award in drill.table().awards)

    def odd_split_due(drill: Drill) -> bool:
        # The pots come side pots first: the one due must be the split one.
        due = drill.expected()
        return isinstance(due, PushPot) and odd_split(drill.table().awards[due.index])

    seed = find_seed("FO/8", 6, "none", split_with_an_odd_chip)
    drill_id = sign_up_and_start(page, base_url, "omahadealer", "FO/8", 6, "none", seed, pace="slow")
    drill = deal_until(page, live_app, drill_id, stop=lambda d: len(d.players_acted()) >= 3)
    acted = drill.players_acted()
    lines = page.locator("#drill .events li.reveal")
    expect(lines).to_have_count(len(acted))
    for seat, _ in acted:
        expect(page.locator(f"#drill[data-act-{seat}]")).to_be_attached()
    # The last action is still to be shown (slow: 1.25 s an action), so the next key comes during the showing.
    last = lines.last
    assert float(last.evaluate("e => getComputedStyle(e).opacity")) < 1
    assert last.evaluate("e => getComputedStyle(e).animationDelay") == f"{1.25 * len(acted):g}s"
    screenshot(page, "deal-omaha-players-acting")
    _, version = stored(live_app, drill_id)
    press_move(page, drill, version)  # waits for the step after it: the key was neither lost nor misapplied
    expect(page.locator(".verdict")).to_contain_text("Right")
    after, _ = stored(live_app, drill_id)
    assert after.events[:len(drill.events)] == drill.events and after.attempts[-1].right
    # A trainee who asks for reduced motion sees everything at once.
    page.emulate_media(reduced_motion="reduce")
    drill = deal_until(page, live_app, drill_id, stop=lambda d: len(d.players_acted()) >= 2
                       and len(d.events) > len(after.events))
    assert page.locator("#drill .events li.reveal").last.evaluate("e => getComputedStyle(e).animationName") == "none"
    page.emulate_media(reduced_motion="no-preference")
    drill = deal_until(page, live_app, drill_id,
                       stop=odd_split_due)
    # The odd chip given to the low half: refused, with the hi-lo odd-chip rule.
    drill, version = stored(live_app, drill_id)
    payouts = list(right_move(drill)[3])
    high = next(k for k, p in enumerate(payouts) if p.half == "high")
    low = next(k for k, p in enumerate(payouts) if p.half == "low")
    payouts[high] = replace(payouts[high], amount=payouts[high].amount - 1)
    payouts[low] = replace(payouts[low], amount=payouts[low].amount + 1)
    type_push(page, drill, payouts, submit=False)
    screenshot(page, "deal-omaha-split-push-typed")
    page.keyboard.press("Enter")
    expect(page.locator(f'#drill[data-version="{version + 1}"]')).to_be_attached()
    expect(page.locator(".verdict")).to_contain_text("odd chip between the halves goes to the high half")
    expect(page.locator(".explanation h2")).to_contain_text("Omaha/8: the odd chip goes to the high half")
    expect(page.locator(".htmx-request, .htmx-settling, .htmx-swapping, .htmx-added")).to_have_count(0)
    screenshot(page, "deal-omaha-odd-chip-refused")
    drill = deal_until(page, live_app, drill_id)
    assert drill.hand_over and drill.score()["mistakes"] == {"push": 1}
    screenshot(page, "deal-omaha-over")
    assert not problems, problems


def test_holdem_hand_with_a_big_blind_ante(page, base_url, live_app):
    problems = watch(page)
    drill_id = sign_up_and_start(page, base_url, "bbadealer", "NT", 5, "none", 3, forced="big-blind-ante",
                                 form_shot="deal-start-form")
    expect(page.locator(".crumbs")).to_contain_text("big blind ante")
    _, version = stored(live_app, drill_id)
    page.keyboard.press(KEYS["ante"])
    expect(page.locator(f'#drill[data-version="{version + 1}"]')).to_be_attached()
    expect(page.locator(".verdict")).to_contain_text("Refused")
    expect(page.locator(".explanation h2")).to_contain_text("Big blind ante")
    expect(page.locator(".htmx-request, .htmx-settling, .htmx-swapping, .htmx-added")).to_have_count(0)
    screenshot(page, "deal-bba-ante-refused")
    drill = deal_until(page, live_app, drill_id, stop=lambda d: d.expected().__class__.__name__ == "DealCard")
    assert drill.events[:3] == ["post", "post", "post"] and drill.table().dead_money == 2
    expect(page.locator("#drill .events")).to_contain_text("ante")
    screenshot(page, "deal-bba-blinds-and-ante-in")
    drill = deal_until(page, live_app, drill_id)
    assert drill.hand_over and drill.score()["mistakes"] == {"post": 1}
    assert not problems, problems
