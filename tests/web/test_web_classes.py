"""Classes through the test client: an instructor makes one, trainees join by code or link, and who may see
which class, trainee and result (each forbidden URL tried as each wrong user: a refusal, never the page)."""

from __future__ import annotations

import re

import pytest
from click.testing import CliRunner
from conftest import csrf_token, sign_up
from test_web_instructor import make_instructor, sign_in, sign_out
from test_web_quiz import right_form, start_quiz, stored

from dealerschool import store
from dealerschool.cli import cli


def new_class(client, token, name="Dealing 101", starts="2026-12-01", ends="2027-02-28", rulebook="sources"):
    response = client.post("/classes/", data={"csrf_token": token, "name": name, "starts_on": starts, "ends_on": ends,
                                              "rulebook": rulebook})
    assert response.status_code == 303, response.get_data(as_text=True)
    return int(re.fullmatch(r"/classes/(\d+)", response.location).group(1))


def join_code(app, class_id):
    with app.app_context():
        return store.get_db().execute("SELECT join_code FROM classes WHERE id = ?", [class_id]).fetchone()[0]


def user_id(app, name):
    with app.app_context():
        return store.find_user(store.get_db(), username=name)["id"]


def join(client, token, code):
    return client.post("/classes/join", data={"csrf_token": token, "code": code})


def count(app, table):
    with app.app_context():
        return store.get_db().execute(f"SELECT COUNT(*) FROM {table}").fetchone()[0]


@pytest.fixture
def school(app):
    """Two instructors (ada and ben, each teaching one class), an admin (cy), trainees tia (in ada's class,
    with one answered quiz), tom (in ben's class) and una (in no class). Each person's own client and token."""
    people = {}
    for name in ("ada", "ben"):
        make_instructor(app, name, "instructor pass", admin=False)
    make_instructor(app, "cy", "instructor pass", admin=True)
    classes = {}
    for name in ("ada", "ben", "cy"):
        client = app.test_client()
        people[name] = (client, sign_in(client, name, "instructor pass"))
    classes["ada"] = new_class(*people["ada"], name="Ada's room")
    classes["ben"] = new_class(*people["ben"], name="Ben's room")
    for name, teacher in (("tia", "ada"), ("tom", "ben"), ("una", None)):
        client = app.test_client()
        token = sign_up(client, name)
        people[name] = (client, token)
        if teacher:
            assert join(client, token, join_code(app, classes[teacher])).status_code == 303
    tia_client, tia_token = people["tia"]
    quiz = start_quiz(tia_client, tia_token, count="1")
    row = stored(app, quiz, "tia")[0]
    tia_client.post("/quiz/answer", data={"csrf_token": tia_token, "token": row["token"], **right_form(row)[0]})
    return {"people": people, "classes": classes, "ids": {n: user_id(app, n) for n in people}, "quiz": quiz}


def test_an_instructor_makes_a_class_with_a_random_join_code(app, client):
    make_instructor(app, "ada", "instructor pass", admin=False)
    token = sign_in(client, "ada", "instructor pass")
    first, second = new_class(client, token), new_class(client, token, name="Evening")
    codes = {join_code(app, first), join_code(app, second)}
    assert len(codes) == 2
    for code in codes:
        assert len(code) == store.JOIN_CODE_LENGTH and set(code) <= set(store.JOIN_CODE_ALPHABET)
    page = client.get(f"/classes/{first}").get_data(as_text=True)
    assert join_code(app, first) in page and f"/classes/join/{join_code(app, first)}" in page
    listing = client.get("/classes/").get_data(as_text=True)
    assert "Dealing 101" in listing and "Evening" in listing


def test_join_codes_come_from_secrets(app, client, monkeypatch):
    """The code is drawn with ``secrets`` (an operating-system source), not ``random``: replaced, it shows."""
    make_instructor(app, "ada", "instructor pass", admin=False)
    token = sign_in(client, "ada", "instructor pass")
    drawn, real = iter("ABCDEFGHJKLM"), store.secrets.choice
    monkeypatch.setattr(store.secrets, "choice",
                        lambda alphabet: next(drawn) if alphabet == store.JOIN_CODE_ALPHABET else real(alphabet))
    class_id = new_class(client, token)
    assert join_code(app, class_id) == "ABCDEFGHJKLM"


@pytest.mark.parametrize("field, value, message", [
    ("name", "   ", "Name: give the class a name."),
    ("name", "x" * 81, "Name: at most 80 characters (this one has 81)."),
    ("starts_on", "1 December", "Starts on: expected a day as YYYY-MM-DD, got '1 December'."),
    ("starts_on", "20261201", "Starts on: expected a day as YYYY-MM-DD"),
    ("ends_on", "2026-02-30", "Ends on: expected a day as YYYY-MM-DD, got '2026-02-30'."),
    ("ends_on", "2026-11-30", "Ends on: the class ends before it starts (2026-11-30 is before 2026-12-01)."),
    ("rulebook", "house", "Rulebook: one of sources, tda-2024, robert-rules."),
])
def test_bad_class_fields_get_a_message_at_the_field_and_store_nothing(app, client, field, value, message):
    make_instructor(app, "ada", "instructor pass", admin=False)
    token = sign_in(client, "ada", "instructor pass")
    form = {"csrf_token": token, "name": "Dealing 101", "starts_on": "2026-12-01", "ends_on": "2027-02-28",
            "rulebook": "sources", field: value}
    response = client.post("/classes/", data=form)
    page = response.get_data(as_text=True)
    assert response.status_code == 400
    assert f'id="{field}-error">' + message.replace("'", "&#39;") in page
    assert f'id="{field}"' in page and 'aria-invalid="true"' in page
    assert count(app, "classes") == 0


