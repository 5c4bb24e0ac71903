"""Classes: an instructor makes a class and hands out its join code; trainees join by the code (or its link)
and see their classes and what is due; the instructor sees only the classes they teach (a school admin sees
every class). Each view parses the request, makes one store or engine call and renders.

Who may see what is decided here, once per view, and a class that is not the reader's is answered as
missing (404): another teacher's class, or a class a trainee is not in, is not told apart from no class."""

from __future__ import annotations

import json
import time
from collections.abc import Callable
from datetime import UTC, date, datetime, timedelta
from functools import lru_cache
from typing import Any

from flask import Blueprint, abort, current_app, flash, g, redirect, render_template, request, url_for
from markupsafe import Markup

from dealerschool import assignments, room, store
from dealerschool.quiz import questions
from dealerschool.rules.model import RULEBOOK_NAMES
from dealerschool.rules.reference import RULEBOOK_TITLES
from dealerschool.web import class_library, dealing, draw, params, quiz_pages
from dealerschool.web.auth import instructor_only, login_required
from dealerschool.web.escaping import html
from dealerschool.web.summaries import report_links

bp = Blueprint("classes", __name__, url_prefix="/classes")

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


def read_line(form: Any, field: str, label: str, missing: str, errors: dict[str, str]) -> str:
    """A one-line text field with its runs of spaces made one: required (``missing`` says what to give), and at
    most :data:`MAX_NAME` characters; an error at the field otherwise."""
    text = " ".join(str(form.get(field, "")).split())
    if not text:
        errors[field] = f"{label}: {missing}"
    elif len(text) > MAX_NAME:
        errors[field] = f"{label}: at most {MAX_NAME} characters (this one has {len(text)})."
    return text


def class_form_errors(form: Any) -> tuple[dict[str, str], dict[str, str]]:
    """(the class's fields as read, errors by field name) from the new-class form."""
    errors: dict[str, str] = {}
    name = read_line(form, "name", "Name", "give the class a name.", errors)
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
                           form={}, errors={}, rulebooks=RULEBOOK_CHOICES, join_error=join_error, code=code,
                           work=with_status(store.trainee_work(db, g.user["id"])), statuses=assignments.Status), status


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
        return class_page(taught)
    joined = store.class_joined(db, class_id, g.user["id"])
    if joined is None:
        abort(404, "There is no such class among yours.")
    return render_template("classes/trainee_class.html", found=joined, rulebooks=RULEBOOK_CHOICES,
                           house=room.describe(house_of(joined)),
                           work=with_status(store.trainee_work(db, g.user["id"], class_id)))


@bp.post("/<int:class_id>/rules")
@instructor_only
def room_rules(class_id: int) -> Any:
    """The room's rules: the rulebook and the house options the class's work is asked and ruled under."""
    db = store.get_db()
    taught = store.class_taught(db, class_id, g.user)
    if taught is None:
        abort(404, "There is no such class among the classes you teach.")
    errors: dict[str, str] = {}
    rulebook = request.form.get("rulebook", "")
    if rulebook not in RULEBOOK_NAMES:
        errors["rulebook"] = f"Rulebook: one of {', '.join(RULEBOOK_NAMES)}."
    try:
        house = room.read(request.form)
    except room.RoomError as error:
        errors.update(error.errors)
    if errors:
        return class_page({**taught, "house_form": request.form.to_dict()}, errors, status=400, failed="room")
    store.set_room_rules(db, class_id, rulebook, json.dumps(house))
    flash(f"This room now deals under {RULEBOOK_CHOICES[rulebook]}"
          + (f" with {len(house)} house option{'s' if len(house) != 1 else ''}." if house else ", as the rulebook has it."))
    return redirect(url_for("classes.page", class_id=class_id), 303)


def house_of(found: dict[str, Any]) -> dict[str, Any]:
    """A class's house options as stored."""
    house: dict[str, Any] = json.loads(found.get("house") or "{}")
    return house


# --- assignments -----------------------------------------------------------------------------------------------------


def today() -> date:
    return datetime.now(UTC).date()


def done_count(row: dict[str, Any]) -> int:
    """Questions answered or first deals of hands finished (a repeat of a hand does not count twice)."""
    return int(row["answered"] or 0) if row["kind"] == assignments.Kind.QUIZ.value else int(row["hands"] or 0)


