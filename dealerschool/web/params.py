"""Reading a whole number from a request, one way for every form field, query value and path id.

``str.isdigit`` says yes to '²' and '١٢', which ``int`` then refuses or reads; a path id of 2**63 overflows
SQLite's integers; a 5,000-digit number is over ``int``'s own limit. Here a number is ASCII digits only, no
longer than its largest value, and within a range: anything else is a clear 400 naming the field (never a
500), checked before any work is done with it.
"""

from __future__ import annotations

import re
from typing import Any

from flask import abort
from werkzeug.routing import IntegerConverter

ASCII_DIGITS = re.compile(r"[0-9]+")

LARGEST_ID = 2**53
"""The largest id a path may carry: well inside SQLite's 64-bit integers (and JavaScript's exact ones)."""


def read_whole(text: Any, low: int, high: int) -> int | None:
    """``text`` as a whole number from ``low`` to ``high``, or None when it is not one: ASCII digits only
    (surrounding spaces allowed), never longer than ``high`` written out, so no text costs more than that."""
    if not isinstance(text, str):
        return None
    text = text.strip()
    if not text or len(text) > len(str(high)) or not ASCII_DIGITS.fullmatch(text):
        return None
    value = int(text)
    return value if low <= value <= high else None


def whole(text: Any, field: str, low: int, high: int, default: int | None = None) -> int:
    """A whole number from ``low`` to ``high`` read from a request value, ``default`` when the value is
    missing or blank (when a default is given); anything else aborts with a 400 that names the field."""
    if default is not None and (text is None or (isinstance(text, str) and not text.strip())):
        return default
    value = read_whole(text, low, high)
    if value is None:
        shown = text[:20] if isinstance(text, str) else ""
        abort(400, f"{field}: expected a whole number from {low} to {high}, got {shown!r}.")
    return value


class IdConverter(IntegerConverter):
    """The ``int`` converter of every route: ASCII digits only and at most :data:`LARGEST_ID`, so a path id
    too large for SQLite (or written in other digits) is a 404, like any other id that names nothing."""

    regex = r"[0-9]{1,16}"

    def __init__(self, map: Any, *args: Any, **kwargs: Any) -> None:
        kwargs.setdefault("max", LARGEST_ID)
        super().__init__(map, *args, **kwargs)
