"""Showdown tabling rules (catalog X20, X21): the showdown events, the ruling under each rulebook and the
table after the remedy — who is paid, the stacks, and where the showdown cards are."""

from __future__ import annotations

import pytest

from dealerschool.poker.cards import parse_card
from dealerschool.rules import differs, get_rule
from dealerschool.rules.engine import IRREGULARITY_TRIGGERS, Ruling, rule_on
from dealerschool.rules.rulebooks import get_rulebook
from dealerschool.situations import IrregularityKind, from_mapping, replay
from dealerschool.table.operations import MoveButton, ShowHand

# Button p3, blinds 1/2. The deal gives p1 Ah Kh, p2 9c Tc, p3 2s 3d; the board is Qh Jh 8d 4s 5h (burns 7c 7d 7s):
# p1 holds the ace-high flush, p2 the queen-high straight, p3 nothing.
STUB = "Ah9c2sKhTc3d7cQhJh8d7d4s7s5h"
# Everyone calls 2 before the flop (pot 6), checks the flop and turn; on the river p1 bets 10, p2 calls, p3 folds.
# The pot is 26: p1 and p2 have 188 behind, p3 198; the winner ends on 214.
TO_RIVER = ["continue", "p3 cc", "p1 cc", "p2 cc", "continue", "p1 cc", "p2 cc", "p3 cc",
            "continue", "p1 cc", "p2 cc", "p3 cc", "continue"]
RIVER_BET = TO_RIVER + ["p1 cbr 10", "p2 cc", "p3 f", "collect"]
BOOKS = ("sources", "tda-2024", "robert-rules")
P1_WINS = [214, 188, 198]
P2_WINS = [188, 214, 198]


def situation(events, **setup):
    data = {"variant": "NT", "blinds_or_straddles": [1, 2], "starting_stacks": [200, 200, 200], "button": 3,
            "stub": STUB, "events": list(events)}
    data.update(setup)
    return from_mapping(data, "test")


def rulings(events) -> dict[str, Ruling]:
    found = situation(events)
    return {book: rule_on(found, book) for book in BOOKS}


def where(ruling: Ruling, card: str) -> str:
    return ruling.table.card_locations()[parse_card(card)]


def stacks(ruling: Ruling) -> list[int]:
    return [seat.stack for seat in ruling.table.seats if seat]


def assert_paid(ruling: Ruling, expected: list[int]) -> None:
    table = ruling.table
    assert stacks(ruling) == expected
    # The pots pushed and nothing more: the button's move is the dealer's next step, not carried out.
    assert table.pot == 0 and isinstance(table.next_dealer_operation(), MoveButton)
    table.check_invariants()


# ---------------------------------------------------------------- the events and their errors


@pytest.mark.parametrize("event, message", [
    ("p1 mucks now", "nothing after 'mucks'"),
    ("p1 discards face-down", "nothing after 'discards'"),
    ("p1 declares trips", "one hand after 'declares': high-card, pair"),
    ("p1 declares", "one hand after 'declares'"),
    ("p2 asks-to-see", "the seat whose hand is asked for"),
    ("p2 asks-to-see p2", "another player's seat"),
    ("p2 asks-to-see p7", "expected a seat like p1..p3, got 'p7'"),
    ("kill p0", "expected a seat like p1..p3, got 'p0'"),
])
def test_bad_showdown_events_name_the_event_and_what_was_expected(event, message):
    with pytest.raises(ValueError, match=r"event 18 ") as error:
        situation(RIVER_BET + [event])
    assert message in str(error.value) and repr(event) in str(error.value)


@pytest.mark.parametrize("events, message", [
    (TO_RIVER + ["p1 mucks"], "at the showdown"),  # p1 still has to act on the river
    (RIVER_BET + ["p2 asks-to-see p1"], "no hand let go unshown"),
    (RIVER_BET + ["p1 declares flush"], "has not tabled the hand"),
    (RIVER_BET + ["show p1", "p1 discards"], "only a hand held unshown can be discarded"),
    (RIVER_BET + ["p3 mucks"], "seat 3 has no live hand"),
])
def test_showdown_events_that_cannot_happen_are_clear_errors(events, message):
    with pytest.raises(ValueError, match="cannot be replayed") as error:
        situation(events)
    assert message in str(error.value)


