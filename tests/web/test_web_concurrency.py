"""Answers under load: 16 threads answering at once with duplicates lose none and count none twice; a
server killed with SIGKILL in the middle of answer submissions has stored every answer it acknowledged."""

import http.client
import json
import random
import re
import threading
import time

import pytest
from conftest import sign_up
from live import Client, Server

from dealerschool import store
from dealerschool.quiz import questions
from dealerschool.web.quiz_pages import stored_question

QUESTIONS = 48


def make_quiz(app, username, count=QUESTIONS):
    """A quiz of ``count`` questions (one scripted question, asked ``count`` times: each its own attempt)."""
    question = questions.from_scenario(questions.find_scenario("premature-turn-holdem"))
    with app.app_context():
        db = store.get_db()
        user_id = store.find_user(db, username=username)["id"]
        quiz_id = store.create_quiz(db, user_id, "quiz", "sources", {}, [stored_question(question)] * count)
        rows = store.quiz_questions(db, quiz_id, user_id)
    return quiz_id, rows, question


def test_sixteen_threads_with_duplicates_lose_none_and_count_none_twice(app, client):
    token = sign_up(client, "racer")
    quiz_id, rows, question = make_quiz(app, "racer")
    options = [o.value for o in question.shown.options]
    # Every question answered three times (a double click and a second tab), each time a different option,
    # from 16 threads in random order, all starting together.
    jobs = [(row["token"], options[k % len(options)]) for row in rows for k in range(3)]
    random.Random(16).shuffle(jobs)
    per_thread = [jobs[i::16] for i in range(16)]
    barrier = threading.Barrier(16)
    replies: list[tuple[str, str, int, str]] = []
    lock = threading.Lock()
    cookie = client.get_cookie("session").value

    def run(work):
        own = app.test_client()
        own.set_cookie("session", cookie)
        barrier.wait()
        for answer_token, given in work:
            response = own.post("/quiz/answer", data={"csrf_token": token, "token": answer_token, "answer": given},
                                headers={"HX-Request": "true"})
            shown = re.search(r"Your answer: (.*?)\.</span>", response.get_data(as_text=True))
            with lock:
                replies.append((answer_token, given, response.status_code, shown.group(1) if shown else ""))

    threads = [threading.Thread(target=run, args=(work,)) for work in per_thread]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert len(replies) == len(jobs) and all(status == 200 for _, _, status, _ in replies)
    with app.app_context():
        db = store.get_db()
        stored = {r["token"]: r for r in store.quiz_questions(db, quiz_id, store.find_user(db, username="racer")["id"])}
        answered = db.execute("SELECT COUNT(*) FROM attempts WHERE answered_at IS NOT NULL").fetchone()[0]
    assert answered == QUESTIONS  # none lost, none counted twice
    texts = {o.value: questions.answer_text(o.value, question.shown.options) for o in question.shown.options}
    for answer_token, _given, _, shown in replies:
        first = json.loads(stored[answer_token]["given"])
        # Every reply for a question shows the one stored answer, whichever of the three came first.
        assert shown == questions.answer_text(first, question.shown.options).rstrip(".").replace("'", "&#39;")
        assert first in [g for t, g, _, _ in replies if t == answer_token]
        assert stored[answer_token]["correct"] == int(first == question.revealed.right_answer)
    assert set(texts)  # the options were really different answers


@pytest.mark.slow
def test_sigkill_in_the_middle_of_answers_loses_no_acknowledged_answer(tmp_path):
    server = Server(tmp_path)
    try:
        user = Client(server.port)
        user.sign_up("killed")
        user.close()
        # A quiz through the site, and more questions straight into the store: the server has the same file.
        from dealerschool.web import create_app

        app = create_app({"DATABASE": str(server.database), "INSTANCE_PATH": str(tmp_path / "instance")})
        quiz_id, rows, question = make_quiz(app, "killed", 120)
        acknowledged: list[str] = []
        lock = threading.Lock()
        stop = threading.Event()
        cookies, token = dict(user.cookies), user.token

        def run(work):
            own = Client(server.port, timeout=10)
            own.cookies, own.token = dict(cookies), token
            try:
                for row in work:
                    if stop.is_set():
                        return
                    try:
                        status, headers, _ = own.post("/quiz/answer", {"token": row["token"],
                                                                       "answer": question.shown.options[0].value})
                    except (OSError, http.client.HTTPException):
                        return  # the server died under us: this answer was never acknowledged
                    if status == 303:
                        with lock:
                            acknowledged.append(row["token"])
            finally:
                own.close()

        threads = [threading.Thread(target=run, args=(rows[i::8],)) for i in range(8)]
        for thread in threads:
            thread.start()
        deadline = time.monotonic() + 60
        while len(acknowledged) < 30 and time.monotonic() < deadline:
            time.sleep(0.01)
        server.kill()  # mid-stream: requests are in flight
        stop.set()
        for thread in threads:
            thread.join(30)
        assert 30 <= len(acknowledged) < 120, len(acknowledged)
        db = store.connect(str(server.database))
        try:
            answered = {r[0] for r in db.execute("SELECT token FROM attempts WHERE answered_at IS NOT NULL")}
        finally:
            db.conn.close()
        missing = set(acknowledged) - answered
        assert not missing, f"{len(missing)} acknowledged answers were lost"
        # The server comes back on the same database and shows the stored answers.
        server.stop()
        again = Server(tmp_path, database=server.database)
        try:
            client = Client(again.port)
            client.cookies = dict(cookies)
            status, _, body = client.get(f"/quiz/{quiz_id}/")
            client.close()
            assert status == 200 and f"{len(answered)} of 120 answered" in body
        finally:
            again.stop()
    finally:
        server.stop()

