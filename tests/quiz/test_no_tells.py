"""No tells: a trainee who reads nothing cannot beat chance.

Blind strategies are played over every question a trainee is asked to choose in: the ruling questions of
every scripted scenario (under every rulebook) and of 20 seeds of every generator, the seat questions among
them, the rulings and the remedy steps of dealing drills in every game, and every rule's options as the
catalog words them. A blind strategy picks by where or how an option is shown, never by what it says: the
option in each position (first, second, third, last), the longest, the shortest; for a seat question the
seat the button is drawn at, the first and the last seat offered, the seat drawn as the one to act. None
may score more than :data:`MARGIN` above chance (the mean of one over the number of choices).

A strategy that cannot pick (no button is drawn, no seat is drawn as acting) is scored at chance: it is a
blind guess. Ties (two options of the longest length) share the point.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import cache

import pytest
from test_drill import right_move

from dealerschool.drill import Drill, Rate, Settings
from dealerschool.generate import GENERATORS
from dealerschool.quiz import questions
from dealerschool.rules import all_rules
from dealerschool.rules.model import RULEBOOK_NAMES

MARGIN = 0.05
"""How far above chance a blind strategy may score (five points)."""

SEEDS = 20
"""Seeds of every generator."""

DRILL_GAMES = ("NT", "PO", "FO/8", "F7S", "F7S/8", "FR", "F5CD", "N2L1D", "F2L3D", "FB")
"""One variant of each of the ten games a drill deals."""

DRILL_SEEDS = 60
"""Drills started per game; each is dealt until it stops for a ruling (or a few hands have gone by)."""


@dataclass(frozen=True)
class Choice:
    """A question with options, as shown: the options' texts in the order offered and the right one's index."""

    where: str
    texts: tuple[str, ...]
    right: int


@dataclass(frozen=True)
class SeatAsk:
    """A seat question as shown: the seats offered in order, the right seat, and what the table draws."""

    where: str
    offered: tuple[int, ...]
    right: int
    button: int | None
    actor: int | None


# ---------------------------------------------------------------- what the trainee is asked


@cache
def quiz_questions() -> tuple[questions.QuizQuestion, ...]:
    made = []
    for scenario in questions.library():
        for book in RULEBOOK_NAMES:
            try:
                made.append(questions.from_scenario(scenario, book))
            except (questions.Unsupported, ValueError):
                continue
    for rule_id in sorted(GENERATORS):
        for seed in range(SEEDS):
            try:
                made.append(questions.from_generated(rule_id, seed, RULEBOOK_NAMES[seed % len(RULEBOOK_NAMES)]))
            except (questions.Unsupported, ValueError):
                continue
    return tuple(made)


def where_of(question: questions.QuizQuestion) -> str:
    shown = question.shown
    return f"{shown.scenario or question.revealed.rule_id} {shown.seed} {shown.rulebook}"


@cache
def quiz_rulings() -> tuple[Choice, ...]:
    found = []
    for question in quiz_questions():
        shown = question.shown
        if shown.input == "choice":
            values = shown.option_values
            found.append(Choice(where_of(question), tuple(o.text for o in shown.options),
                                values.index(question.revealed.right_answer)))
    return tuple(found)


@cache
def quiz_seats() -> tuple[SeatAsk, ...]:
    found = []
    for question in quiz_questions():
        shown = question.shown
        if shown.input == "seat":
            button = next((s["seat"] for s in shown.view["seats"] if s["button"]), None)
            found.append(SeatAsk(where_of(question), tuple(shown.seats), int(question.revealed.right_answer), button,
                                 shown.view.get("actor")))
    return tuple(found)


@cache
def drill_choices() -> tuple[tuple[Choice, ...], tuple[Choice, ...]]:
    """(the rulings, the remedy steps) the drills asked for, each as offered."""
    rulings: list[Choice] = []
    remedies: list[Choice] = []
    for variant in DRILL_GAMES:
        for seed in range(DRILL_SEEDS):
            drill = Drill.start(Settings(variant=variant, players=6, rate=Rate.OFTEN, seed=seed))
            for _ in range(1500):
                if drill.waiting_for_ruling:
                    break
                if drill.hand_over:
                    if drill.hand_number >= 3:
                        break
                    drill.next_hand()
                    continue
                drill.attempt(*right_move(drill))
            if not drill.waiting_for_ruling:
                continue
            where = f"drill {variant} seed {seed} hand {drill.hand_number}"
            options = drill.ruling_options()
            found = drill.ruling()
            assert found is not None
            codes = [code for code, _ in options]
            rulings.append(Choice(where, tuple(text for _, text in options), codes.index(found.code.value)))
            drill.rule(found.code.value)
            step = 0
            while drill.waiting_for_remedy:
                choices = drill.remedy_choices()
                right = [choice.origin for choice in choices].index("right")
                remedies.append(Choice(f"{where} step {step}", tuple(c.text for c in choices), right))
                assert drill.carry_out(right + 1).correct
                step += 1
    return tuple(rulings), tuple(remedies)


def catalog_options(rulebook: str) -> tuple[Choice, ...]:
    """Every rule's options as the catalog words them for a situation (in catalog order: only their
    lengths are played here, the order a trainee sees is made per question)."""
    found = []
    for rule in all_rules():
        if rule.question is None or len(rule.question.options) < 2:
            continue
        right = [k for k, option in enumerate(rule.question.options) if rulebook in option.correct_under]
        if len(right) == 1:
            found.append(Choice(rule.id, tuple(o.shown(for_example=False) for o in rule.question.options), right[0]))
    return tuple(found)


# ---------------------------------------------------------------- blind strategies

ChoiceStrategy = Callable[[Choice], float]
"""How much of a point a blind strategy scores on a question (a share of it where it ties)."""


def position(index: int) -> ChoiceStrategy:
    def score(choice: Choice) -> float:
        picked = min(index, len(choice.texts) - 1) if index >= 0 else len(choice.texts) + index
        return 1.0 if picked == choice.right else 0.0
    return score


def by_length(pick: Callable[[Sequence[int]], int]) -> ChoiceStrategy:
    def score(choice: Choice) -> float:
        lengths = [len(text) for text in choice.texts]
        chosen = [k for k, length in enumerate(lengths) if length == pick(lengths)]
        return 1.0 / len(chosen) if choice.right in chosen else 0.0
    return score


CHOICE_STRATEGIES: dict[str, ChoiceStrategy] = {
    "first": position(0), "second": position(1), "third": position(2), "last": position(-1),
    "longest": by_length(max), "shortest": by_length(min),
}
LENGTH_STRATEGIES = {name: CHOICE_STRATEGIES[name] for name in ("longest", "shortest")}

SeatStrategy = Callable[[SeatAsk], "int | None"]
SEAT_STRATEGIES: dict[str, SeatStrategy] = {
    "the button's seat": lambda ask: ask.button,
    "the first seat offered": lambda ask: ask.offered[0],
    "the last seat offered": lambda ask: ask.offered[-1],
    "the seat drawn to act": lambda ask: ask.actor,
}


def choice_report(asked: Sequence[Choice], strategies: dict[str, ChoiceStrategy]) -> tuple[float, dict[str, float]]:
    chance = sum(1.0 / len(choice.texts) for choice in asked) / len(asked)
    return chance, {name: sum(score(c) for c in asked) / len(asked) for name, score in strategies.items()}


def seat_report(asked: Sequence[SeatAsk]) -> tuple[float, dict[str, float]]:
    chance = sum(1.0 / len(ask.offered) for ask in asked) / len(asked)
    scores = {}
    for name, strategy in SEAT_STRATEGIES.items():
        total = 0.0
        for ask in asked:
            picked = strategy(ask)
            total += 1.0 / len(ask.offered) if picked is None or picked not in ask.offered else float(picked == ask.right)
        scores[name] = total / len(asked)
    return chance, scores


def beating_chance(chance: float, scores: dict[str, float]) -> list[str]:
    return [f"{name}: {score:.0%} against chance {chance:.0%}" for name, score in scores.items()
            if score > chance + MARGIN]


# ---------------------------------------------------------------- the tests


def test_the_strategies_can_fail() -> None:
    # Options always shown right answer first, and the right one the longest: every tell is caught.
    told = [Choice("x", ("The long right answer, explained.", "No.", "Misdeal."), 0)] * 10
    assert {n.split(":")[0] for n in beating_chance(*choice_report(told, CHOICE_STRATEGIES))} == {"first", "longest"}
    seats = [SeatAsk("x", (1, 2, 3, 4), 3, 3, None)] * 10
    assert [n.split(":")[0] for n in beating_chance(*seat_report(seats))] == ["the button's seat"]


@pytest.mark.slow
def test_quiz_rulings_have_no_tells() -> None:
    asked = quiz_rulings()
    assert len(asked) > 1500
    assert beating_chance(*choice_report(asked, CHOICE_STRATEGIES)) == []


def test_quiz_seat_questions_have_no_tells() -> None:
    asked = quiz_seats()
    assert len(asked) > 100
    assert beating_chance(*seat_report(asked)) == []


def test_drill_rulings_have_no_tells() -> None:
    asked = drill_choices()[0]
    assert len(asked) > 300
    assert {choice.where.split()[1] for choice in asked} == set(DRILL_GAMES)
    assert beating_chance(*choice_report(asked, CHOICE_STRATEGIES)) == []


def test_drill_remedy_picks_have_no_tells() -> None:
    asked = drill_choices()[1]
    assert len(asked) > 300
    assert beating_chance(*choice_report(asked, CHOICE_STRATEGIES)) == []


@pytest.mark.parametrize("rulebook", RULEBOOK_NAMES)
def test_catalog_options_have_no_length_tells(rulebook: str) -> None:
    asked = catalog_options(rulebook)
    assert len(asked) > 100
    assert beating_chance(*choice_report(asked, LENGTH_STRATEGIES)) == []


# ---------------------------------------------------------------- wrong answers that are wrong


def comes_to_the_same(found, code: str) -> bool:
    """Whether ruling ``code`` would leave the table the ruling's own remedy leaves."""
    from dealerschool.quiz.grading import _comes_to
    from dealerschool.rules.model import RulingCode
    from dealerschool.table.table import snapshot

    return _comes_to(found, RulingCode(code), snapshot(found.table))


