"""The words a floor person reads: citations by document title, no research notes, no template sentences."""

from __future__ import annotations

import re

import pytest

from dealerschool.rules import all_rules
from dealerschool.rules.conflicts import CONFLICTS
from dealerschool.rules.model import rrop, s000, s001, tda
from dealerschool.rules.rulebooks import RULEBOOKS

FILE_ID = re.compile(r"[0-9a-f]{16}|\.txt\b|\bS00\d\b")
"""A source file's name or hash, or the catalog's S000-style tag: nothing a reader can look up."""
RESEARCH_NOTE = re.compile(r"not seen|unverified|transcribed|secondary copy|blog copy|excerpts?\b|\bseeds?\b|was not among",
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


def test_the_template_pattern_catches_the_old_dealer_step():
    assert TEMPLATE.search("Next, the dealer must seat 2: post the small blind of 1.")
    assert not TEMPLATE.search("How much must seat 3 put in to call?")


# ---------------------------------------------------------------- the command line a floor person uses

import json  # noqa: E402
from pathlib import Path  # noqa: E402

from click.testing import CliRunner  # noqa: E402

from dealerschool import scenarios as library  # noqa: E402
from dealerschool.cli import cli  # noqa: E402

PREMATURE_TURN = """
variant = "NT"
blinds_or_straddles = [1, 2]
starting_stacks = [200, 200, 200, 200]
seed = 22
events = ["continue", "p3 cc", "p4 cc", "p1 cc", "p2 cc", "collect", "burn", "board", "board", "board",
          "p1 cc", "p2 cc", "burn", "board"]
"""
TEMPLATE = re.compile(r"\b(must|to) seat \d+: |\bseat 0\b")
"""Sentences put together from pieces that do not fit ('the dealer must seat 2: post ...'), and index seats."""


def _seat_values(data, path=""):
    """Every (where, value) in a ruling's JSON that names a seat."""
    if isinstance(data, dict):
        for key, value in data.items():
            if key in ("button", "actor", "seat") and isinstance(value, int):
                yield f"{path}.{key}", value
            elif key == "winners" and isinstance(value, list):
                yield from ((f"{path}.winners", seat) for seat in value)
            else:
                yield from _seat_values(value, f"{path}.{key}")
    elif isinstance(data, list):
        for k, value in enumerate(data):
            yield from _seat_values(value, f"{path}[{k}]")


def test_ruling_json_counts_seats_from_one(tmp_path):
    file = tmp_path / "premature-turn.toml"
    file.write_text(PREMATURE_TURN)
    data = json.loads(CliRunner().invoke(cli, ["ruling", str(file), "--json"]).output)
    after = data["table_after"]
    # Four players, blinds on seats 1 and 2: the button is seat 4, and after the flop checks of
    # seats 1 and 2 seat 3 is to act, as the remedy's last step says.
    assert after["button"] == 4 and after["actor"] == 3
    assert data["remedy"][-1].startswith("Next, seat 3 acts")
    assert [seat["seat"] for seat in after["seats"]] == [1, 2, 3, 4]
    # Events are counted from 1 in the JSON as in the text and in errors: the turn is the 14th event.
    assert data["irregularity"]["event_number"] == 14


def test_table_snapshot_winners_are_seat_numbers():
    from dealerschool.situations.replays import replay
    from dealerschool.table import snapshot

    scenario = library.load(library.resource_dir("scenarios") / "table" / "board-plays-three-way.toml")
    table = replay(scenario.situation).table
    table.run_dealer()
    (award,) = snapshot(table)["awards"]
    assert award["pot"] == 1 and award["winners"] == [1, 2, 3]
    assert sorted(share["seat"] for share in award["shares"]) == [1, 2, 3]


def test_event_errors_count_events_as_rulings_do(tmp_path):
    file = tmp_path / "bad.toml"
    file.write_text(PREMATURE_TURN.replace('"p2 cc", "burn", "board"]', '"p2 cc", "burn", "p9 cc"]'))
    result = CliRunner().invoke(cli, ["ruling", str(file)])
    assert result.exit_code == 2 and "event 14 'p9 cc'" in result.output


SCENARIO_FILES = library.scenario_files()


def test_ruling_answers_every_scenario_file():
    # `dealerschool ruling` on a scenario file rules on its [situation], says so, and answers the
    # question asked: the seat or number for a seat or amount question, as the author expected it.
    assert len(SCENARIO_FILES) > 100
    runner = CliRunner()
    problems = []
    for path, book in [(path, book) for path in SCENARIO_FILES for book in RULEBOOKS]:
        result = runner.invoke(cli, ["ruling", str(path), "--rulebook", book])
        text = result.output
        name = f"{path.relative_to(library.resource_dir('scenarios'))} [{book}]"
        if result.exit_code != 0:
            problems.append(f"{name}: exit {result.exit_code}: {text.strip()[-200:]}")
            continue
        if "ruling on its [situation]" not in text.splitlines()[0]:
            problems.append(f"{name}: does not say it ruled on the scenario's [situation]")
        scenario = library.load(path)
        expected = scenario.expected.get(book)
        if expected is not None and scenario.question.type.value in ("seat", "amount"):
            said = f"Answer under {book}: {library.answer_text(scenario.question, expected['answer'])}"
            if said not in text:
                problems.append(f"{name}: expected the line {said!r}")
        for line in text.splitlines():
            if TEMPLATE.search(line) or RESEARCH_NOTE.search(line) or FILE_ID.search(line):
                problems.append(f"{name}: {line}")
            if line.startswith("  - ") and not (line[4].isupper() or line[4] in "'\"0123456789"):
                problems.append(f"{name}: a remedy step that does not start a sentence: {line}")
    assert not problems, "\n".join(problems)


def test_ruling_json_seats_are_seat_numbers_in_every_scenario():
    runner = CliRunner()
    problems = []
    for path in SCENARIO_FILES:
        scenario = library.load(path)
        data = json.loads(runner.invoke(cli, ["ruling", str(path), "--json"]).output)
        count = scenario.situation.seat_count
        problems += [f"{Path(path).name}{where} = {value}" for where, value in _seat_values(data)
                     if not 1 <= value <= count]
    assert not problems, "\n".join(problems)


# ---------------------------------------------------------------- replaying a hand history

SAMPLE_HAND = library.resource_dir("scenarios") / "hands" / "holdem-turn-bet-takes-it.phh"


def test_the_sample_hand_replays_to_its_own_finishing_stacks_and_pokerkits():
    from pokerkit import HandHistory

    result = CliRunner().invoke(cli, ["replay", str(SAMPLE_HAND)])
    assert result.exit_code == 0, result.output
    assert "finishing stacks: 170 230 200" in result.output and "agree with the replay" in result.output
    # PHH records no burns, so the two burns of a hand that ends on the turn are the replay's own.
    burns = next(line for line in result.output.splitlines() if line.startswith("burns: "))
    assert len(burns.split("(")[0].split()) == 1 + 2 and "invented" in burns
    with open(SAMPLE_HAND, "rb") as file:
        *_, state = HandHistory.load(file)
    assert list(state.stacks) == [170, 230, 200]


def test_replay_says_when_the_files_finishing_stacks_disagree(tmp_path):
    wrong = tmp_path / "wrong.phh"
    wrong.write_text(SAMPLE_HAND.read_text().replace("finishing_stacks = [170, 230, 200]",
                                                     "finishing_stacks = [170, 200, 230]"))
    result = CliRunner().invoke(cli, ["replay", str(wrong)])
    assert result.exit_code == 1
    assert "MISMATCH: the file's finishing_stacks are 170 200 230; the replay gives 170 230 200" in result.output
    data = json.loads(CliRunner().invoke(cli, ["replay", str(wrong), "--json"]).output)
    assert data["matches_history"] is False and len(data["burns_invented"]) == 2
