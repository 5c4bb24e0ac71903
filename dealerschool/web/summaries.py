"""A person's results summed up (per rule, family and game, plots, the rules most missed, dealing drills): the
trainee's own progress page and an instructor's reports both show them, so they live here, below both."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from flask import current_app, url_for
from markupsafe import Markup

from dealerschool import store
from dealerschool.poker.games import GAMES
from dealerschool.quiz import questions
from dealerschool.rules import get_rule
from dealerschool.web import dealing, draw, params
from dealerschool.web.escaping import html


def tally(rows: Iterable[dict[str, Any]]) -> list[dict[str, Any]]:
    """The store's tallies of a dimension with their accuracy, the most answered first."""
    found = [{**row, "accuracy": row["right"] / row["attempts"]} for row in rows if row["attempts"]]
    return sorted(found, key=lambda r: (-r["attempts"], r["key"]))


def rule_title(rule_id: str) -> str:
    try:
        return get_rule(rule_id).title
    except ValueError:
        return rule_id


def report_links(user_ids: Iterable[int]) -> dict[int, str]:
    """Each trainee's report URL, by id: ``url_for``'s for one, the same text with each other id in its place
    (a page of fifty links built by ``url_for`` one by one cost as much as the rest of the page)."""
    sample = url_for("instructor.trainee", user_id=1)
    head = sample.removesuffix("/1")
    return {user_id: f"{head}/{int(user_id)}" for user_id in user_ids}


MISSED_SHOWN = 8
"""Rules listed under "Rules you miss most" (each a link to practise it)."""

DAYS_PLOTTED = 60
"""Days with answers on the accuracy-over-time plot: the latest ones (a year of practice is 365 points)."""


def summary(user_id: int) -> dict[str, Any]:
    """One person's answers summed up: per rule, family and game, the plots, the rules most missed.

    (The trainee's own progress page and the instructor's report on a trainee both show this.) Read from the
    store's tallies: one row per rule, family, game, day..., however many answers there are."""
    db = store.get_db()
    found = store.user_tallies(db, user_id, ("rule", "family", "game", "all", "family-rulebook"))
    by_rule, by_family, by_game = tally(found["rule"]), tally(found["family"]), tally(found["game"])
    overall = found["all"]
    answered = overall[0]["attempts"] if overall else 0
    game_names = {code: game.name for code, game in GAMES.items()}
    plots = {}
    if answered:
        # Accuracy over time: one point per day with answers (running accuracy would hide a bad day).
        points = [(row["key"], row["right"] / row["attempts"])
                  for row in sorted(store.tallies(db, "day", user_id=user_id, last=DAYS_PLOTTED), key=lambda r: r["key"])]
        plots["time"] = draw.line_chart(f"Accuracy per day (the last {DAYS_PLOTTED} days with answers)"
                                        if len(points) == DAYS_PLOTTED else "Accuracy per day", points,
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
        cells = {}
        rulebooks: set[str] = set()
        for row in found["family-rulebook"]:
            family, book = row["key"].split("\t")
            rulebooks.add(book)
            accuracy = row["right"] / row["attempts"]
            cells[(family, book)] = (accuracy, f"{accuracy:.0%}")
        names = {r["key"]: f"{r['key']}. {questions.FAMILIES.get(r['key'], r['key'])}" for r in by_family}
        plots["heat"] = draw.heat_cells("Accuracy per rule family and rulebook", [names[r["key"]] for r in by_family],
                                        sorted(rulebooks),
                                        {(names[row], book): v for (row, book), v in cells.items() if row in names})
    missed = store.most_missed(db, user_id, MISSED_SHOWN)
    return {"answered": answered, "by_rule": by_rule, "by_family": by_family, "by_game": by_game, "plots": plots,
            "missed": [(s, rule_title(s.rule_id)) for s in missed], "rule_title": rule_title,
            "total_right": overall[0]["right"] if overall else 0, "game_names": game_names,
            "families": questions.FAMILIES}


def hand_links(endpoint: str, **values: Any) -> Callable[[int, int, int], str]:
    """``link(drill, hand, deal)``: a drill hand's review URL at ``endpoint`` (with ``values``: the trainee's id
    on the instructor's), ``?deal=N`` for a hand dealt again. ``url_for``'s for one hand, the same text with each
    other hand's numbers in its place (twenty hands' ``url_for`` were a tenth of the page)."""
    drill_mark, number_mark = "9007199254740991", "9007199254740990"  # ids no database reaches (2**53 - 1, - 2)
    head, rest = url_for(endpoint, drill_id=int(drill_mark), number=int(number_mark), **values).split(drill_mark)
    middle, tail = rest.split(number_mark)
    return lambda drill_id, number, deal: (f"{head}{int(drill_id)}{middle}{int(number)}{tail}"
                                           + (f"?deal={int(deal)}" if deal > 1 else ""))


def dealing_summary(user_id: int, review_link: Callable[[int, int, int], str] | None = None) -> dict[str, Any] | None:
    """A user's dealing drills beside the quizzes (when that blueprint is part of the app), else None;
    ``review_link(drill, hand, deal)``: where a hand's review is for the reader (the trainee's own by default).
    ``recent_rows``: the table of the last hands dealt, written here (see :func:`recent_rows`)."""
    if "deal" not in current_app.blueprints:
        return None
    found = dealing.progress_summary(user_id, review_link or hand_links("deal.review"))
    found["recent_rows"] = recent_rows(found["recent"])
    return found


def recent_rows(recent: Iterable[dict[str, Any]]) -> Markup:
    """The "Last hands dealt" table's rows, as the template's loop wrote them (twenty rows, escaped in Python: the
    loop's attribute look-ups and filters were a tenth of the page)."""
    return Markup("".join(
        f'\n    <tr><td><a href="{html(hand["url"])}">Drill {int(hand["drill_id"])}, hand {int(hand["number"])}</a>'
        + (" (repeat)" if hand["deal"] > 1 else "")
        + f'</td><td>{html(hand["game"])}</td>\n      <td>{html(hand["right"])} of {html(hand["operations"])}</td>'
        f'<td>{html(hand["finished_at"][:16].replace("T", " "))}</td></tr>\n  '
        for hand in recent))


QUIZZES_SHOWN = 20
"""Past quizzes listed a page (a trainee who answers every day has thousands)."""


def page_number(text: str | None) -> int:
    """``?page=`` as a page number from 1 (missing: the first page); anything else is a 400 naming the field."""
    return params.whole(text, "page", 1, 999_999, default=1)
