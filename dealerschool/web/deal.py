"""Dealing drills in the browser: the trainee deals, the simulator plays and makes the table's mistakes.

Each step is one small request: the drill is read from the database (``store``), rebuilt from its record
(``dealerschool.drill``), the one operation or ruling is applied, and the drill is stored back only if it
is still at the version the page was showing (``store.save_drill_step``): a stale tab or a post sent
twice is refused with a clear message and the table as it now stands, and nothing is counted twice.
An htmx post gets the play area back as a partial; a plain form post is redirected to the page.
"""

from __future__ import annotations

import json
import os
import time
from collections.abc import Callable
from dataclasses import dataclass, replace
from functools import lru_cache
from typing import Any

from flask import Blueprint, abort, g, redirect, render_template, request, url_for
from markupsafe import Markup, escape

from dealerschool import drill as drills
from dealerschool import store
from dealerschool.rules.model import SOURCES
from dealerschool.rules.reference import RULEBOOK_CHOICES
from dealerschool.situations.views import Audience, table_view
from dealerschool.table import words
from dealerschool.table.operations import PushPot
from dealerschool.web import draw, params
from dealerschool.web.auth import login_required
from dealerschool.web.dealing import RATE_TITLES, review_page, variant_choices
from dealerschool.web.htmx import is_htmx

bp = Blueprint("deal", __name__, url_prefix="/deal")

FORCED_TITLES = {"usual": "The game's usual (blinds; stud: antes and a bring-in)", "blinds": "Blinds only",
                 "blinds-antes": "Blinds and an ante from every player", "big-blind-ante": "Blinds and a big blind ante",
                 "straddle": "No-limit and pot-limit: blinds and a live straddle",
                 "antes-bring-in": "Stud: antes and a bring-in", "bring-in": "Stud: a bring-in, no antes"}
PACE_TITLES = {"normal": "Normal (about half a second each)", "slow": "Slow (over a second each)",
               "off": "Off (all at once)"}
KEYS = {"post": "p", "ante": "a", "burn": "b", "board": "t", "collect": "c", "return": "r", "button": "m", "common": "o",
        "reshuffle": "x"}
"""Keys for the operations that need no seat; the seat operations take a mode key then the seat's number."""
SEAT_KEYS = {"deal": "d", "deal-up": "u", "bring-in": "i", "first": "f", "show": "s"}
PUSH_KEY = "h"
"""Puts the cursor in the push form's first amount (Tab to the next, Enter pushes)."""
BUTTON_TITLES = {"post": "Post blind", "ante": "Take ante", "burn": "Burn", "board": "Turn board card", "collect": "Collect bets",
                 "return": "Return uncalled bet", "button": "Move button", "common": "Common card",
                 "reshuffle": "New stub from discards"}
SEAT_TITLES = {"deal": "Deal down", "deal-up": "Deal up", "bring-in": "Bring-in is", "first": "First to act is",
               "show": "Table hand"}


LAYOUT_HEADER = "X-Table-Layout"
"""static/deal.js sends the drawing the page shows ("wide" or "tall", the stylesheet's width test) with each
htmx request: a step's partial then draws only that one (a third of a step's response, and of its drawing's
CPU). Full pages and plain form posts draw both, and the stylesheet picks."""


def shown_layouts() -> tuple[draw.Layout, ...]:
    """The drawings of the table the response needs: the one the page says it shows (an htmx request), or both."""
    layout = draw.LAYOUT_NAMES.get(request.headers.get(LAYOUT_HEADER, "")) if is_htmx() else None
    return (layout,) if layout is not None else draw.LAYOUTS


@bp.before_request
def reuse_checked_csrf_token() -> None:
    """A post whose CSRF token was just checked (flask-wtf's ``protect`` runs before this and sets
    ``g.csrf_valid``) gets the same token back on its page, instead of a newly signed one: signing costs a
    serialiser, JSON, zlib and an HMAC on every drill step, and the token it would sign is as good (the
    same value in the session, no time limit). The drill's routes never clear the session, so the token
    stays the session's; any other post still gets flask-wtf's own.

    Measured against signing a new token on each step (2 December 2026, one process, the same drills' steps
    interleaved with the plain form): a drill step costs 6.5% to 7.8% more CPU without it (three runs; two
    identical runs differ by up to 3.9%). Kept; the render_template bypass, the events list and links and
    controls built in Python, and the drill's JSON written from parts saved 0.6% to 2% on average, within
    that noise, and went (tests/bench/README.md)."""
    token = request.form.get("csrf_token") if g.get("csrf_valid") else None
    if token and "csrf_token" not in g:
        g.csrf_token = token


