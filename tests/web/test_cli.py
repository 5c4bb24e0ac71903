"""The command line: every command is documented, JSON outputs carry what they promise, bad input is a clear error."""

import json
import re
import warnings
from pathlib import Path

import pytest
from click.testing import CliRunner

from dealerschool.cli import cli
from dealerschool.rules.conflicts import CONFLICTS

README = (Path(__file__).parents[2] / "README.md").read_text()
FORMATS = (Path(__file__).parents[2] / "scenarios" / "README.md").read_text()
"""The file formats' reference the README links: situation and scenario files, house options, rulebook choices."""


def all_commands(group=cli, prefix="dealerschool"):
    for name, command in group.commands.items():
        full = f"{prefix} {name}"
        if hasattr(command, "commands"):
            yield from all_commands(command, full)
        else:
            yield full, command


@pytest.mark.parametrize("name", [name for name, _ in all_commands()])
def test_every_command_is_documented_in_the_readme(name):
    assert f"`{name}" in README, f"{name} is not in README.md's command table"


@pytest.mark.parametrize("name, command", list(all_commands()))
def test_every_option_is_documented_in_the_readme(name, command):
    for param in command.params:
        for option in getattr(param, "opts", []):
            if option.startswith("--") and option not in ("--help",):
                assert option in README, f"{name} {option} is not documented in README.md"


def test_every_house_option_is_documented_in_the_file_formats_reference():
    from dataclasses import fields

    from dealerschool.situations import HOUSE_OPTIONS
    from dealerschool.table.table import TableSettings

    # Every house setting is a [house] option of situation files, except the odd-chip rule (an enum).
    assert {f.name for f in fields(TableSettings)} - set(HOUSE_OPTIONS) == {"odd_chip"}
    for name in [f.name for f in fields(TableSettings)]:
        assert f"`{name}`" in FORMATS, f"house option {name} is not documented in scenarios/README.md"


def test_readme_gives_the_two_commands_and_ci_runs_the_test_one():
    commands = re.findall(r"^    (python3 -m venv .*)$", README, re.MULTILINE)
    assert len(commands) == 2 and "dealerschool serve" in commands[0] and "pytest" in commands[1]
    ci = (Path(__file__).parents[2] / ".ci" / "run").read_text()
    assert commands[1] in ci


@pytest.fixture
def cli_runner():
    return CliRunner()


@pytest.fixture
def pokerkit_phh(tmp_path):
    """A hand history written by PokerKit itself."""
    from pokerkit import Automation, HandHistory, NoLimitTexasHoldem

    game = NoLimitTexasHoldem(
        (Automation.ANTE_POSTING, Automation.BET_COLLECTION, Automation.BLIND_OR_STRADDLE_POSTING,
         Automation.CARD_BURNING, Automation.HOLE_CARDS_SHOWING_OR_MUCKING, Automation.HAND_KILLING,
         Automation.CHIPS_PUSHING, Automation.CHIPS_PULLING),
        True, 0, (1, 2), 2)
    state = game((100, 80, 60), 3)
    for cards in ("AsAd", "KsKd", "2c7h"):
        state.deal_hole(cards)
    state.complete_bet_or_raise_to(60)
    boards = iter(("QhJc3d", "4s", "9h"))
    with warnings.catch_warnings():
        # PokerKit burns from its own shuffled deck and warns when a card we deal was burned there.
        warnings.simplefilter("ignore")
        while state.status:
            if state.actor_index is not None:
                state.check_or_call()
            elif state.can_deal_board():
                state.deal_board(next(boards))
    path = tmp_path / "pokerkit.phh"
    with open(path, "wb") as file:
        HandHistory.from_game_state(game, state, finishing_stacks=list(state.stacks)).dump(file)
    return path, tuple(state.stacks)


def test_replay_json_prints_finishing_stacks_and_pots(cli_runner, pokerkit_phh):
    path, stacks = pokerkit_phh
    result = cli_runner.invoke(cli, ["replay", str(path), "--json"])
    assert result.exit_code == 0, result.output
    data = json.loads(result.output)
    assert tuple(data["finishing_stacks"]) == stacks
    assert data["pots"] and all(pot["shares"] for pot in data["pots"])


def test_ruling_json_carries_rule_code_citations_and_table(cli_runner, tmp_path):
    path = Path(__file__).parents[2] / "scenarios" / "flop" / "exposed-fifth-card-becomes-burn.toml"
    import tomllib

    import tomli_w

    situation = tomllib.loads(path.read_text())["situation"]
    file = tmp_path / "situation.toml"
    file.write_text(tomli_w.dumps(situation))
    for book in ("sources", "tda-2024"):
        result = cli_runner.invoke(cli, ["ruling", str(file), "--rulebook", book, "--json"])
        assert result.exit_code == 0, result.output
        data = json.loads(result.output)
        assert data["rule_ids"] == ["flop-exposed-card-becomes-burn"]
        assert data["ruling"] == "replace-exposed-card-burn"
        assert data["citations"] and data["explanation"]
        locations = data["table_after"]["card_locations"]
        assert len(locations) == 52
        exposed = data["irregularity"]["card"]
        assert locations[exposed] == "burn"


