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
from dealerschool.poker.games import GAMES
from dealerschool.rules.reference import rulebook_title
from dealerschool.situations.views import Audience, table_view
from dealerschool.table import words
from dealerschool.table.table import Phase
from dealerschool.web import draw, params
from dealerschool.web.htmx import is_htmx, render_page_or_partial

bp = Blueprint("floor", __name__, url_prefix="/floor")

DEFAULT_FORM = {"game": "holdem", "structure": "no-limit", "seats": "6", "button": "6", "small_blind": "1",
                "big_blind": "2", "seed": "1", **{f"stack_{n}": "200" for n in range(1, 7)}}
"""The table the page starts from: six players, 200 each, 1/2 no-limit hold'em."""


def _default() -> dict[str, Any]:
    return floor.setup_from_form(DEFAULT_FORM).mapping()


def _situation_from_request() -> dict[str, Any]:
    """The situation the request carries (``s``), or the default table when it carries none."""
    token = request.values.get("s", "")
    return floor.decode_link(token) if token else _default()


def workspace_context(data: Mapping[str, Any], error: floor.FloorError | None = None, note: str = "",
             form: Mapping[str, str] | None = None, figure: Mapping[str, Any] | None = None) -> dict[str, Any]:
    answer = floor.check(data)
    table = answer.table
    token = floor.encode_link(data)
    events = list(data.get("events", []))
    # One-click steps are offered only where they fit the table now; the reason shows when not.
    one_click = floor.one_click_steps(data)
    groups = []
    for names, ruling in answer.groups():
        groups.append({
            "books": [rulebook_title(name) for name in names], "names": names, "ruling": ruling,
            "citations": [str(c) for c in ruling.answer.citations],
            "table": draw.table(table_view(ruling.table, Audience.REVIEW),
                                caption=f"After the remedy ({', '.join(names)})"),
        })
    return {
        "data": data, "token": token, "answer": answer, "groups": groups,
        "errors": {rulebook_title(book): message for book, message in answer.errors.items()},
        "events": list(zip(events, floor.events_in_words(data, table), strict=False)),
        "before": draw.table(table_view(table, Audience.REVIEW), caption="The table as the events leave it",
                             loose=words.loose_chips(irregular.event for irregular in answer.irregularities)),
        "setup": _shown_setup(data, form), "games": GAMES, "structures": floor.game_structures,
        "family": table.game.family.value, "max_seats": table.game.max_seats,
        "moments": [(m.id, m.label(table.game)) for m in floor.moments(data) if not floor.passed(table, m)],
        "one_click": one_click, "steps": floor.STEPS,
        "occupied": [i + 1 for i in table.occupied], "actor": None if table.actor is None else table.actor + 1,
        "to_call": 0 if table.actor is None else table.to_call(table.actor),
        "actions": floor.actions_for(table), "betting": table.phase is Phase.BETTING,
        "error": error, "note": note, "figure": figure, "house": dict(data.get("house", {})),
        "share_url": url_for("floor.index", s=token, _external=True),
        "download_url": url_for("floor.download", s=token),
    }


def _shown_setup(data: Mapping[str, Any], typed: Mapping[str, str] | None) -> dict[str, str]:
    """The set-up form's values: what was typed (a refused form keeps it), else the situation's own."""
    shown = {**floor.setup_of(data), **(typed or {})}
    if params.read_whole(shown.get("seats"), 2, 10) is None:
        shown["seats"] = floor.setup_of(data)["seats"]
    return shown


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


