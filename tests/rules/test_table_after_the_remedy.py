"""The table after the remedy is the ruling carried out (``remedies.carry_out_bookkeeping``): the pots it
decides pushed, the hands tabled for an all-in run-out, and nothing more; a dealing drill asks for the table
at the ruling instead (``carried_out=False``), since there the trainee is the dealer."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from conformance_cases import ROOT, load  # noqa: E402

from dealerschool.rules.engine import rule_on_replay  # noqa: E402
from dealerschool.rules.rulebooks import get_rulebook  # noqa: E402
from dealerschool.situations import (  # noqa: E402
    from_mapping,
    operation_text,  # noqa: E402
    replay,
)


def _ruled(name: str, book: str, carried_out: bool):  # type: ignore[no-untyped-def]
    case = load(ROOT / name)
    situation = from_mapping(case.situation, name)
    found = replay(situation, get_rulebook(book).table_rules(situation.house_overrides, situation.play))
    return rule_on_replay(found, book, carried_out=carried_out)


def test_a_split_pot_ruled_is_pushed_to_its_winners() -> None:
    at_ruling = _ruled("tda-2024/20-a-odd-chip-first-seat-left-of-button.toml", "tda-2024", False)
    carried = _ruled("tda-2024/20-a-odd-chip-first-seat-left-of-button.toml", "tda-2024", True)
    assert at_ruling.table.pot == 5 and carried.table.pot == 0
    paid = [after.stack - before.stack for before, after in zip(at_ruling.table.seats, carried.table.seats, strict=True)
            if before is not None and after is not None]
    assert sorted(paid) == [0, 0, 2, 3]
    assert operation_text(carried.table.next_dealer_operation()) == "button"
    assert any(step.startswith("Main pot 5") for step in carried.remedy), carried.remedy


def test_hands_all_in_are_tabled_before_the_run_out_and_no_card_is_dealt() -> None:
    carried = _ruled("tda-2024-addendum/16-example-1-turn-all-in.toml", "tda-2024", True)
    live = [seat for seat in carried.table.seats if seat is not None and not seat.folded]
    assert live and all(held.face_up for seat in live for held in seat.cards)
    assert operation_text(carried.table.next_dealer_operation()) == "burn"
    at_ruling = _ruled("tda-2024-addendum/16-example-1-turn-all-in.toml", "tda-2024", False)
    assert len(carried.table.board) == len(at_ruling.table.board)


def test_bets_stay_in_front_when_no_push_or_tabling_follows() -> None:
    carried = _ruled("tda-2024-addendum/46-situation-1-1-overchip-onto-prior-chips-call.toml", "tda-2024", True)
    assert [seat.bet for seat in carried.table.seats if seat is not None] == [25, 600, 0, 600]
