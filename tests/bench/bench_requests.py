"""The engine's cost per web request, as a ratio to a bare Flask test-client request in the same run.

Run with ``pytest -m benchmark -s`` (all benchmarks) or ``pytest tests/bench/bench_requests.py -m benchmark -s``.
What a request does with the engine, each timed on its own and divided by the time of a test-client
GET of a route that returns "ok" on a bare Flask app built here (the project's own app is not used:
its routes do more than the floor this compares against):

- a drill step: read a hold'em hand in progress from its JSON record, rebuild it by replay, append the
  trainee's next event, render the dealer's view as JSON, and write the new record (replaying every
  event, and again when the process kept the replay of the step before: ``record.REPLAYS_KEPT``);
- a whole hold'em hand's rebuild from its record (six players, every card dealt as its own event);
- a grade: the stored question's answer (computed once, when the question was made) read back from JSON
  and compared with the submitted one; and, for reference, the engine's ``grading.grade``, which rules
  on the situation again;
- a question: ``generate(rule, seed)`` with its answers under every rulebook, over every generated rule.

Nothing is asserted about speed (shared machines are noisy); the printed ratios are the result. Each
benchmark asserts that what it timed gave the right result.
"""

from __future__ import annotations

import json
import random
import statistics
import time
from collections.abc import Callable
from typing import Any

import pytest
from benchmark_sizes import size
from flask import Flask

from dealerschool import generate
from dealerschool.quiz import scenarios
from dealerschool.quiz.grading import grade, normalise
from dealerschool.rules.model import RULEBOOK_NAMES, SOURCES
from dealerschool.situations.record import HandRecord, event_for, forget_replays
from dealerschool.situations.views import Audience, table_view, view_as_json

pytestmark = pytest.mark.benchmark

HOLDEM = {"variant": "NT", "starting_stacks": [200] * 6, "blinds_or_straddles": [1, 2], "seed": 11}
STUD = {"variant": "F7S", "starting_stacks": [200] * 6, "antes": 1, "bring_in": 2, "small_bet": 4, "big_bet": 8,
        "seed": 11}
DRAW = {"variant": "F2L3D", "starting_stacks": [200] * 6, "blinds_or_straddles": [1, 2], "small_bet": 2,
        "big_bet": 4, "seed": 11}


def _per_call(function: Callable[[], Any], count: int, repeats: int = size(3, 1)) -> float:
    """Seconds per call: the best of ``repeats`` runs of ``count`` calls."""
    best = float("inf")
    for _ in range(repeats):
        start = time.perf_counter()
        for _ in range(count):
            function()
        best = min(best, (time.perf_counter() - start) / count)
    return best


def bare_flask_client() -> Callable[[], Any]:
    """One test-client GET of a route that returns a constant, on a bare Flask app: the baseline."""
    app = Flask("bench")

    @app.get("/health")
    def health() -> str:
        return "ok"

    client = app.test_client()
    assert client.get("/health").data == b"ok"
    return lambda: client.get("/health")


class Alternated:
    """Times each measured call in turns with the baseline, so that each ratio compares the two under the same
    conditions (timing the baseline once up front put the ratios 2.5x off on a machine whose speed drifted)."""

    def __init__(self, baseline: Callable[[], Any]) -> None:
        self.baseline = baseline
        self.baseline_times: list[float] = []

    def __call__(self, function: Callable[[], Any], count: int, rounds: int = size(3, 1)) -> tuple[float, float]:
        """(seconds per call, the baseline's seconds per call): each the best of ``rounds`` alternating turns."""
        best, base = float("inf"), float("inf")
        for _ in range(rounds):
            base = min(base, _per_call(self.baseline, size(500, 20), repeats=1))
            best = min(best, _per_call(function, count, repeats=1))
        self.baseline_times.append(base)
        return best, base


def played_hand(setup: dict[str, Any], seed: int) -> HandRecord:
    """A whole hand told event by event (every card dealt on its own), with random calls and raises (stud:
    mostly a bring-in, else a completion; a draw: up to two cards from the front of the hand)."""
    rng = random.Random(seed)
    record = HandRecord.start(setup)
    replayed = record.rebuild()
    while not replayed.table.is_complete:
        table = replayed.table
        operation = table.next_dealer_operation()
        if operation is not None:
            event = event_for(operation)
        else:
            seat = table.actor
            legal = table.legal_player_operations()
            if legal == ["discard"]:
                held = table.seat(seat).hole
                event = f"p{seat + 1} sd {''.join(str(card) for card in held[:rng.randrange(3)])}".rstrip()
                record, replayed = record.append_and_replay(event, replayed)
                continue
            if "bring-in" in legal and rng.random() < 0.7:
                record, replayed = record.append_and_replay(f"p{seat + 1} pb", replayed)
                continue
            choice = rng.choice(["cc", "cc", "cc", "raise"] if len(table.in_hand()) > 2 else ["cc", "cc", "raise"])
            if (choice == "raise" or "bring-in" in legal) and ("raise" in legal or "bet" in legal or "complete" in legal):
                event = f"p{seat + 1} cbr {table.raise_options(seat).minimum}"
            elif rng.random() < 0.25 and "call" in legal and len(table.in_hand()) > 2:
                event = f"p{seat + 1} f"
            else:
                event = f"p{seat + 1} cc"
        record, replayed = record.append_and_replay(event, replayed)
    return record


