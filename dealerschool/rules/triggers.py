"""Triggers: how the engine recognises which rule a situation falls under, and which rule wins.

Two kinds of trigger, each registered next to its rule in a catalog module:

* an *irregularity trigger* (``@irregularity("rule-id")``) looks at the replay (the table and the
  mistakes replayed on it) and returns the irregularity it rules on, or None;
* a *procedure trigger* (``@procedure("rule-id")``) looks at a table with no mistake on it and says
  whether that rule governs what must happen next.

This module is what the engine (:mod:`dealerschool.rules.engine`) reads: the triggers, and the rules they
stand for (:data:`RULES`). Loading the catalog is the package's job: ``dealerschool.rules`` imports the
catalog modules and hands their rules here with :func:`add_rules`; the engine never imports the package,
so the data flows one way (catalogs -> this registry -> the engine).

Several triggers may hold on one situation; the first one tried wins. The order is declared, not
left to the order the modules happen to be imported in: every trigger of an earlier :class:`Tier`
is tried before any of a later one; within a tier, triggers go in the order of :data:`CATALOGS`
(the catalog modules, listed once), and within a module in the order the module defines them, which
is how a module puts its specific rules before its general ones. A trigger may instead name, with
``before=``, the rule of its tier it is tried just before, wherever that rule is defined: the rulings
that moved out of the old ``catalog_external`` module into their topics' modules keep their old place
this way, so a situation with two mistakes is ruled as before.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from enum import IntEnum
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # the replay sits below the rules; only the type is named here
    from dealerschool.situations.replays import Irregularity, Replay
    from dealerschool.table.table import Table

    from .model import Rule

CATALOGS: tuple[str, ...] = (
    "catalog_blinds", "catalog_betting", "catalog_draw", "catalog_house",
    "catalog_irregularities", "catalog_setup", "catalog_showdown", "catalog_stud", "catalog_stud_variants",
    "catalog_tournament",
)
"""The catalog modules of :mod:`dealerschool.rules`, in the order their triggers are tried within a tier
(and the order the registry imports them in). Blinds come before betting, whose general betting rules
would otherwise answer the blind situations. Within a module, definition order: ``catalog_irregularities``
defines the four-card flop and the flop without a burn before the single premature card."""


class Tier(IntEnum):
    """How early a rule's trigger is tried: every trigger of a tier before any of the tiers after it."""

    DEAD_BUTTON = 1
    """The button and blinds were placed by the dead-button rule: that is what the floor settles before
    anything else at the table (catalog X14)."""
    BEFORE_THE_HAND = 2
    """A fact the situation sets before the first card (a full table, a button draw, a stud hand of a
    mixed game, a color-up): the rule for it comes before anything about the deal."""
    ANNOUNCEMENT = 3
    """Stud sixth street with a possible flush or straight showing: what the dealer announces comes
    before who acts first (catalog D09)."""
    HEADS_UP = 4
    """Two players: the heads-up blind rule comes before the general blind rules (catalog B03)."""
    MISSED_BLINDS = 5
    """Returning players make up missed blinds: while the posting is the question (the posts and the deal, up
    to the hand's first decision), that rule comes ahead of the general blind and betting rules (catalog B05)."""
    FORCED_BETS = 6
    """How the forced bets go in for this hand's structure (a big blind ante, catalog B10): before the
    general blind and betting rules."""
    HAND_CANNOT_FINISH = 7
    """Boxed cards leave the stub too short to finish the hand: the hand is dead, whatever else the
    events show (catalog H04)."""
    GAME_FAMILY = 8
    """A rule of one game family (stud, stud hi-lo, razz, the hi-lo splits) that the general betting,
    dealing and showdown rules would otherwise answer first; each one checks a state those do not single out."""
    GENERAL = 9
    """Every other rule (the default)."""


IrregularityTrigger = Callable[["Replay"], "Irregularity | None"]
ProcedureTrigger = Callable[["Table"], bool]


