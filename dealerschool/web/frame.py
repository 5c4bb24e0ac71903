"""The frame every page shares (``templates/base.html``): its stylesheet, scripts and icon, the main navigation
and the account links, as URLs.

They depend only on the app's routes and the root the app is served under, so each is worked out once, at the
first page a root is served, and kept on the app: ``base.html`` asked ``url_for`` for each of them (sixteen
calls through Jinja) on every page, about half of what the frame added to a page."""

from __future__ import annotations

from typing import Any

from flask import Flask, current_app, request, url_for

STATIC_FILES = ("style.css", "favicon.svg", "htmx-2.0.11.min.js", "keyboard.js", "deal.js", "errors.js")
"""The static files every page links (``static/``)."""

AREAS = (
    ("quiz", "quiz.start", "Quiz"),
    ("quiz", "quiz.practice", "Practice what I miss"),
    ("progress", "progress.index", "My progress"),
    ("floor", "floor.index", "Floor ruling"),
    ("reference", "reference.index", "Rules"),
    ("deal", "deal.index", "Deal"),
    ("classes", "classes.index", "Classes"),
)
"""The main navigation: (blueprint, endpoint, label), a link for each area whose blueprint is registered (floor and
reference come from their own branch)."""

ACCOUNT_ENDPOINTS = ("index", "auth.password", "auth.sign_out", "auth.sign_in", "auth.sign_up", "instructor.index")
"""The other links of the frame (those whose blueprint is registered)."""

ROOTS_KEPT = 8
"""The roots an app keeps its frame for (a deployment serves one; more are worked out on each page, not kept)."""


def frame_links() -> dict[str, Any]:
    """The frame's URLs for this request's root: ``static`` (by file name), ``areas`` (each registered area's
    endpoint, URL and label, in order) and ``links`` (by endpoint)."""
    app: Flask = current_app._get_current_object()  # type: ignore[attr-defined]
    kept: dict[str, dict[str, Any]] = app.extensions.setdefault("dealerschool.frame", {})
    root = request.script_root
    found = kept.get(root)
    if found is None:
        found = {"static": {name: url_for("static", filename=name) for name in STATIC_FILES},
                 "areas": [(endpoint, url_for(endpoint), label) for blueprint, endpoint, label in AREAS
                           if blueprint in app.blueprints],
                 "links": {endpoint: url_for(endpoint) for endpoint in ACCOUNT_ENDPOINTS
                           if "." not in endpoint or endpoint.split(".")[0] in app.blueprints}}
        if len(kept) < ROOTS_KEPT:
            kept[root] = found
    return found
