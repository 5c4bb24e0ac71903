"""Irregularity rules (catalog H, I and the table-state rules of X): the ruling under each rulebook
and the table after the remedy — where every card is, the chips, and what comes next."""

from __future__ import annotations

import pytest

from dealerschool.poker.cards import DECK, parse_card
from dealerschool.rules.engine import Ruling, rule_on
from dealerschool.situations import from_mapping, replay
from dealerschool.table.operations import Burn, CheckOrCall, CollectBets, PostBlind, ReshuffleForStub, TurnBoardCard

# With four players and button 4 the deal is p1 2c 6c, p2 3c 7c, p3 4c 8c, p4 5c 9c; the flop burn is Tc,
# the flop Jc Qc Kc; the turn burn Ac and the turn 2d; the river burn 3d and the river 4d.
STUB = "2c3c4c5c6c7c8c9cTcJcQcKcAc2d3d4d5d6d7d8d9dTdJdQdKdAd"
PRE = ["continue", "p3 cc", "p4 cc", "p1 cc", "p2 cc", "collect"]
FLOP = ["burn", "board", "board", "board", "p1 cc", "p2 cc", "p3 cc", "p4 cc"]
BOOKS = ("sources", "tda-2024", "robert-rules")


def situation(events, **setup):
    data = {"variant": "NT", "blinds_or_straddles": [1, 2], "starting_stacks": [200, 200, 200, 200], "button": 4,
            "stub": STUB, "events": list(events)}
    data.update(setup)
    return from_mapping(data, "test")


def rulings(events, **setup) -> dict[str, Ruling]:
    found = situation(events, **setup)
    return {book: rule_on(found, book) for book in BOOKS}


def codes(found: dict[str, Ruling]) -> dict[str, str]:
    return {book: ruling.code.value for book, ruling in found.items()}


def where(ruling: Ruling, card: str) -> str:
    return ruling.table.card_locations()[parse_card(card)]


def cards(text: str):
    return [parse_card(text[i:i + 2]) for i in range(0, len(text), 2)]


def stacks(ruling: Ruling) -> list[int]:
    return [seat.stack for seat in ruling.table.seats if seat]


def assert_redealt(ruling: Ruling, button: int, starting: list[int]) -> None:
    """A misdeal-like remedy: every card back in one new deck, every chip back, the blinds due again."""
    table = ruling.table
    assert sorted(table.stub) == list(DECK)
    assert stacks(ruling) == starting and table.pot == 0
    assert table.button == button
    assert isinstance(table.next_dealer_operation(), PostBlind)


# ---------------------------------------------------------------- H: the initial deal


def test_flop_exposed_first_two():
    found = rulings(["post", "post", "deal p1 exposed", "continue"])
    assert {r.rule.id for r in found.values()} == {"flop-exposed-first-two"}
    assert set(codes(found).values()) == {"misdeal"}
    for ruling in found.values():
        assert_redealt(ruling, button=3, starting=[200] * 4)
    omaha = rulings(["post", "post", "deal p4", "deal p5 exposed", "continue"], variant="PO", blinds_or_straddles=[5, 10],
                    starting_stacks=[600, 450, 800, 1000, 520, 700], button=3)
    assert {r.rule.id for r in omaha.values()} == {"flop-exposed-first-two"}
    assert_redealt(omaha["tda-2024"], button=2, starting=[600, 450, 800, 1000, 520, 700])


def test_flop_exposed_card_becomes_burn():
    found = rulings(["post", "post", "deal p1", "deal p2", "deal p3 exposed", "continue"])
    assert set(codes(found).values()) == {"replace-exposed-card-burn"}
    ruling = found["sources"]
    table = ruling.table
    # The exposed 4c is the first burn; seat 3 keeps the card of the second round and gets the top card (Tc).
    assert where(ruling, "4c") == "burn"
    assert [held.card for held in table.seat(2).cards] == cards("8cTc")
    assert table.stub[:3] == cards("JcQcKc")
    for operation in ("p3 cc", "p4 cc", "p1 cc", "p2 cc"):
        seat = int(operation[1]) - 1
        table.apply(CheckOrCall(seat))
    assert table.next_dealer_operation() == CollectBets()
    table.apply(CollectBets())
    assert table.next_dealer_operation() == TurnBoardCard()  # no second burn before the flop
    table.run_dealer()
    assert table.board == cards("JcQcKc") and table.burns == cards("4c")


def test_flop_two_cards_exposed():
    found = rulings(["post", "post", "deal p1", "deal p2 exposed", "deal p3", "deal p4", "deal p1", "deal p2",
                     "deal p3 exposed", "continue"])
    assert {r.rule.id for r in found.values()} == {"flop-two-cards-exposed"}
    assert set(codes(found).values()) == {"misdeal"}
    assert_redealt(found["robert-rules"], button=3, starting=[200] * 4)


