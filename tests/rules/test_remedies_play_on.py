"""After every ruling, the table as the remedy leaves it can be dealt and played to the end.

A trainee or a floor person carries on from the table the engine says the
hand must be in. For every rule with a generator, 40 generated scenarios are
ruled (the rulebooks in turn; amount and seat questions go on from the moment
they were asked), as is every scripted scenario under every rulebook, and
the table afterwards is played to the end with random legal decisions and the correct dealer
operations, checking at every step that every card and chip is accounted for.
"""

from __future__ import annotations

import os
import random

import pytest

from dealerschool import generate
from dealerschool.quiz import scenarios
from dealerschool.quiz.grading import DecisionType
from dealerschool.rules.engine import rule_on
from dealerschool.rules.rulebooks import RULEBOOK_NAMES, get_rulebook
from dealerschool.situations.replays import replay
from dealerschool.table.operations import BetOrRaiseTo, CheckOrCall, Discard, PostBringIn
from dealerschool.table.table import Phase, Table

SEEDS = int(os.environ.get("DEALERSCHOOL_PLAY_ON_SEEDS", "40"))


def play_to_the_end(table: Table, rng: random.Random, limit: int = 500) -> None:
    for _ in range(limit):
        table.run_dealer()
        table.check_invariants()
        if table.is_complete:
            return
        seat = table.actor
        assert seat is not None, f"the table is stuck: no player to act and no dealer step ({table.phase})"
        if table.phase is Phase.DRAWING:
            hole = table.seat(seat).hole
            table.apply(Discard(seat, tuple(rng.sample(hole, rng.randint(0, min(3, len(hole)))))))
        else:
            legal = table.legal_player_operations()
            if "bring-in" in legal:
                table.apply(PostBringIn(seat))
            elif rng.random() < 0.2 and {"bet", "raise", "complete"} & set(legal):
                options = table.raise_options(seat)
                assert options is not None
                table.apply(BetOrRaiseTo(seat, rng.choice((options.minimum, options.maximum))))
            else:
                table.apply(CheckOrCall(seat))
        table.check_invariants()
    raise AssertionError(f"the hand did not end in {limit} steps")


@pytest.mark.parametrize("rule_id", generate.generatable())
def test_the_table_after_the_remedy_plays_to_the_end(rule_id: str) -> None:
    for seed in range(SEEDS):
        made = generate.generate(rule_id, seed)
        book = RULEBOOK_NAMES[seed % len(RULEBOOK_NAMES)]
        if made.question["type"] == "ruling":
            _, _, ruling = made.answer(book)
            assert ruling is not None
            table, what = ruling.table, f"under {book} ({ruling.code.value})"
        else:  # an amount or seat question: the hand goes on from the moment it was asked
            table, what = made.replayed.table.copy(), "(no ruling)"
        try:
            play_to_the_end(table, random.Random(seed))
        except Exception as error:  # name the scenario that failed
            raise AssertionError(f"{rule_id} seed {seed} {what}: {error}") from error


@pytest.mark.parametrize("path", scenarios.scenario_files(), ids=lambda path: f"{path.parent.name}/{path.stem}")
def test_every_scripted_scenario_plays_on_after_its_ruling(path) -> None:
    scenario = scenarios.load(path)
    for number, book in enumerate(RULEBOOK_NAMES):
        if scenario.question.type is DecisionType.RULING and not scenario.question.rule:
            ruling = rule_on(scenario.situation, book)
            table, what = ruling.table, f"under {book} ({ruling.code.value})"
        else:  # a policy question or an amount/seat question: the hand goes on as the events left it
            house = get_rulebook(book).table_rules(scenario.situation.house_overrides, scenario.situation.play)
            table, what = replay(scenario.situation, house).table, f"under {book} (no ruling)"
        try:
            play_to_the_end(table, random.Random(f"{path.name}:{number}"))
        except Exception as error:
            raise AssertionError(f"{path.name} {what}: {error}") from error
