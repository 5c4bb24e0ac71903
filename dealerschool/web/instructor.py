"""The instructor's pages: every trainee's results, a report per trainee and per rule, every answer as CSV,
and a form to make accounts. Every view is for a signed-in instructor only (a trainee gets 403, a
signed-out visitor is sent to sign in): a trainee sees only their own results, on the progress page."""

from __future__ import annotations

import csv
import io
import json
from collections.abc import Iterable, Iterator
from typing import Any
from urllib.parse import quote

from flask import Blueprint, Response, abort, current_app, flash, g, redirect, render_template, request, stream_with_context, url_for
from markupsafe import Markup

from dealerschool import store
from dealerschool.quiz import questions
from dealerschool.rules import get_rule
from dealerschool.rules.model import RULEBOOK_NAMES
from dealerschool.situations.views import Audience
from dealerschool.web import draw
from dealerschool.web.auth import (
    MIN_PASSWORD,
    ROLES,
    check_username,
    create_account,
    hash_password,
    instructor_only,
    start_session,
)
from dealerschool.web.dealing import review_page
from dealerschool.web.escaping import html
from dealerschool.web.summaries import dealing_summary, hand_links, page_number, report_links, rule_title, summary, tally

bp = Blueprint("instructor", __name__, url_prefix="/instructor")

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


def class_tally(dimension: str) -> list[dict[str, Any]]:
    """A dimension's tallies over the whole class (how many trainees answered and how many missed included);
    the most missed first (by the share of wrong answers, then by how many answers)."""
    rows = tally(store.tallies(store.get_db(), dimension))
    return sorted(rows, key=lambda r: (r["accuracy"], -r["attempts"], r["key"]))


TRAINEES_SHOWN = 50
"""Trainees listed a page on the class page (a school has hundreds)."""


def trainee_cells(person: dict[str, Any]) -> dict[str, str]:
    """A trainee's row of the class page as text: right answers and share, mean time, last answer (UTC).
    Worked out here, not in the template: fifty rows of filters and attribute lookups were a third of the page."""
    answered, mean_ms, last = person["answered"], person["mean_ms"], person["last_answer"]
    return {"right_text": f"{person['right_count']} ({100 * person['right_count'] / answered:.0f}%)" if answered else "–",
            "mean_text": "" if mean_ms is None else f"{mean_ms / 1000:.1f} s",
            "last_text": last[:16].replace("T", " ") if last else ""}


def admin_only() -> None:
    """The school-wide pages (every trainee's answers, the whole school's rules) are a school admin's."""
    if not g.user.get("admin"):
        abort(403, "This page covers the whole school: it is for school admins. Your trainees' results are on "
                   "your classes' pages and on Trainees.")


def visible_trainee(user_id: int) -> dict[str, Any]:
    """The account ``user_id`` if this instructor may see its results (a school admin: anyone; an instructor:
    the trainees in the classes they teach), else a 404 that does not say whether it exists."""
    db = store.get_db()
    person = store.find_user(db, user_id=user_id)
    if person is None or not store.can_see_trainee(db, g.user, user_id):
        abort(404, f"There is no account number {user_id} among your trainees.")
    return person


