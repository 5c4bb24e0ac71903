"""Rulings of generated questions checked against the rulebook's own text for the rule, not against the engine.

A generated ruling question is graded against the engine's ruling (``test_questions``); here each one is
compared with the ruling the rule's entry writes for that rulebook (``Rule.answer(book).ruling``, the
rulebook's text in our words). Where the entry says the misdeal applies only before action has started
(an exposed first or second card, TDA's substantial action), the engine may rule that the action stands,
and only when a player has acted since the deal.
"""

import re

import pytest

from dealerschool.generate import GENERATORS, generate
from dealerschool.quiz import questions
from dealerschool.rules import get_rule
from dealerschool.rules.model import RULEBOOK_NAMES

SEEDS = range(12)
"""Seeds tried until three have made a ruling question (some generators ask amounts or seats by seed)."""
PLAYER_ACTION = re.compile(r"^p\d+ (f|cc|cbr)\b")
BEFORE_ACTION = re.compile(r"before (the )?action (has )?start")


RULING_GENERATORS = [rule_id for rule_id in sorted(GENERATORS) if "ruling" in questions.generated_kinds(rule_id)]


@pytest.mark.parametrize("rule_id", RULING_GENERATORS)
def test_a_generated_ruling_is_the_one_the_rule_writes_for_the_rulebook(rule_id):
    asked = seeds_asked = 0
    for seed in SEEDS:
        if seeds_asked == 3:
            break
        before = asked
        for book in RULEBOOK_NAMES:
            try:
                question = questions.from_generated(rule_id, seed, book)
            except questions.Unsupported:
                continue
            if question.shown.kind != "ruling":
                continue
            asked += 1
            written = get_rule(question.revealed.rule_id).answer(book)
            if question.revealed.right_answer == written.ruling.value:
                continue
            # The one exception the rule's text makes: the misdeal holds only before action has started.
            assert written.ruling.value == "misdeal" and BEFORE_ACTION.search(written.explanation), (
                seed, book, question.revealed.right_answer, written.ruling.value)
            assert question.revealed.right_answer == "action-stands", (seed, book, question.revealed.right_answer)
            events = [event.text for event in generate(rule_id, seed).build().events]
            assert any(PLAYER_ACTION.match(text) for text in events), (seed, book, events)
        seeds_asked += asked > before
    assert asked, f"{rule_id}: no ruling question under any rulebook"
