"""Our engine against PokerKit 0.7.7, measured in a plain process: evaluations and complete hands.

Run it as a script (from the repository root)::

    .venv/bin/python tests/pokerkit_compare.py

PokerKit was found about 1.6x slower inside pytest than in a plain script while our table was not (issue 7), so a
comparison made under pytest flatters our ratios; this script prints both rates from one plain process.
``pytest -m benchmark -s`` runs it too (``tests/bench/bench_pokerkit.py``). Nothing is asserted about speed
(shared machines are noisy); every timed hand is checked to finish with its chips conserved, and both
evaluators must order the timed hands alike.
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE), str(HERE.parent)]  # the helpers beside this file, and the package in the checkout

import pokerkit_driver as driver  # noqa: E402
import pokerkit_hands  # noqa: E402
import pokerkit_table  # noqa: E402


def main() -> None:
    print("PokerKit comparison, one plain process (no pytest):", flush=True)
    print("  " + pokerkit_hands.seven_card_high(), flush=True)
    print("  " + pokerkit_hands.omaha_hi_lo(), flush=True)
    for code in sorted(driver.GAMES):
        print("  complete hands " + pokerkit_table.complete_hands(code), flush=True)


if __name__ == "__main__":
    main()