def test_a_trainee_joins_by_code_or_link_and_can_be_in_several_classes(app, school):
    client, token = school["people"]["una"]
    ada_code, ben_code = join_code(app, school["classes"]["ada"]), join_code(app, school["classes"]["ben"])
    typed = " ".join(ada_code[i:i + 4] for i in range(0, 12, 4)).lower()  # read out in groups, typed small
    response = join(client, token, typed)
    assert response.status_code == 303 and response.location == f"/classes/{school['classes']['ada']}"
    assert "You joined" in client.get(response.location).get_data(as_text=True)
    assert "You are already in" in client.get(join(client, token, ada_code).location).get_data(as_text=True)
    link = client.get(f"/classes/join/{ben_code}")
    assert link.status_code == 200 and "Join Ben&#39;s room" in link.get_data(as_text=True)
    assert join(client, token, ben_code).status_code == 303
    mine = client.get("/classes/").get_data(as_text=True)
    assert "Ada&#39;s room" in mine and "Ben&#39;s room" in mine
    with app.app_context():
        assert len(store.classes_joined(store.get_db(), school["ids"]["una"])) == 2


@pytest.mark.parametrize("code", ["", "NOTACODE", "ABCDEFGHJKLM", "x" * 5000, "<script>"])
def test_a_wrong_join_code_gets_a_message_at_the_field(app, school, code):
    client, token = school["people"]["una"]
    before = count(app, "class_members")
    response = join(client, token, code)
    page = response.get_data(as_text=True)
    assert response.status_code == 400 and 'id="code-error"' in page and "no class has the code" in page
    assert count(app, "class_members") == before
    assert client.get(f"/classes/join/{code or 'x'}").status_code == 404


def test_roles_keep_to_their_side(app, school):
    ada, ada_token = school["people"]["ada"]
    tia, tia_token = school["people"]["tia"]
    before = count(app, "classes"), count(app, "class_members")
    assert tia.post("/classes/", data={"csrf_token": tia_token, "name": "Mine", "starts_on": "2026-12-01",
                                       "ends_on": "2026-12-02", "rulebook": "sources"}).status_code == 403
    assert join(ada, ada_token, join_code(app, school["classes"]["ben"])).status_code == 403
    assert ada.get(f"/classes/join/{join_code(app, school['classes']['ben'])}").status_code == 403
    assert (count(app, "classes"), count(app, "class_members")) == before


def test_each_forbidden_class_url_as_each_wrong_user_is_refused(app, school):
    """Ada's class as Ben (another teacher), as Tom (another class's trainee), as Una (no class), signed out;
    and Ada's trainee's results as Ben and as the trainees: never the page."""
    ada_class, tia = school["classes"]["ada"], school["ids"]["tia"]
    gets = [f"/classes/{ada_class}", f"/instructor/trainees/{tia}", f"/instructor/trainees/{tia}/drills/1/hands/1"]
    posts = [(f"/classes/{ada_class}/rules", {"rulebook": "tda-2024"}),
             (f"/instructor/trainees/{tia}/password", {"password": "taken over!"})]
    before = {table: count(app, table) for table in ("classes", "class_members", "users")}
    for name in ("ben", "tom", "una"):
        client, token = school["people"][name]
        for url in gets:
            response = client.get(url)
            assert response.status_code in (403, 404), (name, url, response.status_code)
            assert not re.search(r"\btia\b", response.get_data(as_text=True)), (name, url)
        for url, form in posts:
            response = client.post(url, data={"csrf_token": token, **form})
            assert response.status_code in (403, 404), (name, url, response.status_code)
    signed_out = app.test_client()
    for url in gets:
        assert signed_out.get(url).status_code == 302  # sent to sign in
    with app.app_context():
        db = store.get_db()
        assert db.execute("SELECT rulebook FROM classes WHERE id = ?", [ada_class]).fetchone()[0] == "sources"
        assert store.find_user(db, user_id=tia)["session_version"] == 1  # no reset reached her
    assert before == {table: count(app, table) for table in before}


def test_a_trainee_sees_their_class_but_not_its_other_trainees_nor_its_code(app, school):
    una, una_token = school["people"]["una"]
    join(una, una_token, join_code(app, school["classes"]["ada"]))
    tia, _ = school["people"]["tia"]
    page = tia.get(f"/classes/{school['classes']['ada']}").get_data(as_text=True)
    assert "Ada&#39;s room" in page and not re.search(r"\buna\b", page) and join_code(app, school["classes"]["ada"]) not in page
    assert tia.get("/instructor/").status_code == 403


