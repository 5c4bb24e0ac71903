"""The scenario library validates, and a bad file is named with its problem."""

import pytest

from dealerschool.quiz import scenarios
from dealerschool.rules import all_rules

FILES = scenarios.scenario_files()


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_library_file_validates(path):
    good, problems = scenarios.validate([path])
    assert not problems, "\n".join(p.message for p in problems)
    assert good[0].expected, "a scenario must give an expected answer"


def test_every_file_names_existing_rules_and_answers_under_the_default_rulebook():
    for path in FILES:
        scenario = scenarios.load(path)
        assert "sources" in scenario.expected, f"{path.name}: no [expected.sources]"


GOOD = '''
title = "t"
difficulty = 1
tags = ["x"]
rules = ["pot-limit-maximum"]
[situation]
variant = "PO"
blinds_or_straddles = [5, 5]
starting_stacks = [300, 300, 300, 300]
button = 4
events = ["continue", "p3 cc", "p4 f", "p1 cc", "p2 cc", "continue", "p1 cbr 10"]
[question]
type = "amount"
what = "pot-limit-maximum"
prompt = "How much?"
[expected.sources]
answer = 45
'''


@pytest.mark.parametrize("change, message", [
    (("difficulty = 1", "difficulty = 9"), "field 'difficulty': expected an integer from 1 to 5"),
    (('rules = ["pot-limit-maximum"]', 'rules = ["no-such-rule"]'), "'no-such-rule' is not a rule id"),
    (('type = "amount"', 'type = "guess"'), "field 'question.type': expected one of"),
    (('"p1 cbr 10"', '"p1 raise 10"'), "event 7 'p1 raise 10': 'raise 10' could be a raise to 10 or by 10"),
    (("button = 4", "button = 12"), "field 'button': expected a seat number from 1 to 4"),
    (("[expected.sources]", "[expected.house]"), "field 'expected.house': unknown rulebook"),
    (('variant = "PO"', 'variant = "XX"'), "field 'variant': unknown code 'XX'"),
    (("answer = 45", "answer = 46"), "the author wrote 46, the engine answers 45"),
    (('"p1 cbr 10"', '"p1 cbr 100"'), "this amount question needs a situation without irregularities, but the events contain: incorrect-amount"),
])
def test_a_bad_scenario_names_its_file_field_and_expectation(tmp_path, change, message):
    path = tmp_path / "bad.toml"
    path.write_text(GOOD.replace(*change))
    good, problems = scenarios.validate([path])
    assert not good and problems
    assert problems[0].path.endswith("bad.toml")
    assert message in problems[0].message


def test_the_good_example_is_good(tmp_path):
    path = tmp_path / "good.toml"
    path.write_text(GOOD)
    good, problems = scenarios.validate([path])
    assert good and not problems


def test_not_toml_is_named(tmp_path):
    path = tmp_path / "broken.toml"
    path.write_text("title = ")
    _, problems = scenarios.validate([path])
    assert "broken.toml: not valid TOML" in problems[0].message


def test_library_covers_rules():
    covered = {rule_id for path in FILES for rule_id in scenarios.load(path).rules}
    known = {rule.id for rule in all_rules()}
    assert covered <= known