def test_misdeal_cutoff_two_folds_differ():
    found = rulings(["post", "post", "deal p1 exposed", "continue", "p3 f", "p4 f"],
                    starting_stacks=[200] * 6, button=6)
    assert codes(found) == {"sources": "action-stands", "tda-2024": "misdeal", "robert-rules": "action-stands"}
    assert found["sources"].also == ["misdeal-cutoff"]
    # Action stands: the exposed card stays with seat 1 and the small blind is to act.
    assert where(found["sources"], "2c") == "seat 1" and found["sources"].table.actor == 4
    assert_redealt(found["tda-2024"], button=5, starting=[200] * 6)


def test_boxed_cards():
    found = rulings(["post", "post", "deal p1", "boxed", "boxed", "continue"])
    assert {r.rule.id for r in found.values()} == {"boxed-cards"}
    assert codes(found) == {"sources": "remove-boxed-card-continue", "tda-2024": "misdeal", "robert-rules": "misdeal"}
    seed = found["sources"]
    assert where(seed, "3c") == "set-aside" and where(seed, "4c") == "set-aside"
    assert [held.card for held in seed.table.seat(1).cards] == cards("5c9c")  # the next face-down cards
    assert_redealt(found["tda-2024"], button=3, starting=[200] * 4)


def test_boxed_card_single():
    found = rulings(["post", "post", "deal p1", "boxed", "continue"])
    assert {r.rule.id for r in found.values()} == {"boxed-card-single"}
    assert set(codes(found).values()) == {"remove-boxed-card-continue"}
    for ruling in found.values():
        assert where(ruling, "3c") == "set-aside"
        assert where(ruling, "4c") == "seat 2"
        assert ruling.table.actor == 2  # the deal went on and seat 3 is first to act


def test_extra_hand_empty_seat():
    found = rulings(["post", "post", "deal p1", "deal p2", "deal p3", "continue"], seats=[1, 2, 4, 5], seat_count=6,
                    button=5)
    assert codes(found) == {"sources": "fold-extra-hand", "tda-2024": "misdeal", "robert-rules": "misdeal"}
    seed = found["sources"]
    assert where(seed, "4c") == "muck" and not seed.table.empty_seat_cards
    assert [held.card for held in seed.table.seat(3).cards] == cards("5c9c")
    assert_redealt(found["robert-rules"], button=4, starting=[200] * 4)


def test_marked_card():
    found = rulings(PRE + ["burn", "board", "board", "board", "p1 cc", "marked Qc"])
    assert set(codes(found).values()) == {"finish-hand-then-replace"}
    ruling = found["tda-2024"]
    assert where(ruling, "Qc") == "board" and ruling.table.actor == 1


# ---------------------------------------------------------------- I: board and burns


def test_premature_turn():
    found = rulings(PRE + ["burn", "board", "board", "board", "p1 cc", "p2 cc", "burn", "board"])
    assert codes(found) == {"sources": "reshuffle-and-redeal", "tda-2024": "reshuffle-and-redeal",
                            "robert-rules": "set-aside-use-river-as-turn"}
    for book in ("sources", "tda-2024"):
        table = found[book].table
        assert where(found[book], "Ac") == "burn" and where(found[book], "2d") == "stub"
        assert table.board == cards("JcQcKc") and table.actor == 2
        table.apply(CheckOrCall(2))
        table.apply(CheckOrCall(3))
        assert table.next_dealer_operation() == TurnBoardCard()  # the burn is already out
        table.deal_next()
        assert table.burns == cards("TcAc") and len(table.board) == 4
    roberts = found["robert-rules"]
    table = roberts.table
    assert where(roberts, "2d") == "set-aside" and where(roberts, "Ac") == "burn"
    table.apply(CheckOrCall(2))
    table.apply(CheckOrCall(3))
    assert table.next_dealer_operation() == Burn()
    table.run_dealer()
    assert table.burns == cards("TcAc3d") and table.board[-1] == parse_card("4d")  # the river card plays as the turn
    # After the turn betting the set-aside card is shuffled back into the stub and the river comes without a burn.
    while table.actor is not None:
        table.apply(CheckOrCall(table.actor))  # all check: no bets to collect
    assert table.next_dealer_operation() == ReshuffleForStub("the set-aside cards go back into the stub", set_aside=True)
    stub_before = set(table.stub)
    table.deal_next()
    assert table.set_aside == [] and set(table.stub) == stub_before | {parse_card("2d")}
    assert table.next_dealer_operation() == TurnBoardCard()
    river = table.stub[0]
    table.deal_next()
    assert table.board[-1] == river and len(table.board) == 5 and table.burns == cards("TcAc3d")
    table.check_invariants()


def _dealer_cards_to_the_end(table) -> list[str]:
    """The card operations the dealer does from here, everyone checking, to the end of the hand."""
    start = len(table.log)
    while not table.is_complete:
        if table.actor is not None:
            table.apply(CheckOrCall(table.actor))
        else:
            table.deal_next()
    return [type(op).__name__ for op in table.log[start:] if type(op) in (Burn, TurnBoardCard, ReshuffleForStub)]


