"""Trainee decisions and how they are graded.

Four decision types (:class:`DecisionType`). For each, :func:`correct_answer`
asks the engine for the right answer on a situation under a rulebook, and
:func:`grade` compares a trainee's answer with it and says why, citing the
rule. The engine is the only source of right answers: nothing here is keyed
in by hand.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Any

from dealerschool.poker import pots
from dealerschool.poker.chiprace import chip_race
from dealerschool.poker.games import ForcedBets, Structure
from dealerschool.rules import get_rule, remedies
from dealerschool.rules.engine import PROCEDURE_TRIGGERS, NoRuling, Ruling, applies_to_game, rule_on
from dealerschool.rules.model import SOURCES, Rule, RulingCode
from dealerschool.rules.rulebooks import Rulebook, resolve
from dealerschool.situations.events import operation_text
from dealerschool.situations.replays import Replay, replayed
from dealerschool.situations.setup import Situation
from dealerschool.table.table import Phase, Table, snapshot


class DecisionType(Enum):
    """What the trainee is asked to decide."""

    RULING = "ruling"
    """Choose the ruling (a code) among plausible options."""
    DEALER_OPERATION = "dealer-operation"
    """Perform the next dealer operation, written in event notation ('burn', 'deal p3 down')."""
    AMOUNT = "amount"
    """A number: a pot-limit maximum, a minimum raise, the call, each pot, each share."""
    SEAT = "seat"
    """A seat: who brings in, who acts, who wins each pot."""


AMOUNTS: dict[str, str] = {
    "chip-race": "color-up-chip-race",
    "pot-limit-maximum": "pot-limit-maximum",
    "minimum-raise": "no-limit-minimum-raise",
    "to-call": "blinds-count-toward-call",
    "pot": "side-pots",
    "pots": "side-pots",
    "shares": "side-pots",
}
"""Amount questions and the rule that explains each."""

SEATS: dict[str, str] = {
    "button": "tie-break-by-suit",
    "bring-in": "stud-bring-in-low-card",
    "actor": "first-to-act-button-games",
    "winners": "side-pots",
}
"""Seat questions and the rule that explains each."""


@dataclass(frozen=True)
class Question:
    """A question about a situation."""

    type: DecisionType
    what: str = ""
    """For amount and seat questions: which number or seat (a key of AMOUNTS or SEATS)."""
    prompt: str = ""
    rule: str = ""
    """For a ruling question on a policy (no table state): the rule asked about."""


@dataclass(frozen=True, kw_only=True)
class RightAnswer:
    """The right answer to a question or a drill step, and why: the rule that decides it, that rule's
    explanation in our words under the rulebook asked about, and the rulebook's own citations. Computed once,
    when the question is made or the step falls due, and kept: a trainee's answer is compared with it, the
    situation is never ruled on again (:class:`dealerschool.quiz.questions.Revealed` stores one with a question)."""

    right_answer: Any
    rule_id: str
    rule_title: str
    explanation: str
    citations: tuple[str, ...]


@dataclass(frozen=True, kw_only=True)
class Grade(RightAnswer):
    """A trainee's answer, graded: the one graded-answer type for every kind of question and drill step.
    ``correct`` is the verdict (spelled so everywhere), ``given`` what the trainee answered; the rest is the
    right answer and why (:class:`RightAnswer`)."""

    correct: bool
    given: Any


def _finish_to_showdown(table: Table) -> None:
    """Run the dealer on to the pots being built (for questions about pots and winners)."""
    table.run_dealer()


def _explaining_rule(question: Question, table: Table) -> Rule:
    if question.type is DecisionType.SEAT and question.what == "bring-in" and table.game.bring_in_high:
        return get_rule("razz-bring-in")
    if question.type is DecisionType.SEAT and question.what == "actor":
        return _actor_rule(table)
    if (question.type is DecisionType.AMOUNT and question.what in ("to-call", "pot") and table.config.big_blind_ante
            and table.street_index == 0):
        return get_rule("big-blind-ante")  # the ante is dead money: the call is the blind alone (B10)
    if question.type is DecisionType.AMOUNT and question.what == "minimum-raise":
        structure = table.config.structure
        if structure is Structure.FIXED_LIMIT:
            return get_rule("limit-raise-one-unit")
        if structure is Structure.SPREAD_LIMIT:
            return get_rule("spread-limit-raises")
    if (question.type is DecisionType.AMOUNT and question.what in ("pots", "shares")) or (
            question.type is DecisionType.SEAT and question.what == "winners"):
        return _pot_rule(table)
    key = (AMOUNTS if question.type is DecisionType.AMOUNT else SEATS)[question.what]
    return get_rule(key)


def _first_matching(table: Table, rule_ids: tuple[str, ...], default: str) -> Rule:
    """The first of ``rule_ids`` whose procedure trigger (see the catalog modules) holds on ``table``."""
    for rule_id in rule_ids:
        rule = get_rule(rule_id)
        trigger = PROCEDURE_TRIGGERS.get(rule_id)
        if trigger is not None and applies_to_game(rule, table.game.code) and trigger(table):
            return rule
    return get_rule(default)


def _actor_rule(table: Table) -> Rule:
    """Who acts and why, by game family: blinds preflop, the button later, draws, heads-up."""
    family = table.game.family.value
    if family == "stud" and table.street_index == 0:
        # Third street: the bring-in decides who acts, or the seat on its left when the low card is all in.
        return _first_matching(table, ("stud-bring-in-all-in",),
                               "razz-bring-in" if table.game.bring_in_high else "stud-bring-in-low-card")
    if family == "stud":
        # The first-to-act rules explain the highest (razz: lowest) board and how ties are broken.
        return get_rule("razz-first-to-act" if table.game.bring_in_high else "stud-first-to-act-tie")
    if table.phase is Phase.DRAWING:
        return get_rule("draw-order")
    blinds = table.config.forced is ForcedBets.BLINDS and bool(table.config.big_blind)
    if table.street_index == 0 and blinds:
        return get_rule("heads-up-blinds" if len(table.occupied) == 2 else "first-to-act-preflop-blinds")
    if family == "draw":
        return get_rule("five-card-draw-first-to-act")
    return get_rule("first-to-act-button-games")


def _pot_rule(table: Table) -> Rule:
    """The rule that explains how the pots went, once they are built (table.awards)."""
    awards = [award for award in table.awards if not award.pot.uncalled]
    if table.game.split:
        return get_rule("stud-hi-lo-qualifier" if table.game.family.value == "stud" else "hi-lo-qualifier")
    winners = [share for award in awards for share in award.shares if share.half != "returned"]
    tied = [award for award in awards if len({share.seat for share in award.shares}) > 1]
    if any(len({share.amount for share in award.shares}) > 1 for award in tied):
        return get_rule(("odd-chip-razz" if table.game.bring_in_high else "odd-chip-stud")
                        if table.game.family.value == "stud" else "odd-chip-button-games")
    if len(awards) > 1:
        return get_rule("side-pots")
    if table.game.low_kind == "deuce-seven" and winners:
        return get_rule("deuce-to-seven-reading")
    if table.game.low_kind == "badugi" and winners:
        return get_rule("badugi-reading")
    if tied and table.game.family.value != "draw":
        return get_rule("cards-speak-best-five")
    return get_rule("side-pots")


def correct_answer(question: Question, situation: Situation, rulebook: str | Rulebook = SOURCES,
                   given: Replay | None = None) -> tuple[Any, Rule, str, tuple[str, ...]]:
    """(answer, rule, explanation, citations) for a question on a situation under a rulebook.

    ``given``: the situation already replayed under this rulebook's settings (the caller vouches
    for it, as the generator does); its table is copied, not changed."""
    if question.type is DecisionType.RULING and question.rule:
        # A policy question: the rule is named, its answer under the rulebook is the ruling.
        policy = get_rule(question.rule)
        answer = policy.answer(resolve(rulebook).answers_under)
        return answer.ruling.value, policy, answer.explanation, tuple(str(c) for c in answer.citations)
    if question.type is DecisionType.RULING:
        ruling = rule_on(situation, rulebook)
        return (ruling.code.value, ruling.rule, ruling.answer.explanation,
                tuple(str(c) for c in ruling.answer.citations))
    found = replayed(situation, resolve(rulebook).table_rules(situation.house_overrides, situation.play)) \
        if given is None else given
    table = found.table.copy()  # the replay is kept (and shared): the questions below run the dealer on
    if found.irregularities:
        kinds = ", ".join(sorted({i.kind.value for i in found.irregularities}))
        raise NoRuling(f"{situation.source}: this {question.type.value} question needs a situation without "
                       f"irregularities, but the events contain: {kinds} (ask for a ruling instead)")
    if question.type is DecisionType.DEALER_OPERATION:
        operation = table.next_dealer_operation()
        if operation is None:
            raise NoRuling(f"{situation.source}: no dealer operation is due (a player must act)")
        value: Any = operation_text(operation)
        rule = _rule_for_operation(table, operation)
    elif question.type is DecisionType.AMOUNT:
        value = _amount(question.what, table, situation, resolve(rulebook))
        rule = _explaining_rule(question, table)
    else:
        value = _seat(question.what, table, situation)
        rule = _explaining_rule(question, table)
    answer = rule.answer(resolve(rulebook).answers_under)
    return value, rule, answer.explanation, tuple(str(c) for c in answer.citations)


def rule_for_operation(table: Table, operation: Any) -> Rule:
    """The procedure rule that says a dealer operation is the one due now (a dealing drill cites it)."""
    return _rule_for_operation(table, operation)


def _rule_for_operation(table: Table, operation: Any) -> Rule:
    from dealerschool.table.operations import (
        AnnounceBringIn,
        AnnounceFirstToAct,
        Burn,
        CollectBets,
        DealCard,
        MoveButton,
        PostAnte,
        PostBlind,
        PushPot,
        ReshuffleForStub,
        ReturnUncalledBet,
        ShowHand,
        TurnBoardCard,
    )

    family = table.game.family.value
    if family == "draw" and isinstance(operation, ReshuffleForStub):
        return get_rule("draw-deck-runs-out")  # the stub ran out during a draw (F09)
    if isinstance(operation, PostAnte) and operation.for_table:
        return get_rule("big-blind-ante")  # the big blind posts the table's ante after his blind (B10)
    if family == "draw" and table.in_draw and isinstance(operation, (Burn, DealCard, ReshuffleForStub)):
        # Replacement cards in a draw: the five-card rule when it applies, else the draw order (F02-F04).
        return _first_matching(table, ("draw-five-card-discard",), "draw-order")
    if isinstance(operation, (Burn, TurnBoardCard)):
        return get_rule("stud-deal-order" if family == "stud" else "flop-game-burn-and-turn")
    if isinstance(operation, DealCard):
        return get_rule({"stud": "stud-deal-order", "draw": "draw-game-deal"}.get(family, "flop-game-deal-order"))
    if isinstance(operation, AnnounceBringIn):
        return get_rule("razz-bring-in" if table.game.bring_in_high else "stud-bring-in-low-card")
    if isinstance(operation, AnnounceFirstToAct):
        return get_rule("razz-first-to-act" if table.game.bring_in_high else "stud-first-to-act-tie")
    if isinstance(operation, MoveButton):
        return get_rule("button-moves-one-seat")
    if isinstance(operation, PostAnte) and family == "stud":
        return get_rule("stud-bring-in-low-card")  # D01: antes, then the low card brings in
    if isinstance(operation, PostAnte) and family == "draw":
        return get_rule("draw-game-deal")  # A09: antes are in, then the deal
    if isinstance(operation, (PostBlind, PostAnte)):
        return get_rule("blinds-count-toward-call")
    if isinstance(operation, ShowHand):
        return get_rule("showdown-order")
    if isinstance(operation, (ReturnUncalledBet, CollectBets)):
        return get_rule("betting-round-over")
    if isinstance(operation, PushPot):
        return _first_matching(table, ("odd-chip-stud", "odd-chip-razz", "odd-chip-button-games", "side-pots", "deuce-to-seven-reading",
                                       "badugi-reading", "cards-speak-best-five"), "side-pots")
    return get_rule("side-pots")


def _amount(what: str, table: Table, situation: Situation, rulebook: Rulebook) -> Any:
    if what not in AMOUNTS:
        raise NoRuling(f"{situation.source}: question.what {what!r} is not one of {', '.join(AMOUNTS)}")
    if what == "chip-race":
        return _chip_race(table, situation, rulebook)
    if what in ("pot-limit-maximum", "minimum-raise", "to-call"):
        seat = table.actor
        if seat is None:
            raise NoRuling(f"{situation.source}: no player is to act, so there is no {what}")
        if what == "to-call":
            return table.to_call(seat)
        options = table.raise_options(seat)
        if options is None:
            raise NoRuling(f"{situation.source}: seat {seat + 1} may not bet or raise here")
        if what == "pot-limit-maximum":
            if table.config.structure is not Structure.POT_LIMIT:
                raise NoRuling(f"{situation.source}: pot-limit-maximum needs a pot-limit game")
            return options.maximum
        return options.minimum
    if what == "pot":
        return table.pot + table.bets_on_table()
    _finish_to_showdown(table)
    if not table.awards:
        raise NoRuling(f"{situation.source}: the hand has not reached the pots; add events up to the showdown")
    if what == "pots":
        return [award.pot.amount for award in table.awards]
    return {f"seat {seat + 1}": amount for seat, amount in sorted(pots.totals(table.awards).items())}


def _chip_race(table: Table, situation: Situation, rulebook: Rulebook) -> dict[str, int]:
    """Large chips each seat receives: its own whole sets plus the race (sources: from the dealer's left,
    any remainder rounded up; TDA: from seat 1, half rule, nobody raced out)."""
    if table.color_up is None:
        raise NoRuling(f"{situation.source}: a chip-race question needs a [color_up] table in the situation")
    options = rulebook.options
    order = sorted(table.occupied) if options.chip_race_from == "seat-one" else table.clockwise_from(table.button)
    chips = table.color_up["small_chips"]
    others = {seat: table.seat(seat).stack - chips.get(seat, 0) * table.color_up["small"] for seat in table.occupied}
    result = chip_race(chips, table.color_up["small"], table.color_up["large"], table.stub, order,
                       options.chip_race_rounding, others, no_race_out=not options.chip_race_out)
    return {f"seat {seat + 1}": count for seat, count in result.received().items()}


def _seat(what: str, table: Table, situation: Situation) -> Any:
    if what not in SEATS:
        raise NoRuling(f"{situation.source}: question.what {what!r} is not one of {', '.join(SEATS)}")
    if what == "button":
        return table.button + 1
    if what == "bring-in":
        if table.game.family.value != "stud":
            raise NoRuling(f"{situation.source}: only stud games have a bring-in")
        table.run_dealer() if table.bring_in_seat is None and table.actor is None else None
        if table.bring_in_seat is None:
            raise NoRuling(f"{situation.source}: the door cards are not all out yet")
        return table.bring_in_seat + 1
    if what == "actor":
        if table.actor is None:
            table.run_dealer()
        if table.actor is None:
            raise NoRuling(f"{situation.source}: no player is to act")
        return table.actor + 1
    _finish_to_showdown(table)
    if not table.awards:
        raise NoRuling(f"{situation.source}: the hand has not reached the pots")
    return [sorted({share.seat + 1 for share in award.shares}) for award in table.awards]


def normalise(value: Any) -> Any:
    """Make answers comparable: strip and lower-case strings, turn seat strings like 'seat 3' into numbers."""
    if isinstance(value, str):
        text = " ".join(value.strip().lower().split())
        if text.startswith("seat ") and text[5:].isascii() and text[5:].isdigit():
            return int(text[5:])
        return int(text) if text.isascii() and text.isdigit() and len(text) < 100 else text
    if isinstance(value, (list, tuple)):
        return [normalise(v) for v in value]
    if isinstance(value, dict):
        return {normalise(k): normalise(v) for k, v in value.items()}
    return value


def grade(question: Question, given: Any, situation: Situation, rulebook: str | Rulebook = SOURCES) -> Grade:
    """Grade a trainee's answer: right or wrong, the right answer, why, and where it is written."""
    right, rule, explanation, citations = correct_answer(question, situation, rulebook)
    return Grade(correct=normalise(given) == normalise(right), given=given, right_answer=right, rule_id=rule.id,
                 rule_title=rule.title, explanation=explanation, citations=citations)


