"""A drill as stored: compact JSON out (:data:`encode`) and in
(read and checked: :class:`~dealerschool.drill.settings.DrillError` names what is wrong).

Plain Python: no Flask, no SQLite.
"""

from __future__ import annotations

import json
from typing import Any

from dealerschool.drill.moves import Attempt
from dealerschool.drill.settings import SOURCE, DrillError, Settings, stakes
from dealerschool.table.session import Session

encode = json.JSONEncoder(separators=(",", ":")).encode
"""``json.dumps(value, separators=(",", ":"))`` without making a new encoder on each call."""


def read_fields(text: str | bytes) -> dict[str, Any]:
    """A stored drill's fields, read and checked (the hand is not rebuilt here): the keyword arguments of
    :class:`~dealerschool.drill.hand.Drill`. DrillError names what is wrong."""
    try:
        data = json.loads(text)
        settings = Settings.from_mapping(data["settings"])
        stored = data["session"]
        session = Session(stakes(settings), list(stored["stacks"]), rotation=settings.rotation(),
                          button=stored["button"], seed=settings.seed, hands_played=int(stored["hands_played"]),
                          game_index=int(stored["game_index"]), hands_in_game=int(stored["hands_in_game"]))
        attempts = [read_attempt(attempt) for attempt in data["attempts"]]
        return {"settings": settings, "session": session, "hand_number": int(data["hand_number"]),
                "setup": dict(data["setup"]), "events": [str(e) for e in data["events"]],
                "ruling_at": data["ruling_at"], "ruling_given": data["ruling_given"],
                "inject_after": data["inject_after"], "attempts": attempts, "last_step_at": data["last_step_at"],
                "deal": _deal_number(data.get("deal", 1)), "reading": data.get("reading"),
                "reads": list(data.get("reads", [])), "remedy_picks": _read_picks(data.get("remedy_picks"))}
    except DrillError:
        raise
    except (TypeError, ValueError, KeyError, AttributeError) as error:
        raise DrillError(f"{SOURCE}: stored drill cannot be read ({type(error).__name__}: {error})") from None


def read_attempt(data: Any) -> Attempt:
    """A stored attempt: [given, expected, right, kind, seconds] (:meth:`Attempt.to_row
    <dealerschool.drill.moves.Attempt.to_row>`), or, in a drill stored before December 2026, an object with
    those keys. TypeError, ValueError or KeyError when it is neither."""
    if isinstance(data, list):
        given, expected, right, kind, seconds = data
    else:
        given, expected, right, kind, seconds = (data["given"], data["expected"], data["right"], data["kind"],
                                                 data["seconds"])
    return Attempt(str(given), str(expected), bool(right), str(kind), float(seconds))


def _deal_number(data: Any) -> int:
    """A stored ``deal`` (absent in drills stored before hands were dealt again by number: 1)."""
    if not isinstance(data, int) or isinstance(data, bool) or data < 1:
        raise ValueError(f"deal: expected a whole number from 1, got {data!r}")
    return data


def _read_picks(data: Any) -> list[dict[str, Any]] | None:
    """Stored remedy picks (absent in drills stored before the remedy phase existed: None)."""
    if data is None:
        return None
    if not isinstance(data, list):
        raise TypeError(f"remedy_picks: expected a list, got {type(data).__name__}")
    picks = []
    for k, pick in enumerate(data):
        if not isinstance(pick, dict) or not isinstance(pick.get("step"), int) or not isinstance(pick.get("right"), bool):
            raise ValueError(f"remedy_picks[{k}]: expected step, given, right and seconds")
        picks.append({"step": pick["step"], "given": str(pick["given"]), "right": pick["right"],
                      "seconds": float(pick["seconds"])})
    return picks
