"""The floor's ruling checker: build a situation in a few clicks and read the ruling under every rulebook.

Usable signed out (a floor supervisor needs a ruling now). No server state: the situation travels
in the request (``s``, the link token of :func:`dealerschool.floor.encode_link`), so the address bar
is always a link that reproduces the situation exactly. Every view parses the request, makes one
engine call (:mod:`dealerschool.floor`) and renders; bad input is shown with the field it concerns.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from flask import Blueprint, Response, abort, make_response, redirect, render_template, request, url_for

from dealerschool import floor
from dealerschool.web import params
from dealerschool.web.builder import (
    adapted_setup,
    default_situation,
    event_figure,
    setup_changed,
    step_added,
    workspace_context,
)
from dealerschool.web.htmx import is_htmx, render_page_or_partial

bp = Blueprint("floor", __name__, url_prefix="/floor")

def _situation_from_request() -> dict[str, Any]:
    """The situation the request carries (``s``), or the default table when it carries none."""
    token = request.values.get("s", "")
    return floor.decode_link(token) if token else default_situation()


def _render(data: Mapping[str, Any], status: int = 200, **context: Any) -> Response:
    """The page, or for an htmx request its workspace alone; the address bar follows the situation."""
    values = workspace_context(data, **context)
    response = make_response(render_page_or_partial("floor/index.html", "floor/_workspace.html", **values), status)
    if is_htmx() and status < 400:
        response.headers["HX-Push-Url"] = url_for("floor.index", s=values["token"])
    return response


def _done(data: Mapping[str, Any], note: str = "") -> Response:
    """After a successful change: the workspace for htmx, else a redirect to the situation's link."""
    if is_htmx():
        return _render(data, note=note)
    return redirect(url_for("floor.index", s=floor.encode_link(data)), code=303)  # type: ignore[return-value]


def _refused(data: Mapping[str, Any], error: floor.FloorError, form: Mapping[str, str] | None = None) -> Response:
    return _render(data, 400, error=error, form=form)


def _current() -> tuple[dict[str, Any] | None, floor.FloorError | None]:
    try:
        return _situation_from_request(), None
    except floor.FloorError as error:
        return None, error


@bp.get("/")
def index() -> Response:
    data, error = _current()
    if data is None:
        return _render(default_situation(), 400, error=error)
    return _render(data)


@bp.get("/table")
def table_at() -> Response:
    """The table as the first ``at`` events leave it: the page's events list links each event here."""
    data, error = _current()
    if data is None:
        return _render(default_situation(), 400, error=error)
    try:
        figure = event_figure(data, request.args.get("at", ""))
    except floor.FloorError as refused:
        return _render(data, 400, error=refused)
    if is_htmx():
        return make_response(render_template("floor/_event_table.html", figure=figure))
    return _render(data, figure=figure)


@bp.post("/setup")
def setup() -> Response:
    """The table before the hand; the events so far are kept when they still fit."""
    data, error = _current()
    if data is None:
        return _render(default_situation(), 400, error=error)
    form = {k: v for k, v in request.form.items() if isinstance(v, str)}
    try:
        fresh, note = setup_changed(data, form, request.headers.get("HX-Trigger-Name", ""))
    except floor.FloorError as refused:
        return _refused(data, refused, adapted_setup(form, request.headers.get("HX-Trigger-Name", "")))
    return _done(fresh, note=note)


@bp.post("/step")
def step() -> Response:
    data, error = _current()
    if data is None:
        return _render(default_situation(), 400, error=error)
    form = {k: v for k, v in request.form.items() if isinstance(v, str)}
    try:
        added, note = step_added(data, form)
    except floor.FloorError as refused:
        return _refused(data, refused)
    return _done(added, note=note)


@bp.post("/undo")
def undo() -> Response:
    data, error = _current()
    if data is None:
        return _render(default_situation(), 400, error=error)
    count = params.read_whole(request.form.get("count", "1"), 0, floor.MAX_EVENTS)
    return _done(floor.undo_step(data, 1 if count is None else count))


@bp.post("/load")
def load() -> Response:
    """A situation file pasted or uploaded (a scenario file's [situation] is taken too)."""
    upload = request.files.get("file")
    text: str | bytes = request.form.get("text", "")
    source = "pasted text"
    if upload is not None and upload.filename:
        text = upload.read(floor.MAX_SITUATION_BYTES + 1)
        source = upload.filename[:80]
    try:
        data = floor.parse_situation_text(text, source)
    except floor.FloorError as refused:
        current, _ = _current()
        return _refused(current or default_situation(), refused)
    return _done(data)


@bp.get("/situation.toml")
def download() -> Response:
    data, error = _current()
    if data is None:
        abort(400, description=str(error))
    response = make_response(floor.situation_toml(data))
    response.headers["Content-Type"] = "application/toml; charset=utf-8"
    response.headers["Content-Disposition"] = 'attachment; filename="situation.toml"'
    return response
