"""htmx requests: whether one wants a partial, and rendering a page or its partial.

Every blueprint answers an htmx request with the part of the page it swaps, and any other request with
the whole page, from one URL (``create_app`` adds ``Vary: HX-Request`` so a cache keeps them apart)."""

from __future__ import annotations

from typing import Any

from flask import render_template, request


def is_htmx() -> bool:
    """An htmx request, which gets a partial: not htmx's history restore (the page not in its history
    cache, fetched again), which also says HX-Request but wants the whole page."""
    return (request.headers.get("HX-Request") == "true"
            and request.headers.get("HX-History-Restore-Request") != "true")


def render_page_or_partial(page: str, partial: str, **context: Any) -> str:
    """``partial`` rendered for an htmx request, else ``page``, with the same context."""
    return render_template(partial if is_htmx() else page, **context)
