"""A question's table shows the chips a player pushed out, as the question tells it: "Seat 4 says 'call', then
pushes out 2,000" was drawn with a bet of 600 (the replay's call: the words carried out before the chips) and
no 2,000 anywhere, which contradicted the question and told its answer (the call stands). Fails on the code
before the fix: the quiz page drew the replay's bets and no loose chips."""

from __future__ import annotations

import json
import re

import pytest

from dealerschool.quiz import questions
from dealerschool.web import draw


def scenario(name):
    return next(s for s in questions.library() if s.name == name)


def seat_labels(svg, seat):
    return re.findall(rf'aria-label="(Seat {seat}:[^"]*)"', str(svg))


@pytest.mark.parametrize("rulebook", ["sources", "tda-2024", "robert-rules"])
def test_call_then_a_stack_of_chips_is_drawn_with_the_stack_pushed_out(rulebook):
    made = questions.from_scenario(scenario("spoken-call-then-more-chips"), rulebook)
    shown = questions.shown_from_json(json.loads(json.dumps(questions.shown_json(made.shown))))  # as stored
    view = questions.view_from_json(shown.view)
    seat = next(s for s in view.seats if s.seat == 4)
    assert seat.bet == 0 and seat.stack == 5000  # not the call of 600 the replay made of the words
    assert shown.loose == ((4, 2000, "put forward"),)
    labels = seat_labels(draw.table(view, loose=shown.loose), 4)
    assert any("2,000 in chips put forward" in label for label in labels), labels
    assert not any("600 bet" in label for label in labels), labels
    # The raiser's 600 is still in front of seat 3.
    assert next(s for s in view.seats if s.seat == 3).bet == 600


def test_raise_to_then_short_chips_shows_the_chips_pushed():
    made = questions.from_scenario(scenario("spoken-raise-to-then-short-chips"), "sources")
    view = questions.view_from_json(made.shown.view)
    seat = next(s for s in view.seats if s.seat == 3)
    assert seat.bet != 800 and made.shown.loose == ((3, 500, "put forward"),)


def test_a_question_stored_before_the_chips_were_kept_still_loads():
    made = questions.from_scenario(scenario("spoken-call-then-more-chips"), "sources")
    data = questions.shown_json(made.shown)
    del data["loose"]
    assert questions.shown_from_json(data).loose == ()


def test_the_quiz_page_draws_the_chips(app, client):
    """Through the web: the question's page shows the 2,000 by seat 4 (both drawings: wide and tall)."""
    from conftest import sign_up
    from test_web_classes import join, join_code, new_class
    from test_web_instructor import make_instructor, sign_in

    make_instructor(app, "ada", "instructor pass", admin=False)
    teacher = app.test_client()
    token = sign_in(teacher, "ada", "instructor pass")
    class_id = new_class(teacher, token)
    response = teacher.post(f"/classes/{class_id}/assignments", data={
        "csrf_token": token, "work": "quiz", "title": "Chips", "due_on": "2099-12-31", "source": "scripted",
        "count": "1", "scenarios": ["spoken-call-then-more-chips"]})
    assert response.status_code == 303, response.get_data(as_text=True)[:500]
    trainee_token = sign_up(client, "tia")
    join(client, trainee_token, join_code(app, class_id))
    started = client.post(f"/classes/{class_id}/assignments/1/start", data={"csrf_token": trainee_token})
    page = client.get(started.location).get_data(as_text=True)
    assert page.count("Seat 4: 2,000 in chips put forward") == 2
    assert "600 bet" not in "".join(seat_labels(page, 4))