def with_status(rows: list[dict[str, Any]], kind: str | None = None, settings: str | None = None,
                due_on: str | None = None) -> list[dict[str, Any]]:
    """Rows of work (the store's) with each trainee's :class:`assignments.Status`, what is done and of how many."""
    found = []
    for row in rows:
        row = {"kind": kind, "settings": settings, "due_on": due_on, **row}
        stored = json.loads(row["settings"])
        done = done_count(row)
        state = assignments.status(row["kind"], stored, done, row["quiz_id"] is not None or row["drill_id"] is not None,
                                   row["due_on"], today())
        found.append({**row, "status": state, "done": done, "size": assignments.work(row["kind"], stored).size,
                      "describe": assignments.work(row["kind"], stored).describe()})
    return found


WORK_TITLES = {kind.value: kind.value.capitalize() for kind in assignments.Kind}
FILTER_FIELDS = {"game": "game", "rule family": "family", "difficulty": "difficulty", "kind": "kind",
                 "scenarios": "source", "number of questions": "count", "time limit": "time_limit"}
"""The quiz form's error prefixes (``quiz_pages.parse_filters``) and the assignment form's field each belongs at."""


def assignment_form(form: Any, rulebook: str, written: dict[str, tuple[str, str]] | None = None,
                    refused: dict[str, str] | None = None) -> tuple[str, str, str, dict[str, Any], dict[str, str]]:
    """(kind, title, due day, settings, errors by field) read from the new-assignment form. ``written``: the
    class library's scenarios that can be assigned (name -> (scenario file text, the instructor's note), copied
    into the assignment);
    ``refused``: name -> why each other library scenario cannot be (``class_library.assignable``)."""
    errors: dict[str, str] = {}
    kind = form.get("work", "")
    if kind not in WORK_TITLES:
        errors["work"] = "Work: a quiz or a drill."
    title = read_line(form, "title", "Title", "give the assignment a title.", errors)
    due_on = read_day(str(form.get("due_on", "")), "due_on", errors)
    settings: dict[str, Any] = {}
    if kind == assignments.Kind.QUIZ.value:
        values = {k: form.get(k, "") for k in ("game", "family", "difficulty", "kind", "source", "count", "time_limit")}
        filters, _, count, limit, problems = quiz_pages.parse_filters({**values, "rulebook": rulebook})
        for problem in problems:
            name, _, message = problem.partition(": ")
            errors.setdefault(FILTER_FIELDS.get(name, "source"), f"{name.capitalize()}: {message}.")
        picked = form.getlist("scenarios") if hasattr(form, "getlist") else []
        try:
            chosen = assignments.read_scenarios(picked, written)
        except assignments.AssignmentError as error:
            errors.update(error.errors)
            chosen = ()
        refusal = next((message for name, message in (refused or {}).items() if name in picked), None)
        if refusal:
            errors["scenarios"] = refusal
        exam = form.get("exam") == "on"
        try:
            pass_mark = assignments.read_exam(exam, str(form.get("pass_mark", "")))
        except assignments.AssignmentError as error:
            errors.update(error.errors)
            pass_mark = None
        settings = assignments.QuizWork(chosen, filters, count or 1, limit, exam, pass_mark,
                                        tuple((name, *(written or {})[name]) for name in chosen
                                              if name in (written or {}))).to_dict()
    elif kind == assignments.Kind.DRILL.value:
        try:
            settings = assignments.DrillWork.from_dict({k: form.get(k, "") for k in ("variant", "hands", "rate",
                                                                                        "players")}).to_dict()
        except assignments.AssignmentError as error:
            errors.update(error.errors)
    return kind, title[:MAX_NAME], due_on, settings, errors


