"""A quiz's forms and question pages, below the blueprints that show them: the quiz blueprint (``web/quiz.py``)
and a class's assignments (``web/classes.py``) both read a quiz form and draw a question from here."""

from __future__ import annotations

import json
import sys
from datetime import datetime, timedelta
from typing import Any

from flask import Response, make_response, request, url_for
from markupsafe import Markup

from dealerschool.caches import BoundedCache
from dealerschool.poker.games import GAMES
from dealerschool.quiz import practice as schedule
from dealerschool.quiz import questions
from dealerschool.rules.model import RULEBOOK_NAMES, SOURCES
from dealerschool.rules.reference import rulebook_title
from dealerschool.web import draw, params
from dealerschool.web.htmx import render_page_or_partial

MAX_QUESTIONS = 20
MAX_TIME_LIMIT = 120
KINDS = {"": "Any", "ruling": "Rulings",
         "amount": "Pot drills: pot-limit maximum, minimum raise, the call, the pot, each pot, each share, the chip race",
         "seat": "Seats: who brings in, who acts, who gets the button"}
"""The kinds of question, named as the README's Quiz section names them (tests/quiz/test_words.py checks both)."""
SOURCES_OFFERED = {"scripted": "Scripted scenarios", "generated": "Generated scenarios", "mixed": "Both"}




def game_choices() -> list[tuple[str, str]]:
    return ([("", "Any game"), ("all-flop", "Flop games"), ("all-stud", "Stud games"), ("all-draw", "Draw games")]
            + [(game.code, game.name) for game in GAMES.values()])


def parse_filters(form: Any) -> tuple[questions.Filters, str, int, int | None, list[str]]:
    """(filters, rulebook, count, time limit in minutes, errors naming each bad field)."""
    errors = []
    games = dict(game_choices())
    game = form.get("game", "")
    if game not in games:
        errors.append(f"game: {game[:40]!r} is not a game here")
    family = form.get("family", "")
    if family and family not in questions.FAMILIES:
        errors.append(f"rule family: {family[:40]!r} is not one of {', '.join(questions.FAMILIES)}")
    difficulty_text = form.get("difficulty", "") or "0"
    difficulty = params.read_whole(difficulty_text, 0, 5)
    if difficulty is None:
        errors.append("difficulty: expected 1 to 5, or any")
    kind = form.get("kind", "")
    if kind not in KINDS:
        errors.append(f"kind: expected one of {', '.join(k for k in KINDS if k)}")
    source = form.get("source", "scripted")
    if source not in SOURCES_OFFERED:
        errors.append(f"scenarios: expected one of {', '.join(SOURCES_OFFERED)}")
    rulebook = form.get("rulebook", SOURCES)
    if rulebook not in RULEBOOK_NAMES:
        errors.append(f"rulebook: expected one of {', '.join(RULEBOOK_NAMES)}")
    count = params.read_whole(form.get("count", "5"), 1, MAX_QUESTIONS)
    if count is None:
        errors.append(f"number of questions: expected 1 to {MAX_QUESTIONS}")
    limit_text = form.get("time_limit", "").strip()
    limit = params.read_whole(limit_text, 1, MAX_TIME_LIMIT) if limit_text else None
    if limit_text and limit is None:
        errors.append(f"time limit: expected whole minutes from 1 to {MAX_TIME_LIMIT}, or none")
    filters = questions.Filters(game, family, difficulty or 0, kind, source)
    return filters, rulebook, count or 0, limit, errors


def stored_question(question: questions.QuizQuestion) -> dict[str, Any]:
    """A question as ``store`` keeps it: what identifies it, what the page shows, and (apart) its answer."""
    shown, revealed = question.shown, question.revealed
    return {"source": shown.source, "scenario": shown.scenario, "rule_id": revealed.rule_id, "seed": shown.seed,
            "rulebook": shown.rulebook, "kind": shown.kind, "game": shown.game, "family": revealed.family,
            "difficulty": shown.difficulty, "question": json.dumps(questions.shown_json(shown)),
            "right_answer": json.dumps(questions.revealed_json(revealed)),
            "answer_key": json.dumps(questions.key_json(questions.answer_key(question)))}


def deadline(quiz: dict[str, Any]) -> datetime | None:
    if not quiz.get("time_limit"):
        return None
    return schedule.parse_time(quiz["created_at"]) + timedelta(minutes=int(quiz["time_limit"]))


def drawn_size(key: tuple[str, bool, bool], value: Markup) -> int:
    """A kept drawing's memory: the stored question text it is kept under and the drawing."""
    return sys.getsizeof(key[0]) + sys.getsizeof(value)


