"""Every benchmark runs in the default test run, at its small size (``BENCH_SMALL=1``), so none can rot unseen.

The benchmarks are deselected by default (``-m 'not benchmark'``: they take minutes and their figures are the
result, not a pass or fail). ``bench_pokerkit`` was once broken for weeks by a renamed helper. This runs
``pytest -m benchmark`` in a process of its own with tiny sizes: each benchmark must pass its own checks
(chips conserved, answers stored, the timed work gave the right result) and print its ratio lines. Nothing
here is about speed.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent
BENCHMARKS = sorted(path.name for path in HERE.glob("bench_*.py"))

# What each benchmark prints when it ran to the end: its ratio lines against the baseline of the same run.
PRINTS = {
    "bench_deal.py": r"drill step / trivial: p50 [\d.]+x, p99 [\d.]+x",
    "bench_generate.py": r"all rules: median [\d.]+ ms, worst [\d.]+ ms",
    "bench_pokerkit.py": r"complete hands .*ratio [\d.]+x",
    "bench_requests.py": r"drill step: read, rebuild .* [\d.]+x",
    "bench_scale.py": r"My progress +[\d.]+ +[\d.]+ +[\d.]+ +[\d.]+x",
    "bench_web.py": r"answers / trivial: throughput [\d.]+x",
}


def test_every_benchmark_is_listed_here():
    assert sorted(PRINTS) == BENCHMARKS


@pytest.mark.slow
@pytest.mark.parametrize("name", BENCHMARKS)
def test_benchmark_runs_at_its_small_size(name, tmp_path):
    environment = {**os.environ, "BENCH_SMALL": "1"}
    environment.pop("BENCH_SECONDS", None)
    result = subprocess.run(
        [sys.executable, "-m", "pytest", "-m", "benchmark", "-s", "-q", "-p", "no:cacheprovider", "-p", "no:xdist",
         str(HERE / name)],
        cwd=HERE.parents[1], env=environment, capture_output=True, text=True, timeout=600)
    output = result.stdout + result.stderr
    assert result.returncode == 0, output[-4000:]
    assert re.search(r"\b\d+ passed\b", result.stdout), output[-4000:]
    assert re.search(PRINTS[name], result.stdout), output[-4000:]
