"""The rules reference: every rule, searchable by words, game and family, and the conflict register.

Usable signed out. Read-only: GET requests only, each one engine call (:mod:`dealerschool.rules.reference`).
"""

from __future__ import annotations

from typing import Any

from flask import Blueprint, Response, make_response, render_template, request, url_for

from dealerschool import generate
from dealerschool.floor import encode_link
from dealerschool.rules import reference
from dealerschool.rules.conflicts import CONFLICTS
from dealerschool.rules.model import RULEBOOK_NAMES, Rule
from dealerschool.rules.rulebooks import RULEBOOKS
from dealerschool.web.htmx import render_page_or_partial

bp = Blueprint("reference", __name__, url_prefix="/rules")


def _common() -> dict[str, Any]:
    return {"families": reference.FAMILIES, "game_names": reference.GAME_NAMES, "book_title": reference.rulebook_title,
            "side_by_side": reference.answers_side_by_side, "families_of": reference.families_of,
            "games_of": reference.games_of, "rulebook_names": RULEBOOK_NAMES}


def _example_situation(rule: Rule) -> dict[str, Any] | None:
    """A situation where the engine rules with this rule (the scenario generator's, for rules it makes
    ruling questions for), or None: the rule's page links it to the floor page to see it at a table."""
    if rule.id not in generate.GENERATORS:
        return None
    try:
        made = generate.generate(rule.id, 1)
    except (ValueError, RuntimeError):
        return None
    return dict(made.situation) if made.question.get("type") == "ruling" else None


@bp.get("/")
def index() -> Response:
    words = request.args.get("q", "")[:reference.MAX_QUERY]
    game = request.args.get("game", "")
    family = request.args.get("family", "")
    error = None
    try:
        rules = reference.search(words, game, family)
    except reference.ReferenceError as refused:
        error = refused
        rules = []
    context = {"rules": rules, "q": words, "game": game, "family": family, "error": error,
               "not_covered": reference.not_covered(words),
               "total": len(reference.search()), **_common()}
    return make_response(render_page_or_partial("reference/index.html", "reference/_results.html", **context),
                         400 if error else 200)


@bp.get("/rule/<rule_id>")
def rule(rule_id: str) -> Response:
    try:
        found = reference.find_rule(rule_id)
    except reference.ReferenceError as refused:
        return make_response(render_template("error.html", status=404, title="No such rule",
                                             message=f"{refused} Search the rules reference instead."), 404)
    example = _example_situation(found)
    example_url = url_for("floor.index", s=encode_link(example)) if example is not None else None
    return make_response(render_template("reference/rule.html", rule=found, conflicts=reference.conflicts_of(found),
                                         example_url=example_url, **_common()))


@bp.get("/conflicts")
def conflicts() -> Response:
    return make_response(render_template("reference/conflicts.html", conflicts=CONFLICTS, rulebooks=RULEBOOKS,
                                         **_common()))
