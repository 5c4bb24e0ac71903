"""The instructor's pages: every trainee's results, a report per trainee and per rule, every answer as CSV,
and a form to make accounts. Every view is for a signed-in instructor only (a trainee gets 403, a
signed-out visitor is sent to sign in): a trainee sees only their own results, on the progress page."""

from __future__ import annotations

import csv
import io
import json
from typing import Any

from flask import Blueprint, Response, abort, flash, g, redirect, render_template, request, url_for
from werkzeug.security import generate_password_hash

from dealerschool import questions, store
from dealerschool.rules import get_rule
from dealerschool.web import draw
from dealerschool.web.auth import MIN_PASSWORD, ROLES, check_username, create_account, login_required, start_session
from dealerschool.web.progress import dealing_summary, rule_title, summary, tally

bp = Blueprint("instructor", __name__, url_prefix="/instructor")

instructor_only = login_required(role="instructor")

CSV_COLUMNS = ("trainee", "quiz", "position", "source", "question", "prompt", "rule", "rule_title", "family", "game",
               "kind", "rulebook", "answer_given", "right_answer", "right_answer_text", "correct", "seconds",
               "answered_at")
"""The columns of the answers download, in order (one row per stored answer)."""


def question_name(answer: dict[str, Any]) -> str:
    """Which question it was, as the brief's record names it: the scenario file, or the rule and the seed."""
    if answer["scenario"]:
        return str(answer["scenario"])
    return f"{answer['rule_id']} seed {answer['seed']}"


def answer_cell(stored: str | None) -> str:
    """An answer as stored (JSON) for a spreadsheet: text as it is, a number as digits, seats' amounts as
    compact JSON; the answer given and the right one written alike, so equal answers read equal."""
    if stored is None:
        return ""
    try:
        value = json.loads(stored)
    except ValueError:
        return stored
    return value if isinstance(value, str) else json.dumps(value, separators=(",", ":"))


def seconds(milliseconds: int | None) -> str:
    return "" if milliseconds is None else f"{milliseconds / 1000:.1f}"


def class_tally(answers: list[dict[str, Any]], key: str) -> list[dict[str, Any]]:
    """:func:`progress.tally` over the whole class, with how many trainees answered and how many missed;
    the most missed first (by the share of wrong answers, then by how many answers)."""
    rows = tally(answers, key)
    for row in rows:
        items = [a for a in answers if (a[key] or "?") == row["key"]]
        row["trainees"] = len({a["user_id"] for a in items})
        row["missed_by"] = len({a["user_id"] for a in items if not a["correct"]})
    return sorted(rows, key=lambda r: (r["accuracy"], -r["attempts"], r["key"]))


@bp.get("/")
@instructor_only
def index() -> str:
    db = store.get_db()
    return render_template("instructor/index.html", trainees=store.users_with_results(db, "trainee"),
                           instructors=store.users_with_results(db, "instructor"))


@bp.get("/trainees/<int:user_id>")
@instructor_only
def trainee(user_id: int) -> str:
    db = store.get_db()
    person = store.find_user(db, user_id=user_id)
    if person is None:
        abort(404, f"There is no account number {user_id}.")
    return render_template("instructor/trainee.html", person={"id": person["id"], "username": person["username"],
                                                              "role": person["role"]},
                           dealing=dealing_summary(user_id), min_password=MIN_PASSWORD,
                           **summary(store.user_attempts(db, user_id)))


@bp.post("/trainees/<int:user_id>/password")
@instructor_only
def reset_password(user_id: int) -> Any:
    """An instructor sets a new password for an account; every session of that account ends."""
    password = request.form.get("password", "")
    if len(password) < MIN_PASSWORD:
        abort(400, f"password: at least {MIN_PASSWORD} characters (this one has {len(password)}).")
    db = store.get_db()
    person = store.find_user(db, user_id=user_id)
    version = None if person is None else store.set_password(db, user_id, generate_password_hash(password))
    if person is None or version is None:
        abort(404, f"There is no account number {user_id}.")
    if user_id == g.user["id"]:
        start_session(person, version)  # one's own reset keeps this session
    flash(f"Set a new password for {person['username']!r}; every session of that account is signed out.")
    return redirect(url_for("instructor.trainee", user_id=user_id), 303)


