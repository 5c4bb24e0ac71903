"""Browser journeys (Playwright, Debian's Chromium): every game dealt by a new trainee, with the keyboard only.

- Each of the nine games, the four structures spread among them, with irregularities "often": the trainee
  starts the drill from the start form, deals the first hand to its end (every operation by its key, the
  ruling and each remedy step by number key and Enter, each push with typed amounts), sees "Right" on every
  step, the hand is stored when the next one is dealt, and its review is stepped through from the start.
  Each game's seed is found (``find_seed``) so that its hand has a mistake of a chosen kind, ruled.
- A H.O.R.S.E. rotation: hands dealt with "next hand" until the game changes; the button moves each hand.
- Seven-card stud with eight players in which the deck runs short on seventh street: the run-out ruled,
  then the scramble and the common card dealt.

The right key at each step comes from the stored drill (the test's answer key), as in test_browser_deal.py,
whose helpers these journeys share. Screenshots: tests/screenshots/deal-game-*.png (desktop and phone)."""

from __future__ import annotations

import json
import re

import pytest
from conftest import screenshot
from playwright.sync_api import expect
from test_browser_deal import deal_until, find_seed, sign_up_and_start, stored, watch

from dealerschool import store
from dealerschool.drill import RUN_OUT_RULES, Drill, hand_words
from dealerschool.histories.phh import ALL_VARIANT_GAMES
from dealerschool.poker.games import GAMES
from dealerschool.table.operations import DealCommonCard, PushPot

SETTLED = ".htmx-request, .htmx-settling, .htmx-swapping, .htmx-added"

MISTAKES = {
    "flashed": lambda text: text.startswith("deal ") and text.endswith(" exposed"),
    "wrong-seat": lambda text: re.fullmatch(r"deal p\d+", text) is not None,  # (a right deal says up or down)
    "premature": lambda text: text == "burn",
    "boxed": lambda text: text == "boxed",
    "out-of-turn": lambda text: text.endswith(" cc"),
    "undercall": lambda text: " put " in text,
    "string": lambda text: " string " in text,
    "chip": lambda text: " chip " in text,
    "exposed-by-player": lambda text: text.startswith("expose "),
}
"""The table's mistakes (drill.MISTAKE_KINDS) told apart by the event the simulator injects."""

JOURNEYS = [  # variant, players, the mistake the hand has: every game, each structure at least twice
    ("ST", 4, "premature"),  # hold'em, spread limit
    ("PO", 4, "string"),  # Omaha, pot limit
    ("FO/8", 4, "undercall"),  # Omaha hi-lo, fixed limit
    ("P7S", 4, "out-of-turn"),  # seven-card stud, pot limit
    ("F7S/8", 4, "chip"),  # stud hi-lo, fixed limit
    ("SR", 4, "wrong-seat"),  # razz, spread limit (a misdeal: the antes are taken again)
    ("N5CD", 4, "flashed"),  # five-card draw, no limit
    ("N2L1D", 3, "flashed"),  # 2-7 single draw, no limit
    ("F2L3D", 4, "boxed"),  # 2-7 triple draw, fixed limit
    ("PB", 4, "exposed-by-player"),  # badugi, pot limit
]


def ruled(kind: str):
    """A hand in which the simulator made a mistake of this kind happen and it was ruled on, with a remedy
    the trainee carries out step by step."""
    def wanted(drill: Drill) -> bool:
        return (drill.ruling_at is not None and drill.ruling().irregularity is not None
                and MISTAKES[kind](drill.events[drill.ruling_at - 1]) and len(drill.remedy_steps()) >= 1)
    return wanted


def settle(page, version: int) -> None:
    expect(page.locator(f'#drill[data-version="{version}"]')).to_be_attached()
    expect(page.locator(SETTLED)).to_have_count(0)


def rule_by_keys(page, live_app, drill_id: int) -> Drill:
    """Give the engine's ruling the trainee's way: its number key, then Enter; it is graded right."""
    drill, version = stored(live_app, drill_id)
    assert drill.waiting_for_ruling
    number = [code for code, _ in drill.ruling_options()].index(drill.ruling().code.value) + 1
    page.keyboard.press(str(number))
    expect(page.locator(f'input[name=ruling][data-key="{number}"]')).to_be_checked()
    page.keyboard.press("Enter")
    settle(page, version + 1)
    expect(page.locator("#drill")).to_contain_text("Ruling right")
    drill, _ = stored(live_app, drill_id)
    return drill


