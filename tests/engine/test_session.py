"""Sessions: stacks carry over hand to hand, the button moves, H.O.R.S.E. rotates every orbit."""

import random

from dealerschool.poker.games import Structure
from dealerschool.table.operations import BetOrRaiseTo, CheckOrCall, Fold, PostBringIn
from dealerschool.table.session import Session, Stakes


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


NL = (("holdem", Structure.NO_LIMIT),)
STAKES = Stakes(small_bet=2, big_bet=4, small_blind=1, big_blind=2)


def _forced(table):
    """The blinds the dealer posts, as (seat, name)."""
    table_ops = table.queued()
    return [(op.seat, op.name) for op in table_ops if type(op).__name__ == "PostBlind"]


def test_moving_button_goes_on_to_the_next_player_when_its_player_has_left():
    # The button moved to seat 2, whose player busted: it goes on to seat 3, and the blinds follow it.
    session = Session(STAKES, [100, 0, 100, 100], rotation=NL, button=1)
    table = session.deal()
    assert table.button == 2 and _forced(table) == [(3, "small blind"), (0, "big blind")]


def test_dead_button_when_the_big_blind_busts_the_small_blind_is_dead():
    # Last hand: button seat 1, small blind seat 2, big blind seat 3; seat 3's player busted (catalog X14).
    session = Session(STAKES, [100, 100, 0, 100, 100], rotation=NL, button=1, dead_button=True,
                      blind_positions=(1, 2))
    table = session.deal()
    # The big blind moves on to seat 4; nobody posts the small blind (its seat is empty); the button
    # is on seat 2, last hand's small blind.
    assert _forced(table) == [(3, "big blind")] and table.button == 1 and table.small_blind_seat is None
    table.run_dealer()
    assert table.actor == 4  # left of the big blind
    first_cards = [op for op in table.log if type(op).__name__ == "DealCard"][:2]
    assert [op.seat for op in first_cards] == [3, 4]  # the deal starts left of the button


def test_dead_button_when_the_small_blind_busts_the_button_is_dead():
    session = Session(STAKES, [100, 0, 100, 100, 100], rotation=NL, button=0, dead_button=True,
                      blind_positions=(1, 2))
    table = session.deal()
    # Big blind to seat 4 (the next player), small blind to seat 3 (last hand's big blind),
    # and the button in front of seat 2, now empty.
    assert table.button == 1 and table.seats[1] is None
    assert _forced(table) == [(2, "small blind"), (3, "big blind")]
    rng = random.Random(2)
    play_out(table, rng)
    session.finish(table)
    assert session.blind_positions == (2, 3)
    following = session.deal()
    assert following.button == 2 and _forced(following) == [(3, "small blind"), (4, "big blind")]


def test_blinds_placed_by_a_dead_button_are_checked():
    import pytest

    from dealerschool.table.table import new_table

    with pytest.raises(ValueError, match="small blind seat 2 is empty"):
        new_table("holdem", "no-limit", [100, None, 100, 100], small_blind=1, big_blind=2, button=0, blinds=(1, 2))
    with pytest.raises(ValueError, match="only a game with blinds"):
        new_table("stud", "fixed-limit", [100, 100, 100], antes=1, bring_in=1, small_bet=2, big_bet=4,
                  blinds=(0, 1))


def test_players_leaving_never_stop_a_session():
    # Random sessions play until one player has the chips; players with none leave their seats, so the
    # button and blinds keep landing on empty seats. Chips are conserved and every hand ends.
    from dealerschool.poker.games import HORSE_ROTATION

    for dead_button in (False, True):
        for seed in range(60):
            rng = random.Random(seed)
            stacks = [rng.choice((None, rng.randint(5, 60), rng.randint(5, 60))) for _ in range(rng.randint(3, 8))]
            if sum(1 for s in stacks if s) < 3:
                continue
            rotation = HORSE_ROTATION if seed % 3 == 0 else NL
            session = Session(Stakes(small_bet=2, big_bet=4, small_blind=1, big_blind=2, ante=1, bring_in=1),
                              stacks, rotation=rotation, seed=seed, dead_button=dead_button)
            total = sum(s for s in session.stacks if s)
            for _ in range(60):
                if session.players() < 2:
                    break
                before = session.blind_positions
                table = session.deal()
                if dead_button and before is not None and table.blinds is not None:
                    # The big blind always moves to the next player after the last one.
                    seats = len(table.seats)
                    after = next((before[1] + k) % seats for k in range(1, seats + 1) if table.seats[(before[1] + k) % seats])
                    assert table.blinds[1] == after
                play_out(table, rng)
                table.check_invariants()
                session.finish(table)
                assert sum(s for s in session.stacks if s) == total


def test_a_big_blind_ante_tournament_session():
    # Tournament no-limit hold'em with a big blind ante (catalog B10): each hand the big blind posts his
    # blind and then the table's ante, as dead money; players bust and the dead button moves on.
    rng = random.Random(4)
    session = Session(Stakes(small_bet=2, big_bet=4, small_blind=1, big_blind=2, big_blind_ante=2),
                      [rng.randint(3, 40) for _ in range(7)], rotation=NL, seed=4, dead_button=True)
    total = sum(s for s in session.stacks if s)
    anted = 0
    for _ in range(80):
        if session.players() < 2:
            break
        table = session.deal()
        posts = [op for op in table.queued() if type(op).__name__ in ("PostBlind", "PostAnte")]
        antes = [op for op in posts if type(op).__name__ == "PostAnte"]
        assert all(op.for_table and op.seat == table.big_blind_seat for op in antes)
        assert len(antes) <= 1 and (not antes or posts.index(antes[0]) > 0)  # the blind first
        anted += len(antes)
        play_out(table, rng)
        table.check_invariants()
        session.finish(table)
        assert sum(s for s in session.stacks if s) == total
    assert anted >= 10