def class_page(taught: dict[str, Any], errors: dict[str, str] | None = None, form: dict[str, Any] | None = None,
               status: int = 200, failed: str = "") -> tuple[str, int]:
    """The class as its teacher sees it: the join code, the room's rules, its trainees, its assignments
    (with how many have done each and how many are behind) and the form to set one."""
    db = store.get_db()
    work = []
    for assignment in store.class_assignments(db, taught["id"]):
        rows = with_status(store.assignment_results(db, taught["id"], assignment["id"]), assignment["kind"],
                           assignment["settings"], assignment["due_on"])
        counts = {state: sum(1 for r in rows if r["status"] is state) for state in assignments.Status}
        work.append({**assignment, "counts": counts,
                     "describe": assignments.work(assignment["kind"], json.loads(assignment["settings"])).describe()})
    return render_template("classes/class.html", found=taught, members=store.class_members(db, taught["id"]),
                           rulebooks=RULEBOOK_CHOICES, errors=errors or {}, form=form or {"work": "quiz", "count": "5",
                                                                                          "source": "scripted",
                                                                                          "hands": "5", "rate": "sometimes",
                                                                                          "players": "6", "variant": "NT"},
                           assignments=work, statuses=assignments.Status, games=quiz_pages.game_choices(),
                           families=questions.FAMILIES, kinds=quiz_pages.KINDS, sources=quiz_pages.SOURCES_OFFERED,
                           scenarios=assignments.scenario_choices(), variants=dealing.variant_choices(),
                           written=class_library.assignable(taught)[2],
                           rates=dealing.RATE_TITLES, max_hands=assignments.MAX_HANDS,
                           max_questions=quiz_pages.MAX_QUESTIONS, room_options=room.ROOM_OPTIONS,
                           choice_text=room.choice_text, house=house_of(taught),
                           house_lines=room.describe(house_of(taught)), failed=failed), status


def taught_or_404(class_id: int) -> dict[str, Any]:
    taught = store.class_taught(store.get_db(), class_id, g.user)
    if taught is None:
        abort(404, "There is no such class among the classes you teach.")
    return taught


@bp.post("/<int:class_id>/assignments")
@instructor_only
def new_assignment(class_id: int) -> Any:
    taught = taught_or_404(class_id)
    written, refused, _ = class_library.assignable(taught)
    kind, title, due_on, settings, errors = assignment_form(request.form, taught["rulebook"], written, refused)
    if errors:
        return class_page(taught, errors, {**request.form.to_dict(), "scenarios": request.form.getlist("scenarios")},
                          400, "work")
    store.create_assignment(store.get_db(), class_id, kind, title, json.dumps(settings), due_on)
    flash(f"Set {title!r}, due {due_on}.")
    return redirect(url_for("classes.page", class_id=class_id), 303)


def assignment_or_404(class_id: int, assignment_id: int) -> dict[str, Any]:
    found = store.find_assignment(store.get_db(), class_id, assignment_id)
    if found is None:
        abort(404, "There is no such assignment in this class.")
    return found


@bp.get("/<int:class_id>/assignments/<int:assignment_id>")
@instructor_only
def results(class_id: int, assignment_id: int) -> Any:
    """Who has done what: each trainee's status and result, with a link to each attempt."""
    taught = taught_or_404(class_id)
    assignment = assignment_or_404(class_id, assignment_id)
    rows = with_status(store.assignment_results(store.get_db(), class_id, assignment_id), assignment["kind"],
                       assignment["settings"], assignment["due_on"])
    work = assignments.work(assignment["kind"], json.loads(assignment["settings"]))
    exam = isinstance(work, assignments.QuizWork) and work.exam
    for row in rows:
        row["passed"] = work.passed(int(row["right_count"] or 0)) if exam and isinstance(work, assignments.QuizWork) \
            and row["quiz_id"] is not None else None
    return render_template("classes/results.html", found=taught, assignment=assignment, rows=rows, exam=exam,
                           statuses=assignments.Status, rulebooks=RULEBOOK_CHOICES,
                           house_lines=room.describe(house_of(taught)),
                           describe=assignments.work(assignment["kind"], json.loads(assignment["settings"])).describe())


@bp.get("/<int:class_id>/assignments/<int:assignment_id>/trainees/<int:user_id>")
@instructor_only
def attempt(class_id: int, assignment_id: int, user_id: int) -> Any:
    """One trainee's attempt at an assignment, as they saw it and what they did: every question with the
    table drawn as it was shown, the options in the order shown, the answer given and the right one; or the
    drill's hands, each reviewable step by step."""
    taught = taught_or_404(class_id)
    assignment = assignment_or_404(class_id, assignment_id)
    db = store.get_db()
    row = next((r for r in store.assignment_results(db, class_id, assignment_id) if r["user_id"] == user_id), None)
    if row is None:
        abort(404, "That trainee is not in this class.")
    items: list[dict[str, Any]] = []
    hands: list[dict[str, Any]] = []
    quiz_row = None
    if row["quiz_id"] is not None:
        quiz_row = store.get_quiz(db, row["quiz_id"], user_id)
        assert quiz_row is not None  # found through the trainee's own quiz
        items = [quiz_pages.question_context(quiz_row, question) for question in store.quiz_questions(db, row["quiz_id"], user_id)]
    if row["drill_id"] is not None:
        hands = [{**hand, "score": json.loads(hand["score"])} for hand in store.drill_hands(db, user_id, row["drill_id"])]
    return render_template("classes/attempt.html", found=taught, assignment=assignment, row=row, items=items,
                           hands=hands, quiz=quiz_row, rulebook_titles=RULEBOOK_TITLES)


