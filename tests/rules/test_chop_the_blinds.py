"""Chopping the blinds (issue 15, section 2 item 4): everyone folds to the blinds before the flop and the two agree
to take their blinds back. No rulebook this product is built from speaks of it in a cash game (the house decides,
``[house] chop_blinds``); in a tournament TDA 2024 Rule 69 ('Poker is an individual game') allows no chop."""

import pytest

from dealerschool import floor
from dealerschool.rules.engine import rule_on
from dealerschool.situations import from_mapping
from dealerschool.table.operations import MoveButton

STUB = "2c3c4c5c6c7c8c9cTcJcQcKcAc2d3d4d5d6d7d8d9dTdJdQdKdAd"
FOLDED_TO_THE_BLINDS = ["continue", "p3 f", "p4 f", "chop"]


def mapping(events, **fields):
    return {"variant": "NT", "blinds_or_straddles": [5, 10], "starting_stacks": [300, 250, 200, 200],
            "button": 4, "stub": STUB, "events": list(events), **fields}


def ruled(events, book="sources", **fields):
    return rule_on(from_mapping(mapping(events, **fields), "test"), book)


@pytest.mark.parametrize("book", ["sources", "tda-2024", "robert-rules"])
def test_a_cash_chop_gives_each_blind_back_and_ends_the_hand(book):
    ruling = ruled(FOLDED_TO_THE_BLINDS, book)
    assert ruling.rule.id == "chop-the-blinds" and ruling.code.value == "chop-blinds"
    table = ruling.table
    assert [table.seat(i).stack for i in range(4)] == [300, 250, 200, 200]  # every chip back where it started
    assert table.pot == 0 and all(table.seat(i).bet == 0 for i in range(4))
    assert table.in_hand() == [] and len(table.muck) == 8  # both blinds' hands mucked with the folds
    assert isinstance(table.next_dealer_operation(), MoveButton) and table.actor is None
    assert "takes his small blind (5) back" in " ".join(ruling.remedy)


@pytest.mark.parametrize("fields, why", [
    ({"play": "tournament"}, "tournament"),
    ({"house": {"chop_blinds": False}}, "a house that does not allow it"),
    ({"antes": 1}, "antes in the pot belong to every player"),
])
def test_no_chop_where_it_cannot_stand_the_small_blind_must_act(fields, why):
    ruling = ruled(FOLDED_TO_THE_BLINDS, "tda-2024", **fields)
    assert ruling.rule.id == "chop-refused" and ruling.code.value == "no-chop", why
    table = ruling.table
    assert table.actor == 0 and sorted(table.in_hand()) == [0, 1]
    assert table.seat(0).bet == 5 and table.seat(1).bet == 10
    assert set(table.legal_player_operations()) >= {"fold", "call"}


def test_with_a_straddle_the_straddler_still_has_to_act_so_no_chop_can_be_asked_for():
    with pytest.raises(ValueError, match="needs everyone but the blinds"):
        from_mapping(mapping(["continue", "p4 f", "chop"], blinds_or_straddles=[5, 10, 20]), "test")


def test_a_dead_blind_in_the_pot_is_not_the_blinds_to_take_back():
    ruling = ruled(["continue", "p3 f", "p4 f", "chop"], "sources", missed_blinds=[3])
    assert ruling.rule.id == "chop-refused"


def test_heads_up_the_button_is_the_small_blind_and_may_chop():
    ruling = ruled(["continue", "chop"], "sources", starting_stacks=[300, 250], button=2,
                   blinds_or_straddles=[5, 10])
    assert ruling.rule.id == "chop-the-blinds"
    assert [ruling.table.seat(0).stack, ruling.table.seat(1).stack] == [300, 250]


@pytest.mark.parametrize("events, message", [
    (["continue", "chop"], "needs everyone but the blinds"),  # under the gun still to act
    (["continue", "p3 f", "p4 cc", "p1 f", "chop"], "needs everyone but the blinds"),
    (["continue", "p3 f", "p4 f", "p1 cc", "chop"], "the small blind, seat 1, to act"),
    (["continue", "p3 f", "p4 f", "p1 cc", "p2 cc", "continue", "chop"], "before the flop"),
])
def test_chop_written_where_no_chop_can_be_asked_for_is_refused_and_says_why(events, message):
    with pytest.raises(ValueError, match="event ") as error:
        from_mapping(mapping(events), "test")
    assert message in str(error.value)


def test_the_floor_checker_offers_the_chop_in_one_click_where_it_fits():
    folded = mapping(["continue", "p3 f", "p4 f"])
    assert floor.one_click_steps(folded)["chop"] == ""
    assert floor.step_events(folded, {"step": "chop"}) == ["chop"]
    not_yet = floor.one_click_steps(mapping(["continue"]))["chop"]
    assert "needs everyone but the blinds" in not_yet
