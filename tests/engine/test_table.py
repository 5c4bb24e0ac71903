"""The table engine, hand by hand: deal order, burns, forced bets, betting arithmetic, draws, stud."""

import pytest

from dealerschool.poker.cards import ordered_stub, parse_cards
from dealerschool.table.operations import (
    AnnounceBringIn,
    AnnounceFirstToAct,
    BetOrRaiseTo,
    Burn,
    CheckOrCall,
    CollectBets,
    DealCard,
    DealCommonCard,
    Discard,
    Fold,
    IllegalOperation,
    MoveButton,
    PostAnte,
    PostBlind,
    PostBringIn,
    PostDeadBlind,
    PushPot,
    ReshuffleForStub,
    ReturnUncalledBet,
    ShowHand,
    TurnBoardCard,
)
from dealerschool.table.table import Phase, TableSettings, new_table


def holdem(stacks, structure="no-limit", top="", **kwargs):
    params = dict(small_blind=1, big_blind=2)
    if structure == "fixed-limit":
        params.update(small_bet=2, big_bet=4)
    params.update(kwargs)
    return new_table("holdem", structure, stacks, stub=ordered_stub(parse_cards(top), seed=1), **params)


def stud(stacks, top, game="stud", structure="fixed-limit", **kwargs):
    params = dict(antes=1, bring_in=1, small_bet=2, big_bet=4)
    params.update(kwargs)
    return new_table(game, structure, stacks, stub=ordered_stub(parse_cards(top), seed=1), **params)


def test_holdem_deal_order_blinds_and_first_to_act():
    table = holdem([100, 100, 100, 100])  # button is seat 4 (index 3)
    assert table.deal_next() == PostBlind(0, 1, "small blind")
    assert table.deal_next() == PostBlind(1, 2, "big blind")
    dealt = [table.deal_next() for _ in range(8)]
    # One card at a time clockwise, starting left of the button; the button gets the last card.
    assert dealt == [DealCard(i % 4) for i in range(8)]
    assert table.actor == 2  # under the gun: left of the big blind
    assert table.next_dealer_operation() is None


def test_dealer_operation_out_of_order_is_refused_with_the_expected_one_named():
    table = holdem([100, 100, 100])
    with pytest.raises(IllegalOperation, match="post the small blind"):
        table.apply(DealCard(0))
    assert not table.can(Burn())
    table.run_dealer()
    with pytest.raises(IllegalOperation, match="seat 3 is to act"):
        table.apply(Burn())
    with pytest.raises(IllegalOperation, match="out of turn"):
        table.apply(CheckOrCall(0))


def test_flop_turn_river_each_after_one_burn():
    table = holdem([100, 100])
    table.run_dealer()
    # Heads-up: the button posts the small blind and acts first before the flop.
    assert table.actor == 1
    table.apply(CheckOrCall(1))
    table.apply(CheckOrCall(0))
    assert [table.deal_next() for _ in range(5)] == [
        CollectBets(), Burn(), TurnBoardCard(), TurnBoardCard(), TurnBoardCard()]
    # After the flop the player left of the button (the big blind) acts first.
    assert table.actor == 0
    table.apply(CheckOrCall(0))
    table.apply(CheckOrCall(1))
    assert [table.deal_next() for _ in range(2)] == [Burn(), TurnBoardCard()]
    table.apply(CheckOrCall(0))
    table.apply(CheckOrCall(1))
    assert [table.deal_next() for _ in range(2)] == [Burn(), TurnBoardCard()]
    assert len(table.burns) == 3 and len(table.board) == 5


def test_big_blind_has_the_option():
    table = holdem([100, 100, 100])
    table.run_dealer()
    table.apply(CheckOrCall(2))
    table.apply(CheckOrCall(0))
    assert table.actor == 1 and table.legal_player_operations() == ["fold", "check", "raise"]


def test_pot_limit_maximum_is_pot_plus_bets_plus_call():
    # Catalog C06: pot 15 and a bet of 10: the maximum raise is to 45.
    table = holdem([200, 200, 200, 200], structure="pot-limit", small_blind=5, big_blind=5)
    table.run_dealer()
    table.apply(CheckOrCall(2))  # 5
    table.apply(Fold(3))
    table.apply(CheckOrCall(0))  # 5
    table.apply(CheckOrCall(1))  # check: pot is 15
    table.run_dealer()
    assert table.pot == 15
    table.apply(BetOrRaiseTo(0, 10))
    options = table.raise_options(1)
    assert (options.minimum, options.maximum) == (20, 45)
    with pytest.raises(IllegalOperation, match="20 to 45"):
        table.apply(BetOrRaiseTo(1, 46))


def test_no_limit_minimum_raise_is_the_last_full_raise():
    table = holdem([500, 500, 500])
    table.run_dealer()
    table.apply(BetOrRaiseTo(2, 10))  # raise of 8 over the big blind
    assert table.raise_options(0).minimum == 18
    table.apply(BetOrRaiseTo(0, 30))  # raise of 20
    assert table.raise_options(1).minimum == 50


