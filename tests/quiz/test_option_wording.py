"""A ruling question's choices read true at the table they are offered for.

Each rule's options are written for its own example question (its amounts, cards, seats and players A, B,
C). Everywhere a question is asked about another situation (a scripted or generated scenario in a quiz, a
dealing drill) the options must not quote those: a trainee would read a card or amount that is not on the
table. Only the rules reference page shows the example wording, beside the example's prompt.
"""

from __future__ import annotations

import re

import pytest
from test_drill import right_move

from dealerschool.drill import Drill, Rate, Settings
from dealerschool.generate import GENERATORS
from dealerschool.quiz import questions
from dealerschool.quiz.grading import ruling_options
from dealerschool.rules import all_rules
from dealerschool.rules.model import RULEBOOK_NAMES

EXAMPLE_SPECIFIC = re.compile(
    r"\$\d"                                   # an amount of money
    r"|\b\d[\d,]*\b(?!-)"                     # a chip count or amount (not the '2' of '2-7')
    r"|[2-9TJQKA][♠♥♦♣]|\b[2-9TJQKA][shdc]\b"  # a card
    r"|[Ss]eat \d|[Tt]able \d"                # a seat or table number
    r"|\b[BC]\b|\bA(?:'s|:|,)|\bA (?!(?:bet|call|check|raise|reraise)\b)[a-z]"  # the example's players A, B, C
    r"|\b(?:pair of|two|three|four) (?:aces|kings|queens|jacks|deuces)\b|\bace-king\b|\bfull house\b"  # the example's hands
)
"""What an example's own wording names and another situation need not have."""

ALLOWED: dict[tuple[str, str], str] = {}
"""(rule id, code) whose general text may match the pattern, with why (none needed so far)."""


def offered_texts() -> list[tuple[str, str, str]]:
    return [(rule.id, option.code.value, option.shown(for_example=False))
            for rule in all_rules() if rule.question is not None for option in rule.question.options]


def test_the_pattern_catches_example_wording() -> None:
    # The check can fail: the examples' own texts it is meant to catch are caught.
    for text in ("It is a call of $20; the extra $40 goes back.", "He must keep the K♣.", "To 2600.",
                 "Give seat 4 two cards from the top of the stub.", "A's hand is dead: B wins the pot.",
                 "Split: both play four aces with the king.", "Table 2's cutoff."):
        assert EXAMPLE_SPECIFIC.search(text), text
    for text in ("A call only: the chips beyond the first motion go back.", "A raise to the minimum raise.",
                 "The second hand: it is the better deuce-to-seven low, straights and flushes counting against a hand."):
        assert not EXAMPLE_SPECIFIC.search(text), text


def test_no_option_offered_for_a_situation_quotes_its_example() -> None:
    quoted = [f"{rule_id} {code}: {text}" for rule_id, code, text in offered_texts()
              if EXAMPLE_SPECIFIC.search(text) and (rule_id, code) not in ALLOWED]
    assert quoted == []


def test_general_wording_is_used_only_where_the_example_wording_names_the_example() -> None:
    for rule in all_rules():
        for option in rule.question.options if rule.question is not None else ():
            assert option.shown(for_example=True) == option.text
            if option.general:
                assert option.general != option.text, (rule.id, option.code.value)
                assert option.shown(for_example=False) == option.general


def quoted_in(options: list[tuple[str, str]] | tuple[tuple[str, str], ...], where: str) -> list[str]:
    return [f"{where}: {code}: {text}" for code, text in options if EXAMPLE_SPECIFIC.search(text)]


@pytest.mark.parametrize("rulebook", RULEBOOK_NAMES)
def test_scripted_quiz_questions_offer_general_wording(rulebook) -> None:
    quoted, asked = [], 0
    for scenario in questions.library():
        try:
            question = questions.from_scenario(scenario, rulebook)
        except questions.Unsupported:
            continue
        if question.shown.input == "choice":
            asked += 1
            quoted += quoted_in([(o.value, o.text) for o in question.shown.options], str(scenario.path))
    assert asked > 20 and quoted == []


def test_generated_quiz_questions_offer_general_wording() -> None:
    quoted, asked = [], 0
    for rule_id in sorted(GENERATORS):
        for seed in (1, 2):
            try:
                question = questions.from_generated(rule_id, seed)
            except questions.Unsupported:
                continue
            if question.shown.input == "choice":
                asked += 1
                quoted += quoted_in([(o.value, o.text) for o in question.shown.options], f"{rule_id} seed {seed}")
    assert asked > 80 and quoted == []


def test_scenario_files_ruling_options_offer_general_wording() -> None:
    quoted = []
    for scenario in questions.library():
        if scenario.question.type.value == "ruling":
            quoted += quoted_in(ruling_options(scenario.situation, RULEBOOK_NAMES[0], scenario.question),
                                str(scenario.path))
    assert quoted == []


def test_dealing_drill_rulings_offer_general_wording() -> None:
    quoted, rulings = [], 0
    for variant in ("NT", "FT", "F7S", "PO"):
        for seed in range(12):
            drill = Drill.start(Settings(variant=variant, players=4, rate=Rate.OFTEN, seed=seed))
            for _ in range(400):
                if drill.waiting_for_ruling or drill.hand_over:
                    break
                drill.attempt(*right_move(drill))
            if drill.waiting_for_ruling:
                rulings += 1
                quoted += quoted_in(drill.ruling_options(), f"drill {variant} seed {seed}")
    assert rulings > 5 and quoted == []


def test_reference_page_shows_the_example_question_with_its_own_wording(client) -> None:
    page = client.get("/rules/rule/string-bet").get_data(as_text=True)
    assert "Facing $20, a player silently pushes $20 forward" in page
    assert "It is a call of $20; the extra $40 goes back." in page
    assert "A call only: the chips beyond the first motion go back." not in page
