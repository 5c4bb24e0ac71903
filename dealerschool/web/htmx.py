"""htmx requests: whether one wants a partial, and rendering a page or its partial.

Every blueprint answers an htmx request with the part of the page it swaps, and any other request with
the whole page, from one URL (``create_app`` adds ``Vary: HX-Request`` so a cache keeps them apart)."""

from __future__ import annotations

from typing import Any

from flask import render_template, request


def is_htmx() -> bool:
    """An htmx request, which gets a partial: not htmx's history restore (the page not in its history
    cache, fetched again), which also says HX-Request but wants the whole page."""
    # Read from the WSGI environ, where the server put the headers (``request.headers`` looks each one up through
    # a case-blind wrapper: 15 µs of an answer POST for the two, asked on every page and form post).
    environ = request.environ
    return (environ.get("HTTP_HX_REQUEST") == "true"
            and environ.get("HTTP_HX_HISTORY_RESTORE_REQUEST") != "true")


def render_page_or_partial(page: str, partial: str, **context: Any) -> str:
    """``partial`` rendered for an htmx request, else ``page``, with the same context."""
    return render_template(partial if is_htmx() else page, **context)