def test_short_all_in_does_not_reopen_the_betting():
    table = holdem([500, 500, 25], small_blind=1, big_blind=2)
    table.run_dealer()  # seat 3 (index 2) acts first
    table.apply(CheckOrCall(2))
    table.apply(BetOrRaiseTo(0, 20))
    table.apply(CheckOrCall(1))
    table.apply(BetOrRaiseTo(2, 25))  # all-in: 5 more, less than a full raise of 18
    # Seat 1 already acted at 20 and faces only a short raise: call or fold, no raise.
    assert table.actor == 0
    assert table.legal_player_operations() == ["fold", "call"]
    assert table.raise_options(0) is None


def test_an_all_in_bet_short_of_the_minimum_bet_does_not_reopen_for_a_player_who_checked():
    # Robert's Rules, No-Limit 3: "A player who has already acted and is not facing a fullsize wager may not
    # subsequently raise an all-in bet that is less than the minimum bet"; TDA 2024 Rule 47-A: not facing at
    # least a full bet or raise. Before, with no full bet yet on the street, any chips reopened it.
    table = holdem([200, 17, 200], small_blind=5, big_blind=10)
    table.run_dealer()
    for _ in range(3):
        table.apply(CheckOrCall(table.actor))  # everyone in for 10: seat 2 has 7 left
    table.run_dealer()  # the flop
    table.apply(CheckOrCall(0))
    table.apply(BetOrRaiseTo(1, 7))  # all in, short of the minimum bet of 10
    assert table.raise_options(2).minimum == 17  # not yet acted: he may raise, to 7 + a full 10
    table.apply(CheckOrCall(2))
    assert table.actor == 0 and table.legal_player_operations() == ["fold", "call"]


def test_short_all_in_bets_short_of_the_minimum_bet_in_all_do_not_reopen_for_a_player_who_checked():
    # TDA 2024 Rule 47-A: short all-ins totaling less than a full bet do not reopen the betting for a player who
    # checked (9 in two all-ins, against a minimum bet of 10); an all-in making it a full 10 does.
    table = holdem([200, 14, 19, 200], small_blind=5, big_blind=10)
    table.run_dealer()
    for _ in range(4):
        table.apply(CheckOrCall(table.actor))  # seats 2 and 3 have 4 and 9 left
    table.run_dealer()
    table.apply(CheckOrCall(0))
    table.apply(BetOrRaiseTo(1, 4))
    table.apply(BetOrRaiseTo(2, 9))
    table.apply(CheckOrCall(3))
    assert table.actor == 0 and table.legal_player_operations() == ["fold", "call"]  # 9 in all: short of 10
    table2 = holdem([200, 14, 20, 200], small_blind=5, big_blind=10)
    table2.run_dealer()
    for _ in range(4):
        table2.apply(CheckOrCall(table2.actor))
    table2.run_dealer()
    table2.apply(CheckOrCall(0))
    table2.apply(BetOrRaiseTo(1, 4))
    table2.apply(BetOrRaiseTo(2, 10))  # all in for a full bet of 10
    table2.apply(CheckOrCall(3))
    assert table2.actor == 0 and "raise" in table2.legal_player_operations()


def test_fixed_limit_bet_and_three_raises_then_only_calls():
    table = holdem([100] * 4, structure="fixed-limit", rules=TableSettings(heads_up_uncapped=True))
    table.run_dealer()
    table.apply(BetOrRaiseTo(2, 4))
    table.apply(BetOrRaiseTo(3, 6))
    table.apply(BetOrRaiseTo(0, 8))  # the blind was the bet: bet + three raises reached
    assert table.raise_options(1) is None
    assert table.legal_player_operations() == ["fold", "call"]


def test_fixed_limit_heads_up_is_uncapped_by_default():
    table = holdem([100, 100], structure="fixed-limit")
    table.run_dealer()
    for amount in (4, 6, 8, 10, 12):
        table.apply(BetOrRaiseTo(table.actor, amount))
    assert table.raise_options(table.actor).choices == (14,)


def test_uncalled_bet_is_returned_before_the_pot_is_pushed():
    table = holdem([100, 100, 100], top="AsAd 2c7h KsKd")
    table.run_dealer()
    table.apply(BetOrRaiseTo(2, 50))
    table.apply(Fold(0))
    table.apply(Fold(1))
    assert table.deal_next() == ReturnUncalledBet(2, 48)
    assert table.deal_next() == CollectBets()
    assert table.deal_next() == PushPot(0)
    assert table.deal_next() == MoveButton()
    assert table.finishing_stacks() == [99, 98, 103]
    assert table.is_complete and table.button == 0