def test_engine_cost_per_web_request():
    timed = Alternated(bare_flask_client())
    whole = played_hand(HOLDEM, 3)
    events = len(whole.events)
    # The drill step: the hand stopped at the river's burn, the trainee burns.
    river_burn = max(i for i, event in enumerate(whole.events) if event == "burn")
    in_progress = HandRecord(whole.setup_json, whole.events[:river_burn]).to_json()

    def drill_step() -> str:
        record = HandRecord.from_json(in_progress, check_events=False)
        record, replayed = record.append_and_replay("burn")
        page = json.dumps(view_as_json(table_view(replayed.table, Audience.DEALER)))
        return record.to_json() + page

    def drill_step_cold() -> str:
        forget_replays()  # another worker made the last step: nothing kept here, every event replayed
        return drill_step()

    def rebuild_cold() -> Any:
        forget_replays()
        return whole.rebuild()

    others = {name: played_hand(setup, 3) for name, setup in (("seven-card stud", STUD), ("2-7 triple draw", DRAW))}

    def rebuild_other(record: HandRecord) -> Callable[[], Any]:
        def cold() -> Any:
            forget_replays()
            return record.rebuild()
        return cold

    assert '"burns":[{"code":null' in drill_step().replace(" ", "")
    step_cold = timed(drill_step_cold, size(200, 5))
    step = timed(drill_step, size(300, 5))  # this worker made the last step: its replay is kept and copied
    rebuild = timed(rebuild_cold, size(200, 5))
    assert rebuild_cold().table.is_complete
    other_rebuilds = {name: timed(rebuild_other(record), size(200, 5)) for name, record in others.items()}
    assert all(rebuild_other(record)().table.is_complete for record in others.values())

    # A grade against an answer computed once, as the question store keeps it.
    made = generate.generate("flop-exposed-card-becomes-burn", 3)
    stored = json.dumps({"question": made.question, "answers": made.answers()})
    right = made.answers()[SOURCES]["answer"]

    def grade_stored() -> bool:
        answers = json.loads(stored)["answers"]
        return normalise(right) == normalise(answers[SOURCES]["answer"])

    assert grade_stored()
    graded = timed(grade_stored, size(2000, 20))
    scenario = scenarios.load(scenarios.scenario_files()[0])
    expected = scenario.expected.get(SOURCES) or next(iter(scenario.expected.values()))
    assert grade(scenario.question, expected["answer"], scenario.situation).correct
    regraded = timed(lambda: grade(scenario.question, expected["answer"], scenario.situation), size(50, 2))

    # A question: generated, with its answers under every rulebook, round-robin over every rule.
    jobs = [(rule_id, seed) for seed in range(size(3, 1)) for rule_id in generate.generatable()]
    times = []
    for rule_id, seed in jobs:
        start = time.perf_counter()
        answers = generate.generate(rule_id, seed).answers()
        times.append(time.perf_counter() - start)
        assert set(answers) == set(RULEBOOK_NAMES) and answers[SOURCES]["rule"] == rule_id
    question_mean, question_median = statistics.fmean(times), statistics.median(times)
    # Timed one by one (each question is different), so its baseline is a turn of the baseline right after.
    question_base = _per_call(timed.baseline, size(500, 20))

    def line(what: str, timing: tuple[float, float]) -> str:
        seconds, base = timing
        return f"  {what:72} {seconds * 1e6:9,.0f} µs  {seconds / base:6.1f}x"

    bases = timed.baseline_times + [question_base]
    print(f"\nper web request, each against a bare Flask test-client GET timed in turns with it "
          f"({min(bases) * 1e6:,.0f} to {max(bases) * 1e6:,.0f} µs in this run):")
    print(line(f"drill step: read, rebuild ({river_burn} events), append one, dealer view as JSON", step_cold))
    print(line("  the same when this process made the last step (its replay kept)", step))
    print(line(f"rebuild a whole six-handed hold'em hand ({events} events, {len(whole.to_json())} bytes)", rebuild))
    print(f"    ({rebuild[0] / events * 1e6:.1f} µs an event)")
    for name, timing in other_rebuilds.items():
        count = len(others[name].events)
        print(line(f"rebuild a whole six-handed {name} hand ({count} events)", timing))
        print(f"    ({timing[0] / count * 1e6:.1f} µs an event)")
    print(line("grade an answer computed once (read the stored JSON, compare)", graded))
    print(line("grade by ruling again (grading.grade on a scripted scenario)", regraded))
    print(line(f"generate a question with its answers under every rulebook (mean of {len(jobs)})",
               (question_mean, question_base)))
    print(line("  the same, median", (question_median, question_base)))
