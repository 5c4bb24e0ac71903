"""Load benchmark: gunicorn on 127.0.0.1 (`dealerschool serve`, the default workers and threads), 32 concurrent
keep-alive clients for a bounded time against a trivial endpoint (GET /health) and against answer
submissions (POST /quiz/answer, each a fresh question), in the same run. Prints throughput and p50/p99
latency, each as a ratio to the trivial endpoint's, and checks that no acknowledged answer is lost.

Not in the default run: `python -m pytest -m benchmark -s tests/bench/bench_web.py`. The load client is Python
threads on the same two cores as the server, so both figures are lower than a separate client would see
and the client's own cost is part of each latency.
"""

import os
import socket
import statistics
import threading
import time
from urllib.parse import quote

import pytest
from benchmark_sizes import seconds, size
from live import Client, Server

from dealerschool import store
from dealerschool.quiz import questions
from dealerschool.web import gunicorn
from dealerschool.web.quiz_pages import stored_question

CLIENTS = size(32, 3)
THREADS = int(os.environ["BENCH_THREADS"]) if os.environ.get("BENCH_THREADS") else None
"""Threads per worker (`serve --threads`); unset: the server's default (dealerschool.web.gunicorn.THREADS)."""
WORKERS = int(os.environ["BENCH_WORKERS"]) if os.environ.get("BENCH_WORKERS") else None
"""Worker processes (`serve --workers`); unset: the server's default (dealerschool.web.gunicorn.WORKERS)."""
SECONDS = seconds(8, 0.4)
ROUNDS = size(4, 1)
"""Each kind of request gets SECONDS in all, in ROUNDS turns."""
POOL = size(30_000, 3_000)  # unanswered questions ready for the answer phase (more than 8 s can use)


CLOCK = os.sysconf("SC_CLK_TCK")


class Connection:
    """One keep-alive HTTP/1.1 connection that sends requests made beforehand as bytes and reads back only the
    status and the body's length (the load client shares the two cores with the server, so its own CPU per
    request is part of both figures: http.client's header parsing, urlencode and cookie joining were 210 to 280
    µs of a trivial request and 350 to 400 of an answer). Both kinds of request go through it alike."""

    def __init__(self, port: int):
        self.port = port
        self.sock: socket.socket | None = None
        self.buffer = b""

    def exchange(self, request: bytes) -> tuple[int, bytes]:
        """Send one request; (status, response head). The body is read and dropped (its length checked)."""
        for retry in (0, 1):
            if self.sock is None:
                self.sock = socket.create_connection(("127.0.0.1", self.port), timeout=30)
                self.sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
                self.buffer = b""
            try:
                self.sock.sendall(request)
                return self.read_response()
            except (ConnectionError, EOFError):
                # A keep-alive connection the server closed between requests: reconnect once (as http.client).
                self.close()
                if retry:
                    raise
        raise AssertionError("unreachable")

    def read_response(self) -> tuple[int, bytes]:
        assert self.sock is not None
        while b"\r\n\r\n" not in self.buffer:
            more = self.sock.recv(65536)
            if not more:
                raise EOFError("the server closed the connection")
            self.buffer += more
        head, _, rest = self.buffer.partition(b"\r\n\r\n")
        lower = head.lower()
        at = lower.find(b"\r\ncontent-length:")
        if at < 0:
            raise AssertionError(f"a response without Content-Length: {head[:200]!r}")
        end = lower.find(b"\r\n", at + 2)
        length = int(lower[at + 17:end if end >= 0 else None])
        while len(rest) < length:
            more = self.sock.recv(65536)
            if not more:
                raise EOFError("the server closed the connection mid-body")
            rest += more
        self.buffer = rest[length:]
        if b"\r\nconnection: close" in lower:
            self.close()
        return int(head[9:12]), head

    def close(self) -> None:
        if self.sock is not None:
            self.sock.close()
            self.sock = None


