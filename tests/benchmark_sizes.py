"""How big a benchmark runs: full size by default, tiny under ``BENCH_SMALL=1``.

The benchmarks are deselected from the default run (``-m 'not benchmark'``), so one that broke could go
unseen for weeks (``bench_pokerkit`` once did). ``tests/bench/test_benchmarks_run.py`` runs every benchmark at its
small size in the default run: it checks that each one runs, checks what it timed and prints its ratios,
not how fast anything was.
"""

from __future__ import annotations

import os

SMALL = os.environ.get("BENCH_SMALL") == "1"
"""True in the smoke run: every count shrinks to a size that takes a few seconds."""


def size(full: int, small: int) -> int:
    """``full`` normally, ``small`` in the smoke run."""
    return small if SMALL else full


def seconds(full: float, small: float) -> float:
    """A load run's length: ``BENCH_SECONDS`` if set, else ``full`` normally and ``small`` in the smoke run."""
    if os.environ.get("BENCH_SECONDS"):
        return float(os.environ["BENCH_SECONDS"])
    return small if SMALL else full
