"""The room's rules (dealerschool/room.py): the house options a class may set are settings the engine reads,
a form's answers are read typed or refused by field, and a question made under them follows them (a
scenario file's own option still wins)."""

from __future__ import annotations

import pytest

from dealerschool import room
from dealerschool.quiz import questions
from dealerschool.situations import HOUSE_OPTIONS


def scenario(name):
    return next(s for s in questions.library() if s.name == name)


def test_every_room_option_is_a_house_setting_the_engine_reads():
    for option in room.ROOM_OPTIONS:
        assert option.name in HOUSE_OPTIONS, option.name
        assert all(isinstance(value, HOUSE_OPTIONS[option.name]) for value, _ in option.choices), option.name


def test_a_form_is_read_typed_and_blank_is_the_rulebooks():
    assert room.read({}) == {}
    assert room.read({"raise_cap": "4", "stud_running_out_tda": "true", "showdown_last_aggressor": "",
                      "heads_up_uncapped": "false"}) == {
        "raise_cap": 4, "stud_running_out_tda": True, "heads_up_uncapped": False}


@pytest.mark.parametrize("field, value", [("raise_cap", "99"), ("raise_cap", "four"), ("chip_unit", "0"),
                                          ("stud_odd_chip_five_card", "maybe"), ("raise_cap", "x" * 5000)])
def test_an_answer_not_offered_is_refused_by_field(field, value):
    with pytest.raises(room.RoomError) as refused:
        room.read({field: value, "raise_cap" if field != "raise_cap" else "chip_unit": ""})
    assert list(refused.value.errors) == [field]
    assert "or the rulebook's" in refused.value.errors[field]


def test_a_question_made_under_the_rooms_cap_follows_it():
    capped = scenario("limit-cap-multiway")  # bet, and raises to 12 and 16: under a cap of three, capped
    plain = questions.from_scenario(capped, "sources", 1)
    assert plain.revealed.right_answer == "cap-reached"
    assert questions.from_scenario(capped, "sources", 1, {}).revealed == plain.revealed  # no options: as before
    four = questions.from_scenario(capped, "sources", 1, {"raise_cap": 4})
    assert four.revealed.right_answer == "raise-one-unit"
    assert questions.from_scenario(capped, "sources", 1, {"blind_counts_toward_cap": False}).revealed.right_answer == \
        "raise-one-unit"


def test_a_scenarios_own_option_wins_over_the_rooms():
    pinned = scenario("razz-odd-chip")  # its file sets stud_ties_by_suit = false
    made = questions.under_house(pinned.situation, {"stud_ties_by_suit": True, "raise_cap": 4})
    assert made.house_overrides == {"stud_ties_by_suit": False, "raise_cap": 4}
    assert made.house.stud_ties_by_suit is False and made.house.raise_cap == 4


def test_the_options_are_said_in_words():
    assert room.describe({}) == []
    assert room.describe({"raise_cap": 4, "stud_odd_chip_five_card": True}) == [
        "Limit games: raises allowed after the opening bet: 4 (a bet and 4 raises)",
        "Stud odd chip between tied hands: The high card by suit in the five-card hand (TDA 2024 Rule 20-B)"]
