"""Scenarios written in the browser, through the test client: an instructor builds a situation with the floor
checker's builder on the class's page, writes the question and the expected ruling, previews the engine's
ruling under the room's rules (a disagreement shown), saves it to the class library (marked when it
disagrees), downloads it as a scenario file the CLI's validator accepts, and sets it in a quiz; a trainee
answers it. Bad input is named at its field; every library URL is tried as each wrong user."""

from __future__ import annotations

import json
import re

import pytest
from click.testing import CliRunner
from conftest import sign_up
from test_web_assignments import QUIZ, assignment_ids, quiz_rows, start
from test_web_classes import join, join_code, new_class
from test_web_instructor import make_instructor, sign_in
from test_web_quiz import right_form

from dealerschool import floor, store
from dealerschool.cli import cli
from dealerschool.web.builder import DEFAULT_FORM

HTMX = {"HX-Request": "true"}


def exposed_card_situation():
    """Hold'em, six players: the dealer exposes seat 2's first card (a misdeal under every rulebook: catalog
    rule flop-exposed-first-two, an exposed card among the first two dealt)."""
    data = floor.setup_from_form(DEFAULT_FORM).mapping()
    data = floor.add_step(data, {"step": "until", "moment": floor.moments(data)[1].id})
    return floor.add_step(data, {"step": "exposed"})


def question_form(token, s, **fields):
    form = {"csrf_token": token, "s": s, "title": "Second card exposed", "prompt": "What is the ruling?",
            "expected": "action-stands", "explanation": "An exposed card among the first two dealt is a misdeal.",
            "citation": "TDA 2024 Rule 35-A-7", "difficulty": "2"}
    form.update(fields)
    return form


def library_rows(app, class_id):
    with app.app_context():
        return store.class_scenarios(store.get_db(), class_id)


@pytest.fixture
def school(app):
    """Ada teaches a class and Ben another; Cy is a school admin; tia is a trainee in Ada's class, una in no
    class. Each person's own client and CSRF token."""
    people = {}
    for name, admin in (("ada", False), ("ben", False), ("cy", True)):
        make_instructor(app, name, "instructor pass", admin=admin)
        client = app.test_client()
        people[name] = (client, sign_in(client, name, "instructor pass"))
    classes = {"ada": new_class(*people["ada"], name="Ada's room"), "ben": new_class(*people["ben"], name="Ben's room")}
    for name in ("tia", "una"):
        client = app.test_client()
        people[name] = (client, sign_up(client, name))
    tia, tia_token = people["tia"]
    assert join(tia, tia_token, join_code(app, classes["ada"])).status_code == 303
    return {"people": people, "classes": classes}


def save(client, class_id, form, scenario_id=None):
    path = f"/classes/{class_id}/scenarios/new" if scenario_id is None else \
        f"/classes/{class_id}/scenarios/{scenario_id}/edit"
    return client.post(path, data=form, headers=HTMX)


def test_the_class_page_links_to_writing_a_scenario(school):
    ada, token = school["people"]["ada"]
    class_id = school["classes"]["ada"]
    page = ada.get(f"/classes/{class_id}").get_data(as_text=True)
    assert f'href="/classes/{class_id}/scenarios/new"' in page and "Write a scenario" in page
    new = ada.get(f"/classes/{class_id}/scenarios/new").get_data(as_text=True)
    # the floor checker's builder, its steps routed to this page, and the question's fields
    assert 'id="workspace"' in new and f'hx-post="/classes/{class_id}/scenarios/builder/step' in new
    assert 'hx-post="/floor/step"' not in new
    for field in ("title", "prompt", "expected", "explanation", "citation", "difficulty"):
        assert f'name="{field}"' in new
    assert '<option value="misdeal">misdeal</option>' in new


