"""A class's library of scenarios its instructors write in the browser: the floor checker's builder for the
situation (the same builder: ``web.floor``'s public functions and its ``floor/_workspace.html``), the question's
fields, a preview of the engine's ruling under the class's rules beside the expected one, and the library's
list, page, edit, delete and scenario-file download. Each view parses the request, makes one engine call
(``authoring``) and stores or renders.

Only the class's instructors (and school admins) reach any of it: a trainee is refused (403) at every URL, and
another instructor's class (or a scenario of another class) is answered as missing (404)."""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

from flask import Blueprint, Response, abort, flash, g, make_response, redirect, render_template, request, url_for

from dealerschool import authoring, floor, room, store
from dealerschool.rules.reference import rulebook_title
from dealerschool.situations.views import Audience, table_view
from dealerschool.web import builder as floor_builder
from dealerschool.web import draw
from dealerschool.web.auth import instructor_only
from dealerschool.web.class_library import (
    disagreement,
    draft_of,
    library,
    preview_of,
    room_house,
)
from dealerschool.web.htmx import is_htmx

bp = Blueprint("class_scenarios", __name__, url_prefix="/classes/<int:class_id>/scenarios")

BUILDER_ACTIONS = {"floor.setup": "setup", "floor.step": "step", "floor.undo": "undo", "floor.load": "load"}
"""The floor builder's endpoints that change the situation, and the same step on this page's builder."""


def taught_or_404(class_id: int) -> dict[str, Any]:
    taught = store.class_taught(store.get_db(), class_id, g.user)
    if taught is None:
        abort(404, "There is no such class among the classes you teach.")
    return taught


def scenario_or_404(class_id: int, scenario_id: int) -> dict[str, Any]:
    found = store.find_class_scenario(store.get_db(), class_id, scenario_id)
    if found is None:
        abort(404, "There is no such scenario in this class's library.")
    return found


def default_situation() -> dict[str, Any]:
    """The table a new scenario starts from: the floor checker's."""
    return floor_builder.default_situation()


def situation_from(token: str) -> tuple[dict[str, Any] | None, floor.FloorError | None]:
    """The situation a request's ``s`` carries (none: the default table), or the error that refuses it."""
    if not token:
        return default_situation(), None
    try:
        return floor.decode_link(token), None
    except floor.FloorError as error:
        return None, error


def form_of(row: Mapping[str, Any]) -> dict[str, str]:
    return {name: str(row[name]) for name in ("title", "prompt", "expected", "explanation", "citation", "difficulty")}


# --- the builder: the floor checker's, its steps routed here -----------------------------------------------------


def builder_url_for(class_id: int, scenario_id: int | None) -> Any:
    """``url_for`` for the floor's builder template on this page: the builder's own endpoints come here (so
    the situation stays with the scenario being written, and the address bar with this page); every other
    endpoint is Flask's."""

    def routed(endpoint: str, **values: Any) -> str:
        edit: dict[str, Any] = {} if scenario_id is None else {"scenario": scenario_id}
        if endpoint in BUILDER_ACTIONS:
            return url_for("class_scenarios.builder", class_id=class_id, action=BUILDER_ACTIONS[endpoint],
                           **edit, **values)
        if endpoint == "floor.table_at":
            return url_for("class_scenarios.builder_table", class_id=class_id, **edit, **values)
        return url_for(endpoint, **values)

    return routed


def page_url(class_id: int, scenario_id: int | None, token: str) -> str:
    """This page's address for a situation: a new scenario's, or the one being edited."""
    if scenario_id is None:
        return url_for("class_scenarios.new", class_id=class_id, s=token)
    return url_for("class_scenarios.edit", class_id=class_id, scenario_id=scenario_id, s=token)


def edited_id(class_id: int) -> int | None:
    """The library scenario the builder works for (``scenario``), checked to be this class's; None: a new one."""
    text = request.args.get("scenario", "")
    if not text:
        return None
    if not (text.isascii() and text.isdigit() and len(text) < 12):
        abort(404, "There is no such scenario in this class's library.")
    return int(scenario_or_404(class_id, int(text))["id"])


