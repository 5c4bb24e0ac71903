"""Reading the TOML files users hand us (hand histories, situations, scenarios) with errors that name them."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path
from typing import Any

MAX_KEY_DEPTH = 8
"""The most parts a dotted TOML key may have ('a.b.c' has three; our files use two or three). Checked before
parsing: tomllib's time grows with the square of a key's depth (16,000 levels in 32 kB took 11.6 s)."""

_KEY_PART = r"""(?:[A-Za-z0-9_-]++|"[^"\n]*+"|'[^'\n]*+')"""
_DEEP_KEY = re.compile(rf"\.[ \t]*+{_KEY_PART}(?:[ \t]*+\.[ \t]*+{_KEY_PART}){{{MAX_KEY_DEPTH - 1}}}")
"""MAX_KEY_DEPTH dots each followed by a key part: a key deeper than allowed. Anchored on the dot (which
the regex engine finds by a fast scan) and possessive, so a 64 kB text is searched in a few milliseconds.
Text in strings can match too ('x = "a.b.c.d.e.f.g.h.i"'): a refusal there costs a rewording, not a
wrong parse."""


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
    """Parsed TOML; ValueError naming the source and where the syntax breaks (or where it nests too deep)."""
    deep = _DEEP_KEY.search(text)
    if deep is not None:
        line = text.count("\n", 0, deep.start()) + 1
        raise ValueError(f"{source}: line {line}: a key with more than {MAX_KEY_DEPTH} dotted parts "
                         f"(expected a situation's or scenario's own fields)")
    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError as error:
        raise ValueError(f"{source}: not valid TOML: {error}") from None
    except RecursionError:
        raise ValueError(f"{source}: not valid TOML here: arrays or tables nested too deeply") from None
