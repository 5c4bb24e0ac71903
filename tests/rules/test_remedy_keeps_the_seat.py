"""A remedy must not contradict its own ruling: where the ruling keeps a seat in the hand (its hand plays, stays
live, is dealt on), the table after the remedy has that seat unfolded and holding cards.

Checked as a class over every rule whose answers include such a ruling, on the scenarios its generator makes,
under every rulebook (issue 15 section 2 item 7: Robert's Rules Seven-Card Stud 7's remedy folded the seat its
ruling said to keep dealing to).
"""

import pytest

from dealerschool.generate import GENERATORS, generate
from dealerschool.rules import RULES
from dealerschool.rules.catalog_stud import folded_with_no_wager
from dealerschool.rules.engine import NoRuling, rule_on
from dealerschool.rules.model import RULEBOOK_NAMES, RulingCode

KEEPS_THE_SEAT = frozenset({RulingCode.KEEP_DEALING_TO_SEAT, RulingCode.HAND_PLAYS, RulingCode.HAND_STAYS_LIVE,
                            RulingCode.RETURN_CARDS_AS_CHECK})
"""Rulings that say the seat they rule on is still in the hand."""

RULE_IDS = sorted(rule_id for rule_id in GENERATORS if rule_id in RULES
                  and any(answer.ruling in KEEPS_THE_SEAT for answer in RULES[rule_id].answers.values()))


def test_there_are_rules_to_check():
    assert "stud-fold-with-no-wager" in RULE_IDS


@pytest.mark.parametrize("rule_id", RULE_IDS)
def test_a_seat_the_ruling_keeps_is_not_folded_by_the_remedy(rule_id):
    checked = 0
    for seed in range(3):
        situation = generate(rule_id, seed).build()
        for book in RULEBOOK_NAMES:
            try:
                ruling = rule_on(situation, book)
            except NoRuling:
                continue
            if ruling.code not in KEEPS_THE_SEAT or ruling.rule.id != rule_id:
                continue
            seat = ruling.irregularity.seat if ruling.irregularity is not None else None
            if seat is None:
                seat = folded_with_no_wager(ruling.table)
            if seat is None:
                continue
            checked += 1
            kept = ruling.table.seat(seat)
            assert not kept.folded and kept.cards, (rule_id, seed, book, ruling.code.value, seat + 1, ruling.remedy)
    if not checked:
        pytest.skip(f"{rule_id}: no ruling that keeps a named seat on these seeds")


KILLS_THE_SEAT = frozenset({RulingCode.DEAD_HAND, RulingCode.KILL_HAND})
"""Rulings that say the hand of the seat they rule on is dead now."""

KILLING_RULE_IDS = sorted(rule_id for rule_id in GENERATORS if rule_id in RULES
                          and any(answer.ruling in KILLS_THE_SEAT for answer in RULES[rule_id].answers.values()))


@pytest.mark.parametrize("rule_id", KILLING_RULE_IDS)
def test_a_seat_the_ruling_kills_is_folded_by_the_remedy(rule_id):
    checked = 0
    for seed in range(3):
        situation = generate(rule_id, seed).build()
        for book in RULEBOOK_NAMES:
            try:
                ruling = rule_on(situation, book)
            except NoRuling:
                continue
            if ruling.code not in KILLS_THE_SEAT or ruling.rule.id != rule_id:
                continue
            seat = ruling.irregularity.seat if ruling.irregularity is not None else None
            if seat is None:
                seat = folded_with_no_wager(ruling.table)
            if seat is None or ruling.table.seats[seat] is None:
                continue
            checked += 1
            dead = ruling.table.seat(seat)
            assert dead.folded and not dead.cards, (rule_id, seed, book, ruling.code.value, seat + 1, ruling.remedy)
    if not checked:
        pytest.skip(f"{rule_id}: no ruling that kills a named seat on these seeds")