@dataclass(frozen=True)
class Registered:
    """One trigger and where it stands in the order."""

    rule_id: str
    function: Callable[..., Any]
    tier: Tier
    catalog: str
    """The catalog module that defines the trigger (its short name, one of :data:`CATALOGS`)."""
    position: int
    """The trigger's place among those its module registers (definition order)."""
    before: str | None
    """The rule (same kind and tier) this trigger is tried just before, wherever that rule is defined;
    None: its own module's place."""
    peers: Mapping[str, Registered] = field(compare=False, repr=False)
    """Every trigger of the same kind, by rule id (where ``before`` is looked up)."""

    @property
    def place(self) -> tuple[int, int, int]:
        """Where the trigger stands by its tier, its module and its definition order."""
        return (self.tier, CATALOGS.index(self.catalog), self.position)

    @property
    def order(self) -> tuple[int, ...]:
        """The key triggers are tried in: a trigger placed ``before`` another sorts just ahead of it
        (several placed before one: by their own place)."""
        if self.before is None:
            return (*self.place, 0, 0, 0)
        target = self.peers.get(self.before)
        if target is None or target.before is not None or target.tier is not self.tier:
            raise ValueError(f"trigger for {self.rule_id!r}: before={self.before!r} must name a rule of the same "
                             f"kind and tier ({self.tier.name}) that has a trigger placed by its own module")
        return (*target.place, -1, CATALOGS.index(self.catalog), self.position)


RULES: dict[str, Rule] = {}
"""Rule id -> the rule, for every catalog module loaded (filled by ``dealerschool.rules`` through :func:`add_rules`)."""


def add_rules(rules: Iterable[Rule], catalog: str) -> None:
    """Add the rules a catalog module defines (``catalog``: its name, for the error); a rule id defined
    twice is a ValueError."""
    for rule in rules:
        if rule.id in RULES:
            raise ValueError(f"rule id {rule.id!r} is defined twice ({catalog})")
        RULES[rule.id] = rule


IRREGULARITY_TRIGGERS: dict[str, IrregularityTrigger] = {}
"""Rule id -> its irregularity trigger (see :func:`ordered` for the order they are tried in)."""
PROCEDURE_TRIGGERS: dict[str, ProcedureTrigger] = {}
"""Rule id -> its procedure trigger."""
_REGISTERED: dict[int, dict[str, Registered]] = {id(IRREGULARITY_TRIGGERS): {}, id(PROCEDURE_TRIGGERS): {}}
_PER_MODULE: dict[str, int] = {}


def _catalog_of(function: Callable[..., Any]) -> str:
    module = function.__module__
    name = module.rsplit(".", 1)[-1]
    if not module.startswith("dealerschool.rules.") or name not in CATALOGS:
        raise ValueError(f"trigger {function.__qualname__} in {module}: triggers are defined in the catalog modules "
                         f"listed in rules.triggers.CATALOGS ({', '.join(CATALOGS)})")
    return name


def _register(triggers: dict[str, Any], kind: str, rule_id: str, tier: Tier,
              function: Callable[..., Any], before: str | None = None) -> None:
    if rule_id in triggers:
        raise ValueError(f"two {kind} triggers for {rule_id!r}")
    if not isinstance(tier, Tier):
        raise ValueError(f"{kind} trigger for {rule_id!r}: tier must be a rules.triggers.Tier, got {tier!r}")
    catalog = _catalog_of(function)
    position = _PER_MODULE.get(catalog, 0)
    _PER_MODULE[catalog] = position + 1
    triggers[rule_id] = function
    peers = _REGISTERED[id(triggers)]
    peers[rule_id] = Registered(rule_id, function, tier, catalog, position, before, peers)


def irregularity(rule_id: str, tier: Tier = Tier.GENERAL,
                 before: str | None = None) -> Callable[[IrregularityTrigger], IrregularityTrigger]:
    """Register an irregularity trigger for ``rule_id`` in ``tier`` (tried just before the rule ``before``,
    when given, rather than in its module's place)."""
    def register(function: IrregularityTrigger) -> IrregularityTrigger:
        _register(IRREGULARITY_TRIGGERS, "irregularity", rule_id, tier, function, before)
        return function
    return register


def procedure(rule_id: str, tier: Tier = Tier.GENERAL,
              before: str | None = None) -> Callable[[ProcedureTrigger], ProcedureTrigger]:
    """Register a procedure trigger for ``rule_id`` in ``tier`` (tried just before the rule ``before``, when
    given, rather than in its module's place)."""
    def register(function: ProcedureTrigger) -> ProcedureTrigger:
        _register(PROCEDURE_TRIGGERS, "procedure", rule_id, tier, function, before)
        return function
    return register


def registered(triggers: dict[str, Any]) -> list[Registered]:
    """The triggers of one kind (:data:`IRREGULARITY_TRIGGERS` or :data:`PROCEDURE_TRIGGERS`), in the order
    they are tried."""
    return sorted(_REGISTERED[id(triggers)].values(), key=lambda entry: entry.order)


def tier_of(rule_id: str) -> Tier | None:
    """The tier a rule's trigger is declared in (None: the rule has no trigger)."""
    for entries in _REGISTERED.values():
        if rule_id in entries:
            return entries[rule_id].tier
    return None