def test_showdown_side_pots_and_cards_speak():
    # Seat 1 (index 0) all-in short with the best hand wins only the main pot.
    # Cards go out one at a time: seat 1 AsKs, seat 2 QhQd, seat 3 JcJd; board Ah Ac 7s 9h 6s.
    top = "AsQhJc KsQdJd" + "5c" + "AhAc7s" + "8d" + "9h" + "Td" + "6s"
    table = holdem([30, 100, 100], top=top)
    table.run_dealer()
    table.apply(BetOrRaiseTo(2, 100))
    table.apply(CheckOrCall(0))
    table.apply(CheckOrCall(1))
    table.run_dealer()
    assert table.is_complete
    # Seat 1 makes trip aces; seat 2 (QQ) beats seat 3 (JJ) for the side pot.
    assert table.finishing_stacks() == [90, 140, 0]
    shows = [op for op in table.log if isinstance(op, ShowHand)]
    assert {op.seat for op in shows} == {0, 1, 2}


def test_stud_bring_in_by_lowest_door_card_and_completion():
    # Three players: down, down, up in turn. Door cards: seat 1 Kc, seat 2 2d, seat 3 2c.
    top = "AsAd AhKs QdQh" + "Kc2d2c"
    table = stud([100, 100, 100], top)
    assert [table.deal_next() for _ in range(3)] == [PostAnte(i, 1) for i in range(3)]
    for _ in range(9):
        table.deal_next()
    assert [c.face_up for c in table.seat(0).cards] == [False, False, True]
    # 2c brings in: the lowest suit breaks the tie between deuces.
    assert table.deal_next() == AnnounceBringIn(2)
    assert table.actor == 2 and table.legal_player_operations() == ["bring-in", "complete"]
    table.apply(PostBringIn(2))
    # After a bring-in the next player calls 1 or completes to the small bet: a completion is not a raise.
    assert table.raise_options(0).choices == (2,)
    table.apply(BetOrRaiseTo(0, 2))
    table.apply(BetOrRaiseTo(1, 4))
    table.apply(BetOrRaiseTo(2, 6))
    table.apply(BetOrRaiseTo(0, 8))  # completion + three raises
    assert table.raise_options(1) is None


def test_razz_high_card_brings_in_and_low_board_acts_first():
    top = "2s3s 4h5h 6c7c" + "Kd3cKs" + "9s" + "4c7h8d"
    table = stud([100, 100, 100], top, game="razz")
    table.run_dealer()
    # Kings tie for the bring-in: in razz the higher suit (spades) brings in.
    assert table.bring_in_seat == 2
    table.apply(PostBringIn(2))
    table.apply(CheckOrCall(0))
    table.apply(CheckOrCall(1))
    ops = []
    while table.actor is None:
        ops.append(table.deal_next())
    assert ops[:2] == [CollectBets(), Burn()]
    # Fourth street boards: K4, 37, K8: the lowest board (7-3) acts first.
    assert ops[-1] == AnnounceFirstToAct(1) and table.actor == 1


def test_open_pair_on_fourth_allows_the_big_bet():
    # Downs 2s 3s 4h / 5h 6c 7c, doors Kd Kc Qs, burn 9s, fourth street Ks Qd 4c.
    top = "2s3s4h 5h6c7c" + "KdKcQs" + "9s" + "KsQd4c"
    table = stud([100, 100, 100], top)
    table.run_dealer()
    assert table.bring_in_seat == 2
    table.apply(PostBringIn(2))
    table.apply(CheckOrCall(0))
    table.apply(CheckOrCall(1))
    table.run_dealer()
    # Seat 1 shows Kd Ks: an open pair. It may bet the small (2) or the big bet (4).
    assert table.actor == 0 and table.raise_options(0).choices == (2, 4)
    table.apply(BetOrRaiseTo(0, 2))
    assert table.raise_options(1).choices == (4, 6)
    table.apply(BetOrRaiseTo(1, 6))  # a big-bet raise: later raises are big bets
    assert table.raise_options(2).choices == (10,)


def test_seventh_card_dealt_face_up_is_compared_with_four_card_boards():
    # Seat 1 shows a flush once its seventh card is turned up by mistake (D18); seat 2 shows four aces.
    top = "KhKdKs QhQdQs" + "3cAc2d" + "Ts" + "7cAd4h" + "Td" + "8cAh6s" + "Th" + "JcAs9d" + "Tc" + "Kc9c9h"
    table = stud([100, 100, 100], top)
    while table.street_index < 4 or table.actor is not None or table.next_dealer_operation() != DealCard(0, False):
        if table.actor is None:
            table.deal_next()
        elif "bring-in" in table.legal_player_operations():
            table.apply(PostBringIn(table.actor))
        else:
            table.apply(CheckOrCall(table.actor))
    assert table.substitute(DealCard(0, True)) == DealCard(0, False)
    table.run_dealer()
    assert [str(c) for c in table.seat(0).upcards] == ["3c", "7c", "8c", "Jc", "Kc"]
    # Four of a kind showing beats a flush showing: the aces still act first.
    assert table.log[-1] == AnnounceFirstToAct(1) and table.actor == 1


