"""Quiz questions made from the scenario library and the generators: answers computed once, stored as JSON,
graded by comparison; the half a page shows before the answer holds no answer and no hidden card."""

import json
import random

import pytest

from dealerschool.generate import GENERATORS
from dealerschool.quiz import questions
from dealerschool.quiz.grading import normalise
from dealerschool.rules.model import RULEBOOK_NAMES


def answer_form(shown, value):
    """The form a trainee would post to give ``value``."""
    if shown.input == "per-seat":
        return {f"seat-{seat}": str(value.get(f"seat {seat}", 0)) for seat in shown.seats}
    if shown.input == "numbers":
        return {"answer": ", ".join(str(v) for v in value)}
    return {"answer": str(value)}


def hidden_codes(question):
    """Codes of the cards the trainee may not see: face down in the after-view but hidden in the view."""
    after = questions.view_from_json(question.revealed.after)
    return {card.code for seat in after.seats for card in seat.cards if not card.face_up} | {
        card.code for card in after.burns}


def check_question(question):
    shown, revealed = question.shown, question.revealed
    # JSON both ways gives the same question.
    again = questions.QuizQuestion(questions.shown_from_json(json.loads(json.dumps(questions.shown_json(shown)))),
                                   questions.revealed_from_json(json.loads(json.dumps(questions.revealed_json(revealed)))))
    assert again == question
    # The right answer, posted as a trainee posts it, grades right; a wrong option grades wrong.
    assert questions.is_right(revealed, questions.read_answer(shown, answer_form(shown, revealed.right_answer)))
    # The small answer key an answer POST reads grades the same way.
    key = questions.key_from_json(json.loads(json.dumps(questions.key_json(questions.answer_key(question)))))
    assert questions.is_right(key, questions.read_answer(key, answer_form(shown, revealed.right_answer)))
    if shown.input == "choice":
        assert revealed.right_answer in [o.value for o in shown.options] and len(shown.options) >= 2
        wrong = next(o.value for o in shown.options if o.value != revealed.right_answer)
        assert not questions.is_right(revealed, questions.read_answer(shown, {"answer": wrong}))
    # The half the page shows: the view is the trainee dealing's, with no face-down card named anywhere.
    text = json.dumps(questions.shown_json(shown))
    assert shown.view["audience"] == "dealer"
    assert revealed.explanation not in text
    for seat in shown.view["seats"]:
        for card in seat["cards"]:
            assert card["face_up"] or card["code"] is None
    # Other rulebooks are listed only where they differ.
    for other in revealed.others:
        assert normalise(other.answer) != normalise(revealed.right_answer) and other.rulebook != shown.rulebook


@pytest.mark.parametrize("rulebook", RULEBOOK_NAMES)
def test_every_scripted_question_under_every_rulebook(rulebook):
    asked = 0
    for scenario in questions.library():
        try:
            question = questions.from_scenario(scenario, rulebook)
        except questions.Unsupported:
            assert scenario.question.type.value == "dealer-operation" or scenario.question.what == "winners"
            continue
        asked += 1
        check_question(question)
        # The engine's answer agrees with the scenario author's, where the author answered for this rulebook.
        expected = scenario.expected.get(rulebook)
        if expected is not None:
            assert normalise(question.revealed.right_answer) == normalise(expected["answer"]), scenario.path
    assert asked > 150


def test_generated_questions_for_every_generator():
    rng = random.Random(9)
    asked = 0
    for rule_id in sorted(GENERATORS):
        seed = rng.randrange(10_000)
        try:
            question = questions.from_generated(rule_id, seed, rng.choice(RULEBOOK_NAMES))
        except questions.Unsupported:
            continue
        asked += 1
        assert question.shown.source == "generated" and question.shown.seed == seed
        check_question(question)
        # The same (rule, seed) makes the same question again.
        assert questions.remake("generated", "", rule_id, seed, question.shown.rulebook) == question
    assert asked > 80


def test_options_order_does_not_give_the_answer_away():
    firsts = []
    for scenario in questions.library():
        if scenario.question.type.value == "ruling":
            question = questions.from_scenario(scenario)
            firsts.append(question.shown.options[0].value == question.revealed.right_answer)
    assert 0.15 < sum(firsts) / len(firsts) < 0.75


def test_events_in_words_name_no_face_down_card():
    for scenario in questions.library():
        try:
            question = questions.from_scenario(scenario)
        except questions.Unsupported:
            continue
        words = " ".join(question.shown.events)
        from dealerschool.poker.cards import parse_card

        for code in hidden_codes(question):
            assert parse_card(code).name not in words, (scenario.path, code)


@pytest.mark.parametrize("form, message", [
    ({"answer": ""}, "choose one of the options"),
    ({"answer": "not-an-option"}, "choose one of the options"),
])
def test_bad_choice_is_a_clear_error(form, message):
    question = questions.from_scenario(questions.find_scenario("premature-turn-holdem"))
    with pytest.raises(questions.AnswerError, match=message):
        questions.read_answer(question.shown, form)


def test_bad_numbers_and_seats_are_clear_errors():
    number = next(q for q in (questions.from_scenario(s) for s in questions.library()
                              if s.question.type.value == "amount" and s.question.what in questions.NUMBER_AMOUNTS))
    for text in ("", "ten", "-5", "1e9", "9" * 40):
        with pytest.raises(questions.AnswerError, match="whole number"):
            questions.read_answer(number.shown, {"answer": text})
    assert questions.read_answer(number.shown, {"answer": " 1,200 "}) == 1200
    seat = next(q for q in (questions.from_scenario(s) for s in questions.library()
                            if s.question.type.value == "seat" and s.question.what in questions.SEAT_QUESTIONS))
    for text in ("", "0", "99", "seat"):
        with pytest.raises(questions.AnswerError, match="choose a seat"):
            questions.read_answer(seat.shown, {"answer": text})


def test_pick_honours_the_filters():
    rng = random.Random(3)
    made = questions.pick(questions.Filters(game="all-stud"), 5, "sources", rng)
    assert len(made) == 5 and all(q.shown.game in ("stud", "stud-hilo", "razz") for q in made)
    assert len({(q.shown.scenario, q.shown.seed) for q in made}) == 5
    drills = questions.pick(questions.Filters(kind="amount", source="generated"), 4, "tda-2024", rng)
    assert len(drills) == 4 and all(q.shown.kind == "amount" and q.shown.source == "generated" for q in drills)
    family = questions.pick(questions.Filters(family="I", source="mixed"), 3, "robert-rules", rng)
    assert family and all(q.revealed.family == "I" for q in family)
    assert questions.pick(questions.Filters(game="badugi", family="D"), 3, "sources", rng) == []


def test_citations_name_documents_not_files():
    for scenario in questions.library()[:60]:
        try:
            question = questions.from_scenario(scenario)
        except questions.Unsupported:
            continue
        for citation in question.revealed.citations:
            assert ".txt" not in citation, citation


def test_scripted_by_rule_lists_what_a_scan_of_the_library_finds():
    """A practice question for one rule reads that rule's scenarios from the index: the same scenarios, in the
    same (library) order, as scanning the whole library for the rule, so the same seed asks the same question."""
    rules = questions.scripted_rules()
    indexed = questions.scripted_by_rule()
    assert indexed, "no scripted scenario is indexed"
    for rule_id in set(rules.values()):
        scanned = [s for s in questions.library() if rules.get(s.path) == rule_id]
        assert list(indexed[rule_id]) == scanned, rule_id
    assert sum(map(len, indexed.values())) == len(rules)
