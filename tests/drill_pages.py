"""The drill's pages for scripted, seeded rounds, byte for byte: a check that a refactor changed no page.

Plays several seeded drills (every game family, a rotation, strict mode, reads, mistakes at the "often"
rate, the stud deck running short) through the Flask test client as a trainee would: mostly right steps,
some wrong ones, rulings, remedy picks right and wrong, reads, next hands and deals again, the full page,
the htmx partial and the hand reviews now and then. Every response (status, location, body) goes into
one directory, a file per response, with the clock fixed and the CSRF tokens masked, so two runs of the
same code give identical files::

    python tests/drill_pages.py /tmp/pages-before
    ... change the code ...
    python tests/drill_pages.py /tmp/pages-after
    diff -r /tmp/pages-before /tmp/pages-after
"""

from __future__ import annotations

import argparse
import random
import re
import sys
import tempfile
from pathlib import Path
from types import SimpleNamespace
from unittest.mock import patch

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # this checkout's code, not an installed one

import folders  # noqa: E402
from conftest import sign_up  # noqa: E402

folders.put_on_path()  # the test modules borrowed below are in their layer folders
from test_drill import random_move, right_pick  # noqa: E402
from test_web_deal import move_form, row, start, state  # noqa: E402

from dealerschool.web import create_app  # noqa: E402

HTMX = {"HX-Request": "true"}

ROUNDS = [
    # (name, start form fields, steps)
    ("holdem-often-reads", {"variant": "NT", "players": "6", "rate": "often", "reads": "on", "seed": "5"}, 420),
    ("stud8-short-deck", {"variant": "F7S/8", "players": "8", "rate": "often", "seed": "13", "rulebook": "tda-2024"},
                         420),
    ("razz-bring-in", {"variant": "FR", "players": "7", "rate": "often", "seed": "12", "forced": "bring-in",
                       "rulebook": "robert-rules"}, 260),
    ("triple-draw-strict", {"variant": "F2L3D", "players": "4", "rate": "often", "strict": "on", "seed": "7"}, 300),
    ("omaha8-pot-limit", {"variant": "PO/8", "players": "5", "rate": "sometimes", "reads": "on", "seed": "21",
                          "forced": "big-blind-ante"}, 300),
    ("horse", {"variant": "horse", "players": "5", "rate": "sometimes", "seed": "9", "pace": "off"}, 500),
    ("badugi-clean", {"variant": "FB", "players": "3", "rate": "none", "seed": "2", "pace": "slow"}, 160),
]


def masked(text: str) -> str:
    """The response with what differs from run to run masked: CSRF tokens (random per session)."""
    text = re.sub(r'(name="csrf_token"[^>]*value=")[^"]+', r"\1CSRF", text)
    text = re.sub(r'(name="csrf-token"[^>]*content=")[^"]+', r"\1CSRF", text)
    return re.sub(r'("X-CSRFToken":\s*")[^"]+', r"\1CSRF", text)


class Recorder:
    def __init__(self, out: Path, name: str) -> None:
        self.out, self.name, self.count = out, name, 0

    def save(self, what: str, response) -> str:
        self.count += 1
        body = response.get_data(as_text=True)
        what = re.sub(r"'csrf_token': '[^']*'", "'csrf_token': 'CSRF'", what)
        head = f"{what}\nstatus {response.status_code}\nlocation {response.location}\n\n"
        path = self.out / f"{self.name}-{self.count:04d}.html"
        path.write_text(head + masked(body))
        return body


