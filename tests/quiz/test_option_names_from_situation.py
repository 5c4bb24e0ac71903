"""Every ruling option offered for a generated situation names only seats and cards of that situation
(issue 15 section 2 item 10).

A rule's options are written for its own example question; where the example wording names a seat or a
card, the rule also carries general wording, and every question about another situation shows that one
(``Option.shown``). Here the claim is checked from the other side, across generators and seeds: whatever
an offered option says, any seat it names sits at that table and any card it names was dealt there. (The
example-wording pattern check is ``tests/quiz/test_option_wording.py``.)
"""

from __future__ import annotations

import re

from dealerschool.generate import GENERATORS, generate
from dealerschool.quiz import questions

SEATS = re.compile(r"\b[Ss]eat (\d+)\b")
CARDS = re.compile(r"\b([2-9TJQKA])([♠♥♦♣shdc])(?![a-z])")
SUIT_LETTER = {"♠": "s", "♥": "h", "♦": "d", "♣": "c"}
SEEDS = (3, 4, 5)
"""Seeds the example-wording check (seeds 1 and 2) does not use."""


def test_the_patterns_find_seats_and_cards():
    assert SEATS.findall("Seat 4 keeps the K♣; seat 10 folds.") == ["4", "10"]
    assert CARDS.findall("the K♣ and the Td, not 'Tda'") == [("K", "♣"), ("T", "d")]


def test_offered_options_name_only_seats_and_cards_of_their_situation():
    offered, wrong = 0, []
    for rule_id in sorted(GENERATORS):
        for seed in SEEDS:
            try:
                question = questions.from_generated(rule_id, seed)
            except questions.Unsupported:
                continue
            if question.shown.input != "choice":
                continue
            made = generate(rule_id, seed)
            data = made.situation
            seats = {int(n) for n in data.get("seats", range(1, len(data["starting_stacks"]) + 1))}
            dealt = {str(card) for card, where in made.replayed.table.card_locations().items() if where != "stub"}
            for option in question.shown.options:
                offered += 1
                for number in SEATS.findall(option.text):
                    if int(number) not in seats:
                        wrong.append(f"{rule_id} seed {seed}: seat {number} is not at the table: {option.text}")
                for rank, suit in CARDS.findall(option.text):
                    card = rank + SUIT_LETTER.get(suit, suit)
                    if card not in dealt:
                        wrong.append(f"{rule_id} seed {seed}: {card} was not dealt: {option.text}")
    assert offered > 500 and wrong == []
