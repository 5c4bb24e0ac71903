"""My progress's "By rule" table and its past quizzes' links, which the view now writes without a template loop
(``progress.rule_rows``, ``progress.quiz_links``): each row and each link read back from the page against the
store's own tallies and quizzes."""

import json

from bs4 import BeautifulSoup
from conftest import sign_up

from dealerschool import store
from dealerschool.quiz import questions
from dealerschool.rules import get_rule
from dealerschool.web.quiz_pages import stored_question

SCENARIOS = ("premature-turn-holdem", "flop-without-burn", "fold-out-of-turn")


def answered_quizzes(app, user_id, quizzes=3):
    """Three quizzes of six questions on three rules, every third answer wrong; the quizzes' ids."""
    made = [stored_question(questions.from_scenario(questions.find_scenario(name))) for name in SCENARIOS]
    ids = []
    with app.app_context():
        db = store.get_db()
        for number in range(quizzes):
            quiz_id = store.create_quiz(db, user_id, "quiz", "sources", {}, [made[k % 3] for k in range(6)])
            for k, row in enumerate(store.quiz_questions(db, quiz_id, user_id)):
                if k != 4:  # one question never shown: its answer has no time
                    store.mark_shown(db, row["token"])
                store.record_answer(db, row["token"], user_id, json.dumps("x"), (k + number) % 3 != 0)
            ids.append(quiz_id)
    return ids


def test_the_rules_table_gives_each_rule_its_tally(app, client):
    sign_up(client)
    with app.app_context():
        user_id = store.find_user(store.get_db(), username="trainee1")["id"]
    answered_quizzes(app, user_id)
    soup = BeautifulSoup(client.get("/progress/").get_data(as_text=True), "html.parser")
    table = next(t for t in soup.select("table.results") if t.find_previous("h2").get_text() == "By rule")
    rows = [[cell.get_text() for cell in row.select("td")] for row in table.select("tbody tr")]
    with app.app_context():
        kept = store.tallies(store.get_db(), "rule", user_id=user_id)
    expected = sorted(kept, key=lambda r: (-r["attempts"], r["key"]))
    assert len(rows) == len(expected) == 3
    for cells, tally in zip(rows, expected, strict=True):
        median = "" if tally["median_seconds"] is None else f"{tally['median_seconds']:.1f} s"
        assert cells == [get_rule(tally["key"]).title, str(tally["attempts"]),
                         f"{round(100 * tally['right'] / tally['attempts'])}%", median]
    assert sum(int(cells[1]) for cells in rows) == 18


def test_past_quizzes_link_to_their_summaries(app, client):
    sign_up(client)
    with app.app_context():
        user_id = store.find_user(store.get_db(), username="trainee1")["id"]
    ids = answered_quizzes(app, user_id)
    soup = BeautifulSoup(client.get("/progress/").get_data(as_text=True), "html.parser")
    table = next(t for t in soup.select("table.results") if t.find_previous("h2").get_text() == "Past quizzes")
    links = [(a.get_text(), a["href"]) for a in table.select("tbody a")]
    assert links == [(f"Quiz {quiz_id}", f"/quiz/{quiz_id}/") for quiz_id in reversed(ids)]
    for _, href in links:
        assert client.get(href).status_code == 200
