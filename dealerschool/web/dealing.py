"""Dealing drills below the blueprints that show them: a trainee's drills in figures (the progress page, the
instructor's report), the drill choices a form offers (the deal page, a class's assignment form) and a hand's
review step by step (the trainee's own, an instructor's)."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from flask import abort, render_template, request, url_for

from dealerschool import drill as drills
from dealerschool import store
from dealerschool.histories.phh import ALL_VARIANT_GAMES
from dealerschool.poker.games import GAMES
from dealerschool.rules.model import RULEBOOK_NAMES
from dealerschool.situations.views import Audience, table_view
from dealerschool.table import words
from dealerschool.web import draw, params

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


RATE_TITLES = {"none": "None (a clean hand)", "sometimes": "Sometimes (about one hand in three)",
               "often": "Often (most hands)"}


def variant_choices() -> list[tuple[str, str]]:
    names = [(code, drills.variant_name(code)) for code in ALL_VARIANT_GAMES]
    return list(drills.ROTATION_NAMES.items()) + sorted(names, key=lambda pair: pair[1])


def posted_deal() -> int:
    """The ``deal`` a review URL names (1, the hand's first deal, when it names none)."""
    return params.whole(request.args.get("deal"), "deal", 1, 99_999, default=1)


def review_page(owner_id: int, drill_id: int, number: int, audiences: tuple[Audience, Audience], endpoint: str,
                url_args: dict[str, Any]) -> Any:
    """A hand of ``owner_id``'s drill, step by step: a finished one (any deal) from its row, or the hand in
    progress, unfinished, from the drill. ``audiences``: who looks at a finished hand and at an unfinished
    one (the trainee sees an unfinished hand as the dealer saw it, no face-down card: it can still be dealt
    on). ``endpoint`` and ``url_args`` make the page's links to its other steps."""
    audience = audiences[0]
    deal = posted_deal()
    db = store.get_db()
    hand = store.drill_hand(db, owner_id, drill_id, number, deal)
    drill = None
    if hand is not None:
        try:
            record, score = json.loads(hand["record"]), json.loads(hand["score"])
            events = [str(event) for event in record["events"]]
        except (ValueError, KeyError, TypeError):
            abort(409, f"Hand {number} was counted, but its steps were not kept: there is nothing to review.")
        unfinished = False
    else:
        row = store.get_drill(db, drill_id, owner_id)
        if row is None or (row["hand"], row["deal"], row["hand_state"]) != (number, deal, "dealing"):
            abort(404, "No such hand of yours.")
        try:
            drill = drills.Drill.from_json(row["state"])
        except drills.DrillError as error:
            abort(409, f"This drill cannot be rebuilt: {error}")
        record, score, events = drill.hand_record(), drill.score(), list(drill.events)
        hand = {"number": number, "deal": deal, "variant": drill.setup["variant"]}
        unfinished, audience = True, audiences[1]
    step = min(params.whole(request.args.get("step"), "step", 0, 99_999, default=len(events)), len(events))
    try:
        table = drills.review_table(record, step)
        # Every step's words come from the whole hand's table (its log names who posted each forced bet).
        whole = table if step == len(events) else drills.review_table(record, len(events))
    except (ValueError, LookupError, AssertionError) as error:
        abort(409, f"This hand cannot be rebuilt: {error}")
    view = table_view(table, audience)
    if drill is not None:
        drill.keep()  # the trainee's next step on this drill finds it rebuilt
    url_args = dict(url_args, deal=deal) if deal > 1 else url_args
    ruling_at = record.get("ruling_at")
    # At the ruling's step the table is as the mistake left it: the chips it put forward are drawn there.
    loose = words.loose_chips([drills.parsed_event(events[step - 1])]) if step and step == ruling_at else []
    return render_template("deal/review.html", hand=hand, record=record, step=step, total=len(events),
                           table=draw.table(view, loose=loose), view=view, score=score, unfinished=unfinished,
                           every_card=audience is Audience.REVIEW, words=drills.hand_words(events, whole),
                           ruling_at=ruling_at, drill_id=drill_id, endpoint=endpoint,
                           url_args=url_args, own=endpoint == "deal.review")
