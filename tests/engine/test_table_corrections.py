"""The Table's named corrections: what a dealer does to put a mistake right (a card taken back, a stub
reshuffled, a bet returned). Each moves only what it names, refuses when the card or chips are not where
the caller says, and leaves every card in one place and every chip counted."""

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from test_table_properties import FORCED, limits_for

from dealerschool.poker.cards import ordered_stub, parse_card, parse_cards
from dealerschool.poker.games import GAMES
from dealerschool.table.operations import BetOrRaiseTo, CheckOrCall, DealCard, Discard, Fold, PostBringIn, PushPot
from dealerschool.table.table import Phase, Pile, new_table


def holdem(stacks=(100, 100, 100), top="AsKhQd AdKsQh"):
    table = new_table("holdem", "no-limit", list(stacks), small_blind=1, big_blind=2,
                      stub=ordered_stub(parse_cards(top), seed=1))
    table.run_dealer()
    return table


def where(table, card):
    return table.card_locations()[parse_card(card) if isinstance(card, str) else card]


def test_move_card_from_a_seat_to_the_burns_and_from_the_board_to_the_stub_top():
    table = holdem()  # seat 1 holds As Kh, seat 2 Ad Ks, seat 3 Qd Qh
    table.move_card(parse_card("As"), 0, Pile.BURNS)
    assert table.seat(0).hole == [parse_card("Ad")] and table.burns[-1] == parse_card("As")
    top = table.stub[0]
    table.move_card(top, Pile.STUB, Pile.BOARD)
    assert table.board == [top]
    table.move_card(top, Pile.BOARD, Pile.STUB)
    assert table.stub[0] == top and table.board == []
    table.check_invariants()


def test_move_card_to_a_seat_lands_last_and_face_up_only_when_asked():
    table = holdem()
    burnt = table.stub[0]
    table.move_card(burnt, Pile.STUB, 2, face_up=True)
    assert table.seat(2).cards[-1].card == burnt and table.seat(2).cards[-1].face_up
    table.move_card(parse_card("Qd"), 2, 1)
    assert table.seat(1).cards[-1].card == parse_card("Qd") and not table.seat(1).cards[-1].face_up
    table.check_invariants()


@pytest.mark.parametrize(("card", "source", "message"), [
    ("As", Pile.BOARD, "As is not in the board"),
    ("As", Pile.MUCK, "As is not in the muck"),
    ("Qd", 0, "seat 1 does not hold Qd"),
    ("Qd", 7, "seat 8 is empty"),
])
def test_move_card_refuses_a_card_that_is_not_where_the_caller_says(card, source, message):
    table = holdem()
    before = table.card_locations()
    with pytest.raises(ValueError, match=message):
        table.move_card(parse_card(card), source, Pile.BURNS)
    assert table.card_locations() == before  # nothing moved


def test_move_card_refuses_an_empty_seat_as_the_destination():
    table = holdem()
    before = table.card_locations()
    with pytest.raises(ValueError, match="seat 5 is empty: As cannot go there"):
        table.move_card(parse_card("As"), 0, 4)
    assert table.card_locations() == before  # the card did not leave seat 1


def test_give_top_card_and_replace_card():
    table = holdem()
    top, second = table.stub[0], table.stub[1]
    assert table.give_top_card(0) == top
    assert table.seat(0).cards[-1].card == top and not table.seat(0).cards[-1].face_up
    # The exposed Ks goes to the burns; seat 2 gets the next card in its place.
    assert table.replace_card(1, parse_card("Ks"), to=Pile.BURNS) == second
    assert table.seat(1).hole == [parse_card("Kh"), second] and table.burns[-1] == parse_card("Ks")
    table.check_invariants()
    with pytest.raises(ValueError, match="seat 2 does not hold Ks"):
        table.replace_card(1, parse_card("Ks"), to=Pile.SET_ASIDE)


def test_give_top_card_refuses_an_empty_stub():
    table = holdem()
    for card in list(table.stub):
        table.move_card(card, Pile.STUB, Pile.MUCK)
    with pytest.raises(ValueError, match="the stub is empty"):
        table.give_top_card(0)
    table.check_invariants()


