"""Reading the TOML files users hand us (hand histories, situations, scenarios) with errors that name them."""

from __future__ import annotations

import tomllib
from pathlib import Path
from typing import Any


def read_text(path: str | Path) -> str:
    """The file's text; ValueError naming the file when it cannot be read or is not UTF-8."""
    path = Path(path)
    try:
        return path.read_text(encoding="utf-8")
    except OSError as error:
        raise ValueError(f"{path}: cannot read: {error.strerror}") from None
    except UnicodeDecodeError:
        raise ValueError(f"{path}: expected UTF-8 text") from None


def parse_toml(text: str, source: str) -> dict[str, Any]:
    """Parsed TOML; ValueError naming the source and where the syntax breaks."""
    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError as error:
        raise ValueError(f"{source}: not valid TOML: {error}") from None