@bp.post("/<int:class_id>/assignments/<int:assignment_id>/start")
@login_required(role="trainee")
def start(class_id: int, assignment_id: int) -> Any:
    """A trainee starts (or goes back to) their quiz or drill for an assignment, under the room's rulebook and
    house options."""
    db = store.get_db()
    joined = store.class_joined(db, class_id, g.user["id"])
    if joined is None:
        abort(404, "There is no such class among yours.")
    assignment = assignment_or_404(class_id, assignment_id)
    work = assignments.work(assignment["kind"], json.loads(assignment["settings"]))
    rulebook = joined["rulebook"]
    if isinstance(work, assignments.QuizWork):
        quiz_id = store.assignment_attempt(db, "quiz", assignment_id, g.user["id"])
        if quiz_id is None:
            made = assignments.make_questions(work, rulebook, assignment_id, house_of(joined))
            if not made:
                abort(409, "No question of this assignment can be asked under this room's rules: tell your instructor.")
            if work.exam:
                if assignment["released_at"]:
                    abort(409, "This exam is closed: its feedback was released before you started it.")
                made = assignments.in_trainees_order(made, assignment_id, g.user["id"])
            filters = work.to_dict()["filters"]
            quiz_id = store.create_quiz(db, g.user["id"], "quiz", rulebook, filters,
                                        [quiz_pages.stored_question(q) for q in made], work.time_limit, assignment_id,
                                        held=work.exam)
        return redirect(url_for("quiz.question", quiz_id=quiz_id, position=1), 303)
    if "deal" not in current_app.blueprints:
        abort(404, "Dealing drills are not part of this app.")
    from dealerschool import drill

    settings = assignments.drill_settings(work, rulebook, assignment_id, house_of(joined))
    drill_id = store.assignment_attempt(db, "drill", assignment_id, g.user["id"])
    if drill_id is None:
        started = drill.Drill.start(settings, now=time.time())
        drill_id = store.create_drill(db, g.user["id"], settings.variant, json.dumps(settings.to_dict()),
                                      started.to_json(), assignment_id)
    return redirect(url_for("deal.play", drill_id=drill_id), 303)


@bp.post("/<int:class_id>/assignments/<int:assignment_id>/release")
@instructor_only
def release(class_id: int, assignment_id: int) -> Any:
    """Release an exam's feedback: its trainees see their answers, the right ones and their score, and the
    answers count on their progress pages; the exam takes no more answers."""
    taught_or_404(class_id)
    assignment = assignment_or_404(class_id, assignment_id)
    work = assignments.work(assignment["kind"], json.loads(assignment["settings"]))
    if not (isinstance(work, assignments.QuizWork) and work.exam):
        abort(400, "Only an exam's feedback is held back: this assignment is not an exam.")
    released = store.release_exam(store.get_db(), assignment_id)
    flash("Released the feedback: the trainees can see their answers and scores." if released
          else "The feedback was released already.")
    return redirect(url_for("classes.results", class_id=class_id, assignment_id=assignment_id), 303)


# --- the class report ------------------------------------------------------------------------------------------------

REPORT_WEEKS = 8
"""Weeks the report's trends cover: this week and the seven before it."""
RULES_LISTED = 20
"""Rules listed on the report, the most missed first (the class's totals cover every rule)."""
TREND_POINTS = 5
"""Percentage points a trend must move to be called up or down (fewer is noise on a class's few answers)."""


def accuracy(counts: tuple[int, int] | None) -> float | None:
    """Right over answered, or None where nothing was answered."""
    return None if not counts or not counts[0] else counts[1] / counts[0]


@lru_cache(maxsize=16)
def week_labels(mondays: tuple[str, ...]) -> tuple[tuple[str, ...], str, tuple[tuple[str, float | None], ...]]:
    """A report's weeks as every row's trend words them: each week's label, the description of a row with no
    answers in any of them, and that row's points (the same for every row of a page: worked out once)."""
    labels = tuple(f"week of {monday}" for monday in mondays)
    return labels, "; ".join(f"{label}: no answers" for label in labels), tuple((label, None) for label in labels)