def ruling_options(situation: Situation, rulebook: str | Rulebook = SOURCES,
                   question: Question | None = None, ruled: Ruling | None = None) -> list[tuple[str, str]]:
    """The choices offered for a ruling question: the rule's plausible options, the right one always included.

    ``ruled``: the ruling on ``situation`` under ``rulebook``, where the caller has made it already (a quiz
    question rules on it for its answer): the options are read from it instead of ruling again."""
    if question is not None and question.rule:
        policy = get_rule(question.rule)
        assert policy.question is not None
        return [(option.code.value, option.shown(for_example=False)) for option in policy.question.options]
    ruling = rule_on(situation, rulebook) if ruled is None else ruled
    assert ruling.rule.question is not None
    return offered_options(ruling)


def offered_options(ruling: Ruling) -> list[tuple[str, str]]:
    """(code, words) for the choices a ruling is asked with, in catalog order: its rule's options, and the
    ruling's own code where the rule lists none of it (a misdeal called too late plays on, catalog X01). Then
    the rule's options whose remedy leaves this table as the ruling's does are not offered: they come to the
    same ruling here (after the cut-off, "the player keeps the exposed card" is the hand playing on), and a
    wrong answer must be wrong."""
    question = ruling.rule.question
    options = [(option.code.value, option.shown(for_example=False)) for option in question.options] \
        if question is not None else []
    if ruling.code.value in {code for code, _ in options}:
        return options
    if ruling.replayed is not None:
        remedied = snapshot(ruling.table)
        options = [(code, text) for code, text in options
                   if not _comes_to(ruling, RulingCode(code), remedied)]
    return options + [(ruling.code.value, own_option_text(ruling))]


def _comes_to(ruling: Ruling, code: RulingCode, remedied: dict[str, Any]) -> bool:
    """Whether ruling ``code`` instead would leave the table as ``remedied`` (the ruling's own remedy)."""
    assert ruling.replayed is not None
    table = ruling.replayed.table.copy()
    try:
        remedies.choose(ruling.rule.id, code)(code, table, ruling.replayed, ruling.irregularity, ruling.rule)
    except (ValueError, LookupError, AssertionError, AttributeError, TypeError):
        return False  # that remedy cannot be carried out here: a different ruling
    return bool(snapshot(table) == remedied)


def own_option_text(ruling: Ruling) -> str:
    """The words offered for a ruling whose rule lists no option of its code (a misdeal called too late plays
    on, catalog X01): the option of that code in the rule that decided it, a one-line ruling like the others
    (the explanation's opening sentence was the only long option there, and told the answer); the
    explanation's first sentence only where no rule words it."""
    for rule_id in ruling.also:
        question = get_rule(rule_id).question
        for option in question.options if question is not None else ():
            if option.code is ruling.code:
                return option.shown(for_example=False)
    return ruling.answer.explanation.split(".")[0] + "."