def test_declaring_in_a_low_only_game_is_an_error():
    stud = {"variant": "FR", "antes": 1, "bring_in": 2, "small_bet": 5, "big_bet": 10, "seed": 3,
            "starting_stacks": [100, 100], "button": None, "stub": ""}
    found = replay(from_mapping({**stud, "events": []}, "razz"))
    events = []
    while not (found.table.actor is None and found.table.queued() and isinstance(found.table.queued()[0], ShowHand)):
        table = found.table
        if table.actor is None:
            events.append("collect" if type(table.queued()[0]).__name__ == "CollectBets" else "continue")
        else:
            events.append(f"p{table.actor + 1} {'pb' if 'bring-in' in table.legal_player_operations() else 'cc'}")
        found = replay(from_mapping({**stud, "events": events}, "razz"))
    due = found.table.queued()[0]
    assert isinstance(due, ShowHand)
    seat = due.seat + 1
    with pytest.raises(ValueError, match="reads low hands"):
        from_mapping({**stud, "events": events + [f"show p{seat}", f"p{seat} declares pair"]}, "razz")


def test_a_player_may_table_before_his_turn():
    found = replay(situation(RIVER_BET + ["show p2"]))
    assert not found.irregularities
    table = found.table
    assert all(held.face_up for held in table.seat(1).cards)
    assert not any(held.face_up for held in table.seat(0).cards)
    assert table.queued()[0] == ShowHand(0)  # p1, the bettor, is still due to show


def test_a_correct_declaration_is_no_irregularity():
    found = replay(situation(RIVER_BET + ["show p1", "p1 declares flush", "show p2", "p2 declares straight"]))
    assert not found.irregularities


# ---------------------------------------------------------------- the rules in the registry


def test_the_new_rules_are_triggered_and_cover_x20_and_x21():
    for rule_id, catalog_id in (("showdown-mucked-hand", "X21"), ("showdown-face-down-discard", "X21"),
                                ("tabled-hand-killed", "X21"), ("tabled-hands", "X21"),
                                ("asking-to-see-caller", "X20"), ("asking-to-see-without-cards", "X20"),
                                ("asking-to-see-by-winner", "X20")):
        assert rule_id in IRREGULARITY_TRIGGERS
        assert catalog_id in get_rule(rule_id).catalog_ids
    assert differs(get_rule("showdown-face-down-discard")) and differs(get_rule("asking-to-see-caller"))
    assert not differs(get_rule("showdown-mucked-hand")) and not differs(get_rule("tabled-hand-killed"))


# ---------------------------------------------------------------- mucked unshown: dead, whatever it held


def test_the_river_bettor_mucks_his_winning_hand_unshown():
    found = replay(situation(RIVER_BET + ["p1 mucks"]))
    assert [i.kind for i in found.irregularities] == [IrregularityKind.HAND_MUCKED_UNSHOWN]
    assert found.table.seat(0).folded and found.table.card_locations()[parse_card("Ah")] == "muck"
    for book, ruling in rulings(RIVER_BET + ["p1 mucks"]).items():
        assert (ruling.rule.id, ruling.code.value) == ("showdown-mucked-hand", "dead-hand"), book
        assert_paid(ruling, P2_WINS)  # the straight takes the pot although the flush was better
        assert where(ruling, "Ah") == where(ruling, "Kh") == "muck"
        assert where(ruling, "9c") == "seat 2"


def test_the_dealer_kills_an_untabled_hand():
    events = RIVER_BET + ["kill p2"]  # p1 is due to show first; the dealer sweeps p2's face-down cards
    for book, ruling in rulings(events).items():
        assert (ruling.rule.id, ruling.code.value) == ("showdown-mucked-hand", "dead-hand"), book
        assert_paid(ruling, P1_WINS)
        assert where(ruling, "9c") == where(ruling, "Tc") == "muck"
        # p1 was the only hand left: it was not asked to show
        assert not any(held.face_up for held in ruling.table.seat(0).cards)


