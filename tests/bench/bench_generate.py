"""Throughput of randomized scenarios: generated, built and ruled per second on one core.

Run with ``pytest tests/bench/bench_generate.py -m benchmark -s`` (or ``pytest -m benchmark -s`` for all). Nothing here asserts speed (shared
machines are noisy); the printed figures are the result. The baseline, measured in the same run on
the same situations, is what any consumer of a situation pays anyway: build the table and replay the
events. The benchmark does assert that every timed scenario was ruled with the rule it was generated for.
"""

from __future__ import annotations

import gc
import statistics
import time
from collections import defaultdict

import pytest
from benchmark_sizes import size

from dealerschool import generate
from dealerschool.generate.core import Work
from dealerschool.rules.model import SOURCES
from dealerschool.situations import replay

pytestmark = pytest.mark.benchmark

FIRST = ("flop-exposed-first-two", "flop-exposed-card-becomes-burn", "flop-two-cards-exposed", "boxed-cards",
         "boxed-card-single", "extra-hand-empty-seat", "premature-turn", "turn-without-burn", "turn-two-burns",
         "pot-limit-maximum", "no-limit-minimum-raise", "side-pots", "stud-bring-in-low-card", "razz-bring-in",
         "first-to-act-button-games", "first-to-act-preflop-blinds")
"""The families generated first (the issue's examples): their mix is printed on its own."""

PER_RULE = size(60, 1)
"""Seeds per rule in one timed pass (every rule with a generator, round-robin)."""


def _best(function, repeats: int = size(3, 1)) -> float:
    best = float("inf")
    for _ in range(repeats):
        start = time.perf_counter()
        function()
        best = min(best, time.perf_counter() - start)
    return best


def test_scenarios_generated_and_ruled_per_second():
    rules = generate.generatable()
    jobs = [(rule_id, seed) for seed in range(PER_RULE) for rule_id in rules]
    found: list[str] = []
    per_rule: dict[str, float] = defaultdict(float)

    def generate_and_rule() -> None:
        found.clear()
        for rule_id, seed in jobs:
            made = generate.generate(rule_id, seed)
            found.append(made.answer(SOURCES)[1])  # builds the situation (a replay) and rules on it

    def generate_only() -> None:
        for rule_id, seed in jobs:
            generate.generate(rule_id, seed)

    total = _best(generate_and_rule)
    assert found == [rule_id for rule_id, _ in jobs]
    made = [generate.generate(rule_id, seed) for rule_id, seed in jobs]
    built = [m.build() for m in made]

    def baseline() -> None:
        for situation in built:
            replay(situation)

    base = _best(baseline)
    gen = _best(generate_only, repeats=1)
    for rule_id in rules:
        start = time.perf_counter()
        for seed in range(PER_RULE):
            generate.generate(rule_id, seed).answer(SOURCES)
        per_rule[rule_id] = PER_RULE / (time.perf_counter() - start)
    count = len(jobs)
    rate = count / total
    print(f"\n{count} scenarios over {len(rules)} rules: {rate:,.0f} generated and ruled per second "
          f"(generation alone {count / gen:,.0f}/s)")
    print(f"baseline, build and replay the same situations: {count / base:,.0f}/s; "
          f"a generated and ruled scenario costs {total / base:.1f}x a plain replay")
    first = [rule_id for rule_id in FIRST if rule_id in per_rule]
    mix = len(first) / sum(1 / per_rule[rule_id] for rule_id in first)
    print(f"the deal, board and burn irregularities and the table-computed answers ({len(first)} rules): "
          f"{mix:,.0f}/s")
    for rule_id, per_second in sorted(per_rule.items(), key=lambda item: item[1]):
        print(f"  {rule_id:34} {per_second:8,.0f}/s")


SEEDS_PER_RULE = size(200, 2)
"""Seeds per rule for the median and worst generation."""


class CollectorTime:
    """CPU time Python's garbage collector spends, counted while a generation runs (a full collection over a
    large heap can take tens of milliseconds: a pause of the process, not work of the generator)."""

    def __init__(self) -> None:
        self.total = 0.0
        self._start = 0.0

    def __call__(self, phase: str, info: dict) -> None:
        if phase == "start":
            self._start = time.thread_time()
        else:
            self.total += time.thread_time() - self._start


def test_generation_median_and_worst_per_rule():
    """How long one generation takes, per rule: median and worst over many seeds, in time and in budget steps.

    Times are this thread's CPU time (``time.thread_time``), so the moments the shared machine gives to
    other processes do not count as a slow generation; the garbage collector's pauses are shown apart.
    Each rule is generated once before timing (first calls fill caches: the badugi evaluator's, say). The
    steps (:data:`generate.BUDGET`) do not depend on the machine at all."""
    collector = CollectorTime()
    gc.callbacks.append(collector)
    rows = []
    every_time: list[float] = []
    every_step: list[int] = []
    pauses: list[float] = []
    try:
        for rule_id in generate.generatable():
            generate.generate(rule_id, 10**6)
            times, steps = [], []
            for seed in range(SEEDS_PER_RULE):
                before = collector.total
                start = time.thread_time()
                generate.generate(rule_id, seed)
                elapsed = time.thread_time() - start
                paused = collector.total - before
                pauses.append(paused)
                times.append(elapsed - paused)
                steps.append(Work.spent)
            assert max(steps) <= generate.BUDGET
            every_time += times
            every_step += steps
            rows.append((rule_id, statistics.median(times), max(times), statistics.median(steps), max(steps)))
    finally:
        gc.callbacks.remove(collector)
    median, worst = statistics.median(every_time), max(every_time)
    step_median, step_worst = statistics.median(every_step), max(every_step)
    print(f"\none generation, {SEEDS_PER_RULE} seeds of each of {len(rows)} rules (CPU time, garbage collection "
          f"apart; budget {generate.BUDGET} steps):")
    print(f"  all rules: median {median * 1e3:.2f} ms, worst {worst * 1e3:.2f} ms = {worst / median:.0f}x the median; "
          f"steps: median {step_median:.0f}, worst {step_worst} = {step_worst / step_median:.0f}x")
    print(f"  garbage collection during a generation: at most {max(pauses) * 1e3:.1f} ms, "
          f"in {sum(1 for p in pauses if p > 0.001)} of {len(pauses)} generations more than 1 ms")
    ratios = sorted(((w / m, rule_id) for rule_id, m, w, _, _ in rows), reverse=True)
    print(f"  per rule, worst / that rule's median: at most {ratios[0][0]:.1f}x ({ratios[0][1]}); "
          f"rules whose worst passes 20x the median of all rules: "
          f"{', '.join(r for r, _, w, _, _ in rows if w > 20 * median) or 'none'}")
    print(f"  {'rule':38} {'median ms':>9} {'worst ms':>9} {'ratio':>6} {'steps':>6} {'worst':>6}")
    for rule_id, m, w, sm, sw in sorted(rows, key=lambda row: -row[2])[:25]:
        print(f"  {rule_id:38} {m * 1e3:9.2f} {w * 1e3:9.2f} {w / m:6.1f} {sm:6.0f} {sw:6}")
