"""The test folders, one per layer of the package, and putting them on ``sys.path``: for ``conftest.py`` and for
the plain scripts beside the tests (``step_cpu.py``, ``drill_pages.py``...) that borrow a test module's helpers."""

import sys
from pathlib import Path

TESTS = Path(__file__).resolve().parent
FOLDERS = ("engine", "situations", "rules", "quiz", "drill", "web", "browser", "bench")


def put_on_path() -> None:
    """Every test folder on ``sys.path`` (after the script's own first entry), once."""
    for folder in reversed(FOLDERS):
        path = str(TESTS / folder)
        if path not in sys.path:
            sys.path.insert(1, path)