def test_stud_running_out_of_cards_gets_a_common_card():
    table = stud([1000] * 8, "", structure="fixed-limit")
    for _ in range(200):
        if table.actor is None:
            if table.is_complete or table.common_card:
                break
            table.deal_next()
        elif table.legal_player_operations()[0] == "bring-in":
            table.apply(PostBringIn(table.actor))
        else:
            table.apply(CheckOrCall(table.actor))
        table.check_invariants()
    # 8 players reach seventh street: 48 cards out, 3 burns, one card left.
    assert table.common_card
    assert any(isinstance(op, ReshuffleForStub) for op in table.log)
    assert isinstance(table.log[-1], DealCommonCard) or table.actor is not None
    assert len(table.board) == 1


def test_five_card_discard_gets_four_then_the_fifth_after_the_others():
    table = new_table("deuce-seven-triple-draw", "fixed-limit", [100, 100, 100],
                      small_blind=1, big_blind=2, small_bet=2, big_bet=4, seed=5)
    table.run_dealer()
    while table.phase is Phase.BETTING:
        table.apply(CheckOrCall(table.actor))
        table.run_dealer()
    assert table.phase is Phase.DRAWING and table.actor == 0
    table.apply(Discard(0, tuple(table.seat(0).hole)))
    assert [table.deal_next() for _ in range(4)] == [DealCard(0)] * 4
    table.apply(Discard(1, tuple(table.seat(1).hole[:2])))
    assert [table.deal_next() for _ in range(2)] == [DealCard(1)] * 2
    table.apply(Discard(2, ()))
    assert table.deal_next() == DealCard(0)  # the fifth card, after everyone else
    table.check_invariants()
    assert len(table.seat(0).cards) == 5


def test_five_card_discard_by_the_last_drawer_gets_a_burn_before_the_fifth():
    table = new_table("deuce-seven-triple-draw", "fixed-limit", [100, 100],
                      small_blind=1, big_blind=2, small_bet=2, big_bet=4, seed=5)
    table.run_dealer()
    while table.phase is Phase.BETTING:
        table.apply(CheckOrCall(table.actor))
        table.run_dealer()
    table.apply(Discard(table.actor, ()))
    last = table.actor
    table.apply(Discard(last, tuple(table.seat(last).hole)))
    assert [table.deal_next() for _ in range(6)] == [DealCard(last)] * 4 + [Burn(), DealCard(last)]


def test_button_moves_to_the_next_occupied_seat():
    table = holdem([100, None, 100, 100], top="")
    assert table.button == 3
    table.run_dealer()
    while not table.is_complete:
        table.apply(Fold(table.actor)) if table.actor is not None else table.deal_next()
    assert table.button == 0


@pytest.mark.parametrize("stacks, message", [
    ([100], "needs 2 to 10 players"),
    ([100, 0], "needs chips"),
])
def test_bad_setup_is_refused_clearly(stacks, message):
    with pytest.raises(ValueError, match=message):
        holdem(stacks)


def test_structure_must_suit_the_game():
    with pytest.raises(ValueError, match="not played no-limit; expected one of fixed-limit"):
        new_table("stud-hilo", "no-limit", [10, 10], antes=1, bring_in=1)


def test_low_card_all_in_for_the_ante_passes_the_bring_in_on():
    # Seat 3 (index 2) has the 2c door card but only its ante: the player on its left acts first
    # and may fold, bring in or complete (catalog D11).
    top = "AsAd AhKs QdQh" + "Kc2d2c"
    table = stud([100, 100, 1], top, game="stud")
    table.run_dealer()
    assert table.bring_in_seat == 2
    assert table.actor == 0
    assert table.legal_player_operations() == ["fold", "bring-in", "complete"]
    table.apply(PostBringIn(0))
    assert table.actor == 1 and table.legal_player_operations() == ["fold", "call", "complete"]


def test_later_stud_streets_offer_a_bet_not_a_completion():
    top = "2s3s4h 5h6c7c" + "KdKcQs" + "9s" + "KsQd4c"
    table = stud([100, 100, 100], top, rules=TableSettings(open_pair_option=False))
    table.run_dealer()
    table.apply(PostBringIn(2))
    table.apply(CheckOrCall(0))
    table.apply(CheckOrCall(1))
    table.run_dealer()
    assert table.legal_player_operations() == ["fold", "check", "bet"]