def start_page(errors: list[str], form: dict[str, str], status: int = 200) -> tuple[str, int]:
    db = store.get_db()
    return render_template("deal/index.html", errors=errors, form=form, variants=variant_choices(),
                           rates=RATE_TITLES, forced=FORCED_TITLES, paces=PACE_TITLES, rulebooks=RULEBOOK_CHOICES,
                           drills=store.user_drills(db, g.user["id"]),
                           variant_names=dict(variant_choices())), status


@bp.get("/")
@login_required
def index() -> Any:
    return start_page([], {"variant": "NT", "players": "6", "big_blind": "2", "rate": "sometimes",
                           "rulebook": SOURCES, "forced": "usual", "pace": "normal"})


@bp.post("/")
@login_required
def create() -> Any:
    form = request.form
    data: dict[str, Any] = {"variant": form.get("variant", ""), "players": form.get("players", ""),
                            "big_blind": form.get("big_blind", ""), "rate": form.get("rate", ""),
                            "strict": form.get("strict") == "on", "rulebook": form.get("rulebook", SOURCES),
                            "reads": form.get("reads") == "on", "forced": form.get("forced", "usual"),
                            "pace": form.get("pace", "normal")}
    seed_text = form.get("seed", "").strip()
    data["seed"] = seed_text if seed_text else int.from_bytes(os.urandom(3), "big")
    try:
        settings = drills.Settings.from_mapping(data)
    except drills.DrillError as error:
        return start_page([str(error).removeprefix("drill: settings.")], form.to_dict(), 400)
    drill = drills.Drill.start(settings, now=time.time())
    drill_id = store.create_drill(store.get_db(), g.user["id"], settings.variant, json.dumps(settings.to_dict()),
                                  drill.to_json())
    return redirect(url_for("deal.play", drill_id=drill_id))


def load(drill_id: int) -> tuple[dict[str, Any], drills.Drill]:
    row = store.get_drill(store.get_db(), drill_id, g.user["id"])
    if row is None:
        abort(404, "No such drill of yours.")
    try:
        return row, drills.Drill.from_json(row["state"])
    except drills.DrillError as error:  # a stored drill the engine can no longer rebuild: say so, never a 500
        abort(409, f"This drill cannot be rebuilt: {error}")


REVEAL_STEPS = 12
"""The most actions shown one after another (static/style.css has a delay for each); later ones come with the 12th."""


def reveal_steps(drill: drills.Drill, log_length: int) -> tuple[list[int], dict[int, int]]:
    """The players' actions since the dealer's step, for showing one after the other: the step of each of the
    log's last lines (1, 2, ...), and each acting seat's last step (its chips move then)."""
    if drill.settings.pace is drills.Pace.OFF:
        return [], {}
    acted = drill.players_acted()[-log_length:]
    steps = [min(k + 1, REVEAL_STEPS) for k in range(len(acted))]
    seats = {seat: step for (seat, _), step in zip(acted, steps, strict=False)}
    return steps, seats


def loose_chips(drill: drills.Drill) -> list[tuple[int, int, str]]:
    """While the hand waits for the ruling (or its remedy), the chips the mistake put forward: the table has
    not taken them, and the drawing shows them by the seat (an undercall's chips, an oversized chip)."""
    if not (drill.waiting_for_ruling or drill.waiting_for_remedy):
        return []
    found = drill.ruling()
    if found is None or found.irregularity is None:
        return []
    return words.loose_chips([found.irregularity.event])


@lru_cache(maxsize=256)
def dealer_controls(mode: str, seats: tuple[int, ...]) -> Markup:
    """The dealer form's controls (deal/_controls.html: the mode choices, a button per occupied seat, the
    operation buttons) for the seat mode chosen and the occupied seats: the same text at every step with
    them, so rendered once per process (about half of a step's template work was writing these
    unchanged buttons again, each word escaped)."""
    return Markup(render_template("deal/_controls.html", mode=mode, seats=seats, keys=KEYS, seat_keys=SEAT_KEYS,
                                  buttons=BUTTON_TITLES, seat_titles=SEAT_TITLES))


