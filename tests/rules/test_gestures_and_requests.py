"""The events added for issue 15's uncovered rules: a tap on the table (TDA 2024 Rule 3), a request to see the
next card (Rule 28), cards shown to one player (Robert's Rules, The Showdown 6), 'fold' said facing a bet
(Dead Hands 1), and the stud seat kept in the deal after a fold with nothing bet (Seven-Card Stud 7)."""

from pathlib import Path

import pytest

from dealerschool.rules.engine import rule_on
from dealerschool.situations import from_mapping
from dealerschool.table.operations import BetOrRaiseTo, CheckOrCall

STUB = "2c3c4c5c6c7c8c9cTcJcQcKcAc2d3d4d5d6d7d8d9dTdJdQdKdAd"


def situation(events):
    return from_mapping({"variant": "NT", "blinds_or_straddles": [1, 2], "starting_stacks": [200, 200, 200, 200],
                         "button": 4, "stub": STUB, "events": list(events)}, "test")


@pytest.mark.parametrize("events, message", [
    (["continue", "p3 taps"], "faces a bet of 2: a tap is a check"),
    (["continue", "p4 taps"], "seat 4 is not the player to act"),
    (["continue", "p3 cc", "p4 asks-next-card"], "the hand is not over"),
    (["continue", "p2 shows-to p2"], "another player's seat after 'shows-to'"),
])
def test_the_new_events_refuse_what_cannot_happen_and_say_why(events, message):
    with pytest.raises(ValueError, match="event ") as error:
        situation(events)
    assert message in str(error.value)


def test_a_tap_with_nothing_to_call_is_carried_out_as_a_check():
    ruling = rule_on(situation(["continue", "p3 cc", "p4 cc", "p1 cc", "p2 cc", "continue", "p1 taps"]), "tda-2024")
    assert ruling.rule.id == "tap-is-a-check" and ruling.code.value == "treat-as-check"
    assert ruling.table.actor == 1 and ruling.table.seat(0).bet == 0 and not ruling.table.seat(0).folded


def test_the_next_card_stays_in_the_stub():
    ruling = rule_on(situation(["continue", "p3 cbr 6", "p4 f", "p1 f", "p2 f", "p1 asks-next-card"]), "tda-2024")
    assert ruling.rule.id == "no-rabbit-hunting" and ruling.code.value == "no-rabbit-hunt"
    assert ruling.table.board == [] and len(ruling.table.stub) == 52 - 8


def test_cards_shown_to_one_player_are_turned_up_for_all_and_stay_live():
    ruling = rule_on(situation(["continue", "p3 cc", "p4 cc", "p1 cc", "p2 cc", "continue", "p1 shows-to p3"]),
                     "robert-rules")
    assert ruling.code.value == "show-to-all"
    assert all(held.face_up for held in ruling.table.seat(0).cards) and not ruling.table.seat(0).folded
    assert not any(held.face_up for held in ruling.table.seat(2).cards)


@pytest.mark.parametrize("book", ["sources", "tda-2024", "robert-rules"])
def test_cards_shown_to_a_player_not_in_the_pot_are_shown_to_all_when_the_deal_is_finished(book):
    # Robert's Rules, The Showdown 6: "Cards shown during or after a deal to a player not in the pot should be
    # shown to all players when the deal is finished." p4 folded before the flop; p1 shows him his cards on
    # the flop: they stay face down for now and the hand plays on (before, they were turned up at once, as if
    # p4 were still in the pot).
    ruling = rule_on(situation(["continue", "p3 cc", "p4 f", "p1 cc", "p2 cc", "continue", "p1 shows-to p4"]), book)
    assert ruling.code.value == "show-to-all"
    assert not any(held.face_up for held in ruling.table.seat(0).cards) and not ruling.table.seat(0).folded
    assert ruling.table.actor == 0
    assert "when the deal is finished" in ruling.remedy[0]


def test_cards_shown_to_a_player_who_folds_later_were_shown_in_the_pot():
    # p3 was in the pot when p2 showed him the cards, and folds afterwards: the first sentence decides, and
    # the cards are turned up for all.
    events = ["continue", "p3 cc", "p4 cc", "p1 cc", "p2 cc", "continue", "p1 cc", "p2 shows-to p3", "p2 cbr 4",
              "p3 f"]
    ruling = rule_on(situation(events), "robert-rules")
    assert ruling.code.value == "show-to-all"
    assert all(held.face_up for held in ruling.table.seat(1).cards) and not ruling.table.seat(1).folded


def test_fold_said_facing_a_bet_is_a_dead_hand_under_every_rulebook():
    for book in ("sources", "tda-2024", "robert-rules"):
        ruling = rule_on(situation(["continue", "p3 cbr 6", "p4 says fold"]), book)
        assert ruling.rule.id == "fold-declared-facing-a-bet" and ruling.code.value == "dead-hand"
        assert ruling.table.seat(3).folded and ruling.table.actor == 0


def test_the_stud_seat_kept_in_the_deal_gets_its_card_and_dies_when_a_bet_reaches_it():
    from conformance_cases import load, rule_case

    case = load(Path(__file__).parents[1] / "conformance/robert-rules/stud-7-fold-when-checked-to.toml")
    ruling, wrong = rule_case(case, "robert-rules")
    assert ruling is not None and not wrong
    table = ruling.table
    assert table.actor == 3  # seat 4 acts next; seat 3 is passed over, having folded with nothing bet
    table.apply(CheckOrCall(3))
    table.apply(CheckOrCall(0))
    table.run_dealer()
    assert len(table.seat(2).cards) == 5  # fifth street dealt to the kept seat, the card order as it was
    assert table.actor == 1
    table.apply(BetOrRaiseTo(1, 10))
    assert table.seat(2).folded and table.seat(2).cards == [] and table.actor == 3  # the bet killed it
