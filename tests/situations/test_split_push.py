"""'push pN X pM Y ...' read against the showdown's shares seat by seat: a seat that holds two shares of a hi-lo pot
(the high half and part of a tied low) is owed their sum, so pushing every seat what the hands give it is the push
done right, and only other amounts are a split miscounted (TDA 2024 Rule 22's accounting error)."""

from __future__ import annotations

from dealerschool import generate
from dealerschool.situations import from_mapping, replay
from dealerschool.situations.replays import IrregularityKind


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
