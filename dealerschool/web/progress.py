"""A trainee's own results: accuracy and speed per rule, family and game, over time, as SVG plots."""

from __future__ import annotations

from typing import Any

from flask import Blueprint, g, render_template, request, url_for
from markupsafe import Markup

from dealerschool import store
from dealerschool.rules.reference import rulebook_title
from dealerschool.web.auth import login_required
from dealerschool.web.escaping import html
from dealerschool.web.summaries import QUIZZES_SHOWN, dealing_summary, page_number, rule_title, summary

bp = Blueprint("progress", __name__, url_prefix="/progress")


@bp.get("/")
@login_required
def index() -> str:
    db = store.get_db()
    page = page_number(request.args.get("page"))
    quizzes = store.user_quizzes(db, g.user["id"], QUIZZES_SHOWN, (page - 1) * QUIZZES_SHOWN)
    total = store.count_quizzes(db, g.user["id"])
    found = summary(g.user["id"])
    return render_template("progress/index.html", dealing=dealing_summary(g.user["id"]), quizzes=quizzes,
                           quiz_rows=quiz_rows(quizzes), quiz_page=page, quiz_pages=max(1, -(-total // QUIZZES_SHOWN)),
                           quiz_count=total, rule_rows=rule_rows(found["by_rule"]), **found)


def quiz_links(quiz_ids: Any) -> dict[int, str]:
    """Each quiz's summary URL, by id: ``url_for``'s for one, the same text with each other id in its place (twenty
    ``url_for`` calls were a tenth of the page)."""
    sample = url_for("quiz.summary", quiz_id=1)
    head = sample.removesuffix("1/")
    return {quiz_id: f"{head}{int(quiz_id)}/" for quiz_id in quiz_ids}


def quiz_rows(quizzes: list[dict[str, Any]]) -> Markup:
    """The "Past quizzes" table's rows, as the template's loop wrote them (twenty rows of five cells, escaped in
    Python: the loop's attribute look-ups, filters and tests were a fifth of the page)."""
    links = quiz_links(quiz["id"] for quiz in quizzes)
    rows = []
    for quiz in quizzes:
        name = "Practice" if quiz["mode"] == "practice" else f"Quiz {int(quiz['id'])}"
        answered, size = quiz["answered"], quiz["size"]
        if quiz["held"]:
            score = f"exam: results not released ({answered} of {size} answered)"
        else:
            score = f"{quiz['right_count']} / {size}" + (f" ({answered} answered)" if answered < size else "")
        mean = "" if quiz["mean_ms"] is None else f"{quiz['mean_ms'] / 1000:.1f} s"
        rows.append(f'\n    <tr><td><a href="{html(links[quiz["id"]])}">{name}</a></td>\n'
                    f'      <td>{html(quiz["created_at"][:16].replace("T", " "))}</td>'
                    f'<td>{html(rulebook_title(quiz["rulebook"]))}</td>\n'
                    f"      <td>{score}</td>\n      <td>{mean}</td></tr>\n  ")
    return Markup("".join(rows))


def rule_rows(by_rule: list[dict[str, Any]]) -> Markup:
    """The "By rule" table's rows, as the template's loop wrote them (about 60 rows of four cells, escaped in
    Python: a template loop's attribute look-ups and filters on each were about a ninth of the page)."""
    return Markup("".join(
        f"\n    <tr><td>{html(rule_title(row['key']))}</td><td>{int(row['attempts'])}</td>"
        f"<td>{100 * row['accuracy']:.0f}%</td>\n      <td>"
        + ("" if row["median_seconds"] is None else f"{row['median_seconds']:.1f} s") + "</td></tr>\n  "
        for row in by_rule))