def test_missed_blinds_small_dead_big_live():
    table = holdem([100, 100, 100, 100, 100], missed_blinds=[3])
    ops = [table.deal_next() for _ in range(4)]
    assert ops == [PostBlind(0, 1, "small blind"), PostBlind(1, 2, "big blind"),
                   PostDeadBlind(3, 1), PostBlind(3, 2, "missed big blind (live)")]
    assert table.pot == 1 and table.seat(3).bet == 2
    table.run_dealer()
    table.apply(CheckOrCall(2))
    # The live part counts toward the call: seat 4 may check, and still raise.
    assert table.actor == 3 and table.legal_player_operations() == ["fold", "check", "raise"]


def test_buying_the_button_pays_both_blinds_and_takes_the_button():
    table = holdem([100, 100, 100, None, 100], button=2, button_buyer=4)
    assert table.button == 4
    assert [table.deal_next() for _ in range(2)] == [PostDeadBlind(4, 1), PostBlind(4, 2, "big blind")]
    table.run_dealer()
    # Nobody else posts; the first player left of the button acts first, the buyer last.
    assert table.seat(0).bet == 0 and table.actor == 0


# ---------------------------------------------------------------- found by the choices differential against PokerKit


def _preflop(table):
    table.run_dealer()
    return table


def test_a_limit_round_capped_multiway_stays_capped_heads_up():
    # Catalog C04 (Robert's Rules): heads-up raising is unlimited only if the round was heads-up before the cap.
    table = _preflop(holdem([100, 100, 100], structure="fixed-limit"))
    table.apply(BetOrRaiseTo(2, 4))
    table.apply(BetOrRaiseTo(0, 6))
    table.apply(BetOrRaiseTo(1, 8))  # the big blind, three raises: capped with three players in
    table.apply(Fold(2))
    assert table.actor == 0 and table.legal_player_operations() == ["fold", "call"]
    assert table.raise_options(0) is None
    with pytest.raises(IllegalOperation, match="may not bet or raise"):
        table.apply(BetOrRaiseTo(0, 10))


def test_a_limit_round_heads_up_before_the_cap_is_uncapped():
    table = _preflop(holdem([100, 100, 100], structure="fixed-limit"))
    table.apply(Fold(2))
    table.apply(BetOrRaiseTo(0, 4))
    table.apply(BetOrRaiseTo(1, 6))
    table.apply(BetOrRaiseTo(0, 8))  # a fourth bet, heads-up
    assert table.raise_options(1).choices == (10,)
    table.apply(BetOrRaiseTo(1, 10))
    assert table.raise_options(0).choices == (12,)
    # Under TDA's house setting the cap holds heads-up too.
    tda = _preflop(holdem([100, 100, 100], structure="fixed-limit", rules=TableSettings(heads_up_uncapped=False)))
    tda.apply(Fold(2))
    tda.apply(BetOrRaiseTo(0, 4))
    tda.apply(BetOrRaiseTo(1, 6))
    tda.apply(BetOrRaiseTo(0, 8))
    assert tda.raise_options(1) is None


def test_a_limit_all_in_of_half_a_bet_or_more_is_a_full_bet():
    # Catalog X23: in limit an all-in of at least half a bet counts as a full bet: the next raise is a full
    # bet on top of it, it reopens the betting, and it counts toward the cap.
    table = _preflop(holdem([100, 7, 100], structure="fixed-limit"))
    table.apply(CheckOrCall(2))
    table.apply(CheckOrCall(0))
    table.apply(CheckOrCall(1))
    table.run_dealer()  # the flop
    table.apply(CheckOrCall(0))
    table.apply(BetOrRaiseTo(1, 2))
    table.apply(CheckOrCall(2))
    table.apply(CheckOrCall(0))
    table.run_dealer()  # the turn: big bets of 4
    table.apply(CheckOrCall(0))
    table.apply(BetOrRaiseTo(1, 3))  # all in for three quarters of a bet
    assert table.raise_options(2).choices == (7,)
    table.apply(CheckOrCall(2))
    assert table.actor == 0 and "raise" in table.legal_player_operations()  # reopened for the player who checked
    assert table.raise_options(0).choices == (7,)


def _to_the_turn_checked(stacks):
    table = _preflop(holdem(stacks, structure="fixed-limit"))
    for _street in range(2):  # preflop called, the flop (bets of 2) checked through
        while table.actor is not None:
            table.apply(CheckOrCall(table.actor))
        table.run_dealer()
    return table  # the turn, bets of 4


def test_a_limit_all_in_under_half_a_bet_is_completed_and_does_not_reopen():
    # The short stack (1 chip left) bets first: the next player may call 1 or complete the bet to 4.
    table = _to_the_turn_checked([3, 100, 100])
    table.apply(BetOrRaiseTo(0, 1))
    assert table.raise_options(1).choices == (4,) and table.legal_player_operations() == ["fold", "call", "raise"]
    # The short stack bets last: the players who checked may only call or fold (catalog X23).
    table = _to_the_turn_checked([100, 100, 3])
    table.apply(CheckOrCall(0))
    table.apply(CheckOrCall(1))
    table.apply(BetOrRaiseTo(2, 1))
    assert table.actor == 0 and table.legal_player_operations() == ["fold", "call"]


