"""A drill as stored: compact JSON out (written from parts: a step stores the drill every time) and in
(read and checked: :class:`~dealerschool.drill.settings.DrillError` names what is wrong).

Plain Python: no Flask, no SQLite.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from functools import lru_cache
from typing import Any

from dealerschool.drill.moves import Attempt
from dealerschool.drill.settings import SOURCE, DrillError, Settings, stakes
from dealerschool.table.session import Session

encode = json.JSONEncoder(separators=(",", ":")).encode
"""``json.dumps(value, separators=(",", ":"))`` without making a new encoder on each call."""


@lru_cache(maxsize=256)
def settings_json(settings: Settings) -> str:
    """The settings' JSON (frozen, and the same for every step of a drill: kept per value)."""
    return encode(settings.to_dict())


class ListText:
    """A list's JSON array, written from its items' texts: each item's text is taken from the last call while
    it is the very same object at the same place (a drill's attempts only grow within a hand, or are
    replaced, and are frozen), so a step encodes only what it added. Held by one drill, for its life."""

    def __init__(self, encode_item: Callable[[Any], str]) -> None:
        self._encode_item = encode_item
        self._known: list[tuple[Any, str]] = []

    def text(self, items: list[Any]) -> str:
        known = self._known
        texts: list[str] = []
        changed = len(known) != len(items)
        for k, item in enumerate(items):
            if k < len(known) and known[k][0] is item:
                texts.append(known[k][1])
            else:
                texts.append(self._encode_item(item))
                changed = True
        if changed:
            self._known = list(zip(items, texts, strict=True))
        return "[" + ",".join(texts) + "]"


def attempts_text() -> ListText:
    """A drill's attempts as a JSON array (:class:`ListText`)."""
    return ListText(lambda attempt: encode(attempt.to_dict()))


def drill_json(settings: Settings, session: Session, hand: dict[str, Any], attempts: str) -> str:
    """A drill's JSON from its parts: the settings, the session, the hand's fields (``hand``, in the stored
    order) and the attempts' array. The text is what ``json.dumps(json.loads(text), separators=(",", ":"))``
    gives back (tested)."""
    small = encode({
        "session": {"stacks": session.stacks, "button": session.button, "hands_played": session.hands_played,
                    "game_index": session.game_index, "hands_in_game": session.hands_in_game}, **hand})
    return f'{{"settings":{settings_json(settings)},{small[1:-1]},"attempts":{attempts}}}'


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
        attempts = [Attempt(str(a["given"]), str(a["expected"]), bool(a["right"]), str(a["kind"]),
                            float(a["seconds"])) for a in data["attempts"]]
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
