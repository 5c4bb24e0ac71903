"""Practising a rule serves that rule, and the same stored state asks the same question.

Practice files an answer under the rule its question names (``revealed.rule_id``); a scripted seat question
listed under one razz rule but answered by another used to be served when the first was asked for, so the
rule practised was never the rule answered. And the practice route drew its question from an unseeded
random choice, so its test failed about one run in 150."""

from __future__ import annotations

import random
import re

import pytest
from conftest import sign_up
from test_web_quiz import stored, wrong_form

from dealerschool.quiz import questions
from dealerschool.rules.model import RULEBOOK_NAMES, SOURCES


def test_every_rule_practice_serves_is_that_rule():
    served = 0
    for rule_id in questions.practice_rules():
        for seed in range(2):
            for question in questions.pick(questions.Filters(source="mixed"), 1, SOURCES, random.Random(seed),
                                           rules=[rule_id]):
                assert question.revealed.rule_id == rule_id, (rule_id, question.shown.scenario)
                served += 1
    assert served >= len(questions.practice_rules())  # most rules serve a question with either seed


@pytest.mark.parametrize("rulebook", RULEBOOK_NAMES)
@pytest.mark.parametrize("rule_id", ["razz-first-to-act", "razz-first-to-act-low-board", "razz-bring-in"])
def test_practising_a_razz_rule_serves_that_razz_rule(rule_id, rulebook):
    assert rule_id in questions.practice_rules()
    for seed in range(6):
        (question,) = questions.pick(questions.Filters(source="mixed"), 1, rulebook, random.Random(seed),
                                     rules=[rule_id])
        assert question.revealed.rule_id == rule_id and question.shown.game == "razz", (seed, question.shown.scenario)


def test_a_scripted_question_is_practised_under_the_rule_its_answer_names():
    # razz-lowest-board-acts lists razz-first-to-act-low-board first but is answered by razz-first-to-act.
    path = next(p for p in questions.scripted_rules() if p.endswith("razz-lowest-board-acts.toml"))
    assert questions.scripted_rules()[path] == "razz-first-to-act"
    made = questions.pick(questions.Filters(source="scripted"), 20, SOURCES, random.Random(1),
                          rules=["razz-first-to-act-low-board"])
    assert all(q.revealed.rule_id == "razz-first-to-act-low-board" for q in made)
    assert "razz-lowest-board-acts" not in {q.shown.scenario for q in made}


def practise(client, token, **fields):
    response = client.post("/quiz/practice", data={"csrf_token": token, "rulebook": "tda-2024", **fields})
    assert response.status_code == 303, response.get_data(as_text=True)
    return tuple(map(int, re.fullmatch(r"/quiz/(\d+)/(\d+)", response.location).groups()))


def test_practising_a_razz_rule_in_the_browser_serves_it(app, client):
    token = sign_up(client)
    for rule_id in ("razz-first-to-act-low-board", "razz-first-to-act", "razz-first-to-act-low-board"):
        quiz_id, position = practise(client, token, rule=rule_id)
        row = stored(app, quiz_id)[position - 1]
        assert row["rule_id"] == rule_id and row["game"] == "razz"
        client.post("/quiz/answer", data={"csrf_token": token, "token": row["token"], **wrong_form(row)})


def test_the_same_stored_state_practises_the_same_question(app, client):
    # The choice is seeded from what is stored: posting again before answering asks the same question again.
    token = sign_up(client)
    once, again = practise(client, token), practise(client, token)
    first, second = (stored(app, quiz_id)[position - 1] for quiz_id, position in (once, again))
    assert (first["scenario"], first["seed"], first["rule_id"]) == (second["scenario"], second["seed"], second["rule_id"])
    assert first["token"] != second["token"]
