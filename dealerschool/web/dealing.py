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
from dealerschool.games import GAMES
from dealerschool.phh import ALL_VARIANT_GAMES
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
    """The trainee's drill results for the progress page and the instructor's report (the same hands for
    both, from one query, ``store.drill_report``): per game, mistakes by kind, rulings, speed, counting each
    hand's first deal (a hand dealt again is a repeat, listed and not counted); the last hands and the
    unfinished ones, each with ``review_link(drill, hand, deal)`` (the trainee's own review by default)."""
    link = review_link or (lambda drill_id, number, deal: url_for("deal.review", drill_id=drill_id, number=number)
                           + (f"?deal={deal}" if deal > 1 else ""))
    report = store.drill_report(store.get_db(), user_id)
    scores = [(hand, json.loads(hand["score"])) for hand in report["hands"]]
    counted = [(hand, score) for hand, score in scores if hand["deal"] == 1]
    per_game: dict[str, dict[str, Any]] = {}
    mistakes: dict[str, int] = {}
    days: dict[str, list[float]] = {}
    for hand, score in counted:
        game = per_game.setdefault(hand["variant"], {"hands": 0, "operations": 0, "right": 0, "rulings": 0,
                                                     "rulings_right": 0, "remedy_steps": 0, "remedy_right": 0,
                                                     "seconds": []})
        game["hands"] += 1
        game["operations"] += score["operations"]
        game["right"] += score["right_first_time"]
        game["rulings"] += score["rulings"]
        game["rulings_right"] += score["rulings_right"]
        game["remedy_steps"] += score.get("remedy_steps", 0)  # hands scored before the remedy phase have none
        game["remedy_right"] += score.get("remedy_right_first_time", 0)
        game["seconds"].append(score["seconds_per_operation"])
        for kind, count in score["mistakes"].items():
            mistakes[kind] = mistakes.get(kind, 0) + count
        if score["operations"]:
            days.setdefault(hand["finished_at"][:10], []).append(score["right_first_time"] / score["operations"])
    rows = []
    name = drills.variant_name  # the game's name, never the notation's variant code (F2L3D, PO/8)
    for variant, game in sorted(per_game.items(), key=lambda item: name(item[0])):
        seconds = sorted(game["seconds"])
        rows.append({"variant": variant, "game": name(variant), "hands": game["hands"], "operations": game["operations"],
                     "accuracy": game["right"] / game["operations"] if game["operations"] else 0.0,
                     "rulings": game["rulings"], "rulings_right": game["rulings_right"],
                     "remedy_steps": game["remedy_steps"], "remedy_right": game["remedy_right"],
                     "median_seconds": seconds[len(seconds) // 2] if seconds else 0.0})
    plots = {}
    if rows:
        plots["games"] = draw.bar_chart("Dealing accuracy per game (operations right first time)",
                                        [(short_name(row["variant"]), row["accuracy"], f"{row['accuracy']:.0%}") for row in rows],
                                        description=", ".join(f"{r['game']}: {r['accuracy']:.0%}" for r in rows))
        points = [(day, sum(values) / len(values)) for day, values in sorted(days.items())]
        if points:
            plots["days"] = draw.line_chart("Dealing accuracy per day", points,
                                            description=", ".join(f"{d}: {a:.0%}" for d, a in points))
    recent = [{"drill_id": hand["drill_id"], "number": hand["number"], "deal": hand["deal"],
               "variant": hand["variant"], "game": drills.variant_name(hand["variant"]),
               "finished_at": hand["finished_at"], "right": score["right_first_time"],
               "operations": score["operations"], "url": link(hand["drill_id"], hand["number"], hand["deal"])}
              for hand, score in reversed(scores[-RECENT_HANDS:])]
    unfinished = [dict(hand, url=link(hand["drill_id"], hand["number"], hand["deal"]))
                  for hand in report["unfinished"]]
    return {"rows": rows, "mistakes": sorted(mistakes.items(), key=lambda item: -item[1]), "plots": plots,
            "hands": len(counted), "repeats": len(scores) - len(counted), "recent": recent,
            "unfinished": unfinished, "rulebooks": RULEBOOK_NAMES}


RECENT_HANDS = 20
"""The finished hands the progress page lists with a review link each, the last first."""
