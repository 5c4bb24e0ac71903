"""One generation's median and worst, in CPU time and in budget steps, over many seeds of every rule (a plain
script, not a test: 1,000 seeds of every rule take several minutes).

    python tests/generation_times.py --seeds 1000              # every rule
    python tests/generation_times.py --seeds 300 hi-lo-split   # some rules

Each rule is generated once before it is timed (first calls fill caches). Times are this thread's CPU time
with the garbage collector off while a generation runs, so neither the other processes of a shared machine nor
a full collection counts as a slow generation; a machine under load still slows every step, so read the ratios
(worst / median), and the steps, which depend on nothing but the seed.
"""

from __future__ import annotations

import argparse
import gc
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))


def main() -> None:
    from dealerschool import generate
    from dealerschool.generate.core import Work

    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--seeds", type=int, default=1000, help="seeds per rule (default 1000)")
    parser.add_argument("rules", nargs="*", help="rule ids (default: every rule with a generator)")
    args = parser.parse_args()
    rows = []
    every_time: list[float] = []
    every_step: list[int] = []
    for rule_id in args.rules or generate.generatable():
        generate.generate(rule_id, 10**6)
        times, steps = [], []
        for seed in range(args.seeds):
            gc.disable()
            try:
                start = time.thread_time()
                generate.generate(rule_id, seed)
                times.append(time.thread_time() - start)
            finally:
                gc.enable()
            steps.append(Work.spent)
        every_time += times
        every_step += steps
        rows.append((rule_id, statistics.median(times), max(times), statistics.median(steps), max(steps),
                     steps.index(max(steps))))
    median, worst = statistics.median(every_time), max(every_time)
    step_median, step_worst = statistics.median(every_step), max(every_step)
    print(f"{len(every_time)} generations ({args.seeds} seeds of each of {len(rows)} rules), budget "
          f"{generate.BUDGET} steps:")
    print(f"  time: median {median * 1e3:.2f} ms, worst {worst * 1e3:.2f} ms = {worst / median:.1f}x the median")
    print(f"  steps: median {step_median:.0f}, worst {step_worst} = {step_worst / step_median:.1f}x the median")
    print(f"  {'rule':38} {'median ms':>9} {'worst ms':>9} {'steps':>6} {'worst':>6}  worst seed")
    for rule_id, m, w, sm, sw, seed in sorted(rows, key=lambda row: -row[4])[:15]:
        print(f"  {rule_id:38} {m * 1e3:9.2f} {w * 1e3:9.2f} {sm:6.0f} {sw:6}  {seed}")


if __name__ == "__main__":
    main()
