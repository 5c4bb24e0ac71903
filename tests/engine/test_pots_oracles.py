"""Pots checked against oracles of their own: plain arithmetic, the reference peeler, and the odd chip
found by walking clockwise from the button in the test (catalog B10, G03, X17).

The worked examples elsewhere put the button on the last seat and the big blind ante into a pot
that was never split, so a big blind ante put into the last pot, or odd chips given to the lowest
seat number, went unnoticed; every case here has a side pot, or the button somewhere else.
"""

from hypothesis import given, settings
from hypothesis import strategies as st
from test_pots import peel

from dealerschool.poker.cards import ordered_stub, parse_cards
from dealerschool.poker.pots import OddChipRule, Pot, award_pots, build_pots, totals
from dealerschool.table.operations import BetOrRaiseTo, CheckOrCall, Fold
from dealerschool.table.table import new_table

LEFT = OddChipRule.FIRST_LEFT_OF_BUTTON


def walk_clockwise_from_button(button: int, seats: int) -> list[int]:
    """Every seat index in the order a dealer reaches it going round the table from the button's left."""
    return [(button + step) % seats for step in range(1, seats + 1)]


# --- the big blind ante is dead money in the main pot (catalog B10) --------------------------------


def test_a_big_blind_ante_goes_into_the_main_pot_when_there_is_a_side_pot():
    # Seat 0 is all in for 50; seats 1 and 2 put in 200 each; a 100 big blind ante is dead money.
    pots = build_pots({0: 50, 1: 200, 2: 200}, set(), dead=100)
    # Main pot: 50 from each of three seats plus the whole ante; side pot: 150 from each of two.
    assert pots == (Pot(3 * 50 + 100, (0, 1, 2), 0), Pot(2 * 150, (1, 2), 1))
    # So the short stack with the best hand wins the ante as well.
    assert totals(award_pots(pots, {0: 9, 1: 1, 2: 2}, None, LEFT, [0, 1, 2])) == {0: 250, 2: 300}


def test_a_big_blind_ante_goes_into_the_main_pot_below_two_side_pots_and_an_uncalled_bet():
    pots = build_pots({0: 30, 1: 80, 2: 500, 3: 300, 4: 10}, {4}, dead=40)
    assert [(pot.amount, pot.eligible, pot.uncalled) for pot in pots] == [
        (10 + 30 * 4 + 40, (0, 1, 2, 3), False),  # seat 4's folded 10, 30 from each live seat, the ante
        (50 * 3, (1, 2, 3), False),
        (220 * 2, (2, 3), False),
        (200, (2,), True),  # nobody called seat 2's last 200
    ]


@settings(max_examples=200, deadline=None)
@given(
    st.dictionaries(st.integers(0, 8), st.integers(1, 400), min_size=2, max_size=9),
    st.data(),
    st.integers(1, 300),
)
def test_dead_money_lands_in_the_main_pot_of_the_reference_peeler(contributions, data, dead):
    seats = sorted(contributions)
    folded = set(data.draw(st.lists(st.sampled_from(seats), max_size=len(seats) - 1, unique=True)))
    expected = peel(contributions, folded)
    expected[0] = (expected[0][0] + dead, expected[0][1], expected[0][2])
    got = [(pot.amount, pot.eligible, pot.uncalled) for pot in build_pots(contributions, folded, dead=dead)]
    assert got == expected
    assert sum(pot.amount for pot in build_pots(contributions, folded, dead=dead)) == sum(contributions.values()) + dead


def test_a_table_with_a_big_blind_ante_and_a_side_pot_puts_the_ante_in_the_main_pot():
    # Blinds 100-200, a 200 big blind ante (seat 1 posts it after his blind). Seat 2 moves all in for 300,
    # seat 3 raises to 1000, the small blind folds, the big blind calls: a side pot between seats 1 and 3.
    table = new_table("holdem", "no-limit", [5000, 5000, 300, 5000], small_blind=100, big_blind=200, antes=200,
                      big_blind_ante=True, button=3, seed=1)
    table.run_dealer()
    table.apply(BetOrRaiseTo(2, 300))
    table.apply(BetOrRaiseTo(3, 1000))
    table.apply(Fold(0))
    table.apply(CheckOrCall(1))
    while not table.is_complete:
        table.run_dealer()
        if table.actor is not None:
            table.apply(CheckOrCall(table.actor))
    main = 300 * 3 + 100 + 200  # three seats to 300, the folded small blind, the dead ante
    side = (1000 - 300) * 2
    assert [(award.pot.amount, award.pot.eligible) for award in table.awards] == [(main, (1, 2, 3)), (side, (1, 3))]
    table.check_invariants()


# --- the odd chip goes to the first tied winner left of the button (catalog X17) --------------------