# ---------------------------------------------------------------- let go face down: the rulebooks differ


def test_a_face_down_discard_is_dead_under_the_seeds_and_roberts_but_live_under_tda():
    found = rulings(RIVER_BET + ["p1 discards"])
    assert {book: r.code.value for book, r in found.items()} == {
        "sources": "dead-hand", "tda-2024": "hand-stays-live", "robert-rules": "dead-hand"}
    for book in ("sources", "robert-rules"):
        assert_paid(found[book], P2_WINS)
        assert where(found[book], "Ah") == "muck"
    tda = found["tda-2024"]
    assert_paid(tda, P1_WINS)
    assert where(tda, "Ah") == where(tda, "Kh") == "seat 1"
    assert all(held.face_up for held in tda.table.seat(0).cards)


def test_before_the_ruling_the_discarded_cards_are_still_with_the_seat():
    table = replay(situation(RIVER_BET + ["p1 discards"])).table
    assert table.card_locations()[parse_card("Ah")] == "seat 1" and table.seat(0).in_hand
    assert ShowHand(0) not in table.queued()


# ---------------------------------------------------------------- a tabled hand in the muck is read


@pytest.mark.parametrize("tail", [["show p1", "kill p1"], ["show p1", "p1 mucks"]])
def test_a_tabled_hand_swept_into_the_muck_comes_back_and_wins(tail):
    before = replay(situation(RIVER_BET + tail))
    assert before.irregularities[0].kind is IrregularityKind.TABLED_HAND_KILLED
    assert before.irregularities[0].cards == (parse_card("Ah"), parse_card("Kh"))
    assert before.table.card_locations()[parse_card("Ah")] == "muck"
    for book, ruling in rulings(RIVER_BET + tail).items():
        assert (ruling.rule.id, ruling.code.value) == ("tabled-hand-killed", "cards-speak"), book
        assert_paid(ruling, P1_WINS)
        assert where(ruling, "Ah") == where(ruling, "Kh") == "seat 1"
        assert parse_card("Ah") not in ruling.table.muck


def test_a_tabled_losing_hand_swept_away_changes_nothing_but_is_still_read():
    ruling = rule_on(situation(RIVER_BET + ["show p2", "kill p2"]), "tda-2024")
    assert ruling.code.value == "cards-speak"
    assert_paid(ruling, P1_WINS)
    assert where(ruling, "9c") == "seat 2"


@pytest.mark.parametrize("book", ["robert-rules", "sources"])
def test_a_tabled_losing_hand_killed_before_the_award_stays_in_the_muck(book):
    # Robert's Rules, The Showdown 4: all losing hands are killed by the dealer before a pot is awarded; the
    # sources follow Robert's Rules where they are silent. Before this rule the engine took the beaten hand
    # back out of the muck (tabled-hand-killed, cards-speak) as if the dealer had erred.
    ruling = rule_on(situation(RIVER_BET + ["show p1", "show p2", "kill p2"]), book)
    assert (ruling.rule.id, ruling.code.value) == ("losing-hand-killed", "action-stands")
    assert_paid(ruling, P1_WINS)
    assert where(ruling, "9c") == where(ruling, "Tc") == "muck"
    assert where(ruling, "Ah") == "seat 1"


# ---------------------------------------------------------------- a misdeclared tabled hand


def test_a_flush_called_two_pair_still_wins():
    for book, ruling in rulings(RIVER_BET + ["show p1", "p1 declares two-pair", "show p2"]).items():
        assert (ruling.rule.id, ruling.code.value) == ("tabled-hands", "cards-speak"), book
        assert ruling.irregularity is not None and ruling.irregularity.seat == 0
        assert_paid(ruling, P1_WINS)
        assert "Flush, ace high" in ruling.remedy[0]


