"""A trainee's dealing drills in figures, for the progress page and the instructor's report.

Below the deal, progress and instructor blueprints: progress and instructor read it; the deal blueprint
only serves the hand reviews it links to."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from flask import url_for

from dealerschool import drill as drills
from dealerschool import store
from dealerschool.histories.phh import ALL_VARIANT_GAMES
from dealerschool.poker.games import GAMES
from dealerschool.rules.model import RULEBOOK_NAMES
from dealerschool.web import draw

SHORT_GAMES = {"holdem": "Hold'em", "omaha-hilo": "Omaha hi-lo", "stud": "Stud", "stud-hilo": "Stud hi-lo"}
"""A game's name where a plot's label has room for about 20 letters (the table beside it names it in full)."""
SHORT_STRUCTURES = {"no-limit": "NL", "pot-limit": "PL", "fixed-limit": "FL", "spread-limit": "SL"}


def short_name(variant: str) -> str:
    """A drill's game in a few letters, for a plot's label: "Hold'em NL", "Stud hi-lo FL", "2-7 triple draw FL"."""
    if variant not in ALL_VARIANT_GAMES:
        return drills.variant_name(variant)
    game, structure = ALL_VARIANT_GAMES[variant]
    return f"{SHORT_GAMES.get(game, GAMES[game].name)} {SHORT_STRUCTURES.get(structure, structure)}"


def progress_summary(user_id: int, review_link: Callable[[int, int, int], str] | None = None) -> dict[str, Any]:
    """The trainee's drill results for the progress page and the instructor's report (the same for both, from
    ``store.drill_report``: the trainee's drill tallies, one row per game, day and kind of mistake, kept with
    each finished hand): per game, mistakes by kind, rulings, speed, counting each hand's first deal (a hand
    dealt again is a repeat, listed and not counted); the last hands and the unfinished ones, each with
    ``review_link(drill, hand, deal)`` (the trainee's own review by default)."""
    link = review_link or (lambda drill_id, number, deal: url_for("deal.review", drill_id=drill_id, number=number)
                           + (f"?deal={deal}" if deal > 1 else ""))
    report = store.drill_report(store.get_db(), user_id, RECENT_HANDS)
    tallies, medians = report["tallies"], report["median_seconds"]
    rows = []
    name = drills.variant_name  # the game's name, never the notation's variant code (F2L3D, PO/8)
    for variant, game in sorted(tallies["game"].items(), key=lambda item: name(item[0])):
        rows.append({"variant": variant, "game": name(variant), "hands": game["hands"], "operations": game["operations"],
                     "accuracy": game["right"] / game["operations"] if game["operations"] else 0.0,
                     "rulings": game["rulings"], "rulings_right": game["rulings_right"],
                     "remedy_steps": game["remedy_steps"], "remedy_right": game["remedy_right"],
                     "median_seconds": medians.get(variant, 0.0)})
    plots = {}
    if rows:
        plots["games"] = draw.bar_chart("Dealing accuracy per game (operations right first time)",
                                        [(short_name(row["variant"]), row["accuracy"], f"{row['accuracy']:.0%}") for row in rows],
                                        description=", ".join(f"{r['game']}: {r['accuracy']:.0%}" for r in rows))
        # Each day's operations right first time over its operations (the latest store.DRILL_DAYS days).
        points = [(day, counts["right"] / counts["operations"])
                  for day, counts in sorted(tallies["day"].items()) if counts["operations"]]
        if points:
            plots["days"] = draw.line_chart("Dealing accuracy per day", points,
                                            description=", ".join(f"{d}: {a:.0%}" for d, a in points))
    recent = []
    for hand in report["recent"]:
        score = json.loads(hand["score"])
        recent.append({"drill_id": hand["drill_id"], "number": hand["number"], "deal": hand["deal"],
                       "variant": hand["variant"], "game": drills.variant_name(hand["variant"]),
                       "finished_at": hand["finished_at"], "right": score.get("right_first_time", 0),
                       "operations": score.get("operations", 0),
                       "url": link(hand["drill_id"], hand["number"], hand["deal"])})
    unfinished = [dict(hand, url=link(hand["drill_id"], hand["number"], hand["deal"]))
                  for hand in report["unfinished"]]
    mistakes = sorted(((kind, counts["mistakes"]) for kind, counts in tallies["mistake"].items()),
                      key=lambda item: (-item[1], item[0]))
    every = tallies["all"].get("", {"hands": 0})
    return {"rows": rows, "mistakes": mistakes, "plots": plots, "hands": every["hands"],
            "repeats": tallies["repeats"].get("", {"hands": 0})["hands"], "recent": recent,
            "unfinished": unfinished, "rulebooks": RULEBOOK_NAMES}


RECENT_HANDS = 20
"""The finished hands the progress page lists with a review link each, the last first."""
