"""Robert's Rules, Seven-Card Stud 17: "A player whose last card is faceup has the option of declaring all-in
(before betting action starts)." The table's side of it (``Table.declare_all_in``): the declaring player puts in
no more chips, the others bet on into a side pot he has no part in, and the chips he held back are his again
once the pot is pushed, every chip of the table accounted for at each step."""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest

from dealerschool.rules.engine import rule_on
from dealerschool.situations import from_mapping
from dealerschool.situations.replays import replay
from dealerschool.table.operations import BetOrRaiseTo, CheckOrCall, Fold
from dealerschool.table.table import IllegalOperation

CASES = Path(__file__).resolve().parents[1] / "conformance" / "fix-stud17"


def _situation(name: str, events: list[str] | None = None):
    data = tomllib.loads((CASES / name).read_text())["situation"]
    if events is not None:
        data = {**data, "events": events}
    return from_mapping(data, name)


def _play_out(table, actions) -> list[int]:
    """The actions in turn, then the dealer to the end of the hand; the chips on the table after every step."""
    totals = []
    for action in actions:
        table.apply(action)
        table.check_invariants()
        totals.append(sum(table.finishing_stacks()) + table.pot + sum(s.in_front for s in table.seats if s))
    while (operation := table.next_dealer_operation()) is not None:
        table.apply(operation)
        table.check_invariants()
        totals.append(sum(table.finishing_stacks()) + table.pot + sum(s.in_front for s in table.seats if s))
    return totals


@pytest.mark.parametrize("bets", [
    [BetOrRaiseTo(3, 10), CheckOrCall(0), CheckOrCall(2)],          # seat 4 bets, both call: a side pot of 30
    [BetOrRaiseTo(3, 10), Fold(0), Fold(2)],                        # seat 4 bets, both fold: his 10 comes back
    [CheckOrCall(3), CheckOrCall(0), CheckOrCall(2)],               # checked round: no side pot
    [BetOrRaiseTo(3, 10), BetOrRaiseTo(0, 20), CheckOrCall(2), CheckOrCall(3)],
])
def test_the_declared_player_keeps_his_chips_and_shares_only_the_pot_as_it_stood(bets):
    ruling = rule_on(_situation("01-four-players-seventh-card-up-declares-all-in.toml"), "robert-rules")
    table = ruling.table
    assert ruling.rule.id == "stud-seventh-card-face-up-declared-all-in"
    assert table.seat(1).stack == 0 and table.seat(1).held_back == 87 and 1 not in table.can_bet()
    start = table.total_chips
    before = [seat.stack + seat.held_back for seat in table.seats if seat]
    totals = _play_out(table, bets)
    assert set(totals) == {start}  # not a chip made or lost at any step
    assert table.seat(1).held_back == 0
    main, *side = table.awards
    assert main.pot.amount == 52  # the pot as it stood when he declared
    assert all(share.seat != 1 for award in side for share in award.shares)  # no part of what was bet after
    won = sum(share.amount for share in main.shares if share.seat == 1)
    assert table.seat(1).stack == before[1] + won  # his 87 back, and his share of the main pot


def test_refused_once_the_betting_has_begun_and_off_the_last_street():
    late = _situation("02-four-players-declared-after-the-betting-began-plays-on.toml")
    table = rule_on(late, "robert-rules").table
    with pytest.raises(IllegalOperation, match="begun"):
        table.declare_all_in(1)
    assert table.seat(1).stack == 87 and table.seat(1).held_back == 0
    early = _situation("01-four-players-seventh-card-up-declares-all-in.toml",
                       ["continue", "p2 pb", "p3 cc", "p4 cc", "p1 cc", "continue"])
    table = replay(early).table  # fourth street: nothing to rule on, the replay's table
    with pytest.raises(IllegalOperation, match="last street"):
        table.declare_all_in(1)


def test_the_notation_refuses_a_declaration_by_a_seat_whose_last_card_is_down():
    events = tomllib.loads((CASES / "01-four-players-seventh-card-up-declares-all-in.toml").read_text())["situation"]["events"]
    with pytest.raises(ValueError, match="not dealt face up"):
        _situation("01-four-players-seventh-card-up-declares-all-in.toml", events[:-1] + ["p1 declares-all-in"])
