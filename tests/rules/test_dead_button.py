"""The dead button in a situation file (catalog X14): the last hand's blinds place this hand's button and blinds."""

from __future__ import annotations

import pytest

from dealerschool import situations
from dealerschool.rules.engine import rule_on
from dealerschool.situations.setup import build_table

SMALL_BLIND_GONE = """variant = "NT"
blinds_or_straddles = [100, 200]
seat_count = 6
seats = [1, 3, 4, 5, 6]
starting_stacks = [8000, 11000, 6500, 9000, 14000]
previous_blinds = [2, 3]
"""
"""Seat 2 had the small blind last hand and has busted."""


def test_the_button_stays_dead_in_front_of_an_empty_seat() -> None:
    table = build_table(situations.loads(SMALL_BLIND_GONE, "sb-gone.toml"))
    # Button on seat 2 (empty), small blind seat 3 (last hand's big blind), big blind seat 4.
    assert table.button == 1 and table.seats[1] is None and table.blinds == (2, 3)
    table.run_dealer()
    assert table.actor == 4  # left of the big blind
    assert [op.seat for op in table.log if type(op).__name__ == "DealCard"][:2] == [2, 3]  # dealt from seat 3


@pytest.mark.parametrize("book", ["sources", "tda-2024", "robert-rules"])
def test_the_ruling_explains_the_places(book: str) -> None:
    ruling = rule_on(situations.loads(SMALL_BLIND_GONE, "sb-gone.toml"), book)
    assert ruling.rule.id == "dead-button" and ruling.code.value == "dead-button"
    text = " ".join(ruling.remedy)
    assert "seat 4 posts it" in text and "Seat 3, last hand's big blind, posts the small blind" in text
    assert "now empty (a dead button)" in text


@pytest.mark.parametrize("extra, message", [
    ("button = 1\n", "give either the button or the last hand's blinds"),
    ("", "two different seat numbers from 1 to 6"),
])
def test_previous_blinds_are_checked(extra: str, message: str) -> None:
    text = SMALL_BLIND_GONE + extra
    if not extra:
        text = text.replace("previous_blinds = [2, 3]", "previous_blinds = [3, 3]")
    with pytest.raises(ValueError, match=r"^sb-gone\.toml: field 'previous_blinds': .*" + message):
        situations.loads(text, "sb-gone.toml")


def test_a_dead_button_hand_has_no_phh_form() -> None:
    from dealerschool.histories import phh_table

    table = build_table(situations.loads(SMALL_BLIND_GONE, "sb-gone.toml"))
    with pytest.raises(ValueError, match="dead button or a dead small blind cannot be written as PHH"):
        phh_table.from_table(table)