def test_expose_card_turns_only_that_card():
    table = holdem()
    table.expose_card(1, parse_card("Ks"))
    assert [held.face_up for held in table.seat(1).cards] == [False, True]
    with pytest.raises(ValueError, match="seat 2 does not hold Qd"):
        table.expose_card(1, parse_card("Qd"))


def test_reshuffle_stub_keeps_its_cards_and_gathers_only_the_piles_named():
    table = holdem()
    table.move_card(table.stub[0], Pile.STUB, Pile.BURNS)
    table.move_card(parse_card("Qd"), 2, Pile.MUCK)
    stub, burns, muck = list(table.stub), list(table.burns), list(table.muck)
    again = table.copy()
    table.reshuffle_stub("label")
    again.reshuffle_stub("label")
    assert sorted(table.stub) == sorted(stub) and table.stub != stub
    assert table.stub == again.stub  # the seed label decides the order
    assert table.burns == burns and table.muck == muck
    table.reshuffle_stub("label-2", gather=(Pile.MUCK, Pile.BURNS))
    assert sorted(table.stub) == sorted(stub + burns + muck) and table.burns == [] and table.muck == []
    table.check_invariants()
    with pytest.raises(ValueError, match="the stub is always shuffled"):
        table.reshuffle_stub("x", gather=(Pile.STUB,))


def test_muck_empty_seat_cards():
    table = new_table("holdem", "no-limit", [100, None, 100, 100], small_blind=1, big_blind=2, seed=4)
    table.insert(DealCard(1, False))  # a card dealt in front of the empty seat 2
    dealt = table.empty_seat_cards[1][0].card
    assert table.muck_empty_seat_cards() == [1]
    assert table.empty_seat_cards == {} and table.muck == [dealt]
    table.check_invariants()


def test_muck_hand_and_take_hand_from_muck():
    table = holdem()
    assert table.actor == 2  # three-handed: the button, left of the big blind, acts first
    table.muck_hand(0)
    assert table.seat(0).folded and table.seat(0).cards == [] and set(table.muck) == set(parse_cards("AsAd"))
    assert table.actor == 2  # the action does not move by itself
    table.muck_hand(2)
    assert table.actor is None  # it was seat 3's turn: nobody acts until the dealer goes on
    with pytest.raises(ValueError, match="Ks is not in the muck"):
        table.take_hand_from_muck(2, parse_cards("QdKs"))
    table.take_hand_from_muck(2, parse_cards("QdQh"))
    assert not table.seat(2).folded and all(held.face_up for held in table.seat(2).cards)
    assert table.seat(2).hole == list(parse_cards("QdQh"))
    with pytest.raises(ValueError, match="seat 3 still holds cards"):
        table.take_hand_from_muck(2, parse_cards("AsAd"))
    table.check_invariants()


def test_refund_bet_and_refund_from_pot():
    table = holdem()
    seat = table.small_blind_seat
    assert seat == 0
    small = table.seat(seat)
    stack = small.stack
    assert table.refund_bet(seat) == 1
    assert small.stack == stack + 1 and small.bet == 0 and small.contributed == 0
    table.check_invariants()
    with pytest.raises(ValueError, match="cannot get 1 back from the pot"):
        table.refund_from_pot(seat, 1)  # the pot is empty: nothing was collected yet


def test_refund_from_pot_returns_an_ante():
    table = new_table("stud", "fixed-limit", [100, 100, 100], antes=1, bring_in=1, small_bet=2, big_bet=4, seed=2)
    for _ in range(3):
        table.deal_next()  # the antes
    assert table.pot == 3
    table.refund_from_pot(1, 1)
    assert table.pot == 2 and table.seat(1).stack == 100 and table.seat(1).contributed == 0
    table.check_invariants()
    with pytest.raises(ValueError, match="seat 2 cannot get 1 back"):
        table.refund_from_pot(1, 1)  # its ante is already back


def test_correct_bring_in():
    table = new_table("stud", "fixed-limit", [100, 100, 100], antes=1, bring_in=1, small_bet=2, big_bet=4,
                      stub=ordered_stub(parse_cards("AsAd AhKs QdQh Kc3d2c"), seed=1))
    table.run_dealer()
    assert table.actor == 2  # the 2c brings in
    table.apply(PostBringIn(2))
    # Say the 3d should have been named: seat 3 takes its bring-in back and seat 2 must bring in.
    assert table.correct_bring_in(2, 1) == 1
    assert table.actor == 1 and table.bring_in_seat == 1 and table.phase is Phase.BETTING
    assert table.seat(2).bet == 0 and table.round.current_bet == 0
    assert table.legal_player_operations() == ["bring-in", "complete"]
    table.check_invariants()