@pytest.mark.parametrize("after", [[], ["p3 cc"], ["p3 cc", "p4 cc"]], ids=["none", "one", "round-finished"])
def test_premature_turn_the_remedy_holds_whatever_action_is_recorded_after_the_card(after):
    # TDA RP-5-B and the sources: the burn stays and the new turn comes with no second burn; Robert's Rules
    # Hold'em 6: the river card plays as the turn and the stub is reshuffled with the card for the river. The
    # same however much of the flop betting the events record after the premature card, the round finished too.
    found = rulings(PRE + FLOP[:6] + ["burn", "board"] + after)
    for book in ("sources", "tda-2024"):
        assert found[book].code.value == "reshuffle-and-redeal"
        assert _dealer_cards_to_the_end(found[book].table) == ["TurnBoardCard", "Burn", "TurnBoardCard"]
    assert found["robert-rules"].code.value == "set-aside-use-river-as-turn"
    table = found["robert-rules"].table
    assert _dealer_cards_to_the_end(table) == ["Burn", "TurnBoardCard", "ReshuffleForStub", "TurnBoardCard"]
    assert table.board[3] == parse_card("4d") and table.set_aside == [] and len(table.burns) == 3


def test_turn_without_burn():
    found = rulings(PRE + FLOP + ["board"])
    assert {r.rule.id for r in found.values()} == {"turn-without-burn"}
    assert set(codes(found).values()) == {"use-card-as-burn"}
    table = found["sources"].table
    assert where(found["sources"], "Ac") == "burn"
    assert table.next_dealer_operation() == TurnBoardCard()
    table.deal_next()
    assert table.board == cards("JcQcKc2d") and table.actor == 0


def test_turn_without_burn_after_action():
    found = rulings(PRE + FLOP + ["board", "p1 cc", "p2 cbr 6"])
    assert {r.rule.id for r in found.values()} == {"turn-without-burn-after-action"}
    # Robert's Rules, Hold'em 5: the turn stands once acted on, but "subsequent cards dealt should be those that
    # would have come": the river is 4d after two burns. TDA (Rule 38): one burn per street, the river is 3d.
    assert codes(found) == {"sources": "restore-card-order", "tda-2024": "card-plays",
                            "robert-rules": "restore-card-order"}
    ruling = found["robert-rules"]
    assert where(ruling, "Ac") == "board" and ruling.table.actor == 2
    assert stacks(ruling) == [198, 192, 198, 198]
    assert _dealer_cards_to_the_end(ruling.table) == ["Burn", "Burn", "TurnBoardCard"]
    assert ruling.table.board[-1] == parse_card("4d")
    tda = found["tda-2024"].table
    assert _dealer_cards_to_the_end(tda) == ["Burn", "TurnBoardCard"] and tda.board[-1] == parse_card("3d")


def test_turn_two_burns():
    found = rulings(PRE + FLOP + ["burn", "burn", "board"])
    assert {r.rule.id for r in found.values()} == {"turn-two-burns"}
    assert set(codes(found).values()) == {"restore-card-order"}
    table = found["tda-2024"].table
    # Ac was the turn's burn, 2d the true turn; 3d, turned by mistake, goes back on top as the river burn.
    assert table.board == cards("JcQcKc2d") and table.burns == cards("TcAc") and table.stub[0] == parse_card("3d")
    for seat in range(4):
        table.apply(CheckOrCall(seat))
    table.run_dealer()
    assert table.burns == cards("TcAc3d") and table.board[-1] == parse_card("4d")


def test_turn_two_burns_two_up():
    found = rulings(PRE + FLOP + ["burn", "burn", "board", "board"])
    assert {r.rule.id for r in found.values()} == {"turn-two-burns-two-up"}
    assert set(codes(found).values()) == {"restore-card-order"}
    table = found["sources"].table
    assert table.board == cards("JcQcKc4d") and table.burns == cards("TcAc3d") and table.stub[0] == parse_card("2d")
    for seat in range(4):
        table.apply(CheckOrCall(seat))
    assert table.next_dealer_operation() == TurnBoardCard()  # the true turn comes as the river, unburned
    table.deal_next()
    assert table.board == cards("JcQcKc4d2d")


# ---------------------------------------------------------------- X: misdeals, deck and card counts


def test_misdeal_causes():
    wrong_seat = rulings(["post", "post", "deal p2", "continue"])
    assert {r.rule.id for r in wrong_seat.values()} == {"misdeal-causes"}
    assert set(codes(wrong_seat).values()) == {"misdeal"}
    assert_redealt(wrong_seat["sources"], button=3, starting=[200] * 4)
    skipped = rulings(["post", "post", "deal p1", "deal p2", "skip p3", "continue"])
    assert {r.rule.id for r in skipped.values()} == {"misdeal-causes"}
    assert_redealt(skipped["tda-2024"], button=3, starting=[200] * 4)


