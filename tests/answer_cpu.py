"""Server CPU of an answer POST (`POST /quiz/answer`, a plain form post answered with a 303, as the load
benchmark sends it) and of GET /health, in one process: the WSGI app called directly (no test client, no
HTTP; the requests' environs built beforehand), each a different question of one trainee's quiz, CPU time
per request, each chunk's best of ROUNDS rounds on a fresh database (the machine is shared: a chunk's best
is the closest to its cost alone). The README's answer figures under load come with it.

    PYTHONPATH=. python tests/answer_cpu.py            # ANSWERS=2000 ROUNDS=3
    PROF=40 PYTHONPATH=. python tests/answer_cpu.py    # and a cProfile of 1,000 more answers (SORT=tottime)
"""

from __future__ import annotations

import json
import os
import sys
import tempfile
import time
from typing import Any
from urllib.parse import urlencode

from werkzeug.test import EnvironBuilder

sys.path.insert(0, os.path.dirname(__file__))
from conftest import sign_up  # noqa: E402

from dealerschool import store  # noqa: E402
from dealerschool.quiz import questions  # noqa: E402
from dealerschool.web import create_app  # noqa: E402
from dealerschool.web.quiz_pages import stored_question  # noqa: E402

ANSWERS = int(os.environ.get("ANSWERS", "2000"))
ROUNDS = int(os.environ.get("ROUNDS", "3"))
CHUNK = 100
SCENARIOS = ("premature-turn-holdem", "flop-without-burn", "fold-out-of-turn")
"""Three rules, so the answers move three practice cards and three rules' tallies."""


def environ(path: str, form: dict[str, str] | None = None, cookie: str | None = None,
            headers: dict[str, str] | None = None) -> dict[str, Any]:
    """A request's WSGI environ, built beforehand: a GET, or a form POST of ``form`` (its CSRF token among the
    fields), with the session's ``cookie`` if given and any other ``headers``."""
    body = urlencode(form) if form is not None else None
    headers = {**({"Cookie": cookie} if cookie else {}), **(headers or {})}
    if body:
        headers["Content-Type"] = "application/x-www-form-urlencoded"
    builder = EnvironBuilder(path=path, method="POST" if body else "GET", data=body, headers=headers)
    built = builder.get_environ()
    builder.close()
    return built


def call_app(app: Any, built: dict[str, Any], expect: str) -> None:
    """Call the WSGI app on one environ, read its body, and check its status begins with ``expect``."""
    statuses: list[str] = []
    body = app(built, lambda status, headers: statuses.append(status))
    for _ in body:
        pass
    if hasattr(body, "close"):
        body.close()
    assert statuses[0].startswith(expect), statuses


def one_round(profile: int = 0) -> tuple[list[float], list[float]]:
    """(CPU of each chunk of CHUNK answers, of each chunk of CHUNK GET /health) on a fresh app and database."""
    tmp = tempfile.mkdtemp()
    app = create_app({"TESTING": True, "DATABASE": f"{tmp}/t.sqlite3", "SECRET_KEY": "test",
                      "INSTANCE_PATH": f"{tmp}/i"})
    client = app.test_client()
    token = sign_up(client)
    cookie = "; ".join(f"{c.key}={c.value}" for c in client._cookies.values())
    made = []
    for name in SCENARIOS:
        made.append(stored_question(questions.from_scenario(questions.find_scenario(name))))
    total = ANSWERS + (1000 if profile else 0)
    with app.app_context():
        db = store.get_db()
        user_id = store.find_user(db, username="trainee1")["id"]
        quiz_id = store.create_quiz(db, user_id, "quiz", "sources", {}, [made[i % len(made)] for i in range(total)])
        rows = store.quiz_questions(db, quiz_id, user_id)
    answers = [(r["token"], questions.shown_from_json(json.loads(r["question"])).options[0].value)
               for r in rows]

    def call(built: dict[str, Any], expect: str) -> None:
        call_app(app, built, expect)

    posts = [environ("/quiz/answer", {"token": t, "answer": a, "csrf_token": token}, cookie) for t, a in answers]
    health = [environ("/health") for _ in range(ANSWERS)]
    answer_chunks, health_chunks = [], []
    for start in range(0, ANSWERS, CHUNK):
        started = time.process_time()
        for built in posts[start:start + CHUNK]:
            call(built, "303")
        answer_chunks.append(time.process_time() - started)
        started = time.process_time()
        for built in health[start:start + CHUNK]:
            call(built, "200")
        health_chunks.append(time.process_time() - started)
    if profile:
        import cProfile
        import pstats

        profiler = cProfile.Profile()
        profiler.enable()
        for built in posts[ANSWERS:]:
            call(built, "303")
        profiler.disable()
        stats = pstats.Stats(profiler)
        if os.environ.get("PSTATS"):
            stats.dump_stats(os.environ["PSTATS"])
        stats.sort_stats(os.environ.get("SORT", "cumulative")).print_stats(profile)
    with app.app_context():
        stored = store.get_db().execute("SELECT COUNT(*) FROM attempts WHERE answered_at IS NOT NULL").fetchone()[0]
    assert stored == total, (stored, total)
    return answer_chunks, health_chunks


def main() -> None:
    results = [one_round() for _ in range(ROUNDS)]
    answer = sum(map(min, zip(*(r[0] for r in results), strict=True))) / ANSWERS
    trivial = sum(map(min, zip(*(r[1] for r in results), strict=True))) / ANSWERS
    print(f"server CPU (best of {ROUNDS} per chunk): answer {answer * 1e6:.0f} us, GET /health {trivial * 1e6:.0f} us, "
          f"ratio {answer / trivial:.1f}x; whole rounds: " + ", ".join(f"{sum(r[0]) / ANSWERS * 1e6:.0f}" for r in results))
    if os.environ.get("PROF"):
        one_round(int(os.environ["PROF"]))


if __name__ == "__main__":
    main()
