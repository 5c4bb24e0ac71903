"""The code stays lint-clean and type-clean (ruff and mypy, configured in pyproject.toml)."""

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).parent.parent


def test_ruff_finds_nothing():
    ruff = shutil.which("ruff") or str(Path(sys.executable).parent / "ruff")
    if not Path(ruff).exists():
        pytest.fail("ruff is not installed: it is part of the test extras (pip install '.[test]')")
    result = subprocess.run([ruff, "check", "dealerschool", "tests"], cwd=ROOT, capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr


def test_mypy_finds_nothing():
    mypy = shutil.which("mypy") or str(Path(sys.executable).parent / "mypy")
    if not Path(mypy).exists():
        pytest.fail("mypy is not installed: it is part of the test extras (pip install '.[test]')")
    # The settings (files, unused ignores) are in pyproject.toml; no cache, so a clean checkout behaves the same.
    result = subprocess.run([mypy, "--no-incremental", "--cache-dir", "/dev/null"], cwd=ROOT, capture_output=True,
                            text=True)
    assert result.returncode == 0, result.stdout + result.stderr