def test_a_straight_flush_declared_as_a_straight_is_a_misdeclaration():
    # p1 Ah Kh with a board of Qh Jh Th: a royal flush (a straight flush), not a plain straight.
    stub = "Ah9c2sKhTc3d7cQhJhTh7d4s7s5d"
    found = replay(situation(RIVER_BET + ["show p1", "p1 declares straight"], stub=stub))
    assert [i.kind for i in found.irregularities] == [IrregularityKind.HAND_MISDECLARED]
    assert not replay(situation(RIVER_BET + ["show p1", "p1 declares straight-flush"], stub=stub)).irregularities


# ---------------------------------------------------------------- asking to see a hand let go unshown


def test_the_river_caller_asks_to_see_the_bettors_discarded_hand():
    found = rulings(RIVER_BET + ["p1 discards", "p2 asks-to-see p1"])
    assert {book: (r.rule.id, r.code.value) for book, r in found.items()} == {
        "sources": ("asking-to-see-caller", "dead-hand"),
        "tda-2024": ("asking-to-see-caller", "cards-speak"),
        "robert-rules": ("asking-to-see-caller", "cards-speak")}
    assert_paid(found["sources"], P2_WINS)
    assert where(found["sources"], "Ah") == "muck"
    for book in ("tda-2024", "robert-rules"):
        assert_paid(found[book], P1_WINS)  # turned up and read, the flush wins
        assert where(found[book], "Ah") == "seat 1"


def test_a_player_without_cards_asks_to_see_a_discarded_hand():
    events = RIVER_BET + ["p1 discards", "show p2", "p3 asks-to-see p1"]  # p3 folded on the river
    found = rulings(events)
    assert {book: (r.rule.id, r.code.value) for book, r in found.items()} == {
        "sources": ("asking-to-see-without-cards", "dead-hand"),
        "tda-2024": ("asking-to-see-without-cards", "no-right-to-see"),
        "robert-rules": ("asking-to-see-without-cards", "dead-hand")}
    for ruling in found.values():
        assert_paid(ruling, P2_WINS)
        assert where(ruling, "Ah") == where(ruling, "Kh") == "muck"


def test_the_pot_winner_asks_to_see_the_callers_discarded_hand():
    # p2, the caller, lets go; p1 (the bettor, who wins with p2's hand out) asks. TDA 2024 Rule 18-B: no
    # paid-to-see right for the bettor ('TDs discretion governs all other requests such as to see the hand of
    # another caller'): no right to see it, and unshown it cannot win (before the asking-to-see-at-discretion
    # rule: hand-stays-live, the face-down discard rule's answer, turned it up). Robert's Rules, The Showdown 5: the pot winner asked, so both hands are
    # live and the best wins (here p1's flush still). Before the asking-to-see-by-winner rule Robert's Rules
    # killed p2's hand as a plain discard (showdown-face-down-discard, dead-hand).
    found = rulings(RIVER_BET + ["show p1", "p2 discards", "p1 asks-to-see p2"])
    assert {book: (r.rule.id, r.code.value) for book, r in found.items()} == {
        "sources": ("asking-to-see-by-winner", "dead-hand"),
        "tda-2024": ("asking-to-see-by-winner", "no-right-to-see"),
        "robert-rules": ("asking-to-see-by-winner", "cards-speak")}
    for ruling in found.values():
        assert_paid(ruling, P1_WINS)
    assert where(found["robert-rules"], "9c") == "seat 2"  # turned up and read, not killed
    assert where(found["sources"], "9c") == "muck"