def test_fouled_deck():
    found = rulings(PRE + ["burn", "board", "board", "board", "p1 cbr 10", "duplicate Qc"])
    assert set(codes(found).values()) == {"return-all-bets"}
    for ruling in found.values():
        assert_redealt(ruling, button=3, starting=[200] * 4)


def _short_button(*after):
    return ["post", "post", "deal p1", "deal p2", "deal p3", "deal p4", "deal p1", "deal p2", "deal p3", "skip p4",
            "continue", *after]


def test_button_short_cards():
    found = rulings(_short_button())
    assert {r.rule.id for r in found.values()} == {"button-short-cards"}
    assert set(codes(found).values()) == {"deal-missing-cards"}
    ruling = found["sources"]
    assert [held.card for held in ruling.table.seat(3).cards] == cards("5c9c")  # the card he would have had
    assert ruling.table.stub[0] == parse_card("Tc") and ruling.table.actor == 2


def test_button_short_cards_acted():
    found = rulings(_short_button("p3 cc", "p4 cc"))
    assert {r.rule.id for r in found.values()} == {"button-short-cards-acted"}
    assert set(codes(found).values()) == {"dead-hand"}
    ruling = found["tda-2024"]
    assert where(ruling, "5c") == "muck" and ruling.table.seat(3).folded
    assert stacks(ruling) == [199, 198, 198, 198]  # his call stays in
    assert ruling.table.actor == 0


def test_button_short_cards_acted_with_a_raise_the_dead_hand_raise_stays_but_is_not_to_be_called():
    # TDA 2024 Rule 37 / Robert's Rules Misdeals 2(e): the button's hand is dead and his chips stay in the pot.
    # Chips of a dead hand are no bet for the live players to call: the small blind owes the big blind, not the
    # raise, and the raise is not returned to the dead hand at the end of the round.
    found = rulings(_short_button("p3 cc", "p4 cbr 10"))
    assert {r.rule.id for r in found.values()} == {"button-short-cards-acted"}
    table = found["sources"].table
    assert table.seat(3).folded and table.actor == 0 and table.to_call(0) == 1
    table.apply(CheckOrCall(0))
    assert table.actor == 1  # the big blind's option; the caller in front already answered the 2
    table.apply(CheckOrCall(1))
    table.run_dealer()
    assert stacks(found["sources"]) == [198, 198, 198, 190] and table.pot == 16 and len(table.board) == 3


def test_a_forced_bet_stays_the_bet_to_call_when_its_poster_folds_out_of_turn():
    # The big blind folds before anyone acts: his blind stays in the pot and is still the bet the others call.
    found = rulings(["continue", "p2 f"])
    table = found["sources"].table
    assert table.seat(1).folded and table.actor == 2 and table.to_call(2) == 2


def test_extra_card_dealt():
    found = rulings(["continue", "deal p1"])
    assert codes(found) == {"sources": "use-card-as-burn", "tda-2024": "misdeal", "robert-rules": "use-card-as-burn"}
    table = found["robert-rules"].table
    assert where(found["robert-rules"], "Tc") == "burn" and len(table.seat(0).cards) == 2
    for seat in (2, 3, 0, 1):
        table.apply(CheckOrCall(seat))
    table.run_dealer()
    assert table.burns == cards("Tc") and table.board == cards("JcQcKc")  # the flop comes without a second burn
    assert_redealt(found["tda-2024"], button=3, starting=[200] * 4)


def test_extra_cards_dealt():
    found = rulings(["continue", "deal p1", "deal p2"])
    assert {r.rule.id for r in found.values()} == {"extra-cards-dealt"}
    assert set(codes(found).values()) == {"misdeal"}
    assert_redealt(found["sources"], button=3, starting=[200] * 4)


def test_wrong_card_count_after_action():
    found = rulings(["continue", "deal p2", "p3 cc", "p4 cbr 8", "p1 cc"])
    assert {r.rule.id for r in found.values()} == {"wrong-card-count-after-action"}
    assert set(codes(found).values()) == {"dead-hand"}
    ruling = found["sources"]
    assert [where(ruling, c) for c in ("3c", "7c", "Tc")] == ["muck"] * 3
    assert ruling.table.seat(1).folded and stacks(ruling) == [192, 198, 198, 192]
    assert ruling.table.actor == 2  # seat 3 faces the raise; the big blind is skipped


# ---------------------------------------------------------------- X: flop, premature cards, stub