def test_the_flags_a_ruling_sets():
    table = holdem()
    table.count_burn_as_out()
    assert table.burn_already_out
    table.count_burn_as_out(False)
    assert not table.burn_already_out
    table.shuffle_set_aside_back_before(3)
    assert table.set_aside_back_before_street == 3
    table.mark_absent(1)
    table.excuse_from_bring_in(2)
    assert table.absent == {1} and table.bring_in_excluded == {2}
    table.change_house_rules(stud_ties_by_suit=True)
    assert table.config.rules.stud_ties_by_suit
    with pytest.raises(TypeError):
        table.change_house_rules(no_such_option=True)


PLACES = [Pile.STUB, Pile.BURNS, Pile.BOARD, Pile.MUCK, Pile.SET_ASIDE, 0, 1, 2]


@settings(max_examples=60, deadline=None)
@given(st.lists(st.tuples(st.integers(0, 51), st.sampled_from(PLACES), st.booleans()), max_size=40))
def test_any_sequence_of_moves_keeps_every_card_in_one_place(moves):
    # Pick any card wherever it is and move it anywhere: it is then there, and nowhere else.
    table = holdem()
    names = {Pile.STUB: "stub", Pile.BURNS: "burn", Pile.BOARD: "board", Pile.MUCK: "muck",
             Pile.SET_ASIDE: "set-aside"}
    for k, to, face_up in moves:
        locations = table.card_locations()
        card = sorted(locations)[k]
        place = locations[card]
        source = int(place.split()[1]) - 1 if place.startswith("seat") else \
            next(pile for pile, name in names.items() if name == place)
        table.move_card(card, source, to, face_up=face_up)
        table.check_invariants()
        assert where(table, card) == (names[to] if isinstance(to, Pile) else f"seat {to + 1}")
        if to is Pile.STUB:
            assert table.stub[0] == card


# ---------------------------------------------------------------- chips put out out of turn (TDA 2024 Rule 53-A)


def test_chips_out_of_turn_wait_in_front_counted_and_faced_by_nobody():
    table = holdem(stacks=(100, 100, 100, 100))  # blinds on seats 1 and 2; seat 3 is first, the button next
    assert table.actor == 2
    table.push_out_of_turn(3, 10)  # the button raises to 10 before seat 3 has acted
    player = table.seat(3)
    assert (player.stack, player.bet, player.out_of_turn, player.in_front) == (90, 0, 10, 10)
    assert table.round.current_bet == 2 and table.to_call(2) == 2  # seat 3 still faces the big blind only
    assert table.bets_on_table() == 3  # nor are they in the pot-limit count
    table.check_invariants()  # every chip counted: 90 behind + 10 in front
    assert table.return_out_of_turn(3) == 10
    assert (player.stack, player.out_of_turn) == (100, 0)
    table.check_invariants()


def test_a_player_all_in_out_of_turn_still_acts_and_his_turn_takes_the_chips_as_his_bet():
    table = holdem(stacks=(100, 100, 100, 100))
    table.push_out_of_turn(3, 100)  # the button pushes everything out of turn
    assert table.seat(3).stack == 0 and not table.seat(3).all_in
    table.apply(CheckOrCall(2))  # seat 3 calls: the action to the button has not changed
    assert table.actor == 3 and table.raise_options(3) is not None  # his 100 are still his to act with
    table.apply(BetOrRaiseTo(3, 100))  # the binding all-in, carried out
    player = table.seat(3)
    assert (player.stack, player.bet, player.out_of_turn) == (0, 100, 0) and player.all_in
    table.check_invariants()


def test_chips_out_of_turn_go_back_when_he_acts_otherwise_or_the_round_ends_first():
    table = holdem(stacks=(100, 100, 100, 100))
    table.push_out_of_turn(3, 6)  # the button puts 6 out of turn; seat 3 raises, so they go back at his turn
    table.apply(BetOrRaiseTo(2, 8))
    table.apply(Fold(3))  # he folds in turn: his 6 come back to his stack
    assert (table.seat(3).stack, table.seat(3).out_of_turn) == (100, 0)
    table.push_out_of_turn(1, 20)  # the big blind puts 20 out of turn; the small blind folds
    table.apply(Fold(0))
    assert table.actor == 1 and table.seat(1).out_of_turn == 20  # his turn: nothing took them yet
    table.kill_hand(1)  # his hand dies: his chips out of turn were never a bet
    assert (table.seat(1).stack, table.seat(1).out_of_turn) == (98, 0)
    table.check_invariants()