def render_write(taught: Mapping[str, Any], data: Mapping[str, Any], scenario: Mapping[str, Any] | None,
                 form: Mapping[str, str], errors: Mapping[str, str] | None = None,
                 shown: authoring.Preview | None = None, status: int = 200, **builder: Any) -> Response:
    """The page where a scenario is written: the builder (its workspace) and the question's fields."""
    scenario_id = None if scenario is None else int(scenario["id"])
    try:
        context = floor_builder.workspace_context(data, **builder)
    except floor.FloorError as error:  # a stored situation this version cannot play: the builder starts afresh
        context = floor_builder.workspace_context(default_situation(), error=error)
        status = max(status, 400) if scenario is None else status
    page = render_template("class_scenarios/write.html", **context, **question_context(
        taught, scenario, form, context["token"], errors, shown), url_for=builder_url_for(taught["id"], scenario_id))
    return make_response(page, status)


def question_context(taught: Mapping[str, Any], scenario: Mapping[str, Any] | None, form: Mapping[str, str],
                     token: str, errors: Mapping[str, str] | None = None,
                     shown: authoring.Preview | None = None) -> dict[str, Any]:
    return {"found": taught, "scenario": scenario, "form": form, "field_errors": errors or {}, "preview": shown,
            "situation_token": token, "codes": authoring.RULING_CODES, "difficulties": authoring.DIFFICULTIES,
            "rulebook_name": rulebook_title(taught["rulebook"]), "house_lines": room.describe(room_house(taught))}


def builder_response(taught: Mapping[str, Any], scenario_id: int | None, data: Mapping[str, Any],
                     status: int = 200, **builder: Any) -> Response:
    """After a builder step: for htmx the workspace (and, out of band, the question form's copy of the
    situation, and the preview marked out of date); else this page at the situation's address."""
    if not is_htmx():
        if status >= 400:
            scenario = None if scenario_id is None else scenario_or_404(int(taught["id"]), scenario_id)
            return render_write(taught, data, scenario, request.form.to_dict(), status=status, **builder)
        return redirect(page_url(int(taught["id"]), scenario_id, floor.encode_link(data)), 303)  # type: ignore[return-value]
    context = floor_builder.workspace_context(data, **builder)
    response = make_response(render_template("class_scenarios/_builder.html", **context,
                                             url_for=builder_url_for(taught["id"], scenario_id)), status)
    if status < 400:
        response.headers["HX-Push-Url"] = page_url(int(taught["id"]), scenario_id, context["token"])
    return response


@bp.post("/builder/<any(setup, step, undo, load):action>")
@instructor_only
def builder(class_id: int, action: str) -> Response:
    """One step of the floor's builder on this page: the table set up, a step added or undone, a situation
    file loaded. The same functions as the floor checker's (``web.floor``); errors at the builder's field."""
    taught = taught_or_404(class_id)
    scenario_id = edited_id(class_id)
    data, error = situation_from(request.values.get("s", ""))
    if data is None:
        return builder_response(taught, scenario_id, default_situation(), 400, error=error)
    form = {k: v for k, v in request.form.items() if isinstance(v, str)}
    note = ""
    try:
        if action == "setup":
            changed = request.headers.get("HX-Trigger-Name", "")
            data, note = floor_builder.setup_changed(data, form, changed)
        elif action == "step":
            data, note = floor_builder.step_added(data, form)
        elif action == "undo":
            data = floor.undo_step(data, 1)
        else:
            upload = request.files.get("file")
            text: str | bytes = request.form.get("text", "")
            source = "pasted text"
            if upload is not None and upload.filename:
                text, source = upload.read(floor.MAX_SITUATION_BYTES + 1), upload.filename[:80]
            data = floor.parse_situation_text(text, source)
    except floor.FloorError as refused:
        typed = floor_builder.adapted_setup(form, request.headers.get("HX-Trigger-Name", "")) if action == "setup" else None
        return builder_response(taught, scenario_id, data, 400, error=refused, form=typed)
    return builder_response(taught, scenario_id, data, note=note)