def test_a_limit_all_in_raise_under_half_a_bet_is_completed_over_the_bet_not_over_the_all_in():
    # Robert's Rules, Betting and Raising: a player facing an all-in wager of less than half a bet "may fold,
    # call, or complete the wager". On the turn (bets of 4): a bet of 4, an all-in to 5; completing is 8, not 9.
    table = _to_the_turn_checked([100, 7, 100])  # 5 left on the turn
    table.apply(BetOrRaiseTo(0, 4))
    table.apply(BetOrRaiseTo(1, 5))  # all in: one chip over the bet
    assert table.actor == 2 and table.raise_options(2).choices == (8,)
    table.apply(BetOrRaiseTo(2, 8))
    assert table.actor == 0 and table.raise_options(0).choices == (12,)  # a full raise reopens for the bettor


def test_limit_short_all_ins_that_together_reach_half_a_bet_count_as_a_raise():
    # Robert's Rules, Betting and Raising: multiple all-in wagers, each too small to qualify as a raise, still
    # act as a raise if the resulting wager does. Bet 4, all in to 5, all in to 6: 2 over the bet is half a bet.
    table = _to_the_turn_checked([100, 7, 8, 100])  # 5 and 6 left on the turn
    table.apply(BetOrRaiseTo(0, 4))
    table.apply(BetOrRaiseTo(1, 5))
    table.apply(BetOrRaiseTo(2, 6))
    assert table.actor == 3 and table.raise_options(3).choices == (10,)
    table.apply(CheckOrCall(3))
    assert table.actor == 0 and "raise" in table.legal_player_operations()  # it reopened for the bettor


def test_no_raise_that_nobody_could_call():
    # Everyone else still in is all in or cannot cover more than the bet: call or fold only.
    table = _preflop(holdem([200, 40, 50]))
    table.apply(BetOrRaiseTo(2, 50))  # all in
    assert table.actor == 0 and table.legal_player_operations() == ["fold", "call"]
    assert table.raise_options(0) is None
    with pytest.raises(IllegalOperation, match="may not bet or raise"):
        table.apply(BetOrRaiseTo(0, 100))
    table.apply(CheckOrCall(0))
    assert table.legal_player_operations() == ["fold", "call"]  # the big blind can only call all in for less


def test_stud_stub_short_before_seventh_street_when_cards_were_taken_out():
    # Eight players and three cards out of play (boxed cards kept aside): sixth street cannot be dealt
    # from the stub; its last card is scrambled with the burns and the cards kept aside (catalog D15, D16).
    table = stud([1000] * 8, "")
    for _ in range(3):
        table.set_aside.append(table.stub.pop(0))
    sixth_reshuffle = False
    while not table.is_complete:
        if table.actor is None:
            operation = table.deal_next()
            sixth_reshuffle |= isinstance(operation, ReshuffleForStub) and table.street_index == 3
        elif table.legal_player_operations()[0] == "bring-in":
            table.apply(PostBringIn(table.actor))
        else:
            table.apply(CheckOrCall(table.actor))
        table.check_invariants()
    assert sixth_reshuffle and table.set_aside == []
    assert all(len(table.seat(i).cards) == 6 for i in range(8)) and table.common_card  # seventh: a common card


def test_a_draw_never_deals_the_last_card_and_the_new_stub_is_the_discards():
    # Six-handed 2-7 triple draw, everyone drawing three (catalog F09): when a replacement is due with one
    # card left, the dealer makes a new stub of that card, the burns and the discards (never the hands in
    # play or the drawer's own discards of this draw), and burns one off it before the next replacement.
    from dealerschool.table.operations import Discard, ReshuffleForStub

    table = new_table("deuce-seven-triple-draw", "fixed-limit", [500] * 6, small_blind=5, big_blind=10,
                      small_bet=10, big_bet=20, seed=5)
    seen = 0
    while not table.is_complete:
        if table.actor is not None:
            seat = table.actor
            if table.phase.value == "drawing":
                table.apply(Discard(seat, tuple(sorted(h.card for h in table.seat(seat).cards)[-3:])))
            else:
                table.apply(CheckOrCall(seat))
            continue
        operation = table.next_dealer_operation()
        if isinstance(operation, ReshuffleForStub):
            seen += 1
            assert len(table.stub) <= 1
            in_play = {h.card for i in table.in_hand() for h in table.seat(i).cards}
            own = set(table.set_aside)
            expected = set(table.stub) | set(table.burns) | set(table.muck)
            assert not expected & (in_play | own)
            due = table.queued()[1]
            table.deal_next()
            assert set(table.stub) == expected and not table.burns and not table.muck
            assert own == set(table.set_aside)  # the drawer's discards stay out
            assert type(table.next_dealer_operation()).__name__ == "Burn"
            assert type(due).__name__ in ("Burn", "DealCard")
            continue
        table.deal_next()
        table.check_invariants()
    assert seen >= 1
    table.check_invariants()


