"""Sessions: stacks carry over hand to hand, the button moves, H.O.R.S.E. rotates every orbit."""

import random

from dealerschool.games import Structure
from dealerschool.operations import BetOrRaiseTo, CheckOrCall, Fold, PostBringIn
from dealerschool.session import Session, Stakes


def play_out(table, rng):
    while not table.is_complete:
        if table.actor is None:
            table.deal_next()
            continue
        choice = rng.choice(table.legal_player_operations())
        if choice == "fold":
            table.apply(Fold(table.actor))
        elif choice == "bring-in":
            table.apply(PostBringIn(table.actor))
        elif choice in ("check", "call"):
            table.apply(CheckOrCall(table.actor))
        else:
            table.apply(BetOrRaiseTo(table.actor, table.raise_options(table.actor).minimum))


def test_horse_plays_each_game_for_an_orbit_and_keeps_the_chips():
    session = Session(Stakes(small_bet=4, big_bet=8, ante=1, bring_in=1), [500] * 5, seed=3)
    rng = random.Random(1)
    buttons = []
    for _ in range(25):
        table = session.deal()
        play_out(table, rng)
        table.check_invariants()
        session.finish(table)
        buttons.append(session.button)
    assert session.history == ["holdem"] * 5 + ["omaha-hilo"] * 5 + ["razz"] * 5 + ["stud"] * 5 + ["stud-hilo"] * 5
    assert sum(s for s in session.stacks if s) == 2500
    # The button moves one seat each hand, stud included (catalog A13).
    assert buttons[:6] == [0, 1, 2, 3, 4, 0]
    assert buttons[10:16] == [0, 1, 2, 3, 4, 0]


def test_stud_deals_from_seat_one_wherever_the_button_is():
    session = Session(Stakes(small_bet=4, big_bet=8, ante=1, bring_in=1), [100] * 4,
                      rotation=[("stud", Structure.FIXED_LIMIT)],
                      button=1)
    table = session.deal()
    table.run_dealer()
    first_deal = next(op for op in table.log if type(op).__name__ == "DealCard")
    assert first_deal.seat == 0