def test_four_card_flop():
    found = rulings(PRE + ["burn", "board", "board", "board", "board"])
    assert codes(found) == {"sources": "reshuffle-and-redeal", "tda-2024": "scramble-and-pick-burn",
                            "robert-rules": "reshuffle-and-redeal"}
    tda = found["tda-2024"].table
    four = set(cards("JcQcKcAc"))
    assert len(tda.board) == 3 and set(tda.board) | {tda.burns[1]} == four and tda.burns[0] == parse_card("Tc")
    assert tda.burn_already_out and tda.actor == 0
    for book in ("sources", "robert-rules"):
        table = found[book].table
        assert table.board == [] and table.burns == cards("Tc")
        assert all(where(found[book], str(c)) == "stub" for c in four)
        assert table.queued() == [TurnBoardCard()] * 3
        table.run_dealer()
        assert len(table.board) == 3 and table.burns == cards("Tc") and table.actor == 0


def test_flop_without_burn():
    found = rulings(PRE + ["board", "board", "board"])
    assert codes(found) == {"sources": "reshuffle-and-redeal", "tda-2024": "scramble-and-pick-burn",
                            "robert-rules": "reshuffle-and-redeal"}
    tda = found["tda-2024"].table
    assert len(tda.burns) == 1 and tda.burns[0] in cards("TcJcQc") and len(tda.board) == 2
    assert tda.next_dealer_operation() == TurnBoardCard()
    tda.deal_next()
    assert tda.board[-1] == parse_card("Kc") and tda.actor == 0
    roberts = found["robert-rules"].table
    assert roberts.board == [] and roberts.queued() == [Burn()] + [TurnBoardCard()] * 3


def test_flop_without_burn_after_action():
    found = rulings(PRE + ["board", "board", "board", "p1 cc"])
    assert {r.rule.id for r in found.values()} == {"flop-without-burn-after-action"}
    assert codes(found) == {"sources": "restore-card-order", "tda-2024": "card-plays",
                            "robert-rules": "restore-card-order"}
    table = found["tda-2024"].table
    assert table.board == cards("TcJcQc") and table.burns == []
    for seat in (1, 2, 3):
        table.apply(CheckOrCall(seat))
    assert table.next_dealer_operation() == Burn()  # TDA: one burn for the turn, no more
    table.run_dealer()
    assert table.burns == cards("Kc") and table.board[-1] == parse_card("Ac")
    # Robert's Rules, Hold'em 5 (the sources follow it): the turn is the card it would have been, 2d.
    table = found["sources"].table
    for seat in (1, 2, 3):
        table.apply(CheckOrCall(seat))
    table.run_dealer()
    assert table.burns == cards("KcAc") and table.board == cards("TcJcQc2d")


def test_flop_two_burns_caught_before_the_flop_puts_the_second_burn_back():
    # Robert's Rules, Hold'em 4: two burns before the flop are rectified while no card is exposed.
    found = rulings(PRE + ["burn", "burn"])
    assert {r.rule.id for r in found.values()} == {"flop-two-burns"}
    assert set(codes(found).values()) == {"restore-card-order"}
    table = found["sources"].table
    assert table.burns == cards("Tc") and table.stub[0] == parse_card("Jc")
    table.run_dealer()
    assert table.board == cards("JcQcKc") and table.actor == 0


def test_flop_two_burns_flop_exposed_is_reshuffled_and_redealt_without_a_burn():
    # Robert's Rules, Hold'em 4: the deck is reshuffled if any cards were exposed; Hold'em 3: the burn stays
    # and the new flop comes without another burn.
    found = rulings(PRE + ["burn", "burn", "board", "board", "board"])
    assert {r.rule.id for r in found.values()} == {"flop-two-burns-flop-exposed"}
    assert set(codes(found).values()) == {"reshuffle-and-redeal"}
    table = found["tda-2024"].table
    assert table.board == [] and table.burns == cards("Tc")
    assert all(card in table.stub for card in cards("JcQcKcAc"))
    assert table.queued()[:3] == [TurnBoardCard()] * 3 and Burn() not in table.queued()[:3]
    table.run_dealer()
    assert len(table.board) == 3 and table.burns == cards("Tc") and table.actor == 0


def test_flop_two_burns_after_action_the_flop_stands_and_the_turn_is_the_card_it_would_have_been():
    # Robert's Rules, Hold'em 5: once action has been taken on a board card it stands; one of the two burns
    # goes back on the deck as the next round's burn.
    found = rulings(PRE + ["burn", "burn", "board", "board", "board", "p1 cc", "p2 cbr 2"])
    assert {r.rule.id for r in found.values()} == {"flop-two-burns-after-action"}
    assert set(codes(found).values()) == {"card-plays"}
    table = found["robert-rules"].table
    assert table.board == cards("QcKcAc") and table.burns == cards("Tc") and table.stub[0] == parse_card("Jc")
    assert table.actor == 2
    for seat in (2, 3, 0):
        table.apply(CheckOrCall(seat))
    table.run_dealer()
    # Without the error: burn Tc, flop JcQcKc, burn Ac, turn 2d. The turn is still 2d.
    assert table.burns == cards("TcJc") and table.board == cards("QcKcAc2d")