def test_an_instructor_sees_only_their_classes_and_their_trainees(app, school):
    ada, _ = school["people"]["ada"]
    listing = ada.get("/classes/").get_data(as_text=True)
    assert "Ada&#39;s room" in listing and "Ben&#39;s room" not in listing
    trainees = ada.get("/instructor/").get_data(as_text=True)
    assert ">tia<" in trainees and ">tom<" not in trainees and ">una<" not in trainees
    assert ada.get(f"/instructor/trainees/{school['ids']['tia']}").status_code == 200
    assert ada.get(f"/instructor/trainees/{school['ids']['tom']}").status_code == 404
    # The school-wide pages are the admin's; the CSV holds only her trainees' answers.
    assert ada.get("/instructor/rules").status_code == 403
    assert ada.get("/instructor/rules/premature-turn").status_code == 403
    ben, _ = school["people"]["ben"]
    assert "tia" in ada.get("/instructor/answers.csv").get_data(as_text=True)
    assert not re.search(r"\btia\b", ben.get("/instructor/answers.csv").get_data(as_text=True))


def test_every_rule_link_on_an_instructors_trainee_report_opens(app, school):
    """A plain instructor's report on her trainee links each rule to a page she may open (the rule reference),
    not the school-wide rule page, which is the admin's (it used to answer her 403)."""
    ada, _ = school["people"]["ada"]
    page = ada.get(f"/instructor/trainees/{school['ids']['tia']}").get_data(as_text=True)
    links = set(re.findall(r'href="(/(?:instructor/)?rules?/[^"]+)"', page))
    assert links, "the report links its rules"
    for link in links:
        assert ada.get(link).status_code == 200, link
    cy, _ = school["people"]["cy"]
    admin_page = cy.get(f"/instructor/trainees/{school['ids']['tia']}").get_data(as_text=True)
    assert re.search(r'href="/instructor/rules/[^"]+"', admin_page)


def test_a_school_admin_sees_every_class_and_trainee(app, school):
    cy, _ = school["people"]["cy"]
    listing = cy.get("/classes/").get_data(as_text=True)
    assert "Ada&#39;s room" in listing and "Ben&#39;s room" in listing
    for class_id in school["classes"].values():
        assert cy.get(f"/classes/{class_id}").status_code == 200
    for name in ("tia", "tom", "una"):
        assert cy.get(f"/instructor/trainees/{school['ids'][name]}").status_code == 200
    assert cy.get("/instructor/rules").status_code == 200


def test_an_instructor_resets_their_trainees_password_and_ends_the_sessions(app, school):
    ada, ada_token = school["people"]["ada"]
    tia, _ = school["people"]["tia"]
    response = ada.post(f"/instructor/trainees/{school['ids']['tia']}/password",
                        data={"csrf_token": ada_token, "password": "a fresh start"})
    assert response.status_code == 303
    assert tia.get("/classes/").status_code == 302  # her session ended: sent to sign in
    fresh = app.test_client()
    token = csrf_token(fresh, "/auth/sign-in")
    assert fresh.post("/auth/sign-in", data={"csrf_token": token, "username": "tia",
                                             "password": "a fresh start"}).status_code == 302


def test_the_room_rulebook_is_saved_and_a_bad_one_is_a_message_at_the_field(app, school):
    ada, token = school["people"]["ada"]
    class_id = school["classes"]["ada"]
    bad = ada.post(f"/classes/{class_id}/rules", data={"csrf_token": token, "rulebook": "my-house"})
    assert bad.status_code == 400 and 'id="rulebook-error"' in bad.get_data(as_text=True)
    assert ada.post(f"/classes/{class_id}/rules", data={"csrf_token": token, "rulebook": "tda-2024"}).status_code == 303
    tia, _ = school["people"]["tia"]
    assert "under this room's rules: TDA 2024" in tia.get(f"/classes/{class_id}").get_data(as_text=True)


def test_the_cli_makes_school_admins(app, client):
    runner = CliRunner()
    database = app.config["DATABASE"]
    made = runner.invoke(cli, ["create-instructor", "dean", "--admin", "--db", database, "--password", "teaching123"])
    assert made.exit_code == 0 and "School admin 'dean'" in made.output
    runner.invoke(cli, ["create-instructor", "ida", "--db", database, "--password", "teaching123"])
    sign_up(client, "tess")
    assert runner.invoke(cli, ["make-admin", "tess", "--db", database]).exit_code == 2  # a trainee: no
    nobody = runner.invoke(cli, ["make-admin", "nobody", "--db", database])
    assert nobody.exit_code == 2 and "no instructor named 'nobody'" in nobody.output
    assert runner.invoke(cli, ["make-admin", "IDA", "--db", database]).exit_code == 0
    with app.app_context():
        db = store.get_db()
        assert {name: store.find_user(db, username=name)["admin"] for name in ("dean", "ida", "tess")} == {
            "dean": 1, "ida": 1, "tess": 0}
    sign_out(client)