def play_context(row: dict[str, Any], drill: drills.Drill, feedback: dict[str, Any] | None,
                 notice: str = "", reveal: bool = False) -> dict[str, Any]:
    table = drill.table()
    log = drills.hand_words(drill.events, table, last=14)
    steps, acting = reveal_steps(drill, len(log)) if reveal else ([], {})
    reveal_list = [0] * (len(log) - len(steps)) + steps
    # The drill's own URL, from which the template's form actions follow (its routes are /deal/N/op, ...).
    drill_url = url_for("deal.play", drill_id=row["id"])
    hands_url = drill_url + "/hands"
    view = table_view(table, Audience.DEALER)
    if drill.settings.variant in drills.ROTATIONS:  # a rotation's stud hand draws its button frozen
        view = replace(view, mixed_game=True)
    over = table.is_complete
    mode = (feedback or {}).get("mode") if (feedback or {}).get("mode") in SEAT_TITLES else "deal"
    occupied = [seat.seat for seat in view.seats if seat.occupied]
    layouts = shown_layouts()
    return {
        "row": row, "drill": drill, "version": row["version"],
        "table": draw.table(view, choose_seat=not over, layouts=layouts, loose=loose_chips(drill)),
        "one_layout": len(layouts) == 1,
        "view": view, "feedback": feedback, "notice": notice, "over": over,
        "waiting": drill.waiting_for_ruling, "irregularity": drill.irregularity_text(),
        "remedying": drill.waiting_for_remedy, "remedy_choices": drill.remedy_choices(),
        "remedy_done": drill.remedy_steps()[:drill.remedy_done()] if drill.remedy_picks is not None else [],
        "remedy_total": len(drill.remedy_steps()), "wrong_picks": drill.wrong_remedy_picks() if over else [],
        "reading": drill.read_question(),
        "options": drill.ruling_options() if drill.ruling_at is not None else [],
        "ruling": drill.ruling_result(), "score": drill.score() if over else None,
        "wrong": drill.wrong_attempts() if over else [], "log": log, "log_items": log_items(log, reveal_list),
        "acting": acting, "pace": drill.settings.pace.value,
        "game_name": f"{view.game_name}, {view.structure}", "hand": drill.hand_number + 1,
        "settings": drill.settings, "events_count": len(drill.events),
        # The finished hands' review pages (deal.review): /deal/N/hands/<number>, one url_for for them all.
        "hands_url": hands_url, "drill_url": drill_url,
        # (A drill's first deal of its first hand, not over, has no finished hand to look for.)
        "mode": mode,
        "finished": finished_links(hands_url, recent_hands(row["id"])) if drill.hand_number or drill.deal > 1 or over
        else "",
        "push_seats": push_seats(table) if not over else [],
        "pushed_now": pushed_now(table, view) if not over and table.showdown_due else "",
        "halves": drills.HALVES if table.game.split else (),
        "push_key": PUSH_KEY,
        "controls": dealer_controls(mode, tuple(occupied)) if not over else "",
    }


def recent_hands(drill_id: int) -> tuple[tuple[int, int, Any, Any], ...]:
    """The drill's last finished hands (from their rows: the drill's JSON holds only the hand in progress):
    number, deal, operations right first time, operations."""
    return tuple(store.recent_drill_hands(store.get_db(), drill_id))


def log_items(log: list[str], reveal: list[int]) -> Markup:
    """The hand's last lines as the play area's list items, each shown at its reveal step (class ``r1``...;
    0: at once). Written here rather than by the template, whose loop kept a loop object and ran two look-ups
    and a test for each line of every step's partial."""
    return Markup("".join(f'<li class="reveal r{step}">{escape(words)}</li>' if step else f"<li>{escape(words)}</li>"
                          for words, step in zip(log, reveal, strict=True)))


def finished_links(hands_url: str, finished: tuple[tuple[int, int, Any, Any], ...]) -> Markup:
    """The links to the drill's last finished hands' reviews ("hand 3 (12/14)", "hand 3 again (14/14)"), joined
    by a middle dot: written here for the same reason as :func:`log_items`."""
    return Markup(" · ".join(f'<a href="{escape(hands_url)}{escape(hand_path(number, deal))}">hand {number}'
                             f'{" again" if deal > 1 else ""} ({escape(right)}/{escape(operations)})</a>'
                             for number, deal, right, operations in finished))


