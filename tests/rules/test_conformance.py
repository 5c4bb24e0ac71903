"""The rulebook conformance suite: every case under every rulebook it scores, the ruling and the table
after the remedy card by card (the cases: ``tests/conformance/*/*.toml``, their format:
``tests/conformance_cases.py``, the coverage table: ``tests/conformance/COVERAGE.md``).

A case the engine cannot express or rules wrong is a strict xfail with the reason the case gives: when
the engine learns it the xfail turns into a failure, and the case's ``xfail`` line must go."""

from __future__ import annotations

from pathlib import Path

import conformance_cases as conformance
import conformance_coverage as coverage
import pytest

CASES = conformance.cases()


def _params() -> list:
    params = []
    for case in CASES:
        for book, block in case.expected.items():
            marks = [pytest.mark.xfail(strict=True, reason=block["xfail"])] if "xfail" in block else []
            params.append(pytest.param(case, book, id=f"{case.name}[{book}]", marks=marks))
    return params


@pytest.mark.parametrize("case, book", _params())
def test_case_rules_and_remedies_as_the_rulebook_says(case, book):
    _, wrong = conformance.rule_case(case, book)
    assert not wrong, f"{case.document} {case.rule} ({case.title}), {book}:\n  " + "\n  ".join(wrong) + \
        f"\n  the text: {case.quote!r}"


def test_every_case_quotes_its_rule_and_names_a_rule_in_scope():
    scope = coverage.scope()
    in_scope = {(entry.document, entry.rule) for entry in scope if entry.in_scope}
    for case in CASES:
        assert len(case.quote) >= 20, f"{case.name}: the quote is too short to rest a ruling on"
        assert coverage.scope_entry(case, scope) is not None, \
            f"{case.name}: {case.document} {case.rule} is not in tests/conformance/scope.toml"
        entry = coverage.scope_entry(case, scope)
        assert (entry.document, entry.rule) in in_scope, f"{case.name}: {case.rule} is listed as out of scope"


def test_coverage_table_is_current():
    """The coverage table is written from the cases and the engine's answers: rerun the script after a change."""
    written = (conformance.ROOT / "COVERAGE.md").read_text()
    assert written == coverage.render(), \
        "tests/conformance/COVERAGE.md is stale: run `python tests/conformance_cases.py`"


@pytest.mark.parametrize("change, message", [
    (('document = "TDA 2024"', 'document = "TDA 2019"'), "field 'document': expected one of"),
    (('quote = "In flop games, if 1of the first 2 cards dealt off the deck or any other 2 downcards are exposed by dealer error."',
      'quote = ""'), "field 'quote': expected a non-empty string"),
    (("[expected.robert-rules]", "[expected.house]"), "rulebook 'house'"),
    (("\nstacks = [200", "\nstackz = [200"), "field 'expected.sources.table.stackz': unknown"),
    (('[expected.robert-rules]\nruling = "misdeal"', '[expected.robert-rules]\nrulin = "misdeal"'),
     "field 'expected.robert-rules.rulin': unknown"),
    (("[expected.tda-2024]", "[unused]"), "field 'unused': unknown"),
])
def test_a_bad_case_file_is_named_with_its_field(tmp_path: Path, change, message):
    good = (conformance.ROOT / "tda-2024" / "35-first-card-exposed.toml").read_text()
    assert change[0] in good, f"the example case no longer holds {change[0]!r}"
    path = tmp_path / "bad.toml"
    path.write_text(good.replace(*change, 1))
    with pytest.raises(ValueError) as raised:
        conformance.load(path)
    assert str(path) in str(raised.value)
    assert message in str(raised.value)