def test_premature_turn_without_a_burn_keeps_no_burn():
    # The sources ("Cards Dealt Before All Players Have Acted") deal the new turn without a burn only
    # because one has already been burned for that street. Here the dealer turned the Ac with no burn:
    # no turn burn is out, so none is kept and the turn is burned as usual. Count burns, never assume them.
    found = rulings(PRE + ["burn", "board", "board", "board", "p1 cc", "p2 cc", "board"])
    assert codes(found) == {"sources": "reshuffle-and-redeal", "tda-2024": "reshuffle-and-redeal",
                            "robert-rules": "set-aside-use-river-as-turn"}
    for book in ("sources", "tda-2024"):
        ruling = found[book]
        words = " ".join(ruling.remedy).lower()
        assert "without burning again" not in words and "leave the burn" not in words, ruling.remedy
        assert "no burn" in words and "burn and deal" in words, ruling.remedy
        table = ruling.table
        assert table.burns == cards("Tc") and where(ruling, "Ac") == "stub"
        table.apply(CheckOrCall(2))
        table.apply(CheckOrCall(3))
        assert table.next_dealer_operation() == Burn()
        table.run_dealer()
        assert len(table.burns) == 2 and len(table.board) == 4
    # With the burn out (test_premature_turn) the words keep it and say so.
    burned = rulings(PRE + ["burn", "board", "board", "board", "p1 cc", "p2 cc", "burn", "board"])["sources"]
    assert any("Ac" in step and "burn" in step for step in burned.remedy[:1])
    assert any("without burning again" in step for step in burned.remedy)
    roberts = found["robert-rules"].remedy
    assert not any("would have been the river" in step for step in roberts), roberts


def test_boxed_cards_that_leave_the_stub_short_kill_the_hand_chips_back():
    # The sources, "Card Boxed in the Deck": boxed cards are removed and the deal goes on, but "if the stub
    # runs short of nonboxed cards, the hand is declared dead, with all chips being returned". Ten-handed
    # Omaha uses 40 cards; five boxed cards leave 7, and the board needs 8 (three burns, five cards).
    import random

    from test_remedies_play_on import play_to_the_end
    starting = [100] * 10
    events = ["post", "post", "deal p1", "deal p2", "boxed", "boxed", "boxed", "deal p3", "boxed", "boxed",
              "continue", "p3 cc", "p4 cc"]
    found = {book: rule_on(situation(events, variant="PO", starting_stacks=starting, button=10, stub=""), book)
             for book in BOOKS}
    for book, ruling in found.items():
        assert (ruling.rule.id, ruling.code.value) == ("boxed-cards-stub-short", "return-all-bets"), book
        table = ruling.table
        assert stacks(ruling) == starting and table.pot == 0 and table.bets_on_table() == 0
        assert sorted(table.stub) == list(DECK) and table.button == 9
        play_to_the_end(table, random.Random(1))  # the new deal can be played to its end
    # Two boxed cards that leave enough cards are still removed and the hand goes on (the sources).
    enough = rule_on(situation(PRE[:1] + ["boxed", "boxed"], variant="PO"), "sources")
    assert (enough.rule.id, enough.code.value) == ("boxed-cards", "remove-boxed-card-continue")


def test_premature_flop_or_river():
    flop = rulings(["continue", "p3 cc", "p4 cc", "p1 cc", "burn", "board", "board", "board"])
    assert {r.rule.id for r in flop.values()} == {"premature-flop-or-river"}
    assert set(codes(flop).values()) == {"reshuffle-and-redeal"}
    table = flop["tda-2024"].table
    assert table.burns == cards("Tc") and table.board == [] and table.actor == 1
    assert all(where(flop["tda-2024"], c) == "stub" for c in ("Jc", "Qc", "Kc"))
    table.apply(CheckOrCall(1))  # the big blind's option
    table.apply(CollectBets())
    assert table.next_dealer_operation() == TurnBoardCard()
    river = rulings(PRE + FLOP + ["burn", "board", "p1 cbr 8", "p2 cc", "burn", "board"])
    assert {r.rule.id for r in river.values()} == {"premature-flop-or-river"}
    ruling = river["robert-rules"]
    assert ruling.code.value == "reshuffle-and-redeal"
    assert where(ruling, "3d") == "burn" and where(ruling, "4d") == "stub" and ruling.table.actor == 2


def test_disordered_stub():
    found = rulings(PRE + ["burn", "board", "board", "board", "drop"])
    assert set(codes(found).values()) == {"shuffle-stub-only"}
    original = replay(situation(PRE + ["burn", "board", "board", "board"])).table
    table = found["sources"].table
    assert sorted(table.stub) == sorted(original.stub) and table.stub != original.stub
    assert table.burns == cards("Tc") and table.board == cards("JcQcKc")


