"""A drill's push form, to the letter: what is refused and with which message, and a scoop named either way
(written from the survivors of ``python tests/mutation.py drill-checks``)."""

import pytest
from test_drill import deal_to_push

from dealerschool.drill import Drill, DrillError, Payout, Rate, Settings, _normal


@pytest.fixture(scope="module")
def at_push():
    drill = Drill.start(Settings(variant="NT", players=3, rate=Rate.NONE, seed=5))
    deal_to_push(drill)
    return drill


@pytest.mark.parametrize("payouts, message", [
    ([], "drill: push: say who wins the pot and how many chips each gets"),
    (["a string that is not a payout at all"], "drill: push: expected seats with amounts, got 'a string that is not a payout '"),
    ([Payout(True, 5)], "drill: push: seat: expected 1 to 3, got 'True'"),
    ([Payout("12345678901234567890123", 5)], "drill: push: seat: expected 1 to 3, got '12345678901234567890'"),
    ([Payout(4, 5)], "drill: push: seat: expected 1 to 3, got '4'"),
    ([Payout(1, 0)], "drill: push: seat 1: expected a whole number of chips above 0, got '0'"),
    ([Payout(1, True)], "drill: push: seat 1: expected a whole number of chips above 0, got 'True'"),
    ([Payout(1, 5.5)], "drill: push: seat 1: expected a whole number of chips above 0, got '5.5'"),
    ([Payout(1, 5, "high")], "drill: push: seat 1: Texas hold'em is not split high and low (no half to name)"),
])
def test_a_push_of_the_wrong_form_is_refused_with_this_message(at_push, payouts, message):
    events = list(at_push.events)
    with pytest.raises(DrillError) as raised:
        at_push.attempt("push", payouts=payouts)
    assert str(raised.value) == message
    assert at_push.events == events


def test_one_seat_taking_both_halves_is_a_scoop_however_it_is_named():
    scoop = {(2, "scoop"): 9}
    assert _normal([Payout(2, 5, "high"), Payout(2, 4, "low")]) == scoop
    assert _normal([Payout(2, 9, "scoop")]) == scoop
    assert _normal([Payout(2, 5, "scoop"), Payout(2, 4, "scoop")]) == scoop
    assert _normal([Payout(2, 5, "high"), Payout(3, 4, "low")]) == {(2, "high"): 5, (3, "low"): 4}