def group_cpu(group: int) -> float:
    """CPU seconds (user and system) used so far by the live processes of one process group (the server's)."""
    total = 0
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/stat") as file:
                fields = file.read().rpartition(")")[2].split()
        except OSError:  # gone meanwhile
            continue
        if int(fields[2]) == group:  # (fields after the name: state, ppid, pgrp, ..., utime at 11, stime at 12)
            total += int(fields[11]) + int(fields[12])
    return total / CLOCK


def machine_cpu() -> tuple[float, float]:
    """(busy, idle) CPU seconds of the whole machine so far, from /proc/stat (iowait counted as idle)."""
    with open("/proc/stat") as file:
        values = [int(v) for v in file.readline().split()[1:]]
    idle = values[3] + values[4]
    return (sum(values[:8]) - idle) / CLOCK, idle / CLOCK


class CpuMeter:
    """Where a run's CPU went: the server's processes, this process (the load client, its 32 threads), the rest of
    the machine (other work), and what stayed idle. Read around each run; summed per kind of request."""

    def __init__(self, server_group: int):
        self.group = server_group
        self.totals: dict[str, list[float]] = {}

    def measure(self, kind: str, run):
        server, client, (busy, idle) = group_cpu(self.group), time.process_time(), machine_cpu()
        result = run()
        server2, client2, (busy2, idle2) = group_cpu(self.group), time.process_time(), machine_cpu()
        total = self.totals.setdefault(kind, [0.0, 0.0, 0.0, 0.0, 0])
        server_used, client_used = server2 - server, client2 - client
        total[0] += server_used
        total[1] += client_used
        total[2] += max(0.0, (busy2 - busy) - server_used - client_used)
        total[3] += idle2 - idle
        total[4] += len(result["latencies"])
        return result

    def report(self) -> None:
        for kind, (server, client, other, idle, count) in self.totals.items():
            whole = server + client + other + idle or 1.0
            print(f"  CPU per {kind:7s}: server {server / count * 1e6:5.0f} us, load client {client / count * 1e6:5.0f} us, "
                  f"other work {other / count * 1e6:5.0f} us, idle {idle / count * 1e6:5.0f} us "
                  f"(server {server / whole:.0%}, client {client / whole:.0%}, other {other / whole:.0%}, "
                  f"idle {idle / whole:.0%} of the cores)")


def drive(port, clients, seconds, make_request, connect=None):
    """Run ``clients`` threads for ``seconds``; each calls make_request(index, client, k) -> bool (acknowledged).

    ``connect(port)`` makes each thread's client: a ``Connection`` unless the caller's requests need more (the
    drill benchmark's steps carry a session and read the drill's page, so it passes ``live.Client`` for both
    of its kinds of request alike)."""
    connect = connect or Connection
    latencies: list[list[float]] = [[] for _ in range(clients)]
    errors = [0] * clients
    failures: list[BaseException] = []
    start = threading.Barrier(clients + 1)
    stop_at = [0.0]

    def run(index, client):
        start.wait()
        k = 0
        while time.perf_counter() < stop_at[0]:
            began = time.perf_counter()
            try:
                ok = make_request(index, client, k)
            except Exception as error:  # raised again below: a client thread that died must not pass unseen
                failures.append(error)
                return
            latencies[index].append(time.perf_counter() - began)
            errors[index] += not ok
            k += 1

    threads, made = [], []
    for index in range(clients):
        client = connect(port)
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
    if failures:
        raise failures[0]
    return {"latencies": [x for per in latencies for x in per], "elapsed": elapsed, "errors": sum(errors)}