def test_no_remedy_step_offered_as_wrong_is_a_step_of_an_equal_remedy() -> None:
    # Hold'em, a player's card exposed once the board is out: replacing it cannot be done, so that remedy
    # keeps the card and plays on, which is the ruling's own remedy; its step was offered as a wrong one.
    checked = 0
    for variant in ("NT", "PO", "F7S", "F5CD"):
        for seed in range(DRILL_SEEDS):
            drill = Drill.start(Settings(variant=variant, players=6, rate=Rate.OFTEN, seed=seed))
            for _ in range(1500):
                if drill.waiting_for_ruling or (drill.hand_over and drill.hand_number >= 3):
                    break
                if drill.hand_over:
                    drill.next_hand()
                    continue
                drill.attempt(*right_move(drill))
            found = drill.ruling() if drill.waiting_for_ruling else None
            if found is None:
                continue
            drill.rule(found.code.value)
            while drill.waiting_for_remedy:
                choices = drill.remedy_choices()
                codes = {option.code.value for option in found.rule.question.options} if found.rule.question else set()
                for choice in choices:
                    if choice.origin in codes:
                        checked += 1
                        assert not comes_to_the_same(found, choice.origin), (variant, seed, choice)
                drill.carry_out([choice.origin for choice in choices].index("right") + 1)
    assert checked > 100


