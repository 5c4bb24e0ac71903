"""Exposed cards in draw games (catalog X37, F): the first or second card, or two cards, exposed on the deal
are a misdeal (Robert's Rules Misdeals 2; the sources' rule on exposed cards); one later card follows Robert's
Rules' Draw High and Lowball sections under robert-rules and the sources' own rule (replaced, the first burn)
under the sources; TDA leaves them to the house (the conflict register says so).

Before the draw (the initial deal): in draw high an exposed card must be kept; in deuce-to-seven a 7, 5,
4, 3 or 2 must be kept and any other card is replaced after the deal, the exposed card becoming the burn.
During the draw an exposed replacement cannot be taken: the draw is finished in order and the player's
replacement comes afterwards.
"""

from __future__ import annotations

from dealerschool.poker.cards import parse_card
from dealerschool.rules.engine import rule_on
from dealerschool.situations import from_mapping
from dealerschool.table.operations import DealCard, Discard

BOOKS = ("sources", "tda-2024", "robert-rules")
# Button 4, blinds seats 1 and 2. The deal (from seat 1, one card at a time): seat 1 2c 7c 2d 7d Kh,
# seat 2 3c 8c 3d 8d Qh, seat 3 Kc 9c 4d 9d Jh, seat 4 5c Tc 5d Td Th. The first draw's burn is As; the
# replacements Ks Qs Js Ts ...
STUB = "2c3cKc5c7c8c9cTc2d3d4d5d7d8d9dTdKhQhJhThAsKsQsJsTs9s8s7s6s5s"
PRE_DRAW = ["continue", "p3 cc", "p4 cc", "p1 cc", "p2 cc", "continue"]


def situation(events, variant="F2L3D"):
    data = {"variant": variant, "blinds_or_straddles": [5, 10], "small_bet": 10, "big_bet": 20,
            "starting_stacks": [500, 500, 500, 500], "button": 4, "stub": STUB, "seed": 3, "events": list(events)}
    return from_mapping(data, "test")


def rulings(events, variant="F2L3D"):
    found = situation(events, variant)
    return {book: rule_on(found, book) for book in BOOKS}


def hand(table, seat: int) -> list[str]:
    return [str(held.card) for held in table.seat(seat - 1).cards]


def test_card_exposed_during_the_draw_is_replaced_after_the_draw():
    found = rulings(PRE_DRAW + ["p1 sd Kh", "deal p1 exposed"])
    for book in ("sources", "robert-rules"):
        ruling = found[book]
        assert (ruling.rule.id, ruling.code.value) == ("draw-exposed-card-during-draw", "replace-after-draw"), book
        table = ruling.table
        # The exposed Ks cannot be taken: seat 1 holds four cards and the draw goes on with seat 2.
        assert hand(table, 1) == ["2c", "7c", "2d", "7d"] and table.card_locations()[parse_card("Ks")] == "muck"
        assert table.actor == 1
        for seat in (1, 2, 3):
            table.apply(Discard(seat, ()))  # the others stand pat
        # Then seat 1 gets his replacement, face down, and the betting begins.
        assert table.next_dealer_operation() == DealCard(0, False)
        table.run_dealer()
        assert hand(table, 1) == ["2c", "7c", "2d", "7d", "Qs"] and table.actor is not None
        assert any("draw" in step and "after" in step for step in ruling.remedy)
    tda = found["tda-2024"]
    assert (tda.rule.id, tda.code.value) == ("draw-exposed-card-during-draw", "house-rule-decides")


def test_deuce_seven_exposed_low_card_before_the_draw_must_be_kept():
    # The fourth card, not the first or second (those are a misdeal: see the test below).
    found = rulings(["post", "post", "deal p1", "deal p2", "deal p3", "deal p4 exposed"])  # seat 4's 5c
    ruling = found["robert-rules"]
    assert (ruling.rule.id, ruling.code.value) == ("draw-exposed-card-kept", "card-plays")
    ruling.table.run_dealer()
    assert "5c" in hand(ruling.table, 4)
    # The sources' own rule on a card exposed while dealing names no game: replaced, the first burn.
    sources = found["sources"]
    assert (sources.rule.id, sources.code.value) == ("draw-exposed-card-kept", "replace-exposed-card-burn")
    assert "5c" not in hand(sources.table, 4) and sources.table.burns == [parse_card("5c")]
    assert found["tda-2024"].code.value == "house-rule-decides"


def test_first_or_second_card_or_two_cards_exposed_on_a_draw_deal_are_a_misdeal():
    # Robert's Rules Misdeals 2(a)-(b) and the sources' rule on exposed cards name no game (fresh set h).
    for events, variant in ((["post", "post", "deal p1 exposed"], "F2L3D"),
                            (["post", "post", "deal p1", "deal p2 exposed"], "F5CD"),
                            (["post", "post", "deal p1", "deal p2", "deal p3 exposed", "deal p4", "deal p1 exposed"], "FB")):
        found = rulings(events, variant)
        for book in ("sources", "robert-rules"):
            ruling = found[book]
            assert (ruling.rule.id, ruling.code.value) == ("draw-exposed-cards-misdeal", "misdeal"), (variant, book)
            assert ruling.table.button == 3
        assert found["tda-2024"].code.value == "house-rule-decides", variant


def test_deuce_seven_exposed_high_card_before_the_draw_is_replaced_and_burned():
    found = rulings(["post", "post", "deal p1", "deal p2", "deal p3 exposed"])  # seat 3's Kc
    for book in ("sources", "robert-rules"):
        ruling = found[book]
        assert (ruling.rule.id, ruling.code.value) == ("draw-exposed-card-replaced", "replace-exposed-card-burn"), book
        table = ruling.table
        # The deal is finished; seat 3 gets the next card (As) for the Kc, which is the first draw's burn.
        assert "Kc" not in hand(table, 3) and "As" in hand(table, 3) and len(hand(table, 3)) == 5
        assert table.burns == [parse_card("Kc")]
        while table.actor is not None and table.street_index == 0:
            from dealerschool.table.operations import CheckOrCall
            table.apply(CheckOrCall(table.actor))
        table.run_dealer()  # the first draw starts without another burn
        assert table.burns == [parse_card("Kc")] and table.actor == 0
    assert found["tda-2024"].code.value == "house-rule-decides"


def test_draw_high_exposed_card_before_the_draw_must_be_kept():
    found = rulings(["post", "post", "deal p1", "deal p2", "deal p3 exposed"], variant="F5CD")
    ruling = found["robert-rules"]
    assert (ruling.rule.id, ruling.code.value) == ("draw-exposed-card-kept", "card-plays")
    ruling.table.run_dealer()
    assert "Kc" in hand(ruling.table, 3)
    sources = found["sources"]  # the sources' rule: replaced after the deal, the first burn
    assert (sources.rule.id, sources.code.value) == ("draw-exposed-card-kept", "replace-exposed-card-burn")
    assert "Kc" not in hand(sources.table, 3) and sources.table.burns == [parse_card("Kc")]
    assert found["tda-2024"].code.value == "house-rule-decides"
