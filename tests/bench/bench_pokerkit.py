"""The PokerKit comparison, run under ``pytest -m benchmark -s`` in a plain process of its own.

PokerKit was found about 1.6x slower inside pytest than in a plain script (our table was not; issue 7), so timing it here
would inflate our ratios: this runs ``tests/pokerkit_compare.py`` as a separate Python process and
prints what it prints (both rates for every measurement).
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = pytest.mark.benchmark

SCRIPT = Path(__file__).resolve().parents[1] / "pokerkit_compare.py"


def test_pokerkit_comparison_in_a_plain_process():
    result = subprocess.run([sys.executable, str(SCRIPT)], capture_output=True, text=True, timeout=3600)
    print("\n" + result.stdout, end="")
    assert result.returncode == 0, result.stderr
    assert result.stdout.count("complete hands") == 10
