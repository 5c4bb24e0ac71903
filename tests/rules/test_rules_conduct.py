"""Player conduct at the table: folding when a check is free, string bets, stud upcards turned down."""

from dealerschool.quiz import scenarios
from dealerschool.rules.engine import rule_on


def load(name):
    return scenarios.load(f"scenarios/{name}.toml").situation


def test_fold_when_check_possible_stands_and_tda_may_penalise():
    found = load("table/fold-when-check-is-free")
    sources, tda = rule_on(found, "sources"), rule_on(found, "tda-2024")
    assert sources.code.value == "fold-stands" and tda.code.value == "fold-stands-penalty-possible"
    assert sources.table.seat(1).folded and sources.table.actor == 2


def test_string_bet_counts_the_first_motion_only():
    ruling = rule_on(load("table/string-bet-is-a-call"), "sources")
    table = ruling.table
    assert ruling.code.value == "first-motion-only"
    assert table.seat(0).bet == 20 and table.seat(0).stack == 580  # a call: the 40 went back
    assert table.actor == 1


def test_upcards_turned_down_facing_a_bet_kill_the_hand():
    ruling = rule_on(load("stud/upcards-turned-down-facing-a-bet"), "tda-2024")
    table = ruling.table
    assert ruling.code.value == "dead-hand" and table.seat(3).folded
    assert table.seat(3).cards == [] and table.seat(3).contributed == 1  # the ante stays in
    table.check_invariants()
