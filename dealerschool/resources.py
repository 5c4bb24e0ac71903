"""Where templates, static files and scenarios live, in a checkout or installed.

In a checkout (or an editable install) they sit at the top of the repository,
beside the package. A regular ``pip install .`` copies them under
``<prefix>/share/dealerschool/`` (see ``[tool.setuptools.data-files]``).
"""

from __future__ import annotations

import sys
import sysconfig
from pathlib import Path

_CHECKOUT = Path(__file__).resolve().parent.parent


def _candidates(name: str) -> list[Path]:
    prefixes = [sys.prefix, sysconfig.get_config_var("userbase") or "", sys.base_prefix]
    return [_CHECKOUT / name] + [Path(p) / "share" / "dealerschool" / name for p in prefixes if p]


def resource_dir(name: str) -> Path:
    """Return the folder ``name`` (``templates``, ``static`` or ``scenarios``)."""
    for candidate in _candidates(name):
        if candidate.is_dir():
            return candidate
    searched = ", ".join(str(c) for c in _candidates(name))
    raise FileNotFoundError(f"cannot find the {name!r} folder; looked in: {searched}")
