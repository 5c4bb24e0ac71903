"""The procedural-rule registry: every catalog entry as a Rule with per-rulebook answers.

``all_rules()`` is sorted by id; ``get_rule(id)`` looks one up; ``differs(rule)``
tells whether the rulebooks disagree; ``rules_as_json()`` feeds ``dealerschool rules --json``.
"""

from __future__ import annotations

import importlib
from types import ModuleType
from typing import Literal, TypedDict

from .model import ALL_GAMES, SOURCES, Answer, Citation, Conflict, Option, Rule, RuleKind, RulingCode, RulingQuestion
from .triggers import CATALOGS, RULES, add_rules

__all__ = ["CATALOGS", "Answer", "Citation", "Conflict", "Option", "RulingQuestion", "Rule", "RuleKind", "RulingCode",
           "all_rules", "get_rule", "differs", "rules_as_json"]

# The catalog modules register their triggers and remedies when imported, in the one listed order
# (rules.triggers.CATALOGS). The order a trigger is tried in is declared (its tier, then this list), so
# importing the modules in another order changes nothing (tests/rules/test_rule_precedence.py checks it).
# Their rules go to the registry the engine reads (rules.triggers.RULES): the engine never imports this
# package, which is where the catalog is loaded.
_CATALOG_MODULES: tuple[ModuleType, ...] = tuple(importlib.import_module(f"{__name__}.{name}") for name in CATALOGS)
for _module in _CATALOG_MODULES:
    add_rules(_module.RULES, _module.__name__)


def all_rules() -> tuple[Rule, ...]:
    return tuple(sorted(RULES.values(), key=lambda rule: rule.id))


def get_rule(rule_id: str) -> Rule:
    if not isinstance(rule_id, str):
        raise ValueError(f"rule id: expected a rule id (text), got {rule_id!r}")
    try:
        return RULES[rule_id]
    except KeyError:
        raise ValueError(f"rule id: {rule_id!r} is not a known rule (see dealerschool rules)") from None


def differs(rule: Rule) -> bool:
    """Whether at least two rulebooks rule differently on this situation."""
    return len({answer.ruling for answer in rule.answers.values()}) > 1


class CitationRow(TypedDict):
    """One citation of a rule in ``dealerschool rules --json``."""

    document: str
    """The document's title."""
    section: str
    text: str
    """The citation as a reader sees it ("TDA 2024 Rule 39-D")."""


class RuleRow(TypedDict):
    """One rule in ``dealerschool rules --json``; typed so the CLI can read the fields without casts."""

    id: str
    catalog_ids: list[str]
    title: str
    games: Literal["all"] | list[str]
    kind: str
    citations: list[CitationRow]
    rulings: dict[str, str]
    rulebooks_that_differ: list[str]


def rules_as_json() -> list[RuleRow]:
    """Plain dicts; ``rulebooks_that_differ`` lists rulebooks whose ruling differs from the default (sources)."""
    rows: list[RuleRow] = []
    for rule in all_rules():
        default = rule.answers[SOURCES].ruling
        rows.append({
            "id": rule.id,
            "catalog_ids": list(rule.catalog_ids),
            "title": rule.title,
            "games": ALL_GAMES if rule.games == ALL_GAMES else sorted(game.value for game in rule.games),
            "kind": rule.kind.value,
            "citations": [{"document": c.document, "section": c.section, "text": str(c)} for c in rule.citations],
            "rulings": {name: answer.ruling.value for name, answer in rule.answers.items()},
            "rulebooks_that_differ": sorted(name for name, answer in rule.answers.items() if answer.ruling is not default),
        })
    return rows