def test_the_pot_winner_asking_to_see_a_better_discarded_hand_loses_the_pot_to_it_under_roberts_rules():
    # p1 (the flush) calls p2's river bet and lets his hand go face down; p2 (the straight), the winner once
    # p1's hand is out, asks to see it: by Robert's Rules both hands are live, and the flush takes the pot.
    events = TO_RIVER + ["p1 cc", "p2 cbr 10", "p3 f", "p1 cc", "collect", "show p2", "p1 discards",
                         "p2 asks-to-see p1"]
    ruling = rule_on(situation(events), "robert-rules")
    assert (ruling.rule.id, ruling.code.value) == ("asking-to-see-by-winner", "cards-speak")
    assert_paid(ruling, P1_WINS)
    dead = rule_on(situation(events), "sources")
    assert (dead.rule.id, dead.code.value) == ("asking-to-see-by-winner", "dead-hand")
    assert_paid(dead, P2_WINS)


def test_a_losing_caller_asking_to_see_a_discarded_hand_is_no_winners_request():
    # Three callers of nothing's kind: p3 calls too and asks to see p2's discarded straight, but p1's flush wins
    # with or without it, so p3 is not the pot winner: a request to see another caller's hand, the
    # asking-to-see-at-discretion rule's (Robert's Rules: a hand let go and asked for by anyone but the winner
    # is dead; before that rule the face-down discard rule's, with the same table).
    events = TO_RIVER + ["p1 cbr 10", "p2 cc", "p3 cc", "collect", "show p1", "p2 discards", "show p3",
                         "p3 asks-to-see p2"]
    ruling = rule_on(situation(events), "robert-rules")
    assert (ruling.rule.id, ruling.code.value) == ("asking-to-see-at-discretion", "dead-hand")
    assert [seat.stack for seat in ruling.table.seats] == [224, 188, 188]


def test_with_no_bet_on_the_last_round_a_request_to_see_is_at_the_tds_discretion():
    # Checked through on the river, no hand was called there. TDA 2024 Rule 18-B: 'TDs discretion governs all
    # other requests such as ... if there was no river bet': no right to see it, and p2's hand, unshown, cannot
    # win (before the asking-to-see-at-discretion rule the discard rule turned it up: hand-stays-live). Robert's
    # Rules and the sources: the hand let go is dead, as the discard rule had it.
    events = TO_RIVER + ["p1 cc", "p2 cc", "p3 cc", "collect", "show p1", "p2 discards", "p1 asks-to-see p2"]
    for book, code in (("tda-2024", "no-right-to-see"), ("robert-rules", "dead-hand"), ("sources", "dead-hand")):
        ruling = rule_on(situation(events), book)
        assert (ruling.rule.id, ruling.code.value) == ("asking-to-see-at-discretion", code), book
        assert where(ruling, "9c") == "muck", book


# ---------------------------------------------------------------- TDA 2024 Rule 16: face up for all-ins

ALL_IN_PREFLOP = ["continue", "p3 cbr 200", "p1 cc", "p2 f"]


def test_rule_16_all_in_hands_are_tabled_before_the_run_out_in_a_record():
    found = replay(situation(ALL_IN_PREFLOP + ["collect", "show p3", "show p1", "burn", "board", "board", "board",
                                               "burn", "board", "burn", "board", "continue"]))
    assert not found.irregularities and found.table.is_complete
    assert [seat.stack for seat in found.table.seats] == [402, 198, 0]  # p1's flush beats p3's nothing


def test_rule_16_a_record_that_runs_the_board_out_first_and_shows_at_the_end_is_no_mistake():
    # Records and hand histories from elsewhere often show the all-in hands after the run-out: no card is
    # misplaced by it, so nothing is ruled, and the shows come at the end.
    found = replay(situation(ALL_IN_PREFLOP + ["burn", "board", "board", "board", "burn", "board", "burn", "board",
                                               "show p3", "show p1", "continue"]))
    assert not found.irregularities and found.table.is_complete
    log = found.table.log
    assert log.index(ShowHand(2)) > max(k for k, op in enumerate(log) if type(op).__name__ == "TurnBoardCard")
    assert [seat.stack for seat in found.table.seats] == [402, 198, 0]