def test_rules_json_lists_every_rule(cli_runner):
    from dealerschool.rules import all_rules

    result = cli_runner.invoke(cli, ["rules", "--json"])
    data = json.loads(result.output)
    assert [row["id"] for row in data] == [rule.id for rule in all_rules()]
    assert all(row["citations"] and row["catalog_ids"] for row in data)


@pytest.mark.parametrize("args, message", [
    (["ruling", "/nonexistent.toml"], "cannot read"),
    (["replay", "/nonexistent.phh"], "nonexistent.phh"),
    (["ruling", "README.md"], "not valid TOML"),
])
def test_bad_input_is_a_clear_error_not_a_traceback(cli_runner, args, message):
    result = cli_runner.invoke(cli, args)
    assert result.exit_code == 2
    assert message in result.output
    assert "Traceback" not in result.output


def test_unknown_rulebook_is_named(cli_runner, tmp_path):
    file = tmp_path / "s.toml"
    file.write_text('variant = "NT"\nblinds_or_straddles = [1, 2]\nstarting_stacks = [50, 50]\nevents = ["continue"]\n')
    result = cli_runner.invoke(cli, ["ruling", str(file), "--rulebook", "house"])
    assert result.exit_code == 2 and "'house' is not one of" in result.output


def test_the_file_formats_reference_records_each_rulebook_choice():
    from dealerschool.rules.rulebooks import choices_markdown

    assert choices_markdown().strip() in FORMATS, \
        "scenarios/README.md's rulebook choices are out of date: paste choices_markdown()"


def test_conflicts_json_answers_every_row_under_both_rulebooks(cli_runner):
    data = json.loads(cli_runner.invoke(cli, ["conflicts", "--json"]).output)
    assert [row["id"] for row in data] == list(range(1, len(CONFLICTS) + 1))
    for row in data:
        assert {"sources", "tda-2024"} <= set(row["answers"])


def test_ruling_names_every_irregularity_the_events_show(cli_runner, tmp_path):
    # The turn comes before seat 4 has acted on the flop, then seat 1 bets out of turn: two mistakes.
    file = tmp_path / "two-mistakes.toml"
    file.write_text('''variant = "PO"
blinds_or_straddles = [1, 2]
starting_stacks = [150, 150, 150, 150]
button = 4
seed = 65
events = ["continue", "p3 cc", "p4 cc", "p1 cc", "p2 cc", "collect", "burn", "board", "board", "board",
          "p1 cc", "p2 cc", "p3 cc", "burn", "board", "p1 cbr 8"]
''')
    data = json.loads(cli_runner.invoke(cli, ["ruling", str(file), "--json"]).output)
    seen = data["irregularities_seen"]
    assert [item["event_number"] for item in seen] == sorted(item["event_number"] for item in seen)
    assert len({item["kind"] for item in seen}) >= 2 and data["irregularity"]["event_number"] in {
        item["event_number"] for item in seen}
    text = cli_runner.invoke(cli, ["ruling", str(file)]).output
    assert "The events also show:" in text and "Rule on those in turn." in text


def test_the_readme_situation_example_rules_as_the_readme_says(cli_runner, tmp_path):
    example = re.search(r"```toml\n(.*?)```", README, re.DOTALL)
    assert example is not None, "README.md's situation example is missing"
    file = tmp_path / "premature-turn.toml"
    file.write_text(example.group(1))
    text = cli_runner.invoke(cli, ["ruling", str(file)]).output
    assert "Ruling under sources: reshuffle-and-redeal" in text and "RP-5-B" in text
    assert "Under robert-rules the ruling is set-aside-use-river-as-turn." in text
    data = json.loads(cli_runner.invoke(cli, ["ruling", str(file), "--json"]).output)
    assert data["ruling"] == "reshuffle-and-redeal" and len(data["table_after"]["card_locations"]) == 52
    for claim in ("answers `reshuffle-and-redeal`", "RP-5-B", "`set-aside-use-river-as-turn`"):
        assert claim in README


def test_serve_defaults_to_the_servers_own_thread_count():
    """`serve --threads` and dealerschool.web.gunicorn.THREADS (what the benchmarks print) say the same."""
    from dealerschool.web import gunicorn

    threads = next(p for p in cli.commands["serve"].params if p.name == "threads")
    assert threads.default == gunicorn.THREADS == gunicorn.options("127.0.0.1", 1, 2)["threads"]