def test_the_builder_steps_here_and_keeps_the_question_form_up_to_date(school):
    ada, token = school["people"]["ada"]
    class_id = school["classes"]["ada"]
    start_data = floor.setup_from_form(DEFAULT_FORM).mapping()
    response = ada.post(f"/classes/{class_id}/scenarios/builder/step", headers=HTMX, data={
        "csrf_token": token, "s": floor.encode_link(start_data), "step": "until",
        "moment": floor.moments(start_data)[1].id})
    assert response.status_code == 200, response.get_data(as_text=True)
    body = response.get_data(as_text=True)
    token_now = re.search(r'id="situation-token" name="s" form="scenario-form" value="([^"]+)" hx-swap-oob="true"',
                          body).group(1)
    assert floor.decode_link(token_now)["events"] == ["post", "post", "deal p1"]
    assert response.headers["HX-Push-Url"] == f"/classes/{class_id}/scenarios/new?s={token_now}"
    # the situation notation's own error is shown at the builder, and the situation is kept
    refused = ada.post(f"/classes/{class_id}/scenarios/builder/step", headers=HTMX, data={
        "csrf_token": token, "s": token_now, "step": "event", "event": "p3 jumps"})
    assert refused.status_code == 400
    text = refused.get_data(as_text=True)
    assert 'id="floor-error"' in text and "p3 jumps" in text
    # without htmx: back to this page at the situation's address
    plain = ada.post(f"/classes/{class_id}/scenarios/builder/undo", data={"csrf_token": token, "s": token_now})
    assert plain.status_code == 303 and plain.location.startswith(f"/classes/{class_id}/scenarios/new?s=")


def test_preview_shows_a_disagreement_saving_marks_it_and_it_cannot_be_assigned_until_fixed(app, school):
    ada, token = school["people"]["ada"]
    class_id = school["classes"]["ada"]
    s = floor.encode_link(exposed_card_situation())
    preview = ada.post(f"/classes/{class_id}/scenarios/preview", data=question_form(token, s), headers=HTMX)
    assert preview.status_code == 200
    text = preview.get_data(as_text=True)
    assert "The engine disagrees." in text
    assert '<span class="code expected">action-stands</span>' in text and '<span class="code engine">misdeal</span>' in text
    assert "flop-exposed-first-two" in text and "TDA 2024 Rule 35-A-7" in text  # the engine's rule and citation

    saved = save(ada, class_id, question_form(token, s))
    assert saved.status_code == 200 and re.fullmatch(rf"/classes/{class_id}/scenarios/(\d+)", saved.headers["HX-Redirect"])
    scenario_id = int(saved.headers["HX-Redirect"].rsplit("/", 1)[1])
    assert [row["expected"] for row in library_rows(app, class_id)] == ["action-stands"]
    library = ada.get(f"/classes/{class_id}/scenarios/").get_data(as_text=True)
    assert "Not assignable: the engine disagrees." in library
    assert "Marked: it cannot be assigned." in ada.get(saved.headers["HX-Redirect"]).get_data(as_text=True)

    # the quiz form offers it, marked, and refuses it with the reason at the field
    page = ada.get(f"/classes/{class_id}").get_data(as_text=True)
    assert f'<option value="class:{scenario_id}"' in page and "the engine disagrees: not assignable" in page
    refused = ada.post(f"/classes/{class_id}/assignments", data={"csrf_token": token, **QUIZ,
                                                                 "scenarios": [f"class:{scenario_id}"]})
    assert refused.status_code == 400
    assert "cannot be assigned: you expect action-stands, the engine rules misdeal" in refused.get_data(as_text=True)
    assert assignment_ids(app, class_id) == []

    # fixed: the expected ruling now agrees; assigned; the trainee's question is keyed by the engine's ruling
    fixed = save(ada, class_id, question_form(token, s, expected="misdeal"), scenario_id)
    assert fixed.status_code == 200
    assert "Not assignable" not in ada.get(f"/classes/{class_id}/scenarios/").get_data(as_text=True)
    set_it = ada.post(f"/classes/{class_id}/assignments", data={"csrf_token": token, **QUIZ,
                                                                "scenarios": [f"class:{scenario_id}"]})
    assert set_it.status_code == 303, set_it.get_data(as_text=True)
    [assignment_id] = assignment_ids(app, class_id)

    # a later edit in the library does not change what the assignment asks (it keeps its copy)
    save(ada, class_id, question_form(token, s, expected="action-stands", prompt="Changed later?"), scenario_id)

    tia, tia_token = school["people"]["tia"]
    started = start(tia, tia_token, class_id, assignment_id)
    assert started.status_code == 303
    quiz_id = int(re.fullmatch(r"/quiz/(\d+)/1", started.location).group(1))
    [row] = quiz_rows(app, quiz_id, "tia")
    form, shown, revealed = right_form(row)
    assert shown.prompt == "What is the ruling?" and shown.scenario == f"class:{scenario_id}"
    assert revealed.right_answer == "misdeal" and revealed.rule_id == "flop-exposed-first-two"
    assert "misdeal" in {option.value for option in shown.options}
    # the instructor's explanation and citation (as they were when the work was set) come with the answer
    assert revealed.note == "An exposed card among the first two dealt is a misdeal. (TDA 2024 Rule 35-A-7)"
    question_page = tia.get(started.location).get_data(as_text=True)
    assert "Your instructor" not in question_page and "An exposed card among" not in question_page
    assert "a scenario of your class" in question_page and "scripted scenario" not in question_page
    answered = tia.post("/quiz/answer", data={"csrf_token": tia_token, "token": row["token"], **form})
    assert answered.status_code == 303
    assert quiz_rows(app, quiz_id, "tia")[0]["correct"] == 1
    feedback = tia.get(started.location).get_data(as_text=True)
    assert "<strong>Your instructor:</strong> An exposed card among the first two dealt is a misdeal." in feedback
    # and the instructor, reviewing the attempt, sees the note the trainee read
    ada, _ = school["people"]["ada"]
    with app.app_context():
        tia_id = store.find_user(store.get_db(), username="tia")["id"]
    review = ada.get(f"/classes/{class_id}/assignments/{assignment_id}/trainees/{tia_id}")
    assert review.status_code == 200, review.status_code
    assert "An exposed card among the first two dealt is a misdeal." in review.get_data(as_text=True)


