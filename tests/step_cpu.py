"""Server CPU of a drill step and of GET /health, in one process: the WSGI app called directly (no test client,
no HTTP; the requests' environs built beforehand), 16 trainees' drills interleaved as one worker serves them,
CPU time per request, each step number's (or 100 /health requests') best of ROUNDS rounds, each on a fresh
database (the machine is shared: a chunk's best is the closest to its cost alone). The README's "Dealing drills under
load" figures come from it.

    PYTHONPATH=. python tests/step_cpu.py            # STEPS=150 ROUNDS=3 LAYOUT=wide|tall (an htmx header)
    PROF=40 PYTHONPATH=. python tests/step_cpu.py    # and a cProfile of 60 more steps each (SORT=tottime, PSTATS=file)
"""

from __future__ import annotations

import os
import re
import sys
import tempfile
import time
from typing import Any

sys.path.insert(0, os.path.dirname(__file__))
import answer_cpu  # noqa: E402
import folders  # noqa: E402

folders.put_on_path()  # the test modules borrowed below are in their layer folders
from bench_deal import moves  # noqa: E402
from conftest import sign_up  # noqa: E402

from dealerschool.web import create_app  # noqa: E402

TRAINEES = 16
STEPS = int(os.environ.get("STEPS", "150"))
ROUNDS = int(os.environ.get("ROUNDS", "3"))
LAYOUT = os.environ.get("LAYOUT", "")
PLANS = [moves(seed) for seed in range(TRAINEES)]


def one_round(profile: int = 0) -> tuple[list[float], list[float], float]:
    """(CPU of each step number's 16 steps, of each 100 GET /health, mean response bytes of a step) on a fresh
    app and database."""
    tmp = tempfile.mkdtemp()
    app = create_app({"TESTING": True, "DATABASE": f"{tmp}/t.sqlite3", "SECRET_KEY": "test",
                      "INSTANCE_PATH": f"{tmp}/i"})
    client = app.test_client()
    token = sign_up(client)
    cookie = "; ".join(f"{c.key}={c.value}" for c in client._cookies.values())
    drills = []
    for seed in range(TRAINEES):
        response = client.post("/deal/", data={"csrf_token": token, "variant": "NT", "players": "6", "big_blind": "2",
                                               "rate": "sometimes", "rulebook": "sources", "seed": str(seed)})
        drills.append(int(re.search(r"/deal/(\d+)", response.location).group(1)))

    def environ(path: str, form: dict[str, str] | None = None, with_cookie: bool = True) -> dict[str, Any]:
        headers = {"HX-Request": "true", **({"X-Table-Layout": LAYOUT} if LAYOUT else {})}
        return answer_cpu.environ(path, None if form is None else {**form, "csrf_token": token},
                                  cookie if with_cookie else None, headers)

    def call(built: dict[str, Any]) -> int:
        statuses: list[str] = []
        body = app(built, lambda status, headers: statuses.append(status))
        size = sum(len(chunk) for chunk in body)
        if hasattr(body, "close"):
            body.close()
        assert statuses[0].startswith("200"), statuses
        return size

    def requests(start: int, stop: int) -> list[dict[str, Any]]:
        return [environ(f"/deal/{drill_id}/{PLANS[index][k][0]}", PLANS[index][k][1])
                for k in range(start, stop) for index, drill_id in enumerate(drills)]

    steps = requests(0, STEPS)
    health = [environ("/health", with_cookie=False) for _ in range(3000)]
    sizes = []
    step_chunks = []  # CPU of each step number's 16 requests (one per trainee)
    for start in range(0, len(steps), TRAINEES):
        started = time.process_time()
        sizes.extend(call(built) for built in steps[start:start + TRAINEES])
        step_chunks.append(time.process_time() - started)
    health_chunks = []
    for start in range(0, len(health), 100):
        started = time.process_time()
        for built in health[start:start + 100]:
            call(built)
        health_chunks.append(time.process_time() - started)
    if profile:
        import cProfile
        import pstats

        more = requests(STEPS, STEPS + 60)
        profiler = cProfile.Profile()
        profiler.enable()
        for built in more:
            call(built)
        profiler.disable()
        stats = pstats.Stats(profiler)
        if os.environ.get("PSTATS"):
            stats.dump_stats(os.environ["PSTATS"])
        stats.sort_stats(os.environ.get("SORT", "cumulative")).print_stats(profile)
    return step_chunks, health_chunks, sum(sizes) / len(sizes)


def main() -> None:
    results = [one_round() for _ in range(ROUNDS)]
    # The machine is shared: each chunk's best over the rounds (the same requests each round), then the sum.
    step = sum(map(min, zip(*(r[0] for r in results), strict=False))) / (STEPS * TRAINEES)
    trivial = sum(map(min, zip(*(r[1] for r in results), strict=False))) / 3000
    print(f"server CPU (best of {ROUNDS} per chunk): drill step {step * 1e6:.0f} us, GET /health {trivial * 1e6:.0f} us, "
          f"ratio {step / trivial:.1f}x; {results[0][2] / 1024:.1f} KiB a step; whole rounds: "
          + ", ".join(f"{sum(r[0]) / (STEPS * TRAINEES) * 1e6:.0f}" for r in results))
    if os.environ.get("PROF"):
        one_round(int(os.environ["PROF"]))


if __name__ == "__main__":
    main()
