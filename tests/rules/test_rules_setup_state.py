"""Set-up, seating and house rules recognised from the table: full games, the button draw, mixed games,
table stakes, cards off the table, refunds and the stud announcements."""

import pytest

from dealerschool import situations
from dealerschool.quiz import scenarios
from dealerschool.quiz.grading import DecisionType, Question, correct_answer
from dealerschool.rules.engine import rule_on, triggered_rule
from dealerschool.table.operations import AnnounceFirstToAct, CheckOrCall, MoveButton, PostBringIn


def load(name):
    return scenarios.load(f"scenarios/{name}.toml").situation


def test_ninth_stud_player_is_turned_away_and_eight_are_dealt():
    found = load("table/ninth-player-at-a-full-stud-game")
    ruling = rule_on(found)
    assert (ruling.rule.id, ruling.code.value) == ("seat-limits", "table-full")
    table = situations.replay(found).table
    assert table.turned_away == (8,) and len(table.occupied) == 8


def test_button_draw_high_card_with_suits_breaking_the_tie():
    found = load("table/draw-for-the-button-suits-break-the-tie")
    table = situations.replay(found).table
    assert [str(card) for _, card in table.button_draw] == ["Ah", "Kd", "7c", "As", "9s"]
    assert table.button == 3  # the A♠ beats the A♥
    value, rule, _, _ = correct_answer(Question(DecisionType.SEAT, "button", "who?"), found)
    assert value == 4 and rule.id == "tie-break-by-suit"


@pytest.mark.parametrize("book, code", [("sources", "move-button-one-seat"), ("tda-2024", "freeze-button")])
def test_button_in_the_stud_rounds_of_a_mixed_game(book, code):
    ruling = rule_on(load("stud/horse-button-during-stud"), book)
    assert (ruling.rule.id, ruling.code.value) == ("mixed-game-button-during-stud", code)


STUD_HAND_OVER = {"variant": "F7S", "mixed_game": True, "antes": 1, "bring_in": 1, "small_bet": 2, "big_bet": 4,
                  "starting_stacks": [100, 100, 100], "button": 3, "stub": "Ad5h8sTcJd6s2c9dKh",
                  "events": ["continue", "p1 pb", "p2 cbr 2", "p3 f", "p1 f", "return p2 1", "collect", "push"]}
"""A stud hand of a rotation won by seat 2 and pushed: the button's move would be the dealer's next step."""


RAZZ_EVENTS = ["continue", "p3 pb", "p1 cbr 2", "p2 f", "p3 f", "return p1 1", "collect", "push"]


@pytest.mark.parametrize("variant, events", [("F7S", STUD_HAND_OVER["events"]), ("FR", RAZZ_EVENTS),
                                             ("F7S/8", STUD_HAND_OVER["events"])])
def test_a_stud_hand_of_a_rotation_ends_with_the_button_frozen_under_tda(variant, events):
    # TDA 2024 Rule 11-B: the button "is frozen there during stud": the hand is over and the button does not
    # move. Before the fix the ruling said frozen and the table's next step still moved it.
    ruling = rule_on(situations.from_mapping({**STUD_HAND_OVER, "variant": variant, "events": events}, "test"),
                     "tda-2024")
    assert (ruling.rule.id, ruling.code.value) == ("mixed-game-button-during-stud", "freeze-button")
    assert ruling.table.is_complete and ruling.table.next_dealer_operation() is None and ruling.table.button == 2
    assert "stays frozen in front of seat 3" in ruling.remedy[0] and ruling.remedy[-1] == "The hand is over."


def test_under_the_seed_documents_the_button_travels_on_through_the_stud_hands():
    # "the dealer button travels around the table as it would in Hold'em, only to keep track of the number of
    # hands played" (Poker Rules for Beginners, H.O.R.S.E. and Mixed Games): its move is the next step.
    ruling = rule_on(situations.from_mapping(STUD_HAND_OVER, "test"), "sources")
    assert ruling.code.value == "move-button-one-seat"
    assert isinstance(ruling.table.next_dealer_operation(), MoveButton) and not ruling.table.is_complete


def test_a_hold_em_hand_of_the_rotation_still_moves_the_button_under_tda():
    found = situations.from_mapping({"variant": "FT", "mixed_game": True, "blinds_or_straddles": [1, 2],
                                     "small_bet": 2, "big_bet": 4, "starting_stacks": [100, 100, 100], "button": 3,
                                     "seed": 62, "events": ["post", "post", "continue", "p3 f", "p1 f",
                                                            "return p2 1", "collect", "push"]}, "test")
    ruling = rule_on(found, "tda-2024")
    assert isinstance(ruling.table.next_dealer_operation(), MoveButton)


def test_skipping_a_game_in_the_rotation_is_not_allowed():
    ruling = rule_on(load("table/horse-player-skips-razz"))
    assert (ruling.rule.id, ruling.code.value) == ("mixed-game-rotation", "play-full-orbit")


def test_chips_from_the_pocket_do_not_play_this_hand():
    ruling = rule_on(load("table/table-stakes-no-money-mid-hand"))
    assert (ruling.rule.id, ruling.code.value) == ("table-stakes", "table-stakes-only")
    # Nothing changes: seat 1 still has only the chips he started with, and may call all-in for them.
    assert ruling.table.seat(0).stack + ruling.table.seat(0).bet == 150 and ruling.table.actor == 0


def test_upcard_off_the_table_plays():
    ruling = rule_on(load("stud/upcard-pitched-off-the-table"))
    assert (ruling.rule.id, ruling.code.value) == ("stud-card-off-table", "card-plays")
    assert ruling.table.seat(1).cards[-1].face_up


def test_no_refund_for_a_call_beaten_on_board():
    ruling = rule_on(load("stud/no-refund-beaten-on-board"))
    assert (ruling.rule.id, ruling.code.value) == ("stud-no-refund-when-beaten", "no-refund")


def test_four_to_a_flush_on_board_is_not_announced():
    # Seat 1 gets the 2s, 5s, 7s and 9s as its upcards; everyone checks or calls along.
    stub = "2h3h4h5d6d7d" + "2s9cTd" + "Kc" + "5s8c3c" + "Qc" + "7sAhJd" + "Qh" + "9sKhAd"
    found = situations.loads(f"""variant = "F7S"
antes = 1
bring_in = 2
small_bet = 5
big_bet = 10
starting_stacks = [200, 200, 200]
stub = "{stub}"
events = ["continue"]
""")
    played = situations.replay(found)
    table = played.table
    while not (table.street_index == 3 and isinstance(table.next_dealer_operation(), AnnounceFirstToAct)):
        if table.actor is None:
            table.deal_next()
        elif "bring-in" in table.legal_player_operations():
            table.apply(PostBringIn(table.actor))
        else:
            table.apply(CheckOrCall(table.actor))
    assert [str(c) for c in table.seat(0).upcards] == ["2s", "5s", "7s", "9s"]
    rule, _ = triggered_rule(played)
    assert rule.id == "stud-dealer-announcements"
    assert rule.answer("sources").ruling.value == "announce-pairs-not-draws"
