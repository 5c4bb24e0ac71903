"""The conformance suite's coverage table: every rule in scope, its cases and how the engine does on them.

``python tests/conformance_cases.py`` (or this file) writes ``tests/conformance/COVERAGE.md`` from
``tests/conformance/scope.toml`` (every numbered rule of TDA 2024, its Recommended Procedures and the
Illustration Addendum's examples, and the Robert's Rules sections that bear on a hand; those out of
scope carry the reason) and the cases, each run under each rulebook it scores.
"""

from __future__ import annotations

import sys
import tomllib
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import conformance_cases as conformance  # noqa: E402


@dataclass(frozen=True)
class ScopeEntry:
    document: str
    rule: str
    title: str
    in_scope: bool
    reason: str
    uncovered: str = ""
    """Why an in-scope rule has no case yet (its text was not found, the notation cannot write it...)."""


def scope() -> list[ScopeEntry]:
    path = conformance.ROOT / "scope.toml"
    data = tomllib.loads(path.read_text())
    entries = []
    for i, item in enumerate(data["rule"]):
        missing = {"document", "rule", "title", "scope"} - set(item)
        if missing or item["scope"] not in ("in", "out") or (item["scope"] == "out" and not item.get("reason")):
            raise ValueError(f"{path}: rule {i + 1}: expected document, rule, title, scope = in|out "
                             "(and a reason when out)")
        entries.append(ScopeEntry(item["document"], item["rule"], item["title"], item["scope"] == "in",
                                  item.get("reason", ""), item.get("uncovered", "")))
    return entries


def scope_entry(case: conformance.Case, entries: list[ScopeEntry]) -> ScopeEntry | None:
    """The scope line a case counts for: the same document and rule, or a rule the case's part is of
    ('35-A-7' counts for '35', 'RP-5-B' for 'RP-5', 'Misdeals 2(a)' for 'Misdeals 2')."""
    best = None
    for entry in entries:
        if entry.document != case.document:
            continue
        if case.rule == entry.rule or case.rule.startswith((entry.rule + "-", entry.rule + "(", entry.rule + " ")):
            if best is None or len(entry.rule) > len(best.rule):
                best = entry
    return best


def _kind(wrong: list[str]) -> str:
    """Why a case fails: the notation cannot write it, the engine cannot rule, or it rules or repairs wrong."""
    if wrong[0].startswith("the situation cannot be written"):
        return "cannot be written in the situation notation"
    if wrong[0].startswith("the engine cannot rule"):
        return "the engine cannot rule (no rule covers it)"
    return "the engine rules or repairs the table wrong"


def _outcomes() -> dict[str, dict[str, str]]:
    """case name -> rulebook -> 'pass', 'xfail|kind|reason', 'FAIL' (a case neither passing nor marked)."""
    found: dict[str, dict[str, str]] = {}
    for case in conformance.cases():
        found[case.name] = {}
        for book, block in case.expected.items():
            _, wrong = conformance.rule_case(case, book)
            if not wrong:
                found[case.name][book] = "XPASS" if "xfail" in block else "pass"
            else:
                found[case.name][book] = f"xfail|{_kind(wrong)}|{block['xfail']}" if "xfail" in block else "FAIL"
        for book in case.unsettled:
            found[case.name][book] = "unsettled"
    return found


def _cell(outcomes: dict[str, str]) -> str:
    parts = []
    for book in conformance.BOOKS:
        state = outcomes.get(book, "")
        short = {"pass": "pass", "unsettled": "not scored", "FAIL": "FAIL", "XPASS": "XPASS"}.get(state, "xfail")
        parts.append(f"{book}: {short}")
    return ", ".join(parts)


def render() -> str:
    entries = scope()
    cases = conformance.cases()
    outcomes = _outcomes()
    by_entry: dict[tuple[str, str], list[conformance.Case]] = {}
    for case in cases:
        entry = scope_entry(case, entries)
        if entry is not None:
            by_entry.setdefault((entry.document, entry.rule), []).append(case)
    in_scope = [e for e in entries if e.in_scope]
    covered = [e for e in in_scope if by_entry.get((e.document, e.rule))]
    scored = [state for per_case in outcomes.values() for state in per_case.values() if state != "unsettled"]
    kinds = Counter(state.split("|")[1] for state in scored if state.startswith("xfail"))
    lines = [
        "# Rulebook conformance: coverage",
        "",
        "Written by `python tests/conformance_cases.py` from `tests/conformance/scope.toml` and the cases in",
        "`tests/conformance/*/*.toml` (their format: `tests/conformance_cases.py`); `tests/rules/test_conformance.py`",
        "runs every case under every rulebook it scores, checking the ruling and the table after the remedy",
        "card by card, and checks this file is current. A case the engine cannot express or rules wrong is a",
        "strict xfail with its reason; a rulebook whose text does not settle a case is not scored. The cases",
        "live beside the tests, not in `scenarios/`, so that a case the engine still rules wrong never reaches",
        "a trainee as a quiz question with the engine's wrong answer.",
        "",
        f"- Rules in scope: {len(in_scope)}; with at least one case: {len(covered)}; without: "
        f"{len(in_scope) - len(covered)}",
        f"- Cases: {len(cases)}; scored rulings (a case under one rulebook): {len(scored)}; passing: "
        f"{scored.count('pass')}; expected to fail: {sum(1 for s in scored if s.startswith('xfail'))}; "
        f"failing unmarked: {scored.count('FAIL')}; unexpectedly passing: {scored.count('XPASS')}",
        "",
    ]
    if kinds:
        lines += ["Expected to fail, by reason:", ""]
        lines += [f"- {count}: {kind}" for kind, count in sorted(kinds.items(), key=lambda kv: (-kv[1], kv[0]))]
        lines += ["", "Each one (the lead's work list):", ""]
        for name, per_case in outcomes.items():
            for book, state in per_case.items():
                if state.startswith("xfail"):
                    lines.append(f"- `{name}` [{book}]: {state.split('|', 2)[2]}")
        lines.append("")
    for document in conformance.DOCUMENTS:
        group = [e for e in entries if e.document == document]
        if not group:
            continue
        lines += [f"## {document}", "", "| Rule | Title | Cases | Status |", "|---|---|---|---|"]
        for entry in group:
            if not entry.in_scope:
                lines.append(f"| {entry.rule} | {entry.title} | | out of scope: {entry.reason} |")
                continue
            its = by_entry.get((entry.document, entry.rule), [])
            if not its:
                why = f": {entry.uncovered}" if entry.uncovered else ""
                lines.append(f"| {entry.rule} | {entry.title} | | no case yet{why} |")
                continue
            names = "<br>".join(f"`{case.name}`" for case in its)
            status = "<br>".join(_cell(outcomes[case.name]) for case in its)
            lines.append(f"| {entry.rule} | {entry.title} | {names} | {status} |")
        lines.append("")
    return "\n".join(lines)


def main() -> None:
    (conformance.ROOT / "COVERAGE.md").write_text(render())
    print(f"wrote {conformance.ROOT / 'COVERAGE.md'}")


if __name__ == "__main__":
    main()