def deal_hand(page, live_app, drill_id: int, at_ruling=lambda drill: None) -> Drill:
    """Deal the hand to its end the trainee's way (deal_until's keys, every step "Right"), ruling each
    irregularity by keys; ``at_ruling`` is called at the floor call (for a screenshot)."""
    for _ in range(3):
        drill = deal_until(page, live_app, drill_id)
        if drill.hand_over:
            expect(page.get_by_role("heading", name="Hand over")).to_be_visible()
            return drill
        expect(page.locator("legend.prompt")).to_contain_text("What is the ruling?")
        at_ruling(drill)
        rule_by_keys(page, live_app, drill_id)
    raise AssertionError("more rulings than a hand has")


def next_hand(page, live_app, drill_id: int) -> Drill:
    _, version = stored(live_app, drill_id)
    page.keyboard.press("n")
    settle(page, version + 1)
    drill, _ = stored(live_app, drill_id)
    expect(page.locator("#drill h1")).to_contain_text(f"Hand {drill.hand_number + 1}")
    return drill


def finished_hands(live_app, drill_id: int) -> list[dict]:
    db = store.connect(live_app.config["DATABASE"])
    try:
        rows = db.execute("SELECT number, variant, record, score FROM drill_hands WHERE drill_id = ? ORDER BY number",
                          [drill_id]).fetchall()
    finally:
        db.conn.close()
    return [dict(row) for row in rows]


def slug(variant: str) -> str:
    return ALL_VARIANT_GAMES[variant][0]


@pytest.mark.parametrize("variant, players, kind", JOURNEYS, ids=[slug(v) for v, _, _ in JOURNEYS])
def test_every_game_dealt_with_a_ruling_and_reviewed(page, base_url, live_app, variant, players, kind):
    problems = watch(page)
    seed = find_seed(variant, players, "often", ruled(kind))
    name = slug(variant)
    drill_id = sign_up_and_start(page, base_url, f"dealer-{name}", variant, players, "often", seed)
    game, structure = ALL_VARIANT_GAMES[variant]
    expect(page.locator("#drill h1")).to_have_text(f"Hand 1: {GAMES[game].name}, {structure}")

    def at_ruling(drill: Drill) -> None:
        assert MISTAKES[kind](drill.events[drill.ruling_at - 1])
        screenshot(page, f"deal-game-{name}-ruling")

    drill = deal_hand(page, live_app, drill_id, at_ruling)
    assert drill.ruling_result().correct and drill.remedy_done() == len(drill.remedy_steps()) >= 1
    score = drill.score()
    assert score["right_first_time"] == score["operations"] > 0 and score["mistakes"] == {}
    assert score["remedy_right_first_time"] == score["remedy_steps"] == len(drill.remedy_steps())
    assert sum(text == "push" for text in drill.events) == len(drill.table().awards) >= 1
    screenshot(page, f"deal-game-{name}-over")
    # The hand is stored when the next one is dealt: its record is the one dealt, step for step.
    next_hand(page, live_app, drill_id)
    [hand] = finished_hands(live_app, drill_id)
    record = json.loads(hand["record"])
    assert hand["variant"] == variant and record["events"] == drill.events
    assert record["ruling_at"] == drill.ruling_at and record["ruling_given"] == drill.ruling().code.value
    assert json.loads(hand["score"])["operations"] == score["operations"]
    # The review: every step listed in words (who posted each forced bet named), then stepped through with
    # the keyboard from the start to the table the remedy left, and back from the end.
    page.get_by_role("link", name="hand 1").click()
    total = len(drill.events)
    words = hand_words(drill.events, drill.table())
    expect(page.locator("h1")).to_have_text(f"Step {total} of {total}: {words[-1]}")
    expect(page.locator("details.events li")).to_have_text(words)
    assert any(" posts the " in text or " antes " in text for text in words[:2]), words[:2]
    assert not any("a forced bet goes in" in text for text in words)  # after a misdeal's redeal too
    page.get_by_role("link", name="start", exact=True).click()
    expect(page.locator("h1")).to_have_text(f"Step 0 of {total}")
    for step in range(1, drill.ruling_at + 2):
        page.wait_for_load_state()  # the keyboard script is deferred: wait for it before pressing keys
        page.keyboard.press("n")
        expect(page.locator("h1")).to_have_text(f"Step {step} of {total}: {words[step - 1]}")
        if step == drill.ruling_at:
            expect(page.locator("p.error")).to_contain_text("stopped here for a ruling")
            screenshot(page, f"deal-game-{name}-review-ruling")
    page.get_by_role("link", name="end", exact=True).click()
    expect(page.locator("h1")).to_have_text(f"Step {total} of {total}: {words[-1]}")
    page.wait_for_load_state()
    page.keyboard.press("p")
    expect(page.locator("h1")).to_have_text(f"Step {total - 1} of {total}: {words[-2]}")
    assert not problems, problems


