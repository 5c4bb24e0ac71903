"""The deck itself found wrong (issue 15 section 2 item 3): a deck found short, and a deck fault (a
duplicate, a card not of this deck, a missing card) found once the hand is over and the next has begun.

TDA 2024 Rule 35-E: "If a fouled deck is discovered, regardless of SA, play will stop and all bets will
be returned. Once a hand concludes, the right to dispute based on a fouled deck ends according to Rule
22"; Rule 22 lets a hand be disputed "until the next hand begins", which Rule 23 puts at the first riffle.
"""

from __future__ import annotations

import pytest

from dealerschool import floor
from dealerschool.rules.engine import rule_on
from dealerschool.rules.model import RULEBOOK_NAMES, RulingCode
from dealerschool.situations import from_mapping, parse_event, replay
from dealerschool.situations.replays import IrregularityKind

STUB = "2c3c4c5c6c7c8c9cTcJcQcKcAc2d3d4d5d6d7d8d9dTdJdQdKdAd"
PLAYED_OUT = [
    "continue", "p3 cbr 6", "p4 cc", "p1 f", "p2 f",
    "collect", "burn", "board", "board", "board", "p3 cc", "p4 cc",
    "burn", "board", "p3 cc", "p4 cc",
    "burn", "board", "p3 cc", "p4 cc",
    "show p3", "show p4", "push",
]
"""Seat 4's flush (5c9c on JcQcKc) beats seat 3 and takes the pot of 15: stacks 199, 198, 194, 209."""
PAID = [199, 198, 194, 209]


def situation(events: list[str]):
    return from_mapping({"variant": "NT", "blinds_or_straddles": [1, 2], "starting_stacks": [200] * 4,
                         "button": 4, "stub": STUB, "events": events}, "<deck>")


def test_the_notation_reads_missing_and_riffle_and_names_what_is_wrong():
    event = parse_event("missing Kd", 0, "f.toml", 4)
    assert event.verb == "missing" and str(event.card) == "Kd"
    assert parse_event("riffle", 3, "f.toml", 4).verb == "riffle"
    with pytest.raises(ValueError, match=r"f.toml: event 1 'missing Zz': expected a card"):
        parse_event("missing Zz", 0, "f.toml", 4)
    with pytest.raises(ValueError, match=r"event 2 'riffle now': expected one of"):
        parse_event("riffle now", 1, "f.toml", 4)


@pytest.mark.parametrize("events, message", [
    (PLAYED_OUT[:12] + ["riffle"], "the hand is not over"),
    (PLAYED_OUT[:12] + ["missing Jc"], r"Jc is in play \(board\)"),
    (PLAYED_OUT + ["riffle", "riffle"], "already begun"),
    (PLAYED_OUT + ["riffle", "burn"], "only a deck fault"),
])
def test_events_that_cannot_happen_are_refused_with_the_event_named(events, message):
    with pytest.raises(ValueError, match=message) as caught:
        replay(situation(events))
    assert f"event {len(events)}" in str(caught.value)


@pytest.mark.parametrize("book", RULEBOOK_NAMES)
def test_a_short_deck_during_the_hand_plays_on_without_the_card(book):
    before = replay(situation(PLAYED_OUT[:14])).table
    ruling = rule_on(situation(PLAYED_OUT[:14] + ["missing Kd"]), book)
    # TDA 2024 Rule 35-E names only duplicates a fouled deck and leaves 'other fouled deck conditions' to the house.
    assert ruling.rule.id == "deck-short" and ruling.code is (
        RulingCode.HOUSE_RULE_DECIDES if book == "tda-2024" else RulingCode.ACTION_STANDS)
    assert ruling.irregularity is not None and ruling.irregularity.kind is IrregularityKind.DECK_SHORT
    table = ruling.table
    # Nothing dealt, bet or turned changes; the missing card is out of play, and the hand goes on.
    assert table.board == before.board and table.pot == before.pot and table.actor == before.actor == 2
    assert [s.stack for s in table.seats] == [s.stack for s in before.seats]
    assert "Kd" not in map(str, table.stub) and "Kd" in map(str, table.set_aside)
    assert [str(c) for c in table.stub] == [str(c) for c in before.stub if str(c) != "Kd"]
    table.check_invariants()
    assert any("Change the deck" in step for step in ruling.remedy)


@pytest.mark.parametrize("book", RULEBOOK_NAMES)
@pytest.mark.parametrize("fault", ["duplicate Jc", "missing 5s", "foreign back", "foreign joker"])
def test_a_deck_fault_found_after_the_next_hand_begins_leaves_the_result_standing(book, fault):
    ruling = rule_on(situation(PLAYED_OUT + ["riffle", fault]), book)
    assert ruling.rule.id == "deck-fault-after-the-hand" and ruling.code is RulingCode.RESULTS_STAND
    assert [s.stack for s in ruling.table.seats] == PAID and ruling.table.pot == 0
    assert ruling.table.button == 0  # the button moved on for the next hand
    assert any("result stands" in step for step in ruling.remedy)
    assert "TDA 2024 Rule 35-E" in " ".join(str(c) for c in ruling.answer.citations)


def test_the_same_duplicate_before_the_next_hand_begins_still_returns_every_bet():
    # Found as the pot is pushed, before the riffle: the right to dispute has not ended (TDA 2024 Rule 22).
    ruling = rule_on(situation(PLAYED_OUT + ["duplicate Jc"]), "tda-2024")
    assert ruling.rule.id == "fouled-deck" and ruling.code is RulingCode.RETURN_ALL_BETS
    assert [s.stack for s in ruling.table.seats] == [200] * 4


HOLDEM = {"game": "holdem", "structure": "no-limit", "seats": "4", "stack_1": "200", "stack_2": "200",
          "stack_3": "200", "stack_4": "200", "small_blind": "1", "big_blind": "2", "button": "4"}


def test_the_floor_checker_builds_both_and_names_the_field_of_bad_input():
    start = floor.setup_from_form(HOLDEM).mapping()
    mid = floor.add_step(start, {"step": "until", "moment": "1:decision:1"})
    assert floor.one_click_steps(mid)["riffle"].startswith("the hand is not over")
    for form, field in [({"step": "missing", "missing": "Zz"}, "missing"), ({"step": "missing", "missing": ""}, "missing"),
                        ({"step": "riffle"}, "step")]:
        with pytest.raises(floor.FloorError) as caught:
            floor.add_step(mid, form)
        assert caught.value.field == field, str(caught.value)
    board = str(floor.replayed(mid).table.board[0])
    with pytest.raises(floor.FloorError, match=f"the {board} is in play"):
        floor.add_step(mid, {"step": "missing", "missing": board})
    stub = str(floor.replayed(mid).table.stub[0])
    short = floor.add_step(mid, {"step": "missing", "missing": stub})
    assert short["events"][-1] == f"missing {stub}"
    assert {r.rule.id for r in floor.check(short).rulings.values()} == {"deck-short"}
    over = start
    for event in ("continue", "p3 f", "p4 f", "p1 f", "continue"):  # folded round to the big blind: hand over
        over = floor.add_step(over, {"step": "event", "event": event})
    assert floor.one_click_steps(over)["riffle"] == ""
    held = str(floor.replayed(over).table.muck[0])
    after = floor.add_step(floor.add_step(over, {"step": "riffle"}), {"step": "event", "event": f"duplicate {held}"})
    assert after["events"][-2:] == ["riffle", f"duplicate {held}"]
    assert {r.rule.id for r in floor.check(after).rulings.values()} == {"deck-fault-after-the-hand"}