QUESTION_TABLES: BoundedCache[tuple[str, bool, bool], Markup] = BoundedCache(
    "web.question_tables", max_entries=256, max_bytes=16 * 2**20, size_of=drawn_size)
"""A question's table as its page draws it (both layouts), by (the stored question's JSON text, four-colour
deck, seats to pick): the question's page and its answered page, and any reload, draw it once. The drawing is
a function of that text and those two choices alone, so an entry stays right for as long as it is kept, until
pushed out (about 35 KB an entry)."""


def question_table(text: str, shown: questions.Shown, choose_seat: bool) -> Markup:
    """The question's table drawn from ``shown`` (read from the stored ``text``), or the drawing kept for them."""
    key = (text, four_colour(), choose_seat)
    drawn = QUESTION_TABLES.get(key)
    if drawn is None:
        drawn = draw.table(questions.view_from_json(shown.view), four_colour=key[1], choose_seat=choose_seat,
                           loose=shown.loose)
        QUESTION_TABLES.put(key, drawn)
    return drawn


def question_context(quiz: dict[str, Any], row: dict[str, Any], error: str = "",
                     given: dict[str, str] | None = None) -> dict[str, Any]:
    """What the question and feedback templates need. The answer half is loaded only once answered."""
    shown = questions.shown_from_json(json.loads(row["question"]))
    context: dict[str, Any] = {
        "quiz": quiz, "row": row, "shown": shown, "error": error, "given": given or {},
        "table": question_table(row["question"], shown, shown.input == "seat"),
        "rulebook_title": rulebook_title(shown.rulebook),
        "next_url": next_url(quiz, row["position"]),
        "deadline": deadline(quiz),
    }
    if row["answered_at"] is not None:
        revealed = questions.revealed_from_json(json.loads(row["right_answer"]))
        given_value = json.loads(row["given"]) if row["given"] else None
        context.update(
            revealed=revealed,
            given_text=questions.answer_text(given_value, shown.options) if given_value is not None else "(no answer)",
            after=None if revealed.after is None else draw.table(questions.view_from_json(revealed.after),
                                                                 four_colour=four_colour(),
                                                                 caption="The table after the remedy"),
            late=late(quiz, row),
        )
    return context


def late(quiz: dict[str, Any], row: dict[str, Any]) -> bool:
    limit = deadline(quiz)
    return limit is not None and row["answered_at"] is not None and schedule.parse_time(row["answered_at"]) > limit


def next_url(quiz: dict[str, Any], position: int) -> str:
    if quiz["mode"] == "practice":
        return url_for("quiz.practice", rulebook=quiz["rulebook"])
    if position < quiz["size"]:
        return url_for("quiz.question", quiz_id=quiz["id"], position=position + 1)
    return url_for("quiz.summary", quiz_id=quiz["id"])


def four_colour() -> bool:
    return request.cookies.get("deck") == "four"


def held_context(quiz: dict[str, Any], row: dict[str, Any]) -> dict[str, Any]:
    """An answered question of an exam not yet released: the situation and the trainee's own answer, and
    nothing of the right one (its half of the stored question is not even read)."""
    shown = questions.shown_from_json(json.loads(row["question"]))
    given_value = json.loads(row["given"]) if row["given"] else None
    return {"quiz": quiz, "row": row, "shown": shown, "next_url": next_url(quiz, row["position"]),
            "table": question_table(row["question"], shown, False),
            "rulebook_title": rulebook_title(shown.rulebook), "deadline": deadline(quiz),
            "given_text": questions.answer_text(given_value, shown.options) if given_value is not None else "(no answer)"}


def render_question(quiz: dict[str, Any], row: dict[str, Any], error: str = "", given: dict[str, str] | None = None,
                    status: int = 200) -> Response:
    answered = row["answered_at"] is not None
    if answered and quiz.get("held"):  # an exam: no feedback until the instructor releases it
        response = make_response(render_page_or_partial("quiz/question.html", "quiz/_held.html", held=True,
                                                        **held_context(quiz, row)), status)
        response.headers["Cache-Control"] = "no-store"
        return response
    context = question_context(quiz, row, error, given)
    partial = "quiz/_feedback.html" if answered else "quiz/_question.html"
    response = make_response(render_page_or_partial("quiz/question.html", partial, **context), status)
    # An answer page must never be served from a cache to someone else, nor before it is answered.
    response.headers["Cache-Control"] = "no-store"
    return response