def test_the_download_is_a_scenario_file_the_validator_accepts(app, school, tmp_path):
    ada, token = school["people"]["ada"]
    class_id = school["classes"]["ada"]
    # the room deals TDA 2024 with a house option: the file carries it, so it is ruled on as the room rules it
    assert ada.post(f"/classes/{class_id}/rules", data={"csrf_token": token, "rulebook": "tda-2024",
                                                         "chip_unit": "5"}).status_code == 303
    saved = save(ada, class_id, question_form(token, floor.encode_link(exposed_card_situation()), expected="misdeal"))
    scenario_id = int(saved.headers["HX-Redirect"].rsplit("/", 1)[1])
    download = ada.get(f"/classes/{class_id}/scenarios/{scenario_id}/scenario.toml")
    assert download.status_code == 200 and download.headers["Content-Type"].startswith("application/toml")
    text = download.get_data(as_text=True)
    assert "[expected.tda-2024]" in text and 'answer = "misdeal"' in text and "[situation.house]" in text
    assert "# Explanation: An exposed card among the first two dealt is a misdeal." in text
    path = tmp_path / "written.toml"
    path.write_text(text)
    result = CliRunner().invoke(cli, ["scenarios", "validate", str(path)])
    assert result.exit_code == 0, result.output
    # a disagreeing one downloads too, and the validator says what disagrees (exit 1)
    save(ada, class_id, question_form(token, floor.encode_link(exposed_card_situation())), scenario_id)
    path.write_text(ada.get(f"/classes/{class_id}/scenarios/{scenario_id}/scenario.toml").get_data(as_text=True))
    result = CliRunner().invoke(cli, ["scenarios", "validate", str(path)])
    assert result.exit_code == 1 and "the author wrote 'action-stands', the engine answers 'misdeal'" in result.output


