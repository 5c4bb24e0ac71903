"""The events added for TDA 2024 Rules 46, 49 and 57: prior chips pulled back facing a raise ('pN pulls-back X'), a
count given to the player to act ('count N [by pM]'), a bet said without its unit ('pN says bet five'). Bad input is
refused with the event and what was expected; what cannot happen on the table is refused and says why."""

import pytest

from dealerschool.rules.engine import rule_on
from dealerschool.situations import from_mapping
from dealerschool.table.operations import CheckOrCall, Fold

FLOP = ["continue", "p3 cc", "p4 cc", "p1 cc", "p2 cc", "collect", "burn", "board", "board", "board"]


def situation(events, stacks=(20000, 20000, 20000, 20000), blinds=(100, 200)):
    return from_mapping({"variant": "NT", "blinds_or_straddles": list(blinds), "starting_stacks": list(stacks),
                         "button": 4, "seed": 7, "events": list(events)}, "test.toml")


@pytest.mark.parametrize("events, message", [
    (["continue", "p3 pulls-back x"], "a number of chips above 0"),
    (["continue", "p3 pulls-back 0"], "a number of chips above 0"),
    (["continue", "count five"], "'count N'"),
    (["continue", "count 500 to p2"], "'count N by pM'"),
    (["continue", "count 500 by p9"], "expected a seat like p1..p4"),
    (["continue", "p3 says bet eleventy"], "'says bet AMOUNT'"),
])
def test_bad_words_name_the_event_and_what_was_expected(events, message):
    with pytest.raises(ValueError, match="test.toml: event ") as error:
        situation(events)
    assert message in str(error.value)


@pytest.mark.parametrize("events, message", [
    ([*FLOP, "p1 pulls-back 100"], "faces no raise"),  # nothing bet on the flop: nothing to pull back for
    (["continue", "p4 pulls-back 100"], "not the player to act"),
    (["continue", "p3 cbr 600", "p4 f", "p1 f", "p2 pulls-back 300"], "has 200 in front, not 300"),
    (["continue", "p3 cbr 600", "p4 f", "p1 f", "p2 pulls-back 200", "p2 put 600"], "write the chips he puts out"),
    ([*FLOP, "count 500"], "no player faces a bet"),
    (["continue", "p3 says bet five"], "nothing bet yet on the round"),  # preflop the blinds are a bet
    ([*FLOP, "p1 cbr 400", "p2 says bet five"], "nothing bet yet on the round"),
])
def test_what_cannot_happen_is_refused_and_says_why(events, message):
    with pytest.raises(ValueError, match="event ") as error:
        situation(events)
    assert message in str(error.value)


def test_a_pulled_back_prior_bet_bars_the_fold_only_until_he_acts():
    ruling = rule_on(situation(["continue", "p3 cbr 600", "p4 f", "p1 f", "p2 pulls-back 200"]), "tda-2024")
    assert ruling.rule.id == "prior-bet-pulled-back" and ruling.code.value == "call-or-raise-only"
    table = ruling.table
    assert table.legal_player_operations() == ["call", "raise"] and table.seat(1).bet == 200
    with pytest.raises(ValueError, match="may not fold"):
        table.apply(Fold(1))
    table.apply(CheckOrCall(1))
    assert table.fold_barred == set() and table.seat(1).bet == 600


def test_a_right_count_acted_on_is_nothing_to_rule_on():
    # Told the true bet, he pushes out too little: an undercall as before, not a wrong count accepted.
    ruling = rule_on(situation([*FLOP, "p1 cbr 3500", "count 3500", "p2 put 2500"]), "tda-2024")
    assert ruling.rule.id != "accepted-action-wrong-count"


def test_a_wrong_count_with_chips_pushed_owes_the_whole_all_in():
    ruling = rule_on(situation([*FLOP, "p1 cbr 8500", "count 5800", "p2 put 5800"], stacks=(8700, 20000, 20000, 20000)),
                     "robert-rules")
    assert ruling.rule.id == "accepted-action-wrong-count" and ruling.code.value == "must-call-full-amount"
    assert ruling.table.seat(1).bet == 8500


@pytest.mark.parametrize("said, pot_events, bet", [
    ("five", [], 500),              # a pot of 800: 5,000 is too big, 50 is below the minimum bet
    ("one", [], 1000),              # 1, 10, 100 are below the minimum and 1,000 is over the pot: the text does
                                    # not say; the engine takes the smallest legal meaning, the nearest to the pot
    ("twenty-five", [], 250),
    ("five", ["p3 cbr 2000", "p4 cc", "p1 cc", "p2 cc"], 5000),  # a pot of 8,000
])
def test_a_unitless_bet_is_the_highest_legal_amount_within_the_pot(said, pot_events, bet):
    events = ["continue", *(pot_events or ["p3 cc", "p4 cc", "p1 cc", "p2 cc"]), "collect", "burn", "board", "board",
              "board", f"p1 says bet {said}"]
    ruling = rule_on(situation(events), "tda-2024")
    assert ruling.rule.id == "unitless-bet-highest-reasonable" and ruling.table.seat(0).bet == bet