def hand_path(number: int, deal: int) -> str:
    """A finished hand's review under its drill's ``/hands``: its number, and for a repeat its deal."""
    return f"/{number}" if deal == 1 else f"/{number}?deal={deal}"


def pushed_now(table: Any, view: Any) -> str:
    """The pot the push form pushes now, as the drawing labels it, with its chips ("the second side pot
    (1,234)"): the pot the table has due, else the last pot on the table (side pots go first, the last one
    made first; the main pot last)."""
    operation = table.next_dealer_operation()
    if isinstance(operation, PushPot) and operation.index < len(table.awards):
        pot = table.awards[operation.index].pot
        return f"{words.pot_name(pot.label)} ({pot.amount:,})"
    if view.pots:
        pot = view.pots[-1]
        return f"{words.pot_name(pot.label)} ({pot.amount:,})"
    return "the next pot"


def push_seats(table: Any) -> list[int]:
    """The seats the push form offers (1-based): at the showdown, every hand still in it; else none."""
    if not table.showdown_due:
        return []
    return [seat + 1 for seat in table.in_hand()]


def posted_payouts(form: Any, hilo: bool) -> list[drills.Payout]:
    """The push form's amounts (``amount-N``, and ``half-N`` in hi-lo games; one ``extra-`` row more for a
    seat that takes a second half) as payouts; ValueError names the field and what was expected."""
    rows = [(key.removeprefix("amount-"), key, "half-" + key.removeprefix("amount-")) for key in form
            if key.startswith("amount-")]
    if "extra-amount" in form:
        rows.append((form.get("extra-seat", ""), "extra-amount", "extra-half"))
    payouts = []
    for seat_text, amount_field, half_field in rows[:12]:
        text = form.get(amount_field, "").strip().replace(",", "")
        if not text:
            continue
        seat = params.read_whole(seat_text, 1, 999)
        if seat is None:
            raise ValueError(f"{amount_field}: expected a seat number with the amount, got {seat_text[:20]!r}.")
        amount = params.read_whole(text, 0, 999_999_999)
        if amount is None:
            raise ValueError(f"{amount_field}: expected a whole number of chips, got {text[:20]!r}.")
        half = form.get(half_field, "") if hilo else ""
        if hilo and half not in drills.HALVES:
            raise ValueError(f"{half_field}: say which half seat {seat_text} takes (high, low or scoop).")
        payouts.append(drills.Payout(seat, amount, half))
    return payouts


def respond(row: dict[str, Any], drill: drills.Drill, feedback: dict[str, Any] | None, notice: str = "",
            status: int = 200, reveal: bool = False) -> Any:
    """The play area after a post; ``reveal``: the players acted after it, so show their actions one by one."""
    if not is_htmx():
        if status >= 400:
            context = play_context(row, drill, feedback, notice)
            page = render_template("deal/play.html", **context)
            drill.keep()
            return page, status
        drill.keep()
        return redirect(url_for("deal.play", drill_id=row["id"]), 303)
    partial = render_template("deal/_play.html", **play_context(row, drill, feedback, notice, reveal))
    drill.keep()  # done with it: the trainee's next step finds this hand rebuilt (Drill.keep)
    return partial, status, {"Vary": LAYOUT_HEADER}  # a cache keeps the wide and tall partials apart


@bp.get("/<int:drill_id>")
@login_required
def play(drill_id: int) -> Any:
    """The drill's page; to htmx, the play area alone, with only the drawing the header names: static/deal.js
    asks for it when the window crosses the stylesheet's width line after a step's partial drew the other one
    (a phone turned, a window resized). A GET only shows the drill: nothing is stored, the version stays."""
    row, drill = load(drill_id)
    feedback = stored_feedback(row["feedback"])
    context = play_context(row, drill, feedback)
    text = render_template("deal/_play.html" if is_htmx() else "deal/play.html", **context)
    drill.keep()
    return text, 200, {"Vary": f"HX-Request, {LAYOUT_HEADER}"}  # a cache keeps the page and both partials apart