def test_a_big_blind_ante_is_posted_blind_first_and_goes_to_the_main_pot():
    # Blinds 100-200 with a 200 big blind ante (catalog B10). Seat 3 (the first to act) moves all in for 300
    # and the big blind calls: the main pot holds the dead ante as well, so seat 3 can win it.
    table = new_table("holdem", "no-limit", [5000, 5000, 300, 5000], small_blind=100, big_blind=200, antes=200,
                      big_blind_ante=True, button=3, seed=1)
    posts = [op for op in table.queued() if type(op).__name__ in ("PostBlind", "PostAnte")]
    assert [(type(op).__name__, op.seat, op.amount) for op in posts] == [
        ("PostBlind", 0, 100), ("PostBlind", 1, 200), ("PostAnte", 1, 200)]
    table.run_dealer()
    assert table.actor == 2 and table.to_call(2) == 200 and table.pot == 200
    table.apply(BetOrRaiseTo(2, 300))
    table.apply(Fold(3))
    table.apply(Fold(0))
    table.apply(CheckOrCall(1))
    table.run_dealer()
    assert table.is_complete and [award.pot.amount for award in table.awards] == [900]
    table.check_invariants()
    # A big blind who cannot cover both posts the blind first; with nothing left he posts no ante.
    short = new_table("holdem", "no-limit", [5000, 250, 5000], small_blind=100, big_blind=200, antes=200,
                      big_blind_ante=True, button=2, seed=1)
    assert [(type(op).__name__, op.amount) for op in short.queued()[:3]] == [
        ("PostBlind", 100), ("PostBlind", 200), ("PostAnte", 50)]
    broke = new_table("holdem", "no-limit", [5000, 150, 5000], small_blind=100, big_blind=200, antes=200,
                      big_blind_ante=True, button=2, seed=1)
    assert not any(type(op).__name__ == "PostAnte" for op in broke.queued())
    with pytest.raises(ValueError, match="big_blind_ante needs a blind game"):
        new_table("stud", "fixed-limit", [100] * 3, antes=1, bring_in=2, small_bet=4, big_bet=8, big_blind_ante=True)


# ---------------------------------------------------------------- TDA 2024 Rule 16: face up for all-ins


def _dealer_steps(table):
    """The dealer's operations up to the next decision or the end of the hand."""
    steps = []
    while table.actor is None and not table.is_complete:
        steps.append(table.deal_next())
    return steps


def test_rule_16_all_in_hands_are_tabled_before_the_board_is_run_out():
    # "All cards will be turned face up once a player is all-in and all betting action ... is complete":
    # the hands are shown before the flop, turn and river, not after them.
    table = _preflop(holdem([100, 20, 100]))
    table.apply(BetOrRaiseTo(2, 20))
    table.apply(Fold(0))
    table.apply(CheckOrCall(1))  # the big blind calls all in
    steps = _dealer_steps(table)
    shows = [k for k, op in enumerate(steps) if type(op) is ShowHand]
    first_card = next(k for k, op in enumerate(steps) if type(op) in (Burn, TurnBoardCard))
    assert sorted(steps[k].seat for k in shows) == [1, 2] and max(shows) < first_card
    assert table.tabled_for_runout and len(table.board) == 5 and table.is_complete
    assert sum(type(op) is ShowHand for op in table.log) == 2  # not shown a second time at the end


def test_rule_16_no_tabling_while_two_players_can_still_bet():
    # One player all in, two others with chips: betting goes on between them, nothing is tabled early.
    table = _preflop(holdem([100, 20, 100]))
    table.apply(BetOrRaiseTo(2, 20))
    table.apply(CheckOrCall(0))
    table.apply(CheckOrCall(1))
    steps = _dealer_steps(table)
    assert not any(type(op) is ShowHand for op in steps) and table.actor is not None and len(table.board) == 3


def _all_in_or_call(table, short):
    """Play the decisions: ``short`` goes all in, the others call (bringing in when due)."""
    seat = table.actor
    names = table.legal_player_operations()
    if names == ["bring-in"] or (seat != short and "bring-in" in names):
        table.apply(PostBringIn(seat))
    elif seat == short and table.raise_options(seat) is not None:
        table.apply(BetOrRaiseTo(seat, table.raise_options(seat).maximum))
    else:
        table.apply(CheckOrCall(seat))