@pytest.mark.parametrize("book", BOOKS)
def test_rule_16_a_draw_game_all_in_before_the_draw_is_tabled_before_it(book):
    # No-limit five-card draw: the big blind moves in before the draw and the button calls; nobody can bet again.
    # TDA 2024 Rule 16 and Robert's Rules, Tournaments 34 ("All hands will be turned face up whenever a player is
    # all-in and betting action is complete") make no exception for a draw still to come, and the sources fall
    # back to them: the hands go face up now, before anyone draws. (A tournament hand: Tournaments 34 is in
    # Robert's Rules' tournament section; the cash hand is the next test's.)
    draw = from_mapping({"variant": "N5CD", "starting_stacks": [100, 40, 100], "blinds_or_straddles": [1, 2],
                         "button": 3, "stub": "KhAcJsQhAdJd9c7hTc5d7c4h2s3s4s", "play": "tournament",
                         "events": ["continue", "p3 cbr 6", "p1 f", "p2 cbr 40", "p3 cc"]}, "test")
    ruling = rule_on(draw, book)
    assert ruling.code.value == "table-all-hands-now", book
    assert all(held.face_up for seat in (1, 2) for held in ruling.table.seats[seat].cards), book
    assert not ruling.table.seats[0].cards or not any(held.face_up for held in ruling.table.seats[0].cards)


CASH_ALL_IN = {"variant": "NT", "starting_stacks": [3000, 2500, 600, 5000], "blinds_or_straddles": [50, 100],
               "button": 4, "stub": "KcQd9s7hKdJd9h7c2c3d8sTc4h5s6dAc",
               "events": ["continue", "p3 cbr 600", "p4 cc", "p1 f", "p2 cc", "continue", "p2 cc", "p4 cc",
                          "continue", "p2 cbr 1900", "p4 cc"]}


@pytest.mark.parametrize("play, book, tabled", [
    ("cash", "robert-rules", False), ("tournament", "robert-rules", True),
    ("cash", "tda-2024", True), ("tournament", "tda-2024", True), ("cash", "sources", True)])
def test_rule_16_robert_rules_tables_all_in_hands_only_in_a_tournament(play, book, tabled):
    # Robert's Rules' Tournaments 34 tables the hands of an all-in once the betting is over; in a cash game its
    # Showdown section has them shown at the showdown (The Showdown 7: 'If everyone checks (or is all-in) on the
    # final betting round, the player who acted first is the first to show the hand'). TDA 2024 Rule 16 tables
    # them in every game, and the sources follow TDA.
    ruling = rule_on(from_mapping({**CASH_ALL_IN, "play": play}, "test"), book)
    assert (ruling.code.value == "table-all-hands-now") is tabled
    assert bool(ruling.table.tabled_for_runout) is tabled
    if not tabled:
        assert ruling.code.value == "round-complete"
        assert not any(held.face_up for seat in (1, 2, 3) for held in ruling.table.seats[seat].cards)


def test_rule_16_a_cash_hand_shown_before_the_run_out_under_robert_rules_is_tabled_as_shown():
    # The record shows the hands before the run-out where Robert's Rules keeps them down in a cash game: the
    # shows are carried out (a player may show his own hand; nobody can bet again), nothing is ruled for them.
    shown = replay(from_mapping({**CASH_ALL_IN, "events": CASH_ALL_IN["events"] + ["collect", "show p2", "show p3",
                                                                                   "show p4", "burn", "board"]},
                                "test"), get_rulebook("robert-rules").table_rules())
    assert not shown.irregularities and shown.table.tabled_for_runout == (1, 2, 3)
    assert all(held.face_up for seat in (1, 2, 3) for held in shown.table.seats[seat].cards)


def test_rule_16_the_tabling_before_a_run_out_is_no_showdown_order_question():
    # The all-in hands are turned up at once before the run-out: who shows first is the showdown's question
    # (catalog G01), not this one's.
    from dealerschool.rules.engine import PROCEDURE_TRIGGERS
    found = replay(situation(ALL_IN_PREFLOP + ["collect"]))
    assert isinstance(found.table.next_dealer_operation(), ShowHand) and found.table.tabled_for_runout
    assert not PROCEDURE_TRIGGERS["showdown-order"](found.table)
