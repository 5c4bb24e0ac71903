"""Classes: an instructor makes a class and hands out its join code; trainees join by the code (or its link)
and see their classes and what is due; the instructor sees only the classes they teach (a school admin sees
every class). Each view parses the request, makes one store or engine call and renders.

Who may see what is decided here, once per view, and a class that is not the reader's is answered as
missing (404): another teacher's class, or a class a trainee is not in, is not told apart from no class."""

from __future__ import annotations

from datetime import date
from typing import Any

from flask import Blueprint, abort, flash, g, redirect, render_template, request, url_for

from dealerschool import store
from dealerschool.rules.model import RULEBOOK_NAMES
from dealerschool.web.auth import login_required

bp = Blueprint("classes", __name__, url_prefix="/classes")

instructor_only = login_required(role="instructor")

RULEBOOK_CHOICES = {"sources": "Sources (the three source documents)", "tda-2024": "TDA 2024",
                    "robert-rules": "Robert's Rules of Poker"}
"""The rulebooks a room may deal under, as the quiz form names them."""
MAX_NAME = 80
"""The longest class name (it heads pages and fits a line)."""


def read_day(text: str, field: str, errors: dict[str, str]) -> str:
    """An ISO day (2026-12-01), the form's date field; an error at the field otherwise."""
    text = text.strip()
    try:
        if len(text) != 10 or text[4] != "-":  # (fromisoformat also takes 20261201)
            raise ValueError(text)
        return date.fromisoformat(text).isoformat()
    except ValueError:
        errors[field] = f"{field.replace('_', ' ').capitalize()}: expected a day as YYYY-MM-DD, got {text[:20]!r}."
        return ""


def class_form_errors(form: Any) -> tuple[dict[str, str], dict[str, str]]:
    """(the class's fields as read, errors by field name) from the new-class form."""
    errors: dict[str, str] = {}
    name = " ".join(str(form.get("name", "")).split())
    if not name:
        errors["name"] = "Name: give the class a name."
    elif len(name) > MAX_NAME:
        errors["name"] = f"Name: at most {MAX_NAME} characters (this one has {len(name)})."
    starts = read_day(str(form.get("starts_on", "")), "starts_on", errors)
    ends = read_day(str(form.get("ends_on", "")), "ends_on", errors)
    if starts and ends and ends < starts:
        errors["ends_on"] = f"Ends on: the class ends before it starts ({ends} is before {starts})."
    rulebook = str(form.get("rulebook", "sources"))
    if rulebook not in RULEBOOK_NAMES:
        errors["rulebook"] = f"Rulebook: one of {', '.join(RULEBOOK_NAMES)}."
    return {"name": name[:MAX_NAME], "starts_on": starts, "ends_on": ends, "rulebook": rulebook}, errors


def index_page(form: dict[str, str] | None = None, errors: dict[str, str] | None = None,
               join_error: str = "", code: str = "", status: int = 200) -> tuple[str, int]:
    db = store.get_db()
    if g.user["role"] == "instructor":
        return render_template("classes/index.html", taught=store.classes_taught(db, g.user), joined=[],
                               form=form or {"rulebook": "sources"}, errors=errors or {}, rulebooks=RULEBOOK_CHOICES,
                               join_error=join_error, code=code), status
    return render_template("classes/index.html", taught=[], joined=store.classes_joined(db, g.user["id"]),
                           form={}, errors={}, rulebooks=RULEBOOK_CHOICES, join_error=join_error, code=code), status


@bp.get("/")
@login_required
def index() -> Any:
    return index_page()


@bp.post("/")
@instructor_only
def create() -> Any:
    fields, errors = class_form_errors(request.form)
    if errors:
        return index_page(fields, errors, status=400)
    class_id = store.create_class(store.get_db(), g.user["id"], fields["name"], fields["starts_on"], fields["ends_on"],
                                  fields["rulebook"])
    flash(f"Made the class {fields['name']!r}. Give its trainees the join code or link.")
    return redirect(url_for("classes.page", class_id=class_id), 303)


def clean_code(text: str) -> str:
    """A join code as typed: capitals, without spaces or dashes (codes are read out in groups)."""
    return "".join(ch for ch in text.upper() if ch.isalnum())[:store.JOIN_CODE_LENGTH + 4]


@bp.post("/join")
@login_required(role="trainee")
def join() -> Any:
    code = clean_code(request.form.get("code", ""))
    db = store.get_db()
    found = store.class_by_code(db, code) if len(code) == store.JOIN_CODE_LENGTH else None
    if found is None:
        return index_page(join_error=f"Join code: no class has the code {code!r}; check it with your instructor "
                                     f"(it has {store.JOIN_CODE_LENGTH} letters and digits).", code=code, status=400)
    joined = store.join_class(db, found["id"], g.user["id"])
    flash(f"You joined {found['name']!r}." if joined else f"You are already in {found['name']!r}.")
    return redirect(url_for("classes.page", class_id=found["id"]), 303)


@bp.get("/join/<code>")
@login_required(role="trainee")
def join_link(code: str) -> Any:
    """The link an instructor hands out: says which class, and joins with a button (a POST, with CSRF)."""
    code = clean_code(code)
    found = store.class_by_code(store.get_db(), code) if len(code) == store.JOIN_CODE_LENGTH else None
    if found is None:
        abort(404, "No class has that join code: check the link with your instructor.")
    return render_template("classes/join.html", found=found, code=code)


@bp.get("/<int:class_id>")
@login_required
def page(class_id: int) -> Any:
    db = store.get_db()
    if g.user["role"] == "instructor":
        taught = store.class_taught(db, class_id, g.user)
        if taught is None:
            abort(404, "There is no such class among the classes you teach.")
        return render_template("classes/class.html", found=taught, members=store.class_members(db, class_id),
                               rulebooks=RULEBOOK_CHOICES, errors={})
    joined = store.class_joined(db, class_id, g.user["id"])
    if joined is None:
        abort(404, "There is no such class among yours.")
    return render_template("classes/trainee_class.html", found=joined, rulebooks=RULEBOOK_CHOICES)


@bp.post("/<int:class_id>/rules")
@instructor_only
def room_rules(class_id: int) -> Any:
    """The room's rules: the rulebook the class's work is asked and ruled under."""
    db = store.get_db()
    taught = store.class_taught(db, class_id, g.user)
    if taught is None:
        abort(404, "There is no such class among the classes you teach.")
    rulebook = request.form.get("rulebook", "")
    if rulebook not in RULEBOOK_NAMES:
        return render_template("classes/class.html", found=taught, members=store.class_members(db, class_id),
                               rulebooks=RULEBOOK_CHOICES,
                               errors={"rulebook": f"Rulebook: one of {', '.join(RULEBOOK_NAMES)}."}), 400
    store.set_class_rulebook(db, class_id, rulebook)
    flash(f"This room now deals under {RULEBOOK_CHOICES[rulebook]}.")
    return redirect(url_for("classes.page", class_id=class_id), 303)