@bp.get("/rules")
@instructor_only
def rules() -> str:
    answers = store.all_answers(store.get_db())
    by_rule = class_tally(answers, "rule_id")
    by_family = class_tally(answers, "family")
    plots = {}
    if answers:
        plots["rules"] = draw.bar_chart(
            "Accuracy on the rules the class misses most",
            [(rule_title(r["key"]), r["accuracy"], f"{r['accuracy']:.0%} of {r['attempts']}")
             for r in by_rule if r["right"] < r["attempts"]][:12] or [("No rule missed", 1.0, "100%")])
        plots["family"] = draw.bar_chart(
            "Class accuracy per rule family",
            [(f"{r['key']}. {questions.FAMILIES.get(r['key'], r['key'])}", r["accuracy"],
              f"{r['accuracy']:.0%} of {r['attempts']}") for r in by_family])
    return render_template("instructor/rules.html", answers=answers, by_rule=by_rule, by_family=by_family,
                           plots=plots, rule_title=rule_title, families=questions.FAMILIES)


@bp.get("/rules/<rule_id>")
@instructor_only
def rule(rule_id: str) -> str:
    answers = [a for a in store.all_answers(store.get_db()) if a["rule_id"] == rule_id]
    if not answers:  # a rule nobody has answered yet is still a page; an id that is no rule is not
        try:
            get_rule(rule_id)
        except ValueError:
            abort(404, f"There is no rule {rule_id!r}.")
    by_trainee = sorted(tally(answers, "username"), key=lambda r: (r["accuracy"], r["key"]))
    ids = {a["username"]: a["user_id"] for a in answers}
    return render_template("instructor/rule.html", rule_id=rule_id, title=rule_title(rule_id), answers=answers,
                           by_trainee=by_trainee, ids=ids, by_rulebook=tally(answers, "rulebook"))


@bp.get("/answers.csv")
@instructor_only
def answers_csv() -> Response:
    output = io.StringIO()
    writer = csv.writer(output)
    writer.writerow(CSV_COLUMNS)
    for answer in store.all_answers(store.get_db()):
        writer.writerow([answer["username"], answer["quiz_id"], answer["position"], answer["source"],
                         question_name(answer), answer["prompt"], answer["rule_id"], rule_title(answer["rule_id"]),
                         answer["family"], answer["game"], answer["kind"], answer["rulebook"], answer_cell(answer["given"]),
                         answer_cell(answer["right_answer"]), answer["right_answer_text"], "yes" if answer["correct"] else "no",
                         seconds(answer["time_taken_ms"]), answer["answered_at"]])
    return Response(output.getvalue(), mimetype="text/csv",
                    headers={"Content-Disposition": 'attachment; filename="dealerschool-answers.csv"',
                             "Cache-Control": "no-store"})


def account_errors(username: str, password: str, role: str) -> dict[str, str]:
    """What is wrong with a new account's fields, by field name (empty when nothing is)."""
    errors = {}
    problem = check_username(username)
    if problem:
        errors["username"] = f"User name: {problem}"
    if len(password) < MIN_PASSWORD:
        errors["password"] = f"Password: at least {MIN_PASSWORD} characters (this one has {len(password)})."
    if role not in ROLES:
        errors["role"] = f"Role: one of {', '.join(ROLES)}."
    return errors


@bp.route("/accounts/new", methods=("GET", "POST"))
@instructor_only
def new_account() -> Any:
    errors: dict[str, str] = {}
    form = {"username": "", "role": "trainee"}
    if request.method == "POST":
        username = request.form.get("username", "").strip().lower()
        password = request.form.get("password", "")
        role = request.form.get("role", "")
        form = {"username": username[:64], "role": role if role in ROLES else "trainee"}
        errors = account_errors(username, password, role)
        if not errors:
            user_id, problem = create_account(username, password, role)  # hashed as sign-up hashes
            if user_id is None:
                errors["username"] = f"User name: {problem}"
            else:
                flash(f"Made the {role} account {username!r}.")
                return redirect(url_for("instructor.index"))
    return render_template("instructor/new_account.html", errors=errors, form=form, roles=ROLES,
                           min_password=MIN_PASSWORD), 400 if errors else 200