@bp.get("/builder/table")
@instructor_only
def builder_table(class_id: int) -> Response:
    """The table after event N, as the floor checker's events list shows it."""
    taught = taught_or_404(class_id)
    scenario_id = edited_id(class_id)
    data, error = situation_from(request.args.get("s", ""))
    if data is None:
        return builder_response(taught, scenario_id, default_situation(), 400, error=error)
    try:
        figure = floor_builder.event_figure(data, request.args.get("at", ""))
    except floor.FloorError as refused:
        return builder_response(taught, scenario_id, data, 400, error=refused)
    if is_htmx():
        return make_response(render_template("floor/_event_table.html", figure=figure))
    scenario = None if scenario_id is None else scenario_or_404(class_id, scenario_id)
    return render_write(taught, data, scenario, form_of(scenario) if scenario else {}, figure=figure)


# --- writing, previewing and saving ----------------------------------------------------------------------------


def read_request(taught: Mapping[str, Any]) -> tuple[dict[str, str], authoring.Draft | None, dict[str, str]]:
    """(the question's fields as typed, the draft or None, errors by field) from a preview or save."""
    form = {name: request.form.get(name, "") for name in ("title", "prompt", "expected", "explanation", "citation",
                                                          "difficulty")}
    data, error = situation_from(request.form.get("s", ""))
    try:
        return form, authoring.read_draft(form, data), {}
    except authoring.DraftError as refused:
        errors = dict(refused.errors)
        if error is not None:
            errors["situation"] = f"Situation: {error}"
        return form, None, errors


def question_response(taught: Mapping[str, Any], scenario: Mapping[str, Any] | None, form: Mapping[str, str],
                      errors: Mapping[str, str], shown: authoring.Preview | None, status: int) -> Response:
    """The question's fields again (with each error at its field, and the preview): for htmx the form alone,
    else the whole page."""
    token = request.form.get("s", "")
    if is_htmx():
        return make_response(render_template("class_scenarios/_question.html", **question_context(
            taught, scenario, form, token, errors, shown)), status)
    data, _ = situation_from(token)
    return render_write(taught, data or default_situation(), scenario, form, errors, shown, status)


@bp.get("/new")
@instructor_only
def new(class_id: int) -> Response:
    taught = taught_or_404(class_id)
    data, error = situation_from(request.args.get("s", ""))
    if data is None:
        return render_write(taught, default_situation(), None, {"difficulty": "2"}, status=400, error=error)
    return render_write(taught, data, None, {"difficulty": "2"})


@bp.post("/preview")
@instructor_only
def preview(class_id: int) -> Response:
    """The engine's ruling under the room's rules beside the instructor's expected ruling."""
    taught = taught_or_404(class_id)
    scenario_id = edited_id(class_id)
    scenario = None if scenario_id is None else scenario_or_404(class_id, scenario_id)
    form, draft, errors = read_request(taught)
    if draft is None:
        return question_response(taught, scenario, form, errors, None, 400)
    return question_response(taught, scenario, form, {}, preview_of(taught, draft), 200)


def saved(taught: Mapping[str, Any], scenario: Mapping[str, Any] | None) -> Response:
    """Save a new or edited scenario: refused (400, errors at the fields) when a field is wrong or the engine
    finds nothing to rule on; kept, and marked, when the engine disagrees with the expected ruling."""
    form, draft, errors = read_request(taught)
    if draft is None:
        return question_response(taught, scenario, form, errors, None, 400)
    shown = preview_of(taught, draft)
    if not shown.code:
        return question_response(taught, scenario, form, {"situation": f"Situation: {shown.problem} Add the "
                                                          "irregularity the question is about."}, shown, 400)
    fields = {"title": draft.title, "prompt": draft.prompt, "expected": draft.expected,
              "explanation": draft.explanation, "citation": draft.citation, "difficulty": draft.difficulty,
              "situation": json.dumps(dict(draft.situation))}
    db = store.get_db()
    if scenario is None:
        scenario_id = store.create_class_scenario(db, int(taught["id"]), g.user["id"], fields)
    else:
        scenario_id = int(scenario["id"])
        if not store.update_class_scenario(db, int(taught["id"]), scenario_id, fields):
            abort(404, "There is no such scenario in this class's library.")
    flash(f"Saved {draft.title!r} to the class library." if shown.agrees else
          f"Saved {draft.title!r}, marked: {disagreement(shown)} It cannot be assigned until the two agree.")
    target = url_for("class_scenarios.view", class_id=taught["id"], scenario_id=scenario_id)
    if is_htmx():
        response = make_response("", 200)
        response.headers["HX-Redirect"] = target
        return response
    return redirect(target, 303)  # type: ignore[return-value]