def test_disordered_stub_mixed():
    found = rulings(["continue", "p3 f", "p4 cc", "p1 cc", "p2 cc", "collect", "burn", "board", "board", "board",
                     "drop mixed"])
    assert {r.rule.id for r in found.values()} == {"disordered-stub-mixed"}
    assert set(codes(found).values()) == {"reshuffle-with-muck"}
    ruling = found["tda-2024"]
    assert ruling.table.muck == [] and ruling.table.burns == []
    assert [where(ruling, c) for c in ("4c", "8c", "Tc")] == ["stub"] * 3  # seat 3's folded hand and the burn
    assert ruling.table.board == cards("JcQcKc")


def test_button_out_of_position():
    found = rulings(["continue", "button p3"])
    assert codes(found) == {"sources": "misdeal", "tda-2024": "correct-button", "robert-rules": "misdeal"}
    for ruling in found.values():
        assert_redealt(ruling, button=2, starting=[200] * 4)
        assert ruling.table.next_dealer_operation() == PostBlind(3, 1, "small blind")


def test_button_out_of_position_after_action():
    found = rulings(["continue", "p3 cc", "p4 cbr 6", "p1 cc", "button p3"])
    assert {r.rule.id for r in found.values()} == {"button-out-of-position-after-action"}
    assert set(codes(found).values()) == {"action-stands"}
    ruling = found["sources"]
    assert ruling.table.button == 3 and stacks(ruling) == [194, 198, 198, 194] and ruling.table.actor == 1


@pytest.mark.parametrize("actions, expected", [
    (["p3 f", "p4 f"], {"sources": "action-stands", "tda-2024": "correct-button", "robert-rules": "action-stands"}),
    (["p3 cc", "p4 f"], {"sources": "action-stands", "tda-2024": "action-stands", "robert-rules": "action-stands"}),
    (["p3 f"], {"sources": "misdeal", "tda-2024": "correct-button", "robert-rules": "misdeal"}),
], ids=["two-folds", "a-call-and-a-fold", "one-fold"])
def test_button_out_of_position_the_two_players_acted_line(actions, expected):
    # Robert's Rules, Misdeals 1: a misdeal cause counts only "before two players have acted on their hands";
    # TDA 2024 Rule 34-A: the button is corrected before substantial action (two actions, one with chips in,
    # or any three). Two folds: action has begun under Robert's, not substantial action under TDA.
    found = rulings(["continue", *actions, "button p3"])
    assert codes(found) == expected
    for ruling in found.values():
        if ruling.code.value == "action-stands":
            assert ruling.rule.id == "button-out-of-position-after-action" and ruling.table.button == 3


# ---------------------------------------------------------------- X: players' exposures, chips and words


def test_player_exposes_card():
    found = rulings(PRE + ["burn", "board", "board", "board", "p1 cbr 6", "expose p2 1"])
    assert {r.rule.id for r in found.values()} == {"player-exposes-card"}
    assert set(codes(found).values()) == {"hand-stays-live"}
    table = found["sources"].table
    assert table.seat(1).cards[0].face_up and not table.seat(1).folded and table.actor == 1


def test_player_flashes_card_on_deal():
    found = rulings(["post", "post", "deal p1", "expose p1", "continue"])
    assert {r.rule.id for r in found.values()} == {"player-flashes-card-on-deal"}
    assert set(codes(found).values()) == {"card-plays"}
    ruling = found["robert-rules"]
    assert where(ruling, "2c") == "seat 1" and ruling.table.seat(0).cards[0].face_up and ruling.table.burns == []


def test_undercall():
    found = rulings(["continue", "p3 f", "p4 f", "p1 cbr 10", "p2 put 3"])
    assert {r.rule.id for r in found.values()} == {"undercall"}
    assert set(codes(found).values()) == {"must-call-full-amount"}
    table = found["sources"].table
    assert stacks(found["sources"]) == [190, 190, 200, 200]
    assert table.next_dealer_operation() == CollectBets()


def test_undercall_facing_raise():
    found = rulings(["continue", "p3 cbr 6", "p4 put 2"])
    assert {r.rule.id for r in found.values()} == {"undercall-facing-raise"}
    assert set(codes(found).values()) == {"house-rule-decides"}
    ruling = found["tda-2024"]
    # His 2 stays in front (the big blind's level it covers): called on to 6, or forfeited with a fold (TDA 2024
    # Addendum 51, Examples 1 and 4); it does not go back to his stack.
    assert ruling.table.actor == 3 and stacks(ruling) == [199, 198, 194, 198]
    assert ruling.table.seats[3].bet == 2 and ruling.table.legal_player_operations() == ["fold", "call"]


def test_action_out_of_turn():
    found = rulings(["continue", "p4 cc", "p3 cc"])
    assert {r.rule.id for r in found.values()} == {"action-out-of-turn"}
    assert set(codes(found).values()) == {"out-of-turn-binding"}
    ruling = found["sources"]
    assert stacks(ruling) == [199, 198, 198, 198] and ruling.table.actor == 0  # seat 4's call was carried out


