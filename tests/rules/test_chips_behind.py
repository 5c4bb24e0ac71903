"""Chips found behind an all-in player after a call (TDA 2024 Rule 62): 'pN chips behind X accepted|not-accepted',
the last word the TD's finding under Rule 49 that Rule 62 leaves to him. The cases in
tests/conformance/fix-chips62 score the awards; these check what the notation refuses and where the remedy stops."""

import pytest

from dealerschool.rules.engine import rule_on
from dealerschool.situations import from_mapping
from dealerschool.situations.events import Verb, parse_event

RUN = ["burn", "board", "board", "board", "burn", "board", "burn", "board"]
ALL_IN_CALLED = ["continue", "p3 f", "p1 cbr 100", "p2 cbr 300", "p1 cc"]


def mapping(events, stacks=(1000, 300, 1000)):
    return {"variant": "NT", "blinds_or_straddles": [10, 20], "starting_stacks": list(stacks), "button": 3,
            "stub": "KcAs7dQdAh2c3s8h9c4d5sJs6c2h", "events": list(events)}


def ruled(events, book="tda-2024", **kwargs):
    return rule_on(from_mapping(mapping(events, **kwargs), "test"), book)


def test_the_event_reads_the_chips_and_the_finding():
    event = parse_event("p2 chips behind 500 not-accepted", 0, "test", 9)
    assert (event.verb, event.seat, event.amount, event.detail) == (Verb.CHIPS_BEHIND, 1, 500, "not-accepted")
    assert parse_event("p2 chips 500 100", 0, "test", 9).verb is Verb.CHIPS  # several chips is another event


@pytest.mark.parametrize("text", ["p2 chips behind 500", "p2 chips behind 0 accepted", "p2 chips behind x accepted",
                                  "p2 chips behind 500 maybe", "p2 chips behind 500 accepted now"])
def test_a_finding_left_out_or_a_bad_amount_is_named(text):
    with pytest.raises(ValueError, match="'pN chips behind X accepted' or 'pN chips behind X not-accepted'"):
        parse_event(text, 0, "test", 9)


@pytest.mark.parametrize("events, message", [
    (ALL_IN_CALLED + RUN + ["show p1", "show p2", "p1 chips behind 200 accepted"], "seat 1 is not"),
    (ALL_IN_CALLED + ["p2 chips behind 200 accepted"], "once the betting is over"),
    (ALL_IN_CALLED + RUN + ["show p1", "show p2", "push", "p2 chips behind 200 accepted"], "before a pot is pushed"),
])
def test_the_event_is_refused_where_rule_62_does_not_reach(events, message):
    with pytest.raises(ValueError, match=message):
        ruled(events)


@pytest.mark.parametrize("book", ["sources", "tda-2024", "robert-rules"])
def test_not_accepted_leaves_the_pot_as_called_and_the_chips_with_their_owner(book):
    ruling = ruled(ALL_IN_CALLED + RUN + ["show p1", "show p2", "p2 chips behind 200 not-accepted"], book)
    assert ruling.rule.id == "chips-behind-not-in-the-action" and ruling.code.value == "chips-behind-out-of-the-pot"
    assert [ruling.table.seat(i).stack for i in range(3)] == [700, 800, 1000]


def test_accepted_holds_the_caller_to_the_chips_found():
    ruling = ruled(ALL_IN_CALLED + RUN + ["show p1", "show p2", "p2 chips behind 200 accepted"])
    assert ruling.rule.id == "chips-behind-in-the-action" and ruling.code.value == "must-call-full-amount"
    assert [ruling.table.seat(i).stack for i in range(3)] == [500, 1000, 1000]
    assert "Seat 1: 500 toward it (was 300): 200 more in all." in " ".join(ruling.remedy)


def test_a_caller_all_in_for_less_owes_nothing_and_the_chips_no_one_called_go_back():
    # p1 calls all in with his last 200: p2's 100 no one called is back in his stack, and he is still the all-in
    # player Rule 62 speaks of; the 200 found, ruled part of the action, are in an all-in no one could call.
    events = ALL_IN_CALLED + RUN + ["show p1", "show p2", "p2 chips behind 200 accepted"]
    ruling = ruled(events, stacks=(200, 300, 1000))
    remedy = " ".join(ruling.remedy)
    assert "Seat 1, all in for 200, less than the all-in, owes nothing more." in remedy
    assert "The 300 of his all-in that no one called, chips found included, go back to him." in remedy
    assert [ruling.table.seat(i).stack for i in range(3)] == [0, 700, 1000]  # p2 wins 400; 200 + 300 + 1000 + 200 found


def test_a_later_raise_the_correct_all_in_makes_short_is_left_to_the_floor():
    # p3 all in for 300, p1 raises to 600 with chips behind; at 500, the all-in makes a raise to 600 short (it is
    # no raise p1 made): the record is not played again on a guess, and the pots stand as called.
    events = ["continue", "p3 cbr 300", "p1 cbr 600", "p2 f"] + RUN + ["show p1", "show p3",
                                                                      "p3 chips behind 200 accepted"]
    ruling = ruled(events, stacks=(1000, 1000, 300))
    assert "the floor works the pots out" in " ".join(ruling.remedy)


def test_an_all_in_the_record_cannot_rebuild_is_left_to_the_floor():
    # p2's all-in made with silent chips, not a bet written as one: the hand is not played again on a guess.
    events = ["continue", "p3 f", "p1 cbr 100", "p2 put 280", "p1 cc"] + RUN + ["show p1", "show p2",
                                                                                "p2 chips behind 200 accepted"]
    ruling = ruled(events)
    assert ruling.rule.id == "chips-behind-in-the-action"
    assert "the floor works the pots out" in " ".join(ruling.remedy)
    assert [ruling.table.seat(i).stack for i in range(3)] == [700, 600, 1000]  # the pot as called, unchanged
