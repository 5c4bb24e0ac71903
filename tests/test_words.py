"""The words a floor person reads: citations by document title, no research notes, no template sentences."""

from __future__ import annotations

import re

import pytest

from dealerschool.rules import all_rules
from dealerschool.rules.model import rrop, s000, s001, tda
from dealerschool.rules.rulebooks import CONFLICTS, RULEBOOKS

FILE_ID = re.compile(r"[0-9a-f]{16}|\.txt\b|\bS00\d\b")
"""A source file's name or hash, or the catalog's S000-style tag: nothing a reader can look up."""
RESEARCH_NOTE = re.compile(r"not seen|unverified|secondary copy|blog copy|excerpts?\b|\bseeds?\b|was not among",
                           re.IGNORECASE)
"""Notes about how the rules were researched, which have no place in what a trainee reads."""


def _answers():
    for rule in all_rules():
        for book, given in rule.answers.items():
            yield f"{rule.id} [{book}]", given
    for conflict in CONFLICTS:
        for name, given in conflict.alternatives.items():
            yield f"conflict {conflict.id} [{name}]", given


def test_citations_render_the_documents_title():
    assert str(tda("Rule 39-D")) == "TDA 2024 Rule 39-D"
    assert str(tda("RP-5-B; Rule 39-D")) == "TDA 2024 RP-5-B, Rule 39-D"
    assert str(rrop("Stud 5")) == "Robert's Rules, Stud 5"
    assert str(s000("Razz / The Bring")) == "Poker Rules for Beginners, Razz / The Bring"
    assert str(s001("Rules of Seven-Card Stud 5")) == "Lowball Poker Games, Rules of Seven-Card Stud 5"


def test_no_citation_shows_a_file_name_or_tag():
    bad = [f"{where}: {citation}" for where, given in _answers() for citation in given.citations
           if FILE_ID.search(str(citation)) or FILE_ID.search(citation.document)]
    assert not bad, "\n".join(bad)


def test_no_explanation_holds_a_research_note_or_a_file_tag():
    texts = [(where, given.explanation) for where, given in _answers()]
    for rule in all_rules():
        if rule.question is not None:
            texts.append((f"{rule.id} question", rule.question.prompt))
            texts += [(f"{rule.id} option {option.code.value}", option.text) for option in rule.question.options]
    for book in RULEBOOKS.values():
        texts.append((f"rulebook {book.name}", book.title))
        texts += [(f"rulebook {book.name} choice {choice.topic}", f"{choice.topic} {choice.picked} {choice.reason}")
                  for choice in book.choices]
    bad = [f"{where}: {text}" for where, text in texts if RESEARCH_NOTE.search(text) or FILE_ID.search(text)]
    assert not bad, "\n".join(bad)


@pytest.mark.parametrize("phrase", ["not seen", "UNVERIFIED", "unverified", "S001", "000_deb0bbb3231e60a7.txt"])
def test_the_patterns_catch_what_they_are_for(phrase):
    # The checks above are only worth something if they would catch the faults they were written for.
    assert RESEARCH_NOTE.search(phrase) or FILE_ID.search(phrase)
