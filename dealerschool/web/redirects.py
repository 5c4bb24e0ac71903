"""The one way a request may name where it goes next (``next=``, ``back=``): a path on this site, never
another host.

A browser reading a ``Location`` drops tabs and newlines anywhere in it, strips leading and trailing
control characters and spaces, and reads a backslash as a slash: so ``/<TAB>/evil.example`` and
``/\\evil.example`` both become ``//evil.example``, another host. Rather than guess each way a browser
might read a target, anything holding a character it treats specially is refused outright, and what is
left must parse (as :func:`urllib.parse.urlsplit` reads it, which here agrees with a browser) as a path
with no scheme and no host.
"""

from __future__ import annotations

from typing import Any
from urllib.parse import urlsplit

MAX_TARGET = 2000
"""The longest target kept (a longer one is no page of ours)."""


def is_safe_target(target: Any) -> bool:
    """True when ``target`` is a path on this site that a browser reads as that same path."""
    if not isinstance(target, str) or not target or len(target) > MAX_TARGET:
        return False
    # Control characters (tab, newline, NUL, DEL, C1), spaces of any kind and backslashes: browsers drop or
    # rewrite them, and none belongs in a path we link to.
    if any(ord(c) < 0x21 or 0x7F <= ord(c) <= 0xA0 or c.isspace() or c == "\\" for c in target):
        return False
    if not target.startswith("/") or target.startswith("//"):
        return False
    try:
        parts = urlsplit(target)
    except ValueError:
        return False
    return not parts.scheme and not parts.netloc and parts.path.startswith("/")


def safe_target(target: Any, default: str) -> str:
    """``target`` when it is a path on this site (:func:`is_safe_target`), else ``default``."""
    return target if is_safe_target(target) else default
