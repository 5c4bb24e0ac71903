"""Does a drill step cost more at hand 1,000 than at hand 1? Prints the ratio (a measurement, not a test).

Two drills of one trainee with the same settings, through the app (Flask's test client, htmx posts, one
database in a temporary folder): drill A at its first hand, drill B after ``--hands`` finished hands, each
stored as the app stores it (``store.save_drill_step`` with the finished hand, hand after hand). Then the
right steps are posted to both, alternately (A, B, A, B...: the same machine load for both), and each post
is timed: "kept" as a trainee's steps run (the last step left the drill rebuilt in the process) and "cold"
(the process's kept drills dropped first: the JSON is read and the hand rebuilt). Prints the mean of the
middle 80% of each (the ratio B / A of these is the figure), the median and the 90th percentile.

    python tests/drill_growth.py [--hands 1000] [--steps 1000]

Measures the checkout it is in (its ``dealerschool``, not an installed one).
"""

from __future__ import annotations

import argparse
import json
import re
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path[:0] = [str(Path(__file__).parent), str(Path(__file__).parent.parent)]  # the tests' helpers; this checkout

import folders  # noqa: E402
from conftest import sign_up  # noqa: E402

folders.put_on_path()  # the test modules borrowed below are in their layer folders
from test_drill import right_move, right_pick  # noqa: E402
from test_web_deal import HTMX, move_form  # noqa: E402

from dealerschool import drill as drill_module  # noqa: E402
from dealerschool import store  # noqa: E402
from dealerschool.drill import Drill  # noqa: E402
from dealerschool.web import create_app  # noqa: E402

SETTINGS = {"variant": "NT", "players": "4", "big_blind": "2", "rate": "sometimes", "rulebook": "sources",
            "seed": "31", "pace": "off"}


def play_to_end(drill: Drill) -> None:
    """The hand dealt right to its end (the ruling and the remedy's steps too)."""
    for _ in range(3000):
        if drill.waiting_for_ruling:
            drill.rule(drill.ruling().code.value)
        elif drill.waiting_for_remedy:
            drill.carry_out(right_pick(drill))
        elif drill.hand_over:
            return
        else:
            assert drill.attempt(*right_move(drill)).correct
    raise AssertionError("the hand did not end")


def grow(app, drill_id: int, user_id: int, hands: int) -> None:
    """``hands`` hands of the drill finished and stored as the app stores them, one step each."""
    with app.app_context():
        db = store.get_db()
        row = store.get_drill(db, drill_id, user_id)
        drill, version = Drill.read_json(row["state"]), row["version"]
        for _ in range(hands):
            play_to_end(drill)
            finished = {"number": drill.hand_number + 1, "variant": drill.setup["variant"],
                        "record": json.dumps(drill.hand_record()), "score": json.dumps(drill.score())}
            drill.next_hand()
            assert store.save_drill_step(db, drill_id, user_id, version, drill.to_json(), "", finished)
            version += 1


def post_step(client, app, drill_id: int, token: str) -> float:
    """The next right post for the drill, timed (seconds)."""
    with app.app_context():
        row = store.get_drill(store.get_db(), drill_id, 1)
    drill, version = Drill.read_json(row["state"]), row["version"]
    if drill.waiting_for_ruling:
        path, form = "rule", {"csrf_token": token, "version": str(version), "ruling": drill.ruling().code.value}
    elif drill.waiting_for_remedy:
        path, form = "remedy", {"csrf_token": token, "version": str(version), "step": str(right_pick(drill))}
    elif drill.hand_over:
        path, form = "next", {"csrf_token": token, "version": str(version)}
    else:
        path, form = "op", move_form(drill, token, version)
    start = time.perf_counter()
    response = client.post(f"/deal/{drill_id}/{path}", data=form, headers=HTMX)
    elapsed = time.perf_counter() - start
    assert response.status_code == 200, response.get_data(as_text=True)[:500]
    return elapsed


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=1000, help="hands finished in drill B before timing")
    parser.add_argument("--steps", type=int, default=1000, help="steps timed on each drill, each way")
    options = parser.parse_args()
    folder = tempfile.mkdtemp(prefix="drill-growth-")
    app = create_app({"TESTING": True, "DATABASE": f"{folder}/growth.sqlite3", "SECRET_KEY": "growth",
                      "INSTANCE_PATH": f"{folder}/instance"})
    client = app.test_client()
    token = sign_up(client)
    ids = []
    for _ in range(2):
        response = client.post("/deal/", data={"csrf_token": token, **SETTINGS})
        ids.append(int(re.fullmatch(r"/deal/(\d+)", response.location).group(1)))
    began = time.perf_counter()
    grow(app, ids[1], 1, options.hands - 1)
    with app.app_context():
        state = store.get_drill(store.get_db(), ids[1], 1)["state"]
    print(f"drill B: {options.hands - 1} hands finished and stored in {time.perf_counter() - began:.0f} s; "
          f"its JSON is {len(state):,} bytes (drill A's: ", end="")
    with app.app_context():
        print(f"{len(store.get_drill(store.get_db(), ids[0], 1)['state']):,})")
    for label, cold in (("kept", False), ("cold", True)):
        times: dict[int, list[float]] = {ids[0]: [], ids[1]: []}
        for _ in range(options.steps):
            for drill_id in ids:
                if cold:
                    drill_module.forget_kept()
                times[drill_id].append(post_step(client, app, drill_id, token))
        a, b = (sorted(times[drill_id]) for drill_id in ids)
        mean_a, mean_b = trimmed_mean(a), trimmed_mean(b)
        median_a, median_b = statistics.median(a), statistics.median(b)
        p90_a, p90_b = a[len(a) * 9 // 10], b[len(b) * 9 // 10]
        print(f"{label}: from hand 1 mean {mean_a * 1000:.2f} ms (median {median_a * 1000:.2f}, p90 "
              f"{p90_a * 1000:.2f}); from hand {options.hands} mean {mean_b * 1000:.2f} ms (median "
              f"{median_b * 1000:.2f}, p90 {p90_b * 1000:.2f}); ratio {mean_b / mean_a:.2f}x "
              f"(median {median_b / median_a:.2f}x, p90 {p90_b / p90_a:.2f}x)")


def trimmed_mean(ordered: list[float]) -> float:
    """The mean of the middle 80%: the two drills deal different hands, whose steps cost from 1 to 15 ms,
    so a median can land on either side of that gap from one run to the next; the mean of many steps does
    not, and trimming drops what the shared machine did to a few of them."""
    cut = len(ordered) // 10
    middle = ordered[cut:len(ordered) - cut]
    return sum(middle) / len(middle)


if __name__ == "__main__":
    main()