BAD_INPUT = [
    ({"title": "  "}, "title", "Title: give the scenario a title."),
    ({"title": "x" * 81}, "title", "Title: at most 80 characters (this one has 81)."),
    ({"prompt": ""}, "prompt", "Question: write the question a trainee reads"),
    ({"expected": "misdeel"}, "expected", "Expected ruling: choose one of the engine&#39;s ruling codes from the list "
                                          "(&#39;misdeel&#39; is not one)."),
    ({"explanation": ""}, "explanation", "Explanation: say why this is the ruling"),
    ({"citation": "c" * 201}, "citation", "Citation: at most 200 characters (this one has 201)."),
    ({"difficulty": "9"}, "difficulty", "Difficulty: a whole number from 1 to 5, got &#39;9&#39;."),
    ({"s": "not*a*link"}, "situation", "Situation: the link&#39;s situation holds characters a link does not use"),
]
"""(fields changed, the field named, its message as the page escapes it)."""


def test_bad_input_is_named_at_its_field_and_nothing_is_stored(app, school):
    ada, token = school["people"]["ada"]
    class_id = school["classes"]["ada"]
    good = question_form(token, floor.encode_link(exposed_card_situation()))
    for fields, field, message in BAD_INPUT:
        form = {**good, **fields}
        for path in ("preview", "new"):
            response = ada.post(f"/classes/{class_id}/scenarios/{path}", data=form, headers=HTMX)
            assert response.status_code == 400, (fields, path)
            text = response.get_data(as_text=True)
            assert message in text, (fields, path)
            assert f'id="{field}-error"' in text, (fields, path)
        plain = ada.post(f"/classes/{class_id}/scenarios/new", data=form)  # without htmx: the whole page, 400
        assert plain.status_code == 400 and message in plain.get_data(as_text=True), fields
    assert library_rows(app, class_id) == []


def test_a_situation_with_nothing_to_rule_on_is_refused_at_the_builder(app, school):
    ada, token = school["people"]["ada"]
    class_id = school["classes"]["ada"]
    calm = floor.encode_link(floor.setup_from_form(DEFAULT_FORM).mapping())
    response = save(ada, class_id, question_form(token, calm))
    assert response.status_code == 400
    text = response.get_data(as_text=True)
    assert 'id="situation-error"' in text and "The engine cannot rule on this situation" in text
    assert library_rows(app, class_id) == []


def test_edit_and_delete(app, school):
    ada, token = school["people"]["ada"]
    class_id = school["classes"]["ada"]
    saved = save(ada, class_id, question_form(token, floor.encode_link(exposed_card_situation()), expected="misdeal"))
    scenario_id = int(saved.headers["HX-Redirect"].rsplit("/", 1)[1])
    edit = ada.get(f"/classes/{class_id}/scenarios/{scenario_id}/edit").get_data(as_text=True)
    assert 'value="Second card exposed"' in edit and '<option value="misdeal" selected>' in edit
    assert f'hx-post="/classes/{class_id}/scenarios/builder/step?scenario={scenario_id}"' in edit
    save(ada, class_id, question_form(token, floor.encode_link(exposed_card_situation()), expected="misdeal",
                                      title="Renamed"), scenario_id)
    assert [row["title"] for row in library_rows(app, class_id)] == ["Renamed"]
    deleted = ada.post(f"/classes/{class_id}/scenarios/{scenario_id}/delete", data={"csrf_token": token})
    assert deleted.status_code == 303 and deleted.location == f"/classes/{class_id}/scenarios/"
    assert library_rows(app, class_id) == []
    assert ada.get(f"/classes/{class_id}/scenarios/{scenario_id}").status_code == 404
    # a delete without the CSRF token is refused
    saved = save(ada, class_id, question_form(token, floor.encode_link(exposed_card_situation())))
    scenario_id = int(saved.headers["HX-Redirect"].rsplit("/", 1)[1])
    assert ada.post(f"/classes/{class_id}/scenarios/{scenario_id}/delete").status_code == 400
    assert len(library_rows(app, class_id)) == 1