def test_rule_16_a_stud_hand_tabled_for_the_run_out_shows_its_last_downcard_at_the_end():
    table = stud([100, 4], "")
    while not table.tabled_for_runout and not table.is_complete:
        if table.actor is None:
            table.deal_next()
        else:
            _all_in_or_call(table, 1)
    assert table.tabled_for_runout and table.street_index < 4, "the hands are tabled before seventh street"
    queued = table.queued()
    first_card = next(k for k, op in enumerate(queued) if type(op) is DealCard)
    assert {op.seat for op in queued[:first_card] if type(op) is ShowHand} == {0, 1}
    _dealer_steps(table)
    assert table.is_complete
    # Seventh street came face down after the tabling: each hand is shown again at the end, all seven up.
    assert all(sum(op == ShowHand(seat) for op in table.log) == 2 for seat in table.in_hand())
    assert all(held.face_up for seat in table.in_hand() for held in table.seat(seat).cards)


def _heads_up_triple_draw_all_in(tabled_before_draw, burn_already_out=False):
    """Heads-up 2-7 triple draw: the button (seat 1, 10 chips) moves in before the first draw and the big blind
    calls, so nobody can bet again with three draws still to come. ``burn_already_out``: a remedy has already put
    the first draw's burn out (an exposed card used as the burn, catalog F02)."""
    table = new_table("deuce-seven-triple-draw", "no-limit", [100, 10], small_blind=1, big_blind=2, seed=5,
                      rules=TableSettings(runout_tabled_before_draw=tabled_before_draw))
    table.run_dealer()
    if burn_already_out:
        table.count_burn_as_out()
    table.apply(BetOrRaiseTo(table.actor, 10))
    table.apply(CheckOrCall(table.actor))
    return table


def _draw_to_the_end(table):
    """The players draw one card each time; return the operations, dealer's and players', to the end."""
    steps = []
    for _ in range(200):
        steps.extend(_dealer_steps(table))
        if table.is_complete:
            return steps
        assert table.phase is Phase.DRAWING, f"stuck in {table.phase} with nobody to act"
        seat = table.actor
        steps.append(Discard(seat, (table.seat(seat).hole[0],)))
        table.apply(steps[-1])
    raise AssertionError("the hand did not end")


@pytest.mark.parametrize("burn_already_out", [False, True])
def test_rule_16_draw_games_table_before_a_draw_still_to_come_and_then_draw(burn_already_out):
    # TDA 2024 Rule 16 and Addendum 16 ("if betting action is finalized on any street prior to the showdown, turn
    # the cards up at that point"): the hands go face up before the first draw, and the three draws follow,
    # also where a remedy had already put the first draw's burn out (the draw then starts once the hands are up).
    table = _heads_up_triple_draw_all_in(True, burn_already_out)
    burns = len(table.burns)
    steps = _draw_to_the_end(table)
    first_discard = next(k for k, op in enumerate(steps) if type(op) is Discard)
    assert {op.seat for op in steps[:first_discard] if type(op) is ShowHand} == {0, 1}
    assert sum(type(op) is Discard for op in steps) == 6 and table.is_complete
    assert len(table.burns) - burns == (2 if burn_already_out else 3)


def test_rule_16_draw_games_keep_the_hands_down_until_the_last_draw_where_the_setting_says_so():
    # runout_tabled_before_draw off (a house's own setting): the players choose their discards from hands nobody
    # has seen.
    table = _heads_up_triple_draw_all_in(False)
    steps = _draw_to_the_end(table)
    last_discard = max(k for k, op in enumerate(steps) if type(op) is Discard)
    assert not table.tabled_for_runout and not any(type(op) is ShowHand for op in steps[:last_discard])
    assert table.is_complete


def test_a_draw_hand_short_a_card_draws_up_to_a_full_hand():
    """Robert's Rules, Dead Hands 4: at lowball and draw high a hand with too few cards before the draw is live;
    at the draw it is dealt its discards' replacements and the missing card too (the fresh-e conformance cases)."""
    from dealerschool.situations import loads

    situation = loads("""
variant = "F5CD"
blinds_or_straddles = [1, 2]
small_bet = 2
big_bet = 4
starting_stacks = [100, 100, 100, 100]
button = 4
stub = "AsKsQsJsTs9s8s7s6s5s4s3s2sAhKhQhJhTh9h8h7h6h5h4h3h2h"
events = ["post", "post", "deal p1", "deal p2", "deal p3", "deal p4", "deal p1", "deal p2", "deal p3", "deal p4",
          "deal p1", "deal p2", "deal p3", "deal p4", "deal p1", "deal p2", "deal p3", "deal p4",
          "deal p1", "skip p2", "continue", "p3 cc", "p4 cc", "p1 cc", "p2 cc", "p1 sd", "p2 sd Ks9s"]
""", "short-draw-hand")
    from dealerschool.situations.replays import replay

    table = replay(situation).table
    while table.next_dealer_operation() is not None and table.seat(1).cards and len(table.seat(1).cards) < 5:
        table.deal_next()
    assert [str(held.card) for held in table.seat(1).cards][:2] == ["5s", "Ah"]
    assert len(table.seat(1).cards) == 5
