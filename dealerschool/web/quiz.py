"""Quizzes, pot drills and practice what I miss."""

from __future__ import annotations

from flask import Blueprint, render_template

from dealerschool.web.auth import login_required

bp = Blueprint("quiz", __name__, url_prefix="/quiz")


@bp.get("/")
@login_required
def start() -> str:
    return render_template("quiz/start.html")


@bp.get("/practice")
@login_required
def practice() -> str:
    return render_template("quiz/start.html")