def posted_version() -> int | None:
    """The drill's version the page was drawn at, or None when the post does not carry one."""
    return params.read_whole(request.form.get("version", ""), 0, 999_999_999_999)


def refuse(row: dict[str, Any], drill: drills.Drill, message: str) -> Any:
    """A post the drill cannot take: a clear 400 with the table as it stands (nothing changed)."""
    return respond(row, drill, None, message, 400)


def stale(row: dict[str, Any], drill: drills.Drill) -> Any:
    notice = ("This table has moved on since the page was drawn (another tab, or the same click sent twice): "
              "nothing was changed. Here is the table as it stands now.")
    return respond(row, drill, None, notice, 409)


def finished_hand(drill: drills.Drill) -> dict[str, Any]:
    """The hand just over, as its row stores it: number, deal (a repeat's is above 1), record and score."""
    return {"number": drill.hand_number + 1, "deal": drill.deal, "variant": drill.setup["variant"],
            "record": json.dumps(drill.hand_record()), "score": json.dumps(drill.score())}


def hand_state(drill: drills.Drill) -> tuple[int, int, str]:
    """Where the hand in progress stands, for the reports (``store.HAND_STATES``)."""
    state = "over" if drill.hand_over else "dealing" if drill.started else "new"
    return drill.hand_number + 1, drill.deal, state


def save(row: dict[str, Any], drill: drills.Drill, version: int, feedback: dict[str, Any] | None,
         finished: dict[str, Any] | None = None) -> bool:
    stored = store.save_drill_step(store.get_db(), row["id"], g.user["id"], version, drill.to_json(),
                                   json.dumps(feedback) if feedback else "", finished, hand_state(drill))
    if stored:
        row["version"] = version + 1
    return stored


def checked_version(row: dict[str, Any], drill: drills.Drill) -> tuple[int, Any]:
    """The step number the page posted, and the response that refuses the post (None when it is current):
    a post without one is malformed; one for an earlier step comes from a stale tab or a double click."""
    version = posted_version()
    if version is None:
        return 0, refuse(row, drill, "version: expected the drill's step number (a whole number) from the page.")
    if version != row["version"]:
        return version, stale(row, drill)
    return version, None


@dataclass(frozen=True)
class Stepped:
    """What one drill post did, for :func:`drill_step` to store and show."""

    feedback: dict[str, Any] | None
    """The answer shown above the table (and stored with the step), or None."""
    moved: bool = True
    """The hand went on: the players' actions since are shown one by one."""
    finished: dict[str, Any] | None = None
    """A finished hand to store with the step, besides the one this step ends (stored by :func:`drill_step`)."""


def drill_step(drill_id: int, change: Callable[[drills.Drill], Stepped | str]) -> Any:
    """Every drill post: read the drill, refuse a post without the step number or from a stale page, make
    its one change (``change`` gives back a Stepped, or a refusal that names the field), refuse what the
    engine refuses (a clear 400, nothing changed), store the step if no other request stored it first (else
    show the drill as it stands), and show it. The step that ends a hand stores the hand with it, scored:
    a hand counts the moment it is over, whatever the trainee does next."""
    row, drill = load(drill_id)
    version, refused = checked_version(row, drill)
    if refused is not None:
        return refused
    was_over = drill.hand_over
    try:
        outcome = change(drill)
    except drills.DrillError as error:
        return refuse(row, drill, str(error).removeprefix("drill: "))
    if isinstance(outcome, str):
        return refuse(row, drill, outcome)
    finished = outcome.finished
    if finished is None and not was_over and drill.hand_over:
        finished = finished_hand(drill)
    if not save(row, drill, version, outcome.feedback, finished):
        row, drill = load(drill_id)
        return stale(row, drill)
    return respond(row, drill, outcome.feedback, reveal=outcome.moved)


def feedback_of(result: drills.Feedback, **more: Any) -> dict[str, Any]:
    """An attempt's or a remedy pick's answer as the play area shows it (and as the step stores it)."""
    return {"correct": result.correct, "message": result.message, "given": result.given,
            "right_answer": result.right_answer, "rule_id": result.rule_id, "rule_title": result.rule_title,
            "explanation": result.explanation, "citations": list(result.citations), **more}