def urls(class_id, scenario_id, token, s):
    """Every library URL: (method, path, form)."""
    base = f"/classes/{class_id}/scenarios"
    form = question_form(token, s, expected="misdeal")
    return [("get", f"{base}/", None), ("get", f"{base}/new", None), ("get", f"{base}/{scenario_id}", None),
            ("get", f"{base}/{scenario_id}/edit", None), ("get", f"{base}/{scenario_id}/scenario.toml", None),
            ("get", f"{base}/builder/table?s={s}&at=1", None),
            ("post", f"{base}/preview", form), ("post", f"{base}/new", form),
            ("post", f"{base}/{scenario_id}/edit", {**form, "title": "Taken over"}),
            ("post", f"{base}/{scenario_id}/delete", {"csrf_token": token}),
            ("post", f"{base}/builder/step", {"csrf_token": token, "s": s, "step": "event", "event": "p3 f"}),
            ("post", f"{base}/builder/setup", {"csrf_token": token, "s": s, **DEFAULT_FORM}),
            ("post", f"{base}/builder/undo", {"csrf_token": token, "s": s}),
            ("post", f"{base}/builder/load", {"csrf_token": token, "text": floor.situation_toml(floor.decode_link(s))})]


def test_each_library_url_refuses_each_wrong_user(app, school):
    ada, ada_token = school["people"]["ada"]
    class_id = school["classes"]["ada"]
    s = floor.encode_link(exposed_card_situation())
    saved = save(ada, class_id, question_form(ada_token, s, expected="misdeal"))
    scenario_id = int(saved.headers["HX-Redirect"].rsplit("/", 1)[1])
    for name, status in (("ben", 404), ("tia", 403), ("una", 403)):
        client, token = school["people"][name]
        for method, path, form in urls(class_id, scenario_id, token, s):
            response = getattr(client, method)(path, data=form)
            assert response.status_code == status, (name, method, path, response.status_code)
    # Ben's own class: Ada's scenario is not in it (404), whatever the URL
    ben, ben_token = school["people"]["ben"]
    for method, path, form in urls(school["classes"]["ben"], scenario_id, ben_token, s):
        if f"/{scenario_id}" in path:
            assert getattr(ben, method)(path, data=form).status_code == 404, path
    signed_out = app.test_client()
    for method, path, form in urls(class_id, scenario_id, "", s):
        response = getattr(signed_out, method)(path, data=form)
        assert response.status_code in (302, 400), (method, path)  # sign in first (a POST: no CSRF token)
        if method == "get":
            assert response.location.startswith("/auth/sign-in")
    # nothing changed, and the admin sees it
    [row] = library_rows(app, class_id)
    assert row["title"] == "Second card exposed" and row["expected"] == "misdeal"
    cy, _ = school["people"]["cy"]
    assert cy.get(f"/classes/{class_id}/scenarios/{scenario_id}").status_code == 200
    assert ada.get(f"/classes/{class_id}/scenarios/{scenario_id}").status_code == 200


def test_a_trainee_never_gets_the_library_in_a_page(app, school):
    ada, ada_token = school["people"]["ada"]
    class_id = school["classes"]["ada"]
    save(ada, class_id, question_form(ada_token, floor.encode_link(exposed_card_situation()), expected="misdeal",
                                      explanation="A secret note for instructors only."))
    tia, _ = school["people"]["tia"]
    page = tia.get(f"/classes/{class_id}").get_data(as_text=True)
    assert "A secret note" not in page and "/scenarios" not in page
    assert json.loads(library_rows(app, class_id)[0]["situation"])["events"][-1] == "deal p2 exposed"


