"""A trainee's own results: accuracy and speed per rule, family and game, and past quizzes."""

from __future__ import annotations

from flask import Blueprint, render_template

from dealerschool.web.auth import login_required

bp = Blueprint("progress", __name__, url_prefix="/progress")


@bp.get("/")
@login_required
def index() -> str:
    return render_template("progress/index.html")
