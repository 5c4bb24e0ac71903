"""'push pN X pM Y ...' read against the showdown's shares seat by seat: a seat that holds two shares of a hi-lo pot
(the high half and part of a tied low) is owed their sum, so pushing every seat what the hands give it is the push
done right, and only other amounts are a split miscounted (TDA 2024 Rule 22's accounting error)."""

from __future__ import annotations

from dealerschool import generate
from dealerschool.situations import from_mapping, replay
from dealerschool.situations.replays import IrregularityKind
from dealerschool.table.operations import PushPot
from dealerschool.table.words import describe_award, push_words


def _before_the_push(seed: int) -> tuple[dict, list[str], dict[int, int]] | None:
    """A generated split (pot-split-wrong's tied-low stub) cut before its push, and what each seat is owed, where
    one seat holds two shares of the pot; None otherwise."""
    situation = dict(generate.generate("pot-split-wrong", seed).situation)
    events = situation["events"]
    cut = next(k for k, text in enumerate(events) if text.startswith("push p"))
    table = replay(from_mapping({**situation, "events": events[:cut]}, "<test>")).table
    table.next_dealer_operation()
    shares = table.awards[0].shares
    if len({share.seat for share in shares}) == len(shares):
        return None
    owed: dict[int, int] = {}
    for share in shares:
        owed[share.seat] = owed.get(share.seat, 0) + share.amount
    return situation, events[:cut], owed


def _push(owed: dict[int, int]) -> str:
    return "push " + " ".join(f"p{seat + 1} {chips}" for seat, chips in sorted(owed.items()))


def test_a_seat_owed_two_shares_is_pushed_their_sum_without_a_mistake_and_anything_else_is_one():
    found = 0
    for seed in range(30):
        cut = _before_the_push(seed)
        if cut is None:
            continue
        situation, events, owed = cut
        found += 1
        right = replay(from_mapping({**situation, "events": [*events, _push(owed)]}, "<test>"))
        assert right.irregularities == [], (seed, owed)  # the old code read only one of the seat's shares
        first, second = sorted(owed)[:2]
        wrong = replay(from_mapping({**situation, "events": [
            *events, _push({**owed, first: owed[first] - 1, second: owed[second] + 1})]}, "<test>"))
        assert [i.kind for i in wrong.irregularities] == [IrregularityKind.POT_SPLIT_WRONG], (seed, owed)
    assert found >= 3, found


_OMAHA8 = {"variant": "FO/8", "blinds_or_straddles": [1, 2], "small_bet": 2, "big_bet": 4,
           "starting_stacks": [200, 200, 200], "button": 3,
           "events": ["continue", "p3 cc", "p1 cc", "p2 cc"] + ["continue", "p1 cc", "p2 cc", "p3 cc"] * 3
           + ["show p1", "show p2", "show p3"]}
"""Omaha/8 checked down on 3d 4s 7h Ks Qd, a pot of 6: seat 1 (Kh Kd Ah 2h) has trip kings and 7-4-3-2-A."""
_QUARTERED = "KhAc9sKd2c9cAhJdJs2hTcTh5d3d4s7h6dKs8dQd"
"""Seat 2 (Ac 2c Jd Tc) ties seat 1's low: seat 1 takes the high half 3 and 2 of the low, seat 2 the low's other 1."""
_SCOOPED = "KhAc9sKdJc9cAhJdJs2hTcTh5d3d4s7h6dKs8dQd"
"""Seat 2 holds Ac Jc Jd Tc: no low, so seat 1 scoops both halves (3 and 3)."""


def _at_the_push(stub: str):
    table = replay(from_mapping({**_OMAHA8, "stub": stub}, "<test>")).table
    assert isinstance(table.next_dealer_operation(), PushPot)
    return table


def _labels(award) -> list[tuple[int, int, str]]:
    return [(share.seat + 1, share.amount, share.half) for share in award.shares]


def test_a_push_as_made_names_every_half_a_seat_of_a_quartered_pot_is_owed():
    table = _at_the_push(_QUARTERED)
    assert _labels(table.awards[0]) == [(1, 3, "high"), (1, 2, "low"), (2, 1, "low")]
    table.push_pot_shares({0: 4, 1: 2})  # the odd chip of the low to seat 2: a split miscounted
    # The old label kept one of seat 1's halves only ("low"), as if seat 1 had no part of the high.
    assert _labels(table.awards[0]) == [(1, 4, "high and low"), (2, 2, "low")]
    assert describe_award(table.awards[0]) == "Main pot 6: split; seat 1 (high and low) 4 and seat 2 (low) 2."
    assert push_words(table.awards[0]) == ("the dealer pushes the main pot (6) to seat 1 (4 high and low) and "
                                           "seat 2 (2 low)")
    table.check_invariants()


def test_a_push_as_made_names_both_halves_of_a_scoop():
    table = _at_the_push(_SCOOPED)
    assert _labels(table.awards[0]) == [(1, 3, "high"), (1, 3, "low")]
    table.push_pot_shares({0: 4, 2: 2})  # part of a scooped pot to a seat owed none of it
    assert _labels(table.awards[0]) == [(1, 4, "high and low"), (3, 2, "whole")]  # was (1, 4, "low")
    table.award_again()
    table.push_pot_to(0)  # the whole pot to the scooper, as one amount
    assert _labels(table.awards[0]) == [(1, 6, "high and low")]  # was "whole": as if no low had qualified
    assert describe_award(table.awards[0]) == "Main pot 6: seat 1 scoops 6 (high and low)."
    table.check_invariants()


def test_a_push_as_made_to_a_seat_owed_one_half_keeps_that_half():
    table = _at_the_push(_QUARTERED)
    table.push_pot_shares({1: 5, 0: 1})
    assert _labels(table.awards[0]) == [(2, 5, "low"), (1, 1, "high and low")]
    table.award_again()
    table.push_pot_to(1)  # the whole pot to a seat owed part of the low: the push is the whole pot
    assert _labels(table.awards[0]) == [(2, 6, "whole")]