def summary(runs):
    """Throughput and latency over several runs of one kind of request."""
    flat = sorted(x for run in runs for x in run["latencies"])
    elapsed = sum(run["elapsed"] for run in runs)
    return {"count": len(flat), "rate": len(flat) / elapsed, "p50": flat[len(flat) // 2],
            "p99": flat[int(len(flat) * 0.99)], "errors": sum(run["errors"] for run in runs),
            "mean": statistics.fmean(flat)}


def answers_server(tmp_path):
    """The server, signed in as its one trainee (a Client), the question, and the tokens of POOL unanswered copies of
    it in one quiz of the trainee's. The caller stops the server."""
    server = Server(tmp_path, workers=WORKERS, threads=THREADS)
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
    except BaseException:
        server.stop()
        raise
    return server, owner, question, tokens


@pytest.mark.benchmark
def test_answers_against_a_trivial_endpoint(tmp_path):
    server, owner, question, tokens = answers_server(tmp_path)
    try:
        cookies, csrf = dict(owner.cookies), owner.token
        answer = question.shown.options[0].value
        per_client = [tokens[i::CLIENTS] for i in range(CLIENTS)]
        acknowledged: list[list[str]] = [[] for _ in range(CLIENTS)]

        # Each request as the bytes a browser's form post would send: the same cookie and CSRF token on every
        # answer (the session does not change), the question's token its one new field.
        health = b"GET /health HTTP/1.1\r\n" + f"Host: 127.0.0.1:{server.port}\r\n\r\n".encode()
        post_head = ("POST /quiz/answer HTTP/1.1\r\n" f"Host: 127.0.0.1:{server.port}\r\n"
                     "Cookie: " + "; ".join(f"{k}={v}" for k, v in cookies.items()) + "\r\n"
                     "Content-Type: application/x-www-form-urlencoded\r\nContent-Length: ")
        post_fields = f"answer={quote(answer, safe='')}&csrf_token={quote(csrf, safe='')}&token="

        def trivial(index, client, k):
            status, _ = client.exchange(health)
            return status == 200

        used = [0] * CLIENTS  # each client's next unanswered question, across rounds

        def submit(index, client, k):
            token = per_client[index][used[index]]
            used[index] += 1
            body = post_fields + quote(token, safe="")
            status, head = client.exchange(f"{post_head}{len(body)}\r\n\r\n{body}".encode())
            assert b"\r\nset-cookie:" not in head.lower(), head  # (the cookie sent stays the session's)
            if status == 303:
                acknowledged[index].append(token)
            return status == 303

        drive(server.port, CLIENTS, seconds(1.0, 0.2), trivial)  # warm up both workers
        # The machine's speed drifts (other work shares it): the two kinds of request take turns in short
        # rounds, so each ratio compares them under the same conditions.
        trivial_runs, answer_runs = [], []
        meter = CpuMeter(server.process.pid)
        for _ in range(ROUNDS):
            trivial_runs.append(meter.measure("trivial", lambda: drive(server.port, CLIENTS, SECONDS / ROUNDS, trivial)))
            answer_runs.append(meter.measure("answer", lambda: drive(server.port, CLIENTS, SECONDS / ROUNDS, submit)))
        base, answers = summary(trivial_runs), summary(answer_runs)
        db = store.connect(str(server.database))
        stored = {r[0] for r in db.execute("SELECT token FROM attempts WHERE answered_at IS NOT NULL")}
        db.conn.close()
        lost = {t for per in acknowledged for t in per} - stored
        trivial_rate, trivial_p50, trivial_p99 = base["rate"], base["p50"], base["p99"]
        print(f"\n{CLIENTS} clients, {SECONDS:g} s of each kind in {ROUNDS} alternating rounds, gunicorn {WORKERS or gunicorn.WORKERS} workers "
              f"x {THREADS or gunicorn.THREADS} thread(s), client on the same 2 cores")
        for name, result in (("trivial GET /health", base), ("answer POST /quiz/answer", answers)):
            print(f"  {name:32s} {result['rate']:8.0f} req/s  p50 {result['p50'] * 1000:6.1f} ms  "
                  f"p99 {result['p99'] * 1000:6.1f} ms  errors {result['errors']}")
        print(f"  answers / trivial: throughput {answers['rate'] / trivial_rate:.2f}x (target >= 0.4x), "
              f"p50 {answers['p50'] / trivial_p50:.2f}x, p99 {answers['p99'] / trivial_p99:.2f}x (target <= 3x)")
        meter.report()
        print(f"  answers acknowledged {sum(len(a) for a in acknowledged)}, stored {len(stored)}, lost {len(lost)}")
        assert not lost and answers["errors"] == 0 and base["errors"] == 0
    finally:
        server.stop()
