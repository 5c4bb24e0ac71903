"""A trainee's own results: accuracy and speed per rule, family and game, over time, as SVG plots."""

from __future__ import annotations

import json
from typing import Any

from flask import Blueprint, g, render_template, request, url_for
from markupsafe import Markup, escape

from dealerschool import store
from dealerschool.web.auth import login_required
from dealerschool.web.summaries import QUIZZES_SHOWN, dealing_summary, page_number, rule_title, summary

bp = Blueprint("progress", __name__, url_prefix="/progress")


@bp.get("/")
@login_required
def index() -> str:
    db = store.get_db()
    page = page_number(request.args.get("page"))
    quizzes = store.user_quizzes(db, g.user["id"], QUIZZES_SHOWN, (page - 1) * QUIZZES_SHOWN)
    links = quiz_links(quiz["id"] for quiz in quizzes)
    for quiz in quizzes:
        quiz["filters"] = json.loads(quiz["filters"] or "{}")
        quiz["url"] = links[quiz["id"]]
    total = store.count_quizzes(db, g.user["id"])
    found = summary(g.user["id"])
    return render_template("progress/index.html", dealing=dealing_summary(g.user["id"]), quizzes=quizzes,
                           quiz_page=page, quiz_pages=max(1, -(-total // QUIZZES_SHOWN)), quiz_count=total,
                           rule_rows=rule_rows(found["by_rule"]), **found)


def quiz_links(quiz_ids: Any) -> dict[int, str]:
    """Each quiz's summary URL, by id: ``url_for``'s for one, the same text with each other id in its place (twenty
    ``url_for`` calls were a tenth of the page)."""
    sample = url_for("quiz.summary", quiz_id=1)
    head = sample.removesuffix("1/")
    return {quiz_id: f"{head}{int(quiz_id)}/" for quiz_id in quiz_ids}


def rule_rows(by_rule: list[dict[str, Any]]) -> Markup:
    """The "By rule" table's rows, as the template's loop wrote them (about 60 rows of four cells, escaped in
    Python: a template loop's attribute look-ups and filters on each were about a ninth of the page)."""
    return Markup("".join(
        f"\n    <tr><td>{escape(rule_title(row['key']))}</td><td>{int(row['attempts'])}</td>"
        f"<td>{100 * row['accuracy']:.0f}%</td>\n      <td>"
        + ("" if row["median_seconds"] is None else f"{row['median_seconds']:.1f} s") + "</td></tr>\n  "
        for row in by_rule))