def test_action_out_of_turn_changed():
    found = rulings(["continue", "p4 cc", "p3 cbr 8"])
    assert {r.rule.id for r in found.values()} == {"action-out-of-turn-changed"}
    assert set(codes(found).values()) == {"out-of-turn-all-options"}
    table = found["sources"].table
    assert table.actor == 3 and stacks(found["sources"])[3] == 200
    assert "raise" in table.legal_player_operations()


def test_check_out_of_turn_then_a_bet_robert_rules_call_or_fold_tda_all_options():
    # Robert's Rules: "A player who checks out of turn may not bet or raise on the next turn to act" (the sources
    # follow it); TDA 2024 Rule 53-A (its Example 2): the bet changed the action, so he has all options.
    found = rulings(PRE + ["burn", "board", "board", "board", "p2 cc", "p1 cbr 6"])
    assert {r.rule.id for r in found.values()} == {"check-out-of-turn-then-bet"}
    assert codes(found) == {"sources": "call-or-fold-only", "tda-2024": "out-of-turn-all-options",
                            "robert-rules": "call-or-fold-only"}
    for book, ops in (("robert-rules", ["fold", "call"]), ("sources", ["fold", "call"]),
                      ("tda-2024", ["fold", "call", "raise"])):
        table = found[book].table
        assert table.actor == 1 and table.legal_player_operations() == ops, book
    # A call out of turn is not a check: that stays the general out-of-turn rule.
    called = rulings(PRE + ["burn", "board", "board", "board", "p1 cbr 6", "p3 cc", "p2 cbr 20"])
    assert {r.rule.id for r in called.values()} == {"action-out-of-turn-changed"}


def test_fold_out_of_turn():
    found = rulings(["continue", "p4 f"])
    assert {r.rule.id for r in found.values()} == {"fold-out-of-turn"}
    # TDA 2024 Rule 53-A: any action out of turn is subject to penalty; Robert's Rules (and sources with it)
    # say only that it binds.
    assert codes(found) == {"sources": "fold-stands", "tda-2024": "fold-stands-penalty-possible",
                            "robert-rules": "fold-stands"}
    assert "penalise" in " ".join(found["tda-2024"].remedy) and "penalise" not in " ".join(found["sources"].remedy)
    ruling = found["sources"]
    table = ruling.table
    assert where(ruling, "5c") == "muck" and where(ruling, "9c") == "muck" and table.actor == 2
    table.apply(CheckOrCall(2))
    assert table.actor == 0  # the folded button is passed over


def test_verbal_and_chip_declarations():
    found = rulings(PRE + ["burn", "board", "board", "board", "p1 says call"])
    assert {r.rule.id for r in found.values()} == {"verbal-and-chip-declarations"}
    assert set(codes(found).values()) == {"treat-as-check"}
    ruling = found["sources"]
    assert stacks(ruling) == [198] * 4 and ruling.table.actor == 1


# ---------------------------------------------------------------- the new event verbs


@pytest.mark.parametrize("event, message", [
    ("skip p2", "no card is due to seat 2"),
    ("p9 put 3", "expected a seat like p1..p4"),
    ("p1 says shove", "one of call, check, fold, raise, bet, all-in, pot after 'says'"),
    ("duplicate Zz", "expected a card"),
    ("drop everything", "expected one of"),
])
def test_bad_events_name_the_event(event, message):
    with pytest.raises(ValueError, match="event 2 ") as error:
        situation(["post", event])
    assert message in str(error.value)


def test_says_and_put_apply_when_they_fit():
    found = replay(situation(["continue", "p3 says call", "p4 put 6", "p1 says fold"]))
    # The words carried out; only the fold said facing a bet is noted (Robert's Rules, Dead Hands 1 rules on it).
    assert [hit.kind.value for hit in found.irregularities] == ["fold-declared-facing-bet"]
    assert [seat.stack for seat in found.table.seats if seat] == [199, 198, 198, 194]
    assert found.table.seat(0).folded and found.table.actor == 1


def test_exposed_card_of_a_player_who_then_folded_needs_no_replacement():
    from dealerschool import situations
    from dealerschool.rules.engine import rule_on

    found = situations.loads('''variant = "NT"
blinds_or_straddles = [1, 2]
starting_stacks = [100, 100, 100, 100]
button = 4
seed = 3
events = ["post", "post", "deal p1", "deal p2", "deal p3", "deal p4", "deal p1 exposed", "continue",
          "p3 cc", "p4 cc", "p1 f"]
''')
    for book in ("sources", "tda-2024", "robert-rules"):
        ruling = rule_on(found, book)
        assert ruling.rule.id == "flop-exposed-card-becomes-burn"
        assert "nothing left to replace" in ruling.remedy[0]
        assert ruling.table.card_locations()[ruling.irregularity.card] == "muck"
        assert not ruling.table.burn_already_out