@bp.get("/")
@instructor_only
def index() -> str:
    db = store.get_db()
    page = page_number(request.args.get("page"))
    taught_by = None if g.user["admin"] else g.user["id"]
    total = store.count_users(db, "trainee", taught_by)
    trainees = store.users_with_results(db, "trainee", TRAINEES_SHOWN, (page - 1) * TRAINEES_SHOWN, taught_by)
    instructors = store.users_with_results(db, "instructor") if g.user["admin"] else []
    links = report_links(person["id"] for person in trainees + instructors)
    for person in trainees:
        person.update(trainee_cells(person), link=links[person["id"]])
    return render_template("instructor/index.html", trainees=trainees, links=links, trainee_count=total, page=page,
                           pages=max(1, -(-total // TRAINEES_SHOWN)), instructors=instructors)


@bp.get("/trainees/<int:user_id>")
@instructor_only
def trainee(user_id: int) -> str:
    person = visible_trainee(user_id)
    found = summary(user_id)
    return render_template("instructor/trainee.html", person={"id": person["id"], "username": person["username"],
                                                              "role": person["role"]},
                           dealing=dealing_summary(user_id, hand_links("instructor.drill_hand", user_id=user_id)),
                           min_password=MIN_PASSWORD, rule_rows=rule_rows(found["by_rule"]), **found)


def rule_rows(by_rule: list[dict[str, Any]]) -> Markup:
    """The report's "By rule" rows, as the template's loop wrote them, each rule a link to its page (the school's
    one-rule page for an admin, else the rules reference): one ``url_for``, each other rule's id quoted into its
    place as the route quotes it (about sixty ``url_for`` calls and the loop's look-ups were a third of the page)."""
    head = url_for("instructor.rule" if g.user["admin"] else "reference.rule", rule_id="x").removesuffix("x")
    return Markup("".join(
        f'\n    <tr><td data-label="Rule"><a href="{html(head + quote(str(row["key"]), safe=PATH_SAFE))}">'
        f'{html(rule_title(row["key"]))}</a></td><td data-label="Answered">{int(row["attempts"])}</td>'
        f'<td data-label="Right">{100 * row["accuracy"]:.0f}%</td>\n      <td data-label="Median time">'
        + ("" if row["median_seconds"] is None else f"{row['median_seconds']:.1f} s") + "</td></tr>\n  "
        for row in by_rule))


PATH_SAFE = "!$&'()*+,/:;=@"
"""What werkzeug's route converters leave unquoted in a path segment (``BaseConverter.to_url``)."""


@bp.get("/trainees/<int:user_id>/drills/<int:drill_id>/hands/<int:number>")
@instructor_only
def drill_hand(user_id: int, drill_id: int, number: int) -> Any:
    """A trainee's drill hand, finished or not, step by step with every card shown (the hand is the
    trainee's: the instructor only looks)."""
    if "deal" not in current_app.blueprints:
        abort(404, "Dealing drills are not part of this app.")
    visible_trainee(user_id)
    return review_page(user_id, drill_id, number, (Audience.REVIEW, Audience.REVIEW), "instructor.drill_hand",
                       {"user_id": user_id, "drill_id": drill_id, "number": number})


@bp.post("/trainees/<int:user_id>/password")
@instructor_only
def reset_password(user_id: int) -> Any:
    """An instructor sets a new password for an account; every session of that account ends."""
    password = request.form.get("password", "")
    if len(password) < MIN_PASSWORD:
        abort(400, f"password: at least {MIN_PASSWORD} characters (this one has {len(password)}).")
    db = store.get_db()
    person = g.user if user_id == g.user["id"] else visible_trainee(user_id)
    version = store.set_password(db, user_id, hash_password(password))
    if version is None:
        abort(404, f"There is no account number {user_id}.")
    if user_id == g.user["id"]:
        start_session(person, version)  # one's own reset keeps this session
    flash(f"Set a new password for {person['username']!r}; every session of that account is signed out.")
    return redirect(url_for("instructor.trainee", user_id=user_id), 303)


@bp.get("/rules")
@instructor_only
def rules() -> str:
    admin_only()
    db = store.get_db()
    by_rule = class_tally("rule")
    by_family = class_tally("family")
    overall = store.tallies(db, "all")
    plots = {}
    if by_rule:
        plots["rules"] = draw.bar_chart(
            "Accuracy on the rules the class misses most",
            [(rule_title(r["key"]), r["accuracy"], f"{r['accuracy']:.0%} of {r['attempts']}")
             for r in by_rule if r["right"] < r["attempts"]][:12] or [("No rule missed", 1.0, "100%")])
        plots["family"] = draw.bar_chart(
            "Class accuracy per rule family",
            [(f"{r['key']}. {questions.FAMILIES.get(r['key'], r['key'])}", r["accuracy"],
              f"{r['accuracy']:.0%} of {r['attempts']}") for r in by_family])
    return render_template("instructor/rules.html", answered=overall[0]["attempts"] if overall else 0,
                           people=overall[0]["trainees"] if overall else 0, by_rule=by_rule, by_family=by_family,
                           plots=plots, rule_title=rule_title, families=questions.FAMILIES)


TRAINEES_PER_RULE = 50
"""Trainees listed on a rule's page: the ones who miss it most (the school's totals are above them)."""


@bp.get("/rules/<rule_id>")
@instructor_only
def rule(rule_id: str) -> str:
    admin_only()
    db = store.get_db()
    overall = store.tallies(db, "rule", key=rule_id)
    if not overall:  # a rule nobody has answered yet is still a page; an id that is no rule is not
        try:
            get_rule(rule_id)
        except ValueError:
            abort(404, f"There is no rule {rule_id!r}.")
    rows = store.rule_by_trainee(db, rule_id, TRAINEES_PER_RULE)
    by_trainee = [{**row, "accuracy": row["right"] / row["attempts"]} for row in rows]
    links = report_links(r["user_id"] for r in rows)
    by_rulebook = [{**row, "key": book} for book in RULEBOOK_NAMES
                   for row in tally(store.tallies(db, "rule-rulebook", key=f"{rule_id}\t{book}"))]
    return render_template("instructor/rule.html", rule_id=rule_id, title=rule_title(rule_id), answered=bool(overall),
                           overall=tally(overall)[0] if overall else None, by_trainee=by_trainee, links=links,
                           by_rulebook=by_rulebook)


def streamed_csv(columns: Iterable[str], rows: Iterable[list[Any]], filename: str) -> Response:
    """A CSV download streamed as the rows are read (memory flat, the first byte at once), 200 rows a chunk."""
    def lines() -> Iterator[str]:
        output = io.StringIO()
        writer = csv.writer(output)
        writer.writerow(columns)
        for count, row in enumerate(rows, start=1):
            writer.writerow(row)
            if count % 200 == 0:
                yield output.getvalue()
                output.seek(0)
                output.truncate()
        yield output.getvalue()

    return Response(stream_with_context(lines()), mimetype="text/csv",
                    headers={"Content-Disposition": f'attachment; filename="{filename}"', "Cache-Control": "no-store"})


@bp.get("/answers.csv")
@instructor_only
def answers_csv() -> Response:
    """Every answer as CSV, streamed: rows go out as the database reads them (memory flat, first byte at once).
    A school admin gets every trainee's; an instructor, those of the trainees in the classes they teach."""
    taught_by = None if g.user["admin"] else g.user["id"]
    rows = ([answer["username"], answer["quiz_id"], answer["position"], answer["source"], question_name(answer),
             answer["prompt"], answer["rule_id"], rule_title(answer["rule_id"]), answer["family"], answer["game"],
             answer["kind"], answer["rulebook"], answer_cell(answer["given"]), answer_cell(answer["right_answer"]),
             answer["right_answer_text"], "yes" if answer["correct"] else "no", seconds(answer["time_taken_ms"]),
             answer["answered_at"]]
            for answer in store.all_answers(store.get_db(), taught_by))
    return streamed_csv(CSV_COLUMNS, rows, "dealerschool-answers.csv")


DRILL_CSV_COLUMNS = ("trainee", "drill", "assignment", "hand", "deal", "game", "rulebook", "operations",
                     "right_first_time", "mistakes", "seconds_per_operation", "target_seconds", "ruling_given",
                     "ruling_right", "ruling_rule", "ruling_correct", "reads", "reads_right", "remedy_steps",
                     "remedy_right_first_time", "finished_at")
"""The columns of the drill hands download, in order (one row per finished deal of a hand)."""


def drill_hand_row(hand: dict[str, Any]) -> list[Any]:
    """One finished hand as a CSV row: its score's figures, its mistakes as "kind=count" pairs."""
    try:
        score = json.loads(hand["score"])
    except ValueError:
        score = {}
    score = score if isinstance(score, dict) else {}
    ruling: dict[str, Any] = score["ruling"] if isinstance(score.get("ruling"), dict) else {}
    mistakes: dict[str, Any] = score["mistakes"] if isinstance(score.get("mistakes"), dict) else {}
    return [hand["username"], hand["drill_id"], hand["assignment_id"] or "", hand["number"], hand["deal"],
            hand["variant"], hand["rulebook"] or "", score.get("operations", ""), score.get("right_first_time", ""),
            "; ".join(f"{kind}={count}" for kind, count in sorted(mistakes.items())),
            score.get("seconds_per_operation", ""), score.get("target_seconds", ""), ruling.get("given") or "",
            ruling.get("right") or "", ruling.get("rule") or "",
            ("yes" if score.get("rulings_right") else "no") if ruling else "",
            score.get("reads", ""), score.get("reads_right", ""), score.get("remedy_steps", ""),
            score.get("remedy_right_first_time", ""), hand["finished_at"]]


@bp.get("/drill-hands.csv")
@instructor_only
def drill_hands_csv() -> Response:
    """Every finished drill hand as CSV (a school admin: the school's; an instructor: their trainees'), streamed."""
    taught_by = None if g.user["admin"] else g.user["id"]
    rows = (drill_hand_row(hand) for hand in store.all_drill_hands(store.get_db(), taught_by))
    return streamed_csv(DRILL_CSV_COLUMNS, rows, "dealerschool-drill-hands.csv")


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
