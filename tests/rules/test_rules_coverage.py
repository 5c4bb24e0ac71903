"""Coverage of the catalog: every entry of sections A-I is recognised from table state and has a scenario."""

from dealerschool.quiz import scenarios
from dealerschool.rules import all_rules
from dealerschool.rules.engine import IRREGULARITY_TRIGGERS, PROCEDURE_TRIGGERS

TRIGGERED = set(IRREGULARITY_TRIGGERS) | set(PROCEDURE_TRIGGERS)
IN_SCENARIOS = {rule_id for path in scenarios.scenario_files() for rule_id in scenarios.load(path).rules}


def catalog_ids(sections):
    return sorted({cid for rule in all_rules() for cid in rule.catalog_ids if cid[0] in sections})


def test_every_entry_of_sections_a_to_i_has_a_state_trigger():
    missing = [cid for cid in catalog_ids("ABCDEFGHI")
               if not any(cid in rule.catalog_ids and rule.id in TRIGGERED for rule in all_rules())]
    assert not missing, f"catalog entries with no trigger on the table state: {missing}"


def test_every_catalog_entry_has_a_scenario():
    missing = [cid for cid in catalog_ids("ABCDEFGHIKLX")
               if not any(cid in rule.catalog_ids and rule.id in IN_SCENARIOS for rule in all_rules())]
    assert not missing, f"catalog entries no scenario exercises: {missing}"


def test_the_library_has_at_least_eighty_scenarios():
    assert len(scenarios.scenario_files()) >= 80


def test_every_trigger_belongs_to_a_known_rule():
    known = {rule.id for rule in all_rules()}
    assert TRIGGERED <= known