def test_more_chips_out_of_turn_than_a_stack_is_refused_by_name():
    table = holdem()
    with pytest.raises(ValueError, match="seat 1 has 99 behind, and cannot push out 100"):
        table.push_out_of_turn(0, 100)


# ---------------------------------------------------------------- a pot pushed wrong, and pushed again


def showdown_holdem():
    """Three-handed hold'em checked down to the pots on 3h 7d 9s Tc 4c: seat 1 As Kh and seat 2 Ad Ks tie
    (ace-king high), seat 3 Jd 2s is beaten; every hand in for 2: a pot of 6, 3 and 3."""
    table = new_table("holdem", "no-limit", [100, 100, 100], small_blind=1, big_blind=2,
                      stub=ordered_stub(parse_cards("AsAdJd KhKs2s 2c 3h7d9s 2d Tc 2h 4c"), seed=1))
    table.run_dealer()
    while not table.is_complete:
        if table.actor is not None:
            table.apply(CheckOrCall(table.actor))
        elif isinstance(table.next_dealer_operation(), PushPot):
            return table
        else:
            table.apply(table.next_dealer_operation())
    raise AssertionError("no pot came due")


def test_push_pot_to_pushes_the_whole_pot_to_the_seat_named_and_keeps_the_push_as_made():
    table = showdown_holdem()
    right = table.push_pot_to(2)
    assert [(share.seat, share.amount) for share in right.shares] == [(0, 3), (1, 3)]
    assert table.finishing_stacks() == [98, 98, 104] and table.pot == 0
    assert [(share.seat, share.amount) for share in table.awards[0].shares] == [(2, 6)]
    table.check_invariants()
    with pytest.raises(ValueError, match="no pot is ready to be pushed"):
        table.push_pot_to(0)


def test_award_again_takes_back_every_chip_pushed_and_pushes_the_pots_to_the_hands_as_they_read():
    table = showdown_holdem()
    table.push_pot_to(2)
    assert table.award_again() == {2: 6}
    assert table.finishing_stacks() == [98, 98, 98] and table.pot == 6
    assert not any(isinstance(op, PushPot) for op in table.log)
    table.check_invariants()
    table.run_dealer()
    assert table.is_complete and table.finishing_stacks() == [101, 101, 98] and table.pot == 0
    table.check_invariants()


def test_award_again_reads_a_hand_taken_back_from_the_muck_and_refuses_once_the_next_hand_has_begun():
    table = showdown_holdem()
    table.kill_hand(1)  # the dealer kills seat 2's tied hand: the pot goes whole to seat 1
    assert table.award_again() == {}  # nothing pushed yet: the pots are worked out again without seat 2
    table.apply(table.next_dealer_operation())
    assert table.finishing_stacks() == [104, 98, 98]
    table.take_hand_from_muck(1, parse_cards("AdKs"))
    assert table.award_again() == {0: 6}
    table.run_dealer()
    assert table.finishing_stacks() == [101, 101, 98]
    with pytest.raises(ValueError, match="the next hand has begun"):
        table.award_again()


def test_award_again_refuses_when_a_seat_no_longer_holds_the_chips_pushed_to_it():
    table = showdown_holdem()
    table.push_pot_to(2)
    table.seat(2).stack -= 100  # (as if it left the table with them)
    with pytest.raises(ValueError, match="seat 3 no longer holds the chips pushed to it"):
        table.award_again()
    assert table.pot == 0 and table.seat(0).stack == 98  # nothing moved


