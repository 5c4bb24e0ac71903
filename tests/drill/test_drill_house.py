"""A drill under a room's house options (drill.Settings.house): each hand's table, rulings and review follow
them on top of the rulebook's settings; a drill stored before the field existed reads back with none."""

from __future__ import annotations

import json

import pytest

from dealerschool.drill import Drill, DrillError, Settings, rebuild
from dealerschool.drill.rebuilding import review_table

LIMIT = {"variant": "FT", "players": 4, "rate": "none", "rulebook": "tda-2024", "seed": 7}
"""Fixed-limit hold'em, four players, no irregularities: TDA 2024 caps a round at a bet and three raises."""

THREE_RAISES = ["post", "continue", "p3 cbr 4", "p4 cbr 6", "p1 cbr 8"]
"""Before the flop (the button on seat 4): the big blind (the opening bet), then three raises, the last by
the small blind; the big blind (seat 2, index 1) is to act."""


def _after_three_raises(settings: Settings):
    drill = Drill.start(settings)
    replayed, _ = rebuild(drill.setup, THREE_RAISES, None, settings.rulebook)
    return drill, replayed.table


def test_a_room_raise_cap_of_four_allows_the_fourth_raise_the_rulebook_refuses() -> None:
    _, capped = _after_three_raises(Settings.from_mapping(LIMIT))
    assert capped.actor == 1 and capped.raise_options(1) is None  # the rulebook's cap: call or fold
    drill, table = _after_three_raises(Settings.from_mapping({**LIMIT, "house": {"raise_cap": 4}}))
    assert drill.setup["house"] == {"raise_cap": 4}
    assert table.actor == 1 and table.raise_options(1).choices == (10,)
    # The drill's own table and a review of the hand read the same options from the hand's set-up.
    assert drill.table().config.rules.raise_cap == 4
    hand = {**drill.hand_record(), "events": THREE_RAISES}
    assert review_table(hand, len(THREE_RAISES)).raise_options(1).choices == (10,)


def test_the_house_options_are_stored_with_the_settings_and_read_back() -> None:
    settings = Settings.from_mapping({**LIMIT, "house": {"showdown_last_aggressor": False, "raise_cap": 4}})
    assert settings.house_options() == {"raise_cap": 4, "showdown_last_aggressor": False}
    drill = Drill.start(settings)
    stored = json.loads(drill.to_json())
    assert stored["settings"]["house"] == {"raise_cap": 4, "showdown_last_aggressor": False}
    again = Drill.from_json(drill.to_json())
    assert again.settings == settings and again.setup["house"] == {"raise_cap": 4, "showdown_last_aggressor": False}


def test_a_drill_stored_before_house_options_loads_with_none() -> None:
    drill = Drill.start(Settings.from_mapping(LIMIT))
    stored = json.loads(drill.to_json())
    del stored["settings"]["house"]  # as every drill stored before the field existed
    old = Drill.from_json(json.dumps(stored))
    assert old.settings.house == () and old.settings.house_options() == {}
    assert "house" not in old.setup and old.table().config.rules.raise_cap == 3


@pytest.mark.parametrize("house, message", [
    ({"raise_cap": "4"}, "settings.house.raise_cap: expected a whole number, got '4'"),
    ({"raise_cap": -1}, "settings.house.raise_cap: expected a whole number from 0 to 1000000, got -1"),
    ({"chip_unit": 0}, "settings.house.chip_unit: expected a whole number from 1 to 1000000, got 0"),
    ({"heads_up_uncapped": 1}, "settings.house.heads_up_uncapped: expected true or false, got '1'"),
    ({"dealer_tips": True}, "settings.house.dealer_tips: unknown option (expected one of raise_cap"),
    ([["raise_cap", 4]], "settings.house: expected an object of house options, got list"),
])
def test_a_bad_house_option_names_the_field(house, message) -> None:
    with pytest.raises(DrillError, match="^drill: ") as raised:
        Settings.from_mapping({**LIMIT, "house": house})
    assert message in str(raised.value)