def test_a_ruling_the_rule_has_no_option_for_is_offered_in_a_line_and_alone() -> None:
    # A misdeal called too late plays on (catalog X01): the rule lists no such option. It is offered in the
    # cut-off rule's own words (it was the explanation's opening sentence, the one long option), and the
    # rule's options that come to the same (the player keeps the exposed card) are not offered as wrong.
    from dealerschool.quiz.grading import offered_options
    from dealerschool.rules.engine import rule_on

    asked = 0
    for scenario in questions.library():
        if scenario.question.type.value != "ruling" or scenario.question.rule:
            continue
        for book in RULEBOOK_NAMES:
            try:
                found = rule_on(scenario.situation, book)
            except ValueError:
                continue
            question = found.rule.question
            if question is None or found.code in {option.code for option in question.options}:
                continue
            asked += 1
            options = offered_options(found)
            assert options[-1] == (found.code.value, "The hand plays on: the action has begun."), options
            assert not any(comes_to_the_same(found, code) for code, _ in options[:-1]), (scenario.name, options)
    assert asked >= 5


def test_a_wrong_ruling_that_another_rulebook_gives_says_so() -> None:
    seen = 0
    for variant in ("NT", "F7S", "F5CD", "FO/8"):
        for seed in range(DRILL_SEEDS):
            drill = Drill.start(Settings(variant=variant, players=6, rate=Rate.OFTEN, seed=seed))
            for _ in range(1500):
                if drill.waiting_for_ruling or (drill.hand_over and drill.hand_number >= 3):
                    break
                if drill.hand_over:
                    drill.next_hand()
                    continue
                drill.attempt(*right_move(drill))
            found = drill.ruling() if drill.waiting_for_ruling else None
            if found is None:
                continue
            offered = {code for code, _ in drill.ruling_options()}
            elsewhere = {code for code in found.other_rulebooks.values() if code != found.code.value} & offered
            wrong = sorted(elsewhere) or sorted(offered - {found.code.value})
            result = drill.rule(wrong[0])
            assert not result.correct
            assert bool(result.ruled_elsewhere) == bool(elsewhere), (variant, seed, result)
            seen += bool(elsewhere)
    assert seen > 0


def test_every_rules_options_are_of_like_length() -> None:
    # One line each, and none more than twice another of its rule: a right option that was its own
    # explanation (135 characters beside 60) or a one-word distractor ('Misdeal.') told itself.
    unlike = []
    for rule in all_rules():
        if rule.question is None:
            continue
        lengths = {option.code.value: len(option.shown(for_example=False)) for option in rule.question.options}
        if max(lengths.values()) > 70 or max(lengths.values()) > 2 * min(lengths.values()):
            unlike.append(f"{rule.id}: {lengths}")
    assert unlike == []
