"""Every move a drill offers is accepted exactly when it is the right one.

The property tests elsewhere only check that a refused move changes nothing, never that a wrong move is
refused: a drill that stopped checking the seat of a hand shown at the showdown passed them all. Here, at
every dealer step of whole hands in every game, the trainee's every possible move is tried (each word of
the operation list, with each seat at the table, face up and down for a deal, and for a push the right
payouts and payouts off by a chip or to the wrong seat): exactly one is accepted, and the refused ones
leave the table as it was."""

from __future__ import annotations

from collections import Counter
from dataclasses import replace

import pytest
from test_drill import EVERY_GAME, picture, right_move

from dealerschool.drill import OPERATION_WORDS, SEAT_WORDS, Drill, Payout, Rate, Settings

Move = tuple[str, int | None, bool, tuple[Payout, ...] | None]


def wrong_payouts(right: tuple[Payout, ...], seats: int) -> list[tuple[Payout, ...]]:
    """Pushes that differ from the right one: a chip moved from one winner to another, the whole of a
    share to another seat, a share left out."""
    wrong: list[tuple[Payout, ...]] = []
    for index, payout in enumerate(right):
        for seat in range(1, seats + 1):
            if seat != payout.seat:
                wrong.append(right[:index] + (replace(payout, seat=seat),) + right[index + 1:])
        wrong.append(right[:index] + (replace(payout, amount=payout.amount + 1),) + right[index + 1:])
        if payout.amount > 1:
            wrong.append(right[:index] + (replace(payout, amount=payout.amount - 1),) + right[index + 1:])
        if len(right) > 1:
            wrong.append(right[:index] + right[index + 1:])
    return wrong


def every_move(drill: Drill) -> list[Move]:
    """Every move the drill's page lets a trainee make now (the push with the payouts worth trying)."""
    table = drill.table()
    seats = len(table.seats)
    moves: list[Move] = []
    for word in OPERATION_WORDS:
        if word == "push":
            continue
        if word in SEAT_WORDS:
            for seat in range(1, seats + 1):
                for up in ((False, True) if word == "deal" else (False,)):
                    moves.append((word, seat, up, None))
        else:
            moves.append((word, None, False, None))
    right = right_move(drill)
    if right[3] is not None:
        moves.append(right)
        moves += [("push", None, False, payouts) for payouts in wrong_payouts(right[3], seats)]
    return moves


def deal_trying_every_move(drill: Drill, seen: Counter) -> None:
    for _ in range(400):
        if drill.hand_over:
            return
        assert not (drill.waiting_for_ruling or drill.waiting_for_remedy), "the drill makes no mistakes"
        if drill.waiting_for_read:
            drill.answer_read(drill.read_answer())
            continue
        right = right_move(drill)
        before = (list(drill.events), picture(drill.table()))
        accepted = []
        for move in every_move(drill):
            if move == right:
                continue
            feedback = drill.attempt(*move)
            if feedback.correct:
                accepted.append(move)
            assert (list(drill.events), picture(drill.table())) == before, ("a refused move changed the table", move)
        assert accepted == [], (f"accepted besides the right move {right}", accepted)
        assert drill.attempt(*right).correct, right
        seen[right[0]] += 1
    raise AssertionError("the hand did not end")


@pytest.mark.parametrize("variant", [game for game in EVERY_GAME if game not in ("horse", "8-game")])
def test_every_offered_move_is_accepted_exactly_when_it_is_the_right_one(variant: str) -> None:
    seen: Counter = Counter()
    for seed in range(40):
        drill = Drill.start(Settings(variant=variant, players=3, rate=Rate.NONE, seed=seed))
        deal_trying_every_move(drill, seen)
        if seen["show"] >= 2 and seen["push"] >= 1:
            break
    # A hand that reaches the showdown was dealt (the seat check of 'show' was tried), and a pot pushed.
    assert seen["show"] >= 2 and seen["push"] >= 1, seen
