"""Absent players: killed at the end of the deal (tournaments, TDA) or when the action reaches them (stud cash)."""

from dealerschool.quiz import scenarios
from dealerschool.rules.engine import rule_on
from dealerschool.table.operations import CheckOrCall, PostBringIn

STUD = scenarios.load("scenarios/stud/absent-player-cash.toml").situation
HOLDEM = scenarios.load("scenarios/flop/tournament-player-away-at-the-deal.toml").situation


def test_stud_absent_player_is_killed_when_the_action_reaches_him_under_the_sources():
    ruling = rule_on(STUD, "sources")
    table = ruling.table
    assert ruling.code.value == "kill-hand-when-action-reaches"
    assert not table.seat(3).folded and table.absent == {3}
    ante_in = table.seat(3).contributed
    while table.actor is not None and table.actor != 3 and not table.seat(3).folded:
        if "bring-in" in table.legal_player_operations():
            table.apply(PostBringIn(table.actor))
        else:
            table.apply(CheckOrCall(table.actor))
    assert table.seat(3).folded and table.seat(3).cards == []
    assert table.seat(3).contributed == ante_in  # the ante stays in the pot
    table.check_invariants()


def test_stud_absent_player_is_killed_at_once_under_tda():
    ruling = rule_on(STUD, "tda-2024")
    assert ruling.code.value == "dead-hand" and ruling.table.seat(3).folded


def test_tournament_absent_big_blind_forfeits_the_blind():
    for book in ("sources", "tda-2024"):
        ruling = rule_on(HOLDEM, book)
        table = ruling.table
        assert ruling.rule.id == "tournament-absent-player" and table.seat(1).folded
        assert table.seat(1).bet == 200  # the posted big blind stays in
        assert table.actor == 2
        table.check_invariants()
