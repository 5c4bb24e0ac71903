"""The floor under an answer's server CPU: what any answer POST on this design costs before its own work.

In one process (the WSGI app called directly, as `tests/answer_cpu.py` calls it; thread CPU, each chunk's best of
ROUNDS rounds): GET /health; a signed-in, CSRF-checked form POST that writes nothing and answers 303
(`POST /quiz/deck`: the frame every answer pays); a bare write transaction on the app's own database
(`store.writing`: the writer turn, BEGIN IMMEDIATE, one INSERT, COMMIT), and the same three statements on a
plain sqlite3 connection. With LOAD=1, under load instead: bench_web's gunicorn and 32 clients, GET /health, the
same POST /quiz/deck and the answer POST in alternating rounds, the server's CPU per request of each.

    PYTHONPATH=. python tests/answer_floor.py           # COUNT=2000 ROUNDS=3
    LOAD=1 PYTHONPATH=. python tests/answer_floor.py    # BENCH_SECONDS (8) of each kind
"""

from __future__ import annotations

import os
import sys
import tempfile
import time
from pathlib import Path
from typing import Any
from urllib.parse import quote

sys.path[:0] = [os.path.dirname(__file__), os.path.join(os.path.dirname(__file__), "bench")]
from answer_cpu import call_app, environ  # noqa: E402
from conftest import sign_up  # noqa: E402

from dealerschool import store  # noqa: E402
from dealerschool.web import create_app  # noqa: E402

COUNT = int(os.environ.get("COUNT", "2000"))
ROUNDS = int(os.environ.get("ROUNDS", "3"))
CHUNK = 100
ROW = [1, "2026-12-03T03:00:00.000000", '"fold-stands"']
KINDS = ("GET /health", "signed-in POST /quiz/deck (303, no write)", "store.writing: BEGIN IMMEDIATE, INSERT, COMMIT",
         "plain sqlite3: BEGIN IMMEDIATE, INSERT, COMMIT")


def one_round() -> dict[str, list[float]]:
    tmp = tempfile.mkdtemp()
    app = create_app({"TESTING": True, "DATABASE": f"{tmp}/t.sqlite3", "SECRET_KEY": "test", "INSTANCE_PATH": f"{tmp}/i"})
    client = app.test_client()
    token = sign_up(client)
    cookie = "; ".join(f"{c.key}={c.value}" for c in client._cookies.values())

    def call(built: dict[str, Any], expect: str) -> None:
        call_app(app, built, expect)

    health = [environ("/health") for _ in range(COUNT)]
    deck = [environ("/quiz/deck", {"deck": "four", "back": "/quiz/", "csrf_token": token}, cookie) for _ in range(COUNT)]
    insert = "INSERT INTO floor (user_id, at, given) VALUES (?, ?, ?)"
    with app.app_context():
        store.get_db().execute("CREATE TABLE floor (id INTEGER PRIMARY KEY, user_id INTEGER, at TEXT, given TEXT)")
    plain = store.connect(f"{tmp}/t.sqlite3").conn
    found: dict[str, list[float]] = {kind: [] for kind in KINDS}
    for start in range(0, COUNT, CHUNK):
        started = time.process_time()
        for built in health[start:start + CHUNK]:
            call(built, "200")
        found[KINDS[0]].append(time.process_time() - started)
        started = time.process_time()
        for built in deck[start:start + CHUNK]:
            call(built, "303")
        found[KINDS[1]].append(time.process_time() - started)
        with app.app_context():
            db = store.get_db()
            started = time.process_time()
            for _ in range(CHUNK):
                with store.writing(db):
                    db.execute(insert, ROW)
            found[KINDS[2]].append(time.process_time() - started)
        started = time.process_time()
        for _ in range(CHUNK):
            plain.execute("BEGIN IMMEDIATE")
            plain.execute(insert, ROW)
            plain.execute("COMMIT")
        found[KINDS[3]].append(time.process_time() - started)
    plain.close()
    return found


def in_one_process() -> None:
    results = [one_round() for _ in range(ROUNDS)]
    best = {kind: sum(map(min, zip(*(r[kind] for r in results), strict=True))) / COUNT for kind in KINDS}
    for kind in KINDS:
        print(f"{kind:48s} {best[kind] * 1e6:5.0f} us  ({best[kind] / best[KINDS[0]]:.1f}x GET /health)")


def under_load() -> None:
    import bench_web

    server, owner, question, tokens = bench_web.answers_server(Path(tempfile.mkdtemp()))
    try:
        clients = bench_web.CLIENTS
        per_client, used = [tokens[i::clients] for i in range(clients)], [0] * clients
        host = f"Host: 127.0.0.1:{server.port}\r\n"
        cookie = "Cookie: " + "; ".join(f"{k}={v}" for k, v in owner.cookies.items()) + "\r\n"
        csrf = quote(owner.token, safe="")

        def post(path: str, body: str) -> bytes:
            return (f"POST {path} HTTP/1.1\r\n{host}{cookie}Content-Type: application/x-www-form-urlencoded\r\n"
                    f"Content-Length: {len(body)}\r\n\r\n{body}").encode()

        health = f"GET /health HTTP/1.1\r\n{host}\r\n".encode()
        deck = post("/quiz/deck", f"deck=four&back=%2Fquiz%2F&csrf_token={csrf}")
        fields = f"answer={quote(question.shown.options[0].value, safe='')}&csrf_token={csrf}&token="

        def trivial(index: int, client: Any, k: int) -> bool:
            return client.exchange(health)[0] == 200

        def frame(index: int, client: Any, k: int) -> bool:
            return client.exchange(deck)[0] == 303

        def answer(index: int, client: Any, k: int) -> bool:
            token = per_client[index][used[index]]
            used[index] += 1
            return client.exchange(post("/quiz/answer", fields + quote(token, safe="")))[0] == 303

        bench_web.drive(server.port, clients, 1.0, trivial)  # warm up both workers
        meter = bench_web.CpuMeter(server.process.pid)
        runs: dict[str, list[Any]] = {"trivial": [], "deck": [], "answer": []}
        for _ in range(bench_web.ROUNDS):
            for kind, request in (("trivial", trivial), ("deck", frame), ("answer", answer)):
                runs[kind].append(meter.measure(kind, lambda request=request: bench_web.drive(
                    server.port, clients, bench_web.SECONDS / bench_web.ROUNDS, request)))
        found = {kind: bench_web.summary(results) for kind, results in runs.items()}
        for kind, result in found.items():
            print(f"  {kind:8s} {result['rate']:6.0f} req/s ({result['rate'] / found['trivial']['rate']:.2f}x)  "
                  f"p99 {result['p99'] * 1000:6.1f} ms ({result['p99'] / found['trivial']['p99']:.2f}x)  "
                  f"errors {result['errors']}")
        meter.report()
    finally:
        server.stop()


if __name__ == "__main__":
    under_load() if os.environ.get("LOAD") else in_one_process()