def _to_the_pots(code, structure, stacks, seed, rng):
    """A random hand played with random legal decisions until its first pot is due (None if it never is)."""
    game = GAMES[code]
    table = new_table(code, structure, stacks, seed=seed, **FORCED[game.family.value], **limits_for(structure))
    for _ in range(3000):
        if table.is_complete:
            return None
        operation = table.next_dealer_operation()
        if isinstance(operation, PushPot):
            return table
        if operation is not None:
            table.apply(operation)
            continue
        seat = table.actor
        if table.phase is Phase.DRAWING:
            table.apply(Discard(seat, ()))
            continue
        choice = rng.choice(table.legal_player_operations())
        if choice == "fold":
            table.apply(Fold(seat))
        elif choice == "bring-in":
            table.apply(PostBringIn(seat))
        elif choice in ("check", "call"):
            table.apply(CheckOrCall(seat))
        else:
            options = table.raise_options(seat)
            table.apply(BetOrRaiseTo(seat, rng.choice(options.choices) if options.choices else options.maximum))
    return None


@settings(max_examples=150, deadline=None)
@given(st.sampled_from([(code, structure) for code, game in GAMES.items() for structure in game.structures]),
       st.lists(st.integers(5, 300), min_size=2, max_size=6), st.integers(0, 2**32), st.data())
def test_pots_pushed_to_any_seats_and_pushed_again_end_as_the_right_pushes_every_chip_accounted_for(
        game, stacks, seed, data):
    table = _to_the_pots(*game, stacks, seed, random.Random(seed))
    if table is None:
        return
    right = table.copy()
    right.run_dealer()  # the pushes made right: what the correction must come to
    before = table.finishing_stacks()
    pushed: dict[int, int] = {}
    while isinstance(table.next_dealer_operation(), PushPot):
        how = data.draw(st.sampled_from(("right", "whole", "split")))
        if how == "right":
            table.apply(table.next_dealer_operation())
        elif how == "whole":
            table.push_pot_to(data.draw(st.sampled_from(table.occupied)))
        else:  # a split miscounted: the pot in random amounts to one, two or three seats
            amount = table.awards[table.next_dealer_operation().index].pot.amount
            seats = data.draw(st.lists(st.sampled_from(table.occupied), min_size=1, max_size=min(3, amount),
                                       unique=True))
            cuts = sorted(data.draw(st.lists(st.integers(1, amount - 1), min_size=len(seats) - 1,
                                             max_size=len(seats) - 1, unique=True))) if len(seats) > 1 else []
            bounds = [0, *cuts, amount]
            table.push_pot_shares({seat: bounds[k + 1] - bounds[k] for k, seat in enumerate(seats)})
        for share in table.awards[table.log[-1].index].shares:
            pushed[share.seat] = pushed.get(share.seat, 0) + share.amount
        table.check_invariants()
    after_the_hand = data.draw(st.booleans())
    if after_the_hand:  # the button moved and the next hand begun: the correction of an accounting error
        table.apply(table.next_dealer_operation())
        assert table.is_complete
        table.check_invariants()
        taken = table.award_again_after_the_hand()
        assert table.button == right.starting_button and not table.is_complete
    else:
        taken = table.award_again()
    assert {seat: chips for seat, chips in taken.items() if chips} == {seat: chips for seat, chips in pushed.items() if chips}
    assert table.finishing_stacks() == before  # every chip back where it stood before the first push
    table.check_invariants()
    table.run_dealer()
    assert table.pot == 0 and table.finishing_stacks() == right.finishing_stacks()
    assert table.is_complete and table.button == right.button  # the button moved once, as the right pushes move it
    table.check_invariants()


def test_award_again_after_the_hand_takes_back_the_pushes_and_the_buttons_move_of_a_finished_hand():
    table = showdown_holdem()
    assert table.button == 2
    table.push_pot_shares({0: 4, 1: 2})  # the tie split 4 and 2: the odd chips miscounted
    table.apply(table.next_dealer_operation())  # the button moves: the hand is over
    assert table.is_complete and table.button == 0
    with pytest.raises(ValueError, match="the next hand has begun"):
        table.award_again()
    assert table.award_again_after_the_hand() == {0: 4, 1: 2}
    assert table.button == 2 and not table.is_complete and table.pot == 6
    assert table.finishing_stacks() == [98, 98, 98]
    table.check_invariants()
    table.run_dealer()
    assert table.is_complete and table.button == 0 and table.finishing_stacks() == [101, 101, 98]
    table.check_invariants()


