"""Quizzes, pot drills and practice what I miss.

Each view parses the request, makes one engine call (``dealerschool.quiz.questions`` makes the questions with
their answers; grading compares), stores (``dealerschool.store``) and renders. A question's answer is stored
with it when it is made and reaches a page only once the trainee's answer is stored.
"""

from __future__ import annotations

import json
import random
from datetime import UTC, datetime
from typing import Any

from flask import Blueprint, abort, current_app, g, redirect, render_template, request, url_for

from dealerschool import store
from dealerschool.quiz import practice as schedule
from dealerschool.quiz import questions
from dealerschool.rules import get_rule
from dealerschool.rules.model import RULEBOOK_NAMES, SOURCES
from dealerschool.rules.reference import RULEBOOK_CHOICES, rulebook_title
from dealerschool.web import redirects
from dealerschool.web.auth import login_required
from dealerschool.web.htmx import is_htmx
from dealerschool.web.quiz_pages import (
    KINDS,
    MAX_QUESTIONS,
    SOURCES_OFFERED,
    deadline,
    game_choices,
    parse_filters,
    render_question,
    stored_question,
)

bp = Blueprint("quiz", __name__, url_prefix="/quiz")


def start_page(errors: list[str], form: dict[str, str], status: int = 200) -> tuple[str, int]:
    return render_template("quiz/start.html", errors=errors, form=form, games=game_choices(),
                           families=questions.FAMILIES, kinds=KINDS, sources=SOURCES_OFFERED,
                           rulebooks=RULEBOOK_CHOICES, max_questions=MAX_QUESTIONS), status

@bp.get("/")
@login_required
def start() -> Any:
    return start_page([], {"count": "5", "source": "scripted", "rulebook": SOURCES})


@bp.post("/")
@login_required
def create() -> Any:
    filters, rulebook, count, limit, errors = parse_filters(request.form)
    if errors:
        return start_page(errors, request.form.to_dict(), 400)
    made = questions.pick(filters, count, rulebook, random.Random())
    if not made:
        return start_page(["No questions match those filters: widen them (any difficulty, any family, or generated "
                           "scenarios)."], request.form.to_dict(), 400)
    filters_json = {"game": filters.game, "family": filters.family, "difficulty": filters.difficulty,
                    "kind": filters.kind, "source": filters.source}
    quiz_id = store.create_quiz(store.get_db(), g.user["id"], "quiz", rulebook, filters_json,
                                [stored_question(q) for q in made], limit)
    return redirect(url_for("quiz.question", quiz_id=quiz_id, position=1))


@bp.get("/<int:quiz_id>/<int:position>")
@login_required
def question(quiz_id: int, position: int) -> Any:
    db = store.get_db()
    quiz = store.get_quiz(db, quiz_id, g.user["id"])
    row = store.get_question(db, quiz_id, position, g.user["id"]) if quiz else None
    if quiz is None or row is None:
        abort(404, "There is no such question among your quizzes.")
    if row["shown_at"] is None:
        store.mark_shown(db, row["token"])
        row = store.get_question(db, quiz_id, position, g.user["id"]) or row
    return render_question(quiz, row)


@bp.post("/answer")
@login_required
def answer() -> Any:
    db = store.get_db()
    token = request.form.get("token", "")[:64]
    found = store.attempt_to_answer(db, token, g.user["id"]) if token else None
    if found is None:
        abort(404, "That question is not one of yours (or the form was changed).")
    if found["answered_at"] is None and found["assignment_id"] is not None and store.exam_closed(db, found["quiz_id"]):
        abort(409, "This exam is closed: its feedback has been released, so it takes no more answers.")
    if found["answered_at"] is None:
        key = questions.key_from_json(json.loads(found["answer_key"]))
        try:
            given = questions.read_answer(key, request.form)
        except questions.AnswerError as error:
            row, quiz = store.attempt_by_token(db, token, g.user["id"]), store.get_quiz(db, found["quiz_id"], g.user["id"])
            assert row is not None and quiz is not None  # the attempt is this user's, so are its question and quiz
            return render_question(quiz, row, str(error), request.form.to_dict(), 400)
        limit = deadline({"created_at": found["quiz_created_at"], "time_limit": found["time_limit"]})
        in_time = limit is None or datetime.now(UTC) <= limit
        # Stored once: a second POST of the same token (double click, retry, second tab) changes nothing.
        try:
            store.record_answer(db, token, g.user["id"], json.dumps(given), in_time and questions.is_right(key, given),
                                found)
        except store.ExamClosed as closed:
            abort(409, str(closed))
    if is_htmx():
        # Shown from the store: the first answer stored, whichever request stored it.
        row, quiz = store.attempt_by_token(db, token, g.user["id"]), store.get_quiz(db, found["quiz_id"], g.user["id"])
        assert row is not None and quiz is not None
        return render_question(quiz, row)
    return redirect(url_for("quiz.question", quiz_id=found["quiz_id"], position=found["position"]), 303)