def test_horse_rotation_changes_game_after_an_orbit_and_the_button_moves(page, base_url, live_app):
    problems = watch(page)
    drill_id = sign_up_and_start(page, base_url, "dealer-horse", "horse", 3, "often", 1)
    drill, _ = stored(live_app, drill_id)
    first = drill.setup["variant"]
    expect(page.locator("#drill h1")).to_contain_text("Hand 1: ")
    buttons = [drill.setup["button"]]
    for hand in range(2, 8):
        deal_hand(page, live_app, drill_id)
        drill = next_hand(page, live_app, drill_id)
        assert drill.hand_number == hand - 1
        # The button moves one seat on each hand (three players, all still seated).
        assert drill.setup["button"] == buttons[-1] % 3 + 1, (buttons, drill.setup["button"])
        buttons.append(drill.setup["button"])
        if drill.setup["variant"] != first:
            break
    else:
        raise AssertionError(f"the rotation stayed on {first} for {len(buttons)} hands")
    assert (first, drill.setup["variant"]) == ("FT", "FO/8") and len(buttons) == 4  # one orbit of hold'em
    expect(page.locator("#drill h1")).to_contain_text("Hand 4: Omaha")
    expect(page.locator("#drill details.events summary")).to_have_text("The hand so far (no steps yet)")
    screenshot(page, "deal-game-horse-rotation")
    assert [hand["variant"] for hand in finished_hands(live_app, drill_id)] == ["FT"] * 3
    assert not problems, problems


def test_stud_deck_runs_short_on_seventh_street_with_eight_players(page, base_url, live_app):
    problems = watch(page)

    def common_card(drill: Drill) -> bool:
        return (drill.ruling_at is not None and drill.ruling().irregularity is None
                and drill.ruling().rule.id in RUN_OUT_RULES and "common" in drill.events)

    seed = find_seed("F7S", 8, "often", common_card)
    drill_id = sign_up_and_start(page, base_url, "dealer-stud-short", "F7S", 8, "often", seed)
    drill = deal_until(page, live_app, drill_id)
    assert drill.waiting_for_ruling and drill.table().street_index == len(drill.table().game.streets) - 1
    expect(page.locator("legend.prompt")).to_contain_text("Seventh street: 8 players are still in")
    screenshot(page, "deal-game-stud-deck-short")
    drill = rule_by_keys(page, live_app, drill_id)
    assert not drill.waiting_for_remedy  # a procedure: its steps are dealt as ordinary operations
    drill = deal_until(page, live_app, drill_id, stop=lambda d: isinstance(d.expected(), DealCommonCard))
    _, version = stored(live_app, drill_id)
    page.keyboard.press("o")
    settle(page, version + 1)
    expect(page.locator(".verdict")).to_contain_text("Right")
    expect(page.locator("#drill .events")).to_contain_text("common card")
    screenshot(page, "deal-game-stud-common-card")
    drill = deal_until(page, live_app, drill_id, stop=lambda d: isinstance(d.expected(), PushPot))
    drill = deal_hand(page, live_app, drill_id)
    assert drill.events.count("common") == 1 and drill.score()["mistakes"] == {}
    assert not problems, problems