def test_award_again_after_the_hand_refuses_a_hand_not_over_and_chips_no_longer_held():
    table = showdown_holdem()
    with pytest.raises(ValueError, match="the hand is not over with the button moved"):
        table.award_again_after_the_hand()
    table.push_pot_to(2)
    table.apply(table.next_dealer_operation())
    table.seat(2).stack -= 100  # (as if it left the table with them)
    with pytest.raises(ValueError, match="seat 3 no longer holds the chips pushed to it"):
        table.award_again_after_the_hand()
    assert table.is_complete and table.button == 0 and table.pot == 0  # nothing moved


def test_push_pot_shares_refuses_a_push_that_is_not_every_chip_of_the_pot():
    table = showdown_holdem()
    with pytest.raises(ValueError, match="the pot holds 6, not 5"):
        table.push_pot_shares({0: 3, 1: 2})
    with pytest.raises(ValueError, match="seat 5 is empty"):
        table.push_pot_shares({4: 6})
    assert table.pot == 6 and isinstance(table.next_dealer_operation(), PushPot)


@settings(max_examples=150, deadline=None)
@given(st.sampled_from([(code, structure) for code, game in GAMES.items() for structure in game.structures]),
       st.lists(st.integers(5, 300), min_size=2, max_size=6), st.integers(0, 2**32), st.data())
def test_a_wrong_award_corrected_from_behind_once_the_next_hand_began_moves_only_chips_behind_every_chip_accounted(
        game, stacks, seed, data):
    """Issue 15: the pots pushed to any seats, the next hand begun, each seat holding a random part of its stack
    behind (the rest in the new pot): the correction moves from each seat paid too much no more than it has
    behind, gives every chip moved to a seat paid too little, and what it does not move stays owed; when every
    seat has enough behind the stacks end as the right pushes' would."""
    table = _to_the_pots(*game, stacks, seed, random.Random(seed))
    if table is None:
        return
    right = table.copy()
    right.run_dealer()
    while isinstance(table.next_dealer_operation(), PushPot):
        if data.draw(st.booleans()):
            table.apply(table.next_dealer_operation())
        else:
            table.push_pot_to(data.draw(st.sampled_from(table.occupied)))
    table.apply(table.next_dealer_operation())  # the button moves: the next hand begins
    assert table.is_complete
    pushed = {seat: table.seat(seat).stack for seat in table.occupied}
    due = {seat: right.seat(seat).stack - pushed[seat] for seat in table.occupied}
    enough = data.draw(st.booleans())
    behind = None if enough else {seat: data.draw(st.integers(0, pushed[seat])) for seat in table.occupied}
    total = sum(table.finishing_stacks())
    correction = table.correct_awards_from_behind(behind)
    table.check_invariants()
    assert sum(table.finishing_stacks()) == total and table.pot == 0 and table.is_complete
    given: dict[int, int] = {}
    for payer, payee, chips in correction.moved + correction.owed:
        assert chips > 0 and due[payer] < 0 < due[payee]
    for payer, payee, chips in correction.moved:
        given[payer] = given.get(payer, 0) - chips
        given[payee] = given.get(payee, 0) + chips
    for seat in table.occupied:
        assert table.seat(seat).stack == pushed[seat] + given.get(seat, 0)  # only the chips named moved
        settled = sum(c for p, _, c in correction.moved + correction.owed if p == seat) - \
            sum(c for _, q, c in correction.moved + correction.owed if q == seat)
        assert settled == -due[seat]  # every chip due is moved or named as owed
        if behind is not None:
            assert -given.get(seat, 0) <= behind[seat] or given.get(seat, 0) >= 0
    if behind is None:
        assert not correction.owed and table.finishing_stacks() == right.finishing_stacks()
        assert table.awards == right.awards


def test_correct_awards_from_behind_moves_what_is_behind_and_names_the_rest_owed():
    table = showdown_holdem()
    table.push_pot_shares({0: 5, 1: 1})  # the tie split 5 and 1: seat 1 was paid 2 too many
    table.apply(table.next_dealer_operation())
    with pytest.raises(ValueError, match="the next hand has not begun"):
        showdown_holdem().correct_awards_from_behind()
    correction = table.correct_awards_from_behind({0: 1, 1: 99, 2: 98})
    assert correction.moved == ((0, 1, 1),) and correction.owed == ((0, 1, 1),)
    assert table.finishing_stacks() == [102, 100, 98] and table.is_complete and table.button == 0
    table.check_invariants()