@bp.get("/<int:quiz_id>/")
@login_required
def summary(quiz_id: int) -> Any:
    db = store.get_db()
    quiz = store.get_quiz(db, quiz_id, g.user["id"])
    if quiz is None:
        abort(404, "There is no such quiz among yours.")
    rows = store.quiz_questions(db, quiz_id, g.user["id"])
    items = []
    held = bool(quiz.get("held"))  # an exam not yet released: handed in, nothing of right or wrong
    for row in rows:
        shown = questions.shown_from_json(json.loads(row["question"]))
        item = {"row": row, "shown": shown, "revealed": None}
        if row["answered_at"] is not None and not held:
            item["revealed"] = questions.revealed_from_json(json.loads(row["right_answer"]))
        items.append(item)
    answered = [r for r in rows if r["answered_at"] is not None]
    right = None if held else sum(1 for r in answered if r["correct"])
    return render_template("quiz/summary.html", quiz=quiz, items=items, answered=len(answered), right=right, held=held,
                           rulebook_title=rulebook_title(quiz["rulebook"]))


# --- practice what I miss ----------------------------------------------------------------------------------------


def user_schedules(user_id: int) -> dict[str, schedule.RuleSchedule]:
    """The trainee's schedule per rule, from the stored cards (one row per rule, not the answer history)."""
    return {rule_id: card.schedule(rule_id) for rule_id, card in store.practice_cards(store.get_db(), user_id).items()}


@bp.route("/practice", methods=("GET", "POST"))
@login_required
def practice() -> Any:
    """GET: the practice page (what is due). POST: make the next question from the schedule and show it."""
    rulebook = request.values.get("rulebook", SOURCES)
    if rulebook not in RULEBOOK_NAMES:
        abort(400, f"rulebook: expected one of {', '.join(RULEBOOK_NAMES)}")
    candidates = questions.practice_rules()
    wanted = request.values.get("rule", "")
    if wanted and wanted not in candidates:
        abort(400, f"rule: {wanted[:60]!r} is not a rule practice can ask about")
    if request.method == "GET":
        schedules = user_schedules(g.user["id"])
        missed = sorted((s for s in schedules.values() if s.lapses), key=lambda s: (-s.lapses, s.due))[:10]
        return render_template("quiz/practice.html", rulebook=rulebook, rulebooks=RULEBOOK_CHOICES, rule=wanted,
                               missed=[(s, get_rule(s.rule_id)) for s in missed], seen=len(schedules),
                               candidates=len(candidates))
    # Seeded from what is stored (the trainee, the rulebook, the rule asked for and the answers so far on the
    # trainee's cards), not drawn fresh: the same state asks the same question, so a retry is repeatable. A rule
    # asked for needs only the cards' totals, not each card's schedule (0.2 ms for 50 cards).
    if wanted:
        answered, lapses = store.practice_totals(store.get_db(), g.user["id"])
    else:
        schedules = user_schedules(g.user["id"])
        answered = sum(card.attempts for card in schedules.values())
        lapses = sum(card.lapses for card in schedules.values())
    rng = random.Random(f"practice:{g.user['id']}:{rulebook}:{wanted}:{answered}:{lapses}")
    order = [wanted] if wanted else schedule.next_rules(schedules, candidates, datetime.now(UTC), rng)
    made = None
    for rule_id in order[:12]:
        found = questions.pick(questions.Filters(source="mixed"), 1, rulebook, rng, rules=[rule_id])
        if found:
            made = found[0]
            break
    if made is None:
        abort(400, "No practice question could be made for those rules under this rulebook.")
    db = store.get_db()
    quiz_id = store.open_practice_quiz(db, g.user["id"], rulebook)
    position = store.add_question(db, quiz_id, g.user["id"], stored_question(made))
    return redirect(url_for("quiz.question", quiz_id=quiz_id, position=position), 303)


@bp.post("/deck")
@login_required
def deck() -> Any:
    """Switch between the two-colour and four-colour deck (a cookie: it only changes how cards are drawn)."""
    choice = "four" if request.form.get("deck") == "four" else "two"
    target = redirects.safe_target(request.form.get("back"), url_for("quiz.start"))
    response = redirect(target, 303)
    response.set_cookie("deck", choice, max_age=365 * 86400, httponly=True, samesite="Lax",
                        secure=bool(current_app.config["SESSION_COOKIE_SECURE"]))
    return response
