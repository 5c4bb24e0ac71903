"""A trainee's own results: accuracy and speed per rule, family and game, over time, as SVG plots."""

from __future__ import annotations

import json

from flask import Blueprint, g, render_template, request

from dealerschool import store
from dealerschool.web.auth import login_required
from dealerschool.web.summaries import QUIZZES_SHOWN, dealing_summary, page_number, summary

bp = Blueprint("progress", __name__, url_prefix="/progress")


@bp.get("/")
@login_required
def index() -> str:
    db = store.get_db()
    page = page_number(request.args.get("page"))
    quizzes = store.user_quizzes(db, g.user["id"], QUIZZES_SHOWN, (page - 1) * QUIZZES_SHOWN)
    for quiz in quizzes:
        quiz["filters"] = json.loads(quiz["filters"] or "{}")
    total = store.count_quizzes(db, g.user["id"])
    return render_template("progress/index.html", dealing=dealing_summary(g.user["id"]), quizzes=quizzes,
                           quiz_page=page, quiz_pages=max(1, -(-total // QUIZZES_SHOWN)), quiz_count=total,
                           **summary(g.user["id"]))