def play_round(client, app, token: str, out: Path, name: str, fields: dict[str, str], steps: int) -> None:
    rng = random.Random(name)
    record = Recorder(out, name)
    drill_id = start(client, token, **fields)
    record.save("GET play", client.get(f"/deal/{drill_id}"))
    for number in range(steps):
        drill, version = state(app, drill_id)
        headers = HTMX if rng.random() < 0.85 else {}
        if number % 25 == 0:
            record.save("GET play", client.get(f"/deal/{drill_id}"))
            record.save("GET partial", client.get(f"/deal/{drill_id}", headers=HTMX))
        if number % 40 == 20:
            record.save("GET review (unfinished)", client.get(f"/deal/{drill_id}/hands/{drill.hand_number + 1}"))
        if drill.waiting_for_ruling:
            choice = rng.choice(drill.ruling_options())[0]
            data = {"csrf_token": token, "version": str(version), "ruling": choice}
            record.save(f"POST rule {choice}", client.post(f"/deal/{drill_id}/rule", data=data, headers=headers))
        elif drill.waiting_for_remedy:
            choices = drill.remedy_choices()
            pick = right_pick(drill) if rng.random() < 0.7 else rng.randint(1, len(choices))
            data = {"csrf_token": token, "version": str(version), "step": str(pick)}
            record.save(f"POST remedy {pick}", client.post(f"/deal/{drill_id}/remedy", data=data, headers=headers))
        elif drill.waiting_for_read:
            amount = drill.read_answer() + rng.choice([0, 0, 1])
            data = {"csrf_token": token, "version": str(version), "amount": str(amount)}
            record.save(f"POST read {amount}", client.post(f"/deal/{drill_id}/read", data=data, headers=headers))
        elif drill.hand_over:
            hand = drill.hand_number + 1
            again = rng.random() < 0.15
            data = {"csrf_token": token, "version": str(version)} | ({"again": "1"} if again else {})
            record.save(f"POST next again={again}", client.post(f"/deal/{drill_id}/next", data=data, headers=headers))
            record.save(f"GET review {hand}", client.get(f"/deal/{drill_id}/hands/{hand}"))
            record.save(f"GET review {hand} step 9", client.get(f"/deal/{drill_id}/hands/{hand}?step=9"))
        elif rng.random() < 0.12:
            word, seat, up, payouts = random_move(drill.table(), rng)
            data = {"csrf_token": token, "version": str(version), "op": word}
            if word in ("deal", "bring-in", "first", "show"):
                data = {"csrf_token": token, "version": str(version), "mode": "deal-up" if up else word,
                        "seat": str(seat)}
            elif payouts:
                data.update({f"amount-{payouts[0].seat}": str(payouts[0].amount), f"half-{payouts[0].seat}":
                             payouts[0].half})
            record.save(f"POST op (random) {data}", client.post(f"/deal/{drill_id}/op", data=data, headers=headers))
        else:
            data = move_form(drill, token, version)
            record.save(f"POST op {data}", client.post(f"/deal/{drill_id}/op", data=data, headers=headers))
    record.save("GET play (last)", client.get(f"/deal/{drill_id}"))
    record.save("GET stored state", _Text(row(app, drill_id)["state"]))
    record.save("GET progress", client.get("/progress/"))


class _Text:
    """A stored value recorded as a response would be."""

    status_code = 200
    location = None

    def __init__(self, text: str) -> None:
        self.text = text

    def get_data(self, as_text: bool = True) -> str:
        return self.text


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", type=Path)
    args = parser.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    for old in args.out.glob("*.html"):
        old.unlink()
    clock = iter(range(10**9))
    stamps = iter(range(10**9))
    with tempfile.TemporaryDirectory() as folder, \
            patch("dealerschool.web.deal.time", SimpleNamespace(time=lambda: 1_700_000_000 + 1.25 * next(clock))), \
            patch("dealerschool.store.now", lambda: f"2026-01-01T00:00:00.{next(stamps):06d}+00:00"):
        app = create_app({"TESTING": True, "DATABASE": str(Path(folder) / "pages.sqlite3"), "SECRET_KEY": "pages",
                          "INSTANCE_PATH": str(Path(folder) / "instance")})
        for name, fields, steps in ROUNDS:
            client = app.test_client()
            token = sign_up(client, username=f"trainee-{name}")
            play_round(client, app, token, args.out, name, fields, steps)
    import dealerschool

    print(f"{len(list(args.out.glob('*.html')))} responses in {args.out} (code: {Path(dealerschool.__file__).parent})")


if __name__ == "__main__":
    main()