def trend(weeks: dict[str, tuple[int, int]], mondays: list[str], title: str) -> dict[str, Any]:
    """A row's weeks as a trend: each week's accuracy (None: no answers), the later half's accuracy against
    the earlier half's in words ("up 12 points"), and a small line drawn of it. (A report draws 45 a page: the
    weeks' labels are worked out once per page, each week's counts read once, and each week's share and its
    words worked out once, in one pass.)"""
    labels, silent, no_points = week_labels(tuple(mondays))
    counts = [weeks.get(monday) for monday in mondays] if weeks else None
    if not counts or not any(counts):
        words, change, state, points, description = "no answers", None, "none", no_points, silent
    else:
        half = len(mondays) // 2
        values: list[float | None] = []
        said: list[str] = []
        totals = [0, 0, 0, 0]
        for k, found in enumerate(counts):
            if found:
                at = 0 if k < half else 2
                totals[at] += found[0]
                totals[at + 1] += found[1]
                if found[0]:
                    value = found[1] / found[0]
                    values.append(value)
                    said.append(f"{labels[k]}: {value:.0%}")
                    continue
            values.append(None)
            said.append(f"{labels[k]}: no answers")
        points = tuple(zip(labels, values, strict=True))
        if not totals[0] or not totals[2]:
            words = "not enough answers" if any(value is not None for value in values) else "no answers"
            change, state = None, "none"
        else:
            change = round(100 * (totals[3] / totals[2] - totals[1] / totals[0]))
            state = "steady" if abs(change) < TREND_POINTS else "up" if change > 0 else "down"
            words = "steady" if state == "steady" else f"{state} {abs(change)} points"
        description = "; ".join(said)
    return {"words": words, "change": change, "state": state,
            "plot": draw.sparkline(f"{title}: accuracy per week, {words}", points, description=description)}


def report_cells(row: dict[str, Any]) -> dict[str, str]:
    """A report row's share right and median time as text (worked out here: a template's filters and attribute
    lookups on each row of a page cost more than the rest of the row)."""
    share, median = row["accuracy"], row["median_seconds"]
    return {"right_text": "–" if share is None else f"{100 * share:.0f}%",
            "median_text": "–" if median is None else f"{median:.1f} s"}


def trainee_cells(row: dict[str, Any]) -> str:
    """A trainee's row of the report before its trend, each value escaped into its place."""
    return (f'<tr><th scope="row" data-label="Trainee"><a href="{html(row["link"])}">{html(row["username"])}</a></th>\n'
            f'      <td data-label="Answered">{html(row["attempts"])}</td>\n'
            f'      <td data-label="Right">{html(row["right_text"])}</td>\n'
            f'      <td data-label="Median time">{html(row["median_text"])}</td>\n'
            f'      <td data-label="Drill hands">{html(row["hands_text"])}</td>\n')


def rule_cells(row: dict[str, Any]) -> str:
    """A rule's row of the report before its trend, each value escaped into its place."""
    return (f'<tr><th scope="row" data-label="Rule">{html(row["title"])}</th>\n'
            f'      <td data-label="Answered">{html(row["attempts"])}</td>\n'
            f'      <td data-label="Right">{html(row["right_text"])}</td>\n'
            f'      <td data-label="Trainees">{html(row["trainees"])}</td>\n'
            f'      <td data-label="Missed by">{html(row["missed_by"])}</td>\n'
            f'      <td data-label="Median time">{html(row["median_text"])}</td>\n')


def report_rows(rows: list[dict[str, Any]], cells: Callable[[dict[str, Any]], str]) -> Markup:
    """A report table's rows, as the template's loop wrote them: ``cells`` of the row (its values escaped), then
    its trend (the sparkline and its words). Written here: the two loops' look-ups and escapes were a sixth of
    the page (and each row's cells in one f-string: a format string filled through a mapping that escaped each
    value as it was read cost twice as much)."""
    return Markup("".join(
        f'\n    {cells(row)}      <td data-label="Trend" class="trend">{html(row["trend"]["plot"])} '
        f'<span class="trend-{html(row["trend"]["state"])}">{html(row["trend"]["words"])}</span></td></tr>\n  '
        for row in rows))


TRAINEES_PER_PAGE = 25
"""Trainees the report lists a page, by name: a printed page's worth of rows with their trend lines (a class of a
school's size is a few pages; the totals, the rules and the weeks are the whole class's on every page). Each
row reads its trainee's time buckets and weeks and draws a trend: 50 a page made a page of a big class cost
twice a class of ten's."""


