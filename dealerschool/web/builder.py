"""The floor checker's builder: a situation set up from a form, a step added, the table drawn at an event, and
what the builder's workspace shows. Below the blueprints that use it: the floor page (``web/floor.py``) and a
class's scenario library (``web/class_scenarios.py``) build situations the same way."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from flask import url_for

from dealerschool import floor
from dealerschool.poker.games import GAMES
from dealerschool.rules.reference import rulebook_title
from dealerschool.situations.events import DECLARED_HANDS
from dealerschool.situations.views import Audience, table_view
from dealerschool.table import words
from dealerschool.table.table import Phase
from dealerschool.web import draw, params

DEFAULT_FORM = {"game": "holdem", "structure": "no-limit", "seats": "6", "button": "6", "small_blind": "1",
                "big_blind": "2", "seed": "1", **{f"stack_{n}": "200" for n in range(1, 7)}}
"""The table the page starts from: six players, 200 each, 1/2 no-limit hold'em."""


def default_situation() -> dict[str, Any]:
    return floor.setup_from_form(DEFAULT_FORM).mapping()


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
        "setup": shown_setup(data, form), "games": GAMES, "structures": floor.game_structures,
        "seat_statuses": floor.SEAT_STATUSES, "last_hand": floor.LAST_HAND,
        "family": table.game.family.value, "max_seats": table.game.max_seats,
        "moments": [(m.id, m.label(table.game)) for m in floor.moments(data) if not floor.passed(table, m)],
        "one_click": one_click, "dealer_next": floor.dealer_next(data), "steps": floor.STEPS,
        "blind_due": floor.blind_due(table),
        "next_hand_begun": "riffle" in events,
        "player_doings": floor.player_doings(table.game.family),
        "showdown_doings": floor.SHOWDOWN_DOINGS, "chips_behind_findings": floor.CHIPS_BEHIND_FINDINGS, "declared_hands": DECLARED_HANDS,
        "occupied": [i + 1 for i in table.occupied], "actor": None if table.actor is None else table.actor + 1,
        "to_call": 0 if table.actor is None else table.to_call(table.actor),
        "actions": floor.actions_for(table), "betting": table.phase is Phase.BETTING,
        "error": error, "note": note, "figure": figure, "house": dict(data.get("house", {})),
        "share_url": url_for("floor.index", s=token, _external=True),
        "download_url": url_for("floor.download", s=token),
    }


def shown_setup(data: Mapping[str, Any], typed: Mapping[str, str] | None) -> dict[str, str]:
    """The set-up form's values: what was typed (a refused form keeps it), else the situation's own."""
    shown = {**floor.setup_of(data), **(typed or {})}
    if params.read_whole(shown.get("seats"), 2, 10) is None:
        shown["seats"] = floor.setup_of(data)["seats"]
    return shown


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
            for name in [k for k in form if k.startswith(("status_", "last_"))]:
                form.pop(name)  # stud has no blinds to miss and no button
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
