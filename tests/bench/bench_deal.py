"""Load benchmark for dealing drills: gunicorn on 127.0.0.1 (the default workers and threads), 32 concurrent keep-alive
clients, each a trainee dealing their own six-handed no-limit hold'em drill (irregularities "sometimes"), against
a trivial endpoint (GET /health) in the same run, in alternating rounds. A drill step is one POST: the server
reads the drill, rebuilds the hand from its record, checks and applies the operation (the simulated players
act), stores it with its version and renders the play area as an htmx partial.

Each client's moves are worked out before the timed part (a drill is deterministic from its seed), so the
clients spend no time on the engine. Prints throughput and p50/p99 of each, and the ratio of the p99s (the
issue's target: a drill step's p99 within 3x the trivial endpoint's).

Not in the default run: `python -m pytest -m benchmark -s tests/bench/bench_deal.py`.
"""

from __future__ import annotations

import os
import re

import pytest
from bench_web import CpuMeter, drive, summary
from benchmark_sizes import seconds, size
from live import Client, Server
from test_drill import right_move, right_pick

from dealerschool.drill import Drill, Rate, Settings
from dealerschool.web import gunicorn

CLIENTS = size(32, 3)
THREADS = int(os.environ["BENCH_THREADS"]) if os.environ.get("BENCH_THREADS") else None
"""Threads per worker (`serve --threads`); unset: the server's default (dealerschool.web.gunicorn.THREADS)."""
WORKERS = int(os.environ["BENCH_WORKERS"]) if os.environ.get("BENCH_WORKERS") else None
"""Worker processes (`serve --workers`); unset: the server's default (dealerschool.web.gunicorn.WORKERS)."""
SECONDS = seconds(8, 0.4)
ROUNDS = size(4, 1)
STEPS = size(3000, 200)
"""Moves worked out per client (more than a run can post: the server does not serve its 32 clients evenly, and one
client made all of 1,000 in a run on a quiet machine, 2 December 09:24; about 0.15 s of CPU per 2,500 moves)."""


def moves(seed: int) -> list[tuple[str, dict[str, str]]]:
    """The right posts, in order, for the drill this seed starts: operations, rulings, remedy steps, next hands."""
    drill = Drill.start(Settings(variant="NT", players=6, rate=Rate.SOMETIMES, seed=seed))
    made: list[tuple[str, dict[str, str]]] = []
    while len(made) < STEPS:
        version = str(len(made) + 1)
        if drill.waiting_for_ruling:
            code = drill.ruling().code.value
            drill.rule(code)
            made.append(("rule", {"version": version, "ruling": code}))
        elif drill.waiting_for_remedy:
            pick = right_pick(drill)
            assert drill.carry_out(pick).correct
            made.append(("remedy", {"version": version, "step": str(pick)}))
        elif drill.hand_over:
            drill.next_hand()
            made.append(("next", {"version": version}))
        else:
            word, seat, up, payouts = right_move(drill)
            assert drill.attempt(word, seat, up, payouts).correct
            form = {"version": version, "op": word} if seat is None else {
                "version": version, "mode": "deal-up" if up else word, "seat": str(seat)}
            for payout in payouts or ():  # the push form: chips (and the half) for each winning seat
                form[f"amount-{payout.seat}"] = str(payout.amount)
                form[f"half-{payout.seat}"] = payout.half
            made.append(("op", form))
    return made


@pytest.mark.benchmark
def test_drill_steps_against_a_trivial_endpoint(tmp_path):
    plans = [moves(seed) for seed in range(CLIENTS)]
    server = Server(tmp_path, workers=WORKERS, threads=THREADS)
    try:
        sessions = []
        for index in range(CLIENTS):
            client = Client(server.port)
            client.sign_up(f"dealer{index}")
            client.get("/deal/")
            status, headers, body = client.post("/deal/", {"variant": "NT", "players": "6", "big_blind": "2",
                                                           "rate": "sometimes", "rulebook": "sources",
                                                           "seed": str(index)})
            assert status == 302, body[:300]
            drill_id = int(re.search(r"/deal/(\d+)", headers["location"]).group(1))
            sessions.append((dict(client.cookies), client.token, drill_id))
            client.close()
        done = [0] * CLIENTS

        def trivial(index, client, k):
            status, _, _ = client.request("GET", "/health")
            return status == 200

        def step(index, client, k):
            if not client.cookies:
                client.cookies, client.token, _ = sessions[index]
            drill_id = sessions[index][2]
            action, form = plans[index][done[index]]
            # As the browser posts it: htmx, with static/deal.js saying which drawing the page shows.
            status, _, _ = client.post(f"/deal/{drill_id}/{action}", form,
                                       headers={"HX-Request": "true", "X-Table-Layout": "wide"})
            done[index] += status == 200
            return status == 200

        drive(server.port, CLIENTS, seconds(1.0, 0.2), trivial, connect=Client)  # warm up both workers
        trivial_runs, step_runs = [], []
        meter = CpuMeter(server.process.pid)
        for _ in range(ROUNDS):
            trivial_runs.append(meter.measure("trivial", lambda: drive(server.port, CLIENTS, SECONDS / ROUNDS, trivial, connect=Client)))
            step_runs.append(meter.measure("step", lambda: drive(server.port, CLIENTS, SECONDS / ROUNDS, step, connect=Client)))
        base, steps = summary(trivial_runs), summary(step_runs)
        print(f"\n{CLIENTS} clients, {SECONDS:g} s of each kind in {ROUNDS} alternating rounds, gunicorn {WORKERS or gunicorn.WORKERS} workers "
              f"x {THREADS or gunicorn.THREADS} thread(s), client on the same 2 cores")
        for name, result in (("trivial GET /health", base), ("drill step POST /deal/N/...", steps)):
            print(f"  {name:32s} {result['rate']:8.0f} req/s  p50 {result['p50'] * 1000:6.1f} ms  "
                  f"p99 {result['p99'] * 1000:6.1f} ms  errors {result['errors']}")
        print(f"  drill step / trivial: p50 {steps['p50'] / base['p50']:.2f}x, p99 {steps['p99'] / base['p99']:.2f}x "
              f"(target <= 3x); throughput {steps['rate'] / base['rate']:.2f}x; steps stored {sum(done)}, "
              f"most by one client {max(done)}")
        meter.report()
        assert steps["errors"] == 0 and base["errors"] == 0
    finally:
        server.stop()
