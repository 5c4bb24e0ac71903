"""'Under RULEBOOK the ruling is X' must be what ``--rulebook RULEBOOK`` answers (issue 8, fault 11).

The line used to repeat the rule's own answer under the other rulebook and so ignored what that
rulebook really does with the hand: the misdeal cut-off (two actions after the deal under the
sources, TDA 2024 Rule 36's substantial action, Robert's Rules' own count) and a replay under its
own house settings.
"""

from __future__ import annotations

import json
import tomllib
from pathlib import Path

import pytest
from click.testing import CliRunner

from dealerschool import generate
from dealerschool.cli import cli
from dealerschool.quiz import scenarios
from dealerschool.rules import get_rule
from dealerschool.rules.engine import NoRuling, rule_on
from dealerschool.rules.model import RULEBOOK_NAMES

ASKED_ONLY = frozenset({
    "policy-absent-player-tournament", "policy-button-draw-tie", "policy-buy-the-button",
    "policy-buying-chips-from-a-player", "policy-chip-race", "policy-fold-instead-of-check", "policy-going-south",
    "policy-missed-blinds", "policy-new-player-behind-button", "policy-oversized-chip", "policy-rebuy-timing",
    "policy-string-bet", "policy-stud-seat-limit", "policy-table-balancing", "policy-table-break",
    "policy-table-stakes",
})
"""Policy scenarios whose events show nothing the engine rules on (it raises NoRuling under every rulebook):
a quiz asks them, with the scenario's own expected answers, but there is no ruling here to compare. (Four
stud ones left this list when the bring-in's option became a procedure rule, Robert's Rules Stud 2: they
end with the bring-in to act, and the engine now answers that procedure under every rulebook.)"""

RULING_SCENARIOS = [path for path in scenarios.scenario_files()
                    if scenarios.load(path).question.type.value == "ruling" and path.stem not in ASKED_ONLY]


def check_elsewhere(situation) -> int:
    """Compare each rulebook's claims about the others with the others' own rulings; return the count.
    A situation the engine cannot rule on raises NoRuling: it fails the test instead of passing unchecked."""
    real = {book: rule_on(situation, book) for book in RULEBOOK_NAMES}
    for book, ruling in real.items():
        claimed = ruling.to_dict()["differs_under"]
        for other in RULEBOOK_NAMES:
            if other != book:
                assert claimed.get(other, ruling.code.value) == real[other].code.value, (situation.source, book, other)
    return len(real)


@pytest.mark.parametrize("path", RULING_SCENARIOS, ids=lambda path: path.stem)
def test_every_scripted_ruling_tells_the_other_rulebooks_truly(path):
    assert check_elsewhere(scenarios.load(path).situation) == len(RULEBOOK_NAMES)


def test_the_scenarios_left_out_are_policy_questions_no_rulebook_rules_on():
    left_out = {path.stem: path for path in scenarios.scenario_files() if path.stem in ASKED_ONLY}
    assert set(left_out) == ASKED_ONLY  # a renamed or removed scenario is not silently forgotten
    for stem, path in sorted(left_out.items()):
        assert "policy" in tomllib.loads(path.read_text())["tags"], stem
        situation = scenarios.load(path).situation
        for book in RULEBOOK_NAMES:
            with pytest.raises(NoRuling):  # if the engine learns to rule on one, move it back into the checks
                rule_on(situation, book)


MISDEALS = [rule_id for rule_id in generate.generatable()
            if any(answer.ruling.value == "misdeal" for answer in get_rule(rule_id).answers.values())]


@pytest.mark.parametrize("rule_id", MISDEALS)
def test_generated_misdeal_rulings_tell_the_other_rulebooks_truly(rule_id):
    # Every rule that may rule a misdeal (so where a cut-off can apply), 15 random situations each.
    checked = sum(check_elsewhere(generate.generate(rule_id, seed).build()) for seed in range(15))
    assert checked == 15 * len(RULEBOOK_NAMES)


def test_the_cli_line_names_what_each_rulebook_rules(tmp_path):
    found = scenarios.load("scenarios/flop/exposed-first-card-two-folds.toml").situation
    real = {book: rule_on(found, book).code.value for book in RULEBOOK_NAMES}
    assert len(set(real.values())) == 2  # TDA's substantial action comes later than the others' cut-off
    text = tomllib.loads(Path("scenarios/flop/exposed-first-card-two-folds.toml").read_text())["situation"]
    situation_file = tmp_path / "two-folds.toml"
    situation_file.write_text("\n".join(f"{key} = {json.dumps(value)}" for key, value in text.items()))
    for book in RULEBOOK_NAMES:
        result = CliRunner().invoke(cli, ["ruling", str(situation_file), "--rulebook", book])
        assert result.exit_code == 0, result.output
        lines = {line for line in result.output.splitlines() if line.startswith("Under ")}
        assert lines == {f"Under {other} the ruling is {code}." for other, code in real.items()
                         if other != book and code != real[book]}
