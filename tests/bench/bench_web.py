"""Load benchmark: gunicorn on 127.0.0.1 (`dealerschool serve`, 2 workers, the default threads), 32 concurrent
keep-alive clients for a bounded time against a trivial endpoint (GET /health) and against answer
submissions (POST /quiz/answer, each a fresh question), in the same run. Prints throughput and p50/p99
latency, each as a ratio to the trivial endpoint's, and checks that no acknowledged answer is lost.

Not in the default run: `python -m pytest -m benchmark -s tests/bench/bench_web.py`. The load client is Python
threads on the same two cores as the server, so both figures are lower than a separate client would see
and the client's own cost is part of each latency.
"""

import os
import statistics
import threading
import time

import pytest
from benchmark_sizes import seconds, size
from live import Client, Server

from dealerschool import store
from dealerschool.quiz import questions
from dealerschool.web import gunicorn
from dealerschool.web.quiz import stored_question

CLIENTS = size(32, 3)
THREADS = int(os.environ["BENCH_THREADS"]) if os.environ.get("BENCH_THREADS") else None
"""Threads per worker (`serve --threads`); unset: the server's default (dealerschool.web.gunicorn.THREADS)."""
SECONDS = seconds(8, 0.4)
ROUNDS = size(4, 1)
"""Each kind of request gets SECONDS in all, in ROUNDS turns."""
POOL = size(30_000, 3_000)  # unanswered questions ready for the answer phase (more than 8 s can use)


def drive(port, clients, seconds, make_request):
    """Run ``clients`` threads for ``seconds``; each calls make_request(client, k) -> bool (acknowledged)."""
    latencies: list[list[float]] = [[] for _ in range(clients)]
    errors = [0] * clients
    start = threading.Barrier(clients + 1)
    stop_at = [0.0]

    def run(index, client):
        start.wait()
        k = 0
        while time.perf_counter() < stop_at[0]:
            began = time.perf_counter()
            ok = make_request(index, client, k)
            latencies[index].append(time.perf_counter() - began)
            errors[index] += not ok
            k += 1

    threads, made = [], []
    for index in range(clients):
        client = Client(port)
        made.append(client)
        threads.append(threading.Thread(target=run, args=(index, client)))
    for thread in threads:
        thread.start()
    stop_at[0] = time.perf_counter() + seconds
    began = time.perf_counter()
    start.wait()
    for thread in threads:
        thread.join()
    elapsed = time.perf_counter() - began
    for client in made:
        client.close()
    return {"latencies": [x for per in latencies for x in per], "elapsed": elapsed, "errors": sum(errors)}


def summary(runs):
    """Throughput and latency over several runs of one kind of request."""
    flat = sorted(x for run in runs for x in run["latencies"])
    elapsed = sum(run["elapsed"] for run in runs)
    return {"count": len(flat), "rate": len(flat) / elapsed, "p50": flat[len(flat) // 2],
            "p99": flat[int(len(flat) * 0.99)], "errors": sum(run["errors"] for run in runs),
            "mean": statistics.fmean(flat)}


@pytest.mark.benchmark
def test_answers_against_a_trivial_endpoint(tmp_path):
    server = Server(tmp_path, workers=2, threads=THREADS)
    try:
        owner = Client(server.port)
        owner.sign_up("loadtest")
        from dealerschool.web import create_app

        app = create_app({"DATABASE": str(server.database), "INSTANCE_PATH": str(tmp_path / "instance")})
        question = questions.from_scenario(questions.find_scenario("premature-turn-holdem"))
        with app.app_context():
            db = store.get_db()
            user_id = store.find_user(db, username="loadtest")["id"]
            quiz_id = store.create_quiz(db, user_id, "quiz", "sources", {}, [stored_question(question)] * POOL)
            tokens = [r["token"] for r in store.quiz_questions(db, quiz_id, user_id)]
        cookies, csrf = dict(owner.cookies), owner.token
        answer = question.shown.options[0].value
        per_client = [tokens[i::CLIENTS] for i in range(CLIENTS)]
        acknowledged: list[list[str]] = [[] for _ in range(CLIENTS)]

        def trivial(index, client, k):
            status, _, _ = client.request("GET", "/health")
            return status == 200

        used = [0] * CLIENTS  # each client's next unanswered question, across rounds

        def submit(index, client, k):
            if not client.cookies:
                client.cookies, client.token = dict(cookies), csrf
            token = per_client[index][used[index]]
            used[index] += 1
            status, _, _ = client.post("/quiz/answer", {"token": token, "answer": answer})
            if status == 303:
                acknowledged[index].append(token)
            return status == 303

        drive(server.port, CLIENTS, seconds(1.0, 0.2), trivial)  # warm up both workers
        # The machine's speed drifts (other work shares it): the two kinds of request take turns in short
        # rounds, so each ratio compares them under the same conditions.
        trivial_runs, answer_runs = [], []
        for _ in range(ROUNDS):
            trivial_runs.append(drive(server.port, CLIENTS, SECONDS / ROUNDS, trivial))
            answer_runs.append(drive(server.port, CLIENTS, SECONDS / ROUNDS, submit))
        base, answers = summary(trivial_runs), summary(answer_runs)
        db = store.connect(str(server.database))
        stored = {r[0] for r in db.execute("SELECT token FROM attempts WHERE answered_at IS NOT NULL")}
        db.conn.close()
        lost = {t for per in acknowledged for t in per} - stored
        trivial_rate, trivial_p50, trivial_p99 = base["rate"], base["p50"], base["p99"]
        print(f"\n{CLIENTS} clients, {SECONDS:g} s of each kind in {ROUNDS} alternating rounds, gunicorn 2 workers "
              f"x {THREADS or gunicorn.THREADS} thread(s), client on the same 2 cores")
        for name, result in (("trivial GET /health", base), ("answer POST /quiz/answer", answers)):
            print(f"  {name:32s} {result['rate']:8.0f} req/s  p50 {result['p50'] * 1000:6.1f} ms  "
                  f"p99 {result['p99'] * 1000:6.1f} ms  errors {result['errors']}")
        print(f"  answers / trivial: throughput {answers['rate'] / trivial_rate:.2f}x (target >= 0.4x), "
              f"p50 {answers['p50'] / trivial_p50:.2f}x, p99 {answers['p99'] / trivial_p99:.2f}x (target <= 3x)")
        print(f"  answers acknowledged {sum(len(a) for a in acknowledged)}, stored {len(stored)}, lost {len(lost)}")
        assert not lost and answers["errors"] == 0 and base["errors"] == 0
    finally:
        server.stop()
