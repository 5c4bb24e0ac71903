"""Two mistakes in one deal (issue 15, section 2 item 1): a card the dealer exposed on the deal that action
has made too late for a misdeal (TDA 2024 Rules 35-D and 36; Robert's Rules, Misdeals 1) changes nothing in
how a later mistake of the hand is ruled. A rule that asks whether anyone acted after *its* mistake (a burn
missed, an action out of turn and whether the action changed) counts the actions after that mistake, not
the actions after the exposed card.

Each situation is ruled twice, with the first card of the deal dealt face up and dealt properly: the rule
and the ruling on the later mistake must be the same. And the other side of the cut-off: before it, the
deal's misdeal is ruled first and a later player's mistake goes with the deal. The fresh set that found it:
tests/conformance/fresh-2026-12-02n/36-exposed-first-card-then-substantial-action-then-out-of-turn.toml."""

from __future__ import annotations

import pytest

from dealerschool.rules.engine import rule_on
from dealerschool.situations import from_mapping

_DEAL = ["deal p2", "deal p3", "deal p4", "deal p1", "deal p2", "deal p3", "deal p4"]
_PREFLOP = ["p3 cc", "p4 cc", "p1 cc", "p2 cc"]  # four actions in turn: past both rulebooks' cut-offs

LATER_MISTAKES = {
    "flop dealt without a burn, no one has acted on it": _PREFLOP + ["board", "board", "board"],
    "flop dealt after two burns, no one has acted on it": _PREFLOP + ["burn", "burn", "board", "board", "board"],
    "turn dealt without a burn, no one has acted on it": _PREFLOP + ["continue", "p1 cc", "p2 cc", "p3 cc", "p4 cc",
                                                                   "board"],
    "a call out of turn after a raise in turn": ["p3 cc", "p4 cbr 6", "p2 cc"],
}


def _situation(first_card: str, later: list[str]):  # type: ignore[no-untyped-def]
    return from_mapping({"variant": "NT", "blinds_or_straddles": [1, 2], "starting_stacks": [200] * 4,
                         "button": 4, "stub": "AsKdQhJc2c3d4h5s6c7d8h9sTcJd2h3s",
                         "events": ["post sb", "post bb", first_card, *_DEAL, *later]}, "later-mistake")


@pytest.mark.parametrize("book", ["sources", "tda-2024", "robert-rules"])
@pytest.mark.parametrize("later", list(LATER_MISTAKES))
def test_the_later_mistake_is_ruled_as_if_the_card_had_not_been_exposed(later: str, book: str) -> None:
    clean = rule_on(_situation("deal p1", LATER_MISTAKES[later]), book)
    exposed = rule_on(_situation("deal p1 exposed", LATER_MISTAKES[later]), book)
    assert (exposed.rule.id, exposed.code) == (clean.rule.id, clean.code), (
        f"{later} ({book}): ruled {clean.rule.id} {clean.code.value} on a clean deal, but "
        f"{exposed.rule.id} {exposed.code.value} after a first card exposed too late for a misdeal")
    assert exposed.irregularity is not None and clean.irregularity is not None
    assert exposed.irregularity.kind is clean.irregularity.kind


def _deal_with_two_exposed(rounds: int) -> list[str]:
    """Every round of the deal to four seats, the third and the sixth card off the deck exposed by the dealer."""
    seats = [seat for _ in range(rounds) for seat in (1, 2, 3, 4)]
    return [f"deal p{seat} exposed" if count in (3, 6) else f"deal p{seat}" for count, seat in enumerate(seats, 1)]


@pytest.mark.parametrize(("variant", "rounds", "misdeal_under"), [
    ("NT", 2, ("sources", "tda-2024", "robert-rules")),  # TDA 2024 Rule 35-A-5; Robert's Rules Misdeals 2(b)
    ("PO", 4, ("sources", "tda-2024", "robert-rules")),
    ("F5CD", 5, ("sources", "robert-rules")),  # TDA: "House standards apply for draw games"
])
def test_a_misdeal_on_the_deal_is_ruled_before_a_later_call_out_of_turn(variant: str, rounds: int,
                                                                       misdeal_under: tuple[str, ...]) -> None:
    """The other side: two cards exposed by the dealer, then seat 4 calls before seat 3 (one action, out of
    turn: no action in turn at all). The deal is a misdeal, and the call goes with it; before the fix the
    out-of-turn rule was tried first in the flop games and the misdeal was never ruled."""
    data = {"variant": variant, "blinds_or_straddles": [1, 2], "starting_stacks": [200] * 4, "button": 4,
            "seed": 3, "events": ["post sb", "post bb", *_deal_with_two_exposed(rounds), "p4 cc"]}
    if variant.startswith("F"):
        data.update(small_bet=2, big_bet=4)
    situation = from_mapping(data, "misdeal-first")
    for book in misdeal_under:
        ruling = rule_on(situation, book)
        assert ruling.code.value == "misdeal", f"{variant} ({book}): {ruling.rule.id} {ruling.code.value}"
        assert all(not seat.cards for seat in ruling.table.seats if seat is not None)