def adapted_setup(form: dict[str, str], changed: str) -> dict[str, str]:
    """The set-up form after one of its choices changed (htmx names it): the other fields follow, so
    picking razz or four seats gives a table at once instead of an error about the old stakes."""
    game = GAMES.get(form.get("game", ""))
    if game is None:
        return form
    if changed == "game":
        structures = [s.value for s in floor.game_structures(game.code)]
        if form.get("structure") not in structures and structures:
            form["structure"] = structures[0]
        if game.family.value == "stud":
            form["bring_in"] = form.get("bring_in") or form.get("big_blind") or "2"
            form["ante"] = form.get("ante") or form.get("small_blind") or "1"
            form.pop("button", None)
        else:
            form["big_blind"] = form.get("big_blind") or form.get("bring_in") or "2"
            form["small_blind"] = form.get("small_blind") or form.get("ante") or "1"
    if changed in ("game", "seats"):
        count = params.read_whole(form.get("seats"), 0, 99)
        top = min(count, game.max_seats) if count is not None else game.max_seats
        form["seats"] = str(max(2, top))
        stacks = [form.get(f"stack_{n}", "") for n in range(1, 11)]
        usual = max((v for v in stacks if v), key=stacks.count, default="200")
        for n in range(1, int(form["seats"]) + 1):
            form.setdefault(f"stack_{n}", usual)
        button = params.read_whole(form.get("button"), 0, 99)
        if button is not None and button > int(form["seats"]):
            form["button"] = form["seats"]
    return form


@bp.get("/")
def index() -> Response:
    data, error = _current()
    if data is None:
        return _render(_default(), 400, error=error)
    return _render(data)


@bp.get("/table")
def table_at() -> Response:
    """The table as the first ``at`` events leave it: the page's events list links each event here."""
    data, error = _current()
    if data is None:
        return _render(_default(), 400, error=error)
    try:
        figure = event_figure(data, request.args.get("at", ""))
    except floor.FloorError as refused:
        return _render(data, 400, error=refused)
    if is_htmx():
        return make_response(render_template("floor/_event_table.html", figure=figure))
    return _render(data, figure=figure)


def setup_changed(data: Mapping[str, Any], form: Mapping[str, str], changed: str = "") -> tuple[dict[str, Any], str]:
    """The situation with the table set up as the set-up ``form`` says (``changed``: the choice htmx names,
    see :func:`adapted_setup`) and a note for the page; the events so far are kept when they still fit.
    FloorError names the field at fault. The scenario writer's builder makes the same change."""
    fresh = floor.setup_from_form(adapted_setup(dict(form), changed)).mapping()
    events = data.get("events", [])
    if "house" in data:
        fresh["house"] = dict(data["house"])  # the house settings are not on the form: they stay
    if events:
        try:
            floor.checked({**fresh, "events": events})
            fresh["events"] = list(events)
        except floor.FloorError:
            return {**fresh, "events": []}, "The events so far do not fit the new table: they were cleared."
    else:
        fresh["events"] = []
    return floor.same_table_for_every_rulebook(fresh), ""


def step_added(data: Mapping[str, Any], form: Mapping[str, str]) -> tuple[dict[str, Any], str]:
    """The situation with the step ``form`` describes added, and a note for the page (a house setting pinned
    so every rulebook rules on the same hand). FloorError says what cannot be added."""
    added = floor.add_step(data, form)
    pinned = sorted(set(added.get("house", {})) - set(data.get("house", {})))
    note = (f"So that every rulebook rules on the same hand, the house setting {', '.join(pinned)} is written into "
            "the situation as the default rulebook has it (another rulebook's would have made these events a "
            "different hand)." if pinned else "")
    return added, note


def event_figure(data: Mapping[str, Any], at: str) -> dict[str, Any]:
    """The table as the first ``at`` events leave it, drawn and said in words (FloorError for a bad ``at``)."""
    events = list(data.get("events", []))
    found = params.read_whole(at, 0, floor.MAX_EVENTS)
    count = -1 if found is None else found
    table = floor.table_after(data, count)
    last = floor.events_in_words({**data, "events": events[:count]}, table)[-1:] if count > 0 else []
    said = "before any event" if count == 0 else f"after event {count}: {last[0][:1].lower() + last[0][1:] if last else events[count - 1]}"
    return {"at": count, "words": said,
            "drawing": draw.table(table_view(table, Audience.REVIEW), caption=f"The table {said}")}


@bp.post("/setup")
def setup() -> Response:
    """The table before the hand; the events so far are kept when they still fit."""
    data, error = _current()
    if data is None:
        return _render(_default(), 400, error=error)
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
        return _render(_default(), 400, error=error)
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
        return _render(_default(), 400, error=error)
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
        return _refused(current or _default(), refused)
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