def stored_feedback(text: str) -> dict[str, Any] | None:
    """The feedback a drill row stores (:func:`feedback_of`), as the play area reads it. A row stored before
    the verdict was spelled ``correct`` says "right" (and "expected" for the right answer): read as the same."""
    if not text:
        return None
    feedback: dict[str, Any] = json.loads(text)
    if "correct" not in feedback and "right" in feedback:
        feedback["correct"] = feedback.pop("right")
    if "right_answer" not in feedback and "expected" in feedback:
        feedback["right_answer"] = feedback.pop("expected")
    return feedback


@bp.post("/<int:drill_id>/op")
@login_required
def operation(drill_id: int) -> Any:
    def change(drill: drills.Drill) -> Stepped | str:
        # An operation button names its word; a seat button (or a seat clicked on the table) goes with the mode.
        word = request.form.get("op") or request.form.get("mode", "")
        face_up = False
        if word == "deal-up":
            word, face_up = "deal", True
        seat_text = request.form.get("seat", "")
        seat = params.read_whole(seat_text, 0, 999) if seat_text else None
        if seat_text and seat is None:
            return f"seat: expected a seat number, got {seat_text[:20]!r}."
        payouts = None
        if word == "push":
            try:
                payouts = posted_payouts(request.form, drill.table().game.split)
            except ValueError as error:
                return str(error)
        result = drill.attempt(word, seat, face_up, payouts, now=time.time())
        return Stepped(feedback_of(result, mode=request.form.get("mode", "deal")), moved=result.correct)

    return drill_step(drill_id, change)


@bp.post("/<int:drill_id>/rule")
@login_required
def rule(drill_id: int) -> Any:
    def change(drill: drills.Drill) -> Stepped | str:
        code = request.form.get("ruling", "")
        if not code:
            return "ruling: pick one of the options."
        drill.rule(code)
        return Stepped(None)

    return drill_step(drill_id, change)


@bp.post("/<int:drill_id>/remedy")
@login_required
def remedy(drill_id: int) -> Any:
    """The trainee picks the remedy's next step: ``step`` is the number of the choice on the page."""
    def change(drill: drills.Drill) -> Stepped | str:
        text = request.form.get("step", "").strip()
        step = params.read_whole(text, 0, 99)
        if step is None:
            return f"step: expected the number of one of the choices, got {text[:20]!r}."
        result = drill.carry_out(step, now=time.time())
        done = not drill.waiting_for_remedy
        return Stepped(feedback_of(result, remedied=done), moved=result.correct and done)

    return drill_step(drill_id, change)


@bp.post("/<int:drill_id>/read")
@login_required
def read(drill_id: int) -> Any:
    def change(drill: drills.Drill) -> Stepped | str:
        text = request.form.get("amount", "").strip().replace(",", "")
        amount = params.read_whole(text, 0, 999_999_999)
        if amount is None:
            return f"amount: expected a whole number of chips, got {text[:20]!r}."
        result = drill.answer_read(amount)
        worked = "" if result.correct else f" {result.worked}"  # the arithmetic on this table's numbers
        return Stepped({"correct": result.correct, "message": f"{result.question} You said {result.given:,}; "
                        f"it is {result.right_answer:,}.{worked}".rstrip(), "given": result.given,
                        "right_answer": result.right_answer,
                        "rule_id": result.rule_id if not result.correct else "", "rule_title": result.rule_title,
                        "explanation": result.explanation, "citations": list(result.citations)})

    return drill_step(drill_id, change)


@bp.post("/<int:drill_id>/next")
@login_required
def next_hand(drill_id: int) -> Any:
    def change(drill: drills.Drill) -> Stepped | str:
        if not drill.hand_over:
            return "The hand is not over yet: finish dealing it first."
        # The hand was stored when it ended; this stores it only for a drill from before that (the store
        # keeps the first row of a drill, hand and deal).
        finished = finished_hand(drill)
        if request.form.get("again") == "1":
            drill.deal_again(now=time.time())  # the first deal's score stands: this one is a repeat
        else:
            drill.next_hand(now=time.time())
        return Stepped(None, moved=False, finished=finished)

    return drill_step(drill_id, change)


@bp.get("/<int:drill_id>/hands/<int:number>")
@login_required
def review(drill_id: int, number: int) -> Any:
    return review_page(g.user["id"], drill_id, number, (Audience.REVIEW, Audience.DEALER), "deal.review",
                       {"drill_id": drill_id, "number": number})