PREMATURE_TURN = {"variant": "NT", "blinds_or_straddles": [1, 2], "starting_stacks": [200, 200, 200, 200], "seed": 22,
                  "events": ["continue", "p3 cc", "p4 cc", "p1 cc", "p2 cc", "collect", "burn", "board", "board",
                             "board", "p1 cc", "p2 cc", "burn", "board"]}
"""The README's premature turn: the sources and TDA 2024 reshuffle the stub for a new turn; Robert's Rules set
the card aside and deal the river's card as the turn."""


def test_the_preview_and_the_library_follow_the_room_s_rulebook_as_it_is_now(app, school, tmp_path):
    ada, token = school["people"]["ada"]
    class_id = school["classes"]["ada"]
    s = floor.encode_link(PREMATURE_TURN)
    form = question_form(token, s, title="Turn too soon", expected="reshuffle-and-redeal")
    agrees = ada.post(f"/classes/{class_id}/scenarios/preview", data=form, headers=HTMX).get_data(as_text=True)
    assert "The engine agrees:" in agrees and "under Sources" in agrees
    saved = save(ada, class_id, form)
    scenario_id = int(saved.headers["HX-Redirect"].rsplit("/", 1)[1])
    # The room moves to Robert's Rules: the same scenario now disagrees, and cannot be assigned.
    assert ada.post(f"/classes/{class_id}/rules", data={"csrf_token": token, "rulebook": "robert-rules"}).status_code == 303
    preview = ada.post(f"/classes/{class_id}/scenarios/preview", data=form, headers=HTMX).get_data(as_text=True)
    assert '<span class="code engine">set-aside-use-river-as-turn</span>' in preview
    assert "under Robert&#39;s Rules and this room's rules" in preview
    library = ada.get(f"/classes/{class_id}/scenarios/").get_data(as_text=True)
    assert "Not assignable: the engine disagrees." in library and "set-aside-use-river-as-turn" in library
    refused = ada.post(f"/classes/{class_id}/assignments", data={"csrf_token": token, **QUIZ,
                                                                 "scenarios": [f"class:{scenario_id}"]})
    assert refused.status_code == 400 and "the engine rules set-aside-use-river-as-turn" in refused.get_data(as_text=True)
    # Its file now answers for Robert's Rules, and the validator says the two differ.
    path = tmp_path / "turn.toml"
    path.write_text(ada.get(f"/classes/{class_id}/scenarios/{scenario_id}/scenario.toml").get_data(as_text=True))
    assert "[expected.robert-rules]" in path.read_text()
    result = CliRunner().invoke(cli, ["scenarios", "validate", str(path)])
    assert result.exit_code == 1 and "the engine answers 'set-aside-use-river-as-turn'" in result.output


def test_a_stored_situation_that_no_longer_plays_is_shown_with_its_reason_not_a_500(app, school):
    ada, token = school["people"]["ada"]
    class_id = school["classes"]["ada"]
    broken = {**floor.setup_from_form(DEFAULT_FORM).mapping(), "events": ["p9 zz"]}
    with app.app_context():
        db = store.get_db()
        scenario_id = store.create_class_scenario(db, class_id, store.find_user(db, username="ada")["id"], {
            "title": "Old one", "prompt": "Ruling?", "expected": "misdeal", "explanation": "Because.", "citation": "",
            "difficulty": 2, "situation": json.dumps(broken)})
    page = ada.get(f"/classes/{class_id}/scenarios/{scenario_id}")
    assert page.status_code == 200 and "cannot be played any more" in page.get_data(as_text=True)
    assert "Not assignable" in ada.get(f"/classes/{class_id}/scenarios/").get_data(as_text=True)
    assert ada.get(f"/classes/{class_id}/scenarios/{scenario_id}/scenario.toml").status_code == 409
    edit = ada.get(f"/classes/{class_id}/scenarios/{scenario_id}/edit")
    assert edit.status_code == 200 and 'id="floor-error"' in edit.get_data(as_text=True)
