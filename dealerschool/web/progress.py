"""A trainee's own results: accuracy and speed per rule, family and game, over time, as SVG plots."""

from __future__ import annotations

import json
from collections import defaultdict
from typing import Any, Callable, Iterable

from flask import Blueprint, current_app, g, render_template

from dealerschool import practice, questions, store
from dealerschool.games import GAMES
from dealerschool.rules import get_rule
from dealerschool.web import draw
from dealerschool.web.auth import login_required

bp = Blueprint("progress", __name__, url_prefix="/progress")


def tally(attempts: Iterable[dict[str, Any]], key: str) -> list[dict[str, Any]]:
    """Per value of ``key``: attempts, right answers, accuracy and the median time."""
    groups: dict[str, list[dict[str, Any]]] = defaultdict(list)
    for attempt in attempts:
        groups[attempt[key] or "?"].append(attempt)
    rows = []
    for value, items in groups.items():
        right = sum(1 for a in items if a["correct"])
        times = sorted(a["time_taken_ms"] for a in items if a["time_taken_ms"] is not None)
        median = times[len(times) // 2] / 1000 if times else None
        rows.append({"key": value, "attempts": len(items), "right": right, "accuracy": right / len(items),
                     "median_seconds": median})
    return sorted(rows, key=lambda r: (-r["attempts"], r["key"]))


def rule_title(rule_id: str) -> str:
    try:
        return get_rule(rule_id).title
    except ValueError:
        return rule_id


def summary(attempts: list[dict[str, Any]]) -> dict[str, Any]:
    """One person's answers summed up: per rule, family and game, the plots, the rules most missed.

    (The trainee's own progress page and the instructor's report on a trainee both show this.)"""
    by_rule = tally(attempts, "rule_id")
    by_family = tally(attempts, "family")
    by_game = tally(attempts, "game")
    game_names = {code: game.name for code, game in GAMES.items()}
    plots = {}
    if attempts:
        # Accuracy over time: one point per day with answers (running accuracy would hide a bad day).
        days: dict[str, list[int]] = defaultdict(list)
        for attempt in attempts:
            days[attempt["answered_at"][:10]].append(attempt["correct"])
        points = [(day, sum(v) / len(v)) for day, v in sorted(days.items())]
        plots["time"] = draw.line_chart("Accuracy per day", points,
                                        description=", ".join(f"{d}: {a:.0%}" for d, a in points))
        plots["family"] = draw.bar_chart(
            "Accuracy per rule family",
            [(f"{r['key']}. {questions.FAMILIES.get(r['key'], r['key'])}", r["accuracy"],
              f"{r['accuracy']:.0%} of {r['attempts']}") for r in by_family])
        plots["game"] = draw.bar_chart(
            "Accuracy per game",
            [(game_names.get(r["key"], r["key"]), r["accuracy"], f"{r['accuracy']:.0%} of {r['attempts']}")
             for r in by_game])
        speeds = [r for r in by_family if r["median_seconds"] is not None]
        if speeds:
            slowest = max(r["median_seconds"] for r in speeds) or 1
            plots["speed"] = draw.bar_chart(
                "Median seconds per answer, by rule family",
                [(f"{r['key']}. {questions.FAMILIES.get(r['key'], r['key'])}", r["median_seconds"],
                  f"{r['median_seconds']:.1f} s") for r in speeds], maximum=slowest)
        rulebooks = sorted({a["rulebook"] for a in attempts})
        cells = {}
        for row in by_family:
            for book in rulebooks:
                items = [a for a in attempts if (a["family"] or "?") == row["key"] and a["rulebook"] == book]
                if items:
                    accuracy = sum(a["correct"] for a in items) / len(items)
                    cells[(row["key"], book)] = (accuracy, f"{accuracy:.0%}")
        names = {r["key"]: f"{r['key']}. {questions.FAMILIES.get(r['key'], r['key'])}" for r in by_family}
        plots["heat"] = draw.heat_cells("Accuracy per rule family and rulebook", [names[r["key"]] for r in by_family],
                                        rulebooks, {(names[row], book): v for (row, book), v in cells.items()})
    schedules = practice.schedules(practice.Attempt(a["rule_id"], practice.parse_time(a["answered_at"]),
                                                    bool(a["correct"])) for a in attempts)
    missed = sorted((s for s in schedules.values() if s.lapses), key=lambda s: (-s.lapses, s.due))[:8]
    return {"attempts": attempts, "by_rule": by_rule, "by_family": by_family, "by_game": by_game, "plots": plots,
            "missed": [(s, rule_title(s.rule_id)) for s in missed], "rule_title": rule_title,
            "total_right": sum(1 for a in attempts if a["correct"]), "game_names": game_names,
            "families": questions.FAMILIES}


def dealing_summary(user_id: int, review_link: Callable[[int, int, int], str] | None = None) -> dict[str, Any] | None:
    """A user's dealing drills beside the quizzes (when that blueprint is part of the app), else None;
    ``review_link(drill, hand, deal)``: where a hand's review is for the reader (the trainee's own by default)."""
    if "deal" not in current_app.blueprints:
        return None
    from dealerschool.web.deal import progress_summary

    return progress_summary(user_id, review_link)


@bp.get("/")
@login_required
def index() -> str:
    db = store.get_db()
    quizzes = store.user_quizzes(db, g.user["id"])
    for quiz in quizzes:
        quiz["filters"] = json.loads(quiz["filters"] or "{}")
    return render_template("progress/index.html", dealing=dealing_summary(g.user["id"]), quizzes=quizzes,
                           **summary(store.user_attempts(db, g.user["id"])))