@bp.post("/new")
@instructor_only
def create(class_id: int) -> Response:
    return saved(taught_or_404(class_id), None)


@bp.get("/<int:scenario_id>/edit")
@instructor_only
def edit(class_id: int, scenario_id: int) -> Response:
    taught = taught_or_404(class_id)
    scenario = scenario_or_404(class_id, scenario_id)
    token = request.args.get("s", "")
    data, error = situation_from(token) if token else (json.loads(scenario["situation"]), None)
    if data is None:
        return render_write(taught, json.loads(scenario["situation"]), scenario, form_of(scenario), status=400,
                            error=error)
    return render_write(taught, data, scenario, form_of(scenario))


@bp.post("/<int:scenario_id>/edit")
@instructor_only
def update(class_id: int, scenario_id: int) -> Response:
    taught = taught_or_404(class_id)
    return saved(taught, scenario_or_404(class_id, scenario_id))


# --- the library ------------------------------------------------------------------------------------------------


@bp.get("/")
@instructor_only
def index(class_id: int) -> Any:
    taught = taught_or_404(class_id)
    return render_template("class_scenarios/library.html", found=taught, entries=library(taught),
                           rulebook_name=rulebook_title(taught["rulebook"]),
                           house_lines=room.describe(room_house(taught)))


@bp.get("/<int:scenario_id>")
@instructor_only
def view(class_id: int, scenario_id: int) -> Any:
    taught = taught_or_404(class_id)
    scenario = scenario_or_404(class_id, scenario_id)
    draft = draft_of(scenario)
    shown = preview_of(taught, draft)
    try:
        table = floor.replayed(draft.situation).table
        drawing, events = (draw.table(table_view(table, Audience.REVIEW), caption="The table as the events leave it"),
                           floor.events_in_words(draft.situation, table))
    except floor.FloorError as error:  # (saved by an earlier version whose events this one cannot play)
        drawing, events = None, [f"This situation cannot be played any more: {error}. Edit it."]
    file_text = authoring.scenario_text(draft, shown, room_house(taught)) if shown.rule_id else ""
    return render_template("class_scenarios/view.html", found=taught, scenario=scenario, preview=shown,
                           drawing=drawing, events=events, file_text=file_text,
                           rulebook_name=rulebook_title(taught["rulebook"]), disagreement=disagreement(shown),
                           house_lines=room.describe(room_house(taught)))


@bp.get("/<int:scenario_id>/scenario.toml")
@instructor_only
def download(class_id: int, scenario_id: int) -> Response:
    """The scenario as a scenario file (``dealerschool scenarios validate`` checks it): the room's house options
    are written into its situation's ``[house]``, so it is ruled on as the room rules it."""
    taught = taught_or_404(class_id)
    scenario = scenario_or_404(class_id, scenario_id)
    draft = draft_of(scenario)
    shown = preview_of(taught, draft)
    if not shown.rule_id:
        abort(409, f"This scenario cannot be written as a scenario file: {shown.problem}")
    response = make_response(authoring.scenario_text(draft, shown, room_house(taught)))
    response.headers["Content-Type"] = "application/toml; charset=utf-8"
    response.headers["Content-Disposition"] = f'attachment; filename="class-{class_id}-scenario-{scenario_id}.toml"'
    return response


@bp.post("/<int:scenario_id>/delete")
@instructor_only
def delete(class_id: int, scenario_id: int) -> Any:
    taught = taught_or_404(class_id)
    scenario = scenario_or_404(class_id, scenario_id)
    store.delete_class_scenario(store.get_db(), class_id, scenario_id)
    flash(f"Deleted {scenario['title']!r} from the library. Assignments already set with it keep their copy.")
    return redirect(url_for("class_scenarios.index", class_id=taught["id"]), 303)
