"""A generated quiz question replays its events once per table settings: the replays the generator makes to check
the events play under every rulebook are the ones the rulings read, and the options are read from the ruling the
answer made. Nothing of the question may change for it: the same question as with every replay made afresh."""

from __future__ import annotations

import pytest

from dealerschool import generate, situations
from dealerschool.quiz import questions
from dealerschool.quiz.grading import ruling_options
from dealerschool.rules import engine
from dealerschool.rules.model import RULEBOOK_NAMES
from dealerschool.rules.rulebooks import get_rulebook
from dealerschool.situations import replays

CASES = [("check-facing-a-bet", seed) for seed in range(6)] + [
    ("tabled-hands", 89), ("draw-exposed-cards-misdeal", 3), ("action-out-of-turn", 2), ("stud-wrong-bring-in", 5),
    ("string-bet", 1), ("turn-without-burn", 4)]
"""(rule, seed): the benchmark's rule, a stud walk its rulebooks' settings play differently, and a few rulings."""


def _cases() -> list[tuple[str, int]]:
    return [(rule, seed) for rule, seed in CASES if rule in generate.GENERATORS]


_REPLAY = replays.replay
"""The replay itself, as imported (the tests below put a counting one in its place)."""


def _fresh(situation: situations.Situation, house: situations.TableSettings | None = None) -> situations.Replay:
    return _REPLAY(situation, house)


def test_the_cases_are_generated() -> None:
    assert len(_cases()) == len(CASES), "the cases above name rules the generator no longer has"


@pytest.mark.parametrize("rule_id,seed", _cases())
def test_a_generated_question_replays_once_per_settings(rule_id: str, seed: int, monkeypatch: pytest.MonkeyPatch) -> None:
    made = generate.generate(rule_id, seed)
    assert made.replayed is not None and made.prebuilt is not None
    walked = made.replayed.table.config.rules
    others = {get_rulebook(book).table_rules(made.prebuilt.house_overrides, made.prebuilt.play) for book in RULEBOOK_NAMES} - {walked}
    played: list[situations.TableSettings | None] = []  # the settings the question's events were replayed under

    def counted(situation: situations.Situation, house: situations.TableSettings | None = None, **kwargs: object
                ) -> situations.Replay:
        if situation.events == made.prebuilt.events:  # not an earlier walk of the seed, walked again
            played.append(house)
        return _fresh(situation, house)

    monkeypatch.setattr(replays, "replay", counted)
    monkeypatch.setattr(questions, "replay", counted, raising=False)  # had the quiz its own replay again, counted too
    for book in RULEBOOK_NAMES:
        played.clear()
        try:
            questions.from_generated(rule_id, seed, book)
        except (questions.Unsupported, engine.NoRuling):
            continue
        # The walk plays the events under its own settings; each other settings' replay is made once, by the
        # check that the events play under every rulebook, and read by the ruling under it.
        assert len(played) == len(others) and set(played) == others, (book, played)


@pytest.mark.parametrize("rule_id,seed", _cases())
def test_a_generated_question_is_the_same_as_with_every_replay_afresh(rule_id: str, seed: int,
                                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    house = {"raise_cap": 4}
    made = {}
    for book in RULEBOOK_NAMES:
        for room in (None, house):
            try:
                made[book, bool(room)] = questions.from_generated(rule_id, seed, book, house=room).to_json()
            except (questions.Unsupported, engine.NoRuling):
                made[book, bool(room)] = None
    # Every replay made afresh where it is asked for, none kept with the situation; options ruled again.
    monkeypatch.setattr(situations, "replayed", _fresh)
    monkeypatch.setattr(engine, "replayed", _fresh)
    monkeypatch.setattr(questions, "ruling_options",
                        lambda situation, rulebook, question, ruled=None: ruling_options(situation, rulebook, question))
    for (book, room), kept in made.items():
        try:
            afresh = questions.from_generated(rule_id, seed, book, house=house if room else None).to_json()
        except (questions.Unsupported, engine.NoRuling):
            afresh = None
        assert kept == afresh, (book, room)
    assert any(value is not None for value in made.values())


@pytest.mark.parametrize("rule_id,seed", _cases())
def test_options_from_the_ruling_made_are_the_options_ruled_again(rule_id: str, seed: int) -> None:
    made = generate.generate(rule_id, seed)
    situation = made.build()
    question = made.question_object()
    for book in RULEBOOK_NAMES:
        try:
            ruled = engine.rule_on(situation, book)
        except engine.NoRuling:
            continue
        if ruled.rule.question is None:
            continue
        assert ruling_options(situation, book, question, ruled) == ruling_options(situation, book, question)