def report_context(taught: dict[str, Any], page: int = 1) -> dict[str, Any]:
    """The class report: the class's totals, rules and weeks, and a page of its trainees, from the store's one
    :func:`store.class_report` call."""
    from dealerschool.web.summaries import rule_title

    this_monday = today() - timedelta(days=today().weekday())
    mondays = [(this_monday - timedelta(weeks=k)).isoformat() for k in range(REPORT_WEEKS - 1, -1, -1)]
    found = store.class_report(store.get_db(), taught["id"], mondays[0], REPORT_WEEKS, RULES_LISTED,
                               TRAINEES_PER_PAGE, (page - 1) * TRAINEES_PER_PAGE)
    pages = max(1, -(-found["members"] // TRAINEES_PER_PAGE))
    if page > pages:
        abort(404, f"page: this class's report has {pages} page{'s' if pages != 1 else ''} of trainees.")
    links = report_links(row["id"] for row in found["trainees"])
    trainees = [{**row, "accuracy": accuracy((row["attempts"], row["right"])), "link": links[row["id"]],
                 "trend": trend(row["weeks"], mondays, row["username"])} for row in found["trainees"]]
    for row in trainees:
        row.update(report_cells(row))
        row["hands_text"] = (f"{row['hands']}" + (f" ({100 * row['right_first_time'] / row['operations']:.0f}% of steps "
                                                  f"right first time)" if row["operations"] else "")) if row["hands"] else "–"
    rules = [{**row, "accuracy": accuracy((row["attempts"], row["right"])), "title": rule_title(row["key"])}
             for row in found["rules"]]
    shown_rules = [{**row, **report_cells(row), "trend": trend(row["weeks"], mondays, row["title"])}
                   for row in rules[:RULES_LISTED]]
    class_weeks = found["weeks"]
    first = (page - 1) * TRAINEES_PER_PAGE + 1
    shown = f" (trainees {first} to {first + len(trainees) - 1} of {found['members']}, by name)" if pages > 1 else ""
    plots = {}
    if found["attempts"]:
        answered_here = [row for row in trainees if row["accuracy"] is not None]
        if answered_here:
            plots["trainees"] = draw.bar_chart(
                f"Accuracy per trainee{shown}",
                [(row["username"], row["accuracy"], f"{row['accuracy']:.0%} of {row['attempts']}") for row in answered_here],
                description="; ".join(f"{row['username']}: {row['accuracy']:.0%} of {row['attempts']} answers"
                                      for row in answered_here))
        missed = [row for row in rules if row["right"] < row["attempts"]][:12]
        plots["rules"] = draw.bar_chart(
            "Accuracy on the rules the class misses most",
            [(row["title"], row["accuracy"], f"{row['accuracy']:.0%} of {row['attempts']}") for row in missed]
            or [("No rule missed", 1.0, "100%")],
            description="; ".join(f"{row['title']}: {row['accuracy']:.0%} of {row['attempts']} answers"
                                  for row in missed) or "No rule missed.")
        points = [(monday, accuracy(class_weeks.get(monday))) for monday in mondays if class_weeks.get(monday)]
        if points:
            plots["weeks"] = draw.line_chart(
                f"Class accuracy per week (weeks with answers of the last {REPORT_WEEKS})",
                [(f"week of {monday}", value or 0.0) for monday, value in points],
                description="; ".join(f"week of {monday}: {value:.0%} of {class_weeks[monday][0]} answers"
                                      for monday, value in points if value is not None))
    return {"found": taught, "trainees": trainees, "rules": shown_rules, "rule_count": len(rules),
            "trainee_rows": report_rows(trainees, trainee_cells), "rule_rows": report_rows(shown_rules, rule_cells),
            "members": found["members"], "answered": found["attempts"], "right": found["right"], "plots": plots,
            "mondays": mondays, "weeks": REPORT_WEEKS, "rules_listed": RULES_LISTED, "page": page, "pages": pages,
            "first": first, "hands": found["hands"], "made_on": today().isoformat()}


@bp.get("/<int:class_id>/report")
@instructor_only
def report(class_id: int) -> Any:
    """The class at a glance, per trainee and per rule: accuracy, speed, answers and the trend over the last
    weeks, with plots; prints on paper (static/style.css's print rules)."""
    taught = taught_or_404(class_id)
    page = params.whole(request.args.get("page"), "page", 1, 999_999, default=1)
    return render_template("classes/report.html", rulebooks=RULEBOOK_CHOICES, **report_context(taught, page))
