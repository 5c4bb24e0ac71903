"""Which rule wins is declared (a trigger's tier, then the listed catalog order or its before=), not the order the
catalog modules happen to be imported in: importing them shuffled gives the same trigger order and the
same answer on every scenario and on generated seeds."""

from __future__ import annotations

import random
import subprocess
import sys
from pathlib import Path

import pytest

from dealerschool.rules import CATALOGS, all_rules, engine, remedies
from dealerschool.rules.model import RulingCode
from dealerschool.rules.triggers import Registered, Tier, registered, tier_of
from dealerschool.situations import loads

DIGEST = Path(__file__).parents[1].joinpath("answers_digest.py")
SEEDS = 2
"""Seeds per generator in the shuffled runs (every scenario is always included)."""


def _digest(*extra: str) -> list[str]:
    done = subprocess.run([sys.executable, str(DIGEST), "--seeds", str(SEEDS), "--orders", *extra],
                          capture_output=True, text=True, check=False, cwd=DIGEST.parent.parent)
    assert done.returncode == 0, done.stderr[-3000:]
    lines = done.stdout.splitlines()
    assert len(lines) > 500 and any(line.startswith("order irregularity holdem\t") for line in lines)
    return lines


def _shuffled(seed: int) -> list[str]:
    order = list(CATALOGS)
    while order == list(CATALOGS):
        random.Random(seed).shuffle(order)
        seed += 1
    return order


@pytest.mark.slow
def test_shuffled_imports_give_the_same_order_and_answers():
    listed = _digest()
    # The order the old registry's unused _MODULES tuple stated: imported that way, a four-card flop
    # used to be ruled as a premature turn, because registration order decided.
    # (catalog_external, whose rules now live in their topics' modules, left out).
    stated = ["catalog_setup", "catalog_blinds", "catalog_betting", "catalog_stud", "catalog_stud_variants",
              "catalog_draw", "catalog_showdown", "catalog_irregularities", "catalog_tournament", "catalog_house"]
    for order in (stated, _shuffled(7), list(reversed(CATALOGS))):
        again = _digest("--modules", ",".join(order))
        differences = [(a, b) for a, b in zip(listed, again, strict=False) if a != b]
        assert len(again) == len(listed) and not differences, (order, differences[:5])


def test_the_catalog_order_is_the_registry_order():
    assert sorted(CATALOGS) == sorted(path.stem for path in Path(engine.__file__).parent.glob("catalog_*.py"))
    for triggers in (engine.IRREGULARITY_TRIGGERS, engine.PROCEDURE_TRIGGERS):
        entries = registered(triggers)
        assert [entry.order for entry in entries] == sorted(entry.order for entry in entries)
        assert {entry.rule_id for entry in entries} == set(triggers)


@pytest.mark.parametrize("rule_id, tier", [
    ("dead-button", Tier.DEAD_BUTTON), ("seat-limits", Tier.BEFORE_THE_HAND), ("color-up-chip-race", Tier.BEFORE_THE_HAND),
    ("stud-dealer-announcements", Tier.ANNOUNCEMENT), ("heads-up-blinds", Tier.HEADS_UP),
    ("stud-bring-in-all-in", Tier.GAME_FAMILY), ("hi-lo-split", Tier.GAME_FAMILY), ("side-pots", Tier.GENERAL),
    ("four-card-flop", Tier.GENERAL),
])
def test_tiers_are_declared_on_the_trigger(rule_id, tier):
    assert tier_of(rule_id) is tier


def test_a_declared_tier_beats_the_listed_order():
    # The stud family's rules (late in CATALOGS) are tried before the general betting rules (early).
    stud = [rule for rule, _ in engine.applicable(engine.PROCEDURE_TRIGGERS, "stud")]
    ids = [rule.id for rule in stud]
    assert ids.index("stud-bring-in-all-in") < ids.index("betting-round-over")
    assert [rule.id for rule, _ in engine.applicable(engine.PROCEDURE_TRIGGERS, "holdem")][0] == "dead-button"
    # Within a tier and a module, definition order: the four-card flop before a premature card (both in
    # catalog_irregularities), which is what a four-card flop would otherwise be read as.
    holdem = [rule.id for rule, _ in engine.applicable(engine.IRREGULARITY_TRIGGERS, "holdem")]
    assert holdem.index("four-card-flop") < holdem.index("premature-turn")


def test_one_remedy_registry():
    # Every rule's own remedies and every code's general remedy are in remedies.REMEDIES, and nothing
    # else chooses: a rule's own remedy wins over its code's.
    assert all(isinstance(code, RulingCode) for _, code in remedies.REMEDIES)
    own = {(rule_id, code) for rule_id, code in remedies.REMEDIES if rule_id is not None}
    assert ("four-card-flop", RulingCode.RESHUFFLE_AND_REDEAL) in own
    assert ("stud-premature-street", RulingCode.SET_ASIDE_AND_BURN_EXTRA) in own
    assert remedies.choose("four-card-flop", RulingCode.RESHUFFLE_AND_REDEAL) is not \
        remedies.choose(None, RulingCode.RESHUFFLE_AND_REDEAL)
    ids = {rule.id for rule in all_rules()}
    assert {rule_id for rule_id, _ in own} <= ids
    with pytest.raises(ValueError, match="two remedies for code 'misdeal'"):
        remedies.remedy(RulingCode.MISDEAL)(remedies.play_on)


_WRONG_SEAT_THEN_FOLD_OUT_OF_TURN = """
variant = "NT"
blinds_or_straddles = [1, 2]
starting_stacks = [200, 200, 200, 200, 200]
button = 5
seed = 51
events = ["post", "post", "deal p2", "continue", "p5 f"]
"""


def test_two_mistakes_keep_the_old_precedence():
    # The first card goes to the big blind (a misdeal cause, catalog X02), then the button folds out of
    # turn (X27). The misdeal-causes trigger (catalog_irregularities) is tried before the fold out of turn
    # (catalog_betting, placed before="flop-two-cards-exposed"), as when both lived in catalog_external;
    # by module order alone the fold would win.
    ruling = engine.rule_on(loads(_WRONG_SEAT_THEN_FOLD_OUT_OF_TURN, "wrong-seat-then-fold.toml"))
    assert (ruling.rule.id, ruling.answer.ruling) == ("misdeal-causes", RulingCode.MISDEAL)
    holdem = [rule.id for rule, _ in engine.applicable(engine.IRREGULARITY_TRIGGERS, "holdem")]
    assert holdem.index("misdeal-causes") < holdem.index("fold-out-of-turn") < holdem.index("flop-two-cards-exposed")
    assert holdem.index("disordered-stub") < holdem.index("button-out-of-position") \
        < holdem.index("player-flashes-card-on-deal")


def test_before_must_name_a_trigger_of_the_same_tier():
    peers: dict[str, Registered] = {}
    target = Registered("b", len, Tier.GAME_FAMILY, "catalog_stud", 0, None, peers)
    placed = Registered("a", len, Tier.GENERAL, "catalog_betting", 0, "b", peers)
    peers.update(a=placed, b=target)
    with pytest.raises(ValueError, match="same kind and tier"):
        _ = placed.order
    missing = Registered("c", len, Tier.GENERAL, "catalog_betting", 1, "nothing", peers)
    with pytest.raises(ValueError, match="before='nothing'"):
        _ = missing.order