def test_odd_chips_walk_clockwise_from_a_button_in_the_middle():
    # Six seats, the button on seat index 2: the walk goes 3, 4, 5, 0, 1, 2.
    pot = (Pot(7, (0, 1, 4, 5), 0),)
    (award,) = award_pots(pot, {0: 5, 1: 5, 4: 5, 5: 1}, None, LEFT, [3, 4, 5, 0, 1, 2])
    # 7 among three tied seats: 2 each and one odd chip, to seat 4 (first of 0, 1, 4 after the button).
    assert {share.seat: share.amount for share in award.shares} == {4: 3, 0: 2, 1: 2}
    (award,) = award_pots((Pot(8, (0, 1, 4, 5), 0),), {0: 5, 1: 5, 4: 5, 5: 1}, None, LEFT, [3, 4, 5, 0, 1, 2])
    assert {share.seat: share.amount for share in award.shares} == {4: 3, 0: 3, 1: 2}


@settings(max_examples=300, deadline=None)
@given(st.integers(2, 10).flatmap(lambda seats: st.tuples(
    st.just(seats),
    st.integers(0, seats - 1),
    st.sets(st.integers(0, seats - 1), min_size=2, max_size=seats),
    st.integers(0, 60),
)))
def test_odd_chips_go_one_each_walking_clockwise_from_the_button(case):
    seats, button, winners, base = case
    tied = sorted(winners)
    odd = len(tied) - 1 if base % 2 else 1  # always some odd units
    amount = base * len(tied) + odd
    (award,) = award_pots((Pot(amount, tuple(tied), 0),), {seat: 1 for seat in tied}, None, LEFT,
                          walk_clockwise_from_button(button, seats))
    got = {share.seat: share.amount for share in award.shares}
    walk = [seat for seat in walk_clockwise_from_button(button, seats) if seat in winners]
    assert got == {seat: base + (1 if place < odd else 0) for place, seat in enumerate(walk)}


def test_a_table_gives_the_odd_chip_of_a_board_that_plays_to_the_first_seat_left_of_the_button():
    # Four seats, the button on seat index 1; the small blind (seat 2) folds, so the pot is 7 and three
    # players share the royal flush on the board: the odd chip goes to seat 3, the first of them left
    # of the button (seat 0 has the lowest number, and gets no odd chip).
    holes = "2c 3d 4h 5c 2d 3h 4c 6d"  # two rounds from seat 2, none of them can beat the board
    board = "7h As Ks Qs 8h Js 9h Ts"  # burn, flop, burn, turn, burn, river
    table = new_table("holdem", "no-limit", [100, 100, 100, 100], small_blind=1, big_blind=2, button=1,
                      stub=ordered_stub(parse_cards(f"{holes} {board}"), seed=1))
    table.run_dealer()
    assert table.actor == 0
    table.apply(CheckOrCall(0))
    table.apply(CheckOrCall(1))
    table.apply(Fold(2))
    while not table.is_complete:
        table.run_dealer()
        if table.actor is not None:
            table.apply(CheckOrCall(table.actor))
    (award,) = table.awards
    assert award.pot.amount == 2 * 3 + 1
    walk = [seat for seat in walk_clockwise_from_button(1, 4) if seat in (0, 1, 3)]
    assert walk == [3, 0, 1]
    assert {share.seat: share.amount for share in award.shares} == {3: 3, 0: 2, 1: 2}
    table.check_invariants()


def test_a_hi_lo_table_gives_the_odd_chips_high_first_then_left_of_the_button():
    # Omaha hi-lo, four seats, the button on seat index 1; the small blind (seat 2) folds, so the pot is 7.
    # Seat 1 makes three kings for high; seats 3 and 0 tie for low with A-2-3-4-7. The odd chip between
    # the halves goes high (catalog E06): 4 to seat 1, 3 for low. The low half's odd chip goes to the first
    # of the tied seats left of the button, seat 3, not seat 0 with the lower number.
    rounds = ["9s As Ah Ks", "9d 4s 4h Kd", "8s Th Tc Js", "8d Jh Jc Jd"]  # each round from seat 2: 2, 3, 0, 1
    board = "5c 2c 3d 7h 6c Kc 6d Qd"  # burn, flop, burn, turn, burn, river
    table = new_table("omaha-hilo", "fixed-limit", [100, 100, 100, 100], small_blind=1, big_blind=2, small_bet=2,
                      big_bet=4, button=1, stub=ordered_stub(parse_cards(" ".join(rounds) + " " + board), seed=1))
    table.run_dealer()
    assert table.actor == 0
    table.apply(CheckOrCall(0))
    table.apply(CheckOrCall(1))
    table.apply(Fold(2))
    while not table.is_complete:
        table.run_dealer()
        if table.actor is not None:
            table.apply(CheckOrCall(table.actor))
    (award,) = table.awards
    assert award.pot.amount == 7 and award.hilo
    shares = {(share.seat, share.half): share.amount for share in award.shares}
    walk = [seat for seat in walk_clockwise_from_button(1, 4) if seat in (3, 0)]
    assert walk == [3, 0]
    assert shares == {(1, "high"): 4, (3, "low"): 2, (0, "low"): 1}
    table.check_invariants()
